// nnlab-cli export: a trained model (a checkpoint) out of nnlab as ONNX (engine/interop).
#include <cstdio>
#include <memory>

#include "backends/backend_factory.h"
#include "cli/cli_commands.h"
#include "core/error.h"
#include "core/format.h"
#include "interop/onnx_export.h"
#include "nn/model.h"
#include "train/checkpoint.h"

namespace nnlab::cli {

namespace {
struct ExportOptions {
  std::string checkpoint, onnx;
  bool quiet = false;
};
}  // namespace

Command addExport(CLI::App& app) {
  auto o = std::make_shared<ExportOptions>();
  CLI::App* c = app.add_subcommand("export", "Write a trained model (a checkpoint) as ONNX, for onnxruntime, PyTorch and others");
  c->add_option("--checkpoint,-c", o->checkpoint, "checkpoint file (nnlab-cli train --checkpoint)")->required()->check(CLI::ExistingFile);
  c->add_option("--onnx", o->onnx, "the ONNX file to write (input \"input\", output \"logits\", float32)")->required();
  c->add_flag("--quiet,-q", o->quiet, "no summary line");
  return [o]() -> int {
    const CheckpointInfo info = readCheckpointInfo(o->checkpoint);  // a damaged header is Error(BadInput)
    auto backend = makeBackend("cpu-blas", 1);
    auto model = Model::create(info.spec, info.input, info.classes);
    // The weights must be in the file before the model is built from what the header claims.
    const DType stored = dtypeFromName(info.dtype);
    if (static_cast<std::uint64_t>(model->paramCount()) * dtypeSize(stored) > info.tensorBytes)
      fail(ErrorKind::BadInput, "checkpoint '" + o->checkpoint + "' describes a model of " + formatCount(model->paramCount()) +
                                    " parameters but holds only " + formatBytes(static_cast<double>(info.tensorBytes)) +
                                    " of weights: it is damaged");
    model->build(*backend, DType::F32, 1);  // 16-bit weights are converted as they load
    loadCheckpoint(o->checkpoint, *model);
    const OnnxExport e = exportOnnx(*model, o->onnx);
    if (!o->quiet)
      std::printf("wrote %s: model %s (%s parameters, trained for %d epoch(s)), %lld ONNX nodes, opset %d; ONNX's checker accepts it\n",
                o->onnx.c_str(), info.spec.name.c_str(), formatCount(info.paramCount).c_str(), info.epochsDone,
                static_cast<long long>(e.nodes), e.opset);
    return 0;
  };
}

}  // namespace nnlab::cli

// nnlab-cli export: a trained model (a checkpoint) out of nnlab as ONNX or PyTorch code (engine/interop).
#include <cstdio>
#include <memory>

#include "backends/backend_factory.h"
#include "cli/cli_commands.h"
#include "core/error.h"
#include "core/format.h"
#include "interop/onnx_export.h"
#include "interop/torch_export.h"
#include "nn/model.h"
#include "train/checkpoint.h"

namespace nnlab::cli {

namespace {
struct ExportOptions {
  std::string checkpoint, onnx, pytorch;
  int samples = 8;
  bool quiet = false;
};
}  // namespace

Command addExport(CLI::App& app) {
  auto o = std::make_shared<ExportOptions>();
  CLI::App* c = app.add_subcommand("export", "Write a trained model (a checkpoint) as ONNX (onnxruntime and others) and/or as "
                                              "PyTorch code (an nn.Module and its weights in safetensors)");
  c->add_option("--checkpoint,-c", o->checkpoint, "checkpoint file (nnlab-cli train --checkpoint)")->required()->check(CLI::ExistingFile);
  c->add_option("--onnx", o->onnx, "the ONNX file to write (input \"input\", output \"logits\", float32)");
  c->add_option("--pytorch", o->pytorch, "a folder to write model.py (a readable nn.Module), model.safetensors "
                                                      "(its weights) and sample.safetensors (inputs with nnlab's logits: "
                                                      "`python3 model.py --check sample.safetensors` compares)");
  c->add_option("--samples", o->samples, "with --pytorch: rows of sample.safetensors (0: none) [8]")->check(CLI::Range(0, 4096));
  c->add_flag("--quiet,-q", o->quiet, "no summary line");
  return [o]() -> int {
    if (o->onnx.empty() && o->pytorch.empty()) fail(ErrorKind::InvalidArgument, "export needs --onnx FILE and/or --pytorch FOLDER");
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
    if (!o->onnx.empty()) {
      const OnnxExport e = exportOnnx(*model, o->onnx);
      if (!o->quiet)
        std::printf("wrote %s: model %s (%s parameters, trained for %d epoch(s)), %lld ONNX nodes, opset %d; ONNX's checker accepts it\n",
                    o->onnx.c_str(), info.spec.name.c_str(), formatCount(info.paramCount).c_str(), info.epochsDone,
                    static_cast<long long>(e.nodes), e.opset);
    }
    if (!o->pytorch.empty()) {
      const TorchExport e = exportPyTorch(*model, o->pytorch, o->samples);
      if (!o->quiet)
        std::printf("wrote %s/model.py (class %s) and model.safetensors (%lld tensors, %s values)%s; trained for %d epoch(s)\n",
                    o->pytorch.c_str(), e.className.c_str(), static_cast<long long>(e.tensors), formatCount(e.parameters).c_str(),
                    e.samples > 0 ? (", sample.safetensors (" + std::to_string(e.samples) + " inputs with nnlab's logits)").c_str() : "",
                    info.epochsDone);
    }
    return 0;
  };
}

}  // namespace nnlab::cli

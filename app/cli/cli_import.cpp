// nnlab-cli import-onnx: an ONNX model into nnlab (engine/interop/onnx_import): its layer stack as a
// model spec, and its weights as a checkpoint that `train --resume`, `test` and `export` read.
#include <cstdio>
#include <memory>

#include "backends/backend_factory.h"
#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "core/format.h"
#include "interop/onnx_import.h"
#include "nn/model.h"
#include "train/checkpoint.h"

namespace nnlab::cli {

namespace {
struct ImportOptions {
  std::string file, out, checkpoint;
  bool quiet = false;
};

void printLayers(const OnnxImport& imported) {
  const ModelSpec& spec = imported.spec;
  std::printf("%s: %s\n", spec.name.c_str(), spec.description.c_str());
  if (!spec.input) {  // the dataset decides the shapes: the layers as the file gives them
    for (std::size_t i = 0; i < spec.layers.size(); ++i) std::printf("%4zu  %s\n", i + 1, spec.layers[i].dump().c_str());
    return;
  }
  const ModelCheck check = checkModel(spec, *spec.input, spec.classes);
  std::printf("%4s  %-22s %-14s %-14s %12s\n", "#", "layer", "input", "output", "parameters");
  for (const auto& l : check.layers)
    std::printf("%4d  %-22s %-14s %-14s %12s\n", l.index, l.label.c_str(), l.in.str().c_str(), l.out.str().c_str(),
                formatCount(l.params).c_str());
  std::printf("total %s parameters, input %s, %d classes\n", formatCount(check.totalParams).c_str(), spec.input->str().c_str(),
              spec.classes);
}
}  // namespace

Command addImportOnnx(CLI::App& app) {
  auto o = std::make_shared<ImportOptions>();
  CLI::App* c = app.add_subcommand("import-onnx", "Read an ONNX model as an nnlab model spec (its layers) and, with --checkpoint, "
                                                  "its weights; operators nnlab has no layer for are named");
  c->add_option("file", o->file, "the ONNX file")->required()->check(CLI::ExistingFile);
  c->add_option("--out,-o", o->out, "the model spec (JSON) to write: `nnlab-cli train --model FILE`, the app's Model page");
  c->add_option("--checkpoint,-c", o->checkpoint, "a checkpoint with the file's weights (`train --resume`, `test`, `export`)");
  c->add_flag("--quiet,-q", o->quiet, "no layer table");
  return [o]() -> int {
    if (!o->out.empty()) checkWritable(o->out, "model spec");
    if (!o->checkpoint.empty()) checkWritable(o->checkpoint, "checkpoint");
    const OnnxImport imported = importOnnx(o->file);
    if (!o->quiet) printLayers(imported);
    for (const std::string& n : imported.notes) std::printf("note: %s\n", n.c_str());
    if (!o->checkpoint.empty()) {
      if (!imported.hasWeights()) fail(ErrorKind::BadInput, "'" + o->file + "' keeps its weights in external files: no checkpoint");
      if (!imported.spec.input || imported.spec.classes == 0)
        fail(ErrorKind::BadInput, "'" + o->file + "' leaves its input size or classes open: a checkpoint needs both");
      auto backend = makeBackend("cpu-blas", 1);
      auto model = Model::create(imported.spec, *imported.spec.input, imported.spec.classes);
      model->build(*backend, DType::F32, 1);
      loadImportedWeights(*model, imported);
      saveCheckpoint(o->checkpoint, *model, nullptr);
      if (!o->quiet) std::printf("wrote %s (the file's weights)\n", o->checkpoint.c_str());
    }
    if (!o->out.empty()) {
      writeTextFileAtomic(o->out, imported.spec.toJson().dump(2) + "\n");
      if (!o->quiet) std::printf("wrote %s\n", o->out.c_str());
    }
    return kOk;
  };
}

}  // namespace nnlab::cli

#include "interop/onnx_import.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "interop/onnx_graph.h"
#include "interop/onnx_importer.h"
#include "nn/model.h"

namespace nnlab {


using onnx_importer::Graph;
using onnx_importer::Importer;

OnnxImport importOnnxBytes(const std::string& bytes, const std::string& what, const std::string& name) {
  onnx::ModelProto m;
  onnxin::parseModel(bytes, what, m);
  const Graph g(m, what);
  OnnxImport out;
  out.producer = g.producer();
  out.opset = g.opset();
  Importer importer(g, out);
  importer.run();
  onnxin::finishSpec(g, out, name);
  if (!importer.weightsPresent()) {
    out.weights.clear();
    out.notes.push_back(
        msg(NNLAB_TEXT("nnlab::messages", "the file keeps its weights in external files: only the architecture was imported")).text());
  }
  return out;
}

OnnxImport importOnnx(const std::string& path) {
  const std::string bytes = readFileLimited(path, kMaxOnnxFileBytes, "ONNX file");
  return importOnnxBytes(bytes, "ONNX file '" + path + "'", std::filesystem::path(path).stem().string());
}

void loadImportedWeights(Model& model, const OnnxImport& import) {
  if (!import.hasWeights()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "the imported model has no weights (the file keeps them elsewhere)")));
  if (import.weights.size() != model.layerCount())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the imported weights are for %1 layers, the model has %2"),
        std::to_string(import.weights.size()), std::to_string(model.layerCount())));
  for (std::size_t i = 0; i < model.layerCount(); ++i)
    setLayerTensors(model, model.layer(i), import.weights[i], "layer " + std::to_string(i + 1) + " (" + model.layer(i).label() + ")");
}

}  // namespace nnlab

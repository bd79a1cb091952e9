// ONNX models (interop/onnx_import.h): the input is an ONNX file, read as `nnlab-cli import-onnx`
// and the app's Import ONNX read it: parsed, its graph walked into a model spec, and, for a model
// small enough, the spec built and the file's weights loaded into it.
#include <string>

#include "backends/backend_factory.h"
#include "fuzz_support.h"
#include "interop/onnx_import.h"
#include "nn/model.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  fuzz::guard([&] {
    const OnnxImport imported = importOnnxBytes(bytes, "fuzzed ONNX file");
    imported.spec.toJson();
    if (!imported.spec.input || imported.spec.classes == 0 || !imported.hasWeights()) return;
    auto model = Model::create(imported.spec, *imported.spec.input, imported.spec.classes);
    if (model->paramCount() > 100000) return;  // a large model costs time, not coverage
    static const auto backend = makeBackend("cpu-reference", 1);
    model->build(*backend, DType::F32, 1);
    loadImportedWeights(*model, imported);
  });
  return 0;
}

// Model specs (nn/model_spec.h): the input is the JSON text of a spec, parsed, read strictly and
// checked against an input shape and class count as the designer and `nnlab-cli model` do.
#include "core/json_reader.h"
#include "fuzz_support.h"
#include "nn/model.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::guard([&] {
    const ModelSpec spec = ModelSpec::fromJson(parseJsonText(text, "model spec", ErrorKind::InvalidArgument));
    checkModel(spec, Shape{1, 28, 28}, 10);
    checkModel(spec, Shape{3, 32, 32}, 4);
    checkModel(spec, Shape{12}, 3);
    spec.toJson();
  });
  return 0;
}

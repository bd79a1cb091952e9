// Experiment specs (experiment/experiment_spec.h): the input is the JSON text of a spec, parsed,
// read strictly (a model given by preset name is resolved) and validated as `nnlab-cli train
// SPEC` does before training.
#include "core/json_reader.h"
#include "experiment/experiment_spec.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::guard([&] {
    const ExperimentSpec spec = ExperimentSpec::fromJson(parseJsonText(text, "experiment spec", ErrorKind::InvalidArgument));
    spec.validate();
    ExperimentSpec::fromJson(spec.toJson());  // what it writes, it reads back
  });
  return 0;
}

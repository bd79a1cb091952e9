// Sweep specs (experiment/sweep_spec.h) as `nnlab-cli sweep run SPEC` reads them: JSON text read
// strictly, its cells expanded (a sweep that would expand to too many cells must say so, not
// allocate them), written and read back.
#include "core/json_reader.h"
#include "experiment/sweep_spec.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::guard([&] {
    const SweepSpec spec = SweepSpec::fromJson(parseJsonText(text, "sweep spec", ErrorKind::InvalidArgument), "sweep spec",
                                               fuzz::workDir());
    (void)spec.cells();
    SweepSpec::fromJson(spec.toJson(), "sweep spec", fuzz::workDir());
  });
  return 0;
}

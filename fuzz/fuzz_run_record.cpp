// Run records (experiment/run_record.h) as `nnlab-cli history import FILE` and File > Open
// experiment read them: JSON text, read strictly, then written and read back.
#include "core/json_reader.h"
#include "experiment/run_record.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::guard([&] {
    const RunRecord rec = RunRecord::fromJson(parseJsonText(text, "run record", ErrorKind::BadInput));
    RunRecord::fromJson(rec.toJson());  // what it writes, it reads back
    (void)rec.epochsCsv();
    (void)parallelLines(rec);
  });
  return 0;
}

// CSV tables (data/csv_reader.h): the first byte picks the options (header mode, output
// columns, normalisation, delimiter), the rest is the table.
#include "data/csv_reader.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Parts parts(data, size);
  const std::uint8_t mode = parts.byte();
  CsvOptions opt;
  opt.header = mode % 3 == 0 ? CsvHeader::Auto : mode % 3 == 1 ? CsvHeader::Yes : CsvHeader::No;
  opt.outputColumns = 1 + (mode >> 2) % 3;
  opt.normalize = (mode >> 4) % 3 == 0 ? CsvNormalize::None : (mode >> 4) % 3 == 1 ? CsvNormalize::MinMax : CsvNormalize::Standard;
  opt.delimiter = (mode & 0x80) ? ';' : ',';
  const std::string text(parts.rest());
  fuzz::guard([&] { parseCsv(text, opt, "fuzz.csv"); });
  return 0;
}

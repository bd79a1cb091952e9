// IDX files (data/idx_reader.h): an image file and a label file, raw or gzip, read alone, as a
// pair, and as a catalog listing does (headers only).
#include "data/idx_reader.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Parts parts(data, size);
  const std::string_view images = parts.next(), labels = parts.rest();
  const std::string ip = fuzz::writeFile("train-images-idx3-ubyte", reinterpret_cast<const std::uint8_t*>(images.data()), images.size());
  const std::string lp = fuzz::writeFile("train-labels-idx1-ubyte", reinterpret_cast<const std::uint8_t*>(labels.data()), labels.size());
  fuzz::guard([&] { readIdxHeader(ip); });
  fuzz::guard([&] { checkIdxPair(ip, lp); });
  fuzz::guard([&] { readIdxPair(ip, lp); });
  fuzz::guard([&] { readIdxImages(ip); });
  fuzz::guard([&] { readIdxLabels(lp); });
  return 0;
}

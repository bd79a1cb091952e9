// Image-folder import (data/dataset_store.h): the input becomes a folder of class sub-folders
// holding files, imported as `nnlab-cli dataset import FOLDER` does (scan, decode, resize,
// cache written and read back, the stored report). The first byte picks the options; then
// each file is a class byte and a length-prefixed body (fuzz_support.h's Parts).
#include <filesystem>

#include "data/dataset_store.h"
#include "data/image_codec.h"
#include "fuzz_support.h"

using namespace nnlab;
namespace fs = std::filesystem;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Parts parts(data, size);
  const std::uint8_t mode = parts.byte();
  const std::string root = fuzz::workDir() + "/folder";
  fuzz::removeAll(root);
  fuzz::removeAll(fuzz::workDir() + "/data");
  for (int i = 0; i < 16 && !parts.empty(); ++i) {
    const int cls = parts.byte() % 3;
    const std::string_view body = parts.next();
    const auto* b = reinterpret_cast<const std::uint8_t*>(body.data());
    const ImageFormat f = sniffImageFormat(b, body.size());
    const char* ext = f == ImageFormat::Jpeg ? ".jpg" : f == ImageFormat::Bmp ? ".bmp" : f == ImageFormat::Png ? ".png" : ".txt";
    fuzz::writeFile("folder/class" + std::to_string(cls) + "/f" + std::to_string(i) + ((mode & 0x40) ? ".png" : ext), b, body.size());
  }
  DataLocations where;
  where.dataDir = fuzz::workDir() + "/data";
  where.cacheDir = fuzz::workDir() + "/cache";
  where.manifestDir = fuzz::workDir() + "/no-manifests";
  ImportRequest req;
  req.source = root;
  req.name = "fuzzed";
  req.onCorrupt = (mode & 1) ? CorruptPolicy::Skip : CorruptPolicy::Fail;
  req.threads = 1;
  if (mode & 2) {
    Preprocessing p;
    p.channels = (mode & 4) ? 3 : 1;
    p.width = 1 + (mode >> 3) % 8;
    p.height = p.width + 1;
    p.storage = (mode & 0x80) ? DType::F16 : DType::U8;
    req.preprocessing = p;
  }
  fuzz::guard([&] {
    importDataset(req, where);
    loadStoredDataset("fuzzed", where);  // the cache just written, mapped and checked again
    listStoredDatasets(where);
  });
  return 0;
}

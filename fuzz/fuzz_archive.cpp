// Archive import (data/fetch.h, data/dataset_store.h): the input is an archive (zip, tar, RAR,
// 7z, any compression: libarchive recognises it by its content), imported as
// `nnlab-cli dataset import ARCHIVE` does. Besides nnlab::Error being the only way out, the
// harness checks that nothing was created outside the data folder and that no link was made
// inside it: a finding aborts.
#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "data/dataset_store.h"
#include "fuzz_support.h"

using namespace nnlab;
namespace fs = std::filesystem;

namespace {

// Every entry below `dir`, links included (never followed).
void expectNoLinks(const fs::path& dir) {
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec), end; !ec && it != end; it.increment(ec)) {
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) != 0) continue;
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
      std::fprintf(stderr, "nnlab fuzz: unpacking created %s, which is not a regular file or folder\n", it->path().c_str());
      std::abort();
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fs::path run = fs::path(fuzz::workDir()) / "run";
  fuzz::removeAll(run.string());
  fs::create_directories(run / "outside");
  const std::string archive = fuzz::writeFile("run/input.tar", data, size);
  DataLocations where;
  where.dataDir = (run / "data").string();
  where.cacheDir = (run / "cache").string();
  where.manifestDir = (run / "no-manifests").string();
  ImportRequest req;
  req.source = archive;
  req.name = "fuzzed";
  req.onCorrupt = (size % 2) ? CorruptPolicy::Skip : CorruptPolicy::Fail;
  req.threads = 1;
  Preprocessing p;
  p.width = p.height = 4;
  req.preprocessing = p;
  fuzz::guard([&] { importDataset(req, where); });
  // Only the archive, the data folder (and the cache folder) may exist next to "outside".
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(run, ec)) {
    const std::string n = e.path().filename().string();
    if (n != "input.tar" && n != "data" && n != "cache" && n != "outside") {
      std::fprintf(stderr, "nnlab fuzz: unpacking created %s outside the data folder\n", e.path().c_str());
      std::abort();
    }
  }
  if (!fs::is_empty(run / "outside", ec)) {
    std::fprintf(stderr, "nnlab fuzz: unpacking wrote into %s\n", (run / "outside").c_str());
    std::abort();
  }
  expectNoLinks(run / "data");
  return 0;
}

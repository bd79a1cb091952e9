// Dataset caches (.nnds, data/dataset_cache.h): the input is a cache file, read as
// `nnlab-cli dataset info [--verify]`, `dataset preview` and `dataset list` read it (header,
// labels, mapped pixels, statistics, thumbnail grid, the stored import report).
#include "data/dataset_cache.h"
#include "data/dataset_preview.h"
#include "data/dataset_store.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string path = fuzz::writeFile("data/fuzzed/dataset.nnds", data, size);
  fuzz::guard([&] { readDatasetCacheHeader(path); });
  fuzz::guard([&] {
    const Dataset d = readDatasetCache(path, true);
    computeStats(d, 1);
    PreviewOptions opt;
    opt.perClass = 2;
    opt.thumb = 8;
    renderPreviewGrid(d, opt);
  });
  DataLocations where;
  where.dataDir = fuzz::workDir() + "/data";
  where.cacheDir = fuzz::workDir() + "/cache";
  where.manifestDir = fuzz::workDir() + "/no-manifests";
  fuzz::guard([&] { listStoredDatasets(where); });
  fuzz::guard([&] {
    const DatasetCacheHeader h = readDatasetCacheHeader(path);
    if (const auto report = readStoredExtra(h, path).report) report->warnings();
  });
  return 0;
}

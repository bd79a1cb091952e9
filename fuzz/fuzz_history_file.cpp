// History files (experiment/history_store.h): any file handed to `nnlab-cli history --file`,
// `history merge` or the History page's Open. The input becomes the file; it is opened read-only
// (refused unless it is an nnlab history of a known schema), listed and every run loaded, then
// merged into a fresh history as `history merge` does.
#include "experiment/history_store.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string path = fuzz::writeFile("history.sqlite", data, size);
  const std::string fresh = fuzz::workDir() + "/fresh.sqlite";
  fuzz::guard([&] {
    {
      auto h = HistoryStore::open(path, HistoryStore::Mode::ReadOnly);
      int loaded = 0;
      for (const RunSummary& s : h->list()) {
        if (++loaded > 64) break;
        (void)h->load(s.id);
      }
      (void)h->listSweeps();
    }
    fuzz::removeAll(fresh);
    auto into = HistoryStore::open(fresh);
    into->merge(path);
  });
  fuzz::removeAll(fresh);
  fuzz::removeAll(path);
  return 0;
}

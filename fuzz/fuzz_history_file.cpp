// History files (experiment/history_store.h) at the byte level: the input becomes the whole file
// (header, schema page, data pages, length), as a file handed to `nnlab-cli history --history`,
// `history merge`, `history check` / `recover` or the History page's Open. It is opened read-only
// (refused unless it is an nnlab history of a known schema, with a valid header), listed and every
// run loaded, checked, and merged into a fresh history; then a copy is opened read-write (header
// validation, migrations, interrupted runs marked) and a run is written into it as a trainer
// would; last, `history recover` copies what it can of it into a new file.
#include <filesystem>

#include "core/files.h"
#include "core/format.h"
#include "experiment/history_store.h"
#include "fuzz_support.h"

using namespace nnlab;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string path = fuzz::writeFile("history.sqlite", data, size);
  const std::string writable = fuzz::writeFile("writable.sqlite", data, size);
  const std::string fresh = fuzz::workDir() + "/fresh.sqlite";
  const std::string recovered = fuzz::workDir() + "/recovered.sqlite";
  fuzz::guard([&] {
    {
      auto h = HistoryStore::open(path, HistoryStore::Mode::ReadOnly);
      int loaded = 0;
      for (const RunSummary& s : h->list()) {
        if (++loaded > 64) break;
        (void)h->load(s.id);
        (void)s.statusText();
      }
      (void)h->listSweeps();
      (void)h->check();
    }
    fuzz::removeAll(fresh);
    auto into = HistoryStore::open(fresh);
    (void)into->merge(path);
  });
  fuzz::guard([&] {
    auto h = HistoryStore::open(writable, HistoryStore::Mode::ReadWrite);
    RunRecord rec;
    rec.id = "fuzz-run";
    rec.createdUtc = utcNowIso();
    rec.hostname = hostName();
    rec.result.status = RunStatus::Running;
    const std::int64_t id = h->beginRun(rec);
    EpochRecord e;
    e.epoch = 1;
    e.trainLoss = 0.5;
    h->addEpoch(id, e);
    rec.result.status = RunStatus::Completed;
    rec.result.epochs.push_back(e);
    h->finishRun(id, rec);
    (void)h->remove({id});
  });
  fuzz::guard([&] {
    fuzz::removeAll(recovered);
    (void)HistoryStore::recover(path, recovered);
  });
  for (const auto& f : {path, writable, fresh, recovered})
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fuzz::removeAll(f + suffix);
  return 0;
}

// The machines' micro-benchmarks kept in the history (schema 6): what `nnlab-cli hw bench` and
// the Hardware page's "Measure this machine" measured, read back by the Hardware page of any
// machine that opens (or merges) the file.
#include <algorithm>

#include "core/error.h"

#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"
#include "hw/bench_result.h"
#include "hw/device_figures.h"

namespace nnlab {

std::int64_t HistoryStore::addBench(const HwBenchResult& result) {
  if (!writable_) fail(ErrorKind::WriteFailed, msg(NNLAB_TEXT("nnlab::messages",
      "history '%1' is open for reading: the benchmark was not stored"),
      path_));
  std::lock_guard lock(mutex_);
  SqliteStmt st(*db_, "INSERT OR IGNORE INTO hw_benches (machine, date, result) VALUES (?1, ?2, ?3)");
  st.bind(1, result.machine).bind(2, result.date).bind(3, result.toJson().dump());
  st.run();
  SqliteStmt q(*db_, "SELECT id FROM hw_benches WHERE machine = ?1 AND date = ?2");
  q.bind(1, result.machine).bind(2, result.date);
  return q.step() ? q.integer(0) : 0;
}

std::vector<HwBenchResult> HistoryStore::allBenches(std::vector<std::string>* skipped) {
  std::lock_guard lock(mutex_);
  std::vector<HwBenchResult> out;
  SqliteStmt q(*db_, "SELECT id, result FROM hw_benches ORDER BY date DESC, id DESC");
  while (q.step()) {
    try {
      out.push_back(HwBenchResult::fromJson(nlohmann::json::parse(q.text(1)),
                                            "benchmark " + std::to_string(q.integer(0)) + " of history '" + path_ + "'"));
    } catch (const std::exception& e) {
      if (skipped) skipped->push_back(e.what());
    }
  }
  return out;
}

std::vector<HwBenchResult> HistoryStore::latestBenches(std::vector<std::string>* skipped) {
  std::vector<HwBenchResult> out;
  for (auto& b : allBenches(skipped))  // newest first: the first of each machine wins
    if (std::none_of(out.begin(), out.end(), [&](const HwBenchResult& o) { return o.machine == b.machine; }))
      out.push_back(std::move(b));
  return out;
}

std::optional<HwBenchResult> HistoryStore::benchOfThisMachine() {
  try {
    for (auto& b : latestBenches())
      if (b.machine == thisHostName()) return std::move(b);
  } catch (const Error&) {  // a locked or damaged table: the datasheets alone
  }
  return std::nullopt;
}

std::int64_t HistoryStore::benchCount() {
  std::lock_guard lock(mutex_);
  return db_->scalar("SELECT count(*) FROM hw_benches");
}

}  // namespace nnlab

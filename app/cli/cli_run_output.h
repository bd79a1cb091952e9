#pragma once
// What `nnlab-cli train` (and the sweep and compare commands, which run many trainings) print and
// write while a run goes: a progress printer on stderr, the record JSON/CSV rewritten after every
// epoch (so a killed run leaves its finished epochs in the files too), and the history options.
#include <CLI/CLI.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "experiment/history_store.h"
#include "experiment/run_observer.h"

namespace nnlab::cli {

// One line per epoch on stderr, and a live batch line when stderr is a terminal.
class ProgressPrinter final : public RunObserver {
 public:
  explicit ProgressPrinter(bool quiet, std::string prefix = {});
  void onRunReady(const RunRecord& rec) override;
  void onBatch(const BatchProgress& p) override;
  void onEpochEnd(const EpochRecord& r) override;
  void onTestEnd(const EvalResult& r) override;
  void onRunEnd(const RunRecord& rec) override;  // a data-parallel run's facts

 private:
  bool quiet_, live_;
  std::string prefix_;
  std::chrono::steady_clock::time_point last_{};
};

// Keeps the run's JSON record and per-epoch CSV current: rewritten (atomically) after every epoch
// and at the end. Write failures are remembered, not thrown: training goes on.
class RecordFileWriter final : public RunObserver {
 public:
  RecordFileWriter(std::string jsonPath, std::string csvPath) : json_(std::move(jsonPath)), csv_(std::move(csvPath)) {}
  void onRunStart(const RunRecord& rec) override { rec_ = rec; }
  void onRunReady(const RunRecord& rec) override;
  void onEpochEnd(const EpochRecord& e) override;
  void onTestEnd(const EvalResult& r) override { rec_.result.test = r; }
  void onRunEnd(const RunRecord& rec) override;
  const std::string& error() const { return error_; }

 private:
  void write();
  std::string json_, csv_;
  RunRecord rec_;
  std::string error_;
};

// --history FILE / --no-history on a command that stores runs (`store` true) or reads them.
struct HistoryOptions {
  std::string path;
  bool none = false;
  // `optional`: --no-history is offered (a sweep or a device comparison lives in the history).
  void add(CLI::App* c, bool store, const std::string& what = "the run", bool optional = true);
  std::string resolved() const { return path.empty() ? HistoryStore::defaultPath() : path; }
  // nullptr with --no-history. Reading commands open read-only: they never write (a missing file
  // is exit 3 and nothing is created).
  std::unique_ptr<HistoryStore> open(bool forWriting) const;
};

// Refuses (Error(InvalidArgument), exit 2) two named outputs that are one file — the history and
// --out, --csv, --checkpoint or an export — so that a typo never replaces the history. Pairs of
// (option, path); empty paths are ignored; a history's -wal/-shm count as the history.
void refuseSameFiles(const std::vector<std::pair<std::string, std::string>>& named);

}  // namespace nnlab::cli

#pragma once
// HistoryRecorder: the observer that writes a run into the history as it happens — the run row
// when it starts, its facts when ready, each epoch as it ends (one committed transaction), the
// result when it ends. A write that fails (disk full, read-only, the file locked for too long,
// damage) does not stop the training: the recorder reports it at once (onProblem), keeps the
// run's record and tries the next write. At the end, settle() makes sure the run is stored whole
// or, if the history cannot take it, written to a recovery file that `history import` takes.
// A run whose row was deleted while it trained (`history delete --force`) is not written again.
#include <functional>
#include <string>
#include <vector>

#include "experiment/history_store.h"
#include "experiment/run_observer.h"

namespace nnlab {

// Where a run's record ended up.
struct StoreOutcome {
  bool stored = false;        // the history holds the run whole
  std::string recoveryFile;   // else: the record is here (importable), or empty when no file could be written
  std::string message;        // what happened, for the user (empty when stored without trouble)
};

class HistoryRecorder final : public RunObserver {
 public:
  explicit HistoryRecorder(HistoryStore& store) : store_(store) {}

  void onRunStart(const RunRecord& rec) override;
  void onRunReady(const RunRecord& rec) override;
  void onEpochEnd(const EpochRecord& e) override;
  void onRunEnd(const RunRecord& rec) override;

  // Called (on the training thread) with a message the first time a write fails and when the
  // run's row has vanished.
  void setProblemHandler(std::function<void(const std::string&)> f) { onProblem_ = std::move(f); }

  std::int64_t runId() const { return id_; }  // 0 before the run started or if inserting failed
  const std::string& error() const { return error_; }  // the first failed write, or empty
  bool complete() const { return ended_ && error_.empty(); }  // every write of a finished run landed

  // After the run: when a write failed, stores the final record whole; when that fails too,
  // writes it as JSON to the first of `recoveryPaths` that can be written (a file named after
  // the run next to the history is tried first) and says where. `existing`: a file that already
  // holds the final record (the CLI's --out), named instead of writing another.
  StoreOutcome settle(const RunRecord& finalRecord, const std::string& existing = {});
  // The same with the record the run ended with (onRunEnd); for runs whose setup threw.
  StoreOutcome settle();

  // The recovery file next to the history for a run: HISTORY.unsaved-<uid>.json.
  static std::string recoveryPathFor(const std::string& historyPath, const std::string& uid);

 private:
  template <class F>
  void attempt(F f);
  RunRecord named(const RunRecord& rec) const;  // with the unique label the history gave it
  HistoryStore& store_;
  std::int64_t id_ = 0;
  std::string error_;
  bool ended_ = false, rowGone_ = false;
  RunRecord final_;
  std::string label_;  // the unique label of a run that came with the default one
  std::function<void(const std::string&)> onProblem_;
};

}  // namespace nnlab

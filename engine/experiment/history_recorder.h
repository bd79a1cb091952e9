#pragma once
// HistoryRecorder: the observer that writes a run into the history as it happens — the run row
// when it starts, its facts when ready, each epoch as it ends (one committed transaction), the
// result when it ends. A write that fails (disk full, the file locked for too long) does not stop
// the training: the recorder keeps the first error for the caller to show and tries the next write.
#include <string>

#include "experiment/history_store.h"
#include "experiment/run_observer.h"

namespace nnlab {

class HistoryRecorder final : public RunObserver {
 public:
  explicit HistoryRecorder(HistoryStore& store) : store_(store) {}

  void onRunStart(const RunRecord& rec) override;
  void onRunReady(const RunRecord& rec) override;
  void onEpochEnd(const EpochRecord& e) override;
  void onRunEnd(const RunRecord& rec) override;

  std::int64_t runId() const { return id_; }  // 0 before the run started or if inserting failed
  const std::string& error() const { return error_; }  // the first failed write, or empty

 private:
  template <class F>
  void attempt(F f);
  HistoryStore& store_;
  std::int64_t id_ = 0;
  std::string error_;
};

}  // namespace nnlab

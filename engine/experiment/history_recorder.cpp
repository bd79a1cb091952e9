#include "experiment/history_recorder.h"

#include "core/error.h"

namespace nnlab {

template <class F>
void HistoryRecorder::attempt(F f) {
  try {
    f();
  } catch (const Error& e) {
    if (error_.empty()) error_ = e.what();
  } catch (const std::exception& e) {
    if (error_.empty()) error_ = std::string("writing the history failed: ") + e.what();
  }
}

void HistoryRecorder::onRunStart(const RunRecord& rec) {
  attempt([&] { id_ = store_.beginRun(rec); });
}

void HistoryRecorder::onRunReady(const RunRecord& rec) {
  if (id_) attempt([&] { store_.updateRunReady(id_, rec); });
}

void HistoryRecorder::onEpochEnd(const EpochRecord& e) {
  if (id_) attempt([&] { store_.addEpoch(id_, e); });
}

void HistoryRecorder::onRunEnd(const RunRecord& rec) {
  if (id_) attempt([&] { store_.finishRun(id_, rec); });
}

}  // namespace nnlab

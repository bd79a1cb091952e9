#include "experiment/history_recorder.h"

#include <cstdio>
#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "experiment/run_record.h"

namespace nnlab {

namespace fs = std::filesystem;

std::string HistoryRecorder::recoveryPathFor(const std::string& historyPath, const std::string& uid) {
  return historyPath + ".unsaved-" + uid + ".json";
}

template <class F>
void HistoryRecorder::attempt(F f) {
  if (rowGone_) return;
  std::string problem;
  try {
    f();
    return;
  } catch (const RunRowGone& e) {
    rowGone_ = true;
    problem = e.what();
  } catch (const Error& e) {
    problem = e.what();
  } catch (const std::exception& e) {
    problem = std::string("writing the history failed: ") + e.what();
  }
  const bool first = error_.empty();
  if (first) error_ = problem;
  if ((first || rowGone_) && onProblem_) onProblem_(problem);
}

RunRecord HistoryRecorder::named(const RunRecord& rec) const {
  if (label_.empty() || rec.label == label_) return rec;
  RunRecord r = rec;
  r.label = label_;
  return r;
}

void HistoryRecorder::onRunStart(const RunRecord& rec) {
  attempt([&] {
    // A default label ("lenet5 cpu-blas 2 thr fp32 b64") is made unique in the history; a name
    // the user gave, or a sweep cell's, is kept as given.
    if (rec.label == defaultRunLabel(rec.spec)) label_ = store_.uniqueLabel(rec.label);
    id_ = store_.beginRun(named(rec));
  });
}

void HistoryRecorder::onRunReady(const RunRecord& rec) {
  if (id_) attempt([&] { store_.updateRunReady(id_, named(rec)); });
}

void HistoryRecorder::onEpochEnd(const EpochRecord& e) {
  if (id_) attempt([&] { store_.addEpoch(id_, e); });
}

void HistoryRecorder::onRunEnd(const RunRecord& rec) {
  ended_ = true;
  final_ = named(rec);
  if (id_) attempt([&] { store_.finishRun(id_, final_); });
}

StoreOutcome HistoryRecorder::settle() {
  if (!ended_) {
    StoreOutcome out;
    out.stored = id_ == 0 && error_.empty();  // nothing began: nothing to store
    out.message = error_;
    return out;
  }
  return settle(final_);
}

StoreOutcome HistoryRecorder::settle(const RunRecord& given, const std::string& existing) {
  const RunRecord finalRecord = named(given);
  StoreOutcome out;
  if (ended_ && id_ && error_.empty()) {
    out.stored = true;
    return out;
  }
  std::string why = error_;
  if (!rowGone_) {
    // Write failures may have been passing (a lock, a full disk that was cleaned): the final
    // record, whole, in one transaction.
    try {
      if (id_) {
        store_.storeWhole(id_, finalRecord);
      } else {
        id_ = store_.importRecord(finalRecord).id;
      }
      out.stored = true;
      out.message = "the history missed some of this run's writes (" + error_ + "); the whole run was stored at its end";
      return out;
    } catch (const RunRowGone& e) {
      rowGone_ = true;
      why = e.what();
    } catch (const Error& e) {
      why = e.what();
    } catch (const std::exception& e) {
      why = e.what();
    }
  }
  if (pathExists(existing)) {
    out.recoveryFile = existing;
  } else {
    std::vector<std::string> candidates{recoveryPathFor(store_.path(), finalRecord.id)};
    std::error_code ec;
    const fs::path tmp = fs::temp_directory_path(ec);
    if (!ec) candidates.push_back((tmp / ("nnlab-unsaved-" + finalRecord.id + ".json")).string());
    for (const auto& c : candidates) {
      try {
        writeTextFileAtomic(c, finalRecord.toJson().dump(2) + "\n");
        out.recoveryFile = c;
        break;
      } catch (const Error&) {
      }
    }
  }
  out.message = "the run is not stored in history '" + store_.path() + "': " + why;
  if (!out.recoveryFile.empty())
    out.message += ". Its whole record is in " + out.recoveryFile + "; `nnlab-cli history import " + out.recoveryFile +
                   " --history " + store_.path() + "` adds it once the history can be written";
  else
    out.message += ". No file could be written either (the disk is full?): the results printed above are all that is left";
  return out;
}

}  // namespace nnlab

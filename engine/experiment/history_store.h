#pragma once
// HistoryStore: every run ever made, in one SQLite file (WAL; by default
// $XDG_DATA_HOME/nnlab/history.sqlite). A run is a row of `runs` inserted when it starts; each
// epoch is a row of `epochs` committed when the epoch ends; the test metrics, the confusion matrix
// and per-class precision/recall/F1 are rows written when the run ends. A run whose process died
// (SIGKILL, a crash) stays "running" in the file; readers see it as "interrupted" once its process
// is gone, and a writer marks it so. Many processes may write one file at once (each write is a
// short IMMEDIATE transaction; others wait up to 15 s). Schema and migrations: history_schema.h.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "experiment/run_record.h"

namespace nnlab {

class SqliteDb;

// One row of `history list`: what the tables show, without the epochs.
struct RunSummary {
  std::int64_t id = 0;  // row id in this file
  std::string uid;      // RunRecord::id
  std::string label, name, model, dataset, device, precision;
  int batch = 0, threads = 0;
  int epochsDone = 0, epochsPlanned = 0;
  std::string seed;
  RunStatus status = RunStatus::Running;
  std::string message, created, finished, hostname, build;
  double trainSeconds = 0.0, validationSeconds = 0.0, totalSeconds = 0.0;
  double dataSeconds = 0.0, modelSeconds = 0.0;
  double samplesPerSecond = 0.0;  // training throughput without the warm-up epoch (analysis.h)
  double bestValAccuracy = 0.0, lastValAccuracy = 0.0;  // NaN without a validation part
  double testAccuracy = 0.0, testMacroF1 = 0.0;         // NaN without a test
  bool synthetic = false;
  std::string sweepUid, cell;
  int repeat = -1;
  nlohmann::json toJson() const;
};

// A sweep kept in the history: its spec and how far it got.
struct SweepInfo {
  std::int64_t id = 0;
  std::string uid, name, created;
  int cells = 0, repeats = 0;
  nlohmann::json spec;
  int finished = 0;     // runs that ended completed, diverged or failed (not to be run again)
  int completed = 0;
  int total() const { return cells * repeats; }
  nlohmann::json toJson() const;
};

struct RunFilter {
  // KEY=VALUE pairs over the summary's columns (model, dataset, device, precision, batch, status,
  // label, name, sweep, host, seed); a value may end in '*' for a prefix. Unknown keys are errors.
  std::vector<std::pair<std::string, std::string>> equals;
  std::string search;  // substring of label, name, model, dataset or device
  std::int64_t limit = 0;  // 0: all
  bool newestFirst = true;
};

class HistoryStore {
 public:
  enum class Mode { ReadOnly, ReadWrite };
  // Opens (and for ReadWrite creates, with its folder) the history. A file that is not an nnlab
  // history (not SQLite, damaged, another program's database, a newer schema) is refused with a
  // message that says so and is never modified.
  static std::unique_ptr<HistoryStore> open(const std::string& path, Mode mode = Mode::ReadWrite);
  // $NNLAB_HISTORY, else $XDG_DATA_HOME/nnlab/history.sqlite, else ~/.local/share/nnlab/history.sqlite.
  static std::string defaultPath();
  ~HistoryStore();

  const std::string& path() const { return path_; }
  int schemaVersion() const;

  // Writing a run as it happens (HistoryRecorder calls these).
  std::int64_t beginRun(const RunRecord& rec);           // status "running"; returns the row id
  void updateRunReady(std::int64_t id, const RunRecord& rec);  // dataset, backend, GPU, parameters
  void addEpoch(std::int64_t id, const EpochRecord& e);  // one committed transaction
  void finishRun(std::int64_t id, const RunRecord& rec); // status, message, test, timing

  // Reading.
  std::vector<RunSummary> list(const RunFilter& filter = {});
  std::int64_t count();
  // A run by row id, uid or a unique uid prefix; Error(InvalidArgument) naming what matched.
  std::int64_t resolve(const std::string& idOrUid);
  RunRecord load(std::int64_t id);
  RunSummary summary(std::int64_t id);

  // Editing.
  void setLabel(std::int64_t id, const std::string& label);
  int remove(const std::vector<std::int64_t>& ids);  // returns how many were deleted
  // A whole record (from a JSON file or another history): inserted unless its uid is here already.
  // Returns the new row id, or nullopt when it was there.
  std::optional<std::int64_t> importRecord(const RunRecord& rec);
  // Every run (and sweep) of another history file not already here; returns how many runs came in.
  int merge(const std::string& otherPath);
  // Runs still "running" whose process on this host is gone become "interrupted"; returns how many.
  int markInterrupted();

  // Sweeps: registered once (the same uid again changes nothing), listed, found by id or uid.
  void registerSweep(const std::string& uid, const std::string& name, int cells, int repeats, const nlohmann::json& spec);
  std::vector<SweepInfo> listSweeps();
  SweepInfo sweep(const std::string& idOrUid);
  // The sweep's runs that ended and need not run again: (cell key, repeat) pairs.
  std::vector<std::pair<std::string, int>> finishedSweepRuns(const std::string& uid);

  SqliteDb& db() { return *db_; }
  std::mutex& mutex() { return mutex_; }

 private:
  HistoryStore(std::string path, std::unique_ptr<SqliteDb> db, bool writable);
  // The writes, without locking or transactions (the public calls add both).
  std::int64_t insertRun(const RunRecord& rec, const std::string& process);
  void writeReady(std::int64_t id, const RunRecord& rec);
  void insertEpoch(std::int64_t id, const EpochRecord& e);
  void writeResult(std::int64_t id, const RunRecord& rec);
  void refreshAggregates(std::int64_t id);

  std::string path_;
  std::unique_ptr<SqliteDb> db_;
  bool writable_ = false;
  std::mutex mutex_;  // one connection, used from the GUI thread and a worker
};

// This process's identity for "is the run's process still alive": pid, boot id and start time.
std::string processIdentity();
// Whether the process named by such an identity is alive on this machine.
bool processAlive(const std::string& identity);

}  // namespace nnlab

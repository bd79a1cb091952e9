#pragma once
// HistoryStore: every run ever made, in one SQLite file (WAL; by default
// $XDG_DATA_HOME/nnlab/history.sqlite). A run is a row of `runs` inserted when it starts; each
// epoch is a row of `epochs` committed when the epoch ends; the test metrics, the confusion matrix
// and per-class precision/recall/F1 are rows written when the run ends. A run whose process died
// (SIGKILL, a crash) stays "running" in the file; readers see it as "interrupted" once its process
// is gone, and a writer marks it so. Many processes may write one file at once (each write is a
// short IMMEDIATE transaction; others wait up to 15 s). Schema and migrations: history_schema.h.
// Every write is checked: a write that fails throws (the recorder keeps the run's record and
// stores it whole at the end, or leaves a recovery file); ids are never reused (AUTOINCREMENT);
// reading never writes; a damaged row is skipped and named while the rest is read.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "experiment/run_record.h"

namespace nnlab {

class SqliteDb;
class ScratchDir;
struct HwBenchResult;

// A run's row is gone from the history (deleted while the run trained): nothing more of it is written.
class RunRowGone : public Error {
 public:
  using Error::Error;
};

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
  std::string updated;     // the run's last write (UTC ISO; empty in files older than schema 5)
  double silentSeconds = 0.0;  // for a run marked running: seconds since its last write
  // The status as tables show it: "unknown (host gpu7, nothing written for 3.2 h)" for a run
  // marked running by another machine that stopped writing; else the status's name.
  std::string statusText() const;
  nlohmann::json toJson() const;
};

// A run that could not be read (a damaged row or page), named by file and row id.
struct SkippedRun {
  std::int64_t id = 0;  // 0: the row id itself could not be read
  std::string message;
};

// Runs read whole, with the ones that could not be read.
struct LoadedRuns {
  std::vector<std::int64_t> ids;
  std::vector<RunRecord> records;
  std::vector<SkippedRun> skipped;
};

enum class ImportOutcome {
  Added,    // a new row
  Updated,  // the uid was here but unfinished (running, interrupted, fewer epochs): replaced
  Present   // the uid was here with as much: nothing changed
};
struct RunImport {
  ImportOutcome outcome = ImportOutcome::Present;
  std::int64_t id = 0;  // the row (new, updated or present)
};

struct MergeReport {
  int added = 0, updated = 0, present = 0;
  int benches = 0;  // machines' benchmark results new to this file
  std::vector<SkippedRun> skipped;  // runs of the other file that could not be read
};

// What `history check` finds.
struct HistoryCheck {
  int schemaVersion = 0;
  std::int64_t fileBytes = 0;
  int pageSize = 0;
  std::vector<std::string> integrity;  // PRAGMA integrity_check's lines ("ok" alone when clean)
  std::int64_t runs = 0;               // rows read
  std::vector<SkippedRun> unreadable;  // runs that could not be loaded
  int sweeps = 0;
  bool ok() const { return integrity.size() == 1 && integrity[0] == "ok" && unreadable.empty(); }
};

struct RecoverReport {
  int copied = 0, sweeps = 0;
  std::vector<SkippedRun> lost;
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
  // history (not SQLite, a damaged header, another program's database, a newer schema) is refused
  // with a message that says so and is never modified. ReadWrite on a file or folder that cannot
  // be written is Error(WriteFailed) at once, before any run starts. ReadOnly never writes the
  // user's file and never creates one (a missing file is Error(BadInput)); it reads files in
  // read-only folders and mounts, and files of an older schema, through a private copy.
  static std::unique_ptr<HistoryStore> open(const std::string& path, Mode mode = Mode::ReadWrite);
  // $NNLAB_HISTORY, else $XDG_DATA_HOME/nnlab/history.sqlite (an absolute XDG_DATA_HOME), else
  // $HOME/.local/share/nnlab/history.sqlite, else the account's home directory from the password
  // database; Error(InvalidArgument) when none is known (never a path relative to the current folder).
  static std::string defaultPath();
  ~HistoryStore();

  const std::string& path() const { return path_; }
  int schemaVersion() const;

  // Writing a run as it happens (HistoryRecorder calls these). Each throws when the write fails
  // or when the run's row is gone (deleted while it trained: Error(WriteFailed) saying so).
  std::int64_t beginRun(const RunRecord& rec);           // status "running"; returns the row id
  void updateRunReady(std::int64_t id, const RunRecord& rec);  // dataset, backend, GPU, parameters
  void addEpoch(std::int64_t id, const EpochRecord& e);  // one committed transaction
  void finishRun(std::int64_t id, const RunRecord& rec); // status, message, test, timing
  // The whole final record in one transaction: every epoch, the facts and the result (after some
  // writes of the run failed, so that what the file holds is exactly what the run measured).
  void storeWhole(std::int64_t id, const RunRecord& rec);

  // Reading.
  std::vector<RunSummary> list(const RunFilter& filter = {});
  std::int64_t count();
  // A run by row id, uid or a unique uid prefix; Error(InvalidArgument) naming what matched.
  std::int64_t resolve(const std::string& idOrUid);
  RunRecord load(std::int64_t id);
  RunSummary summary(std::int64_t id);

  // list(), or, when its query meets a damaged page, the rows that can be read one by one (in
  // the filter's order), the others named in `skipped`.
  std::vector<RunSummary> listReadable(const RunFilter& filter, std::vector<SkippedRun>& skipped);
  // Runs matching the filter (oldest first unless it says otherwise), read whole; a run that
  // cannot be read (a damaged row, spec or page) is skipped and named, the rest are read.
  LoadedRuns loadRuns(const RunFilter& filter);

  // Editing.
  void setLabel(std::int64_t id, const std::string& label);
  // `label` when no run has it, else "label #N" with the next free N.
  std::string uniqueLabel(const std::string& label);
  // Deletes runs and their epochs; returns how many were deleted. A run still training (its
  // process alive here, or marked running by another machine) is refused with
  // Error(InvalidArgument) unless `force` (its trainer then stops writing and keeps its record).
  int remove(const std::vector<std::int64_t>& ids, bool force = false);
  // A whole record (from a JSON file, a recovery file or another history): added when its uid is
  // new; replaces the stored run when that one is unfinished (running by no live process,
  // interrupted, fewer epochs) and the record has more; else nothing changes.
  RunImport importRecord(const RunRecord& rec);
  // Every run (and sweep) of another history file, imported as above; a run of the other file
  // that cannot be read is skipped and named in the report.
  MergeReport merge(const std::string& otherPath);
  // Runs still "running" whose process on this host is gone become "interrupted"; returns how many.
  int markInterrupted();

  // Records of runs this history could not store earlier (HistoryRecorder::settle wrote them next
  // to it as HISTORY.unsaved-<uid>.json): imported, and each file removed once its run is in.
  // Returns how many came in; a file that cannot be read stays and is named in `problems`.
  int takeRecoveryFiles(std::vector<std::string>* problems = nullptr);

  // `history check`: the header, SQLite's integrity check and every run loaded.
  HistoryCheck check();
  // `history recover`: every readable run and sweep of `from` copied into a new history `to`
  // (which must not exist or be empty). Works on files whose damage stops ordinary commands.
  static RecoverReport recover(const std::string& from, const std::string& to);

  // Sweeps: registered once (the same uid again changes nothing), listed, found by id or uid.
  void registerSweep(const std::string& uid, const std::string& name, int cells, int repeats, const nlohmann::json& spec);
  std::vector<SweepInfo> listSweeps();
  SweepInfo sweep(const std::string& idOrUid);
  // The sweep's runs that ended and need not run again: (cell key, repeat) pairs.
  std::vector<std::pair<std::string, int>> finishedSweepRuns(const std::string& uid);
  // Claims one run of a sweep for this process: false when it has ended meanwhile or another live
  // runner (this machine, or another one that wrote in the last hour) holds it. Two `sweep run`s
  // of one spec so split the cells. release() gives the claim back after the run.
  bool claimSweepRun(const std::string& uid, const std::string& cell, int repeat);
  void releaseSweepRun(const std::string& uid, const std::string& cell, int repeat);

  // Machines' micro-benchmarks (hw/hw_bench.h), kept beside the runs: a result stored twice (same
  // machine and date) is kept once. Newest first; latestBenches(): the newest of each machine. A
  // stored result that no longer reads is left out and named in `skipped`.
  std::int64_t addBench(const HwBenchResult& result);
  std::vector<HwBenchResult> allBenches(std::vector<std::string>* skipped = nullptr);
  std::vector<HwBenchResult> latestBenches(std::vector<std::string>* skipped = nullptr);
  // This machine's newest benchmark (its host name), for predictions of runs made here; none when
  // the table cannot be read (never throws).
  std::optional<HwBenchResult> benchOfThisMachine();
  std::int64_t benchCount();

  SqliteDb& db() { return *db_; }
  std::mutex& mutex() { return mutex_; }
  bool writable() const { return writable_; }

 private:
  HistoryStore(std::string path, std::unique_ptr<SqliteDb> db, bool writable);
  static std::unique_ptr<HistoryStore> openForReading(const std::string& path);
  void requireRow(std::int64_t id);  // Error(WriteFailed) when the run's row is gone
  std::vector<std::int64_t> allIds(std::vector<SkippedRun>& skipped);  // in id order, past damaged pages
  std::vector<std::int64_t> matchingIds(const RunFilter& filter, std::vector<SkippedRun>& skipped);
  void replaceRun(std::int64_t id, const RunRecord& rec);
  // The writes, without locking or transactions (the public calls add both).
  std::int64_t insertRun(const RunRecord& rec, const std::string& process);
  void writeReady(std::int64_t id, const RunRecord& rec);
  void insertEpoch(std::int64_t id, const EpochRecord& e);
  void writeResult(std::int64_t id, const RunRecord& rec);
  void refreshAggregates(std::int64_t id);

  std::string path_;
  std::unique_ptr<SqliteDb> db_;
  bool writable_ = false;
  std::unique_ptr<ScratchDir> scratch_;  // a private copy being read (read-only folders, old schemas)
  std::mutex mutex_;  // one connection, used from the GUI thread and a worker
};

// This process's identity for "is the run's process still alive": pid, boot id and start time.
std::string processIdentity();
// Whether the process named by such an identity is alive on this machine.
bool processAlive(const std::string& identity);

}  // namespace nnlab

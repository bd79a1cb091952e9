#pragma once
// Runs a sweep into the history: every run of the grid that has not ended yet (completed,
// diverged or failed runs are never repeated, so running a sweep again resumes it; cancelled and
// interrupted ones run again), in SweepSpec::expand()'s order, each an ordinary run stored as it
// happens with its sweep, cell and repeat. A run that fails (out of memory, divergence, a device
// this machine lacks) is recorded with its reason and the sweep goes on; a stop request ends the
// sweep after the run in progress (which the trainer stops at its next batch). Each run is
// claimed in the history before it starts, so two runners of one sweep split the runs. A run the
// history could not store is a failed run of the sweep (its record goes to a recovery file, see
// HistoryRecorder::settle); a history that cannot take even the claim stops the sweep with
// Error(WriteFailed / DiskFull).
#include <atomic>
#include <functional>
#include <optional>

#include "data/dataset_catalog.h"
#include "experiment/history_store.h"
#include "experiment/run_observer.h"
#include "experiment/sweep_spec.h"

namespace nnlab {

struct SweepProgress {
  int done = 0, total = 0;  // runs of this invocation that ended / that it has to run
  int skipped = 0;          // runs that had ended before (resumed)
  int failed = 0;           // runs of this invocation that failed, diverged or could not be stored
  double elapsedSeconds = 0.0;
  double etaSeconds = -1.0;  // from the mean time of the runs so far; < 0 unknown
  const SweepRun* current = nullptr;  // the run about to start (nullptr at the end)
  bool stopped = false;               // at the end: stopped before every run was done
  std::string lastOutcome;            // "completed", "failed: ...", "not stored (completed): ..." of the run that just ended
};

struct SweepOptions {
  std::optional<int> cell;  // only this cell (a SLURM array task)
  const std::atomic<bool>* stop = nullptr;
  // Called before each run and after it; extra observers (the CLI's printer) per run.
  std::function<void(const SweepProgress&)> progress;
  RunObserver* observer = nullptr;
  DataLocations where;
};

struct SweepOutcome {
  int ran = 0, skipped = 0, failed = 0;
  int taken = 0;     // runs another runner of the same sweep claimed (or finished) first
  int unstored = 0;  // runs (counted in failed) the history could not store
  std::vector<std::string> recoveryFiles;  // where those runs' records are
  bool stopped = false;
};

SweepOutcome runSweep(const SweepSpec& spec, HistoryStore& history, const SweepOptions& options = {});

// How long `runs` runs of `base` will take, from the history's earlier completed runs of the same
// model and data (at most the 50 newest): the median time per epoch (training, validation, test,
// loading and set-up, spread over the epochs) times the epochs and runs, plus the cool-downs
// between runs. basedOn == 0 (and seconds < 0) when no earlier run is there. The app's sweep
// editor and `nnlab-cli sweep run --estimate` show it.
struct SweepEstimate {
  double seconds = -1.0;
  double cooldownSeconds = 0.0;  // of which cooling down
  int basedOn = 0;               // earlier runs it comes from
};
SweepEstimate estimateSweep(HistoryStore& history, const ExperimentSpec& base, int runs, double cooldownSeconds);

}  // namespace nnlab

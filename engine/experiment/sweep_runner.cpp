#include "experiment/sweep_runner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <set>
#include <thread>

#include "core/error.h"
#include "core/format.h"
#include "experiment/analysis.h"
#include "experiment/experiment_runner.h"
#include "experiment/history_recorder.h"

namespace nnlab {

using Clock = std::chrono::steady_clock;

namespace {

std::string runLabel(const SweepSpec& spec, const SweepRun& r) {
  std::string label;
  const auto values = spec.cellValues(r.cell);
  for (std::size_t k = 0; k < spec.axes.size(); ++k)
    label += (label.empty() ? "" : " ") + spec.axes[k].label + " " + axisValueText(values[k]);
  return (label.empty() ? spec.name : label) + " #" + std::to_string(r.repeat + 1);
}

bool stopRequested(const std::atomic<bool>* stop) { return stop && stop->load(); }

}  // namespace

SweepOutcome runSweep(const SweepSpec& spec, HistoryStore& history, const SweepOptions& options) {
  if (options.cell && (*options.cell < 0 || *options.cell >= spec.cells()))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cell %1 does not exist: the sweep has cells 0 to %2"),
        std::to_string(*options.cell), std::to_string(spec.cells() - 1)));
  const std::string uid = spec.uid();
  history.registerSweep(uid, spec.name, spec.cells(), spec.repeats, spec.toJson());
  std::set<std::pair<std::string, int>> finished;
  for (auto& f : history.finishedSweepRuns(uid)) finished.insert(f);

  std::vector<SweepRun> todo;
  SweepOutcome out;
  for (SweepRun& r : spec.expand()) {
    if (options.cell && r.cell != *options.cell) continue;
    if (finished.count({r.cellKey, r.repeat})) {
      ++out.skipped;
      continue;
    }
    todo.push_back(std::move(r));
  }

  SweepProgress p;
  p.total = static_cast<int>(todo.size());
  p.skipped = out.skipped;
  const auto t0 = Clock::now();
  double runSeconds = 0.0;  // the runs themselves, without cool-downs
  for (std::size_t i = 0; i < todo.size(); ++i) {
    if (stopRequested(options.stop)) {
      out.stopped = true;
      break;
    }
    if (i > 0 && spec.cooldownSeconds > 0) {  // let the machine cool down; a stop ends the wait
      const auto until = Clock::now() + std::chrono::duration<double>(spec.cooldownSeconds);
      while (Clock::now() < until && !stopRequested(options.stop)) std::this_thread::sleep_for(std::chrono::milliseconds(50));
      if (stopRequested(options.stop)) {
        out.stopped = true;
        break;
      }
    }
    const SweepRun& r = todo[i];
    // Another runner of this sweep (or one that finished it meanwhile) has it: leave it to them.
    if (!history.claimSweepRun(uid, r.cellKey, r.repeat)) {
      ++out.taken;
      continue;
    }
    p.current = &r;
    p.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
    if (options.progress) options.progress(p);

    RunIdentity who;
    who.label = runLabel(spec, r);
    who.sweepId = uid;
    who.cellId = r.cellKey;
    who.repeat = r.repeat;
    who.machineBench = history.benchOfThisMachine();
    HistoryRecorder recorder(history);
    ObserverList observers{&recorder, options.observer};
    const auto runStart = Clock::now();
    std::string outcome;
    bool cancelled = false;
    try {
      const RunRecord rec = runExperiment(r.spec, &observers, options.stop, options.where, who);
      outcome = runStatusName(rec.result.status);
      if (rec.result.status == RunStatus::Diverged || rec.result.status == RunStatus::Failed) {
        ++out.failed;
        outcome += ": " + rec.result.message;
      }
      if (rec.result.status == RunStatus::Cancelled) out.stopped = cancelled = true;
    } catch (const Error& e) {  // setup failed: the recorder stored it as a failed run
      ++out.failed;
      outcome = std::string("failed: ") + e.what();
    }
    const StoreOutcome stored = recorder.settle();
    if (!stored.stored) {
      ++out.unstored;
      if (!outcome.starts_with("failed") && !outcome.starts_with("diverged")) ++out.failed;
      outcome = "not stored (" + outcome.substr(0, outcome.find(':')) + "): " + stored.message;
      if (!stored.recoveryFile.empty()) out.recoveryFiles.push_back(stored.recoveryFile);
    } else if (!stored.message.empty()) {
      outcome += " (" + stored.message + ")";
    }
    try {
      history.releaseSweepRun(uid, r.cellKey, r.repeat);
    } catch (const Error&) {  // a claim left behind is taken over once this process is gone
    }
    // A run stopped part-way is not done: the sweep's finished runs leave it out and Resume runs
    // it again ("3 of 3 runs · stopped: 0 runs left" was shown after a Stop in the third run).
    if (cancelled) break;
    runSeconds += std::chrono::duration<double>(Clock::now() - runStart).count();
    ++out.ran;
    p.done = out.ran;
    p.failed = out.failed;
    p.lastOutcome = outcome;
    p.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
    p.etaSeconds = (runSeconds / p.done + spec.cooldownSeconds) * (p.total - p.done);
    if (out.stopped) break;
  }
  p.current = nullptr;
  p.stopped = out.stopped;
  p.etaSeconds = -1.0;  // nothing left to run in this invocation
  if (options.progress) options.progress(p);
  return out;
}

SweepEstimate estimateSweep(HistoryStore& history, const ExperimentSpec& base, int runs, double cooldownSeconds) {
  SweepEstimate e;
  if (runs <= 0) return e;
  RunFilter f;
  f.equals = {{"model", base.model.name}, {"dataset", base.dataset}, {"status", "completed"}};
  f.limit = 50;
  std::vector<double> perEpoch;
  for (const auto& r : history.list(f))
    if (r.epochsDone > 0 && std::isfinite(r.totalSeconds))
      perEpoch.push_back((r.totalSeconds + r.dataSeconds + r.modelSeconds) / r.epochsDone);
  if (perEpoch.empty()) return e;
  e.basedOn = static_cast<int>(perEpoch.size());
  e.cooldownSeconds = std::max(0.0, cooldownSeconds) * (runs - 1);
  e.seconds = median(perEpoch) * std::max(1, base.train.epochs) * runs + e.cooldownSeconds;
  return e;
}

}  // namespace nnlab

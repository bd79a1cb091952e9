// nnlab-cli sweep run|list|status|report|slurm: parameter sweeps with repeats, into the history.
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_run_output.h"
#include "core/error.h"
#include "core/format.h"
#include "experiment/history_store.h"
#include "experiment/sweep_report.h"
#include "experiment/sweep_runner.h"
#include "experiment/sweep_slurm.h"

namespace nnlab::cli {

namespace {

constexpr std::int64_t kConfirmRuns = 10000;  // more runs than this need --yes

struct SweepCliOptions {
  HistoryOptions history;
  std::string spec, id, csv, out, partition, time, cli;
  int cell = -1, gpusPerTask = 0, cpusPerTask = 0, maxParallel = 0;
  bool yes = false, quiet = false, verbose = false, json = false;
};

std::string eta(double s) { return s < 0 ? std::string("?") : formatSeconds(s); }

// Every run of the sweep in the history, whole; a run that cannot be read is named on stderr
// and left out (the report covers the rest).
std::vector<RunRecord> sweepRecords(HistoryStore& h, const std::string& uid) {
  RunFilter f;
  f.equals = {{"sweep", uid}};
  f.newestFirst = false;
  LoadedRuns runs = h.loadRuns(f);
  for (const auto& k : runs.skipped)
    std::fprintf(stderr, "nnlab-cli: %s: %s%s (left out of the report)\n", h.path().c_str(),
                 k.id ? ("run " + std::to_string(k.id) + " skipped: ").c_str() : "", k.message.c_str());
  return std::move(runs.records);
}

std::string selfPath() {
  std::error_code ec;
  const auto p = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string("nnlab-cli") : p.string();
}

}  // namespace

Command addSweep(CLI::App& app) {
  auto o = std::make_shared<SweepCliOptions>();
  CLI::App* c = app.add_subcommand("sweep", "Parameter sweeps: a grid of experiments with repeats, into the history");
  c->require_subcommand(1, 1);

  CLI::App* run = c->add_subcommand("run", "Run every cell of a sweep spec (again: resumes; finished runs are not repeated)");
  run->add_option("spec", o->spec, "sweep spec JSON")->required()->check(CLI::ExistingFile);
  run->add_option("--cell", o->cell, "run only this cell (0-based; what a SLURM array task does)")->check(CLI::NonNegativeNumber);
  run->add_flag("--yes", o->yes, "run even more than " + formatCount(kConfirmRuns) + " runs");
  run->add_flag("--quiet,-q", o->quiet, "no progress on stderr");
  run->add_flag("--verbose,-v", o->verbose, "also print every epoch of every run");
  o->history.add(run, true, "the runs", false);

  CLI::App* list = c->add_subcommand("list", "The sweeps in the history, with how far each got");
  list->add_flag("--json", o->json, "machine-readable output");
  o->history.add(list, false);

  CLI::App* status = c->add_subcommand("status", "One sweep: runs done per cell, failures");
  status->add_option("id", o->id, "sweep id (from `sweep list`), uid or name")->required();
  o->history.add(status, false);

  CLI::App* report = c->add_subcommand("report", "One row per cell: n, mean, std, 95 % CI, min, max of timings and accuracies");
  report->add_option("id", o->id, "sweep id, uid or name")->required();
  report->add_option("--csv", o->csv, "also write the report as CSV");
  report->add_flag("--json", o->json, "the report as JSON on stdout");
  o->history.add(report, false);

  CLI::App* slurm = c->add_subcommand("slurm", "Write a SLURM job array (one task per cell) and a merge job for a sweep spec");
  slurm->add_option("spec", o->spec, "sweep spec JSON")->required()->check(CLI::ExistingFile);
  slurm->add_option("--out", o->out, "folder for the scripts, the task histories and the logs")->required();
  slurm->add_option("--partition", o->partition, "SLURM partition");
  slurm->add_option("--gpus-per-task", o->gpusPerTask, "GPUs per task")->check(CLI::NonNegativeNumber);
  slurm->add_option("--cpus-per-task", o->cpusPerTask, "CPU cores per task (also the cpu-blas threads)")->check(CLI::NonNegativeNumber);
  slurm->add_option("--time", o->time, "time limit per task, as SLURM writes it (e.g. 02:00:00)");
  slurm->add_option("--max-parallel", o->maxParallel, "at most this many tasks at once (%K)")->check(CLI::NonNegativeNumber);
  slurm->add_option("--cli", o->cli, "the nnlab-cli the tasks run [this one]");
  o->history.add(slurm, false);

  return [o, run, list, status, report, slurm]() -> int {
    if (run->parsed()) {
      const SweepSpec spec = SweepSpec::load(o->spec);
      const std::int64_t n = o->cell >= 0 ? spec.repeats : spec.runCount();
      if (n > kConfirmRuns && !o->yes)
        fail(ErrorKind::InvalidArgument, "the sweep has " + formatCount(n) + " runs (" + formatCount(spec.cells()) +
                                             " cells x " + std::to_string(spec.repeats) +
                                             " repeats): pass --yes to run them all, or make the grid smaller");
      auto history = o->history.open(true);
      if (!o->quiet)
        std::fprintf(stderr, "sweep %s (%s): %s cells x %d repeats = %s runs, into %s\n", spec.name.c_str(), spec.uid().c_str(),
                     formatCount(spec.cells()).c_str(), spec.repeats, formatCount(spec.runCount()).c_str(),
                     history->path().c_str());
      ProgressPrinter printer(!o->verbose || o->quiet, "    ");
      SweepOptions opts;
      if (o->cell >= 0) opts.cell = o->cell;
      opts.stop = &gStop;
      opts.observer = &printer;
      const bool quiet = o->quiet;
      opts.progress = [quiet](const SweepProgress& p) {
        if (quiet) return;
        if (!p.lastOutcome.empty() && p.done > 0) std::fprintf(stderr, "         -> %s\n", p.lastOutcome.substr(0, 300).c_str());
        if (!p.current) return;
        std::fprintf(stderr, "[%d/%d] cell %d (%s) repeat %d   elapsed %s, left ~%s%s\n", p.skipped + p.done + 1, p.skipped + p.total, p.current->cell,
                     p.current->cellKey.c_str(), p.current->repeat + 1, formatSeconds(p.elapsedSeconds).c_str(),
                     eta(p.etaSeconds).c_str(), p.skipped ? (", " + std::to_string(p.skipped) + " done before").c_str() : "");
      };
      const SweepOutcome out = runSweep(spec, *history, opts);
      if (!o->quiet)
        std::fprintf(stderr, "sweep %s: %d run(s) now, %d done before, %d failed%s%s%s\n", spec.uid().c_str(), out.ran, out.skipped,
                     out.failed, out.taken ? (", " + std::to_string(out.taken) + " taken by another runner").c_str() : "",
                     out.unstored ? (", " + std::to_string(out.unstored) + " not stored in the history").c_str() : "",
                     out.stopped ? "; stopped (run it again to resume)" : "");
      if (out.unstored) {
        std::fprintf(stderr, "nnlab-cli: %d run(s) of the sweep could not be stored in %s%s\n", out.unstored,
                     history->path().c_str(), out.recoveryFiles.empty() ? "" : "; their records:");
        for (const auto& f : out.recoveryFiles) std::fprintf(stderr, "  %s\n", f.c_str());
        return kResources;
      }
      return out.stopped ? kCancelled : kOk;
    }
    if (slurm->parsed()) {
      const SweepSpec spec = SweepSpec::load(o->spec);
      SlurmOptions so;
      so.outDir = o->out;
      so.partition = o->partition;
      so.gpusPerTask = o->gpusPerTask;
      so.cpusPerTask = o->cpusPerTask;
      so.time = o->time;
      so.maxParallel = o->maxParallel;
      so.cli = o->cli.empty() ? selfPath() : o->cli;
      so.history = o->history.path;
      const auto files = writeSlurmScripts(spec, so);
      std::printf("wrote %s: %d array task(s), one per cell (%d repeat(s) each)\n", files[1].c_str(), spec.cells(), spec.repeats);
      std::printf("wrote %s (merges the task histories, then writes the report)\n", files[2].c_str());
      std::printf("submit both with: %s\n", files[3].c_str());
      return kOk;
    }
    auto history = o->history.open(false);
    if (list->parsed()) {
      const auto sweeps = history->listSweeps();
      if (o->json) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& s : sweeps) out.push_back(s.toJson());
        std::printf("%s\n", out.dump(2).c_str());
        return kOk;
      }
      if (sweeps.empty()) std::printf("no sweeps in %s\n", history->path().c_str());
      for (const auto& s : sweeps)
        std::printf("%4lld  %-22s %-30s %s cells x %d, %d/%d runs done (%d completed)  %s\n", static_cast<long long>(s.id),
                    s.uid.c_str(), s.name.substr(0, 30).c_str(), formatCount(s.cells).c_str(), s.repeats, s.finished,
                    s.total(), s.completed, s.created.c_str());
      return kOk;
    }
    const SweepInfo info = history->sweep(o->id);
    const SweepSpec spec = SweepSpec::fromJson(info.spec, "the stored spec of sweep " + info.uid);
    const SweepReport rep = makeSweepReport(spec, sweepRecords(*history, info.uid));
    if (status->parsed()) {
      std::printf("sweep %s (%s): %d of %d runs done, %d completed\n", info.name.c_str(), info.uid.c_str(), info.finished,
                  info.total(), info.completed);
      for (const auto& c : rep.cells) {
        std::printf("  cell %3d  %-50s %d/%d completed%s\n", c.cell, c.key.c_str(), c.completed, c.planned,
                    c.failed ? (", " + std::to_string(c.failed) + " failed").c_str() : "");
        for (const auto& f : c.failures) std::printf("            %s\n", f.substr(0, 200).c_str());
      }
      return kOk;
    }
    if (report->parsed()) {
      if (o->json)
        std::printf("%s\n", rep.toJson().dump(2).c_str());
      else
        std::printf("%s", rep.text().c_str());
      if (!o->csv.empty()) {
        writeTextFile(o->csv, rep.csv());
        std::fprintf(stderr, "report: %s\n", o->csv.c_str());
      }
      return kOk;
    }
    return kUsage;
  };
}

}  // namespace nnlab::cli

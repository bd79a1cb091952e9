// nnlab-cli compare / compare-devices: speedup, efficiency and the serial fraction per phase.
#include <cstdio>
#include <memory>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_run_output.h"
#include "core/error.h"
#include "core/format.h"
#include "experiment/compare_devices.h"
#include "experiment/sweep_fields.h"
#include "train/train_fields.h"
#include "experiment/history_store.h"
#include "experiment/sweep_runner.h"

namespace nnlab::cli {

namespace {

// A sweep's runs read whole; one that cannot be read is named and left out.
std::vector<RunRecord> sweepRuns(HistoryStore& h, const std::string& uid) {
  RunFilter f;
  f.equals = {{"sweep", uid}};
  f.newestFirst = false;
  LoadedRuns runs = h.loadRuns(f);
  for (const auto& k : runs.skipped)
    std::fprintf(stderr, "nnlab-cli: %s: %s%s (left out)\n", h.path().c_str(),
                 k.id ? ("run " + std::to_string(k.id) + " skipped: ").c_str() : "", k.message.c_str());
  return std::move(runs.records);
}

// "12" or a uid: one run; "SWEEP/3": a sweep's cell 3; "SWEEP/*": every cell of a sweep.
std::vector<RunGroup> groupsOf(HistoryStore& h, const std::string& operand) {
  const auto slash = operand.rfind('/');
  if (slash == std::string::npos) {
    const RunRecord rec = h.load(h.resolve(operand));
    if (rec.result.status != RunStatus::Completed)
      fail(ErrorKind::InvalidArgument, "run " + operand + " (" + rec.label + ") did not complete (" +
                                           runStatusName(rec.result.status) + "): its times would mislead");
    return {RunGroup{rec.label, {rec}}};
  }
  const SweepInfo info = h.sweep(operand.substr(0, slash));
  const SweepSpec spec = SweepSpec::fromJson(info.spec, "the stored spec of sweep " + info.uid);
  std::vector<RunGroup> cells = cellGroups(spec, sweepRuns(h, info.uid));
  const std::string which = operand.substr(slash + 1);
  if (which == "*") return cells;
  char* end = nullptr;
  const long c = std::strtol(which.c_str(), &end, 10);
  if (which.empty() || *end || c < 0 || c >= static_cast<long>(cells.size()))
    fail(ErrorKind::InvalidArgument, "'" + operand + "': the sweep has cells 0 to " + std::to_string(cells.size() - 1) +
                                         " (or * for all of them)");
  return {cells[static_cast<std::size_t>(c)]};
}

void printReport(const SpeedupReport& rep, bool json, const std::string& csv) {
  if (json)
    std::printf("%s\n", rep.toJson().dump(2).c_str());
  else
    std::printf("%s", rep.text().c_str());
  if (!csv.empty()) {
    writeTextFile(csv, rep.csv());
    std::fprintf(stderr, "wrote %s\n", csv.c_str());
  }
}

struct CompareOptions {
  HistoryOptions history;
  std::vector<std::string> operands;
  std::string csv, model = ExperimentSpec::kDefaultModel, dataset = ExperimentSpec::kDefaultDataset;
  int warmup = -1, epochs = 0, batch = 0, repeats = 1;
  bool json = false, quiet = false;
  CLI::App* devices = nullptr;
};

}  // namespace

Command addCompare(CLI::App& app) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* c = app.add_subcommand(
      "compare", "Speedup of runs or sweep cells against a baseline, per phase (training, validation, test, setup, whole "
                 "run), with efficiency and the Karp-Flatt serial fraction for runs on several devices");
  c->add_option("baseline", o->operands, "the baseline, then the runs to compare: a run id (see `history list`), "
                                         "SWEEP/N for a sweep's cell N, or SWEEP/* for all its cells")
      ->required();
  c->add_option("--warmup", o->warmup, "epochs left out of the per-epoch times [1 when a run has 2 or more]")
      ->check(CLI::NonNegativeNumber);
  c->add_option("--csv", o->csv, "also write the table as CSV");
  c->add_flag("--json", o->json, "the report as JSON");
  o->history.add(c, false);
  return [o]() -> int {
    if (o->operands.size() < 2) fail(ErrorKind::InvalidArgument, "compare needs a baseline and at least one run to compare");
    auto h = o->history.open(false);
    std::vector<RunGroup> base = groupsOf(*h, o->operands[0]);
    if (base.size() != 1) fail(ErrorKind::InvalidArgument, "the baseline must be one run or one sweep cell, not SWEEP/*");
    std::vector<RunGroup> others;
    for (std::size_t i = 1; i < o->operands.size(); ++i)
      for (auto& g : groupsOf(*h, o->operands[i])) others.push_back(std::move(g));
    const int warmup = o->warmup >= 0 ? o->warmup : warmupEpochs(static_cast<int>(base[0].runs.front().result.epochs.size()));
    printReport(compareRuns(base[0], others, warmup), o->json, o->csv);
    return kOk;
  };
}

Command addCompareDevices(CLI::App& app) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* c = app.add_subcommand("compare-devices",
                                   "Train one experiment on every device mode of this machine (cpu-reference, cpu-blas on "
                                   "1 thread and all cores, each GPU in fp32/tf32/fp16/bf16) and print the speedup of "
                                   "each against cpu-reference; runs are stored, and a second call resumes");
  c->add_option("--model,-m", o->model, "model preset or file [" + o->model + "]");
  c->add_option("--dataset,-d", o->dataset, "dataset [" + o->dataset + "]");
  c->add_option("--epochs,-e", o->epochs, "epochs per run [" + std::to_string(kCompareDevicesEpochs) + "]")
      ->check(CLI::Range(fields::kEpochs.minInt(), fields::kEpochs.maxInt()));
  c->add_option("--batch,-b", o->batch, "batch size [" + std::to_string(ExperimentSpec{}.train.batch) + "]")
      ->check(CLI::PositiveNumber);
  c->add_option("--repeats", o->repeats, "runs per device mode (seeds) [" + std::to_string(SweepSpec{}.repeats) + "]")
      ->check(CLI::Range(fields::kRepeats.minInt(), fields::kRepeats.maxInt()));
  c->add_option("--csv", o->csv, "also write the speedup table as CSV");
  c->add_flag("--json", o->json, "the report as JSON");
  c->add_flag("--quiet,-q", o->quiet, "no progress on stderr");
  o->history.add(c, true, "the runs", false);
  return [o]() -> int {
    ExperimentSpec base = ExperimentSpec::defaults();
    base.modelRef = o->model;
    base.model = loadModelSpec(o->model);
    base.dataset = o->dataset;
    base.train.epochs = o->epochs ? o->epochs : kCompareDevicesEpochs;
    if (o->batch) base.train.batch = o->batch;
    base.name = base.defaultName();
    const SweepSpec spec = compareDevicesSweep(base, o->repeats);
    auto h = o->history.open(true);
    if (!o->quiet) {
      std::fprintf(stderr, "compare devices: %s on %s, %d epoch(s), batch %d, %d device mode(s):", base.model.name.c_str(),
                   base.dataset.c_str(), base.train.epochs, base.train.batch, spec.cells());
      for (int k = 0; k < spec.cells(); ++k) std::fprintf(stderr, "%s %s", k ? "," : "", axisValueText(spec.cellValues(k)[0]).c_str());
      std::fprintf(stderr, "\n");
    }
    SweepOptions opts;
    opts.stop = &gStop;
    const bool quiet = o->quiet;
    opts.progress = [quiet, &spec](const SweepProgress& p) {
      if (quiet) return;
      if (p.done > 0 && !p.lastOutcome.empty()) std::fprintf(stderr, "         -> %s\n", p.lastOutcome.substr(0, 300).c_str());
      if (p.current)
        std::fprintf(stderr, "[%d/%d] %s, repeat %d   left ~%s\n", p.skipped + p.done + 1, p.skipped + p.total,
                     axisValueText(spec.cellValues(p.current->cell)[0]).c_str(), p.current->repeat + 1,
                     p.etaSeconds < 0 ? "?" : formatSeconds(p.etaSeconds).c_str());
    };
    const SweepOutcome out = runSweep(spec, *h, opts);
    std::vector<RunGroup> cells = cellGroups(spec, sweepRuns(*h, spec.uid()));
    if (cells.empty() || cells[0].runs.empty())
      fail(ErrorKind::InvalidArgument, "the cpu-reference baseline has no completed run" +
                                           std::string(out.stopped ? " (stopped: run the same command again to resume)" : ""));
    RunGroup baseline = cells.front();
    cells.erase(cells.begin());
    std::vector<RunGroup> others;
    for (auto& g : cells)
      if (!g.runs.empty()) others.push_back(std::move(g));
    printReport(compareRuns(baseline, others, warmupEpochs(base.train.epochs)), o->json, o->csv);
    if (!quiet) std::fprintf(stderr, "stored as sweep %s in %s\n", spec.uid().c_str(), h->path().c_str());
    if (out.unstored) {  // measured, but not where the comparison is kept: exit 4, with where the records are
      std::fprintf(stderr, "nnlab-cli: %d run(s) could not be stored in %s%s\n", out.unstored, h->path().c_str(),
                   out.recoveryFiles.empty() ? "" : "; their records:");
      for (const auto& f : out.recoveryFiles) std::fprintf(stderr, "  %s\n", f.c_str());
      return kResources;
    }
    return out.stopped ? kCancelled : kOk;
  };
}

}  // namespace nnlab::cli

// The report's documents of a sweep, a device comparison and ticked runs; the speedup and energy
// comparison sections they share. Figures come from sweep_report.h, speedup.h, energy_summary.h.
#include <algorithm>
#include <cmath>

#include "core/device_set.h"
#include "core/error.h"
#include "experiment/compare_devices.h"
#include "experiment/report_parts.h"
#include "experiment/sweep_report.h"

namespace nnlab {

using json = nlohmann::json;

namespace report {

std::string shortList(const std::vector<std::string>& items, std::size_t most) {
  std::string out;
  const std::size_t shown = std::min(items.size(), most);
  for (std::size_t i = 0; i < shown; ++i) out += (i ? (i + 1 == items.size() ? " and " : ", ") : "") + items[i];
  if (items.size() > shown) out += " and " + std::to_string(items.size() - shown) + " more";
  return out;
}


ReportSection speedupSection(const RunGroup& baseline, const std::vector<RunGroup>& others, int warmup) {
  const SpeedupReport rep = compareRuns(baseline, others, warmup);
  ReportSection s;
  s.heading = "Speedup against " + baseline.label;
  s.paragraphs.push_back(
      "Time of the baseline divided by the time of each run or cell, per phase; means over each row's runs, ± one "
      "standard error propagated from both sides. " + std::to_string(warmup) +
      " warm-up epoch(s) left out of the per-epoch times (what `nnlab-cli compare` prints).");
  s.charts.push_back(speedupChart(rep));
  s.tables.push_back(speedupTable(rep));
  addEnergyComparison(s, baseline, others);
  return s;
}

void addEnergyComparison(ReportSection& s, const RunGroup& baseline, const std::vector<RunGroup>& others) {
  const std::vector<GroupEnergy> energy = compareEnergy(baseline, others);
  if (energy.empty()) return;
  ReportTable t;
  t.id = "energy-comparison";
  t.title = "Energy against " + baseline.label;
  t.columns = {"run", "n", "energy (J)", "time (s)", "EDP (J·s)", "energy ratio", "EDP ratio", "ED²P ratio", "note"};
  t.numeric = {false, true, true, true, true, true, true, true, false};
  t.note = "Means over the runs that measured the whole run (n); ratios of the means to the baseline's (lower is better).";
  ReportChart c;
  c.id = "energy-ratios";
  c.title = "Energy and energy-delay product against " + baseline.label;
  c.kind = ReportChart::Kind::Bars;
  c.xLabel = "run";
  c.yLabel = "ratio to the baseline (lower is better)";
  c.hasReference = true;
  c.referenceY = 1.0;
  ReportSeries e, edp;
  e.label = "energy";
  edp.label = "EDP";
  for (std::size_t i = 0; i < energy.size(); ++i) {
    const GroupEnergy& g = energy[i];
    t.rows.push_back({g.label, std::to_string(g.runs), reportNumber(g.joules), reportNumber(g.seconds), reportNumber(g.edp),
                      reportNumber(g.energyRatio, 3), reportNumber(g.edpRatio, 3), reportNumber(g.ed2pRatio, 3), g.note});
    c.categories.push_back(g.label);
    e.x.push_back(static_cast<double>(i));
    e.y.push_back(g.energyRatio);
    edp.x.push_back(static_cast<double>(i));
    edp.y.push_back(g.edpRatio);
  }
  c.series = {e, edp};
  s.charts.push_back(std::move(c));
  s.tables.push_back(std::move(t));
}

namespace {

// The distinct values of an axis, in the order the sweep lists them.
std::vector<std::string> axisValues(const SweepReport& r, int axis) {
  std::vector<std::string> out;
  for (const SweepCell& c : r.cells) {
    const std::string& v = c.values[static_cast<std::size_t>(axis)];
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  return out;
}

const SweepMetric& metricOf(const std::string& key) {
  for (const auto& m : sweepMetrics())
    if (m.key == key) return m;
  fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "no sweep metric %1"), key));
}

bool percent(const SweepMetric& m) { return !m.timing && !m.energy; }
std::string metricTitle(const SweepMetric& m) { return m.title + (percent(m) ? " (%)" : ""); }

// A metric against the first axis, one series per value of the second; ± one standard deviation.
ReportChart metricChart(const SweepReport& r, const std::string& key) {
  const SweepMetric& m = metricOf(key);
  const double scale = percent(m) ? 100.0 : 1.0;
  ReportChart c;
  c.id = "sweep-" + key;
  c.title = m.title + " against " + r.axes[0];
  c.note = "mean ± one standard deviation over the cell's completed runs (other axes pooled)";
  c.xLabel = r.axes[0];
  c.yLabel = metricTitle(m);
  c.categories = axisValues(r, 0);
  const auto groups = r.axes.size() > 1 ? axisValues(r, 1) : std::vector<std::string>{""};
  double lo = INFINITY, hi = 0.0;
  for (const auto& g : groups) {
    ReportSeries s;
    s.label = r.axes.size() > 1 ? r.axes[1] + " " + g : m.title;
    for (std::size_t i = 0; i < c.categories.size(); ++i) {
      std::vector<std::pair<int, std::string>> fixed{{0, c.categories[i]}};
      if (r.axes.size() > 1) fixed.emplace_back(1, g);
      const Stats st = pooledStats(r, key, fixed);
      if (st.n == 0 || !std::isfinite(st.mean)) continue;
      s.x.push_back(static_cast<double>(i));
      s.y.push_back(scale * st.mean);
      s.error.push_back(st.n >= 2 ? scale * st.std : 0.0);
      lo = std::min(lo, st.mean), hi = std::max(hi, st.mean);
    }
    c.series.push_back(std::move(s));
  }
  c.logY = m.timing && lo > 0.0 && hi / lo > 30.0;  // devices a hundred times apart both show
  return c;
}

ReportChart curvesChart(const SweepReport& r) {
  ReportChart c;
  c.id = "sweep-val-accuracy";
  c.title = "Validation accuracy per epoch";
  c.note = "each cell's mean, the band its runs' minimum to maximum";
  c.xLabel = "epoch";
  c.yLabel = "validation accuracy (%)";
  for (const SweepCell& cell : r.cells) {
    const EpochBand b = epochBand(cell, "val_accuracy");
    ReportSeries s;
    for (std::size_t a = 0; a < r.axes.size(); ++a) s.label += (a ? ", " : "") + r.axes[a] + " " + cell.values[a];
    if (s.label.empty()) s.label = r.name;
    for (std::size_t i = 0; i < b.epochs.size(); ++i) {
      if (!std::isfinite(b.mean[i])) continue;
      s.x.push_back(b.epochs[i]);
      s.y.push_back(100.0 * b.mean[i]);
      s.low.push_back(100.0 * b.min[i]);
      s.high.push_back(100.0 * b.max[i]);
    }
    if (!s.y.empty()) c.series.push_back(std::move(s));
  }
  return c;
}

ReportTable cellsTable(const SweepReport& r) {
  ReportTable t;
  t.id = "sweep-cells";
  t.title = "Cells of sweep " + r.name;
  t.note = "mean ± one standard deviation over each cell's completed runs (n of planned); " + std::to_string(r.warmupEpochs) +
           " warm-up epoch(s) per run left out of the timings; * a timing whose coefficient of variation is above 10 %";
  for (const auto& a : r.axes) t.columns.push_back(a), t.numeric.push_back(false);
  t.columns.push_back("n");
  t.numeric.push_back(true);
  // The columns `sweep report` prints: train s/epoch, samples/s, final val acc, test acc, macro F1
  // (and the energy ones when measured); every metric is in `sweep report --csv`.
  std::vector<std::size_t> shown;
  for (std::size_t m = 0; m < sweepMetrics().size(); ++m) {
    const std::string& key = sweepMetrics()[m].key;
    if (key == "val_s_per_epoch" || key == "test_s" || key == "best_val_acc" || key == "final_val_f1") continue;
    if (sweepMetrics()[m].energy && !r.hasEnergy) continue;
    bool any = false;
    for (const auto& c : r.cells) any = any || c.stats[m].n > 0;
    if (!any) continue;
    shown.push_back(m);
    t.columns.push_back(metricTitle(sweepMetrics()[m]));
    t.numeric.push_back(true);
  }
  for (const auto& c : r.cells) {
    std::vector<std::string> row = c.values;
    row.push_back(std::to_string(c.completed) + "/" + std::to_string(c.planned));
    for (std::size_t m : shown) {
      std::string text = reportMeanStd(c.stats[m], percent(sweepMetrics()[m]) ? 100.0 : 1.0);
      if (std::find(c.noisy.begin(), c.noisy.end(), sweepMetrics()[m].title) != c.noisy.end()) text += " *";
      row.push_back(text);
    }
    t.rows.push_back(std::move(row));
  }
  return t;
}

std::vector<const RunRecord*> pointers(const std::vector<RunRecord>& runs) {
  std::vector<const RunRecord*> out;
  for (const auto& r : runs) out.push_back(&r);
  return out;
}

}  // namespace

}  // namespace report

using namespace report;

ReportTable speedupTable(const SpeedupReport& rep) {
  ReportTable t;
  t.id = "speedup";
  t.title = "Time per phase and speedup against " + (rep.rows.empty() ? std::string("?") : rep.rows[0].label);
  t.columns = {"run", "n", "devices"};
  t.numeric = {false, true, true};
  for (int k = 0; k < kTimePhases; ++k) t.columns.push_back(timePhaseTitle(static_cast<TimePhase>(k)));
  t.columns.insert(t.columns.end(), {"speedup, training", "speedup, whole run", "efficiency, training"});
  t.numeric.resize(t.columns.size(), true);
  t.note = "seconds: mean ± one standard deviation over the row's runs (n); speedup: ratio of means ± one standard error";
  for (const SpeedupRow& r : rep.rows) {
    std::vector<std::string> row{r.label, std::to_string(r.runs), std::to_string(r.devices)};
    for (const Stats& s : r.seconds) row.push_back(reportMeanStd(s));
    for (int k : {0, 4}) {
      const Ratio& x = r.speedup[static_cast<std::size_t>(k)];
      row.push_back(std::isfinite(x.value) ? reportNumber(x.value, 3) + "x" + (std::isfinite(x.error) ? " ± " + reportNumber(x.error, 2) : "")
                                           : "-");
    }
    row.push_back(reportNumber(r.efficiency[0], 3));
    t.rows.push_back(std::move(row));
  }
  return t;
}

ReportChart speedupChart(const SpeedupReport& rep) {
  ReportChart c;
  c.id = "speedup";
  c.kind = ReportChart::Kind::Bars;
  c.title = "Speedup against " + (rep.rows.empty() ? std::string("?") : rep.rows[0].label) + " per phase";
  c.note = "error bars: one standard error (runs repeated 2 or more times); the dashed line is the baseline";
  c.xLabel = "run";
  c.yLabel = "speedup (baseline time / time)";
  c.hasReference = true;
  c.referenceY = 1.0;
  double lo = INFINITY, hi = 0.0;
  for (std::size_t i = 1; i < rep.rows.size(); ++i) c.categories.push_back(rep.rows[i].label);
  for (int k = 0; k < kTimePhases; ++k) {
    ReportSeries s;
    s.label = timePhaseName(static_cast<TimePhase>(k));
    for (std::size_t i = 1; i < rep.rows.size(); ++i) {
      const Ratio& x = rep.rows[i].speedup[static_cast<std::size_t>(k)];
      if (!std::isfinite(x.value)) continue;
      s.x.push_back(static_cast<double>(i - 1));
      s.y.push_back(x.value);
      s.error.push_back(std::isfinite(x.error) ? x.error : 0.0);
      lo = std::min(lo, x.value), hi = std::max(hi, x.value);
    }
    if (!s.y.empty()) c.series.push_back(std::move(s));
  }
  c.logY = lo > 0.0 && hi / lo > 30.0;
  return c;
}

ReportDocument sweepReportDocument(const json& sweepSpec, const ReportRuns& runs, bool devices) {
  const SweepSpec spec = SweepSpec::fromJson(sweepSpec, "the stored spec of the sweep");
  const SweepReport r = makeSweepReport(spec, runs.records);
  ReportDocument doc;
  doc.title = (devices ? "Device comparison: " : "Sweep: ") + r.name;
  int completed = 0;
  for (const auto& c : r.cells) completed += c.completed;
  const ExperimentSpec first = spec.experiment(0, 0);
  doc.subtitle = first.model.name + " on " + first.dataset + " · " + std::to_string(spec.cells()) + " cell(s) x " +
                 std::to_string(spec.repeats) + " repeat(s), " + std::to_string(completed) + " of " +
                 std::to_string(spec.runCount()) + " runs completed";
  const std::string dates = dateRange(runs.records);
  if (!dates.empty()) doc.subtitle += " · " + dates;
  if (completed < spec.runCount())
    doc.warnings.push_back(std::to_string(spec.runCount() - completed) +
                           " planned run(s) did not complete (failed, interrupted or not run yet): the method lists them");
  ReportSection res;
  res.heading = "Results";
  if (r.axes.empty()) res.paragraphs.push_back("The sweep has no axis: its single cell is in the table.");
  for (const std::string key : {"train_s_per_epoch", "test_acc", "best_val_acc", "energy_j"}) {
    if (r.axes.empty() || (key == "energy_j" && !r.hasEnergy)) continue;
    if (key == "best_val_acc" && res.charts.size() > 1) continue;  // the test's accuracy was charted
    ReportChart c = metricChart(r, key);
    if (c.points()) res.charts.push_back(std::move(c));
  }
  ReportChart curves = curvesChart(r);
  if (curves.points()) res.charts.push_back(std::move(curves));
  res.tables.push_back(cellsTable(r));
  doc.sections.push_back(std::move(res));
  if (devices) {
    std::vector<RunGroup> groups;
    for (RunGroup& g : cellGroups(spec, runs.records))
      if (!g.runs.empty()) groups.push_back(std::move(g));
    if (groups.size() < 2) {
      doc.warnings.push_back("fewer than two device modes have a completed run: no speedup to report");
    } else {
      std::size_t b = 0;  // against cpu-reference, as the Speedup page and compare-devices do
      for (std::size_t i = 0; i < groups.size(); ++i)
        if (isDevice(groups[i].runs.front().spec.backend, DeviceRef::Kind::CpuReference)) {
          b = i;
          break;
        }
      std::vector<RunGroup> others;
      for (std::size_t i = 0; i < groups.size(); ++i)
        if (i != b) others.push_back(groups[i]);
      doc.sections.push_back(speedupSection(groups[b], others, r.warmupEpochs));
    }
  } else if (r.hasEnergy) {
    std::vector<RunGroup> groups;
    for (RunGroup& g : cellGroups(spec, runs.records))
      if (!g.runs.empty()) groups.push_back(std::move(g));
    if (groups.size() >= 2) {
      ReportSection e;
      e.heading = "Energy";
      addEnergyComparison(e, groups[0], std::vector<RunGroup>(groups.begin() + 1, groups.end()));
      if (!e.tables.empty()) doc.sections.push_back(std::move(e));
    }
  }
  doc.sections.push_back(methodSection(runs, &sweepSpec));
  return doc;
}

ReportDocument runsReportDocument(const ReportRuns& runs) {
  ReportDocument doc;
  std::vector<std::string> labels;
  std::vector<RunGroup> done;
  for (const auto& r : runs.records) {
    labels.push_back(r.label);
    if (r.result.status == RunStatus::Completed) done.push_back(RunGroup{r.label, {r}});
  }
  doc.title = runs.records.size() == 1 ? "Run: " + labels[0] : "Runs: " + shortList(labels, 3);
  doc.subtitle = std::to_string(runs.records.size()) + " run(s), " + std::to_string(done.size()) + " completed";
  const std::string dates = dateRange(runs.records);
  if (!dates.empty()) doc.subtitle += " · " + dates;
  const auto differ = differingFields(pointers(runs.records));
  std::vector<std::string> work;
  for (const auto& f : differ)
    if (f.rfind("model", 0) == 0 || f.rfind("dataset", 0) == 0 || f == "training/epochs") work.push_back(f);
  if (!work.empty())
    doc.warnings.push_back("the runs differ in " + shortList(work, 6) +
                           ": they did different work, so their times and accuracies are not a like-for-like comparison");
  if (done.size() < runs.records.size())
    doc.warnings.push_back(std::to_string(runs.records.size() - done.size()) +
                           " run(s) did not complete: they are left out of the figures (the method lists them)");

  ReportSection res;
  res.heading = "Results";
  ReportTable t;
  t.id = "runs";
  t.title = "Runs";
  t.columns = {"run", "label", "device", "status", "epochs", "train (s/epoch)", "samples/s", "best val acc (%)", "test acc (%)"};
  t.numeric = {true, false, false, false, true, true, true, true, true};
  t.note = "per-epoch times leave the first epoch out when a run has two or more (warm-up)";
  ReportChart acc, loss;
  acc.id = "runs-val-accuracy";
  acc.title = "Validation accuracy per epoch";
  acc.xLabel = "epoch";
  acc.yLabel = "validation accuracy (%)";
  loss.id = "runs-train-loss";
  loss.title = "Training loss per epoch";
  loss.xLabel = "epoch";
  loss.yLabel = "training loss";
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const RunRecord& r = runs.records[i];
    const int warm = warmupEpochs(static_cast<int>(r.result.epochs.size()));
    auto pct = [](double v) { return std::isfinite(v) ? reportNumber(100.0 * v) : std::string("-"); };
    t.rows.push_back({std::to_string(runs.ids[i]), r.label, r.spec.deviceLabel(r.gpu ? r.gpu->name : ""),
                      runStatusName(r.result.status),
                      std::to_string(r.result.epochs.size()) + "/" + std::to_string(r.spec.train.epochs),
                      reportNumber(sweepMetricValue(r, "train_s_per_epoch", warm)),
                      reportNumber(sweepMetricValue(r, "samples_per_s", warm)), pct(sweepMetricValue(r, "best_val_acc", warm)),
                      pct(sweepMetricValue(r, "test_acc", warm))});
    ReportSeries a, l;
    a.label = l.label = r.label;
    for (const EpochRecord& e : r.result.epochs) {
      if (std::isfinite(e.valAccuracy)) a.x.push_back(e.epoch), a.y.push_back(100.0 * e.valAccuracy);
      if (std::isfinite(e.trainLoss)) l.x.push_back(e.epoch), l.y.push_back(e.trainLoss);
    }
    if (!a.y.empty()) acc.series.push_back(std::move(a));
    if (!l.y.empty()) loss.series.push_back(std::move(l));
  }
  if (acc.points()) res.charts.push_back(std::move(acc));
  if (loss.points()) res.charts.push_back(std::move(loss));
  res.tables.push_back(std::move(t));
  doc.sections.push_back(std::move(res));
  if (done.size() >= 2) {
    const RunGroup base = done.front();
    done.erase(done.begin());
    doc.sections.push_back(speedupSection(base, done, warmupEpochs(static_cast<int>(base.runs.front().result.epochs.size()))));
  }
  doc.sections.push_back(methodSection(runs, nullptr));
  return doc;
}

}  // namespace nnlab

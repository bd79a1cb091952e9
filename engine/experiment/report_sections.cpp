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

Message listTitle(const char* one, const char* two, const char* more, const std::vector<std::string>& items, std::size_t most) {
  if (items.size() <= 1) return msg(one, items.empty() ? std::string() : items.front());
  std::string head;
  const std::size_t shown = items.size() > most ? most : items.size() - 1;
  for (std::size_t i = 0; i < shown; ++i) head += (i ? ", " : "") + items[i];
  if (items.size() > most) return msg(more, head, static_cast<long long>(items.size() - most));
  return msg(two, head, items.back());
}

const char* statusWord(RunStatus s) {
  switch (s) {
    case RunStatus::Completed: return NNLAB_TEXT("nnlab::messages", "completed");
    case RunStatus::Cancelled: return NNLAB_TEXT("nnlab::messages", "cancelled");
    case RunStatus::Diverged: return NNLAB_TEXT("nnlab::messages", "diverged");
    case RunStatus::Failed: return NNLAB_TEXT("nnlab::messages", "failed");
    case RunStatus::Running: return NNLAB_TEXT("nnlab::messages", "running");
    case RunStatus::Interrupted: return NNLAB_TEXT("nnlab::messages", "interrupted");
    case RunStatus::Unknown: break;
  }
  return NNLAB_TEXT("nnlab::messages", "unknown");
}


ReportSection speedupSection(const RunGroup& baseline, const std::vector<RunGroup>& others, int warmup) {
  const SpeedupReport rep = compareRuns(baseline, others, warmup);
  ReportSection s;
  s.heading = msg(NNLAB_TEXT("nnlab::messages", "Speedup against %1"), baseline.label).text();
  s.paragraphs.push_back(msg(NNLAB_TEXT("nnlab::messages",
      "Time of the baseline divided by the time of each run or cell, per phase; means over each "
      "row's runs, ± one standard error propagated from both sides. %1 warm-up epoch(s) left out "
      "of the per-epoch times (what `nnlab-cli compare` prints)."),
      std::to_string(warmup)).text());
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
  t.title = msg(NNLAB_TEXT("nnlab::messages", "Energy against %1"), baseline.label).text();
  t.columns = {
      NNLAB_TEXT("nnlab::messages", "run"),
      "n",
      NNLAB_TEXT("nnlab::messages", "energy (J)"),
      NNLAB_TEXT("nnlab::messages", "time (s)"),
      NNLAB_TEXT("nnlab::messages", "EDP (J·s)"),
      NNLAB_TEXT("nnlab::messages", "energy ratio"),
      NNLAB_TEXT("nnlab::messages", "EDP ratio"),
      NNLAB_TEXT("nnlab::messages", "ED²P ratio"),
      NNLAB_TEXT("nnlab::messages", "note")};
  t.numeric = {false, true, true, true, true, true, true, true, false};
  t.note = NNLAB_TEXT("nnlab::messages",
      "Means over the runs that measured the whole run (n); ratios of the means to the "
      "baseline's (lower is better).");
  ReportChart c;
  c.id = "energy-ratios";
  c.title = msg(NNLAB_TEXT("nnlab::messages", "Energy and energy-delay product against %1"), baseline.label).text();
  c.kind = ReportChart::Kind::Bars;
  c.xLabel = NNLAB_TEXT("nnlab::messages", "run");
  c.yLabel = NNLAB_TEXT("nnlab::messages", "ratio to the baseline (lower is better)");
  c.hasReference = true;
  c.referenceY = 1.0;
  ReportSeries e, edp;
  e.label = NNLAB_TEXT("nnlab::messages", "energy");
  edp.label = NNLAB_TEXT("nnlab::messages", "EDP");
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
  c.title = msg(NNLAB_TEXT("nnlab::messages", "%1 against %2"), m.title, r.axes[0]).text();
  c.note = NNLAB_TEXT("nnlab::messages",
      "mean ± one standard deviation over the cell's completed runs (other axes pooled)");
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
  c.title = NNLAB_TEXT("nnlab::messages", "Validation accuracy per epoch");
  c.note = NNLAB_TEXT("nnlab::messages", "each cell's mean, the band its runs' minimum to maximum");
  c.xLabel = NNLAB_TEXT("nnlab::messages", "epoch");
  c.yLabel = NNLAB_TEXT("nnlab::messages", "validation accuracy (%)");
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
  t.title = msg(NNLAB_TEXT("nnlab::messages", "Cells of sweep %1"), r.name).text();
  t.note = msg(NNLAB_TEXT("nnlab::messages",
      "mean ± one standard deviation over each cell's completed runs (n of planned); %1 warm-up "
      "epoch(s) per run left out of the timings; * a timing whose coefficient of variation is "
      "above 10 %"),
      std::to_string(r.warmupEpochs)).text();
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
  t.title = msg(NNLAB_TEXT("nnlab::messages",
      "Time per phase and speedup against %1"),
      (rep.rows.empty() ? std::string("?") : rep.rows[0].label)).text();
  t.columns = {
      NNLAB_TEXT("nnlab::messages", "run"),
      "n",
      NNLAB_TEXT("nnlab::messages", "devices")};
  t.numeric = {false, true, true};
  for (int k = 0; k < kTimePhases; ++k) t.columns.push_back(timePhaseTitle(static_cast<TimePhase>(k)));
  t.columns.insert(t.columns.end(), {
      NNLAB_TEXT("nnlab::messages", "speedup, training"),
      NNLAB_TEXT("nnlab::messages", "speedup, whole run"),
      NNLAB_TEXT("nnlab::messages", "efficiency, training")});
  t.numeric.resize(t.columns.size(), true);
  t.note = NNLAB_TEXT("nnlab::messages",
      "seconds: mean ± one standard deviation over the row's runs (n); speedup: ratio of means ± "
      "one standard error");
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
  c.title = msg(NNLAB_TEXT("nnlab::messages",
      "Speedup against %1 per phase"),
      (rep.rows.empty() ? std::string("?") : rep.rows[0].label)).text();
  c.note = NNLAB_TEXT("nnlab::messages",
      "error bars: one standard error (runs repeated 2 or more times); the dashed line is the "
      "baseline");
  c.xLabel = NNLAB_TEXT("nnlab::messages", "run");
  c.yLabel = NNLAB_TEXT("nnlab::messages", "speedup (baseline time / time)");
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
  doc.title = devices ? msg(NNLAB_TEXT("nnlab::messages", "Device comparison: %1"), r.name).text()
                      : msg(NNLAB_TEXT("nnlab::messages", "Sweep: %1"), r.name).text();
  int completed = 0;
  for (const auto& c : r.cells) completed += c.completed;
  const ExperimentSpec first = spec.experiment(0, 0);
  // parts joined by " · ", each a message of its own (the app translates them one by one)
  doc.subtitle = msg(NNLAB_TEXT("nnlab::messages", "%1 on %2"), first.model.name, first.dataset).text();
  doc.subtitle.append(" · ");
  doc.subtitle.append(msg(NNLAB_TEXT("nnlab::messages", "%1 cell(s) x %2 repeat(s), %3 of %4 runs completed"), spec.cells(),
                          spec.repeats, completed, spec.runCount())
                          .text());
  const std::string dates = dateRange(runs.records);
  if (!dates.empty()) doc.subtitle += " · " + dates;
  if (completed < spec.runCount())
    doc.warnings.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "%1 planned run(s) did not complete (failed, interrupted or not run yet): the method lists "
        "them"),
        std::to_string(spec.runCount() - completed)).text());
  ReportSection res;
  res.heading = NNLAB_TEXT("nnlab::messages", "Results");
  if (r.axes.empty()) res.paragraphs.push_back(NNLAB_TEXT("nnlab::messages", "The sweep has no axis: its single cell is in the table."));
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
      doc.warnings.push_back(NNLAB_TEXT("nnlab::messages", "fewer than two device modes have a completed run: no speedup to report"));
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
      e.heading = NNLAB_TEXT("nnlab::messages", "Energy");
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
  doc.title = runs.records.size() == 1 ? msg(NNLAB_TEXT("nnlab::messages", "Run: %1"), labels[0]).text()
                                       : listTitle(NNLAB_TEXT("nnlab::messages", "Runs: %1"), NNLAB_TEXT("nnlab::messages", "Runs: %1 and %2"),
                                                   NNLAB_TEXT("nnlab::messages", "Runs: %1 and %2 more"), labels, 3).text();
  doc.subtitle = msg(NNLAB_TEXT("nnlab::messages",
      "%1 run(s), %2 completed"),
      std::to_string(runs.records.size()), std::to_string(done.size())).text();
  const std::string dates = dateRange(runs.records);
  if (!dates.empty()) doc.subtitle += " · " + dates;
  const auto differ = differingFields(pointers(runs.records));
  std::vector<std::string> work;
  for (const auto& f : differ)
    if (f.rfind("model", 0) == 0 || f.rfind("dataset", 0) == 0 || f == "training/epochs") work.push_back(f);
  if (!work.empty())
    doc.warnings.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "the runs differ in %1: they did different work, so their times and accuracies are not a "
        "like-for-like comparison"),
        shortList(work, 6)).text());
  if (done.size() < runs.records.size())
    doc.warnings.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "%1 run(s) did not complete: they are left out of the figures (the method lists them)"),
        std::to_string(runs.records.size() - done.size())).text());

  ReportSection res;
  res.heading = NNLAB_TEXT("nnlab::messages", "Results");
  ReportTable t;
  t.id = "runs";
  t.title = NNLAB_TEXT("nnlab::messages", "Runs");
  t.columns = {
      NNLAB_TEXT("nnlab::messages", "run"),
      NNLAB_TEXT("nnlab::messages", "label"),
      NNLAB_TEXT("nnlab::messages", "device"),
      NNLAB_TEXT("nnlab::messages", "status"),
      NNLAB_TEXT("nnlab::messages", "epochs"),
      NNLAB_TEXT("nnlab::messages", "train (s/epoch)"),
      NNLAB_TEXT("nnlab::messages", "samples/s"),
      NNLAB_TEXT("nnlab::messages", "best val acc (%)"),
      NNLAB_TEXT("nnlab::messages", "test acc (%)")};
  t.numeric = {true, false, false, false, true, true, true, true, true};
  t.note = NNLAB_TEXT("nnlab::messages",
      "per-epoch times leave the first epoch out when a run has two or more (warm-up)");
  ReportChart acc, loss;
  acc.id = "runs-val-accuracy";
  acc.title = NNLAB_TEXT("nnlab::messages", "Validation accuracy per epoch");
  acc.xLabel = NNLAB_TEXT("nnlab::messages", "epoch");
  acc.yLabel = NNLAB_TEXT("nnlab::messages", "validation accuracy (%)");
  loss.id = "runs-train-loss";
  loss.title = NNLAB_TEXT("nnlab::messages", "Training loss per epoch");
  loss.xLabel = NNLAB_TEXT("nnlab::messages", "epoch");
  loss.yLabel = NNLAB_TEXT("nnlab::messages", "training loss");
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const RunRecord& r = runs.records[i];
    const int warm = warmupEpochs(static_cast<int>(r.result.epochs.size()));
    auto pct = [](double v) { return std::isfinite(v) ? reportNumber(100.0 * v) : std::string("-"); };
    t.rows.push_back({std::to_string(runs.ids[i]), r.label, r.spec.deviceLabel(r.gpu ? r.gpu->name : ""),
                      statusWord(r.result.status),
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

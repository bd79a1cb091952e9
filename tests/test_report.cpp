// The study report's document (issue 29): a sweep, a device comparison, an energy study and ticked
// runs each have every chart and table, with the numbers of the lab's own functions (what `sweep
// report`, `compare` and `energy` print); the method lists hardware, build, dataset, seeds, dates
// and failures; bad selections say what is wrong; `nnlab-cli report --json` gives the same document.
#include <QtTest>
#include <cmath>

#include "experiment/energy_summary.h"
#include "experiment/report.h"
#include "experiment/sweep_report.h"
#include "hw/device_table.h"
#include "hw/hardware_db.h"
#include "support/cli_runner.h"
#include "support/expect_error.h"
#include "support/report_history.h"

using namespace nnlab;
using namespace nnlab::test;

namespace {

const ReportTable* table(const ReportDocument& d, const std::string& id) {
  for (const ReportTable* t : d.tables())
    if (t->id == id) return t;
  return nullptr;
}
const ReportChart* chart(const ReportDocument& d, const std::string& id) {
  for (const ReportChart* c : d.charts())
    if (c->id == id) return c;
  return nullptr;
}
int column(const ReportTable& t, const std::string& name) {
  for (std::size_t i = 0; i < t.columns.size(); ++i)
    if (t.columns[i] == name) return static_cast<int>(i);
  return -1;
}
std::vector<RunRecord> sweepRuns(HistoryStore& h, const std::string& uid) {
  RunFilter f;
  f.equals = {{"sweep", uid}};
  f.newestFirst = false;
  return h.loadRuns(f).records;
}
bool close(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b)); }

}  // namespace

class ReportTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  ReportHistory h_;
  std::unique_ptr<HistoryStore> store_;

 private slots:
  void initTestCase() {
    h_ = makeReportHistory(dir_.filePath("h.sqlite").toStdString());
    store_ = HistoryStore::open(h_.path, HistoryStore::Mode::ReadOnly);
  }

  void sweepHasItsChartsTablesAndMethod() {
    ReportSelection sel;
    sel.kind = ReportSelection::Kind::Sweep;
    sel.sweep = "batch-study";
    const ReportDocument d = makeReport(*store_, sel);
    QCOMPARE(QString::fromStdString(d.title), QString("Sweep: batch-study"));
    QVERIFY(chart(d, "sweep-train_s_per_epoch") && chart(d, "sweep-test_acc") && chart(d, "sweep-val-accuracy"));
    const ReportTable* cells = table(d, "sweep-cells");
    QVERIFY(cells);
    QCOMPARE(cells->rows.size(), std::size_t(2));
    // Batch 16: epochs 2 and 3 (the first is warm-up) took 2.0 and 2.1 s in its two runs.
    const int train = column(*cells, "train s/epoch");
    QVERIFY(train > 0);
    QCOMPARE(QString::fromStdString(cells->rows[0][static_cast<std::size_t>(train)]), QString("2.05 ± 0.071"));
    QCOMPARE(QString::fromStdString(cells->rows[0][1]), QString("2/2"));
    // The same figures as `sweep report` (makeSweepReport) and the app's chart (pooledStats).
    const SweepReport rep = makeSweepReport(SweepSpec::fromJson(store_->sweep(h_.sweepUid).spec), sweepRuns(*store_, h_.sweepUid));
    for (std::size_t c = 0; c < rep.cells.size(); ++c)
      QCOMPARE(cells->rows[c][static_cast<std::size_t>(train)], reportMeanStd(rep.cells[c].stats[0]));
    const ReportChart* t = chart(d, "sweep-train_s_per_epoch");
    QCOMPARE(t->categories, (std::vector<std::string>{"16", "32"}));
    QVERIFY(close(t->series[0].y[1], pooledStats(rep, "train_s_per_epoch", {{0, "32"}}).mean));
    QVERIFY(close(t->series[0].error[1], pooledStats(rep, "train_s_per_epoch", {{0, "32"}}).std));
    QVERIFY(!t->yLabel.empty() && !t->xLabel.empty());
    // The method: hardware with the spec database's facts, the build, the dataset, every run
    // (the failed try too) with its seed and dates, the sweep's spec in full.
    const ReportSection& m = d.sections.back();
    QCOMPARE(QString::fromStdString(m.heading), QString("Method"));
    const ReportTable* hw = table(d, "method-hardware");
    QVERIFY(hw && hw->rows.size() == 1);
    QVERIFY2(hw->rows[0][3].find("7700K") != std::string::npos, hw->rows[0][3].c_str());
    QVERIFY(table(d, "method-software")->rows[0][0] == "0.1.0+test");
    QCOMPARE(QString::fromStdString(table(d, "method-dataset")->rows[0][1]), QString("no"));
    const ReportTable* runs = table(d, "method-runs");
    QCOMPARE(runs->rows.size(), std::size_t(6));
    bool failed = false, interrupted = false;
    for (const auto& r : runs->rows) failed |= r.back() == "failed", interrupted |= r.back() == "interrupted";
    QVERIFY(failed && interrupted);
    std::string text;
    for (const auto& p : m.paragraphs) text += p;
    QVERIFY2(text.find("out of memory (test)") != std::string::npos, text.c_str());
    QVERIFY(text.find("2026-11-20 to 2026-11-21") != std::string::npos);
    QCOMPARE(m.code.size(), std::size_t(1));  // the sweep spec makes every run's
    QVERIFY(m.code[0].find("\"axes\"") != std::string::npos);
    QVERIFY(d.warnings.empty());  // the failed and the interrupted try were run again
  }

  void deviceComparisonHasTheSpeedupOfCompare() {
    ReportSelection sel;
    sel.kind = ReportSelection::Kind::Devices;
    sel.sweep = h_.devicesUid;
    const ReportDocument d = makeReport(*store_, sel);
    QVERIFY(QString::fromStdString(d.title).startsWith("Device comparison"));
    const ReportTable* sp = table(d, "speedup");
    const ReportChart* chartSp = chart(d, "speedup");
    QVERIFY(sp && chartSp && table(d, "sweep-cells"));
    const SweepSpec spec = SweepSpec::fromJson(store_->sweep(h_.devicesUid).spec);
    std::vector<RunGroup> groups = cellGroups(spec, sweepRuns(*store_, h_.devicesUid));
    const RunGroup base = groups[0];
    QVERIFY(QString::fromStdString(base.label).contains("cpu-reference"));
    groups.erase(groups.begin());
    const SpeedupReport rep = compareRuns(base, groups, spec.warmupEpochs);
    QCOMPARE(sp->rows.size(), rep.rows.size());
    QCOMPARE(sp->rows[0][0], base.label);
    QCOMPARE(chartSp->series[0].y.size(), groups.size());
    for (std::size_t i = 0; i < groups.size(); ++i) {
      QVERIFY(close(chartSp->series[0].y[i], rep.rows[i + 1].speedup[0].value));
      QVERIFY(close(chartSp->series[0].error[i], rep.rows[i + 1].speedup[0].error));
    }
    QCOMPARE(chartSp->categories.size(), groups.size());
    QVERIFY(chartSp->hasReference && chartSp->referenceY == 1.0);
  }

  void energyStudyHasEveryDevicesJoules() {
    ReportSelection sel;
    sel.kind = ReportSelection::Kind::Energy;
    sel.runs = {std::to_string(h_.energyA), std::to_string(h_.energyB)};
    const ReportDocument d = makeReport(*store_, sel);
    const ReportTable* t = table(d, "energy-runs");
    QVERIFY(t && t->rows.size() == 2);
    const RunRecord a = store_->load(h_.energyA), b = store_->load(h_.energyB);
    QCOMPARE(t->rows[0][3], formatJoules(*runEnergy(a)->totalJoules()));
    QVERIFY(t->rows[1][7].find("CPU package 0") != std::string::npos);
    QVERIFY(chart(d, "energy-joules") && chart(d, "energy-power") && chart(d, "energy-ratios") && table(d, "energy-comparison"));
    const auto cmp = compareEnergy(RunGroup{a.label, {a}}, {RunGroup{b.label, {b}}});
    QVERIFY(close(chart(d, "energy-ratios")->series[0].y[1], cmp[1].energyRatio));
    QCOMPARE(chart(d, "energy-power")->series.size(), std::size_t(2));  // one device per run
    QVERIFY(chart(d, "energy-joules")->series[0].y[0] > 0.0);
  }

  void runsWarnWhenTheyAreNotComparable() {
    ReportRuns runs;
    runs.records = {store_->load(h_.energyA), store_->load(h_.energyB)};
    runs.ids = {h_.energyA, h_.energyB};
    ReportDocument d = runsReportDocument(runs);
    QVERIFY(d.warnings.empty());
    QVERIFY(table(d, "runs") && table(d, "speedup") && chart(d, "runs-val-accuracy") && chart(d, "runs-train-loss"));
    runs.records[1].spec.dataset = "iris";
    d = runsReportDocument(runs);
    QCOMPARE(d.warnings.size(), std::size_t(1));
    QVERIFY2(d.warnings[0].find("dataset") != std::string::npos, d.warnings[0].c_str());
  }

  void badSelectionsSaySo() {
    ReportSelection sel;
    sel.runs = {"999"};
    EXPECT_ERROR([&] { makeReport(*store_, sel); }, ErrorKind::InvalidArgument, {"no run '999'"});
    sel.kind = ReportSelection::Kind::Sweep;
    sel.sweep = "no-such-sweep";
    EXPECT_ERROR([&] { makeReport(*store_, sel); }, ErrorKind::InvalidArgument, {"no-such-sweep"});
    {
      auto w = HistoryStore::open(h_.path);
      w->registerSweep("empty-uid", "empty-study", 2, 1, store_->sweep(h_.sweepUid).spec);
    }
    auto fresh = HistoryStore::open(h_.path, HistoryStore::Mode::ReadOnly);
    sel.sweep = "empty-study";
    EXPECT_ERROR([&] { makeReport(*fresh, sel); }, ErrorKind::InvalidArgument, {"has no runs"});
    sel.kind = ReportSelection::Kind::Energy;
    const auto first = fresh->list({}).back().id;  // a sweep run: no energy
    sel.runs = {std::to_string(first)};
    EXPECT_ERROR([&] { makeReport(*fresh, sel); }, ErrorKind::InvalidArgument, {"measured its energy"});
  }

  // Spec-database entries side by side: the table `hw compare` prints, peaks and bandwidths as
  // bars with the database's figures, ridge points, the sources; no history needed (the CLI too).
  void hardwareComparisonHasTheDatabasesFigures() {
    const ReportDocument doc = hardwareReportDocument({"h100 sxm", "a100", "7700k"});
    QVERIFY(QString::fromStdString(doc.title).startsWith("Hardware comparison: H100"));
    QCOMPARE(doc.charts().size(), std::size_t{2});
    QCOMPARE(doc.tables().size(), std::size_t{2});
    const HardwareDatabase& db = hardwareDatabase();
    std::vector<DeviceFigures> figures;
    for (const char* n : {"h100 sxm", "a100", "7700k"}) figures.push_back(figuresFromSpec(db.lookup(n)));
    const auto rows = deviceTable(figures);
    const ReportTable& specs = *doc.tables()[0];
    QCOMPARE(specs.rows.size(), rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
      QCOMPARE(specs.rows[r][0], rows[r].label);
      for (std::size_t c = 0; c < rows[r].cells.size(); ++c) QCOMPARE(specs.rows[r][c + 1], rows[r].cells[c]);
    }
    const ReportChart& bw = *doc.charts()[1];
    QCOMPARE(bw.series.size(), std::size_t{1});
    QCOMPARE(bw.series[0].y.size(), std::size_t{3});
    QCOMPARE(bw.series[0].y[0], *db.lookup("h100 sxm").memory.bandwidthGBs);
    const ReportChart& peaks = *doc.charts()[0];
    QCOMPARE(peaks.series.size(), std::size_t{3});
    // The CPU's datasheet gives no TF32/FP16/BF16: no bars there, not zeros.
    QVERIFY(peaks.series[2].y.size() < peaks.series[0].y.size());
    const QString method = QString::fromStdString(doc.toJson().dump());
    for (const auto& src : db.lookup("a100").sources) QVERIFY(method.contains(QString::fromStdString(src)));
    EXPECT_ERROR([&] { hardwareReportDocument({"h100 sxm", "no such gpu"}); }, ErrorKind::InvalidArgument, {"no such gpu"});
    EXPECT_ERROR([&] { hardwareReportDocument({"h100 sxm", "H100 SXM"}); }, ErrorKind::InvalidArgument, {"selected twice"});
    const CliResult r = runCli({"report", "--hardware", "h100 sxm,a100,7700k", "--json", "--history", dir_.filePath("none.sqlite")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(nlohmann::json::parse(r.out.toStdString()), doc.toJson());
    QVERIFY(!QFile::exists(dir_.filePath("none.sqlite")));  // no history was made for it
  }

  void cliPrintsTheSameDocument() {
    const QString history = QString::fromStdString(h_.path);
    const CliResult r = runCli({"report", "--sweep", "batch-study", "--json", "--history", history});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    ReportSelection sel;
    sel.kind = ReportSelection::Kind::Sweep;
    sel.sweep = "batch-study";
    QCOMPARE(nlohmann::json::parse(r.out.toStdString()), makeReport(*store_, sel).toJson());
    CliResult bad = runCli({"report", "--sweep", "batch-study", "--history", history});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("--out"), qPrintable(bad.err));
    bad = runCli({"report", "--sweep", "batch-study", "--out", dir_.filePath("r.txt"), "--history", history});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains(".pdf or .html"), qPrintable(bad.err));
    bad = runCli({"report", "--runs", "1", "--sweep", "batch-study", "--json", "--history", history});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("one selection"), qPrintable(bad.err));
  }
};

QTEST_GUILESS_MAIN(ReportTest)
#include "test_report.moc"

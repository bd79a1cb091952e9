// The live power chart (issue 14): synthetic samples and marks in, the graphs' data, the shaded
// phases, the epoch marks and the "not available" states out; live appends draw what a full
// redraw draws; the CSV export keeps a failed read as an empty value, not 0.
#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <limits>

#include "widgets/chart_export.h"
#include "hw/power/power_sampler.h"
#include "widgets/lab/power_chart.h"
#include "widgets/lab/speedup_charts.h"
#include "widgets/training_view.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kDenied =
    "cannot read /sys/class/powercap/intel-rapl:0/energy_uj: Permission denied. energy_uj is readable by root only\n"
    "  ACTION==\"add\", SUBSYSTEM==\"powercap\" ...";

PowerSourceInfo gpuSource() {
  PowerSourceInfo s;
  s.id = "gpu:0";
  s.name = "GPU 0 (Test GPU)";
  s.available = true;
  s.hasPower = s.hasCounter = true;
  return s;
}

PowerSourceInfo missing(const std::string& id, const std::string& name, const std::string& reason) {
  PowerSourceInfo s;
  s.id = id;
  s.name = name;
  s.kind = PowerDeviceKind::CpuPackage;
  s.available = false;
  s.reason = reason;
  return s;
}

PowerInterval iv(const std::string& label, const std::string& phase, int epoch, double b, double e) {
  PowerInterval i;
  i.label = label;
  i.phase = phase;
  i.epoch = epoch;
  i.begin = b;
  i.end = e;
  return i;
}

// 6 s at 10 Hz: idle at 50 W for a second, then 300 W; the read at 3.0 s failed.
PowerTrace runTrace() {
  PowerTrace t;
  t.hz = 10;
  t.sources = {gpuSource(), missing("rapl", "CPU (RAPL)", kDenied)};
  t.samples.resize(2);
  for (int k = 0; k <= 60; ++k) {
    PowerSample s;
    s.t = k / 10.0;
    s.watts = k == 30 ? kNaN : (s.t < 1.0 ? 50.0 : 300.0);
    s.readError = k == 30;
    t.samples[0].push_back(s);
  }
  t.intervals = {iv("idle", "idle", 0, 0.0, 1.0),        iv("run", "", 0, 1.0, 6.0),
                 iv("epoch 1 train", "train", 1, 1.0, 2.5), iv("epoch 1 validation", "validation", 1, 2.5, 3.0),
                 iv("epoch 2 train", "train", 2, 3.0, 4.5), iv("epoch 2 validation", "validation", 2, 4.5, 5.0),
                 iv("test", "test", 0, 5.0, 6.0)};
  return t;
}

QList<QCPItemRect*> rects(QCustomPlot& p) {
  QList<QCPItemRect*> out;
  for (int i = 0; i < p.itemCount(); ++i)
    if (auto* r = qobject_cast<QCPItemRect*>(p.item(i))) out << r;
  return out;
}

bool sameData(QCPGraph* a, QCPGraph* b) {
  if (a->dataCount() != b->dataCount()) return false;
  for (int i = 0; i < a->dataCount(); ++i) {
    const auto x = a->data()->at(i), y = b->data()->at(i);
    if (x->key != y->key) return false;
    if (std::isnan(x->value) != std::isnan(y->value) || (!std::isnan(x->value) && x->value != y->value)) return false;
  }
  return true;
}

}  // namespace

// A GPU at a steady 200 W whose counter follows real time: the Training page's live chart test.
class SteadySource : public nnlab::PowerSource {
 public:
  SteadySource() : PowerSource(info()), origin_(std::chrono::steady_clock::now()) {}
  nnlab::PowerReading read() override {
    nnlab::PowerReading r;
    r.takenAt = std::chrono::steady_clock::now();
    r.watts = 200.0;
    r.joules = 200.0 * std::chrono::duration<double>(*r.takenAt - origin_).count();
    return r;
  }

 private:
  static nnlab::PowerSourceInfo info() {
    nnlab::PowerSourceInfo i;
    i.id = "gpu:0";
    i.name = "Steady GPU";
    i.kind = nnlab::PowerDeviceKind::Gpu;
    i.available = true;
    i.hasPower = true;
    i.hasCounter = true;
    return i;
  }
  std::chrono::steady_clock::time_point origin_;
};

class PowerChartTest : public QObject {
  Q_OBJECT

 private slots:
  void drawsARun() {
    PowerChart chart;
    chart.setTrace(runTrace());
    chart.refresh();
    QVERIFY(chart.legend->layout() && chart.legend->visible());  // under the plot
    QVERIFY2(chart.axisRect()->width() > 0.7 * chart.viewport().width(),
             qPrintable(QString("%1 of %2").arg(chart.axisRect()->width()).arg(chart.viewport().width())));
    QCPGraph* g = chart.graphOf("gpu:0");
    QVERIFY(g);
    QCOMPARE(g->name(), QString("GPU 0 (Test GPU)"));
    QCOMPARE(g->dataCount(), 61);
    QCOMPARE(g->data()->at(5)->value, 50.0);
    QCOMPARE(g->data()->at(10)->value, 300.0);
    QVERIFY(std::isnan(g->data()->at(30)->value));  // the failed read is a gap
    QVERIFY(!chart.graphOf("rapl"));

    // Phases shaded: idle, train, validation, train, validation, test; the run itself is not.
    const auto& spans = chart.spans();
    QCOMPARE(spans.size(), 6);
    const QStringList phases{"idle", "train", "validation", "train", "validation", "test"};
    const double begins[] = {0.0, 1.0, 2.5, 3.0, 4.5, 5.0}, ends[] = {1.0, 2.5, 3.0, 4.5, 5.0, 6.0};
    for (int i = 0; i < 6; ++i) {
      QCOMPARE(spans[i].phase, phases[i]);
      QCOMPARE(spans[i].begin, begins[i]);
      QCOMPARE(spans[i].end, ends[i]);
      QCOMPARE(spans[i].color, PowerChart::phaseColor(phases[i]));
    }
    QVERIFY(PowerChart::phaseColor("train") != PowerChart::phaseColor("validation"));
    QVERIFY(!PowerChart::phaseColor("").isValid());
    // ... as rectangles in the plot, spanning its height.
    const auto rs = rects(chart);
    QCOMPARE(rs.size(), 6);
    QCOMPARE(rs[3]->topLeft->coords().x(), 3.0);
    QCOMPARE(rs[3]->bottomRight->coords().x(), 4.5);
    QCOMPARE(rs[3]->topLeft->typeY(), QCPItemPosition::ptAxisRectRatio);
    QCOMPARE(rs[3]->brush().color(), PowerChart::phaseColor("train"));
    // Epochs marked where their first phase begins.
    QCOMPARE(chart.epochMarks().size(), 2);
    QCOMPARE(chart.epochMarks()[0].epoch, 1);
    QCOMPARE(chart.epochMarks()[0].t, 1.0);
    QCOMPARE(chart.epochMarks()[1].t, 3.0);
    // The device not measured, with its reason; the rest of the chart is drawn.
    QCOMPARE(chart.notes().size(), 1);
    QVERIFY(chart.notes()[0].startsWith("CPU (RAPL): not available: cannot read"));
    QVERIFY(chart.notes()[0].contains("SUBSYSTEM==\"powercap\""));
    QVERIFY(chart.statusText().isEmpty());
    // The phase legend.
    QStringList names;
    for (int i = 0; i < chart.graphCount(); ++i) names << chart.graph(i)->name();
    for (const QString& p : {"train", "validation", "test", "idle"}) QVERIFY2(names.contains(p), qPrintable(p));
    QCOMPARE(chart.xAxis->range().upper, 6.0);
    QCOMPARE(chart.yAxis->range().lower, 0.0);
    QCOMPARE(chart.yAxis->range().upper, 330.0);
    QCOMPARE(chart.pointCount(), 61);  // the swatches hold no data

    const QString csv = ChartExport::csv(&chart);
    QVERIFY(csv.startsWith("series,x,y,label\n"));
    QCOMPARE(csv.count('\n'), 62);
    QVERIFY(csv.contains("\nGPU 0 (Test GPU),3,,\n"));  // empty, not 0
    QVERIFY(csv.contains("\nGPU 0 (Test GPU),2.5,300,\n"));

    QTemporaryDir dir;
    QVERIFY(ChartExport::savePng(&chart, dir.filePath("power.png"), 96));
    // A theme change redraws everything and keeps the data.
    QPalette dark = chart.palette();
    dark.setColor(QPalette::Base, Qt::black);
    dark.setColor(QPalette::WindowText, Qt::white);
    chart.setPalette(dark);
    QCOMPARE(chart.graphOf("gpu:0")->dataCount(), 61);
    QCOMPARE(rects(chart).size(), 6);
  }

  // Live: the sampler's updates in three pieces draw exactly what the whole trace draws, adding
  // points to the same graphs; an open phase reaches the latest sample.
  // 200 short epochs on a 600-pixel chart: the marks would overlap, so only every 10th or 20th
  // (and the first) is drawn; widened, more of them are.
  void manyEpochsAreThinned() {
    PowerTrace t = runTrace();
    t.intervals.clear();
    for (int e = 1; e <= 200; ++e)
      t.intervals.push_back(iv("epoch " + std::to_string(e) + " train", "train", e, 1.0 + (e - 1) * 0.025, 1.0 + e * 0.025));
    PowerChart chart;
    chart.resize(600, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setTrace(t);
    chart.refresh();
    chart.replot();
    const auto shownOf = [&] {
      QList<int> shown;
      for (const auto& m : chart.epochMarks())
        if (m.shown) shown << m.epoch;
      return shown;
    };
    QCOMPARE(chart.epochMarks().size(), 200);
    const QList<int> few = shownOf();
    QVERIFY2(few.size() >= 5 && few.size() <= 25, qPrintable(QString::number(few.size())));
    QCOMPARE(few.first(), 1);
    const int step = few[2] - few[1];  // the wide first label ("epoch 1") may hide the first multiple
    QVERIFY2(step == 10 || step == 20 || step == 50, qPrintable(QString::number(step)));
    for (int i = 1; i < few.size(); ++i) QCOMPARE(few[i] % step, 0);
    // Items hidden with them.
    int visibleTexts = 0;
    for (int i = 0; i < chart.itemCount(); ++i)
      if (auto* text = qobject_cast<QCPItemText*>(chart.item(i)); text && text->visible()) ++visibleTexts;
    QVERIFY(visibleTexts >= few.size() && visibleTexts <= few.size() + 2);
    chart.resize(6000, 300);
    QTRY_COMPARE(chart.viewport().width(), 6000);
    chart.replot();
    QVERIFY2(shownOf().size() > few.size(), qPrintable(QString::number(shownOf().size())));
    // A short run keeps every mark.
    PowerChart small;
    small.resize(600, 300);
    small.setTrace(runTrace());
    small.refresh();
    small.replot();
    for (const auto& m : small.epochMarks()) QVERIFY(m.shown);
  }

  void liveAppendsMatchAFullDraw() {
    const PowerTrace whole = runTrace();
    PowerChart full;
    full.setTrace(whole);
    full.refresh();

    PowerChart live;
    PowerTrace start;
    start.hz = whole.hz;
    start.sources = whole.sources;
    start.samples.resize(2);
    live.setTrace(start);
    live.refresh();
    QCOMPARE(live.statusText(), QString("Waiting for the first power samples"));
    QCPGraph* g = live.graphOf("gpu:0");
    QVERIFY(g);
    const int cuts[] = {0, 20, 41, 61};
    for (int c = 0; c < 3; ++c) {
      PowerTraceUpdate u;
      u.samples.resize(2);
      u.samples[0].assign(whole.samples[0].begin() + cuts[c], whole.samples[0].begin() + cuts[c + 1]);
      const double now = whole.samples[0][static_cast<std::size_t>(cuts[c + 1] - 1)].t;
      for (const auto& i : whole.intervals) {
        if (i.begin > now) continue;
        PowerInterval x = i;
        if (x.end > now) x.end = kNaN;  // not ended yet
        u.intervals.push_back(x);
      }
      live.append(u);
      live.refresh();
      QCOMPARE(live.graphOf("gpu:0"), g);  // the same graph, more points
      QCOMPARE(g->dataCount(), cuts[c + 1]);
      if (c == 1) {  // at 4.0 s: epoch 2's training is open and drawn up to the last sample
        QCOMPARE(live.spans().last().phase, QString("train"));
        QCOMPARE(live.spans().last().begin, 3.0);
        QCOMPARE(live.spans().last().end, 4.0);
        QCOMPARE(live.epochMarks().size(), 2);
      }
    }
    QVERIFY(sameData(live.graphOf("gpu:0"), full.graphOf("gpu:0")));
    QCOMPARE(live.spans().size(), full.spans().size());
    for (int i = 0; i < live.spans().size(); ++i) {
      QCOMPARE(live.spans()[i].begin, full.spans()[i].begin);
      QCOMPARE(live.spans()[i].end, full.spans()[i].end);
    }
    QCOMPARE(rects(live).size(), 6);  // redrawn, not piled up
  }

  void notAvailableAnywhere() {
    PowerTrace t;
    t.sources = {missing("gpu", "GPU (NVML)", "the NVIDIA management library could not be loaded (libnvidia-ml.so.1: cannot "
                                              "open shared object file)"),
                 missing("rapl", "CPU (RAPL)", "/sys/class/powercap does not exist: no RAPL. Load it with modprobe")};
    t.samples.resize(2);
    t.intervals = {iv("run", "", 0, 0.0, 2.0)};
    PowerChart chart;
    chart.setTrace(t);
    chart.refresh();
    QVERIFY(!chart.graphOf("gpu"));
    // No legend and no notes row: the plot keeps the chart's width (a hidden layout element squeezed it).
    QVERIFY(!chart.legend->layout());
    QVERIFY2(chart.axisRect()->width() > 0.7 * chart.viewport().width(),
             qPrintable(QString("%1 of %2").arg(chart.axisRect()->width()).arg(chart.viewport().width())));
    QVERIFY(chart.statusText().startsWith("Power not available:\n"));
    QVERIFY(chart.statusText().contains("GPU (NVML): not available: the NVIDIA management library could not be loaded"));
    QVERIFY(chart.statusText().contains("CPU (RAPL): not available: /sys/class/powercap does not exist: no RAPL"));
    QVERIFY(!chart.statusText().contains("modprobe"));  // the first sentence across the plot; notes() have it all
    QVERIFY(chart.notes()[1].contains("modprobe"));
    bool hintShown = false;
    for (int i = 0; i < chart.itemCount(); ++i)
      if (auto* text = qobject_cast<QCPItemText*>(chart.item(i)))
        hintShown = hintShown || (text->visible() && text->text().simplified() == chart.statusText().simplified());  // wrapped to the plot's width
    QVERIFY(hintShown);
    QCOMPARE(chart.pointCount(), 0);

    chart.clear();
    chart.refresh();
    QCOMPARE(chart.statusText(), QString("No power measurement for this run"));
    QVERIFY(chart.spans().isEmpty());
    QVERIFY(rects(chart).isEmpty());
  }

  // The Speedup page's energy bars: energy and EDP over the baseline's; a group that measured
  // nothing has no bar (never 0).
  void theEnergyChartDrawsRatiosToTheBaseline() {
    nnlab::gui::EnergyChart chart;
    chart.refresh();
    QVERIFY(chart.plottableCount() == 0);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    nnlab::GroupEnergy base{"cpu-blas", 1, 1000.0, 100.0, 1e5, 1.0, 1.0, 1.0, {}};
    nnlab::GroupEnergy gpu{"cuda:0", 1, 200.0, 10.0, 2e3, 0.2, 0.02, 0.002, {}};
    nnlab::GroupEnergy none{"cpu-reference", 0, nan, nan, nan, nan, nan, nan, {}};
    chart.setGroups({base, gpu, none});
    chart.refresh();
    QCOMPARE(chart.plottableCount(), 2);
    auto* energy = qobject_cast<QCPBars*>(chart.plottable(0));
    auto* edp = qobject_cast<QCPBars*>(chart.plottable(1));
    QVERIFY(energy && edp);
    QCOMPARE(energy->dataCount(), 2);
    QCOMPARE(edp->dataCount(), 2);
    QCOMPARE(edp->data()->at(1)->value, 0.02);
    QVERIFY(chart.title().contains("cpu-blas"));
  }

  // The Training page follows a running sampler: the "Power" tab's chart gets points while the
  // run goes on (the GUI thread reads through its cursor) and keeps them when it ends.
  void theTrainingPageFollowsALiveSampler() {
    nnlab::PowerSources sources;
    sources.push_back(std::make_unique<SteadySource>());
    auto sampler = std::make_shared<nnlab::PowerSampler>(std::move(sources), 50.0);
    sampler->start();
    const int phase = sampler->begin("epoch 1 train", "train", 1);
    nnlab::gui::TrainingView view;
    view.resize(1000, 700);
    view.show();
    view.followPower(sampler);
    nnlab::gui::PowerChart* chart = view.powerChart();
    QVERIFY(chart);
    QTRY_VERIFY_WITH_TIMEOUT(!chart->trace().samples.empty() && chart->trace().samples[0].size() >= 5, 10000);
    const std::size_t during = chart->trace().samples[0].size();
    QTRY_VERIFY_WITH_TIMEOUT(chart->trace().samples[0].size() > during, 10000);  // still growing
    sampler->end(phase);
    sampler->stop();
    view.stopFollowingPower();
    const std::size_t all = sampler->trace().samples[0].size();
    QCOMPARE(chart->trace().samples[0].size(), all);  // every sample, none twice
    chart->refresh();
    QCPGraph* g = chart->graphOf("gpu:0");
    QVERIFY(g);
    QVERIFY(g->data()->size() > 0);
    QVERIFY(!chart->spans().isEmpty());
    // A stored run's trace replaces it.
    nnlab::PowerTrace stored = sampler->trace();
    stored.samples[0].resize(3);
    view.showPowerTrace(stored);
    QCOMPARE(chart->trace().samples[0].size(), std::size_t{3});
  }
};

QTEST_MAIN(PowerChartTest)
#include "test_gui_power_chart.moc"

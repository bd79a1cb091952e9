// The Hardware page (offscreen): picking database devices fills the side-by-side table and the
// bars with their datasheet values; a benchmark result adds measured bars; a model's layers land
// on each roofline at their arithmetic intensity, measured where a profile gives times; the charts
// export like the others.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "experiment/history_store.h"
#include "gui/hardware_controller.h"
#include "gui/main_window.h"
#include "hw/device_table.h"
#include "hw/hardware_db.h"
#include "hw/predict.h"
#include "hw/roofline.h"
#include "nn/model.h"
#include "support/gui_test_support.h"
#include "widgets/chart_export.h"
#include "widgets/lab/hardware_charts.h"
#include "widgets/lab/hardware_page.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

QString cell(const QTableWidget* t, const QString& row, int column) {
  for (int r = 0; r < t->rowCount(); ++r)
    if (t->verticalHeaderItem(r) && t->verticalHeaderItem(r)->text() == row)
      return t->item(r, column) ? t->item(r, column)->text() : QString();
  return QStringLiteral("<no row %1>").arg(row);
}

double barAt(const QCPBars* bars, double key) {
  if (!bars) return -1;
  for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
    if (it->key == key) return it->value;
  return -1;
}

const QCPGraph* graphNamed(const QCustomPlot* plot, const QString& prefix) {
  for (int i = 0; i < plot->graphCount(); ++i)
    if (const_cast<QCustomPlot*>(plot)->graph(i)->name().startsWith(prefix)) return const_cast<QCustomPlot*>(plot)->graph(i);
  return nullptr;
}

// A benchmark of an H100 machine, as `nnlab-cli hw bench --json` writes one.
HwBenchResult h100Bench() {
  HwBenchResult b;
  b.machine = "gpu-box-not-this-one";
  b.date = "2026-11-24T10:00:00Z";
  b.cpu = {{"model", "Intel(R) Xeon(R) Platinum 8480+"}};
  b.cpuMatch = "intel-xeon-platinum-8480plus";
  b.gpus = {{"gpus", {{{"index", 0}, {"name", "NVIDIA H100 80GB HBM3"}, {"bandwidth_gb_s", 3352.3}}}}};
  b.gpuMatches = {"nvidia-h100-sxm"};
  auto add = [&](const std::string& id, const std::string& kind, const std::string& precision, const char* unit, double v) {
    BenchMeasure m;
    m.id = id;
    m.device = id.rfind("cpu", 0) == 0 ? "cpu" : "cuda:0";
    m.kind = kind;
    m.precision = precision;
    m.unit = unit;
    summarize(m, {v});
    b.measures.push_back(m);
  };
  add("cuda0.gemm.fp16", "gemm", "fp16", "GFLOP/s", 700000.0);
  add("cuda0.gemm.fp32", "gemm", "fp32", "GFLOP/s", 51000.0);
  add("cuda0.triad", "triad", "", "GB/s", 3000.0);
  add("cuda0.h2d.pinned", "h2d", "", "GB/s", 25.0);
  add("cpu.sgemm.all", "gemm", "fp32", "GFLOP/s", 1500.0);
  return b;
}

}  // namespace

class HardwarePageTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;

  // A main window on a history of its own, on the Hardware page.
  std::unique_ptr<MainWindow> windowOn(const QString& history) {
    qputenv("NNLAB_HISTORY", history.toLocal8Bit());
    auto w = std::make_unique<MainWindow>();
    w->resize(1280, 800);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    w->showPage(MainWindow::Page::Hardware);
    return w;
  }

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
  }

  void databaseDevicesSideBySide() {
    HardwarePage page;
    page.resize(1200, 800);
    QVERIFY(page.availableDevices().contains("this:cpu"));
    QVERIFY(page.availableDevices().contains("db:nvidia-h100-sxm"));
    QCOMPARE(page.pickedDevices(), QStringList{"this:cpu"} + (page.availableDevices().contains("this:cuda0")
                                                                 ? QStringList{"this:cuda0"}
                                                                 : QStringList{}));
    // This machine's CPU names its vendor from /proc/cpuinfo when no datasheet matches it.
    {
      QFile cpuinfo("/proc/cpuinfo");
      const bool hasVendor = cpuinfo.open(QIODevice::ReadOnly) && cpuinfo.readAll().contains("vendor_id");
      const QString vendor = cell(page.table(), "Vendor", 0);
      if (hasVendor) QVERIFY2(vendor != "-" && !vendor.isEmpty(), qPrintable(vendor));
    }
    page.pickDevices({"db:nvidia-h100-sxm", "db:nvidia-a100-sxm4-80gb", "db:no-such-device"});
    QCOMPARE(page.pickedDevices(), (QStringList{"db:nvidia-h100-sxm", "db:nvidia-a100-sxm4-80gb"}));

    const QTableWidget* t = page.table();
    QCOMPARE(t->columnCount(), 2);
    QCOMPARE(t->horizontalHeaderItem(0)->text(), QString("H100 SXM"));
    QCOMPARE(t->horizontalHeaderItem(1)->text(), QString("A100 SXM4 80GB"));
    QCOMPARE(cell(t, "FP16 TFLOPS", 0), QString("989.5*"));  // halved from the sparse figure, and marked
    QCOMPARE(cell(t, "FP16 TFLOPS", 1), QString("312.0"));
    QCOMPARE(cell(t, "FP32 TFLOPS", 0), QString("67.0"));  // the engine's rounding, as `hw compare` prints it (#28)
    QCOMPARE(cell(t, "Memory bandwidth (GB/s)", 0), QString("3350.0"));
    QCOMPARE(cell(t, "Memory bandwidth (GB/s)", 1), QString("2039.0"));
    QCOMPARE(cell(t, "SMs / cores", 1), QString("108 SMs"));
    QCOMPARE(cell(t, "Peak from", 0), QString("datasheet (nvidia-h100-sxm)"));

    const PeakBarsChart* peaks = page.peakChart();
    const QCPBars* h100 = peaks->bars("db:nvidia-h100-sxm", false);
    const QCPBars* a100 = peaks->bars("db:nvidia-a100-sxm4-80gb", false);
    QCOMPARE(barAt(h100, PeakBarsChart::keyOf("fp16")), 989.5);
    QCOMPARE(barAt(h100, PeakBarsChart::keyOf("fp32")), 67.0);
    QCOMPARE(barAt(a100, PeakBarsChart::keyOf("tf32")), 156.0);
    QCOMPARE(barAt(a100, PeakBarsChart::keyOf("fp64")), 9.7);
    QVERIFY(!peaks->bars("db:nvidia-h100-sxm", true));  // nothing measured for a database entry
    QCOMPARE(peaks->yAxis->scaleType(), QCPAxis::stLogarithmic);

    const QCPBars* sheet = page.bandwidthChart()->bars("datasheet");
    QCOMPARE(barAt(sheet, 1), 3350.0);
    QCOMPARE(barAt(sheet, 2), 2039.0);

    const auto roofs = page.rooflineCharts();
    QCOMPARE(roofs.size(), 2);
    QCOMPARE(roofs[0]->roof().peakGflops, 67000.0);
    QCOMPARE(roofs[0]->roof().bandwidthGBs, 3350.0);
  }

  // Issue 28: the page's table is the engine's (hw/device_table.h), so the app shows what
  // `nnlab-cli hw compare` and the hardware report show: every row label and every cell, for a
  // GPU, a server CPU and a hybrid CPU (its core types), in English.
  void tableIsTheEngines() {
    HardwarePage page;
    const QStringList keys{"db:nvidia-h100-sxm", "db:amd-epyc-9654", "db:intel-core-i9-14900k", "db:nvidia-a100-sxm4-80gb"};
    page.pickDevices(keys);
    QCOMPARE(page.pickedDevices(), keys);
    std::vector<DeviceFigures> figures;
    for (const QString& k : keys) figures.push_back(figuresFromSpec(*hardwareDatabase().findById(k.mid(3).toStdString())));
    const std::vector<DeviceTableRow> rows = deviceTable(figures);
    const QTableWidget* t = page.table();
    QCOMPARE(t->rowCount(), static_cast<int>(rows.size()));
    QCOMPARE(t->columnCount(), keys.size());
    for (int r = 0; r < t->rowCount(); ++r) {
      const DeviceTableRow& row = rows[static_cast<std::size_t>(r)];
      QCOMPARE(t->verticalHeaderItem(r)->text().toLower(), QString::fromStdString(row.label).toLower());
      for (int c = 0; c < t->columnCount(); ++c) {
        QString shown = t->item(r, c)->text();
        if (row.label == "sources") shown.remove(QStringLiteral(" (hover)"));  // the list is the cell's tool tip
        QVERIFY2(shown == QString::fromStdString(row.cells[static_cast<std::size_t>(c)]),
                 qPrintable(QStringLiteral("%1, %2: page \"%3\", engine \"%4\"")
                                .arg(QString::fromStdString(row.label), keys[c], shown,
                                     QString::fromStdString(row.cells[static_cast<std::size_t>(c)]))));
      }
    }
    QVERIFY(cell(t, "SMs / cores", 2).contains("P-cores"));  // the hybrid's core types, in both
  }

  void benchAddsMeasuredBars() {
    HardwarePage page;
    page.setBenchResult(h100Bench());
    QVERIFY(page.availableDevices().contains("bench:gpu-box-not-this-one:cuda0"));
    page.pickDevices({"bench:gpu-box-not-this-one:cuda0", "bench:gpu-box-not-this-one:cpu"});
    const PeakBarsChart* peaks = page.peakChart();
    QCOMPARE(barAt(peaks->bars("bench:gpu-box-not-this-one:cuda0", false), PeakBarsChart::keyOf("fp16")), 989.5);
    QCOMPARE(barAt(peaks->bars("bench:gpu-box-not-this-one:cuda0", true), PeakBarsChart::keyOf("fp16")), 700.0);
    QCOMPARE(barAt(peaks->bars("bench:gpu-box-not-this-one:cuda0", true), PeakBarsChart::keyOf("fp32")), 51.0);
    QCOMPARE(barAt(peaks->bars("bench:gpu-box-not-this-one:cpu", true), PeakBarsChart::keyOf("fp32")), 1.5);
    QCOMPARE(cell(page.table(), "FP16 TFLOPS", 0), QString("989.5* (measured 700.0)"));
    QCOMPARE(barAt(page.bandwidthChart()->bars("measured triad"), 1), 3000.0);
    QCOMPARE(barAt(page.bandwidthChart()->bars("measured host to device"), 1), 25.0);
    QCOMPARE(barAt(page.bandwidthChart()->bars("datasheet"), 1), 3350.0);
  }

  // #26: "Measure this machine", clicked: the micro-benchmarks run with a progress bar, the
  // result is kept in the history and fills this machine's measured bars, table and roofline.
  void measureThisMachineWithTheMouse() {
    const QString history = dir_.filePath("measure.sqlite");
    auto w = windowOn(history);
    QVERIFY(w);
    HardwarePage* page = w->hardwarePage();
    QTest::mouseClick(page->quickBox(), Qt::LeftButton, {}, QPoint(8, page->quickBox()->height() / 2));
    QVERIFY(page->quickBox()->isChecked());
    QTest::mouseClick(page->measureButton(), Qt::LeftButton);
    QVERIFY(page->isMeasuring());
    QVERIFY(!page->measureButton()->isEnabled());
    QVERIFY(page->cancelButton()->isVisible());
    QVERIFY(w->stopAction()->isEnabled());  // Stop stops this too
    QTRY_VERIFY_WITH_TIMEOUT(!w->hardware()->isRunning(), 180000);
    QTRY_VERIFY(!page->isMeasuring());
    QVERIFY2(page->measureText().contains("kept in the history as benchmark 1"), qPrintable(page->measureText()));
    QCOMPARE(w->historyStore()->benchCount(), std::int64_t(1));
    // This machine's column says what it measured; its roofline has a roof (a CPU the database
    // does not know gets the measured triad as its bandwidth).
    // (a quick run's figures are marked as such: a first look, not a measurement to quote)
    page->pickDevices({"this:cpu"});
    QVERIFY2(cell(page->table(), "FP32 TFLOPS", 0).contains("(quick run "), qPrintable(cell(page->table(), "FP32 TFLOPS", 0)));
    QVERIFY(cell(page->table(), "Memory bandwidth (GB/s)", 0).contains("(quick run "));
    QVERIFY(page->peakChart()->bars("this:cpu", true) != nullptr);
    const auto roofs = page->rooflineCharts();
    QCOMPARE(roofs.size(), 1);
    QVERIFY(roofs[0]->roof().peakGflops > 0 && roofs[0]->roof().bandwidthGBs > 0);
    QVERIFY2(roofs[0]->emptyHint().isEmpty() || roofs[0]->emptyHint().contains("model"), qPrintable(roofs[0]->emptyHint()));
    // The next start of the app shows it again, from the history.
    w.reset();
    w = windowOn(history);
    QVERIFY(w);
    w->hardwarePage()->pickDevices({"this:cpu"});
    QVERIFY(cell(w->hardwarePage()->table(), "FP32 TFLOPS", 0).contains("(quick run "));
  }

  // Cancel (and the toolbar's Stop) end the benchmarks at the next step; nothing is stored.
  void cancelStoresNothing() {
    auto w = windowOn(dir_.filePath("cancel.sqlite"));
    QVERIFY(w);
    HardwarePage* page = w->hardwarePage();
    page->quickBox()->setChecked(false);
    QTest::mouseClick(page->measureButton(), Qt::LeftButton);
    QVERIFY(page->isMeasuring());
    QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w->hardware()->isRunning(), 180000);
    QVERIFY2(page->measureText().contains("cancelled"), qPrintable(page->measureText()));
    QCOMPARE(w->historyStore()->benchCount(), std::int64_t(0));
    QVERIFY(page->measureButton()->isEnabled());
    // The same through Stop (Ctrl+.).
    QTest::mouseClick(page->measureButton(), Qt::LeftButton);
    QVERIFY(w->stopAction()->isEnabled());
    QTest::keySequence(w.get(), QKeySequence(Qt::CTRL | Qt::Key_Period));
    QTRY_VERIFY_WITH_TIMEOUT(!w->hardware()->isRunning(), 180000);
    QVERIFY2(page->measureText().contains("cancelled"), qPrintable(page->measureText()));
    QCOMPARE(w->historyStore()->benchCount(), std::int64_t(0));
  }

  // Another machine's result in the history (stored there by `hw bench` on that machine, or
  // merged in): its devices are listed as that machine's, with their measured figures.
  void anotherMachinesResultFromTheHistory() {
    const QString other = dir_.filePath("gpu-box.sqlite"), mine = dir_.filePath("mine.sqlite");
    HistoryStore::open(other.toStdString())->addBench(h100Bench());
    const MergeReport merged = HistoryStore::open(mine.toStdString())->merge(other.toStdString());
    QCOMPARE(merged.benches, 1);
    QCOMPARE(HistoryStore::open(mine.toStdString())->merge(other.toStdString()).benches, 0);  // kept once
    auto w = windowOn(mine);
    QVERIFY(w);
    HardwarePage* page = w->hardwarePage();
    const QString key = "bench:gpu-box-not-this-one:cuda0";
    QVERIFY(page->availableDevices().contains(key));
    QVERIFY(page->pickedDevices().contains(key));  // a machine seen for the first time shows at once
    bool header = false;
    for (auto* item : page->findChild<QListWidget*>("hardwareDevices")->findItems("Measured on gpu-box-not-this-one", Qt::MatchExactly))
      header = item != nullptr;
    QVERIFY(header);
    page->pickDevices({key});
    QCOMPARE(cell(page->table(), "FP16 TFLOPS", 0), QString("989.5* (measured 700.0)"));
  }

  void modelOnTheRoofline() {
    HardwarePage page;
    const ModelSpec spec = loadModelSpec("lenet5");
    page.setBenchResult(h100Bench());
    page.setModel(spec, *spec.input, 10);
    page.pickDevices({"bench:gpu-box-not-this-one:cuda0"});
    RooflineChart* roof = page.rooflineCharts().value(0);
    QVERIFY(roof);
    const ModelCheck check = checkModel(spec, *spec.input, 10);
    const auto want = rooflinePoints(check, 64, DType::F32);
    const QCPGraph* onRoof = graphNamed(roof, "layers, at the roof");
    QVERIFY(onRoof);
    QCOMPARE(onRoof->dataCount(), int(want.size()));
    // Layer 1 at its intensity, on the roof (the graph keeps its points sorted by intensity).
    double y = -1;
    for (auto it = onRoof->data()->constBegin(); it != onRoof->data()->constEnd(); ++it)
      if (it->key == want[0].intensity()) y = it->value;
    QCOMPARE(y, Roofline({67000.0, 3350.0}).attainable(want[0].intensity()));
    QVERIFY(!graphNamed(roof, "layers, measured"));

    // A profile of cuda:0 measured the first layer at 0.1 ms: it is placed at its measured rate.
    ModelProfile prof;
    prof.batch = 64;
    DeviceProfile d;
    d.device = "cuda:0";
    LayerTiming lt;
    lt.index = check.layers[0].index;
    lt.fwdFlops = check.layers[0].flops * 64;
    lt.fwdSeconds = 1e-4;
    d.layers.push_back(lt);
    prof.devices.push_back(d);
    page.setProfile(prof);
    roof = page.rooflineCharts().value(0);
    const QCPGraph* measured = graphNamed(roof, "layers, measured");
    QVERIFY(measured);
    QCOMPARE(measured->dataCount(), 1);
    QCOMPARE(measured->data()->at(0)->value, lt.fwdFlops / 1e-4 / 1e9);
  }

  // Issue 25, with the mouse and keys: tick a database GPU in the list, open the What-if tab, read
  // the predicted epoch (the engine's figure for the same model and options, as the CLI prints it)
  // with its range; switch the precision from the keyboard; the scaling chart has the GPU's curve.
  void whatIfWithTheMouse() {
    auto w = windowOn(dir_.filePath("whatif.sqlite"));
    QVERIFY(w);
    auto* page = w->findChild<HardwarePage*>();
    QVERIFY(page);
    page->pickDevices({});
    auto* list = page->findChild<QListWidget*>("hardwareDevices");
    QVERIFY(list);
    QListWidgetItem* h100 = nullptr;
    for (int i = 0; i < list->count(); ++i)
      if (list->item(i)->text() == "H100 SXM") h100 = list->item(i);
    QVERIFY(h100);
    list->scrollToItem(h100);
    const QRect r = list->visualItemRect(h100);
    // The check box sits at the row's left edge.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(r.left() + 10, r.center().y()));
    QCOMPARE(page->pickedDevices(), QStringList{"db:nvidia-h100-sxm"});
    QWidget* whatIf = page->findChild<QWidget*>("whatIfTab");
    QVERIFY(whatIf);
    auto* tabs = qobject_cast<QTabWidget*>(whatIf->parentWidget()->parentWidget());
    QVERIFY(tabs);
    const int index = tabs->indexOf(whatIf);
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(index).center());
    QCOMPARE(tabs->currentIndex(), index);

    PredictionChart* chart = page->predictionChart();
    QVERIFY(chart->title().contains("not measured"));
    QVERIFY(page->whatIfText().startsWith("PREDICTED"));
    QCOMPARE(chart->bars()->data()->size(), 1);
    // The engine's prediction for the same model and options.
    const ModelSpec spec = loadModelSpec("lenet5");
    const ModelCheck check = checkModel(spec, *spec.input, 10);
    PredictOptions o;
    o.batch = page->whatIfBatch()->value();
    o.trainSamples = page->findChild<QSpinBox*>("whatIfSamples")->value();
    o.validationSamples = o.trainSamples / 10;
    const DevicePrediction want = predictOnDevice(check, figuresFromSpec(*hardwareDatabase().findById("nvidia-h100-sxm")), o);
    QCOMPARE(chart->bars()->data()->at(0)->value, want.epochSeconds);
    QCOMPARE(chart->ranges()->data()->at(0).errorMinus, want.epochSeconds - want.epochLow());
    QCOMPARE(chart->ranges()->data()->at(0).errorPlus, want.epochHigh() - want.epochSeconds);
    QVERIFY(chart->csv().contains(",true,"));
    // fp32 -> tf32 from the keyboard: the H100's TF32 peak makes the epoch shorter.
    QComboBox* precision = page->whatIfPrecision();
    QTest::mouseClick(precision, Qt::LeftButton);  // opens its list; Escape closes it with the focus kept
    QTest::keyClick(QApplication::activePopupWidget() ? QApplication::activePopupWidget() : precision, Qt::Key_Escape);
    QTest::keyClick(precision, Qt::Key_Down);
    QCOMPARE(precision->currentData().toString(), QString("tf32"));
    QVERIFY(chart->bars()->data()->at(0)->value < want.epochSeconds);
    // The scaling chart: ideal, the H100's curve, Amdahl's limit.
    QVERIFY(graphNamed(page->scalingChart(), "H100 SXM, predicted"));
    QVERIFY(graphNamed(page->scalingChart(), "ideal"));
  }

  // The history's runs beside their predictions: a point per run at (measured, predicted).
  void runsBesideTheirPredictions() {
    HardwarePage page;
    RunRecord rec;
    rec.id = "r1";
    rec.label = "lenet5 on an H100";
    rec.spec.model = loadModelSpec("lenet5");
    rec.spec.backend = "cuda:0";
    rec.dataset.sampleShape = {1, 28, 28};
    rec.dataset.classes = 10;
    rec.gpu = GpuInfo{};
    rec.gpu->name = "NVIDIA H100 80GB HBM3";
    for (double t : {0.05, 0.02, 0.03}) {
      EpochRecord e;
      e.trainSeconds = t;
      e.trainSamples = 6400;
      rec.result.epochs.push_back(e);
    }
    RunRecord twoGpus = rec;  // of another machine: its second GPU's model is unknown
    twoGpus.hostname = "elsewhere";
    twoGpus.parallel = ParallelFacts{};
    twoGpus.parallel->devices = {"cuda:0", "cuda:1"};
    page.setMeasuredRuns({rec, twoGpus});
    ValidationChart* chart = page.validationChart();
    QCOMPARE(chart->comparedRuns(), 1);
    const QCPGraph* points = graphNamed(chart, "gpu fp32");
    QVERIFY(points);
    QCOMPARE(points->dataCount(), 1);
    QCOMPARE(points->data()->at(0)->key, 0.025);  // the median of epochs 2 and 3
    QVERIFY(chart->csv().contains("lenet5 on an H100"));
    // Issue 25: predicted again now (nothing stored): a hollow mark, said in the legend and the CSV.
    QCOMPARE(points->scatterStyle().shape(), QCPScatterStyle::ssCircle);
    QVERIFY(graphNamed(chart, "hollow: predicted again now"));
    QVERIFY(chart->csv().contains(",recomputed\n"));
    // A run with the prediction stored when it ended: drawn at the stored figure, filled.
    RunRecord stored = rec;
    stored.prediction = predictRecord(rec, hardwareDatabase(), {});
    QVERIFY(stored.prediction->available);
    stored.prediction->epochSeconds = 0.02;
    stored.prediction->low = 0.01;
    stored.prediction->high = 0.03;
    page.setMeasuredRuns({stored});
    points = graphNamed(page.validationChart(), "gpu fp32");
    QVERIFY(points);
    QCOMPARE(points->data()->at(0)->value, 0.02);
    QCOMPARE(points->scatterStyle().shape(), QCPScatterStyle::ssDisc);
    QVERIFY(!graphNamed(page.validationChart(), "hollow: predicted again now"));
    QVERIFY(page.validationChart()->csv().contains(",stored\n"));
    page.setMeasuredRuns({});
    QCOMPARE(page.validationChart()->comparedRuns(), 0);
  }

  void chartsExport() {
    HardwarePage page;
    page.pickDevices({"db:nvidia-t4", "db:nvidia-l4"});
    QTemporaryDir dir;
    QVERIFY(ChartExport::saveCsv(page.peakChart(), dir.filePath("peaks.csv")));
    QVERIFY(ChartExport::savePng(page.bandwidthChart(), dir.filePath("bw.png"), 96, ChartExport::Look::Print, QSize(400, 300)));
    QCOMPARE(page.peakChart()->pointCount(), 5);  // T4: FP32, FP16; L4: FP32, TF32, FP16
  }
};

QTEST_MAIN(HardwarePageTest)
#include "test_gui_hardware.moc"

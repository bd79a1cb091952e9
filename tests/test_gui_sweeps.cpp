// The Sweeps page as a user meets it (offscreen): a sweep built from the current experiment with
// two axes, started with the mouse; the table fills in cell by cell; the chart of time per epoch
// against batch has one series per thread count with error bars; Stop ends after the run in
// progress and Resume finishes the rest without repeating a run.
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include "experiment/history_store.h"
#include "experiment/sweep_report.h"
#include "experiment/sweep_runner.h"
#include "experiment/sweep_spec.h"
#include "gui/main_window.h"
#include "gui/sweep_controller.h"
#include "support/gui_test_support.h"
#include "widgets/lab/sweep_charts.h"
#include "widgets/lab/sweep_editor.h"
#include "widgets/lab/sweep_page.h"

using namespace nnlab;
using namespace nnlab::gui;

class GuiSweepsTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
    qputenv("NNLAB_HISTORY", dir_.filePath("sweeps.sqlite").toLocal8Bit());
  }

  // Before any sweep the charts keep their width (an empty legend below the plot once squeezed
  // the per-epoch chart to a strip of 60 pixels, its hint wrapped a word a line).
  void emptyChartsKeepTheirWidth() {
    SweepCurvesChart curves;
    SweepMetricChart metric;
    for (ChartView* c : std::initializer_list<ChartView*>{&curves, &metric}) {
      const double share = test::plotWidthShare(*c);
      QVERIFY2(share > 0.7, qPrintable(c->title() + QString(": plot %1 of the width").arg(share)));
      QVERIFY(!c->emptyHint().isEmpty());
    }
  }

  // #26: an app that opened on the Sweeps page (the page of the last session) said "`model.layers`
  // is empty" in red and disabled Run until another page was chosen: the page was shown before the
  // experiment was restored.
  void openingOnTheSweepsPageSeesTheExperiment() {
    QSettings().setValue("window/page", static_cast<int>(MainWindow::Page::Sweeps));
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(test::waitForData(w));
    QCOMPARE(w.currentPage(), MainWindow::Page::Sweeps);
    auto* run = w.sweepPage()->findChild<QPushButton*>("runSweep");
    QVERIFY(run);
    QVERIFY2(run->isEnabled(), qPrintable(run->toolTip()));
    for (QLabel* l : w.sweepPage()->findChildren<QLabel*>())
      QVERIFY2(!l->text().contains("is empty"), qPrintable(l->text()));
    QSettings().remove("window/page");
  }

  // The AMP study's template, chosen from the Study templates menu: the current experiment
  // becomes its base (the 1-D CNN on the RR Lyrae stand-in) and its axes and repeats fill the editor.
  void aStudyTemplateOpensInOneClick() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showPage(MainWindow::Page::Sweeps);
    SweepPage* page = w.sweepPage();
    QMenu* menu = page->templatesButton()->menu();
    QVERIFY(menu);
    QAction* amp = nullptr;
    for (QAction* a : menu->actions())
      if (a->text().startsWith("AMP study")) amp = a;
    QVERIFY2(amp, "the AMP study template is not in the menu");
    amp->trigger();
    SweepEditor* editor = page->editor();
    QCOMPARE(editor->axesTable()->rowCount(), 2);
    QCOMPARE(w.currentSpec().model.name, std::string("rrlyrae-cnn1d"));
    QCOMPARE(w.currentSpec().dataset, std::string("synthetic-rrlyrae"));
    QCOMPARE(editor->base().model.name, std::string("rrlyrae-cnn1d"));
    // A bad template file is refused with its reason, the editor unchanged.
    QFile bad(dir_.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"axes\": 3}");
    bad.close();
    QVERIFY(!page->openTemplate(bad.fileName()).isEmpty());
    QCOMPARE(editor->axesTable()->rowCount(), 2);
  }

  void buildRunStopResume() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.applySpec(test::tinyMnistSpec(2));
    QVERIFY(test::waitForData(w));
    w.showPage(MainWindow::Page::Sweeps);  // the editor takes the current experiment as its base
    SweepPage* page = w.sweepPage();
    SweepEditor* editor = page->editor();
    QCOMPARE(editor->base().model.name, std::string("tiny-mlp"));
    editor->addAxis("training.batch", "32, 64");
    editor->addAxis("device.threads", "1, 2");
    editor->setRepeats(2);
    QVERIFY2(editor->problem().isEmpty(), qPrintable(editor->problem()));
    QCOMPARE(editor->runCount(), 8);

    // A typo in a field is named before anything runs.
    editor->addAxis("training.batchsize", "8");
    QVERIFY(editor->problem().contains("did you mean `training.batch`"));
    QVERIFY(!page->runButton()->isEnabled());
    // Select the bad row with the mouse and remove it.
    QTableWidget* axes = editor->axesTable();
    QTest::mouseClick(axes->viewport(), Qt::LeftButton, {}, axes->visualRect(axes->model()->index(2, 1)).center());
    QCOMPARE(axes->currentRow(), 2);
    for (auto* b : editor->findChildren<QPushButton*>())
      if (b->text() == "Remove axis") QTest::mouseClick(b, Qt::LeftButton);
    QCOMPARE(axes->rowCount(), 2);
    QVERIFY(page->runButton()->isEnabled());

    // Run with the mouse, stop after the first runs, resume.
    QSignalSpy running(w.sweeps(), &SweepController::runningChanged);
    QTest::mouseClick(page->runButton(), Qt::LeftButton);
    QVERIFY(w.sweeps()->isRunning());
    QVERIFY(!w.trainAction()->isEnabled());  // no training run beside a sweep
    auto store = w.historyStore();
    QTRY_VERIFY_WITH_TIMEOUT(store->count() >= 2, 120000);
    QPushButton* stop = nullptr;
    for (auto* b : page->findChildren<QPushButton*>())
      if (b->text() == "Stop") stop = b;
    QVERIFY(stop && stop->isEnabled());
    QTest::mouseClick(stop, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.sweeps()->isRunning(), 120000);
    // #26: it said "1 of 4 runs · about 7.06 s left · done" after Stop.
    QVERIFY2(page->progressText().contains("stopped") && page->progressText().contains("Resume runs them") &&
                 !page->progressText().contains("left ·"),
             qPrintable(page->progressText()));
    const auto sweeps = store->listSweeps();
    QCOMPARE(sweeps.size(), std::size_t{1});
    QVERIFY(sweeps[0].finished < 8);
    const int before = sweeps[0].completed;

    QPushButton* resume = nullptr;
    for (auto* b : page->findChildren<QPushButton*>())
      if (b->text() == "Resume") resume = b;
    QVERIFY(resume && resume->isEnabled());
    QTest::mouseClick(resume, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.sweeps()->isRunning(), 240000);
    QTRY_COMPARE(store->listSweeps()[0].completed, 8);
    // Counted over the whole sweep after Resume (it said "3 of 3 runs").
    QVERIFY2(page->progressText().startsWith("8 of 8 runs") && page->progressText().endsWith("done"),
             qPrintable(page->progressText()));
    // The estimate of a new sweep counts its cool-downs.
    auto* cooldown = editor->findChild<QDoubleSpinBox*>("sweepCooldown");
    auto* estimate = editor->findChild<QLabel*>("sweepEstimate");
    QVERIFY(cooldown && estimate);
    cooldown->setValue(30);
    QVERIFY2(estimate->text().contains("cooling down") && estimate->text().contains("3 min 30 s"), qPrintable(estimate->text()));
    QVERIFY(before >= 1);
    RunFilter f;
    f.equals = {{"status", "completed"}};
    QCOMPARE(static_cast<int>(store->list(f).size()), 8);  // no run repeated

    // The table: 4 cells, each "2 of 2"; the chart: time per epoch against batch, a series per
    // thread count, with error bars.
    QTRY_COMPARE(page->table()->rowCount(), 4);
    for (int r = 0; r < 4; ++r) QVERIFY(page->table()->item(r, 2)->text().startsWith("2 of 2"));
    page->metricBox()->setCurrentIndex(page->metricBox()->findData("train_s_per_epoch"));
    page->xAxisBox()->setCurrentIndex(page->xAxisBox()->findText("batch"));
    page->seriesBox()->setCurrentIndex(page->seriesBox()->findText("threads"));
    SweepMetricChart* chart = page->metricChart();
    QCOMPARE(chart->graphCount(), 2);
    QCOMPARE(chart->graph(0)->dataCount(), 2);
    int errorBars = 0;
    for (int i = 0; i < chart->plottableCount(); ++i) errorBars += qobject_cast<QCPErrorBars*>(chart->plottable(i)) ? 1 : 0;
    QCOMPARE(errorBars, 2);
    QVERIFY(chart->title().contains("standard deviation"));
    QVERIFY(page->curvesChart()->graphCount() >= 4 * 3);  // mean and band per cell
    // Log scale, ticked with the mouse: the y axis turns logarithmic, its range above 0; off again.
    QCheckBox* log = page->logScaleBox();
    QVERIFY(log && log->isVisible());
    QTest::mouseClick(log, Qt::LeftButton, {}, QPoint(8, log->height() / 2));
    QVERIFY(log->isChecked());
    QCOMPARE(chart->yAxis->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(chart->yAxis->range().lower > 0.0);
    QCOMPARE(chart->graphCount(), 2);
    QTest::mouseClick(log, Qt::LeftButton, {}, QPoint(8, log->height() / 2));
    QCOMPARE(chart->yAxis->scaleType(), QCPAxis::stLinear);
  }

  // #26: a sweep of one-epoch runs left the validation curves empty (a line needs two points):
  // each cell is a marked point with its min-max bar.
  void oneEpochCellsDrawPoints() {
    auto store = HistoryStore::open(dir_.filePath("one-epoch.sqlite").toStdString());
    ExperimentSpec base = test::tinyMnistSpec(1);
    const SweepSpec spec = SweepSpec::fromJson(
        {{"name", "one epoch"}, {"base", base.toJson()}, {"axes", {{{"field", "training.batch"}, {"values", {32, 64}}}}}, {"repeats", 2}});
    QCOMPARE(runSweep(spec, *store).failed, 0);
    std::vector<RunRecord> runs;
    for (const auto& r : store->list()) runs.push_back(store->load(r.id));
    const SweepReport report = makeSweepReport(spec, runs);
    SweepCurvesChart chart;
    chart.resize(600, 400);
    chart.setView(&report, "val_accuracy");
    chart.refresh();
    QVERIFY(chart.emptyHint().isEmpty());
    int points = 0, bars = 0;
    for (int i = 0; i < chart.plottableCount(); ++i) {
      if (auto* g = qobject_cast<QCPGraph*>(chart.plottable(i)); g && chart.legend->hasItemWithPlottable(g)) {  // the means
        QCOMPARE(g->dataCount(), 1);
        QVERIFY(g->scatterStyle().shape() != QCPScatterStyle::ssNone);
        ++points;
      }
      bars += qobject_cast<QCPErrorBars*>(chart.plottable(i)) ? 1 : 0;
    }
    QCOMPARE(points, 2);
    QCOMPARE(bars, 2);
  }
};

QTEST_MAIN(GuiSweepsTest)
#include "test_gui_sweeps.moc"

// The Speedup page as a teacher uses it (offscreen): one click on "Compare devices" trains the
// current experiment on every device mode of this machine and draws the speedup of each against
// cpu-reference, per phase, with the numbers the engine computed; runs ticked on the History page
// are a source too.
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <cmath>

#include <nlohmann/json.hpp>

#include "experiment/compare_devices.h"
#include "gui/main_window.h"
#include "gui/sweep_controller.h"
#include "support/gui_test_support.h"
#include "widgets/lab/history_model.h"
#include "widgets/lab/history_view.h"
#include "widgets/lab/speedup_charts.h"
#include "widgets/lab/speedup_page.h"

using namespace nnlab;
using namespace nnlab::gui;

class GuiSpeedupTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
    qputenv("NNLAB_HISTORY", dir_.filePath("speedup.sqlite").toLocal8Bit());
  }

  // Before anything is compared the charts keep their width (the speedup chart's empty legend
  // below the plot squeezed it to a strip).
  // Issue 25: beside the measured points, the predicted curve (dashed, named predicted) to 64 devices.
  void predictedCurveBesideTheMeasuredPoints() {
    SpeedupReport report;
    SpeedupRow one, two;
    one.devices = 1;
    two.devices = 2;
    for (auto* r : {&one, &two})
      for (auto& sp : r->speedup) sp.value = r->devices == 1 ? 1.0 : 1.9;
    report.rows = {one, two};
    report.serialTrain = report.serialTotal = 0.05;
    ScalingPrediction predicted;
    for (int n : {1, 2, 4, 8, 16, 32, 64}) {
      ScalingPoint p;
      p.gpus = std::min(n, 8);
      p.nodes = std::max(1, n / 8);
      p.speedup = n * 0.9;
      predicted.points.push_back(p);
    }
    AmdahlChart chart;
    chart.setReport(&report);
    chart.setPredicted(predicted, "H100 SXM");
    chart.refresh();
    QVERIFY(chart.predictedGraph());
    QCOMPARE(chart.predictedGraph()->dataCount(), 7);
    QVERIFY(chart.predictedGraph()->name().startsWith("predicted for H100 SXM"));
    QCOMPARE(chart.predictedGraph()->pen().style(), Qt::DashLine);
    QVERIFY(chart.xAxis->range().upper >= 64);
    chart.setPredicted(std::nullopt, {});
    chart.refresh();
    QVERIFY(!chart.predictedGraph());
  }

  void emptyChartsKeepTheirWidth() {
    SpeedupChart speedup;
    AmdahlChart amdahl;
    EnergyChart energy;
    for (ChartView* c : std::initializer_list<ChartView*>{&speedup, &amdahl, &energy}) {
      const double share = test::plotWidthShare(*c);
      QVERIFY2(share > 0.7, qPrintable(c->title() + QString(": plot %1 of the width").arg(share)));
    }
  }

  void compareDevicesInOneClick() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.applySpec(test::tinyMnistSpec(2));
    QVERIFY(test::waitForData(w));
    w.showPage(MainWindow::Page::Speedup);
    SpeedupPage* page = w.speedupPage();
    QTest::mouseClick(page->compareDevicesButton(), Qt::LeftButton);
    QVERIFY(w.sweeps()->isRunning());
    QVERIFY(!page->compareDevicesButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!w.sweeps()->isRunning(), 300000);
    QTRY_VERIFY(page->report() != nullptr);

    const auto modes = deviceModes();
    const SpeedupReport& rep = *page->report();
    QCOMPARE(rep.rows.size(), modes.size());
    QCOMPARE(rep.rows[0].label, std::string("cpu-reference fp32 1 thr"));
    QCOMPARE(page->table()->rowCount(), static_cast<int>(modes.size()));
    // One bar per phase for each mode compared, with its error bars, and the baseline's line.
    int bars = 0, errorBars = 0;
    for (int i = 0; i < page->chart()->plottableCount(); ++i) {
      if (auto* b = qobject_cast<QCPBars*>(page->chart()->plottable(i))) {
        ++bars;
        QCOMPARE(b->dataCount(), kTimePhases);
        QVERIFY(std::fabs(b->data()->at(0)->value - rep.rows[1].speedup[0].value) < 1e-9 ||
                bars > 1);  // the first bar set is cpu-blas on one thread, at the engine's figure
      }
      errorBars += qobject_cast<QCPErrorBars*>(page->chart()->plottable(i)) ? 1 : 0;
    }
    QCOMPARE(bars, static_cast<int>(modes.size()) - 1);
    QCOMPARE(errorBars, bars);
    QVERIFY(page->chart()->title().contains("cpu-reference"));
    QVERIFY(!page->energy()->isVisible());  // no run measured its energy: no energy bars
    QVERIFY(std::isfinite(rep.rows[1].speedup[0].value) && rep.rows[1].speedup[0].value > 0);
    // #28: the CLI gives the same figures from the same history (`nnlab-cli compare`, the
    // baseline cell first, as the page chose it).
    {
      const QString uid = QString::fromStdString(w.historyStore()->listSweeps().front().uid);
      QStringList args{"compare", uid + "/0"};
      for (std::size_t c = 1; c < modes.size(); ++c) args << uid + "/" + QString::number(c);
      args << "--json" << "--history" << QString::fromStdString(w.historyStore()->path());
      QProcess cli;
      cli.start(QStringLiteral(NNLAB_CLI), args);
      QVERIFY(cli.waitForFinished(120000));
      QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
      const auto j = nlohmann::json::parse(cli.readAllStandardOutput().toStdString());
      QCOMPARE(j["rows"].size(), rep.rows.size());
      QCOMPARE(j["warmup_epochs"].get<int>(), rep.warmupEpochs);
      for (std::size_t r = 0; r < rep.rows.size(); ++r)
        for (int k = 0; k < kTimePhases; ++k) {
          const auto& cell = j["rows"][r]["phases"][timePhaseName(static_cast<TimePhase>(k))];
          const double app = rep.rows[r].speedup[static_cast<std::size_t>(k)].value;
          if (!std::isfinite(app)) {
            QVERIFY(cell["speedup"].is_null());
            continue;
          }
          QVERIFY2(std::fabs(cell["speedup"].get<double>() - app) <= 1e-12 * std::fabs(app),
                   qPrintable(QString("row %1 phase %2: CLI %3, app %4").arg(r).arg(k).arg(cell["speedup"].get<double>()).arg(app)));
        }
    }
    // The same runs, ticked on the History page, give the same speedup.
    w.showPage(MainWindow::Page::History);
    HistoryView* h = w.historyView();
    QTRY_COMPARE(h->model()->rowCount(), static_cast<int>(modes.size()));
    for (const auto& r : h->model()->runs()) h->model()->setTicked(r.id, true);
    page->sourceBox()->setCurrentIndex(page->sourceBox()->findData("ticked"));
    QMetaObject::invokeMethod(page->sourceBox(), "activated", Q_ARG(int, page->sourceBox()->currentIndex()));
    QTRY_VERIFY(page->report() && page->report()->rows.size() == modes.size());
    QVERIFY2(page->report()->rows[0].label.find("cpu-reference") != std::string::npos, page->report()->rows[0].label.c_str());
  }

  // #26: Compare devices had no Stop (the toolbar's Stop and Ctrl+. were disabled while it ran).
  void stopDuringCompareDevices() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.applySpec(test::tinyMnistSpec(3, 11));  // other settings than the test above: a new comparison
    QVERIFY(test::waitForData(w));
    w.showPage(MainWindow::Page::Speedup);
    SpeedupPage* page = w.speedupPage();
    QVERIFY(!page->stopButton()->isEnabled());
    QTest::mouseClick(page->compareDevicesButton(), Qt::LeftButton);
    QVERIFY(w.sweeps()->isRunning());
    QVERIFY(page->stopButton()->isEnabled());
    QVERIFY(w.stopAction()->isEnabled());
    QTest::mouseClick(page->stopButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.sweeps()->isRunning(), 300000);
    QVERIFY(page->compareDevicesButton()->isEnabled());
    QVERIFY(!page->stopButton()->isEnabled());
    const auto sweeps = w.historyStore()->listSweeps();
    QVERIFY(!sweeps.empty());
    QVERIFY2(sweeps.front().completed < static_cast<int>(deviceModes().size()), "the comparison ran to the end");
    // The page says what there is to compare and how to go on (it kept the ticked runs' text).
    if (sweeps.front().completed < 2) {
      auto* status = page->findChild<QLabel*>("speedupStatus");
      QVERIFY(status);
      QTRY_VERIFY2(status->text().contains("two are needed"), qPrintable(status->text()));
    }
    // Ctrl+. stops it too.
    QTest::mouseClick(page->compareDevicesButton(), Qt::LeftButton);
    QVERIFY(w.sweeps()->isRunning());
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_Period));
    QTRY_VERIFY_WITH_TIMEOUT(!w.sweeps()->isRunning(), 300000);
  }
};

QTEST_MAIN(GuiSpeedupTest)
#include "test_gui_speedup.moc"

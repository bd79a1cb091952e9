// The classroom suite, part 2 (issue 24): a model split over devices in the app, by mouse and
// keys: the memory budget, the Split-the-model box on two GPUs, the split run and its Pipeline
// tab, and a stage begun from the Model page. Part 1 and main(): test_gui_classroom.cpp.
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QScrollArea>
#include <QStyleOptionGroupBox>
#include <QContextMenuEvent>
#include <QTableView>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "optim/optimizer_fields.h"
#include "core/files.h"
#include "data/dataset_store.h"
#include "data/synthetic.h"
#include "gui/app_settings.h"
#include "gui/main_window.h"
#include "gui/model_files.h"
#include "gui/settings_dialog.h"
#include "gui/training_controller.h"
#include "gui/view_actions.h"
#include "support/gui_test_support.h"
#include "test_gui_classroom.h"
#include "widgets/confusion_chart.h"
#include "widgets/dataset_entries.h"
#include "widgets/hyper_params_panel.h"
#include "widgets/layer_palette.h"
#include "widgets/layer_param_editor.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"
#include "widgets/layer_table_model.h"
#include "widgets/results_panel.h"
#include "widgets/pipeline_box.h"
#include "widgets/pipeline_timeline.h"
#include "widgets/run_shelf.h"
#include "widgets/sample_grid.h"
#include "widgets/standin_dialog.h"
#include "widgets/training_charts.h"
#include "widgets/training_view.h"
#include "widgets/view_scale.h"

using namespace nnlab;
using namespace nnlab::gui;

// Issue 24's lesson from the Device page: the teacher types a memory budget the model does not
// fit; Train ends at once with what it needs, the batch that would fit and model parallelism.
void ClassroomTest::aMemoryBudgetTheModelDoesNotFit() {
  MainWindow w;
  w.resize(1280, 800);
  w.show();
  QVERIFY(QTest::qWaitForWindowActive(&w));
  ExperimentSpec spec = test::tinyMnistSpec(1);
  spec.model = loadModelSpec("lenet5");
  spec.train.batch = 256;
  w.applySpec(spec);
  QVERIFY(test::waitForData(w));
  w.showPage(MainWindow::Page::Devices);
  auto* budget = w.findChild<QDoubleSpinBox*>("memoryBudget");
  QVERIFY(budget);
  QCOMPARE(budget->value(), 0.0);  // the device's own
  QTest::mouseClick(budget, Qt::LeftButton);
  QTest::keyClick(budget, Qt::Key_A, Qt::ControlModifier);
  QTest::keyClicks(budget, "0.01");
  QTest::keyClick(budget, Qt::Key_Return);
  QCOMPARE(budget->value(), 0.01);
  QCOMPARE(w.currentSpec().memoryBudgetGiB, 0.01);
  TrainingController* tc = w.training();
  QSignalSpy ended(tc, &TrainingController::runEnded);
  QVERIFY(w.train());
  QVERIFY(ended.wait(120000));
  const auto r = tc->shownRun();
  QVERIFY(r);
  QCOMPARE(r->status, RunStatus::Failed);
  QVERIFY2(r->message.contains("try batch <=") && r->message.contains("model parallelism"), qPrintable(r->message));
}

// The Split-the-model box on a machine with two GPUs (the choices as the device list gives them):
// two stages go to cuda:0 and cuda:1 by themselves; picking cuda:0 for stage 2 with the mouse and
// keys is refused in words before any run, and a CPU stage beside a GPU one is fine.
void ClassroomTest::pipelineStagesOnGpusAreOfferedAndCheckedByTheBox() {
  std::vector<BackendChoice> choices{{"cpu-blas", "OpenBLAS", true, {}, {Precision::FP32}, false, 2},
                                     {"cuda:0", "H100", true, {}, {Precision::FP32, Precision::FP16}, true, 1},
                                     {"cuda:1", "H100", true, {}, {Precision::FP32, Precision::FP16}, true, 1}};
  PipelineBox box(choices);
  box.resize(900, 300);
  box.show();
  QVERIFY(QTest::qWaitForWindowExposed(&box));
  box.setChecked(true);
  auto* first = box.findChild<QComboBox*>("stageDevice1");
  auto* second = box.findChild<QComboBox*>("stageDevice2");
  QVERIFY(first && second);
  QCOMPARE(first->currentData().toString(), QString("cuda:0"));
  QCOMPARE(second->currentData().toString(), QString("cuda:1"));
  QVERIFY2(box.problem().isEmpty(), qPrintable(box.problem()));
  // Stage 2's list opened with the mouse, cuda:0 (one up) picked with the keys.
  QTest::mouseClick(second, Qt::LeftButton);
  QTRY_VERIFY(second->view()->isVisible());
  QTest::keyClick(second->view(), Qt::Key_Up);
  QTest::keyClick(second->view(), Qt::Key_Return);
  QTRY_VERIFY(!second->view()->isVisible());
  QCOMPARE(second->currentData().toString(), QString("cuda:0"));
  QVERIFY2(box.problem().contains("both on cuda:0"), qPrintable(box.problem()));
  // cpu-blas for stage 1 (one up from cuda:0): a CPU stage and a GPU stage are fine.
  QTest::mouseClick(first, Qt::LeftButton);
  QTRY_VERIFY(first->view()->isVisible());
  QTest::keyClick(first->view(), Qt::Key_Up);
  QTest::keyClick(first->view(), Qt::Key_Return);
  QTRY_VERIFY(!first->view()->isVisible());
  QCOMPARE(first->currentData().toString(), QString("cpu-blas"));
  QVERIFY2(box.problem().isEmpty(), qPrintable(box.problem()));
  QCOMPARE(box.pipeline().devices, (std::vector<std::string>{"cpu-blas", "cuda:0"}));
}

// Issue 24: the Device page's "Split the model" box, by mouse and keys: the plan before the run,
// the run through two stages, its Pipeline tab with the step's timeline.
void ClassroomTest::splitTheModelWithTheMouse() {
  MainWindow w;
  w.resize(1280, 800);
  w.show();
  QVERIFY(QTest::qWaitForWindowActive(&w));
  ExperimentSpec spec = test::tinyMnistSpec(2);
  spec.model = loadModelSpec("lenet5");
  spec.train.batch = 32;
  spec.threads = 1;
  w.applySpec(spec);
  QVERIFY(test::waitForData(w));
  w.showPage(MainWindow::Page::Devices);
  auto* box = w.findChild<QGroupBox*>("pipeline");
  QVERIFY(box);
  QVERIFY(!box->isChecked());
  QVERIFY(!w.currentSpec().pipeline.enabled());
  box->window()->activateWindow();
  // The title's check box, where the style draws it.
  QStyleOptionGroupBox opt;
  opt.initFrom(box);
  opt.subControls = QStyle::SC_GroupBoxCheckBox | QStyle::SC_GroupBoxLabel;
  opt.text = box->title();
  opt.features = QStyleOptionFrame::None;
  opt.state |= QStyle::State_Off;
  const QRect check = box->style()->subControlRect(QStyle::CC_GroupBox, &opt, QStyle::SC_GroupBoxCheckBox, box);
  QVERIFY(check.isValid());
  if (auto* area = qobject_cast<QScrollArea*>(w.findChild<QScrollArea*>()); area) area->ensureWidgetVisible(box);
  QTest::mouseClick(box, Qt::LeftButton, {}, check.center());
  QVERIFY(box->isChecked());
  auto* note = w.findChild<QLabel*>("pipelineNote");
  QVERIFY(note);
  QTRY_VERIFY2(note->text().contains("Stage 1: layers 1-") && note->text().contains("ideal bubble 20.0 %"), qPrintable(note->text()));
  auto* starts = w.findChild<QLineEdit*>("stageStarts");
  QTest::mouseClick(starts, Qt::LeftButton);
  QTest::keyClicks(starts, "1, 7");
  auto* schedule = w.findChild<QComboBox*>("pipelineSchedule");
  QTest::mouseClick(schedule, Qt::LeftButton);  // opens the list: the next item, then Return picks it
  QTRY_VERIFY(schedule->view()->isVisible());
  QTest::keyClick(schedule->view(), Qt::Key_Down);
  QTest::keyClick(schedule->view(), Qt::Key_Return);
  QTRY_VERIFY(!schedule->view()->isVisible());
  QCOMPARE(schedule->currentData().toString(), QString("1f1b"));
  QTRY_VERIFY2(note->text().contains("Stage 1: layers 1-6 on cpu-blas") && note->text().contains("Stage 2: layers 7-12"),
               qPrintable(note->text()));
  const ExperimentSpec asked = w.currentSpec();
  QCOMPARE(asked.pipeline.devices.size(), std::size_t{2});
  QCOMPARE(asked.pipeline.stages, (std::vector<int>{1, 7}));
  QCOMPARE(asked.pipeline.schedule, std::string("1f1b"));
  // A stage that begins past the model: Train says why it cannot.
  QTest::keyClicks(starts, "0");  // "1, 70"
  QTRY_VERIFY(note->text().startsWith("Cannot run"));
  QVERIFY(!w.trainAction()->isEnabled());
  QTest::keyClick(starts, Qt::Key_Backspace);
  QTRY_VERIFY(w.trainAction()->isEnabled());

  TrainingController* tc = w.training();
  QSignalSpy ended(tc, &TrainingController::runEnded);
  QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
  QVERIFY(ended.wait(120000));
  const auto r = tc->shownRun();
  QVERIFY(r);
  QCOMPARE(r->status, RunStatus::Completed);
  QVERIFY(r->record && r->record->pipeline);
  QCOMPARE(r->record->pipeline->schedule, std::string("1f1b"));
  auto* results = w.findChild<ResultsPanel*>();
  QVERIFY(results);
  QTRY_VERIFY(results->summaryText().contains("bubble"));
  QTabBar* tabs = results->tabs()->tabBar();
  QVERIFY(tabs->isTabVisible(2));
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(2).center());
  QCOMPARE(results->tabs()->currentIndex(), 2);
  QTRY_VERIFY(results->timelineChart()->eventCount() >= 2 * 4 * 2);  // 2 stages x 4 micro-batches x forward, backward
  QVERIFY(results->timelineChart()->csv().count('\n') > 16);
}

// Issue 24: a stage begun from the Model page's row menu (a right-click on layer 7, the menu's
// entry by keys): the Device page's split follows and the rows are tinted by stage.
void ClassroomTest::aStageBegunFromTheModelPage() {
  MainWindow w;
  w.resize(1280, 800);
  w.show();
  QVERIFY(QTest::qWaitForWindowActive(&w));
  ExperimentSpec spec = test::tinyMnistSpec(1);
  spec.model = loadModelSpec("lenet5");
  w.applySpec(spec);
  QVERIFY(test::waitForData(w));
  w.showPage(MainWindow::Page::Designer);
  auto* designer = w.findChild<ModelDesigner*>();
  QTableView* table = designer->table();
  QVERIFY(!w.currentSpec().pipeline.enabled());
  const QRect cell = table->visualRect(table->model()->index(6, 1));
  QVERIFY(cell.isValid());
  bool picked = false;
  QTimer::singleShot(0, [&] {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    if (!menu) return;
    QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Return);
    picked = true;
  });
  QContextMenuEvent ev(QContextMenuEvent::Mouse, cell.center(), table->viewport()->mapToGlobal(cell.center()));
  QApplication::sendEvent(table->viewport(), &ev);
  QTRY_VERIFY(picked);
  const ExperimentSpec split = w.currentSpec();
  QVERIFY(split.pipeline.enabled());
  QCOMPARE(split.pipeline.stages, (std::vector<int>{1, 7}));
  auto* layers = designer->tableModel();
  QCOMPARE(layers->stageOf(5), 0);
  QCOMPARE(layers->stageOf(6), 1);
  QVERIFY(layers->data(layers->index(6, 0), Qt::BackgroundRole).value<QBrush>().color() !=
          layers->data(layers->index(0, 0), Qt::BackgroundRole).value<QBrush>().color());
  QVERIFY(layers->data(layers->index(6, 0), Qt::ToolTipRole).toString().contains("stage 2"));
  // The same entry on the stage's first layer joins it back: no split.
  picked = false;
  QTimer::singleShot(0, [&] {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    if (!menu) return;
    QVERIFY(menu->actions().first()->text().contains("Join"));
    QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Return);
    picked = true;
  });
  QContextMenuEvent again(QContextMenuEvent::Mouse, cell.center(), table->viewport()->mapToGlobal(cell.center()));
  QApplication::sendEvent(table->viewport(), &again);
  QTRY_VERIFY(picked);
  QVERIFY(!w.currentSpec().pipeline.enabled());
  QCOMPARE(layers->stageOf(6), -1);
}

// More of the app driven by real input only (issue 28; the first part is test_gui_input): the
// Model page's drag and drop (a row dragged to another place in the stack, a layer type dragged
// from the palette onto it) through the mouse, as Qt's drag loop runs it; the compare shelf
// (overlay ticked with the keyboard, Show and Export charts clicked); the Data page (a dataset
// picked from the list with the mouse, the split typed); the Devices page (a mode clicked,
// "Several devices" ticked, a replica taken away and put back with the arrow keys).
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QMimeData>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStyleOptionGroupBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "gui/main_window.h"
#include "gui/training_controller.h"
#include "support/gui_test_support.h"
#include "widgets/chart_view.h"
#include "widgets/dataset_panel.h"
#include "widgets/device_panel.h"
#include "widgets/layer_palette.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"
#include "widgets/run_shelf.h"
#include "widgets/training_view.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

QStringList layerTypes(const ModelDesigner& d) {
  QStringList out;
  for (const auto& l : d.document()->spec().layers) out << QString::fromStdString(l.value("type", std::string()));
  return out;
}

// A drag with the mouse, as far as the offscreen platform lets it go. The press and the moves
// past the drag distance are real: the view selects the item and starts its QDrag. Offscreen, a
// QDrag ends at once (the platform has no drag loop), so what the window system would deliver
// next is sent here: drag enter, drag move and drop at `to` in `target`, carrying the mime data
// the source view makes of what the press selected (what its QDrag carried).
void dragAndDrop(QAbstractItemView* source, QPoint from, QWidget* target, QPoint to) {
  QTest::mousePress(source->viewport(), Qt::LeftButton, {}, from);
  const int step = QApplication::startDragDistance() + 2;
  QTest::mouseMove(source->viewport(), from + QPoint(step, step / 2));
  QTest::mouseMove(source->viewport(), from + QPoint(2 * step, step));
  QTest::mouseRelease(source->viewport(), Qt::LeftButton, {}, from + QPoint(2 * step, step));
  const QModelIndexList picked = source->selectionModel()->selectedIndexes();
  QVERIFY2(!picked.isEmpty(), "the press selected nothing");
  std::unique_ptr<QMimeData> mime(source->model()->mimeData(picked));
  QVERIFY(mime);
  const Qt::DropActions actions = Qt::MoveAction | Qt::CopyAction;
  QDragEnterEvent enter(to - QPoint(0, 4), actions, mime.get(), Qt::LeftButton, {});
  QApplication::sendEvent(target, &enter);
  QVERIFY2(enter.isAccepted(), "the target refused the drag");
  QDragMoveEvent move(to, actions, mime.get(), Qt::LeftButton, {});
  QApplication::sendEvent(target, &move);
  QDropEvent drop(QPointF(to), actions, mime.get(), Qt::LeftButton, {});
  QApplication::sendEvent(target, &drop);
}

// Replaces a spin box's text as typed: click into it, select all, type, Enter.
void typeInto(QAbstractSpinBox* box, const QString& text) {
  QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
  QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
  QTest::keyClicks(box, text);
  QTest::keyClick(box, Qt::Key_Return);
}

// Where a checkable group box's check box is.
QPoint groupBoxCheck(QGroupBox* box) {
  QStyleOptionGroupBox opt;
  opt.initFrom(box);
  opt.subControls = QStyle::SC_GroupBoxCheckBox | QStyle::SC_GroupBoxLabel | QStyle::SC_GroupBoxFrame;
  opt.features = QStyleOptionFrame::None;
  opt.text = box->title();
  opt.lineWidth = 1;
  opt.state |= box->isChecked() ? QStyle::State_On : QStyle::State_Off;
  return box->style()->subControlRect(QStyle::CC_GroupBox, &opt, QStyle::SC_GroupBoxCheckBox, box).center();
}

std::unique_ptr<MainWindow> shownWindow() {
  auto w = std::make_unique<MainWindow>();
  w->resize(1280, 800);
  w->show();
  return QTest::qWaitForWindowExposed(w.get()) ? std::move(w) : nullptr;
}

}  // namespace

class GuiInput2Test : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
    qputenv("NNLAB_HISTORY", dir_.filePath("runs.sqlite").toLocal8Bit());
  }

  // A row dragged onto another lands before it; a palette type dragged onto a row is inserted there.
  void modelPageDragAndDrop() {
    auto w = shownWindow();
    QVERIFY(w);
    QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
    ModelDesigner* d = w->designer();
    QTableView* view = d->table();
    const QStringList before = layerTypes(*d);
    QVERIFY(before.size() >= 8);
    // The upper half of a row: a drop there goes before it (the lower half: after it).
    auto rowPoint = [view](int row) {
      const QModelIndex index = view->model()->index(row, 1);
      view->scrollTo(index);
      const QRect r = view->visualRect(index);
      return QPoint(r.center().x(), r.top() + r.height() / 4);
    };
    dragAndDrop(view, view->visualRect(view->model()->index(1, 1)).center(), view->viewport(), rowPoint(5));
    if (QTest::currentTestFailed()) return;
    QStringList moved = before;
    moved.move(1, 4);  // dropped on row 5: before it, the rows between moving up
    QTRY_COMPARE(layerTypes(*d), moved);
    QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);  // one undo step
    QTRY_COMPARE(layerTypes(*d), before);

    QTreeWidget* tree = d->palette()->tree();
    QTreeWidgetItem* dropout = nullptr;
    for (QTreeWidgetItemIterator it(tree); *it && !dropout; ++it)
      if ((*it)->text(0) == "dropout") dropout = *it;
    QVERIFY(dropout);
    tree->scrollToItem(dropout);
    dragAndDrop(tree, tree->visualItemRect(dropout).center(), view->viewport(), rowPoint(2));
    if (QTest::currentTestFailed()) return;
    QStringList added = before;
    added.insert(2, "dropout");
    QTRY_COMPARE(layerTypes(*d), added);
  }

  // Two runs on the shelf: the first overlaid by keyboard, shown by a click on Show, and its
  // charts exported by a click on Export charts.
  void compareShelfByMouseAndKeys() {
    auto w = shownWindow();
    QVERIFY(w);
    w->applySpec(test::tinyMnistSpec(1));
    QVERIFY(test::waitForData(*w));
    for (int i = 0; i < 2; ++i) {
      QTRY_VERIFY(w->trainAction()->isEnabled());
      QTest::keyClick(w.get(), Qt::Key_F5);
      QTRY_VERIFY_WITH_TIMEOUT(w->training()->shownRun() && w->training()->shownRun()->id == i + 1 &&
                                   w->training()->shownRun()->state == RunData::State::Finished,
                               30000);
    }
    QTest::keyClick(w.get(), Qt::Key_4, Qt::ControlModifier);
    TrainingView* view = w->trainingView();
    QTabWidget* tabs = view->bottomTabs();
    RunShelf* shelf = view->shelf();
    const int shelfTab = tabs->indexOf(shelf);
    QVERIFY(shelfTab >= 0);
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(shelfTab).center());
    QTRY_VERIFY(shelf->isVisible());
    QCOMPARE(shelf->rowCount(), 2);
    QTableWidget* table = shelf->table();
    int firstRow = -1;
    for (int r = 0; r < table->rowCount(); ++r)
      if (table->item(r, 0) && table->item(r, 0)->data(Qt::UserRole + 1).toInt() == 1) firstRow = r;
    QVERIFY(firstRow >= 0);
    const int graphs = view->charts().first()->graphCount();
    const QPoint cell = table->visualRect(table->model()->index(firstRow, 0)).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell);
    QTest::keyClick(table->viewport(), Qt::Key_Space);
    QTRY_COMPARE(shelf->overlaidRunIds(), QList<int>{1});
    QTRY_VERIFY(view->charts().first()->graphCount() > graphs);  // run 1 drawn beside run 2

    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell);
    QCOMPARE(shelf->selectedRunId(), 1);
    QTest::mouseClick(shelf->showButton(), Qt::LeftButton);
    QTRY_COMPARE(w->training()->shownRun()->id, 1);

    const QString out = dir_.filePath("shelf-charts");
    QDir().mkpath(out);
    QPushButton* exportButton = nullptr;
    for (QPushButton* b : shelf->findChildren<QPushButton*>())
      if (b->text() == "Export charts...") exportButton = b;
    QVERIFY(exportButton && exportButton->isEnabled());
    test::answerExportDialogs(out);
    QTest::mouseClick(exportButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(QDir(out).entryList(QDir::Files).size() >= 4, 10000);
  }

  // The Data page: a dataset chosen from the list with the mouse, the split typed; a split that
  // does not add up to 100 is said on the page and keeps Train off.
  void dataPageByMouseAndKeys() {
    auto w = shownWindow();
    QVERIFY(w);
    QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier);
    DatasetPanel* data = w->dataPanel();
    auto* combo = data->findChild<QComboBox*>("datasetCombo");
    QVERIFY(combo);
    const int wanted = combo->findData(QStringLiteral("mnist-bundled"));
    QVERIFY2(wanted >= 0, "mnist-bundled is not in the list");
    if (combo->currentIndex() == wanted) combo->setCurrentIndex(wanted == 0 ? 1 : 0);  // start elsewhere
    QTest::mouseClick(combo, Qt::LeftButton);
    QTRY_VERIFY(combo->view()->isVisible());
    QTest::qWait(QApplication::doubleClickInterval() + 50);  // the list ignores a release that follows its opening at once
    QAbstractItemView* list = combo->view();
    const QModelIndex item = list->model()->index(wanted, 0);
    list->scrollTo(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(item).center());
    QTRY_COMPARE(data->datasetName(), QStringLiteral("mnist-bundled"));
    QVERIFY(test::waitForData(*w));

    typeInto(data->findChild<QDoubleSpinBox*>("splitTrain"), "70");
    typeInto(data->findChild<QDoubleSpinBox*>("splitValidation"), "10");
    typeInto(data->findChild<QDoubleSpinBox*>("splitTest"), "20");
    QCOMPARE(data->split(), (std::array<double, 3>{70, 10, 20}));
    QVERIFY(w->trainBlockedReason().isEmpty());
    typeInto(data->findChild<QDoubleSpinBox*>("splitTest"), "30");
    QTRY_VERIFY2(data->findChild<QLabel*>("splitNote")->text().contains("110"),
                 qPrintable(data->findChild<QLabel*>("splitNote")->text()));
    QVERIFY2(w->trainBlockedReason().contains("100"), qPrintable(w->trainBlockedReason()));
  }

  // The Devices page: cpu-reference clicked, then cpu-blas again and "Several devices" ticked
  // (two cpu-blas replicas); Down leaves one, which the page refuses, Up puts the second back.
  void devicesPageByMouseAndKeys() {
    auto w = shownWindow();
    QVERIFY(w);
    QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
    DevicePanel* devices = w->devicePanel();
    auto* reference = devices->findChild<QRadioButton*>("mode-cpu-reference");
    auto* blas = devices->findChild<QRadioButton*>("mode-cpu-blas");
    QVERIFY(reference && blas);
    QTest::mouseClick(reference, Qt::LeftButton, {}, QPoint(8, reference->height() / 2));  // on its round button
    QTRY_COMPARE(devices->backendName(), QStringLiteral("cpu-reference"));
    QVERIFY(!devices->findChild<QSpinBox*>("threads")->isEnabled());  // one thread in this mode
    QTest::mouseClick(blas, Qt::LeftButton, {}, QPoint(8, blas->height() / 2));
    QTRY_COMPARE(devices->backendName(), QStringLiteral("cpu-blas"));

    auto* parallel = devices->findChild<QGroupBox*>("parallel");
    QVERIFY(parallel && !parallel->isChecked());
    parallel->window()->activateWindow();
    QTest::mouseClick(parallel, Qt::LeftButton, {}, groupBoxCheck(parallel));
    QTRY_VERIFY(parallel->isChecked());
    QTRY_COMPARE(devices->devices().size(), std::size_t{2});
    auto* replicas = devices->findChild<QSpinBox*>("cpuReplicas");
    QCOMPARE(replicas->value(), 2);
    QVERIFY(devices->problem().isEmpty());
    // One replica fewer with the Down arrow: one device is not several, and the page says so.
    QTest::mouseClick(replicas, Qt::LeftButton, {}, QPoint(6, replicas->height() / 2));
    QTest::keyClick(replicas, Qt::Key_Down);
    QTRY_COMPARE(devices->devices().size(), std::size_t{1});
    QVERIFY2(devices->problem().contains("at least two devices"), qPrintable(devices->problem()));
    QTest::keyClick(replicas, Qt::Key_Up);
    QTRY_COMPARE(devices->devices().size(), std::size_t{2});
    QVERIFY(devices->problem().isEmpty());
  }

 private:
  QTemporaryDir dir_;
};

QTEST_MAIN(GuiInput2Test)
#include "test_gui_input2.moc"

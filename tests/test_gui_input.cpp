// The app driven by real input only (issue 28): what a teacher presses and clicks, not methods
// called from the test. The window's shortcuts (Ctrl+1..8 to the pages, Ctrl+Shift+P presentation
// mode, Ctrl+= / Ctrl+- / Ctrl+0 zoom, Ctrl+Z / Ctrl+Y undo and redo on the Model page); the Model
// page by mouse and keys (the clicked row is the one the editor shows, Alt+Down moves it, Delete
// removes it, Insert adds one); a History row opened by a double-click, on the Training page with
// the run's epochs; and the Training page's Ctrl+E exporting every chart.
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include "experiment/experiment_runner.h"
#include "experiment/history_recorder.h"
#include "experiment/history_store.h"
#include "gui/chart_exporter.h"
#include "gui/main_window.h"
#include "gui/training_controller.h"
#include "support/gui_test_support.h"
#include "widgets/lab/history_model.h"
#include "widgets/lab/history_view.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"
#include "widgets/view_scale.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

QStringList layerTypes(const ModelDesigner& d) {
  QStringList out;
  for (const auto& l : d.document()->spec().layers) out << QString::fromStdString(l.value("type", std::string()));
  return out;
}

void clickRow(QTableView* view, int row) {
  const QModelIndex index = view->model()->index(row, 1);
  view->scrollTo(index);
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

}  // namespace

class GuiInputTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
    auto store = HistoryStore::open(dir_.filePath("runs.sqlite").toStdString());
    HistoryRecorder rec(*store);
    runExperiment(test::tinyMnistSpec(2, 3), &rec);
    qputenv("NNLAB_HISTORY", dir_.filePath("runs.sqlite").toLocal8Bit());
  }

  void shortcutsReachEveryPageAndTheView() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const MainWindow::Page pages[] = {MainWindow::Page::Designer, MainWindow::Page::Data,    MainWindow::Page::Devices,
                                      MainWindow::Page::Train,    MainWindow::Page::History, MainWindow::Page::Sweeps,
                                      MainWindow::Page::Speedup,  MainWindow::Page::Hardware};
    for (int i = 7; i >= 0; --i) {  // backwards: the first page is where the window starts
      QTest::keyClick(&w, static_cast<Qt::Key>(Qt::Key_1 + i), Qt::ControlModifier);
      QTRY_VERIFY2(w.currentPage() == pages[i], qPrintable(QString("Ctrl+%1").arg(i + 1)));
    }
    ViewScale& scale = ViewScale::instance();
    const double before = scale.zoom();
    QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier);
    QTRY_VERIFY(scale.zoom() > before);
    QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
    QTRY_VERIFY(scale.zoom() < before);
    QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
    QTRY_COMPARE(scale.zoom(), 1.0);
    QVERIFY(!scale.presentation());
    QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(scale.presentation());
    QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(!scale.presentation());
  }

  void modelPageByMouseAndKeys() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    ModelDesigner* d = w.designer();
    QTableView* view = d->table();
    const QStringList lenet = layerTypes(*d);
    QVERIFY(lenet.size() >= 8);
    // The clicked row is the one the editor edits.
    clickRow(view, 3);
    QTRY_COMPARE(d->selectedRow(), 3);
    // Alt+Down moves it one down; Ctrl+Z puts it back, Ctrl+Y again.
    QTest::keyClick(view, Qt::Key_Down, Qt::AltModifier);
    QStringList moved = lenet;
    moved.swapItemsAt(3, 4);
    QTRY_COMPARE(layerTypes(*d), moved);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(layerTypes(*d), lenet);
    QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
    QTRY_COMPARE(layerTypes(*d), moved);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(layerTypes(*d), lenet);
    // Delete removes the clicked row, Ctrl+Z brings it back.
    clickRow(view, 1);
    QTest::keyClick(view, Qt::Key_Delete);
    QTRY_COMPARE(layerTypes(*d).size(), lenet.size() - 1);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(layerTypes(*d), lenet);
  }

  void historyRowOpensByDoubleClick() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // No run shown yet: Ctrl+E says so. The File menu's Export opened and closed meanwhile (as a
    // user looking for it does) must not leave the shortcut dead once a run is there.
    QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
    QTRY_VERIFY2(w.statusBar()->currentMessage().contains("No run to export"), qPrintable(w.statusBar()->currentMessage()));
    emit w.exporter()->menu()->aboutToShow();
    emit w.exporter()->menu()->aboutToHide();
    QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
    QTRY_VERIFY(w.currentPage() == MainWindow::Page::History);
    HistoryView* h = w.historyView();
    QTRY_COMPARE(h->model()->rowCount(), 1);
    QTableView* table = h->table();
    const QModelIndex cell = table->model()->index(0, HistoryModel::Status);
    QVERIFY(cell.isValid());
    const QPoint at = table->visualRect(cell).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    QTRY_VERIFY(w.currentPage() == MainWindow::Page::Train);
    const RunPtr run = w.training()->shownRun();
    QVERIFY(run != nullptr);
    QCOMPARE(static_cast<int>(run->epochs.size()), 2);
    // Ctrl+E on the Training page writes every chart into a folder.
    const QString out = dir_.filePath("charts");
    QDir().mkpath(out);
    test::answerExportDialogs(out);
    QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(QDir(out).entryList(QDir::Files).size() >= 4, 10000);
  }

 private:
  QTemporaryDir dir_;
};

QTEST_MAIN(GuiInputTest)
#include "test_gui_input.moc"

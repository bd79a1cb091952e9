// The History page as a user meets it (offscreen, real mouse clicks and keys): a history holding
// runs is shown; two ticked runs are compared on the same charts with legends that say what
// differs; a name edited in the table is the run's name everywhere; a corrupt history leaves the
// app usable and the file untouched; an experiment saved by the app trains identically in the CLI.
#include <QAbstractButton>
#include <QCryptographicHash>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>
#include <atomic>
#include <memory>

#include "experiment/experiment_runner.h"
#include "experiment/history_recorder.h"
#include "experiment/history_store.h"
#include "experiment/prediction_check.h"
#include "gui/app_settings.h"
#include "gui/main_window.h"
#include "gui/training_controller.h"
#include "support/gui_test_support.h"
#include "widgets/chart_view.h"
#include "widgets/lab/history_model.h"
#include "widgets/lab/history_view.h"
#include "widgets/results_panel.h"
#include "widgets/training_charts.h"
#include "widgets/training_view.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

QByteArray hashOf(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
}

// Where a click toggles a checkable cell: its check indicator.
QPoint checkPoint(QTableView* view, const QModelIndex& index) {
  const QRect cell = view->visualRect(index);
  const int w = view->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, view);
  const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
  return QPoint(cell.left() + margin + w / 2, cell.center().y());
}

QModelIndex indexOfRun(HistoryView* v, qint64 id, int column) {
  for (int r = 0; r < v->filter()->rowCount(); ++r) {
    const QModelIndex i = v->filter()->index(r, column);
    if (v->filter()->data(i, HistoryModel::kRunIdRole).toLongLong() == id) return i;
  }
  return {};
}

QStringList graphNames(ChartView* chart) {
  QStringList names;
  for (int i = 0; i < chart->graphCount(); ++i) names << chart->graph(i)->name();
  return names;
}

}  // namespace

class GuiHistoryTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  QString p(const QString& name) const { return dir_.path() + "/" + name; }
  std::vector<RunRecord> stored_;

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
    // A history holding three runs, made as the CLI makes them.
    auto store = HistoryStore::open(p("runs.sqlite").toStdString());
    ExperimentSpec a = test::tinyMnistSpec(1, 1), b = a, c = a;
    b.train.batch = 32;
    c.backend = "cpu-reference";
    for (const auto& s : {a, b, c}) {
      HistoryRecorder rec(*store);
      stored_.push_back(runExperiment(s, &rec));
    }
  }

  // Acceptance (issue 11): opens a history holding runs, shows them, overlays two, legend names.
  void showsTheRunsAndComparesTwo() {
    qputenv("NNLAB_HISTORY", p("runs.sqlite").toLocal8Bit());
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    w.showPage(MainWindow::Page::History);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    HistoryView* h = w.historyView();
    QTRY_COMPARE(h->model()->rowCount(), 3);
    QVERIFY(h->findChild<QLabel*>("historySummary")->text().contains("3 of 3"));
    QTableView* table = h->table();

    // Search narrows the list as the user types.
    QTest::keyClicks(h->searchBox(), "reference");
    QCOMPARE(h->filter()->rowCount(), 1);
    h->searchBox()->clear();
    QCOMPARE(h->filter()->rowCount(), 3);

    // Tick the batch-64 and batch-32 cpu-blas runs with the mouse, then press Compare.
    const qint64 idA = h->store()->resolve(stored_[0].id), idB = h->store()->resolve(stored_[1].id);
    for (qint64 id : {idA, idB}) {
      const QModelIndex i = indexOfRun(h, id, HistoryModel::Compare);
      QVERIFY(i.isValid());
      QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, checkPoint(table, i));
    }
    QCOMPARE(h->model()->tickedIds().size(), 2);
    QPushButton* compare = nullptr;
    for (auto* b : h->findChildren<QPushButton*>())
      if (b->text().startsWith("Compare 2")) compare = b;
    QVERIFY(compare && compare->isEnabled());
    QTest::mouseClick(compare, Qt::LeftButton);

    // The Training page draws both, each named by what differs (the batch).
    QTRY_COMPARE(w.training()->runs().size(), 2);
    TrainingView* view = w.trainingView();
    ChartView* accuracy = nullptr;
    for (ChartView* c : view->charts())
      if (c->title().startsWith("Accuracy")) accuracy = c;
    QVERIFY(accuracy);
    QTRY_VERIFY(accuracy->graphCount() >= 4);
    const QStringList names = graphNames(accuracy);
    QVERIFY2(names.contains("b64 train") && names.contains("b32 train"), qPrintable(names.join(" | ")));
    QVERIFY2(names.contains("b64 validation macro F1"), qPrintable(names.join(" | ")));
    // The charts hold the stored numbers.
    const auto* run = w.training()->shownRun().get();
    QVERIFY(run->record);
    const RunRecord& stored = run->record->id == stored_[0].id ? stored_[0] : stored_[1];
    QCOMPARE(run->record->id, stored.id);
    QCOMPARE(run->epochs.size(), stored.result.epochs.size());
    QCOMPARE(run->epochs[0].trainLoss, stored.result.epochs[0].trainLoss);
    QCOMPARE(run->batchLoss.size(), static_cast<int>(stored.result.epochs[0].batchLosses.size()));
    // Issue 25: the run's results show the what-if prediction stored when it ended (or why none
    // was made), the engine's line, as `nnlab-cli history show` prints it.
    QVERIFY(run->record->prediction.has_value());
    const QString line = QString::fromStdString(predictionLine(*run->record));
    QVERIFY(line.startsWith("Predicted epoch (what-if"));
    QTRY_VERIFY2(view->results()->summaryText().contains("<i>" + line.toHtmlEscaped() + "</i>"),
                 qPrintable(view->results()->summaryText()));
    QProcess cli;
    cli.start(QStringLiteral(NNLAB_CLI), {"history", "show", QString::fromStdString(run->record->id), "--history", p("runs.sqlite")});
    QVERIFY(cli.waitForFinished(60000));
    const QString shown = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(shown.contains(line), qPrintable(shown));
  }

  void editingTheNameRenamesTheRun() {
    qputenv("NNLAB_HISTORY", p("runs.sqlite").toLocal8Bit());
    MainWindow w;
    w.show();
    w.showPage(MainWindow::Page::History);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    HistoryView* h = w.historyView();
    QTRY_COMPARE(h->model()->rowCount(), 3);
    const qint64 id = h->store()->resolve(stored_[2].id);
    const QModelIndex name = indexOfRun(h, id, HistoryModel::Name);
    QTableView* table = h->table();
    const QPoint at = table->visualRect(name).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);  // select
    QTest::keyClick(table, Qt::Key_F2);                            // edit
    auto* editor = table->viewport()->findChild<QLineEdit*>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, "slow baseline");
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(h->store()->summary(id).label, std::string("slow baseline"));
    // Enter opens it: its name is the run's title on the Training page.
    table->setCurrentIndex(indexOfRun(h, id, HistoryModel::Model));
    QTest::keyClick(table, Qt::Key_Return);
    QTRY_VERIFY(w.training()->shownRun() != nullptr);
    QCOMPARE(w.training()->shownRun()->title(), QString("slow baseline"));
    // The bar above the charts shows the opened run as done, not at 0 %.
    QCOMPARE(stored_[2].result.status, RunStatus::Completed);
    auto* view = w.findChild<TrainingView*>();
    QVERIFY(view);
    QCOMPARE(view->progressBar()->value(), view->progressBar()->maximum());
  }

  // Acceptance: a corrupt history: the app opens, the file is untouched, a new one is offered.
  void aCorruptHistoryLeavesTheAppUsable() {
    const QString bad = p("notes.sqlite");
    {
      QFile f(bad);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("my lab notes, not a database\n");
    }
    const QByteArray before = hashOf(bad);
    qputenv("NNLAB_HISTORY", bad.toLocal8Bit());
    MainWindow w;
    w.show();
    QVERIFY(!w.historyStore());
    QVERIFY(w.historyProblem().contains("not an nnlab history"));
    w.showPage(MainWindow::Page::History);
    bool offered = false;
    for (auto* b : w.historyView()->findChildren<QPushButton*>())
      offered |= b->isVisible() && b->text().contains("another history file");
    QVERIFY(offered);
    // Training still works (the run stays in the session).
    QVERIFY(test::waitForData(w));
    w.applySpec(test::tinyMnistSpec(1));
    QVERIFY(test::waitForData(w));
    QSignalSpy ended(w.training(), &TrainingController::runEnded);
    QVERIFY(w.train());
    QVERIFY(ended.wait(120000));
    QCOMPARE(w.training()->runs().last()->status, RunStatus::Completed);
    QCOMPARE(hashOf(bad), before);
    // A new history can be chosen and is used from then on.
    w.openHistory(p("fresh.sqlite"));
    QVERIFY(w.historyStore());
    QVERIFY(w.trainingView() != nullptr);
  }

  // Acceptance: app > Save experiment > nnlab-cli train spec.json runs the identical experiment.
  void aSavedExperimentTrainsIdenticallyInTheCli() {
    qputenv("NNLAB_HISTORY", p("roundtrip.sqlite").toLocal8Bit());
    MainWindow w;
    w.show();
    ExperimentSpec s = test::tinyMnistSpec(1, 18446744073709551557ULL);  // a seed beyond any spin box
    s.train.deterministic = true;
    s.train.schedule.type = "step";
    s.train.schedule.stepSize = 3;
    s.train.optimizer.weightDecay = 1e-4;
    s.layout = "nchw";
    QVERIFY(w.applySpec(s).isEmpty());
    QVERIFY(test::waitForData(w));
    const ExperimentSpec shown = w.currentSpec();
    QCOMPARE(shown.train.seed, s.train.seed);
    QVERIFY(shown.train.deterministic);
    QCOMPARE(shown.layout, std::string("nchw"));
    QCOMPARE(shown.train.schedule.stepSize, 3);
    QVERIFY(w.saveExperimentTo(p("saved.json")));

    QSignalSpy ended(w.training(), &TrainingController::runEnded);
    QVERIFY(w.train());
    QVERIFY(ended.wait(120000));
    const RunData& app = *w.training()->runs().last();
    QCOMPARE(app.status, RunStatus::Completed);

    QProcess cli;
    cli.start(QStringLiteral(NNLAB_CLI), {"train", p("saved.json"), "--no-history", "-q", "--out", p("cli.json")});
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const RunRecord rec = RunRecord::load(p("cli.json").toStdString());
    QCOMPARE(rec.spec.toJson().dump(), shown.toJson().dump());
    QCOMPARE(rec.result.epochs.size(), app.epochs.size());
    QCOMPARE(rec.result.epochs[0].trainLoss, app.epochs[0].trainLoss);  // one thread: the same bits
    QCOMPARE(rec.result.test->metrics.accuracy, app.test->metrics.accuracy);
  }

  // #26: the Compare check boxes were almost invisible in the dark theme (Fusion outlines them in
  // the window colour made darker, the colour of the box). Drawn as the table draws them, in both
  // themes: the outline stands out from the row.
  // #28: a run's status reads the same in the app and in the CLI (the app said "stopped" where
  // `history list` said "cancelled"): one engine text, runStatusText.
  void statusReadsAlikeInTheAppAndTheCli() {
    const QString path = p("stopped.sqlite");
    {
      auto store = HistoryStore::open(path.toStdString());
      HistoryRecorder rec(*store);
      const std::atomic<bool> stop{true};  // stopped before its first batch
      QCOMPARE(runExperiment(test::tinyMnistSpec(1), &rec, &stop).result.status, RunStatus::Cancelled);
    }
    qputenv("NNLAB_HISTORY", path.toLocal8Bit());
    MainWindow w;
    w.show();
    w.showPage(MainWindow::Page::History);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    HistoryModel* m = w.historyView()->model();
    QTRY_COMPARE(m->rowCount(), 1);
    const QString app = m->data(m->index(0, HistoryModel::Status), Qt::DisplayRole).toString();
    QProcess cli;
    cli.start(QStringLiteral(NNLAB_CLI), {"history", "list", "--history", path});
    QVERIFY(cli.waitForFinished(60000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(app, QString("stopped"));
    QVERIFY2(out.contains(" stopped "), qPrintable(out));
  }

  void checkBoxesShowInBothThemes() {
    const QString before = AppSettings::theme();
    for (const char* theme : {"dark", "light"}) {
      AppSettings::applyTheme(theme);
      const QPalette pal = QApplication::palette();
      QImage img(24, 24, QImage::Format_RGB32);
      img.fill(pal.color(QPalette::Base));
      QStyleOptionViewItem o;
      o.palette = pal;
      o.rect = QRect(4, 4, 16, 16);
      o.state = QStyle::State_Enabled | QStyle::State_Off;
      {
        QPainter painter(&img);
        QApplication::style()->drawPrimitive(QStyle::PE_IndicatorItemViewItemCheck, &o, &painter, nullptr);
      }
      const int base = qGray(pal.color(QPalette::Base).rgb());
      int contrasting = 0;
      for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) contrasting += std::abs(qGray(img.pixel(x, y)) - base) > 40 ? 1 : 0;
      QVERIFY2(contrasting >= 30, qPrintable(QString("%1 theme: %2 pixels of the outline stand out").arg(theme).arg(contrasting)));
    }
    AppSettings::applyTheme(before);
  }
};

QTEST_MAIN(GuiHistoryTest)
#include "test_gui_history.moc"

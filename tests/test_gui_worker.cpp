// The training worker on its real thread: a tiny run emits progress and finishes with exactly
// the numbers of a headless runExperiment() with the same seed; Stop ends a run within one
// batch and keeps the finished epochs; an engine error arrives as a signal, and the window
// shows it and stays usable (the next run trains).
#include <QAction>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>

#include "core/files.h"
#include "experiment/history_recorder.h"
#include "experiment/sqlite_db.h"
#include "gui/chart_exporter.h"
#include "gui/main_window.h"
#include "gui/training_controller.h"
#include "gui/training_worker.h"
#include "nn/model_spec.h"
#include "support/gui_test_support.h"
#include "widgets/run_shelf.h"
#include <QTableWidget>
#include "widgets/training_view.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

// A worker on its own thread, as the app runs it.
struct WorkerThread {
  QThread thread;
  TrainingWorker* worker = new TrainingWorker;
  WorkerThread() {
    worker->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.start();
  }
  ~WorkerThread() {
    worker->requestStop();
    thread.quit();
    thread.wait();
  }
  void run(int id, const ExperimentSpec& spec) {
    worker->clearStop();
    QMetaObject::invokeMethod(worker, [w = worker, id, spec] { w->run(id, spec); }, Qt::QueuedConnection);
  }
};

}  // namespace

class WorkerTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateSettings(); }

  void tinyRunEqualsHeadlessRun() {
    const ExperimentSpec spec = test::tinyMnistSpec(2);
    WorkerThread wt;
    QSignalSpy progress(wt.worker, &TrainingWorker::batchProgress);
    QSignalSpy epochs(wt.worker, &TrainingWorker::epochFinished);
    QSignalSpy tests(wt.worker, &TrainingWorker::testFinished);
    QSignalSpy finished(wt.worker, &TrainingWorker::finished);
    QSignalSpy errors(wt.worker, &TrainingWorker::errorOccurred);
    wt.run(42, spec);
    QVERIFY(finished.wait(120000));
    QCOMPARE(errors.count(), 0);
    QCOMPARE(epochs.count(), 2);
    QCOMPARE(tests.count(), 1);
    QVERIFY(progress.count() > 0);
    // Every batch's loss arrives, in order, however the updates were coalesced.
    qint64 losses = 0;
    for (const auto& args : progress) {
      QCOMPARE(args.at(0).toInt(), 42);
      losses += args.at(1).value<BatchUpdate>().losses.size();
    }
    const RunRecord gui = finished.at(0).at(1).value<RunRecord>();
    QCOMPARE(gui.result.status, RunStatus::Completed);
    qint64 steps = 0;
    for (const auto& e : gui.result.epochs) steps += e.steps;
    QCOMPARE(losses, steps);

    // The same experiment without any GUI: the same numbers, bit for bit (one thread).
    const RunRecord headless = runExperiment(spec);
    QCOMPARE(gui.result.epochs.size(), headless.result.epochs.size());
    for (std::size_t i = 0; i < headless.result.epochs.size(); ++i) {
      const EpochRecord& a = gui.result.epochs[i];
      const EpochRecord& b = headless.result.epochs[i];
      QCOMPARE(a.trainLoss, b.trainLoss);
      QCOMPARE(a.trainAccuracy, b.trainAccuracy);
      QCOMPARE(a.valLoss, b.valLoss);
      QCOMPARE(a.valAccuracy, b.valAccuracy);
      // The record the signal carried equals the one the epoch signal carried.
      QCOMPARE(epochs.at(static_cast<int>(i)).at(1).value<EpochRecord>().trainLoss, a.trainLoss);
    }
    QVERIFY(gui.result.test && headless.result.test);
    QCOMPARE(gui.result.test->loss, headless.result.test->loss);
    QCOMPARE(gui.result.test->metrics.confusion, headless.result.test->metrics.confusion);
    QCOMPARE(gui.result.test->metrics.macroF1, headless.result.test->metrics.macroF1);
  }

  void stopEndsWithinOneBatch() {
    // LeNet-5: an epoch lasts long enough (hundreds of ms) for several progress updates, so
    // Stop lands in the middle of an epoch, not on its last batch.
    ExperimentSpec spec = test::tinyMnistSpec(3);
    spec.model = loadModelSpec("lenet5");
    spec.train.batch = 16;
    WorkerThread wt;
    // Direct connection: this runs on the worker thread, inside the batch callback, so we know
    // exactly which batch was the last before Stop.
    std::atomic<qint64> stopAt{-1}, lastBatchAfterStop{-1};
    std::atomic<int> epochAtStop{0};
    QObject::connect(
        wt.worker, &TrainingWorker::batchProgress, wt.worker,
        [&](int, const BatchUpdate& u) {
          if (stopAt.load() >= 0) {
            lastBatchAfterStop.store(u.batch);
            return;
          }
          if (u.epoch == 2 && u.batch < u.batches) {
            stopAt.store(u.batch);
            epochAtStop.store(u.epoch);
            wt.worker->requestStop();
          }
        },
        Qt::DirectConnection);
    QSignalSpy finished(wt.worker, &TrainingWorker::finished);
    wt.run(1, spec);
    QVERIFY(finished.wait(120000));
    const RunRecord r = finished.at(0).at(1).value<RunRecord>();
    QCOMPARE(r.result.status, RunStatus::Cancelled);
    QCOMPARE(epochAtStop.load(), 2);
    QVERIFY(stopAt.load() > 0);
    // No batch ran after the one during which Stop was pressed.
    QCOMPARE(lastBatchAfterStop.load(), qint64{-1});
    // The finished epoch is kept; the interrupted one is not reported as finished.
    QCOMPARE(r.result.epochs.size(), std::size_t{1});
    QCOMPARE(r.result.epochs[0].epoch, 1);
  }

  void stopFromTheWindowKeepsFinishedEpochs() {
    MainWindow w;
    w.show();
    ExperimentSpec spec = test::tinyMnistSpec(50);  // far longer than the test waits
    spec.train.batch = 16;
    w.applySpec(spec);
    QVERIFY(test::waitForData(w));
    TrainingController* tc = w.training();
    QSignalSpy epochs(tc->worker(), &TrainingWorker::epochFinished);
    QSignalSpy ended(tc, &TrainingController::runEnded);
    QVERIFY(w.train());
    QVERIFY(epochs.wait(120000));  // one epoch done
    QVERIFY(w.stopAction()->isEnabled());
    w.stopAction()->trigger();
    QVERIFY(ended.wait(60000));
    RunPtr run = tc->shownRun();
    QCOMPARE(run->status, RunStatus::Cancelled);
    QVERIFY(run->epochs.size() >= 1 && run->epochs.size() < 50);
    QVERIFY(run->record.has_value());
    QCOMPARE(run->record->result.epochs.size(), run->epochs.size());
    QVERIFY(!tc->isRunning());
    QVERIFY(w.trainAction()->isEnabled());
    QVERIFY(!w.stopAction()->isEnabled());
    QCOMPARE(w.trainingView()->shelf()->table()->item(0, 10)->text(), run->statusText());
  }

  // #27: a run the history cannot store is never shown as "completed": the window says it was not
  // stored and where its record is; History > Import (importRecord) takes it back.
  void aRunTheHistoryCannotStoreIsNotCalledCompleted() {
    QTemporaryDir dir;
    const QString h = dir.path() + "/locked.sqlite";
    qputenv("NNLAB_HISTORY_WAIT_S", "0.3");
    MainWindow w;
    w.openHistory(h);
    QVERIFY(w.historyStore());
    w.show();
    w.applySpec(test::tinyMnistSpec(1));
    QVERIFY(test::waitForData(w));
    SqliteDb holder(h.toStdString(), SQLITE_OPEN_READWRITE);
    holder.exec("BEGIN IMMEDIATE");  // another process holds the file for longer than the wait
    TrainingController* tc = w.training();
    QSignalSpy ended(tc, &TrainingController::runEnded);
    QSignalSpy notStored(tc->worker(), &TrainingWorker::notStored);
    w.trainAction()->trigger();
    QVERIFY(ended.wait(120000));
    holder.exec("ROLLBACK");
    qunsetenv("NNLAB_HISTORY_WAIT_S");
    QCOMPARE(notStored.count(), 1);
    RunPtr run = tc->shownRun();
    QCOMPARE(run->status, RunStatus::Completed);
    QVERIFY2(run->statusText().contains("not stored"), qPrintable(run->statusText()));
    QCOMPARE(w.trainingView()->shelf()->table()->item(0, 10)->text(), run->statusText());
    const QString log = w.trainingView()->log()->toPlainText();
    QVERIFY2(log.contains("Not stored") && log.contains("history import"), qPrintable(log));
    const QString file = QString::fromStdString(HistoryRecorder::recoveryPathFor(h.toStdString(), run->record->id));
    QVERIFY2(QFile::exists(file), qPrintable(file));
    // The next time the history is opened (the app started again), the run comes in by itself.
    w.openHistory(h);
    QVERIFY(!QFile::exists(file));
    QCOMPARE(w.historyStore()->list().size(), std::size_t{1});
    QCOMPARE(w.historyStore()->list()[0].status, RunStatus::Completed);
  }

  void engineErrorIsASignalAndTheWindowStaysUsable() {
    MainWindow w;
    w.show();
    QVERIFY(test::waitForData(w));
    TrainingController* tc = w.training();
    QSignalSpy ended(tc, &TrainingController::runEnded);
    QSignalSpy errors(tc->worker(), &TrainingWorker::errorOccurred);

    // A dataset folder that does not exist: the engine refuses before training.
    ExperimentSpec bad = test::tinyMnistSpec(1);
    bad.dataset = "/nonexistent/nnlab-test-data";
    const int badId = tc->start(bad);
    QVERIFY(badId > 0);
    QVERIFY(ended.wait(60000));
    // The run's end (the observer's, at the failure) and the worker's error signal (after the history
    // settles the run) come from the worker thread one after the other: wait for both.
    QTRY_COMPARE(errors.count(), 1);
    const QString message = errors.at(0).at(1).toString();
    QVERIFY2(message.contains("nnlab-test-data"), qPrintable(message));
    RunPtr badRun = tc->run(badId);
    QVERIFY(badRun->failedBeforeTraining);
    QVERIFY(!tc->isRunning());
    QVERIFY(w.trainingView()->log()->toPlainText().contains(message));
    QCOMPARE(w.trainingView()->shelf()->rowCount(), 1);

    // A model that diverges (learning rate far too high) ends as "diverged" with its message.
    ExperimentSpec wild = test::tinyMnistSpec(2);
    wild.train.optimizer.lr = 10.0;
    wild.train.optimizer.momentum = 0.99;
    const int wildId = tc->start(wild);
    QVERIFY(ended.wait(60000));
    RunPtr wildRun = tc->run(wildId);
    QVERIFY(wildRun->status == RunStatus::Diverged || wildRun->status == RunStatus::Completed);

    // The window is still usable: the normal Train path runs and completes.
    w.applySpec(test::tinyMnistSpec(1));
    QVERIFY(test::waitForData(w));
    QVERIFY2(w.trainAction()->isEnabled(), qPrintable(w.trainBlockedReason()));
    w.trainAction()->trigger();
    QVERIFY(tc->isRunning());
    QVERIFY(!w.trainAction()->isEnabled());
    QVERIFY(w.stopAction()->isEnabled());
    QVERIFY(ended.wait(120000));
    RunPtr good = tc->shownRun();
    QCOMPARE(good->status, RunStatus::Completed);
    QVERIFY(good->test.has_value());
    QVERIFY(w.trainAction()->isEnabled());
    QCOMPARE(w.trainingView()->shelf()->rowCount(), 3);

    // Export all charts of that run: 5 charts x 4 formats.
    QTemporaryDir dir;
    QString error;
    const QStringList files = w.exporter()->exportRun(good->id, dir.path(), 96, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(files.size(), 20);
    // #26: named after the run (and its history row), not "run2-...".
    const QString stem = ChartExporter::fileStem(*good);
    QVERIFY2(good->title().contains(good->modelName()) &&
                 stem.startsWith(QString::fromStdString(safeFileName(good->title().toStdString()))),
             qPrintable(stem));
    if (good->historyId) QVERIFY2(stem.endsWith(QStringLiteral("-run%1").arg(good->historyId)), qPrintable(stem));
    for (const QString& f : files) QVERIFY2(QFileInfo(f).fileName().startsWith(stem + '-'), qPrintable(f));
    // And its record, as nnlab-cli writes it.
    QVERIFY(w.exporter()->saveRecord(good->id, dir.filePath("run.json"), &error));
    QVERIFY(QFileInfo(dir.filePath("run.csv")).size() > 0);
  }
};

QTEST_MAIN(WorkerTest)
#include "test_gui_worker.moc"

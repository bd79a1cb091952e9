#pragma once
// TrainingController: owns the worker thread and every run of the session. Train queues an
// experiment on the worker; the worker's signals update the run's RunData here, on the GUI
// thread, and mark the training view dirty (it replots at most every 40 ms). Stop sets the
// worker's atomic flag. The compare shelf's overlays and "Show" choose what the charts draw.
#include <QElapsedTimer>
#include <QObject>
#include <QThread>

#include "gui/training_worker.h"
#include "widgets/run_data.h"

namespace nnlab::gui {

class TrainingView;

class TrainingController : public QObject {
  Q_OBJECT
 public:
  TrainingController(TrainingView* view, QObject* parent = nullptr);
  ~TrainingController() override;

  // Where runs are stored as they happen (null: nowhere). The store is shared with the History page.
  void setHistory(std::shared_ptr<HistoryStore> history) { history_ = std::move(history); }
  const std::shared_ptr<HistoryStore>& history() const { return history_; }

  // Starts a run (returns its id), or 0 when one is already running.
  int start(const ExperimentSpec& spec);
  // A finished run from the history or a record file, added to the session's runs (or the one
  // already there for that history row); returns its id. show: make it the current run.
  int addRecord(const RunRecord& record, qint64 historyId, bool show);
  // Renames a run here and in the history.
  void renameRun(int id, const QString& label);
  void stop();
  bool isRunning() const { return running_ != nullptr; }
  const RunList& runs() const { return runs_; }
  RunPtr run(int id) const;
  RunPtr shownRun() const;  // the run the charts and results show first
  void showRun(int id);
  TrainingWorker* worker() const { return worker_; }
  QThread* thread() { return &thread_; }

 Q_SIGNALS:
  void runningChanged(bool running);
  void runStarted(int runId);
  void runEnded(int runId);  // finished, stopped, diverged, failed or refused by the engine
  void historyChanged();     // a run was stored, finished or renamed in the history
  void statusMessage(const QString& text);

 private:
  void onRunRegistered(int id, const QString& label, qint64 historyId);
  void onTrainingStarted(int id);
  void onEpochStarted(int id, int epoch, int epochs);
  void onBatchProgress(int id, const BatchUpdate& u);
  void onEpochFinished(int id, const EpochRecord& r);
  void onTestFinished(int id, const EvalResult& r);
  void onFinished(int id, const RunRecord& record);
  void onError(int id, const QString& message);
  void endRun(const RunPtr& run);
  void showDoneOf(const RunData& r);  // the progress bar for a run that is not training
  QString endText(const RunData& run) const;  // "Run 2 completed · test accuracy 97.67 %"
  void updateCharts();
  void log(const QString& line);

  TrainingView* view_;
  std::shared_ptr<HistoryStore> history_;
  QThread thread_;
  TrainingWorker* worker_ = nullptr;
  RunList runs_;
  RunPtr running_;
  int shownId_ = 0;
  int nextId_ = 1;
  QElapsedTimer clock_;          // since the current run's first epoch began
  qint64 batchesDone_ = 0;       // in the current run
  bool stopRequested_ = false;
};

}  // namespace nnlab::gui

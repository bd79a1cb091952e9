#pragma once
// DatasetJobs: owns the dataset worker's thread and runs one job at a time (import, download,
// stand-in), like TrainingController does for runs. It queues the job on the worker, shows its
// progress in the data page's DatasetJobBar, turns the bar's Cancel into the worker's atomic
// flag, and reports how each job ended. Closing the window cancels a job and waits for it.
#include <QObject>
#include <QThread>

#include "gui/dataset_job_worker.h"

namespace nnlab::gui {

class DatasetJobBar;

class DatasetJobs : public QObject {
  Q_OBJECT
 public:
  explicit DatasetJobs(DatasetJobBar* bar, QObject* parent = nullptr);
  ~DatasetJobs() override;

  // Each starts a job and returns its id, or 0 when another one is running.
  int startImport(const ImportRequest& request);
  int startDownload(const DownloadRequest& request);
  int startGenerate(const QString& standIn, const StandInOptions& options);
  void cancel();
  bool isBusy() const { return currentId_ != 0; }
  DatasetJobWorker* worker() const { return worker_; }
  DatasetJobBar* bar() const { return bar_; }

 Q_SIGNALS:
  void busyChanged(bool busy);
  void progressed(const nnlab::gui::DatasetJobProgress& progress);
  void ended(const nnlab::gui::DatasetJobOutcome& outcome);

 private:
  int begin(const QString& title);
  void onProgress(const DatasetJobProgress& p);
  void onFinished(const DatasetJobOutcome& outcome);

  DatasetJobBar* bar_;
  QThread thread_;
  DatasetJobWorker* worker_ = nullptr;
  int currentId_ = 0;
  int nextId_ = 1;
};

}  // namespace nnlab::gui

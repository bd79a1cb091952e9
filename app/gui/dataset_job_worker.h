#pragma once
// DatasetJobWorker: lives on its own QThread and runs one dataset job at a time through the
// engine's dataset store (importDataset, downloadDataset, generateStandInDataset). Their
// progress callbacks run on that thread and leave it as queued signals with plain values,
// coalesced (a new stage at once, otherwise at most one per kProgressMs); Cancel sets an
// atomic flag that the engine checks per image and per network chunk.
#include <QObject>
#include <atomic>

#include "data/dataset_store.h"
#include "widgets/dataset_job.h"

namespace nnlab::gui {

class DatasetJobWorker : public QObject {
  Q_OBJECT
 public:
  static constexpr int kProgressMs = 50;

  explicit DatasetJobWorker(QObject* parent = nullptr);
  // Thread-safe. The job stops at its next image or chunk and ends as cancelled.
  void requestCancel() { cancel_.store(true); }
  // Called by the GUI before it queues a job, so a Cancel pressed before the job starts counts.
  void clearCancel() { cancel_.store(false); }
  bool isCancelRequested() const { return cancel_.load(); }

  // Each runs on the worker's thread (invoke it queued) and emits finished once.
  void runImport(int jobId, const nnlab::ImportRequest& request);
  void runDownload(int jobId, const nnlab::DownloadRequest& request);
  void runGenerate(int jobId, const QString& standIn, const nnlab::StandInOptions& options);

 Q_SIGNALS:
  void progressed(const nnlab::gui::DatasetJobProgress& progress);
  void finished(const nnlab::gui::DatasetJobOutcome& outcome);

 private:
  template <typename Job>
  void run(DatasetJobOutcome outcome, Job&& job);

  std::atomic<bool> cancel_{false};
};

}  // namespace nnlab::gui

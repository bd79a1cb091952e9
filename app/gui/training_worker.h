#pragma once
// TrainingWorker: lives on its own QThread and runs one experiment at a time through the
// engine's runExperiment(). Engine callbacks arrive on that thread and leave it only as queued
// signals carrying plain values; the GUI asks it to stop through an atomic flag that the
// trainer checks before every batch. Batch callbacks are coalesced (at most one signal per
// kBatchSignalMs, all losses kept), so a fast model cannot flood the GUI's event queue.
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QVector>
#include <atomic>
#include <memory>

#include "experiment/experiment_runner.h"
#include "experiment/history_store.h"

namespace nnlab::gui {

// Batches finished since the previous update: their losses in order, and where the epoch is.
struct BatchUpdate {
  int epoch = 0, epochs = 0;
  qint64 batch = 0, batches = 0;  // the last batch of this update, 1-based within the epoch
  double samplesPerSecond = 0.0;  // so far in this epoch
  QVector<double> losses;
};

class TrainingWorker : public QObject {
  Q_OBJECT
 public:
  static constexpr int kBatchSignalMs = 50;

  explicit TrainingWorker(QObject* parent = nullptr);
  // Thread-safe. The run ends before its next batch with status "cancelled", keeping the
  // finished epochs.
  void requestStop() { stop_.store(true); }
  // Called by the GUI before it queues run(), so a Stop pressed before the run starts counts.
  void clearStop() { stop_.store(false); }
  bool isBusy() const { return busy_.load(); }

 public Q_SLOTS:
  // Runs on the worker's thread (invoke it queued). Emits finished or errorOccurred, once. With a
  // history, the run is stored in it as it happens (the store is shared with the GUI thread: it
  // serialises its own calls).
  void run(int runId, const nnlab::ExperimentSpec& spec, std::shared_ptr<nnlab::HistoryStore> history = {},
           const QString& label = {});

 Q_SIGNALS:
  // The run has its identity: its label, and its row in the history (0 without one).
  void runRegistered(int runId, const QString& label, qint64 historyId);
  void trainingStarted(int runId);  // data loaded and model built: the first epoch begins
  void epochStarted(int runId, int epoch, int epochs);
  void batchProgress(int runId, const nnlab::gui::BatchUpdate& update);
  void epochFinished(int runId, const nnlab::EpochRecord& record);
  void testFinished(int runId, const nnlab::EvalResult& result);
  // The run measures its energy: its power sampler, to be read (trace(cursor), update(cursor))
  // from the GUI thread while it runs and after.
  void powerSampler(int runId, std::shared_ptr<const nnlab::PowerSampler> sampler);
  void finished(int runId, const nnlab::RunRecord& record);
  // An error before training started (bad spec, missing data, impossible model, no device):
  // the engine's message, readable as it is.
  void errorOccurred(int runId, const QString& message);
  // The history could not store (all of) the run: the run itself went on.
  // A history write failed while the run trained (said at once; the run goes on).
  void historyProblem(int runId, const QString& message);
  // After the run, before finished(): the history could not store it; the message says where
  // its record is (a recovery file that History > Import takes).
  void notStored(int runId, const QString& message);

 private:
  std::atomic<bool> stop_{false};
  std::atomic<bool> busy_{false};
};

}  // namespace nnlab::gui

Q_DECLARE_METATYPE(nnlab::ExperimentSpec)
Q_DECLARE_METATYPE(nnlab::EpochRecord)
Q_DECLARE_METATYPE(nnlab::EvalResult)
Q_DECLARE_METATYPE(nnlab::RunRecord)
Q_DECLARE_METATYPE(nnlab::gui::BatchUpdate)
Q_DECLARE_METATYPE(std::shared_ptr<const nnlab::PowerSampler>)

#pragma once
// RunData: what the GUI knows about one training run of this session, as plain values. The
// training controller fills it from the worker's queued signals (GUI thread only); the charts,
// the results panel and the compare shelf read it.
#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>
#include <optional>
#include <vector>

#include "experiment/experiment_runner.h"

namespace nnlab::gui {

struct RunData {
  Q_DECLARE_TR_FUNCTIONS(RunData)

 public:
  enum class State { Preparing, Training, Finished };

  int id = 0;
  QColor color;
  ExperimentSpec spec;
  QString label;            // the run's name (history, tables); default: device, precision, batch
  QString legend;           // its name on charts drawn with other runs: what differs between them
  qint64 historyId = 0;     // its row in the history, 0 when not stored
  State state = State::Preparing;
  QString backendDescription;
  QStringList classNames;
  std::vector<EpochRecord> epochs;
  QVector<double> batchX;     // fractional epoch: epoch - 1 + batch / batches
  QVector<double> batchLoss;  // raw per-batch training loss
  std::optional<EvalResult> test;
  std::optional<RunRecord> record;  // the engine's full record, once finished
  RunStatus status = RunStatus::Completed;
  QString message;                  // why it ended early, or the error before training
  bool failedBeforeTraining = false;
  QString notStored;                // the history could not store the run: why, and where its record is

  QString title() const;        // the label ("cuda:0 fp16 b64"), or "Run 3" before it has one
  QString legendName() const;   // legend, else title()
  // A finished run as the history or a record file has it: charts and results as if just trained.
  static RunData fromRecord(const RunRecord& record);
  QString modelName() const;
  bool synthetic() const;       // trained on a synthetic stand-in (the record says so, or the name does)
  QString datasetLabel() const; // "mnist", "synthetic-cracks (synthetic)"
  QString deviceLabel() const;  // "cpu-blas, 2 threads" / "cuda:0 fp16, graphs"
  QString precisionName() const;
  // Translated: completed, stopped, diverged, failed, training; "completed, not stored in the
  // history" when the history could not take it.
  QString statusText() const;
  QString statusName() const;   // the same without the history's part
  double trainSeconds() const;  // sum of the finished epochs' training phases
  double totalSeconds() const;  // the record's phase total, else the epochs' train + validation
  // Training samples / training seconds with the warm-up epoch left out (experiment/analysis.h):
  // the figure the history and the CLI show. 0 without epochs.
  double samplesPerSecond() const;
  std::optional<double> testAccuracy() const;
};

using RunPtr = std::shared_ptr<RunData>;
using RunList = QVector<RunPtr>;

// A distinct, readable colour for run number `id` (light and dark backgrounds alike).
QColor runColor(int id);
// Exponential moving average (alpha) of a series: the smoothed per-batch loss.
QVector<double> smoothed(const QVector<double>& values, double alpha = 0.05);

}  // namespace nnlab::gui

#pragma once
// The training page: progress line, four live charts (loss and accuracy per epoch, loss per
// batch, time per phase), a log, the test results and the compare shelf. Data arrives much
// faster than a screen refreshes, so updates only mark the view dirty and one 40 ms single-shot
// timer rebuilds and replots (at most 25 frames a second), as PlotJuggler does.
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <memory>

#include "hw/power/power_trace.h"
#include "widgets/run_data.h"

namespace nnlab {
class PowerSampler;
}

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QSplitter;
class QTabWidget;

namespace nnlab::gui {

class ChartView;
class EpochChart;
class BatchLossChart;
class PhaseTimeChart;
class PowerChart;
class ResultsPanel;
class RunShelf;

class TrainingView : public QWidget {
  Q_OBJECT
 public:
  static constexpr int kReplotIntervalMs = 40;        // at most 25 frames a second
  static constexpr int kBatchReplotIntervalMs = 100;  // when only per-batch data changed
  static constexpr int kProgressIntervalMs = 200;     // progress bar and text
  // What changed, so a frame redraws only the charts that show it (during training that is
  // the per-batch chart: the GUI thread then costs the training threads almost nothing).
  enum Change { Batches = 1, Epochs = 2, Test = 4, Everything = 7 };

  explicit TrainingView(QWidget* parent = nullptr);

  // The runs to draw, the current one first, then the overlays.
  void setRuns(const RunList& runs);
  // The current run's data changed: redraw within kReplotIntervalMs.
  void markDirty(int changes = Everything);
  // Progress of the current run; etaSeconds < 0: unknown.
  void setProgress(int epoch, int epochs, qint64 batch, qint64 batches, double samplesPerSecond, double etaSeconds);
  void setPhaseText(const QString& text, bool busy);  // "Loading mnist...", "Testing...", "Finished"
  void appendLog(const QString& line);
  // Shown above the charts when Train cannot run (empty hides it).
  void setBlockedReason(const QString& reason);
  void showError(const QString& message);  // a readable banner; cleared by the next run
  void showResultsTab();  // the log below the charts (the results are always shown)
  void showCompareTab();
  QTabWidget* bottomTabs() const { return side_; }  // the log and the compare shelf

  // A run that measures its energy: the "Power" tab follows its sampler live (read on this
  // thread through a cursor every kPowerRefreshMs) until stopFollowingPower(); a stored run's
  // trace is shown with showPowerTrace.
  static constexpr int kPowerRefreshMs = 250;
  void followPower(std::shared_ptr<const PowerSampler> sampler);
  void stopFollowingPower();  // one last update; the chart keeps what it drew
  void showPowerTrace(const PowerTrace& trace);
  PowerChart* powerChart() const { return power_; }

  QList<ChartView*> charts() const;  // the exportable charts, confusion matrix included
  RunShelf* shelf() const { return shelf_; }
  ResultsPanel* results() const { return results_; }
  QPlainTextEdit* log() const { return log_; }
  QProgressBar* progressBar() const { return progress_; }
  QString progressText() const;
  int replotCount() const { return replots_; }

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void replotNow();
  void updateLogFont();
  int bottomPaneHeight() const;
  void fitBottomPane();
  void pollPower();

  QLabel* banner_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* progressText_ = nullptr;
  EpochChart* loss_ = nullptr;
  EpochChart* accuracy_ = nullptr;
  BatchLossChart* batchLoss_ = nullptr;
  PhaseTimeChart* phases_ = nullptr;
  ResultsPanel* results_ = nullptr;
  RunShelf* shelf_ = nullptr;
  QTabWidget* side_ = nullptr;
  QSplitter* vertical_ = nullptr;
  bool userSizedPane_ = false;
  QPlainTextEdit* log_ = nullptr;
  PowerChart* power_ = nullptr;
  std::shared_ptr<const PowerSampler> sampler_;
  PowerTraceCursor powerCursor_;
  QTimer powerTimer_;
  QTimer replotTimer_;
  QElapsedTimer progressClock_;
  RunList runs_;
  int replots_ = 0;
  int dirty_ = Everything;
  bool pending_ = false;  // data changed while hidden: redraw when shown
  QString blocked_, error_;
};

}  // namespace nnlab::gui

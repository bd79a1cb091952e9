#pragma once
// The Sweeps page: build a sweep from the current experiment (SweepEditor), see how many runs it
// makes, run it, stop it, resume it; earlier sweeps reopen from the history. The table fills in cell
// by cell (mean ± std); the charts show any metric against any axis with error bars and each
// cell's per-epoch curves with their min-max band. Running happens elsewhere (the app's
// SweepController): the page asks with runRequested/stopRequested and is told the progress.
#include <QWidget>
#include <memory>

#include "experiment/history_store.h"
#include "experiment/report.h"
#include "experiment/sweep_report.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace nnlab::gui {

class SweepCurvesChart;
class SweepEditor;
class SweepMetricChart;

class SweepPage : public QWidget {
  Q_OBJECT
 public:
  explicit SweepPage(QWidget* parent = nullptr);

  void setStore(std::shared_ptr<HistoryStore> store);
  SweepEditor* editor() const { return editor_; }
  // Reloads the list of sweeps and the shown sweep's report from the history.
  void refresh();
  // Shows a stored sweep (by uid).
  void showSweep(const QString& uid);
  QString shownSweep() const { return shownUid_; }
  const SweepReport* report() const { return report_.get(); }

  // From the controller.
  void setRunning(bool running);
  void setProgress(int done, int total, double etaSeconds, const QString& text);

  SweepMetricChart* metricChart() const { return metricChart_; }
  SweepCurvesChart* curvesChart() const { return curvesChart_; }
  QString progressText() const;  // "3 of 8 runs · about 20 s left · batch=32 (repeat 1)"
  QTableWidget* table() const { return table_; }
  QComboBox* xAxisBox() const { return xAxis_; }
  QComboBox* metricBox() const { return metric_; }
  QComboBox* seriesBox() const { return series_; }
  QComboBox* errorBox() const { return errors_; }
  QCheckBox* logScaleBox() const { return logY_; }
  QPushButton* runButton() const { return run_; }
  QPushButton* templatesButton() const { return templates_; }
  QPushButton* reportButton() const { return reportButton_; }
  // Fills the editor from a sweep spec file (axes, repeats) and emits templateChosen; an error
  // message when the file cannot be read.
  QString openTemplate(const QString& path);

 signals:
  void runRequested(const nlohmann::json& spec);  // a new sweep, or one to resume (the same spec)
  // A study template (share/nnlab/sweeps/*.json) chosen: the owner makes its base the current
  // experiment; the page has filled the editor's axes and repeats.
  void templateChosen(const nlohmann::json& base, const QString& name);
  void stopRequested();
  // Report... : the shown sweep as a study report (the owner makes it and opens the preview).
  void reportRequested(const nnlab::ReportSelection& selection);
  void statusMessage(const QString& text);

 private:
  void fillTable();
  void updateCharts();
  void updateButtons();

  std::shared_ptr<HistoryStore> store_;
  std::unique_ptr<SweepReport> report_;
  nlohmann::json shownSpec_;
  QString shownUid_;
  bool running_ = false;
  SweepEditor* editor_ = nullptr;
  QComboBox* sweeps_ = nullptr;
  QPushButton* run_ = nullptr;
  QPushButton* templates_ = nullptr;
  QPushButton* stop_ = nullptr;
  QPushButton* resume_ = nullptr;
  QPushButton* reportButton_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* progressText_ = nullptr;
  QTableWidget* table_ = nullptr;
  QComboBox* xAxis_ = nullptr;
  QComboBox* metric_ = nullptr;
  QComboBox* series_ = nullptr;
  QComboBox* errors_ = nullptr;
  QCheckBox* logY_ = nullptr;
  QComboBox* curve_ = nullptr;
  SweepMetricChart* metricChart_ = nullptr;
  SweepCurvesChart* curvesChart_ = nullptr;
};

}  // namespace nnlab::gui

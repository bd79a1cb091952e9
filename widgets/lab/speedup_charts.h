#pragma once
// The speedup charts (what the engine's compareRuns() computed, speedup.h):
// SpeedupChart — for each compared run or cell, its speedup over the baseline in every phase
// (training, validation, test, data load and setup, whole run) as bars with error bars, the
// baseline's line at 1 and, for runs on several devices, the ideal (speedup = devices);
// AmdahlChart — speedup against the number of devices: the ideal line, the measured points and the
// curve Amdahl's law predicts from the serial fraction estimated from them (Karp-Flatt);
// EnergyChart — when the runs measured their energy: energy and EDP of each run or cell as bars
// normalised to the baseline's (lower is better).
#include "experiment/energy_summary.h"
#include "experiment/speedup.h"
#include "hw/predict.h"
#include "widgets/chart_view.h"

namespace nnlab::gui {

class SpeedupChart : public ChartView {
  Q_OBJECT
 public:
  explicit SpeedupChart(QWidget* parent = nullptr);
  void setReport(const SpeedupReport* report) { report_ = report; }
  // Which phases to draw (all five by default); a logarithmic axis when the speedups span decades.
  void setPhases(const std::vector<TimePhase>& phases) { phases_ = phases; }
  void rebuild() override;

 private:
  const SpeedupReport* report_ = nullptr;
  QList<QCPAbstractItem*> labels_;  // the figures over the bars (ChartView owns other items)
  std::vector<TimePhase> phases_{TimePhase::Train, TimePhase::Validation, TimePhase::Test, TimePhase::Setup,
                                 TimePhase::Total};
};

class AmdahlChart : public ChartView {
  Q_OBJECT
 public:
  explicit AmdahlChart(QWidget* parent = nullptr);
  void setReport(const SpeedupReport* report) { report_ = report; }
  // What-if (issue 25): the speedup predicted for the baseline's model on its device, calibrated
  // by its measured epoch, to 64 devices and 8 nodes (experiment/prediction_check.h); none: not shown.
  void setPredicted(std::optional<ScalingPrediction> predicted, const QString& device) {
    predicted_ = std::move(predicted);
    predictedDevice_ = device;
  }
  const QCPGraph* predictedGraph() const { return predictedGraph_; }
  void rebuild() override;

 private:
  const SpeedupReport* report_ = nullptr;
  std::optional<ScalingPrediction> predicted_;
  QString predictedDevice_;
  QCPGraph* predictedGraph_ = nullptr;
};

class EnergyChart : public ChartView {
  Q_OBJECT
 public:
  explicit EnergyChart(QWidget* parent = nullptr);
  void setGroups(std::vector<GroupEnergy> groups) { groups_ = std::move(groups); }  // the baseline first
  const std::vector<GroupEnergy>& groups() const { return groups_; }
  void rebuild() override;

 private:
  std::vector<GroupEnergy> groups_;
  QList<QCPAbstractItem*> labels_;
};

}  // namespace nnlab::gui

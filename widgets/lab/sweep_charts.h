#pragma once
// The charts of a sweep's report. SweepMetricChart: any metric against any axis, one series per
// value of a second axis, with error bars (std or 95 % CI, QCPErrorBars) — e.g. time per epoch
// against batch for fp32 and fp16. SweepCurvesChart: a per-epoch curve of every cell, the mean
// with its min-max band. Both draw what the engine computed (sweep_report.h) and export like every
// chart (ChartView).
#include "experiment/sweep_report.h"
#include "widgets/chart_view.h"

namespace nnlab::gui {

class SweepMetricChart : public ChartView {
  Q_OBJECT
 public:
  enum class ErrorBars { Std, Ci95, None };
  explicit SweepMetricChart(QWidget* parent = nullptr);
  // The report stays the caller's; seriesAxis -1: one series.
  void setView(const SweepReport* report, int xAxis, const std::string& metric, int seriesAxis, ErrorBars bars);
  // A logarithmic y axis (used only while every mean is above 0).
  void setLogY(bool on) { logY_ = on; }
  bool logY() const { return logY_; }
  void rebuild() override;

 private:
  bool logY_ = false;
  const SweepReport* report_ = nullptr;
  int xAxis_ = 0, seriesAxis_ = -1;
  std::string metric_;
  ErrorBars bars_ = ErrorBars::Std;
};

class SweepCurvesChart : public ChartView {
  Q_OBJECT
 public:
  explicit SweepCurvesChart(QWidget* parent = nullptr);
  // series: "val_accuracy", "val_macro_f1", "train_loss", "val_loss".
  void setView(const SweepReport* report, const std::string& series);
  void rebuild() override;

 private:
  const SweepReport* report_ = nullptr;
  std::string series_ = "val_accuracy";
};

}  // namespace nnlab::gui

#pragma once
// The live charts of the training view. Each draws every run it is given (the current one and
// the runs overlaid from the compare shelf), one colour per run, with a legend.
#include "widgets/chart_view.h"

namespace nnlab::gui {

// Loss or accuracy per epoch, training (solid) and validation (dashed).
class EpochChart : public ChartView {
  Q_OBJECT
 public:
  enum class Metric { Loss, Accuracy };
  EpochChart(Metric metric, QWidget* parent = nullptr);
  void rebuild() override;

 private:
  Metric metric_;
};

// Training loss of every batch (faint) and its moving average (solid), against the epoch.
class BatchLossChart : public ChartView {
  Q_OBJECT
 public:
  explicit BatchLossChart(QWidget* parent = nullptr);
  // Redrawn every frame while training, so it keeps its graphs (two per run) and only
  // replaces their data; it recreates them when the list of runs changes.
  void rebuild() override;

 private:
  RunList drawn_;
  int drawnStyle_ = -1;
};

// Seconds per phase: stacked bars of training and validation per epoch, and the test pass;
// overlaid runs stand side by side.
class PhaseTimeChart : public ChartView {
  Q_OBJECT
 public:
  explicit PhaseTimeChart(QWidget* parent = nullptr);
  void rebuild() override;
};

}  // namespace nnlab::gui

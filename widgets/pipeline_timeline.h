#pragma once
// One training step of a model-parallel run (the record's pipeline block, train/pipeline.h) as a
// timeline: a lane per stage (its device), a bar per forward, backward, transfer and gradient
// sum, coloured by what it is and numbered by micro-batch, on the step's own clock. The title
// gives the schedule and the bubble measured over the whole run next to the ideal
// (p - 1) / (m + p - 1). Its CSV holds the events.
#include "widgets/chart_view.h"

namespace nnlab::gui {

class PipelineTimelineChart : public ChartView {
  Q_OBJECT
 public:
  explicit PipelineTimelineChart(QWidget* parent = nullptr);
  // Draws the first run with a pipeline block.
  void rebuild() override;
  QString csv() const override;
  int eventCount() const { return static_cast<int>(bars_.size()); }

 private:
  const RunData* shownRun() const;
  // Shows a micro-batch's number only where its bar is wide enough for it (narrow bars overlapped).
  void fitLabels();
  QList<QCPItemRect*> bars_;
  QList<QCPItemText*> labels_;
  QList<QPair<double, double>> labelSpans_;  // each label's bar, start and end in ms
  QList<QCPBars*> legendKeys_;
};

}  // namespace nnlab::gui

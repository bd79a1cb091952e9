#pragma once
// What a run's test pass measured: accuracy, macro precision/recall/F1, loss and times, and
// in two tabs the confusion-matrix heat map and a per-class table (and for a model-parallel run a
// third, its pipeline's timeline).
#include <QWidget>

#include "widgets/run_data.h"

class QLabel;
class QTabWidget;
class QTableWidget;

namespace nnlab::gui {

class ConfusionChart;
class PipelineTimelineChart;

class ResultsPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ResultsPanel(QWidget* parent = nullptr);
  // Shows `run` (null: nothing yet). Cheap enough to call on every refresh.
  void setRun(const RunData* run);
  ConfusionChart* confusionChart() const { return confusion_; }
  // A model-parallel run's step as a timeline (its tab shows only for such runs).
  PipelineTimelineChart* timelineChart() const { return timeline_; }
  QTableWidget* classTable() const { return table_; }
  QTabWidget* tabs() const { return tabs_; }  // the confusion matrix and the per-class table
  QString summaryText() const;

 private:
  QLabel* summary_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  ConfusionChart* confusion_ = nullptr;
  QTableWidget* table_ = nullptr;
  PipelineTimelineChart* timeline_ = nullptr;
  const RunData* shown_ = nullptr;
  bool shownHadTest_ = false;
  int shownState_ = -1;
};

}  // namespace nnlab::gui

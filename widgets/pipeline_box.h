#pragma once
// The Device page's "Split the model" box (model parallelism, train/pipeline.h): how many stages,
// the device of each, where each stage begins (auto: balanced by compute, memory or measured time;
// or the first layer of each), the micro-batches and the schedule (naive, GPipe, 1F1B). Below,
// the engine's plan for the model as it stands: each stage's layers, parameters and memory, the
// micro-batches' size and the ideal bubble, or why the split cannot run.
#include <QGroupBox>
#include <vector>

#include "backends/backend_factory.h"
#include "experiment/experiment_spec.h"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace nnlab::gui {

class PipelineBox : public QGroupBox {
  Q_OBJECT
 public:
  PipelineBox(const std::vector<BackendChoice>& choices, QWidget* parent = nullptr);

  // Off (devices empty) unless the box is ticked.
  PipelineSpec pipeline() const;
  // Shows a spec's pipeline; false (and the box unticked) when a stage's device cannot run here.
  bool setPipeline(const PipelineSpec& p);
  // The experiment as it stands: the plan note follows its model, batch and memory budget.
  void setPlanContext(const ExperimentSpec& spec, const Shape& input, int classes);
  QString problem() const;  // empty when the split can run (or the box is off)
  // The stages as the plan has them (0-based first layers; empty when off or not plannable) and
  // their devices: the Model page tints its rows by them.
  const std::vector<std::size_t>& plannedStarts() const { return planned_; }
  QStringList stageDevices() const;
  // A stage begins at 0-based layer `row`, or no longer does: from the plan's stages (auto ones
  // become explicit), the box ticked, a device added or removed.
  void toggleStageStart(int row);

 signals:
  void changed();

 private:
  void updateStages();
  void updateNote();

  std::vector<BackendChoice> choices_;
  QSpinBox* stages_ = nullptr;
  QHBoxLayout* deviceRow_ = nullptr;
  std::vector<QComboBox*> devices_;  // objectName "stageDevice1", ...
  QLineEdit* starts_ = nullptr;      // "auto" or "1, 6"
  QComboBox* balance_ = nullptr;
  QSpinBox* micro_ = nullptr;
  QComboBox* schedule_ = nullptr;
  QLabel* note_ = nullptr;
  ExperimentSpec context_;
  Shape input_;
  int classes_ = 0;
  bool hasContext_ = false;
  QString problem_;
  std::vector<std::size_t> planned_;
};

}  // namespace nnlab::gui

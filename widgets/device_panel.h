#pragma once
// The device page's left half: what this machine has (CPU model, cores, ISA, memory; each
// GPU's name, memory, SMs, compute capability, clocks, bandwidth and the CUDA software) and
// the modes it allows: cpu-reference, cpu-blas with a thread count, each GPU with its
// precisions and CUDA graphs. Modes this machine or build cannot run are listed disabled with
// the engine's reason, never hidden. Below them, "Several devices": data-parallel training over
// the GPUs ticked and any number of cpu-blas replicas, with the strategy (all-reduce of
// gradients, parameter averaging every K steps, an asynchronous parameter server), whether the
// batch is each device's or the global one, and a CPU's share among GPUs. Then "Split the model":
// model parallelism over stages (widgets/pipeline_box.h).
#include <QWidget>
#include <optional>
#include <vector>

#include "backends/backend_factory.h"
#include "experiment/experiment_spec.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace nnlab::gui {

class PipelineBox;

class DevicePanel : public QWidget {
  Q_OBJECT
 public:
  explicit DevicePanel(QWidget* parent = nullptr);

  QString backendName() const;
  int threads() const;             // cpu-blas: 1..cores (0 never: the panel always says how many)
  Precision precision() const;
  bool graphs() const;
  // device.memory_budget_gib: pretend each device has only this much memory (0: its own).
  double memoryBudgetGiB() const;
  void setMemoryBudgetGiB(double gib);
  // Selects a mode if this machine offers it (returns false, and keeps the current one, if not).
  bool setBackend(const QString& name, int threads, Precision precision, bool graphs);
  // Data parallel: the devices (empty when one device trains) and how they combine.
  std::vector<std::string> devices() const;
  ParallelSpec parallel() const;
  // Shows a spec's devices and parallel settings (false, and one device, if this machine lacks one).
  bool setParallel(const std::vector<std::string>& devices, const ParallelSpec& parallel);
  // Measuring the run's energy (power sampled during the run, an idle baseline before it).
  EnergySpec energy() const;
  void setEnergy(const EnergySpec& energy);
  QString summary() const;         // for the status bar: "cpu-blas, 2 threads, fp32"
  QString problem() const;         // empty when the chosen mode can run
  // The whole experiment as it stands (batch, learning rate, epochs come from other pages): the
  // data-parallel note says what a step will average over and the learning rate it trains with
  // (experiment/data_parallel.h's plan), before the run starts. Does not emit changed().
  void setPlanContext(const ExperimentSpec& spec, const Shape& input = {}, int classes = 0);
  // Model parallelism (the "Split the model" box): off (devices empty) unless ticked.
  PipelineSpec pipeline() const;
  bool setPipeline(const PipelineSpec& p);
  PipelineBox* pipelineBox() const { return pipeline_; }
  const std::vector<BackendChoice>& choices() const { return choices_; }

 signals:
  void changed();

 private:
  void updateOptions();
  void updateParallel();
  QString parallelNoteText() const;
  QWidget* machineBox();
  QWidget* parallelBox();
  QWidget* energyBox();

  std::vector<BackendChoice> choices_;
  QButtonGroup* modes_ = nullptr;
  QSpinBox* threads_ = nullptr;
  QComboBox* precision_ = nullptr;
  QCheckBox* graphs_ = nullptr;
  QDoubleSpinBox* memoryBudget_ = nullptr;
  QLabel* optionsNote_ = nullptr;

  QGroupBox* parallel_ = nullptr;                 // checkable: several devices
  std::vector<QCheckBox*> gpus_;                  // one per GPU of this machine (name in objectName "gpu-cuda:N")
  QSpinBox* cpuReplicas_ = nullptr;               // cpu-blas replicas
  QComboBox* strategy_ = nullptr;
  QSpinBox* averageEvery_ = nullptr;
  QComboBox* batchMeaning_ = nullptr;
  QComboBox* lrScaling_ = nullptr;
  QCheckBox* syncBatchNorm_ = nullptr;
  QComboBox* gradientReduction_ = nullptr;
  std::optional<ExperimentSpec> planContext_;
  QCheckBox* cpuShareAuto_ = nullptr;
  QDoubleSpinBox* cpuShare_ = nullptr;            // percent of each global batch
  QLabel* parallelNote_ = nullptr;

  PipelineBox* pipeline_ = nullptr;               // checkable: "Split the model"
  QGroupBox* energy_ = nullptr;                   // checkable: "Measure energy"
  QDoubleSpinBox* powerHz_ = nullptr;
  QDoubleSpinBox* idleSeconds_ = nullptr;
};

}  // namespace nnlab::gui

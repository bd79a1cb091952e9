#pragma once
// The device page's left half: what this machine has (CPU model, cores, ISA, memory; each
// GPU's name, memory, SMs, compute capability, clocks, bandwidth and the CUDA software) and
// the modes it allows: cpu-reference, cpu-blas with a thread count, each GPU with its
// precisions and CUDA graphs. Modes this machine or build cannot run are listed disabled with
// the engine's reason, never hidden.
#include <QWidget>
#include <vector>

#include "backends/backend_factory.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace nnlab::gui {

class DevicePanel : public QWidget {
  Q_OBJECT
 public:
  explicit DevicePanel(QWidget* parent = nullptr);

  QString backendName() const;
  int threads() const;             // cpu-blas: 1..cores (0 never: the panel always says how many)
  Precision precision() const;
  bool graphs() const;
  // Selects a mode if this machine offers it (returns false, and keeps the current one, if not).
  bool setBackend(const QString& name, int threads, Precision precision, bool graphs);
  QString summary() const;         // for the status bar: "cpu-blas, 2 threads, fp32"
  QString problem() const;         // empty when the chosen mode can run
  const std::vector<BackendChoice>& choices() const { return choices_; }

 signals:
  void changed();

 private:
  void updateOptions();
  QWidget* machineBox();

  std::vector<BackendChoice> choices_;
  QButtonGroup* modes_ = nullptr;
  QSpinBox* threads_ = nullptr;
  QComboBox* precision_ = nullptr;
  QCheckBox* graphs_ = nullptr;
  QLabel* optionsNote_ = nullptr;
};

}  // namespace nnlab::gui

#pragma once
// Training hyper-parameters: epochs, batch, optimizer (SGD with momentum, Nesterov and weight
// decay, or Adam with its betas and epsilon), learning-rate schedule (constant, step, cosine)
// and loss. Rows that do not apply to the chosen optimizer or schedule are hidden.
#include <QWidget>

#include "train/trainer.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace nnlab::gui {

class HyperParamsPanel : public QWidget {
  Q_OBJECT
 public:
  explicit HyperParamsPanel(QWidget* parent = nullptr);

  // The settings as a TrainConfig (seed, precision and graphs come from other panels).
  TrainConfig config() const;
  void setConfig(const TrainConfig& config);
  QString problem() const;  // the engine's objection to these values, or empty
  // The last correction of a value typed outside its box's range; empty when hidden.
  QString rangeNote() const;

 signals:
  void changed();

 private:
  void updateRows();
  QFormLayout* form_ = nullptr;
  QSpinBox* epochs_ = nullptr;
  QSpinBox* batch_ = nullptr;
  QComboBox* optimizer_ = nullptr;
  QDoubleSpinBox* lr_ = nullptr;
  QDoubleSpinBox* momentum_ = nullptr;
  QCheckBox* nesterov_ = nullptr;
  QDoubleSpinBox* weightDecay_ = nullptr;
  QDoubleSpinBox* beta1_ = nullptr;
  QDoubleSpinBox* beta2_ = nullptr;
  QDoubleSpinBox* eps_ = nullptr;
  QComboBox* schedule_ = nullptr;
  QSpinBox* stepSize_ = nullptr;
  QDoubleSpinBox* gamma_ = nullptr;
  QDoubleSpinBox* minLr_ = nullptr;
  QSpinBox* warmup_ = nullptr;  // -1 shows "auto"
  QComboBox* loss_ = nullptr;
  QLabel* note_ = nullptr;
  bool correcting_ = false;
};

}  // namespace nnlab::gui

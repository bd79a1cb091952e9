#pragma once
// "New model > Dense stack...": the C trainer's inline network (--layers 784,192,10 --activation
// sigmoid) as a dialog that returns a ModelSpec (nn/dense_stack.h): the sizes (inputs, hidden
// units..., classes), the activation, and whether the output gets it too (sigmoid outputs for
// MSE, as the C trainer). The dialog checks the stack as it is typed and shows its layers and
// parameter count; OK is enabled only for a valid stack.
#include <QDialog>
#include <optional>

#include "nn/model_spec.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace nnlab::gui {

class DenseStackDialog : public QDialog {
  Q_OBJECT
 public:
  explicit DenseStackDialog(QWidget* parent = nullptr);
  void setLayers(const QString& sizes);        // "784,192,10"
  void setActivation(const QString& name);     // a registry activation: "sigmoid", "relu", ...
  void setActivateOutput(bool on);
  // The stack as a model, when the fields make a valid one.
  std::optional<ModelSpec> spec() const;
  QString problem() const;  // empty when valid

 private:
  void update();
  QLineEdit* layers_ = nullptr;
  QComboBox* activation_ = nullptr;
  QCheckBox* output_ = nullptr;
  QLabel* summary_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace nnlab::gui

#pragma once
// Editors for one layer's parameters, built from the registry: a spin box with the
// parameter's range for integers and numbers, a check box for switches, a list for choices.
// dense `units` can follow the dataset's class count; a pooling stride can follow the kernel.
// Each change is reported as (parameter, new value); a null value means "the default".
#include <QWidget>
#include <nlohmann/json.hpp>

class QFormLayout;
class QLabel;

namespace nnlab::gui {

class LayerParamEditor : public QWidget {
  Q_OBJECT
 public:
  explicit LayerParamEditor(QWidget* parent = nullptr);
  // Shows the layer `entry` at `row` (-1: nothing selected). Rebuilds the editors only when
  // the layer type or row changes, so focus and typing survive a re-check.
  void setLayer(int row, const nlohmann::json& entry);
  // The data's class count: what "= classes" stands for, and the number a parameter keeps when
  // the box is unticked (0: unknown; the parameter's default is shown then).
  void setClasses(int classes) { classes_ = classes; }
  int row() const { return row_; }
  // The editor widget of a parameter (tests drive it like a user).
  QWidget* editorFor(const QString& param) const;

 signals:
  void edited(int row, const QString& param, const nlohmann::json& value);

 private:
  void rebuild(const nlohmann::json& entry);
  void updateValues(const nlohmann::json& entry);
  void showCorrection(const QString& param, const QString& message);

  QLabel* heading_ = nullptr;
  QLabel* note_ = nullptr;  // a value typed outside its range, and what it became
  bool correcting_ = false;
  QWidget* form_ = nullptr;
  QFormLayout* formLayout_ = nullptr;
  int row_ = -1;
  int classes_ = 0;
  std::string type_;
  QMap<QString, QWidget*> editors_;
  QMap<QString, QWidget*> toggles_;  // the "classes" / "= kernel" check boxes
};

}  // namespace nnlab::gui

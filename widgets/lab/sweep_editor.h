#pragma once
// SweepEditor: a sweep made from the current experiment — axes (any experiment field by its path,
// with values typed as "16, 32, 64" or ticked from the known choices), repeats, cool-down and
// warm-up epochs — with the number of runs and the engine's verdict on the spec shown as it is
// edited. It only builds the sweep spec JSON; running it is the app's business.
#include <QWidget>

#include <nlohmann/json.hpp>

#include "experiment/experiment_spec.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace nnlab::gui {

class SweepEditor : public QWidget {
  Q_OBJECT
 public:
  explicit SweepEditor(QWidget* parent = nullptr);

  // The experiment the sweep varies (the app's current settings).
  void setBase(const ExperimentSpec& base);
  const ExperimentSpec& base() const { return base_; }
  // An axis: a field path and its values as the user types them ("16, 32, 64", "fp32, fp16").
  void addAxis(const QString& field, const QString& values);
  void clearAxes();
  void setRepeats(int repeats);

  nlohmann::json specJson() const;  // the sweep spec as `nnlab-cli sweep run` reads it
  QString problem() const;           // the engine's objection, or empty
  int runCount() const;              // 0 when the spec is not valid
  double cooldown() const;           // seconds between runs
  void setEstimate(const QString& text);  // "about 4 min" (the app estimates from the history)
  QTableWidget* axesTable() const { return axes_; }

  // "16" -> 16, "0.05" -> 0.05, "true" -> true, anything else -> a string.
  static nlohmann::json parseValue(const QString& text);
  // The fields offered in the axis column, and what each takes.
  static QStringList commonFields();

 signals:
  void changed();

 private:
  void updateSummary();
  ExperimentSpec base_ = ExperimentSpec::defaults();
  QLineEdit* name_ = nullptr;
  QTableWidget* axes_ = nullptr;
  QSpinBox* repeats_ = nullptr;
  QDoubleSpinBox* cooldown_ = nullptr;
  QSpinBox* warmup_ = nullptr;
  QLabel* summary_ = nullptr;
  QLabel* estimate_ = nullptr;
  QPushButton* add_ = nullptr;
  QPushButton* remove_ = nullptr;
};

}  // namespace nnlab::gui

#include "widgets/layer_param_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <climits>
#include <cmath>

#include "nn/layer_registry.h"
#include "widgets/engine_text.h"
#include "widgets/number_box.h"

namespace nnlab::gui {

using json = nlohmann::json;
using Kind = LayerParamInfo::Kind;

namespace {

// A pooling stride left out follows the kernel size (the engine's rule).
bool followsKernel(const LayerParamInfo& p) { return p.defaultValue.is_null() && p.name == "stride"; }

int decimalsFor(const LayerParamInfo& p) {
  const double v = p.defaultValue.is_number() ? std::fabs(p.defaultValue.get<double>()) : 0.0;
  if (v > 0 && v < 1e-3) return 8;
  return 4;
}

}  // namespace

LayerParamEditor::LayerParamEditor(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  heading_ = new QLabel(this);
  heading_->setWordWrap(true);
  layout->addWidget(heading_);
  form_ = new QWidget(this);
  formLayout_ = new QFormLayout(form_);
  formLayout_->setContentsMargins(0, 4, 0, 0);
  formLayout_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  layout->addWidget(form_);
  note_ = new QLabel(this);
  note_->setObjectName("paramRangeNote");
  note_->setWordWrap(true);
  note_->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
  note_->hide();
  layout->addWidget(note_);
  // A correction's note stays until the next edit that needed none.
  connect(this, &LayerParamEditor::edited, this, [this] {
    if (!correcting_) note_->hide();
    correcting_ = false;
  });
  layout->addStretch(1);
  setLayer(-1, json());
}

QWidget* LayerParamEditor::editorFor(const QString& param) const { return editors_.value(param); }

void LayerParamEditor::setLayer(int row, const json& entry) {
  const std::string type = entry.is_object() ? entry.value("type", std::string()) : std::string();
  if (row != row_ || type != type_) {
    row_ = row;
    type_ = type;
    rebuild(entry);
  }
  updateValues(entry);
}

void LayerParamEditor::rebuild(const json& entry) {
  while (formLayout_->rowCount() > 0) formLayout_->removeRow(0);
  note_->hide();
  editors_.clear();
  toggles_.clear();
  if (row_ < 0 || type_.empty()) {
    heading_->setText(tr("Select a layer to edit its parameters."));
    return;
  }
  const LayerTypeInfo* info = nullptr;
  for (const auto& t : layerRegistry())
    if (t.name == type_) info = &t;
  if (!info) {
    heading_->setText(tr("Layer %1: unknown type \"%2\"").arg(row_ + 1).arg(QString::fromStdString(type_)));
    return;
  }
  heading_->setText(tr("<b>Layer %1: %2</b><br><small>%3</small>")
                        .arg(row_ + 1)
                        .arg(QString::fromStdString(info->name), engineRichText(kLayersContext, info->help)));
  if (info->params.empty()) {
    formLayout_->addRow(new QLabel(tr("This layer has no parameters."), form_));
    return;
  }
  for (const LayerParamInfo& p : info->params) {
    const QString name = QString::fromStdString(p.name);
    const QString help = enginePlainText(kLayersContext, p.help);
    QWidget* editor = nullptr;
    QWidget* field = nullptr;
    const int row = row_;
    switch (p.kind) {
      case Kind::Int: {
        auto* spin = new IntBox(form_);
        connect(spin, &IntBox::corrected, this, [this, name](const QString& message) { showCorrection(name, message); });
        const double lo = p.max > p.min ? p.min : -1e9, hi = p.max > p.min ? p.max : 1e9;
        spin->setRange(static_cast<int>(std::max<double>(lo, INT_MIN + 1)), static_cast<int>(std::min<double>(hi, INT_MAX)));
        spin->setAccelerated(true);
        spin->setKeyboardTracking(false);  // one edit per typed number, not per digit
        connect(spin, &QSpinBox::valueChanged, this, [this, row, name](int v) { emit edited(row, name, v); });
        editor = spin;
        if (p.acceptsClasses || followsKernel(p)) {
          auto* box = new QWidget(form_);
          auto* h = new QHBoxLayout(box);
          h->setContentsMargins(0, 0, 0, 0);
          auto* toggle = new QCheckBox(p.acceptsClasses ? tr("= classes") : tr("= kernel"), box);
          toggle->setToolTip(p.acceptsClasses ? tr("Follow the dataset's class count") : tr("Step as far as the window is wide"));
          h->addWidget(spin, 1);
          h->addWidget(toggle);
          connect(toggle, &QCheckBox::toggled, this, [this, row, name, spin, classes = p.acceptsClasses](bool on) {
            spin->setEnabled(!on);
            emit edited(row, name, on ? (classes ? json("classes") : json()) : json(spin->value()));
          });
          toggles_[name] = toggle;
          field = box;
        }
        break;
      }
      case Kind::Float: {
        auto* spin = new NumberBox(form_);
        connect(spin, &NumberBox::corrected, this, [this, name](const QString& message) { showCorrection(name, message); });
        spin->setDecimals(decimalsFor(p));
        spin->setRange(p.max > p.min ? p.min : -1e9, p.max > p.min ? p.max : 1e9);
        const double def = p.defaultValue.is_number() ? p.defaultValue.get<double>() : 0.1;
        spin->setSingleStep(def > 0 ? std::pow(10.0, std::floor(std::log10(def))) : 0.01);
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, row, name](double v) { emit edited(row, name, v); });
        editor = spin;
        break;
      }
      case Kind::Bool: {
        auto* check = new QCheckBox(form_);
        connect(check, &QCheckBox::toggled, this, [this, row, name](bool v) { emit edited(row, name, v); });
        editor = check;
        break;
      }
      case Kind::Choice: {
        auto* combo = new QComboBox(form_);
        for (const auto& c : p.choices) combo->addItem(QString::fromStdString(c));
        connect(combo, &QComboBox::textActivated, this, [this, row, name](const QString& v) { emit edited(row, name, v.toStdString()); });
        editor = combo;
        break;
      }
    }
    editor->setObjectName(name);
    editor->setToolTip(help);
    auto* label = new QLabel(name + ':', form_);
    label->setToolTip(help);
    formLayout_->addRow(label, field ? field : editor);
    editors_[name] = editor;
  }
}

void LayerParamEditor::showCorrection(const QString& param, const QString& message) {
  note_->setText(tr("%1: %2").arg(param, message));
  note_->show();
  correcting_ = true;  // the corrected value's own edit follows at once
}

void LayerParamEditor::updateValues(const json& entry) {
  if (!entry.is_object()) return;
  const LayerTypeInfo* info = nullptr;
  for (const auto& t : layerRegistry())
    if (t.name == type_) info = &t;
  if (!info) return;
  for (const LayerParamInfo& p : info->params) {
    const QString name = QString::fromStdString(p.name);
    QWidget* editor = editors_.value(name);
    if (!editor) continue;
    const json v = entry.contains(p.name) ? entry.at(p.name) : p.defaultValue;
    const QSignalBlocker blockEditor(editor);
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
      QCheckBox* toggle = qobject_cast<QCheckBox*>(toggles_.value(name));
      const bool follows = v.is_null() || v.is_string();  // "classes", or a stride left to the kernel
      if (toggle) {
        const QSignalBlocker blockToggle(toggle);
        toggle->setChecked(follows);
      }
      spin->setEnabled(!follows || !toggle);
      if (v.is_number()) spin->setValue(v.get<int>());
      else if (follows && p.acceptsClasses)  // unticked, it keeps the class count it followed (#26: it became 1)
        spin->setValue(classes_ > 0 ? classes_ : p.defaultValue.is_number() ? p.defaultValue.get<int>() : spin->maximum() > 10 ? 10 : spin->maximum());
      else if (follows && p.name == "stride" && entry.contains("kernel") && entry["kernel"].is_number())
        spin->setValue(entry["kernel"].get<int>());
      else if (follows && p.name == "stride")
        spin->setValue(2);
    } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor)) {
      if (v.is_number()) dspin->setValue(v.get<double>());
    } else if (auto* check = qobject_cast<QCheckBox*>(editor)) {
      if (v.is_boolean()) check->setChecked(v.get<bool>());
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
      if (v.is_string()) combo->setCurrentText(QString::fromStdString(v.get<std::string>()));
    }
  }
}

}  // namespace nnlab::gui

#include "widgets/lab/sweep_editor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/format.h"
#include "experiment/sweep_fields.h"
#include "experiment/sweep_spec.h"
#include "widgets/message_text.h"
#include "widgets/setting_label.h"

namespace nnlab::gui {

using json = nlohmann::json;

namespace {
enum Column { Field, Values };

// What each common field's values look like, for the tooltip and the first suggestion.
QString hintOf(const QString& field) {
  if (field == "training.batch") return QStringLiteral("16, 32, 64");
  if (field == "device.precision") return QStringLiteral("fp32, fp16");
  if (field == "device.name") return QStringLiteral("cpu-reference, cpu-blas");
  if (field == "optimizer.lr") return QStringLiteral("0.01, 0.05, 0.1");
  if (field == "optimizer.type") return QStringLiteral("sgd, adam");
  if (field == "training.epochs") return QStringLiteral("5, 10");
  if (field == "model") return QStringLiteral("lenet5, mlp-784-192-10");
  if (field == "dataset") return QStringLiteral("mnist-bundled, fashion-mnist");
  if (field == "device.threads") return QStringLiteral("1, 2");
  if (field == "optimizer.momentum") return QStringLiteral("0, 0.9");
  if (field == "optimizer.weight_decay") return QStringLiteral("0, 0.0005");
  if (field == "training.loss") return QStringLiteral("cross_entropy, mse");
  if (field == "seed") return QStringLiteral("1, 2, 3");
  return {};
}
}  // namespace

QStringList SweepEditor::commonFields() {
  return {"training.batch", "device.precision", "device.name",   "optimizer.lr",   "optimizer.type",
          "training.epochs", "model",           "dataset",       "device.threads", "optimizer.momentum",
          "optimizer.weight_decay", "training.loss", "seed"};
}

json SweepEditor::parseValue(const QString& text) {
  const QString t = text.trimmed();
  bool ok = false;
  const qlonglong i = t.toLongLong(&ok);
  if (ok) return static_cast<std::int64_t>(i);
  const double d = t.toDouble(&ok);
  if (ok) return d;
  if (t == "true" || t == "false") return t == "true";
  return t.toStdString();
}

SweepEditor::SweepEditor(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* form = new QFormLayout;
  name_ = new QLineEdit(this);
  name_->setObjectName("sweepName");
  name_->setPlaceholderText(tr("a name for the sweep (optional)"));
  form->addRow(tr("Name:"), name_);
  layout->addLayout(form);

  auto* hint = new QLabel(tr("Axes: each varies one field of the current experiment. Type the values separated by "
                             "commas; every combination is a cell, run once per repeat (each repeat with another seed)."),
                          this);
  hint->setWordWrap(true);
  layout->addWidget(hint);
  axes_ = new QTableWidget(0, 2, this);
  axes_->setObjectName("sweepAxes");
  axes_->setHorizontalHeaderLabels({tr("Field"), tr("Values")});
  axes_->horizontalHeader()->setSectionResizeMode(Field, QHeaderView::ResizeToContents);
  axes_->horizontalHeader()->setStretchLastSection(true);
  axes_->verticalHeader()->setVisible(false);
  axes_->setSelectionBehavior(QAbstractItemView::SelectRows);
  axes_->setMinimumHeight(4 * axes_->fontMetrics().height() + 30);
  layout->addWidget(axes_, 1);
  auto* buttons = new QHBoxLayout;
  add_ = new QPushButton(tr("Add axis"), this);
  remove_ = new QPushButton(tr("Remove axis"), this);
  buttons->addWidget(add_);
  buttons->addWidget(remove_);
  buttons->addStretch(1);
  layout->addLayout(buttons);

  auto* opts = new QFormLayout;
  repeats_ = new QSpinBox(this);
  repeats_->setObjectName("sweepRepeats");
  repeats_->setRange(static_cast<int>(fields::kRepeats.minInt()), static_cast<int>(fields::kRepeats.maxInt()));
  repeats_->setValue(fields::kSuggestedRepeats);  // a spread from the start (a file without "repeats" runs once)
  cooldown_ = new QDoubleSpinBox(this);
  cooldown_->setObjectName("sweepCooldown");
  cooldown_->setRange(fields::kCooldown.min, fields::kCooldown.max);
  cooldown_->setDecimals(1);
  cooldown_->setSuffix(tr(" s"));
  cooldown_->setValue(SweepSpec{}.cooldownSeconds);
  warmup_ = new QSpinBox(this);
  warmup_->setObjectName("sweepWarmup");
  warmup_->setRange(static_cast<int>(fields::kTimingWarmup.minInt()), static_cast<int>(fields::kTimingWarmup.maxInt()));
  warmup_->setValue(SweepSpec{}.warmupEpochs);
  // Each row's name and tool tip are the setting's own (widgets/setting_label.h).
  addSettingRow(opts, fields::kRepeats, repeats_);
  addSettingRow(opts, fields::kCooldown, cooldown_);
  addSettingRow(opts, fields::kTimingWarmup, warmup_);
  layout->addLayout(opts);
  summary_ = new QLabel(this);
  summary_->setObjectName("sweepSummary");
  summary_->setWordWrap(true);
  estimate_ = new QLabel(this);
  estimate_->setObjectName("sweepEstimate");
  estimate_->setWordWrap(true);
  layout->addWidget(summary_);
  layout->addWidget(estimate_);

  connect(add_, &QPushButton::clicked, this, [this] {
    // The first common field not used yet, with a suggestion of values.
    QString field = commonFields().first();
    for (const QString& f : commonFields()) {
      bool used = false;
      for (int r = 0; r < axes_->rowCount(); ++r)
        used |= static_cast<QComboBox*>(axes_->cellWidget(r, Field))->currentText() == f;
      if (!used) {
        field = f;
        break;
      }
    }
    addAxis(field, hintOf(field));
    axes_->editItem(axes_->item(axes_->rowCount() - 1, Values));
  });
  connect(remove_, &QPushButton::clicked, this, [this] {
    const int r = axes_->currentRow();
    if (r >= 0) axes_->removeRow(r);
    updateSummary();
  });
  connect(axes_, &QTableWidget::itemChanged, this, &SweepEditor::updateSummary);
  connect(axes_, &QTableWidget::currentCellChanged, this, [this] { remove_->setEnabled(axes_->currentRow() >= 0); });
  connect(name_, &QLineEdit::textChanged, this, &SweepEditor::updateSummary);
  connect(repeats_, &QSpinBox::valueChanged, this, &SweepEditor::updateSummary);
  connect(cooldown_, &QDoubleSpinBox::valueChanged, this, &SweepEditor::updateSummary);
  connect(warmup_, &QSpinBox::valueChanged, this, &SweepEditor::updateSummary);
  remove_->setEnabled(false);
  updateSummary();
}

void SweepEditor::setBase(const ExperimentSpec& base) {
  base_ = base;
  updateSummary();
}

void SweepEditor::addAxis(const QString& field, const QString& values) {
  const QSignalBlocker block(axes_);
  const int r = axes_->rowCount();
  axes_->insertRow(r);
  auto* combo = new QComboBox(axes_);
  combo->setEditable(true);  // any field path, not only the common ones
  combo->addItems(commonFields());
  combo->setCurrentText(field);
  combo->setToolTip(tr("Any field of the experiment spec by its path (training.batch, device.precision, optimizer.lr, ...)"));
  axes_->setCellWidget(r, Field, combo);
  auto* item = new QTableWidgetItem(values);
  item->setToolTip(tr("Values separated by commas, e.g. %1").arg(hintOf(field).isEmpty() ? "1, 2, 3" : hintOf(field)));
  axes_->setItem(r, Values, item);
  connect(combo, &QComboBox::currentTextChanged, this, [this, item](const QString& f) {
    if (item->text().trimmed().isEmpty()) item->setText(hintOf(f));
    updateSummary();
  });
  updateSummary();
}

void SweepEditor::clearAxes() {
  axes_->setRowCount(0);
  updateSummary();
}

void SweepEditor::setRepeats(int repeats) { repeats_->setValue(repeats); }

double SweepEditor::cooldown() const { return cooldown_->value(); }

json SweepEditor::specJson() const {
  json axes = json::array();
  for (int r = 0; r < axes_->rowCount(); ++r) {
    const QString field = static_cast<QComboBox*>(axes_->cellWidget(r, Field))->currentText().trimmed();
    json values = json::array();
    for (const QString& v : axes_->item(r, Values)->text().split(',', Qt::SkipEmptyParts))
      if (!v.trimmed().isEmpty()) values.push_back(parseValue(v));
    json axis = json::object();
    axis["field"] = field.toStdString();
    axis["values"] = values;
    axes.push_back(axis);
  }
  json s = json::object();
  s["format"] = "nnlab-sweep";
  s["version"] = SweepSpec::kVersion;
  s["name"] = name_->text().trimmed().isEmpty() ? base_.name + "-sweep" : name_->text().trimmed().toStdString();
  s["base"] = base_.toJson();
  s["axes"] = axes;
  s["repeats"] = repeats_->value();
  s["cooldown_s"] = cooldown_->value();
  s["warmup_epochs"] = warmup_->value();
  return s;
}

QString SweepEditor::problem() const {
  try {
    SweepSpec::fromJson(specJson(), "the sweep");
    return {};
  } catch (const std::exception& e) {
    return errorText(e);
  }
}

int SweepEditor::runCount() const {
  try {
    return static_cast<int>(SweepSpec::fromJson(specJson(), "the sweep").runCount());
  } catch (const std::exception&) {
    return 0;
  }
}

void SweepEditor::setEstimate(const QString& text) { estimate_->setText(text); }

void SweepEditor::updateSummary() {
  const QString p = problem();
  if (!p.isEmpty()) {
    summary_->setText(QStringLiteral("<span style='color:#c62828'>%1</span>").arg(p.toHtmlEscaped()));
  } else {
    const SweepSpec s = SweepSpec::fromJson(specJson(), "the sweep");
    summary_->setText(tr("%n run(s): %1 cell(s) x %2 repeat(s) of %3 on %4, %5 epoch(s) each", nullptr,
                         static_cast<int>(s.runCount()))
                          .arg(s.cells())
                          .arg(s.repeats)
                          .arg(QString::fromStdString(base_.model.name), QString::fromStdString(base_.dataset))
                          .arg(base_.train.epochs));
  }
  emit changed();
}

}  // namespace nnlab::gui

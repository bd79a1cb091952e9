#include "widgets/hyper_params_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <vector>

#include "core/error.h"
#include "optim/optimizer_fields.h"
#include "train/train_fields.h"
#include "widgets/number_box.h"
#include "widgets/message_text.h"
#include "widgets/setting_label.h"

namespace nnlab::gui {

namespace {

// A box for a setting declared in the engine (core/field_spec.h): its range is the setting's (an
// open lower end starts one step of the box's last decimal above it).
QDoubleSpinBox* number(QWidget* parent, const FieldSpec& f, int decimals, double step, const char* name) {
  auto* s = new NumberBox(parent);
  s->setRange(f.minOpen ? f.min + std::pow(10.0, -decimals) : f.min, f.max);
  s->setDecimals(decimals);
  s->setSingleStep(step);
  s->setKeyboardTracking(false);
  s->setObjectName(QLatin1String(name));
  return s;
}

void setIntRange(QSpinBox* box, const FieldSpec& f) { box->setRange(static_cast<int>(f.minInt()), static_cast<int>(f.maxInt())); }

}  // namespace

HyperParamsPanel::HyperParamsPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* box = new QGroupBox(tr("Hyper-parameters"), this);
  form_ = new QFormLayout(box);
  epochs_ = new IntBox(box);
  epochs_->setObjectName("epochs");
  setIntRange(epochs_, fields::kEpochs);
  batch_ = new IntBox(box);
  batch_->setObjectName("batch");
  setIntRange(batch_, fields::kBatch);
  optimizer_ = new QComboBox(box);
  optimizer_->setObjectName("optimizer");
  optimizer_->addItem(tr("SGD (momentum)"), "sgd");
  optimizer_->addItem(tr("Adam"), "adam");
  // The engine's range (it accepted 50 while this box ended at 10 and dropped the 0, #18).
  lr_ = number(box, fields::kLr, 6, 0.001, "lr");
  momentum_ = number(box, fields::kMomentum, 4, 0.05, "momentum");
  nesterov_ = new QCheckBox(box);
  nesterov_->setObjectName("nesterov");
  nameBySetting(nesterov_, fields::kNesterov);
  weightDecay_ = number(box, fields::kWeightDecay, 6, 1e-4, "weightDecay");
  beta1_ = number(box, fields::kBeta1, 4, 0.01, "beta1");
  beta2_ = number(box, fields::kBeta2, 6, 0.001, "beta2");
  eps_ = number(box, fields::kEps, 12, 1e-9, "eps");
  schedule_ = new QComboBox(box);
  schedule_->setObjectName("schedule");
  schedule_->addItem(tr("constant"), "constant");
  schedule_->addItem(tr("step decay"), "step");
  schedule_->addItem(tr("cosine"), "cosine");
  stepSize_ = new IntBox(box);
  stepSize_->setObjectName("stepSize");
  setIntRange(stepSize_, fields::kStepSize);
  gamma_ = number(box, fields::kGamma, 4, 0.05, "gamma");
  minLr_ = number(box, fields::kMinLr, 6, 0.0001, "minLr");
  warmup_ = new IntBox(box);
  warmup_->setObjectName("warmupEpochs");
  setIntRange(warmup_, fields::kWarmup);
  warmup_->setSpecialValueText(tr("auto"));  // -1: none on one device, a few epochs when devices enlarge the batch
  loss_ = new QComboBox(box);
  loss_->setObjectName("loss");
  loss_->addItem(tr("cross-entropy"), "cross_entropy");
  loss_->addItem(tr("mean squared error (one-hot)"), "mse");

  // Each row's name and tool tip are the setting's own (widgets/setting_label.h).
  addSettingRow(form_, fields::kEpochs, epochs_);
  addSettingRow(form_, fields::kBatch, batch_);
  addSettingRow(form_, fields::kOptimizer, optimizer_);
  addSettingRow(form_, fields::kLr, lr_);
  addSettingRow(form_, fields::kMomentum, momentum_);
  form_->addRow(QString(), nesterov_);
  addSettingRow(form_, fields::kWeightDecay, weightDecay_);
  addSettingRow(form_, fields::kBeta1, beta1_);
  addSettingRow(form_, fields::kBeta2, beta2_);
  addSettingRow(form_, fields::kEps, eps_);
  addSettingRow(form_, fields::kSchedule, schedule_);
  addSettingRow(form_, fields::kStepSize, stepSize_);
  addSettingRow(form_, fields::kGamma, gamma_);
  addSettingRow(form_, fields::kMinLr, minLr_);
  addSettingRow(form_, fields::kWarmup, warmup_);
  addSettingRow(form_, fields::kLoss, loss_);
  note_ = new QLabel(box);
  note_->setObjectName("rangeNote");
  note_->setWordWrap(true);
  note_->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
  note_->hide();
  form_->addRow(note_);
  layout->addWidget(box);
  // A value typed outside a box's range is brought back and said so here, beside the box's name.
  for (QWidget* w : box->findChildren<QWidget*>()) {
    auto say = [this, w](const QString& message) {
      QString name;
      if (auto* label = qobject_cast<QLabel*>(form_->labelForField(w))) name = label->text().remove(QLatin1Char('&'));
      if (name.endsWith(QLatin1Char(':'))) name.chop(1);
      note_->setText(name.isEmpty() ? message : tr("%1: %2").arg(name, message));
      note_->show();
      correcting_ = true;  // the corrected value's own change, which follows at once, keeps the note
    };
    if (auto* n = qobject_cast<NumberBox*>(w)) connect(n, &NumberBox::corrected, this, say);
    if (auto* i = qobject_cast<IntBox*>(w)) connect(i, &IntBox::corrected, this, say);
  }
  connect(this, &HyperParamsPanel::changed, this, [this] {
    // The note stays until the next edit that needed no correction.
    if (!correcting_) note_->hide();
    correcting_ = false;
  });
  layout->addStretch(1);

  setConfig(TrainConfig{});  // nnlab's defaults, as the engine declares them

  for (QSpinBox* s : {epochs_, batch_, stepSize_, static_cast<QSpinBox*>(warmup_)}) connect(s, &QSpinBox::valueChanged, this, &HyperParamsPanel::changed);
  for (QSpinBox* s : {stepSize_, static_cast<QSpinBox*>(warmup_)}) connect(s, &QSpinBox::valueChanged, this, &HyperParamsPanel::updateRows);
  for (QDoubleSpinBox* s : {lr_, momentum_, weightDecay_, beta1_, beta2_, eps_, gamma_, minLr_})
    connect(s, &QDoubleSpinBox::valueChanged, this, &HyperParamsPanel::changed);
  connect(nesterov_, &QCheckBox::toggled, this, &HyperParamsPanel::changed);
  connect(loss_, &QComboBox::currentIndexChanged, this, &HyperParamsPanel::changed);
  connect(optimizer_, &QComboBox::currentIndexChanged, this, [this] {
    // Adam wants a much smaller rate than SGD: switch to its usual default.
    const QSignalBlocker block(lr_);
    lr_->setValue(OptimizerConfig::defaultLr(optimizer_->currentData().toString().toStdString()));
    updateRows();
    emit changed();
  });
  connect(schedule_, &QComboBox::currentIndexChanged, this, [this] {
    updateRows();
    emit changed();
  });
}

void HyperParamsPanel::updateRows() {
  const bool sgd = optimizer_->currentData() == "sgd";
  form_->setRowVisible(momentum_, sgd);
  form_->setRowVisible(nesterov_, sgd);
  form_->setRowVisible(beta1_, !sgd);
  form_->setRowVisible(beta2_, !sgd);
  form_->setRowVisible(eps_, !sgd);
  const QString sched = schedule_->currentData().toString();
  form_->setRowVisible(stepSize_, sched == "step");
  form_->setRowVisible(gamma_, sched == "step");
  form_->setRowVisible(minLr_, sched == "cosine");
  // The unit after the number: "1 epoch", "10 epochs".
  for (QSpinBox* s : {stepSize_, static_cast<QSpinBox*>(warmup_)}) s->setSuffix(s->value() == 1 ? tr(" epoch") : tr(" epochs"));
}

TrainConfig HyperParamsPanel::config() const {
  TrainConfig c;
  c.epochs = epochs_->value();
  c.batch = batch_->value();
  c.optimizer.type = optimizer_->currentData().toString().toStdString();
  c.optimizer.lr = lr_->value();
  c.optimizer.momentum = c.optimizer.type == "sgd" ? momentum_->value() : 0.0;
  c.optimizer.nesterov = c.optimizer.type == "sgd" && nesterov_->isChecked();
  c.optimizer.weightDecay = weightDecay_->value();
  c.optimizer.beta1 = beta1_->value();
  c.optimizer.beta2 = beta2_->value();
  c.optimizer.eps = eps_->value();
  c.schedule.type = schedule_->currentData().toString().toStdString();
  c.schedule.stepSize = stepSize_->value();
  c.schedule.gamma = gamma_->value();
  c.schedule.minLr = minLr_->value();
  c.schedule.warmupEpochs = warmup_->value();
  c.loss = loss_->currentData() == "mse" ? LossKind::Mse : LossKind::CrossEntropy;
  return c;
}

void HyperParamsPanel::setConfig(const TrainConfig& c) {
  const QList<QWidget*> all = findChildren<QWidget*>();
  std::vector<QSignalBlocker> blocks;
  for (QWidget* w : all) blocks.emplace_back(w);
  epochs_->setValue(c.epochs);
  batch_->setValue(c.batch);
  optimizer_->setCurrentIndex(std::max(0, optimizer_->findData(QString::fromStdString(c.optimizer.type))));
  lr_->setValue(c.optimizer.lr);
  momentum_->setValue(c.optimizer.type == "sgd" ? c.optimizer.momentum : OptimizerConfig{}.momentum);
  nesterov_->setChecked(c.optimizer.nesterov);
  weightDecay_->setValue(c.optimizer.weightDecay);
  beta1_->setValue(c.optimizer.beta1);
  beta2_->setValue(c.optimizer.beta2);
  eps_->setValue(c.optimizer.eps);
  schedule_->setCurrentIndex(std::max(0, schedule_->findData(QString::fromStdString(c.schedule.type))));
  stepSize_->setValue(c.schedule.stepSize);
  gamma_->setValue(c.schedule.gamma);
  minLr_->setValue(c.schedule.minLr);
  warmup_->setValue(c.schedule.warmupEpochs);
  loss_->setCurrentIndex(c.loss == LossKind::Mse ? 1 : 0);
  blocks.clear();
  updateRows();
  emit changed();
}

QString HyperParamsPanel::rangeNote() const { return note_->isHidden() ? QString() : note_->text(); }

QString HyperParamsPanel::problem() const {
  try {
    config().validate();
  } catch (const std::exception& e) {
    return errorText(e);
  }
  return {};
}

}  // namespace nnlab::gui

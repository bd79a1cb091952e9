#include "widgets/pipeline_box.h"

#include <algorithm>

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

#include "core/device_set.h"
#include "experiment/experiment_fields.h"
#include "experiment/pipeline_setup.h"
#include "widgets/engine_text.h"
#include "widgets/number_text.h"
#include "widgets/setting_label.h"

namespace nnlab::gui {

namespace {
constexpr int kMaxStages = 8;
}  // namespace

PipelineBox::PipelineBox(const std::vector<BackendChoice>& choices, QWidget* parent)
    : QGroupBox(tr("Split the model (model parallel)"), parent), choices_(choices) {
  const PipelineSpec d;
  setObjectName("pipeline");
  setCheckable(true);
  setChecked(false);
  setToolTip(tr("Each device trains a contiguous part of the layer stack (a stage); activations go forward from stage to "
                "stage and their gradients back. A batch is cut into micro-batches so that stages work at once: the time "
                "they still wait is the pipeline bubble."));
  auto* form = new QFormLayout(this);
  form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);
  stages_ = new QSpinBox(this);
  stages_->setObjectName("pipelineStages");
  stages_->setRange(2, kMaxStages);
  stages_->setValue(2);
  stages_->setToolTip(tr("Stages: devices the layer stack is split over, one after the other"));
  auto* row = new QWidget(this);
  deviceRow_ = new QHBoxLayout(row);
  deviceRow_->setContentsMargins(0, 0, 0, 0);
  starts_ = new QLineEdit(this);
  starts_->setObjectName("stageStarts");
  starts_->setPlaceholderText(tr("auto"));
  starts_->setToolTip(tr("Where each stage begins: the first layer of each, like 1, 6 (the numbers of the Model page); "
                         "empty: balanced automatically"));
  starts_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("1, 10, 20, 30")));
  balance_ = new QComboBox(this);
  balance_->setObjectName("stageBalance");
  balance_->addItem(tr("compute (equal forward FLOPs)"), "compute");
  balance_->addItem(tr("memory (equal parameters)"), "memory");
  balance_->addItem(tr("time (each layer timed first)"), "time");
  micro_ = new QSpinBox(this);
  micro_->setObjectName("microBatches");
  micro_->setRange(static_cast<int>(fields::kMicroBatches.minInt()), static_cast<int>(fields::kMicroBatches.maxInt()));
  micro_->setValue(d.microBatches);
  schedule_ = new QComboBox(this);
  schedule_->setObjectName("pipelineSchedule");
  schedule_->addItem(tr("naive: one batch, one stage busy at a time"), "naive");
  schedule_->addItem(tr("GPipe: all forwards, then all backwards"), "gpipe");
  schedule_->addItem(tr("1F1B: one forward, one backward"), "1f1b");
  schedule_->setCurrentIndex(schedule_->findData(QString::fromStdString(d.schedule)));
  note_ = new QLabel(this);
  note_->setObjectName("pipelineNote");
  note_->setWordWrap(true);
  note_->setTextFormat(Qt::PlainText);
  note_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  form->addRow(tr("Stages:"), stages_);
  form->addRow(tr("Devices:"), row);
  form->addRow(tr("First layers:"), starts_);
  addSettingRow(form, fields::kBalance, balance_);
  addSettingRow(form, fields::kMicroBatches, micro_);
  addSettingRow(form, fields::kPipelineSchedule, schedule_);
  form->addRow(note_);
  updateStages();
  connect(this, &QGroupBox::toggled, this, [this] {
    updateNote();
    emit changed();
  });
  connect(stages_, &QSpinBox::valueChanged, this, [this] {
    updateStages();
    emit changed();
  });
  auto edited = [this] {
    updateNote();
    emit changed();
  };
  connect(starts_, &QLineEdit::textChanged, this, edited);
  connect(balance_, &QComboBox::currentIndexChanged, this, edited);
  connect(micro_, &QSpinBox::valueChanged, this, edited);
  connect(schedule_, &QComboBox::currentIndexChanged, this, [this, edited] {
    micro_->setEnabled(schedule_->currentData().toString() != "naive");
    edited();
  });
}

void PipelineBox::updateStages() {
  const int want = stages_->value();
  while (static_cast<int>(devices_.size()) > want) {
    delete devices_.back();
    devices_.pop_back();
  }
  while (static_cast<int>(devices_.size()) < want) {
    auto* combo = new QComboBox(this);
    combo->setObjectName(QStringLiteral("stageDevice%1").arg(devices_.size() + 1));
    combo->setToolTip(tr("The device of stage %1").arg(devices_.size() + 1));
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    // Stage k on the k-th GPU where there are as many GPUs as stages, else on the CPU (cpu-blas).
    const int stage = static_cast<int>(devices_.size());
    int gpus = 0;
    for (const BackendChoice& c : choices_) gpus += c.available && isGpuDevice(c.name);
    int preferred = -1, gpuSeen = 0;
    for (const BackendChoice& c : choices_) {
      combo->addItem(QString::fromStdString(c.name), QString::fromStdString(c.name));
      if (!c.available && model) {
        QStandardItem* item = model->item(combo->count() - 1);
        item->setEnabled(false);
        item->setToolTip(enginePlainText(kDevicesContext, c.reason));
      }
      if (!c.available) continue;
      const bool gpu = isGpuDevice(c.name);
      if (gpu && gpus >= want && gpuSeen++ == stage) preferred = combo->count() - 1;
      if (!gpu && gpus < want && (preferred < 0 || isDevice(c.name, DeviceRef::Kind::CpuBlas))) preferred = combo->count() - 1;
    }
    if (preferred >= 0) combo->setCurrentIndex(preferred);
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
      updateNote();
      emit changed();
    });
    deviceRow_->addWidget(combo);
    devices_.push_back(combo);
  }
  updateNote();
}

PipelineSpec PipelineBox::pipeline() const {
  PipelineSpec p;
  if (!isChecked()) return p;
  for (QComboBox* c : devices_) p.devices.push_back(c->currentData().toString().toStdString());
  const QString text = starts_->text().trimmed();
  if (!text.isEmpty() && text != tr("auto") && text != QLatin1String("auto"))
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts))
      p.stages.push_back(part.toInt());  // a non-number reads 0: the plan says the stage cannot begin there
  p.balance = balance_->currentData().toString().toStdString();
  p.microBatches = micro_->value();
  p.schedule = schedule_->currentData().toString().toStdString();
  return p;
}

bool PipelineBox::setPipeline(const PipelineSpec& p) {
  if (!p.enabled()) {
    setChecked(false);
    return true;
  }
  stages_->setValue(std::clamp(static_cast<int>(p.devices.size()), 2, kMaxStages));
  bool ok = static_cast<int>(p.devices.size()) <= kMaxStages;
  for (std::size_t s = 0; s < devices_.size() && s < p.devices.size(); ++s) {
    const int i = devices_[s]->findData(QString::fromStdString(p.devices[s]));
    auto* model = qobject_cast<QStandardItemModel*>(devices_[s]->model());
    const bool enabled = i >= 0 && (!model || model->item(i)->isEnabled());
    if (enabled) devices_[s]->setCurrentIndex(i);
    ok &= enabled;
  }
  QStringList starts;
  for (int s : p.stages) starts << QString::number(s);
  starts_->setText(starts.join(QStringLiteral(", ")));
  balance_->setCurrentIndex(std::max(0, balance_->findData(QString::fromStdString(p.balance))));
  micro_->setValue(p.microBatches);
  schedule_->setCurrentIndex(std::max(0, schedule_->findData(QString::fromStdString(p.schedule))));
  setChecked(ok);
  updateNote();
  return ok;
}

void PipelineBox::setPlanContext(const ExperimentSpec& spec, const Shape& input, int classes) {
  context_ = spec;
  input_ = input;
  classes_ = classes;
  hasContext_ = true;
  updateNote();
}

QString PipelineBox::problem() const { return isChecked() ? problem_ : QString(); }

QStringList PipelineBox::stageDevices() const {
  QStringList out;
  for (QComboBox* c : devices_) out << c->currentText();
  return out;
}

void PipelineBox::toggleStageStart(int row) {
  if (row <= 0) return;
  std::vector<std::size_t> starts = isChecked() && !planned_.empty() ? planned_ : std::vector<std::size_t>{0};
  const auto at = std::find(starts.begin(), starts.end(), static_cast<std::size_t>(row));
  if (at != starts.end())
    starts.erase(at);
  else
    starts.insert(std::upper_bound(starts.begin(), starts.end(), static_cast<std::size_t>(row)), static_cast<std::size_t>(row));
  if (starts.size() < 2) {  // one stage left: no split
    setChecked(false);
    return;
  }
  QStringList text;
  for (std::size_t s : starts) text << QString::number(s + 1);
  const QSignalBlocker block(starts_);
  starts_->setText(text.join(QStringLiteral(", ")));
  stages_->setValue(std::min<int>(static_cast<int>(starts.size()), kMaxStages));
  setChecked(true);
  updateNote();
  emit changed();
}

void PipelineBox::updateNote() {
  problem_.clear();
  planned_.clear();
  if (!isChecked()) {
    note_->setText(tr("Off: the whole model trains on the device chosen above."));
    return;
  }
  for (std::size_t i = 0; i < devices_.size() && problem_.isEmpty(); ++i) {
    QComboBox* c = devices_[i];
    auto* model = qobject_cast<QStandardItemModel*>(c->model());
    if (c->currentIndex() < 0 || (model && !model->item(c->currentIndex())->isEnabled()))
      problem_ = tr("stage %1: this machine cannot run a stage on %2").arg(i + 1).arg(c->currentText());
    // A GPU holds one stage: two on one GPU would only take turns.
    for (std::size_t k = 0; k < i && problem_.isEmpty(); ++k)
      if (isGpuDevice(c->currentData().toString().toStdString()) && devices_[k]->currentData() == c->currentData())
        problem_ = tr("stages %1 and %2 are both on %3: give each stage a GPU of its own").arg(k + 1).arg(i + 1).arg(c->currentText());
  }
  if (!hasContext_ || !problem_.isEmpty()) {
    note_->setText(problem_);
    return;
  }
  ExperimentSpec spec = context_;
  spec.pipeline = pipeline();
  const PipelinePlan plan = planPipeline(spec, input_, classes_);
  planned_ = plan.problem.empty() ? plan.starts : std::vector<std::size_t>{};
  problem_ = QString::fromStdString(plan.problem);
  // The engine's plan, worded here (one line a stage) so that it reads in the app's language.
  QStringList lines;
  const std::size_t layers = static_cast<std::size_t>(context_.model.layers.size());
  const QStringList devices = stageDevices();
  for (std::size_t s = 0; s < plan.starts.size() && s < plan.params.size() && s < plan.memoryBytes.size(); ++s) {
    const std::size_t last = s + 1 < plan.starts.size() ? plan.starts[s + 1] : layers;
    lines << tr("Stage %1: layers %2 on %3, %4 parameters, about %5")
                 .arg(s + 1)
                 .arg(QString::fromStdString(stageRangesText({plan.starts[s]}, last)))
                 .arg(static_cast<int>(s) < devices.size() ? devices[static_cast<int>(s)] : QString())
                 .arg(countText(plan.params[s]))
                 .arg(bytesText(plan.memoryBytes[s]));
  }
  if (!plan.starts.empty())
    lines << tr("%n micro-batch(es) of up to %1 samples; ideal bubble %2 ((p - 1) / (m + p - 1))", nullptr, plan.microBatches)
                 .arg(plan.microRows)
                 .arg(percentText(plan.idealBubble, 1));
  if (pipeline().stages.empty() && pipeline().balance == "time") lines << tr("The stages are balanced by time when the run starts.");
  if (!problem_.isEmpty()) lines.prepend(tr("Cannot run: %1").arg(problem_));
  note_->setText(lines.join(QLatin1Char('\n')));
  // The page's splitter does not follow a wrapped label's height for its width: ask for the lines'
  // room (each line wrapped at the label's width) so that none is cut.
  const QFontMetrics fm(note_->font());
  const int wrapAt = std::max({400, note_->width(), QWidget::width() - 40});
  int rows = 0;
  for (const QString& line : lines) rows += 1 + fm.horizontalAdvance(line) / wrapAt;
  note_->setMinimumHeight(rows * fm.lineSpacing() + 2);
}

}  // namespace nnlab::gui

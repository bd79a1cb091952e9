#include "widgets/device_panel.h"

#include "core/device_set.h"
#include "experiment/data_parallel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "experiment/experiment_fields.h"
#include "widgets/message_text.h"
#include "widgets/engine_text.h"
#include "widgets/number_text.h"
#include "widgets/pipeline_box.h"
#include "widgets/setting_label.h"

namespace nnlab::gui {

namespace {
QString gib(double bytes) { return decimalText(bytes / (1024.0 * 1024.0 * 1024.0), 1) + QStringLiteral(" GiB"); }
}  // namespace

DevicePanel::DevicePanel(QWidget* parent) : QWidget(parent) {
  choices_ = backendChoices();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(machineBox());

  auto* modeBox = new QGroupBox(tr("Device mode"), this);
  auto* modeLayout = new QVBoxLayout(modeBox);
  modes_ = new QButtonGroup(this);
  int firstAvailable = -1;
  for (int i = 0; i < static_cast<int>(choices_.size()); ++i) {
    const BackendChoice& c = choices_[static_cast<std::size_t>(i)];
    auto* radio = new QRadioButton(QString::fromStdString(c.name), modeBox);
    radio->setObjectName(QString::fromStdString("mode-" + c.name));
    radio->setEnabled(c.available);
    modes_->addButton(radio, i);
    auto* about = new QLabel(modeBox);
    about->setWordWrap(true);
    about->setIndent(24);
    QString text = engineRichText(kDevicesContext, c.description);
    if (!c.available)
      text += QStringLiteral("<br><i>") + tr("Not available: %1").arg(engineRichText(kDevicesContext, c.reason)) + QStringLiteral("</i>");
    about->setText(QStringLiteral("<small>%1</small>").arg(text));
    about->setEnabled(c.available);
    radio->setToolTip(enginePlainText(kDevicesContext, c.available ? c.description : c.reason));
    modeLayout->addWidget(radio);
    modeLayout->addWidget(about);
    // cpu-blas is the sensible default: the fast CPU path.
    if (c.available && (firstAvailable < 0 || isDevice(c.name, DeviceRef::Kind::CpuBlas))) firstAvailable = i;
  }
  layout->addWidget(modeBox);

  auto* optBox = new QGroupBox(tr("Mode settings"), this);
  auto* form = new QFormLayout(optBox);
  form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // a field goes under its label when narrow
  threads_ = new QSpinBox(optBox);
  threads_->setObjectName("threads");
  precision_ = new QComboBox(optBox);
  precision_->setObjectName("precision");
  graphs_ = new QCheckBox(tr("Record each step once, replay it"), optBox);
  graphs_->setObjectName("graphs");
  graphs_->setChecked(true);
  threads_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
  precision_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
  optionsNote_ = new QLabel(optBox);
  optionsNote_->setWordWrap(true);
  // Each row's name and tool tip are the setting's own (widgets/setting_label.h).
  addSettingRow(form, fields::kThreads, threads_);
  addSettingRow(form, fields::kPrecision, precision_);
  addSettingRow(form, fields::kGraphs, graphs_);
  memoryBudget_ = new QDoubleSpinBox(optBox);
  memoryBudget_->setObjectName("memoryBudget");
  memoryBudget_->setRange(fields::kMemoryBudget.min, fields::kMemoryBudget.max);
  memoryBudget_->setDecimals(2);
  memoryBudget_->setSingleStep(0.5);
  memoryBudget_->setSuffix(tr(" GiB"));
  memoryBudget_->setSpecialValueText(tr("the device's own"));
  addSettingRow(form, fields::kMemoryBudget, memoryBudget_);
  connect(memoryBudget_, &QDoubleSpinBox::valueChanged, this, &DevicePanel::changed);
  form->addRow(optionsNote_);
  layout->addWidget(optBox);
  layout->addWidget(parallelBox());
  pipeline_ = new PipelineBox(choices_, this);
  connect(pipeline_, &PipelineBox::changed, this, &DevicePanel::changed);
  // Both ticked: each data-parallel replica is a copy of the split model (all-reduce only).
  layout->addWidget(pipeline_);
  layout->addWidget(energyBox());
  layout->addStretch(1);

  if (firstAvailable >= 0) modes_->button(firstAvailable)->setChecked(true);
  connect(modes_, &QButtonGroup::idToggled, this, [this](int, bool on) {
    if (on) updateOptions();
  });
  connect(threads_, &QSpinBox::valueChanged, this, &DevicePanel::changed);
  connect(precision_, &QComboBox::currentIndexChanged, this, &DevicePanel::changed);
  connect(graphs_, &QCheckBox::toggled, this, &DevicePanel::changed);
  updateOptions();
}

QWidget* DevicePanel::parallelBox() {
  parallel_ = new QGroupBox(tr("Several devices (data parallel)"), this);
  parallel_->setObjectName("parallel");
  parallel_->setCheckable(true);
  parallel_->setChecked(false);
  parallel_->setToolTip(tr("Every device trains a copy of the model on its part of each batch; the copies are kept "
                           "alike by the strategy below. Runs record each device's share and the time spent communicating."));
  auto* form = new QFormLayout(parallel_);
  form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // a field goes under its label when narrow

  auto* gpuRow = new QWidget(parallel_);
  auto* gpuLayout = new QVBoxLayout(gpuRow);
  gpuLayout->setContentsMargins(0, 0, 0, 0);
  for (const BackendChoice& c : choices_) {
    if (!isGpuDevice(c.name)) continue;
    auto* box = new QCheckBox(QString::fromStdString(c.name), gpuRow);
    box->setObjectName(QString::fromStdString("gpu-" + c.name));
    box->setEnabled(c.available);
    box->setToolTip(c.available ? QString::fromStdString(c.description) : QString::fromStdString(c.reason));
    gpuLayout->addWidget(box);
    gpus_.push_back(box);
    connect(box, &QCheckBox::toggled, this, &DevicePanel::updateOptions);
  }
  if (gpus_.empty()) gpuLayout->addWidget(new QLabel(tr("none on this machine"), gpuRow));
  form->addRow(tr("GPUs:"), gpuRow);

  cpuReplicas_ = new QSpinBox(parallel_);
  cpuReplicas_->setObjectName("cpuReplicas");
  int cores = 1;
  for (const BackendChoice& c : choices_)
    if (isDevice(c.name, DeviceRef::Kind::CpuBlas)) cores = std::max(1, c.maxThreads);
  cpuReplicas_->setRange(0, std::max(2, cores));
  cpuReplicas_->setToolTip(tr("Copies of the model trained by cpu-blas, each with the thread count above"));
  form->addRow(tr("cpu-blas replicas:"), cpuReplicas_);

  strategy_ = new QComboBox(parallel_);
  strategy_->setObjectName("strategy");
  strategy_->addItem(tr("All-reduce the gradients every step (synchronous)"), "allreduce");
  strategy_->addItem(tr("Average the parameters every K steps"), "average");
  strategy_->addItem(tr("Asynchronous parameter server (Downpour SGD)"), "async");
  addSettingRow(form, fields::kStrategy, strategy_);
  averageEvery_ = new QSpinBox(parallel_);
  averageEvery_->setObjectName("averageEvery");
  averageEvery_->setRange(static_cast<int>(fields::kAverageEvery.minInt()), static_cast<int>(fields::kAverageEvery.maxInt()));
  averageEvery_->setValue(ParallelSpec{}.averageEvery);
  averageEvery_->setSuffix(averageEvery_->value() == 1 ? tr(" step") : tr(" steps"));
  addSettingRow(form, fields::kAverageEvery, averageEvery_);
  batchMeaning_ = new QComboBox(parallel_);
  batchMeaning_->setObjectName("batchMeaning");
  batchMeaning_->addItem(tr("is each device's batch"), "per_device");
  batchMeaning_->addItem(tr("is split over the devices"), "global");
  addSettingRow(form, fields::kParallelBatch, batchMeaning_);
  lrScaling_ = new QComboBox(parallel_);
  lrScaling_->setObjectName("lrScaling");
  lrScaling_->addItem(tr("kept as set"), "none");
  lrScaling_->addItem(tr("scaled with the devices (linear rule)"), "linear");
  addSettingRow(form, fields::kLrScaling, lrScaling_);
  syncBatchNorm_ = new QCheckBox(tr("over the effective batch (synchronised)"), parallel_);
  syncBatchNorm_->setObjectName("syncBatchNorm");
  addSettingRow(form, fields::kSyncBatchNorm, syncBatchNorm_);
  gradientReduction_ = new QComboBox(parallel_);
  gradientReduction_->setObjectName("gradientReduction");
  gradientReduction_->addItem(tr("f32 (exact sums)"), "f32");
  gradientReduction_->addItem(tr("bf16 (half the bytes)"), "bf16");
  gradientReduction_->addItem(tr("fp16 (half the bytes)"), "fp16");
  addSettingRow(form, fields::kGradientReduction, gradientReduction_);
  auto* shareRow = new QWidget(parallel_);
  shareRow->setObjectName("cpuShareRow");
  auto* shareLayout = new QHBoxLayout(shareRow);
  shareLayout->setContentsMargins(0, 0, 0, 0);
  cpuShareAuto_ = new QCheckBox(tr("measured"), shareRow);
  cpuShareAuto_->setObjectName("cpuShareAuto");
  cpuShareAuto_->setChecked(true);
  cpuShareAuto_->setToolTip(tr("Each device is timed alone for a few steps first and takes a share of each batch in "
                               "proportion to its speed"));
  cpuShare_ = new QDoubleSpinBox(shareRow);
  cpuShare_->setObjectName("cpuShare");
  cpuShare_->setRange(1.0, 99.0);
  cpuShare_->setDecimals(0);
  cpuShare_->setValue(10.0);
  cpuShare_->setSuffix(QStringLiteral(" %"));
  shareLayout->addWidget(cpuShareAuto_);
  shareLayout->addWidget(cpuShare_);
  addSettingRow(form, fields::kCpuShare, shareRow);
  parallelNote_ = new QLabel(parallel_);
  parallelNote_->setObjectName("parallelNote");
  parallelNote_->setWordWrap(true);
  form->addRow(parallelNote_);

  connect(parallel_, &QGroupBox::toggled, this, [this](bool on) {
    if (on && devices().size() < 2) {
      // A start that can train: every GPU, then cpu-blas replicas up to two devices.
      const QSignalBlocker b(cpuReplicas_);
      for (QCheckBox* g : gpus_)
        if (g->isEnabled()) g->setChecked(true);
      const int have = static_cast<int>(devices().size()) - cpuReplicas_->value();
      if (have + cpuReplicas_->value() < 2) cpuReplicas_->setValue(2 - have);
      updateOptions();  // the thread range first
      if (cpuReplicas_->value() > 0) threads_->setValue(std::max(1, threads_->maximum() / cpuReplicas_->value()));
    }
    updateOptions();
  });
  connect(averageEvery_, &QSpinBox::valueChanged, this, [this](int k) { averageEvery_->setSuffix(k == 1 ? tr(" step") : tr(" steps")); });
  connect(cpuReplicas_, &QSpinBox::valueChanged, this, [this](int n) {
    // The cores shared out: each replica gets its part (the user may change it).
    if (n > 0) threads_->setValue(std::max(1, threads_->maximum() / n));
    updateOptions();
  });
  connect(strategy_, &QComboBox::currentIndexChanged, this, &DevicePanel::updateParallel);
  connect(averageEvery_, &QSpinBox::valueChanged, this, &DevicePanel::updateParallel);
  connect(batchMeaning_, &QComboBox::currentIndexChanged, this, &DevicePanel::updateParallel);
  connect(lrScaling_, &QComboBox::currentIndexChanged, this, &DevicePanel::updateParallel);
  connect(syncBatchNorm_, &QCheckBox::toggled, this, &DevicePanel::updateParallel);
  connect(gradientReduction_, &QComboBox::currentIndexChanged, this, &DevicePanel::updateParallel);
  connect(cpuShareAuto_, &QCheckBox::toggled, this, &DevicePanel::updateParallel);
  connect(cpuShare_, &QDoubleSpinBox::valueChanged, this, &DevicePanel::updateParallel);
  return parallel_;
}

void DevicePanel::updateParallel() {
  const std::vector<std::string> devs = devices();
  bool gpu = false, cpu = false;
  for (const auto& d : devs) (isGpuDevice(d) ? gpu : cpu) = true;
  const QString strategy = strategy_->currentData().toString();
  averageEvery_->setEnabled(strategy == "average");
  syncBatchNorm_->setEnabled(strategy == "allreduce");
  gradientReduction_->setEnabled(strategy == "allreduce");
  cpuShareAuto_->setEnabled(gpu && cpu);
  cpuShare_->setEnabled(gpu && cpu && !cpuShareAuto_->isChecked());
  // (a checkable group box disables its children itself; enabling one here must not undo that)
  lrScaling_->setEnabled(parallel_->isChecked() && batchMeaning_->currentData().toString() == "per_device");
  parallelNote_->setText(parallelNoteText());
  emit changed();
}

QString DevicePanel::parallelNoteText() const {
  if (!parallel_->isChecked()) return {};
  const std::vector<std::string> devs = devices();
  if (devs.size() < 2) return tr("Tick at least two devices: GPUs, cpu-blas replicas or both.");
  QStringList names;
  for (const auto& d : devs) names << QString::fromStdString(d);
  QString note = tr("%n devices: %1.", nullptr, static_cast<int>(devs.size())).arg(names.join(QStringLiteral(" + ")));
  if (planContext_) {  // what a step averages over and the rate it trains with, from the engine
    ExperimentSpec s = *planContext_;
    s.devices = devs;
    s.parallel = parallel();
    const DataParallelPlan plan = planDataParallel(s, static_cast<int>(devs.size()));
    note += QLatin1Char(' ') + tr("Each step: %1.").arg(messageText(plan.message));
    if (!plan.warning.empty()) note += QLatin1Char(' ') + tr("Risky: %1.").arg(messageText(plan.warningMessage));
  }
  if (strategy_->currentData().toString() == "async")
    note += QLatin1Char(' ') + tr("The asynchronous strategy trains with plain SGD (momentum and weight decay as set); its stale gradients act like extra momentum, so lower the learning rate if training collapses.");
  return note;
}

void DevicePanel::setPlanContext(const ExperimentSpec& spec, const Shape& input, int classes) {
  planContext_ = spec;
  parallelNote_->setText(parallelNoteText());
  pipeline_->setPlanContext(spec, input, classes);
}

PipelineSpec DevicePanel::pipeline() const { return pipeline_->pipeline(); }

bool DevicePanel::setPipeline(const PipelineSpec& p) { return pipeline_->setPipeline(p); }

QWidget* DevicePanel::machineBox() {
  auto* box = new QGroupBox(tr("This machine"), this);
  auto* v = new QVBoxLayout(box);
  const CpuInfo cpu = detectCpu();
  auto* cpuLabel = new QLabel(box);
  cpuLabel->setWordWrap(true);
  cpuLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QStringList isa;
  for (const auto& s : cpu.isa) isa << QString::fromStdString(s);
  cpuLabel->setText(tr("<b>CPU</b> %1<br>%2 logical cores, %3 memory<br><small>ISA: %4</small>")
                        .arg(QString::fromStdString(cpu.model).toHtmlEscaped())
                        .arg(cpu.logicalCores)
                        .arg(gib(cpu.memoryBytes), isa.join(' ')));
  v->addWidget(cpuLabel);
  const GpuDetection& gpus = detectGpus();
  auto* gpuLabel = new QLabel(box);
  gpuLabel->setObjectName("gpuInfo");
  gpuLabel->setWordWrap(true);
  gpuLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
  if (gpus.gpus.empty()) {
    gpuLabel->setText(tr("<b>GPU</b> none: %1").arg(engineRichText(kDevicesContext, gpus.unavailableReason)));
  } else {
    QStringList lines;
    for (const GpuInfo& g : gpus.gpus)
      lines << tr("<b>GPU %1</b> %2<br>%3 memory, %4 SMs, compute capability %5.%6, %7 MHz, %8 GB/s")
                   .arg(g.index)
                   .arg(QString::fromStdString(g.name).toHtmlEscaped(), gib(static_cast<double>(g.totalBytes)))
                   .arg(g.smCount)
                   .arg(g.ccMajor)
                   .arg(g.ccMinor)
                   .arg(QLocale().toString(g.smClockMHz, 'f', 0), QLocale().toString(g.bandwidthGBs, 'f', 0));
    lines << tr("<small>driver %1, runtime %2, cuDNN %3, cuBLAS %4</small>")
                 .arg(QString::fromStdString(gpus.driverVersion), QString::fromStdString(gpus.runtimeVersion),
                      QString::fromStdString(gpus.cudnnVersion), QString::fromStdString(gpus.cublasVersion));
    gpuLabel->setText(lines.join("<br>"));
  }
  v->addWidget(gpuLabel);
  return box;
}

void DevicePanel::updateOptions() {
  const int id = modes_->checkedId();
  const bool several = parallel_ && parallel_->isChecked();
  for (QAbstractButton* b : modes_->buttons()) b->setEnabled(!several && choices_[static_cast<std::size_t>(modes_->id(b))].available);
  if (several) {
    // The settings of every device ticked: threads for cpu-blas replicas, the precisions all ticked GPUs offer.
    std::vector<Precision> common;
    bool gpu = false, graphs = false;
    int maxThreads = 1;
    for (const BackendChoice& c : choices_) {
      if (isDevice(c.name, DeviceRef::Kind::CpuBlas)) maxThreads = std::max(1, c.maxThreads);
      bool ticked = false;
      for (QCheckBox* g : gpus_) ticked |= g->isChecked() && g->text() == QString::fromStdString(c.name);
      if (!ticked) continue;
      if (!gpu) common = c.precisions;
      else
        std::erase_if(common, [&](Precision p) { return std::find(c.precisions.begin(), c.precisions.end(), p) == c.precisions.end(); });
      gpu = true;
      graphs |= c.graphs;
    }
    if (!gpu) common = {Precision::FP32};
    const bool blas = cpuReplicas_->value() > 0;
    {
      const QSignalBlocker b1(threads_), b2(precision_);
      threads_->setRange(1, maxThreads);
      threads_->setEnabled(blas);
      const QString was = precision_->currentText();
      precision_->clear();
      for (Precision p : common) precision_->addItem(QString::fromLatin1(precisionName(p)), static_cast<int>(p));
      const int keep = precision_->findText(was);
      precision_->setCurrentIndex(keep >= 0 ? keep : 0);
      precision_->setEnabled(common.size() > 1);
    }
    // GPUs alone reduce through NCCL inside their recorded steps; with a CPU replica the step waits
    // on the host between backward and update, op by op.
    const bool recordable = graphs && !blas;
    graphs_->setEnabled(recordable);
    optionsNote_->setText(recordable ? tr("Several devices: the precision applies to the GPUs; each step is recorded with its "
                                          "gradient reductions (NCCL) and replayed.")
                                     : tr("Several devices: threads apply to each cpu-blas replica, the precision to the GPUs "
                                          "(a CPU trains in fp32); with a CPU among them the steps run op by op."));
    updateParallel();
    return;
  }
  if (parallel_) updateParallel();
  if (id < 0) {
    emit changed();
    return;
  }
  const BackendChoice& c = choices_[static_cast<std::size_t>(id)];
  const bool blas = isDevice(c.name, DeviceRef::Kind::CpuBlas);
  {
    const QSignalBlocker b1(threads_), b2(precision_);
    threads_->setRange(1, std::max(1, c.maxThreads));
    if (blas && threads_->value() <= 1) threads_->setValue(c.maxThreads);
    threads_->setEnabled(blas);
    if (!blas) threads_->setValue(1);
    const QString was = precision_->currentText();
    precision_->clear();
    for (Precision p : c.precisions) precision_->addItem(QString::fromLatin1(precisionName(p)), static_cast<int>(p));
    const int keep = precision_->findText(was);
    precision_->setCurrentIndex(keep >= 0 ? keep : 0);
    precision_->setEnabled(c.precisions.size() > 1);
  }
  graphs_->setEnabled(c.graphs);
  optionsNote_->setText(blas ? tr("1 to %n thread(s) on this machine.", nullptr, c.maxThreads)
                             : (c.graphs ? QString() : tr("This mode runs on one thread, in fp32.")));
  emit changed();
}

std::vector<std::string> DevicePanel::devices() const {
  if (!parallel_ || !parallel_->isChecked()) return {};
  std::vector<std::string> out;
  for (QCheckBox* g : gpus_)
    if (g->isChecked() && g->isEnabled()) out.push_back(g->text().toStdString());
  for (int i = 0; i < cpuReplicas_->value(); ++i) out.emplace_back("cpu-blas");
  return out;
}

ParallelSpec DevicePanel::parallel() const {
  ParallelSpec p;
  p.strategy = strategy_->currentData().toString().toStdString();
  p.averageEvery = averageEvery_->value();
  p.batch = batchMeaning_->currentData().toString().toStdString();
  p.lrScaling = lrScaling_->currentData().toString().toStdString();
  if (p.strategy == "allreduce") {
    p.syncBatchNorm = syncBatchNorm_->isChecked();
    p.gradientReduction = gradientReduction_->currentData().toString().toStdString();
  }
  p.cpuShare = cpuShareAuto_->isChecked() ? -1.0 : cpuShare_->value() / 100.0;
  return p;
}

bool DevicePanel::setParallel(const std::vector<std::string>& devices, const ParallelSpec& parallel) {
  const QSignalBlocker block(this);
  bool ok = true;
  int cpus = 0;
  for (QCheckBox* g : gpus_) g->setChecked(false);
  for (const auto& d : devices) {
    if (isDevice(d, DeviceRef::Kind::CpuBlas)) {
      ++cpus;
      continue;
    }
    bool found = false;
    for (QCheckBox* g : gpus_)
      if (g->text().toStdString() == d && g->isEnabled()) {
        g->setChecked(true);
        found = true;
      }
    ok &= found;
  }
  cpuReplicas_->setValue(cpus);
  strategy_->setCurrentIndex(std::max(0, strategy_->findData(QString::fromStdString(parallel.strategy))));
  averageEvery_->setValue(parallel.averageEvery);
  batchMeaning_->setCurrentIndex(std::max(0, batchMeaning_->findData(QString::fromStdString(parallel.batch))));
  lrScaling_->setCurrentIndex(std::max(0, lrScaling_->findData(QString::fromStdString(parallel.lrScaling))));
  syncBatchNorm_->setChecked(parallel.syncBatchNorm);
  gradientReduction_->setCurrentIndex(std::max(0, gradientReduction_->findData(QString::fromStdString(parallel.gradientReduction))));
  cpuShareAuto_->setChecked(parallel.cpuShare < 0.0);
  if (parallel.cpuShare >= 0.0) cpuShare_->setValue(parallel.cpuShare * 100.0);
  parallel_->setChecked(devices.size() > 1 && ok);
  updateOptions();
  return ok;
}

QString DevicePanel::backendName() const {
  if (const auto d = devices(); !d.empty()) return QString::fromStdString(d.front());
  const int id = modes_->checkedId();
  return id >= 0 ? QString::fromStdString(choices_[static_cast<std::size_t>(id)].name) : QString();
}

int DevicePanel::threads() const { return threads_->value(); }

Precision DevicePanel::precision() const {
  return precision_->count() ? static_cast<Precision>(precision_->currentData().toInt()) : Precision::FP32;
}

double DevicePanel::memoryBudgetGiB() const { return memoryBudget_->value(); }

void DevicePanel::setMemoryBudgetGiB(double gib) { memoryBudget_->setValue(gib); }

bool DevicePanel::graphs() const { return graphs_->isEnabled() ? graphs_->isChecked() : true; }

bool DevicePanel::setBackend(const QString& name, int threads, Precision precision, bool graphs) {
  for (int i = 0; i < static_cast<int>(choices_.size()); ++i) {
    const BackendChoice& c = choices_[static_cast<std::size_t>(i)];
    if (QString::fromStdString(c.name) != name || !c.available) continue;
    modes_->button(i)->setChecked(true);
    updateOptions();
    if (threads > 0) threads_->setValue(threads);
    const int p = precision_->findData(static_cast<int>(precision));
    if (p >= 0) precision_->setCurrentIndex(p);
    graphs_->setChecked(graphs);
    return true;
  }
  return false;
}

QString DevicePanel::summary() const {
  if (const PipelineSpec p = pipeline(); p.enabled()) {
    QStringList names;
    for (const auto& n : p.devices) names << QString::fromStdString(n);
    return tr("%1 (model parallel, %2)").arg(names.join(QStringLiteral(" | ")), QString::fromStdString(p.schedule));
  }
  if (const auto d = devices(); !d.empty()) {
    QStringList names;
    for (const auto& n : d) names << QString::fromStdString(n);
    return tr("%1, %2").arg(names.join(QStringLiteral(" + ")), strategy_->currentData().toString());
  }
  const QString name = backendName();
  if (name.isEmpty()) return tr("no device");
  if (isDevice(name.toStdString(), DeviceRef::Kind::CpuBlas)) return tr("%1, %n thread(s)", nullptr, threads()).arg(name);
  if (name.startsWith("cuda")) return QStringLiteral("%1 %2").arg(name, QString::fromLatin1(precisionName(precision())));
  return name;
}

QString DevicePanel::problem() const {
  if (const QString p = pipeline_->problem(); !p.isEmpty()) return tr("split the model: %1").arg(p);
  if (pipeline_->isChecked() && parallel_->isChecked() && strategy_->currentData().toString() != "allreduce")
    return tr("a split model's replicas combine their gradients by all-reduce only: choose it under \"Several devices\"");
  if (parallel_->isChecked() && devices().size() < 2)
    return tr("tick at least two devices under \"Several devices\" (GPUs, cpu-blas replicas or both), or untick it");
  return modes_->checkedId() < 0 ? tr("no device mode can run on this machine") : QString();
}

// Power sampling (hw/power/): GPUs through NVML, CPU and DRAM through RAPL; what cannot be read
// here is reported in the results as not available, with the reason.
QWidget* DevicePanel::energyBox() {
  const EnergySpec d;
  energy_ = new QGroupBox(this);
  nameBySetting(energy_, fields::kEnergy);
  energy_->setObjectName("energy");
  energy_->setCheckable(true);
  energy_->setChecked(d.enabled);
  auto* form = new QFormLayout(energy_);
  form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // a field goes under its label when narrow
  powerHz_ = new QDoubleSpinBox(energy_);
  powerHz_->setObjectName("powerHz");
  powerHz_->setRange(fields::kPowerHz.min, fields::kPowerHz.max);
  powerHz_->setDecimals(1);
  powerHz_->setSuffix(tr(" Hz"));
  powerHz_->setValue(d.hz);
  idleSeconds_ = new QDoubleSpinBox(energy_);
  idleSeconds_->setObjectName("idleSeconds");
  idleSeconds_->setRange(fields::kIdleSeconds.min, fields::kIdleSeconds.max);
  idleSeconds_->setDecimals(0);
  idleSeconds_->setSuffix(tr(" s"));
  idleSeconds_->setValue(d.idleSeconds);
  addSettingRow(form, fields::kPowerHz, powerHz_);
  addSettingRow(form, fields::kIdleSeconds, idleSeconds_);
  connect(energy_, &QGroupBox::toggled, this, &DevicePanel::changed);
  connect(powerHz_, &QDoubleSpinBox::valueChanged, this, &DevicePanel::changed);
  connect(idleSeconds_, &QDoubleSpinBox::valueChanged, this, &DevicePanel::changed);
  return energy_;
}

EnergySpec DevicePanel::energy() const {
  EnergySpec e;
  e.enabled = energy_->isChecked();
  e.hz = powerHz_->value();
  e.idleSeconds = idleSeconds_->value();
  return e;
}

void DevicePanel::setEnergy(const EnergySpec& e) {
  energy_->setChecked(e.enabled);
  powerHz_->setValue(e.hz);
  idleSeconds_->setValue(e.idleSeconds);
}

}  // namespace nnlab::gui

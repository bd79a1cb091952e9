#include "widgets/device_panel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "hw/cpu_info.h"
#include "hw/gpu_info.h"
#include "widgets/engine_text.h"
#include "widgets/number_text.h"

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
    if (c.available && (firstAvailable < 0 || c.name == "cpu-blas")) firstAvailable = i;
  }
  layout->addWidget(modeBox);

  auto* optBox = new QGroupBox(tr("Mode settings"), this);
  auto* form = new QFormLayout(optBox);
  form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
  threads_ = new QSpinBox(optBox);
  threads_->setObjectName("threads");
  threads_->setToolTip(tr("Compute threads of cpu-blas (OpenMP); the other backends ignore it"));
  precision_ = new QComboBox(optBox);
  precision_->setObjectName("precision");
  precision_->setToolTip(tr("fp32: single precision. tf32: tensor-core inputs with 10-bit mantissa. "
                            "fp16/bf16: mixed precision (16-bit activations, fp32 master weights)."));
  graphs_ = new QCheckBox(tr("Record each training step once and replay it (CUDA graphs)"), optBox);
  graphs_->setObjectName("graphs");
  graphs_->setChecked(true);
  threads_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
  precision_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
  optionsNote_ = new QLabel(optBox);
  optionsNote_->setWordWrap(true);
  form->addRow(tr("Threads:"), threads_);
  form->addRow(tr("Precision:"), precision_);
  form->addRow(tr("CUDA graphs:"), graphs_);
  form->addRow(optionsNote_);
  layout->addWidget(optBox);
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
  if (id < 0) {
    emit changed();
    return;
  }
  const BackendChoice& c = choices_[static_cast<std::size_t>(id)];
  const bool blas = c.name == "cpu-blas";
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

QString DevicePanel::backendName() const {
  const int id = modes_->checkedId();
  return id >= 0 ? QString::fromStdString(choices_[static_cast<std::size_t>(id)].name) : QString();
}

int DevicePanel::threads() const { return threads_->value(); }

Precision DevicePanel::precision() const {
  return precision_->count() ? static_cast<Precision>(precision_->currentData().toInt()) : Precision::FP32;
}

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
  const QString name = backendName();
  if (name.isEmpty()) return tr("no device");
  if (name == "cpu-blas") return tr("%1, %n thread(s)", nullptr, threads()).arg(name);
  if (name.startsWith("cuda")) return QStringLiteral("%1 %2").arg(name, QString::fromLatin1(precisionName(precision())));
  return name;
}

QString DevicePanel::problem() const {
  return modes_->checkedId() < 0 ? tr("no device mode can run on this machine") : QString();
}

}  // namespace nnlab::gui

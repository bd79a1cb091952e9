#include "widgets/lab/hardware_page.h"

#include <algorithm>
#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QHeaderView>
#include <QLocale>
#include <QLabel>
#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QListWidget>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/error.h"
#include "hw/device_table.h"
#include "hw/predict.h"
#include "train/train_fields.h"
#include "train/trainer.h"
#include "hw/roofline.h"
#include "nn/model.h"
#include "widgets/engine_text.h"
#include "widgets/lab/hardware_charts.h"
#include "widgets/flow_layout.h"
#include "widgets/reflow_splitter.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {

constexpr int kKeyRole = Qt::UserRole + 1;

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

HardwarePage::HardwarePage(QWidget* parent) : QWidget(parent) {
  setObjectName("hardwarePage");
  auto* layout = new QVBoxLayout(this);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  layout->addWidget(status_);
  // Measure this machine: the micro-benchmarks (GEMMs, memory triad, host-device copies) fill
  // the measured bars, the measured columns of the table and, where the database has no figure,
  // this machine's roofline; the result is kept in the history.
  auto* measureRow = new FlowLayout;
  measure_ = new QPushButton(tr("Measure this machine"), this);
  measure_->setObjectName("measureMachine");
  measure_->setToolTip(tr("Run the micro-benchmarks (GEMMs per precision, memory bandwidth, host-device copies) on this "
                          "machine's CPU and GPUs and keep the result in the history"));
  quick_ = new QCheckBox(tr("quick"), this);
  quick_->setObjectName("measureQuick");
  quick_->setToolTip(tr("Small sizes and few repeats: a first look in seconds, not a measurement to quote"));
  progress_ = new QProgressBar(this);
  progress_->setObjectName("measureProgress");
  progress_->setMinimumWidth(fontMetrics().averageCharWidth() * 16);
  progress_->setVisible(false);
  cancel_ = new QPushButton(tr("Cancel"), this);
  cancel_->setObjectName("measureCancel");
  cancel_->setToolTip(tr("Stop the benchmarks after the step in progress; nothing is stored"));
  cancel_->setVisible(false);
  measureStatus_ = new QLabel(this);
  measureStatus_->setObjectName("measureStatus");
  measureStatus_->setWordWrap(true);
  measureStatus_->setVisible(false);  // until there is something to say
  measureRow->addWidget(measure_);
  measureRow->addWidget(quick_);
  measureRow->addWidget(progress_);
  measureRow->addWidget(cancel_);
  // Report...: the picked database entries side by side as a report (PDF or HTML).
  report_ = new QPushButton(tr("Report..."), this);
  report_->setObjectName("hardwareReport");
  report_->setToolTip(tr("The picked database entries side by side as a report (PDF or HTML): their table, peaks, "
                         "bandwidths and sources"));
  report_->setEnabled(false);
  measureRow->addWidget(report_);
  layout->addLayout(measureRow);
  connect(report_, &QPushButton::clicked, this, [this] {
    ReportSelection sel;
    sel.kind = ReportSelection::Kind::Hardware;
    for (const DeviceFigures& d : pickedFigures())
      if (d.spec) sel.hardware.push_back(d.spec->id);
    emit reportRequested(sel);
  });
  layout->addWidget(measureStatus_);
  connect(measure_, &QPushButton::clicked, this, [this] { emit measureRequested(quick_->isChecked()); });
  connect(cancel_, &QPushButton::clicked, this, [this] {
    cancel_->setEnabled(false);
    setMeasureOutcome(tr("Cancelling after the step in progress..."));
    emit cancelRequested();
  });

  auto* split = new ReflowSplitter(this);
  layout->addWidget(split, 1);
  list_ = new QListWidget(split);
  list_->setObjectName("hardwareDevices");
  list_->setMinimumWidth(220);
  auto* tabs = new QTabWidget(split);
  table_ = new QTableWidget(tabs);
  table_->setObjectName("hardwareTable");
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  tabs->addTab(table_, tr("Specs"));
  peaks_ = new PeakBarsChart(tabs);
  tabs->addTab(peaks_, tr("Peaks"));
  bandwidth_ = new BandwidthBarsChart(tabs);
  tabs->addTab(bandwidth_, tr("Bandwidth"));
  rooflines_ = new QTabWidget(tabs);
  rooflines_->setObjectName("rooflineTabs");
  tabs->addTab(rooflines_, tr("Roofline"));
  // What if: predictions for the picked devices, never measurements.
  auto* whatIf = new QWidget(tabs);
  whatIf->setObjectName("whatIfTab");
  auto* wl = new QVBoxLayout(whatIf);
  // The controls wrap to the tab's width; their one-row width must not widen the tabs (the device
  // list would be pushed above them): the box asks for no width of its own.
  auto* controlsBox = new QWidget(whatIf);
  controlsBox->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  auto* controls = new FlowLayout(controlsBox);
  controls->setContentsMargins(0, 0, 0, 0);
  precision_ = new QComboBox(whatIf);
  precision_->setObjectName("whatIfPrecision");
  for (const char* p : {"fp32", "tf32", "fp16", "bf16"}) precision_->addItem(QString::fromLatin1(p), QString::fromLatin1(p));
  precision_->setToolTip(tr("The precision to predict in: a device without a peak for it is not predicted"));
  batch_ = new QSpinBox(whatIf);
  batch_->setObjectName("whatIfBatch");
  batch_->setRange(static_cast<int>(fields::kBatch.minInt()), static_cast<int>(fields::kBatch.maxInt()));
  batch_->setValue(TrainConfig{}.batch);
  batch_->setToolTip(tr("Batch per device"));
  samples_ = new QSpinBox(whatIf);
  samples_->setObjectName("whatIfSamples");
  samples_->setRange(1, 2000000000);
  samples_->setValue(static_cast<int>(PredictOptions{}.trainSamples));  // the engine's (and `nnlab-cli predict`'s)
  samples_->setGroupSeparatorShown(true);
  samples_->setToolTip(tr("Training samples an epoch (the dataset's training split)"));
  link_ = new QComboBox(whatIf);
  link_->setObjectName("whatIfLink");
  link_->addItem(tr("the GPU's"), QString());
  for (const char* l : {"pcie3", "pcie4", "pcie5", "nvlink"})
    link_->addItem(QString::fromStdString(linkByName(l).name), QString::fromLatin1(l));
  link_->setToolTip(tr("The link between the GPUs of a node"));
  network_ = new QComboBox(whatIf);
  network_->setObjectName("whatIfNetwork");
  for (const char* l : {"ib-hdr", "ib-ndr", "eth-100g", "eth-25g", "eth-10g"})
    network_->addItem(QString::fromStdString(linkByName(l).name), QString::fromLatin1(l));
  network_->setToolTip(tr("The link between nodes"));
  nodes_ = new QComboBox(whatIf);
  nodes_->setObjectName("whatIfNodes");
  nodes_->addItem(tr("1 node"), QStringLiteral("1"));
  nodes_->addItem(tr("1 and 2 nodes"), QStringLiteral("1,2"));
  nodes_->addItem(tr("1, 2, 4 and 8 nodes"), QStringLiteral("1,2,4,8"));
  auto pair = [&](const QString& label, QWidget* w) {
    auto* l = new QLabel(label, controlsBox);
    l->setBuddy(w);
    controls->addPair(l, w);
  };
  pair(tr("Precision"), precision_);
  pair(tr("Batch"), batch_);
  pair(tr("Samples"), samples_);
  pair(tr("Link"), link_);
  pair(tr("Network"), network_);
  pair(tr("Nodes"), nodes_);
  wl->addWidget(controlsBox);
  whatIfNote_ = new QLabel(whatIf);
  whatIfNote_->setObjectName("whatIfNote");
  whatIfNote_->setWordWrap(true);
  whatIfNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  whatIfNote_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // wraps to the tab, never widens it
  wl->addWidget(whatIfNote_);
  // One above the other: side by side they would ask for the width of two charts and push the
  // device list above the tabs.
  auto* charts = new QSplitter(Qt::Vertical, whatIf);
  charts->setChildrenCollapsible(false);
  prediction_ = new PredictionChart(charts);
  scaling_ = new ScalingChart(charts);
  validation_ = new ValidationChart(charts);
  validation_->refresh();
  wl->addWidget(charts, 1);
  tabs->addTab(whatIf, tr("What if"));
  auto again = [this] { refresh(); };
  connect(precision_, &QComboBox::currentIndexChanged, this, again);
  connect(batch_, &QSpinBox::valueChanged, this, again);
  connect(samples_, &QSpinBox::valueChanged, this, again);
  connect(link_, &QComboBox::currentIndexChanged, this, again);
  connect(network_, &QComboBox::currentIndexChanged, this, again);
  connect(nodes_, &QComboBox::currentIndexChanged, this, again);
  split->setStretchFactor(1, 1);

  try {
    db_ = &hardwareDatabase();
    status_->setText(tr("Hardware database: %1 devices (%2). Peaks are dense; * marks a figure halved from one quoted "
                        "with sparsity.")
                         .arg(db_->devices().size())
                         .arg(q(hardwareDatabasePath())));
  } catch (const Error& e) {
    status_->setText(tr("The hardware database could not be read: %1").arg(errorText(e)));
  }
  connect(list_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
    if (updating_) return;
    const QString key = item->data(kKeyRole).toString();
    if (key.isEmpty()) return;
    if (item->checkState() == Qt::Checked && !picked_.contains(key)) picked_ << key;
    if (item->checkState() != Qt::Checked) picked_.removeAll(key);
    refresh();
    emit pickedDevicesChanged(picked_);
  });
  rebuildList();
  // This machine's devices are what a class looks at first.
  QStringList initial;
  for (const auto& d : all_)
    if (d.key.rfind("this:", 0) == 0) initial << q(d.key);
  pickDevices(initial);
}

void HardwarePage::rebuildList() {
  all_ = figuresOfThisMachine(db_);
  for (const HwBenchResult& bench : benches_) mergeBench(all_, bench, db_, bench.machine == thisHostName());
  if (db_)
    for (const auto& s : db_->devices()) all_.push_back(figuresFromSpec(s));
  updating_ = true;
  list_->clear();
  auto header = [&](const QString& text) {
    auto* item = new QListWidgetItem(text, list_);
    item->setFlags(Qt::NoItemFlags);
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
  };
  QString section;
  for (const auto& d : all_) {
    // "bench:HOST:cpu": the machine is between the first and the last colon.
    const QString s = d.key.rfind("this:", 0) == 0 ? tr("This machine")
                      : d.key.rfind("bench:", 0) == 0
                          ? tr("Measured on %1").arg(q(d.key.substr(6, d.key.rfind(':') - 6)))
                          : tr("Database");
    if (s != section) header(section = s);
    auto* item = new QListWidgetItem(d.key.rfind("db:", 0) == 0 ? q(d.title) : q(d.title.substr(d.title.find(':') + 2)), list_);
    item->setData(kKeyRole, q(d.key));
    item->setToolTip(q(d.key) + (d.peakSource.empty() ? QString() : QStringLiteral("\n") + q(d.peakSource)));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(picked_.contains(q(d.key)) ? Qt::Checked : Qt::Unchecked);
  }
  updating_ = false;
}

QStringList HardwarePage::availableDevices() const {
  QStringList keys;
  for (const auto& d : all_) keys << q(d.key);
  return keys;
}

void HardwarePage::pickDevices(const QStringList& keys) {
  picked_.clear();
  const QStringList known = availableDevices();
  for (const QString& k : keys)
    if (known.contains(k) && !picked_.contains(k)) picked_ << k;
  updating_ = true;
  for (int i = 0; i < list_->count(); ++i) {
    QListWidgetItem* item = list_->item(i);
    const QString key = item->data(kKeyRole).toString();
    if (!key.isEmpty()) item->setCheckState(picked_.contains(key) ? Qt::Checked : Qt::Unchecked);
  }
  updating_ = false;
  refresh();
  emit pickedDevicesChanged(picked_);
}

QStringList HardwarePage::pickedDevices() const { return picked_; }

std::vector<DeviceFigures> HardwarePage::pickedFigures() const {
  std::vector<DeviceFigures> out;
  for (const QString& k : picked_)
    for (const auto& d : all_)
      if (q(d.key) == k) out.push_back(d);
  return out;
}

void HardwarePage::setModel(const ModelSpec& spec, const Shape& input, int classes) {
  spec_ = spec;
  input_ = input;
  classes_ = classes;
  refresh();
}

void HardwarePage::setBenchResults(const std::vector<HwBenchResult>& results) {
  benches_ = results;
  rebuildList();
  // A machine's devices that were picked stay picked (their keys are stable); the measured
  // devices of a machine seen for the first time are picked too, so they show at once.
  QStringList keep = picked_;
  for (const auto& d : all_)
    if (d.key.rfind("bench:", 0) == 0 && !keep.contains(q(d.key))) keep << q(d.key);
  pickDevices(keep);
}

void HardwarePage::setMeasuring(bool on) {
  measuring_ = on;
  measure_->setEnabled(!on);
  quick_->setEnabled(!on);
  progress_->setVisible(on);
  cancel_->setVisible(on);
  cancel_->setEnabled(on);
  if (on) {
    progress_->setRange(0, 0);  // until the first step says how many there are
    setMeasureOutcome(tr("Measuring this machine..."));
  }
}

void HardwarePage::setMeasureProgress(int done, int total, const QString& step) {
  if (total > 0) {
    progress_->setRange(0, total);
    progress_->setValue(done);
  }
  if (!cancel_->isEnabled()) return;  // cancelling: that text stays
  setMeasureOutcome(done < total ? tr("Measuring this machine: step %1 of %2, %3").arg(done + 1).arg(total).arg(step)
                                 : tr("Measuring this machine: every step done"));
}

void HardwarePage::setMeasureOutcome(const QString& text) {
  measureStatus_->setText(text);
  measureStatus_->setVisible(!text.isEmpty());
}

QString HardwarePage::measureText() const { return measureStatus_->text(); }

void HardwarePage::setProfile(const ModelProfile& profile) {
  profile_ = profile;
  refresh();
}

const DeviceProfile* HardwarePage::profileFor(const DeviceFigures& d) const {
  if (!profile_ || d.key.rfind("db:", 0) == 0) return nullptr;
  const DeviceProfile* found = nullptr;
  for (const auto& p : profile_->devices) {
    if (!p.available) continue;
    const std::string device = p.device.substr(0, p.device.find('@'));
    if (d.kind == "cpu" && (device == "cpu-blas" || (device == "cpu-reference" && !found))) found = &p;
    if (d.kind == "gpu" && "cuda:" + d.key.substr(d.key.find("cuda") + 4) == device && (!found || p.precision == "fp32"))
      found = &p;
  }
  return found;
}

QList<RooflineChart*> HardwarePage::rooflineCharts() const {
  QList<RooflineChart*> charts;
  for (int i = 0; i < rooflines_->count(); ++i)
    if (auto* c = qobject_cast<RooflineChart*>(rooflines_->widget(i))) charts << c;
  return charts;
}

void HardwarePage::refresh() {
  const auto picked = pickedFigures();
  report_->setEnabled(std::any_of(picked.begin(), picked.end(), [](const DeviceFigures& d) { return d.spec != nullptr; }));
  fillTable(picked);
  peaks_->setDevices(picked);
  peaks_->refresh();
  bandwidth_->setDevices(picked);
  bandwidth_->refresh();
  while (rooflines_->count() > 0) {
    QWidget* w = rooflines_->widget(0);
    rooflines_->removeTab(0);
    w->deleteLater();
  }
  std::optional<ModelCheck> check;
  if (spec_) {
    check = checkModel(*spec_, input_, classes_);
    if (!check->ok) check.reset();
  }
  const int batch = profile_ ? profile_->batch : 64;
  for (const auto& d : picked) {
    auto* chart = new RooflineChart(rooflines_);
    chart->setDevice(d);
    if (check) chart->setLayers(rooflinePoints(*check, batch, DType::F32, profileFor(d)));
    chart->refresh();
    QString tab = q(d.title);
    if (tab.size() > 24) tab = tab.left(22) + QStringLiteral("...");
    rooflines_->addTab(chart, tab);
  }
  refreshWhatIf(picked, check);
}

void HardwarePage::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  emit shown();
}

void HardwarePage::setTrainSamples(std::int64_t samples) {
  if (samples > 0) samples_->setValue(static_cast<int>(std::min<std::int64_t>(samples, samples_->maximum())));
}

QString HardwarePage::whatIfText() const { return whatIfNote_->text(); }

void HardwarePage::setMeasuredRuns(const std::vector<RunRecord>& runs) {
  if (!db_) return;
  std::vector<DeviceFigures> here;
  for (const DeviceFigures& d : all_)
    if (d.key.rfind("this:", 0) == 0) here.push_back(d);
  validation_->setValidation(validatePredictions(runs, *db_, here));
  validation_->refresh();
}

void HardwarePage::refreshWhatIf(const std::vector<DeviceFigures>& picked, const std::optional<ModelCheck>& check) {
  if (!prediction_) return;
  std::vector<DevicePrediction> predictions;
  std::vector<std::pair<std::string, ScalingPrediction>> curves;
  if (!check) {
    prediction_->setPredictions({});
    prediction_->setHint(tr("Design a valid model on the Model page to predict its training"));
    prediction_->refresh();
    scaling_->setScaling({});
    scaling_->refresh();
    whatIfNote_->setText(tr("No model to predict: the Model page's model is not valid yet."));
    return;
  }
  PredictOptions o;
  o.batch = batch_->value();
  o.precision = precision_->currentData().toString().toStdString();
  o.trainSamples = samples_->value();
  o.validationSamples = o.trainSamples / 10;
  QString methods;
  for (const DeviceFigures& d : picked) {
    const DeviceProfile* measured = profileFor(d);
    predictions.push_back(predictOnDevice(*check, d, o, measured ? &d : nullptr, measured));
    const DevicePrediction& p = predictions.back();
    if (p.available) methods += QStringLiteral("\n") + q(p.device) + QStringLiteral(": ") + q(p.method);
    if (!p.available || d.kind != "gpu") continue;
    ScalingOptions so;
    so.gpus = {1, 2, 4, 8, 16, 32, 64};
    so.nodes.clear();
    for (const QString& n : nodes_->currentData().toString().split(',')) so.nodes.push_back(n.toInt());
    const QString link = link_->currentData().toString();
    so.intra = !link.isEmpty() ? linkByName(link.toStdString()) : d.spec ? gpuLinkOf(*d.spec) : linkByName("pcie3");
    so.inter = linkByName(network_->currentData().toString().toStdString());
    so.gradientBytes = double(check->totalParams) * (o.precision == "fp16" || o.precision == "bf16" ? 2.0 : 4.0);
    curves.emplace_back(d.title, predictScaling(p, so));
  }
  prediction_->setPredictions(predictions);
  prediction_->setHint({});
  prediction_->refresh();
  scaling_->setScaling(curves);
  scaling_->refresh();
  whatIfNote_->setText(tr("PREDICTED, not measured: a training epoch of %1 samples at batch %2 a device in %3, from each "
                          "layer's FLOPs and bytes on the device's roofline (hover for how each device was predicted).")
                           .arg(QLocale().toString(static_cast<qlonglong>(o.trainSamples)))
                           .arg(o.batch)
                           .arg(q(o.precision)));
  whatIfNote_->setToolTip(methods.trimmed());
}

namespace {

// The engine's decimals ("0.166", "23.5 GiB") with the locale's separator ("0,166"); years, counts
// and versions ("9.1.0") stay as they are.
QString localDecimals(const QString& text) {
  static const QRegularExpression decimal(QStringLiteral("(?<![\\w.])(\\d+)\\.(\\d+)(?![\\w.])"));
  const QString point = QLocale().decimalPoint();
  if (point == u".") return text;
  QString out = text;
  out.replace(decimal, QStringLiteral("\\1") + point + QStringLiteral("\\2"));
  return out;
}

}  // namespace

// The engine's table (hw/device_table.h: the rows `nnlab-cli hw compare` prints and the hardware
// report holds), its labels and words in the app's language; what this machine's detection found
// where the database has no entry, and the sources as a tool tip, are the page's own, on top.
void HardwarePage::fillTable(const std::vector<DeviceFigures>& picked) {
  const std::vector<DeviceTableRow> rows = deviceTable(picked);
  table_->clear();
  table_->setRowCount(static_cast<int>(rows.size()));
  table_->setColumnCount(static_cast<int>(picked.size()));
  QStringList labels;
  for (const DeviceTableRow& r : rows) {
    QString label = engineText(kDevicesContext, r.label);
    if (!label.isEmpty()) label[0] = label[0].toUpper();
    labels << label;
  }
  table_->setVerticalHeaderLabels(labels);
  QStringList headers;
  for (const auto& d : picked) headers << engineText(kDevicesContext, d.title);  // "this machine: ..." translated
  table_->setHorizontalHeaderLabels(headers);
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    const std::string& key = rows[static_cast<std::size_t>(r)].label;
    for (int c = 0; c < static_cast<int>(picked.size()); ++c) {
      const DeviceFigures& d = picked[static_cast<std::size_t>(c)];
      auto detected = [&](const char* name) -> QString {
        for (const auto& [k, v] : d.detected)
          if (k == name) return q(v);
        return {};
      };
      QString text = tableCellText(rows[static_cast<std::size_t>(r)].cells[static_cast<std::size_t>(c)]);
      QString tip;
      if (key == "vendor" && !d.spec && !detected("vendor").isEmpty()) text = detected("vendor") + tr(" (detected)");
      if (key == "SMs / cores" && !detected("cores").isEmpty()) text = detected("cores") + tr(" cores (detected)");
      if (key == "SMs / cores" && !detected("SMs").isEmpty()) text = detected("SMs") + tr(" SMs (detected)");
      if (key == "boost clock (MHz)" && !detected("clock").isEmpty()) text = detected("clock") + tr(" (detected)");
      if (key == "memory" && !detected("memory").isEmpty()) text = detected("memory") + tr(" (detected)");
      if (key == "sources" && d.spec && !d.spec->sources.empty()) {
        text += tr(" (hover)");
        for (const auto& u : d.spec->sources) tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + q(u);
      }
      if (key != "interconnect" && key != "sources" && key != "architecture") text = localDecimals(text);  // not "PCIe 5.0"
      auto* item = new QTableWidgetItem(text);
      item->setToolTip(tip);
      table_->setItem(r, c, item);
    }
  }
}

// An engine cell in the app's language: the engine's figures, the words around them translated
// ("132 SMs", "8 cores (...)", "3350.0 (measured 2900.1)", "(quick run ...)").
QString HardwarePage::tableCellText(const std::string& cell) {
  static const QRegularExpression measured(QStringLiteral("^(.*) \\((measured|quick run) ([^()]*)\\)$"));
  static const QRegularExpression units(QStringLiteral("^(\\S+) (SMs|cores)( \\(.*\\))?$"));
  const QString text = q(cell);
  if (const auto m = measured.match(text); m.hasMatch())
    return tableCellText(m.captured(1).toStdString()) +
           (m.captured(2) == u"measured" ? tr(" (measured %1)") : tr(" (quick run %1)")).arg(m.captured(3));
  if (const auto m = units.match(text); m.hasMatch())
    return m.captured(1) + (m.captured(2) == u"SMs" ? tr(" SMs") : tr(" cores")) + m.captured(3);
  return engineText(kDevicesContext, cell);  // "computed: <formula>": its head translated
}

}  // namespace nnlab::gui

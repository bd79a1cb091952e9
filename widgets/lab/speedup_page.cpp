#include "widgets/lab/speedup_page.h"

#include "experiment/prediction_check.h"
#include "hw/device_figures.h"
#include "hw/hardware_db.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "experiment/compare_devices.h"
#include "experiment/sweep_fields.h"
#include "train/train_fields.h"
#include "widgets/lab/speedup_charts.h"
#include "widgets/flow_layout.h"
#include "widgets/reflow_splitter.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {
const QString kTicked = QStringLiteral("ticked");
QString q(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

SpeedupPage::SpeedupPage(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  auto* bar = new FlowLayout;  // wraps onto a second row at a large zoom
  compare_ = new QPushButton(tr("Compare devices"), this);
  compare_->setObjectName("compareDevices");
  compare_->setToolTip(tr("Train the current experiment on every device mode of this machine (cpu-reference, cpu-blas on "
                          "one thread and on all cores, each GPU in fp32, tf32, fp16 and bf16) and show the speedup of each "
                          "against cpu-reference"));
  epochs_ = new QSpinBox(this);
  epochs_->setRange(static_cast<int>(fields::kEpochs.minInt()), static_cast<int>(fields::kEpochs.maxInt()));
  epochs_->setValue(kCompareDevicesEpochs);
  epochs_->setPrefix(tr("epochs: "));
  epochs_->setToolTip(tr("Epochs per run (the first is the warm-up, left out of the per-epoch times)"));
  repeats_ = new QSpinBox(this);
  repeats_->setRange(static_cast<int>(fields::kRepeats.minInt()), static_cast<int>(fields::kRepeats.maxInt()));
  repeats_->setValue(SweepSpec{}.repeats);
  repeats_->setPrefix(tr("repeats: "));
  repeats_->setToolTip(tr("Runs per device mode: with 2 or more, the speedups get error bars"));
  stop_ = new QPushButton(tr("Stop"), this);
  stop_->setObjectName("speedupStop");
  stop_->setToolTip(tr("Stop the comparison after the run in progress (Ctrl+.); its finished runs are kept and a new "
                       "Compare devices with the same settings resumes it"));
  stop_->setEnabled(false);
  connect(stop_, &QPushButton::clicked, this, [this] {
    stopping_ = true;
    stop_->setEnabled(false);
    status_->setText(tr("Stopping after the run in progress..."));
    emit stopRequested();
  });
  reportButton_ = new QPushButton(tr("Report..."), this);
  reportButton_->setObjectName("speedupReport");
  reportButton_->setToolTip(tr("This comparison as a report (PDF or HTML): charts, tables and how the runs were made"));
  reportButton_->setEnabled(false);
  connect(reportButton_, &QPushButton::clicked, this, [this] {
    ReportSelection sel;
    const QString what = source_->currentData().toString();
    if (what == kTicked) {
      sel.kind = ReportSelection::Kind::Runs;
      const int b = baseline_->currentData().toInt();  // the baseline first: the report's speedup is against it
      if (b >= 0 && b < static_cast<int>(groups_.size()))
        for (const RunRecord& r : groups_[static_cast<std::size_t>(b)].runs) sel.runs.push_back(r.id);
      for (std::size_t i = 0; i < groups_.size(); ++i)
        if (static_cast<int>(i) != b)
          for (const RunRecord& r : groups_[i].runs) sel.runs.push_back(r.id);
    } else {
      sel.kind = ReportSelection::Kind::Devices;
      sel.sweep = what.toStdString();
    }
    emit reportRequested(sel);
  });
  bar->addWidget(compare_);
  bar->addWidget(stop_);
  bar->addWidget(reportButton_);
  bar->addWidget(epochs_);
  bar->addWidget(repeats_);
  source_ = new QComboBox(this);
  source_->setObjectName("speedupSource");
  source_->setToolTip(tr("What to compare: a stored sweep (each cell a point), or the runs ticked on the History page"));
  bar->addPair(new QLabel(tr("Runs:"), this), source_);
  baseline_ = new QComboBox(this);
  baseline_->setObjectName("speedupBaseline");
  bar->addPair(new QLabel(tr("Baseline:"), this), baseline_);
  layout->addLayout(bar);
  status_ = new QLabel(this);
  status_->setObjectName("speedupStatus");
  status_->setWordWrap(true);
  layout->addWidget(status_);

  auto* split = new QSplitter(Qt::Vertical, this);
  auto* charts = new ReflowSplitter(split);
  chart_ = new SpeedupChart(charts);
  amdahl_ = new AmdahlChart(charts);
  energy_ = new EnergyChart(charts);
  energy_->setObjectName("energyChart");
  energy_->setVisible(false);
  charts->setStretchFactor(0, 3);
  charts->setStretchFactor(1, 2);
  table_ = new QTableWidget(split);
  table_->setObjectName("speedupTable");
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->setVisible(false);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 1);
  layout->addWidget(split, 1);

  connect(compare_, &QPushButton::clicked, this, [this] { emit compareDevicesRequested(epochs_->value(), repeats_->value()); });
  connect(source_, &QComboBox::activated, this, [this] { loadSource(); });
  connect(baseline_, &QComboBox::activated, this, [this] { recompute(); });
  refresh();
}

void SpeedupPage::setStore(std::shared_ptr<HistoryStore> store) {
  store_ = std::move(store);
  refresh();
}

void SpeedupPage::setTickedRuns(const QList<qint64>& ids) {
  ticked_ = ids;
  if (source_->currentData().toString() == kTicked) loadSource();
}

void SpeedupPage::refresh() {
  const QString keep = source_->currentData().toString();
  {
    const QSignalBlocker block(source_);
    source_->clear();
    source_->addItem(tr("Runs ticked on the History page"), kTicked);
    if (store_) {
      try {
        for (const SweepInfo& s : store_->listSweeps()) source_->addItem(tr("Sweep: %1").arg(q(s.name)), q(s.uid));
      } catch (const std::exception& e) {
        emit statusMessage(errorText(e));
      }
    }
    // What was shown, else the newest sweep (a comparison of devices just made, typically).
    const int i = source_->findData(keep);
    source_->setCurrentIndex(i >= 0 ? i : (source_->count() > 1 ? 1 : 0));
  }
  loadSource();
}

void SpeedupPage::showSweep(const QString& uid) {
  refresh();
  const int i = source_->findData(uid);
  if (i < 0) return;
  source_->setCurrentIndex(i);
  loadSource();
}

void SpeedupPage::setBusy(bool busy, const QString& text) {
  compare_->setEnabled(!busy);
  epochs_->setEnabled(!busy);
  repeats_->setEnabled(!busy);
  if (!busy) stopping_ = false;
  stop_->setEnabled(busy && !stopping_);
  if (!stopping_) status_->setText(text);  // while stopping, "Stopping after..." stays
}

void SpeedupPage::loadSource() {
  groups_.clear();
  const QString what = source_->currentData().toString();
  try {
    if (!store_) {
      status_->setText(tr("No history is open: runs to compare come from it."));
    } else if (what == kTicked) {
      for (qint64 id : ticked_) {
        RunRecord r = store_->load(id);
        if (r.result.status != RunStatus::Completed) continue;
        RunGroup g;
        g.label = r.label;
        g.runs.push_back(std::move(r));
        groups_.push_back(std::move(g));
      }
      if (groups_.size() < 2) status_->setText(tr("Tick two or more completed runs on the History page to compare them."));
    } else if (!what.isEmpty()) {
      const SweepInfo info = store_->sweep(what.toStdString());
      const SweepSpec spec = SweepSpec::fromJson(info.spec, "the stored spec of sweep " + info.uid);
      RunFilter f;
      f.equals = {{"sweep", info.uid}};
      // A run that cannot be read (a damaged row) is left out and said; the rest are shown.
      LoadedRuns loaded = store_->loadRuns(f);
      if (!loaded.skipped.empty())
        emit statusMessage(tr("%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)", nullptr,
                              static_cast<int>(loaded.skipped.size())));
      std::vector<RunRecord> runs = std::move(loaded.records);
      for (RunGroup& g : cellGroups(spec, runs))
        if (!g.runs.empty()) groups_.push_back(std::move(g));
      // (a stopped comparison: its first device modes only, or none yet)
      if (groups_.size() < 2)
        status_->setText(tr("This sweep has completed runs in %n of its cells; two are needed to compare. Compare devices "
                            "with the same settings, or Resume on the Sweeps page, runs the rest.",
                            nullptr, static_cast<int>(groups_.size())));
    }
  } catch (const std::exception& e) {
    emit statusMessage(errorText(e));
  }
  const QSignalBlocker block(baseline_);
  baseline_->clear();
  for (std::size_t i = 0; i < groups_.size(); ++i) baseline_->addItem(q(groups_[i].label), static_cast<int>(i));
  // cpu-reference, the sequential baseline, when it is there.
  int base = 0;
  for (std::size_t i = 0; i < groups_.size(); ++i)
    if (!groups_[i].runs.empty() && isDevice(groups_[i].runs.front().spec.backend, DeviceRef::Kind::CpuReference)) {
      base = static_cast<int>(i);
      break;
    }
  baseline_->setCurrentIndex(base);
  recompute();
}

void SpeedupPage::recompute() {
  report_.reset();
  const int b = baseline_->currentData().toInt();
  if (groups_.size() >= 2 && b >= 0 && b < static_cast<int>(groups_.size())) {
    std::vector<RunGroup> others;
    for (std::size_t i = 0; i < groups_.size(); ++i)
      if (static_cast<int>(i) != b) others.push_back(groups_[i]);
    const RunGroup& base = groups_[static_cast<std::size_t>(b)];
    const int warmup = warmupEpochs(static_cast<int>(base.runs.front().result.epochs.size()));
    try {
      report_ = std::make_unique<SpeedupReport>(compareRuns(base, others, warmup));
      status_->setText(tr("%n point(s) against %1", nullptr, static_cast<int>(others.size())).arg(q(base.label)));
    } catch (const std::exception& e) {
      status_->setText(errorText(e));
    }
  }
  chart_->setReport(report_.get());
  chart_->refresh();
  amdahl_->setReport(report_.get());
  // What-if beside the measured points: the baseline's model on its device, calibrated by it.
  std::optional<ScalingPrediction> predicted;
  QString predictedDevice;
  if (report_ && b >= 0 && b < static_cast<int>(groups_.size()) && !groups_[static_cast<std::size_t>(b)].runs.empty()) {
    try {
      const HardwareDatabase& db = hardwareDatabase();
      const RunRecord& base = groups_[static_cast<std::size_t>(b)].runs.front();
      predicted = predictedScalingFor(base, db, figuresOfThisMachine(&db));
      if (predicted && base.gpu) {
        const HardwareSpec* spec = db.match(base.gpu->name);
        predictedDevice = spec ? q(spec->name) : q(base.gpu->name);
      }
    } catch (const std::exception&) {
      predicted.reset();  // no database: no prediction, the measured points stand alone
    }
  }
  amdahl_->setPredicted(predicted, predictedDevice);
  amdahl_->refresh();
  std::vector<GroupEnergy> energy;
  if (report_) {
    std::vector<RunGroup> others;
    for (std::size_t i = 0; i < groups_.size(); ++i)
      if (static_cast<int>(i) != b) others.push_back(groups_[i]);
    energy = compareEnergy(groups_[static_cast<std::size_t>(b)], others);
  }
  energy_->setVisible(!energy.empty());
  energy_->setGroups(std::move(energy));
  energy_->refresh();
  reportButton_->setEnabled(report_ != nullptr);
  fillTable();
}

void SpeedupPage::fillTable() {
  table_->clear();
  if (!report_) {
    table_->setRowCount(0);
    table_->setColumnCount(0);
    return;
  }
  QStringList headers{tr("run"), tr("runs"), tr("devices")};
  for (int k = 0; k < kTimePhases; ++k) headers << QCoreApplication::translate("nnlab::messages", timePhaseTitle(static_cast<TimePhase>(k)));  // marked in the engine
  table_->setColumnCount(headers.size());
  table_->setHorizontalHeaderLabels(headers);
  table_->setRowCount(static_cast<int>(report_->rows.size()));
  const QLocale loc;
  for (int r = 0; r < static_cast<int>(report_->rows.size()); ++r) {
    const SpeedupRow& row = report_->rows[static_cast<std::size_t>(r)];
    table_->setItem(r, 0, new QTableWidgetItem(q(row.label)));
    table_->setItem(r, 1, new QTableWidgetItem(loc.toString(row.runs)));
    table_->setItem(r, 2, new QTableWidgetItem(loc.toString(row.devices)));
    for (int k = 0; k < kTimePhases; ++k) {
      const auto i = static_cast<std::size_t>(k);
      const Stats& s = row.seconds[i];
      const Ratio& x = row.speedup[i];
      QString text = std::isfinite(s.mean) ? loc.toString(s.mean, 'g', 4) + " s" : QStringLiteral("-");
      if (r > 0 && std::isfinite(x.value))
        text += QStringLiteral("  (") + loc.toString(x.value, 'g', 3) + "x" +
                (std::isfinite(x.error) ? QStringLiteral(" ± ") + loc.toString(x.error, 'g', 2) : QString()) + ")";
      auto* item = new QTableWidgetItem(text);
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      table_->setItem(r, 3 + k, item);
    }
  }
  table_->resizeColumnsToContents();
}

}  // namespace nnlab::gui

#include "widgets/lab/sweep_page.h"

#include "core/data_paths.h"

#include <QMenu>
#include <QDir>
#include <QFileInfo>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "core/format.h"
#include "experiment/sweep_spec.h"
#include "widgets/lab/sweep_charts.h"
#include "widgets/number_text.h"
#include "widgets/lab/sweep_editor.h"
#include "widgets/flow_layout.h"
#include "widgets/reflow_splitter.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

using json = nlohmann::json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString meanStd(const Stats& s, bool percent) {
  if (s.n == 0 || !std::isfinite(s.mean)) return QStringLiteral("-");
  const double k = percent ? 100.0 : 1.0;
  auto fmt = [&](double v) { return readableText(v * k, 4); };  // 19,440 samples/s, not 1.944e+04 (#26)
  QString t = fmt(s.mean);
  // (a spread below rounding is no spread: identical runs print "± 0", not "± 1.4e-14")
  if (s.n >= 2 && std::isfinite(s.std)) t += QStringLiteral(" ± ") + (s.std > 1e-9 * std::fabs(s.mean) ? fmt(s.std) : QStringLiteral("0"));
  return percent ? t + QStringLiteral(" %") : t;
}

// The left pane (stored sweeps, the editor, Run / Stop / Resume) asks for room for its texts
// at the current font: with its labels wrapping, it asked for so little that the splitter gave it
// a 290 px column beside the charts.
class EditorPane : public QWidget {
 public:
  using QWidget::QWidget;
  QSize sizeHint() const override { return QWidget::sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 70, 0)); }
};

}  // namespace

SweepPage::SweepPage(QWidget* parent) : QWidget(parent) {
  auto* outer = new QHBoxLayout(this);
  auto* split = new ReflowSplitter(this);
  outer->addWidget(split);

  // Left: which sweep, the editor, Run / Stop / Resume, progress.
  auto* left = new EditorPane(split);
  auto* l = new QVBoxLayout(left);
  auto* pick = new QHBoxLayout;
  sweeps_ = new QComboBox(left);
  sweeps_->setObjectName("sweepList");
  sweeps_->setToolTip(tr("Sweeps kept in the history: choose one to see its results, or to resume it"));
  pick->addWidget(new QLabel(tr("Stored sweeps:"), left));
  pick->addWidget(sweeps_, 1);
  l->addLayout(pick);
  // Study templates: the studies behind the app as ready sweeps, one click to open.
  templates_ = new QPushButton(tr("Study templates"), left);
  templates_->setObjectName("sweepTemplates");
  templates_->setToolTip(tr("Open a study as a sweep: its experiment becomes the current one, its axes fill the editor"));
  auto* menu = new QMenu(templates_);
  const QDir dir(QString::fromStdString(sharePath("sweeps", "NNLAB_SWEEPS_DIR")));
  for (const QFileInfo& f : dir.entryInfoList({"*.json"}, QDir::Files, QDir::Name)) {
    QString title = f.completeBaseName();
    try {
      title = QString::fromStdString(SweepSpec::load(f.absoluteFilePath().toStdString()).name);
    } catch (const std::exception&) {
      // Listed by its file name; opening it says what is wrong.
    }
    menu->addAction(title, this, [this, path = f.absoluteFilePath()] {
      const QString problem = openTemplate(path);
      if (!problem.isEmpty()) emit statusMessage(problem);
    });
  }
  if (menu->isEmpty()) menu->addAction(tr("(no templates installed)"))->setEnabled(false);
  templates_->setMenu(menu);
  l->addWidget(templates_);
  auto* box = new QGroupBox(tr("New sweep from the current experiment"), left);
  auto* bl = new QVBoxLayout(box);
  editor_ = new SweepEditor(box);
  bl->addWidget(editor_);
  l->addWidget(box, 1);
  auto* buttons = new QHBoxLayout;
  run_ = new QPushButton(tr("Run sweep"), left);
  run_->setObjectName("runSweep");
  stop_ = new QPushButton(tr("Stop"), left);
  stop_->setToolTip(tr("Stop after the run in progress (which stops at its next batch); Resume goes on from there"));
  resume_ = new QPushButton(tr("Resume"), left);
  resume_->setToolTip(tr("Run what the shown sweep has not finished (finished runs are not repeated)"));
  reportButton_ = new QPushButton(tr("Report..."), left);
  reportButton_->setObjectName("sweepReport");
  reportButton_->setToolTip(tr("The shown sweep as a report (PDF or HTML): its charts, its table and how it was run"));
  for (QPushButton* b : {run_, stop_, resume_, reportButton_}) buttons->addWidget(b);
  l->addLayout(buttons);
  progress_ = new QProgressBar(left);
  progressText_ = new QLabel(left);
  progressText_->setWordWrap(true);
  l->addWidget(progress_);
  l->addWidget(progressText_);

  // Right: the table and the charts.
  auto* right = new QSplitter(Qt::Vertical, split);
  table_ = new QTableWidget(right);
  table_->setObjectName("sweepTable");
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->setVisible(false);
  table_->setAlternatingRowColors(true);
  auto* chartBox = new QWidget(right);
  auto* cl = new QVBoxLayout(chartBox);
  cl->setContentsMargins(0, 0, 0, 0);
  auto* controls = new FlowLayout;
  xAxis_ = new QComboBox(chartBox);
  metric_ = new QComboBox(chartBox);
  series_ = new QComboBox(chartBox);
  errors_ = new QComboBox(chartBox);
  errors_->addItem(tr("std"), static_cast<int>(SweepMetricChart::ErrorBars::Std));
  errors_->addItem(tr("95 % CI"), static_cast<int>(SweepMetricChart::ErrorBars::Ci95));
  errors_->addItem(tr("none"), static_cast<int>(SweepMetricChart::ErrorBars::None));
  for (const auto& m : sweepMetrics()) metric_->addItem(q(m.title), q(m.key));
  // The pickers wrap onto a second row rather than widen the page (zoom, presentation mode).
  controls->addPair(new QLabel(tr("y:"), chartBox), metric_);
  controls->addPair(new QLabel(tr("x:"), chartBox), xAxis_);
  controls->addPair(new QLabel(tr("series:"), chartBox), series_);
  controls->addPair(new QLabel(tr("error bars:"), chartBox), errors_);
  logY_ = new QCheckBox(tr("log scale"), chartBox);
  logY_->setObjectName("sweepLogY");
  logY_->setToolTip(tr("A logarithmic y axis: devices a hundred times apart both show (only while every value is above 0)"));
  controls->addWidget(logY_);
  cl->addLayout(controls);
  auto* charts = new ReflowSplitter(chartBox);
  metricChart_ = new SweepMetricChart(charts);
  auto* curveBox = new QWidget(charts);
  auto* cbl = new QVBoxLayout(curveBox);
  cbl->setContentsMargins(0, 0, 0, 0);
  curve_ = new QComboBox(curveBox);
  curve_->addItem(tr("validation accuracy"), "val_accuracy");
  curve_->addItem(tr("validation macro F1"), "val_macro_f1");
  curve_->addItem(tr("training loss"), "train_loss");
  curve_->addItem(tr("validation loss"), "val_loss");
  curvesChart_ = new SweepCurvesChart(curveBox);
  cbl->addWidget(curve_);
  cbl->addWidget(curvesChart_, 1);
  cl->addWidget(charts, 1);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);
  right->setStretchFactor(0, 2);
  right->setStretchFactor(1, 3);

  connect(run_, &QPushButton::clicked, this, [this] {
    const QString p = editor_->problem();
    if (!p.isEmpty()) {
      emit statusMessage(p);
      return;
    }
    emit runRequested(editor_->specJson());
  });
  connect(stop_, &QPushButton::clicked, this, &SweepPage::stopRequested);
  connect(reportButton_, &QPushButton::clicked, this, [this] {
    ReportSelection sel;
    sel.kind = ReportSelection::Kind::Sweep;
    sel.sweep = shownUid_.toStdString();
    emit reportRequested(sel);
  });
  connect(resume_, &QPushButton::clicked, this, [this] {
    if (!shownSpec_.is_null()) emit runRequested(shownSpec_);
  });
  connect(sweeps_, &QComboBox::activated, this, [this](int i) { showSweep(sweeps_->itemData(i).toString()); });
  connect(editor_, &SweepEditor::changed, this, &SweepPage::updateButtons);
  for (QComboBox* c : {xAxis_, metric_, series_, errors_, curve_})
    connect(c, &QComboBox::currentIndexChanged, this, &SweepPage::updateCharts);
  connect(logY_, &QCheckBox::toggled, this, &SweepPage::updateCharts);
  updateButtons();
  updateCharts();
}

void SweepPage::setStore(std::shared_ptr<HistoryStore> store) {
  store_ = std::move(store);
  refresh();
}

void SweepPage::refresh() {
  const QString keep = shownUid_;
  const QSignalBlocker block(sweeps_);
  sweeps_->clear();
  if (!store_) {
    sweeps_->addItem(tr("(no history: sweeps cannot be kept)"), QString());
    updateButtons();
    return;
  }
  try {
    for (const SweepInfo& s : store_->listSweeps())
      sweeps_->addItem(tr("%1 — %2/%3 runs").arg(q(s.name)).arg(s.finished).arg(s.total()), q(s.uid));
  } catch (const std::exception& e) {
    emit statusMessage(errorText(e));
  }
  if (sweeps_->count() == 0) sweeps_->addItem(tr("(none yet)"), QString());
  // The sweep shown before, else the newest one.
  const QString show = !keep.isEmpty() ? keep : sweeps_->itemData(0).toString();
  if (!show.isEmpty()) showSweep(show);
  updateButtons();
}

void SweepPage::showSweep(const QString& uid) {
  if (!store_ || uid.isEmpty()) return;
  try {
    const SweepInfo info = store_->sweep(uid.toStdString());
    const SweepSpec spec = SweepSpec::fromJson(info.spec, "the stored spec of sweep " + info.uid);
    RunFilter f;
    f.equals = {{"sweep", info.uid}};
    f.newestFirst = false;
    // A run that cannot be read (a damaged row) is left out and said; the rest are shown.
    LoadedRuns loaded = store_->loadRuns(f);
    if (!loaded.skipped.empty())
      emit statusMessage(tr("%n run(s) of the history could not be read and are left out (`nnlab-cli history check` names them)", nullptr,
                            static_cast<int>(loaded.skipped.size())));
    std::vector<RunRecord> runs = std::move(loaded.records);
    report_ = std::make_unique<SweepReport>(makeSweepReport(spec, std::move(runs)));
    shownSpec_ = info.spec;
    shownUid_ = uid;
    const int i = sweeps_->findData(uid);
    if (i >= 0) {
      const QSignalBlocker block(sweeps_);
      sweeps_->setCurrentIndex(i);
    }
  } catch (const std::exception& e) {
    emit statusMessage(errorText(e));
    return;
  }
  // The axes choices follow the sweep; keep the user's choice when the axis is still there.
  const QString x = xAxis_->currentText(), s = series_->currentText();
  {
    const QSignalBlocker b1(xAxis_), b2(series_);
    xAxis_->clear();
    series_->clear();
    series_->addItem(tr("(one series)"), -1);
    for (std::size_t a = 0; a < report_->axes.size(); ++a) {
      xAxis_->addItem(q(report_->axes[a]), static_cast<int>(a));
      series_->addItem(q(report_->axes[a]), static_cast<int>(a));
    }
    xAxis_->setCurrentIndex(std::max(0, xAxis_->findText(x)));
    const int si = series_->findText(s);
    series_->setCurrentIndex(si >= 0 ? si : (report_->axes.size() > 1 ? 2 : 0));
  }
  fillTable();
  updateCharts();
  updateButtons();
}

void SweepPage::fillTable() {
  table_->clear();
  if (!report_) return;
  QStringList headers;
  for (const auto& a : report_->axes) headers << q(a);
  headers << tr("runs");
  for (const auto& m : sweepMetrics())
    if (report_->hasEnergy || !m.energy) headers << q(m.title);  // energy columns only when a run measured it
  table_->setColumnCount(headers.size());
  table_->setHorizontalHeaderLabels(headers);
  table_->setRowCount(static_cast<int>(report_->cells.size()));
  for (int r = 0; r < static_cast<int>(report_->cells.size()); ++r) {
    const SweepCell& c = report_->cells[static_cast<std::size_t>(r)];
    int col = 0;
    for (const auto& v : c.values) table_->setItem(r, col++, new QTableWidgetItem(q(v)));
    auto* n = new QTableWidgetItem(tr("%1 of %2").arg(c.completed).arg(c.planned) + (c.failed ? tr(", %1 failed").arg(c.failed) : ""));
    if (!c.failures.empty()) n->setToolTip(q(c.failures.front()));
    table_->setItem(r, col++, n);
    for (std::size_t m = 0; m < c.stats.size(); ++m) {
      if (!report_->hasEnergy && sweepMetrics()[m].energy) continue;
      auto* item = new QTableWidgetItem(meanStd(c.stats[m], !sweepMetrics()[m].timing && !sweepMetrics()[m].energy));
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      if (std::find(c.noisy.begin(), c.noisy.end(), sweepMetrics()[m].title) != c.noisy.end()) {
        item->setText(item->text() + QStringLiteral(" *"));
        item->setToolTip(tr("varies by more than 10 % between the runs (coefficient of variation)"));
      }
      table_->setItem(r, col++, item);
    }
  }
  table_->resizeColumnsToContents();
}

void SweepPage::updateCharts() {
  const auto bars = static_cast<SweepMetricChart::ErrorBars>(errors_->currentData().toInt());
  metricChart_->setLogY(logY_->isChecked());
  metricChart_->setView(report_.get(), std::max(0, xAxis_->currentData().toInt()), metric_->currentData().toString().toStdString(),
                        series_->currentData().isValid() ? series_->currentData().toInt() : -1, bars);
  metricChart_->refresh();
  curvesChart_->setView(report_.get(), curve_->currentData().toString().toStdString());
  curvesChart_->refresh();
}

void SweepPage::setRunning(bool running) {
  running_ = running;
  if (!running) progressText_->setText(progressText_->text());
  updateButtons();
}

void SweepPage::setProgress(int done, int total, double eta, const QString& text) {
  progress_->setRange(0, std::max(1, total));
  progress_->setValue(done);
  progressText_->setText(eta >= 0 ? tr("%1 of %2 runs · about %3 left · %4")
                                        .arg(done)
                                        .arg(total)
                                        .arg(durationText(eta), text)
                                  : tr("%1 of %2 runs · %3").arg(done).arg(total).arg(text));
}

QString SweepPage::progressText() const { return progressText_->text(); }

void SweepPage::updateButtons() {
  run_->setEnabled(!running_ && store_ && editor_->problem().isEmpty());
  run_->setToolTip(!store_ ? tr("A sweep is kept in the history: choose a history file first")
                           : editor_->problem().isEmpty() ? tr("Run every cell of the sweep") : editor_->problem());
  stop_->setEnabled(running_);
  resume_->setEnabled(!running_ && store_ && !shownSpec_.is_null());
  reportButton_->setEnabled(!running_ && store_ && !shownUid_.isEmpty());
}

QString SweepPage::openTemplate(const QString& path) {
  SweepSpec spec;
  try {
    spec = SweepSpec::load(path.toStdString());
  } catch (const std::exception& e) {
    return errorText(e);
  }
  editor_->clearAxes();
  for (const SweepAxis& a : spec.axes) {
    QStringList values;
    for (const nlohmann::json& v : a.values) values << QString::fromStdString(v.is_string() ? v.get<std::string>() : v.dump());
    editor_->addAxis(QString::fromStdString(a.field), values.join(", "));
  }
  editor_->setRepeats(spec.repeats);
  emit templateChosen(spec.base, QString::fromStdString(spec.name));
  return {};
}

}  // namespace nnlab::gui

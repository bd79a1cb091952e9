#include "widgets/training_view.h"

#include "widgets/pipeline_timeline.h"

#include <QApplication>

#include "experiment/run_record.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTime>
#include <QVBoxLayout>

#include "hw/power/power_sampler.h"
#include "widgets/confusion_chart.h"
#include "widgets/number_text.h"
#include "widgets/lab/power_chart.h"
#include "widgets/results_panel.h"
#include "widgets/run_shelf.h"
#include "widgets/training_charts.h"
#include "widgets/reflow_splitter.h"

namespace nnlab::gui {

TrainingView::TrainingView(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);
  banner_ = new QLabel(this);
  banner_->setObjectName("trainingBanner");
  banner_->setWordWrap(true);
  banner_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  banner_->setVisible(false);
  layout->addWidget(banner_);

  auto* progressRow = new QHBoxLayout;
  progress_ = new QProgressBar(this);
  progress_->setRange(0, 1000);
  progress_->setValue(0);
  progress_->setTextVisible(true);
  progress_->setFormat(QStringLiteral("%p %"));
  progress_->setMaximumWidth(360);
  progressText_ = new QLabel(tr("Idle"), this);
  progressText_->setObjectName("progressText");
  // Its text changes 50 times a second while training: keep that from relayouting the page.
  progressText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  progressRow->addWidget(progress_, 1);
  progressRow->addWidget(progressText_, 2);
  layout->addLayout(progressRow);

  // Charts and test results side by side; below them, full width, the log and the compare
  // shelf (its table has many columns).
  auto* vertical = vertical_ = new QSplitter(Qt::Vertical, this);
  vertical->setObjectName("trainingSplitter");
  auto* split = new ReflowSplitter(vertical);
  auto* grid = new QWidget(split);
  auto* g = new QGridLayout(grid);
  g->setContentsMargins(0, 0, 0, 0);
  g->setSpacing(4);
  loss_ = new EpochChart(EpochChart::Metric::Loss, grid);
  accuracy_ = new EpochChart(EpochChart::Metric::Accuracy, grid);
  batchLoss_ = new BatchLossChart(grid);
  phases_ = new PhaseTimeChart(grid);
  g->addWidget(loss_, 0, 0);
  g->addWidget(accuracy_, 0, 1);
  g->addWidget(batchLoss_, 1, 0);
  g->addWidget(phases_, 1, 1);
  results_ = new ResultsPanel(split);
  split->addWidget(grid);
  split->addWidget(results_);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({780, 480});

  side_ = new QTabWidget(vertical);
  log_ = new QPlainTextEdit(side_);
  log_->setObjectName("trainingLog");
  log_->setReadOnly(true);
  log_->setMaximumBlockCount(5000);
  log_->setPlaceholderText(tr("The run's log: settings, one line per epoch, the test result."));
  updateLogFont();
  shelf_ = new RunShelf(side_);
  side_->addTab(log_, tr("Log"));
  side_->addTab(shelf_, tr("Compare runs"));
  power_ = new PowerChart(side_);
  power_->setObjectName("powerChart");
  side_->addTab(power_, tr("Power"));
  vertical->addWidget(split);
  vertical->addWidget(side_);
  vertical->setStretchFactor(0, 4);
  vertical->setStretchFactor(1, 1);
  vertical->setSizes({520, 170});
  layout->addWidget(vertical, 1);
  // The bottom pane is sized for the compare table's rows until the user drags the splitter.
  connect(vertical, &QSplitter::splitterMoved, this, [this] { userSizedPane_ = true; });
  connect(side_, &QTabWidget::currentChanged, this, [this] { fitBottomPane(); });
  connect(shelf_->table()->model(), &QAbstractItemModel::rowsInserted, this, [this] { fitBottomPane(); });


  replotTimer_.setSingleShot(true);
  replotTimer_.setInterval(kReplotIntervalMs);
  connect(&replotTimer_, &QTimer::timeout, this, &TrainingView::replotNow);
  powerTimer_.setInterval(kPowerRefreshMs);
  connect(&powerTimer_, &QTimer::timeout, this, &TrainingView::pollPower);
  replotNow();
}

void TrainingView::followPower(std::shared_ptr<const PowerSampler> sampler) {
  sampler_ = std::move(sampler);
  powerCursor_ = {};
  if (!sampler_) return stopFollowingPower();
  power_->setTrace(sampler_->trace(powerCursor_));
  power_->refresh();
  powerTimer_.start();
}

void TrainingView::pollPower() {
  if (!sampler_) return;
  const PowerTraceUpdate u = sampler_->update(powerCursor_);
  power_->append(u);
  if (isVisible() && power_->isVisible()) power_->refresh();
}

void TrainingView::stopFollowingPower() {
  powerTimer_.stop();
  if (sampler_) {
    power_->append(sampler_->update(powerCursor_));
    power_->refresh();
  }
  sampler_.reset();
}

void TrainingView::showPowerTrace(const PowerTrace& trace) {
  stopFollowingPower();
  power_->setTrace(trace);
  power_->refresh();
}

QList<ChartView*> TrainingView::charts() const {
  QList<ChartView*> out{loss_, accuracy_, batchLoss_, phases_, results_->confusionChart()};
  // A split model's step, when the run has one.
  for (const auto& r : runs_)
    if (r && r->record && r->record->pipeline) {
      out << results_->timelineChart();
      break;
    }
  return out;
}

void TrainingView::setRuns(const RunList& runs) {
  runs_ = runs;
  // On charts drawn together each run is named by what differs from the others, unless the user
  // named it (a label other than the default one).
  std::vector<ExperimentSpec> specs;
  for (const auto& r : runs_) specs.push_back(r->spec);
  const auto names = distinguishingLabels(specs);
  for (int i = 0; i < runs_.size(); ++i) {
    RunData& r = *runs_[i];
    const bool named = !r.label.isEmpty() && !isDefaultRunLabel(r.label.toStdString(), r.spec);
    r.legend = named || runs_.size() < 2 ? QString() : QString::fromStdString(names[static_cast<std::size_t>(i)]);
  }
  markDirty(Everything);
}

void TrainingView::markDirty(int changes) {
  dirty_ |= changes;
  // New batches alone wait for the slower frame; anything else gets the next 40 ms frame.
  const int interval = dirty_ == Batches ? kBatchReplotIntervalMs : kReplotIntervalMs;
  if (!replotTimer_.isActive())
    replotTimer_.start(interval);
  else if (replotTimer_.remainingTime() > interval)
    replotTimer_.start(interval);
}

void TrainingView::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  if (pending_) markDirty();
  fitBottomPane();
}

void TrainingView::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::FontChange) {  // the zoom or presentation mode changed the app font
    updateLogFont();
    fitBottomPane();
  }
}

void TrainingView::updateLogFont() {
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::TypeWriter);
  mono.setPointSizeF(QApplication::font().pointSizeF() > 0 ? QApplication::font().pointSizeF() : 10.0);
  log_->setFont(mono);  // a font of its own does not follow the app font (the zoom) by itself
}

int TrainingView::bottomPaneHeight() const {
  // The compare table's header and up to five rows (as many as there are runs, at least three),
  // with the button line above it and the tab bar: the table showed two rows at 1280x800.
  QTableWidget* table = shelf_->table();
  const int rows = std::clamp(shelf_->rowCount(), 3, 5);
  const int frame = 2 * table->frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent);
  const int row = table->verticalHeader()->defaultSectionSize();
  return side_->tabBar()->sizeHint().height() + shelf_->showButton()->sizeHint().height() +
         table->horizontalHeader()->sizeHint().height() + rows * row + row / 2 + frame +
         24;  // the shelf's margins and spacing
}

void TrainingView::fitBottomPane() {
  if (userSizedPane_ || !isVisible()) return;
  const QList<int> sizes = vertical_->sizes();
  const int total = sizes.value(0) + sizes.value(1);
  if (total <= 0) return;
  // The charts keep at least 55 % of the height.
  const int bottom = std::min(bottomPaneHeight(), total * 45 / 100);
  if (std::abs(bottom - sizes.value(1)) > 2) vertical_->setSizes({total - bottom, bottom});
}

void TrainingView::replotNow() {
  // A hidden page (the user is on the designer) costs the GUI thread nothing until shown.
  pending_ = !isVisible();
  if (pending_) return;
  ++replots_;
  const int dirty = dirty_;
  dirty_ = 0;
  const std::pair<ChartView*, int> charts[] = {{loss_, Epochs},
                                               {accuracy_, Epochs},
                                               {batchLoss_, Batches | Epochs},
                                               {phases_, Epochs | Test},
                                               {results_->confusionChart(), Test},
                                               {results_->timelineChart(), Test}};
  for (const auto& [chart, shows] : charts) {
    if (!(dirty & shows) && chart->runs() == runs_) continue;
    chart->setRuns(runs_);
    chart->rebuild();
    chart->replot(QCustomPlot::rpQueuedRefresh);
  }
  // Every frame: the summary names the run's state ("training" from its first batch, not
  // "preparing" until the first epoch ends); setRun() does nothing when nothing changed.
  results_->setRun(runs_.isEmpty() ? nullptr : runs_.first().get());
}

void TrainingView::setProgress(int epoch, int epochs, qint64 batch, qint64 batches, double samplesPerSecond,
                               double etaSeconds) {
  // Text and bar change a few times a second at most: painting them costs the GUI thread more
  // than anything else while a fast model trains.
  if (progressClock_.isValid() && progressClock_.elapsed() < kProgressIntervalMs && batch != batches && batch != 0) return;
  progressClock_.start();
  // batches 0: the epoch has started and its first batch has not come back yet.
  const double within = batches > 0 ? static_cast<double>(batch) / batches : 0.0;
  const double done = epochs > 0 ? ((epoch - 1) + within) / epochs : 0.0;
  progress_->setValue(static_cast<int>(1000 * std::clamp(done, 0.0, 1.0)));
  QString text = batches > 0 ? tr("Epoch %1/%2 · batch %3/%4 · %5 samples/s")
                                   .arg(epoch)
                                   .arg(epochs)
                                   .arg(countText(batch), countText(batches), decimalText(samplesPerSecond, 0))
                             : tr("Epoch %1/%2 · starting").arg(epoch).arg(epochs);
  if (etaSeconds >= 0) text += tr(" · about %1 left").arg(durationText(etaSeconds));
  progressText_->setText(text);
  progressText_->setToolTip(text);  // the row may be narrower than the text (zoom, projector)
}

void TrainingView::setPhaseText(const QString& text, bool busy) {
  progressText_->setText(text);
  progressText_->setToolTip(text);
  if (busy && progress_->value() == 0) progress_->setRange(0, 0);  // indeterminate while loading
  if (!busy || progress_->maximum() == 0) progress_->setRange(0, 1000);
}

QString TrainingView::progressText() const { return progressText_->text(); }

void TrainingView::appendLog(const QString& line) {
  log_->appendPlainText(QTime::currentTime().toString(QStringLiteral("HH:mm:ss  ")) + line);
}

void TrainingView::setBlockedReason(const QString& reason) {
  blocked_ = reason;
  const QString text = !error_.isEmpty() ? error_ : (reason.isEmpty() ? QString() : tr("Train is not possible yet: %1").arg(reason));
  banner_->setText(text);
  banner_->setStyleSheet(error_.isEmpty() ? QStringLiteral("QLabel { background: palette(alternate-base); padding: 6px; "
                                                           "border-left: 4px solid #d08700; }")
                                          : QStringLiteral("QLabel { background: palette(alternate-base); padding: 6px; "
                                                           "border-left: 4px solid #c62828; }"));
  banner_->setVisible(!text.isEmpty());
}

void TrainingView::showError(const QString& message) {
  error_ = message.isEmpty() ? QString() : tr("The run failed: %1").arg(message);
  setBlockedReason(blocked_);
}

void TrainingView::showResultsTab() { side_->setCurrentWidget(log_); }
void TrainingView::showCompareTab() { side_->setCurrentWidget(shelf_); }

}  // namespace nnlab::gui

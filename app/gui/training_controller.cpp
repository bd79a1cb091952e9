#include "gui/training_controller.h"

#include <QProgressBar>
#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "core/format.h"
#include "experiment/run_record.h"
#include "widgets/number_text.h"
#include "widgets/results_panel.h"
#include "widgets/run_shelf.h"
#include "widgets/training_view.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {
QString seconds(double s) { return secondsText(s); }
QString loss(double v) { return decimalText(v, 4); }
}  // namespace

TrainingController::TrainingController(TrainingView* view, QObject* parent) : QObject(parent), view_(view) {
  thread_.setObjectName(QStringLiteral("nnlab-training"));
  worker_ = new TrainingWorker;  // no parent: it lives on thread_ and is deleted when it ends
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  // Queued: the handlers run here on the GUI thread, with copies of the values.
  connect(worker_, &TrainingWorker::runRegistered, this, &TrainingController::onRunRegistered, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::trainingStarted, this, &TrainingController::onTrainingStarted, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::historyProblem, this, [this](int, const QString& m) {
    log(tr("The history could not store this run completely: %1").arg(m));
    emit statusMessage(tr("History: %1").arg(m));
  }, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::notStored, this, [this](int id, const QString& m) {
    if (RunPtr r = run(id)) r->notStored = m;
    log(tr("Not stored: %1").arg(m));
  }, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::epochStarted, this, &TrainingController::onEpochStarted, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::batchProgress, this, &TrainingController::onBatchProgress, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::epochFinished, this, &TrainingController::onEpochFinished, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::testFinished, this, &TrainingController::onTestFinished, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::finished, this, &TrainingController::onFinished, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::errorOccurred, this, &TrainingController::onError, Qt::QueuedConnection);
  connect(worker_, &TrainingWorker::powerSampler, this, [this](int, std::shared_ptr<const PowerSampler> s) {
    view_->followPower(std::move(s));
  }, Qt::QueuedConnection);
  thread_.start();

  RunShelf* shelf = view_->shelf();
  connect(shelf, &RunShelf::overlaysChanged, this, &TrainingController::updateCharts);
  connect(shelf, &RunShelf::showRequested, this, &TrainingController::showRun);
}

TrainingController::~TrainingController() {
  // A run still going ends at its next batch; then the thread's event loop can quit.
  worker_->requestStop();
  thread_.quit();
  thread_.wait();
}

RunPtr TrainingController::run(int id) const {
  for (const auto& r : runs_)
    if (r->id == id) return r;
  return nullptr;
}

RunPtr TrainingController::shownRun() const { return run(shownId_); }

void TrainingController::showRun(int id) {
  RunPtr r = run(id);
  if (!r) return;
  shownId_ = id;
  updateCharts();
  // The line above the charts names the run they show; the bottom pane stays where the user
  // asked from (Show used to switch to the log, #18 finding 2). While a run trains, the line
  // is that run's progress.
  if (!running_) {
    view_->setPhaseText(endText(*r), false);
    showDoneOf(*r);
  }
}

void TrainingController::showDoneOf(const RunData& r) {
  // The bar says how much of the shown run was trained: full for a completed run, the finished
  // share of the planned epochs for a stopped or failed one.
  QProgressBar* bar = view_->progressBar();
  const int planned = std::max(1, r.spec.train.epochs);
  const double done = r.status == RunStatus::Completed && !r.failedBeforeTraining
                          ? 1.0
                          : std::clamp(static_cast<double>(r.epochs.size()) / planned, 0.0, 1.0);
  bar->setValue(bar->minimum() + static_cast<int>(done * (bar->maximum() - bar->minimum())));
}

QString TrainingController::endText(const RunData& r) const {
  const auto acc = r.testAccuracy();
  return acc ? tr("%1 %2 · test accuracy %3").arg(r.title(), r.statusText(), percentText(*acc))
             : tr("%1 %2").arg(r.title(), r.statusText());
}

void TrainingController::updateCharts() {
  RunList list;
  if (RunPtr shown = shownRun()) list << shown;
  for (int id : view_->shelf()->overlaidRunIds())
    if (RunPtr r = run(id); r && id != shownId_) list << r;
  view_->setRuns(list);
}

void TrainingController::log(const QString& line) { view_->appendLog(line); }

int TrainingController::start(const ExperimentSpec& spec) {
  if (running_) return 0;
  auto r = std::make_shared<RunData>();
  r->id = nextId_++;
  r->color = runColor(r->id);
  r->spec = spec;
  // Unique in the history ("... #2"), as the history stores it: the app and the CLI name it alike.
  std::string label = defaultRunLabel(spec);
  if (history_) try {
      label = history_->uniqueLabel(label);
    } catch (const std::exception&) {  // an unreadable history: the run says so when it is stored
    }
  r->label = QString::fromStdString(label);
  runs_ << r;
  running_ = r;
  shownId_ = r->id;
  batchesDone_ = 0;
  stopRequested_ = false;
  view_->showError({});
  view_->shelf()->updateRun(*r);
  view_->setPhaseText(tr("%1: loading %2 and building %3...")
                          .arg(r->title(), QString::fromStdString(spec.dataset), r->modelName()),
                      true);
  log(tr("%1: %2 on %3, %4, %n epoch(s), batch %5, %6 lr %7, seed %8", nullptr, spec.train.epochs)
          .arg(r->title(), r->modelName(), r->datasetLabel(), r->deviceLabel())
          .arg(spec.train.batch)
          .arg(QString::fromStdString(spec.train.optimizer.type))
          .arg(generalText(spec.train.optimizer.lr, 6))
          .arg(spec.train.seed));
  updateCharts();
  worker_->clearStop();
  QMetaObject::invokeMethod(
      worker_, [w = worker_, id = r->id, spec, h = history_, label = r->label] { w->run(id, spec, h, label); },
      Qt::QueuedConnection);
  emit runStarted(r->id);
  emit runningChanged(true);
  emit statusMessage(tr("%1 started").arg(r->title()));
  return r->id;
}

void TrainingController::stop() {
  if (!running_ || stopRequested_) return;
  stopRequested_ = true;
  worker_->requestStop();
  log(tr("%1: stopping after the current batch...").arg(running_->title()));
  view_->setPhaseText(tr("Stopping..."), false);
}

void TrainingController::onRunRegistered(int id, const QString& label, qint64 historyId) {
  RunPtr r = run(id);
  if (!r) return;
  r->label = label;
  r->historyId = historyId;
  view_->shelf()->updateRun(*r);
  if (historyId) emit historyChanged();
}

int TrainingController::addRecord(const RunRecord& record, qint64 historyId, bool show) {
  RunPtr r;
  for (const auto& existing : runs_)
    if ((historyId && existing->historyId == historyId) ||
        (existing->record && !record.id.empty() && existing->record->id == record.id))
      r = existing;
  if (!r) {
    r = std::make_shared<RunData>(RunData::fromRecord(record));
    r->id = nextId_++;
    r->color = runColor(r->id);
    r->historyId = historyId;
    runs_ << r;
    view_->shelf()->updateRun(*r);
  }
  if (show) {
    shownId_ = r->id;
    if (record.powerTrace) view_->showPowerTrace(*record.powerTrace);
    view_->showError(r->status == RunStatus::Diverged || r->status == RunStatus::Failed ? r->message : QString());
    view_->setPhaseText(endText(*r), false);
    showDoneOf(*r);
    updateCharts();
    view_->showResultsTab();
  }
  return r->id;
}

void TrainingController::renameRun(int id, const QString& label) {
  RunPtr r = run(id);
  if (!r || label.trimmed().isEmpty()) return;
  r->label = label.trimmed();
  if (r->record) r->record->label = r->label.toStdString();
  if (history_ && r->historyId) {
    try {
      history_->setLabel(r->historyId, r->label.toStdString());
    } catch (const Error& e) {
      emit statusMessage(tr("History: %1").arg(errorText(e)));
    }
  }
  view_->shelf()->updateRun(*r);
  updateCharts();
  emit historyChanged();
}

void TrainingController::onTrainingStarted(int id) {
  RunPtr r = run(id);
  if (!r) return;
  r->state = RunData::State::Training;
  clock_.start();
  view_->shelf()->updateRun(*r);
}

void TrainingController::onEpochStarted(int id, int epoch, int epochs) {
  RunPtr r = run(id);
  if (!r) return;
  r->state = RunData::State::Training;
  if (!stopRequested_) view_->setProgress(epoch, epochs, 0, 0, 0.0, -1);
}

void TrainingController::onBatchProgress(int id, const BatchUpdate& u) {
  RunPtr r = run(id);
  if (!r) return;
  const qint64 first = u.batch - u.losses.size() + 1;
  for (int i = 0; i < u.losses.size(); ++i) {
    r->batchX << (u.epoch - 1) + static_cast<double>(first + i) / u.batches;
    r->batchLoss << u.losses[i];
  }
  batchesDone_ += u.losses.size();
  // ETA from the run's average pace so far (validation passes included).
  const qint64 total = static_cast<qint64>(u.epochs) * u.batches;
  const double elapsed = clock_.isValid() ? clock_.elapsed() / 1000.0 : 0.0;
  const double eta = batchesDone_ > 0 && elapsed > 0.5 ? elapsed / batchesDone_ * (total - batchesDone_) : -1.0;
  if (!stopRequested_) view_->setProgress(u.epoch, u.epochs, u.batch, u.batches, u.samplesPerSecond, eta);
  view_->markDirty(TrainingView::Batches);
}

void TrainingController::onEpochFinished(int id, const EpochRecord& e) {
  RunPtr r = run(id);
  if (!r) return;
  r->epochs.push_back(e);
  QString line = tr("epoch %1/%2  lr %3  train loss %4 acc %5")
                     .arg(e.epoch)
                     .arg(r->spec.train.epochs)
                     .arg(generalText(e.lr, 4), loss(e.trainLoss), percentText(e.trainAccuracy));
  if (std::isfinite(e.valAccuracy)) line += tr("  val loss %1 acc %2").arg(loss(e.valLoss), percentText(e.valAccuracy));
  line += tr("  train %1 (%2 samples/s)  val %3")
              .arg(seconds(e.trainSeconds), decimalText(e.samplesPerSecond, 0), seconds(e.valSeconds));
  log(line);
  view_->shelf()->updateRun(*r);
  view_->markDirty(TrainingView::Epochs);
}

void TrainingController::onTestFinished(int id, const EvalResult& t) {
  RunPtr r = run(id);
  if (!r) return;
  r->test = t;
  log(tr("test  loss %1  accuracy %2  macro F1 %3  (%4 samples, %5)")
          .arg(loss(t.loss), percentText(t.metrics.accuracy), loss(t.metrics.macroF1), countText(t.metrics.samples),
               seconds(t.seconds)));
  view_->markDirty(TrainingView::Test);
}

void TrainingController::onFinished(int id, const RunRecord& record) {
  RunPtr r = run(id);
  if (!r) return;
  r->record = record;
  r->status = record.result.status;
  r->message = QString::fromStdString(record.result.message);
  r->backendDescription = QString::fromStdString(record.backendDescription);
  r->classNames.clear();
  for (const auto& n : record.classNames) r->classNames << QString::fromStdString(n);
  if (record.result.test) r->test = record.result.test;
  r->epochs = record.result.epochs;  // the record is the reference (same values as the signals)
  r->state = RunData::State::Finished;
  log(tr("%1 %2 on %3: %4 epoch(s) in %5")
          .arg(r->title(), r->statusText(), r->backendDescription)
          .arg(r->epochs.size())
          .arg(seconds(r->totalSeconds())));
  if (!r->message.isEmpty()) log(r->message);
  if (r->status == RunStatus::Diverged || r->status == RunStatus::Failed) view_->showError(r->message);
  endRun(r);
}

void TrainingController::onError(int id, const QString& message) {
  RunPtr r = run(id);
  if (!r) return;
  r->failedBeforeTraining = true;
  r->state = RunData::State::Finished;
  r->status = RunStatus::Failed;
  r->message = message;
  log(tr("%1 could not start: %2").arg(r->title(), message));
  view_->showError(message);
  endRun(r);
}

void TrainingController::endRun(const RunPtr& r) {
  r->state = RunData::State::Finished;
  view_->stopFollowingPower();
  running_.reset();
  view_->shelf()->updateRun(*r);
  view_->setPhaseText(endText(*r), false);
  if (r->status == RunStatus::Completed && !r->failedBeforeTraining) view_->progressBar()->setValue(view_->progressBar()->maximum());
  view_->markDirty();
  if (!r->notStored.isEmpty()) view_->showError(r->notStored);
  // What went wrong is in the log; a run that completed leaves the pane (the compare shelf, say)
  // as the user had it.
  if (r->status != RunStatus::Completed || r->failedBeforeTraining || !r->notStored.isEmpty()) view_->showResultsTab();
  emit runningChanged(false);
  emit runEnded(r->id);
  if (r->historyId) emit historyChanged();
  emit statusMessage(tr("%1 %2").arg(r->title(), r->statusText()));
}

}  // namespace nnlab::gui

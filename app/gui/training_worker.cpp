#include "gui/training_worker.h"

#include <chrono>
#include <new>

#include "core/error.h"
#include "experiment/history_recorder.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {

// Adapts the engine's observer callbacks (training thread) to the worker's signals.
class SignalObserver final : public RunObserver {
 public:
  SignalObserver(TrainingWorker* worker, int runId, const HistoryRecorder* recorder)
      : w_(worker), id_(runId), recorder_(recorder) {}

  void onRunStart(const RunRecord& r) override {
    Q_EMIT w_->runRegistered(id_, QString::fromStdString(r.label), recorder_ ? recorder_->runId() : 0);
  }

  void onPowerSampler(std::shared_ptr<const PowerSampler> s) override { Q_EMIT w_->powerSampler(id_, std::move(s)); }

  void onEpochStart(int epoch, int epochs) override {
    if (!started_) {
      started_ = true;
      Q_EMIT w_->trainingStarted(id_);
    }
    Q_EMIT w_->epochStarted(id_, epoch, epochs);
  }

  void onBatch(const BatchProgress& p) override {
    pending_.epoch = p.epoch;
    pending_.epochs = p.epochs;
    pending_.batch = p.batch;
    pending_.batches = p.batches;
    pending_.samplesPerSecond = p.samplesPerSecond;
    pending_.losses.push_back(p.loss);
    const auto now = Clock::now();
    if (p.batch == p.batches || now - last_ >= std::chrono::milliseconds(TrainingWorker::kBatchSignalMs)) flush(now);
  }

  void onEpochEnd(const EpochRecord& r) override {
    flush(Clock::now());
    Q_EMIT w_->epochFinished(id_, r);
  }

  void onTestEnd(const EvalResult& r) override {
    flush(Clock::now());
    Q_EMIT w_->testFinished(id_, r);
  }

  void flush(std::chrono::steady_clock::time_point now) {  // (public: also called at the end)
    if (pending_.losses.isEmpty()) return;
    Q_EMIT w_->batchProgress(id_, pending_);
    pending_.losses.clear();
    last_ = now;
  }

 private:
  using Clock = std::chrono::steady_clock;
  TrainingWorker* w_;
  int id_;
  const HistoryRecorder* recorder_;
  bool started_ = false;
  BatchUpdate pending_;
  Clock::time_point last_{};
};

}  // namespace

TrainingWorker::TrainingWorker(QObject* parent) : QObject(parent) {
  qRegisterMetaType<nnlab::ExperimentSpec>();
  qRegisterMetaType<nnlab::EpochRecord>();
  qRegisterMetaType<nnlab::EvalResult>();
  qRegisterMetaType<nnlab::RunRecord>();
  qRegisterMetaType<nnlab::gui::BatchUpdate>();
  qRegisterMetaType<std::shared_ptr<const nnlab::PowerSampler>>();
}

void TrainingWorker::run(int runId, const ExperimentSpec& spec, std::shared_ptr<HistoryStore> history,
                         const QString& label) {
  busy_.store(true);
  std::unique_ptr<HistoryRecorder> recorder = history ? std::make_unique<HistoryRecorder>(*history) : nullptr;
  if (recorder)
    recorder->setProblemHandler([this, runId](const std::string& m) { Q_EMIT historyProblem(runId, QString::fromStdString(m)); });
  SignalObserver toSignals(this, runId, recorder.get());
  ObserverList observers{recorder.get(), &toSignals};  // the recorder first: the row exists when the GUI hears of it
  RunIdentity who;
  who.label = label.toStdString();
  if (history)  // this machine's measured figures, for the prediction stored with the run
    who.machineBench = history->benchOfThisMachine();
  QString error;
  // The run is stored whole, or its record goes to a recovery file: said before the run's end.
  auto settle = [&](const RunRecord* record) {
    if (!recorder) return;
    const StoreOutcome out = record ? recorder->settle(*record) : recorder->settle();
    if (!out.stored) Q_EMIT notStored(runId, QString::fromStdString(out.message));
  };
  try {
    RunRecord record = runExperiment(spec, &observers, &stop_, {}, who);
    settle(&record);
    busy_.store(false);
    Q_EMIT finished(runId, record);
    return;
  } catch (const Error& e) {
    error = errorText(e);
  } catch (const std::bad_alloc&) {
    error = tr("out of memory while preparing the run: try a smaller batch, model or dataset");
  } catch (const std::exception& e) {
    error = tr("internal error: %1 (please report it)").arg(errorText(e));
  }
  settle(nullptr);
  busy_.store(false);
  Q_EMIT errorOccurred(runId, error);
}

}  // namespace nnlab::gui

#include "train/trainer.h"

#include <chrono>
#include <cmath>
#include <numeric>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "core/rng.h"
#include "train/memory_estimate.h"
#include "train/pipeline.h"
#include "train/shard.h"

namespace nnlab {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

}  // namespace

Trainer::Trainer(Model& model, Backend& backend, const TrainConfig& config)
    : model_(model), backend_(backend), config_(config) {
  config_.validate();
  if (!model_.built()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "Trainer needs a built model")));
  optimizer_ = std::make_unique<Optimizer>(config_.optimizer, backend_, model_.parameters(), model_.parameterBackends());
  const int k = model_.classes();
  confusion_ = backend_.allocate(Shape{k, k}, DType::I64);
  state_ = backend_.makeStepState(0, config_.optimizer.lr, optimizer_->dynamicLossScale() ? kInitialLossScale : 1.0);
  evalState_ = backend_.makeStepState(0, 0.0, 1.0);
  model_.setStepState(&state_, Rng::derive(config_.seed, 0xd40b0000ULL));
}

Trainer::~Trainer() { model_.setStepState(nullptr, 0); }

std::string Trainer::executionSummary() const {
  std::string s;
  if (pipeline_) {
    s = "op by op (" + pipeline_->summary() + ")";
  } else if (hook_ && !hook_->recordable()) {
    s = "op by op (data parallel: gradients combined on the host between backward and update)";
  } else if (!config_.graphs) {
    s = "op by op (CUDA graphs off)";
  } else if (!backend_.canRecord()) {
    s = "op by op";
  } else if (!model_.recordable()) {
    s = "op by op (a layer split over two devices)";
  } else {
    s = std::to_string(replays_) + " steps replayed from " + std::to_string(recordings_.size()) +
        " recorded graph(s), " + std::to_string(eagerSteps_) + " op by op";
    if (hook_) s += " (data parallel: the gradients' reductions recorded in the steps)";
    if (!recordFailure_.empty()) s += " (a recording failed: " + recordFailure_ + ")";
  }
  if (!dataPlacement_.empty()) s += "; samples in " + dataPlacement_;
  if (model_.channelsLast()) s += "; activations channels-last (NHWC)";
  return s;
}

void Trainer::uploadDataset(const Dataset& ds) {
  if (uploadedFrom_ == &ds) return;
  if (ds.sampleShape() != model_.inputShape())
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "the model expects samples of %1 but dataset '%2' has %3"),
        model_.inputShape().str(), ds.name, ds.sampleShape().str()));
  if (ds.classes() != model_.classes())
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "the model outputs %1 classes but dataset '%2' has %3"),
        std::to_string(model_.classes()), ds.name, std::to_string(ds.classes())));
  // Image pixels stay u8 (gathered as x/255); table rows (CSV features, f32) are stored in the
  // model's element type so that gathering them is a plain row copy.
  const Tensor inputs = ds.tabular() ? ds.features.convertedTo(model_.dtype()) : ds.images;
  images_ = backend_.placeDataset(inputs, &dataPlacement_);
  labels_ = backend_.device().isCpu() ? ds.labels : backend_.fromHost(ds.labels);
  streaming_ = backend_.streams(images_);
  if (streaming_) dataPlacement_ += ", the next batch prefetched on a copy stream into a double buffer";
  uploadedFrom_ = &ds;
}

void Trainer::clearConfusion() {
  const int k = model_.classes();
  backend_.upload(Tensor::zeros(Shape{k, k}, DType::I64), confusion_);
}

DType Trainer::historyType(DType model) { return model == DType::F64 ? DType::F64 : DType::F32; }

// Allocates before any step runs: a recorded step must not allocate.
void Trainer::ensureBuffers(std::int64_t rows) {
  const DType dt = model_.dtype();
  backend_.ensure(x_, model_.inputShape().withBatch(rows), dt);
  backend_.ensure(y_, Shape{rows}, DType::I32);
  backend_.ensure(grad_, Shape{rows, model_.classes()}, dt);
  if (streaming_) {
    const std::int64_t perSample = images_.dim(0) ? images_.numel() / images_.dim(0) : 0;
    for (Tensor& s : staging_) backend_.ensure(s, Shape{rows, perSample}, images_.dtype());
  }
}

void Trainer::loadBatch(const Tensor& order, const Tensor& state, Tensor& x, Tensor& y) {
  if (!streaming_) {
    backend_.gatherSamples(images_, labels_, order, state, x, y);
    return;
  }
  backend_.gatherStaged(staging_[parity_], labels_, order, state, x, y);
  backend_.prefetchSamples(images_, order, state, x.dim(0), staging_[1 - parity_]);
}

void Trainer::primeStaging(const Tensor& order, const Tensor& state) {
  if (!streaming_) return;
  parity_ = 0;
  backend_.prefetchSamples(images_, order, state, 0, staging_[0]);
  backend_.finishPrefetch();
}

void Trainer::uploadOrder(const Subset& subset, Tensor& dst) {
  const auto n = static_cast<std::int64_t>(subset.indices.size());
  Tensor host = Tensor::empty(Shape{n}, DType::I32);
  std::copy(subset.indices.begin(), subset.indices.end(), host.data<std::int32_t>());
  backend_.ensure(dst, Shape{n}, DType::I32);
  backend_.upload(host, dst);
}

void Trainer::trainStep(std::int64_t rows) {
  Tensor x = x_.viewAs(model_.inputShape().withBatch(rows));
  Tensor y = y_.viewAs(Shape{rows});
  Tensor grad = grad_.viewAs(Shape{rows, model_.classes()});
  loadBatch(order_, state_, x, y);
  if (pipeline_) {
    // The stages compute the batch's gradients as micro-batches; its loss goes where the loss step
    // would have put it (the history slot of the batch).
    const auto st = backend_.readStepState(state_);
    const double loss = pipeline_->trainStep(x, y, rows, config_.loss, st, confusion_);
    Tensor host = Tensor::empty(Shape{1}, history_.dtype());
    if (host.dtype() == DType::F64)
      host.data<double>()[0] = loss;
    else
      host.data<float>()[0] = static_cast<float>(loss);
    Tensor slot = history_.narrow(static_cast<std::int64_t>(st[kStepBatch]), 1);
    backend_.upload(host, slot);
    backend_.finishPrefetch();
    if (hook_) hook_->startBackward(model_, rows, stepGlobalRows_);
    update(rows);
    return;
  }
  const Tensor& logits = model_.forward(x, true);
  computeLossStep(backend_, config_.loss, logits, y, state_, history_, &grad, &confusion_);
  if (hook_ && hook_->wantsLayers()) {
    hook_->startBackward(model_, rows, stepGlobalRows_);
    model_.backward(grad, [this](std::size_t layer) { hook_->afterLayerBackward(model_, layer); });
  } else {
    if (hook_) hook_->startBackward(model_, rows, stepGlobalRows_);
    model_.backward(grad);
  }
  backend_.finishPrefetch();  // before the update moves the cursor: the prefetch reads it
  update(rows);
}

// The step's end, after backward (one model or a pipeline): the gradients combined with the other
// replicas', then the update (or the hook's own), ending the step.
void Trainer::update(std::int64_t rows) {
  if (hook_) hook_->afterBackward(model_, rows, stepGlobalRows_);
  if (hook_ && hook_->replacesUpdate())
    backend_.advanceStep(state_, rows);
  else
    optimizer_->step(state_, rows);
  if (hook_) hook_->afterUpdate(model_, *optimizer_);
}

void Trainer::evalStep(std::int64_t rows) {
  Tensor x = x_.viewAs(model_.inputShape().withBatch(rows));
  Tensor y = y_.viewAs(Shape{rows});
  loadBatch(evalOrder_, evalState_, x, y);
  if (pipeline_ && pipeline_->acrossProcesses()) {  // through the stages in their processes
    pipeline_->evaluate(x, y, config_.loss, evalState_, evalHistory_, confusion_);
  } else {
    const Tensor& logits = model_.forward(x, false);
    computeLossStep(backend_, config_.loss, logits, y, evalState_, evalHistory_, nullptr, &confusion_);
  }
  backend_.finishPrefetch();  // before the cursor moves: the prefetch reads it
  backend_.advanceStep(evalState_, rows);
}

// Runs one step: op by op the first time a (pass, batch size) occurs (buffers are allocated and
// convolution algorithms chosen then), recorded the second time, replayed after that.
void Trainer::runStep(Pass pass, std::int64_t rows) {
  const int parity = parity_;
  if (streaming_) parity_ ^= 1;  // the next step reads the buffer this one prefetches into
  // (step() reads parity_: set it back while it runs)
  auto step = [&] {
    const int next = parity_;
    parity_ = parity;
    pass == Pass::Train ? trainStep(rows) : evalStep(rows);
    parity_ = next;
  };
  // A hook that waits on the host for the other replicas cannot be recorded, nor a pipeline's threads.
  if (!config_.graphs || !backend_.canRecord() || (hook_ && !hook_->recordable()) || pipeline_ || !model_.recordable()) {
    step();
    ++eagerSteps_;
    return;
  }
  if (backend_.allocationGeneration() != recordedGeneration_) {
    recordings_.clear();  // they may point at released memory
    recordedGeneration_ = backend_.allocationGeneration();
  }
  Recorded& r = recordings_[{pass, rows, parity, pass == Pass::Train ? stepGlobalRows_ : 0}];
  if (r.recording) {
    backend_.replay(*r.recording);
    ++replays_;
    return;
  }
  if (r.failed || r.runs++ == 0) {
    step();
    ++eagerSteps_;
    return;
  }
  backend_.beginRecording();
  try {
    step();
    r.recording = backend_.endRecording();
  } catch (const Error& e) {
    backend_.abortRecording();
    r.failed = true;
    recordFailure_ = e.what();
    step();  // nothing ran while recording: run it for real (a real error shows up here)
    ++eagerSteps_;
    return;
  }
  backend_.replay(*r.recording);
  ++replays_;
}

void Trainer::setPipeline(Pipeline* pipeline) {
  pipeline_ = pipeline;
  if (pipeline_) pipeline_->setStepState(&state_, Rng::derive(config_.seed, 0xd40b0000ULL));
  // Stages in other processes train their parameters there.
  if (pipeline_ && pipeline_->acrossProcesses()) optimizer_->updateOnly(pipeline_->localParameters());
}

// Whether to stop here; a pipeline's processes decide together (each may have been asked alone).
bool Trainer::stopAgreed(const std::atomic<bool>* stop) {
  const bool mine = stop && stop->load(std::memory_order_relaxed);
  return pipeline_ && pipeline_->acrossProcesses() ? pipeline_->agreeToStop(mine) : mine;
}

void Trainer::setReplica(const ReplicaShard& shard, GradientHook* hook) {
  shard_ = shard;
  hook_ = hook;
}

EpochRecord Trainer::trainEpoch(const Subset& train, int epoch, TrainObserver* obs, const std::atomic<bool>* stop) {
  EpochRecord rec;
  rec.epoch = epoch;
  rec.lr = config_.schedule.lrAt(config_.optimizer.lr, epoch - 1, config_.epochs);
  const std::uint64_t shuffleSeed = Rng::derive(config_.seed, 0x5eed0000ULL + static_cast<std::uint64_t>(epoch));
  std::int64_t batches = 0;
  std::vector<std::int64_t> stepRows, stepGlobal;  // data parallel: this replica's rows, the global batch's
  std::size_t usable = 0;
  const auto batch = static_cast<std::size_t>(config_.batch);
  if (shard_) {
    // Every replica shuffles the same items alike and takes its share of every global batch.
    ShardPlan plan = planShard(train.indices, shuffleSeed, shard_->shares, shard_->rank);
    batches = static_cast<std::int64_t>(plan.rows.size());
    stepRows = std::move(plan.rows);
    stepGlobal = std::move(plan.globalRows);
    Tensor host = Tensor::empty(Shape{static_cast<std::int64_t>(plan.order.size())}, DType::I32);
    std::copy(plan.order.begin(), plan.order.end(), host.data<std::int32_t>());
    Tensor mine = order_.narrow(0, host.numel());
    backend_.upload(host, mine);
  } else {
    const std::size_t n = train.indices.size();
    usable = n;
    // A trailing batch of one sample has no batch statistics: it is left out of this epoch.
    if (n > batch && n % batch == 1) usable = n - 1;
    batches = static_cast<std::int64_t>((usable + batch - 1) / batch);
  }
  auto rowsOf = [&](std::int64_t b) {
    if (shard_) return stepRows[static_cast<std::size_t>(b)];
    return static_cast<std::int64_t>(std::min(batch, usable - static_cast<std::size_t>(b) * batch));
  };

  backend_.ensure(history_, Shape{std::max<std::int64_t>(batches, 1)}, historyType(model_.dtype()));
  std::int64_t maxRows = 0;
  for (std::int64_t b = 0; b < batches; ++b) maxRows = std::max(maxRows, rowsOf(b));
  ensureBuffers(std::max<std::int64_t>(maxRows, 1));
  if (!shard_) backend_.shuffleOrder(trainItems_, shuffleSeed, order_);
  auto st = backend_.readStepState(state_);
  const double skippedBefore = st[kStepSkipped];
  st[kStepCursor] = 0;
  st[kStepBatch] = 0;
  st[kStepLr] = rec.lr;
  backend_.writeStepState(state_, st);
  primeStaging(order_, state_);
  clearConfusion();

  // Losses come back in chunks: every batch on the CPU; on a GPU when 40 ms have passed or 256
  // batches are queued, so the device never waits for the host and Stop still acts quickly.
  const bool everyBatch = backend_.device().isCpu();
  double lossSum = 0.0;
  std::int64_t seen = 0, polled = 0;
  const auto t0 = Clock::now();
  auto lastPoll = t0;
  auto poll = [&](std::int64_t upTo) {
    if (upTo <= polled) return;
    Tensor h = backend_.toHost(history_.narrow(polled, upTo - polled));
    for (std::int64_t b = polled; b < upTo; ++b) {
      const double loss = h.dtype() == DType::F64 ? h.data<double>()[b - polled] : h.data<float>()[b - polled];
      if (!std::isfinite(loss))
        fail(ErrorKind::Diverged, msg(NNLAB_TEXT("nnlab::messages",
            "loss became %1 at epoch %2 batch %3: lower the learning rate (now %4)"),
            (std::isnan(loss) ? msg(NNLAB_TEXT("nnlab::messages", "NaN")) : msg(NNLAB_TEXT("nnlab::messages", "infinite"))),
            std::to_string(epoch), std::to_string(b + 1), realArg(formatDouble(rec.lr))));
      rec.batchLosses.push_back(static_cast<float>(loss));
      checkBatchLoss(loss, epoch, b + 1, rec.lr);
      const std::int64_t m = rowsOf(b);
      lossSum += loss * static_cast<double>(m);
      seen += m;
      if (obs) obs->onBatch({epoch, config_.epochs, b + 1, batches, loss, static_cast<double>(seen) / std::max(1e-9, since(t0))});
    }
    polled = upTo;
    lastPoll = Clock::now();
  };

  rec.batchLosses.reserve(static_cast<std::size_t>(batches));
  backend_.synchronize();
  if (obs) obs->onPhaseStart(Phase::Train, epoch);
  const auto tStart = Clock::now();
  for (std::int64_t b = 0; b < batches; ++b) {
    // A data-parallel replica's `stop` is its hook's flag, which every replica sets at one step.
    if (hook_) hook_->beforeStep(b, batches);
    if (stopAgreed(stop)) {
      poll(b);
      throw TrainingStopped{epoch, b + 1};
    }
    stepGlobalRows_ = shard_ ? stepGlobal[static_cast<std::size_t>(b)] : rowsOf(b);
    runStep(Pass::Train, rowsOf(b));
    if (everyBatch || b + 1 - polled >= 256 || Clock::now() - lastPoll > std::chrono::milliseconds(40)) poll(b + 1);
  }
  poll(batches);
  backend_.synchronize();
  rec.trainSeconds = since(tStart);
  if (obs) obs->onPhaseEnd(Phase::Train, epoch, rec.trainSeconds);
  rec.steps = batches;
  rec.trainSamples = seen;
  rec.trainLoss = seen ? lossSum / static_cast<double>(seen) : 0.0;
  rec.samplesPerSecond = rec.trainSeconds > 0 ? static_cast<double>(seen) / rec.trainSeconds : 0.0;
  st = backend_.readStepState(state_);
  optimizer_->setSteps(static_cast<std::int64_t>(st[kStepGlobal]));
  rec.skippedSteps = static_cast<std::int64_t>(st[kStepSkipped] - skippedBefore);
  rec.lossScale = st[kStepLossScale];
  Tensor cm = backend_.toHost(confusion_);
  trainConfusion_.assign(cm.data<std::int64_t>(), cm.data<std::int64_t>() + cm.numel());
  rec.trainAccuracy = Metrics::fromConfusion(trainConfusion_, model_.classes()).accuracy;
  if (pipeline_) pipeline_->endEpoch();
  return rec;
}

EvalResult Trainer::evaluate(const Subset& subset, TrainObserver* obs, Phase phase, int epoch) {
  uploadDataset(*subset.data);
  EvalResult r;
  const auto n = static_cast<std::int64_t>(subset.indices.size());
  const auto batch = static_cast<std::int64_t>(config_.batch);
  const std::int64_t batches = (n + batch - 1) / batch;
  auto rowsOf = [&](std::int64_t b) { return std::min(batch, n - b * batch); };
  if (n > 0) {
    uploadOrder(subset, evalOrder_);
    backend_.ensure(evalHistory_, Shape{batches}, historyType(model_.dtype()));
    ensureBuffers(rowsOf(0));
    backend_.writeStepState(evalState_, {});
    primeStaging(evalOrder_, evalState_);
  }
  clearConfusion();
  backend_.synchronize();
  if (obs) obs->onPhaseStart(phase, epoch);
  const auto t0 = Clock::now();
  for (std::int64_t b = 0; b < batches; ++b) runStep(Pass::Eval, rowsOf(b));
  backend_.synchronize();
  r.seconds = since(t0);
  if (obs) obs->onPhaseEnd(phase, epoch, r.seconds);
  double lossSum = 0.0;
  if (n > 0) {
    Tensor h = backend_.toHost(evalHistory_.narrow(0, batches));
    for (std::int64_t b = 0; b < batches; ++b)
      lossSum += (h.dtype() == DType::F64 ? h.data<double>()[b] : h.data<float>()[b]) * static_cast<double>(rowsOf(b));
  }
  r.loss = n ? lossSum / static_cast<double>(n) : std::numeric_limits<double>::quiet_NaN();
  Tensor cm = backend_.toHost(confusion_);
  std::vector<std::int64_t> c(cm.data<std::int64_t>(), cm.data<std::int64_t>() + cm.numel());
  r.metrics = Metrics::fromConfusion(c, model_.classes());
  return r;
}

namespace {
std::string nonFiniteEvalMessage(const char* phase, double loss, int epoch, double trainLoss) {
  // "validation loss became NaN after epoch 3 while the training loss was finite (0.4321): ..."
  const Message value = std::isnan(loss) ? plainMessage("NaN") : msg(NNLAB_TEXT("nnlab::messages", "infinite"));
  const Message what = std::string_view(phase) == "test"
                           ? msg(NNLAB_TEXT("nnlab::messages", "test loss became %1 after epoch %2"), value, epoch)
                           : msg(NNLAB_TEXT("nnlab::messages", "validation loss became %1 after epoch %2"), value, epoch);
  if (std::isfinite(trainLoss))
    return msg(NNLAB_TEXT("nnlab::messages",
                          "%1 while the training loss was finite (%2): the weights produce values the model cannot "
                          "evaluate; lower the learning rate, or train in bf16 or fp32 (16-bit activations can overflow)"),
               what, realArg(formatDouble(trainLoss, 4)))
        .text();
  return msg(NNLAB_TEXT("nnlab::messages",
                        "%1: the weights produce values the model cannot evaluate; lower the learning rate, or train in "
                        "bf16 or fp32 (16-bit activations can overflow)"),
             what)
      .text();
}
}  // namespace

void Trainer::checkBatchLoss(double loss, int epoch, std::int64_t batch, double lr) {
  constexpr double kFactor = 1e3;
  // The run's start: the first batch's loss, what the untrained model gives (later batches of a
  // diverging run may already have exploded).
  if (std::isnan(startLoss_)) {
    startLoss_ = loss;
    return;
  }
  if (loss > kFactor * std::max(startLoss_, 1e-3))
    fail(ErrorKind::Diverged, msg(NNLAB_TEXT("nnlab::messages",
        "the training loss grew to %1 at epoch %2 batch %3, over %4 times its start (%5): the run "
        "diverged; lower the learning rate (now %6)"),
        realArg(formatDouble(loss, 4)), std::to_string(epoch), std::to_string(batch),
        realArg(formatDouble(kFactor, 4)), realArg(formatDouble(startLoss_, 4)), realArg(formatDouble(lr))));
}

void Trainer::checkEpoch(const EpochRecord& rec, const EpochRecord* previous) {
  if (!previous || std::isnan(startLoss_)) return;
  // Accuracy no better than guessing (within 20 % of 1/classes) while the loss rises and is worse
  // than an untrained model's: the weights are being thrown around, not trained.
  const double chance = 1.0 / std::max(1, model_.classes());
  if (rec.trainAccuracy <= 1.2 * chance && previous->trainAccuracy <= 1.2 * chance && rec.trainLoss > previous->trainLoss &&
      rec.trainLoss > 1.5 * startLoss_)
    fail(ErrorKind::Diverged, msg(NNLAB_TEXT("nnlab::messages",
        "epoch %1 is at chance accuracy (%2 %) while the training loss rose to %3 (start %4): the run "
        "diverged; lower the learning rate (now %5)"),
        std::to_string(rec.epoch), realArg(formatDouble(100.0 * rec.trainAccuracy, 3)),
        realArg(formatDouble(rec.trainLoss, 4)), realArg(formatDouble(startLoss_, 4)),
        realArg(formatDouble(rec.lr))));
}

void Trainer::prepare(const DatasetSplits& splits) {
  if (splits.train.indices.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "the training split is empty")));
  const std::int64_t need = shard_ ? std::accumulate(shard_->shares.begin(), shard_->shares.end(), std::int64_t{0})
                                   : static_cast<std::int64_t>(config_.batch);
  if (need > static_cast<std::int64_t>(splits.train.indices.size()))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the batch size %1 is larger than the %2 training samples: choose a batch of at most that many"),
        std::to_string(need), countArg(static_cast<long long>(splits.train.indices.size()))));
  uploadDataset(*splits.train.data);
  const int states = config_.optimizer.stateTensors();
  if (pipeline_) {
    // Each stage's memory at this batch, and against the budget: what splitting the model is for.
    PipelineFacts f = pipeline_->facts();
    f.stageMemoryBytes.clear();
    for (std::size_t s = 0; s < f.stageStarts.size(); ++s) {
      const std::size_t last = s + 1 < f.stageStarts.size() ? f.stageStarts[s + 1] : model_.layerCount();
      MemoryEstimate stage = estimateStageMemory(model_, model_.dtype(), states, f.stageStarts[s], last,
                                                 static_cast<double>(images_.bytes() + labels_.bytes()), f.microBatches);
      const std::string over = memoryBudgetProblem(stage, config_.batch, memoryBudget_, false);
      if (!over.empty())
        fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
            "not enough memory on stage %1 (layers %2, %3): %4"),
            std::to_string(s + 1), stageRangesText({f.stageStarts[s]}, last), f.devices[s], over));
      stage.fixedBytes -= stage.workspaceBytes + stage.datasetBytes;
      f.stageMemoryBytes.push_back(stage.bytes(config_.batch));
    }
    pipeline_->setFacts(f);
  }
  const auto mem = backend_.memoryInfo();
  if (mem || memoryBudget_ > 0) {
    const MemoryEstimate est = estimateTrainingMemory(model_, model_.dtype(), states,
                                                      static_cast<double>(images_.bytes() + labels_.bytes()));
    const std::int64_t rows = shard_ ? shard_->shares[static_cast<std::size_t>(shard_->rank)] : config_.batch;
    // A budget the run was given comes first: it is the lesson (a model that does not fit one device).
    const bool samplesOnDevice = !backend_.device().isCpu() && !streaming_;
    const std::string over = pipeline_ ? std::string() : memoryBudgetProblem(est, rows, memoryBudget_, samplesOnDevice);
    if (!over.empty()) fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
        "not enough memory on %1: %2"),
        backend_.name(), over));
    if (mem) {
      // Parameters, optimizer state and the dataset are already on the device: count them back in.
      const double budget = static_cast<double>(mem->first) + est.fixedBytes - 1.1 * (1u << 30);
      memoryAdvice_ = outOfMemoryAdvice(est, static_cast<int>(rows), budget);
      if (est.bytes(static_cast<int>(rows)) > budget)
        fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages", "not enough GPU memory for this run: %1"), memoryAdvice_));
    }
  }
  uploadOrder(splits.train, trainItems_);
  backend_.ensure(order_, Shape{static_cast<std::int64_t>(splits.train.indices.size())}, DType::I32);
  auto st = backend_.readStepState(state_);
  st[kStepGlobal] = static_cast<double>(optimizer_->steps());  // resumed runs continue the count
  backend_.writeStepState(state_, st);
}

RunResult Trainer::fit(const DatasetSplits& splits, TrainObserver* obs, const std::atomic<bool>* stop, ReplicaGroup* group) {
  RunResult result;
  const bool lead = !group || group->lead();
  TrainObserver* out = lead ? obs : nullptr;
  const auto t0 = Clock::now();
  try {
    prepare(splits);
    for (int epoch = epochsDone_ + 1; epoch <= config_.epochs; ++epoch) {
      if (out) out->onEpochStart(epoch, config_.epochs);
      if (group) group->epochStarts(epoch);
      EpochRecord rec;
      std::optional<TrainingStopped> stoppedAt;
      try {
        rec = trainEpoch(splits.train, epoch, out, stop);
      } catch (const TrainingStopped& s) {
        if (!group) throw;
        stoppedAt = s;  // the others hear of it in combine(): every replica ends here
      }
      if (group && group->combine(rec, stoppedAt.has_value())) throw stoppedAt.value_or(TrainingStopped{epoch, -1});
      if (lead && !splits.validation.indices.empty()) {
        EvalResult v = evaluate(splits.validation, out, Phase::Validation, epoch);
        rec.valLoss = v.loss;
        rec.valAccuracy = v.metrics.accuracy;
        rec.valMacroF1 = v.metrics.macroF1;
        rec.valSeconds = v.seconds;
      }
      epochsDone_ = epoch;
      std::string diverged;
      if (lead) {
        result.epochs.push_back(rec);
        if (out) out->onEpochEnd(rec);
        const EpochRecord* previous = result.epochs.size() > 1 ? &result.epochs[result.epochs.size() - 2] : nullptr;
        if (!splits.validation.indices.empty() && !std::isfinite(rec.valLoss)) {
          diverged = nonFiniteEvalMessage("validation", rec.valLoss, epoch, rec.trainLoss);
        } else {
          try {
            checkEpoch(rec, previous);
          } catch (const Error& e) {
            diverged = e.what();  // Diverged: the only error checkEpoch throws
          }
        }
      }
      if (!group) {
        if (!diverged.empty()) fail(ErrorKind::Diverged, diverged);
      } else if (group->agree(epoch, diverged) && epoch < config_.epochs) {
        throw TrainingStopped{epoch + 1, 0};
      }
    }
    if (stopAgreed(stop)) throw TrainingStopped{config_.epochs + 1, 0};
    if (lead && !splits.test.indices.empty()) {
      result.test = evaluate(splits.test, out, Phase::Test, epochsDone_);
      if (out) out->onTestEnd(*result.test);
      if (!std::isfinite(result.test->loss))
        fail(ErrorKind::Diverged, nonFiniteEvalMessage("test", result.test->loss, epochsDone_,
                                                       result.epochs.empty() ? NAN : result.epochs.back().trainLoss));
    }
  } catch (const TrainingStopped& s) {
    result.status = RunStatus::Cancelled;
    const std::string where = s.batch > 0    ? "epoch " + std::to_string(s.epoch) + " batch " + std::to_string(s.batch)
                              : s.batch < 0  ? "epoch " + std::to_string(s.epoch) + " (on another device)"
                              : s.epoch > config_.epochs ? "epoch " + std::to_string(config_.epochs) + " before the test phase"
                                                         : "epoch " + std::to_string(s.epoch) + " (before it began)";
    result.message = "stopped by the user at " + where + "; " + std::to_string(result.epochs.size()) + " finished epoch(s) kept";
  } catch (const Error& e) {
    if (group) group->failed(e);
    result.status = e.kind() == ErrorKind::Diverged ? RunStatus::Diverged : RunStatus::Failed;
    result.message = e.what();
    if (e.kind() == ErrorKind::OutOfMemory && !memoryAdvice_.empty() &&
        result.message.find(memoryAdvice_) == std::string::npos)
      result.message += " (" + memoryAdvice_ + ")";
  } catch (const std::bad_alloc&) {
    if (group) group->failed(Error(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages", "out of host memory"))));
    result.status = RunStatus::Failed;
    result.message = "out of host memory: try a smaller batch size";
  }
  result.totalSeconds = since(t0);
  return result;
}

}  // namespace nnlab

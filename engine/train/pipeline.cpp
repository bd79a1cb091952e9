#include "train/pipeline.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

#include "core/error.h"
#include "core/rng.h"
#include "train/pipeline_stage.h"

namespace nnlab {

using Clock = std::chrono::steady_clock;

const char* pipelineScheduleName(PipelineSchedule s) {
  switch (s) {
    case PipelineSchedule::Naive: return "naive";
    case PipelineSchedule::GPipe: return "gpipe";
    case PipelineSchedule::OneFOneB: return "1f1b";
  }
  return "gpipe";
}

PipelineSchedule pipelineScheduleFromName(const std::string& name) {
  if (name == "naive") return PipelineSchedule::Naive;
  if (name == "gpipe") return PipelineSchedule::GPipe;
  if (name == "1f1b") return PipelineSchedule::OneFOneB;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown pipeline schedule '%1': naive, gpipe or 1f1b"),
      name));
}

std::vector<PipelineOp> pipelineOrder(PipelineSchedule schedule, int stage, int stages, int micro) {
  std::vector<PipelineOp> ops;
  if (schedule == PipelineSchedule::Naive) micro = 1;
  if (schedule != PipelineSchedule::OneFOneB) {
    for (int j = 0; j < micro; ++j) ops.push_back({true, j});
    for (int j = 0; j < micro; ++j) ops.push_back({false, j});
    return ops;
  }
  const int warm = std::min(stages - stage - 1, micro);
  int f = 0, b = 0;
  for (; f < warm; ++f) ops.push_back({true, f});
  while (f < micro) {
    ops.push_back({true, f++});
    ops.push_back({false, b++});
  }
  while (b < micro) ops.push_back({false, b++});
  return ops;
}

double idealBubble(int stages, int micro) {
  return stages <= 1 ? 0.0 : static_cast<double>(stages - 1) / static_cast<double>(micro + stages - 1);
}

const char* stageBalanceName(StageBalance b) {
  return b == StageBalance::Memory ? "memory" : b == StageBalance::Time ? "time" : "compute";
}

StageBalance stageBalanceFromName(const std::string& name) {
  if (name == "compute") return StageBalance::Compute;
  if (name == "memory") return StageBalance::Memory;
  if (name == "time") return StageBalance::Time;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown stage balance '%1': compute (forward FLOPs), memory (parameters) or time (measured per "
      "layer)"),
      name));
}

std::vector<std::size_t> balancedStages(const ModelCheck& check, int stages, StageBalance by) {
  std::vector<double> cost;
  for (const LayerReport& l : check.layers)
    cost.push_back(by == StageBalance::Memory ? static_cast<double>(l.params) : l.flops);
  return balancedStages(cost, stages);
}

std::vector<std::size_t> balancedStages(const std::vector<double>& layerCosts, int stages) {
  const std::size_t n = layerCosts.size();
  if (stages < 1 || static_cast<std::size_t>(stages) > n)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot split %1 layers into %2 stages: each stage needs at least one layer"),
        std::to_string(n), std::to_string(stages)));
  // prefix[i]: the cost of the layers before i (a layer that costs nothing still counts a little).
  double total = 0.0;
  for (double c : layerCosts) total += std::max(0.0, std::isfinite(c) ? c : 0.0);
  const double floor = std::max(1e-12, total * 1e-6);
  std::vector<double> prefix(n + 1, 0.0);
  for (std::size_t i = 0; i < n; ++i)
    prefix[i + 1] = prefix[i] + std::max(0.0, std::isfinite(layerCosts[i]) ? layerCosts[i] : 0.0) + floor;
  std::vector<std::size_t> starts{0};
  for (int k = 1; k < stages; ++k) {
    // Stage k begins where the work before it is closest to k/p of the whole, leaving each later
    // stage a layer.
    const double target = prefix[n] * k / stages;
    const std::size_t lo = starts.back() + 1, hi = n - static_cast<std::size_t>(stages - k);
    std::size_t best = lo;
    for (std::size_t i = lo; i <= hi; ++i)
      if (std::abs(prefix[i] - target) < std::abs(prefix[best] - target)) best = i;
    starts.push_back(best);
  }
  return starts;
}

std::string stageRangesText(const std::vector<std::size_t>& starts, std::size_t layers) {
  std::string out;
  for (std::size_t s = 0; s < starts.size(); ++s) {
    const std::size_t a = starts[s] + 1, b = s + 1 < starts.size() ? starts[s + 1] : layers;
    if (!out.empty()) out += ",";
    out += a == b ? std::to_string(a) : std::to_string(a) + "-" + std::to_string(b);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------


Pipeline::Pipeline(Model& model, const std::vector<Backend*>& stageBackends, const std::vector<std::size_t>& stageStarts,
                   PipelineSchedule schedule, int microBatches, Communicator* processes,
                   std::vector<std::string> stageNames)
    : model_(model), backends_(stageBackends), starts_(stageStarts), schedule_(schedule),
      micro_(schedule == PipelineSchedule::Naive ? 1 : microBatches), comm_(processes) {
  const std::size_t n = model.layerCount();
  if (backends_.size() < 2 || backends_.size() != starts_.size())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a pipeline needs at least two stages, each with a device (got %1 devices for %2 stages)"),
        std::to_string(backends_.size()), std::to_string(starts_.size())));
  if (microBatches < 1 || microBatches > 1024)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "micro-batches must be 1 to 1024 (got %1)"),
        std::to_string(microBatches)));
  if (starts_.front() != 0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "the first stage must begin at layer 1")));
  for (std::size_t s = 1; s < starts_.size(); ++s)
    if (starts_[s] <= starts_[s - 1] || starts_[s] >= n)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "stage %1 begins at layer %2: stages must follow each other, each with at least one of the "
          "model's %3 layers"),
          std::to_string(s + 1), std::to_string(starts_[s] + 1), std::to_string(n)));
  if (comm_) {
    if (!comm_->pointToPoint() || comm_->size() != static_cast<int>(backends_.size()))
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "a pipeline of %1 stages across processes needs one process per stage (%2 started)"),
          std::to_string(backends_.size()), std::to_string(comm_->size())));
    local_ = comm_->rank();
  }
  for (std::size_t s = 0; s < backends_.size() && !comm_; ++s)
    for (std::size_t t = 0; t < s; ++t)
      if (backends_[s] == backends_[t] || (!backends_[s]->device().isCpu() && backends_[s]->device() == backends_[t]->device()))
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "stages %1 and %2 are both on %3: each stage needs a device of its own"),
            std::to_string(t + 1), std::to_string(s + 1), backends_[s]->name()));
  facts_.schedule = pipelineScheduleName(schedule_);
  facts_.microBatches = micro_;
  facts_.idealBubble = nnlab::idealBubble(stages(), micro_);
  facts_.stageStarts = starts_;
  for (int s = 0; s < stages(); ++s) {
    auto st = std::make_unique<Stage>();
    st->backend = backends_[static_cast<std::size_t>(s)];
    st->first = starts_[static_cast<std::size_t>(s)];
    st->last = s + 1 < stages() ? starts_[static_cast<std::size_t>(s) + 1] : n;
    for (std::size_t i = st->first; i < st->last; ++i)
      if (&model.layerBackend(i) != st->backend)
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "layer %1 is not on stage %2's device"),
            std::to_string(i + 1), std::to_string(s + 1)));
    for (std::size_t i = st->first; i < st->last; ++i)
      for (Param* p : model.layer(i).parameters()) st->params.push_back(p);
    for (int j = 1; j < micro_ && (!comm_ || s == local_); ++j) {  // (other processes' stages run there)
      st->copies.push_back(model.layerInstances(st->first, st->last));
      std::vector<Param*> ps;
      for (auto& l : st->copies.back())
        for (Param* p : l->parameters()) ps.push_back(p);
      st->copyParams.push_back(std::move(ps));
    }
    std::int64_t params = 0;
    for (Param* p : st->params) params += p->value.numel();
    facts_.stageParams.push_back(params);
    facts_.devices.push_back(static_cast<std::size_t>(s) < stageNames.size() ? stageNames[static_cast<std::size_t>(s)]
                                                                             : st->backend->name());
    const auto m = static_cast<std::size_t>(micro_);
    st->input.resize(m);
    st->dy.resize(m);
    st->out.assign(m, nullptr);
    st->dx.assign(m, nullptr);
    if (s > 0 && !comm_ && st->backend->device() != backends_.front()->device()) {
      st->backend->makeCurrent();
      st->mirror = st->backend->makeStepState(0, 0.0, 1.0);
    }
    st->actReady.assign(m, 0);
    st->gradReady.assign(m, 0);
    stages_.push_back(std::move(st));
  }
  facts_.stageBusySeconds.assign(stages_.size(), 0.0);
  facts_.stageTransferSeconds.assign(stages_.size(), 0.0);
  backends_.front()->makeCurrent();
  // Across processes the one local stage runs on the caller's thread (MPI is called from one thread).
  for (int s = 0; s < stages() && !comm_; ++s) threads_.emplace_back([this, s] { worker(s); });
}

Pipeline::~Pipeline() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    quit_ = true;
  }
  cv_.notify_all();
  for (auto& t : threads_) t.join();
}

void Pipeline::setStepState(const Tensor* state, std::uint64_t seed) {
  for (auto& st : stages_) {
    // A stage on another device reads its own copy of the state (written before every step).
    const Tensor* mine = state && st->mirror.defined() ? &st->mirror : state;
    for (std::size_t i = st->first; i < st->last; ++i) model_.layer(i).setStepState(mine);
    for (auto& copy : st->copies)
      for (std::size_t k = 0; k < copy.size(); ++k) {
        copy[k]->setStepSeed(Rng::derive(seed, st->first + k));
        copy[k]->setStepState(mine);
      }
  }
}

void Pipeline::worker(int s) {
  std::uint64_t seen = 0;
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [&] { return quit_ || generation_ != seen; });
      if (quit_) return;
      seen = generation_;
    }
    try {
      runStage(s);
    } catch (const Error& e) {
      std::lock_guard<std::mutex> lock(mu_);
      if (error_.empty()) {
        error_ = e.what();
        errorKind_ = e.kind();
      }
    } catch (const std::bad_alloc&) {
      std::lock_guard<std::mutex> lock(mu_);
      if (error_.empty()) {
        error_ = "stage " + std::to_string(s + 1) + " ran out of memory";
        errorKind_ = ErrorKind::OutOfMemory;
      }
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> lock(mu_);
      if (error_.empty()) {
        error_ = std::string("stage ") + std::to_string(s + 1) + ": " + e.what();
        errorKind_ = ErrorKind::Internal;
      }
    }
    {
      std::lock_guard<std::mutex> lock(mu_);
      ++done_;
    }
    cv_.notify_all();
  }
}

namespace {
struct StageAborted {};
double seconds(Clock::time_point t0, Clock::time_point t) { return std::chrono::duration<double>(t - t0).count(); }
}  // namespace

void Pipeline::runStage(int s) {
  Stage& st = *stages_[static_cast<std::size_t>(s)];
  const bool lastStage = s + 1 == stages();
  const auto t0 = stepStart_;
  Backend& be = *st.backend;
  be.makeCurrent();
  // A GPU queues its work: an op ends when the device has finished it (the stamps are then the
  // device's, and the other stage may read what it wrote).
  const bool queued = !be.device().isCpu();
  auto stamp = [&](int micro, char kind, Clock::time_point a) {
    if (queued) be.synchronize();
    const auto b = Clock::now();
    st.events.push_back({s, micro, kind, seconds(t0, a), seconds(t0, b)});
    (kind == 'T' ? st.transfer : st.busy) += seconds(a, b);
  };
  // Waits for a flag another stage sets; a failed stage ends the wait.
  auto await = [&](std::vector<char>& flags, int micro) {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait(lock, [&] { return flags[static_cast<std::size_t>(micro)] || !error_.empty(); });
    if (!error_.empty()) throw StageAborted{};
  };
  auto raise = [&](std::vector<char>& flags, int micro) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      flags[static_cast<std::size_t>(micro)] = 1;
    }
    cv_.notify_all();
  };
  // A stage copies what it receives into its own buffers (its own device's memory): the
  // activations from the stage before, the gradients from the stage after.
  auto receive = [&](const Stage& from, const Tensor& src, Tensor& dst, int micro) {
    const auto a = Clock::now();
    be.ensure(dst, src.shape(), src.dtype());
    transferBetween(*from.backend, be, src, dst);
    st.bytes += static_cast<double>(src.numel()) * static_cast<double>(dtypeSize(src.dtype()));
    stamp(micro, 'T', a);
  };
  try {
    for (const PipelineOp& op : pipelineOrder(schedule_, s, stages(), micro_)) {
      const int j = op.micro;
      const auto ju = static_cast<std::size_t>(j);
      const std::int64_t rows = microRows_[ju], off = microOffset_[ju];
      if (op.forward) {
        if (s > 0 && comm_) {
          receiveFrom(s - 1, 2 * j, st.input[ju], j);
        } else if (s > 0) {
          await(st.actReady, j);
          const Stage& prev = *stages_[static_cast<std::size_t>(s) - 1];
          receive(prev, *prev.out[ju], st.input[ju], j);
        }
        const auto a = Clock::now();
        // Layers keep a pointer to their input until backward: the micro-batch's view of the batch
        // (stage 1, or its channels-last copy) or the copy received (later stages) stays in the stage.
        if (s == 0) {
          const Tensor xj = x_->narrow(off, rows);
          if (model_.channelsLast() && xj.shape().rank() == 4 && xj.dim(1) > 1) {
            be.ensure(st.input[ju], xj.shape(), xj.dtype());
            be.convertLayout(xj, st.input[ju], true);
          } else {
            st.input[ju] = xj;
          }
        }
        const Tensor* cur = &st.input[ju];
        for (std::size_t i = st.first; i < st.last; ++i) cur = &st.layer(model_, j, i).forward(*cur, true);
        st.out[ju] = cur;
        if (lastStage) {
          Tensor yj = yLast_->narrow(off, rows);
          be.ensure(st.dlogits[ju], cur->shape(), cur->dtype());
          computeLossStep(be, loss_, *cur, yj, st.microState[ju], st.microHistory, &st.dlogits[ju], confusionLast_);
        }
        stamp(j, 'F', a);
        if (!lastStage && comm_)
          sendTo(s + 1, 2 * j, *cur, j);
        else if (!lastStage)
          raise(stages_[static_cast<std::size_t>(s) + 1]->actReady, j);
      } else {
        if (!lastStage && comm_) {
          receiveFrom(s + 1, 2 * j + 1, st.dy[ju], j);
        } else if (!lastStage) {
          await(st.gradReady, j);
          const Stage& next = *stages_[static_cast<std::size_t>(s) + 1];
          receive(next, *next.dx[ju], st.dy[ju], j);
        }
        const auto a = Clock::now();
        const Tensor* cur = lastStage ? &st.dlogits[ju] : &st.dy[ju];
        for (std::size_t i = st.last; i-- > st.first;) cur = &st.layer(model_, j, i).backward(*cur, i > 0);
        // Micro-batch 0 (always the first backward) wrote the model's gradients; each later one's
        // are added to them (already weighted by its rows: its loss step scaled them).
        if (j > 0) {
          const std::vector<Param*>& mine = st.copyParams[ju - 1];
          for (std::size_t k = 0; k < mine.size(); ++k) be.add(st.params[k]->grad, mine[k]->grad, st.params[k]->grad);
        }
        st.dx[ju] = cur;
        stamp(j, 'B', a);
        if (s > 0 && comm_)
          sendTo(s - 1, 2 * j + 1, *cur, j);
        else if (s > 0)
          raise(stages_[static_cast<std::size_t>(s) - 1]->gradReady, j);
      }
    }
  } catch (const StageAborted&) {
  }
}

double Pipeline::trainStep(const Tensor& x, const Tensor& y, std::int64_t rows, LossKind loss,
                           const std::array<double, kStepSlots>& base, Tensor& confusion) {
  if (rows < 1) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "a pipeline step of no rows")));
  x_ = &x;
  y_ = &y;
  confusion_ = &confusion;
  loss_ = loss;
  rows_ = rows;
  // Micro-batches as even as the rows allow; fewer when the batch has fewer rows than micro-batches.
  const int m = static_cast<int>(std::min<std::int64_t>(micro_, rows));
  microRows_.assign(static_cast<std::size_t>(micro_), 0);
  microOffset_.assign(static_cast<std::size_t>(micro_), 0);
  std::int64_t off = 0;
  for (int j = 0; j < m; ++j) {
    const std::int64_t r = rows / m + (j < rows % m ? 1 : 0);
    microRows_[static_cast<std::size_t>(j)] = r;
    microOffset_[static_cast<std::size_t>(j)] = off;
    off += r;
  }
  if (m < micro_)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a batch of %1 rows cannot make %2 micro-batches: choose a batch of at least %2"),
        std::to_string(rows), std::to_string(micro_)));
  // The last stage's per-micro-batch step states: the trainer's, with the micro-batch's loss slot.
  Stage& last = *stages_.back();
  Backend& lb = *last.backend;
  const bool lastHere = !comm_ || local_ + 1 == stages();  // (across processes: the last stage's rank)
  last.microState.resize(static_cast<std::size_t>(micro_));
  last.dlogits.resize(static_cast<std::size_t>(micro_));
  lb.makeCurrent();
  lb.ensure(last.microHistory, Shape{micro_}, model_.dtype() == DType::F64 ? DType::F64 : DType::F32);
  for (int j = 0; j < micro_ && lastHere; ++j) {
    auto v = base;
    v[kStepBatch] = j;
    // The loss step scales the logits' gradient by this: the micro-batch's share of the batch mean.
    v[kStepLossScale] = base[kStepLossScale] * static_cast<double>(microRows_[static_cast<std::size_t>(j)]) / static_cast<double>(rows);
    Tensor& ms = last.microState[static_cast<std::size_t>(j)];
    lb.ensure(ms, Shape{kStepSlots}, DType::F64);
    lb.writeStepState(ms, v);
  }
  // Stages on other devices than the first read the step (dropout's step count) from their copy;
  // a last stage elsewhere gets the batch's labels and counts its predictions itself.
  Backend& first = *backends_.front();
  for (auto& st : stages_)
    if (st->mirror.defined()) {
      st->backend->makeCurrent();
      st->backend->writeStepState(st->mirror, base);
    }
  yLast_ = y_;
  confusionLast_ = confusion_;
  const bool apart = !comm_ && lb.device() != first.device();
  if (comm_ && lastHere) {  // this step's counts alone: the ranks add them up after the step
    lb.ensure(last.confusion, confusion.shape(), confusion.dtype());
    lb.upload(Tensor::zeros(confusion.shape(), confusion.dtype()), last.confusion);
    confusionLast_ = &last.confusion;
  }
  if (apart) {
    first.synchronize();  // the labels were gathered on the first stage's device
    lb.makeCurrent();
    lb.ensure(last.labels, y.shape(), y.dtype());
    transferBetween(first, lb, y, last.labels);
    yLast_ = &last.labels;
    lb.ensure(last.confusion, confusion.shape(), confusion.dtype());
    lb.upload(Tensor::zeros(confusion.shape(), confusion.dtype()), last.confusion);
    confusionLast_ = &last.confusion;
  }
  (comm_ ? *backends_[static_cast<std::size_t>(local_)] : first).makeCurrent();
  for (auto& st : stages_) {
    std::fill(st->actReady.begin(), st->actReady.end(), 0);
    std::fill(st->gradReady.begin(), st->gradReady.end(), 0);
    st->events.clear();
    st->busy = st->transfer = st->bytes = 0.0;
  }
  // The step begins when the other stages' devices have finished the last update (queued on their
  // streams after the previous step): otherwise its tail would count in their first op's time.
  // (The first stage's is the trainer's own stream, ordered before this step's work.)
  for (std::size_t s = 1; s < stages_.size() && !comm_; ++s)
    if (!stages_[s]->backend->device().isCpu()) stages_[s]->backend->synchronize();
  double lossSum = 0.0;
  if (comm_) {
    // One stage here: its ops on this thread, between a barrier (the ranks' clocks start together)
    // and the step's sums.
    Backend& mine = *backends_[static_cast<std::size_t>(local_)];
    if (!mine.device().isCpu()) mine.synchronize();
    comm_->barrier();
    stepStart_ = Clock::now();
    runStage(local_);
    comm_->finishSends();
    if (lastHere) lossSum = microLossSum(lb.toHost(last.microHistory));
    lossSum = exchangeStep(lossSum, confusion);
  } else {
    stepStart_ = Clock::now();
    runThreads();
    lossSum = microLossSum(lb.toHost(last.microHistory));
  }
  if (apart) {
    // The last stage's counts join the trainer's (small: classes x classes).
    const Tensor mine = lb.toHost(last.confusion);
    Tensor all = first.toHost(confusion);
    for (std::int64_t k = 0; k < all.numel(); ++k) all.data<std::int64_t>()[k] += mine.data<std::int64_t>()[k];
    first.upload(all, confusion);
  }
  recordStep();
  return lossSum / static_cast<double>(rows);
}

void Pipeline::runThreads() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    error_.clear();
    done_ = 0;
    ++generation_;
  }
  cv_.notify_all();
  {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait(lock, [&] { return done_ == stages(); });
    if (!error_.empty()) fail(errorKind_, error_);
  }
}

// The batch's loss: the micro-batches' means weighted by their rows.
double Pipeline::microLossSum(const Tensor& h) const {
  double lossSum = 0.0;
  for (int j = 0; j < micro_; ++j) {
    const double l = h.dtype() == DType::F64 ? h.data<double>()[j] : h.data<float>()[j];
    lossSum += l * static_cast<double>(microRows_[static_cast<std::size_t>(j)]);
  }
  return lossSum;
}

// The step's measurements.
void Pipeline::recordStep() {
  lastEvents_.clear();
  double span = 0.0, busy = 0.0;
  for (std::size_t s = 0; s < stages_.size(); ++s) {
    Stage& st = *stages_[s];
    for (const PipelineEvent& e : st.events) span = std::max(span, e.end);
    lastEvents_.insert(lastEvents_.end(), st.events.begin(), st.events.end());
    facts_.stageBusySeconds[s] += st.busy;
    facts_.stageTransferSeconds[s] += st.transfer;
    facts_.bytesMoved += st.bytes;
    busy += st.busy;
  }
  std::sort(lastEvents_.begin(), lastEvents_.end(), [](const PipelineEvent& a, const PipelineEvent& b) {
    return a.start < b.start || (a.start == b.start && a.stage < b.stage);
  });
  facts_.steps += 1;
  facts_.stepSeconds += span;
  epochBusy_ += busy;
  epochSpan_ += span;
  if (epochs_ <= 1) facts_.timeline = lastEvents_;  // ends as the last step of epoch 2 (or 1): past the first steps' allocations
}

void Pipeline::endEpoch() {
  const double p = static_cast<double>(stages());
  facts_.epochBubble.push_back(epochSpan_ > 0.0 ? std::clamp(1.0 - epochBusy_ / (p * epochSpan_), 0.0, 1.0) : 0.0);
  epochBusy_ = epochSpan_ = 0.0;
  ++epochs_;
}

std::string Pipeline::summary() const {
  std::string out = "pipeline: " + std::to_string(stages()) + " stages (";
  for (int s = 0; s < stages(); ++s) {
    const std::size_t a = starts_[static_cast<std::size_t>(s)] + 1;
    const std::size_t b = s + 1 < stages() ? starts_[static_cast<std::size_t>(s) + 1] : model_.layerCount();
    if (s) out += ", ";
    out += "layers " + (a == b ? std::to_string(a) : std::to_string(a) + "-" + std::to_string(b)) + " on " + facts_.devices[static_cast<std::size_t>(s)];
  }
  out += "), " + std::string(pipelineScheduleName(schedule_)) + ", " + std::to_string(micro_) + " micro-batch" + (micro_ == 1 ? "" : "es");
  return out;
}

}  // namespace nnlab

#include "parallel/grad_sync.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <algorithm>
#include <set>

#include "core/error.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;

std::vector<Tensor*> gradsOf(Model& model) {
  std::vector<Tensor*> g;
  for (Param* p : model.parameters()) g.push_back(&p->grad);
  return g;
}

void hostFloats(Backend& b, const Tensor& t, std::vector<float>& out) {
  Tensor h = b.device().isCpu() ? t : b.toHost(t);
  if (h.dtype() != DType::F32) h = h.convertedTo(DType::F32);
  out.assign(h.data<float>(), h.data<float>() + h.numel());
}

}  // namespace

std::vector<Tensor*> modelBuffers(Model& model) {
  std::set<const Tensor*> params;
  for (Param* p : model.parameters()) params.insert(&p->value);
  std::vector<Tensor*> out;
  for (auto& [name, t] : model.state())
    if (!params.count(t)) out.push_back(t);
  return out;
}

AllreduceSync::AllreduceSync(Communicator& comm, Backend& backend, const std::atomic<bool>* stop, Communicator* flags,
                             std::size_t bucketBytes)
    : comm_(comm), backend_(backend), externalStop_(stop), flags_(flags), queued_(comm.queuesOnDevice() && flags),
      bucketBytes_(bucketBytes) {
  if (bucketBytes_ == 0) {
    bucketBytes_ = kBucketBytes;
    if (const char* mb = std::getenv("NNLAB_BUCKET_MB")) {
      const double v = std::atof(mb);
      if (v > 0 && v <= 4096) bucketBytes_ = static_cast<std::size_t>(v * (1 << 20));
    }
  }
}

void AllreduceSync::beforeStep(std::int64_t step, std::int64_t) {
  if (!queued_ || step == 0 || step % kStopEvery != 0) return;  // host-waited steps carry the flag themselves
  std::vector<double> flags{externalStop_ && externalStop_->load() ? 1.0 : 0.0};
  flags_->allreduceHost(flags);
  if (flags[0] > 0.0) stop_.store(true);
}

void AllreduceSync::startBackward(Model&, std::int64_t rows, std::int64_t globalRows) {
  weight_ = static_cast<double>(rows) / static_cast<double>(globalRows);
  bucket_.clear();
  building_.clear();
  rounded_.clear();
  pending_ = 0;
}

Tensor* AllreduceSync::toReduce(Tensor* g) {
  if (reduceType_ == DType::F32 || (g->dtype() != DType::F32 && g->dtype() != DType::F64)) return g;
  Tensor& copy = backend_.ensure(shadow_[g], g->shape(), reduceType_);
  backend_.convert(*g, copy);
  rounded_.emplace_back(g, &copy);
  return &copy;
}

void AllreduceSync::roundBack() {
  for (auto& [g, copy] : rounded_) backend_.convert(*copy, *g);
  rounded_.clear();
}

void AllreduceSync::flush() {
  if (bucket_.empty()) return;
  for (Tensor*& t : bucket_) t = toReduce(t);
  comm_.queueAllreduce(bucket_, backend_, weight_);
  building_.push_back(bucket_.size());
  bucket_.clear();
  pending_ = 0;
}

void AllreduceSync::afterLayerBackward(Model& model, std::size_t layer) {
  for (Param* p : model.layer(layer).parameters()) {
    bucket_.push_back(&p->grad);
    pending_ += p->grad.bytes();
  }
  if (pending_ >= (building_.empty() ? std::min(kFirstBucketBytes, bucketBytes_) : bucketBytes_)) flush();
}

void AllreduceSync::afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) {
  if (queued_) {
    flush();
    comm_.joinQueued(backend_);
    roundBack();
    bucketTensors_ = building_;
    return;
  }
  std::vector<Tensor*> grads = gradsOf(model);
  const double weight = static_cast<double>(rows) / static_cast<double>(globalRows);
  if (weight != 1.0)
    for (Tensor* g : grads) backend_.scale(*g, weight);
  // Through the host the sum travels as f32 whatever the type; a 16-bit reduction rounds each
  // replica's gradients and the sums as the device's would.
  rounded_.clear();
  for (Tensor* g : grads) toReduce(g);
  roundBack();
  std::vector<double> flags{externalStop_ && externalStop_->load() ? 1.0 : 0.0};
  backend_.synchronize();
  comm_.allreduce(grads, backend_, &flags);
  if (flags[0] > 0.0) stop_.store(true);
  for (Tensor* g : grads) toReduce(g);
  roundBack();
}

std::vector<std::vector<Tensor*>> StagedSync::byStage(Model& model, const std::vector<Tensor*>& tensors) const {
  std::vector<std::vector<Tensor*>> out(stages_.size());
  for (Tensor* t : tensors) {
    const Backend* owner = &model.backendOf(*t);
    std::size_t s = 0;
    while (s < stages_.size() && stages_[s].backend != owner) ++s;
    out[s < stages_.size() ? s : 0].push_back(t);
  }
  return out;
}

void StagedSync::round(Backend& b, const std::vector<Tensor*>& grads) {
  if (reduceType_ == DType::F32) return;
  for (Tensor* g : grads) {
    if (g->dtype() != DType::F32 && g->dtype() != DType::F64) continue;  // 16-bit gradients are summed as they are
    Tensor& copy = b.ensure(shadow_[g], g->shape(), reduceType_);
    b.convert(*g, copy);
    b.convert(copy, *g);
  }
}

void StagedSync::afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) {
  const double weight = static_cast<double>(rows) / static_cast<double>(globalRows);
  std::vector<std::vector<Tensor*>> grads = byStage(model, gradsOf(model));
  std::vector<double> flags{externalStop_ && externalStop_->load() ? 1.0 : 0.0};
  bool flagged = false;
  for (std::size_t s = 0; s < stages_.size(); ++s) {
    if (grads[s].empty()) continue;
    Backend& b = *stages_[s].backend;
    b.makeCurrent();
    if (weight != 1.0)
      for (Tensor* g : grads[s]) b.scale(*g, weight);
    round(b, grads[s]);
    b.synchronize();
    stages_[s].comm->allreduce(grads[s], b, flagged ? nullptr : &flags);
    round(b, grads[s]);
    flagged = true;
  }
  if (!flagged) stages_.front().comm->allreduceHost(flags);
  stages_.front().backend->makeCurrent();
  if (flags[0] > 0.0) stop_.store(true);
}

void StagedSync::average(Model& model, const std::vector<Tensor*>& tensors) {
  std::vector<std::vector<Tensor*>> groups = byStage(model, tensors);
  for (std::size_t s = 0; s < stages_.size(); ++s) {
    if (groups[s].empty()) continue;
    Backend& b = *stages_[s].backend;
    b.makeCurrent();
    b.synchronize();
    stages_[s].comm->allreduce(groups[s], b);
    const double inv = 1.0 / stages_[s].comm->size();
    for (Tensor* t : groups[s]) b.scale(*t, inv);
  }
  stages_.front().backend->makeCurrent();
}

CommStats StagedSync::stats() const {
  CommStats sum;
  for (const Stage& s : stages_) {
    const CommStats& c = s.comm->stats();
    sum.seconds += c.seconds;
    sum.bytes += c.bytes;
    sum.calls += c.calls;
  }
  return sum;
}

std::string StagedSync::name() const {
  std::vector<std::string> names;
  for (const Stage& s : stages_)
    if (std::find(names.begin(), names.end(), s.comm->name()) == names.end()) names.push_back(s.comm->name());
  std::string out;
  for (const std::string& n : names) {
    if (!out.empty()) out += " + ";
    out += n;
  }
  out += " per stage";
  return out;
}

void AverageSync::afterBackward(Model&, std::int64_t, std::int64_t) {
  std::vector<double> flags{externalStop_ && externalStop_->load() ? 1.0 : 0.0};
  comm_.allreduceHost(flags);
  if (flags[0] > 0.0) stop_.store(true);
}

void AverageSync::afterUpdate(Model& model, Optimizer& optimizer) {
  if (++steps_ % every_ != 0) return;
  // Parameters, their optimizer state (momentum, Adam's moments, f32 master weights) and the
  // batch-norm statistics: the mean over the replicas.
  std::vector<Tensor*> tensors;
  for (Param* p : model.parameters()) tensors.push_back(&p->value);
  for (auto& [name, t] : optimizer.state()) tensors.push_back(t);
  backend_.synchronize();
  comm_.allreduce(tensors, backend_);
  const double inv = 1.0 / comm_.size();
  for (Tensor* t : tensors) backend_.scale(*t, inv);
  optimizer.syncValuesFromMaster();  // 16-bit values: from the averaged f32 masters
}

ParameterServer::ParameterServer(Model& initial, const OptimizerConfig& config) : config_(config) {
  if (config_.type != "sgd")
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "the asynchronous strategy's parameter server updates with SGD: choose the sgd optimizer")));
  Backend& b = initial.backend();
  for (Param* p : initial.parameters()) {
    values_.emplace_back();
    hostFloats(b, p->value, values_.back());
    momentum_.emplace_back(values_.back().size(), 0.0f);
    decay_.push_back(p->decay);
  }
}

std::uint64_t ParameterServer::pushPull(const std::vector<std::vector<float>>& grads, double lr, std::uint64_t pulledVersion,
                                        std::vector<std::vector<float>>& weights, std::uint64_t& version) {
  std::lock_guard lock(m_);
  const std::uint64_t staleness = version_ - pulledVersion;
  const float mu = static_cast<float>(config_.momentum), wd = static_cast<float>(config_.weightDecay);
  const float rate = static_cast<float>(lr);
  for (std::size_t k = 0; k < values_.size(); ++k) {
    std::vector<float>& w = values_[k];
    std::vector<float>& m = momentum_[k];
    const std::vector<float>& g = grads[k];
    const bool decay = decay_[k] && wd > 0.0f;
    for (std::size_t i = 0; i < w.size(); ++i) {
      // PyTorch's SGD: d = g + wd w; buf = mu buf + d (buf = d at the first step); w -= lr (d + mu buf | buf)
      const float d = g[i] + (decay ? wd * w[i] : 0.0f);
      float step = d;
      if (mu > 0.0f) {
        m[i] = version_ == 0 ? d : mu * m[i] + d;
        step = config_.nesterov ? d + mu * m[i] : m[i];
      }
      w[i] -= rate * step;
    }
  }
  ++version_;
  ++pushes_;
  stalenessSum_ += static_cast<double>(staleness);
  stalenessMax_ = std::max(stalenessMax_, static_cast<double>(staleness));
  weights = values_;
  version = version_;
  return staleness;
}

void ParameterServer::weights(std::vector<std::vector<float>>& out, std::uint64_t& version) {
  std::lock_guard lock(m_);
  out = values_;
  version = version_;
}

double ParameterServer::meanStaleness() const {
  std::lock_guard lock(m_);
  return pushes_ ? stalenessSum_ / static_cast<double>(pushes_) : 0.0;
}

double ParameterServer::maxStaleness() const {
  std::lock_guard lock(m_);
  return stalenessMax_;
}

AsyncWorker::AsyncWorker(ParameterServer& server, Backend& backend, Model& model, const std::atomic<bool>* stop)
    : server_(server), backend_(backend), externalStop_(stop) {
  server_.weights(weights_, version_);
  upload(model);
}

void AsyncWorker::afterBackward(Model& model, std::int64_t, std::int64_t) {
  const auto t0 = Clock::now();
  std::vector<Param*> params = model.parameters();
  grads_.resize(params.size());
  for (std::size_t k = 0; k < params.size(); ++k) hostFloats(backend_, params[k]->grad, grads_[k]);
  server_.pushPull(grads_, lr_, version_, weights_, version_);
  upload(model);
  seconds_ += std::chrono::duration<double>(Clock::now() - t0).count();
}

void AsyncWorker::pullLatest(Model& model) {
  server_.weights(weights_, version_);
  upload(model);
}

void AsyncWorker::upload(Model& model) {
  std::vector<Param*> params = model.parameters();
  for (std::size_t k = 0; k < params.size(); ++k) {
    Tensor& v = params[k]->value;
    Tensor h = Tensor::empty(v.shape(), DType::F32);
    std::copy(weights_[k].begin(), weights_[k].end(), h.data<float>());
    if (v.dtype() != DType::F32) h = h.convertedTo(v.dtype());
    backend_.upload(h, v);
  }
}

}  // namespace nnlab

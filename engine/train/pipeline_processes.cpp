// A pipeline's stages in several processes (train/pipeline.h): the messages between them, the
// step's sums, evaluation through the stages and the weights gathered for the checkpoint.
#include <algorithm>
#include <chrono>
#include <cstring>

#include "core/error.h"
#include "optim/optimizer.h"
#include "train/pipeline.h"
#include "train/pipeline_stage.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;
double seconds(Clock::time_point t0, Clock::time_point t) { return std::chrono::duration<double>(t - t0).count(); }

// A tensor as one message: a header (magic, element type, rank, up to 6 dimensions) and its bytes.
constexpr std::int64_t kMagic = 0x6e6e6c6162746e31;  // "nnlabtn1"
constexpr int kMaxRank = 6;
constexpr std::size_t kHeader = (3 + kMaxRank) * sizeof(std::int64_t);
// Tags of messages that are not a training micro-batch's (2j forward, 2j + 1 backward, j < 1024).
constexpr int kEvalTag = 4096, kWeightTag = 4097;

std::vector<unsigned char> packTensor(const Tensor& host) {
  const Shape& sh = host.shape();
  if (sh.rank() > kMaxRank) fail(ErrorKind::Internal, "a tensor of rank " + std::to_string(sh.rank()) + " between processes");
  std::int64_t head[3 + kMaxRank] = {kMagic, static_cast<std::int64_t>(host.dtype()), sh.rank()};
  for (int i = 0; i < sh.rank(); ++i) head[3 + i] = sh[i];
  std::vector<unsigned char> out(kHeader + host.bytes());
  std::memcpy(out.data(), head, kHeader);
  if (host.bytes()) std::memcpy(out.data() + kHeader, host.raw(), host.bytes());
  return out;
}

Tensor unpackTensor(const std::vector<unsigned char>& bytes) {
  std::int64_t head[3 + kMaxRank] = {};
  const auto malformed = [] { fail(ErrorKind::Internal, "a malformed tensor message between the pipeline's processes"); };
  if (bytes.size() < kHeader) malformed();
  std::memcpy(head, bytes.data(), kHeader);
  if (head[0] != kMagic || head[1] < 0 || head[1] > static_cast<std::int64_t>(DType::I64) || head[2] < 0 || head[2] > kMaxRank)
    malformed();
  std::vector<std::int64_t> dims;
  for (std::int64_t i = 0; i < head[2]; ++i) {
    if (head[3 + i] < 0 || head[3 + i] > (std::int64_t{1} << 40)) malformed();
    dims.push_back(head[3 + i]);
  }
  Tensor t = Tensor::empty(Shape(std::move(dims)), static_cast<DType>(head[1]));
  if (t.bytes() != bytes.size() - kHeader) malformed();
  if (t.bytes()) std::memcpy(t.raw(), bytes.data() + kHeader, t.bytes());
  return t;
}

// The counts of a confusion matrix (i64) as host numbers, at `out`.
void readCounts(Backend& be, const Tensor& confusion, double* out) {
  const Tensor counts = be.toHost(confusion);
  for (std::int64_t k = 0; k < counts.numel(); ++k) out[k] = static_cast<double>(counts.data<std::int64_t>()[k]);
}

// confusion += the counts at `in` (summed over the ranks).
void addCounts(Backend& be, Tensor& confusion, const double* in) {
  Tensor counts = be.toHost(confusion);
  for (std::int64_t k = 0; k < counts.numel(); ++k) counts.data<std::int64_t>()[k] += static_cast<std::int64_t>(in[k]);
  be.upload(counts, confusion);
}

}  // namespace

void Pipeline::stampTransfer(int micro, std::chrono::steady_clock::time_point a) {
  Stage& st = *stages_[static_cast<std::size_t>(local_)];
  const auto b = Clock::now();
  st.events.push_back({local_, micro, 'T', seconds(stepStart_, a), seconds(stepStart_, b)});
  st.transfer += seconds(a, b);
}

void Pipeline::sendTo(int to, int tag, const Tensor& t, int micro) {
  Stage& st = *stages_[static_cast<std::size_t>(local_)];
  const auto a = Clock::now();
  comm_->send(to, tag, packTensor(st.backend->toHost(t)));
  if (micro >= 0) stampTransfer(micro, a);
}

void Pipeline::receiveFrom(int from, int tag, Tensor& dst, int micro) {
  Stage& st = *stages_[static_cast<std::size_t>(local_)];
  Backend& be = *st.backend;
  comm_->waitFor(from, tag);  // waiting for the other stage is not the transfer
  const auto a = Clock::now();
  const Tensor host = unpackTensor(comm_->receive(from, tag));
  be.ensure(dst, host.shape(), host.dtype());
  be.upload(host, dst);
  if (!be.device().isCpu()) be.synchronize();
  if (micro < 0) return;
  st.bytes += static_cast<double>(host.bytes());
  stampTransfer(micro, a);
}

// After a step every rank adds up: the loss and predictions (the last stage's), each stage's busy
// and transfer time and bytes, and in the steps the timeline keeps, each stage's events.
double Pipeline::exchangeStep(double lossSum, Tensor& confusion) {
  const std::size_t p = stages_.size();
  Stage& mine = *stages_[static_cast<std::size_t>(local_)];
  Backend& be = *mine.backend;
  const bool last = local_ + 1 == stages();
  const auto cells = static_cast<std::size_t>(confusion.numel());
  const bool timeline = epochs_ <= 1;
  const std::size_t maxEvents = 6 * static_cast<std::size_t>(micro_);  // F, B, and up to four transfers per micro-batch
  std::vector<double> v(1 + cells + 4 * p + (timeline ? p * maxEvents * 4 : 0), 0.0);
  if (last) {
    v[0] = lossSum;
    readCounts(be, mine.confusion, &v[1]);
  }
  const std::size_t at = 1 + cells + 4 * static_cast<std::size_t>(local_);
  v[at] = mine.busy;
  v[at + 1] = mine.transfer;
  v[at + 2] = mine.bytes;
  v[at + 3] = static_cast<double>(std::min(mine.events.size(), maxEvents));
  if (timeline) {
    double* e = &v[1 + cells + 4 * p + static_cast<std::size_t>(local_) * maxEvents * 4];
    for (std::size_t k = 0; k < mine.events.size() && k < maxEvents; ++k, e += 4) {
      const PipelineEvent& ev = mine.events[k];
      e[0] = ev.micro;
      e[1] = ev.kind == 'F' ? 1.0 : ev.kind == 'B' ? 2.0 : ev.kind == 'T' ? 3.0 : 4.0;
      e[2] = ev.start;
      e[3] = ev.end;
    }
  }
  comm_->allreduceHost(v);
  addCounts(be, confusion, &v[1]);  // every rank counts the batch's predictions
  for (std::size_t s = 0; s < p; ++s) {
    if (static_cast<int>(s) == local_) continue;
    Stage& st = *stages_[s];
    const std::size_t o = 1 + cells + 4 * s;
    st.busy = v[o];
    st.transfer = v[o + 1];
    st.bytes = v[o + 2];
    st.events.clear();
    if (!timeline) continue;
    const auto n = static_cast<std::size_t>(std::clamp(v[o + 3], 0.0, static_cast<double>(maxEvents)));
    const double* e = &v[1 + cells + 4 * p + s * maxEvents * 4];
    for (std::size_t k = 0; k < n; ++k, e += 4) {
      const char kind = e[1] == 1.0 ? 'F' : e[1] == 2.0 ? 'B' : e[1] == 3.0 ? 'T' : 'A';
      st.events.push_back({static_cast<int>(s), static_cast<int>(e[0]), kind, e[2], std::max(e[2], e[3])});
    }
  }
  return v[0];
}

bool Pipeline::agreeToStop(bool mine) {
  if (!comm_) return mine;
  std::vector<double> v{mine ? 1.0 : 0.0};
  comm_->allreduceHost(v);
  return v[0] > 0.0;
}

void Pipeline::evaluate(const Tensor& x, const Tensor& y, LossKind loss, Tensor& state, Tensor& history, Tensor& confusion) {
  if (!comm_) fail(ErrorKind::Internal, "Pipeline::evaluate is for stages in several processes");
  Stage& st = *stages_[static_cast<std::size_t>(local_)];
  Backend& be = *st.backend;
  be.makeCurrent();
  const bool last = local_ + 1 == stages();
  const Tensor* cur = &x;
  if (local_ > 0) {
    receiveFrom(local_ - 1, kEvalTag, evalInput_, -1);
    cur = &evalInput_;
  } else if (model_.channelsLast() && x.shape().rank() == 4 && x.dim(1) > 1) {
    be.ensure(evalInput_, x.shape(), x.dtype());
    be.convertLayout(x, evalInput_, true);
    cur = &evalInput_;
  }
  for (std::size_t i = st.first; i < st.last; ++i) cur = &model_.layer(i).forward(*cur, false);
  const auto cells = static_cast<std::size_t>(confusion.numel());
  std::vector<double> v(1 + cells, 0.0);
  const std::int64_t slot = static_cast<std::int64_t>(be.readStepState(state)[kStepBatch]);
  if (!last) {
    sendTo(local_ + 1, kEvalTag, *cur, -1);
    comm_->finishSends();
  } else {
    be.ensure(st.confusion, confusion.shape(), confusion.dtype());
    be.upload(Tensor::zeros(confusion.shape(), confusion.dtype()), st.confusion);
    computeLossStep(be, loss, *cur, y, state, history, nullptr, &st.confusion);
    const Tensor h = be.toHost(history.narrow(slot, 1));
    v[0] = h.dtype() == DType::F64 ? h.data<double>()[0] : h.data<float>()[0];
    readCounts(be, st.confusion, &v[1]);
  }
  comm_->allreduceHost(v);
  if (!last) {
    Tensor h = Tensor::empty(Shape{1}, history.dtype());
    if (h.dtype() == DType::F64)
      h.data<double>()[0] = v[0];
    else
      h.data<float>()[0] = static_cast<float>(v[0]);
    Tensor dst = history.narrow(slot, 1);
    be.upload(h, dst);
  }
  addCounts(be, confusion, &v[1]);
}

std::vector<bool> Pipeline::localParameters() const {
  std::vector<bool> mine;
  for (std::size_t s = 0; s < stages_.size(); ++s)
    for (std::size_t i = stages_[s]->first; i < stages_[s]->last; ++i)
      for (std::size_t k = 0; k < model_.layer(i).parameters().size(); ++k) mine.push_back(!comm_ || static_cast<int>(s) == local_);
  return mine;
}

// Per stage, what a checkpoint keeps of it: its layers' parameters and buffers, then the
// optimizer's state of those parameters ("p<index>.<what>", Model::parameters() order).
std::vector<std::vector<Tensor*>> Pipeline::stageTensors(Optimizer* optimizer) {
  std::vector<std::vector<Tensor*>> out(stages_.size());
  std::vector<std::size_t> stageOfParam;
  for (std::size_t s = 0; s < stages_.size(); ++s)
    for (std::size_t i = stages_[s]->first; i < stages_[s]->last; ++i) {
      Layer& l = model_.layer(i);
      for (Param* p : l.parameters()) {
        out[s].push_back(&p->value);
        stageOfParam.push_back(s);
      }
      for (auto& b : l.buffers()) out[s].push_back(b.second);
    }
  if (optimizer)
    for (auto& [name, t] : optimizer->state()) {
      const std::size_t index = std::stoul(name.substr(1, name.find('.') - 1));
      if (index < stageOfParam.size()) out[stageOfParam[index]].push_back(t);
    }
  return out;
}

void Pipeline::gatherWeights(Optimizer* optimizer) {
  if (!comm_) return;
  const std::vector<std::vector<Tensor*>> tensors = stageTensors(optimizer);
  for (std::size_t s = 1; s < stages_.size(); ++s) {
    Backend& be = *stages_[s]->backend;
    if (static_cast<int>(s) == local_) {
      for (Tensor* t : tensors[s])
        if (t->defined()) sendTo(0, kWeightTag, *t, -1);
      comm_->finishSends();
    } else if (local_ == 0) {
      for (Tensor* t : tensors[s]) {
        if (!t->defined()) continue;
        const Tensor host = unpackTensor(comm_->receive(static_cast<int>(s), kWeightTag));
        if (host.shape() != t->shape() || host.dtype() != t->dtype())
          fail(ErrorKind::Internal, "stage " + std::to_string(s + 1) + "'s weights came back in another shape");
        be.upload(host, *t);
      }
    }
  }
  comm_->barrier();
}

}  // namespace nnlab

#include "parallel/local_group.h"

#include <unistd.h>

#include <chrono>

#include "core/error.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;

// A tensor's values as f32 on the host (16-bit gradients widened), appended to `out`.
void appendValues(Backend& b, const Tensor& t, std::vector<float>& out) {
  Tensor h = b.device().isCpu() ? t : b.toHost(t);
  if (h.dtype() != DType::F32) h = h.convertedTo(DType::F32);
  const float* p = h.data<float>();
  out.insert(out.end(), p, p + h.numel());
}

void storeValues(Backend& b, const float* values, Tensor& t) {
  Tensor h = Tensor::empty(t.shape(), DType::F32);
  std::copy(values, values + t.numel(), h.data<float>());
  if (t.dtype() != DType::F32) h = h.convertedTo(t.dtype());
  b.upload(h, t);
}

class LocalMember final : public Communicator {
 public:
  LocalMember(LocalGroup& g, int rank) : g_(g), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return g_.size(); }
  std::string name() const override { return "threads (host memory)"; }

  void allreduce(const std::vector<Tensor*>& tensors, Backend& backend, std::vector<double>* extras) override {
    reduce(tensors, &backend, extras);
  }
  void allreduceHost(std::vector<double>& values) override { reduce({}, nullptr, &values); }
  void barrier() override { g_.barrier(); }
  void abort(const std::string& message) override { g_.abort("device " + std::to_string(rank_) + " failed: " + message); }
  bool pointToPoint() const override { return true; }
  void send(int peer, int tag, std::vector<unsigned char> bytes) override {
    stats_.bytes += static_cast<double>(bytes.size());
    g_.post(rank_, peer, tag, std::move(bytes));
  }
  void waitFor(int peer, int tag) override { g_.waitFor(peer, rank_, tag); }
  std::vector<unsigned char> receive(int peer, int tag) override { return g_.take(peer, rank_, tag); }

 private:
  void reduce(const std::vector<Tensor*>& tensors, Backend* backend, std::vector<double>* extras) {
    const auto t0 = Clock::now();
    std::vector<float>& mine = g_.send[static_cast<std::size_t>(rank_)];
    mine.clear();
    for (const Tensor* t : tensors) appendValues(*backend, *t, mine);
    g_.extras[static_cast<std::size_t>(rank_)] = extras ? *extras : std::vector<double>{};
    if (rank_ == 0) {
      g_.sum.assign(mine.size(), 0.0f);
      g_.extrasSum.assign(extras ? extras->size() : 0, 0.0);
    }
    g_.barrier();
    // Each replica sums its slice over every replica, in rank order.
    const std::size_t n = mine.size(), p = static_cast<std::size_t>(g_.size());
    for (std::size_t r = 0; r < p; ++r)
      if (g_.send[r].size() != n) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
          "allreduce: replicas reduce tensors of different sizes")));
    const std::size_t lo = n * static_cast<std::size_t>(rank_) / p, hi = n * static_cast<std::size_t>(rank_ + 1) / p;
    for (std::size_t i = lo; i < hi; ++i) {
      double s = 0.0;
      for (std::size_t r = 0; r < p; ++r) s += g_.send[r][i];
      g_.sum[i] = static_cast<float>(s);
    }
    if (rank_ == 0 && extras)
      for (std::size_t k = 0; k < extras->size(); ++k)
        for (std::size_t r = 0; r < p; ++r) g_.extrasSum[k] += g_.extras[r].size() > k ? g_.extras[r][k] : 0.0;
    g_.barrier();
    std::size_t at = 0;
    for (Tensor* t : tensors) {
      storeValues(*backend, g_.sum.data() + at, *t);
      at += static_cast<std::size_t>(t->numel());
    }
    if (extras) *extras = g_.extrasSum;
    g_.barrier();  // nobody refills the buffers while another still reads them
    if (!tensors.empty()) {
      stats_.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
      stats_.bytes += static_cast<double>(n) * sizeof(float);
      ++stats_.calls;
    }
  }

  LocalGroup& g_;
  int rank_;
};

}  // namespace

LocalGroup::LocalGroup(int size) : send(static_cast<std::size_t>(size)), extras(static_cast<std::size_t>(size)), size_(size) {}

std::unique_ptr<Communicator> LocalGroup::member(int rank) { return std::make_unique<LocalMember>(*this, rank); }

void LocalGroup::barrier() {
  std::unique_lock lock(m_);
  if (aborted_) fail(ErrorKind::Cancelled, why_);
  const std::uint64_t gen = generation_;
  if (++waiting_ == size_) {
    waiting_ = 0;
    ++generation_;
    cv_.notify_all();
    return;
  }
  cv_.wait(lock, [&] { return generation_ != gen || aborted_; });
  if (aborted_) fail(ErrorKind::Cancelled, why_);
}

void LocalGroup::post(int from, int to, int tag, std::vector<unsigned char> bytes) {
  {
    std::lock_guard lock(m_);
    mail_[{from, to, tag}].push_back(std::move(bytes));
  }
  cv_.notify_all();
}

void LocalGroup::waitFor(int from, int to, int tag) {
  std::unique_lock lock(m_);
  cv_.wait(lock, [&] {
    auto it = mail_.find({from, to, tag});
    return aborted_ || (it != mail_.end() && !it->second.empty());
  });
  if (aborted_) fail(ErrorKind::Cancelled, why_);
}

std::vector<unsigned char> LocalGroup::take(int from, int to, int tag) {
  waitFor(from, to, tag);
  std::lock_guard lock(m_);
  std::deque<std::vector<unsigned char>>& box = mail_[{from, to, tag}];
  std::vector<unsigned char> bytes = std::move(box.front());
  box.pop_front();
  return bytes;
}

void LocalGroup::abort(const std::string& why) {
  std::lock_guard lock(m_);
  if (!aborted_) why_ = why;
  aborted_ = true;
  cv_.notify_all();
}

}  // namespace nnlab

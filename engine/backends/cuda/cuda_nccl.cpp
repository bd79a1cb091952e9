// NCCL communicators (see backends/nccl_comm.h). Two kinds of reduction:
//  - host-waited (allreduce, allreduceHost, barrier): the tensors' all-reduces are queued on the
//    communicator's own stream in buckets (each bucket one ncclGroupStart/End, which NCCL fuses
//    into one launch), the host numbers riding along as f64 in a small device buffer, then the host
//    waits for the stream while watching the other replicas: when one aborts, or NCCL reports an
//    asynchronous error, every communicator of the job is aborted (ncclCommAbort ends their
//    kernels) and the wait throws Error(Cancelled) naming who failed. The caller has synchronised
//    its backend before (the gradient hooks do), so the tensors are complete when NCCL reads them.
//  - device-queued (queueAllreduce / joinQueued): a training step's buckets of gradients, each
//    queued on the communicator's stream after an event of the backend's stream (so it starts as
//    soon as backward has produced them and runs beside the layers below), their sums multiplied
//    by the replica's weight inside NCCL (a pre-multiplied sum: no extra pass over the gradients);
//    the backend's stream then waits for the last bucket. Nothing waits on the host, so a step is
//    recorded into a CUDA graph with its reductions. Kernels of one thread stamp the GPU's global
//    timer around each bucket and at the join; settleTimings() turns the stamps into busy,
//    exposed and overlapped seconds.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <nccl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_check.h"
#include "backends/cuda/cuda_kernels.h"
#include "backends/nccl_comm.h"
#include "core/error.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kBucketBytes = std::size_t{32} << 20;  // tensors per fused group
constexpr std::size_t kMaxExtras = 4096;
constexpr unsigned kStampSteps = 4096;  // steps of timestamps kept between two settleTimings()

std::string text(ncclResult_t r, ncclComm_t comm) {
  std::string m = ncclGetErrorString(r);
  const char* last = comm ? ncclGetLastError(comm) : nullptr;
  if (last && *last) m += std::string(" (") + last + ")";
  return m;
}

void check(ncclResult_t r, const char* what, ncclComm_t comm = nullptr) {
  if (r == ncclSuccess || r == ncclInProgress) return;
  // A remote or system error is most often another rank that stopped.
  const bool remote = r == ncclRemoteError || r == ncclSystemError;
  fail(remote ? ErrorKind::Cancelled : ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "NCCL %1 failed: %2%3"),
      what, text(r, comm),
      (remote ? msg(NNLAB_TEXT("nnlab::messages", " (did another rank stop?)")) : plainMessage(""))));
}

ncclDataType_t ncclType(DType t) {
  switch (t) {
    case DType::F32: return ncclFloat32;
    case DType::F16: return ncclFloat16;
    case DType::BF16: return ncclBfloat16;
    case DType::F64: return ncclFloat64;
    case DType::I32: return ncclInt32;
    case DType::I64: return ncclInt64;
    default: fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "NCCL cannot sum tensors of %1"), dtypeName(t)));
  }
}

// What the members of one job share to end each other's waits.
struct AbortState {
  std::atomic<bool> aborted{false};
  std::mutex m;
  std::string why;
  void set(const std::string& w) {
    std::lock_guard lock(m);
    if (!aborted.load()) why = w;
    aborted.store(true);
  }
  std::string reason() {
    std::lock_guard lock(m);
    return why;
  }
  // Every member's communicator, until the member is destroyed or the job aborted: a failure ends
  // all of them at once (a thread blocked on its GPU, waiting for a collective the failed replica
  // will never join, is released by the abort of its communicator). A member holds its `use`
  // lock while it calls NCCL and checks `aborted` under it; abortAll() sets `aborted` first and
  // takes each lock before aborting that communicator, or aborts it without the lock when the
  // member is blocked inside NCCL (what ncclCommAbort from another thread is for).
  struct Entry {
    ncclComm_t comm;
    std::timed_mutex* use;
  };
  void add(ncclComm_t c, std::timed_mutex* use) {
    std::lock_guard lock(m);
    comms.push_back({c, use});
  }
  void abortAll() {
    {
      std::lock_guard lock(m);
      if (why.empty()) why = "another replica failed";
    }
    aborted.store(true);
    std::vector<Entry> all;
    {
      std::lock_guard lock(m);
      all.swap(comms);
    }
    for (const Entry& e : all) {
      const bool locked = e.use->try_lock_for(std::chrono::milliseconds(500));
      ncclCommAbort(e.comm);
      if (locked) e.use->unlock();
    }
  }
  // True when `c` was still the member's to end (not aborted with the others).
  bool release(ncclComm_t c) {
    std::lock_guard lock(m);
    auto it = std::find_if(comms.begin(), comms.end(), [c](const Entry& e) { return e.comm == c; });
    if (it == comms.end()) return false;
    comms.erase(it);
    return true;
  }

 private:
  std::vector<Entry> comms;
};

cudaStream_t streamOf(Backend& backend) {
  auto* cuda = dynamic_cast<CudaBackend*>(&backend);
  if (!cuda) fail(ErrorKind::Internal, "an NCCL reduction was queued on a backend that is not a GPU's");
  return cuda->stream();
}

class NcclMember final : public Communicator {
 public:
  NcclMember(ncclComm_t comm, int device, int rank, int size, std::shared_ptr<AbortState> abort, bool processes)
      : comm_(comm), device_(device), rank_(rank), size_(size), abort_(std::move(abort)), processes_(processes) {
    abort_->add(comm_, &use_);
    NNLAB_CUDA(cudaSetDevice(device_));
    NNLAB_CUDA(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
    NNLAB_CUDA(cudaMalloc(&extras_, kMaxExtras * sizeof(double)));
    // Pinned, so that copying the sums back does not block before wait() can watch for aborts.
    NNLAB_CUDA(cudaMallocHost(&hostExtras_, kMaxExtras * sizeof(double)));
    // Device-queued reductions: their events and timestamps (allocated now: a recorded step must
    // not allocate).
    NNLAB_CUDA(cudaEventCreateWithFlags(&fork_, cudaEventDisableTiming));
    NNLAB_CUDA(cudaEventCreateWithFlags(&join_, cudaEventDisableTiming));
    NNLAB_CUDA(cudaEventCreateWithFlags(&inline_, cudaEventDisableTiming));
    const std::size_t ringBytes = std::size_t{kStampSteps} * cuda::kStampSlots * sizeof(unsigned long long);
    NNLAB_CUDA(cudaMalloc(&ring_, ringBytes + 2 * sizeof(unsigned long long)));
    NNLAB_CUDA(cudaMemset(ring_, 0, ringBytes + 2 * sizeof(unsigned long long)));
    scratch_ = ring_ + std::size_t{kStampSteps} * cuda::kStampSlots;
    counter_ = reinterpret_cast<unsigned*>(scratch_ + 1);
    NNLAB_CUDA(cudaMallocHost(&hostRing_, ringBytes + sizeof(unsigned long long)));
  }
  ~NcclMember() override {
    cudaSetDevice(device_);
    if (comm_ && abort_->release(comm_)) {
      for (auto& [key, op] : ops_) ncclRedOpDestroy(op, comm_);
      if (broken_)
        ncclCommAbort(comm_);
      else
        ncclCommDestroy(comm_);
    }
    if (extras_) cudaFree(extras_);
    if (hostExtras_) cudaFreeHost(hostExtras_);
    if (ring_) cudaFree(ring_);
    if (hostRing_) cudaFreeHost(hostRing_);
    if (fork_) cudaEventDestroy(fork_);
    if (join_) cudaEventDestroy(join_);
    if (inline_) cudaEventDestroy(inline_);
    if (stream_) cudaStreamDestroy(stream_);
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::string name() const override {
    return "NCCL " + ncclVersion() + " (" + std::to_string(size_) + (processes_ ? " processes)" : " GPUs, one process)");
  }

  void allreduce(const std::vector<Tensor*>& tensors, Backend&, std::vector<double>* extras) override {
    reduce(tensors, extras);
  }
  void allreduceHost(std::vector<double>& values) override { reduce({}, &values); }
  void barrier() override {
    std::vector<double> one{0.0};
    reduce({}, &one);
  }
  void abort(const std::string& message) override {
    abort_->set("device cuda:" + std::to_string(device_) + " (rank " + std::to_string(rank_) + ") failed: " + message);
    broken_ = true;
    abort_->abortAll();  // the others may be blocked on their GPUs in a collective this replica left
  }

  bool queuesOnDevice() const override { return true; }

  void queueAllreduce(const std::vector<Tensor*>& tensors, Backend& backend, double weight) override {
    std::unique_lock lock(use_);
    usable();
    cudaStream_t main = streamOf(backend);
    NNLAB_CUDA(cudaEventRecord(fork_, main));
    NNLAB_CUDA(cudaStreamWaitEvent(stream_, fork_, 0));
    const bool first = !stepOpen_;
    if (first) {
      stepOpen_ = true;
      stepBytes_ = 0.0;
    }
    cuda::stamp(stream_, cuda::Stamp::BucketStart, ring_, counter_, kStampSteps, scratch_, first);
    check(ncclGroupStart(), "group start", comm_);
    for (Tensor* t : tensors) {
      if (t->numel() == 0) continue;
      check(ncclAllReduce(t->raw(), t->raw(), static_cast<std::size_t>(t->numel()), ncclType(t->dtype()), opFor(t->dtype(), weight),
                          comm_, stream_),
            "all-reduce", comm_);
      stepBytes_ += static_cast<double>(t->bytes());
    }
    check(ncclGroupEnd(), "group end", comm_);
    cuda::stamp(stream_, cuda::Stamp::BucketEnd, ring_, counter_, kStampSteps, scratch_, false);
  }

  // On the communicator's stream, after the backend's work so far and before its next: NCCL runs a
  // communicator's operations in the order they are queued, so these stay in line with the
  // gradients' buckets of the same step.
  void allreduceInline(Tensor& t, Backend& backend, double weight) override {
    if (t.dtype() != DType::F64) fail(ErrorKind::Internal, "allreduceInline sums f64 tensors");
    std::unique_lock lock(use_);
    usable();
    cudaStream_t main = streamOf(backend);
    NNLAB_CUDA(cudaEventRecord(fork_, main));
    NNLAB_CUDA(cudaStreamWaitEvent(stream_, fork_, 0));
    check(ncclAllReduce(t.raw(), t.raw(), static_cast<std::size_t>(t.numel()), ncclFloat64,
                        opFor(DType::F64, weight), comm_, stream_),
          "all-reduce", comm_);
    NNLAB_CUDA(cudaEventRecord(inline_, stream_));
    NNLAB_CUDA(cudaStreamWaitEvent(main, inline_, 0));
  }

  void joinQueued(Backend& backend) override {
    if (!stepOpen_) return;
    cudaStream_t main = streamOf(backend);
    cuda::stamp(main, cuda::Stamp::BackwardEnd, ring_, counter_, kStampSteps, scratch_, false);
    NNLAB_CUDA(cudaEventRecord(join_, stream_));
    NNLAB_CUDA(cudaStreamWaitEvent(main, join_, 0));
    cuda::stamp(main, cuda::Stamp::Joined, ring_, counter_, kStampSteps, scratch_, false);
    stepOpen_ = false;
    bytesPerStep_ = stepBytes_;
  }

  // After the backend synchronised: the stamps of the steps since the last call into stats().
  void settleTimings() override {
    usable();
    NNLAB_CUDA(cudaSetDevice(device_));
    auto* hostCounter = reinterpret_cast<unsigned*>(hostRing_ + std::size_t{kStampSteps} * cuda::kStampSlots);
    NNLAB_CUDA(cudaMemcpyAsync(hostCounter, counter_, sizeof(unsigned), cudaMemcpyDeviceToHost, stream_));
    wait();
    const unsigned steps = *hostCounter;
    if (steps == 0) return;
    const unsigned kept = std::min(steps, kStampSteps);
    NNLAB_CUDA(cudaMemcpyAsync(hostRing_, ring_, std::size_t{kept} * cuda::kStampSlots * sizeof(unsigned long long),
                               cudaMemcpyDeviceToHost, stream_));
    NNLAB_CUDA(cudaMemsetAsync(counter_, 0, sizeof(unsigned), stream_));
    wait();
    double busy = 0.0, exposed = 0.0, overlapped = 0.0;
    for (unsigned k = 0; k < kept; ++k) {
      const unsigned long long* slot = hostRing_ + std::size_t{k} * cuda::kStampSlots;
      const double b = 1e-9 * static_cast<double>(slot[0]);
      const double e = slot[3] > slot[2] ? 1e-9 * static_cast<double>(slot[3] - slot[2]) : 0.0;
      busy += b;
      exposed += e;
      overlapped += std::max(0.0, b - e);
    }
    const double scale = static_cast<double>(steps) / kept;  // more steps than the ring keeps: the kept ones stand for all
    stats_.seconds += busy * scale;
    stats_.exposedSeconds += exposed * scale;
    stats_.overlappedSeconds += overlapped * scale;
    stats_.queuedSteps += steps;
    stats_.bytes += bytesPerStep_ * steps;
    stats_.calls += steps;
  }

 private:
  void usable() const {
    if (abort_->aborted.load()) fail(ErrorKind::Cancelled, abort_->reason());
    if (broken_) fail(ErrorKind::Cancelled, msg(NNLAB_TEXT("nnlab::messages", "this NCCL communicator failed earlier")));
  }

  // A sum whose inputs are first multiplied by `weight` (one reduction op per element type and weight,
  // kept: a recorded step goes on using it).
  ncclRedOp_t opFor(DType t, double weight) {
    if (weight == 1.0) return ncclSum;
    const auto key = std::make_pair(static_cast<int>(t), weight);
    if (auto it = ops_.find(key); it != ops_.end()) return it->second;
    ncclRedOp_t op{};
    const float f = static_cast<float>(weight);
    const __half h = __float2half(f);
    const __nv_bfloat16 bf = __float2bfloat16(f);
    void* scalar = nullptr;
    switch (t) {
      case DType::F32: scalar = const_cast<float*>(&f); break;
      case DType::F64: scalar = &weight; break;
      case DType::F16: scalar = const_cast<__half*>(&h); break;
      case DType::BF16: scalar = const_cast<__nv_bfloat16*>(&bf); break;
      default: fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "NCCL cannot weight a sum of %1"), dtypeName(t)));
    }
    check(ncclRedOpCreatePreMulSum(&op, scalar, ncclType(t), ncclScalarHostImmediate, comm_), "weighted sum", comm_);
    ops_.emplace(key, op);
    return op;
  }

  void reduce(const std::vector<Tensor*>& tensors, std::vector<double>* extras) {
    std::unique_lock lock(use_);
    usable();
    if (extras && extras->size() > kMaxExtras) fail(ErrorKind::Internal, "too many host numbers for one NCCL reduction");
    const auto t0 = Clock::now();
    NNLAB_CUDA(cudaSetDevice(device_));
    double bytes = 0.0;
    std::size_t i = 0;
    bool extrasQueued = false;
    // Buckets of tensors, each one fused group; the host numbers go with the last.
    do {
      check(ncclGroupStart(), "group start", comm_);
      std::size_t inBucket = 0;
      while (i < tensors.size() && (inBucket == 0 || inBucket + tensors[i]->bytes() <= kBucketBytes)) {
        Tensor& t = *tensors[i++];
        if (t.numel() == 0) continue;
        check(ncclAllReduce(t.raw(), t.raw(), static_cast<std::size_t>(t.numel()), ncclType(t.dtype()), ncclSum, comm_, stream_),
              "all-reduce", comm_);
        inBucket += t.bytes();
        bytes += static_cast<double>(t.bytes());
      }
      if (i == tensors.size() && extras && !extras->empty() && !extrasQueued) {
        std::copy(extras->begin(), extras->end(), hostExtras_);
        NNLAB_CUDA(cudaMemcpyAsync(extras_, hostExtras_, extras->size() * sizeof(double), cudaMemcpyHostToDevice, stream_));
        check(ncclAllReduce(extras_, extras_, extras->size(), ncclFloat64, ncclSum, comm_, stream_), "all-reduce", comm_);
        extrasQueued = true;
      }
      check(ncclGroupEnd(), "group end", comm_);
    } while (i < tensors.size());
    if (extrasQueued)
      NNLAB_CUDA(cudaMemcpyAsync(hostExtras_, extras_, extras->size() * sizeof(double), cudaMemcpyDeviceToHost, stream_));
    lock.unlock();
    wait();
    if (extrasQueued) std::copy(hostExtras_, hostExtras_ + extras->size(), extras->begin());
    if (!tensors.empty()) {
      stats_.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
      stats_.bytes += bytes;
      ++stats_.calls;
    }
  }

  // Waits for the stream; another replica's abort or NCCL's asynchronous error ends the wait.
  void wait() {
    for (int spins = 0;; ++spins) {
      const cudaError_t e = cudaStreamQuery(stream_);
      if (e == cudaSuccess) return;
      if (e != cudaErrorNotReady) cuda::failCuda(e, "cudaStreamQuery(NCCL stream)", __FILE__, __LINE__);
      std::unique_lock lock(use_);
      ncclResult_t async = ncclSuccess;
      if (!abort_->aborted.load()) ncclCommGetAsyncError(comm_, &async);
      const bool failed = async != ncclSuccess && async != ncclInProgress;
      if (failed || abort_->aborted.load()) {
        lock.unlock();
        broken_ = true;
        if (failed) abort_->set("device cuda:" + std::to_string(device_) + " (rank " + std::to_string(rank_) + "): NCCL failed");
        abort_->abortAll();
        comm_ = nullptr;
        if (failed) check(async, "all-reduce");
        fail(ErrorKind::Cancelled, abort_->reason());
      }
      if (spins > 1000) std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

  ncclComm_t comm_ = nullptr;
  int device_, rank_, size_;
  std::shared_ptr<AbortState> abort_;
  bool processes_;
  bool broken_ = false;
  cudaStream_t stream_ = nullptr;
  double* extras_ = nullptr;
  double* hostExtras_ = nullptr;
  // Device-queued reductions.
  cudaEvent_t fork_ = nullptr, join_ = nullptr, inline_ = nullptr;
  unsigned long long* ring_ = nullptr;     // kStampSteps x kStampSlots, then the scratch and the counter
  unsigned long long* scratch_ = nullptr;
  unsigned* counter_ = nullptr;
  unsigned long long* hostRing_ = nullptr;  // pinned: the ring, then the counter
  bool stepOpen_ = false;
  double stepBytes_ = 0.0, bytesPerStep_ = 0.0;
  std::timed_mutex use_;  // held while this member calls NCCL (AbortState::abortAll)
  std::map<std::pair<int, double>, ncclRedOp_t> ops_;
};

class NcclThreads final : public NcclGroup {
 public:
  explicit NcclThreads(const std::vector<int>& devices) : devices_(devices), comms_(devices.size(), nullptr) {
    check(ncclCommInitAll(comms_.data(), static_cast<int>(devices.size()), devices.data()), "initialisation");
  }
  ~NcclThreads() override {
    for (ncclComm_t c : comms_)
      if (c) ncclCommDestroy(c);
  }
  std::unique_ptr<Communicator> member(int rank) override {
    const auto r = static_cast<std::size_t>(rank);
    if (r >= comms_.size() || !comms_[r]) fail(ErrorKind::Internal, "NCCL member asked twice or out of range");
    ncclComm_t c = comms_[r];
    comms_[r] = nullptr;  // the member owns it now
    return std::make_unique<NcclMember>(c, devices_[r], rank, static_cast<int>(devices_.size()), abort_, false);
  }

 private:
  std::vector<int> devices_;
  std::vector<ncclComm_t> comms_;
  std::shared_ptr<AbortState> abort_ = std::make_shared<AbortState>();
};

}  // namespace

bool ncclCompiled() { return true; }

std::string ncclVersion() {
  int v = 0;
  if (ncclGetVersion(&v) != ncclSuccess) return "?";
  // 2.28.3 is 22803 since NCCL 2.9 (major * 10000 + minor * 100 + patch).
  return std::to_string(v / 10000) + "." + std::to_string(v / 100 % 100) + "." + std::to_string(v % 100);
}

std::unique_ptr<NcclGroup> makeNcclGroup(const std::vector<int>& cudaDevices) {
  for (std::size_t i = 0; i < cudaDevices.size(); ++i)
    for (std::size_t k = 0; k < i; ++k)
      if (cudaDevices[i] == cudaDevices[k])
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "NCCL needs each GPU once: cuda:%1 is named twice"),
            std::to_string(cudaDevices[i])));
  return std::make_unique<NcclThreads>(cudaDevices);
}

std::unique_ptr<Communicator> makeNcclCommunicator(Communicator& boot, int cudaDevice) {
  // Rank 0's unique id reaches the others through the MPI communicator: its bytes as numbers in a
  // sum where every other rank adds zeros.
  ncclUniqueId id;
  std::memset(&id, 0, sizeof id);
  if (boot.rank() == 0) check(ncclGetUniqueId(&id), "unique id");
  std::vector<double> bytes(sizeof id.internal, 0.0);
  for (std::size_t k = 0; k < bytes.size(); ++k) bytes[k] = static_cast<unsigned char>(id.internal[k]);
  boot.allreduceHost(bytes);
  for (std::size_t k = 0; k < bytes.size(); ++k) id.internal[k] = static_cast<char>(static_cast<unsigned char>(bytes[k]));
  NNLAB_CUDA(cudaSetDevice(cudaDevice));
  ncclComm_t comm = nullptr;
  check(ncclCommInitRank(&comm, boot.size(), id, boot.rank()), "initialisation");
  return std::make_unique<NcclMember>(comm, cudaDevice, boot.rank(), boot.size(), std::make_shared<AbortState>(), true);
}

}  // namespace nnlab

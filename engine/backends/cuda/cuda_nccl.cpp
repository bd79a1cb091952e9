// NCCL communicators (see backends/nccl_comm.h). A reduction queues the tensors' all-reduces on
// the communicator's own stream in buckets (each bucket one ncclGroupStart/End, which NCCL fuses
// into one launch), the host numbers riding along as f64 in a small device buffer, then waits for
// the stream while watching the other replicas: when one aborts, or NCCL reports an asynchronous
// error, the communicator is aborted (ncclCommAbort ends its kernels) and the wait throws
// Error(Cancelled) naming who failed. The caller has synchronised its backend before (the
// gradient hooks do), so the tensors are complete when NCCL reads them.
#include <cuda_runtime.h>
#include <nccl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <mutex>
#include <thread>

#include "backends/cuda/cuda_check.h"
#include "backends/nccl_comm.h"
#include "core/error.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kBucketBytes = std::size_t{32} << 20;  // tensors per fused group
constexpr std::size_t kMaxExtras = 4096;

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
  fail(remote ? ErrorKind::Cancelled : ErrorKind::Unsupported,
       std::string("NCCL ") + what + " failed: " + text(r, comm) + (remote ? " (did another rank stop?)" : ""));
}

ncclDataType_t ncclType(DType t) {
  switch (t) {
    case DType::F32: return ncclFloat32;
    case DType::F16: return ncclFloat16;
    case DType::BF16: return ncclBfloat16;
    case DType::F64: return ncclFloat64;
    case DType::I32: return ncclInt32;
    case DType::I64: return ncclInt64;
    default: fail(ErrorKind::Unsupported, std::string("NCCL cannot sum tensors of ") + dtypeName(t));
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
};

class NcclMember final : public Communicator {
 public:
  NcclMember(ncclComm_t comm, int device, int rank, int size, std::shared_ptr<AbortState> abort, bool processes)
      : comm_(comm), device_(device), rank_(rank), size_(size), abort_(std::move(abort)), processes_(processes) {
    NNLAB_CUDA(cudaSetDevice(device_));
    NNLAB_CUDA(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
    NNLAB_CUDA(cudaMalloc(&extras_, kMaxExtras * sizeof(double)));
    // Pinned, so that copying the sums back does not block before wait() can watch for aborts.
    NNLAB_CUDA(cudaMallocHost(&hostExtras_, kMaxExtras * sizeof(double)));
  }
  ~NcclMember() override {
    cudaSetDevice(device_);
    if (comm_) {
      if (broken_)
        ncclCommAbort(comm_);
      else
        ncclCommDestroy(comm_);
    }
    if (extras_) cudaFree(extras_);
    if (hostExtras_) cudaFreeHost(hostExtras_);
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
  }

 private:
  void reduce(const std::vector<Tensor*>& tensors, std::vector<double>* extras) {
    if (abort_->aborted.load()) fail(ErrorKind::Cancelled, abort_->reason());
    if (broken_) fail(ErrorKind::Cancelled, "this NCCL communicator failed earlier");
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
      ncclResult_t async = ncclSuccess;
      ncclCommGetAsyncError(comm_, &async);
      const bool failed = async != ncclSuccess && async != ncclInProgress;
      if (failed || abort_->aborted.load()) {
        broken_ = true;
        ncclCommAbort(comm_);
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
        fail(ErrorKind::InvalidArgument, "NCCL needs each GPU once: cuda:" + std::to_string(cudaDevices[i]) + " is named twice");
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

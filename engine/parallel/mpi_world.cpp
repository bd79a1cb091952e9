// MPI through Open MPI: a process started by mpirun/srun is one rank. Tensors are reduced through
// f32 host buffers (Debian's Open MPI is not CUDA-aware: GPU tensors go through the host); host
// numbers in f64. MPI errors are returned (MPI_ERRORS_RETURN) and become nnlab::Errors.
// The C API only: the deprecated C++ bindings would need libmpi_cxx.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <chrono>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <mutex>

#include "core/error.h"
#include "parallel/mpi_world.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;

// Started by a launcher: Open MPI, PMI (MPICH, srun), PMIx.
bool launchedAsRank() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK"})
    if (std::getenv(v)) return true;
  return false;
}

bool initialised() {
  static std::once_flag once;
  static bool ok = false;
  std::call_once(once, [] {
    if (!launchedAsRank()) return;
    int flag = 0;
    MPI_Initialized(&flag);
    if (!flag) {
      int provided = 0;
      if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return;
      std::atexit([] {
        int finalized = 0;
        MPI_Finalized(&finalized);
        if (!finalized) MPI_Finalize();
      });
    }
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    ok = true;
  });
  return ok;
}

void check(int rc, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING] = {};
  int len = 0;
  MPI_Error_string(rc, text, &len);
  fail(ErrorKind::Cancelled, msg(NNLAB_TEXT("nnlab::messages",
      "MPI %1 failed: %2 (another rank stopped?)"),
      what, std::string(text, static_cast<std::size_t>(len))));
}

class MpiCommunicator final : public Communicator {
 public:
  int rank() const override { return mpiWorldRank(); }
  int size() const override { return mpiWorldSize(); }
  std::string name() const override { return "MPI (" + std::to_string(size()) + " processes)"; }

  void allreduce(const std::vector<Tensor*>& tensors, Backend& backend, std::vector<double>* extras) override {
    const auto t0 = Clock::now();
    buffer_.clear();
    for (const Tensor* t : tensors) {
      Tensor h = backend.device().isCpu() ? *t : backend.toHost(*t);
      if (h.dtype() != DType::F32) h = h.convertedTo(DType::F32);
      buffer_.insert(buffer_.end(), h.data<float>(), h.data<float>() + h.numel());
    }
    if (!buffer_.empty())
      check(MPI_Allreduce(MPI_IN_PLACE, buffer_.data(), static_cast<int>(buffer_.size()), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD),
            "allreduce");
    if (extras && !extras->empty())
      check(MPI_Allreduce(MPI_IN_PLACE, extras->data(), static_cast<int>(extras->size()), MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD),
            "allreduce");
    std::size_t at = 0;
    for (Tensor* t : tensors) {
      Tensor h = Tensor::empty(t->shape(), DType::F32);
      std::copy(buffer_.begin() + static_cast<std::ptrdiff_t>(at), buffer_.begin() + static_cast<std::ptrdiff_t>(at + t->numel()),
                h.data<float>());
      if (t->dtype() != DType::F32) h = h.convertedTo(t->dtype());
      backend.upload(h, *t);
      at += static_cast<std::size_t>(t->numel());
    }
    if (!tensors.empty()) {
      stats_.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
      stats_.bytes += static_cast<double>(buffer_.size()) * sizeof(float);
      ++stats_.calls;
    }
  }

  void allreduceHost(std::vector<double>& values) override {
    if (!values.empty())
      check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD),
            "allreduce");
    else
      barrier();
  }

  void barrier() override { check(MPI_Barrier(MPI_COMM_WORLD), "barrier"); }
  void abort(const std::string& message) override { mpiAbort("rank " + std::to_string(rank()) + " failed: " + message); }

  // Point to point: non-blocking sends (a stage sends while its neighbour may itself be sending:
  // blocking sends of large messages would wait for each other), blocking receives.
  bool pointToPoint() const override { return true; }
  void send(int peer, int tag, std::vector<unsigned char> bytes) override {
    if (bytes.size() > static_cast<std::size_t>(INT32_MAX))
      fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
          "a message of %1 bytes between processes is larger than MPI's 2 GiB: use more micro-batches"),
          std::to_string(bytes.size())));
    pending_.emplace_back();
    Pending& p = pending_.back();
    p.bytes = std::move(bytes);
    check(MPI_Isend(p.bytes.data(), static_cast<int>(p.bytes.size()), MPI_BYTE, peer, tag, MPI_COMM_WORLD, &p.request),
          "send");
    stats_.bytes += static_cast<double>(p.bytes.size());
  }
  void waitFor(int peer, int tag) override {
    MPI_Status status;
    check(MPI_Probe(peer, tag, MPI_COMM_WORLD, &status), "probe");
  }
  std::vector<unsigned char> receive(int peer, int tag) override {
    MPI_Status status;
    check(MPI_Probe(peer, tag, MPI_COMM_WORLD, &status), "probe");
    int count = 0;
    check(MPI_Get_count(&status, MPI_BYTE, &count), "receive");
    std::vector<unsigned char> bytes(static_cast<std::size_t>(std::max(count, 0)));
    check(MPI_Recv(bytes.data(), count, MPI_BYTE, peer, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE), "receive");
    return bytes;
  }
  void finishSends() override {
    for (Pending& p : pending_) check(MPI_Wait(&p.request, MPI_STATUS_IGNORE), "send");
    pending_.clear();
  }

 private:
  struct Pending {
    std::vector<unsigned char> bytes;
    MPI_Request request = MPI_REQUEST_NULL;
  };
  std::vector<float> buffer_;
  std::deque<Pending> pending_;  // a deque: adding one leaves the others' buffers where MPI has them
};

}  // namespace

bool mpiAvailable() { return true; }
bool mpiLaunched() { return initialised(); }

int mpiWorldSize() {
  if (!initialised()) return 1;
  int n = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  return n;
}

int mpiWorldRank() {
  if (!initialised()) return 0;
  int r = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  return r;
}

std::vector<std::string> mpiHostNames() {
  if (!initialised()) return {hostName()};
  char mine[256] = {};
  const std::string h = hostName();
  std::snprintf(mine, sizeof mine, "%s", h.c_str());
  std::vector<char> all(256 * static_cast<std::size_t>(mpiWorldSize()));
  check(MPI_Allgather(mine, 256, MPI_CHAR, all.data(), 256, MPI_CHAR, MPI_COMM_WORLD), "allgather");
  std::vector<std::string> out;
  for (int r = 0; r < mpiWorldSize(); ++r) out.emplace_back(all.data() + 256 * r);
  return out;
}

std::unique_ptr<Communicator> mpiCommunicator() {
  if (!initialised()) fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this process was not started by mpirun or srun")));
  return std::make_unique<MpiCommunicator>();
}

void mpiAbort(const std::string& why, ErrorKind kind) {
  std::fprintf(stderr, "nnlab: %s; stopping every rank\n", why.c_str());
  std::fflush(stderr);
  if (initialised()) MPI_Abort(MPI_COMM_WORLD, exitCodeOf(kind));
  std::_Exit(exitCodeOf(kind));
}

}  // namespace nnlab

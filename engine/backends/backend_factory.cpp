#include "backends/backend_factory.h"

#include <thread>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_reference/cpu_reference_backend.h"
#include "backends/cuda_entry.h"
#include "core/device_set.h"
#include "core/error.h"
#include "core/text.h"

namespace nnlab {

std::unique_ptr<Backend> makeBackend(const std::string& name, int threads) {
  const DeviceRef device = DeviceRef::parse(name);
  if (device.kind == DeviceRef::Kind::CpuReference) {
    if (threads > 1)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "cpu-reference is the single-threaded teaching baseline: use --device cpu-blas for %1 threads"),
          std::to_string(threads)));
    return std::make_unique<CpuReferenceBackend>();
  }
  if (device.kind == DeviceRef::Kind::CpuBlas) {
    if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (threads > 1024) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "thread count %1 is absurd (at most 1024)"),
        std::to_string(threads)));
    return std::make_unique<CpuBlasBackend>(threads);
  }
  return makeCudaBackend(device.index);
}

std::vector<BackendChoice> backendChoices() {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::vector<BackendChoice> all{
      {"cpu-reference",
       NNLAB_TEXT("nnlab::devices", "plain loops, one thread: the sequential baseline and the oracle for other backends"), true, {}},
      {"cpu-blas", NNLAB_TEXT("nnlab::devices", "OpenBLAS GEMM + im2col convolutions, on as many threads as you choose"), true, {}},
  };
  all[1].maxThreads = static_cast<int>(cores);
  for (auto& c : cudaChoices()) all.push_back(std::move(c));
  return all;
}

}  // namespace nnlab

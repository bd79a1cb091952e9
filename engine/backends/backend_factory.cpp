#include "backends/backend_factory.h"

#include <thread>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"

namespace nnlab {

std::unique_ptr<Backend> makeBackend(const std::string& name, int threads) {
  if (name == "cpu-reference" || name == "cpu-ref" || name == "sequential") {
    if (threads > 1)
      fail(ErrorKind::InvalidArgument,
           "cpu-reference is the single-threaded teaching baseline: use --device cpu-blas for " +
               std::to_string(threads) + " threads");
    return std::make_unique<CpuReferenceBackend>();
  }
  if (name == "cpu-blas" || name == "cpu") {
    if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (threads > 1024) fail(ErrorKind::InvalidArgument, "thread count " + std::to_string(threads) + " is absurd (at most 1024)");
    return std::make_unique<CpuBlasBackend>(threads);
  }
  if (name.rfind("cuda", 0) == 0)
    fail(ErrorKind::Unsupported, "device '" + name +
                                     "': this build of nnlab has no CUDA backend (the CUDA engine is a later "
                                     "milestone); use cpu-reference or cpu-blas");
  fail(ErrorKind::InvalidArgument, "unknown device '" + name + "' (known: cpu-reference, cpu-blas)");
}

std::vector<BackendChoice> backendChoices() {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return {
      {"cpu-reference", "plain loops, one thread: the sequential baseline and the oracle for other backends", true, {}},
      {"cpu-blas", "OpenBLAS GEMM + im2col convolutions, 1.." + std::to_string(cores) + " threads", true, {}},
      {"cuda", "NVIDIA GPU through cuBLAS/cuDNN", false, "not in this build (the CUDA backend is a later milestone)"},
  };
}

}  // namespace nnlab

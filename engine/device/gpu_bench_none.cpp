// runGpuBench() of a build without the CUDA backend.
#include "core/error.h"
#include "device/gpu_bench.h"
#include "device/gpu_info.h"

namespace nnlab {

bool gpuBenchCompiled() { return false; }

std::vector<BenchMeasure> runGpuBench(int, const GpuBenchOptions&) {
  fail(ErrorKind::Unsupported, detectGpus().unavailableReason);
}

}  // namespace nnlab

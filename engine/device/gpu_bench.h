#pragma once
// GPU micro-benchmarks (a CUDA build: backends/cuda/cuda_microbench.cu; otherwise
// gpu_bench_none.cpp): cuBLAS GEMMs in fp64, fp32 (no TF32), tf32, fp16 and bf16 (16-bit inputs,
// FP32 accumulation), a STREAM triad in device memory, and host-device copies from pinned and
// pageable memory in both directions. Timed with CUDA events after warm-up; medians.
#include <vector>

#include "device/bench_measure.h"

namespace nnlab {

struct GpuBenchOptions {
  bool quick = false;  // small sizes and few repeats (tests, smoke runs)
  int repeats = 10;
};

// True in a CUDA build (whether or not this machine has a GPU).
bool gpuBenchCompiled();
// Throws Error(Unsupported) with the reason when the build or the machine has no such GPU.
std::vector<BenchMeasure> runGpuBench(int device, const GpuBenchOptions& options);

}  // namespace nnlab

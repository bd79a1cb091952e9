#pragma once
// CPU micro-benchmarks: OpenBLAS sgemm and dgemm on one thread and on all cores, and a STREAM
// triad (a[i] = b[i] + s * c[i] over doubles, arrays far larger than the caches, first touched by
// the threads that use them) on all cores. Warm-up, then timed repeats; medians.
#include <functional>
#include <string>
#include <vector>

#include "device/bench_measure.h"

namespace nnlab {

struct CpuBenchOptions {
  bool quick = false;         // small sizes, few repeats (tests)
  int repeats = 5;
  int threads = 0;            // "all cores": 0 = every logical core
};

// blasDescription receives the BLAS library and the kernels it chose. `progress` is called before
// each of its kCpuBenchSteps steps (it may throw to stop the bench).
constexpr int kCpuBenchSteps = 5;
std::vector<BenchMeasure> runCpuBench(const CpuBenchOptions& options, std::string* blasDescription,
                                      const std::function<void(const std::string&)>& progress = {});

}  // namespace nnlab

#pragma once
// `nnlab-cli hw bench`: detects this machine (CPU with its computed peak, GPUs), matches them to
// the hardware database, runs the CPU and GPU micro-benchmarks and puts each figure beside its
// theoretical peak (the CPU's computed one; a GPU's datasheet figures).
#include <atomic>
#include <functional>
#include <string>

#include "hw/bench_result.h"

namespace nnlab {

struct HwBenchOptions {
  bool quick = false;  // small sizes, few repeats (tests, a first look)
  bool cpu = true;
  bool gpu = true;
  int repeats = 0;     // 0: the default per benchmark
  int threads = 0;     // CPU "all cores" thread count; 0 = every logical core
  // Set to stop: the bench ends with Error(Cancelled) at the next step (each step takes seconds).
  const std::atomic<bool>* stop = nullptr;
  // Before each step: how many steps are done of how many, and what comes now (a progress bar).
  std::function<void(int done, int total, const std::string& step)> onStep;
};

HwBenchResult runHardwareBench(const HwBenchOptions& options, const std::function<void(const std::string&)>& progress = {});

// Puts the theoretical peaks beside the measured figures (called by runHardwareBench; public for
// tests and for results read back from files): CPU GEMMs against the computed CPU peak (per thread
// for one thread, scaled by threads/cores otherwise when fewer threads than cores ran), GPU GEMMs
// and triads against the matched database entry.
void attachPeaks(HwBenchResult& r);

}  // namespace nnlab

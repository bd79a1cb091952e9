#include "hw/cpu_bench.h"

#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <thread>

#include "backends/backend_factory.h"
#include "core/error.h"

extern "C" void openblas_set_num_threads(int);
extern "C" int openblas_get_num_threads(void);

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;

struct FreeDeleter {
  void operator()(void* p) const { std::free(p); }
};
template <class T>
using Buffer = std::unique_ptr<T[], FreeDeleter>;

template <class T>
Buffer<T> alignedBuffer(std::size_t n) {
  const std::size_t bytes = (n * sizeof(T) + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, bytes);
  if (!p) fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
      "hw bench: could not allocate %1 MiB"),
      std::to_string(bytes >> 20)));
  return Buffer<T>(static_cast<T*>(p));
}

// Times fn() `repeats` times after one warm-up call; returns seconds per call.
template <class F>
std::vector<double> timeRepeats(int repeats, F&& fn) {
  fn();
  std::vector<double> s;
  for (int i = 0; i < repeats; ++i) {
    const auto t0 = Clock::now();
    fn();
    s.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
  }
  return s;
}

template <class T>
BenchMeasure gemm(int n, int threads, int repeats, bool dbl) {
  auto a = alignedBuffer<T>(std::size_t(n) * n), b = alignedBuffer<T>(std::size_t(n) * n),
       c = alignedBuffer<T>(std::size_t(n) * n);
  for (std::size_t i = 0; i < std::size_t(n) * n; ++i) {
    a[i] = T(0.5) + T(i % 7) * T(0.01);
    b[i] = T(0.25) - T(i % 5) * T(0.01);
    c[i] = T(0);
  }
  const int before = openblas_get_num_threads();
  openblas_set_num_threads(threads);
  const auto seconds = timeRepeats(repeats, [&] {
    if constexpr (sizeof(T) == 8)
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a.get(), n, b.get(), n, 0.0, c.get(), n);
    else
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.get(), n, b.get(), n, 0.0f, c.get(), n);
  });
  openblas_set_num_threads(before);
  BenchMeasure m;
  const char* name = dbl ? "dgemm" : "sgemm";
  m.id = std::string("cpu.") + name + (threads == 1 ? ".1t" : ".all");
  m.device = "cpu";
  m.kind = "gemm";
  m.precision = dbl ? "fp64" : "fp32";
  m.label = std::string(name) + " (OpenBLAS), " + std::to_string(threads) + (threads == 1 ? " thread" : " threads");
  m.threads = threads;
  m.size = n;
  m.unit = "GFLOP/s";
  std::vector<double> rates;
  for (double s : seconds) rates.push_back(2.0 * n * double(n) * n / s / 1e9);
  summarize(m, rates);
  return m;
}

// A chain of dependent integer additions runs at one addition per cycle on every x86-64 core of
// the last twenty years; the loop's own counter and branch run beside it. So the time per
// addition is the clock period the core actually runs at, whatever /proc/cpuinfo reports (a VM
// shows the nominal clock). The time is the thread's CPU time, not wall time, so that other
// processes sharing the cores do not pass for a slow clock. Elsewhere than x86-64 the chain is
// plain C++ and the figure an estimate.
// The addend is a register, not an immediate: Golden Cove cores (Sapphire Rapids, Alder Lake)
// fold immediate additions at rename, and a chain of `add $1` ran at 10.7 "GHz" on an H100 host.
#if defined(__x86_64__)
#define NNLAB_ADD1(x) asm volatile("add %1, %0" : "+r"(x) : "r"(one))
#else
#define NNLAB_ADD1(x) \
  do {                   \
    (x) += 1;            \
    asm volatile("" : "+r"(x)); \
  } while (0)
#endif

double threadSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

double addChainSeconds(std::uint64_t iterations) {
  std::uint64_t x = 0;
  volatile std::uint64_t oneSource = 1;
  const std::uint64_t one = oneSource;  // not a constant the compiler could fold into the asm
  (void)one;
  const double t0 = threadSeconds();
  for (std::uint64_t i = 0; i < iterations; ++i) {
    NNLAB_ADD1(x); NNLAB_ADD1(x); NNLAB_ADD1(x); NNLAB_ADD1(x);
    NNLAB_ADD1(x); NNLAB_ADD1(x); NNLAB_ADD1(x); NNLAB_ADD1(x);
  }
  const double s = threadSeconds() - t0;
  if (x != iterations * 8) fail(ErrorKind::Internal, "hw bench: the clock probe miscounted");
  return s;
}

// The clock under load on `threads` threads at once: the median over threads of each thread's
// median repeat.
BenchMeasure clockProbe(int threads, int repeats, bool quick) {
  const std::uint64_t iterations = quick ? 2'000'000 : 50'000'000;  // 16 M / 400 M additions
  std::vector<double> ghz(static_cast<std::size_t>(threads), 0.0);
#pragma omp parallel num_threads(threads)
  {
    std::vector<double> s;
    addChainSeconds(iterations / 4);  // warm-up: let the clock ramp
    for (int r = 0; r < repeats; ++r) s.push_back(addChainSeconds(iterations));
    std::sort(s.begin(), s.end());
    ghz[static_cast<std::size_t>(omp_get_thread_num())] = 8.0 * double(iterations) / s[s.size() / 2] / 1e9;
  }
  BenchMeasure m;  // one value per thread: min, median and max over the threads
  m.id = threads == 1 ? "cpu.clock.1t" : "cpu.clock.all";
  m.device = "cpu";
  m.kind = "clock";
  m.label = "core clock (dependent adds, CPU time), " + std::to_string(threads) + (threads == 1 ? " thread" : " threads");
  m.threads = threads;
  m.size = std::int64_t(8 * iterations);
  m.unit = "GHz";
  summarize(m, ghz);
  return m;
}

BenchMeasure triad(std::size_t n, int threads, int repeats) {
  auto a = alignedBuffer<double>(n), b = alignedBuffer<double>(n), c = alignedBuffer<double>(n);
  double* pa = a.get();
  double* pb = b.get();
  double* pc = c.get();
  // First touch on the threads that use the pages (NUMA placement), as STREAM does.
#pragma omp parallel for schedule(static) num_threads(threads)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) {
    pa[i] = 0.0;
    pb[i] = 1.0;
    pc[i] = 2.0;
  }
  const double s = 3.0;
  const auto seconds = timeRepeats(repeats, [&] {
#pragma omp parallel for schedule(static) num_threads(threads)
    for (std::int64_t i = 0; i < std::int64_t(n); ++i) pa[i] = pb[i] + s * pc[i];
  });
  // A check that the loop ran (and could not be dropped): every a[i] is 1 + 3 * 2.
  if (pa[0] != 7.0 || pa[n - 1] != 7.0) fail(ErrorKind::Internal, "hw bench: the triad computed a wrong value");
  BenchMeasure m;
  m.id = "cpu.triad";
  m.device = "cpu";
  m.kind = "triad";
  m.label = "STREAM triad, " + std::to_string(threads) + " threads, 3 x " + std::to_string(n * 8 >> 20) + " MiB";
  m.threads = threads;
  m.size = std::int64_t(3 * n * sizeof(double));  // STREAM counts 2 reads + 1 write per element
  m.unit = "GB/s";
  std::vector<double> rates;
  for (double t : seconds) rates.push_back(double(m.size) / t / 1e9);
  summarize(m, rates);
  return m;
}

}  // namespace

std::vector<BenchMeasure> runCpuBench(const CpuBenchOptions& o, std::string* blasDescription,
                                      const std::function<void(const std::string&)>& progress) {
  auto say = [&](const std::string& s) {
    if (progress) progress(s);
  };
  // A cpu-blas backend first: its constructor replaces OpenBLAS's legacy SSE kernels on CPUs
  // that OpenBLAS does not know (the GPU hosts' Xeons), so the GEMMs below run what training runs.
  auto blas = makeBackend("cpu-blas", 1);
  if (blasDescription) *blasDescription = blas->describe();
  const int all = o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int repeats = o.quick ? 2 : std::max(1, o.repeats);
  const int n1 = o.quick ? 192 : 2048;
  const int nAll = o.quick ? 256 : (all >= 8 ? 4096 : 2048);
  const std::size_t triadN = o.quick ? (std::size_t(1) << 21) : (std::size_t(1) << 25);  // 3 x 256 MiB
  std::vector<BenchMeasure> out;
  say("clock probe, 1 thread and " + std::to_string(all) + " threads");
  out.push_back(clockProbe(1, repeats, o.quick));
  out.push_back(clockProbe(all, repeats, o.quick));
  say("sgemm, 1 thread");
  out.push_back(gemm<float>(n1, 1, repeats, false));
  say("sgemm, " + std::to_string(all) + " threads");
  out.push_back(gemm<float>(nAll, all, repeats, false));
  say("dgemm, " + std::to_string(all) + " threads");
  out.push_back(gemm<double>(nAll, all, repeats, true));
  say("STREAM triad, " + std::to_string(all) + " threads");
  out.push_back(triad(triadN, all, repeats));
  return out;
}

}  // namespace nnlab

#pragma once
// Internals shared by the cpu-blas translation units (not part of the engine's interface).
#include <omp.h>
#if defined(__SSE__) || defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include <algorithm>
#include <cstdint>
#include <string>

#include "backends/backend.h"
#include "core/error.h"

namespace nnlab::blas {

// Below these element counts a loop runs on the calling thread: starting an OpenMP team costs
// a few microseconds, more than a cheap loop over this many elements.
constexpr std::int64_t kParallelCheap = 1 << 15;      // add, copy, ReLU, ...
constexpr std::int64_t kParallelExpensive = 1 << 12;  // exp/log per element, im2col rows, ...

// Team size for a loop over n elements: one thread per `grain` elements (as PyTorch's
// parallel_for), at most `threads`. Waking threads costs microseconds, more so in VMs: a loop
// gets only as many as its size pays for.
inline int teamSize(int threads, std::int64_t n, std::int64_t grain) {
  return static_cast<int>(std::clamp<std::int64_t>(n / grain, 1, threads));
}

// [begin, end) of chunk `i` when `total` items are split into `chunks` near-equal parts.
inline std::int64_t chunkBegin(std::int64_t total, std::int64_t chunks, std::int64_t i) {
  return total / chunks * i + std::min(i, total % chunks);
}

// Runs body(begin, end) over [0, n) cut into `parts` contiguous ranges (fixed by n and parts
// alone, so results never depend on scheduling). parts <= 1 calls body on the calling thread
// without entering OpenMP, so that small loops keep their vectorised code. Otherwise an OpenMP
// team of `team` threads runs it, thread t taking range t. `team` is always the backend's full
// thread count even when fewer parts are wanted: libgomp ends the pool threads a smaller team
// leaves out and has to create them again for the next larger team, which costs far more (tens
// of microseconds per thread, more in VMs) than letting idle threads pass the barrier.
// Denormal floats cost microcode assists of ~100 cycles per operation on Intel cores (a trained
// MLP's small gradients and momenta drift into that range). Like oneDNN and TensorFlow, cpu-blas
// flushes them to zero (FTZ) and reads them as zero (DAZ) on every thread it computes on.
inline void flushDenormals() {
#if defined(__SSE__) || defined(__x86_64__)
  thread_local bool done = false;
  if (!done) {
    _mm_setcsr(_mm_getcsr() | 0x8040);  // FTZ (bit 15) | DAZ (bit 6)
    done = true;
  }
#endif
}

template <class F>
void parallelFor(int team, int parts, std::int64_t n, F&& body) {
  if (n <= 0) return;
  if (parts > n) parts = static_cast<int>(n);
  flushDenormals();
  if (parts <= 1) {
    body(std::int64_t{0}, n);
    return;
  }
#pragma omp parallel num_threads(std::max(team, parts))
  {
    flushDenormals();
    const int got = omp_get_num_threads();  // fewer than asked when OpenMP is limited
    for (int part = omp_get_thread_num(); part < parts; part += got)
      body(chunkBegin(n, parts, part), chunkBegin(n, parts, part + 1));
  }
}

// Sets OpenBLAS's thread count, calling into the library only when it changes.
void setBlasThreads(int n);
std::string blasConfig();
std::string blasCoreName();  // OpenBLAS kernels in use ("Haswell"), empty when unknown
// Re-selects OpenBLAS's kernels by CPU features when its model detection fell back to legacy
// SSE kernels (see cpu_blas_gemm.cpp). Call once, before any GEMM, with no GEMM running.
void upgradeLegacyKernels();

void cblasGemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b, int ldb,
               float beta, float* c, int ldc);
void cblasGemm(bool ta, bool tb, int m, int n, int k, double alpha, const double* a, int lda, const double* b, int ldb,
               double beta, double* c, int ldc);

[[noreturn]] void mismatch(const char* op, const std::string& what);

// Every float tensor of an op shares one supported dtype.
inline void requireFloat(const Backend& be, const char* op, DType t) {
  if (t != DType::F32 && t != DType::F64)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "cpu-blas: %1 does not support element type %2"),
        op, dtypeName(t)));
  requireDType(be, t);
}
inline void requireSame(const char* op, const Tensor& a, const Tensor& b) {
  if (a.dtype() != b.dtype())
    mismatch(op, std::string("element types differ (") + dtypeName(a.dtype()) + " vs " + dtypeName(b.dtype()) + ")");
}
inline void requireNumel(const char* op, const Tensor& t, std::int64_t n, const char* name) {
  if (t.numel() != n)
    mismatch(op, std::string(name) + " has " + std::to_string(t.numel()) + " elements, expected " + std::to_string(n));
}
inline void requireI32(const char* op, const Tensor& t, const char* name) {
  if (t.dtype() != DType::I32) mismatch(op, std::string(name) + " must be i32, got " + dtypeName(t.dtype()));
}

// Calls fn(T{}) with T = float or double for the tensor's dtype.
template <class Fn>
decltype(auto) dispatchFloat(DType t, Fn&& fn) {
  if (t == DType::F64) return fn(double{});
  return fn(float{});
}

// Labels must lie in [0, classes): throws Error(BadInput) naming the first bad one.
void checkLabels(const std::int32_t* labels, std::int64_t n, std::int64_t classes);

}  // namespace nnlab::blas

// cpu-blas: OpenBLAS glue (kernel choice, thread count, cblas calls), workspaces, shared checks
// and the GEMM split over the backend's threads.
#include <cblas.h>

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_blas/cpu_blas_detail.h"

// Declared here as well: some cblas.h variants (netlib's) do not declare OpenBLAS's extensions.
extern "C" void openblas_set_num_threads(int);
extern "C" char* openblas_get_config(void);
extern "C" int openblas_get_num_threads(void);
// Only in some builds (weak: null when absent). The dynamic_* pair exists in DYNAMIC_ARCH builds.
extern "C" char* openblas_get_corename(void) __attribute__((weak));
extern "C" void gotoblas_dynamic_init(void) __attribute__((weak));
extern "C" void gotoblas_dynamic_quit(void) __attribute__((weak));

namespace nnlab {

using namespace blas;

// ---- workspace -------------------------------------------------------------------------------

void BlasWorkspace::Free::operator()(void* p) const { std::free(p); }

void* BlasWorkspace::reserve(std::size_t bytes) {
  if (bytes > bytes_) {
    const std::size_t rounded = (bytes + bytes / 4 + 63) / 64 * 64;  // grow with some headroom
    ptr_.reset();
    void* p = std::aligned_alloc(64, rounded);
    if (!p)
      fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
          "cpu-blas: could not allocate %1 MiB of workspace: try a smaller batch"),
          std::to_string(rounded >> 20)));
    ptr_.reset(p);
    bytes_ = rounded;
  }
  return ptr_.get();
}

namespace blas {

void setBlasThreads(int n) {
  if (openblas_get_num_threads() != n) openblas_set_num_threads(n);
}

std::string blasCoreName() {
  const char* c = openblas_get_corename ? openblas_get_corename() : nullptr;
  return c ? std::string(c) : std::string();
}

// OpenBLAS built with DYNAMIC_ARCH picks its kernels from the CPU model when it loads. A release
// older than the CPU can miss the model and fall back to the SSE3 "Prescott" kernels, several
// times slower than the AVX2/AVX-512 kernels the CPU runs: OpenBLAS 0.3.21 does this on the
// Xeons of the GPU hosts (inside their VMs). When that happens, and the user has not chosen with
// OPENBLAS_CORETYPE, pick the kernels by the CPU's features instead. Runs once, from the first
// backend's constructor, before any GEMM of ours.
void upgradeLegacyKernels() {
#if defined(__x86_64__) && defined(__GNUC__)
  if (!openblas_get_corename || !gotoblas_dynamic_init || !gotoblas_dynamic_quit) return;
  if (std::getenv("OPENBLAS_CORETYPE")) return;
  std::string core = blasCoreName();
  for (char& ch : core) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  const bool legacy = core.empty() || core == "prescott" || core == "core2" || core == "penryn" ||
                      core == "dunnington" || core == "nehalem" || core == "atom" || core == "unknown";
  if (!legacy) return;
  __builtin_cpu_init();
  const char* want = nullptr;
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512cd"))
    want = "SkylakeX";
  else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    want = "Haswell";
  else if (__builtin_cpu_supports("avx"))
    want = "Sandybridge";
  if (!want) return;
  setenv("OPENBLAS_CORETYPE", want, 0);
  gotoblas_dynamic_quit();  // forget the choice...
  gotoblas_dynamic_init();  // ...and choose again, now honouring OPENBLAS_CORETYPE
  unsetenv("OPENBLAS_CORETYPE");
#endif
}

std::string blasConfig() {
  const char* c = openblas_get_config();
  return c ? std::string(c) : std::string("OpenBLAS");
}

void cblasGemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b, int ldb,
               float beta, float* c, int ldc) {
  flushDenormals();
  cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, alpha, a, lda, b,
              ldb, beta, c, ldc);
}

void cblasGemm(bool ta, bool tb, int m, int n, int k, double alpha, const double* a, int lda, const double* b, int ldb,
               double beta, double* c, int ldc) {
  flushDenormals();
  cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, alpha, a, lda, b,
              ldb, beta, c, ldc);
}

void mismatch(const char* op, const std::string& what) {
  fail(ErrorKind::Internal, std::string("cpu-blas ") + op + ": " + what);
}

void checkLabels(const std::int32_t* labels, std::int64_t n, std::int64_t classes) {
  for (std::int64_t i = 0; i < n; ++i)
    if (labels[i] < 0 || labels[i] >= classes)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "label %1 at row %2 is outside 0..%3"),
          std::to_string(labels[i]), std::to_string(i), std::to_string(classes - 1)));
}

}  // namespace blas

// ---- GEMM ------------------------------------------------------------------------------------

template <class T>
void CpuBlasBackend::gemm(bool ta, bool tb, int m, int n, int k, T alpha, const T* a, int lda, const T* b, int ldb,
                          T beta, T* c, int ldc) {
  if (m <= 0 || n <= 0) return;
  setBlasThreads(1);  // OpenBLAS stays single-threaded; the blocks below are the parallelism
  // Each block should carry at least ~64k multiply-adds, or the team costs more than it saves.
  const double work = static_cast<double>(m) * n * std::max(k, 1);
  const int parts = static_cast<int>(std::min<double>(threads_, std::floor(work / 65536.0)));
  if (parts <= 1) {
    cblasGemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    return;
  }
  // Split C into pm x pn blocks (pm*pn <= parts), preferring square-ish blocks.
  int pm = 1, pn = parts;
  double best = 1e300;
  for (int i = 1; i <= parts; ++i) {
    const int j = parts / i;
    if (i > m || j > n) continue;
    const double used = i * j;
    const double cost = (static_cast<double>(m) / i + static_cast<double>(n) / j) * (parts / used);
    if (cost < best) best = cost, pm = i, pn = j;
  }
  const int blocks = pm * pn;
  parallelFor(threads_, blocks, blocks, [&](std::int64_t first, std::int64_t last) {
    for (std::int64_t blk = first; blk < last; ++blk) {
      const int bi = static_cast<int>(blk / pn), bj = static_cast<int>(blk % pn);
      const int m0 = static_cast<int>(chunkBegin(m, pm, bi)), m1 = static_cast<int>(chunkBegin(m, pm, bi + 1));
      const int n0 = static_cast<int>(chunkBegin(n, pn, bj)), n1 = static_cast<int>(chunkBegin(n, pn, bj + 1));
      const T* ab = ta ? a + m0 : a + static_cast<std::int64_t>(m0) * lda;
      const T* bb = tb ? b + static_cast<std::int64_t>(n0) * ldb : b + n0;
      cblasGemm(ta, tb, m1 - m0, n1 - n0, k, alpha, ab, lda, bb, ldb, beta,
                c + static_cast<std::int64_t>(m0) * ldc + n0, ldc);
    }
  });
}

template void CpuBlasBackend::gemm<float>(bool, bool, int, int, int, float, const float*, int, const float*, int, float,
                                          float*, int);
template void CpuBlasBackend::gemm<double>(bool, bool, int, int, int, double, const double*, int, const double*, int,
                                           double, double*, int);

}  // namespace nnlab

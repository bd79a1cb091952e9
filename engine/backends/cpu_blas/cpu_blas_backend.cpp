// cpu-blas: construction, OpenBLAS glue, the split GEMM, element-wise utilities and dense layers.
#include "backends/cpu_blas/cpu_blas_backend.h"

#include <cblas.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "backends/cpu_blas/cpu_blas_detail.h"

// Declared here as well: some cblas.h variants (netlib's) do not declare OpenBLAS's extensions.
extern "C" void openblas_set_num_threads(int);
extern "C" char* openblas_get_config(void);
extern "C" int openblas_get_num_threads(void);

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
      fail(ErrorKind::OutOfMemory, "cpu-blas: could not allocate " + std::to_string(rounded >> 20) +
                                       " MiB of workspace: try a smaller batch");
    ptr_.reset(p);
    bytes_ = rounded;
  }
  return ptr_.get();
}

namespace blas {

void setBlasThreads(int n) {
  if (openblas_get_num_threads() != n) openblas_set_num_threads(n);
}

std::string blasConfig() {
  const char* c = openblas_get_config();
  return c ? std::string(c) : std::string("OpenBLAS");
}

void cblasGemm(bool ta, bool tb, int m, int n, int k, float alpha, const float* a, int lda, const float* b,
               int ldb, float beta, float* c, int ldc) {
  cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, alpha, a, lda,
              b, ldb, beta, c, ldc);
}

void cblasGemm(bool ta, bool tb, int m, int n, int k, double alpha, const double* a, int lda, const double* b,
               int ldb, double beta, double* c, int ldc) {
  cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, m, n, k, alpha, a, lda,
              b, ldb, beta, c, ldc);
}

void mismatch(const char* op, const std::string& what) {
  fail(ErrorKind::Internal, std::string("cpu-blas ") + op + ": " + what);
}

void checkLabels(const std::int32_t* labels, std::int64_t n, std::int64_t classes) {
  for (std::int64_t i = 0; i < n; ++i)
    if (labels[i] < 0 || labels[i] >= classes)
      fail(ErrorKind::BadInput, "label " + std::to_string(labels[i]) + " at row " + std::to_string(i) +
                                    " is outside 0.." + std::to_string(classes - 1));
}

}  // namespace blas

// ---- construction ----------------------------------------------------------------------------

CpuBlasBackend::CpuBlasBackend(int threads) : threads_(std::max(1, threads)) {
  // OpenBLAS runs single-threaded inside our OpenMP regions (see the header).
  setBlasThreads(1);
}

std::string CpuBlasBackend::describe() const {
  // openblas_get_config(): "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Zen MAX_THREADS=64"
  std::string cfg = blasConfig();
  std::string version = "OpenBLAS";
  if (cfg.rfind("OpenBLAS ", 0) == 0) {
    const auto end = cfg.find(' ', 9);
    version = cfg.substr(0, end);
  }
  return "cpu-blas (" + version + ", " + std::to_string(threads_) + (threads_ == 1 ? " thread)" : " threads)");
}

// ---- GEMM ------------------------------------------------------------------------------------

template <class T>
void CpuBlasBackend::gemm(bool ta, bool tb, int m, int n, int k, T alpha, const T* a, int lda, const T* b, int ldb,
                          T beta, T* c, int ldc) {
  if (m <= 0 || n <= 0) return;
  static const bool obt = getenv("OBT") != nullptr;  // TUNING
  if (obt) { setBlasThreads(threads_); cblasGemm(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc); setBlasThreads(1); return; }
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
#pragma omp parallel for num_threads(blocks) schedule(static)
  for (int blk = 0; blk < blocks; ++blk) {
    const int bi = blk / pn, bj = blk % pn;
    const int m0 = static_cast<int>(chunkBegin(m, pm, bi)), m1 = static_cast<int>(chunkBegin(m, pm, bi + 1));
    const int n0 = static_cast<int>(chunkBegin(n, pn, bj)), n1 = static_cast<int>(chunkBegin(n, pn, bj + 1));
    const T* ab = ta ? a + m0 : a + static_cast<std::int64_t>(m0) * lda;
    const T* bb = tb ? b + static_cast<std::int64_t>(n0) * ldb : b + n0;
    cblasGemm(ta, tb, m1 - m0, n1 - n0, k, alpha, ab, lda, bb, ldb, beta, c + static_cast<std::int64_t>(m0) * ldc + n0,
              ldc);
  }
}

template void CpuBlasBackend::gemm<float>(bool, bool, int, int, int, float, const float*, int, const float*, int,
                                          float, float*, int);
template void CpuBlasBackend::gemm<double>(bool, bool, int, int, int, double, const double*, int, const double*,
                                           int, double, double*, int);

// ---- element-wise utilities ------------------------------------------------------------------

namespace {

template <class T> void fillTyped(T* p, std::int64_t n, T v, int threads) {
#pragma omp parallel for simd num_threads(threads) schedule(static) if (n > kParallelCheap)
  for (std::int64_t i = 0; i < n; ++i) p[i] = v;
}

}  // namespace

void CpuBlasBackend::fill(Tensor& t, double value) {
  const std::int64_t n = t.numel();
  switch (t.dtype()) {
    case DType::F32: fillTyped(t.data<float>(), n, static_cast<float>(value), threads_); break;
    case DType::F64: fillTyped(t.data<double>(), n, value, threads_); break;
    case DType::I32: fillTyped(t.data<std::int32_t>(), n, static_cast<std::int32_t>(value), threads_); break;
    case DType::I64: fillTyped(t.data<std::int64_t>(), n, static_cast<std::int64_t>(value), threads_); break;
    case DType::U8: fillTyped(t.data<std::uint8_t>(), n, static_cast<std::uint8_t>(value), threads_); break;
    case DType::F16: fillTyped(t.data<Half>(), n, floatToHalf(static_cast<float>(value)), threads_); break;
    case DType::BF16: fillTyped(t.data<BFloat16>(), n, floatToBFloat16(static_cast<float>(value)), threads_); break;
  }
}

void CpuBlasBackend::copy(const Tensor& src, Tensor& dst) {
  requireSame("copy", src, dst);
  requireNumel("copy", dst, src.numel(), "dst");
  const auto bytes = static_cast<std::int64_t>(src.bytes());
  if (bytes == 0 || src.raw() == dst.raw()) return;
  const auto* s = static_cast<const char*>(src.raw());
  auto* d = static_cast<char*>(dst.raw());
  const std::int64_t chunk = 1 << 20;
  const std::int64_t chunks = (bytes + chunk - 1) / chunk;
#pragma omp parallel for num_threads(threads_) schedule(static) if (chunks > 1)
  for (std::int64_t i = 0; i < chunks; ++i)
    std::memcpy(d + i * chunk, s + i * chunk, static_cast<std::size_t>(std::min(chunk, bytes - i * chunk)));
}

void CpuBlasBackend::add(const Tensor& a, const Tensor& b, Tensor& y) {
  requireFloat(*this, "add", a.dtype());
  requireSame("add", a, b);
  requireSame("add", a, y);
  requireNumel("add", b, a.numel(), "b");
  requireNumel("add", y, a.numel(), "y");
  dispatchFloat(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* pa = a.data<T>();
    const T* pb = b.data<T>();
    T* py = y.data<T>();
    const std::int64_t n = a.numel();
#pragma omp parallel for simd num_threads(threads_) schedule(static) if (n > kParallelCheap)
    for (std::int64_t i = 0; i < n; ++i) py[i] = pa[i] + pb[i];
  });
}

void CpuBlasBackend::scale(Tensor& t, double alpha) {
  requireFloat(*this, "scale", t.dtype());
  dispatchFloat(t.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T* p = t.data<T>();
    const T s = static_cast<T>(alpha);
    const std::int64_t n = t.numel();
#pragma omp parallel for simd num_threads(threads_) schedule(static) if (n > kParallelCheap)
    for (std::int64_t i = 0; i < n; ++i) p[i] *= s;
  });
}

namespace {

// Sums in f64 over fixed 64k-element chunks combined in order: the same bits for any thread count.
template <class T> double sumTyped(const T* p, std::int64_t n, int threads) {
  constexpr std::int64_t chunk = 1 << 16;
  const std::int64_t chunks = (n + chunk - 1) / chunk;
  if (chunks <= 1) {
    double s = 0.0;
    for (std::int64_t i = 0; i < n; ++i) s += static_cast<double>(p[i]);
    return s;
  }
  std::vector<double> partial(static_cast<std::size_t>(chunks), 0.0);
#pragma omp parallel for num_threads(threads) schedule(static)
  for (std::int64_t c = 0; c < chunks; ++c) {
    double s = 0.0;
    const std::int64_t end = std::min(n, (c + 1) * chunk);
    for (std::int64_t i = c * chunk; i < end; ++i) s += static_cast<double>(p[i]);
    partial[static_cast<std::size_t>(c)] = s;
  }
  double s = 0.0;
  for (double v : partial) s += v;
  return s;
}

}  // namespace

double CpuBlasBackend::sum(const Tensor& t) {
  const std::int64_t n = t.numel();
  switch (t.dtype()) {
    case DType::F32: return sumTyped(t.data<float>(), n, threads_);
    case DType::F64: return sumTyped(t.data<double>(), n, threads_);
    case DType::I32: return sumTyped(t.data<std::int32_t>(), n, threads_);
    case DType::I64: return sumTyped(t.data<std::int64_t>(), n, threads_);
    case DType::U8: return sumTyped(t.data<std::uint8_t>(), n, threads_);
    default: fail(ErrorKind::Unsupported, std::string("cpu-blas: sum does not support ") + dtypeName(t.dtype()));
  }
}

bool CpuBlasBackend::allFinite(const Tensor& t) {
  if (t.dtype() != DType::F32 && t.dtype() != DType::F64) return true;  // integers are always finite
  return dispatchFloat(t.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* p = t.data<T>();
    const std::int64_t n = t.numel();
    int bad = 0;
    // x*0 is 0 for finite x and NaN for NaN/Inf: branch-free and vectorisable.
#pragma omp parallel for simd num_threads(threads_) schedule(static) reduction(| : bad) if (n > kParallelCheap)
    for (std::int64_t i = 0; i < n; ++i) bad |= !(p[i] * T(0) == T(0));
    return bad == 0;
  });
}

void CpuBlasBackend::gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8) {
  requireI32("gatherRows", indices, "indices");
  if (src.shape().rank() < 1) mismatch("gatherRows", "src has no rows");
  const std::int64_t rows = src.dim(0);
  const std::int64_t m = indices.numel();
  const std::int64_t row = rows == 0 ? 0 : src.numel() / rows;
  requireNumel("gatherRows", dst, m * row, "dst");
  const std::int32_t* idx = indices.data<std::int32_t>();
  for (std::int64_t i = 0; i < m; ++i)
    if (idx[i] < 0 || idx[i] >= rows)
      mismatch("gatherRows", "index " + std::to_string(idx[i]) + " at position " + std::to_string(i) +
                                 " is outside 0.." + std::to_string(rows - 1));
  const bool par = m * row > kParallelCheap;
  if (src.dtype() == DType::U8 && dst.dtype() != DType::U8) {
    requireFloat(*this, "gatherRows", dst.dtype());
    dispatchFloat(dst.dtype(), [&](auto tag) {
      using T = decltype(tag);
      const std::uint8_t* s = src.data<std::uint8_t>();
      T* d = dst.data<T>();
      const T k = static_cast<T>(scaleU8);
#pragma omp parallel for num_threads(threads_) schedule(static) if (par)
      for (std::int64_t i = 0; i < m; ++i) {
        const std::uint8_t* sr = s + idx[i] * row;
        T* dr = d + i * row;
#pragma omp simd
        for (std::int64_t j = 0; j < row; ++j) dr[j] = static_cast<T>(sr[j]) * k;
      }
    });
    return;
  }
  requireSame("gatherRows", src, dst);
  const std::size_t rowBytes = static_cast<std::size_t>(row) * dtypeSize(src.dtype());
  const char* s = static_cast<const char*>(src.raw());
  char* d = static_cast<char*>(dst.raw());
#pragma omp parallel for num_threads(threads_) schedule(static) if (par)
  for (std::int64_t i = 0; i < m; ++i) std::memcpy(d + i * rowBytes, s + idx[i] * rowBytes, rowBytes);
}

// ---- dense -----------------------------------------------------------------------------------

template <class T> void CpuBlasBackend::linearFwd(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  const int out = static_cast<int>(w.dim(0)), in = static_cast<int>(w.numel() / std::max<std::int64_t>(out, 1));
  const int n = static_cast<int>(x.numel() / std::max(in, 1));
  requireNumel("linearForward", x, static_cast<std::int64_t>(n) * in, "x");
  requireNumel("linearForward", y, static_cast<std::int64_t>(n) * out, "y");
  T* py = y.data<T>();
  if (in == 0) {
    for (std::int64_t i = 0; i < y.numel(); ++i) py[i] = b ? b->data<T>()[i % out] : T(0);
    return;
  }
  if (b) {
    requireNumel("linearForward", *b, out, "b");
    const T* pb = b->data<T>();
#pragma omp parallel for num_threads(threads_) schedule(static) if (static_cast<std::int64_t>(n) * out > kParallelCheap)
    for (int i = 0; i < n; ++i) std::memcpy(py + static_cast<std::int64_t>(i) * out, pb, sizeof(T) * out);
  }
  gemm<T>(false, true, n, out, in, T(1), x.data<T>(), in, w.data<T>(), in, b ? T(1) : T(0), py, out);
}

template <class T>
void CpuBlasBackend::linearBwd(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                               Tensor* db) {
  const int out = static_cast<int>(w.dim(0)), in = static_cast<int>(w.numel() / std::max<std::int64_t>(out, 1));
  const int n = static_cast<int>(dy.numel() / std::max(out, 1));
  requireNumel("linearBackward", x, static_cast<std::int64_t>(n) * in, "x");
  requireNumel("linearBackward", dw, w.numel(), "dw");
  const T* pdy = dy.data<T>();
  if (dx) {
    requireNumel("linearBackward", *dx, x.numel(), "dx");
    if (out == 0)
      std::memset(dx->raw(), 0, dx->bytes());
    else
      gemm<T>(false, false, n, in, out, T(1), pdy, out, w.data<T>(), in, T(0), dx->data<T>(), in);
  }
  if (n == 0)
    std::memset(dw.raw(), 0, dw.bytes());
  else
    gemm<T>(true, false, out, in, n, T(1), pdy, out, x.data<T>(), in, T(0), dw.data<T>(), in);
  if (db) {
    requireNumel("linearBackward", *db, out, "db");
    T* pdb = db->data<T>();
    // Column sums, rows in order: every column block is summed by one thread.
    const int blocks = static_cast<std::int64_t>(n) * out > kParallelCheap ? std::min(threads_, (out + 15) / 16) : 1;
#pragma omp parallel for num_threads(blocks) schedule(static) if (blocks > 1)
    for (int blk = 0; blk < blocks; ++blk) {
      const int j0 = static_cast<int>(chunkBegin(out, blocks, blk)), j1 = static_cast<int>(chunkBegin(out, blocks, blk + 1));
      for (int j = j0; j < j1; ++j) pdb[j] = T(0);
      for (int i = 0; i < n; ++i) {
        const T* r = pdy + static_cast<std::int64_t>(i) * out;
#pragma omp simd
        for (int j = j0; j < j1; ++j) pdb[j] += r[j];
      }
    }
  }
}

void CpuBlasBackend::linearForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  requireFloat(*this, "linearForward", x.dtype());
  requireSame("linearForward", x, w);
  requireSame("linearForward", x, y);
  if (b) requireSame("linearForward", x, *b);
  dispatchFloat(x.dtype(), [&](auto tag) { linearFwd<decltype(tag)>(x, w, b, y); });
}

void CpuBlasBackend::linearBackward(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                                    Tensor* db) {
  requireFloat(*this, "linearBackward", x.dtype());
  requireSame("linearBackward", x, w);
  requireSame("linearBackward", x, dy);
  requireSame("linearBackward", x, dw);
  dispatchFloat(x.dtype(), [&](auto tag) { linearBwd<decltype(tag)>(x, w, dy, dx, dw, db); });
}

}  // namespace nnlab

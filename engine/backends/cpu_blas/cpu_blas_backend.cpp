// cpu-blas: construction, element-wise utilities and dense layers.
#include "backends/cpu_blas/cpu_blas_backend.h"

#include <cmath>
#include <cstring>
#include <mutex>
#include <vector>

#include "backends/cpu_blas/cpu_blas_detail.h"
#include "backends/cpu_blas/cpu_blas_onednn.h"

namespace nnlab {

using namespace blas;

// ---- construction ----------------------------------------------------------------------------

CpuBlasBackend::CpuBlasBackend(int threads)
    : threads_(std::max(1, threads)), onednn_(std::make_unique<OneDnnConv>()) {
  static std::once_flag kernels;
  std::call_once(kernels, upgradeLegacyKernels);
  // OpenBLAS runs single-threaded inside our OpenMP regions (see the header).
  setBlasThreads(1);
}

CpuBlasBackend::~CpuBlasBackend() = default;

std::string CpuBlasBackend::describe() const {
  // openblas_get_config(): "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Zen MAX_THREADS=64"
  std::string cfg = blasConfig();
  std::string version = "OpenBLAS";
  if (cfg.rfind("OpenBLAS ", 0) == 0) {
    const auto end = cfg.find(' ', 9);
    version = cfg.substr(0, end);
  }
  const std::string core = blasCoreName();  // the kernels in use: "Haswell", "SkylakeX", ...
  if (!core.empty()) version += " " + core;
  if (const std::string dnnl = OneDnnConv::version(); !dnnl.empty()) version += ", " + dnnl;
  return "cpu-blas (" + version + ", " + std::to_string(threads_) + (threads_ == 1 ? " thread)" : " threads)");
}

// ---- element-wise utilities ------------------------------------------------------------------

namespace {

template <class T>
void fillTyped(T* p, std::int64_t n, T v, int threads) {
  parallelFor(threads, teamSize(threads, n, kParallelCheap), n, [&](std::int64_t b, std::int64_t e) {
    for (std::int64_t i = b; i < e; ++i) p[i] = v;
  });
}

}  // namespace

void CpuBlasBackend::fill(Tensor& t, double value) {
  const std::int64_t n = t.numel();
  switch (t.dtype()) {
    case DType::F32:
      fillTyped(t.data<float>(), n, static_cast<float>(value), threads_);
      break;
    case DType::F64:
      fillTyped(t.data<double>(), n, value, threads_);
      break;
    case DType::I32:
      fillTyped(t.data<std::int32_t>(), n, static_cast<std::int32_t>(value), threads_);
      break;
    case DType::I64:
      fillTyped(t.data<std::int64_t>(), n, static_cast<std::int64_t>(value), threads_);
      break;
    case DType::U8:
      fillTyped(t.data<std::uint8_t>(), n, static_cast<std::uint8_t>(value), threads_);
      break;
    case DType::F16:
      fillTyped(t.data<Half>(), n, floatToHalf(static_cast<float>(value)), threads_);
      break;
    case DType::BF16:
      fillTyped(t.data<BFloat16>(), n, floatToBFloat16(static_cast<float>(value)), threads_);
      break;
  }
}

void CpuBlasBackend::copy(const Tensor& src, Tensor& dst) {
  requireSame("copy", src, dst);
  requireNumel("copy", dst, src.numel(), "dst");
  const auto bytes = static_cast<std::int64_t>(src.bytes());
  if (bytes == 0 || src.raw() == dst.raw()) return;
  const auto* s = static_cast<const char*>(src.raw());
  auto* d = static_cast<char*>(dst.raw());
  parallelFor(threads_, teamSize(threads_, bytes, 4 * kParallelCheap), bytes,
              [&](std::int64_t b, std::int64_t e) { std::memcpy(d + b, s + b, static_cast<std::size_t>(e - b)); });
}

void CpuBlasBackend::add(const Tensor& a, const Tensor& b, Tensor& y) {
  addMap("add", a, b, y, false);
}

// y = a + b, or relu(a + b) (the end of a residual block, one pass); y may alias a or b.
void CpuBlasBackend::addMap(const char* op, const Tensor& a, const Tensor& b, Tensor& y, bool relu) {
  requireFloat(*this, op, a.dtype());
  requireSame(op, a, b);
  requireSame(op, a, y);
  requireNumel(op, b, a.numel(), "b");
  requireNumel(op, y, a.numel(), "y");
  dispatchFloat(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* pa = a.data<T>();
    const T* pb = b.data<T>();
    T* py = y.data<T>();
    const std::int64_t n = a.numel();
    parallelFor(threads_, teamSize(threads_, n, kParallelCheap), n, [&](std::int64_t lo, std::int64_t hi) {
      if (!relu) {
        for (std::int64_t i = lo; i < hi; ++i) py[i] = pa[i] + pb[i];  // aliasing: no simd pragma
        return;
      }
      for (std::int64_t i = lo; i < hi; ++i) {
        const T v = pa[i] + pb[i];
        py[i] = v < T(0) ? T(0) : v;  // NaN propagates, as add then activationForward's ReLU
      }
    });
  });
}

void CpuBlasBackend::scale(Tensor& t, double alpha) {
  requireFloat(*this, "scale", t.dtype());
  dispatchFloat(t.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T* p = t.data<T>();
    const T s = static_cast<T>(alpha);
    const std::int64_t n = t.numel();
    parallelFor(threads_, teamSize(threads_, n, kParallelCheap), n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
      for (std::int64_t i = b; i < e; ++i) p[i] *= s;
    });
  });
}

namespace {

// Sums in f64 over fixed 64k-element chunks combined in order: the same bits for any thread count.
template <class T>
double sumTyped(const T* p, std::int64_t n, int threads) {
  constexpr std::int64_t chunk = 1 << 16;
  const std::int64_t chunks = (n + chunk - 1) / chunk;
  std::vector<double> partial(static_cast<std::size_t>(std::max<std::int64_t>(chunks, 1)), 0.0);
  parallelFor(threads, static_cast<int>(std::min<std::int64_t>(threads, chunks)), chunks,
              [&](std::int64_t b, std::int64_t e) {
                for (std::int64_t c = b; c < e; ++c) {
                  double s = 0.0;
                  const std::int64_t end = std::min(n, (c + 1) * chunk);
                  for (std::int64_t i = c * chunk; i < end; ++i) s += static_cast<double>(p[i]);
                  partial[static_cast<std::size_t>(c)] = s;
                }
              });
  double s = 0.0;
  for (double v : partial) s += v;
  return s;
}

}  // namespace

double CpuBlasBackend::sum(const Tensor& t) {
  const std::int64_t n = t.numel();
  switch (t.dtype()) {
    case DType::F32:
      return sumTyped(t.data<float>(), n, threads_);
    case DType::F64:
      return sumTyped(t.data<double>(), n, threads_);
    case DType::I32:
      return sumTyped(t.data<std::int32_t>(), n, threads_);
    case DType::I64:
      return sumTyped(t.data<std::int64_t>(), n, threads_);
    case DType::U8:
      return sumTyped(t.data<std::uint8_t>(), n, threads_);
    default:
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "cpu-blas: sum does not support %1"), dtypeName(t.dtype())));
  }
}

bool CpuBlasBackend::allFinite(const Tensor& t) {
  if (t.dtype() != DType::F32 && t.dtype() != DType::F64) return true;  // integers are always finite
  return dispatchFloat(t.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* p = t.data<T>();
    const std::int64_t n = t.numel();
    const int blocks = teamSize(threads_, n, kParallelCheap);
    std::vector<int> bad(static_cast<std::size_t>(blocks), 0);
    parallelFor(threads_, blocks, blocks, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t blk = first; blk < last; ++blk) {
        const T* q = p + chunkBegin(n, blocks, blk);
        const std::int64_t len = chunkBegin(n, blocks, blk + 1) - chunkBegin(n, blocks, blk);
        int any = 0;
        // x*0 is 0 for finite x and NaN for NaN/Inf: branch-free and vectorisable.
#pragma omp simd reduction(| : any)
        for (std::int64_t i = 0; i < len; ++i) any |= !(q[i] * T(0) == T(0));
        bad[blk] = any;
      }
    });
    for (int v : bad)
      if (v) return false;
    return true;
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
  const int nt = static_cast<int>(
      std::min<std::int64_t>(teamSize(threads_, m * row, kParallelCheap), std::max<std::int64_t>(m, 1)));
  if (src.dtype() == DType::U8 && dst.dtype() != DType::U8) {
    requireFloat(*this, "gatherRows", dst.dtype());
    dispatchFloat(dst.dtype(), [&](auto tag) {
      using T = decltype(tag);
      const std::uint8_t* s = src.data<std::uint8_t>();
      T* d = dst.data<T>();
      const T k = static_cast<T>(scaleU8);
      parallelFor(threads_, nt, m, [&](std::int64_t b, std::int64_t e) {
        for (std::int64_t i = b; i < e; ++i) {
          const std::uint8_t* sr = s + idx[i] * row;
          T* dr = d + i * row;
#pragma omp simd
          for (std::int64_t j = 0; j < row; ++j) dr[j] = static_cast<T>(sr[j]) * k;
        }
      });
    });
    return;
  }
  if (src.dtype() != dst.dtype())
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "cpu-blas: cannot gather %1 rows into a %2 tensor"),
        dtypeName(src.dtype()), dtypeName(dst.dtype())));
  const std::size_t rowBytes = static_cast<std::size_t>(row) * dtypeSize(src.dtype());
  const char* s = static_cast<const char*>(src.raw());
  char* d = static_cast<char*>(dst.raw());
  parallelFor(threads_, nt, m, [&](std::int64_t b, std::int64_t e) {
    for (std::int64_t i = b; i < e; ++i) std::memcpy(d + i * rowBytes, s + idx[i] * rowBytes, rowBytes);
  });
}

// ---- dense -----------------------------------------------------------------------------------

template <class T>
void CpuBlasBackend::linearFwd(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
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
    parallelFor(threads_, teamSize(threads_, static_cast<std::int64_t>(n) * out, kParallelCheap), n,
                [&](std::int64_t lo, std::int64_t hi) {
                  for (std::int64_t i = lo; i < hi; ++i)
                    std::memcpy(py + i * out, pb, sizeof(T) * static_cast<std::size_t>(out));
                });
  }
  gemm<T>(false, true, n, out, in, T(1), x.data<T>(), in, w.data<T>(), in, b ? T(1) : T(0), py, out);
}

template <class T>
void CpuBlasBackend::linearBwd(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db) {
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
    const int blocks =
        std::min(teamSize(threads_, static_cast<std::int64_t>(n) * out, kParallelCheap), std::max(1, out / 16));
    parallelFor(threads_, blocks, blocks, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t blk = first; blk < last; ++blk) {
        const int j0 = static_cast<int>(chunkBegin(out, blocks, blk)),
                  j1 = static_cast<int>(chunkBegin(out, blocks, blk + 1));
        for (int j = j0; j < j1; ++j) pdb[j] = T(0);
        for (int i = 0; i < n; ++i) {
          const T* r = pdy + static_cast<std::int64_t>(i) * out;
#pragma omp simd
          for (int j = j0; j < j1; ++j) pdb[j] += r[j];
        }
      }
    });
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

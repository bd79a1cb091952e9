// cpu-blas: convolution as im2col + GEMM (f64, and f32 where oneDNN is absent or has no fast
// implementation: cpu_blas_onednn.h).
//
// For a group of G images: col(C*R*S, G*P*Q) = im2col(x_n..x_n+G-1) side by side;
//   forward:  tmp(K, G*P*Q) = W(K, C*R*S) col, scattered to y (N,K,P,Q) with the bias;
//   backward: dyT(K, G*P*Q) = dy regrouped; dW += dyT col^T; dcol = W^T dyT; dx = col2im(dcol);
//             db = sum dy.
// Grouping makes the GEMMs of small images (LeNet's 28x28 and 14x14) wide enough to run fast.
// 1x1 convolutions with stride 1 and no padding use x_n itself as col, one image at a time.
//
// Threading: with at least as many images as threads, the batch is cut into `threads` chunks
// of consecutive images; each thread runs im2col and single-threaded GEMMs for its chunk in its
// own workspace slice and accumulates its own weight-gradient partial; the partials are summed
// in chunk order afterwards (deterministic for a given thread count). With fewer images than
// threads (inference on one image), images run one after another and each GEMM and im2col is
// split over the threads instead.
#include <cstring>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_blas/cpu_blas_detail.h"
#include "backends/cpu_blas/cpu_blas_onednn.h"

namespace nnlab {

using namespace blas;

namespace {

inline int ceilDiv(int a, int b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); }

// Output columns q whose input column q*stride - pad + s lies inside [0, w) (s: the tap's offset,
// kernel column times dilation).
inline void validRange(int s, int stride, int pad, int w, int q, int& lo, int& hi) {
  lo = std::clamp(ceilDiv(pad - s, stride), 0, q);
  hi = std::clamp(ceilDiv(w + pad - s, stride), lo, q);
}

// x (C,H,W) -> col (C*R*S rows of P*Q values, row stride ld). Rows are split over `nt`
// threads when nt > 1.
template <class T>
void im2col(const ConvGeometry& g, const T* x, T* col, std::int64_t ld, int nt) {
  const int rows = g.c * g.r * g.s;
  const std::int64_t pq = static_cast<std::int64_t>(g.p) * g.q;
  const int team = rows * pq > kParallelCheap ? std::min(nt, rows) : 1;
  parallelFor(nt, team, rows, [&](std::int64_t first, std::int64_t last) {
    for (int row = static_cast<int>(first); row < last; ++row) {
      const int s = row % g.s, r = (row / g.s) % g.r, c = row / (g.s * g.r);
      const int sOff = s * g.dilW, rOff = r * g.dilH;
      int qlo, qhi;
      validRange(sOff, g.strideW, g.padW, g.w, g.q, qlo, qhi);
      T* dst = col + row * ld;
      const T* plane = x + static_cast<std::int64_t>(c) * g.h * g.w;
      for (int p = 0; p < g.p; ++p) {
        T* d = dst + static_cast<std::int64_t>(p) * g.q;
        const int ih = p * g.strideH - g.padH + rOff;
        if (ih < 0 || ih >= g.h) {
          for (int q = 0; q < g.q; ++q) d[q] = T(0);
          continue;
        }
        for (int q = 0; q < qlo; ++q) d[q] = T(0);
        const std::int64_t base = static_cast<std::int64_t>(ih) * g.w - g.padW + sOff;  // input index of q = 0
        if (g.strideW == 1) {
          if (qhi > qlo) std::memcpy(d + qlo, plane + base + qlo, sizeof(T) * static_cast<std::size_t>(qhi - qlo));
        } else {
          for (int q = qlo; q < qhi; ++q) d[q] = plane[base + static_cast<std::int64_t>(q) * g.strideW];
        }
        for (int q = qhi; q < g.q; ++q) d[q] = T(0);
      }
    }
  });
}

// dx (C,H,W) = col2im(col): zeroes dx, then adds every column entry to its input cell. Split
// over channels (disjoint output planes) when nt > 1.
template <class T>
void col2im(const ConvGeometry& g, const T* col, std::int64_t ld, T* dx, int nt) {
  const std::int64_t hw = static_cast<std::int64_t>(g.h) * g.w;
  const int team = g.c * hw > kParallelCheap / 4 ? std::min(nt, g.c) : 1;
  parallelFor(nt, team, g.c, [&](std::int64_t first, std::int64_t last) {
    for (int c = static_cast<int>(first); c < last; ++c) {
      T* plane = dx + c * hw;
      for (std::int64_t i = 0; i < hw; ++i) plane[i] = T(0);
      for (int r = 0; r < g.r; ++r)
        for (int s = 0; s < g.s; ++s) {
          const int row = (c * g.r + r) * g.s + s;
          const int sOff = s * g.dilW, rOff = r * g.dilH;
          int qlo, qhi;
          validRange(sOff, g.strideW, g.padW, g.w, g.q, qlo, qhi);
          const T* srcRow = col + row * ld;
          for (int p = 0; p < g.p; ++p) {
            const int ih = p * g.strideH - g.padH + rOff;
            if (ih < 0 || ih >= g.h) continue;
            const T* src = srcRow + static_cast<std::int64_t>(p) * g.q;
            const std::int64_t base = static_cast<std::int64_t>(ih) * g.w - g.padW + sOff;
            if (g.strideW == 1) {
              T* d = plane + base + qlo;
              const T* sq = src + qlo;
#pragma omp simd
              for (int q = 0; q < qhi - qlo; ++q) d[q] += sq[q];
            } else {
              for (int q = qlo; q < qhi; ++q) plane[base + static_cast<std::int64_t>(q) * g.strideW] += src[q];
            }
          }
        }
    }
  });
}

void checkGeometry(const char* op, const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& y) {
  if (g.n < 0 || g.c <= 0 || g.k <= 0 || g.r <= 0 || g.s <= 0 || g.strideH <= 0 || g.strideW <= 0 || g.padH < 0 ||
      g.padW < 0 || g.dilH <= 0 || g.dilW <= 0)
    mismatch(op, "invalid convolution geometry");
  const int spanH = g.dilH * (g.r - 1) + 1, spanW = g.dilW * (g.s - 1) + 1;  // the kernel's extent
  if ((g.h + 2 * g.padH - spanH) / g.strideH + 1 != g.p || (g.w + 2 * g.padW - spanW) / g.strideW + 1 != g.q ||
      g.p <= 0 || g.q <= 0)
    mismatch(op, "output size " + std::to_string(g.p) + "x" + std::to_string(g.q) + " does not match the geometry");
  requireNumel(op, x, static_cast<std::int64_t>(g.n) * g.c * g.h * g.w, "x");
  requireNumel(op, w, static_cast<std::int64_t>(g.k) * g.c * g.r * g.s, "w");
  requireNumel(op, y, static_cast<std::int64_t>(g.n) * g.k * g.p * g.q, "y");
}

bool isPointwise(const ConvGeometry& g) {
  return g.r == 1 && g.s == 1 && g.strideH == 1 && g.strideW == 1 && g.padH == 0 && g.padW == 0;
}

// How a convolution is cut up: `chunks` parallel chunks of consecutive images (each on one
// thread with single-threaded GEMMs), or one chunk whose GEMMs and im2col use `inner` threads;
// inside a chunk, `group` images share one im2col buffer and one GEMM (small images give
// GEMMs too thin to run fast on their own).
struct ConvPlan {
  bool direct = false;  // 1x1, stride 1, no padding: x_n is its own col
  int chunks = 1, inner = 1, group = 1;
  std::int64_t crs = 0, pq = 0;
  std::int64_t colSize() const { return crs * group * pq; }
  std::int64_t sliceSize(int k) const { return direct ? 0 : colSize() + k * group * pq; }
};

// im2col elements per GEMM: enough columns for OpenBLAS to run at speed, small enough to stay in
// the L2 cache.
constexpr std::int64_t kGroupColumns = 1 << 16;

ConvPlan makePlan(const ConvGeometry& g, int threads) {
  ConvPlan pl;
  pl.direct = isPointwise(g);
  pl.crs = static_cast<std::int64_t>(g.c) * g.r * g.s;
  pl.pq = static_cast<std::int64_t>(g.p) * g.q;
  const bool perChunk = g.n >= threads;
  pl.chunks = perChunk ? std::max(1, std::min(threads, g.n)) : 1;
  pl.inner = perChunk ? 1 : threads;
  const int chunkImages = std::max(1, (g.n + pl.chunks - 1) / pl.chunks);
  const std::int64_t perImage = std::max<std::int64_t>(pl.crs * pl.pq, 1);
  const int maxGroup = static_cast<int>(std::clamp<std::int64_t>(kGroupColumns / perImage, 1, chunkImages));
  const int groups = (chunkImages + maxGroup - 1) / maxGroup;  // equal groups: 4 images -> 2+2, not 3+1
  pl.group = pl.direct ? 1 : (chunkImages + groups - 1) / groups;
  return pl;
}

}  // namespace

template <class T>
void CpuBlasBackend::convForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  const ConvPlan pl = makePlan(g, threads_);
  const std::int64_t crs = pl.crs, pq = pl.pq, chw = static_cast<std::int64_t>(g.c) * g.h * g.w, kpq = g.k * pq;
  const std::int64_t slice = pl.sliceSize(g.k);
  T* ws = slice ? colWs_.get<T>(static_cast<std::size_t>(pl.chunks * slice)) : nullptr;
  const T* px = x.data<T>();
  const T* pw = w.data<T>();
  const T* pb = b ? b->data<T>() : nullptr;
  T* py = y.data<T>();
  const int inner = pl.inner;
  auto mm = [&](int m, int n, int k, const T* a, int lda, const T* bb, int ldb, T beta, T* c, int ldc) {
    if (inner > 1)
      gemm<T>(false, false, m, n, k, T(1), a, lda, bb, ldb, beta, c, ldc);
    else
      cblasGemm(false, false, m, n, k, T(1), a, lda, bb, ldb, beta, c, ldc);
  };
  setBlasThreads(1);
  parallelFor(threads_, pl.chunks, pl.chunks, [&](std::int64_t firstChunk, std::int64_t lastChunk) {
    for (int ch = static_cast<int>(firstChunk); ch < lastChunk; ++ch) {
      T* col = ws ? ws + ch * slice : nullptr;
      T* tmp = ws ? col + pl.colSize() : nullptr;
      const int n0 = static_cast<int>(chunkBegin(g.n, pl.chunks, ch)),
                n1 = static_cast<int>(chunkBegin(g.n, pl.chunks, ch + 1));
      for (int n = n0; n < n1; n += pl.group) {
        const int cnt = std::min(pl.group, n1 - n);
        const std::int64_t ld = cnt * pq;
        if (cnt == 1) {  // straight into y_n: no regrouping needed
          T* yn = py + n * kpq;
          const T* src = px + n * chw;
          if (!pl.direct) {
            im2col(g, src, col, pq, inner);
            src = col;
          }
          if (pb)
            for (int k = 0; k < g.k; ++k)
              for (std::int64_t i = 0; i < pq; ++i) yn[k * pq + i] = pb[k];
          mm(g.k, static_cast<int>(pq), static_cast<int>(crs), pw, static_cast<int>(crs), src, static_cast<int>(pq),
             pb ? T(1) : T(0), yn, static_cast<int>(pq));
          continue;
        }
        // tmp(K, cnt*PQ) = W col(CRS, cnt*PQ); then y[n+j, k, :] = tmp[k, j*PQ ...] + b[k]
        for (int j = 0; j < cnt; ++j) im2col(g, px + (n + j) * chw, col + j * pq, ld, inner);
        mm(g.k, static_cast<int>(ld), static_cast<int>(crs), pw, static_cast<int>(crs), col, static_cast<int>(ld), T(0),
           tmp, static_cast<int>(ld));
        for (int j = 0; j < cnt; ++j)
          for (int k = 0; k < g.k; ++k) {
            const T* src = tmp + k * ld + j * pq;
            T* dst = py + (n + j) * kpq + k * pq;
            const T bias = pb ? pb[k] : T(0);
#pragma omp simd
            for (std::int64_t i = 0; i < pq; ++i) dst[i] = src[i] + bias;
          }
      }
    }
  });
}

template <class T>
void CpuBlasBackend::convBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx,
                                  Tensor& dw, Tensor* db) {
  const ConvPlan pl = makePlan(g, threads_);
  const std::int64_t crs = pl.crs, pq = pl.pq, chw = static_cast<std::int64_t>(g.c) * g.h * g.w;
  const std::int64_t kpq = g.k * pq, kcrs = g.k * crs;
  const std::int64_t slice = pl.sliceSize(g.k);
  T* ws = slice ? colWs_.get<T>(static_cast<std::size_t>(pl.chunks * slice)) : nullptr;
  T* partial = pl.chunks > 1 ? partialWs_.get<T>(static_cast<std::size_t>(pl.chunks * kcrs)) : nullptr;
  const T* px = x.data<T>();
  const T* pw = w.data<T>();
  const T* pdy = dy.data<T>();
  T* pdx = dx ? dx->data<T>() : nullptr;
  T* pdw = dw.data<T>();
  const int inner = pl.inner;
  const int icrs = static_cast<int>(crs);
  auto mm = [&](bool ta, bool tb, int m, int n, int k, const T* a, int lda, const T* bb, int ldb, T beta, T* c,
                int ldc) {
    if (inner > 1)
      gemm<T>(ta, tb, m, n, k, T(1), a, lda, bb, ldb, beta, c, ldc);
    else
      cblasGemm(ta, tb, m, n, k, T(1), a, lda, bb, ldb, beta, c, ldc);
  };
  if (g.n == 0) std::memset(static_cast<void*>(pdw), 0, dw.bytes());
  setBlasThreads(1);
  parallelFor(threads_, pl.chunks, pl.chunks, [&](std::int64_t firstChunk, std::int64_t lastChunk) {
    for (int ch = static_cast<int>(firstChunk); ch < lastChunk; ++ch) {
      T* col = ws ? ws + ch * slice : nullptr;
      T* tmp = ws ? col + pl.colSize() : nullptr;
      T* dwc = partial ? partial + ch * kcrs : pdw;
      const int n0 = static_cast<int>(chunkBegin(g.n, pl.chunks, ch)),
                n1 = static_cast<int>(chunkBegin(g.n, pl.chunks, ch + 1));
      for (int n = n0; n < n1; n += pl.group) {
        const int cnt = std::min(pl.group, n1 - n);
        const int ld = static_cast<int>(cnt * pq);
        // col(CRS, cnt*PQ) and dyT(K, cnt*PQ) of this group's images
        const T* src = px + n * chw;
        if (!pl.direct) {
          for (int j = 0; j < cnt; ++j) im2col(g, px + (n + j) * chw, col + j * pq, ld, inner);
          src = col;
        }
        const T* dyT = pdy + n * kpq;
        if (cnt > 1) {
          for (int k = 0; k < g.k; ++k)
            for (int j = 0; j < cnt; ++j)
              std::memcpy(tmp + k * ld + j * pq, pdy + (n + j) * kpq + k * pq,
                          sizeof(T) * static_cast<std::size_t>(pq));
          dyT = tmp;
        }
        // dW(K, CRS) (+)= dyT col^T
        mm(false, true, g.k, icrs, ld, dyT, ld, src, ld, n == n0 ? T(0) : T(1), dwc, icrs);
        if (!pdx) continue;
        if (pl.direct) {  // dx_n(C, HW) = W^T dy_n
          mm(true, false, icrs, ld, g.k, pw, icrs, dyT, ld, T(0), pdx + n * chw, ld);
          continue;
        }
        // dcol(CRS, cnt*PQ) = W^T dyT, into the col buffer (its im2col is no longer needed)
        mm(true, false, icrs, ld, g.k, pw, icrs, dyT, ld, T(0), col, ld);
        for (int j = 0; j < cnt; ++j) col2im(g, col + j * pq, ld, pdx + (n + j) * chw, inner);
      }
    }
  });
  if (partial) {
    parallelFor(threads_, teamSize(threads_, kcrs * pl.chunks, kParallelCheap), kcrs,
                [&](std::int64_t b, std::int64_t e) {
                  for (std::int64_t i = b; i < e; ++i) {
                    T s = partial[i];
                    for (int ch = 1; ch < pl.chunks; ++ch) s += partial[ch * kcrs + i];
                    pdw[i] = s;
                  }
                });
  }
  if (db) {
    T* pdb = db->data<T>();
    const int nt = std::min(teamSize(threads_, g.n * kpq, kParallelCheap), g.k);
    parallelFor(threads_, nt, g.k, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t k = first; k < last; ++k) {
        double s = 0.0;
        for (int n = 0; n < g.n; ++n) {
          const T* r = pdy + n * kpq + k * pq;
          T t = T(0);
#pragma omp simd reduction(+ : t)
          for (std::int64_t i = 0; i < pq; ++i) t += r[i];
          s += static_cast<double>(t);
        }
        pdb[k] = static_cast<T>(s);
      }
    });
  }
}

void CpuBlasBackend::conv2dForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b,
                                   Tensor& y) {
  requireFloat(*this, "conv2dForward", x.dtype());
  requireSame("conv2dForward", x, w);
  requireSame("conv2dForward", x, y);
  checkGeometry("conv2dForward", g, x, w, y);
  if (b) {
    requireSame("conv2dForward", x, *b);
    requireNumel("conv2dForward", *b, g.k, "b");
  }
  if (x.dtype() == DType::F32 &&
      onednn_->forward(g, x.data<float>(), w.data<float>(), b ? b->data<float>() : nullptr, y.data<float>(), threads_))
    return;
  dispatchFloat(x.dtype(), [&](auto tag) { convForward<decltype(tag)>(g, x, w, b, y); });
}

void CpuBlasBackend::conv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy,
                                    Tensor* dx, Tensor& dw, Tensor* db) {
  requireFloat(*this, "conv2dBackward", x.dtype());
  requireSame("conv2dBackward", x, w);
  requireSame("conv2dBackward", x, dy);
  requireSame("conv2dBackward", x, dw);
  checkGeometry("conv2dBackward", g, x, w, dy);
  requireNumel("conv2dBackward", dw, w.numel(), "dw");
  if (dx) {
    requireSame("conv2dBackward", x, *dx);
    requireNumel("conv2dBackward", *dx, x.numel(), "dx");
  }
  if (db) {
    requireSame("conv2dBackward", x, *db);
    requireNumel("conv2dBackward", *db, g.k, "db");
  }
  if (x.dtype() == DType::F32 && onednn_->backward(g, x.data<float>(), w.data<float>(), dy.data<float>(),
                                                   dx ? dx->data<float>() : nullptr, dw.data<float>(),
                                                   db ? db->data<float>() : nullptr, threads_))
    return;
  dispatchFloat(x.dtype(), [&](auto tag) { convBackward<decltype(tag)>(g, x, w, dy, dx, dw, db); });
}

}  // namespace nnlab

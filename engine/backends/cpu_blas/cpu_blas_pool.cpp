// cpu-blas: max/average pooling, parallel over (image, channel) planes (batch norm: cpu_blas_bn.cpp).
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <limits>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_blas/cpu_blas_detail.h"

namespace nnlab {

using namespace blas;

namespace {

void checkPool(const char* op, const PoolGeometry& g, const Tensor& in, const Tensor& out) {
  if (g.n < 0 || g.c < 0 || g.kH <= 0 || g.kW <= 0 || g.strideH <= 0 || g.strideW <= 0 || g.padH < 0 || g.padW < 0)
    mismatch(op, "invalid pooling geometry");
  requireNumel(op, in, static_cast<std::int64_t>(g.n) * g.c * g.h * g.w, "input");
  requireNumel(op, out, static_cast<std::int64_t>(g.n) * g.c * g.p * g.q, "output");
}

// 2x2 windows, stride 2, no padding (LeNet's pooling): every window lies inside the input, so
// one straight, vectorisable pass per output row. Same tie and NaN rules as the general path.
template <class T>
void maxPool2x2(const PoolGeometry& g, const T* xp, T* yp, std::int32_t* ap) {
  for (int p = 0; p < g.p; ++p) {
    const std::int32_t top = 2 * p * g.w, bottom = top + g.w;
    const T* r0 = xp + top;
    const T* r1 = xp + bottom;
    T* yr = yp + p * g.q;
    std::int32_t* ar = ap + p * g.q;
#pragma omp simd
    for (int q = 0; q < g.q; ++q) {
      T best = r0[2 * q];
      std::int32_t idx = top + 2 * q;
      T v = r0[2 * q + 1];
      bool take = (v > best) | (v != v);
      best = take ? v : best;
      idx = take ? top + 2 * q + 1 : idx;
      v = r1[2 * q];
      take = (v > best) | (v != v);
      best = take ? v : best;
      idx = take ? bottom + 2 * q : idx;
      v = r1[2 * q + 1];
      take = (v > best) | (v != v);
      best = take ? v : best;
      idx = take ? bottom + 2 * q + 1 : idx;
      yr[q] = best;
      ar[q] = idx;
    }
  }
}

// Window of output (p, q) clipped to the input: rows [h0, h1), columns [w0, w1).
struct Window {
  int h0, h1, w0, w1;
};
inline Window window(const PoolGeometry& g, int p, int q) {
  const int hs = p * g.strideH - g.padH, ws = q * g.strideW - g.padW;
  return {std::max(hs, 0), std::min(hs + g.kH, g.h), std::max(ws, 0), std::min(ws + g.kW, g.w)};
}

}  // namespace

void CpuBlasBackend::maxPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) {
  requireFloat(*this, "maxPoolForward", x.dtype());
  requireSame("maxPoolForward", x, y);
  requireI32("maxPoolForward", argmax, "argmax");
  checkPool("maxPoolForward", g, x, y);
  requireNumel("maxPoolForward", argmax, y.numel(), "argmax");
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const std::int64_t planes = static_cast<std::int64_t>(g.n) * g.c, hw = static_cast<std::int64_t>(g.h) * g.w;
    const std::int64_t pq = static_cast<std::int64_t>(g.p) * g.q;
    const T* px = x.data<T>();
    T* py = y.data<T>();
    std::int32_t* pa = argmax.data<std::int32_t>();
    // Columns whose window lies inside the input: [qa, qb).
    const int qa = std::clamp((g.padW + g.strideW - 1) / g.strideW, 0, g.q);
    const int qb = g.w + g.padW >= g.kW ? std::clamp((g.w + g.padW - g.kW) / g.strideW + 1, qa, g.q) : qa;
    const bool twoByTwo = g.kH == 2 && g.kW == 2 && g.strideH == 2 && g.strideW == 2 && g.padH == 0 && g.padW == 0 &&
                          2 * g.p <= g.h && 2 * g.q <= g.w;
    // Ties keep the first maximum in row-major window order; a NaN wins and propagates (PyTorch).
    // Selects instead of branches: on real data the comparison is unpredictable.
    const int nt = static_cast<int>(std::clamp<std::int64_t>(teamSize(threads_, planes * hw, kParallelCheap), 1,
                                                             std::max<std::int64_t>(planes, 1)));
    parallelFor(threads_, nt, planes, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t pl = first; pl < last; ++pl) {
        const T* xp = px + pl * hw;
        T* yp = py + pl * pq;
        std::int32_t* ap = pa + pl * pq;
        if (twoByTwo) {
          maxPool2x2(g, xp, yp, ap);
          continue;
        }
        auto one = [&](int p, int q) {  // any window, padding skipped (it never wins)
          const Window wd = window(g, p, q);
          T best = -std::numeric_limits<T>::infinity();
          std::int32_t idx = -1;  // a window made only of padding
          if (wd.h0 < wd.h1 && wd.w0 < wd.w1) idx = wd.h0 * g.w + wd.w0, best = xp[idx];
          for (int i = wd.h0; i < wd.h1; ++i)
            for (int j = wd.w0; j < wd.w1; ++j) {
              const std::int32_t at = i * g.w + j;
              const T v = xp[at];
              const bool take = (v > best) | (v != v);
              best = take ? v : best;
              idx = take ? at : idx;
            }
          yp[p * g.q + q] = best;
          ap[p * g.q + q] = idx;
        };
        for (int p = 0; p < g.p; ++p) {
          const int hs = p * g.strideH - g.padH;
          if (hs < 0 || hs + g.kH > g.h) {
            for (int q = 0; q < g.q; ++q) one(p, q);
            continue;
          }
          for (int q = 0; q < qa; ++q) one(p, q);
          for (int q = qb; q < g.q; ++q) one(p, q);
          // Interior: all columns at once, window cell by window cell (vectorises over q).
          T* yr = yp + p * g.q;
          std::int32_t* ar = ap + p * g.q;
          for (int q = qa; q < qb; ++q) {
            const std::int32_t at = hs * g.w + q * g.strideW - g.padW;
            yr[q] = xp[at];
            ar[q] = at;
          }
          for (int i = 0; i < g.kH; ++i)
            for (int j = 0; j < g.kW; ++j) {
              if (i == 0 && j == 0) continue;
              const std::int32_t base = (hs + i) * g.w + j - g.padW;
              const int sw = g.strideW;
#pragma omp simd
              for (int q = qa; q < qb; ++q) {
                const std::int32_t at = base + q * sw;
                const T v = xp[at];
                const T b = yr[q];
                const bool take = (v > b) | (v != v);
                yr[q] = take ? v : b;
                ar[q] = take ? at : ar[q];
              }
            }
        }
      }
    });
  });
}

void CpuBlasBackend::maxPoolBackward(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax, Tensor& dx) {
  requireFloat(*this, "maxPoolBackward", dy.dtype());
  requireSame("maxPoolBackward", dy, dx);
  requireI32("maxPoolBackward", argmax, "argmax");
  checkPool("maxPoolBackward", g, dx, dy);
  requireNumel("maxPoolBackward", argmax, dy.numel(), "argmax");
  dispatchFloat(dy.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const std::int64_t planes = static_cast<std::int64_t>(g.n) * g.c, hw = static_cast<std::int64_t>(g.h) * g.w;
    const std::int64_t pq = static_cast<std::int64_t>(g.p) * g.q;
    const T* pdy = dy.data<T>();
    const std::int32_t* pa = argmax.data<std::int32_t>();
    T* pdx = dx.data<T>();
    const int nt = static_cast<int>(std::clamp<std::int64_t>(teamSize(threads_, planes * hw, kParallelCheap), 1,
                                                             std::max<std::int64_t>(planes, 1)));
    parallelFor(threads_, nt, planes, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t pl = first; pl < last; ++pl) {
        T* dxp = pdx + pl * hw;
        std::memset(static_cast<void*>(dxp), 0, sizeof(T) * static_cast<std::size_t>(hw));
        const T* dyp = pdy + pl * pq;
        const std::int32_t* ap = pa + pl * pq;
        for (std::int64_t i = 0; i < pq; ++i)
          if (ap[i] >= 0 && ap[i] < hw) dxp[ap[i]] += dyp[i];
      }
    });
  });
}

void CpuBlasBackend::avgPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y) {
  requireFloat(*this, "avgPoolForward", x.dtype());
  requireSame("avgPoolForward", x, y);
  checkPool("avgPoolForward", g, x, y);
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const std::int64_t planes = static_cast<std::int64_t>(g.n) * g.c, hw = static_cast<std::int64_t>(g.h) * g.w;
    const std::int64_t pq = static_cast<std::int64_t>(g.p) * g.q;
    const T inv = static_cast<T>(1.0 / (static_cast<double>(g.kH) * g.kW));  // padded cells count
    const T* px = x.data<T>();
    T* py = y.data<T>();
    const int nt = static_cast<int>(std::clamp<std::int64_t>(teamSize(threads_, planes * hw, kParallelCheap), 1,
                                                             std::max<std::int64_t>(planes, 1)));
    parallelFor(threads_, nt, planes, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t pl = first; pl < last; ++pl) {
        const T* xp = px + pl * hw;
        T* yp = py + pl * pq;
        for (int p = 0; p < g.p; ++p)
          for (int q = 0; q < g.q; ++q) {
            const Window wd = window(g, p, q);
            T s = T(0);
            for (int i = wd.h0; i < wd.h1; ++i)
              for (int j = wd.w0; j < wd.w1; ++j) s += xp[i * g.w + j];
            yp[p * g.q + q] = s * inv;
          }
      }
    });
  });
}

void CpuBlasBackend::avgPoolBackward(const PoolGeometry& g, const Tensor& dy, Tensor& dx) {
  requireFloat(*this, "avgPoolBackward", dy.dtype());
  requireSame("avgPoolBackward", dy, dx);
  checkPool("avgPoolBackward", g, dx, dy);
  dispatchFloat(dy.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const std::int64_t planes = static_cast<std::int64_t>(g.n) * g.c, hw = static_cast<std::int64_t>(g.h) * g.w;
    const std::int64_t pq = static_cast<std::int64_t>(g.p) * g.q;
    const T inv = static_cast<T>(1.0 / (static_cast<double>(g.kH) * g.kW));
    const T* pdy = dy.data<T>();
    T* pdx = dx.data<T>();
    const int nt = static_cast<int>(std::clamp<std::int64_t>(teamSize(threads_, planes * hw, kParallelCheap), 1,
                                                             std::max<std::int64_t>(planes, 1)));
    parallelFor(threads_, nt, planes, [&](std::int64_t first, std::int64_t last) {
      for (std::int64_t pl = first; pl < last; ++pl) {
        T* dxp = pdx + pl * hw;
        std::memset(static_cast<void*>(dxp), 0, sizeof(T) * static_cast<std::size_t>(hw));
        const T* dyp = pdy + pl * pq;
        for (int p = 0; p < g.p; ++p)
          for (int q = 0; q < g.q; ++q) {
            const Window wd = window(g, p, q);
            const T v = dyp[p * g.q + q] * inv;
            for (int i = wd.h0; i < wd.h1; ++i)
              for (int j = wd.w0; j < wd.w1; ++j) dxp[i * g.w + j] += v;
          }
      }
    });
  });
}

}  // namespace nnlab

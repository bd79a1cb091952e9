// cpu-reference: convolution, pooling and batch normalisation as plain loops (the rest of the
// backend is in cpu_reference_backend.cpp; its conventions hold here too).
#include <algorithm>
#include <cmath>
#include <limits>

#include "backends/cpu_reference/cpu_reference_backend.h"
#include "backends/cpu_reference/cpu_reference_checks.h"
#include "core/error.h"

namespace nnlab {

namespace {

using namespace cpuref;

// ---------------------------------------------------------------------------------------------
// Convolution (cross-correlation, as in PyTorch). Output cell (p,q) sees input rows
// p*strideH - padH + r*dilH and columns q*strideW - padW + s*dilW; cells outside the input are zeros.

// y[n,k,p,q] = sum_{c,r,s} x[n,c, p*sH-pH+r*dH, q*sW-pW+s*dW] w[k,c,r,s] + b[k]
template <class T> void conv2dForwardT(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b,
                                       Tensor& y) {
  const T* px = x.data<T>();
  const T* pw = w.data<T>();
  const T* pb = b ? b->data<T>() : nullptr;
  T* py = y.data<T>();
  for (i64 n = 0; n < g.n; ++n)
    for (i64 k = 0; k < g.k; ++k)
      for (i64 p = 0; p < g.p; ++p)
        for (i64 q = 0; q < g.q; ++q) {
          T acc = 0;
          for (i64 c = 0; c < g.c; ++c)
            for (i64 r = 0; r < g.r; ++r) {
              const i64 ih = p * g.strideH - g.padH + r * g.dilH;
              if (ih < 0 || ih >= g.h) continue;  // zero padding
              for (i64 s = 0; s < g.s; ++s) {
                const i64 iw = q * g.strideW - g.padW + s * g.dilW;
                if (iw < 0 || iw >= g.w) continue;
                acc += px[((n * g.c + c) * g.h + ih) * g.w + iw] * pw[((k * g.c + c) * g.r + r) * g.s + s];
              }
            }
          py[((n * g.k + k) * g.p + p) * g.q + q] = acc + (pb ? pb[k] : T(0));
        }
}

// Every product x[n,c,ih,iw] w[k,c,r,s] of the forward pass sends dy[n,k,p,q] back to both factors:
//   dx[n,c,ih,iw] += dy[n,k,p,q] w[k,c,r,s];  dw[k,c,r,s] += dy[n,k,p,q] x[n,c,ih,iw];  db[k] += dy[n,k,p,q]
template <class T> void conv2dBackwardT(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy,
                                        Tensor* dx, Tensor& dw, Tensor* db) {
  const T* px = x.data<T>();
  const T* pw = w.data<T>();
  const T* pdy = dy.data<T>();
  T* pdx = dx ? dx->data<T>() : nullptr;
  T* pdw = dw.data<T>();
  T* pdb = db ? db->data<T>() : nullptr;
  if (pdx) fillT<T>(*dx, 0.0);
  fillT<T>(dw, 0.0);
  if (pdb) fillT<T>(*db, 0.0);
  for (i64 n = 0; n < g.n; ++n)
    for (i64 k = 0; k < g.k; ++k)
      for (i64 p = 0; p < g.p; ++p)
        for (i64 q = 0; q < g.q; ++q) {
          const T grad = pdy[((n * g.k + k) * g.p + p) * g.q + q];
          if (pdb) pdb[k] += grad;
          for (i64 c = 0; c < g.c; ++c)
            for (i64 r = 0; r < g.r; ++r) {
              const i64 ih = p * g.strideH - g.padH + r * g.dilH;
              if (ih < 0 || ih >= g.h) continue;
              for (i64 s = 0; s < g.s; ++s) {
                const i64 iw = q * g.strideW - g.padW + s * g.dilW;
                if (iw < 0 || iw >= g.w) continue;
                const i64 xi = ((n * g.c + c) * g.h + ih) * g.w + iw;
                const i64 wi = ((k * g.c + c) * g.r + r) * g.s + s;
                pdw[wi] += grad * px[xi];
                if (pdx) pdx[xi] += grad * pw[wi];
              }
            }
        }
}

// ---------------------------------------------------------------------------------------------
// Pooling. Window (p,q) covers rows p*strideH - padH .. +kH-1 and columns q*strideW - padW .. +kW-1.

// y[n,c,p,q] = max over the window (padding counts as -inf, so it never wins; ties and NaN as in
// PyTorch: the first maximum in row-major window order wins, a NaN wins and propagates);
// argmax[n,c,p,q] = ih*W + iw of that maximum within the (n,c) plane.
template <class T> void maxPoolForwardT(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) {
  const T* px = x.data<T>();
  T* py = y.data<T>();
  std::int32_t* pa = argmax.data<std::int32_t>();
  const i64 planes = static_cast<i64>(g.n) * g.c;
  for (i64 plane = 0; plane < planes; ++plane) {
    const T* xin = px + plane * g.h * g.w;
    for (i64 p = 0; p < g.p; ++p)
      for (i64 q = 0; q < g.q; ++q) {
        T best = -std::numeric_limits<T>::infinity();
        i64 where = -1;  // stays -1 only for a window made entirely of padding
        for (i64 i = 0; i < g.kH; ++i) {
          const i64 ih = p * g.strideH - g.padH + i;
          if (ih < 0 || ih >= g.h) continue;
          for (i64 j = 0; j < g.kW; ++j) {
            const i64 iw = q * g.strideW - g.padW + j;
            if (iw < 0 || iw >= g.w) continue;
            const T v = xin[ih * g.w + iw];
            if (where < 0 || v > best || std::isnan(v)) {
              best = v;
              where = ih * g.w + iw;
            }
          }
        }
        const i64 o = (plane * g.p + p) * g.q + q;
        py[o] = best;
        pa[o] = static_cast<std::int32_t>(where);
      }
  }
}

// dx[n,c, argmax[n,c,p,q]] += dy[n,c,p,q]   (overlapping windows may hit one cell twice)
template <class T> void maxPoolBackwardT(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax, Tensor& dx) {
  const T* pdy = dy.data<T>();
  const std::int32_t* pa = argmax.data<std::int32_t>();
  T* pdx = dx.data<T>();
  fillT<T>(dx, 0.0);
  const i64 planes = static_cast<i64>(g.n) * g.c;
  const i64 inPlane = static_cast<i64>(g.h) * g.w, outPlane = static_cast<i64>(g.p) * g.q;
  for (i64 plane = 0; plane < planes; ++plane)
    for (i64 o = 0; o < outPlane; ++o) {
      const i64 a = pa[plane * outPlane + o];
      if (a < 0) continue;  // all-padding window: nothing to send back
      check(a < inPlane, "max-pool argmax " + std::to_string(a) + " is outside the input plane");
      pdx[plane * inPlane + a] += pdy[plane * outPlane + o];
    }
}

// y[n,c,p,q] = sum over the window of x / (kH*kW)   (padded cells count as zeros)
template <class T> void avgPoolForwardT(const PoolGeometry& g, const Tensor& x, Tensor& y) {
  const T* px = x.data<T>();
  T* py = y.data<T>();
  const T area = static_cast<T>(g.kH * g.kW);
  const i64 planes = static_cast<i64>(g.n) * g.c;
  for (i64 plane = 0; plane < planes; ++plane) {
    const T* xin = px + plane * g.h * g.w;
    for (i64 p = 0; p < g.p; ++p)
      for (i64 q = 0; q < g.q; ++q) {
        T acc = 0;
        for (i64 i = 0; i < g.kH; ++i) {
          const i64 ih = p * g.strideH - g.padH + i;
          if (ih < 0 || ih >= g.h) continue;
          for (i64 j = 0; j < g.kW; ++j) {
            const i64 iw = q * g.strideW - g.padW + j;
            if (iw < 0 || iw >= g.w) continue;
            acc += xin[ih * g.w + iw];
          }
        }
        py[(plane * g.p + p) * g.q + q] = acc / area;
      }
  }
}

// dx[n,c,ih,iw] += dy[n,c,p,q] / (kH*kW) for every window (p,q) containing (ih,iw)
template <class T> void avgPoolBackwardT(const PoolGeometry& g, const Tensor& dy, Tensor& dx) {
  const T* pdy = dy.data<T>();
  T* pdx = dx.data<T>();
  fillT<T>(dx, 0.0);
  const T area = static_cast<T>(g.kH * g.kW);
  const i64 planes = static_cast<i64>(g.n) * g.c;
  for (i64 plane = 0; plane < planes; ++plane) {
    T* dxin = pdx + plane * g.h * g.w;
    for (i64 p = 0; p < g.p; ++p)
      for (i64 q = 0; q < g.q; ++q) {
        const T share = pdy[(plane * g.p + p) * g.q + q] / area;
        for (i64 i = 0; i < g.kH; ++i) {
          const i64 ih = p * g.strideH - g.padH + i;
          if (ih < 0 || ih >= g.h) continue;
          for (i64 j = 0; j < g.kW; ++j) {
            const i64 iw = q * g.strideW - g.padW + j;
            if (iw < 0 || iw >= g.w) continue;
            dxin[ih * g.w + iw] += share;
          }
        }
      }
  }
}

// ---------------------------------------------------------------------------------------------
// Batch normalisation over x (N, C, S): channel c's statistics use the m = N*S values x[n,c,s].

// Training:  mean_c = sum x / m;  var_c = sum (x - mean_c)^2 / m (biased);  y = gamma (x - mean) / sqrt(var + eps) + beta
//            running = (1 - momentum) running + momentum batch, with the unbiased var * m/(m-1)
// Inference: y = gamma (x - runningMean) / sqrt(runningVar + eps) + beta
template <class T> void batchNormForwardT(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                          const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                          Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                          Tensor& saveInvStd) {
  const T* px = x.data<T>();
  const T* pg = gamma.data<T>();
  const T* pb = beta.data<T>();
  T* py = y.data<T>();
  T* rm = runningMean.data<T>();
  T* rv = runningVar.data<T>();
  const i64 m = static_cast<i64>(g.n) * g.spatial;
  auto at = [&](i64 n, i64 c, i64 s) { return (n * g.c + c) * g.spatial + s; };
  for (i64 c = 0; c < g.c; ++c) {
    double mean = 0.0, invStd = 0.0;
    if (training) {
      for (i64 n = 0; n < g.n; ++n)
        for (i64 s = 0; s < g.spatial; ++s) mean += px[at(n, c, s)];
      mean /= static_cast<double>(m);
      double var = 0.0;  // two passes: sum of squared deviations, no cancellation
      for (i64 n = 0; n < g.n; ++n)
        for (i64 s = 0; s < g.spatial; ++s) {
          const double d = px[at(n, c, s)] - mean;
          var += d * d;
        }
      var /= static_cast<double>(m);
      invStd = 1.0 / std::sqrt(var + eps);
      saveMean.data<T>()[c] = static_cast<T>(mean);
      saveInvStd.data<T>()[c] = static_cast<T>(invStd);
      const double unbiased = m > 1 ? var * static_cast<double>(m) / static_cast<double>(m - 1) : var;
      rm[c] = static_cast<T>((1.0 - momentum) * rm[c] + momentum * mean);
      rv[c] = static_cast<T>((1.0 - momentum) * rv[c] + momentum * unbiased);
    } else {
      mean = rm[c];
      invStd = 1.0 / std::sqrt(static_cast<double>(rv[c]) + eps);
    }
    for (i64 n = 0; n < g.n; ++n)
      for (i64 s = 0; s < g.spatial; ++s) {
        const i64 i = at(n, c, s);
        py[i] = static_cast<T>(pg[c] * (px[i] - mean) * invStd + pb[c]);
      }
  }
}

// Training-mode gradient (batch statistics depend on x), with xhat = (x - mean) invStd:
//   dbeta_c = sum dy;  dgamma_c = sum dy xhat;  dx = gamma invStd / m (m dy - dbeta_c - xhat dgamma_c)
template <class T> void batchNormBackwardT(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                           const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd,
                                           Tensor& dx, Tensor& dgamma, Tensor& dbeta) {
  const T* px = x.data<T>();
  const T* pg = gamma.data<T>();
  const T* pdy = dy.data<T>();
  T* pdx = dx.data<T>();
  const double m = static_cast<double>(g.n) * g.spatial;
  auto at = [&](i64 n, i64 c, i64 s) { return (n * g.c + c) * g.spatial + s; };
  for (i64 c = 0; c < g.c; ++c) {
    const double mean = saveMean.data<T>()[c];
    const double invStd = saveInvStd.data<T>()[c];
    double sumDy = 0.0, sumDyXhat = 0.0;
    for (i64 n = 0; n < g.n; ++n)
      for (i64 s = 0; s < g.spatial; ++s) {
        const i64 i = at(n, c, s);
        sumDy += pdy[i];
        sumDyXhat += pdy[i] * (px[i] - mean) * invStd;
      }
    dbeta.data<T>()[c] = static_cast<T>(sumDy);
    dgamma.data<T>()[c] = static_cast<T>(sumDyXhat);
    const double k = pg[c] * invStd / m;
    for (i64 n = 0; n < g.n; ++n)
      for (i64 s = 0; s < g.spatial; ++s) {
        const i64 i = at(n, c, s);
        const double xhat = (px[i] - mean) * invStd;
        pdx[i] = static_cast<T>(k * (m * pdy[i] - sumDy - xhat * sumDyXhat));
      }
  }
}

void checkConv(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, const Tensor& y,
               const char* yName) {
  check(g.strideH > 0 && g.strideW > 0 && g.padH >= 0 && g.padW >= 0 && g.dilH > 0 && g.dilW > 0,
        "bad convolution stride, padding or dilation");
  checkNumel(x, static_cast<i64>(g.n) * g.c * g.h * g.w, "conv input");
  checkNumel(w, static_cast<i64>(g.k) * g.c * g.r * g.s, "conv weight");
  checkNumel(y, static_cast<i64>(g.n) * g.k * g.p * g.q, yName);
  checkDType(w, x.dtype(), "conv weight");
  checkDType(y, x.dtype(), yName);
  if (b) {
    checkNumel(*b, g.k, "conv bias");
    checkDType(*b, x.dtype(), "conv bias");
  }
}

void checkPool(const PoolGeometry& g, const Tensor& x, const Tensor& y) {
  check(g.kH > 0 && g.kW > 0 && g.strideH > 0 && g.strideW > 0 && g.padH >= 0 && g.padW >= 0,
        "bad pooling window, stride or padding");
  checkNumel(x, static_cast<i64>(g.n) * g.c * g.h * g.w, "pool input");
  checkNumel(y, static_cast<i64>(g.n) * g.c * g.p * g.q, "pool output");
  checkDType(y, x.dtype(), "pool output");
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Convolution

void CpuReferenceBackend::conv2dForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b,
                                        Tensor& y) {
  checkConv(g, x, w, b, y, "conv output");
  dispatchFloat(*this, x.dtype(), [&](auto tag) { conv2dForwardT<decltype(tag)>(g, x, w, b, y); });
}

void CpuReferenceBackend::conv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy,
                                         Tensor* dx, Tensor& dw, Tensor* db) {
  checkConv(g, x, w, nullptr, dy, "conv output gradient");
  checkSameAs(dw, w, "conv weight gradient");
  if (dx) checkSameAs(*dx, x, "conv input gradient");
  if (db) {
    checkNumel(*db, g.k, "conv bias gradient");
    checkDType(*db, x.dtype(), "conv bias gradient");
  }
  dispatchFloat(*this, x.dtype(), [&](auto tag) { conv2dBackwardT<decltype(tag)>(g, x, w, dy, dx, dw, db); });
}

// ---------------------------------------------------------------------------------------------
// Pooling

void CpuReferenceBackend::maxPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) {
  checkPool(g, x, y);
  checkNumel(argmax, y.numel(), "max-pool argmax");
  checkDType(argmax, DType::I32, "max-pool argmax");
  dispatchFloat(*this, x.dtype(), [&](auto tag) { maxPoolForwardT<decltype(tag)>(g, x, y, argmax); });
}

void CpuReferenceBackend::maxPoolBackward(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax,
                                          Tensor& dx) {
  checkPool(g, dx, dy);
  checkNumel(argmax, dy.numel(), "max-pool argmax");
  checkDType(argmax, DType::I32, "max-pool argmax");
  dispatchFloat(*this, dx.dtype(), [&](auto tag) { maxPoolBackwardT<decltype(tag)>(g, dy, argmax, dx); });
}

void CpuReferenceBackend::avgPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y) {
  checkPool(g, x, y);
  dispatchFloat(*this, x.dtype(), [&](auto tag) { avgPoolForwardT<decltype(tag)>(g, x, y); });
}

void CpuReferenceBackend::avgPoolBackward(const PoolGeometry& g, const Tensor& dy, Tensor& dx) {
  checkPool(g, dx, dy);
  dispatchFloat(*this, dx.dtype(), [&](auto tag) { avgPoolBackwardT<decltype(tag)>(g, dy, dx); });
}

// ---------------------------------------------------------------------------------------------
// Batch normalisation

void CpuReferenceBackend::batchNormForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                           const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                           Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                           Tensor& saveInvStd) {
  checkNumel(x, static_cast<i64>(g.n) * g.c * g.spatial, "batch-norm input");
  checkSameAs(y, x, "batch-norm output");
  for (const Tensor* t : {&gamma, &beta, static_cast<const Tensor*>(&runningMean), static_cast<const Tensor*>(&runningVar)}) {
    checkNumel(*t, g.c, "batch-norm per-channel tensor");
    checkDType(*t, x.dtype(), "batch-norm per-channel tensor");
  }
  if (training) {
    check(static_cast<i64>(g.n) * g.spatial > 0, "batch norm in training mode over an empty batch");
    for (const Tensor* t : {static_cast<const Tensor*>(&saveMean), static_cast<const Tensor*>(&saveInvStd)}) {
      checkNumel(*t, g.c, "batch-norm saved statistics");
      checkDType(*t, x.dtype(), "batch-norm saved statistics");
    }
  }
  dispatchFloat(*this, x.dtype(), [&](auto tag) {
    batchNormForwardT<decltype(tag)>(g, x, gamma, beta, y, training, runningMean, runningVar, momentum, eps,
                                     saveMean, saveInvStd);
  });
}

void CpuReferenceBackend::batchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                            const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd,
                                            Tensor& dx, Tensor& dgamma, Tensor& dbeta) {
  checkNumel(x, static_cast<i64>(g.n) * g.c * g.spatial, "batch-norm input");
  checkSameAs(dy, x, "batch-norm output gradient");
  checkSameAs(dx, x, "batch-norm input gradient");
  for (const Tensor* t : {&gamma, &saveMean, &saveInvStd, static_cast<const Tensor*>(&dgamma),
                          static_cast<const Tensor*>(&dbeta)}) {
    checkNumel(*t, g.c, "batch-norm per-channel tensor");
    checkDType(*t, x.dtype(), "batch-norm per-channel tensor");
  }
  dispatchFloat(*this, x.dtype(), [&](auto tag) {
    batchNormBackwardT<decltype(tag)>(g, x, gamma, dy, saveMean, saveInvStd, dx, dgamma, dbeta);
  });
}

}  // namespace nnlab

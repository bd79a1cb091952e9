// cpu-reference: the Backend contract as plain loops. Read this file next to backend.h: every
// op is a public method that checks its arguments and picks the element type, and a function
// template (suffix T) that does the arithmetic for T = float or double.
//
// Conventions used throughout:
//   - tensors are row-major; an NCHW element (n,c,h,w) lives at ((n*C + c)*H + h)*W + w;
//   - gradient outputs are overwritten (set to zero first where they are accumulated);
//   - sums over a whole layer (dense, conv) accumulate in T; batch-norm statistics, losses and
//     optimizer steps are computed in double and rounded to T once, which makes this backend
//     the most accurate of all and therefore a good oracle.
#include "backends/cpu_reference/cpu_reference_backend.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "core/error.h"
#include "core/rng.h"

namespace nnlab {

namespace {

using i64 = std::int64_t;

// ---------------------------------------------------------------------------------------------
// Argument checks. A mismatch is a bug in the caller (a layer or optimizer), so Internal.

void check(bool ok, const std::string& what) {
  if (!ok) fail(ErrorKind::Internal, "cpu-reference: " + what);
}

void checkNumel(const Tensor& t, i64 expected, const char* what) {
  if (!t.defined()) fail(ErrorKind::Internal, std::string("cpu-reference: ") + what + " is not allocated");
  if (t.numel() != expected)
    fail(ErrorKind::Internal, std::string("cpu-reference: ") + what + " has shape " + t.shape().str() +
                                  " (" + std::to_string(t.numel()) + " elements), expected " +
                                  std::to_string(expected) + " elements");
}

void checkDType(const Tensor& t, DType expected, const char* what) {
  if (t.dtype() != expected)
    fail(ErrorKind::Internal, std::string("cpu-reference: ") + what + " is " + dtypeName(t.dtype()) +
                                  ", expected " + dtypeName(expected));
}

// Elements per row of a batched tensor (N, ...): the product of all dimensions but the first.
i64 rowSize(const Tensor& t) {
  check(t.shape().rank() >= 1, "expected a batched tensor, got a scalar");
  return t.shape().dropFirst().numel();
}

// Calls fn(float{}) or fn(double{}) for a float dtype; any other dtype throws Error(Unsupported).
template <class Fn> void dispatchFloat(const Backend& backend, DType t, Fn&& fn) {
  switch (t) {
    case DType::F32: fn(float{}); return;
    case DType::F64: fn(double{}); return;
    default:
      requireDType(backend, t);  // throws Unsupported
      fail(ErrorKind::Internal, "cpu-reference: no kernel for element type " + std::string(dtypeName(t)));
  }
}

// Labels must be class indices in [0, K): a wrong label file must never make us read out of bounds.
void checkLabels(const Tensor& labels, i64 n, i64 k) {
  checkDType(labels, DType::I32, "labels");
  checkNumel(labels, n, "labels");
  const std::int32_t* l = labels.data<std::int32_t>();
  for (i64 i = 0; i < n; ++i)
    if (l[i] < 0 || l[i] >= k)
      fail(ErrorKind::BadInput, "label " + std::to_string(l[i]) + " at row " + std::to_string(i) +
                                    " is outside 0.." + std::to_string(k - 1));
}

// ---------------------------------------------------------------------------------------------
// Elementwise utilities

template <class T> void fillT(Tensor& t, double value) {
  T* p = t.data<T>();
  for (i64 i = 0; i < t.numel(); ++i) p[i] = static_cast<T>(value);
}

// y[i] = a[i] + b[i]   (reads a[i] and b[i] before writing y[i], so y may alias a or b)
template <class T> void addT(const Tensor& a, const Tensor& b, Tensor& y) {
  const T* pa = a.data<T>();
  const T* pb = b.data<T>();
  T* py = y.data<T>();
  for (i64 i = 0; i < y.numel(); ++i) py[i] = pa[i] + pb[i];
}

// t[i] *= alpha
template <class T> void scaleT(Tensor& t, double alpha) {
  const T a = static_cast<T>(alpha);
  T* p = t.data<T>();
  for (i64 i = 0; i < t.numel(); ++i) p[i] *= a;
}

// sum_i t[i], accumulated in double
template <class T> double sumT(const Tensor& t) {
  const T* p = t.data<T>();
  double s = 0.0;
  for (i64 i = 0; i < t.numel(); ++i) s += static_cast<double>(p[i]);
  return s;
}

template <class T> bool allFiniteT(const Tensor& t) {
  const T* p = t.data<T>();
  for (i64 i = 0; i < t.numel(); ++i)
    if (!std::isfinite(p[i])) return false;
  return true;
}

// dst[m, j] = src[indices[m], j] * scale   (src u8 pixels, dst float)
template <class T> void gatherU8T(const Tensor& src, const std::int32_t* idx, i64 m, i64 row, Tensor& dst,
                                  double scale) {
  const std::uint8_t* s = src.data<std::uint8_t>();
  T* d = dst.data<T>();
  for (i64 r = 0; r < m; ++r)
    for (i64 j = 0; j < row; ++j) d[r * row + j] = static_cast<T>(s[idx[r] * row + j] * scale);
}

// ---------------------------------------------------------------------------------------------
// Dense layer

// y[n,o] = sum_i x[n,i] w[o,i] + b[o]
template <class T> void linearForwardT(i64 N, i64 in, i64 out, const Tensor& x, const Tensor& w, const Tensor* b,
                                       Tensor& y) {
  const T* px = x.data<T>();
  const T* pw = w.data<T>();
  const T* pb = b ? b->data<T>() : nullptr;
  T* py = y.data<T>();
  for (i64 n = 0; n < N; ++n)
    for (i64 o = 0; o < out; ++o) {
      T acc = 0;
      for (i64 i = 0; i < in; ++i) acc += px[n * in + i] * pw[o * in + i];
      py[n * out + o] = acc + (pb ? pb[o] : T(0));
    }
}

// dx[n,i] = sum_o dy[n,o] w[o,i];  dw[o,i] = sum_n dy[n,o] x[n,i];  db[o] = sum_n dy[n,o]
template <class T> void linearBackwardT(i64 N, i64 in, i64 out, const Tensor& x, const Tensor& w,
                                        const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db) {
  const T* px = x.data<T>();
  const T* pw = w.data<T>();
  const T* pdy = dy.data<T>();
  if (dx) {
    T* pdx = dx->data<T>();
    for (i64 n = 0; n < N; ++n)
      for (i64 i = 0; i < in; ++i) {
        T acc = 0;
        for (i64 o = 0; o < out; ++o) acc += pdy[n * out + o] * pw[o * in + i];
        pdx[n * in + i] = acc;
      }
  }
  T* pdw = dw.data<T>();
  for (i64 o = 0; o < out; ++o)
    for (i64 i = 0; i < in; ++i) {
      T acc = 0;
      for (i64 n = 0; n < N; ++n) acc += pdy[n * out + o] * px[n * in + i];
      pdw[o * in + i] = acc;
    }
  if (db) {
    T* pdb = db->data<T>();
    for (i64 o = 0; o < out; ++o) {
      T acc = 0;
      for (i64 n = 0; n < N; ++n) acc += pdy[n * out + o];
      pdb[o] = acc;
    }
  }
}

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

// ---------------------------------------------------------------------------------------------
// Activations

// sigma(x) = 1 / (1 + e^-x), written so that exp never overflows
template <class T> T sigmoid(T x) {
  if (x >= 0) return T(1) / (T(1) + std::exp(-x));
  const T e = std::exp(x);
  return e / (T(1) + e);
}

// y = f(x)
template <class T> T activate(Activation f, T alpha, T x) {
  switch (f) {
    case Activation::ReLU: return x < 0 ? T(0) : x;              // max(0, x), NaN passes through
    case Activation::LeakyReLU: return x < 0 ? alpha * x : x;    // x or alpha x
    case Activation::Sigmoid: return sigmoid(x);
    case Activation::Tanh: return std::tanh(x);
    case Activation::Softplus: return x > T(20) ? x : std::log1p(std::exp(x));  // log(1 + e^x)
  }
  return x;
}

// dy/dx, from whichever of x and y is cheaper
template <class T> T derivative(Activation f, T alpha, T x, T y) {
  switch (f) {
    case Activation::ReLU: return x > 0 ? T(1) : T(0);
    case Activation::LeakyReLU: return x > 0 ? T(1) : alpha;
    case Activation::Sigmoid: return y * (T(1) - y);           // sigma' = sigma (1 - sigma)
    case Activation::Tanh: return T(1) - y * y;                // tanh' = 1 - tanh^2
    case Activation::Softplus: return x > T(20) ? T(1) : sigmoid(x);  // softplus' = sigma
  }
  return T(1);
}

// y[i] = f(x[i])
template <class T> void activationForwardT(Activation f, double alpha, const Tensor& x, Tensor& y) {
  const T* px = x.data<T>();
  T* py = y.data<T>();
  for (i64 i = 0; i < x.numel(); ++i) py[i] = activate<T>(f, static_cast<T>(alpha), px[i]);
}

// dx[i] = dy[i] f'(x[i])
template <class T> void activationBackwardT(Activation f, double alpha, const Tensor& x, const Tensor& y,
                                            const Tensor& dy, Tensor& dx) {
  const T* px = x.data<T>();
  const T* py = y.data<T>();
  const T* pdy = dy.data<T>();
  T* pdx = dx.data<T>();
  for (i64 i = 0; i < x.numel(); ++i) pdx[i] = pdy[i] * derivative<T>(f, static_cast<T>(alpha), px[i], py[i]);
}

// ---------------------------------------------------------------------------------------------
// Dropout

// mask[i] = (u_i >= rate) / (1 - rate) with u_i = counterUniform(seed, i);  y[i] = x[i] mask[i]
template <class T> void dropoutForwardT(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) {
  const T keptScale = static_cast<T>(1.0 / (1.0 - rate));
  const T* px = x.data<T>();
  T* py = y.data<T>();
  T* pm = mask.data<T>();
  for (i64 i = 0; i < x.numel(); ++i) {
    const bool keep = static_cast<double>(counterUniform(seed, static_cast<std::uint64_t>(i))) >= rate;
    pm[i] = keep ? keptScale : T(0);
    py[i] = px[i] * pm[i];
  }
}

// dx[i] = dy[i] mask[i]
template <class T> void dropoutBackwardT(const Tensor& dy, const Tensor& mask, Tensor& dx) {
  const T* pdy = dy.data<T>();
  const T* pm = mask.data<T>();
  T* pdx = dx.data<T>();
  for (i64 i = 0; i < dy.numel(); ++i) pdx[i] = pdy[i] * pm[i];
}

// ---------------------------------------------------------------------------------------------
// Losses (labels already checked to lie in [0, K))

// loss = mean_n [ log sum_k e^{z[n,k]} - z[n,label_n] ],  computed as max + log sum e^{z - max}
// grad[n,k] = (softmax(z_n)[k] - [k == label_n]) / N
template <class T> void softmaxCrossEntropyT(i64 N, i64 K, const Tensor& logits, const std::int32_t* labels,
                                             Tensor& loss, Tensor* grad) {
  const T* z = logits.data<T>();
  T* pg = grad ? grad->data<T>() : nullptr;
  double total = 0.0;
  for (i64 n = 0; n < N; ++n) {
    const T* row = z + n * K;
    double maxZ = row[0];
    for (i64 k = 1; k < K; ++k) maxZ = std::max(maxZ, static_cast<double>(row[k]));
    double sumExp = 0.0;
    for (i64 k = 0; k < K; ++k) sumExp += std::exp(row[k] - maxZ);
    const double logSumExp = maxZ + std::log(sumExp);
    total += logSumExp - row[labels[n]];
    if (pg)
      for (i64 k = 0; k < K; ++k) {
        const double softmax = std::exp(row[k] - logSumExp);
        pg[n * K + k] = static_cast<T>((softmax - (k == labels[n] ? 1.0 : 0.0)) / static_cast<double>(N));
      }
  }
  loss.data<T>()[0] = static_cast<T>(N > 0 ? total / static_cast<double>(N) : 0.0);
}

// loss = sum_{n,k} (y[n,k] - t[n,k])^2 / (N K) with t the one-hot label;  grad = 2 (y - t) / (N K)
template <class T> void mseOneHotT(i64 N, i64 K, const Tensor& outputs, const std::int32_t* labels, Tensor& loss,
                                   Tensor* grad) {
  const T* y = outputs.data<T>();
  T* pg = grad ? grad->data<T>() : nullptr;
  const double count = static_cast<double>(N * K);
  double total = 0.0;
  for (i64 n = 0; n < N; ++n)
    for (i64 k = 0; k < K; ++k) {
      const double d = y[n * K + k] - (k == labels[n] ? 1.0 : 0.0);
      total += d * d;
      if (pg) pg[n * K + k] = static_cast<T>(2.0 * d / count);
    }
  loss.data<T>()[0] = static_cast<T>(count > 0 ? total / count : 0.0);
}

// confusion[label_n, argmax_k z[n,k]] += 1   (ties go to the lowest class index)
template <class T> void confusionUpdateT(i64 N, i64 K, const Tensor& logits, const std::int32_t* labels,
                                         Tensor& confusion) {
  const T* z = logits.data<T>();
  std::int64_t* counts = confusion.data<std::int64_t>();
  for (i64 n = 0; n < N; ++n) {
    i64 predicted = 0;
    for (i64 k = 1; k < K; ++k)
      if (z[n * K + k] > z[n * K + predicted]) predicted = k;
    counts[labels[n] * K + predicted] += 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Optimizers (per element, in double, rounded to T when stored)

// g = grad + wd w;  v = momentum v + g;  step = nesterov ? g + momentum v : v;  w -= lr step
template <class T> void sgdSlotT(ParamSlot& slot, const SgdHyper& h) {
  T* w = slot.value->data<T>();
  const T* grad = slot.grad->data<T>();
  T* v = slot.state1 ? slot.state1->data<T>() : nullptr;  // only needed with momentum
  const double wd = slot.decay ? h.weightDecay : 0.0;
  for (i64 i = 0; i < slot.value->numel(); ++i) {
    const double g = grad[i] + wd * w[i];
    double step = g;
    if (h.momentum != 0.0) {
      v[i] = static_cast<T>(h.momentum * v[i] + g);
      step = h.nesterov ? g + h.momentum * v[i] : static_cast<double>(v[i]);
    }
    w[i] = static_cast<T>(w[i] - h.lr * step);
  }
}

// g = grad + wd w;  m = b1 m + (1-b1) g;  v = b2 v + (1-b2) g^2;  w -= lr (m / (1-b1^t)) / (sqrt(v / (1-b2^t)) + eps)
template <class T> void adamSlotT(ParamSlot& slot, const AdamHyper& h) {
  T* w = slot.value->data<T>();
  const T* grad = slot.grad->data<T>();
  T* m = slot.state1->data<T>();
  T* v = slot.state2->data<T>();
  const double wd = slot.decay ? h.weightDecay : 0.0;
  const double t = static_cast<double>(h.step);
  const double correction1 = 1.0 - std::pow(h.beta1, t);
  const double correction2 = 1.0 - std::pow(h.beta2, t);
  for (i64 i = 0; i < slot.value->numel(); ++i) {
    const double g = grad[i] + wd * w[i];
    m[i] = static_cast<T>(h.beta1 * m[i] + (1.0 - h.beta1) * g);
    v[i] = static_cast<T>(h.beta2 * v[i] + (1.0 - h.beta2) * g * g);
    const double mHat = m[i] / correction1;
    const double vHat = v[i] / correction2;
    w[i] = static_cast<T>(w[i] - h.lr * mHat / (std::sqrt(vHat) + h.eps));
  }
}

// Shapes shared by the loss ops: logits/outputs (N, K) with K = everything after the batch dim.
struct LossShape {
  i64 n = 0, k = 0;
};

LossShape lossShape(const Tensor& scores, const Tensor& labels, const Tensor* loss, const Tensor* grad) {
  LossShape s{scores.shape().rank() >= 1 ? scores.dim(0) : 0, rowSize(scores)};
  check(s.k > 0, "loss over zero classes");
  checkLabels(labels, s.n, s.k);
  if (loss) {
    checkNumel(*loss, 1, "loss");
    checkDType(*loss, scores.dtype(), "loss");
  }
  if (grad) {
    checkNumel(*grad, s.n * s.k, "loss gradient");
    checkDType(*grad, scores.dtype(), "loss gradient");
  }
  return s;
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

void checkSameAs(const Tensor& t, const Tensor& like, const char* what) {
  checkNumel(t, like.numel(), what);
  checkDType(t, like.dtype(), what);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Elementwise utilities. fill, copy, sum and allFinite also accept the integer dtypes (confusion
// matrices, labels); the arithmetic ops only f32/f64.

void CpuReferenceBackend::fill(Tensor& t, double value) {
  switch (t.dtype()) {
    case DType::F32: return fillT<float>(t, value);
    case DType::F64: return fillT<double>(t, value);
    case DType::U8: return fillT<std::uint8_t>(t, value);
    case DType::I32: return fillT<std::int32_t>(t, value);
    case DType::I64: return fillT<std::int64_t>(t, value);
    default: requireDType(*this, t.dtype());
  }
}

void CpuReferenceBackend::copy(const Tensor& src, Tensor& dst) {
  checkSameAs(dst, src, "copy destination");
  if (src.bytes() && src.raw() != dst.raw()) std::memmove(dst.raw(), src.raw(), src.bytes());
}

void CpuReferenceBackend::add(const Tensor& a, const Tensor& b, Tensor& y) {
  checkSameAs(b, a, "add operand b");
  checkSameAs(y, a, "add result");
  dispatchFloat(*this, a.dtype(), [&](auto tag) { addT<decltype(tag)>(a, b, y); });
}

void CpuReferenceBackend::scale(Tensor& t, double alpha) {
  dispatchFloat(*this, t.dtype(), [&](auto tag) { scaleT<decltype(tag)>(t, alpha); });
}

double CpuReferenceBackend::sum(const Tensor& t) {
  switch (t.dtype()) {
    case DType::F32: return sumT<float>(t);
    case DType::F64: return sumT<double>(t);
    case DType::I32: return sumT<std::int32_t>(t);
    case DType::I64: return sumT<std::int64_t>(t);
    default: requireDType(*this, t.dtype());
  }
  return 0.0;
}

bool CpuReferenceBackend::allFinite(const Tensor& t) {
  switch (t.dtype()) {
    case DType::F32: return allFiniteT<float>(t);
    case DType::F64: return allFiniteT<double>(t);
    case DType::U8:
    case DType::I32:
    case DType::I64: return true;  // integers are always finite
    default: requireDType(*this, t.dtype());
  }
  return true;
}

// dst[m, ...] = src[indices[m], ...]: a plain row copy when src and dst share a dtype (float
// features, i32 labels), or u8 pixels scaled by scaleU8 into a float dst.
void CpuReferenceBackend::gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8) {
  checkDType(indices, DType::I32, "gather indices");
  const i64 rows = src.shape().rank() >= 1 ? src.dim(0) : 0;
  const i64 row = rowSize(src);
  const i64 m = indices.numel();
  checkNumel(dst, m * row, "gather destination");
  const std::int32_t* idx = indices.data<std::int32_t>();
  for (i64 r = 0; r < m; ++r)
    check(idx[r] >= 0 && idx[r] < rows,
          "gather index " + std::to_string(idx[r]) + " is outside 0.." + std::to_string(rows - 1));

  if (src.dtype() == dst.dtype()) {
    const std::size_t rowBytes = static_cast<std::size_t>(row) * dtypeSize(src.dtype());
    const char* s = static_cast<const char*>(src.raw());
    char* d = static_cast<char*>(dst.raw());
    for (i64 r = 0; r < m; ++r) std::memcpy(d + r * rowBytes, s + idx[r] * rowBytes, rowBytes);
    return;
  }
  if (src.dtype() != DType::U8)
    fail(ErrorKind::Unsupported, std::string("cpu-reference: cannot gather ") + dtypeName(src.dtype()) +
                                     " rows into a " + dtypeName(dst.dtype()) + " tensor");
  dispatchFloat(*this, dst.dtype(),
                [&](auto tag) { gatherU8T<decltype(tag)>(src, idx, m, row, dst, scaleU8); });
}

// ---------------------------------------------------------------------------------------------
// Dense layer. x may carry extra dimensions (N, C, H, W): each row is flattened to `in` values.

void CpuReferenceBackend::linearForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  check(w.shape().rank() == 2, "dense weight must be (out, in), got " + w.shape().str());
  const i64 out = w.dim(0), in = w.dim(1), n = x.shape().rank() >= 1 ? x.dim(0) : 0;
  checkNumel(x, n * in, "dense input");
  checkNumel(y, n * out, "dense output");
  checkDType(w, x.dtype(), "dense weight");
  checkDType(y, x.dtype(), "dense output");
  if (b) {
    checkNumel(*b, out, "dense bias");
    checkDType(*b, x.dtype(), "dense bias");
  }
  dispatchFloat(*this, x.dtype(), [&](auto tag) { linearForwardT<decltype(tag)>(n, in, out, x, w, b, y); });
}

void CpuReferenceBackend::linearBackward(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx,
                                         Tensor& dw, Tensor* db) {
  check(w.shape().rank() == 2, "dense weight must be (out, in), got " + w.shape().str());
  const i64 out = w.dim(0), in = w.dim(1), n = x.shape().rank() >= 1 ? x.dim(0) : 0;
  checkNumel(x, n * in, "dense input");
  checkNumel(dy, n * out, "dense output gradient");
  checkDType(dy, x.dtype(), "dense output gradient");
  checkSameAs(dw, w, "dense weight gradient");
  if (dx) checkSameAs(*dx, x, "dense input gradient");
  if (db) {
    checkNumel(*db, out, "dense bias gradient");
    checkDType(*db, x.dtype(), "dense bias gradient");
  }
  dispatchFloat(*this, x.dtype(),
                [&](auto tag) { linearBackwardT<decltype(tag)>(n, in, out, x, w, dy, dx, dw, db); });
}

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

// ---------------------------------------------------------------------------------------------
// Activations and dropout

void CpuReferenceBackend::activationForward(Activation f, double alpha, const Tensor& x, Tensor& y) {
  checkSameAs(y, x, "activation output");
  dispatchFloat(*this, x.dtype(), [&](auto tag) { activationForwardT<decltype(tag)>(f, alpha, x, y); });
}

void CpuReferenceBackend::activationBackward(Activation f, double alpha, const Tensor& x, const Tensor& y,
                                             const Tensor& dy, Tensor& dx) {
  checkSameAs(y, x, "activation output");
  checkSameAs(dy, x, "activation output gradient");
  checkSameAs(dx, x, "activation input gradient");
  dispatchFloat(*this, x.dtype(), [&](auto tag) { activationBackwardT<decltype(tag)>(f, alpha, x, y, dy, dx); });
}

void CpuReferenceBackend::dropoutForward(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) {
  check(rate >= 0.0 && rate < 1.0, "dropout rate " + std::to_string(rate) + " is outside [0, 1)");
  checkSameAs(y, x, "dropout output");
  checkSameAs(mask, x, "dropout mask");
  dispatchFloat(*this, x.dtype(), [&](auto tag) { dropoutForwardT<decltype(tag)>(x, y, mask, rate, seed); });
}

void CpuReferenceBackend::dropoutBackward(const Tensor& dy, const Tensor& mask, Tensor& dx) {
  checkSameAs(mask, dy, "dropout mask");
  checkSameAs(dx, dy, "dropout input gradient");
  dispatchFloat(*this, dy.dtype(), [&](auto tag) { dropoutBackwardT<decltype(tag)>(dy, mask, dx); });
}

// ---------------------------------------------------------------------------------------------
// Losses and metrics

void CpuReferenceBackend::softmaxCrossEntropy(const Tensor& logits, const Tensor& labels, Tensor& loss,
                                              Tensor* grad) {
  requireDType(*this, logits.dtype());
  const LossShape s = lossShape(logits, labels, &loss, grad);
  const std::int32_t* l = labels.data<std::int32_t>();
  dispatchFloat(*this, logits.dtype(),
                [&](auto tag) { softmaxCrossEntropyT<decltype(tag)>(s.n, s.k, logits, l, loss, grad); });
}

void CpuReferenceBackend::mseOneHot(const Tensor& outputs, const Tensor& labels, Tensor& loss, Tensor* grad) {
  requireDType(*this, outputs.dtype());
  const LossShape s = lossShape(outputs, labels, &loss, grad);
  const std::int32_t* l = labels.data<std::int32_t>();
  dispatchFloat(*this, outputs.dtype(), [&](auto tag) { mseOneHotT<decltype(tag)>(s.n, s.k, outputs, l, loss, grad); });
}

void CpuReferenceBackend::confusionUpdate(const Tensor& logits, const Tensor& labels, Tensor& confusion) {
  requireDType(*this, logits.dtype());
  const LossShape s = lossShape(logits, labels, nullptr, nullptr);
  checkDType(confusion, DType::I64, "confusion matrix");
  checkNumel(confusion, s.k * s.k, "confusion matrix");
  const std::int32_t* l = labels.data<std::int32_t>();
  dispatchFloat(*this, logits.dtype(),
                [&](auto tag) { confusionUpdateT<decltype(tag)>(s.n, s.k, logits, l, confusion); });
}

// ---------------------------------------------------------------------------------------------
// Optimizers

void CpuReferenceBackend::sgdUpdate(std::span<ParamSlot> params, const SgdHyper& h) {
  for (ParamSlot& slot : params) {
    check(slot.value && slot.grad, "SGD parameter slot without value or gradient");
    checkSameAs(*slot.grad, *slot.value, "SGD gradient");
    if (h.momentum != 0.0) {
      check(slot.state1 != nullptr, "SGD with momentum needs a momentum buffer (state1)");
      checkSameAs(*slot.state1, *slot.value, "SGD momentum buffer");
    }
    dispatchFloat(*this, slot.value->dtype(), [&](auto tag) { sgdSlotT<decltype(tag)>(slot, h); });
  }
}

void CpuReferenceBackend::adamUpdate(std::span<ParamSlot> params, const AdamHyper& h) {
  check(h.step >= 1, "Adam step must start at 1, got " + std::to_string(h.step));
  for (ParamSlot& slot : params) {
    check(slot.value && slot.grad && slot.state1 && slot.state2,
          "Adam parameter slot needs value, gradient and both moment buffers");
    checkSameAs(*slot.grad, *slot.value, "Adam gradient");
    checkSameAs(*slot.state1, *slot.value, "Adam first moment");
    checkSameAs(*slot.state2, *slot.value, "Adam second moment");
    dispatchFloat(*this, slot.value->dtype(), [&](auto tag) { adamSlotT<decltype(tag)>(slot, h); });
  }
}

}  // namespace nnlab

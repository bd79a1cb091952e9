// cpu-reference: the Backend contract as plain loops. Read this file next to backend.h: every
// op is a public method that checks its arguments and picks the element type, and a function
// template (suffix T) that does the arithmetic for T = float or double. Convolution, pooling and
// batch normalisation are in cpu_reference_layers.cpp; the argument checks both use in
// cpu_reference_checks.h.
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

#include "backends/cpu_reference/cpu_reference_checks.h"
#include "core/error.h"
#include "core/rng.h"

namespace nnlab {

namespace {

using namespace cpuref;  // i64, the checks, dispatchFloat (cpu_reference_checks.h)

// ---------------------------------------------------------------------------------------------
// Elementwise utilities

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
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "cpu-reference: cannot gather %1 rows into a %2 tensor"),
        dtypeName(src.dtype()), dtypeName(dst.dtype())));
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

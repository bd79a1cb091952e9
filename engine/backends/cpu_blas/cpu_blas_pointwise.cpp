// cpu-blas: activations, dropout, losses, the confusion matrix and the fused optimizers.
#include <cmath>
#include <cstring>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_blas/cpu_blas_detail.h"
#include "core/rng.h"

namespace nnlab {

using namespace blas;

namespace {

template <class T>
inline T softplus(T x) {
  return x > T(20) ? x : std::log1p(std::exp(x));
}
template <class T>
inline T sigmoid(T x) {
  return T(1) / (T(1) + std::exp(-x));
}

}  // namespace

// ---- activations -----------------------------------------------------------------------------

void CpuBlasBackend::activationForward(Activation f, double alpha, const Tensor& x, Tensor& y) {
  requireFloat(*this, "activationForward", x.dtype());
  requireSame("activationForward", x, y);
  requireNumel("activationForward", y, x.numel(), "y");
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* px = x.data<T>();
    T* py = y.data<T>();
    const std::int64_t n = x.numel();
    const T a = static_cast<T>(alpha);
    const int ntCheap = teamSize(threads_, n, kParallelCheap), ntExp = teamSize(threads_, n, kParallelExpensive);
    switch (f) {
      case Activation::ReLU:
        parallelFor(threads_, ntCheap, n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
          for (std::int64_t i = b; i < e; ++i)
            py[i] = px[i] < T(0) ? T(0) : px[i];  // NaN propagates (PyTorch, cpu-reference)
        });
        break;
      case Activation::LeakyReLU:
        parallelFor(threads_, ntCheap, n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
          for (std::int64_t i = b; i < e; ++i) py[i] = px[i] > T(0) ? px[i] : a * px[i];
        });
        break;
      case Activation::Sigmoid:
        parallelFor(threads_, ntExp, n, [&](std::int64_t b, std::int64_t e) {
          for (std::int64_t i = b; i < e; ++i) py[i] = sigmoid(px[i]);
        });
        break;
      case Activation::Tanh:
        parallelFor(threads_, ntExp, n, [&](std::int64_t b, std::int64_t e) {
          for (std::int64_t i = b; i < e; ++i) py[i] = std::tanh(px[i]);
        });
        break;
      case Activation::Softplus:
        parallelFor(threads_, ntExp, n, [&](std::int64_t b, std::int64_t e) {
          for (std::int64_t i = b; i < e; ++i) py[i] = softplus(px[i]);
        });
        break;
    }
  });
}

void CpuBlasBackend::activationBackward(Activation f, double alpha, const Tensor& x, const Tensor& y, const Tensor& dy,
                                        Tensor& dx) {
  requireFloat(*this, "activationBackward", x.dtype());
  requireSame("activationBackward", x, dy);
  requireSame("activationBackward", x, dx);
  requireNumel("activationBackward", dy, x.numel(), "dy");
  requireNumel("activationBackward", dx, x.numel(), "dx");
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* px = x.data<T>();
    const T* py = f == Activation::Sigmoid || f == Activation::Tanh ? y.data<T>() : nullptr;
    const T* pdy = dy.data<T>();
    T* pdx = dx.data<T>();
    const std::int64_t n = x.numel();
    const T a = static_cast<T>(alpha);
    const int ntCheap = teamSize(threads_, n, kParallelCheap), ntExp = teamSize(threads_, n, kParallelExpensive);
    switch (f) {
      case Activation::ReLU:
        parallelFor(threads_, ntCheap, n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
          for (std::int64_t i = b; i < e; ++i) {
            const T d = pdy[i];  // loaded unconditionally: the select then vectorises (no branch)
            pdx[i] = px[i] > T(0) ? d : T(0);
          }
        });
        break;
      case Activation::LeakyReLU:
        parallelFor(threads_, ntCheap, n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
          for (std::int64_t i = b; i < e; ++i) {
            const T d = pdy[i];
            pdx[i] = px[i] > T(0) ? d : a * d;
          }
        });
        break;
      case Activation::Sigmoid:
        parallelFor(threads_, ntCheap, n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
          for (std::int64_t i = b; i < e; ++i) pdx[i] = pdy[i] * py[i] * (T(1) - py[i]);
        });
        break;
      case Activation::Tanh:
        parallelFor(threads_, ntCheap, n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
          for (std::int64_t i = b; i < e; ++i) pdx[i] = pdy[i] * (T(1) - py[i] * py[i]);
        });
        break;
      case Activation::Softplus:
        parallelFor(threads_, ntExp, n, [&](std::int64_t b, std::int64_t e) {
          for (std::int64_t i = b; i < e; ++i) pdx[i] = px[i] > T(20) ? pdy[i] : pdy[i] * sigmoid(px[i]);
        });
        break;
    }
  });
}

// ---- dropout ---------------------------------------------------------------------------------

void CpuBlasBackend::dropoutForward(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) {
  requireFloat(*this, "dropoutForward", x.dtype());
  requireSame("dropoutForward", x, y);
  requireSame("dropoutForward", x, mask);
  requireNumel("dropoutForward", y, x.numel(), "y");
  requireNumel("dropoutForward", mask, x.numel(), "mask");
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* px = x.data<T>();
    T* py = y.data<T>();
    T* pm = mask.data<T>();
    const std::int64_t n = x.numel();
    const T keepScale = static_cast<T>(1.0 / (1.0 - rate));
    parallelFor(threads_, teamSize(threads_, n, kParallelExpensive), n, [&](std::int64_t b, std::int64_t e) {
      for (std::int64_t i = b; i < e; ++i) {
        const bool keep = counterUniform(seed, static_cast<std::uint64_t>(i)) >= rate;
        const T m = keep ? keepScale : T(0);
        pm[i] = m;
        py[i] = px[i] * m;  // as the reference: x * mask
      }
    });
  });
}

void CpuBlasBackend::dropoutBackward(const Tensor& dy, const Tensor& mask, Tensor& dx) {
  requireFloat(*this, "dropoutBackward", dy.dtype());
  requireSame("dropoutBackward", dy, mask);
  requireSame("dropoutBackward", dy, dx);
  requireNumel("dropoutBackward", mask, dy.numel(), "mask");
  requireNumel("dropoutBackward", dx, dy.numel(), "dx");
  dispatchFloat(dy.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* pdy = dy.data<T>();
    const T* pm = mask.data<T>();
    T* pdx = dx.data<T>();
    const std::int64_t n = dy.numel();
    parallelFor(threads_, teamSize(threads_, n, kParallelCheap), n, [&](std::int64_t b, std::int64_t e) {
#pragma omp simd
      for (std::int64_t i = b; i < e; ++i) pdx[i] = pdy[i] * pm[i];
    });
  });
}

// ---- losses ----------------------------------------------------------------------------------

namespace {

struct LossShape {
  std::int64_t n = 0, k = 0;
};

LossShape lossShape(const char* op, const Tensor& out, const Tensor& labels, const Tensor& loss, const Tensor* grad) {
  requireI32(op, labels, "labels");
  LossShape s;
  s.n = labels.numel();
  s.k = out.shape().rank() >= 2 ? out.numel() / std::max<std::int64_t>(out.dim(0), 1) : out.numel();
  if (out.shape().rank() >= 1 && out.dim(0) != s.n)
    mismatch(op, std::to_string(out.dim(0)) + " rows of outputs but " + std::to_string(s.n) + " labels");
  requireNumel(op, loss, 1, "loss");
  if (grad) requireNumel(op, *grad, out.numel(), "grad");
  checkLabels(labels.data<std::int32_t>(), s.n, s.k);
  return s;
}

}  // namespace

void CpuBlasBackend::softmaxCrossEntropy(const Tensor& logits, const Tensor& labels, Tensor& loss, Tensor* grad) {
  requireFloat(*this, "softmaxCrossEntropy", logits.dtype());
  requireSame("softmaxCrossEntropy", logits, loss);
  if (grad) requireSame("softmaxCrossEntropy", logits, *grad);
  const LossShape s = lossShape("softmaxCrossEntropy", logits, labels, loss, grad);
  double* rowLoss = rowWs_.get<double>(static_cast<std::size_t>(std::max<std::int64_t>(s.n, 1)));
  dispatchFloat(logits.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* px = logits.data<T>();
    const std::int32_t* lab = labels.data<std::int32_t>();
    T* pg = grad ? grad->data<T>() : nullptr;
    const std::int64_t k = s.k;
    const double invN = s.n > 0 ? 1.0 / static_cast<double>(s.n) : 0.0;
    parallelFor(threads_, teamSize(threads_, s.n * s.k, kParallelExpensive), s.n,
                [&](std::int64_t rb, std::int64_t re) {
                  for (std::int64_t i = rb; i < re; ++i) {
                    const T* r = px + i * k;
                    T mx = r[0];
                    for (std::int64_t j = 1; j < k; ++j) mx = r[j] > mx ? r[j] : mx;
                    double se = 0.0;
                    for (std::int64_t j = 0; j < k; ++j)
                      se += std::exp(static_cast<double>(r[j]) - static_cast<double>(mx));
                    const double lse = static_cast<double>(mx) + std::log(se);
                    rowLoss[i] = lse - static_cast<double>(r[lab[i]]);
                    if (pg) {
                      T* gr = pg + i * k;
                      const double inv = 1.0 / se;
                      for (std::int64_t j = 0; j < k; ++j) {
                        const double p = std::exp(static_cast<double>(r[j]) - static_cast<double>(mx)) * inv;
                        gr[j] = static_cast<T>((p - (j == lab[i] ? 1.0 : 0.0)) * invN);
                      }
                    }
                  }
                });
    double total = 0.0;
    for (std::int64_t i = 0; i < s.n; ++i) total += rowLoss[i];
    loss.data<T>()[0] = static_cast<T>(total * invN);
  });
}

void CpuBlasBackend::mseOneHot(const Tensor& outputs, const Tensor& labels, Tensor& loss, Tensor* grad) {
  requireFloat(*this, "mseOneHot", outputs.dtype());
  requireSame("mseOneHot", outputs, loss);
  if (grad) requireSame("mseOneHot", outputs, *grad);
  const LossShape s = lossShape("mseOneHot", outputs, labels, loss, grad);
  double* rowLoss = rowWs_.get<double>(static_cast<std::size_t>(std::max<std::int64_t>(s.n, 1)));
  dispatchFloat(outputs.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* py = outputs.data<T>();
    const std::int32_t* lab = labels.data<std::int32_t>();
    T* pg = grad ? grad->data<T>() : nullptr;
    const std::int64_t k = s.k;
    const double count = static_cast<double>(s.n * s.k);
    const double gscale = count > 0 ? 2.0 / count : 0.0;
    parallelFor(threads_, teamSize(threads_, s.n * s.k, kParallelCheap), s.n, [&](std::int64_t rb, std::int64_t re) {
      for (std::int64_t i = rb; i < re; ++i) {
        const T* r = py + i * k;
        double acc = 0.0;
        for (std::int64_t j = 0; j < k; ++j) {
          const double d = static_cast<double>(r[j]) - (j == lab[i] ? 1.0 : 0.0);
          acc += d * d;
          if (pg) pg[i * k + j] = static_cast<T>(d * gscale);
        }
        rowLoss[i] = acc;
      }
    });
    double total = 0.0;
    for (std::int64_t i = 0; i < s.n; ++i) total += rowLoss[i];
    loss.data<T>()[0] = static_cast<T>(count > 0 ? total / count : 0.0);
  });
}

void CpuBlasBackend::confusionUpdate(const Tensor& logits, const Tensor& labels, Tensor& confusion) {
  requireFloat(*this, "confusionUpdate", logits.dtype());
  requireI32("confusionUpdate", labels, "labels");
  if (confusion.dtype() != DType::I64) mismatch("confusionUpdate", "confusion must be i64");
  const std::int64_t n = labels.numel();
  const std::int64_t k = n > 0 ? logits.numel() / n : 0;
  if (n > 0 && k * n != logits.numel()) mismatch("confusionUpdate", "logits do not have one row per label");
  requireNumel("confusionUpdate", confusion, k * k, "confusion");
  const std::int32_t* lab = labels.data<std::int32_t>();
  checkLabels(lab, n, k);
  std::int64_t* conf = confusion.data<std::int64_t>();
  dispatchFloat(logits.dtype(), [&](auto tag) {
    using T = decltype(tag);
    const T* px = logits.data<T>();
    for (std::int64_t i = 0; i < n; ++i) {
      const T* r = px + i * k;
      std::int64_t best = 0;
      for (std::int64_t j = 1; j < k; ++j)
        if (r[j] > r[best]) best = j;  // ties keep the lowest index
      ++conf[lab[i] * k + best];
    }
  });
}

// ---- optimizers ------------------------------------------------------------------------------

namespace {

// The update kernels take everything by value (restrict pointers, scalars): nothing a store
// could alias, so the loops vectorise cleanly.
template <class T>
void sgdKernel(T* __restrict w, const T* __restrict g, T* __restrict v, std::int64_t b, std::int64_t e, T lr, T mom,
               T wd, bool nesterov) {
  if (!v) {
#pragma omp simd
    for (std::int64_t i = b; i < e; ++i) w[i] -= lr * (g[i] + wd * w[i]);
    return;
  }
  if (nesterov) {
#pragma omp simd
    for (std::int64_t i = b; i < e; ++i) {
      const T gi = g[i] + wd * w[i];
      const T vi = mom * v[i] + gi;
      v[i] = vi;
      w[i] -= lr * (gi + mom * vi);
    }
    return;
  }
#pragma omp simd
  for (std::int64_t i = b; i < e; ++i) {
    const T gi = g[i] + wd * w[i];
    const T vi = mom * v[i] + gi;
    v[i] = vi;
    w[i] -= lr * vi;
  }
}

template <class T>
void adamKernel(T* __restrict w, const T* __restrict g, T* __restrict m, T* __restrict v, std::int64_t b,
                std::int64_t e, T lr, T b1, T b2, T c1, T c2, T ibc1, T ibc2, T eps, T wd) {
#pragma omp simd
  for (std::int64_t i = b; i < e; ++i) {
    const T gi = g[i] + wd * w[i];
    const T mi = b1 * m[i] + c1 * gi;
    const T vi = b2 * v[i] + c2 * gi * gi;
    m[i] = mi;
    v[i] = vi;
    w[i] -= lr * (mi * ibc1) / (std::sqrt(vi * ibc2) + eps);
  }
}

void checkSlot(const char* op, const ParamSlot& p, bool needState1, bool needState2) {
  if (!p.value || !p.grad) mismatch(op, "parameter slot without value or gradient");
  requireSame(op, *p.value, *p.grad);
  requireNumel(op, *p.grad, p.value->numel(), "grad");
  if (needState1) {
    if (!p.state1) mismatch(op, "parameter slot without its first state buffer");
    requireSame(op, *p.value, *p.state1);
    requireNumel(op, *p.state1, p.value->numel(), "state1");
  }
  if (needState2) {
    if (!p.state2) mismatch(op, "parameter slot without its second state buffer");
    requireSame(op, *p.value, *p.state2);
    requireNumel(op, *p.state2, p.value->numel(), "state2");
  }
}

}  // namespace

void CpuBlasBackend::sgdUpdate(std::span<ParamSlot> params, const SgdHyper& h) {
  const bool useMomentum = h.momentum != 0.0;
  for (ParamSlot& p : params) {
    checkSlot("sgdUpdate", p, useMomentum, false);
    requireFloat(*this, "sgdUpdate", p.value->dtype());
    dispatchFloat(p.value->dtype(), [&](auto tag) {
      using T = decltype(tag);
      T* w = p.value->data<T>();
      const T* g = p.grad->data<T>();
      const std::int64_t n = p.value->numel();
      const T lr = static_cast<T>(h.lr), mom = static_cast<T>(h.momentum);
      const T wd = static_cast<T>(p.decay ? h.weightDecay : 0.0);
      T* v = useMomentum ? p.state1->data<T>() : nullptr;
      const bool nesterov = h.nesterov;
      parallelFor(threads_, teamSize(threads_, n, kParallelCheap), n,
                  [&](std::int64_t b, std::int64_t e) { sgdKernel(w, g, v, b, e, lr, mom, wd, nesterov); });
    });
  }
}

void CpuBlasBackend::adamUpdate(std::span<ParamSlot> params, const AdamHyper& h) {
  const double t = static_cast<double>(std::max<std::int64_t>(h.step, 1));
  const double bc1 = 1.0 - std::pow(h.beta1, t), bc2 = 1.0 - std::pow(h.beta2, t);
  for (ParamSlot& p : params) {
    checkSlot("adamUpdate", p, true, true);
    requireFloat(*this, "adamUpdate", p.value->dtype());
    dispatchFloat(p.value->dtype(), [&](auto tag) {
      using T = decltype(tag);
      T* w = p.value->data<T>();
      const T* g = p.grad->data<T>();
      T* m = p.state1->data<T>();
      T* v = p.state2->data<T>();
      const std::int64_t n = p.value->numel();
      const T lr = static_cast<T>(h.lr), eps = static_cast<T>(h.eps);
      const T b1 = static_cast<T>(h.beta1), b2 = static_cast<T>(h.beta2);
      const T c1 = static_cast<T>(1.0 - h.beta1), c2 = static_cast<T>(1.0 - h.beta2);
      const T ibc1 = static_cast<T>(1.0 / bc1), ibc2 = static_cast<T>(1.0 / bc2);
      const T wd = static_cast<T>(p.decay ? h.weightDecay : 0.0);
      parallelFor(threads_, teamSize(threads_, n, kParallelExpensive), n, [&](std::int64_t b, std::int64_t e) {
        adamKernel(w, g, m, v, b, e, lr, b1, b2, c1, c2, ibc1, ibc2, eps, wd);
      });
    });
  }
}

}  // namespace nnlab

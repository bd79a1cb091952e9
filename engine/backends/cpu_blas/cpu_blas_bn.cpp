// cpu-blas: batch normalisation, plain and with the ReLU that follows it fused (forward: the
// normalisation and the ReLU in one pass; backward: the ReLU's mask applied inside the sums and
// the dx pass, with no masked copy of dy), and the residual blocks' add + ReLU in one pass (its
// loop is add's, CpuBlasBackend::addMap in cpu_blas_backend.cpp).
//
// Parallel over channels. One thread takes a channel's sums in f64 over kLanes lanes (element j
// of a row goes to lane j % kLanes, a row's tail to one more sum; the lanes are added in a fixed
// tree at the end): the same order for any thread count, in SSE2 vectors (one running sum was a
// chain of dependent additions, a quarter of an element per cycle; the ReLU mask is a bit mask,
// not a branch). The forward statistics take one pass: sums of (x - k) and (x - k)^2 with k the
// channel's first value, so the variance does not cancel when |mean| >> std.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <cmath>
#include <initializer_list>

#include "backends/cpu_blas/cpu_blas_backend.h"
#include "backends/cpu_blas/cpu_blas_detail.h"

namespace nnlab {

using namespace blas;

namespace {

constexpr int kLanes = 8;

// Lane sums of one channel, as four pairs of f64 (GCC/Clang vector extensions: SSE2 registers on
// any x86-64, so the loops vectorise without -march). Element j of a row goes to lane j % kLanes
// while a whole group of kLanes fits; a row's last sp % kLanes elements go to one tail sum.
using Pair = double __attribute__((vector_size(16)));
struct LaneSums {
  Pair a[kLanes / 2] = {}, b[kLanes / 2] = {};
  double tailA = 0.0, tailB = 0.0;
  double sumA() const { return add(a) + tailA; }
  double sumB() const { return add(b) + tailB; }
  static double add(const Pair (&v)[kLanes / 2]) {
    return ((v[0][0] + v[0][1]) + (v[1][0] + v[1][1])) + ((v[2][0] + v[2][1]) + (v[3][0] + v[3][1]));
  }
};

// The gradient a ReLU-fused batch norm sees: dy where the ReLU's output y is > 0, else +0
// (activationBackward's rule), as a bit mask so that it vectorises without branches (ReLU masks
// are unpredictable); without the mask, dy.
template <class T>
using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
template <bool kMask, class T>
inline T maskedGrad(const T* dy, const T* y, std::int64_t j) {
  if constexpr (kMask) {
    const Bits<T> keep = Bits<T>(0) - static_cast<Bits<T>>(y[j] > T(0));
    return std::bit_cast<T>(static_cast<Bits<T>>(std::bit_cast<Bits<T>>(dy[j]) & keep));
  } else {
    return dy[j];
  }
}

// One channel of (N, C, spatial) memory: n rows of sp values, row i at base + i * stride.
// s1 = sum (x - shift), s2 = sum (x - shift)^2.
template <class T>
void shiftedMoments(const T* base, std::int64_t n, std::int64_t stride, std::int64_t sp, double shift, double& s1,
                    double& s2) {
  LaneSums s;
  const Pair k = {shift, shift};
  const std::int64_t groups = sp / kLanes * kLanes;
  for (std::int64_t i = 0; i < n; ++i) {
    const T* r = base + i * stride;
    for (std::int64_t j = 0; j < groups; j += kLanes) {
#pragma GCC unroll 4
      for (int v = 0; v < kLanes / 2; ++v) {
        const Pair d = Pair{static_cast<double>(r[j + 2 * v]), static_cast<double>(r[j + 2 * v + 1])} - k;
        s.a[v] += d;
        s.b[v] += d * d;
      }
    }
    for (std::int64_t j = groups; j < sp; ++j) {
      const double d = static_cast<double>(r[j]) - shift;
      s.tailA += d;
      s.tailB += d * d;
    }
  }
  s1 = s.sumA();
  s2 = s.sumB();
}

// sdy = sum dy', sdyx = sum dy' (x - mean) over one channel, dy' the masked gradient.
template <bool kMask, class T>
void gradSums(const T* x, const T* dy, const T* y, std::int64_t n, std::int64_t stride, std::int64_t sp, double mean,
              double& sdy, double& sdyx) {
  LaneSums s;
  const Pair mu = {mean, mean};
  const std::int64_t groups = sp / kLanes * kLanes;
  for (std::int64_t i = 0; i < n; ++i) {
    const std::int64_t o = i * stride;
    const T* r = x + o;
    const T* d = dy + o;
    const T* m = kMask ? y + o : nullptr;
    for (std::int64_t j = 0; j < groups; j += kLanes) {
#pragma GCC unroll 4
      for (int v = 0; v < kLanes / 2; ++v) {
        const std::int64_t e = j + 2 * v;
        const Pair g = {static_cast<double>(maskedGrad<kMask>(d, m, e)), static_cast<double>(maskedGrad<kMask>(d, m, e + 1))};
        const Pair xc = Pair{static_cast<double>(r[e]), static_cast<double>(r[e + 1])} - mu;
        s.a[v] += g;
        s.b[v] += g * xc;
      }
    }
    for (std::int64_t j = groups; j < sp; ++j) {
      const double g = static_cast<double>(maskedGrad<kMask>(d, m, j));
      s.tailA += g;
      s.tailB += g * (static_cast<double>(r[j]) - mean);
    }
  }
  sdy = s.sumA();
  sdyx = s.sumB();
}

int channelTeam(int threads, const BatchNormGeometry& g) {
  const std::int64_t elements = static_cast<std::int64_t>(g.n) * g.c * g.spatial;
  return static_cast<int>(
      std::clamp<std::int64_t>(teamSize(threads, elements, kParallelCheap / 2), 1, std::max<std::int64_t>(g.c, 1)));
}

void checkForward(const char* op, const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                  const Tensor& y, bool training, const Tensor& runningMean, const Tensor& runningVar,
                  const Tensor& saveMean, const Tensor& saveInvStd) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &beta, &y, &runningMean, &runningVar})
    requireSame(op, x, *t);
  const std::int64_t elements = static_cast<std::int64_t>(g.n) * g.c * g.spatial;
  requireNumel(op, x, elements, "x");
  requireNumel(op, y, elements, "y");
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &beta, &runningMean, &runningVar})
    requireNumel(op, *t, g.c, "a per-channel tensor");
  if (training) {
    requireSame(op, x, saveMean);
    requireSame(op, x, saveInvStd);
    requireNumel(op, saveMean, g.c, "saveMean");
    requireNumel(op, saveInvStd, g.c, "saveInvStd");
  }
}

void checkBackward(const char* op, const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                   const Tensor* y, const Tensor& saveMean, const Tensor& saveInvStd, const Tensor& dx,
                   const Tensor& dgamma, const Tensor& dbeta) {
  for (const Tensor* t :
       std::initializer_list<const Tensor*>{&gamma, &dy, &saveMean, &saveInvStd, &dx, &dgamma, &dbeta})
    requireSame(op, x, *t);
  const std::int64_t elements = static_cast<std::int64_t>(g.n) * g.c * g.spatial;
  for (const Tensor* t : std::initializer_list<const Tensor*>{&x, &dy, &dx})
    requireNumel(op, *t, elements, "an activation tensor");
  if (y) {
    requireSame(op, x, *y);
    requireNumel(op, *y, elements, "the ReLU's output");
  }
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &saveMean, &saveInvStd, &dgamma, &dbeta})
    requireNumel(op, *t, g.c, "a per-channel tensor");
}

template <bool kRelu, class T>
void forward(int threads, const BatchNormGeometry& g, const T* px, const T* pg, const T* pb, T* py, bool training,
             T* rm, T* rv, double momentum, double eps, T* sm, T* si) {
  const std::int64_t n = g.n, c = g.c, sp = g.spatial, count = n * sp;
  parallelFor(threads, channelTeam(threads, g), c, [&](std::int64_t first, std::int64_t last) {
    for (std::int64_t ch = first; ch < last; ++ch) {
      const T* base = px + ch * sp;
      double mean, invStd;
      if (training) {
        const double shift = count > 0 ? static_cast<double>(base[0]) : 0.0;
        double s1 = 0.0, s2 = 0.0;
        shiftedMoments(base, n, c * sp, sp, shift, s1, s2);
        const double cnt = static_cast<double>(count);
        const double offset = count > 0 ? s1 / cnt : 0.0;  // mean - shift
        mean = shift + offset;
        const double squares = std::max(0.0, s2 - s1 * offset);  // sum (x - mean)^2
        const double var = count > 0 ? squares / cnt : 0.0;
        invStd = 1.0 / std::sqrt(var + eps);
        const double unbiased = count > 1 ? squares / (cnt - 1.0) : var;
        sm[ch] = static_cast<T>(mean);
        si[ch] = static_cast<T>(invStd);
        rm[ch] = static_cast<T>((1.0 - momentum) * static_cast<double>(rm[ch]) + momentum * mean);
        rv[ch] = static_cast<T>((1.0 - momentum) * static_cast<double>(rv[ch]) + momentum * unbiased);
      } else {
        mean = static_cast<double>(rm[ch]);
        invStd = 1.0 / std::sqrt(static_cast<double>(rv[ch]) + eps);
      }
      // y = (x - mean) gamma invStd + beta (centred first: no cancellation when |mean| >> std)
      const T mu = static_cast<T>(mean), sc = static_cast<T>(static_cast<double>(pg[ch]) * invStd), sh = pb[ch];
      for (std::int64_t i = 0; i < n; ++i) {
        const T* r = base + i * c * sp;
        T* o = py + (i * c + ch) * sp;
#pragma omp simd
        for (std::int64_t j = 0; j < sp; ++j) {
          const T v = (r[j] - mu) * sc + sh;
          if constexpr (kRelu)
            o[j] = v < T(0) ? T(0) : v;  // NaN propagates, as activationForward's ReLU
          else
            o[j] = v;
        }
      }
    }
  });
}

template <bool kMask, class T>
void backward(int threads, const BatchNormGeometry& g, const T* px, const T* pg, const T* pdy, const T* py,
              const T* sm, const T* si, T* pdx, T* pdg, T* pdb) {
  const std::int64_t n = g.n, c = g.c, sp = g.spatial, count = n * sp;
  parallelFor(threads, channelTeam(threads, g), c, [&](std::int64_t first, std::int64_t last) {
    for (std::int64_t ch = first; ch < last; ++ch) {
      const std::int64_t at = ch * sp;
      const double mean = static_cast<double>(sm[ch]), invStd = static_cast<double>(si[ch]);
      double sdy = 0.0, sdyx = 0.0;
      gradSums<kMask>(px + at, pdy + at, kMask ? py + at : nullptr, n, c * sp, sp, mean, sdy, sdyx);
      sdyx *= invStd;  // sum dy * xhat
      pdb[ch] = static_cast<T>(sdy);
      pdg[ch] = static_cast<T>(sdyx);
      // dx = gamma invStd (dy - mean(dy) - xhat mean(dy xhat)) = a dy + b (x - mean) + c0
      const double inv = count > 0 ? 1.0 / static_cast<double>(count) : 0.0;
      const double k = static_cast<double>(pg[ch]) * invStd;
      const T a = static_cast<T>(k), b = static_cast<T>(-k * invStd * sdyx * inv), c0 = static_cast<T>(-k * sdy * inv);
      const T mu = sm[ch];
      for (std::int64_t i = 0; i < n; ++i) {
        const std::int64_t o = at + i * c * sp;
        const T* r = px + o;
        const T* d = pdy + o;
        const T* m = kMask ? py + o : nullptr;
        T* out = pdx + o;
#pragma omp simd
        for (std::int64_t j = 0; j < sp; ++j) out[j] = a * maskedGrad<kMask>(d, m, j) + b * (r[j] - mu) + c0;
      }
    }
  });
}

}  // namespace

void CpuBlasBackend::bnForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                               Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                               double eps, Tensor& saveMean, Tensor& saveInvStd, bool relu) {
  const char* op = relu ? "batchNormReluForward" : "batchNormForward";
  requireFloat(*this, op, x.dtype());
  checkForward(op, g, x, gamma, beta, y, training, runningMean, runningVar, saveMean, saveInvStd);
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    T* sm = training ? saveMean.data<T>() : nullptr;
    T* si = training ? saveInvStd.data<T>() : nullptr;
    auto run = [&](auto kRelu) {
      forward<decltype(kRelu)::value>(threads_, g, x.data<T>(), gamma.data<T>(), beta.data<T>(), y.data<T>(), training,
                                      runningMean.data<T>(), runningVar.data<T>(), momentum, eps, sm, si);
    };
    if (relu)
      run(std::true_type{});
    else
      run(std::false_type{});
  });
}

void CpuBlasBackend::bnBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                                const Tensor* reluOut, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                                Tensor& dgamma, Tensor& dbeta) {
  const char* op = reluOut ? "reluBatchNormBackward" : "batchNormBackward";
  requireFloat(*this, op, x.dtype());
  checkBackward(op, g, x, gamma, dy, reluOut, saveMean, saveInvStd, dx, dgamma, dbeta);
  dispatchFloat(x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    auto run = [&](auto kMask) {
      backward<decltype(kMask)::value>(threads_, g, x.data<T>(), gamma.data<T>(), dy.data<T>(),
                                       reluOut ? reluOut->data<T>() : static_cast<const T*>(nullptr),
                                       saveMean.data<T>(), saveInvStd.data<T>(), dx.data<T>(), dgamma.data<T>(),
                                       dbeta.data<T>());
    };
    if (reluOut)
      run(std::true_type{});
    else
      run(std::false_type{});
  });
}

void CpuBlasBackend::batchNormForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                      const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                      Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                      Tensor& saveInvStd) {
  bnForward(g, x, gamma, beta, y, training, runningMean, runningVar, momentum, eps, saveMean, saveInvStd, false);
}

void CpuBlasBackend::batchNormReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                          const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                          Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                          Tensor& saveInvStd) {
  bnForward(g, x, gamma, beta, y, training, runningMean, runningVar, momentum, eps, saveMean, saveInvStd, true);
}

void CpuBlasBackend::batchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                       const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                                       Tensor& dgamma, Tensor& dbeta) {
  bnBackward(g, x, gamma, dy, nullptr, saveMean, saveInvStd, dx, dgamma, dbeta);
}

// The mask is applied inside the sums and the dx pass: maskedDy is not written.
void CpuBlasBackend::reluBatchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                           const Tensor& y, const Tensor& dy, const Tensor& saveMean,
                                           const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma, Tensor& dbeta,
                                           Tensor&) {
  bnBackward(g, x, gamma, dy, &y, saveMean, saveInvStd, dx, dgamma, dbeta);
}

void CpuBlasBackend::addRelu(const Tensor& a, const Tensor& b, Tensor& y) { addMap("addRelu", a, b, y, true); }

}  // namespace nnlab

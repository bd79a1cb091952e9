// Pooling (NCHW, the window-maximum index as the CPU backends define it) and batch norm.
// Backward passes gather (each input element sums the windows that contain it) instead of
// scattering with atomics, so results do not depend on thread scheduling.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {

#define GRID_STRIDE(i, n) for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < (n); i += static_cast<i64>(gridDim.x) * blockDim.x)

template <class T> __global__ void maxPoolForwardKernel(PoolGeometry g, const T* x, T* y, std::int32_t* argmax) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.p * g.q;
  GRID_STRIDE(o, total) {
    const int q = static_cast<int>(o % g.q), p = static_cast<int>((o / g.q) % g.p);
    const i64 plane = o / (static_cast<i64>(g.p) * g.q);
    const T* in = x + plane * g.h * g.w;
    float best = -INFINITY;
    int where = -1;
    for (int i = 0; i < g.kH; ++i) {
      const int ih = p * g.strideH - g.padH + i;
      if (ih < 0 || ih >= g.h) continue;
      for (int j = 0; j < g.kW; ++j) {
        const int iw = q * g.strideW - g.padW + j;
        if (iw < 0 || iw >= g.w) continue;
        const float v = toF(in[ih * g.w + iw]);
        if (where < 0 || v > best || isnan(v)) {
          best = v;
          where = ih * g.w + iw;
        }
      }
    }
    y[o] = fromF<T>(best);
    argmax[o] = where;
  }
}

// The output rows (or columns) whose window covers input row h: [lo, hi).
__device__ __forceinline__ void coveringWindows(int h, int k, int stride, int pad, int outSize, int& lo, int& hi) {
  const int top = h + pad;  // position in the padded input
  lo = top - k + 1 <= 0 ? 0 : (top - k + 1 + stride - 1) / stride;
  hi = min(outSize, top / stride + 1);
}

template <class T> __global__ void maxPoolBackwardKernel(PoolGeometry g, const T* dy, const std::int32_t* argmax, T* dx) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.h * g.w;
  GRID_STRIDE(i, total) {
    const int w = static_cast<int>(i % g.w), h = static_cast<int>((i / g.w) % g.h);
    const i64 plane = i / (static_cast<i64>(g.h) * g.w);
    int p0, p1, q0, q1;
    coveringWindows(h, g.kH, g.strideH, g.padH, g.p, p0, p1);
    coveringWindows(w, g.kW, g.strideW, g.padW, g.q, q0, q1);
    const int me = h * g.w + w;
    float acc = 0.f;
    for (int p = p0; p < p1; ++p)
      for (int q = q0; q < q1; ++q) {
        const i64 o = (plane * g.p + p) * g.q + q;
        if (argmax[o] == me) acc += toF(dy[o]);
      }
    dx[i] = fromF<T>(acc);
  }
}

template <class T> __global__ void avgPoolForwardKernel(PoolGeometry g, const T* x, T* y) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.p * g.q;
  const float inv = 1.f / static_cast<float>(g.kH * g.kW);
  GRID_STRIDE(o, total) {
    const int q = static_cast<int>(o % g.q), p = static_cast<int>((o / g.q) % g.p);
    const i64 plane = o / (static_cast<i64>(g.p) * g.q);
    const T* in = x + plane * g.h * g.w;
    float acc = 0.f;
    for (int i = 0; i < g.kH; ++i) {
      const int ih = p * g.strideH - g.padH + i;
      if (ih < 0 || ih >= g.h) continue;
      for (int j = 0; j < g.kW; ++j) {
        const int iw = q * g.strideW - g.padW + j;
        if (iw >= 0 && iw < g.w) acc += toF(in[ih * g.w + iw]);
      }
    }
    y[o] = fromF<T>(acc * inv);
  }
}

template <class T> __global__ void avgPoolBackwardKernel(PoolGeometry g, const T* dy, T* dx) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.h * g.w;
  const float inv = 1.f / static_cast<float>(g.kH * g.kW);
  GRID_STRIDE(i, total) {
    const int w = static_cast<int>(i % g.w), h = static_cast<int>((i / g.w) % g.h);
    const i64 plane = i / (static_cast<i64>(g.h) * g.w);
    int p0, p1, q0, q1;
    coveringWindows(h, g.kH, g.strideH, g.padH, g.p, p0, p1);
    coveringWindows(w, g.kW, g.strideW, g.padW, g.q, q0, q1);
    float acc = 0.f;
    for (int p = p0; p < p1; ++p)
      for (int q = q0; q < q1; ++q) acc += toF(dy[(plane * g.p + p) * g.q + q]);
    dx[i] = fromF<T>(acc * inv);
  }
}

// ---- batch norm: x is (N, C, S); channel c's elements are n*C*S + c*S + s ----

constexpr int kMaxSplits = 64;

int splitsFor(const BatchNormGeometry& g) {
  const i64 m = static_cast<i64>(g.n) * g.spatial;
  return static_cast<int>(std::clamp<i64>((m + kThreads * 8 - 1) / (kThreads * 8), 1, kMaxSplits));
}

// partials[(c * splits + split) * 2 + {0, 1}] = sums of a(x) and b(x) over this block's share.
// Forward: a = x, b = x^2. Backward: a = dy, b = dy (x - mean).
template <class T, bool kBackward>
__global__ void channelSumsKernel(BatchNormGeometry g, const T* x, const T* dy, const float* mean, double* partials) {
  __shared__ double shared[32];
  const int c = blockIdx.y, split = blockIdx.x, splits = gridDim.x;
  const i64 m = static_cast<i64>(g.n) * g.spatial;
  const i64 per = (m + splits - 1) / splits;
  const i64 begin = split * per, end = min(m, begin + per);
  const float mu = kBackward ? mean[c] : 0.f;
  double a = 0.0, b = 0.0;
  for (i64 e = begin + threadIdx.x; e < end; e += blockDim.x) {
    const i64 n = e / g.spatial, s = e % g.spatial;
    const i64 at = (n * g.c + c) * g.spatial + s;
    const double xv = toF(x[at]);
    if (kBackward) {
      const double d = toF(dy[at]);
      a += d;
      b += d * (xv - mu);
    } else {
      a += xv;
      b += xv * xv;
    }
  }
  a = blockSum(a, shared);
  b = blockSum(b, shared);
  if (threadIdx.x == 0) {
    partials[(static_cast<i64>(c) * splits + split) * 2] = a;
    partials[(static_cast<i64>(c) * splits + split) * 2 + 1] = b;
  }
}

__global__ void statsFinishKernel(BatchNormGeometry g, int splits, const double* partials, float* runningMean,
                                  float* runningVar, float momentum, float eps, float* saveMean, float* saveInvStd) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= g.c) return;
  double sum = 0.0, sq = 0.0;
  for (int k = 0; k < splits; ++k) {
    sum += partials[(static_cast<i64>(c) * splits + k) * 2];
    sq += partials[(static_cast<i64>(c) * splits + k) * 2 + 1];
  }
  const double m = static_cast<double>(g.n) * g.spatial;
  const double mean = sum / m;
  const double var = fmax(0.0, sq / m - mean * mean);
  saveMean[c] = static_cast<float>(mean);
  saveInvStd[c] = static_cast<float>(1.0 / sqrt(var + eps));
  const double unbiased = m > 1 ? var * m / (m - 1) : var;
  runningMean[c] = static_cast<float>((1.0 - momentum) * runningMean[c] + momentum * mean);
  runningVar[c] = static_cast<float>((1.0 - momentum) * runningVar[c] + momentum * unbiased);
}

// y = (x - mean) * invStd * gamma + beta with per-channel mean and invStd (training: saved batch
// statistics; inference: running statistics, invStd computed here).
template <class T>
__global__ void normalizeKernel(BatchNormGeometry g, const T* x, const float* gamma, const float* beta, T* y,
                                const float* mean, const float* invStdOrVar, float eps, bool fromVariance) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.spatial;
  GRID_STRIDE(i, total) {
    const int c = static_cast<int>((i / g.spatial) % g.c);
    const float is = fromVariance ? rsqrtf(invStdOrVar[c] + eps) : invStdOrVar[c];
    y[i] = fromF<T>((toF(x[i]) - mean[c]) * is * gamma[c] + beta[c]);
  }
}

// Per channel: dbeta = sum dy, dgamma = invStd * sum dy (x - mean); keeps both sums for dx.
__global__ void backwardFinishKernel(BatchNormGeometry g, int splits, const double* partials, const float* saveInvStd,
                                     float* dgamma, float* dbeta, double* sums) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= g.c) return;
  double sdy = 0.0, sdyx = 0.0;
  for (int k = 0; k < splits; ++k) {
    sdy += partials[(static_cast<i64>(c) * splits + k) * 2];
    sdyx += partials[(static_cast<i64>(c) * splits + k) * 2 + 1];
  }
  dbeta[c] = static_cast<float>(sdy);
  dgamma[c] = static_cast<float>(sdyx * saveInvStd[c]);
  sums[2 * c] = sdy;
  sums[2 * c + 1] = sdyx;
}

// dx = gamma invStd (dy - sum(dy)/M - (x - mean) invStd^2 sum(dy (x - mean))/M)
template <class T>
__global__ void backwardDxKernel(BatchNormGeometry g, const T* x, const T* dy, const float* gamma, const float* mean,
                                 const float* invStd, const double* sums, T* dx) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.spatial;
  const float invM = 1.f / (static_cast<float>(g.n) * g.spatial);
  GRID_STRIDE(i, total) {
    const int c = static_cast<int>((i / g.spatial) % g.c);
    const float is = invStd[c];
    const float meanDy = static_cast<float>(sums[2 * c]) * invM;
    const float meanDyx = static_cast<float>(sums[2 * c + 1]) * invM;
    const float centered = toF(x[i]) - mean[c];
    dx[i] = fromF<T>(gamma[c] * is * (toF(dy[i]) - meanDy - centered * is * is * meanDyx));
  }
}

}  // namespace

void maxPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y, std::int32_t* argmax) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.p * g.q;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    maxPoolForwardKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<T*>(y), argmax);
  });
  NNLAB_LAUNCHED("maxPoolForwardKernel");
}

void maxPoolBackward(cudaStream_t s, DType t, const PoolGeometry& g, const void* dy, const std::int32_t* argmax,
                     void* dx) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.h * g.w;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    maxPoolBackwardKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(dy), argmax, static_cast<T*>(dx));
  });
  NNLAB_LAUNCHED("maxPoolBackwardKernel");
}

void avgPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.p * g.q;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    avgPoolForwardKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<T*>(y));
  });
  NNLAB_LAUNCHED("avgPoolForwardKernel");
}

void avgPoolBackward(cudaStream_t s, DType t, const PoolGeometry& g, const void* dy, void* dx) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.h * g.w;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    avgPoolBackwardKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(dy), static_cast<T*>(dx));
  });
  NNLAB_LAUNCHED("avgPoolBackwardKernel");
}

i64 batchNormScratchDoubles(const BatchNormGeometry& g) { return static_cast<i64>(g.c) * (2 * kMaxSplits + 2); }

void batchNormForwardTraining(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                              const float* beta, void* y, float* runningMean, float* runningVar, float momentum,
                              float eps, float* saveMean, float* saveInvStd, double* scratch) {
  const int splits = splitsFor(g);
  const i64 total = static_cast<i64>(g.n) * g.c * g.spatial;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, false><<<dim3(splits, g.c), kThreads, 0, s>>>(g, static_cast<const T*>(x), nullptr, nullptr, scratch);
    NNLAB_LAUNCHED("channelSumsKernel");
    statsFinishKernel<<<(g.c + 127) / 128, 128, 0, s>>>(g, splits, scratch, runningMean, runningVar, momentum, eps,
                                                         saveMean, saveInvStd);
    NNLAB_LAUNCHED("statsFinishKernel");
    normalizeKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), gamma, beta, static_cast<T*>(y),
                                                        saveMean, saveInvStd, eps, false);
    NNLAB_LAUNCHED("normalizeKernel");
  });
}

void batchNormForwardInference(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                               const float* beta, void* y, const float* runningMean, const float* runningVar, float eps) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.spatial;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    normalizeKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), gamma, beta, static_cast<T*>(y),
                                                        runningMean, runningVar, eps, true);
  });
  NNLAB_LAUNCHED("normalizeKernel");
}

void batchNormBackward(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                       const void* dy, const float* saveMean, const float* saveInvStd, void* dx, float* dgamma,
                       float* dbeta, double* scratch) {
  const int splits = splitsFor(g);
  const i64 total = static_cast<i64>(g.n) * g.c * g.spatial;
  double* sums = scratch + static_cast<i64>(g.c) * 2 * kMaxSplits;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, true><<<dim3(splits, g.c), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<const T*>(dy),
                                                                      saveMean, scratch);
    NNLAB_LAUNCHED("channelSumsKernel");
    backwardFinishKernel<<<(g.c + 127) / 128, 128, 0, s>>>(g, splits, scratch, saveInvStd, dgamma, dbeta, sums);
    NNLAB_LAUNCHED("backwardFinishKernel");
    backwardDxKernel<<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<const T*>(dy), gamma,
                                                         saveMean, saveInvStd, sums, static_cast<T*>(dx));
    NNLAB_LAUNCHED("backwardDxKernel");
  });
}

}  // namespace nnlab::cuda

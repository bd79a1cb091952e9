// Pooling (NCHW, the window-maximum index as the CPU backends define it) and batch norm.
// Backward passes gather (each input element sums the windows that contain it) instead of
// scattering with atomics, so results do not depend on thread scheduling.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {


// Pooling: threadIdx.x walks the columns of a plane, threadIdx.z its rows, threadIdx.y picks
// one of blockDim.y (sample, channel) planes, and the grid strides over the planes; small
// planes (global pooling) share a block, large ones get a block each. No element needs a
// division (locating each element by divisions made these passes integer-bound: 608 us for
// ResNet-18's stem max-pool backward at batch 64, several times its memory time).
struct PlaneLaunch {
  dim3 grid, block;
};
int pow2AtLeast(int n) {
  int p = 1;
  while (p < n && p < kThreads) p *= 2;
  return p;
}
// width, rows: the columns and rows each plane's threads walk.
PlaneLaunch planeLaunch(i64 planes, int width, int rows) {
  const int tx = pow2AtLeast(width);
  const int tz = std::min({64, kThreads / tx, pow2AtLeast(rows)});  // blockDim.z is at most 64
  const int ty = kThreads / (tx * tz);
  const i64 blocks = (planes + ty - 1) / ty;
  return {dim3(static_cast<unsigned>(std::clamp<i64>(blocks, 1, 1 << 20))), dim3(tx, ty, tz)};
}
#define NNLAB_FOR_EACH_PLANE(plane, planes)                                                   \
  for (i64 plane = static_cast<i64>(blockIdx.x) * blockDim.y + threadIdx.y; plane < (planes); \
       plane += static_cast<i64>(gridDim.x) * blockDim.y)

// The output rows (or columns) whose window covers input row h: [lo, hi).
__device__ __forceinline__ void coveringWindows(int h, int k, int stride, int pad, int outSize, int& lo, int& hi) {
  const int top = h + pad;  // position in the padded input
  lo = top - k + 1 <= 0 ? 0 : (top - k + 1 + stride - 1) / stride;
  hi = min(outSize, top / stride + 1);
}

// The same range kept up to date while a thread walks rows in increasing order: each step moves
// the bounds forward by multiplications and comparisons only.
struct CoveringRows {
  int lo = 0, hi = 0;
  __device__ __forceinline__ void advanceTo(int h, int k, int stride, int pad, int outSize) {
    while (hi < outSize && hi * stride - pad <= h) ++hi;       // windows starting at or above h
    while (lo < hi && lo * stride - pad + k - 1 < h) ++lo;     // drop the windows ending above h
  }
};

// The output elements of a plane this thread owns: f(p, q).
template <class F> __device__ __forceinline__ void forEachOutput(const PoolGeometry& g, F&& f) {
  for (int q = threadIdx.x; q < g.q; q += blockDim.x)
    for (int p = threadIdx.z; p < g.p; p += blockDim.z) f(p, q);
}

// The input offsets (ih * w + iw) inside output (p, q)'s window, in row-major order: f(offset).
template <class F> __device__ __forceinline__ void forEachInWindow(const PoolGeometry& g, int p, int q, F&& f) {
  for (int i = 0; i < g.kH; ++i) {
    const int ih = p * g.strideH - g.padH + i;
    if (ih < 0 || ih >= g.h) continue;
    for (int j = 0; j < g.kW; ++j) {
      const int iw = q * g.strideW - g.padW + j;
      if (iw >= 0 && iw < g.w) f(ih * g.w + iw);
    }
  }
}

// The input elements of a plane this thread owns, with the output windows covering each:
// f(offset, p0, p1, q0, q1) for windows [p0, p1) x [q0, q1).
template <class F> __device__ __forceinline__ void forEachInput(const PoolGeometry& g, F&& f) {
  for (int w = threadIdx.x; w < g.w; w += blockDim.x) {
    int q0, q1;
    coveringWindows(w, g.kW, g.strideW, g.padW, g.q, q0, q1);
    CoveringRows rows;
    for (int h = threadIdx.z; h < g.h; h += blockDim.z) {
      rows.advanceTo(h, g.kH, g.strideH, g.padH, g.p);
      f(h * g.w + w, rows.lo, rows.hi, q0, q1);
    }
  }
}

template <class T> __global__ void maxPoolForwardKernel(PoolGeometry g, i64 planes, const T* x, T* y, std::int32_t* argmax) {
  NNLAB_FOR_EACH_PLANE(plane, planes) {
    const T* in = x + plane * g.h * g.w;
    const i64 base = plane * g.p * g.q;
    forEachOutput(g, [&](int p, int q) {
      float best = -INFINITY;
      int where = -1;
      forEachInWindow(g, p, q, [&](int at) {
        const float v = toF(in[at]);
        if (where < 0 || v > best || isnan(v)) {
          best = v;
          where = at;
        }
      });
      y[base + p * g.q + q] = fromF<T>(best);
      argmax[base + p * g.q + q] = where;
    });
  }
}

// Each input element sums the gradients of the windows whose maximum it was.
template <class T> __global__ void maxPoolBackwardKernel(PoolGeometry g, i64 planes, const T* dy, const std::int32_t* argmax, T* dx) {
  NNLAB_FOR_EACH_PLANE(plane, planes) {
    const std::int32_t* am = argmax + plane * g.p * g.q;
    const T* d = dy + plane * g.p * g.q;
    T* out = dx + plane * g.h * g.w;
    forEachInput(g, [&](int me, int p0, int p1, int q0, int q1) {
      float acc = 0.f;
      for (int p = p0; p < p1; ++p)
        for (int q = q0; q < q1; ++q)
          if (am[p * g.q + q] == me) acc += toF(d[p * g.q + q]);
      out[me] = fromF<T>(acc);
    });
  }
}

template <class T> __global__ void avgPoolForwardKernel(PoolGeometry g, i64 planes, const T* x, T* y) {
  const float inv = 1.f / static_cast<float>(g.kH * g.kW);
  NNLAB_FOR_EACH_PLANE(plane, planes) {
    const T* in = x + plane * g.h * g.w;
    const i64 base = plane * g.p * g.q;
    forEachOutput(g, [&](int p, int q) {
      float acc = 0.f;
      forEachInWindow(g, p, q, [&](int at) { acc += toF(in[at]); });
      y[base + p * g.q + q] = fromF<T>(acc * inv);
    });
  }
}

template <class T> __global__ void avgPoolBackwardKernel(PoolGeometry g, i64 planes, const T* dy, T* dx) {
  const float inv = 1.f / static_cast<float>(g.kH * g.kW);
  NNLAB_FOR_EACH_PLANE(plane, planes) {
    const T* d = dy + plane * g.p * g.q;
    T* out = dx + plane * g.h * g.w;
    forEachInput(g, [&](int me, int p0, int p1, int q0, int q1) {
      float acc = 0.f;
      for (int p = p0; p < p1; ++p)
        for (int q = q0; q < q1; ++q) acc += toF(d[p * g.q + q]);
      out[me] = fromF<T>(acc * inv);
    });
  }
}
#undef NNLAB_FOR_EACH_PLANE

// ---- batch norm: x is (N, C, S); channel c's elements are n*C*S + c*S + s ----
// Per-channel sums split the batch across blocks (grid (splits, C)) and walk each sample's plane
// of S contiguous elements, so no index needs a division. Planes shorter than a warp's worth of
// work use the flat walk with 32-bit division instead.

constexpr int kMaxSplits = 64;

int splitsFor(const BatchNormGeometry& g) {
  const i64 m = static_cast<i64>(g.n) * g.spatial;
  return static_cast<int>(std::clamp<i64>((m + kThreads * 8 - 1) / (kThreads * 8), 1, std::min(kMaxSplits, g.n)));
}

// partials[(c * splits + split) * 2 + {0, 1}] = sums of a(x) and b(x) over this block's samples.
// Forward: a = x, b = x^2. Backward: a = dy, b = dy (x - mean).
// With reluOut (backward of a fused BN + ReLU), dy counts only where reluOut > 0.
template <class T, bool kBackward>
__global__ void channelSumsKernel(BatchNormGeometry g, const T* x, const T* dy, const float* mean, double* partials,
                                  const T* reluOut = nullptr) {
  __shared__ double shared[32];
  const int c = blockIdx.y, split = blockIdx.x, splits = gridDim.x;
  const int per = (g.n + splits - 1) / splits;
  const int n0 = split * per, n1 = min(g.n, n0 + per);
  const float mu = kBackward ? mean[c] : 0.f;
  double a = 0.0, b = 0.0;
  auto visit = [&](i64 at) {
    const float xv = toF(x[at]);
    if (kBackward) {
      const float d = reluOut && !(toF(reluOut[at]) > 0.f) ? 0.f : toF(dy[at]);
      a += d;
      b += static_cast<double>(d) * (xv - mu);
    } else {
      a += xv;
      b += static_cast<double>(xv) * xv;
    }
  };
  if (g.spatial >= 128) {
    for (int n = n0; n < n1; ++n) {
      const i64 base = (static_cast<i64>(n) * g.c + c) * g.spatial;
      for (int s = threadIdx.x; s < g.spatial; s += blockDim.x) visit(base + s);
    }
  } else {
    const unsigned count = static_cast<unsigned>(n1 - n0) * static_cast<unsigned>(g.spatial);
    for (unsigned e = threadIdx.x; e < count; e += blockDim.x) {
      const unsigned n = n0 + e / g.spatial, s = e % g.spatial;
      visit((static_cast<i64>(n) * g.c + c) * g.spatial + s);
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
                                const float* mean, const float* invStdOrVar, float eps, bool fromVariance, bool relu) {
  forEachWithChannel(g.n, g.c, g.spatial, [&](i64 i, int c) {
    const float is = fromVariance ? rsqrtf(invStdOrVar[c] + eps) : invStdOrVar[c];
    float v = (toF(x[i]) - mean[c]) * is * gamma[c] + beta[c];
    if (relu && v < 0.f) v = 0.f;
    y[i] = fromF<T>(v);
  });
}

template <class T> __global__ void sumsFinishKernel(int c, int splits, const double* partials, T* out) {
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= c) return;
  double sum = 0.0;
  for (int k = 0; k < splits; ++k) sum += partials[(static_cast<i64>(ch) * splits + k) * 2];
  out[ch] = fromF<T>(static_cast<float>(sum));
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
                                 const float* invStd, const double* sums, T* dx, const T* reluOut) {
  const float invM = 1.f / (static_cast<float>(g.n) * g.spatial);
  forEachWithChannel(g.n, g.c, g.spatial, [&](i64 i, int c) {
    const float is = invStd[c];
    const float meanDy = static_cast<float>(sums[2 * c]) * invM;
    const float meanDyx = static_cast<float>(sums[2 * c + 1]) * invM;
    const float centered = toF(x[i]) - mean[c];
    const float d = reluOut && !(toF(reluOut[i]) > 0.f) ? 0.f : toF(dy[i]);
    dx[i] = fromF<T>(gamma[c] * is * (d - meanDy - centered * is * is * meanDyx));
  });
}

}  // namespace

void maxPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y, std::int32_t* argmax) {
  const i64 planes = static_cast<i64>(g.n) * g.c;
  if (planes == 0 || g.p == 0 || g.q == 0) return;
  const PlaneLaunch l = planeLaunch(planes, g.q, g.p);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    maxPoolForwardKernel<T><<<l.grid, l.block, 0, s>>>(g, planes, static_cast<const T*>(x), static_cast<T*>(y), argmax);
  });
  NNLAB_LAUNCHED("maxPoolForwardKernel");
}

void maxPoolBackward(cudaStream_t s, DType t, const PoolGeometry& g, const void* dy, const std::int32_t* argmax,
                     void* dx) {
  const i64 planes = static_cast<i64>(g.n) * g.c;
  if (planes == 0 || g.h == 0 || g.w == 0) return;
  const PlaneLaunch l = planeLaunch(planes, g.w, g.h);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    maxPoolBackwardKernel<T><<<l.grid, l.block, 0, s>>>(g, planes, static_cast<const T*>(dy), argmax, static_cast<T*>(dx));
  });
  NNLAB_LAUNCHED("maxPoolBackwardKernel");
}

void avgPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y) {
  const i64 planes = static_cast<i64>(g.n) * g.c;
  if (planes == 0 || g.p == 0 || g.q == 0) return;
  const PlaneLaunch l = planeLaunch(planes, g.q, g.p);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    avgPoolForwardKernel<T><<<l.grid, l.block, 0, s>>>(g, planes, static_cast<const T*>(x), static_cast<T*>(y));
  });
  NNLAB_LAUNCHED("avgPoolForwardKernel");
}

void avgPoolBackward(cudaStream_t s, DType t, const PoolGeometry& g, const void* dy, void* dx) {
  const i64 planes = static_cast<i64>(g.n) * g.c;
  if (planes == 0 || g.h == 0 || g.w == 0) return;
  const PlaneLaunch l = planeLaunch(planes, g.w, g.h);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    avgPoolBackwardKernel<T><<<l.grid, l.block, 0, s>>>(g, planes, static_cast<const T*>(dy), static_cast<T*>(dx));
  });
  NNLAB_LAUNCHED("avgPoolBackwardKernel");
}

i64 batchNormScratchDoubles(const BatchNormGeometry& g) { return static_cast<i64>(g.c) * (2 * kMaxSplits + 2); }

void channelSums(cudaStream_t s, DType t, const void* x, void* out, int n, int c, int spatial, double* scratch) {
  const BatchNormGeometry g{n, c, spatial};
  const int splits = splitsFor(g);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, false><<<dim3(splits, c), kThreads, 0, s>>>(g, static_cast<const T*>(x), nullptr, nullptr, scratch);
    NNLAB_LAUNCHED("channelSumsKernel");
    sumsFinishKernel<<<(c + 127) / 128, 128, 0, s>>>(c, splits, scratch, static_cast<T*>(out));
    NNLAB_LAUNCHED("sumsFinishKernel");
  });
}

void batchNormForwardTraining(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                              const float* beta, void* y, float* runningMean, float* runningVar, float momentum,
                              float eps, float* saveMean, float* saveInvStd, double* scratch, bool relu) {
  const int splits = splitsFor(g);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, false><<<dim3(splits, g.c), kThreads, 0, s>>>(g, static_cast<const T*>(x), nullptr, nullptr, scratch);
    NNLAB_LAUNCHED("channelSumsKernel");
    statsFinishKernel<<<(g.c + 127) / 128, 128, 0, s>>>(g, splits, scratch, runningMean, runningVar, momentum, eps,
                                                         saveMean, saveInvStd);
    NNLAB_LAUNCHED("statsFinishKernel");
    normalizeKernel<<<channelGrid(g.n, g.c, g.spatial), kThreads, 0, s>>>(g, static_cast<const T*>(x), gamma, beta, static_cast<T*>(y),
                                                        saveMean, saveInvStd, eps, false, relu);
    NNLAB_LAUNCHED("normalizeKernel");
  });
}

void batchNormForwardInference(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                               const float* beta, void* y, const float* runningMean, const float* runningVar, float eps,
                               bool relu) {
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    normalizeKernel<<<channelGrid(g.n, g.c, g.spatial), kThreads, 0, s>>>(g, static_cast<const T*>(x), gamma, beta, static_cast<T*>(y),
                                                        runningMean, runningVar, eps, true, relu);
  });
  NNLAB_LAUNCHED("normalizeKernel");
}

void batchNormBackward(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                       const void* dy, const float* saveMean, const float* saveInvStd, void* dx, float* dgamma,
                       float* dbeta, double* scratch, const void* reluOut) {
  const int splits = splitsFor(g);
  double* sums = scratch + static_cast<i64>(g.c) * 2 * kMaxSplits;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, true><<<dim3(splits, g.c), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<const T*>(dy),
                                                                      saveMean, scratch, static_cast<const T*>(reluOut));
    NNLAB_LAUNCHED("channelSumsKernel");
    backwardFinishKernel<<<(g.c + 127) / 128, 128, 0, s>>>(g, splits, scratch, saveInvStd, dgamma, dbeta, sums);
    NNLAB_LAUNCHED("backwardFinishKernel");
    backwardDxKernel<<<channelGrid(g.n, g.c, g.spatial), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<const T*>(dy), gamma,
                                                         saveMean, saveInvStd, sums, static_cast<T*>(dx),
                                                         static_cast<const T*>(reluOut));
    NNLAB_LAUNCHED("backwardDxKernel");
  });
}

}  // namespace nnlab::cuda

// Batch norm (NCHW or channels-last: per-channel sums split across blocks, without atomics, so
// results do not depend on thread scheduling) and the batched transpose.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"
#include "backends/cuda/cuda_nhwc.cuh"

namespace nnlab::cuda {

namespace {

// ---- batch norm: x is (N, C, S); channel c's elements are n*C*S + c*S + s ----
// Per-channel sums split the batch across blocks (grid (splits, C)) and walk each sample's plane
// of S contiguous elements, so no index needs a division. Planes shorter than a warp's worth of
// work use the flat walk with 32-bit division instead.

constexpr int kMaxSplits = 64;       // NCHW: the batch split across blocks
constexpr int kMaxRowSplits = 256;   // NHWC: the rows split across blocks
constexpr int kScratchSplits = 256;  // room for either in the scratch

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

// The finishing kernels add each channel's partial pairs with one warp per channel: lane l adds
// splits l, l + 32, ... in order, then the lanes meet in a fixed tree (lane 0 holds the sums), so
// results stay independent of scheduling. (One thread per channel walking up to 256 splits, 4 kB
// apart, took 40 us per batch norm on an H100: 22 % of a ResNet-34 step, bench/kernel_profile.sh.)
constexpr int kFinishWarps = 8;
inline unsigned finishBlocks(int c) { return static_cast<unsigned>((c + kFinishWarps - 1) / kFinishWarps); }
__device__ __forceinline__ int finishChannel() { return blockIdx.x * kFinishWarps + (threadIdx.x >> 5); }
__device__ __forceinline__ void warpPartials(const double* partials, int splits, int c, double& a, double& b) {
  a = 0.0, b = 0.0;
  const double* p = partials + static_cast<i64>(c) * splits * 2;
  for (int k = threadIdx.x & 31; k < splits; k += 32) a += p[2 * k], b += p[2 * k + 1];
  for (int o = 16; o > 0; o >>= 1) {
    a += __shfl_down_sync(0xffffffffu, a, o);
    b += __shfl_down_sync(0xffffffffu, b, o);
  }
}
#define NNLAB_FINISH_LAUNCH(c) finishBlocks(c), kFinishWarps * 32

__global__ void statsFinishKernel(BatchNormGeometry g, int splits, const double* partials, float* runningMean,
                                  float* runningVar, float momentum, float eps, float* saveMean, float* saveInvStd) {
  const int c = finishChannel();
  if (c >= g.c) return;  // the whole warp
  double sum, sq;
  warpPartials(partials, splits, c, sum, sq);
  if ((threadIdx.x & 31) != 0) return;
  const double m = static_cast<double>(g.n) * g.spatial;
  const double mean = sum / m;
  const double var = fmax(0.0, sq / m - mean * mean);
  saveMean[c] = static_cast<float>(mean);
  saveInvStd[c] = static_cast<float>(1.0 / sqrt(var + eps));
  const double unbiased = m > 1 ? var * m / (m - 1) : var;
  runningMean[c] = static_cast<float>((1.0 - momentum) * runningMean[c] + momentum * mean);
  runningVar[c] = static_cast<float>((1.0 - momentum) * runningVar[c] + momentum * unbiased);
}

// Synchronised batch norm: the per-channel sums of the splits into sums (interleaved per channel)
// and the element count per channel last.
__global__ void partialsToSumsKernel(int c, int splits, const double* partials, double* sums, double count) {
  const int ch = finishChannel();
  if (ch >= c) return;
  double a, b;
  warpPartials(partials, splits, ch, a, b);
  if ((threadIdx.x & 31) != 0) return;
  if (ch == 0) sums[2 * c] = count;
  sums[2 * ch] = a;
  sums[2 * ch + 1] = b;
}

// The statistics of every replica's sums (count last), as statsFinishKernel gives one batch's.
__global__ void statsFromSumsKernel(int c, const double* sums, float* runningMean, float* runningVar, float momentum,
                                    float eps, float* saveMean, float* saveInvStd) {
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= c) return;
  const double m = sums[2 * c];
  const double mean = sums[2 * ch] / m;
  const double var = fmax(0.0, sums[2 * ch + 1] / m - mean * mean);
  saveMean[ch] = static_cast<float>(mean);
  saveInvStd[ch] = static_cast<float>(1.0 / sqrt(var + eps));
  const double unbiased = m > 1 ? var * m / (m - 1) : var;
  runningMean[ch] = static_cast<float>((1.0 - momentum) * runningMean[ch] + momentum * mean);
  runningVar[ch] = static_cast<float>((1.0 - momentum) * runningVar[ch] + momentum * unbiased);
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
  const int ch = finishChannel();
  if (ch >= c) return;
  double sum, unused;
  warpPartials(partials, splits, ch, sum, unused);
  if ((threadIdx.x & 31) == 0) out[ch] = fromF<T>(static_cast<float>(sum));
}

// Per channel: dbeta = sum dy, dgamma = invStd * sum dy (x - mean); keeps both sums for dx.
__global__ void backwardFinishKernel(BatchNormGeometry g, int splits, const double* partials, const float* saveInvStd,
                                     float* dgamma, float* dbeta, double* sums) {
  const int c = finishChannel();
  if (c >= g.c) return;
  double sdy, sdyx;
  warpPartials(partials, splits, c, sdy, sdyx);
  if ((threadIdx.x & 31) != 0) return;
  dbeta[c] = static_cast<float>(sdy);
  dgamma[c] = static_cast<float>(sdyx * saveInvStd[c]);
  sums[2 * c] = sdy;
  sums[2 * c + 1] = sdyx;
}

// dx = gamma invStd (dy - sum(dy)/M - (x - mean) invStd^2 sum(dy (x - mean))/M)
template <class T>
__global__ void backwardDxKernel(BatchNormGeometry g, const T* x, const T* dy, const float* gamma, const float* mean,
                                 const float* invStd, const double* sums, T* dx, const T* reluOut,
                                 const double* count = nullptr, float scale = 1.f) {
  const float invM = count ? scale / static_cast<float>(*count) : 1.f / (static_cast<float>(g.n) * g.spatial);
  forEachWithChannel(g.n, g.c, g.spatial, [&](i64 i, int c) {
    const float is = invStd[c];
    const float meanDy = static_cast<float>(sums[2 * c]) * invM;
    const float meanDyx = static_cast<float>(sums[2 * c + 1]) * invM;
    const float centered = toF(x[i]) - mean[c];
    const float d = reluOut && !(toF(reluOut[i]) > 0.f) ? 0.f : toF(dy[i]);
    dx[i] = fromF<T>(gamma[c] * is * (d - meanDy - centered * is * is * meanDyx));
  });
}

// Batched transpose: dst[b][j][i] = src[b][i][j] for (rows x cols) matrices, 32x32 tiles through
// shared memory (one column of padding against bank conflicts).
// T is a storage type of the element's size (no arithmetic happens).
template <class T> __global__ void transposeKernel(const T* src, T* dst, int rows, int cols) {
  __shared__ T tile[32][33];
  const i64 plane = static_cast<i64>(blockIdx.z) * rows * cols;
  const int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
  for (int k = threadIdx.y; k < 32; k += blockDim.y) {
    const int r = r0 + k, c = c0 + threadIdx.x;
    if (r < rows && c < cols) tile[k][threadIdx.x] = src[plane + static_cast<i64>(r) * cols + c];
  }
  __syncthreads();
  for (int k = threadIdx.y; k < 32; k += blockDim.y) {
    const int c = c0 + k, r = r0 + threadIdx.x;
    if (r < rows && c < cols) dst[plane + static_cast<i64>(c) * rows + r] = tile[threadIdx.x][k];
  }
}

// The same where one side is short (a filter's R*S positions, an image's 3 channels): one thread
// per element of the long side loops over the short one, so consecutive threads touch consecutive
// addresses on the long side and one thread's short-side elements are contiguous. (The 32x32 tiles
// left most of each tile idle on a 3x3 filter: 4.7 MB in 21 us on an H100.)
template <class T> __global__ void transposeNarrowKernel(const T* src, T* dst, i64 batch, int rows, int cols) {
  const bool shortRows = rows <= cols;
  const int longN = shortRows ? cols : rows, shortN = shortRows ? rows : cols;
  const i64 total = batch * longN;
  for (i64 e = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; e < total; e += static_cast<i64>(gridDim.x) * blockDim.x) {
    const i64 b = e / longN;
    const int l = static_cast<int>(e - b * longN);
    const T* in = src + b * rows * cols;
    T* out = dst + b * rows * cols;
    if (shortRows)
      for (int r = 0; r < shortN; ++r) out[static_cast<i64>(l) * rows + r] = in[static_cast<i64>(r) * cols + l];
    else
      for (int c = 0; c < shortN; ++c) out[static_cast<i64>(c) * rows + l] = in[static_cast<i64>(l) * cols + c];
  }
}

template <class T, int V>
__global__ void normalizeNhwcKernel(i64 rows, int channels, const T* x, const float* gamma, const float* beta, T* y,
                                    const float* mean, const float* invStdOrVar, float eps, bool fromVariance, bool relu) {
  const int c0 = threadIdx.x * V;
  float a[V], b[V];
#pragma unroll
  for (int k = 0; k < V; ++k) {
    const float is = fromVariance ? rsqrtf(invStdOrVar[c0 + k] + eps) : invStdOrVar[c0 + k];
    a[k] = is * gamma[c0 + k];
    b[k] = beta[c0 + k] - mean[c0 + k] * a[k];
  }
  NNLAB_FOR_EACH_ROW(row, rows) {
    float v[V];
    loadVec<V>(x + row * channels + c0, v);
#pragma unroll
    for (int k = 0; k < V; ++k) {
      v[k] = fmaf(v[k], a[k], b[k]);
      if (relu && v[k] < 0.f) v[k] = 0.f;
    }
    storeVec<V>(y + row * channels + c0, v);
  }
}

// Per-channel sums over rows (forward: x, x^2; backward: dy, dy (x - mean), dy masked by
// reluOut), one split of the rows per block, written as channelSumsKernel writes its partials so
// the finishing kernels serve both layouts; the block's row threads add their shares in a fixed
// order through shared memory.
template <class T, int V, bool kBackward>
__global__ void channelSumsNhwcKernel(i64 rows, int channels, const T* x, const T* dy, const float* mean,
                                      double* partials, const T* reluOut) {
  extern __shared__ double sums[];  // [blockDim.y][channels][2]
  const int c0 = threadIdx.x * V, split = blockIdx.x, splits = gridDim.x;
  double a[V], b[V];
  float mu[V];
#pragma unroll
  for (int k = 0; k < V; ++k) a[k] = b[k] = 0.0, mu[k] = kBackward ? mean[c0 + k] : 0.f;
  // U rows in flight per thread: a grid of ~2 blocks per multiprocessor needs them to keep enough
  // loads in flight (one row at a time reached half the memory bandwidth). The rows are still
  // added in the same order, a thread's rows one stride apart.
  constexpr int U = kBackward ? 2 : 4;
  const i64 stride = static_cast<i64>(splits) * blockDim.y;
  for (i64 row0 = static_cast<i64>(split) * blockDim.y + threadIdx.y; row0 < rows; row0 += U * stride) {
    float xv[U][V], d[U][V];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const i64 row = row0 + u * stride;
      if (row >= rows) {
#pragma unroll
        for (int k = 0; k < V; ++k) xv[u][k] = d[u][k] = 0.f;
        continue;
      }
      loadVec<V>(x + row * channels + c0, xv[u]);
      if (kBackward) {
        loadVec<V>(dy + row * channels + c0, d[u]);
        if (reluOut) {
          float o[V];
          loadVec<V>(reluOut + row * channels + c0, o);
#pragma unroll
          for (int k = 0; k < V; ++k)
            if (!(o[k] > 0.f)) d[u][k] = 0.f;
        }
      }
    }
#pragma unroll
    for (int u = 0; u < U; ++u) {
      if (row0 + u * stride >= rows) break;
#pragma unroll
      for (int k = 0; k < V; ++k) {
        if (kBackward) {
          a[k] += d[u][k];
          b[k] += static_cast<double>(d[u][k]) * (xv[u][k] - mu[k]);
        } else {
          a[k] += xv[u][k];
          b[k] += static_cast<double>(xv[u][k]) * xv[u][k];
        }
      }
    }
  }
  double* mine = sums + (static_cast<i64>(threadIdx.y) * channels + c0) * 2;
#pragma unroll
  for (int k = 0; k < V; ++k) mine[2 * k] = a[k], mine[2 * k + 1] = b[k];
  __syncthreads();
  const int flat = threadIdx.y * blockDim.x + threadIdx.x, count = blockDim.x * blockDim.y;
  for (int c = flat; c < channels; c += count) {
    double sa = 0.0, sb = 0.0;
    for (int r = 0; r < static_cast<int>(blockDim.y); ++r) {
      sa += sums[(static_cast<i64>(r) * channels + c) * 2];
      sb += sums[(static_cast<i64>(r) * channels + c) * 2 + 1];
    }
    partials[(static_cast<i64>(c) * splits + split) * 2] = sa;
    partials[(static_cast<i64>(c) * splits + split) * 2 + 1] = sb;
  }
}

// dx = k1 dy + k2 x + k3 per channel (the batch-norm backward formula, factors in registers).
template <class T, int V>
__global__ void backwardDxNhwcKernel(i64 rows, int channels, const T* x, const T* dy, const float* gamma,
                                     const float* mean, const float* invStd, const double* sums, T* dx, const T* reluOut,
                                     const double* count = nullptr, float scale = 1.f) {
  const int c0 = threadIdx.x * V;
  const float invM = count ? scale / static_cast<float>(*count) : 1.f / static_cast<float>(rows);
  float k1[V], k2[V], k3[V];
#pragma unroll
  for (int k = 0; k < V; ++k) {
    const int c = c0 + k;
    const float is = invStd[c], gi = gamma[c] * is;
    const float meanDy = static_cast<float>(sums[2 * c]) * invM, meanDyx = static_cast<float>(sums[2 * c + 1]) * invM;
    k1[k] = gi;
    k2[k] = -gi * is * is * meanDyx;
    k3[k] = -gi * meanDy - k2[k] * mean[c];
  }
  NNLAB_FOR_EACH_ROW(row, rows) {
    const i64 at = row * channels + c0;
    float xv[V], d[V];
    loadVec<V>(x + at, xv);
    loadVec<V>(dy + at, d);
    if (reluOut) {
      float o[V];
      loadVec<V>(reluOut + at, o);
#pragma unroll
      for (int k = 0; k < V; ++k)
        if (!(o[k] > 0.f)) d[k] = 0.f;
    }
#pragma unroll
    for (int k = 0; k < V; ++k) d[k] = fmaf(k1[k], d[k], fmaf(k2[k], xv[k], k3[k]));
    storeVec<V>(dx + at, d);
  }
}


void normalizeNhwc(cudaStream_t s, DType t, i64 rows, int c, const void* x, const float* gamma, const float* beta, void* y,
                   const float* mean, const float* invStdOrVar, float eps, bool fromVariance, bool relu) {
  nhwcLaunch(t, rows, c, {x, y}, 132 * 8, [&](auto tag, auto width, const VecLaunch& l) {
    using T = decltype(tag);
    normalizeNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(
        rows, c, static_cast<const T*>(x), gamma, beta, static_cast<T*>(y), mean, invStdOrVar, eps, fromVariance, relu);
  });
  NNLAB_LAUNCHED("normalizeNhwcKernel");
}

// Per-channel sums of channels-last rows into partials (the layout the finishing kernels read),
// one split of the rows per block; returns the number of splits.
template <bool kBackward>
int nhwcSums(cudaStream_t s, DType t, i64 rows, int c, const void* x, const void* dy, const float* mean, double* partials,
             const void* reluOut) {
  int splits = 1;
  nhwcLaunch(t, rows, c, {x, dy, reluOut}, 1, [&](auto tag, auto width, const VecLaunch& l) {  // its own grid: splits
    using T = decltype(tag);
    const int ty = static_cast<int>(l.block.y);
    splits = static_cast<int>(std::clamp<i64>(std::min<i64>(264, rows / (ty * 8)), 1, kMaxRowSplits));
    const std::size_t shared = static_cast<std::size_t>(ty) * c * 2 * sizeof(double);
    channelSumsNhwcKernel<T, decltype(width)::value, kBackward><<<splits, l.block, shared, s>>>(
        rows, c, static_cast<const T*>(x), static_cast<const T*>(dy), mean, partials, static_cast<const T*>(reluOut));
  });
  NNLAB_LAUNCHED("channelSumsNhwcKernel");
  return splits;
}

void batchNormBackwardNhwc(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                           const void* dy, const float* saveMean, const float* saveInvStd, void* dx, float* dgamma,
                           float* dbeta, double* scratch, const void* reluOut) {
  const i64 rows = static_cast<i64>(g.n) * g.spatial;
  double* sums = scratch + static_cast<i64>(g.c) * 2 * kScratchSplits;
  const int splits = nhwcSums<true>(s, t, rows, g.c, x, dy, saveMean, scratch, reluOut);
  backwardFinishKernel<<<NNLAB_FINISH_LAUNCH(g.c), 0, s>>>(g, splits, scratch, saveInvStd, dgamma, dbeta, sums);
  NNLAB_LAUNCHED("backwardFinishKernel");
  nhwcLaunch(t, rows, g.c, {x, dy, reluOut, dx}, 132 * 8, [&](auto tag, auto width, const VecLaunch& l) {
    using T = decltype(tag);
    backwardDxNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(
        rows, g.c, static_cast<const T*>(x), static_cast<const T*>(dy), gamma, saveMean, saveInvStd, sums,
        static_cast<T*>(dx), static_cast<const T*>(reluOut));
  });
  NNLAB_LAUNCHED("backwardDxNhwcKernel");
}

}  // namespace

i64 batchNormScratchDoubles(const BatchNormGeometry& g) { return static_cast<i64>(g.c) * (2 * kScratchSplits + 2); }

void channelSums(cudaStream_t s, DType t, const void* x, void* out, int n, int c, int spatial, double* scratch, bool nhwc) {
  if (nhwc && spatial > 1) {
    const i64 rows = static_cast<i64>(n) * spatial;
    const int splits = nhwcSums<false>(s, t, rows, c, x, nullptr, nullptr, scratch, nullptr);
    dispatchFloat(t, [&](auto tag) {
      using T = decltype(tag);
      sumsFinishKernel<<<NNLAB_FINISH_LAUNCH(c), 0, s>>>(c, splits, scratch, static_cast<T*>(out));
      NNLAB_LAUNCHED("sumsFinishKernel");
    });
    return;
  }
  const BatchNormGeometry g{n, c, spatial};
  const int splits = splitsFor(g);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, false><<<dim3(splits, c), kThreads, 0, s>>>(g, static_cast<const T*>(x), nullptr, nullptr, scratch);
    NNLAB_LAUNCHED("channelSumsKernel");
    sumsFinishKernel<<<NNLAB_FINISH_LAUNCH(c), 0, s>>>(c, splits, scratch, static_cast<T*>(out));
    NNLAB_LAUNCHED("sumsFinishKernel");
  });
}

void batchNormForwardTraining(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                              const float* beta, void* y, float* runningMean, float* runningVar, float momentum,
                              float eps, float* saveMean, float* saveInvStd, double* scratch, bool relu) {
  if (g.nhwc && g.spatial > 1) {
    const i64 rows = static_cast<i64>(g.n) * g.spatial;
    const int splits = nhwcSums<false>(s, t, rows, g.c, x, nullptr, nullptr, scratch, nullptr);
    statsFinishKernel<<<NNLAB_FINISH_LAUNCH(g.c), 0, s>>>(g, splits, scratch, runningMean, runningVar, momentum, eps,
                                                         saveMean, saveInvStd);
    NNLAB_LAUNCHED("statsFinishKernel");
    normalizeNhwc(s, t, rows, g.c, x, gamma, beta, y, saveMean, saveInvStd, eps, false, relu);
    return;
  }
  const int splits = splitsFor(g);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, false><<<dim3(splits, g.c), kThreads, 0, s>>>(g, static_cast<const T*>(x), nullptr, nullptr, scratch);
    NNLAB_LAUNCHED("channelSumsKernel");
    statsFinishKernel<<<NNLAB_FINISH_LAUNCH(g.c), 0, s>>>(g, splits, scratch, runningMean, runningVar, momentum, eps,
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
  if (g.nhwc && g.spatial > 1) {
    normalizeNhwc(s, t, static_cast<i64>(g.n) * g.spatial, g.c, x, gamma, beta, y, runningMean, runningVar, eps, true,
                  relu);
    return;
  }
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
  if (g.nhwc && g.spatial > 1) return batchNormBackwardNhwc(s, t, g, x, gamma, dy, saveMean, saveInvStd, dx, dgamma, dbeta,
                                                          scratch, reluOut);
  const int splits = splitsFor(g);
  double* sums = scratch + static_cast<i64>(g.c) * 2 * kScratchSplits;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, true><<<dim3(splits, g.c), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<const T*>(dy),
                                                                      saveMean, scratch, static_cast<const T*>(reluOut));
    NNLAB_LAUNCHED("channelSumsKernel");
    backwardFinishKernel<<<NNLAB_FINISH_LAUNCH(g.c), 0, s>>>(g, splits, scratch, saveInvStd, dgamma, dbeta, sums);
    NNLAB_LAUNCHED("backwardFinishKernel");
    backwardDxKernel<<<channelGrid(g.n, g.c, g.spatial), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<const T*>(dy), gamma,
                                                         saveMean, saveInvStd, sums, static_cast<T*>(dx),
                                                         static_cast<const T*>(reluOut));
    NNLAB_LAUNCHED("backwardDxKernel");
  });
}

// ---- synchronised batch norm: the parts of batchNormForwardTraining / batchNormBackward ----

// Per-channel sums of x (forward) or of dy and dy (x - mean) (backward) into scratch's partials;
// returns the number of splits.
template <bool kBackward>
int channelPartials(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const void* dy, const float* mean,
                    double* scratch, const void* reluOut) {
  if (g.nhwc && g.spatial > 1)
    return nhwcSums<kBackward>(s, t, static_cast<i64>(g.n) * g.spatial, g.c, x, dy, mean, scratch, reluOut);
  const int splits = splitsFor(g);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<T, kBackward><<<dim3(splits, g.c), kThreads, 0, s>>>(
        g, static_cast<const T*>(x), static_cast<const T*>(dy), mean, scratch, static_cast<const T*>(reluOut));
  });
  NNLAB_LAUNCHED("channelSumsKernel");
  return splits;
}

void batchNormSums(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, double* sums, double* scratch) {
  const int splits = channelPartials<false>(s, t, g, x, nullptr, nullptr, scratch, nullptr);
  partialsToSumsKernel<<<NNLAB_FINISH_LAUNCH(g.c), 0, s>>>(g.c, splits, scratch, sums, static_cast<double>(g.n) * g.spatial);
  NNLAB_LAUNCHED("partialsToSumsKernel");
}

void batchNormApply(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                    const float* beta, const double* sums, void* y, float* runningMean, float* runningVar, float momentum,
                    float eps, float* saveMean, float* saveInvStd, bool relu) {
  statsFromSumsKernel<<<(g.c + 127) / 128, 128, 0, s>>>(g.c, sums, runningMean, runningVar, momentum, eps, saveMean,
                                                         saveInvStd);
  NNLAB_LAUNCHED("statsFromSumsKernel");
  if (g.nhwc && g.spatial > 1) {
    normalizeNhwc(s, t, static_cast<i64>(g.n) * g.spatial, g.c, x, gamma, beta, y, saveMean, saveInvStd, eps, false, relu);
    return;
  }
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    normalizeKernel<<<channelGrid(g.n, g.c, g.spatial), kThreads, 0, s>>>(
        g, static_cast<const T*>(x), gamma, beta, static_cast<T*>(y), saveMean, saveInvStd, eps, false, relu);
  });
  NNLAB_LAUNCHED("normalizeKernel");
}

void batchNormGradSums(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const void* dy,
                       const float* saveMean, const float* saveInvStd, double* sums, float* dgamma, float* dbeta,
                       double* scratch, const void* reluOut) {
  const int splits = channelPartials<true>(s, t, g, x, dy, saveMean, scratch, reluOut);
  backwardFinishKernel<<<NNLAB_FINISH_LAUNCH(g.c), 0, s>>>(g, splits, scratch, saveInvStd, dgamma, dbeta, sums);
  NNLAB_LAUNCHED("backwardFinishKernel");
}

void batchNormGradApply(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                        const void* dy, const float* saveMean, const float* saveInvStd, const double* statSums,
                        const double* gradSums, double scale, void* dx, const void* reluOut) {
  const double* count = statSums + 2 * g.c;
  const float sc = static_cast<float>(scale);
  if (g.nhwc && g.spatial > 1) {
    const i64 rows = static_cast<i64>(g.n) * g.spatial;
    nhwcLaunch(t, rows, g.c, {x, dy, reluOut, dx}, 132 * 8, [&](auto tag, auto width, const VecLaunch& l) {
      using T = decltype(tag);
      backwardDxNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(
          rows, g.c, static_cast<const T*>(x), static_cast<const T*>(dy), gamma, saveMean, saveInvStd, gradSums,
          static_cast<T*>(dx), static_cast<const T*>(reluOut), count, sc);
    });
    NNLAB_LAUNCHED("backwardDxNhwcKernel");
    return;
  }
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    backwardDxKernel<<<channelGrid(g.n, g.c, g.spatial), kThreads, 0, s>>>(
        g, static_cast<const T*>(x), static_cast<const T*>(dy), gamma, saveMean, saveInvStd, gradSums, static_cast<T*>(dx),
        static_cast<const T*>(reluOut), count, sc);
  });
  NNLAB_LAUNCHED("backwardDxKernel");
}

void transposeBatched(cudaStream_t s, DType t, const void* src, void* dst, i64 batch, i64 rows, i64 cols) {
  if (batch == 0 || rows == 0 || cols == 0) return;
  if (rows == 1 || cols == 1) {  // the same order either way
    NNLAB_CUDA(cudaMemcpyAsync(dst, src, static_cast<std::size_t>(batch * rows * cols) * dtypeSize(t), cudaMemcpyDeviceToDevice, s));
    return;
  }
  if (batch > 65535 || (rows + 31) / 32 > 65535 || cols > (i64{1} << 30))
    fail(ErrorKind::Unsupported, "cuda transpose: " + std::to_string(batch) + " matrices of " + std::to_string(rows) + " x " +
                                     std::to_string(cols) + " are more than one launch takes");
  const int r = static_cast<int>(rows), c = static_cast<int>(cols);
  if (std::min(rows, cols) <= 16) {
    const unsigned blocks = gridFor(batch * std::max(rows, cols));
    switch (dtypeSize(t)) {
      case 2: transposeNarrowKernel<<<blocks, kThreads, 0, s>>>(static_cast<const std::uint16_t*>(src), static_cast<std::uint16_t*>(dst), batch, r, c); break;
      case 4: transposeNarrowKernel<<<blocks, kThreads, 0, s>>>(static_cast<const std::uint32_t*>(src), static_cast<std::uint32_t*>(dst), batch, r, c); break;
      case 8: transposeNarrowKernel<<<blocks, kThreads, 0, s>>>(static_cast<const std::uint64_t*>(src), static_cast<std::uint64_t*>(dst), batch, r, c); break;
      default: fail(ErrorKind::Unsupported, std::string("cuda transpose of ") + dtypeName(t));
    }
    NNLAB_LAUNCHED("transposeNarrowKernel");
    return;
  }
  const dim3 grid(static_cast<unsigned>((cols + 31) / 32), static_cast<unsigned>((rows + 31) / 32), static_cast<unsigned>(batch));
  switch (dtypeSize(t)) {
    case 2: transposeKernel<<<grid, dim3(32, 8), 0, s>>>(static_cast<const std::uint16_t*>(src), static_cast<std::uint16_t*>(dst), r, c); break;
    case 4: transposeKernel<<<grid, dim3(32, 8), 0, s>>>(static_cast<const std::uint32_t*>(src), static_cast<std::uint32_t*>(dst), r, c); break;
    case 8: transposeKernel<<<grid, dim3(32, 8), 0, s>>>(static_cast<const std::uint64_t*>(src), static_cast<std::uint64_t*>(dst), r, c); break;
    default: fail(ErrorKind::Unsupported, std::string("cuda transpose of ") + dtypeName(t));
  }
  NNLAB_LAUNCHED("transposeKernel");
}

}  // namespace nnlab::cuda

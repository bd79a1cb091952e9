// Pooling (NCHW or channels-last, the window-maximum index as the CPU backends define it).
// Backward passes gather (each input element sums the windows that contain it) instead of
// scattering with atomics, so results do not depend on thread scheduling.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"
#include "backends/cuda/cuda_nhwc.cuh"

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

// Input position (n, h, w) of row `row`, and the output windows covering it: [p0, p1) x [q0, q1).
struct CoveredRow {
  int n, me, p0, p1, q0, q1;
};
__device__ __forceinline__ CoveredRow coveredRow(const PoolGeometry& g, i64 row) {
  CoveredRow r;
  const unsigned r32 = static_cast<unsigned>(row), nh = r32 / g.w;  // rows < 2^31 (checked by the launchers)
  const int w = static_cast<int>(r32 - nh * g.w);
  r.n = static_cast<int>(nh / g.h);
  const int h = static_cast<int>(nh - r.n * g.h);
  r.me = h * g.w + w;
  coveringWindows(h, g.kH, g.strideH, g.padH, g.p, r.p0, r.p1);
  coveringWindows(w, g.kW, g.strideW, g.padW, g.q, r.q0, r.q1);
  return r;
}

template <class T, int V>
__global__ void maxPoolForwardNhwcKernel(PoolGeometry g, i64 rows, const T* x, T* y, std::int32_t* argmax) {
  const int c0 = threadIdx.x * V;
  NNLAB_FOR_EACH_ROW(row, rows) {
    const unsigned r32 = static_cast<unsigned>(row), np = r32 / g.q;
    const int q = static_cast<int>(r32 - np * g.q), n = static_cast<int>(np / g.p), p = static_cast<int>(np - n * g.p);
    const T* in = x + static_cast<i64>(n) * g.h * g.w * g.c + c0;
    float best[V];
    int where[V];
#pragma unroll
    for (int k = 0; k < V; ++k) best[k] = -INFINITY, where[k] = -1;
    forEachInWindow(g, p, q, [&](int at) {
      float v[V];
      loadVec<V>(in + static_cast<i64>(at) * g.c, v);
#pragma unroll
      for (int k = 0; k < V; ++k)
        if (where[k] < 0 || v[k] > best[k] || isnan(v[k])) best[k] = v[k], where[k] = at;
    });
    storeVec<V>(y + row * g.c + c0, best);
    storeInts<V>(argmax + row * g.c + c0, where);
  }
}

template <class T, int V>
__global__ void maxPoolBackwardNhwcKernel(PoolGeometry g, i64 rows, const T* dy, const std::int32_t* argmax, T* dx) {
  const int c0 = threadIdx.x * V;
  NNLAB_FOR_EACH_ROW(row, rows) {
    const CoveredRow r = coveredRow(g, row);
    const i64 base = static_cast<i64>(r.n) * g.p * g.q;
    float acc[V];
#pragma unroll
    for (int k = 0; k < V; ++k) acc[k] = 0.f;
    for (int p = r.p0; p < r.p1; ++p)
      for (int q = r.q0; q < r.q1; ++q) {
        const i64 o = (base + p * g.q + q) * g.c + c0;
        int am[V];
        loadInts<V>(argmax + o, am);
        bool any = false;
#pragma unroll
        for (int k = 0; k < V; ++k) any |= am[k] == r.me;
        if (!any) continue;
        float d[V];
        loadVec<V>(dy + o, d);
#pragma unroll
        for (int k = 0; k < V; ++k)
          if (am[k] == r.me) acc[k] += d[k];
      }
    storeVec<V>(dx + row * g.c + c0, acc);
  }
}

template <class T, int V> __global__ void avgPoolForwardNhwcKernel(PoolGeometry g, i64 rows, const T* x, T* y) {
  const int c0 = threadIdx.x * V;
  const float inv = 1.f / static_cast<float>(g.kH * g.kW);
  NNLAB_FOR_EACH_ROW(row, rows) {
    const unsigned r32 = static_cast<unsigned>(row), np = r32 / g.q;
    const int q = static_cast<int>(r32 - np * g.q), n = static_cast<int>(np / g.p), p = static_cast<int>(np - n * g.p);
    const T* in = x + static_cast<i64>(n) * g.h * g.w * g.c + c0;
    float acc[V];
#pragma unroll
    for (int k = 0; k < V; ++k) acc[k] = 0.f;
    forEachInWindow(g, p, q, [&](int at) {
      float v[V];
      loadVec<V>(in + static_cast<i64>(at) * g.c, v);
#pragma unroll
      for (int k = 0; k < V; ++k) acc[k] += v[k];
    });
#pragma unroll
    for (int k = 0; k < V; ++k) acc[k] *= inv;
    storeVec<V>(y + row * g.c + c0, acc);
  }
}

template <class T, int V> __global__ void avgPoolBackwardNhwcKernel(PoolGeometry g, i64 rows, const T* dy, T* dx) {
  const int c0 = threadIdx.x * V;
  const float inv = 1.f / static_cast<float>(g.kH * g.kW);
  NNLAB_FOR_EACH_ROW(row, rows) {
    const CoveredRow r = coveredRow(g, row);
    const i64 base = static_cast<i64>(r.n) * g.p * g.q;
    float acc[V];
#pragma unroll
    for (int k = 0; k < V; ++k) acc[k] = 0.f;
    for (int p = r.p0; p < r.p1; ++p)
      for (int q = r.q0; q < r.q1; ++q) {
        float d[V];
        loadVec<V>(dy + (base + p * g.q + q) * g.c + c0, d);
#pragma unroll
        for (int k = 0; k < V; ++k) acc[k] += d[k];
      }
#pragma unroll
    for (int k = 0; k < V; ++k) acc[k] *= inv;
    storeVec<V>(dx + row * g.c + c0, acc);
  }
}

// A channels-last pooling pass over `rows` positions: nhwcLaunch's launch(tag, width, grid).
template <class Launch>
void poolNhwc(DType t, int c, i64 rows, std::initializer_list<const void*> ptrs, Launch&& launch) {
  if (rows == 0 || c == 0) return;
  if (rows >= (i64{1} << 31)) fail(ErrorKind::Unsupported, "cuda pooling: more than 2^31 positions in one batch");
  nhwcLaunch(t, rows, c, ptrs, i64{1} << 20, launch);
}

// y = normalised x (channels-last).

}  // namespace

void maxPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y, std::int32_t* argmax) {
  if (g.nhwc) {
    const i64 rows = static_cast<i64>(g.n) * g.p * g.q;
    poolNhwc(t, g.c, rows, {x, y, argmax}, [&](auto tag, auto width, const VecLaunch& l) {
      using T = decltype(tag);
      maxPoolForwardNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(g, rows, static_cast<const T*>(x), static_cast<T*>(y), argmax);
    });
    NNLAB_LAUNCHED("maxPoolForwardNhwcKernel");
    return;
  }
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
  if (g.nhwc) {
    const i64 rows = static_cast<i64>(g.n) * g.h * g.w;
    poolNhwc(t, g.c, rows, {dy, argmax, dx}, [&](auto tag, auto width, const VecLaunch& l) {
      using T = decltype(tag);
      maxPoolBackwardNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(g, rows, static_cast<const T*>(dy), argmax, static_cast<T*>(dx));
    });
    NNLAB_LAUNCHED("maxPoolBackwardNhwcKernel");
    return;
  }
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
  if (g.nhwc) {
    const i64 rows = static_cast<i64>(g.n) * g.p * g.q;
    poolNhwc(t, g.c, rows, {x, y}, [&](auto tag, auto width, const VecLaunch& l) {
      using T = decltype(tag);
      avgPoolForwardNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(g, rows, static_cast<const T*>(x), static_cast<T*>(y));
    });
    NNLAB_LAUNCHED("avgPoolForwardNhwcKernel");
    return;
  }
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
  if (g.nhwc) {
    const i64 rows = static_cast<i64>(g.n) * g.h * g.w;
    poolNhwc(t, g.c, rows, {dy, dx}, [&](auto tag, auto width, const VecLaunch& l) {
      using T = decltype(tag);
      avgPoolBackwardNhwcKernel<T, decltype(width)::value><<<l.grid, l.block, 0, s>>>(g, rows, static_cast<const T*>(dy), static_cast<T*>(dx));
    });
    NNLAB_LAUNCHED("avgPoolBackwardNhwcKernel");
    return;
  }
  const i64 planes = static_cast<i64>(g.n) * g.c;
  if (planes == 0 || g.h == 0 || g.w == 0) return;
  const PlaneLaunch l = planeLaunch(planes, g.w, g.h);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    avgPoolBackwardKernel<T><<<l.grid, l.block, 0, s>>>(g, planes, static_cast<const T*>(dy), static_cast<T*>(dx));
  });
  NNLAB_LAUNCHED("avgPoolBackwardKernel");
}

}  // namespace nnlab::cuda

#pragma once
// Shared device helpers of the .cu files: f32 <-> f16/bf16 loads and stores, grid sizing, the
// float-type dispatch, and the counter-based hash of core/rng.h (the same numbers as the CPU).
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "backends/backend.h"
#include "backends/cuda/cuda_check.h"
#include "core/error.h"

namespace nnlab::cuda {

using i64 = std::int64_t;
using half = __half;
using bf16 = __nv_bfloat16;

__device__ __forceinline__ float toF(float v) { return v; }
__device__ __forceinline__ float toF(half v) { return __half2float(v); }
__device__ __forceinline__ float toF(bf16 v) { return __bfloat162float(v); }
template <class T> __host__ __device__ __forceinline__ T fromF(float v);
template <> __host__ __device__ __forceinline__ float fromF<float>(float v) { return v; }
template <> __host__ __device__ __forceinline__ half fromF<half>(float v) { return __float2half_rn(v); }
template <> __host__ __device__ __forceinline__ bf16 fromF<bf16>(float v) { return __float2bfloat16_rn(v); }

constexpr int kThreads = 256;
inline unsigned gridFor(i64 n, int threads = kThreads) {
  const i64 blocks = (n + threads - 1) / threads;
  return static_cast<unsigned>(std::max<i64>(1, std::min<i64>(blocks, 1 << 20)));  // grid-stride loops cover the rest
}

// Calls f(T{}) with T the C++ type of float dtype t (f32, f16, bf16).
template <class F> void dispatchFloat(DType t, F&& f) {
  switch (t) {
    case DType::F32: f(float{}); break;
    case DType::F16: f(half{}); break;
    case DType::BF16: f(bf16{}); break;
    default: fail(ErrorKind::Unsupported, std::string("the cuda backend has no ") + dtypeName(t) + " kernels");
  }
}

// core/rng.cpp's splitmix64 step, Rng::derive and hashCounter, on the device.
__host__ __device__ __forceinline__ std::uint64_t mix64hd(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
__host__ __device__ __forceinline__ std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t stream) {
  const std::uint64_t x = seed ^ (stream * 0xd1342543de82ef95ULL + 0x632be59bd9b4e019ULL);
  return mix64hd(x + 0x9e3779b97f4a7c15ULL);
}
__host__ __device__ __forceinline__ std::uint64_t hashCounterD(std::uint64_t seed, std::uint64_t counter) {
  return mix64hd(seed + counter * 0x9e3779b97f4a7c15ULL);
}
__device__ __forceinline__ float counterUniformD(std::uint64_t seed, std::uint64_t counter) {
  return static_cast<float>(hashCounterD(seed, counter) >> 40) * (1.0f / 16777216.0f);
}

// Block-wide sum in a fixed order (deterministic), for blockDim.x == kThreads.
template <class T> __device__ T blockSum(T v, T* shared) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) shared[warp] = v;
  __syncthreads();
  T total = 0;
  if (threadIdx.x == 0)
    for (int w = 0; w < (blockDim.x + 31) / 32; ++w) total += shared[w];
  __syncthreads();
  return total;  // valid in thread 0
}


// Calls f(i, c) for every element i of an (N, C, S) tensor (NCHW, S = H*W) with its channel c:
// one block per segment of a plane when planes are long (no per-element division), a flat walk
// with one division per element otherwise. Launch with channelGrid(n, c, spatial) x kThreads.
constexpr int kPerThread = 4;
template <class F> __device__ __forceinline__ void forEachWithChannel(int n, int c, int spatial, F&& f) {
  if (spatial >= 256) {
    const unsigned segs = (spatial + kThreads * kPerThread - 1) / (kThreads * kPerThread);
    const unsigned plane = blockIdx.x / segs, seg = blockIdx.x - plane * segs;
    const int ch = static_cast<int>(plane % c);
    const i64 base = static_cast<i64>(plane) * spatial;
    const int begin = static_cast<int>(seg) * kThreads * kPerThread;
    const int end = min(spatial, begin + kThreads * kPerThread);
    for (int s = begin + threadIdx.x; s < end; s += kThreads) f(base + s, ch);
  } else {
    const i64 total = static_cast<i64>(n) * c * spatial;
    for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < total; i += static_cast<i64>(gridDim.x) * blockDim.x)
      f(i, static_cast<int>((static_cast<unsigned long long>(i) / spatial) % c));
  }
}

inline unsigned channelGrid(int n, int c, int spatial) {
  if (spatial >= 256) {
    const unsigned segs = (spatial + kThreads * kPerThread - 1) / (kThreads * kPerThread);
    return static_cast<unsigned>(n) * c * segs;
  }
  return gridFor(static_cast<i64>(n) * c * spatial);
}

}  // namespace nnlab::cuda

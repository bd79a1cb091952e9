#pragma once
// Channels-last (NHWC) helpers shared by the pooling (cuda_pool.cu) and batch-norm (cuda_bn.cu)
// kernels: 16-byte channel groups per thread and the launch that picks them.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <type_traits>

#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {
namespace {

// ---- channels-last (NHWC): rows are the (n, h, w) positions, each with C contiguous channels ----
// Each thread owns V consecutive channels: 16 bytes (8 f16/bf16 or 4 f32) when C is a multiple of
// that and every pointer is 16-byte aligned, else one. Blocks are (C / V groups) x rows threads;
// a thread keeps its channel group for the whole grid-stride walk over rows, so per-channel
// factors live in registers, a row's position is located once for all V channels, and a warp
// reads whole rows.
template <class T> constexpr int kVec = 16 / static_cast<int>(sizeof(T));
template <int V, class T> __device__ __forceinline__ void loadVec(const T* p, float* f) {
  if constexpr (V == 1) {
    f[0] = toF(*p);
  } else {
    static_assert(V == kVec<T>);
    const uint4 raw = *reinterpret_cast<const uint4*>(p);
    const T* e = reinterpret_cast<const T*>(&raw);
#pragma unroll
    for (int k = 0; k < V; ++k) f[k] = toF(e[k]);
  }
}
template <int V, class T> __device__ __forceinline__ void storeVec(T* p, const float* f) {
  if constexpr (V == 1) {
    *p = fromF<T>(f[0]);
  } else {
    static_assert(V == kVec<T>);
    uint4 raw;
    T* e = reinterpret_cast<T*>(&raw);
#pragma unroll
    for (int k = 0; k < V; ++k) e[k] = fromF<T>(f[k]);
    *reinterpret_cast<uint4*>(p) = raw;
  }
}
template <int V> __device__ __forceinline__ void loadInts(const std::int32_t* p, int* v) {
  if constexpr (V == 1) {
    v[0] = *p;
  } else {
#pragma unroll
    for (int k = 0; k < V; k += 4) {
      const int4 w = *reinterpret_cast<const int4*>(p + k);
      v[k] = w.x, v[k + 1] = w.y, v[k + 2] = w.z, v[k + 3] = w.w;
    }
  }
}
template <int V> __device__ __forceinline__ void storeInts(std::int32_t* p, const int* v) {
  if constexpr (V == 1) {
    *p = v[0];
  } else {
#pragma unroll
    for (int k = 0; k < V; k += 4) *reinterpret_cast<int4*>(p + k) = make_int4(v[k], v[k + 1], v[k + 2], v[k + 3]);
  }
}
#define NNLAB_FOR_EACH_ROW(row, rows) \
  for (i64 row = static_cast<i64>(blockIdx.x) * blockDim.y + threadIdx.y; row < (rows); row += static_cast<i64>(gridDim.x) * blockDim.y)

inline bool aligned16(const void* p) { return reinterpret_cast<std::uintptr_t>(p) % 16 == 0; }
// Whether 16 bytes of channels per thread fit channel count c with these pointers.
inline bool vecFits(std::size_t elementBytes, int c, std::initializer_list<const void*> ptrs) {
  const int v = 16 / static_cast<int>(elementBytes);
  if (c % v != 0 || c / v > kThreads) return false;
  for (const void* p : ptrs)
    if (p && !aligned16(p)) return false;
  return true;
}
struct VecLaunch {
  dim3 grid, block;
};
// Calls launch(T{}, std::integral_constant<int, V>{}, VecLaunch) for float type t, V the widest
// channel group the channels and pointers allow; grids of at most maxBlocks blocks.
template <class Launch>
void nhwcLaunch(DType t, i64 rows, int c, std::initializer_list<const void*> ptrs, i64 maxBlocks, Launch&& launch) {
  const bool wide = vecFits(dtypeSize(t), c, ptrs);
  if (!wide && c > 1024)
    fail(ErrorKind::Unsupported, "cuda: channels-last tensors of " + std::to_string(c) +
                                     " channels (more than 1024, not a multiple of 16 bytes)");
  auto grid = [&](int groups) {
    const int ty = std::max(1, kThreads / groups);
    const i64 blocks = std::clamp<i64>((rows + ty - 1) / ty, 1, maxBlocks);
    return VecLaunch{dim3(static_cast<unsigned>(blocks)), dim3(groups, ty)};
  };
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    if (wide)
      launch(tag, std::integral_constant<int, kVec<T>>{}, grid(c / kVec<T>));
    else
      launch(tag, std::integral_constant<int, 1>{}, grid(c));
  });
}


}  // namespace
}  // namespace nnlab::cuda

// Reductions, batch gathering, the epoch shuffle (CUB radix sort of counter-hash keys, the same
// order as Backend::shuffleOrder computes on the host) and the StepState cursor.
#include <cub/cub.cuh>

#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {

template <class T> __global__ void sumPartialsKernel(const T* p, i64 n, double* partials) {
  __shared__ double shared[32];
  double acc = 0.0;
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < n; i += static_cast<i64>(gridDim.x) * blockDim.x)
    acc += static_cast<double>(toF(p[i]));
  const double total = blockSum(acc, shared);
  if (threadIdx.x == 0) partials[blockIdx.x] = total;
}

__global__ void sumFinishKernel(const double* partials, int count, double* result) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    double total = 0.0;
    for (int i = 0; i < count; ++i) total += partials[i];
    *result = total;
  }
}

template <class T> __global__ void nonFiniteKernel(const T* p, i64 n, unsigned* flag) {
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < n; i += static_cast<i64>(gridDim.x) * blockDim.x)
    if (!isfinite(toF(p[i]))) {
      atomicOr(flag, 1u);
      return;
    }
}

__device__ __forceinline__ float loadAny(const std::uint8_t* p, i64 i) { return static_cast<float>(p[i]); }
template <class T> __device__ __forceinline__ float loadAny(const T* p, i64 i) { return toF(p[i]); }

// blockIdx.y (grid-stride) picks the row, x threads walk its elements.
template <class S, class D>
__global__ void gatherKernel(const S* src, i64 srcRows, D* dst, const std::int32_t* idx, i64 rows, i64 rowSize,
                             float scale, const double* state) {
  const i64 offset = state ? static_cast<i64>(state[kStepCursor]) : 0;
  for (i64 r = blockIdx.y; r < rows; r += gridDim.y) {
    const i64 from = idx[offset + r];
    const bool ok = from >= 0 && from < srcRows;
    const S* s = src + from * rowSize;
    D* d = dst + r * rowSize;
    for (i64 j = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; j < rowSize; j += static_cast<i64>(gridDim.x) * blockDim.x)
      d[j] = ok ? fromF<D>(loadAny(s, j) * scale) : fromF<D>(0.f);
  }
}

__global__ void gatherLabelsKernel(const std::int32_t* src, i64 srcRows, std::int32_t* dst, const std::int32_t* idx,
                                   i64 rows, i64 rowSize, const double* state) {
  const i64 offset = state ? static_cast<i64>(state[kStepCursor]) : 0;
  const i64 total = rows * rowSize;
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < total; i += static_cast<i64>(gridDim.x) * blockDim.x) {
    const i64 r = i / rowSize, j = i % rowSize;
    const i64 from = idx[offset + r];
    dst[i] = from >= 0 && from < srcRows ? src[from * rowSize + j] : -1;
  }
}

// blockIdx.y (grid-stride) picks the row; the first thread of the row's first block copies the label.
// With staged, image row r is already at row r of `images` (a prefetched batch); only the labels
// are looked up through the order.
template <class D>
__global__ void gatherSamplesKernel(const std::uint8_t* images, const std::int32_t* labels, i64 srcRows, D* x,
                                    std::int32_t* y, const std::int32_t* order, i64 rows, i64 rowSize,
                                    const double* state, bool staged) {
  const i64 offset = static_cast<i64>(state[kStepCursor]);
  for (i64 r = blockIdx.y; r < rows; r += gridDim.y) {
    const i64 from = order[offset + r];
    const bool ok = from >= 0 && from < srcRows;
    if (blockIdx.x == 0 && threadIdx.x == 0) y[r] = ok ? labels[from] : -1;
    const std::uint8_t* s = images + (staged ? r : from) * rowSize;
    D* d = x + r * rowSize;
    for (i64 j = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; j < rowSize; j += static_cast<i64>(gridDim.x) * blockDim.x)
      d[j] = ok ? fromF<D>(static_cast<float>(s[j]) * (1.f / 255.f)) : fromF<D>(0.f);
  }
}

__global__ void shuffleKeysKernel(std::uint64_t* keys, std::int32_t* values, i64 n, std::uint64_t seed) {
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < n; i += static_cast<i64>(gridDim.x) * blockDim.x) {
    keys[i] = hashCounterD(seed, static_cast<std::uint64_t>(i));
    values[i] = static_cast<std::int32_t>(i);
  }
}

__global__ void permuteKernel(const std::int32_t* items, const std::int32_t* perm, std::int32_t* order, i64 n) {
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < n; i += static_cast<i64>(gridDim.x) * blockDim.x)
    order[i] = items[perm[i]];
}

__global__ void advanceKernel(double* state, i64 rows) {
  state[kStepCursor] += static_cast<double>(rows);
  state[kStepBatch] += 1.0;
}

struct ShuffleLayout {
  std::size_t keysIn, keysOut, valsIn, valsOut, temp, tempBytes, total;
};

ShuffleLayout shuffleLayout(i64 n) {
  auto align = [](std::size_t b) { return (b + 255) & ~std::size_t{255}; };
  ShuffleLayout l{};
  std::size_t tempBytes = 0;
  NNLAB_CUDA(cub::DeviceRadixSort::SortPairs(nullptr, tempBytes, static_cast<std::uint64_t*>(nullptr),
                                             static_cast<std::uint64_t*>(nullptr), static_cast<std::int32_t*>(nullptr),
                                             static_cast<std::int32_t*>(nullptr), static_cast<int>(n)));
  const std::size_t keyBytes = align(static_cast<std::size_t>(n) * 8), valBytes = align(static_cast<std::size_t>(n) * 4);
  l.keysIn = 0;
  l.keysOut = keyBytes;
  l.valsIn = 2 * keyBytes;
  l.valsOut = 2 * keyBytes + valBytes;
  l.temp = 2 * keyBytes + 2 * valBytes;
  l.tempBytes = tempBytes;
  l.total = l.temp + align(tempBytes);
  return l;
}

}  // namespace

void sum(cudaStream_t s, DType t, const void* p, i64 n, double* partials, double* result) {
  const int blocks = static_cast<int>(std::min<i64>(kReducePartials, std::max<i64>(1, (n + kThreads - 1) / kThreads)));
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    sumPartialsKernel<<<blocks, kThreads, 0, s>>>(static_cast<const T*>(p), n, partials);
  });
  NNLAB_LAUNCHED("sumPartialsKernel");
  sumFinishKernel<<<1, 32, 0, s>>>(partials, blocks, result);
  NNLAB_LAUNCHED("sumFinishKernel");
}

void flagNonFinite(cudaStream_t s, DType t, const void* p, i64 n, unsigned* flag) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    nonFiniteKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<const T*>(p), n, flag);
  });
  NNLAB_LAUNCHED("nonFiniteKernel");
}

void gatherRows(cudaStream_t s, DType srcT, const void* src, i64 srcRows, DType dstT, void* dst, const std::int32_t* idx,
                i64 rows, i64 rowSize, float scaleU8, const double* state) {
  if (rows == 0 || rowSize == 0) return;
  if (srcT == DType::I32) {
    if (dstT != DType::I32) fail(ErrorKind::Internal, "gatherRows: i32 rows gather into i32 only");
    gatherLabelsKernel<<<gridFor(rows * rowSize), kThreads, 0, s>>>(static_cast<const std::int32_t*>(src), srcRows,
                                                                   static_cast<std::int32_t*>(dst), idx, rows, rowSize, state);
    NNLAB_LAUNCHED("gatherLabelsKernel");
    return;
  }
  const dim3 grid(static_cast<unsigned>(std::min<i64>((rowSize + kThreads - 1) / kThreads, 1024)),
                  static_cast<unsigned>(std::min<i64>(rows, 65535)));
  dispatchFloat(dstT, [&](auto dtag) {
    using D = decltype(dtag);
    if (srcT == DType::U8) {
      gatherKernel<<<grid, kThreads, 0, s>>>(static_cast<const std::uint8_t*>(src), srcRows, static_cast<D*>(dst), idx, rows,
                                             rowSize, scaleU8, state);
    } else {
      if (srcT != dstT) fail(ErrorKind::Internal, "gatherRows: float rows keep their type");
      gatherKernel<<<grid, kThreads, 0, s>>>(static_cast<const D*>(src), srcRows, static_cast<D*>(dst), idx, rows, rowSize,
                                             1.f, state);
    }
  });
  NNLAB_LAUNCHED("gatherKernel");
}

void gatherSamples(cudaStream_t s, const std::uint8_t* images, const std::int32_t* labels, i64 srcRows, DType xT, void* x,
                   std::int32_t* y, const std::int32_t* order, i64 rows, i64 rowSize, const double* state, bool staged) {
  if (rows == 0) return;
  const dim3 grid(static_cast<unsigned>(std::max<i64>(1, std::min<i64>((rowSize + kThreads - 1) / kThreads, 1024))),
                  static_cast<unsigned>(std::min<i64>(rows, 65535)));
  dispatchFloat(xT, [&](auto tag) {
    using D = decltype(tag);
    gatherSamplesKernel<<<grid, kThreads, 0, s>>>(images, labels, srcRows, static_cast<D*>(x), y, order, rows, rowSize, state,
                                                  staged);
  });
  NNLAB_LAUNCHED("gatherSamplesKernel");
}

namespace {
// One block per staged row (grid-stride); 16-byte words when the rows allow, bytes otherwise.
// Reading mapped host memory, each load crosses PCIe: few blocks keep it streaming without
// taking many multiprocessors from the step that runs beside it.
template <class W>
__global__ void prefetchRowsKernel(const unsigned char* src, i64 srcRows, unsigned char* dst, const std::int32_t* order,
                                   i64 orderLen, i64 rows, i64 rowBytes, const double* state, i64 ahead) {
  const i64 start = static_cast<i64>(state[kStepCursor]) + ahead;
  const i64 words = rowBytes / static_cast<i64>(sizeof(W));
  for (i64 r = blockIdx.x; r < rows; r += gridDim.x) {
    const i64 pos = start + r;
    if (pos < 0 || pos >= orderLen) continue;
    const i64 from = order[pos];
    if (from < 0 || from >= srcRows) continue;
    const W* s = reinterpret_cast<const W*>(src + from * rowBytes);
    W* d = reinterpret_cast<W*>(dst + r * rowBytes);
    for (i64 j = threadIdx.x; j < words; j += blockDim.x) d[j] = s[j];
  }
}
}  // namespace

void prefetchRows(cudaStream_t s, const void* src, i64 srcRows, void* dst, const std::int32_t* order, i64 orderLen,
                  i64 rows, i64 rowBytes, const double* state, i64 ahead) {
  if (rows == 0 || rowBytes == 0) return;
  const unsigned blocks = static_cast<unsigned>(std::min<i64>(rows, 32));
  const auto* from = static_cast<const unsigned char*>(src);
  auto* to = static_cast<unsigned char*>(dst);
  const bool wide = rowBytes % 16 == 0 && reinterpret_cast<std::uintptr_t>(src) % 16 == 0 &&
                    reinterpret_cast<std::uintptr_t>(dst) % 16 == 0;
  if (wide)
    prefetchRowsKernel<uint4><<<blocks, kThreads, 0, s>>>(from, srcRows, to, order, orderLen, rows, rowBytes, state, ahead);
  else
    prefetchRowsKernel<unsigned char><<<blocks, kThreads, 0, s>>>(from, srcRows, to, order, orderLen, rows, rowBytes, state, ahead);
  NNLAB_LAUNCHED("prefetchRowsKernel");
}

std::size_t shuffleScratchBytes(i64 n) { return shuffleLayout(n).total; }

void shuffleOrder(cudaStream_t s, const std::int32_t* items, std::int32_t* order, i64 n, std::uint64_t seed, void* scratch,
                  std::size_t scratchBytes) {
  if (n == 0) return;
  const ShuffleLayout l = shuffleLayout(n);
  if (scratchBytes < l.total) fail(ErrorKind::Internal, "shuffleOrder: scratch too small");
  char* base = static_cast<char*>(scratch);
  auto* keysIn = reinterpret_cast<std::uint64_t*>(base + l.keysIn);
  auto* keysOut = reinterpret_cast<std::uint64_t*>(base + l.keysOut);
  auto* valsIn = reinterpret_cast<std::int32_t*>(base + l.valsIn);
  auto* valsOut = reinterpret_cast<std::int32_t*>(base + l.valsOut);
  shuffleKeysKernel<<<gridFor(n), kThreads, 0, s>>>(keysIn, valsIn, n, seed);
  NNLAB_LAUNCHED("shuffleKeysKernel");
  std::size_t tempBytes = l.tempBytes;
  NNLAB_CUDA(cub::DeviceRadixSort::SortPairs(base + l.temp, tempBytes, keysIn, keysOut, valsIn, valsOut,
                                             static_cast<int>(n), 0, 64, s));
  permuteKernel<<<gridFor(n), kThreads, 0, s>>>(items, valsOut, order, n);
  NNLAB_LAUNCHED("permuteKernel");
}

void advanceStep(cudaStream_t s, double* state, i64 rows) {
  advanceKernel<<<1, 1, 0, s>>>(state, rows);
  NNLAB_LAUNCHED("advanceKernel");
}

__device__ __forceinline__ unsigned long long globalTimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void stampKernel(int what, unsigned long long* ring, unsigned* counter, unsigned capacity,
                            unsigned long long* scratch, int first) {
  const unsigned long long now = globalTimer();
  unsigned long long* slot = ring + static_cast<std::size_t>(*counter % capacity) * kStampSlots;
  switch (static_cast<Stamp>(what)) {
    case Stamp::BucketStart:
      *scratch = now;
      if (first) slot[0] = 0, slot[1] = now;
      break;
    case Stamp::BucketEnd: slot[0] += now - *scratch; break;
    case Stamp::BackwardEnd: slot[2] = now; break;
    case Stamp::Joined:
      slot[3] = now;
      *counter += 1;
      break;
  }
}

void stamp(cudaStream_t s, Stamp what, unsigned long long* ring, unsigned* counter, unsigned capacity,
           unsigned long long* scratch, bool first) {
  stampKernel<<<1, 1, 0, s>>>(static_cast<int>(what), ring, counter, capacity, scratch, first ? 1 : 0);
  NNLAB_LAUNCHED("stampKernel");
}

}  // namespace nnlab::cuda


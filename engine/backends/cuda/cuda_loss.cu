// Losses and the confusion matrix. Each loss runs in one block whose warps take rows in turn and
// sum in a fixed order, so the batch mean is the same on every run; grad is written in the same pass.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {

constexpr int kWarps = kThreads / 32;

__device__ __forceinline__ i64 lossSlot(const double* state) { return state ? static_cast<i64>(state[kStepBatch]) : 0; }
__device__ __forceinline__ float gradScale(const double* state) {
  return state ? static_cast<float>(state[kStepLossScale]) : 1.f;
}

// Writes mean = (sum of the warps' partials) / count to loss[slot]; thread 0 of the block only.
__device__ void finishMean(const double* warpTotals, double count, float* loss, const double* state) {
  double total = 0.0;
  for (int w = 0; w < kWarps; ++w) total += warpTotals[w];
  loss[lossSlot(state)] = static_cast<float>(count > 0 ? total / count : 0.0);
}

// The row's first maximum (the CPU backends' argmax), reduced over the warp.
__device__ __forceinline__ void warpArgmax(float& value, i64& index) {
  for (int o = 16; o > 0; o >>= 1) {
    const float v = __shfl_xor_sync(0xffffffffu, value, o);
    const i64 i = __shfl_xor_sync(0xffffffffu, index, o);
    if (v > value || (v == value && i < index)) {
      value = v;
      index = i;
    }
  }
}

template <class T> __device__ void countRow(const T* row, i64 k, std::int32_t y, int lane, unsigned long long* confusion) {
  float best = -INFINITY;
  i64 at = k;  // past the end: "none yet"
  for (i64 j = lane; j < k; j += 32) {
    const float v = toF(row[j]);
    if (at == k || v > best) {
      best = v;
      at = j;
    }
  }
  if (at == k) best = -INFINITY;
  warpArgmax(best, at);
  if (at >= k) at = 0;
  if (lane == 0 && y >= 0 && y < k) atomicAdd(confusion + y * k + at, 1ull);
}

template <class T>
__global__ void softmaxCrossEntropyKernel(const T* z, const std::int32_t* labels, i64 n, i64 k, float* loss, T* grad,
                                          const double* state, unsigned long long* confusion) {
  __shared__ double warpTotals[kWarps];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const float scale = gradScale(state);
  double mine = 0.0;  // lane 0's running total of this warp's rows
  for (i64 r = warp; r < n; r += kWarps) {
    const T* row = z + r * k;
    float m = -INFINITY;
    for (i64 j = lane; j < k; j += 32) m = fmaxf(m, toF(row[j]));
    for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    float se = 0.f;
    for (i64 j = lane; j < k; j += 32) se += expf(toF(row[j]) - m);
    for (int o = 16; o > 0; o >>= 1) se += __shfl_xor_sync(0xffffffffu, se, o);
    const float logSumExp = m + logf(se);
    const std::int32_t y = labels[r];
    const bool valid = y >= 0 && y < k;
    if (lane == 0) mine += valid ? static_cast<double>(logSumExp - toF(row[y])) : static_cast<double>(NAN);
    if (grad)
      for (i64 j = lane; j < k; j += 32) {
        const float p = expf(toF(row[j]) - logSumExp);
        grad[r * k + j] = fromF<T>((p - (j == y ? 1.f : 0.f)) / static_cast<float>(n) * scale);
      }
    if (confusion) countRow(row, k, y, lane, confusion);
  }
  if (lane == 0) warpTotals[warp] = mine;
  __syncthreads();
  if (threadIdx.x == 0) finishMean(warpTotals, static_cast<double>(n), loss, state);
}

template <class T>
__global__ void mseOneHotKernel(const T* out, const std::int32_t* labels, i64 n, i64 k, float* loss, T* grad,
                                const double* state, unsigned long long* confusion) {
  __shared__ double warpTotals[kWarps];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const float scale = gradScale(state);
  const float denom = static_cast<float>(n * k);
  double mine = 0.0;
  for (i64 r = warp; r < n; r += kWarps) {
    const std::int32_t y = labels[r];
    float se = 0.f;
    for (i64 j = lane; j < k; j += 32) {
      const float d = toF(out[r * k + j]) - (j == y ? 1.f : 0.f);
      se += d * d;
      if (grad) grad[r * k + j] = fromF<T>(2.f * d / denom * scale);
    }
    for (int o = 16; o > 0; o >>= 1) se += __shfl_xor_sync(0xffffffffu, se, o);
    if (lane == 0) mine += (y >= 0 && y < k) ? static_cast<double>(se) : static_cast<double>(NAN);
    if (confusion) countRow(out + r * k, k, y, lane, confusion);
  }
  if (lane == 0) warpTotals[warp] = mine;
  __syncthreads();
  if (threadIdx.x == 0) finishMean(warpTotals, static_cast<double>(n * k), loss, state);
}

template <class T>
__global__ void confusionKernel(const T* z, const std::int32_t* labels, i64 n, i64 k, unsigned long long* confusion) {
  for (i64 r = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; r < n; r += static_cast<i64>(gridDim.x) * blockDim.x) {
    const T* row = z + r * k;
    i64 best = 0;
    float bestValue = toF(row[0]);
    for (i64 j = 1; j < k; ++j) {
      const float v = toF(row[j]);
      if (v > bestValue) {
        bestValue = v;
        best = j;
      }
    }
    const std::int32_t y = labels[r];
    if (y >= 0 && y < k) atomicAdd(confusion + y * k + best, 1ull);
  }
}

void requireF32Loss(DType lossT) {
  if (lossT != DType::F32) fail(ErrorKind::Internal, "cuda losses are written as f32");
}

}  // namespace

void softmaxCrossEntropy(cudaStream_t s, DType t, const void* logits, const std::int32_t* labels, i64 n, i64 k,
                         DType lossT, void* loss, void* grad, const double* state, long long* confusion) {
  requireF32Loss(lossT);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    softmaxCrossEntropyKernel<<<1, kThreads, 0, s>>>(static_cast<const T*>(logits), labels, n, k, static_cast<float*>(loss),
                                                     static_cast<T*>(grad), state,
                                                     reinterpret_cast<unsigned long long*>(confusion));
  });
  NNLAB_LAUNCHED("softmaxCrossEntropyKernel");
}

void mseOneHot(cudaStream_t s, DType t, const void* out, const std::int32_t* labels, i64 n, i64 k, DType lossT,
               void* loss, void* grad, const double* state, long long* confusion) {
  requireF32Loss(lossT);
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    mseOneHotKernel<<<1, kThreads, 0, s>>>(static_cast<const T*>(out), labels, n, k, static_cast<float*>(loss),
                                           static_cast<T*>(grad), state, reinterpret_cast<unsigned long long*>(confusion));
  });
  NNLAB_LAUNCHED("mseOneHotKernel");
}

void confusionUpdate(cudaStream_t s, DType t, const void* logits, const std::int32_t* labels, i64 n, i64 k,
                     long long* confusion) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    confusionKernel<<<gridFor(n, 128), 128, 0, s>>>(static_cast<const T*>(logits), labels, n, k,
                                                   reinterpret_cast<unsigned long long*>(confusion));
  });
  NNLAB_LAUNCHED("confusionKernel");
}

}  // namespace nnlab::cuda

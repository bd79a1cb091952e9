// Fused optimizer updates over all parameters in one launch: each block takes a chunk of one
// parameter from a table built once per parameter set. Mixed precision: 16-bit values with f32
// master weights and state; dynamic loss scaling skips a step whose gradients overflowed.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {

__device__ __forceinline__ float loadValue(const void* p, int type, i64 i) {
  switch (type) {
    case 1: return toF(static_cast<const half*>(p)[i]);
    case 2: return toF(static_cast<const bf16*>(p)[i]);
    default: return static_cast<const float*>(p)[i];
  }
}

__device__ __forceinline__ void storeValue(void* p, int type, i64 i, float v) {
  switch (type) {
    case 1: static_cast<half*>(p)[i] = fromF<half>(v); break;
    case 2: static_cast<bf16*>(p)[i] = fromF<bf16>(v); break;
    default: static_cast<float*>(p)[i] = v;
  }
}

__global__ void checkKernel(const OptTensor* tensors, const OptChunk* chunks, unsigned* flag) {
  const OptChunk c = chunks[blockIdx.x];
  const OptTensor& t = tensors[c.tensor];
  const i64 end = min(t.n, c.start + kOptChunk);
  bool bad = false;
  for (i64 i = c.start + threadIdx.x; i < end; i += blockDim.x) bad = bad || !isfinite(loadValue(t.grad, t.valueType, i));
  if (__syncthreads_or(bad) && threadIdx.x == 0) atomicOr(flag, 1u);
}

__device__ void finishStep(double* state, unsigned* flag, int dynamic, i64 advanceRows);

// The last block to finish (counted in done[0]) ends the step: one launch instead of two.
__global__ void updateKernel(const OptTensor* tensors, const OptChunk* chunks, OptHyper h, double* state,
                             unsigned* flag, unsigned* done, i64 advanceRows) {
  const bool skip = h.dynamic && *flag;  // an overflowed step is skipped
  const OptChunk c = chunks[blockIdx.x];
  const OptTensor& t = tensors[c.tensor];
  const float lr = state ? static_cast<float>(state[kStepLr]) : h.lr;
  const float invScale = state ? static_cast<float>(1.0 / state[kStepLossScale]) : 1.f;
  const double step = state ? state[kStepGlobal] + 1.0 : h.step;
  const float wd = t.decay ? h.weightDecay : 0.f;
  const float corr1 = h.adam ? static_cast<float>(1.0 - pow(static_cast<double>(h.beta1), step)) : 1.f;
  const float corr2 = h.adam ? static_cast<float>(1.0 - pow(static_cast<double>(h.beta2), step)) : 1.f;
  const i64 end = skip ? c.start : min(t.n, c.start + kOptChunk);
  for (i64 i = c.start + threadIdx.x; i < end; i += blockDim.x) {
    float g = loadValue(t.grad, t.valueType, i) * invScale;
    float w = t.master ? t.master[i] : loadValue(t.value, t.valueType, i);
    g += wd * w;
    if (h.adam) {
      const float m = h.beta1 * t.state1[i] + (1.f - h.beta1) * g;
      const float v = h.beta2 * t.state2[i] + (1.f - h.beta2) * g * g;
      t.state1[i] = m;
      t.state2[i] = v;
      w -= lr * (m / corr1) / (sqrtf(v / corr2) + h.eps);
    } else {
      float update = g;
      if (h.momentum != 0.f) {
        const float v = h.momentum * t.state1[i] + g;
        t.state1[i] = v;
        update = h.nesterov ? g + h.momentum * v : v;
      }
      w -= lr * update;
    }
    if (t.master) t.master[i] = w;
    storeValue(t.value, t.valueType, i, w);
  }
  if (!state) return;
  __shared__ bool last;
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();  // this block's reads of state and flag are done before it is counted
    last = atomicAdd(done, 1u) == gridDim.x - 1;
  }
  __syncthreads();
  if (last && threadIdx.x == 0) {
    finishStep(state, flag, h.dynamic, advanceRows);
    *done = 0u;
  }
}

__global__ void finishKernel(double* state, unsigned* flag, int dynamic, i64 advanceRows) {
  finishStep(state, flag, dynamic, advanceRows);
}

__device__ void finishStep(double* state, unsigned* flag, int dynamic, i64 advanceRows) {
  if (advanceRows > 0) {
    state[kStepCursor] += static_cast<double>(advanceRows);
    state[kStepBatch] += 1.0;
  }
  if (dynamic && *flag) {
    state[kStepSkipped] += 1.0;
    state[kStepLossScale] = fmax(1.0, state[kStepLossScale] * 0.5);
    state[kStepGoodSteps] = 0.0;
  } else {
    state[kStepGlobal] += 1.0;
    if (dynamic && (state[kStepGoodSteps] += 1.0) >= kLossScaleGrowthInterval) {
      state[kStepLossScale] *= 2.0;
      state[kStepGoodSteps] = 0.0;
    }
  }
  *flag = 0u;
}

}  // namespace

void optimizerCheck(cudaStream_t s, const OptTensor* tensors, const OptChunk* chunks, int chunkCount, unsigned* flag) {
  if (chunkCount == 0) return;
  checkKernel<<<chunkCount, kThreads, 0, s>>>(tensors, chunks, flag);
  NNLAB_LAUNCHED("optimizer checkKernel");
}

void optimizerUpdate(cudaStream_t s, const OptTensor* tensors, const OptChunk* chunks, int chunkCount,
                     const OptHyper& h, double* state, unsigned* flag, unsigned* done, i64 advanceRows) {
  if (chunkCount == 0) {
    if (state) optimizerFinish(s, state, flag, h.dynamic, advanceRows);
    return;
  }
  updateKernel<<<chunkCount, kThreads, 0, s>>>(tensors, chunks, h, state, flag, done, advanceRows);
  NNLAB_LAUNCHED("optimizer updateKernel");
}

void optimizerFinish(cudaStream_t s, double* state, unsigned* flag, int dynamic, i64 advanceRows) {
  finishKernel<<<1, 1, 0, s>>>(state, flag, dynamic, advanceRows);
  NNLAB_LAUNCHED("optimizer finishKernel");
}

}  // namespace nnlab::cuda

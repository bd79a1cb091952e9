// Elementwise kernels of the cuda backend: fill, add, scale, type conversion, activations,
// dropout, bias rows and column sums. Arithmetic in f32 whatever the storage type.
#include <cmath>

#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {

#define GRID_STRIDE(i, n) for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < (n); i += static_cast<i64>(gridDim.x) * blockDim.x)

template <class T> __global__ void fillKernel(T* p, i64 n, T v) {
  GRID_STRIDE(i, n) p[i] = v;
}

template <class T> __global__ void addKernel(const T* a, const T* b, T* y, i64 n) {
  GRID_STRIDE(i, n) y[i] = fromF<T>(toF(a[i]) + toF(b[i]));
}

template <class T> __global__ void mulKernel(const T* a, const T* b, T* y, i64 n) {
  GRID_STRIDE(i, n) y[i] = fromF<T>(toF(a[i]) * toF(b[i]));
}

template <class T> __global__ void scaleKernel(T* p, i64 n, float alpha) {
  GRID_STRIDE(i, n) p[i] = fromF<T>(toF(p[i]) * alpha);
}

template <class S, class D> __global__ void convertKernel(const S* src, D* dst, i64 n) {
  GRID_STRIDE(i, n) dst[i] = fromF<D>(toF(src[i]));
}

__device__ __forceinline__ float activate(Activation f, float alpha, float x) {
  switch (f) {
    case Activation::ReLU: return x < 0.f ? 0.f : x;  // NaN passes through, as on the CPU
    case Activation::LeakyReLU: return x < 0.f ? alpha * x : x;
    case Activation::Sigmoid: return 1.f / (1.f + expf(-x));
    case Activation::Tanh: return tanhf(x);
    case Activation::Softplus: return x > 20.f ? x : log1pf(expf(x));
  }
  return x;
}

// dy * f'(x), with y = f(x) where that is cheaper.
__device__ __forceinline__ float activateGrad(Activation f, float alpha, float x, float y, float dy) {
  switch (f) {
    case Activation::ReLU: return dy * (x > 0.f ? 1.f : 0.f);
    case Activation::LeakyReLU: return dy * (x > 0.f ? 1.f : alpha);
    case Activation::Sigmoid: return dy * y * (1.f - y);
    case Activation::Tanh: return dy * (1.f - y * y);
    case Activation::Softplus: return dy * (x > 20.f ? 1.f : 1.f / (1.f + expf(-x)));
  }
  return dy;
}

template <class T> __global__ void activationForwardKernel(Activation f, float alpha, const T* x, T* y, i64 n) {
  GRID_STRIDE(i, n) y[i] = fromF<T>(activate(f, alpha, toF(x[i])));
}

template <class T>
__global__ void activationBackwardKernel(Activation f, float alpha, const T* x, const T* y, const T* dy, T* dx, i64 n) {
  GRID_STRIDE(i, n) dx[i] = fromF<T>(activateGrad(f, alpha, toF(x[i]), toF(y[i]), toF(dy[i])));
}

template <class T>
__global__ void dropoutKernel(const T* x, T* y, T* mask, i64 n, float rate, std::uint64_t seed, const double* state) {
  const std::uint64_t s = state ? deriveSeed(seed, static_cast<std::uint64_t>(state[kStepGlobal])) : seed;
  const float kept = 1.f / (1.f - rate);
  GRID_STRIDE(i, n) {
    const float m = counterUniformD(s, static_cast<std::uint64_t>(i)) >= rate ? kept : 0.f;
    mask[i] = fromF<T>(m);
    y[i] = fromF<T>(toF(x[i]) * m);
  }
}

template <class T> __global__ void channelBiasKernel(T* y, const T* b, i64 total, i64 c, i64 spatial) {
  GRID_STRIDE(i, total) y[i] = fromF<T>(toF(y[i]) + toF(b[(i / spatial) % c]));
}

// One block per channel; each thread walks (n, s) pairs in a fixed order.
template <class T> __global__ void channelSumsKernel(const T* x, T* out, i64 n, i64 c, i64 spatial) {
  __shared__ double shared[32];
  const i64 ch = blockIdx.x;
  double acc = 0.0;
  for (i64 e = threadIdx.x; e < n * spatial; e += blockDim.x) {
    const i64 b = e / spatial, s = e % spatial;
    acc += toF(x[(b * c + ch) * spatial + s]);
  }
  acc = blockSum(acc, shared);
  if (threadIdx.x == 0) out[ch] = fromF<T>(static_cast<float>(acc));
}

template <class T> __global__ void biasAddKernel(T* y, const T* b, i64 rows, i64 cols) {
  GRID_STRIDE(i, rows * cols) y[i] = fromF<T>(toF(y[i]) + toF(b[i % cols]));
}

// out[c] = sum_r x[r, c]: 32 columns per block in x, 8 row lanes in y, fixed summation order.
template <class T> __global__ void columnSumsKernel(const T* x, T* out, i64 rows, i64 cols) {
  __shared__ float part[8][33];
  const i64 c = blockIdx.x * 32 + threadIdx.x;
  float acc = 0.f;
  if (c < cols)
    for (i64 r = threadIdx.y; r < rows; r += 8) acc += toF(x[r * cols + c]);
  part[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (threadIdx.y == 0 && c < cols) {
    float total = 0.f;
    for (int k = 0; k < 8; ++k) total += part[k][threadIdx.x];
    out[c] = fromF<T>(total);
  }
}

}  // namespace

void fill(cudaStream_t s, DType t, void* p, i64 n, double value) {
  if (n == 0) return;
  switch (t) {
    case DType::U8: fillKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<std::uint8_t*>(p), n, static_cast<std::uint8_t>(value)); break;
    case DType::I32: fillKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<std::int32_t*>(p), n, static_cast<std::int32_t>(value)); break;
    case DType::I64: fillKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<long long*>(p), n, static_cast<long long>(value)); break;
    case DType::F64: fillKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<double*>(p), n, value); break;
    default:
      dispatchFloat(t, [&](auto tag) {
        using T = decltype(tag);
        fillKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<T*>(p), n, fromF<T>(static_cast<float>(value)));
      });
  }
  NNLAB_LAUNCHED("fillKernel");
}

void add(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    addKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<const T*>(a), static_cast<const T*>(b), static_cast<T*>(y), n);
  });
  NNLAB_LAUNCHED("addKernel");
}

void multiply(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    mulKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<const T*>(a), static_cast<const T*>(b), static_cast<T*>(y), n);
  });
  NNLAB_LAUNCHED("mulKernel");
}

void scale(cudaStream_t s, DType t, void* p, i64 n, double alpha) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    scaleKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<T*>(p), n, static_cast<float>(alpha));
  });
  NNLAB_LAUNCHED("scaleKernel");
}

void convert(cudaStream_t s, DType from, const void* src, DType to, void* dst, i64 n) {
  if (n == 0) return;
  dispatchFloat(from, [&](auto st) {
    using S = decltype(st);
    dispatchFloat(to, [&](auto dt) {
      using D = decltype(dt);
      convertKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<const S*>(src), static_cast<D*>(dst), n);
    });
  });
  NNLAB_LAUNCHED("convertKernel");
}

void activationForward(cudaStream_t s, DType t, Activation f, float alpha, const void* x, void* y, i64 n) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    activationForwardKernel<<<gridFor(n), kThreads, 0, s>>>(f, alpha, static_cast<const T*>(x), static_cast<T*>(y), n);
  });
  NNLAB_LAUNCHED("activationForwardKernel");
}

void activationBackward(cudaStream_t s, DType t, Activation f, float alpha, const void* x, const void* y,
                        const void* dy, void* dx, i64 n) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    activationBackwardKernel<<<gridFor(n), kThreads, 0, s>>>(f, alpha, static_cast<const T*>(x), static_cast<const T*>(y),
                                                             static_cast<const T*>(dy), static_cast<T*>(dx), n);
  });
  NNLAB_LAUNCHED("activationBackwardKernel");
}

void dropoutForward(cudaStream_t s, DType t, const void* x, void* y, void* mask, i64 n, float rate, std::uint64_t seed,
                    const double* state) {
  if (n == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    dropoutKernel<<<gridFor(n), kThreads, 0, s>>>(static_cast<const T*>(x), static_cast<T*>(y), static_cast<T*>(mask), n,
                                                  rate, seed, state);
  });
  NNLAB_LAUNCHED("dropoutKernel");
}

void biasAddRows(cudaStream_t s, DType t, void* y, const void* bias, i64 rows, i64 cols) {
  if (rows * cols == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    biasAddKernel<<<gridFor(rows * cols), kThreads, 0, s>>>(static_cast<T*>(y), static_cast<const T*>(bias), rows, cols);
  });
  NNLAB_LAUNCHED("biasAddKernel");
}

void channelBiasAdd(cudaStream_t s, DType t, void* y, const void* bias, i64 n, i64 c, i64 spatial) {
  const i64 total = n * c * spatial;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelBiasKernel<<<gridFor(total), kThreads, 0, s>>>(static_cast<T*>(y), static_cast<const T*>(bias), total, c, spatial);
  });
  NNLAB_LAUNCHED("channelBiasKernel");
}

void channelSums(cudaStream_t s, DType t, const void* x, void* out, i64 n, i64 c, i64 spatial) {
  if (c == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelSumsKernel<<<static_cast<unsigned>(c), kThreads, 0, s>>>(static_cast<const T*>(x), static_cast<T*>(out), n, c, spatial);
  });
  NNLAB_LAUNCHED("channelSumsKernel");
}

void columnSums(cudaStream_t s, DType t, const void* x, void* out, i64 rows, i64 cols) {
  if (cols == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    const dim3 block(32, 8);
    const dim3 grid(static_cast<unsigned>((cols + 31) / 32));
    columnSumsKernel<<<grid, block, 0, s>>>(static_cast<const T*>(x), static_cast<T*>(out), rows, cols);
  });
  NNLAB_LAUNCHED("columnSumsKernel");
}

}  // namespace nnlab::cuda

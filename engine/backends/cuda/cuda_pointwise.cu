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

// out = op(a, b, c) elementwise, with 16-byte vector loads and stores when every pointer allows
// them (kVec elements per access). Unused inputs are null. Arithmetic in f32.
template <class T, int kVec> struct alignas(sizeof(T) * kVec) Pack {
  T v[kVec];
};

template <class T, int kVec, class Op>
__global__ void mapKernel(Op op, i64 n, T* out, const T* a, const T* b,
                          const T* c) {  // out may alias an input (in-place ops)
  using P = Pack<T, kVec>;
  const i64 packs = n / kVec;
  const i64 stride = static_cast<i64>(gridDim.x) * blockDim.x;
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < packs; i += stride) {
    P pa{}, pb{}, pc{}, r;
    if (a) pa = reinterpret_cast<const P*>(a)[i];
    if (b) pb = reinterpret_cast<const P*>(b)[i];
    if (c) pc = reinterpret_cast<const P*>(c)[i];
#pragma unroll
    for (int k = 0; k < kVec; ++k) r.v[k] = fromF<T>(op(toF(pa.v[k]), toF(pb.v[k]), toF(pc.v[k])));
    reinterpret_cast<P*>(out)[i] = r;
  }
  for (i64 i = packs * kVec + blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < n; i += stride)
    out[i] = fromF<T>(op(a ? toF(a[i]) : 0.f, b ? toF(b[i]) : 0.f, c ? toF(c[i]) : 0.f));
}

bool aligned16(const void* p) { return (reinterpret_cast<std::uintptr_t>(p) & 15u) == 0; }

template <class T, class Op> void launchMap(cudaStream_t s, Op op, i64 n, T* out, const T* a, const T* b, const T* c,
                                            const char* name) {
  if (n == 0) return;
  constexpr int kVec = 16 / sizeof(T);
  const bool vec = aligned16(out) && (!a || aligned16(a)) && (!b || aligned16(b)) && (!c || aligned16(c));
  if (vec)
    mapKernel<T, kVec><<<gridFor((n + kVec - 1) / kVec), kThreads, 0, s>>>(op, n, out, a, b, c);
  else
    mapKernel<T, 1><<<gridFor(n), kThreads, 0, s>>>(op, n, out, a, b, c);
  NNLAB_LAUNCHED(name);
}

struct AddReluOp {
  __device__ float operator()(float a, float b, float) const {
    const float v = a + b;
    return v < 0.f ? 0.f : v;
  }
};
struct AddOp {
  __device__ float operator()(float a, float b, float) const { return a + b; }
};
struct MulOp {
  __device__ float operator()(float a, float b, float) const { return a * b; }
};
struct ScaleOp {
  float alpha;
  __device__ float operator()(float a, float, float) const { return a * alpha; }
};

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

struct ActivateOp {
  Activation f;
  float alpha;
  __device__ float operator()(float x, float, float) const { return activate(f, alpha, x); }
};
struct ActivateGradOp {
  Activation f;
  float alpha;
  __device__ float operator()(float x, float y, float dy) const { return activateGrad(f, alpha, x, y, dy); }
};

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

template <class T> __global__ void channelBiasKernel(T* y, const T* b, int n, int c, int spatial, bool relu) {
  forEachWithChannel(n, c, spatial, [&](i64 i, int ch) {
    float v = toF(y[i]) + (b ? toF(b[ch]) : 0.f);
    if (relu && v < 0.f) v = 0.f;
    y[i] = fromF<T>(v);
  });
}

template <class T, bool kRelu> __global__ void biasAddKernel(T* y, const T* b, unsigned rows, unsigned cols) {
  const unsigned total = rows * cols;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < total; i += gridDim.x * blockDim.x) {
    float v = toF(y[i]) + (b ? toF(b[i % cols]) : 0.f);
    if (kRelu && v < 0.f) v = 0.f;
    y[i] = fromF<T>(v);
  }
}

// masked[r,c] = dy * (y > 0) and its column sums, 32 columns per block in x, 8 row lanes in y.
template <class T>
__global__ void reluMaskColumnSumsKernel(const T* dy, const T* y, T* masked, T* out, i64 rows, i64 cols) {
  __shared__ float part[8][33];
  const i64 c = blockIdx.x * 32 + threadIdx.x;
  float acc = 0.f;
  if (c < cols)
    for (i64 r = threadIdx.y; r < rows; r += 8) {
      const i64 at = r * cols + c;
      const float m = toF(y[at]) > 0.f ? toF(dy[at]) : 0.f;
      masked[at] = fromF<T>(m);
      acc += m;
    }
  part[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (out && threadIdx.y == 0 && c < cols) {
    float total = 0.f;
    for (int k = 0; k < 8; ++k) total += part[k][threadIdx.x];
    out[c] = fromF<T>(total);
  }
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
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    launchMap<T>(s, AddOp{}, n, static_cast<T*>(y), static_cast<const T*>(a), static_cast<const T*>(b), nullptr, "add");
  });
}

void multiply(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n) {
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    launchMap<T>(s, MulOp{}, n, static_cast<T*>(y), static_cast<const T*>(a), static_cast<const T*>(b), nullptr, "multiply");
  });
}

void scale(cudaStream_t s, DType t, void* p, i64 n, double alpha) {
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    launchMap<T>(s, ScaleOp{static_cast<float>(alpha)}, n, static_cast<T*>(p), static_cast<const T*>(p), nullptr, nullptr,
                 "scale");
  });
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
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    launchMap<T>(s, ActivateOp{f, alpha}, n, static_cast<T*>(y), static_cast<const T*>(x), nullptr, nullptr, "activation");
  });
}

void activationBackward(cudaStream_t s, DType t, Activation f, float alpha, const void* x, const void* y,
                        const void* dy, void* dx, i64 n) {
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    launchMap<T>(s, ActivateGradOp{f, alpha}, n, static_cast<T*>(dx), static_cast<const T*>(x), static_cast<const T*>(y),
                 static_cast<const T*>(dy), "activation gradient");
  });
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
    biasAddKernel<T, false><<<gridFor(rows * cols), kThreads, 0, s>>>(static_cast<T*>(y), static_cast<const T*>(bias),
                                                                      static_cast<unsigned>(rows), static_cast<unsigned>(cols));
  });
  NNLAB_LAUNCHED("biasAddKernel");
}

void biasReluRows(cudaStream_t s, DType t, void* y, const void* bias, i64 rows, i64 cols) {
  if (rows * cols == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    biasAddKernel<T, true><<<gridFor(rows * cols), kThreads, 0, s>>>(static_cast<T*>(y), static_cast<const T*>(bias),
                                                                     static_cast<unsigned>(rows), static_cast<unsigned>(cols));
  });
  NNLAB_LAUNCHED("biasReluKernel");
}

void reluMaskColumnSums(cudaStream_t s, DType t, const void* dy, const void* y, void* masked, void* out, i64 rows, i64 cols) {
  if (cols == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    reluMaskColumnSumsKernel<<<dim3(static_cast<unsigned>((cols + 31) / 32)), dim3(32, 8), 0, s>>>(
        static_cast<const T*>(dy), static_cast<const T*>(y), static_cast<T*>(masked), static_cast<T*>(out), rows, cols);
  });
  NNLAB_LAUNCHED("reluMaskColumnSumsKernel");
}

void addRelu(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n) {
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    launchMap<T>(s, AddReluOp{}, n, static_cast<T*>(y), static_cast<const T*>(a), static_cast<const T*>(b), nullptr, "addRelu");
  });
}

void channelBiasAdd(cudaStream_t s, DType t, void* y, const void* bias, i64 n, i64 c, i64 spatial, bool relu) {
  const i64 total = n * c * spatial;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    channelBiasKernel<<<channelGrid(static_cast<int>(n), static_cast<int>(c), static_cast<int>(spatial)), kThreads, 0, s>>>(
        static_cast<T*>(y), static_cast<const T*>(bias), static_cast<int>(n), static_cast<int>(c), static_cast<int>(spatial),
        relu);
  });
  NNLAB_LAUNCHED("channelBiasKernel");
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

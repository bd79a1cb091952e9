// The convolution path that competes with cuDNN in the algorithm search for small convolutions
// (LeNet's): im2col + one strided-batched GEMM per direction, in the spirit of cpu-blas.
// Layout of the column buffer: cols[n][c*R*S + r*S + s][p*Q + q] (zero where the window leaves the
// image). col2im gathers (each input element sums its own window entries), so no atomics.
#include "backends/cuda/cuda_common.cuh"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab::cuda {

namespace {

// rows = C*R*S, or C*R*S + 1 with a last row of ones (the bias gradient's share of the GEMM).
template <class T, class I> __global__ void im2colKernel(ConvGeometry g, const T* x, T* cols, I rows) {
  const I pq = static_cast<I>(g.p) * g.q, rs = static_cast<I>(g.r) * g.s, crs = rs * g.c;
  const I total = static_cast<I>(g.n) * rows * pq;
  for (I i = blockIdx.x * static_cast<I>(blockDim.x) + threadIdx.x; i < total; i += static_cast<I>(gridDim.x) * blockDim.x) {
    const I o = i % pq, row = (i / pq) % rows, n = i / (pq * rows);
    if (row == crs) {
      cols[i] = fromF<T>(1.f);
      continue;
    }
    const int q = static_cast<int>(o % g.q), p = static_cast<int>(o / g.q);
    const int c = static_cast<int>(row / rs), r = static_cast<int>((row / g.s) % g.r), s = static_cast<int>(row % g.s);
    const int h = p * g.strideH - g.padH + r * g.dilH, w = q * g.strideW - g.padW + s * g.dilW;
    cols[i] = (h >= 0 && h < g.h && w >= 0 && w < g.w) ? x[((n * g.c + c) * g.h + h) * g.w + w] : fromF<T>(0.f);
  }
}

template <class T, class I> __global__ void col2imKernel(ConvGeometry g, const T* dcols, T* dx) {
  const I pq = static_cast<I>(g.p) * g.q, rs = static_cast<I>(g.r) * g.s, crs = rs * g.c;
  const I total = static_cast<I>(g.n) * g.c * g.h * g.w;
  for (I i = blockIdx.x * static_cast<I>(blockDim.x) + threadIdx.x; i < total; i += static_cast<I>(gridDim.x) * blockDim.x) {
    const int w = static_cast<int>(i % g.w), h = static_cast<int>((i / g.w) % g.h);
    const I c = (i / (static_cast<I>(g.w) * g.h)) % g.c, n = i / (static_cast<I>(g.w) * g.h * g.c);
    const T* base = dcols + n * crs * pq + c * rs * pq;
    float acc = 0.f;
    for (int r = 0; r < g.r; ++r) {
      const int ph = h + g.padH - r * g.dilH;
      if (ph < 0 || ph % g.strideH) continue;
      const int p = ph / g.strideH;
      if (p >= g.p) continue;
      for (int s = 0; s < g.s; ++s) {
        const int pw = w + g.padW - s * g.dilW;
        if (pw < 0 || pw % g.strideW) continue;
        const int q = pw / g.strideW;
        if (q >= g.q) continue;
        acc += toF(base[(static_cast<I>(r) * g.s + s) * pq + static_cast<I>(p) * g.q + q]);
      }
    }
    dx[i] = fromF<T>(acc);
  }
}

// Sums parts (batch x K x cols) over the batch in order: column c < crs of row k goes to
// dw[k * crs + c], column crs (the ones row's products) to db[k].
template <class T> __global__ void sumBatchKernel(const T* parts, T* dw, T* db, int batch, int k, int crs, int cols) {
  const i64 m = static_cast<i64>(k) * cols;
  for (i64 j = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; j < m; j += static_cast<i64>(gridDim.x) * blockDim.x) {
    float acc = 0.f;
    for (int b = 0; b < batch; ++b) acc += toF(parts[b * m + j]);
    const int row = static_cast<int>(j / cols), col = static_cast<int>(j % cols);
    if (col < crs)
      dw[static_cast<i64>(row) * crs + col] = fromF<T>(acc);
    else
      db[row] = fromF<T>(acc);
  }
}

}  // namespace

void im2col(cudaStream_t s, DType t, const ConvGeometry& g, const void* x, void* cols, bool onesRow) {
  const i64 rows = static_cast<i64>(g.c) * g.r * g.s + (onesRow ? 1 : 0);
  const i64 total = static_cast<i64>(g.n) * rows * g.p * g.q;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    if (total < (i64{1} << 31))
      im2colKernel<T, unsigned><<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<T*>(cols),
                                                                     static_cast<unsigned>(rows));
    else
      im2colKernel<T, unsigned long long><<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(x), static_cast<T*>(cols),
                                                                               static_cast<unsigned long long>(rows));
  });
  NNLAB_LAUNCHED("im2colKernel");
}

void col2im(cudaStream_t s, DType t, const ConvGeometry& g, const void* dcols, void* dx) {
  const i64 total = static_cast<i64>(g.n) * g.c * g.h * g.w;
  if (total == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    if (total < (i64{1} << 31))
      col2imKernel<T, unsigned><<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(dcols), static_cast<T*>(dx));
    else
      col2imKernel<T, unsigned long long><<<gridFor(total), kThreads, 0, s>>>(g, static_cast<const T*>(dcols), static_cast<T*>(dx));
  });
  NNLAB_LAUNCHED("col2imKernel");
}

void sumBatch(cudaStream_t s, DType t, const void* parts, void* dw, void* db, int batch, int k, int crs) {
  const int cols = crs + (db ? 1 : 0);
  const i64 m = static_cast<i64>(k) * cols;
  if (m == 0) return;
  dispatchFloat(t, [&](auto tag) {
    using T = decltype(tag);
    sumBatchKernel<<<gridFor(m), kThreads, 0, s>>>(static_cast<const T*>(parts), static_cast<T*>(dw), static_cast<T*>(db),
                                                   batch, k, crs, cols);
  });
  NNLAB_LAUNCHED("sumBatchKernel");
}

}  // namespace nnlab::cuda

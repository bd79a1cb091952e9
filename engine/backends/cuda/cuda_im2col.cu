// The convolution path that competes with cuDNN in the algorithm search for small convolutions
// (LeNet's): im2col + one strided-batched GEMM per direction, in the spirit of cpu-blas.
// Layout of the column buffer: cols[n][c*R*S + r*S + s][p*Q + q] (zero where the window leaves the
// image). col2im gathers (each input element sums its own window entries), so no atomics.
// Channels-last 1x1 convolutions (ResNets' strided projections, which cuDNN's legacy search serves
// with slow kernels) are one GEMM over rows of channels: strideRows picks the rows a strided 1x1
// window reads, strideRowsBack puts the gradient rows back (zeros between them). copyRows pads
// rows with zeros or crops them (the channel padding of few-channel convolutions, cuda_conv_pad.cpp).
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

// xs[n][i][j] = x[n][i * sh][j * sw], rows of `vecs` units V (16 bytes when the row allows).
template <class V>
__global__ void strideRowsKernel(const V* x, V* xs, i64 outRows, int p, int q, int h, int w, int sh, int sw, int vecs) {
  const i64 total = outRows * vecs;
  for (i64 e = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; e < total; e += static_cast<i64>(gridDim.x) * blockDim.x) {
    const i64 row = e / vecs;
    const int v = static_cast<int>(e - row * vecs), j = static_cast<int>(row % q);
    const i64 t = row / q;
    const int i = static_cast<int>(t % p);
    const i64 n = t / p;
    xs[e] = x[((n * h + static_cast<i64>(i) * sh) * w + static_cast<i64>(j) * sw) * vecs + v];
  }
}

// dx[n][hh][ww] = dxs[n][hh / sh][ww / sw] where the window read that row, else zero.
template <class V>
__global__ void strideRowsBackKernel(const V* dxs, V* dx, i64 inRows, int p, int q, int h, int w, int sh, int sw, int vecs) {
  const i64 total = inRows * vecs;
  for (i64 e = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; e < total; e += static_cast<i64>(gridDim.x) * blockDim.x) {
    const i64 row = e / vecs;
    const int v = static_cast<int>(e - row * vecs), ww = static_cast<int>(row % w);
    const i64 t = row / w;
    const int hh = static_cast<int>(t % h);
    const i64 n = t / h;
    const int i = hh / sh, j = ww / sw;
    if (hh % sh == 0 && ww % sw == 0 && i < p && j < q)
      dx[e] = dxs[((n * p + i) * q + j) * vecs + v];
    else
      dx[e] = V{};
  }
}

// dst[r][j] = src[r][j] for j < min(srcLen, dstLen), zero for srcLen <= j < dstLen (element type E).
template <class E> __global__ void copyRowsKernel(const E* src, E* dst, i64 rows, i64 srcLen, i64 dstLen) {
  const i64 total = rows * dstLen;
  for (i64 i = blockIdx.x * static_cast<i64>(blockDim.x) + threadIdx.x; i < total; i += static_cast<i64>(gridDim.x) * blockDim.x) {
    const i64 r = i / dstLen, j = i - r * dstLen;
    dst[i] = j < srcLen ? src[r * srcLen + j] : E{};
  }
}

// Calls launch(V{}, vecs) with the widest unit that divides a row of `rowBytes` and the pointers.
template <class L> void byRowUnit(std::size_t rowBytes, const void* a, const void* b, L&& launch) {
  const auto fits = [&](std::size_t u) {
    return rowBytes % u == 0 && reinterpret_cast<std::uintptr_t>(a) % u == 0 && reinterpret_cast<std::uintptr_t>(b) % u == 0;
  };
  if (fits(16)) launch(uint4{}, static_cast<int>(rowBytes / 16));
  else if (fits(8)) launch(std::uint64_t{}, static_cast<int>(rowBytes / 8));
  else if (fits(4)) launch(std::uint32_t{}, static_cast<int>(rowBytes / 4));
  else launch(std::uint16_t{}, static_cast<int>(rowBytes / 2));
}

}  // namespace

void strideRows(cudaStream_t s, DType t, const ConvGeometry& g, const void* x, void* xs) {
  const i64 outRows = static_cast<i64>(g.n) * g.p * g.q;
  if (outRows == 0 || g.c == 0) return;
  byRowUnit(static_cast<std::size_t>(g.c) * dtypeSize(t), x, xs, [&](auto unit, int vecs) {
    using V = decltype(unit);
    strideRowsKernel<V><<<gridFor(outRows * vecs), kThreads, 0, s>>>(static_cast<const V*>(x), static_cast<V*>(xs), outRows,
                                                                     g.p, g.q, g.h, g.w, g.strideH, g.strideW, vecs);
  });
  NNLAB_LAUNCHED("strideRowsKernel");
}

void strideRowsBack(cudaStream_t s, DType t, const ConvGeometry& g, const void* dxs, void* dx) {
  const i64 inRows = static_cast<i64>(g.n) * g.h * g.w;
  if (inRows == 0 || g.c == 0) return;
  byRowUnit(static_cast<std::size_t>(g.c) * dtypeSize(t), dxs, dx, [&](auto unit, int vecs) {
    using V = decltype(unit);
    strideRowsBackKernel<V><<<gridFor(inRows * vecs), kThreads, 0, s>>>(static_cast<const V*>(dxs), static_cast<V*>(dx),
                                                                        inRows, g.p, g.q, g.h, g.w, g.strideH, g.strideW, vecs);
  });
  NNLAB_LAUNCHED("strideRowsBackKernel");
}

void copyRows(cudaStream_t s, DType t, i64 rows, i64 srcLen, i64 dstLen, const void* src, void* dst) {
  if (rows == 0 || dstLen == 0) return;
  switch (dtypeSize(t)) {
    case 2:
      copyRowsKernel<<<gridFor(rows * dstLen), kThreads, 0, s>>>(static_cast<const std::uint16_t*>(src),
                                                                 static_cast<std::uint16_t*>(dst), rows, srcLen, dstLen);
      break;
    case 4:
      copyRowsKernel<<<gridFor(rows * dstLen), kThreads, 0, s>>>(static_cast<const std::uint32_t*>(src),
                                                                 static_cast<std::uint32_t*>(dst), rows, srcLen, dstLen);
      break;
    default: fail(ErrorKind::Unsupported, std::string("cuda copyRows of ") + dtypeName(t));
  }
  NNLAB_LAUNCHED("copyRowsKernel");
}

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

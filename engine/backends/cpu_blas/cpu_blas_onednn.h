#pragma once
// cpu-blas: f32 convolutions through oneDNN (Debian's libdnnl 2.6, the library PyTorch CPU's
// convolutions run on) when nnlab is built with it (NNLAB_WITH_ONEDNN).
//
// The engine's tensors stay NCHW / KCRS. For each geometry oneDNN picks its own layouts
// (nChw16c on AVX-512, nChw8c on AVX2) and algorithm (Winograd F(4x4,3x3) where it is faster
// than direct on AVX-512, with `auto`); the data is reordered into them and back around each
// call. Primitive descriptors, primitives and reorders are built once per geometry and kept.
// A geometry that oneDNN only has a reference or GEMM implementation for is left to im2col.
//
// NNLAB_CPU_CONV chooses (for benchmarks and comparisons): `auto` (the default: oneDNN picks
// direct or Winograd), `direct` (oneDNN, never Winograd), `im2col` (never oneDNN).
//
// Threads: oneDNN's OpenMP teams get the backend's thread count (omp_set_num_threads on the
// calling thread around each call, descriptor creation included, and the cache is keyed by it).
// Results are the same bits for the same thread count, in any thread or process.
#include <cstdint>
#include <memory>
#include <string>

#include "backends/backend.h"

namespace nnlab::blas {

class OneDnnConv {
 public:
  OneDnnConv();
  ~OneDnnConv();
  OneDnnConv(const OneDnnConv&) = delete;
  OneDnnConv& operator=(const OneDnnConv&) = delete;

  // "oneDNN 2.6.3" when built with oneDNN and NNLAB_CPU_CONV does not turn it off, else "".
  static std::string version();

  // y = conv(x, w) + b (b may be null). False, with nothing written, when oneDNN is absent or
  // has no fast implementation for this geometry: the caller runs im2col instead.
  bool forward(const ConvGeometry& g, const float* x, const float* w, const float* b, float* y, int threads);
  // dw (and db, dx when not null) from dy; false as above.
  bool backward(const ConvGeometry& g, const float* x, const float* w, const float* dy, float* dx, float* dw,
                float* db, int threads);

  // The implementation oneDNN chooses for this geometry's forward pass on `threads` threads
  // ("jit:avx512_core", "jit_wino_4x3:avx512_core"), or "" when it is left to im2col.
  std::string implementation(const ConvGeometry& g, bool bias, int threads);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace nnlab::blas

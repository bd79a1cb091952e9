// Few-channel channels-last convolutions through zero channel padding (see cuda_conv.h): the
// padded geometry is an ordinary convolution of kPadChannels input channels, searched and run by
// CudaConvolutions itself; zero channels add nothing to y and their filter gradient is dropped.
#include <cstdlib>
#include <cstring>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_conv.h"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab {

namespace {
ConvGeometry paddedGeometry(const ConvGeometry& g) {
  ConvGeometry p = g;
  p.c = CudaConvolutions::kPadChannels;
  return p;
}
}  // namespace

bool CudaConvolutions::padsChannels(const ConvGeometry& g, DType t) {
  static const bool on = [] {  // opt-in until it has run on a GPU (see cuda_conv.h)
    const char* v = std::getenv("NNLAB_CONV_PAD");
    return v && std::strcmp(v, "1") == 0;
  }();
  return on && g.nhwc && g.c < kPadChannels && g.r * g.s > 1 && (t == DType::F16 || t == DType::BF16);
}

// A scratch slot viewed as a tensor of the given shape (grown when too small).
Tensor CudaConvolutions::padded(std::vector<Tensor>& slot, const Shape& shape, DType t) {
  b_.scratch(slot, static_cast<std::size_t>(shape.numel()) * dtypeSize(t));
  return Tensor::fromStorage(slot[0].storage(), shape, t);
}

Tensor CudaConvolutions::padInput(const ConvGeometry& g, const Tensor& x) {
  Tensor xp = padded(padX_, Shape{g.n, kPadChannels, g.h, g.w}, x.dtype());
  cuda::copyRows(b_.stream(), x.dtype(), static_cast<std::int64_t>(g.n) * g.h * g.w, g.c, kPadChannels, x.raw(), xp.raw());
  return xp;
}

void CudaConvolutions::paddedForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, Tensor& y) {
  const std::int64_t rs = static_cast<std::int64_t>(g.r) * g.s;
  const Tensor xp = padInput(g, x);
  Tensor wp = padded(padW_, Shape{g.k, kPadChannels, g.r, g.s}, w.dtype());
  cuda::copyRows(b_.stream(), w.dtype(), g.k, g.c * rs, kPadChannels * rs, w.raw(), wp.raw());  // (K, C, R, S) -> (K, 8, R, S)
  forward(paddedGeometry(g), xp, wp, nullptr, y);
}

void CudaConvolutions::paddedBackwardFilter(const ConvGeometry& g, const Tensor& x, const Tensor& dy, Tensor& dw) {
  const std::int64_t rs = static_cast<std::int64_t>(g.r) * g.s;
  const Tensor xp = padInput(g, x);
  Tensor dwp = padded(padDw_, Shape{g.k, kPadChannels, g.r, g.s}, dw.dtype());
  // No data gradient: the padded filter is not read (dwp stands in for it).
  backward(paddedGeometry(g), xp, dwp, dy, nullptr, dwp, nullptr);
  cuda::copyRows(b_.stream(), dw.dtype(), g.k, kPadChannels * rs, g.c * rs, dwp.raw(), dw.raw());  // the first C channels
}

}  // namespace nnlab

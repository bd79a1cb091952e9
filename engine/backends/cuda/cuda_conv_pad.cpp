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
ConvGeometry padded(const ConvGeometry& g, int channels) {
  ConvGeometry p = g;
  p.c = channels;
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

Tensor CudaConvolutions::padInput(const ConvGeometry& g, const Tensor& x) {
  const DType t = x.dtype();
  const std::int64_t rows = static_cast<std::int64_t>(g.n) * g.h * g.w;
  b_.scratch(padX_, static_cast<std::size_t>(rows) * kPadChannels * dtypeSize(t));
  Tensor xp = Tensor::fromStorage(padX_[0].storage(), Shape{g.n, kPadChannels, g.h, g.w}, t);
  cuda::copyRows(b_.stream(), t, rows, g.c, kPadChannels, x.raw(), xp.raw());
  return xp;
}

void CudaConvolutions::paddedForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, Tensor& y) {
  const DType t = x.dtype();
  const std::int64_t rs = static_cast<std::int64_t>(g.r) * g.s;
  const Tensor xp = padInput(g, x);
  b_.scratch(padW_, static_cast<std::size_t>(g.k) * kPadChannels * rs * dtypeSize(t));
  Tensor wp = Tensor::fromStorage(padW_[0].storage(), Shape{g.k, kPadChannels, g.r, g.s}, t);
  cuda::copyRows(b_.stream(), t, g.k, g.c * rs, kPadChannels * rs, w.raw(), wp.raw());  // (K, C, R, S) -> (K, 8, R, S)
  forward(padded(g, kPadChannels), xp, wp, nullptr, y);
}

void CudaConvolutions::paddedBackwardFilter(const ConvGeometry& g, const Tensor& x, const Tensor& dy, Tensor& dw) {
  const DType t = x.dtype();
  const std::int64_t rs = static_cast<std::int64_t>(g.r) * g.s;
  const Tensor xp = padInput(g, x);
  b_.scratch(padDw_, static_cast<std::size_t>(g.k) * kPadChannels * rs * dtypeSize(t));
  Tensor dwp = Tensor::fromStorage(padDw_[0].storage(), Shape{g.k, kPadChannels, g.r, g.s}, t);
  // No data gradient: the padded filter is not read (dwp stands in for it).
  backward(padded(g, kPadChannels), xp, dwp, dy, nullptr, dwp, nullptr);
  cuda::copyRows(b_.stream(), t, g.k, kPadChannels * rs, g.c * rs, dwp.raw(), dw.raw());  // the first C channels
}

}  // namespace nnlab

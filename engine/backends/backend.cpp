#include "backends/backend.h"

#include <cstring>

#include "core/error.h"

namespace nnlab {

Tensor Backend::allocate(const Shape& shape, DType dtype) { return Tensor::empty(shape, dtype); }

void Backend::upload(const Tensor& host, Tensor& dst) {
  if (host.bytes()) std::memcpy(dst.raw(), host.raw(), host.bytes());
}

void Backend::download(const Tensor& src, Tensor& host) {
  if (src.bytes()) std::memcpy(host.raw(), src.raw(), src.bytes());
}

Tensor Backend::toHost(const Tensor& t) {
  Tensor h = Tensor::empty(t.shape(), t.dtype());
  download(t, h);
  return h;
}

Tensor Backend::fromHost(const Tensor& host) {
  Tensor d = allocate(host.shape(), host.dtype());
  upload(host, d);
  return d;
}

void Backend::setPrecision(Precision p) {
  if (p != Precision::FP32)
    fail(ErrorKind::Unsupported, name() + " computes in fp32; " + precisionName(p) +
                                     " needs a CUDA GPU (--device cuda:0 --precision " + precisionName(p) + ")");
  precision_ = p;
}

void requireDType(const Backend& backend, DType t) {
  if (!backend.supports(t))
    fail(ErrorKind::Unsupported,
         std::string("backend ") + backend.name() + " does not support element type " + dtypeName(t));
}

}  // namespace nnlab

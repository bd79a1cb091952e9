#include "nn/layer.h"

#include <cmath>

#include "core/error.h"

namespace nnlab {

std::string Layer::label() const { return type(); }

std::int64_t Layer::paramCount(const Shape& in) const {
  std::int64_t n = 0;
  for (const auto& s : paramShapes(in)) n += s.numel();
  return n;
}

void Layer::build(const Shape& in, Backend& backend, DType dtype, Rng&) {
  backend_ = &backend;
  dtype_ = dtype;
  in_ = in;
}

Tensor& Layer::ensure(Tensor& t, const Shape& shape, DType dt) { return backend_->ensure(t, shape, dt); }

std::vector<Backend*> Layer::parameterBackends() { return std::vector<Backend*>(parameters().size(), backend_); }

Param Layer::makeParam(const std::string& name, const Shape& shape, bool decay) {
  return makeParam(name, shape, decay, dtype_);
}

Param Layer::makeParam(const std::string& name, const Shape& shape, bool decay, DType dt) {
  Param p;
  p.name = name;
  p.value = backend_->allocate(shape, dt);
  p.grad = backend_->allocate(shape, dt);
  backend_->fill(p.grad, 0.0);
  p.decay = decay;
  return p;
}

void Layer::initWeights(Tensor& w, Init init, std::int64_t fanIn, std::int64_t fanOut, Rng& rng) {
  // Draw in f64 on the host so every dtype and backend starts from the same numbers.
  Tensor host = Tensor::empty(w.shape(), DType::F64);
  double* h = host.data<double>();
  const std::int64_t n = w.numel();
  if (init == Init::He) {
    const double sd = std::sqrt(2.0 / static_cast<double>(fanIn));
    for (std::int64_t i = 0; i < n; ++i) h[i] = sd * rng.normal();
  } else {
    const double a = std::sqrt(6.0 / static_cast<double>(fanIn + fanOut));
    for (std::int64_t i = 0; i < n; ++i) h[i] = rng.uniform(-a, a);
  }
  Tensor typed = Tensor::empty(w.shape(), w.dtype());
  switch (w.dtype()) {
    case DType::F64: typed = host; break;
    case DType::F32:
      for (std::int64_t i = 0; i < n; ++i) typed.data<float>()[i] = static_cast<float>(h[i]);
      break;
    case DType::F16:
      for (std::int64_t i = 0; i < n; ++i) typed.data<Half>()[i] = floatToHalf(static_cast<float>(h[i]));
      break;
    case DType::BF16:
      for (std::int64_t i = 0; i < n; ++i) typed.data<BFloat16>()[i] = floatToBFloat16(static_cast<float>(h[i]));
      break;
    default: fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "parameters cannot be stored as %1"),
        dtypeName(w.dtype())));
  }
  backend_->upload(typed, w);
}

void Layer::initConstant(Tensor& t, double value) { backend_->fill(t, value); }

}  // namespace nnlab

#include "nn/dense.h"

#include "core/error.h"

namespace nnlab {

nlohmann::json Dense::args() const {
  return {{"units", units_}, {"bias", bias_}, {"init", init_ == Init::He ? "he" : "xavier"}, {"split", 1}};
}

Shape Dense::outputShape(const Shape& in) const {
  if (in.rank() != 1)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "expects a flat vector of features but gets %1: add a flatten layer before it"),
        in.str()));
  return Shape{units_};
}

std::vector<Shape> Dense::paramShapes(const Shape& in) const {
  std::vector<Shape> s{Shape{units_, in.numel()}};
  if (bias_) s.push_back(Shape{units_});
  return s;
}

double Dense::forwardFlops(const Shape& in) const { return 2.0 * static_cast<double>(in.numel()) * units_; }

void Dense::build(const Shape& in, Backend& backend, DType dtype, Rng& rng) {
  Layer::build(in, backend, dtype, rng);
  w_ = makeParam("weight", Shape{units_, in.numel()}, true);
  initWeights(w_.value, init_, in.numel(), units_, rng);
  if (bias_) {
    b_ = makeParam("bias", Shape{units_}, false);
    initConstant(b_.value, 0.0);
  }
}

const Tensor& Dense::forward(const Tensor& x, bool) {
  x_ = &x;
  ensure(y_, Shape{x.dim(0), units_});
  if (relu_)
    backend().linearReluForward(x, w_.value, bias_ ? &b_.value : nullptr, y_);
  else
    backend().linearForward(x, w_.value, bias_ ? &b_.value : nullptr, y_);
  return y_;
}

const Tensor& Dense::backward(const Tensor& dy, bool needInputGrad) {
  if (needInputGrad) ensure(dx_, x_->shape());
  if (relu_) {
    ensure(maskedDy_, dy.shape());
    backend().reluLinearBackward(*x_, w_.value, y_, dy, needInputGrad ? &dx_ : nullptr, w_.grad,
                                 bias_ ? &b_.grad : nullptr, maskedDy_);
  } else {
    backend().linearBackward(*x_, w_.value, dy, needInputGrad ? &dx_ : nullptr, w_.grad, bias_ ? &b_.grad : nullptr);
  }
  return dx_;
}

std::vector<Param*> Dense::parameters() {
  if (bias_) return {&w_, &b_};
  return {&w_};
}

}  // namespace nnlab

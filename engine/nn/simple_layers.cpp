#include "nn/simple_layers.h"

#include <cstdio>

namespace nnlab {

const char* activationName(Activation f) {
  switch (f) {
    case Activation::ReLU: return "relu";
    case Activation::LeakyReLU: return "leakyrelu";
    case Activation::Sigmoid: return "sigmoid";
    case Activation::Tanh: return "tanh";
    case Activation::Softplus: return "softplus";
  }
  return "?";
}

nlohmann::json ActivationLayer::args() const {
  if (f_ == Activation::LeakyReLU) return {{"alpha", alpha_}};
  return nlohmann::json::object();
}

const Tensor& ActivationLayer::forward(const Tensor& x, bool) {
  x_ = &x;
  if (passthrough_) return x;
  ensure(y_, x.shape());
  backend().activationForward(f_, alpha_, x, y_);
  return y_;
}

const Tensor& ActivationLayer::backward(const Tensor& dy, bool needInputGrad) {
  if (passthrough_) return dy;
  if (!needInputGrad) return dx_;
  ensure(dx_, x_->shape());
  backend().activationBackward(f_, alpha_, *x_, y_, dy, dx_);
  return dx_;
}

// Channels-last images flatten in (C, H, W) order like every other layout: one transposing
// pass each way (none when H*W is 1, where both layouts coincide).
bool Flatten::transposes(const Shape& batchShape) const {
  return channelsLast() && batchShape.rank() == 4 && batchShape[2] * batchShape[3] > 1;
}

const Tensor& Flatten::forward(const Tensor& x, bool) {
  inBatchShape_ = x.shape();
  const Shape flat{x.dim(0), x.numel() / std::max<std::int64_t>(1, x.dim(0))};
  if (transposes(x.shape())) {
    ensure(nchw_, x.shape());
    backend().convertLayout(x, nchw_, false);
    y_ = nchw_.reshape(flat);
  } else {
    y_ = x.reshape(flat);
  }
  return y_;
}

const Tensor& Flatten::backward(const Tensor& dy, bool) {
  if (transposes(inBatchShape_)) {
    ensure(dxBuffer_, inBatchShape_);
    backend().convertLayout(dy.reshape(inBatchShape_), dxBuffer_, true);
    dx_ = dxBuffer_;
  } else {
    dx_ = dy.reshape(inBatchShape_);
  }
  return dx_;
}

std::string Dropout::label() const {
  char buf[48];
  std::snprintf(buf, sizeof buf, "dropout %.2g", rate_);
  return buf;
}

const Tensor& Dropout::forward(const Tensor& x, bool training) {
  applied_ = training && rate_ > 0.0;
  if (!applied_) {
    passthrough_ = x;
    return passthrough_;
  }
  ensure(y_, x.shape());
  ensure(mask_, x.shape());
  if (state_)
    backend().dropoutStep(x, y_, mask_, rate_, seed_, *state_);
  else
    backend().dropoutForward(x, y_, mask_, rate_, seed_);
  return y_;
}

const Tensor& Dropout::backward(const Tensor& dy, bool needInputGrad) {
  if (!applied_) {
    dx_ = dy;
    return dx_;
  }
  ensure(dx_, dy.shape());
  backend().dropoutBackward(dy, mask_, dx_);
  return dx_;
}

}  // namespace nnlab

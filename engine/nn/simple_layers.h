#pragma once
// Parameter-free layers: activations, Flatten, Dropout.
#include "nn/layer.h"

namespace nnlab {

const char* activationName(Activation f);

// relu: max(0,x); leakyrelu: x>0 ? x : alpha x; sigmoid: 1/(1+e^-x); tanh; softplus: log(1+e^x).
class ActivationLayer final : public Layer {
 public:
  ActivationLayer(Activation f, double alpha) : f_(f), alpha_(alpha) {}
  std::string type() const override { return activationName(f_); }
  nlohmann::json args() const override;
  Shape outputShape(const Shape& in) const override { return in; }
  double forwardFlops(const Shape& in) const override { return static_cast<double>(in.numel()); }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  Activation function() const { return f_; }
  // The layer before applies this activation itself (Layer::fuseRelu): values pass through.
  void setPassthrough() { passthrough_ = true; }
  bool passthrough() const { return passthrough_; }
  double bufferElementsPerSample(const Shape& in) const override {
    return passthrough_ ? 0.0 : Layer::bufferElementsPerSample(in);
  }

 private:
  Activation f_;
  double alpha_;
  bool passthrough_ = false;
  const Tensor* x_ = nullptr;
  Tensor y_, dx_;
};

// Flatten: C x H x W -> C*H*W (a view, no copy; channels-last images are transposed back).
class Flatten final : public Layer {
 public:
  std::string type() const override { return "flatten"; }
  nlohmann::json args() const override { return nlohmann::json::object(); }
  Shape outputShape(const Shape& in) const override { return Shape{in.numel()}; }
  // Views only, or the transposed copy and its gradient (channels-last).
  double bufferElementsPerSample(const Shape& in) const override {
    return channelsLast() && in.rank() == 3 && in[1] * in[2] > 1 ? 2.0 * static_cast<double>(in.numel()) : 0.0;
  }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;

 private:
  bool transposes(const Shape& batchShape) const;
  Shape inBatchShape_;
  Tensor y_, dx_, nchw_, dxBuffer_;
};

// Inverted dropout: zero each element with probability rate in training, scale the rest by
// 1/(1-rate); identity in evaluation.
class Dropout final : public Layer {
 public:
  explicit Dropout(double rate) : rate_(rate) {}
  std::string type() const override { return "dropout"; }
  std::string label() const override;
  nlohmann::json args() const override { return {{"rate", rate_}}; }
  Shape outputShape(const Shape& in) const override { return in; }
  double bufferElementsPerSample(const Shape& in) const override { return 3.0 * static_cast<double>(in.numel()); }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  void setStepSeed(std::uint64_t seed) override { seed_ = seed; }
  void setStepState(const Tensor* state) override { state_ = state; }

 private:
  double rate_;
  std::uint64_t seed_ = 0;
  const Tensor* state_ = nullptr;
  bool applied_ = false;
  Tensor y_, mask_, dx_;
  Tensor passthrough_;
};

}  // namespace nnlab

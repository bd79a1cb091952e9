#pragma once
// Pooling layers: MaxPool2D and AvgPool2D (square window, stride, padding) and GlobalAvgPool
// (C x H x W -> C: the mean of each channel).
#include "nn/layer.h"

namespace nnlab {

class Pool2D final : public Layer {
 public:
  enum class Kind { Max, Avg };
  Pool2D(Kind kind, int kernel, int stride, int padding)
      : kind_(kind), kernel_(kernel), stride_(stride), padding_(padding) {}
  std::string type() const override { return kind_ == Kind::Max ? "maxpool2d" : "avgpool2d"; }
  std::string label() const override;
  nlohmann::json args() const override;
  Shape outputShape(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override;
  double bufferElementsPerSample(const Shape& in) const override {  // + the argmax of max pooling
    return Layer::bufferElementsPerSample(in) + (kind_ == Kind::Max ? static_cast<double>(outputShape(in).numel()) : 0.0);
  }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;

 private:
  PoolGeometry geometry(std::int64_t batch) const;
  Kind kind_;
  int kernel_, stride_, padding_;
  const Tensor* x_ = nullptr;
  Tensor y_, argmax_, dx_;
};

class GlobalAvgPool final : public Layer {
 public:
  std::string type() const override { return "globalavgpool"; }
  nlohmann::json args() const override { return nlohmann::json::object(); }
  Shape outputShape(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override { return static_cast<double>(in.numel()); }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;

 private:
  PoolGeometry geometry(std::int64_t batch) const;
  const Tensor* x_ = nullptr;
  Tensor y_, dx_;
};

}  // namespace nnlab

#pragma once
// Pooling over sequences (channels x length): MaxPool1D and AvgPool1D (window, stride, padding)
// and GlobalAvgPool1D (C x L -> C: the mean of each channel over the length). They run as the
// 2-D pooling ops on a (N, C, 1, L) view with a 1 x kernel window.
#include "nn/layer.h"

namespace nnlab {

class Pool1D final : public Layer {
 public:
  enum class Kind { Max, Avg };
  Pool1D(Kind kind, int kernel, int stride, int padding) : kind_(kind), kernel_(kernel), stride_(stride), padding_(padding) {}
  std::string type() const override { return kind_ == Kind::Max ? "maxpool1d" : "avgpool1d"; }
  std::string label() const override;
  nlohmann::json args() const override;
  Shape outputShape(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override;
  double bufferElementsPerSample(const Shape& in) const override {  // + the argmax of max pooling
    return Layer::bufferElementsPerSample(in) + (kind_ == Kind::Max ? static_cast<double>(outputShape(in).numel()) : 0.0);
  }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  void setChannelsLast(bool) override {}

 private:
  PoolGeometry geometry(std::int64_t batch) const;
  Kind kind_;
  int kernel_, stride_, padding_;
  Shape inBatch_;
  Tensor y_, yOut_, argmax_, dx_, dxOut_;
};

class GlobalAvgPool1D final : public Layer {
 public:
  std::string type() const override { return "globalavgpool1d"; }
  nlohmann::json args() const override { return nlohmann::json::object(); }
  Shape outputShape(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override { return static_cast<double>(in.numel()); }
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  void setChannelsLast(bool) override {}

 private:
  PoolGeometry geometry(std::int64_t batch) const;
  Shape inBatch_;
  Tensor y_, yOut_, dx_, dxOut_;
};

}  // namespace nnlab

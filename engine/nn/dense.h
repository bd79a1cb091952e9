#pragma once
// Dense (fully connected): y = x W^T + b, x flat (features).
#include "nn/layer.h"

namespace nnlab {

class Dense final : public Layer {
 public:
  Dense(int units, bool bias, Init init) : units_(units), bias_(bias), init_(init) {}
  std::string type() const override { return "dense"; }
  std::string label() const override { return "dense " + std::to_string(units_); }
  nlohmann::json args() const override;
  Shape outputShape(const Shape& in) const override;
  std::vector<Shape> paramShapes(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override;
  void build(const Shape& in, Backend& backend, DType dtype, Rng& rng) override;
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  std::vector<Param*> parameters() override;
  bool fuseRelu() override { return relu_ = true; }

 private:
  int units_;
  bool bias_;
  Init init_;
  bool relu_ = false;  // y = relu(x W^T + b): a ReLU after this layer was folded in
  Param w_, b_;
  const Tensor* x_ = nullptr;
  Tensor y_, dx_, maskedDy_;
};

}  // namespace nnlab

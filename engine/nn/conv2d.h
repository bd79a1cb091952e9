#pragma once
// Conv2D: y[n,k] = b[k] + sum_c x[n,c] (*) w[k,c], square kernel, stride, zero padding.
#include "nn/layer.h"

namespace nnlab {

class Conv2D final : public Layer {
 public:
  Conv2D(int filters, int kernel, int stride, int padding, bool bias, Init init)
      : filters_(filters), kernel_(kernel), stride_(stride), padding_(padding), bias_(bias), init_(init) {}
  std::string type() const override { return "conv2d"; }
  std::string label() const override;
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
  ConvGeometry geometry(std::int64_t batch) const;
  int filters_, kernel_, stride_, padding_;
  bool bias_;
  Init init_;
  bool relu_ = false;  // a ReLU after this layer was folded in
  Param w_, b_;
  const Tensor* x_ = nullptr;
  Tensor y_, dx_, maskedDy_;
};

// Output size of a sliding window; shared by convolution and pooling.
std::int64_t slidingOutput(std::int64_t in, int kernel, int stride, int padding);
// Checks an image input and that the window fits; throws with a readable message.
void checkWindow(const Shape& in, int kernel, int stride, int padding, const char* what);

}  // namespace nnlab

#pragma once
// Conv1D: y[n,k,l] = b[k] + sum_{c,j} x[n,c, l*stride - padding + j*dilation] w[k,c,j], on
// sequences (channels x length). It runs as a 2-D convolution of height 1 (a (N, C, L) tensor
// viewed as (N, C, 1, L), a 1 x kernel filter), so every backend's convolution — cuDNN on the
// GPU — serves it; its activations stay channels-first.
#include "nn/layer.h"

namespace nnlab {

class Conv1D final : public Layer {
 public:
  Conv1D(int filters, int kernel, int stride, int padding, int dilation, bool bias, Init init)
      : filters_(filters), kernel_(kernel), stride_(stride), padding_(padding), dilation_(dilation), bias_(bias),
        init_(init) {}
  std::string type() const override { return "conv1d"; }
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
  void setChannelsLast(bool) override {}  // (C, L) activations have no channels-last form here

 private:
  ConvGeometry geometry(std::int64_t batch) const;
  int filters_, kernel_, stride_, padding_, dilation_;
  bool bias_;
  Init init_;
  bool relu_ = false;  // a ReLU after this layer was folded in
  Param w_, b_;        // w: (K, C, kernel), handed to the backend as a (K, C, 1, kernel) view
  const Tensor* x_ = nullptr;
  Tensor x4_, y_, yOut_, dy4_, dx_, dxOut_, maskedDy_;
};

// Length after a 1-D sliding window whose taps span dilation*(kernel-1)+1 inputs.
std::int64_t slidingOutput1d(std::int64_t length, int kernel, int stride, int padding, int dilation = 1);
// Checks a sequence input (channels x length) and that the window fits; throws with a readable
// message.
void checkSequenceWindow(const Shape& in, int kernel, int stride, int padding, int dilation, const char* what);

}  // namespace nnlab

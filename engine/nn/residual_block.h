#pragma once
// ResidualBlock: the basic block of ResNet-18/34:
//   y = relu( bn2(conv3x3(relu(bn1(conv3x3/stride(x))))) + shortcut(x) )
// (the inner ReLU is folded into bn1, the outer one into the addition).
// where shortcut is the identity, or a 1x1/stride projection + bn when the stride or the
// channel count changes.
#include <memory>

#include "nn/batch_norm.h"
#include "nn/conv2d.h"
#include "nn/simple_layers.h"

namespace nnlab {

class ResidualBlock final : public Layer {
 public:
  ResidualBlock(int filters, int stride);
  std::string type() const override { return "residual"; }
  std::string label() const override;
  nlohmann::json args() const override { return {{"filters", filters_}, {"stride", stride_}}; }
  Shape outputShape(const Shape& in) const override;
  std::vector<Shape> paramShapes(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override;
  double bufferElementsPerSample(const Shape& in) const override;
  void build(const Shape& in, Backend& backend, DType dtype, Rng& rng) override;
  void setChannelsLast(bool on) override;
  int setBatchNormSync(BatchNormSync* sync) override;
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  std::vector<Param*> parameters() override;
  std::vector<std::pair<std::string, Tensor*>> buffers() override;

 private:
  bool projects(const Shape& in) const { return stride_ != 1 || in[0] != filters_; }
  int filters_, stride_;
  Conv2D conv1_, conv2_, convShortcut_;
  BatchNorm bn1_, bn2_, bnShortcut_;
  ActivationLayer relu1_;
  bool projection_ = false;
  bool fused_ = false;  // the last forward ran bn2 + add + ReLU as one backend pass
  std::vector<std::string> paramNames_;
  Tensor sum_, dsum_, dx_;  // sum_ = relu(main + shortcut)
};

}  // namespace nnlab

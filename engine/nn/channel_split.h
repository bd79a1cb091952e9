#pragma once
// A dense or convolution layer computed as two halves by output channels, each on its own device
// (layer option "split": 2): AlexNet's two GPUs (Krizhevsky et al. 2012), which split the large
// layers' kernels between them. The exchange: the input goes to both devices, each computes its
// half of the outputs, and the halves are joined (concatenated by channel) for the next layer; going
// back, each half receives its part of the output gradient and the two input gradients are summed.
// The halves start from the unsplit layer's initial weights (its first rows in the first half), so
// the split layer computes what the whole one does (test_pipeline). Each half runs on its own
// thread; the second on a sibling of the layer's backend (Backend::sibling: another CPU backend,
// or the next GPU, reached by peer copies). Channels-last activations are joined per pixel.
#include <functional>
#include <memory>

#include "nn/layer.h"

namespace nnlab {

class ChannelSplit final : public Layer {
 public:
  // make(c): the layer with c output channels (units or filters). The split layer has `channels`,
  // the first half channels / 2 of them (rounded up).
  using Make = std::function<std::unique_ptr<Layer>(int channels)>;
  ChannelSplit(Make make, int channels);
  ~ChannelSplit() override;

  std::string type() const override { return whole_->type(); }
  std::string label() const override;
  nlohmann::json args() const override;
  Shape outputShape(const Shape& in) const override { return whole_->outputShape(in); }
  std::vector<Shape> paramShapes(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override { return whole_->forwardFlops(in); }
  // Both halves' buffers, the input's copy on the second device and the joined output.
  double bufferElementsPerSample(const Shape& in) const override;

  void build(const Shape& in, Backend& backend, DType dtype, Rng& rng) override;
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  std::vector<Param*> parameters() override;
  void setStepSeed(std::uint64_t seed) override;
  void setStepState(const Tensor* state) override;
  bool fuseRelu() override;
  void setChannelsLast(bool on) override;
  std::vector<Backend*> parameterBackends() override;
  // Its halves run on two threads (and two GPUs): no step through it is captured as a graph.
  bool recordable() const override { return false; }
  bool spansDevices() const override;

  // Bytes that crossed between the two devices so far (the input copied over, the second half's
  // output and output gradient, its input gradient).
  double bytesExchanged() const { return bytes_; }

 private:
  // Runs a(), and b() on a second thread; rethrows the first failure.
  template <class A, class B>
  void both(A&& a, B&& b);
  struct Blocks {
    std::int64_t rows, inner;  // 2-D copy rows; elements per channel in a row
  };
  Blocks blocksOf(const Shape& s) const;

  Make make_;
  std::unique_ptr<Layer> whole_, first_, second_;  // whole_: never built (shapes, arguments)
  int firstChannels_ = 0;
  std::unique_ptr<Backend> other_;
  Tensor xOther_, y_, dyFirst_, dySecond_, dx_, dxOther_;
  Tensor ybHere_, dySecondHere_;  // the second half's output and output gradient on this device
  double bytes_ = 0.0;  // (counted on the calling thread only)
};

}  // namespace nnlab

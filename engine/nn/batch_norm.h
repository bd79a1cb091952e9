#pragma once
// BatchNorm (1d over features or the channels of C x L sequences, 2d over image channels):
// y = gamma (x - mean) / sqrt(var + eps) + beta,
// batch statistics in training, running statistics in evaluation.
#include "nn/layer.h"

namespace nnlab {

// Synchronised batch norm (data parallel): training statistics over the global batch, not each
// replica's share. The layer computes per-channel sums; this adds them over the replicas (every
// replica's layers call it in the same order, so it may wait for the others).
class BatchNormSync {
 public:
  virtual ~BatchNormSync() = default;
  // Adds every replica's forward sums (f64 on the layer's backend: sums, squares, count) in place.
  virtual void sumStatistics(Tensor& sums) = 0;
  // Adds every replica's backward sums, each weighted by its replica's share of the global batch
  // (its gradients are of its own mean loss); returns the factor that turns the result into this
  // replica's terms (1 / its share).
  virtual double sumGradients(Tensor& sums) = 0;
};

class BatchNorm final : public Layer {
 public:
  BatchNorm(int dims, double momentum, double eps) : dims_(dims), momentum_(momentum), eps_(eps) {}
  std::string type() const override { return dims_ == 1 ? "batchnorm1d" : "batchnorm2d"; }
  nlohmann::json args() const override { return {{"momentum", momentum_}, {"eps", eps_}}; }
  Shape outputShape(const Shape& in) const override;
  std::vector<Shape> paramShapes(const Shape& in) const override;
  double forwardFlops(const Shape& in) const override { return 4.0 * static_cast<double>(in.numel()); }
  void build(const Shape& in, Backend& backend, DType dtype, Rng& rng) override;
  const Tensor& forward(const Tensor& x, bool training) override;
  const Tensor& backward(const Tensor& dy, bool needInputGrad) override;
  std::vector<Param*> parameters() override { return {&gamma_, &beta_}; }
  std::vector<std::pair<std::string, Tensor*>> buffers() override {
    return {{"running_mean", &runningMean_}, {"running_var", &runningVar_}};
  }
  bool fuseRelu() override { return relu_ = true; }
  // A residual block's end, out = relu(this(x) + z), in one backend pass where it has one
  // (training, not synchronised, no ReLU folded in); false: nothing was done.
  bool forwardAddRelu(const Tensor& x, const Tensor& z, Tensor& out);
  // The backward of a forwardAddRelu that returned true: dz = dy masked by out > 0; returns dx.
  const Tensor& backwardAddRelu(const Tensor& out, const Tensor& dy, Tensor& dz);
  int setBatchNormSync(BatchNormSync* sync) override {
    sync_ = sync;
    return 1;
  }

 private:
  bool relu_ = false;  // a ReLU after this layer was folded in
  BatchNormSync* sync_ = nullptr;
  bool synced_ = false;  // the last training forward took the replicas' statistics
  Tensor statSums_, gradSums_;
  BatchNormGeometry geometry(std::int64_t batch) const;
  int dims_;
  double momentum_, eps_;
  Param gamma_, beta_;
  Tensor runningMean_, runningVar_, saveMean_, saveInvStd_;
  const Tensor* x_ = nullptr;
  Tensor y_, dx_, maskedDy_;
};

}  // namespace nnlab

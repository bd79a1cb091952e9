#pragma once
// CpuReferenceBackend: every op of the Backend contract written as plain, single-threaded loops
// over row-major arrays. It is the sequential baseline students read first and the oracle the
// faster backends (cpu-blas, cuda) are tested against, so clarity beats speed everywhere here.
// Supports f32 and f64; each op is one function template instantiated for both.
#include "backends/backend.h"

#include <memory>

namespace nnlab {

class CpuReferenceBackend final : public Backend {
 public:
  CpuReferenceBackend() = default;

  std::string name() const override { return "cpu-reference"; }
  std::unique_ptr<Backend> sibling() const override { return std::make_unique<CpuReferenceBackend>(); }
  Device device() const override { return Device::cpu(); }
  bool supports(DType t) const override { return t == DType::F32 || t == DType::F64; }

  void fill(Tensor& t, double value) override;
  void copy(const Tensor& src, Tensor& dst) override;
  void add(const Tensor& a, const Tensor& b, Tensor& y) override;
  void scale(Tensor& t, double alpha) override;
  double sum(const Tensor& t) override;

  void gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8 = 1.0 / 255.0) override;

  void linearForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) override;
  void linearBackward(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                      Tensor* db) override;

  void conv2dForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b,
                     Tensor& y) override;
  void conv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx,
                      Tensor& dw, Tensor* db) override;

  void maxPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) override;
  void maxPoolBackward(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax, Tensor& dx) override;
  void avgPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y) override;
  void avgPoolBackward(const PoolGeometry& g, const Tensor& dy, Tensor& dx) override;

  void batchNormForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                        Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                        double eps, Tensor& saveMean, Tensor& saveInvStd) override;
  void batchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                         const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma,
                         Tensor& dbeta) override;

  void activationForward(Activation f, double alpha, const Tensor& x, Tensor& y) override;
  void activationBackward(Activation f, double alpha, const Tensor& x, const Tensor& y, const Tensor& dy,
                          Tensor& dx) override;

  void dropoutForward(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) override;
  void dropoutBackward(const Tensor& dy, const Tensor& mask, Tensor& dx) override;

  void softmaxCrossEntropy(const Tensor& logits, const Tensor& labels, Tensor& loss, Tensor* grad) override;
  void mseOneHot(const Tensor& outputs, const Tensor& labels, Tensor& loss, Tensor* grad) override;
  void confusionUpdate(const Tensor& logits, const Tensor& labels, Tensor& confusion) override;

  void sgdUpdate(std::span<ParamSlot> params, const SgdHyper& h) override;
  void adamUpdate(std::span<ParamSlot> params, const AdamHyper& h) override;

  bool allFinite(const Tensor& t) override;
};

}  // namespace nnlab

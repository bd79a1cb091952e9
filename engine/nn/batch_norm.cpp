#include "nn/batch_norm.h"

#include "core/error.h"

namespace nnlab {

Shape BatchNorm::outputShape(const Shape& in) const {
  if (dims_ == 1 && in.rank() != 1 && in.rank() != 2)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "batchnorm1d normalises flat features or sequences (channels x length) but gets %1: use "
        "batchnorm2d after 2-D convolutions"),
        in.str()));
  if (dims_ == 2 && in.rank() != 3)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "batchnorm2d normalises image channels but gets %1: use batchnorm1d after dense layers"),
        in.str()));
  return in;
}

std::vector<Shape> BatchNorm::paramShapes(const Shape& in) const { return {Shape{in[0]}, Shape{in[0]}}; }

BatchNormGeometry BatchNorm::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  BatchNormGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.spatial = dims_ == 2 ? static_cast<int>(in[1] * in[2]) : in.rank() == 2 ? static_cast<int>(in[1]) : 1;
  g.nhwc = dims_ == 2 && channelsLast();
  return g;
}

void BatchNorm::build(const Shape& in, Backend& backend, DType dtype, Rng& rng) {
  Layer::build(in, backend, dtype, rng);
  // Scale, shift and statistics stay f32 in mixed precision (as cuDNN and PyTorch keep them).
  const DType pt = f32OrWider();
  gamma_ = makeParam("gamma", Shape{in[0]}, false, pt);
  beta_ = makeParam("beta", Shape{in[0]}, false, pt);
  initConstant(gamma_.value, 1.0);
  initConstant(beta_.value, 0.0);
  runningMean_ = backend.allocate(Shape{in[0]}, pt);
  runningVar_ = backend.allocate(Shape{in[0]}, pt);
  saveMean_ = backend.allocate(Shape{in[0]}, pt);
  saveInvStd_ = backend.allocate(Shape{in[0]}, pt);
  backend.fill(runningMean_, 0.0);
  backend.fill(runningVar_, 1.0);
  backend.fill(saveMean_, 0.0);
  backend.fill(saveInvStd_, 1.0);
}

const Tensor& BatchNorm::forward(const Tensor& x, bool training) {
  x_ = &x;
  if (training && dims_ == 1 && inputShape().rank() == 1 && x.dim(0) < 2)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "batchnorm1d needs at least 2 samples per training batch (got 1): raise the batch size or drop "
        "the last short batch")));
  ensure(y_, x.shape());
  synced_ = training && sync_;
  if (synced_) {
    const BatchNormGeometry g = geometry(x.dim(0));
    ensure(statSums_, Shape{2 * std::int64_t{g.c} + 1}, DType::F64);
    backend().batchNormSums(g, x, statSums_);
    sync_->sumStatistics(statSums_);
    backend().batchNormApply(g, x, gamma_.value, beta_.value, statSums_, y_, relu_, runningMean_, runningVar_, momentum_,
                             eps_, saveMean_, saveInvStd_);
    return y_;
  }
  if (relu_)
    backend().batchNormReluForward(geometry(x.dim(0)), x, gamma_.value, beta_.value, y_, training, runningMean_,
                                   runningVar_, momentum_, eps_, saveMean_, saveInvStd_);
  else
    backend().batchNormForward(geometry(x.dim(0)), x, gamma_.value, beta_.value, y_, training, runningMean_,
                               runningVar_, momentum_, eps_, saveMean_, saveInvStd_);
  return y_;
}

const Tensor& BatchNorm::backward(const Tensor& dy, bool) {
  // dx is always computed: the gradients of gamma and beta come from the same pass.
  ensure(dx_, x_->shape());
  if (synced_) {
    const BatchNormGeometry g = geometry(x_->dim(0));
    const Tensor* reluOut = relu_ ? &y_ : nullptr;
    ensure(gradSums_, Shape{2 * std::int64_t{g.c}}, DType::F64);
    backend().batchNormGradSums(g, *x_, dy, reluOut, saveMean_, saveInvStd_, gradSums_, gamma_.grad, beta_.grad);
    const double scale = sync_->sumGradients(gradSums_);
    backend().batchNormGradApply(g, *x_, gamma_.value, dy, reluOut, saveMean_, saveInvStd_, statSums_, gradSums_, scale,
                                 dx_);
    return dx_;
  }
  if (relu_) {
    ensure(maskedDy_, dy.shape());
    backend().reluBatchNormBackward(geometry(x_->dim(0)), *x_, gamma_.value, y_, dy, saveMean_, saveInvStd_, dx_,
                                    gamma_.grad, beta_.grad, maskedDy_);
  } else {
    backend().batchNormBackward(geometry(x_->dim(0)), *x_, gamma_.value, dy, saveMean_, saveInvStd_, dx_,
                                gamma_.grad, beta_.grad);
  }
  return dx_;
}

bool BatchNorm::forwardAddRelu(const Tensor& x, const Tensor& z, Tensor& out) {
  if (sync_ || relu_ || dims_ != 2) return false;
  if (!backend().batchNormAddReluForward(geometry(x.dim(0)), x, z, gamma_.value, beta_.value, out, runningMean_,
                                         runningVar_, momentum_, eps_, saveMean_, saveInvStd_))
    return false;
  x_ = &x;
  synced_ = false;
  return true;
}

const Tensor& BatchNorm::backwardAddRelu(const Tensor& out, const Tensor& dy, Tensor& dz) {
  ensure(dx_, x_->shape());
  const BatchNormGeometry g = geometry(x_->dim(0));
  if (!backend().batchNormAddReluBackward(g, *x_, gamma_.value, out, dy, saveMean_, saveInvStd_, dx_, dz, gamma_.grad,
                                          beta_.grad)) {
    backend().activationBackward(Activation::ReLU, 0.0, out, out, dy, dz);
    backend().batchNormBackward(g, *x_, gamma_.value, dz, saveMean_, saveInvStd_, dx_, gamma_.grad, beta_.grad);
  }
  return dx_;
}

}  // namespace nnlab

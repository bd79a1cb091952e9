#include "nn/loss.h"

#include "core/error.h"

namespace nnlab {

LossKind lossFromName(const std::string& name) {
  if (name == "cross_entropy" || name == "ce" || name == "crossentropy") return LossKind::CrossEntropy;
  if (name == "mse") return LossKind::Mse;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "unknown loss '%1' (known: cross_entropy, mse)"), name));
}

const char* lossName(LossKind kind) { return kind == LossKind::CrossEntropy ? "cross_entropy" : "mse"; }

void computeLoss(Backend& backend, LossKind kind, const Tensor& outputs, const Tensor& labels, Tensor& loss,
                 Tensor* grad) {
  if (kind == LossKind::CrossEntropy)
    backend.softmaxCrossEntropy(outputs, labels, loss, grad);
  else
    backend.mseOneHot(outputs, labels, loss, grad);
}

void computeLossStep(Backend& backend, LossKind kind, const Tensor& outputs, const Tensor& labels,
                     const Tensor& state, Tensor& history, Tensor* grad, Tensor* confusion) {
  if (kind == LossKind::CrossEntropy)
    backend.softmaxCrossEntropyStep(outputs, labels, state, history, grad, confusion);
  else
    backend.mseOneHotStep(outputs, labels, state, history, grad, confusion);
}

}  // namespace nnlab

#pragma once
// Losses on the model's output (N, classes) against integer labels.
//   cross_entropy: mean_n -log softmax(z_n)[y_n]
//   mse:           mean_{n,k} (z_nk - onehot(y_n)_k)^2   (what the studies used)
#include <string>

#include "backends/backend.h"

namespace nnlab {

enum class LossKind { CrossEntropy, Mse };

LossKind lossFromName(const std::string& name);  // "cross_entropy" | "mse"; throws InvalidArgument
const char* lossName(LossKind kind);

void computeLoss(Backend& backend, LossKind kind, const Tensor& outputs, const Tensor& labels, Tensor& loss,
                 Tensor* grad);
// The trainer's form: the batch mean goes to history[state[kStepBatch]], grad is loss-scaled.
void computeLossStep(Backend& backend, LossKind kind, const Tensor& outputs, const Tensor& labels,
                     const Tensor& state, Tensor& history, Tensor* grad, Tensor* confusion);

}  // namespace nnlab

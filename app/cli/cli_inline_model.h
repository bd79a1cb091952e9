#pragma once
// `nnlab-cli train --layers 784,192,10 --activation sigmoid`: the C trainer's inline dense stack.
#include <string>

#include "experiment/experiment_spec.h"
#include "nn/model.h"

namespace nnlab::cli {

// Replaces spec.model with the dense stack `layers` (nn/dense_stack.h) with `activation` after
// each hidden layer, and after the output layer too when the loss is MSE (the C trainer's
// sigmoid outputs). Call it after the loss is known. Error(InvalidArgument) for a bad list, an
// unknown activation, --activation without --layers, or --layers together with --model.
void applyInlineLayers(ExperimentSpec& spec, const std::string& layers, const std::string& activation,
                       bool layersGiven, bool activationGiven, bool modelGiven);

// The input shape and classes of a model for commands that inspect it without training (profile,
// predict): the spec's own, else --input / --classes, else the dataset's (--dataset). Error when
// the input stays unknown; classes default to 10 (only the last layer's width depends on them).
struct ModelInput {
  Shape input;
  int classes = 10;
  std::int64_t trainSamples = 0;  // the dataset's training split at 80 %, when a dataset was named
};
ModelInput resolveModelInput(const ModelSpec& spec, const std::string& dataset, const std::vector<std::int64_t>& input,
                             int classes);

}  // namespace nnlab::cli

#pragma once
// `nnlab-cli train --layers 784,192,10 --activation sigmoid`: the C trainer's inline dense stack.
#include <string>

#include "experiment/experiment_spec.h"

namespace nnlab::cli {

// Replaces spec.model with the dense stack `layers` (nn/dense_stack.h) with `activation` after
// each hidden layer, and after the output layer too when the loss is MSE (the C trainer's
// sigmoid outputs). Call it after the loss is known. Error(InvalidArgument) for a bad list, an
// unknown activation, --activation without --layers, or --layers together with --model.
void applyInlineLayers(ExperimentSpec& spec, const std::string& layers, const std::string& activation,
                       bool layersGiven, bool activationGiven, bool modelGiven);

}  // namespace nnlab::cli

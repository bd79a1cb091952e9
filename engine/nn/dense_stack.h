#pragma once
// Inline dense stacks, as the teaching C trainer takes its network: "--layers 784,192,10" is 784
// inputs, one hidden layer of 192 units and 10 classes, every layer followed by one activation.
// The spec fixes the input count and the class count (both checked against the dataset) and starts
// with flatten, so 1x28x28 images and 784-column tables both fit 784 inputs.
#include <string>
#include <vector>

#include "nn/model_spec.h"

namespace nnlab {

struct DenseStack {
  std::vector<int> sizes;             // inputs, hidden units..., classes
  std::string activation = "sigmoid"; // an activation layer type of the registry (relu, sigmoid, tanh, ...)
  // Also after the output layer: the C trainer's sigmoid outputs for MSE on one-hot targets.
  // Leave it off for cross-entropy, which wants raw scores.
  bool activateOutput = false;
};

// "784,192,10" -> {784, 192, 10}. Error(InvalidArgument) for anything else: at least an input
// count and a class count, positive integers, at least 2 classes.
std::vector<int> parseLayerSizes(const std::string& text);

// The stack as a ModelSpec named "dense-784-192-10" (validated: Error(InvalidArgument) for a bad
// size list or an unknown activation).
ModelSpec denseStackSpec(const DenseStack& stack);

// The names denseStackSpec accepts as activations.
std::vector<std::string> denseStackActivations();

}  // namespace nnlab

#pragma once
// Models into nnlab: an ONNX file (read with Debian's libonnx / protobuf classes) as an nnlab model
// spec, with the file's weights when it holds them.
//
// The graph is walked from its input to its output as a chain of nnlab layers: Conv (1-D, 2-D with
// a square kernel, one group), Gemm and MatMul (+ Add) -> dense, Relu, LeakyRelu, Sigmoid, Tanh,
// Softplus, MaxPool / AveragePool, GlobalAveragePool (+ the Flatten or Squeeze after it), Flatten /
// Reshape to (batch, features), BatchNormalization, Dropout, Identity (skipped). A last Softmax /
// LogSoftmax is dropped: nnlab's loss applies it (a note says so). A value read by two nodes must open a
// residual block, nnlab's "residual" layer:
//   Conv3x3/s [BN] Relu Conv3x3 [BN] + (x | Conv1x1/s [BN]) -> Add -> Relu
// with or without the batch norms: PyTorch's evaluation export folds them into the convolutions'
// weights and biases, and nnlab's block (convolutions without bias, batch norm inside) takes such a
// bias as its batch norm's shift with statistics mean 0, variance 1 (and the scale that cancels
// the epsilon), so the evaluation outputs are the file's and training learns batch statistics again.
// Anything else is Error(Unsupported) naming the operator and the node; a damaged, truncated or
// hostile file is Error(BadInput).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "interop/layer_tensors.h"
#include "nn/model_spec.h"

namespace nnlab {

class Model;

struct OnnxImport {
  ModelSpec spec;                  // input set when the file fixes it (the batch dim is free), classes from the output
  std::vector<std::string> notes;  // for the user: what was dropped, folded or mapped
  // Per layer of spec.layers, its tensors by nnlab name ("weight", "bn1.gamma", "running_var"), as
  // layerTensors() gives them; empty when the file keeps its weights in external files.
  std::vector<std::map<std::string, HostTensor>> weights;
  bool hasWeights() const { return !weights.empty(); }
  std::string producer;  // "pytorch 2.1", "nnlab"
  std::int64_t opset = 0;
};

// The most bytes an ONNX file may have (a ResNet-50 is 100 MB; protobuf cannot parse 2 GiB).
constexpr std::uint64_t kMaxOnnxFileBytes = std::uint64_t{1} << 30;

// Reads the file: Error(BadInput) when it cannot be read, is larger than kMaxOnnxFileBytes or is not
// a readable ONNX model; Error(Unsupported) naming the operator and node nnlab cannot express.
OnnxImport importOnnx(const std::string& path);
// The same from bytes in memory (the fuzz target); `what` names them in messages.
OnnxImport importOnnxBytes(const std::string& bytes, const std::string& what, const std::string& name = "imported");

// Puts the imported weights into `model` (built from import.spec): Error(BadInput) when a tensor's
// dims differ from the layer's (the file's graph and weights disagree).
void loadImportedWeights(Model& model, const OnnxImport& import);

}  // namespace nnlab

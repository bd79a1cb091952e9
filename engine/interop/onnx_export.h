#pragma once
// Models out of nnlab: a built model (its layers, trained weights and batch-norm statistics) as an
// ONNX graph (opset 13), through Debian's libonnx (its protobuf classes and its checker).
//
// The graph is the model in evaluation form: input "input" (batch, the model's input shape) and
// output "logits" (batch, classes), float32; dropout is left out and batch norm uses its running
// statistics, as nnlab's own evaluation does. Each nnlab layer becomes the ONNX operators that
// compute it: dense -> Gemm (its input is flat: the model check asks for a flatten), conv2d / conv1d
// -> Conv, the activations -> Relu, LeakyRelu, Sigmoid, Tanh, Softplus, pooling -> MaxPool /
// AveragePool (padding counted in the average, as nnlab does) / GlobalAveragePool + Flatten,
// batchnorm -> BatchNormalization, residual -> its two convolutions and batch norms, the
// projection when it has one, Add and Relu; a layer split in two ("split": 2) is exported whole
// (its halves' weights joined).
#include <cstdint>
#include <string>

namespace nnlab {

class Model;

struct OnnxExport {
  std::int64_t nodes = 0, initializers = 0, parameters = 0;
  int opset = 13;
};

// Writes `model` to `path` (replacing it only when the whole file was written) and checks the file
// with ONNX's checker. Throws Error(Unsupported) naming a layer ONNX cannot express here,
// Error(BadInput) when the file cannot be written.
OnnxExport exportOnnx(Model& model, const std::string& path);

// ONNX's checker on a file: throws Error(BadInput) with the checker's message.
void checkOnnxFile(const std::string& path);

}  // namespace nnlab

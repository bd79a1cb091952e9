#pragma once
// Models out of nnlab as PyTorch code: a readable nn.Module (model.py) with one module per nnlab
// layer (layerN, in the model's order, each commented with the layer's label and output shape) and
// its trained weights in model.safetensors under the module's state_dict names. In evaluation mode
// (model.eval()) the module computes nnlab's evaluation: the same logits up to float rounding.
//
// The mapping: dense -> nn.Linear, conv2d / conv1d -> nn.Conv2d / nn.Conv1d, the activations ->
// nn.ReLU, nn.LeakyReLU, nn.Sigmoid, nn.Tanh, nn.Softplus, max / average pooling -> nn.MaxPool*d /
// nn.AvgPool*d (padding counted in the average), global average pooling -> AdaptiveAvgPool*d + a
// flatten, flatten -> nn.Flatten, batchnorm -> nn.BatchNorm*d (gamma, beta and the running
// statistics; same momentum convention), dropout -> nn.Dropout, residual -> a BasicBlock class
// written into the file; a layer split in two is written whole. The safetensors file follows the
// format's specification (a little-endian u64 header length, a JSON header with each tensor's
// dtype, shape and byte range, then the data); model.py reads it with the safetensors package
// when installed, else with a reader of its own (torch alone).
#include <cstdint>
#include <string>

namespace nnlab {

class Model;

struct TorchExport {
  std::string className;         // the nn.Module's name ("Lenet5")
  std::int64_t parameters = 0;   // values in model.safetensors (buffers included)
  std::int64_t tensors = 0;      // entries of the state_dict
  int samples = 0;               // rows of sample.safetensors (0: none written)
};

// Writes <dir>/model.py and <dir>/model.safetensors (the folder is created; each file replaces an
// older one only once written whole). With samples > 0 also <dir>/sample.safetensors: "input", that
// many rows drawn uniformly from [0, 1) (seeded), and "logits", nnlab's evaluation of them, so
// that `python3 model.py --check sample.safetensors` compares PyTorch's logits with nnlab's.
// Throws Error(Unsupported) naming a layer with no PyTorch form, Error(BadInput) when a file
// cannot be written.
TorchExport exportPyTorch(Model& model, const std::string& dir, int samples = 0, std::uint64_t seed = 1);

}  // namespace nnlab

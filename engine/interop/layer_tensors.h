#pragma once
// A layer's trained tensors on the host as float32, by their nnlab names ("weight", "gamma",
// "bn1.running_mean"), whatever their type and device: what the exporters (ONNX, PyTorch) write.
// A layer split in two ("split": 2) has its halves ("weight.1", "weight.2") joined in order along
// their first dimension, so it is written as the whole layer.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace nnlab {

class Layer;
class Model;

struct HostTensor {
  std::vector<std::int64_t> dims;
  std::vector<float> values;
};

std::map<std::string, HostTensor> layerTensors(Model& model, Layer& layer);

// The reverse, for importers: writes each named tensor into the layer (a split layer's halves
// taken in order from the joined tensor), converted to the layer's type and device. Every tensor
// the layer has must be given with its exact dims, and nothing else: Error(BadInput) naming
// `what` ("layer 3 (conv2d 5x5)") and the tensor.
void setLayerTensors(Model& model, Layer& layer, const std::map<std::string, HostTensor>& tensors, const std::string& what);

}  // namespace nnlab

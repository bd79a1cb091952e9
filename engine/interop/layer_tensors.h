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

}  // namespace nnlab

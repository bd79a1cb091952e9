#pragma once
// The models the exporters are checked on (test_onnx_export, test_torch_export): every layer type,
// residual blocks with and without projection, 1-d layers and layers split in two.
#include <string>
#include <utility>
#include <vector>

#include "nn/model_spec.h"
#include "support/test_support.h"

namespace nnlab::test {

inline std::vector<std::pair<std::string, std::string>> exportModels() {
  return {
      {"lenet5", loadModelSpec("lenet5").toJson().dump()},
      {"toy cnn (batch norm, dropout)", toyCnn().toJson().dump()},
      {"activations and pools", R"({"name": "acts", "input": [2, 12, 12], "classes": 5, "layers": [
        {"type": "conv2d", "filters": 6, "kernel": 3, "stride": 2, "padding": 1}, {"type": "leakyrelu", "alpha": 0.2},
        {"type": "avgpool2d", "kernel": 3, "stride": 1, "padding": 1}, {"type": "conv2d", "filters": 4, "kernel": 3},
        {"type": "tanh"}, {"type": "maxpool2d", "kernel": 2, "stride": 2}, {"type": "flatten"}, {"type": "dense", "units": 7},
        {"type": "sigmoid"}, {"type": "batchnorm1d"}, {"type": "softplus"}, {"type": "dense", "units": "classes"}]})"},
      {"residual blocks", R"({"name": "res", "input": [3, 16, 16], "classes": 4, "layers": [
        {"type": "conv2d", "filters": 8, "kernel": 3, "padding": 1, "bias": false}, {"type": "batchnorm2d"}, {"type": "relu"},
        {"type": "residual", "filters": 8}, {"type": "residual", "filters": 16, "stride": 2},
        {"type": "globalavgpool"}, {"type": "dense", "units": "classes"}]})"},
      {"1-d", R"({"name": "seq", "input": [2, 40], "classes": 3, "layers": [
        {"type": "conv1d", "filters": 5, "kernel": 5, "padding": 2}, {"type": "batchnorm1d"}, {"type": "relu"},
        {"type": "maxpool1d", "kernel": 2}, {"type": "conv1d", "filters": 6, "kernel": 3, "dilation": 2},
        {"type": "avgpool1d", "kernel": 2}, {"type": "globalavgpool1d"}, {"type": "dense", "units": "classes"}]})"},
      {"layers split in two", R"({"name": "split", "input": [1, 10, 10], "classes": 4, "layers": [
        {"type": "conv2d", "filters": 6, "kernel": 3, "split": 2}, {"type": "relu"}, {"type": "flatten"},
        {"type": "dense", "units": 12, "split": 2}, {"type": "relu"}, {"type": "dense", "units": "classes"}]})"},
  };
}

}  // namespace nnlab::test

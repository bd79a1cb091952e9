#pragma once
// The one table of layer types. The JSON model spec, nnlab-cli `layers`, the docs and the GUI
// palette all read it: name, category, help, shape rule and each parameter with its default,
// range and help text.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "nn/layer.h"

namespace nnlab {

struct LayerParamInfo {
  enum class Kind { Int, Float, Bool, Choice };
  std::string name;
  Kind kind = Kind::Int;
  nlohmann::json defaultValue;  // null: required
  double min = 0.0, max = 0.0;  // inclusive range for Int/Float
  std::vector<std::string> choices;
  std::string help;
  bool acceptsClasses = false;  // Int that may be the string "classes" (the dataset's class count)
};

struct LayerTypeInfo {
  std::string name;
  std::string category;  // "core", "convolution", "pooling", "normalization", "activation", "regularization"
  std::string help;
  std::string shapeRule;  // e.g. "C x H x W -> filters x H' x W'"
  std::vector<LayerParamInfo> params;
  std::function<std::unique_ptr<Layer>(const nlohmann::json& resolvedArgs)> create;
};

const std::vector<LayerTypeInfo>& layerRegistry();
// Throws Error(InvalidModel) listing the known types.
const LayerTypeInfo& layerType(const std::string& name);

// Validates the arguments of one layer entry against the table: fills defaults, checks kinds
// and ranges, rejects unknown keys, resolves "classes". Throws Error(InvalidModel) with a message
// naming the parameter (without the layer prefix).
nlohmann::json resolveLayerArgs(const LayerTypeInfo& info, const nlohmann::json& given, int classes);

// Creates a layer from a spec entry {"type": ..., <args>}.
std::unique_ptr<Layer> createLayer(const nlohmann::json& entry, int classes);

}  // namespace nnlab

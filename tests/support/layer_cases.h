#pragma once
// test_layer_gradients' layer configurations: one or more per registered layer type.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/tensor.h"

namespace nnlab::test {

struct LayerCase {
  std::string name;     // row name
  nlohmann::json spec;  // {"type": ..., parameters}
  Shape in;             // per-sample input shape
};

// The test configurations, keyed by the registry's type name (spec["type"]). Every registered
// type needs at least one.
const std::vector<LayerCase>& layerCases();

}  // namespace nnlab::test

#pragma once
// ModelSpec: a layer stack as JSON.
//   {"name": "lenet5", "title": "LeNet-5", "description": "...", "input": [1,28,28], "classes": 10,
//    "layers": [{"type": "conv2d", "filters": 6, "kernel": 5, "padding": 2}, ...]}
// "input" and "classes" are optional: when absent the dataset decides (ResNets work on any
// image size). A dense layer may say "units": "classes".
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/shape.h"

namespace nnlab {

struct ModelSpec {
  std::string name;         // an identifier: file names, run records, `--model lenet5`
  std::string title;        // what lists show ("LeNet-5"); empty: the name
  std::string description;
  std::optional<Shape> input;
  int classes = 0;  // 0: from the dataset
  nlohmann::json layers = nlohmann::json::array();

  // Strict: unknown keys and wrong types are Error(InvalidArgument) naming the key by its path.
  // With strictLayers (files: load(), experiment specs), each layer's structure is checked too —
  // an object with a known "type" and only that type's parameters, of the right kinds
  // ("layers[2].filter: did you mean filters?"); an unknown type is Error(InvalidModel). Without it
  // (an editor's stack) layers are checked later, per layer, by checkModel(). `what` names the
  // document in messages, `path` places the model in a larger one ("model" in an experiment spec).
  static ModelSpec fromJson(const nlohmann::json& j, const std::string& what = "model spec", const std::string& path = {},
                            bool strictLayers = false);
  nlohmann::json toJson() const;
  static ModelSpec load(const std::string& path);      // throws Error(BadInput/InvalidArgument/InvalidModel)
  void save(const std::string& path) const;
  const std::string& displayName() const { return title.empty() ? name : title; }
};

// Preset names (resources/presets/*.json) and lookup: a preset name or a path to a JSON file.
std::vector<std::string> presetNames();
std::string presetDirectory();
ModelSpec loadModelSpec(const std::string& nameOrPath);

}  // namespace nnlab

#include "nn/model_spec.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/data_paths.h"
#include "core/error.h"

namespace nnlab {

namespace fs = std::filesystem;
using json = nlohmann::json;

ModelSpec ModelSpec::fromJson(const json& j) {
  if (!j.is_object()) fail(ErrorKind::InvalidModel, "a model spec must be a JSON object with a \"layers\" array");
  ModelSpec s;
  s.name = j.value("name", std::string("model"));
  s.title = j.value("title", std::string());
  s.description = j.value("description", std::string());
  if (j.contains("input") && !j.at("input").is_null()) {
    const json& in = j.at("input");
    if (!in.is_array() || in.empty() || in.size() > 3)
      fail(ErrorKind::InvalidModel, "\"input\" must be [channels, height, width] or [features], not " + in.dump());
    std::vector<std::int64_t> dims;
    for (const auto& d : in) {
      if (!d.is_number_integer() || d.get<std::int64_t>() <= 0 || d.get<std::int64_t>() > 1 << 20)
        fail(ErrorKind::InvalidModel, "\"input\" dimensions must be positive integers, not " + in.dump());
      dims.push_back(d.get<std::int64_t>());
    }
    s.input = Shape(dims);
  }
  if (j.contains("classes") && !j.at("classes").is_null() && !j.at("classes").is_string()) {
    if (!j.at("classes").is_number_integer() || j.at("classes").get<int>() < 1)
      fail(ErrorKind::InvalidModel, "\"classes\" must be a positive integer, not " + j.at("classes").dump());
    s.classes = j.at("classes").get<int>();
  }
  if (!j.contains("layers") || !j.at("layers").is_array() || j.at("layers").empty())
    fail(ErrorKind::InvalidModel, "a model spec needs a non-empty \"layers\" array");
  s.layers = j.at("layers");
  return s;
}

json ModelSpec::toJson() const {
  json j;
  j["name"] = name;
  if (!title.empty()) j["title"] = title;
  if (!description.empty()) j["description"] = description;
  if (input) j["input"] = input->dims();
  if (classes > 0) j["classes"] = classes;
  j["layers"] = layers;
  return j;
}

ModelSpec ModelSpec::load(const std::string& path) {
  std::ifstream f(path);
  if (!f) fail(ErrorKind::BadInput, "cannot open model spec '" + path + "'");
  json j;
  try {
    f >> j;
  } catch (const json::exception& e) {
    fail(ErrorKind::BadInput, "model spec '" + path + "' is not valid JSON: " + e.what());
  }
  return fromJson(j);
}

void ModelSpec::save(const std::string& path) const {
  std::ofstream f(path);
  if (!f) fail(ErrorKind::BadInput, "cannot write model spec '" + path + "'");
  f << toJson().dump(2) << "\n";
}

std::string presetDirectory() { return sharePath("presets", "NNLAB_PRESET_DIR"); }

std::vector<std::string> presetNames() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(presetDirectory(), ec))
    if (e.path().extension() == ".json") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

ModelSpec loadModelSpec(const std::string& nameOrPath) {
  if (fs::is_regular_file(nameOrPath)) return ModelSpec::load(nameOrPath);
  const fs::path preset = fs::path(presetDirectory()) / (nameOrPath + ".json");
  if (fs::is_regular_file(preset)) return ModelSpec::load(preset.string());
  std::string known;
  for (const auto& n : presetNames()) known += (known.empty() ? "" : ", ") + n;
  if (known.empty())
    fail(ErrorKind::InvalidArgument, "no model file named '" + nameOrPath + "', and no model presets were found " +
                                         shareHint(presetDirectory()));
  fail(ErrorKind::InvalidArgument, "no model preset or file named '" + nameOrPath + "' (presets: " + known + ")");
}

}  // namespace nnlab

#include "nn/model_spec.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/data_paths.h"
#include "core/error.h"
#include "core/files.h"
#include "core/json_reader.h"
#include "nn/layer_registry.h"

namespace nnlab {

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

// The structure of one layer entry: an object with a known "type", only that type's parameters,
// each of the right kind. Ranges and required parameters are resolveLayerArgs' (when the model
// is checked against its input), so an editor can hold a stack that does not work yet.
void checkLayerEntry(const json& e, const std::string& what, const std::string& path) {
  JsonReader r(e, what, ErrorKind::InvalidArgument, path);
  const std::string type = r.requiredStr("type");
  r.str("name", "");
  const LayerTypeInfo& info = layerType(type);
  for (const auto& p : info.params) {
    const json* v = r.raw(p.name);
    if (!v) continue;
    using K = LayerParamInfo::Kind;
    const bool classes = p.acceptsClasses && v->is_string() && v->get<std::string>() == "classes";
    switch (p.kind) {
      case K::Int:
        if (!classes && !(v->is_number_integer() || v->is_number_unsigned() ||
                          (v->is_number_float() && std::trunc(v->get<double>()) == v->get<double>())))
          r.wrongType(p.name, p.acceptsClasses ? "an integer or \"classes\"" : "an integer");
        break;
      case K::Float:
        if (!v->is_number()) r.wrongType(p.name, "a number");
        break;
      case K::Bool:
        if (!v->is_boolean()) r.wrongType(p.name, "true or false");
        break;
      case K::Choice:
        if (!v->is_string()) r.wrongType(p.name, "a string");
        break;
    }
  }
  r.finish();
}

}  // namespace

ModelSpec ModelSpec::fromJson(const json& j, const std::string& what, const std::string& path, bool strictLayers) {
  JsonReader r(j, what, ErrorKind::InvalidArgument, path);
  ModelSpec s;
  r.allow({"format", "version"});
  s.name = r.str("name", "model");
  s.title = r.str("title", "");
  s.description = r.str("description", "");
  if (r.has("input")) {
    const auto dims = r.integers("input", 1, 3, 1, 1 << 20);
    s.input = Shape(dims);
  }
  r.allow({"input"});
  if (const json* c = r.raw("classes"); c && !(c->is_string() && c->get<std::string>() == "classes"))
    s.classes = static_cast<int>(r.integer("classes", 0, 1, 1 << 16));
  const json& layers = r.array("layers", 100000);
  if (layers.empty()) r.failAt("layers", "is empty: a model needs at least one layer");
  if (strictLayers)
    for (std::size_t i = 0; i < layers.size(); ++i)
      checkLayerEntry(layers[i], what, r.pathOf("layers") + "[" + std::to_string(i) + "]");
  s.layers = layers;
  r.finish();
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
  const std::string what = "model spec '" + path + "'";
  return fromJson(readJsonFile(path, what, ErrorKind::BadInput, 16u << 20), what, {}, true);
}

void ModelSpec::save(const std::string& path) const {
  std::ofstream f(path);
  if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write model spec '%1'"), path));
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
  // A name the system refuses (too long, a bad component) is simply not a file here, and falls
  // through to "no model preset or file named ..." below.
  if (isRegularFile(nameOrPath)) return ModelSpec::load(nameOrPath);
  const fs::path preset = fs::path(presetDirectory()) / (nameOrPath + ".json");
  if (isRegularFile(preset)) return ModelSpec::load(preset.string());
  std::string known;
  for (const auto& n : presetNames()) known += (known.empty() ? "" : ", ") + n;
  if (known.empty())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "no model file named '%1', and no model presets were found %2"),
        nameOrPath, shareHint(presetDirectory())));
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no model preset or file named '%1' (presets: %2)"),
      nameOrPath, known));
}

}  // namespace nnlab

#include "widgets/model_document.h"

#include "core/error.h"
#include "nn/layer_registry.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

using json = nlohmann::json;

ModelDocument::ModelDocument(QObject* parent) : QObject(parent) { recheck(); }

void ModelDocument::setSpec(const ModelSpec& spec) {
  spec_ = spec;
  loadedName_ = spec.name;
  loadedLayers_ = spec.layers;
  recheck();
}

void ModelDocument::insertLayer(int row, const json& entry) {
  row = std::clamp(row, 0, layerCount());
  spec_.layers.insert(spec_.layers.begin() + row, entry);
  recheck();
}

json ModelDocument::takeLayer(int row) {
  json entry = layer(row);
  spec_.layers.erase(spec_.layers.begin() + row);
  recheck();
  return entry;
}

void ModelDocument::moveLayer(int from, int to) {
  if (from == to) return;
  json entry = layer(from);
  spec_.layers.erase(spec_.layers.begin() + from);
  spec_.layers.insert(spec_.layers.begin() + to, entry);
  recheck();
}

void ModelDocument::setLayer(int row, const json& entry) {
  spec_.layers.at(static_cast<std::size_t>(row)) = entry;
  recheck();
}

void ModelDocument::setDataContext(const Shape& input, int classes) {
  if (input == dataInput_ && classes == dataClasses_) return;
  dataInput_ = input;
  dataClasses_ = classes;
  recheck();
}

void ModelDocument::recheck() {
  // A loaded model (a preset, a file) that was edited is no longer that model: its name says so,
  // in the run records and the history too; undoing every edit gives the name back.
  if (!loadedName_.empty() && !loadedLayers_.empty())  // (a new, empty model keeps its name)
    spec_.name = spec_.layers == loadedLayers_ ? loadedName_ : loadedName_ + "-edited";
  try {
    check_ = checkModel(spec_, dataInput_, dataClasses_);
  } catch (const std::exception& e) {  // checkModel reports problems itself; this is belt and braces
    check_ = ModelCheck{};
    check_.message = e.what();
  }
  emit changed();
}

QString ModelDocument::problem() const {
  if (check_.ok) return {};
  QString m = messageText(check_.message);
  if (!m.isEmpty()) m[0] = m[0].toUpper();
  return m;
}

const LayerReport* ModelDocument::report(int row) const {
  return row >= 0 && row < static_cast<int>(check_.layers.size()) ? &check_.layers[static_cast<std::size_t>(row)] : nullptr;
}

json newLayerEntry(const std::string& type) {
  json entry = {{"type", type}};
  if (type == "dense") entry["units"] = "classes";
  if (type == "conv2d") {
    entry["filters"] = 16;
    entry["kernel"] = 3;
    entry["padding"] = 1;
  }
  if (type == "residual") entry["filters"] = 64;
  return entry;
}

QString layerSettingsText(const json& entry) {
  QStringList parts;
  if (!entry.is_object()) return {};
  for (auto it = entry.begin(); it != entry.end(); ++it) {
    if (it.key() == "type") continue;
    const json& v = it.value();
    QString value;
    if (v.is_string())
      value = QString::fromStdString(v.get<std::string>());
    else if (v.is_boolean())
      value = v.get<bool>() ? QStringLiteral("on") : QStringLiteral("off");
    else
      value = QString::fromStdString(v.dump());
    parts << QString::fromStdString(it.key()) + ' ' + value;
  }
  return parts.join(QStringLiteral(", "));
}

}  // namespace nnlab::gui

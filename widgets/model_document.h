#pragma once
// ModelDocument: the layer stack being designed, and the engine's verdict on it. Every edit
// re-runs checkModel() (cheap: shapes and counts only) against the chosen dataset's input
// shape and class count, so the designer always shows the engine's own numbers. Edits come
// through the undo commands (designer_commands.h), never directly from widgets.
#include <QObject>
#include <QString>

#include "nn/model.h"

namespace nnlab::gui {

class ModelDocument : public QObject {
  Q_OBJECT
 public:
  explicit ModelDocument(QObject* parent = nullptr);

  const ModelSpec& spec() const { return spec_; }
  void setSpec(const ModelSpec& spec);
  int layerCount() const { return static_cast<int>(spec_.layers.size()); }
  nlohmann::json layer(int row) const { return spec_.layers.at(static_cast<std::size_t>(row)); }
  void insertLayer(int row, const nlohmann::json& entry);
  nlohmann::json takeLayer(int row);
  void moveLayer(int from, int to);  // `to`: the layer's index after the move
  void setLayer(int row, const nlohmann::json& entry);

  // What the chosen dataset provides; an empty shape / 0 classes when none is loaded.
  void setDataContext(const Shape& input, int classes);
  const Shape& dataInput() const { return dataInput_; }
  int dataClasses() const { return dataClasses_; }

  const ModelCheck& check() const { return check_; }
  // The check's problem as a sentence for people ("Layer 4 (conv2d 5x5): ..."); empty when ok.
  QString problem() const;
  // Report of the layer in `row`, when the check got that far.
  const LayerReport* report(int row) const;

  // Asks the views to select a row (commands do it after redo/undo).
  void requestSelection(int row) { emit selectionRequested(row); }

 signals:
  void changed();
  void selectionRequested(int row);

 private:
  void recheck();

  ModelSpec spec_;
  std::string loadedName_;         // the name and layers as loaded, to tell an edited model
  nlohmann::json loadedLayers_;
  Shape dataInput_;
  int dataClasses_ = 0;
  ModelCheck check_;
};

// A fresh layer entry of `type` with its required parameters set to sensible values (the
// registry has no default for them): dense units = classes, conv2d filters 16, residual 64.
nlohmann::json newLayerEntry(const std::string& type);
// "filters 6, kernel 5, padding 2": the parameters a layer entry sets, for the layer table.
QString layerSettingsText(const nlohmann::json& entry);

}  // namespace nnlab::gui

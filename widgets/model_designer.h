#pragma once
// The model designer page: layer palette | layer stack table with its edit buttons | the
// selected layer's parameters, and a summary line with the engine's totals or its complaint.
// Every edit is an undo command on undoStack(); the document is re-checked on each one.
#include <QWidget>

#include "nn/model_spec.h"

class QAction;
class QLabel;
class QTableView;
class QToolButton;
class QUndoStack;

namespace nnlab::gui {

class LayerPalette;
class LayerParamEditor;
class LayerTableModel;
class ModelDocument;

class ModelDesigner : public QWidget {
  Q_OBJECT
 public:
  explicit ModelDesigner(QWidget* parent = nullptr);

  ModelDocument* document() const { return doc_; }
  QUndoStack* undoStack() const { return undo_; }
  QTableView* table() const { return table_; }
  LayerTableModel* tableModel() const { return model_; }
  LayerPalette* palette() const { return palette_; }
  LayerParamEditor* paramEditor() const { return editor_; }
  QLabel* summaryLabel() const { return summary_; }

  // Replaces the stack as one undoable step ("Load preset lenet5").
  void loadSpec(const ModelSpec& spec, const QString& undoText);
  // Edits as a user would make them (buttons, keys, drag and drop and tests call these).
  void addLayer(const QString& type);  // after the selected layer, else at the end
  void insertLayer(int row, const QString& type);
  void removeSelected();
  void duplicateSelected();
  void moveSelected(int delta);
  void moveLayer(int from, int to);
  void setLayerParam(int row, const QString& param, const nlohmann::json& value);
  int selectedRow() const;
  void selectRow(int row);

  bool isValid() const;
  QString problem() const;  // why the model cannot be trained; empty when it can

  QAction* removeAction() const { return removeAct_; }
  QAction* duplicateAction() const { return duplicateAct_; }
  QAction* moveUpAction() const { return upAct_; }
  QAction* moveDownAction() const { return downAct_; }

 signals:
  void validityChanged(bool valid, const QString& problem);
  // The row's context menu: a pipeline stage should begin (or no longer begin) at this layer
  // (0-based row); the Device page's "Split the model" takes it.
  void stageStartToggled(int row);

 private:
  void onDocumentChanged();
  void updateActions();

  ModelDocument* doc_ = nullptr;
  QUndoStack* undo_ = nullptr;
  LayerTableModel* model_ = nullptr;
  QTableView* table_ = nullptr;
  LayerPalette* palette_ = nullptr;
  LayerParamEditor* editor_ = nullptr;
  QLabel* title_ = nullptr;
  QLabel* summary_ = nullptr;
  QAction* addAct_ = nullptr;
  QAction* removeAct_ = nullptr;
  QAction* duplicateAct_ = nullptr;
  QAction* upAct_ = nullptr;
  QAction* downAct_ = nullptr;
  int rowBeforeReset_ = -1;
};

}  // namespace nnlab::gui

#pragma once
// The designer's edits as undo commands (QUndoStack): insert, remove, move and edit one layer,
// and replace the whole stack (new, open, preset). Consecutive edits of the same parameter of
// the same layer merge into one step, so typing "128" in a spin box is one undo.
#include <QUndoCommand>

#include "widgets/model_document.h"

namespace nnlab::gui {

class InsertLayerCommand : public QUndoCommand {
 public:
  InsertLayerCommand(ModelDocument* doc, int row, nlohmann::json entry, const QString& text);
  void redo() override;
  void undo() override;

 private:
  ModelDocument* doc_;
  int row_;
  nlohmann::json entry_;
};

class RemoveLayerCommand : public QUndoCommand {
 public:
  RemoveLayerCommand(ModelDocument* doc, int row);
  void redo() override;
  void undo() override;

 private:
  ModelDocument* doc_;
  int row_;
  nlohmann::json entry_;
};

class MoveLayerCommand : public QUndoCommand {
 public:
  MoveLayerCommand(ModelDocument* doc, int from, int to);
  void redo() override;
  void undo() override;

 private:
  ModelDocument* doc_;
  int from_, to_;
};

class EditLayerCommand : public QUndoCommand {
 public:
  // `param` names the edited parameter: edits of the same (row, param) merge.
  EditLayerCommand(ModelDocument* doc, int row, nlohmann::json before, nlohmann::json after, const QString& param);
  void redo() override;
  void undo() override;
  int id() const override { return 1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  ModelDocument* doc_;
  int row_;
  nlohmann::json before_, after_;
  QString param_;
};

class ReplaceSpecCommand : public QUndoCommand {
 public:
  ReplaceSpecCommand(ModelDocument* doc, ModelSpec after, const QString& text);
  void redo() override;
  void undo() override;

 private:
  ModelDocument* doc_;
  ModelSpec before_, after_;
};

}  // namespace nnlab::gui

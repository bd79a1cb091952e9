#include "widgets/designer_commands.h"

#include <QCoreApplication>

namespace nnlab::gui {

namespace {
QString typeOf(const nlohmann::json& entry) {
  return entry.is_object() && entry.contains("type") ? QString::fromStdString(entry["type"].get<std::string>()) : QString();
}
}  // namespace

InsertLayerCommand::InsertLayerCommand(ModelDocument* doc, int row, nlohmann::json entry, const QString& text)
    : QUndoCommand(text), doc_(doc), row_(row), entry_(std::move(entry)) {}

void InsertLayerCommand::redo() {
  doc_->insertLayer(row_, entry_);
  doc_->requestSelection(row_);
}

void InsertLayerCommand::undo() {
  doc_->takeLayer(row_);
  doc_->requestSelection(std::min(row_, doc_->layerCount() - 1));
}

RemoveLayerCommand::RemoveLayerCommand(ModelDocument* doc, int row)
    : QUndoCommand(QCoreApplication::translate("DesignerCommands", "Remove %1").arg(typeOf(doc->layer(row)))),
      doc_(doc),
      row_(row),
      entry_(doc->layer(row)) {}

void RemoveLayerCommand::redo() {
  doc_->takeLayer(row_);
  doc_->requestSelection(std::min(row_, doc_->layerCount() - 1));
}

void RemoveLayerCommand::undo() {
  doc_->insertLayer(row_, entry_);
  doc_->requestSelection(row_);
}

MoveLayerCommand::MoveLayerCommand(ModelDocument* doc, int from, int to)
    : QUndoCommand(QCoreApplication::translate("DesignerCommands", "Move %1").arg(typeOf(doc->layer(from)))),
      doc_(doc),
      from_(from),
      to_(to) {}

void MoveLayerCommand::redo() {
  doc_->moveLayer(from_, to_);
  doc_->requestSelection(to_);
}

void MoveLayerCommand::undo() {
  doc_->moveLayer(to_, from_);
  doc_->requestSelection(from_);
}

EditLayerCommand::EditLayerCommand(ModelDocument* doc, int row, nlohmann::json before, nlohmann::json after,
                                   const QString& param)
    : QUndoCommand(QCoreApplication::translate("DesignerCommands", "Change %1 of %2").arg(param, typeOf(before))),
      doc_(doc),
      row_(row),
      before_(std::move(before)),
      after_(std::move(after)),
      param_(param) {}

void EditLayerCommand::redo() {
  doc_->setLayer(row_, after_);
  doc_->requestSelection(row_);
}

void EditLayerCommand::undo() {
  doc_->setLayer(row_, before_);
  doc_->requestSelection(row_);
}

bool EditLayerCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const EditLayerCommand*>(other);
  if (o->row_ != row_ || o->param_ != param_ || o->doc_ != doc_) return false;
  after_ = o->after_;
  return true;
}

ReplaceSpecCommand::ReplaceSpecCommand(ModelDocument* doc, ModelSpec after, const QString& text)
    : QUndoCommand(text), doc_(doc), before_(doc->spec()), after_(std::move(after)) {}

void ReplaceSpecCommand::redo() {
  doc_->setSpec(after_);
  doc_->requestSelection(0);
}

void ReplaceSpecCommand::undo() {
  doc_->setSpec(before_);
  doc_->requestSelection(0);
}

}  // namespace nnlab::gui

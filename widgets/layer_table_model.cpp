#include "widgets/layer_table_model.h"

#include <QApplication>
#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QMimeData>
#include <QPalette>

#include "widgets/model_document.h"

namespace nnlab::gui {

LayerTableModel::LayerTableModel(ModelDocument* doc, QObject* parent) : QAbstractTableModel(parent), doc_(doc) {
  // The document changes as a whole (a check redoes every row), so the table resets with it.
  connect(doc, &ModelDocument::changed, this, [this] {
    beginResetModel();
    endResetModel();
  });
}

int LayerTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : doc_->layerCount(); }
int LayerTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QVariant LayerTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Index: return tr("#");
    case Layer: return tr("Layer");
    case Settings: return tr("Settings");
    case Output: return tr("Output shape");
    case Params: return tr("Parameters");
  }
  return {};
}

void LayerTableModel::setStages(const std::vector<std::size_t>& starts, const QStringList& devices) {
  if (starts == stages_ && devices == stageDevices_) return;
  stages_ = starts;
  stageDevices_ = devices;
  if (rowCount() > 0) emit dataChanged(index(0, Index), index(rowCount() - 1, Index), {Qt::BackgroundRole, Qt::ToolTipRole});
}

int LayerTableModel::stageOf(int row) const {
  if (stages_.size() < 2 || row < 0) return -1;
  int st = 0;
  for (std::size_t s = 0; s < stages_.size(); ++s)
    if (static_cast<std::size_t>(row) >= stages_[s]) st = static_cast<int>(s);
  return st;
}

QVariant LayerTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= doc_->layerCount()) return {};
  const int row = index.row();
  const LayerReport* rep = doc_->report(row);
  const bool isError = doc_->check().errorLayer == row + 1;
  const bool unknown = !rep && !isError;
  switch (role) {
    case Qt::DisplayRole: {
      const nlohmann::json entry = doc_->layer(row);
      switch (index.column()) {
        case Index: return row + 1;
        case Layer:
          return rep ? QString::fromStdString(rep->label)
                     : QString::fromStdString(entry.value("type", std::string("?")));
        case Settings: return layerSettingsText(entry);
        case Output:
          if (isError) return tr("error");
          return rep ? QString::fromStdString(rep->out.str()) : QStringLiteral("?");
        case Params: return rep ? QLocale().toString(static_cast<qlonglong>(rep->params)) : QString();
      }
      return {};
    }
    case Qt::ToolTipRole:
      if (index.column() == Index && stageOf(row) >= 0) {
        const int st = stageOf(row);
        return tr("Pipeline stage %1 (%2)").arg(st + 1).arg(st < stageDevices_.size() ? stageDevices_[st] : QString());
      }
      if (isError) return doc_->problem();
      if (unknown) return tr("Not inferred: an earlier layer has a problem.");
      if (rep)
        return tr("%1 → %2, %3 parameters, %4 FLOPs per sample")
            .arg(QString::fromStdString(rep->in.str()), QString::fromStdString(rep->out.str()),
                 QLocale().toString(static_cast<qlonglong>(rep->params)), QLocale().toString(rep->flops, 'g', 4));
      return {};
    case Qt::BackgroundRole:
      if (isError) return QBrush(QColor(220, 50, 47, 70));
      if (index.column() == Index && stageOf(row) >= 0) {
        // The timeline's stage colours are by phase; here a stage is one of four tints (Okabe-Ito).
        static const QColor tints[] = {QColor(0, 114, 178), QColor(230, 159, 0), QColor(0, 158, 115), QColor(204, 121, 167)};
        QColor c = tints[stageOf(row) % 4];
        c.setAlpha(90);
        return QBrush(c);
      }
      return {};
    case Qt::ForegroundRole:
      if (unknown) return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
      return {};
    case Qt::TextAlignmentRole:
      if (index.column() == Params || index.column() == Index) return int(Qt::AlignRight | Qt::AlignVCenter);
      return {};
    case Qt::FontRole:
      if (isError) {
        QFont f;
        f.setBold(true);
        return f;
      }
      return {};
  }
  return {};
}

Qt::ItemFlags LayerTableModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::ItemIsDropEnabled;  // drops between and after rows
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
}

QStringList LayerTableModel::mimeTypes() const { return {kLayerRowMime, kLayerTypeMime}; }

QMimeData* LayerTableModel::mimeData(const QModelIndexList& indexes) const {
  if (indexes.isEmpty()) return nullptr;
  auto* mime = new QMimeData;
  mime->setData(kLayerRowMime, QByteArray::number(indexes.first().row()));
  return mime;
}

Qt::DropActions LayerTableModel::supportedDropActions() const { return Qt::MoveAction | Qt::CopyAction; }

bool LayerTableModel::canDropMimeData(const QMimeData* data, Qt::DropAction, int, int, const QModelIndex&) const {
  return data && (data->hasFormat(kLayerRowMime) || data->hasFormat(kLayerTypeMime));
}

bool LayerTableModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int, const QModelIndex& parent) {
  if (!data || action == Qt::IgnoreAction) return false;
  // Dropped onto a row: insert before it; into empty space: append.
  if (row < 0) row = parent.isValid() ? parent.row() : doc_->layerCount();
  if (data->hasFormat(kLayerTypeMime)) {
    emit insertRequested(row, QString::fromUtf8(data->data(kLayerTypeMime)));
    return true;
  }
  if (data->hasFormat(kLayerRowMime)) {
    bool ok = false;
    const int from = data->data(kLayerRowMime).toInt(&ok);
    if (!ok || from < 0 || from >= doc_->layerCount()) return false;
    const int to = row > from ? row - 1 : row;  // index after removal from the old place
    if (to != from) emit moveRequested(from, std::clamp(to, 0, doc_->layerCount() - 1));
    // false: the view must not remove the source row itself (the move command did the work).
    return false;
  }
  return false;
}

}  // namespace nnlab::gui

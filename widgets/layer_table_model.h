#pragma once
// The layer stack as a table (#, layer, settings, output shape, parameters) over a
// ModelDocument. The layer the engine rejects is painted red with its message as tooltip;
// the layers after it, which could not be inferred, are greyed. Drag and drop: rows move
// within the table and layer types drop in from the palette; both become undo commands
// through the moveRequested / insertRequested signals (the model never edits the document).
// With a split model (the Device page's pipeline), the # column is tinted per stage.
#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

namespace nnlab::gui {

class ModelDocument;

inline constexpr char kLayerRowMime[] = "application/x-nnlab-layer-row";
inline constexpr char kLayerTypeMime[] = "application/x-nnlab-layer-type";

class LayerTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Index, Layer, Settings, Output, Params, Columns };

  explicit LayerTableModel(ModelDocument* doc, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;

  QStringList mimeTypes() const override;
  QMimeData* mimeData(const QModelIndexList& indexes) const override;
  Qt::DropActions supportedDropActions() const override;
  bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                       const QModelIndex& parent) const override;
  bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column, const QModelIndex& parent) override;

  // Model parallelism: where each pipeline stage begins (0-based first layers, the first 0) and its
  // device; each stage's rows get their own tint in the # column and say their stage. Empty: none.
  void setStages(const std::vector<std::size_t>& starts, const QStringList& devices);
  int stageOf(int row) const;  // 0-based stage of a row; -1 without stages
  const std::vector<std::size_t>& stageStarts() const { return stages_; }

 signals:
  void moveRequested(int from, int to);
  void insertRequested(int row, const QString& type);

 private:
  ModelDocument* doc_;
  std::vector<std::size_t> stages_;
  QStringList stageDevices_;
};

}  // namespace nnlab::gui

#include "widgets/model_designer.h"

#include <algorithm>

#include <QAction>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include "widgets/designer_commands.h"
#include "widgets/engine_text.h"
#include "widgets/layer_palette.h"
#include "widgets/layer_param_editor.h"
#include "widgets/layer_table_model.h"
#include "widgets/model_document.h"
#include "widgets/reflow_splitter.h"

namespace nnlab::gui {

using json = nlohmann::json;

namespace {

QToolButton* toolButton(QAction* action, QWidget* parent) {
  auto* b = new QToolButton(parent);
  b->setDefaultAction(action);
  b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  b->setAutoRaise(true);
  return b;
}

QString flopsText(double flops) {
  const QLocale loc;
  if (flops >= 1e9) return ModelDesigner::tr("%1 GFLOPs").arg(loc.toString(flops / 1e9, 'f', 2));
  if (flops >= 1e6) return ModelDesigner::tr("%1 MFLOPs").arg(loc.toString(flops / 1e6, 'f', 2));
  return ModelDesigner::tr("%1 kFLOPs").arg(loc.toString(flops / 1e3, 'f', 1));
}

// The layer table. A drop on the grid line between two rows went to the end of the stack: Qt's
// view finds the row under the line, but that row's visual rectangle stops short of its grid line,
// so the drop counted as "on the viewport" (append). Here a point on a grid line is taken as the
// last pixel of the cell above or left of it, where Qt sees "below that row".
class LayerTableView : public QTableView {
 public:
  using QTableView::QTableView;

 protected:
  void dragMoveEvent(QDragMoveEvent* event) override {
    const QPoint p = offGridLine(event->position().toPoint());
    if (p == event->position().toPoint()) return QTableView::dragMoveEvent(event);
    QDragMoveEvent moved(p, event->possibleActions(), event->mimeData(), event->buttons(), event->modifiers());
    moved.setDropAction(event->dropAction());
    QTableView::dragMoveEvent(&moved);
    event->setDropAction(moved.dropAction());
    event->setAccepted(moved.isAccepted());
  }
  void dropEvent(QDropEvent* event) override {
    const QPoint p = offGridLine(event->position().toPoint());
    if (p == event->position().toPoint()) return QTableView::dropEvent(event);
    QDropEvent moved(QPointF(p), event->possibleActions(), event->mimeData(), event->buttons(), event->modifiers());
    moved.setDropAction(event->dropAction());
    QTableView::dropEvent(&moved);
    event->setDropAction(moved.dropAction());
    event->setAccepted(moved.isAccepted());
  }

 private:
  QPoint offGridLine(QPoint p) const {
    const QModelIndex i = indexAt(p);
    if (!i.isValid()) return p;
    const QRect r = visualRect(i);
    if (p.y() > r.bottom()) p.setY(r.bottom());
    if (p.x() > r.right()) p.setX(r.right());
    return p;
  }
};

}  // namespace

ModelDesigner::ModelDesigner(QWidget* parent) : QWidget(parent) {
  doc_ = new ModelDocument(this);
  undo_ = new QUndoStack(this);
  model_ = new LayerTableModel(doc_, this);

  auto* split = new ReflowSplitter(this);
  // Left: the palette.
  palette_ = new LayerPalette(split);
  // Middle: title, buttons, table, summary.
  auto* middle = new QWidget(split);
  auto* mid = new QVBoxLayout(middle);
  mid->setContentsMargins(4, 0, 4, 0);
  title_ = new QLabel(middle);
  title_->setObjectName("modelTitle");
  title_->setWordWrap(true);
  mid->addWidget(title_);

  const QStyle* st = style();
  addAct_ = new QAction(st->standardIcon(QStyle::SP_FileDialogNewFolder), tr("Add"), this);
  addAct_->setToolTip(tr("Add the layer type selected in the palette after the selected layer (Insert)"));
  addAct_->setShortcut(QKeySequence(Qt::Key_Insert));
  removeAct_ = new QAction(st->standardIcon(QStyle::SP_TrashIcon), tr("Remove"), this);
  removeAct_->setToolTip(tr("Remove the selected layer (Delete)"));
  removeAct_->setShortcut(QKeySequence::Delete);
  duplicateAct_ = new QAction(st->standardIcon(QStyle::SP_FileDialogContentsView), tr("Duplicate"), this);
  duplicateAct_->setToolTip(tr("Copy the selected layer below it (Ctrl+D)"));
  duplicateAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
  upAct_ = new QAction(st->standardIcon(QStyle::SP_ArrowUp), tr("Up"), this);
  upAct_->setToolTip(tr("Move the selected layer up (Alt+Up)"));
  upAct_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
  downAct_ = new QAction(st->standardIcon(QStyle::SP_ArrowDown), tr("Down"), this);
  downAct_->setToolTip(tr("Move the selected layer down (Alt+Down)"));
  downAct_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
  auto* buttons = new QHBoxLayout;
  for (QAction* a : {addAct_, removeAct_, duplicateAct_, upAct_, downAct_}) {
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(a);
    buttons->addWidget(toolButton(a, middle));
  }
  buttons->addStretch(1);
  mid->addLayout(buttons);

  table_ = new LayerTableView(middle);
  table_->setObjectName("layerTable");
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setDragEnabled(true);
  table_->setAcceptDrops(true);
  table_->setDropIndicatorShown(true);
  table_->setDragDropMode(QAbstractItemView::DragDrop);
  table_->setDefaultDropAction(Qt::MoveAction);
  table_->setDragDropOverwriteMode(false);
  table_->verticalHeader()->setVisible(false);
  table_->setAlternatingRowColors(true);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(LayerTableModel::Settings, QHeaderView::Stretch);
  mid->addWidget(table_, 1);
  // Right-click a row: begin a pipeline stage there (model parallelism), or no longer.
  table_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
    const QModelIndex at = table_->indexAt(pos);
    if (!at.isValid() || at.row() == 0) return;  // the first stage always begins at layer 1
    QMenu menu(table_);
    const auto& starts = model_->stageStarts();
    const bool isStart = std::find(starts.begin(), starts.end(), static_cast<std::size_t>(at.row())) != starts.end() &&
                         model_->stageOf(at.row()) > 0;
    QAction* act = menu.addAction(isStart ? tr("Join this stage to the one before (model parallel)")
                                          : tr("Begin a pipeline stage at layer %1 (model parallel)").arg(at.row() + 1));
    act->setObjectName("stageStartAction");
    if (menu.exec(table_->viewport()->mapToGlobal(pos)) == act) emit stageStartToggled(at.row());
  });

  summary_ = new QLabel(middle);
  summary_->setObjectName("modelSummary");
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setMargin(6);
  mid->addWidget(summary_);

  // Right: the selected layer's parameters.
  editor_ = new LayerParamEditor(split);
  split->addWidget(palette_);
  split->addWidget(middle);
  split->addWidget(editor_);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 9);
  split->setStretchFactor(2, 4);
  split->setSizes({220, 640, 280});
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);
  layout->addWidget(split);

  connect(addAct_, &QAction::triggered, this, [this] {
    const QString type = palette_->currentType();
    addLayer(type.isEmpty() ? QStringLiteral("dense") : type);
  });
  connect(removeAct_, &QAction::triggered, this, &ModelDesigner::removeSelected);
  connect(duplicateAct_, &QAction::triggered, this, &ModelDesigner::duplicateSelected);
  connect(upAct_, &QAction::triggered, this, [this] { moveSelected(-1); });
  connect(downAct_, &QAction::triggered, this, [this] { moveSelected(+1); });
  connect(palette_, &LayerPalette::addRequested, this, &ModelDesigner::addLayer);
  connect(model_, &LayerTableModel::moveRequested, this, &ModelDesigner::moveLayer);
  connect(model_, &LayerTableModel::insertRequested, this, &ModelDesigner::insertLayer);
  connect(editor_, &LayerParamEditor::edited, this, &ModelDesigner::setLayerParam);
  connect(doc_, &ModelDocument::changed, this, &ModelDesigner::onDocumentChanged);
  // Every re-check resets the table (and its selection): keep the selected layer selected.
  // Commands then ask for the row their edit concerns (the table has been reset by then).
  connect(model_, &QAbstractItemModel::modelAboutToBeReset, this, [this] { rowBeforeReset_ = selectedRow(); });
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    if (rowBeforeReset_ >= 0 && doc_->layerCount() > 0) selectRow(std::min(rowBeforeReset_, doc_->layerCount() - 1));
  });
  connect(doc_, &ModelDocument::selectionRequested, this, &ModelDesigner::selectRow);
  // The selection, not the current row, says which layer is edited: a mouse press makes the row
  // current first and selects it afterwards (keys do both at once), so only the selection's own
  // signal sees the row a click chose (#18, finding 1).
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
    const int row = selectedRow();
    editor_->setClasses(doc_->dataClasses());
    editor_->setLayer(row, row >= 0 ? doc_->layer(row) : json());
    updateActions();
  });
  onDocumentChanged();
}

void ModelDesigner::loadSpec(const ModelSpec& spec, const QString& undoText) {
  undo_->push(new ReplaceSpecCommand(doc_, spec, undoText));
}

void ModelDesigner::addLayer(const QString& type) {
  const int sel = selectedRow();
  insertLayer(sel >= 0 ? sel + 1 : doc_->layerCount(), type);
}

void ModelDesigner::insertLayer(int row, const QString& type) {
  undo_->push(new InsertLayerCommand(doc_, row, newLayerEntry(type.toStdString()), tr("Add %1").arg(type)));
}

void ModelDesigner::removeSelected() {
  const int row = selectedRow();
  if (row >= 0) undo_->push(new RemoveLayerCommand(doc_, row));
}

void ModelDesigner::duplicateSelected() {
  const int row = selectedRow();
  if (row < 0) return;
  const json entry = doc_->layer(row);
  undo_->push(new InsertLayerCommand(doc_, row + 1, entry,
                                     tr("Duplicate %1").arg(QString::fromStdString(entry.value("type", std::string())))));
}

void ModelDesigner::moveSelected(int delta) {
  const int row = selectedRow();
  if (row >= 0) moveLayer(row, row + delta);
}

void ModelDesigner::moveLayer(int from, int to) {
  if (from < 0 || from >= doc_->layerCount() || to < 0 || to >= doc_->layerCount() || from == to) return;
  undo_->push(new MoveLayerCommand(doc_, from, to));
}

void ModelDesigner::setLayerParam(int row, const QString& param, const json& value) {
  if (row < 0 || row >= doc_->layerCount()) return;
  const json before = doc_->layer(row);
  json after = before;
  if (value.is_null())
    after.erase(param.toStdString());
  else
    after[param.toStdString()] = value;
  if (after != before) undo_->push(new EditLayerCommand(doc_, row, before, after, param));
}

int ModelDesigner::selectedRow() const {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  return rows.isEmpty() ? -1 : rows.first().row();
}

void ModelDesigner::selectRow(int row) {
  if (row < 0 || row >= doc_->layerCount()) {
    table_->clearSelection();
    table_->selectionModel()->setCurrentIndex({}, QItemSelectionModel::Clear);
    return;
  }
  table_->selectionModel()->setCurrentIndex(model_->index(row, 0),
                                            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
  table_->scrollTo(model_->index(row, 0));
}

bool ModelDesigner::isValid() const { return doc_->check().ok; }
QString ModelDesigner::problem() const { return doc_->problem(); }

void ModelDesigner::onDocumentChanged() {
  const int row = selectedRow();
  editor_->setClasses(doc_->dataClasses());
  editor_->setLayer(row, row >= 0 ? doc_->layer(row) : json());

  const ModelSpec& spec = doc_->spec();
  const ModelCheck& check = doc_->check();
  const QString name = spec.name.empty() ? tr("untitled model") : QString::fromStdString(spec.displayName());
  QString input;
  if (spec.input)
    input = tr("input %1 (fixed by the model)").arg(QString::fromStdString(spec.input->str()));
  else if (doc_->dataInput().rank() > 0)
    input = tr("input %1 (from the dataset)").arg(QString::fromStdString(doc_->dataInput().str()));
  else
    input = tr("input follows the dataset");
  title_->setText(tr("<b>%1</b> &mdash; %2").arg(name.toHtmlEscaped(), input) +
                  (spec.description.empty() ? QString()
                                            : QStringLiteral("<br><small>%1</small>")
                                                  .arg(engineRichText(kModelsContext, spec.description))));
  const QLocale loc;
  if (check.ok) {
    summary_->setText(tr("%n layer(s) · %1 parameters · %2 per sample (forward) · output %3", nullptr,
                         static_cast<int>(check.layers.size()))
                          .arg(loc.toString(static_cast<qlonglong>(check.totalParams)), flopsText(check.flopsPerSample),
                               QString::fromStdString(check.output.str())));
    summary_->setStyleSheet(QStringLiteral("QLabel { border-left: 4px solid #2e7d32; background: palette(alternate-base); }"));
  } else {
    summary_->setText(tr("<b>Cannot train this model:</b> %1").arg(problem().toHtmlEscaped()));
    summary_->setStyleSheet(QStringLiteral("QLabel { border-left: 4px solid #c62828; background: palette(alternate-base); }"));
    if (check.errorLayer > 0) table_->scrollTo(model_->index(check.errorLayer - 1, 0));
  }
  updateActions();
  emit validityChanged(check.ok, problem());
}

void ModelDesigner::updateActions() {
  const int row = selectedRow();
  removeAct_->setEnabled(row >= 0);
  duplicateAct_->setEnabled(row >= 0);
  upAct_->setEnabled(row > 0);
  downAct_->setEnabled(row >= 0 && row + 1 < doc_->layerCount());
}

}  // namespace nnlab::gui

#include "widgets/layer_palette.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMimeData>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <map>

#include "nn/layer_registry.h"
#include "widgets/engine_text.h"
#include "widgets/layer_table_model.h"

namespace nnlab::gui {

namespace {

constexpr int kTypeRole = Qt::UserRole + 1;

// A tree whose layer items drag as kLayerTypeMime and that adds on Enter.
class PaletteTree : public QTreeWidget {
 public:
  using QTreeWidget::QTreeWidget;
  std::function<void(const QString&)> onActivate;

 protected:
  QStringList mimeTypes() const override { return {kLayerTypeMime}; }
  QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override {
    if (items.isEmpty() || items.first()->data(0, kTypeRole).toString().isEmpty()) return nullptr;
    auto* mime = new QMimeData;
    mime->setData(kLayerTypeMime, items.first()->data(0, kTypeRole).toString().toUtf8());
    return mime;
  }
  void keyPressEvent(QKeyEvent* e) override {
    if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && currentItem() &&
        !currentItem()->data(0, kTypeRole).toString().isEmpty()) {
      onActivate(currentItem()->data(0, kTypeRole).toString());
      return;
    }
    QTreeWidget::keyPressEvent(e);
  }
};

}  // namespace

QString categoryTitle(const std::string& c) {
  if (c == "core") return LayerPalette::tr("Core");
  if (c == "convolution") return LayerPalette::tr("Convolution");
  if (c == "pooling") return LayerPalette::tr("Pooling");
  if (c == "normalization") return LayerPalette::tr("Normalization");
  if (c == "activation") return LayerPalette::tr("Activation");
  if (c == "regularization") return LayerPalette::tr("Regularization");
  return QString::fromStdString(c);
}

QSize LayerPalette::minimumSizeHint() const {
  return QWidget::minimumSizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 20, 0));
}

LayerPalette::LayerPalette(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* tree = new PaletteTree(this);
  tree->onActivate = [this](const QString& type) { emit addRequested(type); };
  tree_ = tree;
  tree_->setObjectName("layerPalette");
  tree_->setHeaderHidden(true);
  tree_->setDragEnabled(true);
  tree_->setDragDropMode(QAbstractItemView::DragOnly);
  tree_->setRootIsDecorated(true);
  std::map<std::string, QTreeWidgetItem*> groups;
  // The registry's order within a category; categories in a teaching order.
  for (const char* c : {"core", "convolution", "pooling", "activation", "normalization", "regularization"}) {
    auto* g = new QTreeWidgetItem(tree_, {categoryTitle(c)});
    g->setFlags(Qt::ItemIsEnabled);
    QFont f = g->font(0);
    f.setBold(true);
    g->setFont(0, f);
    groups[c] = g;
  }
  for (const LayerTypeInfo& info : layerRegistry()) {
    QTreeWidgetItem*& g = groups[info.category];
    if (!g) g = new QTreeWidgetItem(tree_, {categoryTitle(info.category)});
    auto* item = new QTreeWidgetItem(g, {QString::fromStdString(info.name)});
    item->setData(0, kTypeRole, QString::fromStdString(info.name));
    item->setToolTip(0, enginePlainText(kLayersContext, info.help) + QLatin1Char('\n') + QString::fromStdString(info.shapeRule));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
  }
  for (auto& [name, g] : groups)
    if (g->childCount() == 0) delete g;
  tree_->expandAll();
  layout->addWidget(tree_, 3);

  help_ = new QLabel(tr("Double-click a layer type, or drag it onto the stack, to add it."), this);
  help_->setObjectName("layerHelp");
  help_->setWordWrap(true);
  help_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  help_->setMinimumHeight(90);
  help_->setFrameShape(QFrame::StyledPanel);
  help_->setMargin(6);
  layout->addWidget(help_, 1);

  connect(tree_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
    const QString type = item->data(0, kTypeRole).toString();
    if (!type.isEmpty()) emit addRequested(type);
  });
  connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { showHelp(item); });
}

QString LayerPalette::currentType() const {
  return tree_->currentItem() ? tree_->currentItem()->data(0, kTypeRole).toString() : QString();
}

void LayerPalette::selectType(const QString& type) {
  for (QTreeWidgetItemIterator it(tree_); *it; ++it)
    if ((*it)->data(0, kTypeRole).toString() == type) tree_->setCurrentItem(*it);
}

void LayerPalette::showHelp(QTreeWidgetItem* item) {
  const QString type = item ? item->data(0, kTypeRole).toString() : QString();
  if (type.isEmpty()) return;
  const LayerTypeInfo& info = layerType(type.toStdString());
  QString text = QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
                     .arg(type, engineRichText(kLayersContext, info.help), QString::fromStdString(info.shapeRule).toHtmlEscaped());
  help_->setText(text);
}

}  // namespace nnlab::gui

#pragma once
// The layer types of the engine's registry, grouped by category, with each type's help and
// shape rule. Double-click or Enter adds a layer; dragging one onto the stack inserts it there.
#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;
class QLabel;

namespace nnlab::gui {

class LayerPalette : public QWidget {
  Q_OBJECT
 public:
  explicit LayerPalette(QWidget* parent = nullptr);
  QString currentType() const;  // empty when a category is selected
  void selectType(const QString& type);
  QTreeWidget* tree() const { return tree_; }
  // Wide enough for "globalavgpool1d" and a few words of help per line at any zoom (beside the
  // stack at 150 % it was squeezed to a column of single words).
  QSize minimumSizeHint() const override;

 signals:
  void addRequested(const QString& type);

 private:
  void showHelp(QTreeWidgetItem* item);
  QTreeWidget* tree_ = nullptr;
  QLabel* help_ = nullptr;
};

// The category names of the registry, translated for display.
QString categoryTitle(const std::string& category);

}  // namespace nnlab::gui

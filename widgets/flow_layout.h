#pragma once
// FlowLayout: items left to right, wrapping to a new row when the width runs out (Qt has no
// such layout; this follows Qt's own "Flow Layout" example). For rows of controls — a chart's
// y/x/series/error-bar pickers, a page's buttons — that must not force the window wider at a
// large zoom. heightForWidth() tells the parent layout how tall the wrapped rows are.
#include <QLayout>
#include <QList>

namespace nnlab::gui {

class FlowLayout : public QLayout {
 public:
  explicit FlowLayout(QWidget* parent = nullptr, int hSpacing = -1, int vSpacing = -1);
  ~FlowLayout() override;

  void addItem(QLayoutItem* item) override;
  int count() const override { return static_cast<int>(items_.size()); }
  QLayoutItem* itemAt(int index) const override { return items_.value(index); }
  QLayoutItem* takeAt(int index) override;
  Qt::Orientations expandingDirections() const override { return {}; }
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
  QSize minimumSize() const override;
  QSize sizeHint() const override;
  void setGeometry(const QRect& rect) override;

  // A label and its field kept together on one row ("y:" and its combo box).
  void addPair(QWidget* label, QWidget* field);

 private:
  int arrange(const QRect& rect, bool apply) const;
  int spacing(Qt::Orientation o) const;

  QList<QLayoutItem*> items_;
  int hSpace_, vSpace_;
};

}  // namespace nnlab::gui

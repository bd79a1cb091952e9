#include "widgets/flow_layout.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QStyle>
#include <QWidget>
#include <algorithm>

namespace nnlab::gui {

FlowLayout::FlowLayout(QWidget* parent, int hSpacing, int vSpacing) : QLayout(parent), hSpace_(hSpacing), vSpace_(vSpacing) {
  setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout() {
  while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { items_.append(item); }

QLayoutItem* FlowLayout::takeAt(int index) {
  return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
}

void FlowLayout::addPair(QWidget* label, QWidget* field) {
  auto* pair = new QWidget(parentWidget() ? parentWidget() : label->parentWidget());
  auto* l = new QHBoxLayout(pair);
  l->setContentsMargins(0, 0, 0, 0);
  // A combo box is as wide as a dozen characters, not as its longest entry (a sweep's long
  // name widened the whole page); the list it opens shows entries whole.
  if (auto* combo = qobject_cast<QComboBox*>(field)) {
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(std::max(combo->minimumContentsLength(), 12));
  }
  label->setParent(pair);
  field->setParent(pair);
  l->addWidget(label);
  l->addWidget(field, 1);
  addWidget(pair);
}

QSize FlowLayout::minimumSize() const {
  QSize size;
  for (const QLayoutItem* item : items_) size = size.expandedTo(item->minimumSize());
  const QMargins m = contentsMargins();
  return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const {
  // One row when there is room for it.
  int width = 0, height = 0;
  for (const QLayoutItem* item : items_) {
    if (item->isEmpty()) continue;
    width += item->sizeHint().width() + (width > 0 ? spacing(Qt::Horizontal) : 0);
    height = std::max(height, item->sizeHint().height());
  }
  const QMargins m = contentsMargins();
  return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect) {
  QLayout::setGeometry(rect);
  arrange(rect, true);
}

int FlowLayout::spacing(Qt::Orientation o) const {
  const int set = o == Qt::Horizontal ? hSpace_ : vSpace_;
  if (set >= 0) return set;
  const QWidget* w = parentWidget();
  if (!w) return 6;
  return w->style()->pixelMetric(o == Qt::Horizontal ? QStyle::PM_LayoutHorizontalSpacing : QStyle::PM_LayoutVerticalSpacing,
                                 nullptr, w);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const {
  const QMargins m = contentsMargins();
  const QRect area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom());
  int x = area.x(), y = area.y(), rowHeight = 0;
  const int hs = std::max(0, spacing(Qt::Horizontal)), vs = std::max(0, spacing(Qt::Vertical));
  // Items of a row share what is left of it (a combo box takes the room its text wants).
  QList<QLayoutItem*> row;
  auto place = [&](int rowY) {
    if (!apply || row.isEmpty()) return;
    int used = 0;
    for (QLayoutItem* it : row) used += it->sizeHint().width();
    used += hs * static_cast<int>(row.size() - 1);
    const int extra = std::max(0, area.width() - used) / static_cast<int>(row.size());
    int px = area.x();
    for (QLayoutItem* it : row) {
      const bool grows = it->expandingDirections() & Qt::Horizontal || (it->widget() && it->widget()->layout());
      const int w = std::min(area.width(), it->sizeHint().width() + (grows ? extra : 0));
      it->setGeometry(QRect(QPoint(px, rowY), QSize(w, rowHeight)));
      px += w + hs;
    }
  };
  for (QLayoutItem* item : items_) {
    if (item->isEmpty()) continue;
    const QSize hint = item->sizeHint();
    if (!row.isEmpty() && x + hint.width() > area.right() + 1) {
      place(y);
      y += rowHeight + vs;
      x = area.x();
      rowHeight = 0;
      row.clear();
    }
    row.append(item);
    x += hint.width() + hs;
    rowHeight = std::max(rowHeight, hint.height());
  }
  place(y);
  return y + rowHeight - rect.y() + m.bottom();
}

}  // namespace nnlab::gui

#include "widgets/reflow_splitter.h"

#include <QResizeEvent>
#include <algorithm>

namespace nnlab::gui {

namespace {

QSize paneMinimum(const QWidget* w) {
  return w->minimumSizeHint().expandedTo(w->minimumSize()).boundedTo(w->maximumSize());
}

}  // namespace

ReflowSplitter::ReflowSplitter(QWidget* parent) : QSplitter(Qt::Horizontal, parent) { setChildrenCollapsible(false); }

int ReflowSplitter::sideBySideWidth() const {
  int sum = 0, panes = 0;
  for (int i = 0; i < count(); ++i)
    if (!widget(i)->isHidden()) {
      sum += paneMinimum(widget(i)).width();
      ++panes;
    }
  return sum + std::max(0, panes - 1) * handleWidth() + 2 * frameWidth();
}

QSize ReflowSplitter::minimumSizeHint() const {
  int width = 0, tallest = 0, stacked = 0, panes = 0;
  for (int i = 0; i < count(); ++i) {
    if (widget(i)->isHidden()) continue;
    const QSize m = paneMinimum(widget(i));
    width = std::max(width, m.width());
    tallest = std::max(tallest, m.height());
    stacked += m.height();
    ++panes;
  }
  const int handles = std::max(0, panes - 1) * handleWidth();
  const int height = orientation() == Qt::Vertical ? stacked + handles : tallest;
  return {width + 2 * frameWidth(), height + 2 * frameWidth()};
}

void ReflowSplitter::resizeEvent(QResizeEvent* event) {
  reflow(event->size().width());
  QSplitter::resizeEvent(event);
}

void ReflowSplitter::reflow(int width) {
  const Qt::Orientation want = width >= sideBySideWidth() ? Qt::Horizontal : Qt::Vertical;
  if (want == orientation()) return;
  sizes_[orientation() == Qt::Horizontal ? 0 : 1] = sizes();
  setOrientation(want);
  const QList<int>& kept = sizes_[want == Qt::Horizontal ? 0 : 1];
  if (kept.size() == count()) setSizes(kept);
  updateGeometry();  // the minimum height changed: the page's scroll area makes room
}

}  // namespace nnlab::gui

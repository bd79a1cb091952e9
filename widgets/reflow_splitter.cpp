#include "widgets/reflow_splitter.h"

#include <QResizeEvent>
#include <algorithm>

namespace nnlab::gui {

namespace {

QSize paneMinimum(const QWidget* w) {
  return w->minimumSizeHint().expandedTo(w->minimumSize()).boundedTo(w->maximumSize());
}

// The height a pane needs at `width`: a pane of wrapping labels (height for width) asks for
// little as its minimum, and squeezed to it its notes were cut in half (the Device page's
// data-parallel note under the scroll area).
int paneHeight(const QWidget* w, int width) {
  int h = paneMinimum(w).height();
  if (width > 0 && w->hasHeightForWidth()) h = std::max(h, std::min(w->heightForWidth(width), w->maximumHeight()));
  return h;
}

}  // namespace

ReflowSplitter::ReflowSplitter(QWidget* parent) : QSplitter(Qt::Horizontal, parent) {
  setChildrenCollapsible(false);
  connect(this, &QSplitter::splitterMoved, this, &ReflowSplitter::checkMinimumHeight);
}

void ReflowSplitter::checkMinimumHeight() {
  // Stacked, QSplitter shares the height by its own sizes, not by what a pane of wrapping labels
  // needs at this width: such a pane gets that height as its minimum (its own minimum back when
  // the panes stand side by side, where each has the splitter's whole height).
  const bool stacked = orientation() == Qt::Vertical;
  for (int i = 0; i < count(); ++i) {
    QWidget* w = widget(i);
    if (!w->hasHeightForWidth()) continue;
    if (!w->property("reflowOwnMinimumHeight").isValid()) w->setProperty("reflowOwnMinimumHeight", w->minimumHeight());
    const int own = w->property("reflowOwnMinimumHeight").toInt();
    const int want = stacked && width() > 0
                         ? std::max(own, std::min(w->heightForWidth(width() - 2 * frameWidth()), w->maximumHeight()))
                         : own;
    if (w->minimumHeight() != want) w->setMinimumHeight(want);
  }
  const int h = minimumSizeHint().height();
  if (h == lastMinimumHeight_) return;
  lastMinimumHeight_ = h;
  updateGeometry();
}

int ReflowSplitter::sideBySideWidth() const {
  // Each pane at the width it asks for (its size hint), not merely the least it can live with: at
  // 150 % the Sweeps page's charts, squeezed beside the editor, were a strip 150 px tall.
  int sum = 0, panes = 0;
  for (int i = 0; i < count(); ++i)
    if (!widget(i)->isHidden()) {
      const QWidget* w = widget(i);
      const QSize hint = w->sizeHint();
      sum += std::max(paneMinimum(w).width(), hint.isValid() ? std::min(hint.width(), w->maximumWidth()) : 0);
      ++panes;
    }
  return sum + std::max(0, panes - 1) * handleWidth() + 2 * frameWidth();
}

QSize ReflowSplitter::minimumSizeHint() const {
  // Stacked, each pane gets the height it asks for (the page scrolls down): at their minimum the
  // Sweeps page's charts were a strip too flat to read.
  int width = 0, tallest = 0, stacked = 0, panes = 0;
  for (int i = 0; i < count(); ++i) {
    const QWidget* w = widget(i);
    if (w->isHidden()) continue;
    const QSize m = paneMinimum(w);
    const QSize hint = w->sizeHint();
    width = std::max(width, m.width());
    const bool across = orientation() == Qt::Horizontal;
    const int h = paneHeight(w, across ? w->width() : this->width() - 2 * frameWidth());
    tallest = std::max(tallest, h);
    stacked += std::max(h, hint.isValid() ? std::min(hint.height(), w->maximumHeight()) : 0);
    ++panes;
  }
  const int handles = std::max(0, panes - 1) * handleWidth();
  const int height = orientation() == Qt::Vertical ? stacked + handles : tallest;
  return {width + 2 * frameWidth(), height + 2 * frameWidth()};
}

void ReflowSplitter::resizeEvent(QResizeEvent* event) {
  reflow(event->size().width());
  QSplitter::resizeEvent(event);
  checkMinimumHeight();
  // The first time the panes stand side by side, they share the width by their stretch factors
  // (QSplitter gives each its size hint first, and a pane of wrapping labels asks for little:
  // the Sweeps page's editor got a 290 px column).
  if (!shared_ && orientation() == Qt::Horizontal && width() > 0) {
    shared_ = true;
    int total = 0;
    for (int i = 0; i < count(); ++i) total += widget(i)->isHidden() ? 0 : widget(i)->sizePolicy().horizontalStretch();
    if (total <= 0) return;
    const int room = width() - std::max(0, count() - 1) * handleWidth();
    QList<int> s;
    for (int i = 0; i < count(); ++i) {
      const QWidget* w = widget(i);
      s << (w->isHidden() ? 0 : std::max(paneMinimum(w).width(), room * w->sizePolicy().horizontalStretch() / total));
    }
    setSizes(s);
  }
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

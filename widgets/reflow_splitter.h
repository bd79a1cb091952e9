#pragma once
// ReflowSplitter: panes side by side while the width holds them, one above the other when it
// does not (a large zoom, presentation mode, a 1280x800 projector). Its minimum width is the
// widest pane's, never the sum, so a page never forces the window wider than the screen; the
// page's scroll area (MainWindow) gives the height the stacked panes need. The user's sizes are
// kept for each arrangement.
#include <QList>
#include <QSplitter>

namespace nnlab::gui {

class ReflowSplitter : public QSplitter {
  Q_OBJECT
 public:
  explicit ReflowSplitter(QWidget* parent = nullptr);

  QSize minimumSizeHint() const override;
  // The width below which the panes go one above the other: the sum of the widths they ask for.
  int sideBySideWidth() const;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void reflow(int width);
  // The panes' heights depend on their widths (wrapping labels): when a resize or a moved handle
  // changes the height they need, the page's scroll area is told (updateGeometry).
  void checkMinimumHeight();
  int lastMinimumHeight_ = -1;

  QList<int> sizes_[2];  // the sizes last seen side by side [0] and stacked [1]
  bool shared_ = false;   // the first side-by-side width was shared by the stretch factors
};

}  // namespace nnlab::gui

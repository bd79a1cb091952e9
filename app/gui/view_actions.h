#pragma once
// View > Presentation (Ctrl+Shift+P) and the zoom (Zoom in Ctrl++, Zoom out Ctrl+-, Normal
// size Ctrl+0): the actions, what they do to the ViewScale (widgets/view_scale.h) and the
// zoom kept in the settings (ui/zoom) for the next start. Presentation mode is for this
// session only: the next start is not in projector size.
#include <QList>
#include <QObject>

class QAction;
class QWidget;

namespace nnlab::gui {

class ViewActions : public QObject {
  Q_OBJECT
 public:
  // The actions are added to `window`, so their shortcuts work on every page.
  explicit ViewActions(QWidget* window);

  QAction* presentationAction() const { return presentation_; }
  QAction* zoomInAction() const { return zoomIn_; }
  QAction* zoomOutAction() const { return zoomOut_; }
  QAction* normalSizeAction() const { return normal_; }
  QList<QAction*> actions() const { return {presentation_, zoomIn_, zoomOut_, normal_}; }

 signals:
  void statusMessage(const QString& text);

 private:
  void update();

  QAction* presentation_ = nullptr;
  QAction* zoomIn_ = nullptr;
  QAction* zoomOut_ = nullptr;
  QAction* normal_ = nullptr;
};

}  // namespace nnlab::gui

#include "gui/view_actions.h"

#include <QAction>
#include <QSettings>
#include <QWidget>
#include <cmath>

#include "widgets/view_scale.h"

namespace nnlab::gui {

ViewActions::ViewActions(QWidget* window) : QObject(window) {
  ViewScale& scale = ViewScale::instance();
  presentation_ = new QAction(tr("&Presentation"), this);
  presentation_->setObjectName("presentationAction");
  presentation_->setCheckable(true);
  presentation_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
  presentation_->setStatusTip(tr("Larger text, thicker lines and markers on every chart: for a projector"));
  zoomIn_ = new QAction(tr("Zoom &in"), this);
  zoomIn_->setObjectName("zoomInAction");
  // Ctrl++ is Ctrl+Shift+= on many keyboards, and Ctrl+= is what people press. Not Ctrl+Shift+=
  // as well: Qt matches that key press to Ctrl++ too, and two matching sequences are "ambiguous"
  // (nothing happened, #26).
  zoomIn_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
  zoomOut_ = new QAction(tr("Zoom &out"), this);
  zoomOut_->setObjectName("zoomOutAction");
  zoomOut_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Underscore)});
  normal_ = new QAction(tr("&Normal size"), this);
  normal_->setObjectName("normalSizeAction");
  normal_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  for (QAction* a : actions()) {
    a->setShortcutContext(Qt::WindowShortcut);
    window->addAction(a);
  }

  connect(presentation_, &QAction::toggled, this, [](bool on) { ViewScale::instance().setPresentation(on); });
  connect(zoomIn_, &QAction::triggered, this, [] { ViewScale::instance().zoomIn(); });
  connect(zoomOut_, &QAction::triggered, this, [] { ViewScale::instance().zoomOut(); });
  connect(normal_, &QAction::triggered, this, [] { ViewScale::instance().setZoom(1.0); });
  connect(&scale, &ViewScale::changed, this, [this] {
    QSettings().setValue("ui/zoom", ViewScale::instance().zoom());
    update();
    QString text = tr("Zoom %1 %").arg(std::lround(ViewScale::instance().zoom() * 100));
    if (ViewScale::instance().presentation()) text += tr(", presentation mode");
    emit statusMessage(text);
  });
  scale.setZoom(QSettings().value("ui/zoom", 1.0).toDouble());
  update();
}

void ViewActions::update() {
  const ViewScale& scale = ViewScale::instance();
  zoomIn_->setEnabled(scale.zoom() < ViewScale::kMaxZoom - 1e-9);
  zoomOut_->setEnabled(scale.zoom() > ViewScale::kMinZoom + 1e-9);
  normal_->setEnabled(std::fabs(scale.zoom() - 1.0) > 1e-9);
  if (presentation_->isChecked() != scale.presentation()) presentation_->setChecked(scale.presentation());
}

}  // namespace nnlab::gui

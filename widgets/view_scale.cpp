#include "widgets/view_scale.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QTableView>
#include <cmath>

namespace nnlab::gui {

ViewScale& ViewScale::instance() {
  static ViewScale* scale = new ViewScale;  // lives as long as the process, like the app font
  return *scale;
}

ViewScale::ViewScale() {
  // Tables made later (a dialog's, a new page's) are fitted when first polished.
  if (qApp) qApp->installEventFilter(this);
  for (QWidget* w : QApplication::allWidgets())
    if (auto* table = qobject_cast<QTableView*>(w)) fitRowsToFont(table);
}

QFont ViewScale::normalFont() const { return haveNormal_ ? normal_ : QApplication::font(); }

void ViewScale::setZoom(double zoom) {
  const double z = std::clamp(std::round(zoom / kZoomStep) * kZoomStep, kMinZoom, kMaxZoom);
  if (std::fabs(z - zoom_) < 1e-9) return;
  zoom_ = z;
  apply();
}

void ViewScale::setPresentation(bool on) {
  if (on == presentation_) return;
  presentation_ = on;
  apply();
}

void ViewScale::apply() {
  if (!haveNormal_) {
    normal_ = QApplication::font();
    haveNormal_ = true;
  }
  QFont f = normal_;
  if (normal_.pointSizeF() > 0)
    f.setPointSizeF(normal_.pointSizeF() * textScale());
  else
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(normal_.pixelSize() * textScale()))));
  // Reaches every widget that did not choose a font of its own, through events (each gets a
  // FontChange when the event loop runs): widgets that size things by their font act on that
  // event (tables here, charts in ChartView::changeEvent), not on changed().
  QApplication::setFont(f);
  emit changed();
}

bool ViewScale::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::Polish || event->type() == QEvent::FontChange)
    if (auto* table = qobject_cast<QTableView*>(watched)) {
      fitRowsToFont(table);
      // Columns sized to their contents at the old font showed "1…" and "0.…" after a zoom (or
      // when a table was filled before the restored zoom reached it): sized again to the new one.
      if (event->type() == QEvent::FontChange && table->model() && table->model()->rowCount() > 0) {
        const QHeaderView* h = table->horizontalHeader();
        bool sizedByHand = true;
        for (int c = 0; c < h->count() && sizedByHand; ++c)
          sizedByHand = h->sectionResizeMode(c) == QHeaderView::Interactive || h->sectionResizeMode(c) == QHeaderView::Fixed;
        if (sizedByHand) table->resizeColumnsToContents();
      }
    }
  return QObject::eventFilter(watched, event);
}

void fitRowsToFont(QTableView* view) {
  const int text = view->fontMetrics().height();
  // The style's default (30 px in Fusion) wastes a third of a short table at 1x and clips text
  // at 2x: a row is its text plus a little air.
  view->verticalHeader()->setMinimumSectionSize(text + 4);
  view->verticalHeader()->setDefaultSectionSize(text + std::max(6, text / 2));
}

}  // namespace nnlab::gui

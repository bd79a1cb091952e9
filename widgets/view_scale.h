#pragma once
// How large the app draws: the zoom (View > Zoom in / Zoom out / Normal size, Ctrl++ Ctrl+-
// Ctrl+0, remembered by the app's settings) and presentation mode (View > Presentation,
// Ctrl+Shift+P: for a projector at the back of a classroom). The app font follows, and with it
// every widget (Qt delivers the change as events); tables get rows as tall as their text (also
// tables created later); charts (ChartView) restyle their fonts on their FontChange and their
// lines and markers on changed().
#include <QFont>
#include <QObject>
#include <algorithm>

class QTableView;

namespace nnlab::gui {

class ViewScale : public QObject {
  Q_OBJECT
 public:
  static constexpr double kMinZoom = 0.7;
  static constexpr double kMaxZoom = 2.5;
  static constexpr double kZoomStep = 0.1;
  static constexpr double kPresentationText = 1.35;  // presentation mode: text x this, on top of the zoom
  static constexpr double kPresentationLines = 1.8;  // and lines and markers x this

  static ViewScale& instance();

  double zoom() const { return zoom_; }
  bool presentation() const { return presentation_; }
  // Text, relative to the app's normal font; lines and markers, relative to their normal width.
  double textScale() const { return zoom_ * (presentation_ ? kPresentationText : 1.0); }
  double lineScale() const { return std::max(1.0, zoom_) * (presentation_ ? kPresentationLines : 1.0); }
  // The app's font at zoom 1 without presentation (what exports use).
  QFont normalFont() const;

  void setZoom(double zoom);  // clamped to [kMinZoom, kMaxZoom], in steps of 10 %
  void setPresentation(bool on);
  void zoomIn() { setZoom(zoom_ + kZoomStep); }
  void zoomOut() { setZoom(zoom_ - kZoomStep); }

 signals:
  void changed();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  ViewScale();
  void apply();

  double zoom_ = 1.0;
  bool presentation_ = false;
  QFont normal_;
  bool haveNormal_ = false;
};

// Rows of an item view as tall as its font needs, whatever the zoom.
void fitRowsToFont(QTableView* view);

}  // namespace nnlab::gui

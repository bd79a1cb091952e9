#pragma once
// What a PNG export asks: the resolution, and whether the picture is for print (white paper,
// dark text: the default, whatever the screen's theme) or as on screen (the theme, the zoom,
// presentation mode: a slide). Both are remembered (export/dpi, export/pngLook).
#include <QDialog>

#include "widgets/chart_view.h"

class QComboBox;
class QSpinBox;

namespace nnlab::gui {

class PngExportDialog : public QDialog {
  Q_OBJECT
 public:
  explicit PngExportDialog(QWidget* parent = nullptr);
  int dpi() const;
  ChartView::Look look() const;
  void accept() override;  // remembers the choices

 private:
  QSpinBox* dpi_ = nullptr;
  QComboBox* look_ = nullptr;
};

}  // namespace nnlab::gui

#pragma once
// LightCurveChart: light curves as astronomers draw them, magnitude growing downwards (fainter).
// Raw: magnitude against time, error bars where the file has errors. Folded: magnitude against
// phase = mod(t, P) / P, the observations as dots and the mean of each phase bin as a line (what
// the dataset stores, before the per-object normalisation). One colour per object; exportable
// like every chart (PNG, PDF, SVG, CSV).
#include <vector>

#include "data/lightcurves/light_curve.h"
#include "widgets/chart_view.h"

namespace nnlab::gui {

class LightCurveChart : public ChartView {
  Q_OBJECT
 public:
  enum class Mode { Raw, Folded };
  LightCurveChart(Mode mode, QWidget* parent = nullptr);
  // bins: the phase bins the folded chart draws (0: none).
  void setCurves(const std::vector<LightCurve>& curves, int bins);
  void setHint(const QString& text);  // shown instead of curves, when there are none
  void rebuild() override;

 private:
  Mode mode_;
  std::vector<LightCurve> curves_;
  int bins_ = 0;
  QString hint_;
};

}  // namespace nnlab::gui

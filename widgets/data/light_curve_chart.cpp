#include "widgets/data/light_curve_chart.h"

#include <cmath>

#include "widgets/run_data.h"

namespace nnlab::gui {

LightCurveChart::LightCurveChart(Mode mode, QWidget* parent)
    : ChartView(mode == Mode::Raw ? "light-curves-raw" : "light-curves-folded",
                mode == Mode::Raw ? tr("Observations") : tr("Folded by the period"), parent),
      mode_(mode) {
  xAxis->setLabel(mode == Mode::Raw ? tr("time (days)") : tr("phase"));
  yAxis->setLabel(tr("magnitude"));
  yAxis->setRangeReversed(true);  // brighter is up
  legend->setVisible(true);
  rebuild();
}

void LightCurveChart::setCurves(const std::vector<LightCurve>& curves, int bins) {
  curves_ = curves;
  bins_ = bins;
}

void LightCurveChart::setHint(const QString& text) { hint_ = text; }

void LightCurveChart::rebuild() {
  clearPlottables();
  double xlo = INFINITY, xhi = -INFINITY, ylo = INFINITY, yhi = -INFINITY;
  int k = 0;
  for (const LightCurve& c : curves_) {
    const QColor color = runColor(++k);
    const QString name = QStringLiteral("%1 (P = %2 d)").arg(QString::fromStdString(c.id)).arg(c.period, 0, 'g', 5);
    QCPGraph* dots = addGraph();
    dots->setName(name);
    dots->setLineStyle(QCPGraph::lsNone);
    dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, markerSize(5)));
    const std::vector<double> x = mode_ == Mode::Raw ? c.t : foldPhases(c.t, c.period);
    for (std::size_t i = 0; i < x.size(); ++i) {
      dots->addData(x[i], c.mag[i]);
      xlo = std::min(xlo, x[i]), xhi = std::max(xhi, x[i]);
      const double e = i < c.err.size() ? c.err[i] : 0.0;
      ylo = std::min(ylo, c.mag[i] - e), yhi = std::max(yhi, c.mag[i] + e);
    }
    if (mode_ == Mode::Raw && c.err.size() == c.t.size()) {
      auto* bars = new QCPErrorBars(xAxis, yAxis);
      bars->removeFromLegend();
      bars->setDataPlottable(dots);
      bars->setPen(QPen(color, lineWidth(1)));
      QVector<double> err(c.err.begin(), c.err.end());
      bars->setData(err);
    }
    if (mode_ == Mode::Folded && bins_ > 0 && !c.t.empty()) {
      const std::vector<double> means = phaseBins(x, c.mag, bins_);
      QCPGraph* line = addGraph();
      line->removeFromLegend();
      line->setPen(QPen(color, lineWidth(2)));
      for (int b = 0; b < bins_; ++b) line->addData((b + 0.5) / bins_, means[static_cast<std::size_t>(b)]);
    }
  }
  if (std::isfinite(xlo)) {
    const double px = std::max((xhi - xlo) * 0.03, 1e-3), py = std::max((yhi - ylo) * 0.08, 0.02);
    xAxis->setRange(mode_ == Mode::Folded ? 0.0 : xlo - px, mode_ == Mode::Folded ? 1.0 : xhi + px);
    yAxis->setRange(ylo - py, yhi + py);
  } else {
    xAxis->setRange(mode_ == Mode::Folded ? 0.0 : 0.0, 1.0);
    yAxis->setRange(0.0, 1.0);
  }
  legend->setVisible(graphCount() > 0);
  setEmptyHint(curves_.empty() ? (hint_.isEmpty() ? tr("No light curves to show") : hint_) : QString());
}

}  // namespace nnlab::gui

#include "widgets/report/report_chart.h"

#include <algorithm>
#include <cmath>

namespace nnlab::gui {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

ReportChartView::ReportChartView(const ReportChart& chart, QWidget* parent)
    : ChartView(q(chart.id), q(chart.title), parent), chart_(chart) {
  legend->setVisible(chart_.series.size() > 1);
  legendBelow();
  legend->setWrap(3);
  legend->setFillOrder(QCPLegend::foColumnsFirst);
  setLook(Look::Print);
  rebuild();
}

void ReportChartView::rebuild() {
  clearPlottables();
  for (QCPAbstractItem* i : items_) removeItem(i);
  items_.clear();
  const bool bars = chart_.kind == ReportChart::Kind::Bars;
  const bool categories = !chart_.categories.empty();
  if (categories) {
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    std::size_t longest = 0;
    for (std::size_t i = 0; i < chart_.categories.size(); ++i) {
      ticker->addTick(static_cast<double>(i), categoryLabel(q(chart_.categories[i]), static_cast<int>(chart_.categories.size())));
      longest = std::max(longest, chart_.categories[i].size());
    }
    xAxis->setTicker(ticker);
    xAxis->setTickLabelRotation(longest * chart_.categories.size() > 60 ? -30 : 0);
  } else {
    // Epochs are whole numbers: ticks at whole numbers only.
    bool whole = true;
    for (const auto& s : chart_.series)
      for (double x : s.x) whole = whole && x == std::floor(x);
    if (whole) {
      QSharedPointer<QCPAxisTickerFixed> fixed(new QCPAxisTickerFixed);
      fixed->setTickStep(1.0);
      fixed->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
      xAxis->setTicker(fixed);
    } else {
      xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
  }
  const std::size_t n = std::max<std::size_t>(1, chart_.series.size());
  const double width = 0.8 / static_cast<double>(n);
  double lo = INFINITY, hi = -INFINITY, xlo = INFINITY, xhi = -INFINITY, logLo = INFINITY;
  for (std::size_t s = 0; s < chart_.series.size(); ++s) {
    const ReportSeries& r = chart_.series[s];
    const QColor color = runColor(static_cast<int>(s) + 1);
    QCPAbstractPlottable1D<QCPBarsData>* barPlot = nullptr;
    QCPGraph* graph = nullptr;
    const double offset = bars ? (static_cast<double>(s) - (n - 1) / 2.0) * width : 0.0;
    if (!r.low.empty()) {  // the band first, under the line
      QCPGraph* low = addGraph();
      QCPGraph* high = addGraph();
      QColor fill = color;
      fill.setAlpha(50);
      low->setPen(Qt::NoPen);
      high->setPen(Qt::NoPen);
      high->setBrush(fill);
      high->setChannelFillGraph(low);
      low->removeFromLegend();
      high->removeFromLegend();
      for (std::size_t i = 0; i < r.x.size(); ++i) {
        low->addData(r.x[i], r.low[i]);
        high->addData(r.x[i], r.high[i]);
        lo = std::min(lo, r.low[i]), hi = std::max(hi, r.high[i]);
      }
    }
    if (bars) {
      auto* b = new QCPBars(xAxis, yAxis);
      b->setWidth(width * 0.9);
      b->setPen(QPen(color.darker(120), lineWidth(1)));
      b->setBrush(color);
      b->setName(q(r.label));
      barPlot = b;
    } else {
      graph = addGraph();
      graph->setName(q(r.label));
      graph->setPen(QPen(color, lineWidth(r.x.size() > 60 ? 1.2 : 2)));
      if (r.x.size() <= 60) graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 6));
    }
    QCPErrorBars* err = nullptr;
    if (!r.error.empty()) {
      err = new QCPErrorBars(xAxis, yAxis);
      err->removeFromLegend();
      err->setDataPlottable(bars ? static_cast<QCPAbstractPlottable*>(barPlot) : graph);
      err->setPen(QPen(bars ? textColor() : color, lineWidth(1.2)));
    }
    for (std::size_t i = 0; i < r.x.size(); ++i) {
      if (!std::isfinite(r.y[i])) continue;
      const double x = r.x[i] + offset, e = i < r.error.size() && std::isfinite(r.error[i]) ? r.error[i] : 0.0;
      if (bars)
        static_cast<QCPBars*>(barPlot)->addData(x, r.y[i]);
      else
        graph->addData(x, r.y[i]);
      if (err) err->addData(e);
      lo = std::min(lo, r.y[i] - e), hi = std::max(hi, r.y[i] + e);
      logLo = std::min(logLo, r.y[i] - e > 0 ? r.y[i] - e : r.y[i]);
      xlo = std::min(xlo, r.x[i]), xhi = std::max(xhi, r.x[i]);
    }
  }
  if (chart_.hasReference) {
    auto* line = new QCPItemStraightLine(this);
    line->point1->setCoords(0, chart_.referenceY);
    line->point2->setCoords(1, chart_.referenceY);
    line->setPen(QPen(textColor(), lineWidth(1.2), Qt::DashLine));
    items_ << line;
    lo = std::min(lo, chart_.referenceY), hi = std::max(hi, chart_.referenceY);
  }
  if (categories)
    xAxis->setRange(-0.5, static_cast<double>(chart_.categories.size()) - 0.5);
  else if (std::isfinite(xlo))
    xAxis->setRange(xlo == xhi ? xlo - 1 : xlo, xlo == xhi ? xhi + 1 : xhi);
  const bool log = chart_.logY && std::isfinite(logLo) && logLo > 0.0;
  yAxis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
  if (log) {
    yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    yAxis->setRange(logLo / 1.5, hi * 1.5);
  } else if (std::isfinite(lo)) {
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    const double pad = std::max((hi - lo) * 0.08, std::fabs(hi) * 0.02 + 1e-9);
    yAxis->setRange(bars || lo >= 0.0 ? std::max(0.0, lo - pad) : lo - pad, hi + pad);
    if (bars) yAxis->setRangeLower(0.0);
  }
  xAxis->setLabel(q(chart_.xLabel));
  yAxis->setLabel(q(chart_.yLabel) + (log ? tr(", log scale") : QString()));
  setTitle(chart_.note.empty() ? q(chart_.title) : q(chart_.title) + '\n' + q(chart_.note));
  legend->setVisible(chart_.series.size() > 1);
  setEmptyHint(chart_.points() ? QString() : tr("No data"));
}

}  // namespace nnlab::gui

#include "widgets/lab/sweep_charts.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace nnlab::gui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// The distinct values of an axis, in the order the sweep lists them.
std::vector<std::string> axisValues(const SweepReport& r, int axis) {
  std::vector<std::string> out;
  if (axis < 0) return out;
  for (const SweepCell& c : r.cells) {
    const std::string& v = c.values[static_cast<std::size_t>(axis)];
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  return out;
}

const SweepMetric* metricOf(const std::string& key) {
  for (const auto& m : sweepMetrics())
    if (m.key == key) return &m;
  return nullptr;
}

}  // namespace

SweepMetricChart::SweepMetricChart(QWidget* parent) : ChartView("sweep", tr("Sweep"), parent) {
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
  rebuild();
}

void SweepMetricChart::setView(const SweepReport* report, int xAxis, const std::string& metric, int seriesAxis,
                               ErrorBars bars) {
  report_ = report;
  xAxis_ = xAxis;
  metric_ = metric;
  seriesAxis_ = seriesAxis == xAxis ? -1 : seriesAxis;
  bars_ = bars;
}

void SweepMetricChart::rebuild() {
  clearPlottables();
  const SweepMetric* m = metricOf(metric_);
  if (!report_ || report_->cells.empty() || !m || report_->axes.empty()) {
    setEmptyHint(report_ && !report_->cells.empty() && report_->axes.empty()
                     ? tr("The sweep has no axis: its single cell is in the table")
                     : tr("Run a sweep, or choose one from the history"));
    legend->setVisible(false);
    // Empty axes, not the categories of the sweep shown before.
    xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    xAxis->setTickLabelRotation(0);
    xAxis->setLabel({});
    yAxis->setLabel({});
    xAxis->setRange(0, 5);
    yAxis->setRange(0, 5);
    return;
  }
  const bool percent = !m->timing && !m->energy;
  const double scale = percent ? 100.0 : 1.0;
  const auto xs = axisValues(*report_, xAxis_);
  const auto series = seriesAxis_ >= 0 ? axisValues(*report_, seriesAxis_) : std::vector<std::string>{""};
  // Categories on x, so devices and precisions work as well as numbers; series side by side.
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  std::size_t longest = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    ticker->addTick(static_cast<double>(i), q(xs[i]));
    longest = std::max(longest, xs[i].size());
  }
  xAxis->setTicker(ticker);
  // Long category names (device modes) would run into each other: slanted, they fit.
  xAxis->setTickLabelRotation(longest * xs.size() > 48 ? -30 : 0);
  xAxis->setLabel(q(report_->axes[static_cast<std::size_t>(xAxis_)]));
  yAxis->setLabel(q(m->title) + (percent ? " (%)" : ""));
  double lo = INFINITY, hi = -INFINITY;
  double logLo = INFINITY;  // the lowest bar end above 0 (a bar reaching 0 or below is cut there)
  bool allPositive = true;
  int points = 0;
  for (std::size_t s = 0; s < series.size(); ++s) {
    const QColor color = runColor(static_cast<int>(s) + 1);
    QCPGraph* g = addGraph();
    g->setName(seriesAxis_ >= 0 ? q(report_->axes[static_cast<std::size_t>(seriesAxis_)] + " " + series[s]) : q(m->title));
    g->setPen(QPen(color, lineWidth(2)));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 7));
    auto* err = new QCPErrorBars(xAxis, yAxis);
    err->removeFromLegend();
    err->setDataPlottable(g);
    err->setPen(QPen(color, lineWidth(1.5)));
    const double offset = series.size() > 1 ? (static_cast<double>(s) - (series.size() - 1) / 2.0) * 0.08 : 0.0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      std::vector<std::pair<int, std::string>> fixed{{xAxis_, xs[i]}};
      if (seriesAxis_ >= 0) fixed.emplace_back(seriesAxis_, series[s]);
      const Stats st = pooledStats(*report_, metric_, fixed);
      if (st.n == 0 || !std::isfinite(st.mean)) continue;
      const double e = bars_ == ErrorBars::None ? 0.0 : bars_ == ErrorBars::Std ? st.std : st.ci95;
      const double err1 = std::isfinite(e) ? e * scale : 0.0;
      g->addData(static_cast<double>(i) + offset, st.mean * scale);
      err->addData(err1);
      lo = std::min(lo, st.mean * scale - err1);
      hi = std::max(hi, st.mean * scale + err1);
      allPositive = allPositive && st.mean > 0.0;
      const double low = st.mean * scale - err1;
      logLo = std::min(logLo, low > 0.0 ? low : st.mean * scale);
      ++points;
    }
    if (bars_ == ErrorBars::None) removePlottable(err);
  }
  // Slanted labels reach left of their tick: the first needs room inside the plot.
  xAxis->setRange(xAxis->tickLabelRotation() != 0 ? -1.2 : -0.5, static_cast<double>(xs.size()) - 0.5);
  // A log axis when asked for and every mean is above 0 (devices a hundred times apart both show).
  const bool log = logY_ && allPositive && std::isfinite(logLo) && hi > 0.0;
  yAxis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
  if (log) {
    yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    yAxis->setRange(logLo / 1.3, hi * 1.3);
  } else {
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    if (std::isfinite(lo)) {
      const double pad = std::max((hi - lo) * 0.1, std::fabs(hi) * 0.02 + 1e-9);
      yAxis->setRange(m->timing ? std::max(0.0, lo - pad) : lo - pad, hi + pad);
    }
  }
  const QString bars = bars_ == ErrorBars::Std ? tr("error bars: standard deviation")
                       : bars_ == ErrorBars::Ci95 ? tr("error bars: 95 % confidence interval")
                                                  : tr("no error bars");
  setTitle(tr("%1 against %2\n%3 · %4 warm-up epoch(s) left out")
               .arg(q(m->title), q(report_->axes[static_cast<std::size_t>(xAxis_)]), bars)
               .arg(report_->warmupEpochs));
  legend->setVisible(series.size() > 1);
  setEmptyHint(points ? QString() : tr("No completed run yet"));
}

SweepCurvesChart::SweepCurvesChart(QWidget* parent) : ChartView("sweep-curves", tr("Per epoch"), parent) {
  // A legend entry per cell: below the plot, where it hides no curve (legendBelow: an empty
  // legend alone in the plot's column squeezed the empty chart to a strip).
  legend->setVisible(true);
  legendBelow();
  legend->setWrap(2);
  legend->setFillOrder(QCPLegend::foColumnsFirst);
  xAxis->setLabel(tr("epoch"));
  QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
  ticker->setTickStep(1.0);
  ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  xAxis->setTicker(ticker);
  rebuild();
}

void SweepCurvesChart::setView(const SweepReport* report, const std::string& series) {
  report_ = report;
  series_ = series;
}

void SweepCurvesChart::rebuild() {
  clearPlottables();
  if (!report_ || report_->cells.empty()) {
    setEmptyHint(tr("Run a sweep, or choose one from the history"));
    legend->setVisible(false);
    return;
  }
  const bool loss = series_.find("loss") != std::string::npos;
  const double scale = loss ? 1.0 : 100.0;
  yAxis->setLabel(loss ? tr("loss") : tr("%"));
  const QString what = series_ == "val_accuracy" ? tr("validation accuracy")
                       : series_ == "val_macro_f1" ? tr("validation macro F1")
                       : series_ == "train_loss"   ? tr("training loss")
                                                   : tr("validation loss");
  setTitle(tr("%1 per epoch\nmean of each cell's runs, min-max band").arg(what));
  int maxEpoch = 1, drawn = 0;
  for (std::size_t c = 0; c < report_->cells.size(); ++c) {
    const SweepCell& cell = report_->cells[c];
    const EpochBand band = epochBand(cell, series_);
    if (band.epochs.empty()) continue;
    QColor color = runColor(static_cast<int>(c) + 1);
    QCPGraph* low = addGraph();
    QCPGraph* high = addGraph();
    QCPGraph* mean = addGraph();
    low->removeFromLegend();
    high->removeFromLegend();
    QColor band30 = color;
    band30.setAlpha(45);
    low->setPen(Qt::NoPen);
    high->setPen(Qt::NoPen);
    high->setBrush(band30);
    high->setChannelFillGraph(low);
    mean->setPen(QPen(color, lineWidth(2)));
    // Markers: a sweep of one-epoch runs has one point per cell, which a line alone never drew.
    mean->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, markerSize(6)));
    QString name;
    for (std::size_t a = 0; a < cell.values.size(); ++a)
      name += (a ? ", " : "") + q(report_->axes[a]) + " " + q(cell.values[a]);
    mean->setName(name.isEmpty() ? tr("all runs") : name);
    for (std::size_t i = 0; i < band.epochs.size(); ++i) {
      low->addData(band.epochs[i], band.min[i] * scale);
      high->addData(band.epochs[i], band.max[i] * scale);
      mean->addData(band.epochs[i], band.mean[i] * scale);
      maxEpoch = std::max(maxEpoch, band.epochs[i]);
    }
    if (band.epochs.size() == 1) {  // one epoch: the band is a min-max bar on the point
      auto* bars = new QCPErrorBars(xAxis, yAxis);
      bars->removeFromLegend();
      bars->setDataPlottable(mean);
      bars->setPen(QPen(color, lineWidth(1.5)));
      bars->addData((band.mean[0] - band.min[0]) * scale, (band.max[0] - band.mean[0]) * scale);
    }
    ++drawn;
  }
  xAxis->setRange(0.5, maxEpoch + 0.5);
  rescaleAxes(true);
  xAxis->setRange(0.5, maxEpoch + 0.5);
  // A little room above and below: a point on the highest or lowest value was cut in half.
  const QCPRange y = yAxis->range();
  const double pad = std::max(y.size() * 0.06, std::fabs(y.center()) * 1e-3 + 1e-9);
  yAxis->setRange(y.lower - pad, y.upper + pad);
  legend->setVisible(drawn > 0 && drawn <= 12);
  setEmptyHint(drawn ? QString() : tr("No completed run yet"));
}

}  // namespace nnlab::gui

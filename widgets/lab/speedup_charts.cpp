#include "widgets/lab/speedup_charts.h"

#include <cmath>

namespace nnlab::gui {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }

QString phaseLabel(TimePhase p) {
  switch (p) {
    case TimePhase::Train: return SpeedupChart::tr("training");
    case TimePhase::Validation: return SpeedupChart::tr("validation");
    case TimePhase::Test: return SpeedupChart::tr("test");
    case TimePhase::Setup: return SpeedupChart::tr("data load + setup");
    case TimePhase::Total: return SpeedupChart::tr("whole run");
  }
  return {};
}
}  // namespace

SpeedupChart::SpeedupChart(QWidget* parent) : ChartView("speedup", tr("Speedup per phase"), parent) {
  // The legend below the plot, three entries a row: a compare-devices run has seven rows.
  // (legendBelow: an empty legend alone in the plot's column squeezed the empty chart to a strip.)
  legend->setVisible(true);
  legendBelow();
  legend->setWrap(3);
  legend->setFillOrder(QCPLegend::foColumnsFirst);
  rebuild();
}

void SpeedupChart::rebuild() {
  clearPlottables();
  for (QCPAbstractItem* i : labels_) removeItem(i);
  labels_.clear();
  if (!report_ || report_->rows.size() < 2) {
    setEmptyHint(tr("Compare devices, or choose a sweep or ticked runs and a baseline"));
    legend->setVisible(false);
    return;
  }
  const auto& rows = report_->rows;
  const std::size_t n = rows.size() - 1;  // the rows compared with the baseline
  const double width = 0.8 / static_cast<double>(n);
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (std::size_t p = 0; p < phases_.size(); ++p)
    ticker->addTick(static_cast<double>(p), categoryLabel(phaseLabel(phases_[p]), static_cast<int>(phases_.size())));
  xAxis->setTicker(ticker);
  xAxis->setLabel({});
  double lo = INFINITY, hi = -INFINITY;
  int maxDevices = 1;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const SpeedupRow& row = rows[r];
    maxDevices = std::max(maxDevices, row.devices);
    const QColor color = runColor(static_cast<int>(r));
    auto* bars = new QCPBars(xAxis, yAxis);
    bars->setName(q(row.label) + (row.runs > 1 ? tr(" (%1 runs)").arg(row.runs) : QString()));
    bars->setWidth(width * 0.9);
    bars->setPen(QPen(color.darker(120), lineWidth(1)));
    bars->setBrush(color);
    auto* err = new QCPErrorBars(xAxis, yAxis);
    err->removeFromLegend();
    err->setDataPlottable(bars);
    err->setPen(QPen(textColor(), lineWidth(1.2)));
    const double offset = (static_cast<double>(r - 1) - (n - 1) / 2.0) * width;
    for (std::size_t p = 0; p < phases_.size(); ++p) {
      const Ratio& s = row.speedup[static_cast<std::size_t>(phases_[p])];
      if (!std::isfinite(s.value) || s.value <= 0) continue;
      bars->addData(static_cast<double>(p) + offset, s.value);
      err->addData(std::isfinite(s.error) ? s.error : 0.0);
      lo = std::min(lo, s.value - (std::isfinite(s.error) ? s.error : 0.0));
      hi = std::max(hi, s.value + (std::isfinite(s.error) ? s.error : 0.0));
      // Labels over the bars: the figure a class reads off ("11.8x").
      // Above the error bar; turned upright when the bars are too narrow for the text.
      auto* label = new QCPItemText(this);
      const double top = s.value + (std::isfinite(s.error) ? s.error : 0.0);
      label->position->setCoords(static_cast<double>(p) + offset, top);
      if (n > 3) {
        label->setRotation(-90);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(3, 0, 0, 0));
      } else {
        label->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
      }
      label->setText(QString::number(s.value, 'g', s.value < 10 ? 2 : 3) + "x");
      label->setColor(textColor());
      label->setFont(chartFont(0.8));
      labels_ << label;
    }
  }
  // The baseline at 1, and the ideal for runs on several devices.
  auto line = [&](double y, const QString& name, Qt::PenStyle style) {
    QCPGraph* g = addGraph();
    g->setName(name);
    g->setPen(QPen(textColor(), lineWidth(1.2), style));
    g->addData(-0.5, y);
    g->addData(static_cast<double>(phases_.size()) - 0.5, y);
  };
  line(1.0, tr("baseline: %1").arg(q(rows[0].label)), Qt::DashLine);
  if (maxDevices > 1) line(maxDevices, tr("ideal on %1 devices").arg(maxDevices), Qt::DotLine);
  xAxis->setRange(-0.5, static_cast<double>(phases_.size()) - 0.5);
  // Speedups from 0.3x to 100x and more: a log axis keeps both readable.
  const bool logScale = std::isfinite(lo) && hi / std::max(1e-9, std::min(lo, 1.0)) > 30.0;
  if (logScale) {
    yAxis->setScaleType(QCPAxis::stLogarithmic);
    yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    yAxis->setRange(std::min(lo, 1.0) * 0.5, std::max(hi, static_cast<double>(maxDevices)) * (n > 3 ? 8.0 : 2.5));  // room for upright labels
  } else {
    yAxis->setScaleType(QCPAxis::stLinear);
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    yAxis->setRange(0, std::max({hi, 1.0, static_cast<double>(maxDevices)}) * (n > 3 ? 1.35 : 1.15));
  }
  yAxis->setLabel(tr("speedup (baseline time / time)%1").arg(logScale ? tr(", log scale") : QString()));
  setTitle(tr("Speedup over %1 per phase\nerror bars: one standard error · %2 warm-up epoch(s) left out")
               .arg(q(rows[0].label))
               .arg(report_->warmupEpochs));
  legend->setVisible(true);
  setEmptyHint({});
}

AmdahlChart::AmdahlChart(QWidget* parent) : ChartView("amdahl", tr("Speedup against devices"), parent) {
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
  xAxis->setLabel(tr("devices"));
  yAxis->setLabel(tr("speedup"));
  rebuild();
}

void AmdahlChart::rebuild() {
  clearPlottables();
  predictedGraph_ = nullptr;
  int maxDevices = 1;
  if (report_)
    for (const auto& r : report_->rows) maxDevices = std::max(maxDevices, r.devices);
  if (!report_ || maxDevices < 2) {
    setEmptyHint(tr("Amdahl's law needs runs on several devices (a data-parallel run against one device)"));
    legend->setVisible(false);
    return;
  }
  int top = std::max(8, maxDevices * 2);
  if (predicted_)
    for (const ScalingPoint& p : predicted_->points) top = std::max(top, p.devices());
  QCPGraph* ideal = addGraph();
  ideal->setName(tr("ideal (speedup = devices)"));
  ideal->setPen(QPen(textColor(), lineWidth(1.2), Qt::DotLine));
  ideal->addData(1, 1);
  ideal->addData(top, top);
  auto curve = [&](double e, const QString& name, const QColor& color) {
    if (!std::isfinite(e)) return;
    QCPGraph* g = addGraph();
    g->setName(name.arg(QString::number(e, 'g', 3)));
    g->setPen(QPen(color, lineWidth(2)));
    for (int p = 1; p <= top; ++p) g->addData(p, amdahlSpeedup(e, p));
  };
  curve(report_->serialTrain, tr("Amdahl, training (serial fraction %1)"), runColor(1));
  curve(report_->serialTotal, tr("Amdahl, whole run (serial fraction %1)"), runColor(2));
  QCPGraph* train = addGraph();
  QCPGraph* total = addGraph();
  train->setName(tr("measured, training"));
  total->setName(tr("measured, whole run"));
  for (QCPGraph* g : {train, total}) g->setLineStyle(QCPGraph::lsNone);
  train->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, runColor(1), 9));
  total->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, runColor(2), 9));
  for (const auto& r : report_->rows) {
    if (std::isfinite(r.speedup[0].value)) train->addData(r.devices, r.speedup[0].value);
    if (std::isfinite(r.speedup[4].value)) total->addData(r.devices, r.speedup[4].value);
  }
  if (predicted_ && !predicted_->points.empty()) {
    // Dashed and named so: a prediction, not a measurement.
    predictedGraph_ = addGraph();
    predictedGraph_->setName(tr("predicted for %1 (calibrated by the baseline; to %2 devices, 8 per node)")
                                 .arg(predictedDevice_)
                                 .arg(predicted_->points.back().devices()));
    predictedGraph_->setPen(QPen(runColor(3), lineWidth(2), Qt::DashLine));
    predictedGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, runColor(3), 6 * lineWidth(1)));
    for (const ScalingPoint& p : predicted_->points) predictedGraph_->addData(p.devices(), p.speedup);
  }
  xAxis->setRange(0.5, top + 0.5);
  yAxis->setRange(0, top * 1.05);
  setTitle(tr("Speedup against devices\nmeasured, ideal, and Amdahl's law from the Karp-Flatt serial fraction"));
  setEmptyHint({});
}

EnergyChart::EnergyChart(QWidget* parent) : ChartView("energy", tr("Energy and EDP"), parent) {
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
  rebuild();
}

void EnergyChart::rebuild() {
  clearPlottables();
  for (QCPAbstractItem* i : labels_) removeItem(i);
  labels_.clear();
  if (groups_.size() < 2) {
    setEmptyHint(tr("No energy: train with \"Measure energy\" on (or `nnlab-cli train --energy`) to compare joules and EDP"));
    legend->setVisible(false);
    return;
  }
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (std::size_t g = 0; g < groups_.size(); ++g)
    ticker->addTick(static_cast<double>(g), categoryLabel(q(groups_[g].label), static_cast<int>(groups_.size())));
  xAxis->setTicker(ticker);
  double hi = 1.0;
  const struct {
    double GroupEnergy::*field;
    QString name;
    double offset;
  } series[] = {{&GroupEnergy::energyRatio, tr("energy / baseline"), -0.2}, {&GroupEnergy::edpRatio, tr("EDP / baseline"), 0.2}};
  for (std::size_t k = 0; k < 2; ++k) {
    const QColor color = runColor(static_cast<int>(k) + 1);
    auto* bars = new QCPBars(xAxis, yAxis);
    bars->setName(series[k].name);
    bars->setWidth(0.36);
    bars->setPen(QPen(color.darker(120), 1));
    bars->setBrush(color);
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      const double v = groups_[g].*series[k].field;
      if (!std::isfinite(v)) continue;  // not measured: no bar, never 0
      const double x = static_cast<double>(g) + series[k].offset;
      bars->addData(x, v);
      hi = std::max(hi, v);
      auto* label = new QCPItemText(this);
      label->position->setCoords(x, v);
      label->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
      label->setText(QString::number(v, 'g', v < 10 ? 2 : 3) + "x");
      label->setColor(textColor());
      labels_ << label;
    }
  }
  xAxis->setRange(-0.6, static_cast<double>(groups_.size()) - 0.4);
  yAxis->setScaleType(QCPAxis::stLinear);
  yAxis->setRange(0, hi * 1.2);
  yAxis->setLabel(tr("ratio to %1 (lower is better)").arg(q(groups_[0].label)));
  setTitle(tr("Energy and energy-delay product against %1").arg(q(groups_[0].label)));
  legend->setVisible(true);
  setEmptyHint({});
}

}  // namespace nnlab::gui

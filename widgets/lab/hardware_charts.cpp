#include "widgets/lab/hardware_charts.h"

#include <algorithm>
#include <cmath>

#include "widgets/number_text.h"

namespace nnlab::gui {

namespace {

const char* kPrecisionLabels[] = {"FP64", "FP32", "TF32", "FP16", "BF16"};

void logAxis(QCPAxis* axis) {
  axis->setScaleType(QCPAxis::stLogarithmic);
  QSharedPointer<QCPAxisTickerLog> t(new QCPAxisTickerLog);
  t->setLogBase(10);
  t->setSubTickCount(8);
  axis->setTicker(t);
  // Every tick as a power of ten (10⁵, 10⁶): "gb" wrote 100000 beside 10⁶ on one axis.
  axis->setNumberFormat("eb");
  axis->setNumberPrecision(0);
}

// Bars on a logarithmic axis need a positive base below every value.
void valueRange(QCPAxis* axis, double lo, double hi, const QList<QCPBars*>& bars) {
  if (lo <= 0 || hi <= 0) {
    lo = 0.1;
    hi = 10;
  }
  const double base = std::pow(10.0, std::floor(std::log10(lo)));
  axis->setRange(base, std::pow(10.0, std::ceil(std::log10(hi * 1.5))));
  for (QCPBars* b : bars) b->setBaseValue(base);
}

void dropGroups(QCustomPlot* plot) {
  for (QCPBarsGroup* g : plot->findChildren<QCPBarsGroup*>()) g->deleteLater();
}

QString shortTitle(const std::string& s) {
  QString t = QString::fromStdString(s);
  return t.size() > 28 ? t.left(26) + QStringLiteral("...") : t;
}

}  // namespace

// ---- PeakBarsChart ----------------------------------------------------------------------------

PeakBarsChart::PeakBarsChart(QWidget* parent) : ChartView("hardware_peaks", tr("Peak TFLOPS: theoretical and measured"), parent) {
  QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
  for (int i = 0; i < 5; ++i) ticks->addTick(i + 1, kPrecisionLabels[i]);
  xAxis->setTicker(ticks);
  xAxis->setRange(0.4, 5.6);
  logAxis(yAxis);
  yAxis->setLabel(tr("TFLOPS (dense; log scale)"));
  legend->setVisible(true);
  legend->setWrap(2);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
}

double PeakBarsChart::keyOf(const std::string& precision) {
  const auto& names = PeakTflops::names();
  const auto it = std::find(names.begin(), names.end(), precision);
  return it == names.end() ? 0.0 : double(it - names.begin() + 1);
}

QCPBars* PeakBarsChart::bars(const QString& deviceKey, bool measured) const {
  const auto it = bars_.find(deviceKey);
  if (it == bars_.end()) return nullptr;
  return measured ? it->second : it->first;
}

void PeakBarsChart::rebuild() {
  clearPlottables();
  dropGroups(this);
  bars_.clear();
  int series = 0;
  for (const auto& d : devices_) series += 1 + (d.measuredTflops.empty() ? 0 : 1);
  auto* group = new QCPBarsGroup(this);
  const double width = 0.8 / std::max(1, series);
  double lo = 0, hi = 0;
  QList<QCPBars*> all;
  auto note = [&](double v) {
    lo = lo > 0 ? std::min(lo, v) : v;
    hi = std::max(hi, v);
  };
  for (std::size_t i = 0; i < devices_.size(); ++i) {
    const auto& d = devices_[i];
    const QColor c = runColor(static_cast<int>(i) + 1);
    auto make = [&](const QString& name, const QBrush& brush) {
      auto* b = new QCPBars(xAxis, yAxis);
      b->setName(name);
      b->setPen(QPen(c.darker(130), lineWidth(1)));
      b->setBrush(brush);
      b->setWidth(width);
      b->setBarsGroup(group);
      all << b;
      return b;
    };
    QCPBars* theo = make(tr("%1 (peak)").arg(shortTitle(d.title)), c);
    for (const auto& [p, v] : d.peakTflops)
      if (v > 0) {
        theo->addData(keyOf(p), v);
        note(v);
      }
    QCPBars* meas = nullptr;
    if (!d.measuredTflops.empty()) {
      meas = make(tr("%1 (measured)").arg(shortTitle(d.title)), QBrush(c.lighter(150), Qt::Dense3Pattern));
      for (const auto& [p, v] : d.measuredTflops)
        if (v > 0) {
          meas->addData(keyOf(p), v);
          note(v);
        }
    }
    bars_.insert(QString::fromStdString(d.key), {theo, meas});
  }
  valueRange(yAxis, lo, hi, all);
  legend->setVisible(!devices_.empty());
  setEmptyHint(devices_.empty() ? tr("Pick devices on the left") : QString());
}

// ---- BandwidthBarsChart -----------------------------------------------------------------------

BandwidthBarsChart::BandwidthBarsChart(QWidget* parent)
    : ChartView("hardware_bandwidth", tr("Memory bandwidth: datasheet and measured"), parent) {
  logAxis(yAxis);
  yAxis->setLabel(tr("GB/s (log scale)"));
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
}

QCPBars* BandwidthBarsChart::bars(const QString& series) const { return series_.value(series, nullptr); }

void BandwidthBarsChart::rebuild() {
  clearPlottables();
  dropGroups(this);
  series_.clear();
  QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
  for (std::size_t i = 0; i < devices_.size(); ++i) ticks->addTick(double(i + 1), shortTitle(devices_[i].title));
  xAxis->setTicker(ticks);
  xAxis->setRange(0.4, double(devices_.size()) + 0.6);
  auto* group = new QCPBarsGroup(this);
  const QColor colors[] = {runColor(1), runColor(2), runColor(3)};
  const QString names[] = {QStringLiteral("datasheet"), QStringLiteral("measured triad"), QStringLiteral("measured host to device")};
  const QString shown[] = {tr("datasheet memory bandwidth"), tr("measured (STREAM triad)"), tr("measured host to device (pinned)")};
  double lo = 0, hi = 0;
  QList<QCPBars*> all;
  for (int s = 0; s < 3; ++s) {
    auto* b = new QCPBars(xAxis, yAxis);
    b->setName(shown[s]);
    b->setPen(QPen(colors[s].darker(130), lineWidth(1)));
    b->setBrush(colors[s]);
    b->setWidth(0.8 / 3);
    b->setBarsGroup(group);
    for (std::size_t i = 0; i < devices_.size(); ++i) {
      const auto& d = devices_[i];
      const std::optional<double> v = s == 0 ? d.bandwidthGBs : s == 1 ? d.measuredBandwidthGBs : d.measuredHostToDeviceGBs;
      if (v && *v > 0) {
        b->addData(double(i + 1), *v);
        lo = lo > 0 ? std::min(lo, *v) : *v;
        hi = std::max(hi, *v);
      }
    }
    series_.insert(names[s], b);
    all << b;
  }
  valueRange(yAxis, lo, hi, all);
  legend->setVisible(!devices_.empty());
  setEmptyHint(devices_.empty() ? tr("Pick devices on the left") : QString());
}

// ---- RooflineChart ----------------------------------------------------------------------------

RooflineChart::RooflineChart(QWidget* parent) : ChartView("roofline", tr("Roofline"), parent) {
  logAxis(xAxis);
  logAxis(yAxis);
  xAxis->setLabel(tr("arithmetic intensity (FLOP/byte)"));
  yAxis->setLabel(tr("GFLOP/s"));
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
}

Roofline RooflineChart::roof() const { return deviceRoof(device_).roof; }

void RooflineChart::rebuild() {
  clearPlottables();
  for (QCPAbstractItem* it : labels_) removeItem(it);
  labels_.clear();
  setTitle(tr("Roofline: %1").arg(QString::fromStdString(device_.title)));
  const DeviceRoof dr = deviceRoof(device_);
  const Roofline r = dr.roof;
  if (!dr.known()) {
    const bool peak = r.peakGflops > 0, bandwidth = r.bandwidthGBs > 0;
    QString what = !peak && !bandwidth ? tr("Neither an FP32 peak nor a memory bandwidth is known for this device")
                   : !peak             ? tr("No FP32 peak is known for this device")
                                       : tr("No memory bandwidth is known for this device");
    if (device_.key.rfind("this:", 0) == 0) what += tr(": Measure this machine (above) measures it");
    setEmptyHint(what);
    legend->setVisible(false);
    return;
  }
  double xmin = 0.1, xmax = 1000.0;
  for (const auto& l : layers_) {
    xmin = std::min(xmin, l.intensity() / 2);
    xmax = std::max(xmax, l.intensity() * 2);
  }
  xmin = std::min(xmin, r.ridge() / 4);
  auto roofGraph = [&](const Roofline& rf, const QString& name, Qt::PenStyle style) {
    auto* g = addGraph();
    g->setName(name);
    g->setPen(QPen(textColor(), lineWidth(2), style));
    const double ridge = rf.ridge();
    g->addData(xmin, rf.attainable(xmin));
    if (ridge > xmin && ridge < xmax) g->addData(ridge, rf.peakGflops);
    g->addData(xmax, rf.attainable(xmax));
  };
  roofGraph(r,
            tr("FP32 roof: %1 GFLOP/s%2, %3 GB/s%4")
                .arg(readableText(r.peakGflops, 3), dr.peakMeasured ? tr(" (measured)") : QString(),
                     readableText(r.bandwidthGBs, 3), dr.bandwidthMeasured ? tr(" (measured)") : QString()),
            Qt::SolidLine);
  double ylo = r.attainable(xmin), yhi = r.peakGflops;
  if (const auto it = device_.peakTflops.find("fp16"); device_.kind == "gpu" && it != device_.peakTflops.end()) {
    Roofline h{it->second * 1000.0, r.bandwidthGBs};
    roofGraph(h, tr("FP16 tensor roof: %1 GFLOP/s").arg(h.peakGflops, 0, 'f', 0), Qt::DashLine);
    yhi = std::max(yhi, h.peakGflops);
  }
  if (!layers_.empty()) {
    const QColor c = runColor(1);
    auto* onRoof = addGraph();
    onRoof->setName(tr("layers, at the roof (forward)"));
    onRoof->setLineStyle(QCPGraph::lsNone);
    onRoof->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(c, lineWidth(1.5)), Qt::NoBrush, markerSize(8)));
    QCPGraph* measured = nullptr;
    for (const auto& l : layers_) {
      const double x = l.intensity();
      if (x <= 0) continue;
      const double y = r.attainable(x);
      onRoof->addData(x, y);
      ylo = std::min(ylo, y);
      auto* label = new QCPItemText(this);
      label->position->setCoords(x, y);
      label->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
      label->setText(QString::number(l.index));
      label->setColor(textColor());
      labels_ << label;
      if (l.measuredGflops && *l.measuredGflops > 0) {
        if (!measured) {
          measured = addGraph();
          measured->setName(tr("layers, measured (forward)"));
          measured->setLineStyle(QCPGraph::lsNone);
          measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QPen(c.darker(140), lineWidth(1)), QBrush(c), markerSize(8)));
        }
        measured->addData(x, *l.measuredGflops);
        ylo = std::min(ylo, *l.measuredGflops);
      }
    }
  }
  xAxis->setRange(xmin, xmax);
  yAxis->setRange(std::pow(10.0, std::floor(std::log10(std::max(ylo, 1e-6)))), std::pow(10.0, std::ceil(std::log10(yhi * 1.5))));
  legend->setVisible(true);
  setEmptyHint(layers_.empty() ? tr("Set a model to place its layers") : QString());
}

// ---- PredictionChart --------------------------------------------------------------------------

PredictionChart::PredictionChart(QWidget* parent)
    : ChartView("hardware_prediction", tr("Predicted epoch time (not measured)"), parent) {
  logAxis(yAxis);
  yAxis->setLabel(tr("s per epoch, predicted (log)"));
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
}

void PredictionChart::rebuild() {
  clearPlottables();
  for (QCPAbstractItem* it : labels_) removeItem(it);
  labels_.clear();
  bars_ = nullptr;
  ranges_ = nullptr;
  QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
  const int n = static_cast<int>(predictions_.size());
  for (int i = 0; i < n; ++i) ticks->addTick(i + 1, categoryLabel(shortTitle(predictions_[i].device), n));
  xAxis->setTicker(ticks);
  xAxis->setRange(0.4, n + 0.6);
  bars_ = new QCPBars(xAxis, yAxis);
  bars_->setName(tr("predicted (bars: the estimate, whiskers: its range)"));
  const QColor c = runColor(1);
  bars_->setPen(QPen(c.darker(130), lineWidth(1)));
  bars_->setBrush(QBrush(c.lighter(120), Qt::BDiagPattern));  // hatched: not a measurement
  bars_->setWidth(0.6);
  ranges_ = new QCPErrorBars(xAxis, yAxis);
  ranges_->removeFromLegend();
  ranges_->setDataPlottable(bars_);
  ranges_->setPen(QPen(textColor(), lineWidth(1.2)));
  double lo = 0, hi = 0;
  QString missing;
  for (int i = 0; i < n; ++i) {
    const DevicePrediction& p = predictions_[i];
    if (!p.available || p.epochSeconds <= 0) {
      missing += (missing.isEmpty() ? QString() : QStringLiteral("; ")) + QString::fromStdString(p.device + ": " + p.reason);
      continue;
    }
    bars_->addData(i + 1, p.epochSeconds);
    ranges_->addData(p.epochSeconds - p.epochLow(), p.epochHigh() - p.epochSeconds);
    lo = lo > 0 ? std::min(lo, p.epochLow()) : p.epochLow();
    hi = std::max(hi, p.epochHigh());
    auto* label = new QCPItemText(this);
    // Above the whisker's cap (a log axis: a factor above it).
    label->position->setCoords(i + 1, p.epochHigh() * 1.15);
    label->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
    label->setText(secondsText(p.epochSeconds));
    label->setColor(textColor());
    label->setFont(chartFont(0.8));
    labels_ << label;
  }
  valueRange(yAxis, lo, hi * 1.5, {bars_});  // room for the labels
  setEmptyHint(!hint_.isEmpty() ? hint_ : n == 0 ? tr("Pick devices on the left") : bars_->data()->isEmpty() ? missing : QString());
  setToolTip(missing);
}

QString PredictionChart::csv() const {
  QString out = QStringLiteral("device,precision,predicted,epoch_seconds,epoch_seconds_low,epoch_seconds_high,energy_joules\n");
  for (const DevicePrediction& p : predictions_) {
    if (!p.available) continue;
    out += QStringLiteral("\"%1\",%2,true,%3,%4,%5,%6\n")
               .arg(QString::fromStdString(p.device), QString::fromStdString(p.precision))
               .arg(p.epochSeconds, 0, 'g', 6)
               .arg(p.epochLow(), 0, 'g', 6)
               .arg(p.epochHigh(), 0, 'g', 6)
               .arg(p.boardPowerW ? QString::number(p.energyJoules(), 'g', 6) : QString());
  }
  return out;
}

// ---- ScalingChart -----------------------------------------------------------------------------

ScalingChart::ScalingChart(QWidget* parent)
    : ChartView("hardware_scaling", tr("Predicted data-parallel speedup (not measured)"), parent) {
  logAxis(xAxis);
  logAxis(yAxis);
  xAxis->setNumberFormat("gb");
  yAxis->setNumberFormat("gb");
  xAxis->setLabel(tr("devices (GPUs x nodes)"));
  yAxis->setLabel(tr("speedup over one device, predicted"));
  legend->setVisible(true);
  legend->setWrap(2);  // two columns: a curve and its limit side by side
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
}

void ScalingChart::rebuild() {
  clearPlottables();
  legend->setVisible(!curves_.empty());
  if (curves_.empty()) {
    xAxis->setRange(0.8, 80);
    yAxis->setRange(0.8, 80);
    setEmptyHint(tr("Pick a GPU on the left to see how data parallel would scale"));
    return;
  }
  int maxN = 1;
  double maxS = 1.0;
  for (const auto& [title, s] : curves_)
    for (const ScalingPoint& p : s.points) maxN = std::max(maxN, p.devices()), maxS = std::max(maxS, p.speedup);
  auto* ideal = new QCPGraph(xAxis, yAxis);
  ideal->setName(tr("ideal (speedup = devices)"));
  ideal->setPen(QPen(textColor(), lineWidth(1), Qt::DotLine));
  ideal->addData(1, 1);
  ideal->addData(maxN, maxN);
  int i = 0;
  std::vector<double> limits;
  for (const auto& [title, s] : curves_) {
    const QColor c = runColor(++i);
    // One curve per node count (GPUs a node along it); dashed: not a measurement.
    std::vector<int> nodes;
    for (const ScalingPoint& p : s.points)
      if (std::find(nodes.begin(), nodes.end(), p.nodes) == nodes.end()) nodes.push_back(p.nodes);
    for (std::size_t k = 0; k < nodes.size(); ++k) {
      auto* g = new QCPGraph(xAxis, yAxis);
      g->setName(nodes.size() > 1 ? tr("%1, %n node(s), predicted", "", nodes[k]).arg(shortTitle(title))
                                  : tr("%1, predicted").arg(shortTitle(title)));
      g->setPen(QPen(k ? c.darker(100 + 40 * static_cast<int>(k)) : c, lineWidth(2), k ? Qt::DashDotLine : Qt::DashLine));
      g->setScatterStyle(QCPScatterStyle(k ? QCPScatterStyle::ssSquare : QCPScatterStyle::ssCircle, c, 6 * lineWidth(1)));
      for (const ScalingPoint& p : s.points)
        if (p.nodes == nodes[k]) g->addData(p.devices(), p.speedup);
    }
    // Amdahl's limit once for devices that share it (within 5 %): the same model and batch.
    bool shown = false;
    for (const double l : limits) shown |= std::fabs(l - s.amdahlLimit) < 0.05 * s.amdahlLimit;
    if (s.amdahlLimit > 0 && s.amdahlLimit < 4 * maxN && !shown) {
      limits.push_back(s.amdahlLimit);
      auto* limit = new QCPGraph(xAxis, yAxis);
      limit->setName(tr("Amdahl's limit %1x (validation on rank 0)").arg(s.amdahlLimit, 0, 'f', 1));
      limit->setPen(QPen(c.lighter(130), lineWidth(1), Qt::DashDotLine));
      limit->addData(1, s.amdahlLimit);
      limit->addData(maxN, s.amdahlLimit);
      maxS = std::max(maxS, s.amdahlLimit);
    }
  }
  xAxis->setRange(0.8, maxN * 1.25);
  yAxis->setRange(0.8, std::max<double>(maxN, maxS) * 1.5);
  setEmptyHint(curves_.empty() ? tr("Pick a GPU on the left to see how data parallel would scale") : QString());
}

QString ScalingChart::csv() const {
  QString out = QStringLiteral("device,predicted,gpus,nodes,epoch_seconds,epoch_seconds_low,epoch_seconds_high,speedup,efficiency,exposed_comm_seconds,limit\n");
  for (const auto& [title, s] : curves_)
    for (const ScalingPoint& p : s.points)
      out += QStringLiteral("\"%1\",true,%2,%3,%4,%5,%6,%7,%8,%9,%10\n")
                 .arg(QString::fromStdString(title))
                 .arg(p.gpus)
                 .arg(p.nodes)
                 .arg(p.epochSeconds, 0, 'g', 6)
                 .arg(p.low, 0, 'g', 6)
                 .arg(p.high, 0, 'g', 6)
                 .arg(p.speedup, 0, 'g', 6)
                 .arg(p.efficiency, 0, 'g', 6)
                 .arg(p.exposedSeconds, 0, 'g', 6)
                 .arg(QString::fromStdString(p.limit));
  return out;
}

// ---- ValidationChart --------------------------------------------------------------------------

ValidationChart::ValidationChart(QWidget* parent)
    : ChartView("hardware_validation", tr("Predicted against measured: the runs of the history"), parent) {
  logAxis(xAxis);
  logAxis(yAxis);
  xAxis->setLabel(tr("measured s per epoch"));
  yAxis->setLabel(tr("predicted s per epoch"));
  legend->setVisible(true);
  axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
}

int ValidationChart::comparedRuns() const {
  int n = 0;
  for (const auto& [cls, k] : validation_.compared) n += k;
  return n;
}

void ValidationChart::rebuild() {
  clearPlottables();
  double lo = 0, hi = 0;
  auto note = [&](double v) {
    if (v <= 0) return;
    lo = lo > 0 ? std::min(lo, v) : v;
    hi = std::max(hi, v);
  };
  int i = 0;
  bool anyRecomputed = false;
  for (const auto& [cls, n] : validation_.compared) {
    const QColor c = runColor(++i);
    // Filled: the prediction stored when the run ended; hollow: predicted again now (an older run).
    bool named = false;
    for (const bool stored : {true, false}) {
      std::vector<const PredictionCheck*> pts;
      for (const PredictionCheck& p : validation_.runs)
        if (p.available && p.deviceClass == cls && (p.source == "stored") == stored) pts.push_back(&p);
      if (pts.empty()) continue;
      anyRecomputed |= !stored;
      auto* g = new QCPGraph(xAxis, yAxis);
      g->setName(tr("%1: %n run(s), median error %2 %", "", n)
                     .arg(QString::fromStdString(cls))
                     .arg(100.0 * validation_.medianAbsError.at(cls), 0, 'f', 0));
      g->setLineStyle(QCPGraph::lsNone);
      g->setScatterStyle(stored ? QCPScatterStyle(QCPScatterStyle::ssDisc, c, 7 * lineWidth(1))
                                : QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(c, lineWidth(1)), Qt::NoBrush, 7 * lineWidth(1)));
      if (named) g->removeFromLegend();  // one legend entry a class
      named = true;
      auto* err = new QCPErrorBars(xAxis, yAxis);
      err->removeFromLegend();
      err->setDataPlottable(g);
      err->setPen(QPen(c, lineWidth(1)));
      // QCPGraph keeps its data sorted by key: add the points in that order, their errors alike.
      std::sort(pts.begin(), pts.end(), [](auto* a, auto* b) { return a->measuredSeconds < b->measuredSeconds; });
      for (const PredictionCheck* p : pts) {
        g->addData(p->measuredSeconds, p->predictedSeconds);
        err->addData(p->predictedSeconds - p->low, p->high - p->predictedSeconds);
        note(p->measuredSeconds);
        note(p->low);
        note(p->high);
      }
    }
  }
  if (anyRecomputed) {  // a legend entry for the hollow marks
    auto* g = new QCPGraph(xAxis, yAxis);
    g->setName(tr("hollow: predicted again now (none stored with the run, or an older what-if model made it)"));
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(textColor(), lineWidth(1)), Qt::NoBrush, 7 * lineWidth(1)));
  }
  if (lo <= 0) lo = 0.01, hi = 1;
  lo /= 2;
  hi *= 2;
  auto line = [&](double factor, const QString& name, Qt::PenStyle style) {
    auto* g = new QCPGraph(xAxis, yAxis);
    g->setName(name);
    g->setPen(QPen(textColor(), lineWidth(1), style));
    g->addData(lo, lo * factor);
    g->addData(hi, hi * factor);
    return g;
  };
  line(1.0, tr("right (predicted = measured)"), Qt::SolidLine);
  line(1.25, tr("+-25 %"), Qt::DotLine);
  line(0.75, QString(), Qt::DotLine)->removeFromLegend();
  xAxis->setRange(lo, hi);
  yAxis->setRange(lo, hi);
  setEmptyHint(validation_.compared.empty()
                   ? (validation_.runs.empty() ? tr("No runs in the history yet: train, then see how right the prediction was")
                                               : tr("None of the history's runs can be compared: %1")
                                                     .arg(QString::fromStdString(validation_.runs.front().reason)))
                   : QString());
}

QString ValidationChart::csv() const {
  QString out =
      QStringLiteral("run,label,device,class,measured_seconds,predicted_seconds,predicted_low,predicted_high,error,prediction\n");
  for (const PredictionCheck& p : validation_.runs)
    if (p.available)
      out += QStringLiteral("%1,\"%2\",\"%3\",%4,%5,%6,%7,%8,%9,%10\n")
                 .arg(QString::fromStdString(p.runId), QString::fromStdString(p.label), QString::fromStdString(p.device),
                      QString::fromStdString(p.deviceClass))
                 .arg(p.measuredSeconds, 0, 'g', 6)
                 .arg(p.predictedSeconds, 0, 'g', 6)
                 .arg(p.low, 0, 'g', 6)
                 .arg(p.high, 0, 'g', 6)
                 .arg(p.error(), 0, 'g', 4)
                 .arg(QString::fromStdString(p.source));  // stored (when the run ended) or recomputed (now)
  return out;
}

}  // namespace nnlab::gui


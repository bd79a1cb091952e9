#include "widgets/training_charts.h"

#include <cmath>

namespace nnlab::gui {

namespace {

int maxEpochs(const RunList& runs) {
  int n = 1;
  for (const auto& r : runs) n = std::max({n, r->spec.train.epochs, static_cast<int>(r->epochs.size())});
  return n;
}

// Integer epoch ticks that thin out when there are many epochs.
void useEpochTicks(QCPAxis* axis) {
  QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
  ticker->setTickStep(1.0);
  ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  axis->setTicker(ticker);
}

}  // namespace

// --- EpochChart ---------------------------------------------------------------------------------

EpochChart::EpochChart(Metric metric, QWidget* parent)
    : ChartView(metric == Metric::Loss ? "loss" : "accuracy",
                metric == Metric::Loss ? tr("Loss per epoch") : tr("Accuracy per epoch"), parent),
      metric_(metric) {
  xAxis->setLabel(tr("epoch"));
  yAxis->setLabel(metric == Metric::Loss ? tr("loss") : tr("accuracy, macro F1 (%)"));
  useEpochTicks(xAxis);
  legendBelow();  // inside the plot it covered the curves (#18, finding 5)
  applyTheme();
  rebuild();
}

void EpochChart::rebuild() {
  clearPlottables();
  // A row per run when several are drawn (set before adding): train, validation (and F1).
  legend->setWrap(runs().size() > 1 ? (metric_ == Metric::Accuracy ? 3 : 2) : 0);
  double lo = INFINITY, hi = -INFINITY;
  const double scale = metric_ == Metric::Accuracy ? 100.0 : 1.0;
  for (const auto& run : runs()) {
    QCPGraph* train = addGraph();
    QCPGraph* val = addGraph();
    train->setName(seriesName(*run, tr("train")));
    val->setName(seriesName(*run, tr("validation")));
    train->setPen(QPen(run->color, lineWidth(2)));
    val->setPen(QPen(run->color, lineWidth(2), Qt::DashLine));
    train->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, run->color, markerSize(6)));
    val->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(run->color, lineWidth(1.5)), colors().background,
                                         markerSize(6)));
    for (const auto& e : run->epochs) {
      const double t = (metric_ == Metric::Loss ? e.trainLoss : e.trainAccuracy) * scale;
      const double v = (metric_ == Metric::Loss ? e.valLoss : e.valAccuracy) * scale;
      if (std::isfinite(t)) {
        train->addData(e.epoch, t);
        lo = std::min(lo, t), hi = std::max(hi, t);
      }
      if (std::isfinite(v)) {
        val->addData(e.epoch, v);
        lo = std::min(lo, v), hi = std::max(hi, v);
      }
    }
    if (val->dataCount() == 0) removeGraph(val);  // a 0 % validation split
    if (metric_ == Metric::Accuracy) {  // the studies report F1 per epoch: validation macro F1, dotted
      QCPGraph* f1 = addGraph();
      f1->setName(seriesName(*run, tr("validation macro F1")));
      f1->setPen(QPen(run->color, 1.5, Qt::DotLine));
      f1->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, QPen(run->color, 1.2), palette().color(QPalette::Base), 5));
      for (const auto& e : run->epochs)
        if (std::isfinite(e.valMacroF1)) {
          f1->addData(e.epoch, 100.0 * e.valMacroF1);
          lo = std::min(lo, 100.0 * e.valMacroF1), hi = std::max(hi, 100.0 * e.valMacroF1);
        }
      if (f1->dataCount() == 0) removeGraph(f1);
    }
  }
  xAxis->setRange(0.5, maxEpochs(runs()) + 0.5);
  if (std::isfinite(lo)) {
    const double pad = std::max((hi - lo) * 0.08, metric_ == Metric::Loss ? 1e-3 : 0.5);
    double top = hi + pad, bottom = lo - pad;
    if (metric_ == Metric::Accuracy) top = std::min(top, 100.5), bottom = std::max(bottom, 0.0);
    if (metric_ == Metric::Loss) bottom = std::max(bottom, 0.0);
    yAxis->setRange(bottom, top);
  } else {
    yAxis->setRange(0, metric_ == Metric::Loss ? 1.0 : 100.0);
  }
  legend->setVisible(graphCount() > 0);
  setEmptyHint(graphCount() && graph(0)->dataCount() ? QString()
                                                     : (runs().isEmpty() ? tr("Press Train to start a run")
                                                                         : tr("Waiting for the first epoch...")));
}

// --- BatchLossChart -----------------------------------------------------------------------------

BatchLossChart::BatchLossChart(QWidget* parent) : ChartView("batch-loss", tr("Training loss per batch"), parent) {
  xAxis->setLabel(tr("epoch"));
  yAxis->setLabel(tr("loss"));
  legendBelow();
  applyTheme();
  rebuild();
}

void BatchLossChart::rebuild() {
  if (drawn_ != runs() || graphCount() != 2 * runs().size() || drawnStyle_ != styleVersion()) {
    clearPlottables();
    legend->setWrap(runs().size() > 1 ? 2 : 0);
    for (const auto& run : runs()) {
      QColor faint = run->color;
      faint.setAlpha(70);
      QCPGraph* raw = addGraph();
      raw->setName(seriesName(*run, tr("per batch")));
      raw->setPen(QPen(faint, lineWidth(1)));
      raw->setAntialiased(false);  // hundreds of thin segments: cheap without antialiasing
      QCPGraph* smooth = addGraph();
      smooth->setName(seriesName(*run, tr("moving average")));
      smooth->setPen(QPen(run->color, lineWidth(2)));
    }
    drawn_ = runs();
    drawnStyle_ = styleVersion();
  }
  double hi = 0.0, xmax = 1.0;
  for (int k = 0; k < runs().size(); ++k) {
    const RunData& run = *runs()[k];
    const QVector<double> s = smoothed(run.batchLoss);  // microseconds for thousands of points
    graph(2 * k)->setData(run.batchX, run.batchLoss, true);
    graph(2 * k + 1)->setData(run.batchX, s, true);
    // Scale to the smoothed curve (plus a margin) so one early spike does not flatten the rest.
    for (int i = s.size() / 10; i < s.size(); ++i) hi = std::max(hi, s[i]);
    if (!s.isEmpty()) hi = std::max(hi, s.first());
    xmax = std::max(xmax, static_cast<double>(run.spec.train.epochs));
  }
  xAxis->setRange(0, xmax);
  yAxis->setRange(0, hi > 0 ? hi * 1.25 : 1.0);
  legend->setVisible(graphCount() > 0);
  setEmptyHint(graphCount() && graph(0)->dataCount() ? QString()
                                                     : (runs().isEmpty() ? tr("Press Train to start a run")
                                                                         : tr("Waiting for the first batches...")));
}

// --- PhaseTimeChart -----------------------------------------------------------------------------

PhaseTimeChart::PhaseTimeChart(QWidget* parent) : ChartView("phase-times", tr("Time per phase"), parent) {
  xAxis->setLabel(tr("epoch"));
  yAxis->setLabel(tr("seconds"));
  // The legend (three entries per run) goes below the plot, where it never hides a bar.
  legendBelow();
  applyTheme();
  rebuild();
}

void PhaseTimeChart::rebuild() {
  clearPlottables();
  legend->setWrap(3);  // training, validation, test: a row per run
  for (QCPBarsGroup* g : findChildren<QCPBarsGroup*>()) g->deleteLater();
  const int epochs = maxEpochs(runs());
  QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
  const int every = std::max(1, epochs / 12);  // keep the labels apart
  // The last epoch is always labelled; the regular label before it is dropped when it would
  // touch it, and the test bar stands a label's spacing to the right.
  for (int e = 1; e <= epochs; ++e) {
    const bool regular = (e - 1) % every == 0;
    if (e == epochs || (regular && (e == 1 || epochs - e >= std::max(1, every / 2))))
      ticks->addTick(e, QString::number(e));
  }
  const double testKey = epochs + std::max(1.5, 0.75 * every);
  ticks->addTick(testKey, tr("test"));
  xAxis->setTicker(ticks);

  auto* group = runs().size() > 1 ? new QCPBarsGroup(this) : nullptr;
  const double width = 0.8 / std::max<qsizetype>(1, runs().size());
  double top = 0.0;
  for (const auto& run : runs()) {
    auto makeBars = [&](const QString& what, const QColor& c) {
      auto* b = new QCPBars(xAxis, yAxis);
      b->setName(seriesName(*run, what));
      b->setPen(QPen(c.darker(130), lineWidth(1)));
      b->setBrush(c);
      b->setWidth(width);
      return b;
    };
    QCPBars* train = makeBars(tr("training", "phase"), run->color);
    QCPBars* val = makeBars(tr("validation"), run->color.lighter(160));
    QCPBars* test = makeBars(tr("test"), run->color.darker(150));
    // One stack per run: validation on training, the test bar (alone at its own key) on top.
    // The group places the stacks side by side (QCustomPlot offsets a stack by its base).
    val->moveAbove(train);
    test->moveAbove(val);
    if (group)
      for (QCPBars* b : {train, val, test}) b->setBarsGroup(group);
    for (const auto& e : run->epochs) {
      train->addData(e.epoch, e.trainSeconds);
      if (e.valSeconds > 0) val->addData(e.epoch, e.valSeconds);
      top = std::max(top, e.trainSeconds + e.valSeconds);
    }
    if (run->test) {
      test->addData(testKey, run->test->seconds);
      top = std::max(top, run->test->seconds);
    }
  }
  xAxis->setRange(0.3, testKey + 0.8);
  yAxis->setRange(0, top > 0 ? top * 1.1 : 1.0);
  legend->setVisible(plottableCount() > 0);
  const bool empty = runs().isEmpty() || runs().first()->epochs.empty();
  setEmptyHint(empty ? (runs().isEmpty() ? tr("Press Train to start a run") : tr("Waiting for the first epoch..."))
                     : QString());
}

}  // namespace nnlab::gui

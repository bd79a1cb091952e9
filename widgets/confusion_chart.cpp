#include "widgets/confusion_chart.h"

#include <QTextStream>

namespace nnlab::gui {

namespace {

QSharedPointer<QCPAxisTickerText> classTicks(const QStringList& names, int n) {
  QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
  for (int i = 0; i < n; ++i) t->addTick(i, i < names.size() ? names[i] : QString::number(i));
  return t;
}

QStringList classLabels(const QStringList& names, int n) {
  QStringList out;
  for (int i = 0; i < n; ++i) out << (i < names.size() ? names[i] : QString::number(i));
  return out;
}

// Category labels side by side when they fit their slots, else turned by 45 degrees (long fish
// names collided at 1.5x, #18 finding 5). Measured with the axis's font, as drawn.
// Returns whether the rotation changed (the layout then needs another pass).
bool rotateIfCrowded(QCPAxis* axis, const QStringList& labels, double pixelsPerSlot) {
  const QFontMetrics fm(axis->tickLabelFont());
  int widest = 0;
  for (const QString& l : labels) widest = std::max(widest, fm.horizontalAdvance(l));
  const double rotation = widest + fm.averageCharWidth() > pixelsPerSlot ? 45 : 0;
  if (axis->tickLabelRotation() == rotation) return false;
  axis->setTickLabelRotation(rotation);
  return true;
}

QString quoted(QString s) {
  if (s.contains(',') || s.contains('"')) s = '"' + s.replace('"', "\"\"") + '"';
  return s;
}

}  // namespace

ConfusionChart::ConfusionChart(QWidget* parent) : ChartView("confusion", tr("Confusion matrix (test)"), parent) {
  scale_ = new QCPColorScale(this);
  plotLayout()->addElement(1, 1, scale_);
  scale_->setType(QCPAxis::atRight);
  scale_->axis()->setLabel(tr("share of the true class"));
  scale_->setDataRange(QCPRange(0, 1));
  margins_ = new QCPMarginGroup(this);
  axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins_);
  scale_->setMarginGroup(QCP::msBottom | QCP::msTop, margins_);
  xAxis->setLabel(tr("predicted class"));
  yAxis->setLabel(tr("true class"));
  yAxis->setRangeReversed(true);  // class 0 at the top, as the matrix is printed
  xAxis->grid()->setVisible(false);
  yAxis->grid()->setVisible(false);
  // Ticks at the classes only: an empty matrix shows no fractional class numbers.
  xAxis->setTicker(classTicks({}, 10));
  yAxis->setTicker(classTicks({}, 10));
  connect(this, &QCustomPlot::afterLayout, this, [this] {
    const int k = static_cast<int>(shownClasses_.size());
    if (k > 0 && rotateIfCrowded(xAxis, shownClasses_, axisRect()->width() / static_cast<double>(k)))
      replot(rpQueuedReplot);
  });
  applyTheme();
  rebuild();
}

void ConfusionChart::applyTheme() {
  ChartView::applyTheme();
  // One scale for the empty and the filled matrix: empty cells take the background's colour,
  // full ones the far end, in the light and the dark theme alike.
  const bool dark = colors().dark;
  QCPColorGradient gradient;
  gradient.clearColorStops();
  gradient.setColorStopAt(0.0, dark ? QColor(38, 38, 42) : QColor(247, 251, 255));
  gradient.setColorStopAt(0.5, dark ? QColor(33, 102, 172) : QColor(107, 174, 214));
  gradient.setColorStopAt(1.0, dark ? QColor(158, 202, 225) : QColor(8, 48, 107));
  scale_->setGradient(gradient);
}

const RunData* ConfusionChart::shownRun() const {
  for (const auto& r : runs())
    if (r->test && r->test->metrics.classes > 0) return r.get();
  return nullptr;
}

void ConfusionChart::rebuild() {
  clearPlottables();
  for (QCPItemText* label : cellLabels_) removeItem(label);
  cellLabels_.clear();
  const RunData* run = shownRun();
  if (!run) {
    shownClasses_.clear();
    setEmptyHint(tr("The confusion matrix appears when a run has been tested"));
    setTitle(tr("Confusion matrix (test)"));
    xAxis->setTickLabelRotation(0);
    xAxis->setRange(-0.5, 9.5);
    yAxis->setRange(-0.5, 9.5);
    return;
  }
  setEmptyHint({});
  const bool dark = colors().dark;
  const QColor onLow = dark ? QColor(230, 230, 230) : Qt::black, onHigh = dark ? Qt::black : Qt::white;
  setTitle(runs().size() > 1 ? tr("Confusion matrix (test, %1)").arg(run->title()) : tr("Confusion matrix (test)"));
  const Metrics& m = run->test->metrics;
  const int k = m.classes;
  auto* map = new QCPColorMap(xAxis, yAxis);
  map->setName(tr("confusion"));
  map->data()->setSize(k, k);
  map->data()->setRange(QCPRange(0, k - 1), QCPRange(0, k - 1));
  map->setColorScale(scale_);
  map->setInterpolate(false);
  map->setTightBoundary(false);
  const bool labels = k <= 15;
  const QFont small = chartFont(k <= 10 ? 0.9 : 0.75);
  for (int t = 0; t < k; ++t) {
    std::int64_t rowSum = 0;
    for (int p = 0; p < k; ++p) rowSum += m.confusion[t * k + p];
    for (int p = 0; p < k; ++p) {
      const std::int64_t c = m.confusion[t * k + p];
      const double share = rowSum ? static_cast<double>(c) / rowSum : 0.0;
      map->data()->setCell(p, t, share);
      if (labels && c > 0) {
        auto* label = new QCPItemText(this);
        label->position->setCoords(p, t);
        label->setText(QString::number(c));
        label->setFont(small);
        label->setColor(share > 0.5 ? onHigh : onLow);
        cellLabels_ << label;
      }
    }
  }
  map->setDataRange(QCPRange(0, 1));
  shownClasses_ = classLabels(run->classNames, k);
  xAxis->setTicker(classTicks(run->classNames, k));
  yAxis->setTicker(classTicks(run->classNames, k));
  rotateIfCrowded(xAxis, shownClasses_, axisRect()->width() / static_cast<double>(k));
  xAxis->setRange(-0.5, k - 0.5);
  yAxis->setRange(-0.5, k - 0.5);
}

QString ConfusionChart::csv() const {
  // The counts the cells show, with the share the colour shows beside them (#18 finding 7: the
  // file held only the shares).
  QString out;
  QTextStream s(&out);
  s << "true_class,predicted_class,true_index,predicted_index,count,share_of_true_class\n";
  const RunData* run = shownRun();
  if (!run) return out;
  const Metrics& m = run->test->metrics;
  const int k = m.classes;
  const QStringList names = classLabels(run->classNames, k);
  for (int t = 0; t < k; ++t) {
    std::int64_t rowSum = 0;
    for (int p = 0; p < k; ++p) rowSum += m.confusion[t * k + p];
    for (int p = 0; p < k; ++p) {
      const std::int64_t c = m.confusion[t * k + p];
      s << quoted(names[t]) << ',' << quoted(names[p]) << ',' << t << ',' << p << ',' << c << ','
        << QString::number(rowSum ? static_cast<double>(c) / rowSum : 0.0, 'g', 10) << '\n';
    }
  }
  return out;
}

// --- ClassHistogramChart ------------------------------------------------------------------------

ClassHistogramChart::ClassHistogramChart(QWidget* parent)
    : ChartView("class-histogram", tr("Samples per class"), parent) {
  xAxis->setLabel(tr("class"));
  yAxis->setLabel(tr("samples"));
  legendBelow();  // one row: training, validation, test
  connect(this, &QCustomPlot::afterLayout, this, [this] {
    if (!classes_.isEmpty() && rotateIfCrowded(xAxis, classes_, axisRect()->width() / static_cast<double>(classes_.size())))
      replot(rpQueuedReplot);
  });
  applyTheme();
  rebuild();
}

void ClassHistogramChart::setCounts(const QStringList& classNames, const QVector<QVector<double>>& countsPerPart,
                                    const QStringList& partNames) {
  classes_ = classNames;
  counts_ = countsPerPart;
  parts_ = partNames;
  refresh();
}

void ClassHistogramChart::rebuild() {
  clearPlottables();
  for (QCPBarsGroup* g : findChildren<QCPBarsGroup*>()) g->deleteLater();
  const int k = static_cast<int>(classes_.size());
  if (k == 0) {
    setEmptyHint(tr("No dataset loaded"));
    legend->setVisible(false);
    return;
  }
  setEmptyHint({});
  legend->setVisible(true);
  auto* group = new QCPBarsGroup(this);
  static const QColor colors[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44)};
  double top = 0.0;
  for (int part = 0; part < counts_.size(); ++part) {
    auto* bars = new QCPBars(xAxis, yAxis);
    bars->setName(part < parts_.size() ? parts_[part] : QString::number(part));
    bars->setBrush(colors[part % 3]);
    bars->setPen(QPen(colors[part % 3].darker(130), lineWidth(1)));
    bars->setWidth(0.8 / std::max<qsizetype>(1, counts_.size()));
    bars->setBarsGroup(group);
    for (int c = 0; c < k && c < counts_[part].size(); ++c) {
      bars->addData(c, counts_[part][c]);
      top = std::max(top, counts_[part][c]);
    }
  }
  xAxis->setTicker(classTicks(classes_, k));
  rotateIfCrowded(xAxis, classes_, axisRect()->width() / static_cast<double>(k));
  xAxis->setRange(-0.6, k - 0.4);
  yAxis->setRange(0, top > 0 ? top * 1.1 : 1.0);
}

}  // namespace nnlab::gui

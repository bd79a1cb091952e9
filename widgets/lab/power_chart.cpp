#include "widgets/lab/power_chart.h"

#include <QEvent>
#include <QFontMetricsF>
#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace nnlab::gui {

namespace {

// Distinct, colour-blind-safe line colours (Okabe-Ito) per device.
QColor deviceColor(std::size_t i) {
  static const QColor colors[] = {QColor(0, 114, 178), QColor(213, 94, 0), QColor(0, 158, 115), QColor(204, 121, 167),
                                  QColor(230, 159, 0), QColor(86, 180, 233), QColor(120, 120, 120)};
  return colors[i % (sizeof colors / sizeof colors[0])];
}

// The first sentence of a reason: the full text (commands, udev rule) is in notes() and `energy probe`.
QString firstSentence(const std::string& reason) {
  QString s = QString::fromStdString(reason);
  const int nl = s.indexOf('\n');
  if (nl >= 0) s.truncate(nl);
  const int dot = s.indexOf(QLatin1String(". "));
  if (dot >= 0) s.truncate(dot);
  if (s.size() > 160) s = s.left(157) + QStringLiteral("...");
  return s;
}

}  // namespace

QString PowerChart::phaseName(const QString& phase) {
  if (phase == QLatin1String("train")) return tr("train");
  if (phase == QLatin1String("validation")) return tr("validation");
  if (phase == QLatin1String("test")) return tr("test");
  if (phase == QLatin1String("idle")) return tr("idle");
  return phase;
}

PowerChart::PowerChart(QWidget* parent) : ChartView("power", tr("Power"), parent) {
  xAxis->setLabel(tr("time (s)"));
  yAxis->setLabel(tr("power (W)"));
  // The notes row (devices not measured) is put under the title only while there are notes.
  notesElement_ = new QCPTextElement(this, QString(), QFont(font().family(), std::max(1, font().pointSize() - 1)));
  // The legend goes under the plot (inside it would hide some phase's lines), while it has entries.
  axisRect()->insetLayout()->take(legend);
  legend->setWrap(4);
  connect(this, &QCustomPlot::afterLayout, this, &PowerChart::thinEpochMarks);
  rebuild();
}

void PowerChart::thinEpochMarks() {
  if (epochs_.size() < 2 || epochItems_.size() != epochs_.size()) return;
  // The median pixel distance between epoch starts against the width of a label ("  88"), in
  // the labels' own font (one metrics object: this runs at every replot of a live chart).
  const QFontMetricsF fm(static_cast<QCPItemText*>(epochItems_.front().second)->font());
  std::vector<double> px(static_cast<std::size_t>(epochs_.size()));
  for (int i = 0; i < epochs_.size(); ++i) px[static_cast<std::size_t>(i)] = xAxis->coordToPixel(epochs_[i].t);
  std::vector<double> gaps;
  for (std::size_t i = 1; i < px.size(); ++i) gaps.push_back(std::abs(px[i] - px[i - 1]));
  std::nth_element(gaps.begin(), gaps.begin() + gaps.size() / 2, gaps.end());
  const double gap = gaps[gaps.size() / 2];
  const double need = fm.horizontalAdvance(QStringLiteral(" %1 ").arg(epochs_.back().epoch)) + 2.0;
  int step = 1;
  for (const int s : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000}) {
    step = s;
    if (gap * s >= need) break;
  }
  double right = -1e9;  // where the last shown label ends (the first one, "epoch 1", is wider)
  for (int i = 0; i < epochs_.size(); ++i) {
    const double x = px[static_cast<std::size_t>(i)];
    const bool shown = (step == 1 || i == 0 || epochs_[i].epoch % step == 0) && x >= right;
    if (shown) right = x + fm.horizontalAdvance(static_cast<QCPItemText*>(epochItems_[i].second)->text()) + 2.0;
    epochs_[i].shown = shown;
    epochItems_[i].first->setVisible(shown);
    epochItems_[i].second->setVisible(shown);
  }
}

QColor PowerChart::phaseColor(const QString& phase) {
  if (phase == QLatin1String("train")) return QColor(0, 114, 178, 40);
  if (phase == QLatin1String("validation")) return QColor(230, 159, 0, 55);
  if (phase == QLatin1String("test")) return QColor(0, 158, 115, 50);
  if (phase == QLatin1String("idle")) return QColor(128, 128, 128, 45);
  return {};
}

void PowerChart::setTrace(const PowerTrace& trace) {
  trace_ = trace;
  full_ = true;
}

void PowerChart::append(const PowerTraceUpdate& update) {
  if (update.samples.size() > trace_.samples.size()) full_ = true;  // sources we have not seen
  update.applyTo(trace_);
}

void PowerChart::clear() { setTrace({}); }

QCPGraph* PowerChart::graphOf(const std::string& sourceId) const {
  for (std::size_t i = 0; i < trace_.sources.size() && i < graphs_.size(); ++i)
    if (trace_.sources[i].id == sourceId) return graphs_[i];
  return nullptr;
}

void PowerChart::changeEvent(QEvent* event) {
  if (event->type() == QEvent::PaletteChange) full_ = true;
  ChartView::changeEvent(event);
}

void PowerChart::rebuild() {
  if (full_ || graphs_.size() != trace_.sources.size()) rebuildAll();
  else addNewPoints();
  drawIntervals();
  updateNotes();
  updateRanges();
}

void PowerChart::rebuildAll() {
  full_ = false;
  clearPlottables();
  graphs_.assign(trace_.sources.size(), nullptr);
  drawn_.assign(trace_.sources.size(), 0);
  tMax_ = wMax_ = 0.0;
  for (std::size_t i = 0; i < trace_.sources.size(); ++i) {
    const PowerSourceInfo& s = trace_.sources[i];
    if (!s.available) continue;
    QCPGraph* g = addGraph();
    g->setName(QString::fromStdString(s.name) + (s.powerFromCounter ? tr(" (from its energy counter)") : QString()));
    g->setPen(QPen(deviceColor(i), lineWidth(1.6)));
    graphs_[i] = g;
  }
  // Legend entries for the shaded phases (graphs without data, drawn as filled swatches).
  for (const char* phase : {"train", "validation", "test", "idle"}) {
    bool used = false;
    for (const auto& iv : trace_.intervals) used = used || iv.phase == phase;
    if (!used) continue;
    QCPGraph* swatch = addGraph();
    swatch->setName(phaseName(phase));
    swatch->setPen(Qt::NoPen);
    QColor c = phaseColor(phase);
    c.setAlpha(std::min(255, c.alpha() * 3));
    swatch->setBrush(c);
  }
  // A hidden element still takes its place in a layout grid (and squeezes the plot): the legend
  // and the notes row are taken out instead.
  const bool showLegend = graphCount() > 0;
  legend->setVisible(showLegend);
  if (showLegend && !legend->layout()) {
    plotLayout()->addElement(plotLayout()->rowCount(), 0, legend);
    plotLayout()->setRowStretchFactor(plotLayout()->rowCount() - 1, 0.001);
  } else if (!showLegend && legend->layout()) {
    plotLayout()->take(legend);
    plotLayout()->simplify();
  }
  addNewPoints();
}

void PowerChart::addNewPoints() {
  for (std::size_t i = 0; i < graphs_.size(); ++i) {
    if (!graphs_[i] || i >= trace_.samples.size()) continue;
    const auto& s = trace_.samples[i];
    QVector<double> keys, values;
    for (std::size_t k = drawn_[i]; k < s.size(); ++k) {
      keys << s[k].t;
      values << s[k].watts;  // NaN leaves a gap: a failed read is not drawn as 0 W
      tMax_ = std::max(tMax_, s[k].t);
      if (std::isfinite(s[k].watts)) wMax_ = std::max(wMax_, s[k].watts);
    }
    graphs_[i]->addData(keys, values, true);
    drawn_[i] = s.size();
  }
}

void PowerChart::drawIntervals() {
  for (QCPAbstractItem* item : items_) removeItem(item);
  items_.clear();
  spans_.clear();
  epochs_.clear();
  epochItems_.clear();
  double lastT = 0.0;
  for (const auto& s : trace_.samples)
    if (!s.empty()) lastT = std::max(lastT, s.back().t);
  std::map<int, double> epochStart;  // from any interval of the epoch, so phase marks alone suffice
  for (const auto& iv : trace_.intervals) {
    if (iv.epoch > 0) {
      auto it = epochStart.find(iv.epoch);
      if (it == epochStart.end() || iv.begin < it->second) epochStart[iv.epoch] = iv.begin;
    }
    const QString phase = QString::fromStdString(iv.phase);
    const QColor color = phaseColor(phase);
    if (!color.isValid()) continue;
    Span span{phase, iv.begin, iv.open() ? std::max(iv.begin, lastT) : iv.end, color};
    spans_ << span;
    auto* rect = new QCPItemRect(this);
    rect->setLayer(QStringLiteral("grid"));  // under the lines
    rect->setClipToAxisRect(true);
    for (QCPItemPosition* p : {rect->topLeft, rect->bottomRight}) {
      p->setTypeX(QCPItemPosition::ptPlotCoords);
      p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    rect->topLeft->setCoords(span.begin, 0.0);
    rect->bottomRight->setCoords(span.end, 1.0);
    rect->setPen(Qt::NoPen);
    rect->setBrush(color);
    items_ << rect;
  }
  QColor lineColor = textColor();
  lineColor.setAlpha(150);
  for (const auto& [epoch, t] : epochStart) {
    epochs_ << EpochMark{epoch, t};
    auto* line = new QCPItemStraightLine(this);
    line->point1->setCoords(t, 0.0);
    line->point2->setCoords(t, 1.0);
    line->setPen(QPen(lineColor, lineWidth(1), Qt::DashLine));
    items_ << line;
    auto* label = new QCPItemText(this);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(t, 0.0);
    label->setPositionAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setClipToAxisRect(true);
    label->setText(epochs_.size() == 1 ? tr(" epoch %1").arg(epoch) : QStringLiteral(" %1").arg(epoch));
    label->setColor(textColor());
    items_ << label;
    epochItems_ << qMakePair(static_cast<QCPAbstractItem*>(line), static_cast<QCPAbstractItem*>(label));
  }
}

void PowerChart::updateNotes() {
  notes_.clear();
  QStringList shortNotes;
  bool anyDrawn = false;
  for (std::size_t i = 0; i < trace_.sources.size(); ++i) {
    const PowerSourceInfo& s = trace_.sources[i];
    if (s.available) {
      anyDrawn = anyDrawn || (graphs_[i] && graphs_[i]->dataCount() > 0);
      continue;
    }
    notes_ << tr("%1: not available: %2").arg(QString::fromStdString(s.name), QString::fromStdString(s.reason));
    shortNotes << tr("%1: not available: %2").arg(QString::fromStdString(s.name), firstSentence(s.reason));
  }
  if (trace_.sources.empty()) status_ = tr("No power measurement for this run");
  else if (!anyDrawn && !shortNotes.isEmpty() && shortNotes.size() == static_cast<int>(trace_.sources.size()))
    status_ = tr("Power not available:\n%1").arg(shortNotes.join('\n'));
  else if (!anyDrawn) status_ = tr("Waiting for the first power samples");
  else status_.clear();
  setEmptyHint(status_);
  const bool showNotes = !shortNotes.isEmpty() && status_.isEmpty();
  notesElement_->setText(shortNotes.join('\n'));
  notesElement_->setTextColor(palette().color(QPalette::PlaceholderText));
  const bool shown = notesElement_->layout() != nullptr;
  if (showNotes && !shown) {
    plotLayout()->insertRow(1);
    plotLayout()->addElement(1, 0, notesElement_);
  } else if (!showNotes && shown) {
    plotLayout()->take(notesElement_);
    plotLayout()->simplify();
  }
}

void PowerChart::updateRanges() {
  double tMax = tMax_;  // the drawn points' extent is kept as they are added: a frame does not rescan them
  for (const auto& iv : trace_.intervals) tMax = std::max(tMax, iv.open() ? iv.begin : iv.end);
  xAxis->setRange(0.0, tMax > 0.0 ? tMax : 1.0);
  yAxis->setRange(0.0, wMax_ > 0.0 ? wMax_ * 1.1 : 1.0);  // from 0 W, so idle and peak compare by eye
}

}  // namespace nnlab::gui

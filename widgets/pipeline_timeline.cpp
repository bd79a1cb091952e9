#include "widgets/pipeline_timeline.h"

#include <QTextStream>

#include "widgets/number_text.h"

namespace nnlab::gui {

namespace {

struct Phase {
  char kind;
  const char* name;  // translated below
  QColor color;
};

// Colours told apart in print and by colour-blind readers (Okabe-Ito).
const Phase kPhases[] = {{'F', QT_TRANSLATE_NOOP("nnlab::gui::PipelineTimelineChart", "forward"), QColor(0, 114, 178)},
                         {'B', QT_TRANSLATE_NOOP("nnlab::gui::PipelineTimelineChart", "backward"), QColor(230, 159, 0)},
                         {'T', QT_TRANSLATE_NOOP("nnlab::gui::PipelineTimelineChart", "transfer"), QColor(153, 153, 153)},
                         {'A', QT_TRANSLATE_NOOP("nnlab::gui::PipelineTimelineChart", "gradient sums"), QColor(0, 158, 115)}};

const Phase& phaseOf(char kind) {
  for (const Phase& p : kPhases)
    if (p.kind == kind) return p;
  return kPhases[0];
}

}  // namespace

PipelineTimelineChart::PipelineTimelineChart(QWidget* parent)
    : ChartView("pipeline-timeline", tr("Pipeline timeline (one training step)"), parent) {
  xAxis->setLabel(tr("time in the step (ms)"));
  yAxis->setRangeReversed(true);  // stage 1 at the top
  yAxis->grid()->setVisible(false);
  legend->setVisible(true);
  legendBelow();
  connect(this, &QCustomPlot::afterLayout, this, &PipelineTimelineChart::fitLabels);
  applyTheme();
  rebuild();
}

void PipelineTimelineChart::fitLabels() {
  bool changed = false;
  for (int i = 0; i < labels_.size() && i < labelSpans_.size(); ++i) {
    const double width = xAxis->coordToPixel(labelSpans_[i].second) - xAxis->coordToPixel(labelSpans_[i].first);
    const bool fits = width > QFontMetrics(labels_[i]->font()).horizontalAdvance(labels_[i]->text()) + 4;
    changed |= labels_[i]->visible() != fits;
    labels_[i]->setVisible(fits);
  }
  if (changed) replot(rpQueuedReplot);
}

const RunData* PipelineTimelineChart::shownRun() const {
  for (const auto& r : runs())
    if (r && r->record && r->record->pipeline && !r->record->pipeline->timeline.empty()) return r.get();
  return nullptr;
}

void PipelineTimelineChart::rebuild() {
  for (QCPItemRect* b : bars_) removeItem(b);
  for (QCPItemText* t : labels_) removeItem(t);
  for (QCPBars* k : legendKeys_) removePlottable(k);
  bars_.clear();
  labels_.clear();
  labelSpans_.clear();
  legendKeys_.clear();
  const RunData* run = shownRun();
  if (!run) {
    setTitle(tr("Pipeline timeline (one training step)"));
    setEmptyHint(tr("A run that splits the model over devices (Device page: Split the model) draws one training step "
                    "here: each stage's forwards, backwards and transfers, and the time stages wait (the bubble)."));
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTickerText));
    xAxis->setRange(0, 1);
    yAxis->setRange(-0.5, 1.5);
    return;
  }
  setEmptyHint({});
  const PipelineFacts& f = *run->record->pipeline;
  const int p = static_cast<int>(f.devices.size());
  setTitle(tr("%1: %2, %3 stages, %n micro-batch(es); bubble %4 measured, %5 ideal", nullptr, f.microBatches)
               .arg(run->title(), QString::fromStdString(f.schedule))
               .arg(p)
               .arg(percentText(f.bubble(), 1), percentText(f.idealBubble, 1)));
  QSharedPointer<QCPAxisTickerText> lanes(new QCPAxisTickerText);
  for (int s = 0; s < p; ++s)
    lanes->addTick(s, tr("stage %1\n%2").arg(s + 1).arg(QString::fromStdString(f.devices[static_cast<std::size_t>(s)])));
  yAxis->setTicker(lanes);
  double end = 0.0;
  for (const PipelineEvent& e : f.timeline) end = std::max(end, e.end);
  const double ms = 1000.0;
  const QColor edge = colors().background;
  for (const Phase& ph : kPhases) {
    bool used = false;
    for (const PipelineEvent& e : f.timeline) used |= e.kind == ph.kind;
    if (!used) continue;
    auto* key = new QCPBars(xAxis, yAxis);  // a legend entry only: no data
    key->setName(tr(ph.name));
    key->setBrush(ph.color);
    key->setPen(QPen(ph.color.darker(130)));
    legendKeys_ << key;
  }
  const bool numbered = f.timeline.size() <= 200;
  for (const PipelineEvent& e : f.timeline) {
    const Phase& ph = phaseOf(e.kind);
    const double half = e.kind == 'T' || e.kind == 'A' ? 0.15 : 0.35;
    auto* r = new QCPItemRect(this);
    r->topLeft->setCoords(e.start * ms, e.stage - half);
    r->bottomRight->setCoords(e.end * ms, e.stage + half);
    r->setBrush(ph.color);
    r->setPen(QPen(edge, lineWidth(0.5)));
    r->setClipToAxisRect(true);
    bars_ << r;
    if (numbered && (e.kind == 'F' || e.kind == 'B')) {
      auto* t = new QCPItemText(this);
      t->position->setCoords((e.start + e.end) / 2 * ms, e.stage);
      t->setText(QString::number(e.micro + 1));
      t->setFont(chartFont(0.8));
      t->setColor(Qt::white);
      t->setClipToAxisRect(true);
      labels_ << t;
      labelSpans_ << qMakePair(e.start * ms, e.end * ms);
    }
  }
  xAxis->setRange(0, std::max(1e-6, end * ms * 1.02));
  yAxis->setRange(-0.6, p - 0.4);
}

QString PipelineTimelineChart::csv() const {
  QString out;
  QTextStream s(&out);
  s << "stage,device,micro_batch,phase,start_ms,end_ms\n";
  const RunData* run = shownRun();
  if (!run) return out;
  const PipelineFacts& f = *run->record->pipeline;
  for (const PipelineEvent& e : f.timeline) {
    const std::string device = e.stage < static_cast<int>(f.devices.size()) ? f.devices[static_cast<std::size_t>(e.stage)] : "";
    s << e.stage + 1 << ',' << QString::fromStdString(device) << ',' << e.micro + 1 << ',' << QChar(e.kind) << ','
      << QString::number(e.start * 1000.0, 'f', 4) << ',' << QString::number(e.end * 1000.0, 'f', 4) << '\n';
  }
  return out;
}

}  // namespace nnlab::gui

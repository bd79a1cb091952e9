#include "widgets/results_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/format.h"
#include "experiment/energy_summary.h"
#include "experiment/prediction_check.h"
#include "widgets/confusion_chart.h"
#include "widgets/message_text.h"
#include "widgets/number_text.h"
#include "widgets/pipeline_timeline.h"

namespace nnlab::gui {

namespace {
QString dec(double v) { return decimalText(v, 4); }

// The what-if prediction stored with the run against its measured epoch, marked predicted (in
// italics): the engine's line, the same as `nnlab-cli history show`.
QString predictionHtml(const RunData* run) {
  const QString line = run && run->record ? messageText(predictionMessage(*run->record)) : QString();
  if (line.isEmpty()) return {};
  return QStringLiteral("<br><small><i>%1</i></small>").arg(line.toHtmlEscaped());
}
}  // namespace

ResultsPanel::ResultsPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  summary_ = new QLabel(this);
  summary_->setObjectName("resultsSummary");
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(summary_);

  // The matrix and the per-class table each get the whole column: stacked, the table showed
  // five of nine classes at 1.5x (#18 finding 5).
  tabs_ = new QTabWidget(this);
  tabs_->setObjectName("resultsTabs");
  tabs_->setDocumentMode(true);
  confusion_ = new ConfusionChart(tabs_);
  table_ = new QTableWidget(0, 5, tabs_);
  table_->setObjectName("classTable");
  table_->setHorizontalHeaderLabels({tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Support")});
  table_->verticalHeader()->setVisible(false);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setAlternatingRowColors(true);
  tabs_->addTab(confusion_, tr("Confusion matrix"));
  tabs_->addTab(table_, tr("Per class"));
  timeline_ = new PipelineTimelineChart(tabs_);
  tabs_->addTab(timeline_, tr("Pipeline"));
  tabs_->setTabVisible(2, false);
  layout->addWidget(tabs_, 1);
  setRun(nullptr);
}

QString ResultsPanel::summaryText() const { return summary_->text(); }

void ResultsPanel::setRun(const RunData* run) {
  const bool hasTest = run && run->test;
  // Refilled only when what it shows changes, so a live refresh keeps the table's scroll position.
  const int state = run ? static_cast<int>(run->state) : -1;
  if (shown_ && run == shown_ && hasTest == shownHadTest_ && state == shownState_) return;
  shown_ = run;
  shownHadTest_ = hasTest;
  shownState_ = state;
  tabs_->setTabVisible(2, run && run->record && run->record->pipeline);
  if (!run) {
    summary_->setText(tr("<b>No run yet.</b> Design a model, choose data and a device, then press Train."));
    table_->setRowCount(0);
    return;
  }
  if (!hasTest) {
    // The engine's message says why a run ended early in full ("stopped by the user at epoch
    // 3"); it replaces the one-word status instead of repeating it (#18 finding 8).
    const QString how = run->state == RunData::State::Finished && !run->message.isEmpty() ? run->message.toHtmlEscaped()
                                                                                           : run->statusText();
    const QString text = run->state == RunData::State::Finished
                             ? tr("<b>%1</b>: %2. No test results: the run ended before its test pass.").arg(run->title(), how)
                             : tr("<b>%1</b>: %2. Test results appear when the run ends.").arg(run->title(), how);
    summary_->setText(text + predictionHtml(run));
    table_->setRowCount(0);
    return;
  }
  const Metrics& m = run->test->metrics;
  summary_->setText(tr("<b>%1</b> (%2) &nbsp; test accuracy <b>%3</b><br>"
                       "macro precision %4 &middot; recall %5 &middot; F1 %6 &middot; loss %7<br>"
                       "%8 test samples in %9; training %10, whole run %11")
                        .arg(run->title(), run->statusText(), percentText(m.accuracy), dec(m.macroPrecision),
                             dec(m.macroRecall), dec(m.macroF1), dec(run->test->loss))
                        .arg(countText(m.samples))
                        .arg(secondsText(run->test->seconds), secondsText(run->trainSeconds()), secondsText(run->totalSeconds())));
  if (run->synthetic())
    summary_->setText(summary_->text() +
                      tr("<br><span style=\"color:#ef6c00;\">Trained and tested on a synthetic stand-in (%1): the "
                         "accuracy says nothing about real data; the times and speed-ups do.</span>")
                          .arg(run->datasetLabel().toHtmlEscaped()));
  if (run->record && (run->record->parallel || run->record->pipeline)) {
    // The same lines as `nnlab-cli history show`, and what the effective batch means.
    QString lines;
    for (const FactLine& l : parallelFactLines(*run->record))  // in the app's language
      lines += QStringLiteral("<br>%1: %2").arg(messageText(l.what).toHtmlEscaped(), messageText(l.text).toHtmlEscaped());
    const ParallelFacts p = run->record->parallel.value_or(ParallelFacts{});
    if (run->record->parallel && p.strategy != "async" && p.globalBatch > run->record->spec.train.batch)
      lines += tr("<br><i>Each step saw %1 samples, %2 times one device's batch: a larger batch takes fewer steps per "
                  "epoch and may need a higher learning rate or more epochs to reach the same accuracy.</i>")
                   .arg(p.globalBatch)
                   .arg(QLocale().toString(static_cast<double>(p.globalBatch) / run->record->spec.train.batch, 'g', 3));
    summary_->setText(summary_->text() + QStringLiteral("<small>") + lines + QStringLiteral("</small>"));
  }
  if (run->record) {
    // The run's energy (spec.energy): the same lines as `nnlab-cli train --energy`; a device not
    // measured says why.
    QString lines;
    for (const FactLine& l : energyFactLines(*run->record))  // in the app's language
      lines += QStringLiteral("<br>%1: %2").arg(messageText(l.what).toHtmlEscaped(), messageText(l.text).toHtmlEscaped());
    if (!lines.isEmpty()) summary_->setText(summary_->text() + QStringLiteral("<small>") + lines + QStringLiteral("</small>"));
    summary_->setText(summary_->text() + predictionHtml(run));
  }
  table_->setRowCount(m.classes);
  for (int c = 0; c < m.classes; ++c) {
    const ClassMetrics& cm = m.perClass[c];
    const QString name = c < run->classNames.size() ? run->classNames[c] : QString::number(c);
    const QString cells[] = {name, dec(cm.precision), dec(cm.recall), dec(cm.f1),
                             countText(cm.support)};
    for (int col = 0; col < 5; ++col) {
      auto* item = new QTableWidgetItem(cells[col]);
      if (col > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      table_->setItem(c, col, item);
    }
  }
}

}  // namespace nnlab::gui

#include "gui/sweep_controller.h"

#include <cmath>

#include "core/format.h"
#include "experiment/analysis.h"
#include "experiment/sweep_runner.h"
#include "widgets/lab/sweep_editor.h"
#include "widgets/lab/sweep_page.h"
#include "widgets/number_text.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

SweepController::SweepController(SweepPage* page, QObject* parent) : QObject(parent), page_(page) {
  connect(page_, &SweepPage::runRequested, this, [this](const nlohmann::json& spec) { start(spec); });
  connect(page_, &SweepPage::stopRequested, this, [this] {
    job_.requestStop();
    emit statusMessage(tr("The sweep stops after the run in progress"));
  });
  connect(page_->editor(), &SweepEditor::changed, this, &SweepController::updateEstimate);
  connect(&job_, &JobThread::finished, this, [this](const QString& error) {
    page_->setRunning(false);
    page_->refresh();
    emit runningChanged(false);
    emit finishedSweep(uid_);
    emit statusMessage(error.isEmpty() ? tr("The sweep ended") : tr("The sweep stopped: %1").arg(error));
  });
}

void SweepController::setHistory(std::shared_ptr<HistoryStore> history) {
  history_ = std::move(history);
  page_->setStore(history_);
  updateEstimate();
}

bool SweepController::start(const nlohmann::json& json) {
  if (job_.busy()) return false;
  if (const QString why = blocker_ ? blocker_() : QString(); !why.isEmpty()) {
    emit statusMessage(tr("A sweep cannot start now: %1").arg(why));
    return false;
  }
  if (!history_) {
    emit statusMessage(tr("A sweep is kept in the history: choose a history file first (File > History file)"));
    return false;
  }
  auto spec = std::make_shared<SweepSpec>();
  try {
    *spec = SweepSpec::fromJson(json, "the sweep");
  } catch (const std::exception& e) {
    emit statusMessage(errorText(e));
    return false;
  }
  const QString uid = QString::fromStdString(spec->uid());
  uid_ = uid;
  auto history = history_;
  job_.start([this, spec, history, uid](const std::atomic<bool>& stop) {
    SweepOptions opts;
    opts.stop = &stop;
    opts.progress = [this, uid](const SweepProgress& p) {
      // Counted over the whole sweep: a resumed sweep's earlier runs are done too ("4 of 4", not
      // "3 of 3" after resuming one run in).
      const int done = p.skipped + p.done, total = p.skipped + p.total;
      QString text;
      if (p.current)
        text = QString::fromStdString(p.current->cellKey) + tr(" (repeat %1)").arg(p.current->repeat + 1);
      else if (p.stopped)
        text = tr("stopped: %n run(s) left, Resume runs them", nullptr, total - done);
      else
        text = p.failed > 0 ? tr("done, %n failed", nullptr, p.failed) : tr("done");
      const QString last = QString::fromStdString(p.lastOutcome);
      const double eta = p.etaSeconds;
      job_.post([this, uid, done, total, eta, text, last] {
        page_->setProgress(done, total, eta, text);
        emit progressed(done, total, eta, text);
        page_->refresh();
        page_->showSweep(uid);
        if (!last.isEmpty() && !last.startsWith("completed")) emit statusMessage(tr("A run of the sweep: %1").arg(last));
      });
    };
    runSweep(*spec, *history, opts);
  });
  page_->setRunning(true);
  page_->setProgress(0, static_cast<int>(spec->runCount()), -1, tr("starting"));
  page_->refresh();
  page_->showSweep(uid);
  emit runningChanged(true);
  emit statusMessage(tr("Sweep %1 started: %n run(s)", nullptr, static_cast<int>(spec->runCount()))
                         .arg(QString::fromStdString(spec->name)));
  return true;
}

void SweepController::updateEstimate() {
  SweepEditor* e = page_->editor();
  const int runs = e->runCount();
  if (!history_ || runs == 0) {
    e->setEstimate({});
    return;
  }
  // The engine's estimate (the CLI's too): earlier runs of this model and data, plus cool-downs.
  try {
    const SweepEstimate est = estimateSweep(*history_, e->base(), runs, e->cooldown());
    if (est.basedOn == 0) {
      e->setEstimate(tr("No earlier run of %1 on %2 to estimate the time from").arg(QString::fromStdString(e->base().model.name),
                                                                                    QString::fromStdString(e->base().dataset)));
      return;
    }
    QString text = tr("About %1 (from %n earlier run(s) of this model and data; devices and batch sizes change it)", nullptr,
                      est.basedOn)
                       .arg(durationText(est.seconds));
    if (est.cooldownSeconds > 0) text += tr(", of which %1 cooling down").arg(durationText(est.cooldownSeconds));
    e->setEstimate(text);
  } catch (const std::exception&) {
    e->setEstimate({});
  }
}

}  // namespace nnlab::gui

#include "gui/hardware_controller.h"

#include "hw/hw_bench.h"
#include "widgets/lab/hardware_page.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

HardwareController::HardwareController(HardwarePage* page, QObject* parent) : QObject(parent), page_(page) {
  connect(page_, &HardwarePage::measureRequested, this, [this](bool quick) { start(quick); });
  connect(page_, &HardwarePage::cancelRequested, this, &HardwareController::stop);
  connect(page_, &HardwarePage::shown, this, &HardwareController::loadRuns);
  connect(&job_, &JobThread::finished, this, [this](const QString& error) {
    page_->setMeasuring(false);
    auto result = std::move(result_);
    if (!error.isEmpty() || !result) {
      page_->setMeasureOutcome(error.isEmpty() ? tr("The benchmarks ended without a result") : error);
      emit runningChanged(false);
      return;
    }
    QString outcome = tr("Measured on %1 at %2").arg(QString::fromStdString(result->machine), QString::fromStdString(result->date));
    if (!history_) {
      outcome += tr("; no history is open, so it is shown but not kept");
      page_->setBenchResults({*result});
    } else {
      try {
        const std::int64_t id = history_->addBench(*result);
        outcome += tr("; kept in the history as benchmark %1").arg(id);
        showStored();
      } catch (const std::exception& e) {
        outcome += tr("; not stored in the history: %1").arg(errorText(e));
        page_->setBenchResults({*result});
      }
    }
    for (const auto& note : result->notes) outcome += QStringLiteral("\n") + QString::fromStdString(note);
    page_->setMeasureOutcome(outcome);
    emit statusMessage(outcome.section('\n', 0, 0));
    emit runningChanged(false);
  });
}

void HardwareController::setHistory(std::shared_ptr<HistoryStore> history) {
  history_ = std::move(history);
  showStored();
  showRuns();
}

void HardwareController::showRuns() {
  runsDirty_ = true;
  if (page_->isVisible()) loadRuns();
}

void HardwareController::loadRuns() {
  if (!runsDirty_) return;
  runsDirty_ = false;
  if (!history_) {
    page_->setMeasuredRuns({});
    return;
  }
  try {
    RunFilter f;
    f.limit = kValidationRuns;
    f.equals = {{"status", "completed"}};
    page_->setMeasuredRuns(history_->loadRuns(f).records);
  } catch (const std::exception&) {
    page_->setMeasuredRuns({});  // the History page says what is wrong with the file
  }
}

void HardwareController::showStored() {
  if (!history_) {
    page_->setBenchResults({});
    return;
  }
  try {
    std::vector<std::string> skipped;
    page_->setBenchResults(history_->latestBenches(&skipped));
    if (!skipped.empty())
      page_->setMeasureOutcome(tr("%n stored benchmark result(s) could not be read and are left out: %1", nullptr,
                                  static_cast<int>(skipped.size()))
                                   .arg(QString::fromStdString(skipped.front())));
  } catch (const std::exception& e) {
    page_->setMeasureOutcome(tr("The history's benchmark results could not be read: %1").arg(errorText(e)));
  }
}

bool HardwareController::start(bool quick) {
  if (job_.busy()) return false;
  page_->setMeasuring(true);
  auto result = std::make_shared<HwBenchResult>();
  result_ = result;
  const bool started = job_.start([this, quick, result](const std::atomic<bool>& stop) {
    HwBenchOptions o;
    o.quick = quick;
    o.stop = &stop;
    o.onStep = [this](int done, int total, const std::string& step) {
      const QString text = QString::fromStdString(step);
      job_.post([this, done, total, text] { page_->setMeasureProgress(done, total, text); });
    };
    *result = runHardwareBench(o);
  });
  if (!started) {
    page_->setMeasuring(false);
    result_.reset();
    return false;
  }
  emit runningChanged(true);
  return true;
}

void HardwareController::stop() {
  if (job_.busy()) job_.requestStop();
}

}  // namespace nnlab::gui

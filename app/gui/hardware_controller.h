#pragma once
// HardwareController: the Hardware page's "Measure this machine". Runs the engine's
// micro-benchmarks (runHardwareBench, as `nnlab-cli hw bench`) on a JobThread with the page's
// progress bar and Cancel, stores the result in the app's history and hands the history's newest
// result of every machine back to the page (also when another history is opened: a merged
// history shows the other machines' measured figures as theirs).
#include <QObject>
#include <memory>

#include "experiment/history_store.h"
#include "hw/bench_result.h"
#include "gui/job_thread.h"

namespace nnlab::gui {

class HardwarePage;

class HardwareController : public QObject {
  Q_OBJECT
 public:
  HardwareController(HardwarePage* page, QObject* parent = nullptr);

  void setHistory(std::shared_ptr<HistoryStore> history);
  // The history's newest runs (up to kValidationRuns) to the page's predicted-against-measured chart:
  // read when the page is on screen (at once, or when it is shown next), never on the GUI thread
  // while another page is in front (reading them took 30 ms, 270 under ASan, at each run's start).
  void showRuns();
  static constexpr int kValidationRuns = 200;
  bool isRunning() const { return job_.busy(); }
  bool start(bool quick);
  void stop();

 signals:
  void runningChanged(bool running);
  void statusMessage(const QString& text);

 private:
  void showStored();
  void loadRuns();
  bool runsDirty_ = false;

  HardwarePage* page_;
  std::shared_ptr<HistoryStore> history_;
  JobThread job_{QStringLiteral("nnlab-hw-bench")};
  std::shared_ptr<HwBenchResult> result_;  // the job's result, handed over on finished()
};

}  // namespace nnlab::gui

#pragma once
// SweepController: runs the Sweeps page's sweeps on a JobThread through the engine's runSweep()
// into the app's history, shows the progress on the page (and refreshes its table after every
// run), stops after the run in progress when asked, and estimates a new sweep's time from the
// history's earlier runs of the same model and data.
#include <QObject>
#include <functional>
#include <memory>

#include "experiment/history_store.h"
#include "gui/job_thread.h"

namespace nnlab::gui {

class SweepPage;

class SweepController : public QObject {
  Q_OBJECT
 public:
  SweepController(SweepPage* page, QObject* parent = nullptr);

  void setHistory(std::shared_ptr<HistoryStore> history);
  // Why a sweep cannot start now (a training run in progress), asked before each start.
  void setBlocker(std::function<QString()> blocker) { blocker_ = std::move(blocker); }
  bool isRunning() const { return job_.busy(); }
  void stop() { job_.requestStop(); }
  // Starts a sweep (a new one, or an earlier one to resume); false with a message when it cannot.
  bool start(const nlohmann::json& spec);

 signals:
  void runningChanged(bool running);
  void progressed(int done, int total, double etaSeconds, const QString& text);
  void finishedSweep(const QString& uid);
  void statusMessage(const QString& text);

 private:
  void updateEstimate();

  SweepPage* page_;
  std::shared_ptr<HistoryStore> history_;
  std::function<QString()> blocker_;
  QString uid_;  // the sweep running
  JobThread job_{QStringLiteral("nnlab-sweep")};
};

}  // namespace nnlab::gui

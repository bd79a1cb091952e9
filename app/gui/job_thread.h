#pragma once
// JobThread: one long job at a time on a thread of its own (a sweep, a device comparison), with a
// stop flag the job checks and a way back to the GUI thread. The job's callbacks run on the job's
// thread; post() queues a function onto the GUI thread (with copies of plain values), so the GUI
// never touches engine objects of a running job. Deleting the JobThread stops the job and waits.
#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>

namespace nnlab::gui {

class JobThread : public QObject {
  Q_OBJECT
 public:
  explicit JobThread(const QString& name, QObject* parent = nullptr);
  ~JobThread() override;

  bool busy() const { return busy_.load(); }
  // Runs job(stop) on the thread; false when a job is already running. finished() follows, on the
  // GUI thread, when it returns (or throws: the message is passed, empty when it returned).
  bool start(std::function<void(const std::atomic<bool>& stop)> job);
  void requestStop() { stop_.store(true); }
  bool stopRequested() const { return stop_.load(); }
  // From the job's thread: run fn on the GUI thread, queued.
  void post(std::function<void()> fn);

 signals:
  void finished(const QString& error);

 private:
  QThread thread_;
  QObject* worker_ = nullptr;  // lives on thread_: the target of queued job starts
  std::atomic<bool> stop_{false};
  std::atomic<bool> busy_{false};
};

}  // namespace nnlab::gui

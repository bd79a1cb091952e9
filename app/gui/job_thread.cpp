#include "gui/job_thread.h"
#include "widgets/message_text.h"

#include <exception>

namespace nnlab::gui {

JobThread::JobThread(const QString& name, QObject* parent) : QObject(parent) {
  thread_.setObjectName(name);
  worker_ = new QObject;  // no parent: it lives on thread_ and is deleted when the thread ends
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.start();
}

JobThread::~JobThread() {
  stop_.store(true);
  thread_.quit();
  thread_.wait();
}

bool JobThread::start(std::function<void(const std::atomic<bool>&)> job) {
  if (busy_.exchange(true)) return false;
  stop_.store(false);
  QMetaObject::invokeMethod(
      worker_,
      [this, job = std::move(job)] {
        QString error;
        try {
          job(stop_);
        } catch (const std::exception& e) {
          error = errorText(e);
        }
        post([this, error] {
          busy_.store(false);
          emit finished(error);
        });
      },
      Qt::QueuedConnection);
  return true;
}

void JobThread::post(std::function<void()> fn) { QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection); }

}  // namespace nnlab::gui

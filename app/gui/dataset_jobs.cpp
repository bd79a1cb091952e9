#include "gui/dataset_jobs.h"

#include <QDir>

#include "widgets/dataset_job_bar.h"

namespace nnlab::gui {

DatasetJobs::DatasetJobs(DatasetJobBar* bar, QObject* parent) : QObject(parent), bar_(bar) {
  thread_.setObjectName(QStringLiteral("nnlab-datasets"));
  worker_ = new DatasetJobWorker;  // no parent: it lives on thread_ and is deleted when it ends
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  // Queued: the handlers run here on the GUI thread, with copies of the values.
  connect(worker_, &DatasetJobWorker::progressed, this, &DatasetJobs::onProgress, Qt::QueuedConnection);
  connect(worker_, &DatasetJobWorker::finished, this, &DatasetJobs::onFinished, Qt::QueuedConnection);
  connect(bar_, &DatasetJobBar::cancelRequested, this, &DatasetJobs::cancel);
  thread_.start();
}

DatasetJobs::~DatasetJobs() {
  // A job still going stops at its next image or chunk; then the thread's event loop can quit.
  worker_->requestCancel();
  thread_.quit();
  thread_.wait();
}

int DatasetJobs::begin(const QString& title) {
  if (currentId_) return 0;
  currentId_ = nextId_++;
  worker_->clearCancel();
  bar_->start(title);
  emit busyChanged(true);
  return currentId_;
}

int DatasetJobs::startImport(const ImportRequest& request) {
  const int id = begin(tr("Importing %1 from %2")
                           .arg(QString::fromStdString(request.name), QDir::toNativeSeparators(QString::fromStdString(request.source))));
  if (id) QMetaObject::invokeMethod(worker_, [w = worker_, id, request] { w->runImport(id, request); }, Qt::QueuedConnection);
  return id;
}

int DatasetJobs::startDownload(const DownloadRequest& request) {
  const int id = begin(tr("Downloading %1").arg(QString::fromStdString(request.name)));
  if (id) QMetaObject::invokeMethod(worker_, [w = worker_, id, request] { w->runDownload(id, request); }, Qt::QueuedConnection);
  return id;
}

int DatasetJobs::startGenerate(const QString& standIn, const StandInOptions& options) {
  const int id = begin(tr("Generating %1").arg(standIn));
  if (id)
    QMetaObject::invokeMethod(worker_, [w = worker_, id, standIn, options] { w->runGenerate(id, standIn, options); },
                              Qt::QueuedConnection);
  return id;
}

void DatasetJobs::cancel() {
  // The bar already says "Cancelling..."; the job ends as cancelled at its next image or chunk.
  if (currentId_) worker_->requestCancel();
}

void DatasetJobs::onProgress(const DatasetJobProgress& p) {
  if (p.jobId != currentId_) return;
  bar_->setProgress(p);
  emit progressed(p);
}

void DatasetJobs::onFinished(const DatasetJobOutcome& outcome) {
  if (outcome.jobId != currentId_) return;
  currentId_ = 0;
  using S = DatasetJobOutcome::Status;
  bar_->finish(outcome.headline(), outcome.detail(),
               outcome.status == S::Succeeded ? DatasetJobBar::Tone::Success
               : outcome.status == S::Failed  ? DatasetJobBar::Tone::Failure
                                              : DatasetJobBar::Tone::Neutral,
               outcome.status == S::Succeeded && outcome.hasReport());
  emit busyChanged(false);
  emit ended(outcome);
}

}  // namespace nnlab::gui

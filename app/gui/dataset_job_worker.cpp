#include "gui/dataset_job_worker.h"

#include <chrono>
#include <new>

#include "core/error.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Adapts the engine's progress callback (worker thread) to the worker's signal: a new stage or
// file at once, its last step at once, otherwise at most one signal per kProgressMs.
class ProgressRelay {
 public:
  ProgressRelay(DatasetJobWorker* worker, int jobId) : w_(worker), id_(jobId) {}

  void operator()(const TaskProgress& p) {
    const auto now = Clock::now();
    const bool newStage = p.stage != stage_ || p.item != item_;
    if (newStage) {
      stage_ = p.stage;
      item_ = p.item;
      stageStart_ = now;
      stageFirst_ = p.done;
    }
    const bool end = p.total > 0 && p.done >= p.total;
    if (!newStage && !end && now - last_ < std::chrono::milliseconds(DatasetJobWorker::kProgressMs)) return;
    last_ = now;
    DatasetJobProgress q;
    q.jobId = id_;
    q.stage = QString::fromStdString(p.stage);
    q.item = QString::fromStdString(p.item);
    q.done = p.done;
    q.total = p.total;
    q.unit = QString::fromUtf8(p.unit ? p.unit : "");
    q.seconds = secondsSince(start_);
    const double inStage = std::chrono::duration<double>(now - stageStart_).count();
    if (inStage > 0.25) q.perSecond = static_cast<double>(p.done - stageFirst_) / inStage;
    Q_EMIT w_->progressed(q);
  }

 private:
  DatasetJobWorker* w_;
  int id_;
  std::string stage_, item_;
  Clock::time_point start_ = Clock::now(), stageStart_{}, last_{};
  std::int64_t stageFirst_ = 0;
};

void describe(DatasetJobOutcome& out, const Dataset& d) {
  out.dataset = QString::fromStdString(d.name);
  out.description = QString::fromStdString(d.description);
  out.samples = d.size();
  out.classes = d.classes();
  out.sampleShape = QString::fromStdString(d.sampleShape().str());
  out.synthetic = d.synthetic;
}

void describeImport(DatasetJobOutcome& out, const ImportResult& r) {
  describe(out, r.data);
  out.report = r.report;
  out.fromCache = r.fromCache;
  out.cachePath = QString::fromStdString(r.cachePath);
  // Without its cache the dataset would be gone when this call returns: say so.
  if (r.cachePath.empty())
    fail(ErrorKind::BadInput, "the images were read, but the dataset could not be kept: " + r.cacheError);
}

}  // namespace

DatasetJobWorker::DatasetJobWorker(QObject* parent) : QObject(parent) {
  qRegisterMetaType<nnlab::gui::DatasetJobProgress>();
  qRegisterMetaType<nnlab::gui::DatasetJobOutcome>();
}

template <typename Job>
void DatasetJobWorker::run(DatasetJobOutcome out, Job&& job) {
  const auto start = Clock::now();
  try {
    job(out);
    out.status = DatasetJobOutcome::Status::Succeeded;
  } catch (const Error& e) {
    out.status = e.kind() == ErrorKind::Cancelled ? DatasetJobOutcome::Status::Cancelled : DatasetJobOutcome::Status::Failed;
    out.message = errorText(e);
  } catch (const std::bad_alloc&) {
    out.status = DatasetJobOutcome::Status::Failed;
    out.message = tr("out of memory: try fewer images or a smaller image size");
  } catch (const std::exception& e) {
    out.status = DatasetJobOutcome::Status::Failed;
    out.message = tr("internal error: %1 (please report it)").arg(errorText(e));
  }
  out.seconds = secondsSince(start);
  Q_EMIT finished(out);
}

void DatasetJobWorker::runImport(int jobId, const ImportRequest& request) {
  DatasetJobOutcome out;
  out.jobId = jobId;
  out.kind = DatasetJobOutcome::Kind::Import;
  out.dataset = QString::fromStdString(request.name);
  run(out, [&](DatasetJobOutcome& o) {
    ProgressRelay relay(this, jobId);
    describeImport(o, importDataset(request, {}, std::ref(relay), &cancel_));
  });
}

void DatasetJobWorker::runDownload(int jobId, const DownloadRequest& request) {
  DatasetJobOutcome out;
  out.jobId = jobId;
  out.kind = DatasetJobOutcome::Kind::Download;
  out.dataset = QString::fromStdString(request.importRequest.name.empty() ? request.name : request.importRequest.name);
  run(out, [&](DatasetJobOutcome& o) {
    ProgressRelay relay(this, jobId);
    const DownloadReport rep = downloadDataset(request, {}, std::ref(relay), &cancel_);
    o.files = rep.files;
    if (rep.imported) {
      describeImport(o, *rep.imported);
      return;
    }
    // An IDX set (mnist): the files are in place; what the catalog makes of them now.
    for (const DatasetInfo& info : listDatasets()) {
      if (info.name != request.name) continue;
      if (!info.available) fail(ErrorKind::BadInput, "the files were downloaded, but " + info.reason);
      o.description = QString::fromStdString(info.description);
      o.samples = info.samples;
      o.classes = info.classes;
      o.sampleShape = QString::fromStdString(info.sampleShape.str());
    }
  });
}

void DatasetJobWorker::runGenerate(int jobId, const QString& standIn, const StandInOptions& options) {
  DatasetJobOutcome out;
  out.jobId = jobId;
  out.kind = DatasetJobOutcome::Kind::Generate;
  out.dataset = standIn;
  out.synthetic = true;
  run(out, [&](DatasetJobOutcome& o) {
    ProgressRelay relay(this, jobId);
    describe(o, generateStandInDataset(standIn.toStdString(), options, {}, std::ref(relay), &cancel_));
  });
}

}  // namespace nnlab::gui

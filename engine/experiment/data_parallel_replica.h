#pragma once
// Internals of experiment/data_parallel.cpp (one translation unit includes this): a replica of a
// run, what the replicas of one run share, a replica as its trainer meets the others between
// epochs (Member), and the end of every run (finishRun).
#include "experiment/data_parallel.h"
#include "experiment/pipeline_setup.h"
#include "experiment/prediction_check.h"

#include <chrono>
#include <cstdlib>
#include <cmath>
#include <numeric>
#include <optional>
#include <mutex>
#include <thread>

#include "backends/backend_factory.h"
#include "backends/nccl_comm.h"
#include "core/device_set.h"
#include "core/error.h"
#include "core/format.h"
#include "data/split.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "parallel/grad_sync.h"
#include "parallel/local_group.h"
#include "parallel/mpi_world.h"
#include "train/memory_estimate.h"
#include "train/pipeline.h"
#include "train/checkpoint.h"

namespace nnlab::replicas {

using Clock = std::chrono::steady_clock;


inline double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Replica {
  int rank = 0;
  std::string device;
  // Declared in this order so that the trainer (its recorded steps, which hold NCCL's plans) goes
  // before the hook and the communicators it uses, and those before the model and the backend.
  std::unique_ptr<Backend> backend;
  std::vector<std::unique_ptr<Backend>> stageBackends;  // model parallel: stages 2.. (stage 1 is `backend`)
  std::unique_ptr<Model> model;
  std::unique_ptr<Pipeline> pipeline;  // before the model: its layer copies share the model's weights
  std::unique_ptr<Communicator> comm;
  // A split model's replicas: each stage's communicator (that stage of every replica) and the hook
  // that sums each stage's gradients over it (StagedSync); `comm` then carries host numbers.
  std::vector<std::unique_ptr<Communicator>> stageComms;
  StagedSync* staged = nullptr;
  // Host numbers only (stop flags, the epoch's sums) when `comm` is NCCL: threads or MPI.
  std::unique_ptr<Communicator> ownFlags;
  Communicator* flags = nullptr;
  std::unique_ptr<GradientHook> hook;
  std::unique_ptr<Trainer> trainer;
  AsyncWorker* async = nullptr;
  double measured = 0.0;  // samples/s alone (calibration)
};



// What one epoch gave, summed over the replicas.
struct EpochSums {
  double lossSum = 0.0, samples = 0.0, skipped = 0.0, stopped = 0.0;
  std::vector<std::int64_t> confusion;
};



// What the replicas of one run share while they train (threads of this process).
struct RunShared {
  int P = 1;
  int classes = 0;
  bool processes = false;
  const std::atomic<bool>* stop = nullptr;  // the user's
  const TrainConfig* config = nullptr;      // as trained (the plan's rate and warm-up)
  std::mutex lock;
  std::optional<Error> firstError;
  bool collectiveEnd = false;  // every rank left together (a divergence all agreed on): no rank waits in a collective
  std::vector<double> deviceRows, deviceSeconds;  // per rank, from the second epoch on (or the first alone)
  double computeSeconds = 0.0;
  std::vector<double> exposedSeconds;  // rank 0's, per epoch
};

// A replica of several, as its trainer's fit() meets the others between epochs.
class Member final : public ReplicaGroup {
 public:
  Member(Replica& rep, RunShared& shared) : rep_(rep), sh_(shared) {}
  bool lead() const override { return rep_.rank == 0; }

  void epochStarts(int epoch) override {
    const TrainConfig& c = *sh_.config;
    if (rep_.async) rep_.async->setLr(c.schedule.lrAt(c.optimizer.lr, epoch - 1, c.epochs));
    epoch_ = epoch;
    commBefore_ = commSeconds();
    exposedBefore_ = rep_.comm->stats().exposedSeconds;
    t0_ = Clock::now();
  }

  bool combine(EpochRecord& e, bool stopped) override {
    const int P = sh_.P, classes = sh_.classes;
    // Device-queued reductions: their timestamps into the communicator's figures.
    if (rep_.comm->queuesOnDevice()) {
      rep_.backend->synchronize();
      rep_.comm->settleTimings();
    }
    const double myComm = commSeconds() - commBefore_;
    // What the training waited for: all of it when reductions wait on the host; only the part
    // that did not run under backward when they are queued on the device.
    const double myExposed = rep_.comm->queuesOnDevice() ? rep_.comm->stats().exposedSeconds - exposedBefore_ : myComm;
    // Every replica's losses, samples and confusion counts: the epoch of the whole run; then each
    // replica's rows and compute time (its training time less what it waited for).
    std::vector<double> sums{stopped ? 0.0 : e.trainLoss * static_cast<double>(e.trainSamples),
                             stopped ? 0.0 : static_cast<double>(e.trainSamples), stopped ? 0.0 : static_cast<double>(e.skippedSteps),
                             stopped ? 1.0 : 0.0};
    const auto& cm = rep_.trainer->trainConfusion();
    for (int k = 0; k < classes * classes; ++k)
      sums.push_back(stopped || static_cast<std::size_t>(k) >= cm.size() ? 0.0 : static_cast<double>(cm[static_cast<std::size_t>(k)]));
    const std::size_t perRank = sums.size();
    sums.resize(perRank + 2 * static_cast<std::size_t>(P), 0.0);
    if (!stopped) {
      sums[perRank + 2 * static_cast<std::size_t>(rep_.rank)] = static_cast<double>(e.trainSamples);
      sums[perRank + 2 * static_cast<std::size_t>(rep_.rank) + 1] = std::max(0.0, since(t0_) - myExposed);
    }
    rep_.flags->allreduceHost(sums);
    if (sums[3] > 0.0) return true;  // some replica stopped in the epoch: the run ends here, for all of them
    // Batch-norm statistics: each replica saw only its shard; the mean is the run's.
    if (!rep_.async) {
      std::vector<Tensor*> buffers = modelBuffers(*rep_.model);
      if (!buffers.empty() && P > 1 && rep_.staged) {
        rep_.staged->average(*rep_.model, buffers);  // each stage's on its own device
      } else if (!buffers.empty() && P > 1) {
        rep_.backend->synchronize();
        rep_.comm->allreduce(buffers, *rep_.backend);
        for (Tensor* b : buffers) rep_.backend->scale(*b, 1.0 / P);
      }
    } else if (lead()) {
      rep_.async->pullLatest(*rep_.model);  // evaluate the server's weights
    }
    if (!lead()) return false;
    if (P > 1) {  // one replica's epoch is the run's as it stands (no sum to round)
      e.trainSamples = static_cast<std::int64_t>(sums[1]);
      e.trainLoss = sums[1] > 0 ? sums[0] / sums[1] : 0.0;
      e.skippedSteps = static_cast<std::int64_t>(sums[2]);
      std::vector<std::int64_t> confusion(static_cast<std::size_t>(classes * classes));
      for (int k = 0; k < classes * classes; ++k) confusion[static_cast<std::size_t>(k)] = static_cast<std::int64_t>(sums[4 + k]);
      e.trainAccuracy = Metrics::fromConfusion(confusion, classes).accuracy;
    }
    e.trainSeconds = since(t0_);
    e.samplesPerSecond = e.trainSeconds > 0 ? sums[1] / e.trainSeconds : 0.0;
    e.commSeconds = myComm;
    std::lock_guard lock(sh_.lock);
    // Rates from the second epoch on (the first warms caches and allocators up), or the first alone.
    if (epoch_ == 2) std::fill(sh_.deviceRows.begin(), sh_.deviceRows.end(), 0.0), std::fill(sh_.deviceSeconds.begin(), sh_.deviceSeconds.end(), 0.0);
    for (int r = 0; r < P; ++r) {
      sh_.deviceRows[static_cast<std::size_t>(r)] += sums[perRank + 2 * static_cast<std::size_t>(r)];
      sh_.deviceSeconds[static_cast<std::size_t>(r)] += sums[perRank + 2 * static_cast<std::size_t>(r) + 1];
    }
    sh_.computeSeconds += std::max(0.0, e.trainSeconds - myExposed);
    sh_.exposedSeconds.push_back(myExposed);
    return false;
  }

  // The others wait for rank 0's validation; a divergence it found ends the run for every rank
  // alike (the same status and exit code under threads and under mpirun).
  bool agree(int epoch, const std::string& diverged) override {
    std::vector<double> flags{sh_.stop && sh_.stop->load() ? 1.0 : 0.0, diverged.empty() ? 0.0 : 1.0};
    rep_.flags->allreduceHost(flags);
    if (flags[1] > 0.0) {
      agreedEnd_ = true;
      {
        std::lock_guard lock(sh_.lock);
        sh_.collectiveEnd = true;
      }
      const MessageArg advice = markedArg(
          "nnlab::messages", NNLAB_TEXT("nnlab::messages", " (with several devices: lower the learning rate or warm it up, --warmup-epochs)"));
      // (the divergence's own text, as the trainer wrote it, is matched by the app)
      if (lead()) fail(ErrorKind::Diverged, msg("%1%2", plainMessage(diverged), advice));
      fail(ErrorKind::Diverged, msg(NNLAB_TEXT("nnlab::messages", "the validation on rank 0 diverged after epoch %1%2"), epoch,
                                    advice));
    }
    return flags[0] > 0.0;
  }

  void failed(const Error& e) override {
    {
      std::lock_guard lock(sh_.lock);
      // A replica that only saw another one fail is not the cause; rank 0's account of an agreed
      // divergence is the one kept.
      const bool cause = e.kind() != ErrorKind::Cancelled || !sh_.firstError;
      if (cause && (!sh_.firstError || sh_.firstError->kind() == ErrorKind::Cancelled || (agreedEnd_ && lead())))
        sh_.firstError = Error(e.kind(), msg(NNLAB_TEXT("nnlab::messages", "device %1 (rank %2): %3"), rep_.device, rep_.rank,
                                             e.message()));
    }
    if (agreedEnd_) return;  // every rank ends together: nobody waits
    // Threads: the others' waits end now. Processes: a rank that is not rank 0 ends the job (the
    // others are inside a collective that will never complete); rank 0 first records the run.
    if (!sh_.processes) {
      rep_.comm->abort(e.what());
      for (auto& c : rep_.stageComms) c->abort(e.what());
      if (rep_.ownFlags) rep_.ownFlags->abort(e.what());
    } else if (!lead()) {
      mpiAbort("rank " + std::to_string(rep_.rank) + " (" + rep_.device + ") failed: " + e.what(), e.kind());
    }
  }

 private:
  double commSeconds() const {
    return rep_.async ? rep_.async->commSeconds() : rep_.staged ? rep_.staged->stats().seconds : rep_.comm->stats().seconds;
  }
  Replica& rep_;
  RunShared& sh_;
  int epoch_ = 0;
  double commBefore_ = 0.0, exposedBefore_ = 0.0;
  Clock::time_point t0_;
  bool agreedEnd_ = false;
};

// The end of every run: how its steps ran, the checkpoint (rank 0; not for a diverged or failed
// run, whose weights may hold NaN), the what-if prediction (a finished epoch on rank 0), the end time, the observer.
inline void finishRun(RunRecord& rec, const ExperimentSpec& spec, Replica& lead, bool rank0, RunObserver& obs, const RunIdentity& who) {
  RunResult& result = rec.result;
  rec.execution = lead.trainer->executionSummary();
  const bool keep = result.status == RunStatus::Completed || result.status == RunStatus::Cancelled;
  if (rank0 && keep && !spec.checkpointPath.empty() && lead.trainer->epochsDone() > rec.resumedFromEpoch) {
    try {
      saveCheckpoint(spec.checkpointPath, *lead.model, lead.trainer.get(),
                     {{"dataset", spec.dataset}, {"split", spec.split}, {"run_status", runStatusName(result.status)}});
    } catch (const Error& e) {
      if (result.message.empty()) result.message = e.what();
      if (result.status == RunStatus::Completed) result.status = RunStatus::Failed;
    }
  }
  if (rank0 && !result.epochs.empty()) rec.prediction = predictFinishedRun(rec, who.machineBench ? &*who.machineBench : nullptr);
  rec.finishedUtc = utcNowIso();
  obs.onRunEnd(rec);
}

}  // namespace nnlab::replicas

#pragma once
// The three ways replicas train together, as gradient hooks of their trainers (train/trainer.h):
//  - AllreduceSync: synchronous data parallel. Each replica's mean gradient is weighted by its
//    share of the global batch (rows / global rows) and the weighted gradients are summed over the
//    replicas: every replica then steps with the gradient of the whole global batch.
//  - AverageSync: each replica steps on its own gradients; every K steps the parameters and the
//    optimizer state (momentum, master weights) are averaged. With K = 1 and SGD this is the same
//    as AllreduceSync (the update is linear in the gradient and the momentum).
//  - AsyncWorker + ParameterServer (Downpour): workers push their gradients to a server that
//    updates the master weights at once (SGD) and pull the weights back; no worker waits for
//    another. Staleness is how many updates the server made between a worker's pull and its push.
// Every step also carries a stop flag through the reduction, so all replicas stop at one step.
#include <atomic>
#include <map>
#include <string>
#include <mutex>
#include <vector>

#include "backends/communicator.h"
#include "nn/batch_norm.h"
#include "optim/optimizer.h"
#include "train/trainer.h"

namespace nnlab {

//
// When the communicator queues reductions on the device (NCCL), the sum runs as buckets of
// gradients in reverse layer order, each started as soon as backward has produced it (the first
// bucket small, so that communication starts early; the others `bucketBytes`), weighted inside the
// reduction; the update waits for the last one. Nothing waits on the host, so the step is recorded
// and replayed (CUDA graphs) with its reductions, and the replicas agree on a stop through
// `flags` (host numbers only: threads or MPI) every kStopEvery steps. Otherwise each step scales
// the gradients, synchronises and reduces through the host with the stop flag riding along.
//
// It is also the replicas' BatchNormSync (synchronised batch norm): forward statistics summed as
// they are, backward sums weighted like the gradients (the replica's share of the global batch).
class AllreduceSync final : public GradientHook, public BatchNormSync {
 public:
  static constexpr int kStopEvery = 8;
  // bucketBytes: 0 = the default (kBucketBytes, or NNLAB_BUCKET_MB from the environment).
  AllreduceSync(Communicator& comm, Backend& backend, const std::atomic<bool>* stop, Communicator* flags = nullptr,
                std::size_t bucketBytes = 0);
  static constexpr std::size_t kFirstBucketBytes = std::size_t{1} << 20;
  static constexpr std::size_t kBucketBytes = std::size_t{8} << 20;
  bool recordable() const override { return queued_; }
  bool wantsLayers() const override { return queued_; }
  void beforeStep(std::int64_t step, std::int64_t steps) override;
  void startBackward(Model& model, std::int64_t rows, std::int64_t globalRows) override;
  void afterLayerBackward(Model& model, std::size_t layer) override;
  void afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) override;
  const std::atomic<bool>* stopFlag() const override { return &stop_; }
  void sumStatistics(Tensor& sums) override { comm_.allreduceInline(sums, backend_, 1.0); }
  double sumGradients(Tensor& sums) override {
    comm_.allreduceInline(sums, backend_, weight_);
    return 1.0 / weight_;
  }
  // The element type gradients are summed in: F32 (as they are) or a 16-bit type, into which f32
  // and f64 gradients are rounded before the sum and from which the sums come back (16-bit
  // gradients of mixed precision are summed as they are).
  void setReductionType(DType t) { reduceType_ = t; }
  // The buckets of the last step (tensors each), for the record.
  const std::vector<std::size_t>& bucketSizes() const { return bucketTensors_; }

 private:
  void flush();
  // The tensor to sum for gradient g: g itself, or its 16-bit copy (rounded now, remembered for
  // roundBack()).
  Tensor* toReduce(Tensor* g);
  void roundBack();
  Communicator& comm_;
  Backend& backend_;
  const std::atomic<bool>* externalStop_;
  Communicator* flags_;
  bool queued_;
  std::size_t bucketBytes_;
  std::atomic<bool> stop_{false};
  // The step being queued.
  double weight_ = 1.0;
  std::vector<Tensor*> bucket_;
  std::size_t pending_ = 0;
  std::vector<std::size_t> bucketTensors_, building_;
  DType reduceType_ = DType::F32;
  std::map<const Tensor*, Tensor> shadow_;            // 16-bit copies of f32 gradients, kept between steps
  std::vector<std::pair<Tensor*, Tensor*>> rounded_;  // this step's (gradient, copy) pairs
};

// Replicas of a split model (train/pipeline.h) whose stages sit on different devices: each stage's
// gradients are summed with the same stage of the other replicas, over that stage's communicator
// (NCCL between the stage's GPUs; host memory when a CPU is among them) and on that stage's
// backend, so no gradient leaves its device for another stage's. Host-waited (a pipeline's steps
// are not recorded); the stop flag rides with the first stage that has parameters. Every replica's
// stages are alike, so the stages' sums come in the same order everywhere.
class StagedSync final : public GradientHook {
 public:
  struct Stage {
    Backend* backend;    // this replica's stage
    Communicator* comm;  // the same stage of every replica
  };
  StagedSync(std::vector<Stage> stages, const std::atomic<bool>* stop) : stages_(std::move(stages)), externalStop_(stop) {}
  void afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) override;
  const std::atomic<bool>* stopFlag() const override { return &stop_; }
  // As AllreduceSync::setReductionType: f32 and f64 gradients rounded to a 16-bit type before the
  // sum and the sums rounded again (host sums travel as f32).
  void setReductionType(DType t) { reduceType_ = t; }
  // The replicas' mean of `tensors` (batch-norm statistics between epochs), stage by stage.
  void average(Model& model, const std::vector<Tensor*>& tensors);
  // The stages' communicators' figures, added up (seconds: the stages reduce one after another).
  CommStats stats() const;
  // "NCCL per stage", "threads (host memory) + NCCL per stage".
  std::string name() const;

 private:
  // `tensors` grouped by the stage whose device holds them (the stage of the layer that owns them).
  std::vector<std::vector<Tensor*>> byStage(Model& model, const std::vector<Tensor*>& tensors) const;
  void round(Backend& b, const std::vector<Tensor*>& grads);
  std::vector<Stage> stages_;
  DType reduceType_ = DType::F32;
  std::map<const Tensor*, Tensor> shadow_;  // 16-bit copies, kept between steps
  const std::atomic<bool>* externalStop_;
  std::atomic<bool> stop_{false};
};

class AverageSync final : public GradientHook {
 public:
  AverageSync(Communicator& comm, Backend& backend, const std::atomic<bool>* stop, int every)
      : comm_(comm), backend_(backend), externalStop_(stop), every_(every) {}
  void afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) override;
  void afterUpdate(Model& model, Optimizer& optimizer) override;
  const std::atomic<bool>* stopFlag() const override { return &stop_; }

 private:
  Communicator& comm_;
  Backend& backend_;
  const std::atomic<bool>* externalStop_;
  int every_;
  std::int64_t steps_ = 0;
  std::atomic<bool> stop_{false};
};

// The master weights of an asynchronous run, on the host, updated by SGD (momentum, Nesterov,
// weight decay on weights, as the engine's optimizer) under a lock.
class ParameterServer {
 public:
  ParameterServer(Model& initial, const OptimizerConfig& config);
  // Applies one worker's gradients at `lr`; returns the staleness (updates since `pulledVersion`)
  // and leaves the new weights and their version in `weights` / `version`.
  std::uint64_t pushPull(const std::vector<std::vector<float>>& grads, double lr, std::uint64_t pulledVersion,
                         std::vector<std::vector<float>>& weights, std::uint64_t& version);
  void weights(std::vector<std::vector<float>>& out, std::uint64_t& version);
  double meanStaleness() const;
  double maxStaleness() const;

 private:
  OptimizerConfig config_;
  std::vector<bool> decay_;
  std::vector<std::vector<float>> values_, momentum_;
  std::uint64_t version_ = 0;
  double stalenessSum_ = 0.0, stalenessMax_ = 0.0;
  std::uint64_t pushes_ = 0;
  mutable std::mutex m_;
};

class AsyncWorker final : public GradientHook {
 public:
  AsyncWorker(ParameterServer& server, Backend& backend, Model& model, const std::atomic<bool>* stop);
  void setLr(double lr) { lr_ = lr; }
  void afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) override;
  bool replacesUpdate() const override { return true; }
  const std::atomic<bool>* stopFlag() const override { return externalStop_; }
  // The server's latest weights into this worker's model (before evaluating).
  void pullLatest(Model& model);
  double commSeconds() const { return seconds_; }

 private:
  void upload(Model& model);
  ParameterServer& server_;
  Backend& backend_;
  const std::atomic<bool>* externalStop_;
  double lr_ = 0.0;
  std::uint64_t version_ = 0;
  std::vector<std::vector<float>> grads_, weights_;
  double seconds_ = 0.0;
};

// A model's non-parameter state (batch-norm running statistics), for averaging across replicas.
std::vector<Tensor*> modelBuffers(Model& model);

}  // namespace nnlab

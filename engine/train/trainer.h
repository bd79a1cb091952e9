#pragma once
// Trainer: epochs of shuffled mini-batches (train phase), a validation pass per epoch and a
// test pass at the end, each timed on its own (data loading and model creation are measured
// by the caller). Results are never lost: a stop, a NaN or an error ends the run with the
// finished epochs' records kept and a message that says what happened.
//
// A step (gather the batch, forward, loss, backward, update) is a sequence of backend ops that
// reads nothing back to the host: the per-step scalars live in a StepState on the device and each
// batch's loss goes to a history that the trainer reads in chunks (every batch on the CPU, a few
// times a second on a GPU). So a backend that can record (CUDA) runs each batch size once, records
// it the second time and replays that recording for every later batch.
#include <map>
#include <tuple>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/precision.h"
#include "data/dataset.h"
#include "nn/loss.h"
#include "nn/model.h"
#include "optim/optimizer.h"
#include "train/metrics.h"

namespace nnlab {

struct IntervalEnergy;  // hw/power/energy.h (part of nnlab_runtime, which measures it)
class Pipeline;         // train/pipeline.h

struct TrainConfig {
  int epochs = 10;
  int batch = 64;
  OptimizerConfig optimizer;
  ScheduleConfig schedule;
  LossKind loss = LossKind::CrossEntropy;
  std::uint64_t seed = 1;
  DType dtype = DType::F32;                // f32, or f64 for checks (CPU backends)
  Precision precision = Precision::FP32;   // device mode (fp16/bf16: mixed precision on CUDA)
  bool graphs = true;                      // CUDA: record each step once, replay it (CUDA graphs)
  bool deterministic = false;              // CUDA: only algorithms that repeat bit for bit

  void validate() const;  // throws Error(InvalidArgument)
  // The checkpoint's layout: {epochs, batch, optimizer, schedule, loss, seed, dtype} (experiment
  // specs lay these out differently: experiment_spec.h). Strict; errors are Error(kind).
  nlohmann::json toJson() const;
  static TrainConfig fromJson(const nlohmann::json& j, ErrorKind kind = ErrorKind::InvalidArgument,
                              const std::string& what = "training settings");
};

struct EpochRecord {
  int epoch = 0;  // 1-based
  double lr = 0.0;
  double trainLoss = 0.0, trainAccuracy = 0.0;
  double valLoss = std::numeric_limits<double>::quiet_NaN();
  double valAccuracy = std::numeric_limits<double>::quiet_NaN();
  double valMacroF1 = std::numeric_limits<double>::quiet_NaN();
  double trainSeconds = 0.0, valSeconds = 0.0;
  double samplesPerSecond = 0.0;  // training phase
  std::int64_t trainSamples = 0, steps = 0;
  std::int64_t skippedSteps = 0;  // fp16: steps skipped because a gradient overflowed (this epoch)
  double lossScale = 1.0;         // fp16: the loss scale at the end of the epoch
  double commSeconds = std::numeric_limits<double>::quiet_NaN();  // data parallel: combining gradients
  std::vector<float> batchLosses;  // the training loss of every batch, in order
  // The epoch's energy (training + validation) when the run measured it (experiment/energy_meter.h);
  // the trainer never sets it. Shared and immutable: copies of the record share it.
  std::shared_ptr<const IntervalEnergy> energy;
  nlohmann::json toJson() const;  // without the energy (run_record.cpp adds it)
};

struct EvalResult {
  double loss = 0.0;
  Metrics metrics;
  double seconds = 0.0;
  nlohmann::json toJson(const std::vector<std::string>& classNames = {}) const;
};

// Running: in progress (history only); Interrupted: the process ended without saying how (killed,
// crashed, power lost) — the history finds such runs; Unknown: marked running by a process on
// another machine that has not written for a long time (it may have died; this machine cannot
// tell). The trainer never returns any of these three.
enum class RunStatus { Completed, Cancelled, Diverged, Failed, Running, Interrupted, Unknown };
const char* runStatusName(RunStatus s);  // the stored key ("cancelled"), in files and filters
// What a user reads, the same in the app and the CLI ("stopped" for a cancelled run; marked for
// the app's translation, context "nnlab::runs").
const char* runStatusText(RunStatus s);
RunStatus runStatusFromName(const std::string& name);  // throws Error(BadInput)

struct RunResult {
  RunStatus status = RunStatus::Completed;
  std::string message;  // empty when completed
  std::vector<EpochRecord> epochs;
  std::optional<EvalResult> test;
  double totalSeconds = 0.0;  // train + validation + test phases
};

struct BatchProgress {
  int epoch = 0, epochs = 0;  // 1-based epoch
  std::int64_t batch = 0, batches = 0;  // 1-based batch within the epoch
  double loss = 0.0;
  double samplesPerSecond = 0.0;  // so far in this epoch
};

enum class Phase { Train, Validation, Test };
const char* phaseName(Phase p);  // "train", "validation", "test"

// Callbacks arrive on the training thread; the GUI adapts them to queued signals. Phase start and
// end are called with the device synchronised (the clock that times the phase is read then), so a
// power sampler can align its samples with them.
class TrainObserver {
 public:
  virtual ~TrainObserver() = default;
  virtual void onPhaseStart(Phase phase, int epoch) {}
  virtual void onPhaseEnd(Phase phase, int epoch, double seconds) {}
  virtual void onEpochStart(int epoch, int epochs) {}
  virtual void onBatch(const BatchProgress& p) {}
  virtual void onEpochEnd(const EpochRecord& r) {}
  virtual void onTestEnd(const EvalResult& r) {}
};

// A data-parallel run's replica hands its gradients, between backward and the update, to a hook
// that combines them with the other replicas' (engine/parallel/). The trainer then steps as usual,
// or leaves the update to the hook (a parameter server), and tells the hook after the update.
//
// A hook whose step work is device work only (reductions queued on the GPUs, NCCL) is recordable:
// the trainer then records and replays its steps like a one-device run's, and calls the hook's
// host work (agreeing on a stop) between steps in beforeStep(). Such a hook may start reducing a
// layer's gradients as soon as backward has queued them (afterLayerBackward, in reverse layer
// order) so that the reduction overlaps the layers below.
class GradientHook {
 public:
  virtual ~GradientHook() = default;
  // Between steps, never recorded: step `step` (0-based in the epoch) of `steps` comes next.
  virtual void beforeStep(std::int64_t step, std::int64_t steps) {}
  virtual bool recordable() const { return false; }
  // The step's backward begins (this replica trains `rows` of the step's `globalRows`); then
  // afterLayerBackward for each layer, last layer first, when wantsLayers().
  virtual bool wantsLayers() const { return false; }
  virtual void startBackward(Model& model, std::int64_t rows, std::int64_t globalRows) {}
  virtual void afterLayerBackward(Model& model, std::size_t layer) {}
  // This replica's gradients are in the model's parameters (means over its `rows`); `globalRows`
  // is the whole global batch of the step.
  virtual void afterBackward(Model& model, std::int64_t rows, std::int64_t globalRows) = 0;
  virtual bool replacesUpdate() const { return false; }  // true: the hook updated the weights itself
  virtual void afterUpdate(Model& model, Optimizer& optimizer) {}
  // Set after a step when any replica was asked to stop: every replica stops before the same step.
  virtual const std::atomic<bool>* stopFlag() const { return nullptr; }
};

// Which part of each global batch a replica trains: replica `rank` of shares.size().
struct ReplicaShard {
  int rank = 0;
  std::vector<std::int64_t> shares;  // rows of each replica in a full global batch
};

// Thrown by trainEpoch() when the stop flag was set before a batch; fit() turns it into a
// cancelled result (a data-parallel run does the same on every replica).
struct TrainingStopped {
  int epoch;
  std::int64_t batch;  // 1-based; 0: before the epoch began (after the last one: before the test); -1: in it
};

// The other replicas of a data-parallel run, as fit() meets them between epochs (implemented by
// the run in engine/experiment/data_parallel.cpp). A one-device run has none: fit() is then the
// same loop without these calls.
class ReplicaGroup {
 public:
  virtual ~ReplicaGroup() = default;
  // Rank 0: validates, tests, reports to the observer and keeps the run's epochs.
  virtual bool lead() const = 0;
  virtual void epochStarts(int epoch) = 0;
  // After this replica's training phase of an epoch (`stopped`: a stop ended it inside): every
  // replica's losses, samples and confusion counts combined into `rec` (the run's epoch, on the
  // lead). Returns true when some replica stopped: the run ends there for every replica.
  virtual bool combine(EpochRecord& rec, bool stopped) = 0;
  // After the lead's validation (`diverged`: why the lead finds that the run diverged; empty when
  // it did not): throws Error(Diverged) on every replica alike when it did; returns true when a
  // stop was asked (the run then ends before the next epoch).
  virtual bool agree(int epoch, const std::string& diverged) = 0;
  // This replica failed with `e` (the others' waits end); called before fit() returns.
  virtual void failed(const Error& e) = 0;
};

class Trainer {
 public:
  // The model must be built on `backend`.
  Trainer(Model& model, Backend& backend, const TrainConfig& config);
  ~Trainer();

  // Runs epochs (epochsDone()+1 .. config.epochs), validation after each, test at the end: the one
  // training loop of every run. A replica of a data-parallel run passes its group (and its hook's
  // stop flag as `stop`); only the lead validates, tests and reports to `observer`.
  RunResult fit(const DatasetSplits& splits, TrainObserver* observer = nullptr,
                const std::atomic<bool>* stop = nullptr, ReplicaGroup* group = nullptr);

  // A replica of a data-parallel run (before prepare()): it trains its share of every global
  // batch and combines gradients through the hook; its steps are recorded and replayed when the
  // hook is recordable, else they run op by op (the hook synchronises with the host).
  void setReplica(const ReplicaShard& shard, GradientHook* hook);
  // Model parallelism (train/pipeline.h; the model built across the pipeline's stages): every
  // training step runs as the pipeline's micro-batches. Before prepare(); the pipeline outlives fit().
  void setPipeline(Pipeline* pipeline);
  Pipeline* pipeline() const { return pipeline_; }
  // Pretend the device has only this many bytes (0: its own): prepare() refuses a run whose
  // estimate does not fit, before any step (experiment spec device.memory_budget_gib).
  void setMemoryBudget(double bytes) { memoryBudget_ = bytes; }
  // What fit() does before the first epoch: the dataset on the device, the GPU memory check, the
  // training subset's order. A data-parallel run calls it, then trainEpoch() per epoch itself.
  void prepare(const DatasetSplits& splits);
  EpochRecord trainEpoch(const Subset& train, int epoch, TrainObserver* obs, const std::atomic<bool>* stop);
  // The training confusion matrix of the last epoch (classes x classes, row = true class).
  const std::vector<std::int64_t>& trainConfusion() const { return trainConfusion_; }
  // Forward + backward of `rows` samples `steps` times, no update: this device's training speed
  // in samples/s (a data-parallel run splits its batches by it). After prepare().
  double measureThroughput(const Subset& train, std::int64_t rows, int steps);
  // Forward pass over a subset with the current weights; with an observer, timed as `phase`.
  EvalResult evaluate(const Subset& subset, TrainObserver* observer = nullptr, Phase phase = Phase::Validation,
                      int epoch = 0);

  Optimizer& optimizer() { return *optimizer_; }
  Model& model() { return model_; }
  const TrainConfig& config() const { return config_; }
  int epochsDone() const { return epochsDone_; }
  void setEpochsDone(int e) { epochsDone_ = e; }
  // How steps ran so far: recorded once and replayed (CUDA graphs), or op by op, and why; where
  // the samples were read from (and whether they were prefetched), and the activation layout.
  std::string executionSummary() const;

 private:
  enum class Pass { Train, Eval };
  struct Recorded {
    std::unique_ptr<Recording> recording;
    int runs = 0;
    bool failed = false;
  };

  void uploadDataset(const Dataset& ds);
  void clearConfusion();
  void ensureBuffers(std::int64_t rows);
  void uploadOrder(const Subset& subset, Tensor& dst);
  void trainStep(std::int64_t rows);
  void update(std::int64_t rows);
  void evalStep(std::int64_t rows);
  void runStep(Pass pass, std::int64_t rows);
  // The batch's samples into x_/y_: gathered, or (streaming) read from the staging buffer the
  // step before filled, while the next batch is prefetched into the other one.
  void loadBatch(const Tensor& order, const Tensor& state, Tensor& x, Tensor& y);
  void primeStaging(const Tensor& order, const Tensor& state);  // batch 0 of a pass, before its first step
  // Divergence while the loss is still finite: a batch loss far above the run's start, or an epoch
  // at chance accuracy whose loss rose above the start. Throws Error(Diverged) with advice.
  void checkBatchLoss(double loss, int epoch, std::int64_t batch, double lr);
  void checkEpoch(const EpochRecord& rec, const EpochRecord* previous);

  Model& model_;
  Backend& backend_;
  TrainConfig config_;
  std::unique_ptr<Optimizer> optimizer_;
  int epochsDone_ = 0;
  const Dataset* uploadedFrom_ = nullptr;
  Tensor images_, labels_;        // dataset on the backend's device: (N, C, H, W) u8, (N) i32
  Tensor trainItems_, order_;     // (n) i32: the training subset's dataset indices; this epoch's order
  Tensor evalOrder_;              // (n) i32: the evaluated subset's dataset indices
  Tensor state_, evalState_;      // StepState of training, of evaluation passes
  Tensor history_, evalHistory_;  // (batches) per-batch mean losses
  Tensor x_, y_, grad_, confusion_;
  bool streaming_ = false;        // samples in host memory, prefetched (Backend::streams)
  Tensor staging_[2];             // streaming: the batch being used and the one being prefetched
  int parity_ = 0;                // which staging buffer this step reads
  // (pass, rows, parity, global rows): a replica's step also depends on the global batch's rows
  std::map<std::tuple<Pass, std::int64_t, int, std::int64_t>, Recorded> recordings_;
  std::uint64_t recordedGeneration_ = 0;
  std::int64_t replays_ = 0, eagerSteps_ = 0;
  std::string recordFailure_;
  std::string dataPlacement_;  // where the training samples live (Backend::placeDataset)
  double startLoss_ = std::numeric_limits<double>::quiet_NaN();  // the run's first batch loss
  std::string memoryAdvice_;      // appended to an out-of-memory error (prepare())
  double memoryBudget_ = 0.0;
  std::vector<std::int64_t> trainConfusion_;
  // Data parallel: this replica's share and the hook; the global rows of the step running.
  std::optional<ReplicaShard> shard_;
  GradientHook* hook_ = nullptr;
  std::int64_t stepGlobalRows_ = 0;
  Pipeline* pipeline_ = nullptr;
  bool stopAgreed(const std::atomic<bool>* stop);
  static DType historyType(DType model);  // the loss history's element type: f64 for an f64 model, else f32
};

}  // namespace nnlab

#pragma once
// Model parallelism: a model's layer stack split into contiguous stages, each on its own device,
// and a training step run as a pipeline of micro-batches (GPipe, Huang et al. 2019; 1F1B,
// Narayanan et al. 2019 "PipeDream-flush"). Activations cross from stage s to s+1 going forward
// and their gradients back, as copies into the receiving stage's own buffers; each stage runs on
// its own thread, so stages work at once whenever the schedule lets them.
//
// Schedules, p stages and m micro-batches:
//   naive: the whole batch at once (m = 1): one stage busy at a time;
//   gpipe: all m forwards, then all m backwards (in the forwards' order);
//   1f1b:  stage s runs min(p - s - 1, m) forwards, then one forward and one backward in turn, then
//          the remaining backwards: the same bubble as GPipe with at most p - s micro-batches' activations kept.
// Each micro-batch has its own copy of a stage's layers (their activations), sharing the weights;
// each micro-batch's loss gradient is scaled by its share of the batch's rows, and the micro-batches'
// gradients are added in order (micro-batch 0 first under every schedule), so that an update equals
// the unsplit model's with the same batch (up to the order of the sums; batch normalisation and
// dropout see micro-batches, as in GPipe).
//
// Timing: every forward, backward and transfer is stamped on one clock per step; the bubble of a
// step is the share of p x (step time) that no stage spent computing, against the ideal
// (p - 1) / (m + p - 1) of equal stages.
//
// Stages may be on any devices (CPU backends, GPUs, a mix): each stage receives what crosses into it
// into its own buffers (Backend::transfer: host copies, peer copies between GPUs); a stage on a
// GPU ends each op when its device has finished it, so that the stamps are the device's and the
// other stages read finished values. The update runs per device (Optimizer's groups).
//
// Across processes (MPI ranks, one stage each: `processes` connects them): this process runs its
// own stage on its own thread, and activations and gradients cross as messages through the host
// (sends do not wait; a receive waits for the message, and only the copy is stamped). Every
// process holds the whole model, the other stages' layers on a host backend: they keep weights
// only for the checkpoint (gatherWeights() brings the stages' trained values to rank 0 at the end)
// and the optimizer updates this stage's parameters alone (localParameters()). Evaluation runs
// through the stages too (evaluate()). After each step the ranks add up the loss and predictions
// (from the last stage) and each stage's times, so every rank returns the same loss and rank 0's
// facts and timeline hold every stage; the step's clock starts after a barrier on every rank.
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend.h"
#include "backends/communicator.h"
#include "core/json_reader.h"
#include "nn/loss.h"
#include "nn/model.h"

namespace nnlab {

class Optimizer;  // optim/optimizer.h

enum class PipelineSchedule { Naive, GPipe, OneFOneB };
const char* pipelineScheduleName(PipelineSchedule s);  // "naive", "gpipe", "1f1b"
PipelineSchedule pipelineScheduleFromName(const std::string& name);  // throws Error(InvalidArgument)

// One op of a stage's part of a step: forward or backward of micro-batch `micro`.
struct PipelineOp {
  bool forward = true;
  int micro = 0;
  bool operator==(const PipelineOp&) const = default;
};
// The order in which stage `stage` of `stages` runs its ops for `micro` micro-batches.
std::vector<PipelineOp> pipelineOrder(PipelineSchedule schedule, int stage, int stages, int micro);
// The ideal bubble fraction of equal stages: (p - 1) / (m + p - 1).
double idealBubble(int stages, int micro);

// Where each stage begins: stageStarts[0] = 0 < stageStarts[1] < ... < layers (0-based layer indices),
// each stage at least one layer. Balanced by the layers' forward FLOPs (time: what keeps stages
// equally busy), or by their parameters (memory: weights, gradients and optimizer state, what a
// memory budget is about).
// (A third way, by measured time, profiles the layers first: experiment/data_parallel.cpp.)
enum class StageBalance { Compute, Memory, Time };
std::vector<std::size_t> balancedStages(const ModelCheck& check, int stages, StageBalance by = StageBalance::Compute);
// The same from each layer's cost (seconds, FLOPs, bytes: any unit).
std::vector<std::size_t> balancedStages(const std::vector<double>& layerCosts, int stages);
const char* stageBalanceName(StageBalance b);               // "compute", "memory", "time"
StageBalance stageBalanceFromName(const std::string& name);  // throws Error(InvalidArgument)
// The layer ranges as users write them: "1-4,5-9" (1-based, inclusive).
std::string stageRangesText(const std::vector<std::size_t>& starts, std::size_t layers);

// One stamped interval of a step: stage, micro-batch, what ran ('F' forward, with the loss on the
// last stage; 'B' backward with the micro-batch's gradients added to the batch's; 'T' a transfer into
// the stage from the previous (activations) or next (gradients) stage, and across processes also a
// send out of it (the copy to the host and the message handed over); 'A' reserved for a separate
// gradient sum), seconds from the step's start.
struct PipelineEvent {
  int stage = 0, micro = 0;
  char kind = 'F';
  double start = 0.0, end = 0.0;
  bool operator==(const PipelineEvent&) const = default;
};

// What a run's pipeline was and did (the record's `pipeline` block).
struct PipelineFacts {
  std::vector<std::string> devices;          // per stage
  std::vector<std::size_t> stageStarts;      // 0-based first layer of each stage
  std::vector<std::int64_t> stageParams;     // parameters per stage
  std::vector<double> stageMemoryBytes;      // estimated training memory per stage (the batch's)
  std::string schedule = "gpipe";
  int microBatches = 1;
  double idealBubble = 0.0;
  // Measured, all training steps: the steps, their time (from the first op's start to the last
  // op's end), each stage's compute (forward + backward + gradient sums) and transfer time, bytes moved.
  std::int64_t steps = 0;
  double stepSeconds = 0.0;
  std::vector<double> stageBusySeconds, stageTransferSeconds;
  double bytesMoved = 0.0;
  std::vector<double> epochBubble;            // measured bubble per epoch
  std::vector<PipelineEvent> timeline;        // one step's events: the last step of epoch 2 (of epoch 1 in a one-epoch run)
  double bubble() const;                      // measured over all steps: 1 - busy / (p x step time)
  nlohmann::json toJson() const;
  static PipelineFacts read(JsonReader& r);
};

class Pipeline {
 public:
  // `model` was built with Model::build(layerBackends...) so that stage s's layers are on
  // stageBackends[s]. Throws Error(InvalidArgument) for ranges that do not fit the model or stages
  // outside host memory.
  // `processes`: the stages are in several processes, rank r running stage r on stageBackends[r]
  // (the others' entries: the host backend their layers were built on); `stageNames` then names
  // every stage's real device for the facts ("cuda:1 (rank 1)").
  Pipeline(Model& model, const std::vector<Backend*>& stageBackends, const std::vector<std::size_t>& stageStarts,
           PipelineSchedule schedule, int microBatches, Communicator* processes = nullptr,
           std::vector<std::string> stageNames = {});
  ~Pipeline();
  Pipeline(const Pipeline&) = delete;
  Pipeline& operator=(const Pipeline&) = delete;

  int stages() const { return static_cast<int>(backends_.size()); }
  int microBatches() const { return micro_; }
  PipelineSchedule schedule() const { return schedule_; }
  // Gives the micro-batches' layer copies the trainer's StepState (dropout masks), as Model::setStepState.
  void setStepState(const Tensor* state, std::uint64_t seed);
  // Forward, loss and backward of one batch (x, y: its `rows` samples) as micro-batches through
  // the stages. After it the model's parameters hold the batch's mean gradients (as one backward of
  // the whole batch would), `confusion` has the batch's predictions added, and the batch's mean
  // loss is returned. `state`: the trainer's StepState as it reads it before the step (loss scale).
  double trainStep(const Tensor& x, const Tensor& y, std::int64_t rows, LossKind loss,
                   const std::array<double, kStepSlots>& state, Tensor& confusion);
  // The measurements so far (steps, times, bytes; the epochs' bubbles as closed by endEpoch()).
  const PipelineFacts& facts() const { return facts_; }
  void setFacts(const PipelineFacts& f) { facts_ = f; }
  void endEpoch();
  // The last step's events.
  const std::vector<PipelineEvent>& lastTimeline() const { return lastEvents_; }
  std::string summary() const;  // "pipeline: 2 stages (1-4 cpu-blas, 5-9 cpu-reference), gpipe, 4 micro-batches"

  // Across processes (the others do nothing in one process).
  bool acrossProcesses() const { return comm_ != nullptr; }
  int localStage() const { return local_; }
  // Whether any rank asks to stop: every rank stops before the same step.
  bool agreeToStop(bool mine);
  // Evaluation of one batch through the stages (forward only): every rank gets the batch's loss
  // into `history` at the slot `state` names, and its predictions added to `confusion`.
  void evaluate(const Tensor& x, const Tensor& y, LossKind loss, Tensor& state, Tensor& history, Tensor& confusion);
  // Collective: the other stages' parameters, buffers and optimizer state (`optimizer`'s entries
  // for them, if given) sent to rank 0's copy of the model, for the checkpoint.
  void gatherWeights(Optimizer* optimizer);
  // Per parameter of the model (Model::parameters() order): whether this process updates it.
  std::vector<bool> localParameters() const;

 private:
  struct Stage;
  void worker(int s);
  void runStage(int s);
  // Across processes: a tensor of stage s's backend to stage `to`'s rank; one from stage `from`
  // into `dst` (stamped as a transfer of micro-batch `micro` when micro >= 0).
  void sendTo(int to, int tag, const Tensor& t, int micro);
  void receiveFrom(int from, int tag, Tensor& dst, int micro);
  void stampTransfer(int micro, std::chrono::steady_clock::time_point start);  // a transfer of the local stage, ending now
  double exchangeStep(double lossSum, Tensor& confusion);  // returns the batch's loss sum
  void runThreads();            // one process: every stage's thread runs the step
  double microLossSum(const Tensor& microHistory) const;
  void recordStep();            // the step's times into the facts
  std::vector<std::vector<Tensor*>> stageTensors(Optimizer* optimizer);

  Model& model_;
  std::vector<Backend*> backends_;
  std::vector<std::size_t> starts_;
  PipelineSchedule schedule_;
  int micro_ = 1;
  std::vector<std::unique_ptr<Stage>> stages_;
  PipelineFacts facts_;
  std::vector<PipelineEvent> lastEvents_;
  double epochBusy_ = 0.0, epochSpan_ = 0.0;
  int epochs_ = 0;

  // The step being run (set by trainStep before the workers start).
  const Tensor* x_ = nullptr;
  const Tensor* y_ = nullptr;
  Tensor* confusion_ = nullptr;
  const Tensor* yLast_ = nullptr;    // the labels where the last stage reads them
  Tensor* confusionLast_ = nullptr;  // where it counts its predictions
  LossKind loss_ = LossKind::CrossEntropy;
  std::vector<std::int64_t> microRows_, microOffset_;
  std::int64_t rows_ = 0;

  std::mutex mu_;
  std::condition_variable cv_;
  std::uint64_t generation_ = 0;  // a step starts: every worker runs it once
  int done_ = 0;
  bool quit_ = false;
  std::string error_;             // the first stage's failure of this step
  ErrorKind errorKind_ = ErrorKind::Internal;
  std::chrono::steady_clock::time_point stepStart_;
  std::vector<std::thread> threads_;
  Communicator* comm_ = nullptr;  // stages in several processes
  int local_ = -1;                // this process's stage (across processes)
  Tensor evalInput_;              // stage 1's channels-last copy of an evaluation batch
};

}  // namespace nnlab

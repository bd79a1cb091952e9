#pragma once
// Optimizers (SGD with momentum/Nesterov/weight decay, Adam) and learning-rate schedules
// (constant, step, cosine). Updates run as one fused backend op over all parameters.
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend.h"
#include "core/json_reader.h"
#include "nn/layer.h"

namespace nnlab {

// The defaults written here are nnlab's defaults: the CLI's help, the app's fields and the docs
// read them from a default-constructed config, never from a copy of the numbers.
struct OptimizerConfig {
  // The ranges validate() and read() accept are the fields' (optim/optimizer_fields.h).
  std::string type = "sgd";    // "sgd" | "adam"
  double lr = 0.05;            // sgd; adam's default is kAdamLr
  double momentum = 0.9;       // sgd
  bool nesterov = false;       // sgd
  double weightDecay = 5e-4;   // L2 added to the gradient of weights (not biases / BN)
  double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;  // adam

  static constexpr double kAdamLr = 0.001;
  static double defaultLr(const std::string& type) { return type == "adam" ? kAdamLr : OptimizerConfig{}.lr; }
  void validate() const;  // throws Error(InvalidArgument) with the offending value
  // Buffers the optimizer keeps per parameter: 0 plain SGD, 1 momentum, 2 Adam (memory estimates).
  int stateTensors() const { return type == "adam" ? 2 : momentum > 0 ? 1 : 0; }
  nlohmann::json toJson() const;
  // Strict: every key of both optimizers is known (a sweep may switch the type), anything else is
  // an error naming it; an absent lr takes the type's default.
  static OptimizerConfig read(JsonReader& r);
  static OptimizerConfig fromJson(const nlohmann::json& j, ErrorKind kind = ErrorKind::InvalidArgument);
};

struct ScheduleConfig {
  std::string type = "cosine";  // "constant" | "step" | "cosine"
  int stepSize = 10;            // step: epochs between decays
  double gamma = 0.1;           // step: decay factor
  double minLr = 0.0;           // cosine: final learning rate
  // Gradual warm-up (Goyal et al., 2017): over the first W epochs the rate climbs linearly to the
  // schedule's, in W+1 equal steps (epoch 1 trains at 1/(W+1) of it). -1: chosen by the run (none
  // on one device; data parallel picks one when the global batch is larger than the device's).
  int warmupEpochs = -1;

  void validate() const;
  // Learning rate for 0-based epoch e of `epochs` (constant over the epoch), with `warmup` epochs
  // of warm-up (the resolved value of warmupEpochs; -1 reads as 0).
  double lrAt(double baseLr, int epoch, int epochs, int warmup) const;
  double lrAt(double baseLr, int epoch, int epochs) const { return lrAt(baseLr, epoch, epochs, warmupEpochs); }
  nlohmann::json toJson() const;
  // "schedule": "cosine" or {"type": "step", "step_size": 10, "gamma": 0.1}, strictly.
  static ScheduleConfig read(JsonReader& parent, const std::string& key);
};

// 16-bit parameters (mixed precision) get an f32 master copy that the updates work on, and
// f32 optimizer state; fp16 parameters also turn on dynamic loss scaling.
class Optimizer {
 public:
  // `owners`: each parameter's backend where a split model's parameters live on several devices
  // (Model::parameterBackends); empty: all on `backend`. Each device updates its own parameters.
  Optimizer(const OptimizerConfig& config, Backend& backend, std::vector<Param*> params, std::vector<Backend*> owners = {});
  // Applies the gradients currently in the parameters; lr, step count and loss scale come from
  // the trainer's StepState (backend.h), which the update advances on the device, ending the step
  // (cursor += advanceRows, as Backend::advanceStep) when advanceRows > 0.
  void step(Tensor& stepState, std::int64_t advanceRows = 0);
  // Steps applied so far, as the trainer last read them from the StepState (checkpoints).
  std::int64_t steps() const { return steps_; }
  void setSteps(std::int64_t s) { steps_ = s; }
  const OptimizerConfig& config() const { return config_; }
  bool dynamicLossScale() const { return dynamicLossScale_; }
  // Momentum buffers / moments / master weights, named after their parameter index: "p3.m1".
  std::vector<std::pair<std::string, Tensor*>> state();
  // After parameter values were replaced (a checkpoint was loaded): refresh the master copies.
  void syncMasterFromValues();
  // After the master copies were replaced (averaged with other replicas): the 16-bit values follow.
  void syncValuesFromMaster();
  // Updates only the parameters marked (per parameter, in the constructor's order); the others
  // keep their state for checkpoints (a pipeline stage in another process trains them there).
  void updateOnly(const std::vector<bool>& mine);

 private:
  OptimizerConfig config_;
  Backend& backend_;
  std::vector<Param*> params_;
  std::vector<Tensor> state1_, state2_, master_;
  std::vector<Backend*> owner_;  // per parameter
  // The parameters of each device: groups_[0] is `backend`'s (perhaps empty); the others update
  // with a copy of the trainer's StepState on their own device.
  struct Group {
    Backend* backend = nullptr;
    std::vector<ParamSlot> members;  // (not "slots": a Qt macro)
    Tensor state;
  };
  std::vector<Group> groups_;
  void update(Backend& b, std::span<ParamSlot> members, Tensor& state, std::int64_t advanceRows);
  std::int64_t steps_ = 0;
  bool dynamicLossScale_ = false;
};

}  // namespace nnlab

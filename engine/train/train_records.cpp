// The trainer's settings and results as data: TrainConfig's checks and JSON, the records' JSON,
// run statuses and phases (names and the texts users read).
#include <cmath>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "core/text.h"
#include "train/trainer.h"
#include "train/train_fields.h"

namespace nnlab {

using json = nlohmann::json;

namespace {
json finiteOrNull(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }
}  // namespace

void TrainConfig::validate() const {
  fields::kEpochs.require(epochs);
  fields::kBatch.require(batch);
  optimizer.validate();
  schedule.validate();
  if (dtype != DType::F32 && dtype != DType::F64)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "--dtype %1 is not a storage type for training: use f32 (or f64 for checks); for 16-bit mixed "
        "precision use --precision fp16 or bf16 on a CUDA device"),
        dtypeName(dtype)));
  if (dtype == DType::F64 && precision != Precision::FP32)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "f64 training and --precision %1 exclude each other"),
        precisionName(precision)));
}

json TrainConfig::toJson() const {
  return {{"epochs", epochs},           {"batch", batch}, {"optimizer", optimizer.toJson()},
          {"schedule", schedule.toJson()}, {"loss", lossName(loss)}, {"seed", seed},
          {"dtype", dtypeName(dtype)}};
}

TrainConfig TrainConfig::fromJson(const json& j, ErrorKind kind, const std::string& what) {
  TrainConfig c;
  JsonReader r(j, what, kind);
  c.epochs = static_cast<int>(r.integer("epochs", c.epochs, fields::kEpochs.minInt(), fields::kEpochs.maxInt()));
  c.batch = static_cast<int>(r.integer("batch", c.batch, fields::kBatch.minInt(), fields::kBatch.maxInt()));
  if (auto o = r.optionalObject("optimizer")) c.optimizer = OptimizerConfig::read(*o);
  c.schedule = ScheduleConfig::read(r, "schedule");
  c.loss = lossFromName(r.choice("loss", lossName(c.loss), fields::kLoss.choiceList()));
  c.seed = r.unsignedInteger("seed", c.seed);
  c.dtype = dtypeFromName(r.choice("dtype", dtypeName(c.dtype), {"f32", "f64", "f16", "bf16"}));
  r.finish();
  return c;
}

json EpochRecord::toJson() const {
  return {{"epoch", epoch},
          {"lr", lr},
          {"train_loss", finiteOrNull(trainLoss)},
          {"train_accuracy", trainAccuracy},
          {"val_loss", finiteOrNull(valLoss)},
          {"val_accuracy", finiteOrNull(valAccuracy)},
          {"val_macro_f1", finiteOrNull(valMacroF1)},
          {"train_seconds", trainSeconds},
          {"val_seconds", valSeconds},
          {"samples_per_second", samplesPerSecond},
          {"train_samples", trainSamples},
          {"steps", steps},
          {"skipped_steps", skippedSteps},
          {"loss_scale", lossScale},
          {"comm_seconds", finiteOrNull(commSeconds)},
          {"batch_losses", batchLosses}};
}

json EvalResult::toJson(const std::vector<std::string>& classNames) const {
  json j = metrics.toJson(classNames);
  j["loss"] = finiteOrNull(loss);
  j["seconds"] = seconds;
  return j;
}

const char* runStatusName(RunStatus s) {
  switch (s) {
    case RunStatus::Completed: return "completed";
    case RunStatus::Cancelled: return "cancelled";
    case RunStatus::Diverged: return "diverged";
    case RunStatus::Failed: return "failed";
    case RunStatus::Running: return "running";
    case RunStatus::Interrupted: return "interrupted";
    case RunStatus::Unknown: return "unknown";
  }
  return "?";
}

const char* runStatusText(RunStatus s) {
  switch (s) {
    case RunStatus::Completed: return NNLAB_TEXT("nnlab::runs", "completed");
    case RunStatus::Cancelled: return NNLAB_TEXT("nnlab::runs", "stopped");
    case RunStatus::Diverged: return NNLAB_TEXT("nnlab::runs", "diverged");
    case RunStatus::Failed: return NNLAB_TEXT("nnlab::runs", "failed");
    case RunStatus::Running: return NNLAB_TEXT("nnlab::runs", "running");
    case RunStatus::Interrupted: return NNLAB_TEXT("nnlab::runs", "interrupted");
    case RunStatus::Unknown: return NNLAB_TEXT("nnlab::runs", "unknown");
  }
  return "?";
}

RunStatus runStatusFromName(const std::string& name) {
  for (RunStatus s : {RunStatus::Completed, RunStatus::Cancelled, RunStatus::Diverged, RunStatus::Failed,
                      RunStatus::Running, RunStatus::Interrupted, RunStatus::Unknown})
    if (name == runStatusName(s)) return s;
  fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "unknown run status '%1' (known: completed, cancelled, diverged, failed, running, interrupted, "
      "unknown)"),
      name));
}

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Train: return "train";
    case Phase::Validation: return "validation";
    case Phase::Test: return "test";
  }
  return "?";
}

}  // namespace nnlab

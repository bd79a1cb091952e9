#include "experiment/experiment_runner.h"

#include <chrono>
#include <cmath>
#include <cstdio>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "core/format.h"
#include "data/split.h"
#include "hw/cpu_info.h"
#include "hw/gpu_info.h"
#include "train/checkpoint.h"

namespace nnlab {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }
}  // namespace

json RunRecord::toJson() const {
  json epochs = json::array();
  double trainTotal = 0.0, valTotal = 0.0;
  for (const auto& e : result.epochs) {
    epochs.push_back(e.toJson());
    trainTotal += e.trainSeconds;
    valTotal += e.valSeconds;
  }
  json j;
  j["format"] = "nnlab-run";
  j["version"] = 1;
  j["created"] = createdUtc;
  j["status"] = runStatusName(result.status);
  if (!result.message.empty()) j["message"] = result.message;
  j["spec"] = spec.toJson();
  j["backend"] = backendDescription;
  j["execution"] = execution;
  if (!gpu.is_null()) j["gpu"] = gpu;
  j["host"] = host;
  j["dataset"] = dataset;
  j["model"] = {{"name", spec.model.name}, {"params", params}, {"forward_flops_per_sample", flopsPerSample}};
  j["timing"] = {{"data_load_seconds", dataSeconds},
                 {"model_create_seconds", modelSeconds},
                 {"train_seconds", trainTotal},
                 {"validation_seconds", valTotal},
                 {"test_seconds", result.test ? result.test->seconds : 0.0},
                 {"phases_total_seconds", result.totalSeconds}};
  if (resumedFromEpoch) j["resumed_from_epoch"] = resumedFromEpoch;
  j["epochs"] = epochs;
  j["test"] = result.test ? result.test->toJson(classNames) : json(nullptr);
  return j;
}

std::string RunRecord::epochsCsv() const {
  std::string out =
      "epoch,lr,train_loss,train_accuracy,val_loss,val_accuracy,train_seconds,val_seconds,samples_per_second\n";
  char buf[512];
  auto num = [](double v) {
    char b[64];
    if (!std::isfinite(v)) return std::string();
    std::snprintf(b, sizeof b, "%.9g", v);
    return std::string(b);
  };
  for (const auto& e : result.epochs) {
    std::snprintf(buf, sizeof buf, "%d,%s,%s,%s,%s,%s,%s,%s,%s\n", e.epoch, num(e.lr).c_str(), num(e.trainLoss).c_str(),
                  num(e.trainAccuracy).c_str(), num(e.valLoss).c_str(), num(e.valAccuracy).c_str(),
                  num(e.trainSeconds).c_str(), num(e.valSeconds).c_str(), num(e.samplesPerSecond).c_str());
    out += buf;
  }
  return out;
}

RunRecord runExperiment(const ExperimentSpec& spec, TrainObserver* observer, const std::atomic<bool>* stop,
                        const DataLocations& where) {
  spec.validate();
  RunRecord rec;
  rec.spec = spec;
  rec.createdUtc = utcNowIso();
  rec.host = detectCpu().toJson();

  auto t0 = Clock::now();
  Dataset data = loadDataset(spec.dataset, where);
  DatasetSplits splits = stratifiedSplit(data, spec.split, spec.train.seed);
  rec.dataSeconds = since(t0);
  rec.classNames = data.classNames;
  rec.dataset = {{"name", data.name},
                 {"synthetic", data.synthetic},
                 {"description", data.description},
                 {"source", data.source},
                 {"samples", data.size()},
                 {"sample_shape", data.sampleShape().dims()},
                 {"classes", data.classes()},
                 {"split_percent", spec.split},
                 {"split_sizes", {splits.train.size(), splits.validation.size(), splits.test.size()}}};

  auto backend = makeBackend(spec.backend, spec.threads);
  backend->setPrecision(spec.train.precision);
  backend->setDeterministic(spec.train.deterministic);
  rec.backendDescription = backend->describe();
  if (!backend->device().isCpu()) {
    const GpuDetection& d = detectGpus();
    for (const auto& g : d.gpus)
      if (g.index == backend->device().index) rec.gpu = g.toJson();
    if (!rec.gpu.is_null())
      rec.gpu["software"] = {{"driver", d.driverVersion}, {"runtime", d.runtimeVersion}, {"cudnn", d.cudnnVersion},
                             {"cublas", d.cublasVersion}};
  }

  t0 = Clock::now();
  auto model = Model::create(spec.model, data.sampleShape(), data.classes());
  // Mixed precision keeps activations and weight copies in 16 bits (master weights stay f32).
  const DType dtype = isMixed(spec.train.precision) ? computeDType(spec.train.precision) : spec.train.dtype;
  model->build(*backend, dtype, spec.train.seed);
  Trainer trainer(*model, *backend, spec.train);
  if (!spec.resumeFrom.empty()) {
    const CheckpointInfo info = loadCheckpoint(spec.resumeFrom, *model, &trainer);
    if (info.epochsDone >= spec.train.epochs)
      fail(ErrorKind::InvalidArgument, "checkpoint '" + spec.resumeFrom + "' already has " +
                                           std::to_string(info.epochsDone) + " epochs: ask for more than that to resume");
    rec.resumedFromEpoch = info.epochsDone;
  }
  rec.modelSeconds = since(t0);
  rec.params = model->paramCount();
  rec.flopsPerSample = model->check().flopsPerSample;

  rec.result = trainer.fit(splits, observer, stop);
  rec.execution = trainer.executionSummary();

  // A diverged or failed run's weights are not worth keeping (they may hold NaN).
  const bool keep = rec.result.status == RunStatus::Completed || rec.result.status == RunStatus::Cancelled;
  if (keep && !spec.checkpointPath.empty() && trainer.epochsDone() > rec.resumedFromEpoch) {
    try {
      saveCheckpoint(spec.checkpointPath, *model, &trainer,
                     {{"dataset", spec.dataset}, {"split", spec.split}, {"run_status", runStatusName(rec.result.status)}});
    } catch (const Error& e) {
      if (rec.result.message.empty()) rec.result.message = e.what();
      if (rec.result.status == RunStatus::Completed) rec.result.status = RunStatus::Failed;
    }
  }
  return rec;
}

}  // namespace nnlab

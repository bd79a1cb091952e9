#include "experiment/experiment_spec.h"

#include <cmath>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "experiment/experiment_fields.h"
#include "optim/optimizer_fields.h"
#include "train/train_fields.h"

namespace nnlab {

using json = nlohmann::json;

namespace {


void readModel(JsonReader& r, ExperimentSpec& s) {
  const json* m = r.raw("model");
  if (!m) r.failAt("model", "is missing (a preset name such as \"lenet5\", a model file path, or a model spec object)");
  if (m->is_string()) {
    s.modelRef = m->get<std::string>();
    s.model = loadModelSpec(s.modelRef);
  } else if (m->is_object()) {
    s.model = ModelSpec::fromJson(*m, r.what(), r.pathOf("model"), true);
    s.modelRef = r.str("model_ref", "");
  } else {
    r.wrongType("model", "a preset name, a file path or a model spec object");
  }
  r.allow({"model_ref"});
}

void readDataset(JsonReader& r, ExperimentSpec& s) {
  const json* d = r.raw("dataset");
  if (!d) return;
  if (d->is_string()) {
    s.dataset = d->get<std::string>();
    return;
  }
  if (!d->is_object()) r.wrongType("dataset", "a dataset name or an object {\"name\", \"split\"}");
  JsonReader dr = r.object("dataset");
  s.dataset = dr.str("name", s.dataset);
  if (dr.has("split")) {
    const auto v = dr.numbers("split", 3, 0.0, 100.0);
    s.split = {v[0], v[1], v[2]};
  }
  dr.finish();
}

// Device names as the engine writes them ("gpu" -> "cuda:0", "cpu" -> "cpu-blas"): one spelling in
// records, labels and histories. A name that is not a device stays as written (a stored run that
// failed on it must still read back); validate() refuses it before anything runs.
void canonicalDevices(ExperimentSpec& s) {
  if (DeviceRef::valid(s.backend)) s.backend = DeviceRef::parse(s.backend).name();
  for (auto& d : s.devices)
    if (DeviceRef::valid(d)) d = DeviceRef::parse(d).name();
}

// device: "cuda:0" or {"name": ..., "threads": ..., ...}; version 1 called the name "backend".
void readDevice(JsonReader& r, ExperimentSpec& s, bool v1) {
  const json* d = r.raw("device");
  if (!d) return;
  if (d->is_string()) {
    s.backend = d->get<std::string>();
    canonicalDevices(s);
    return;
  }
  if (!d->is_object()) r.wrongType("device", "a device name such as \"cuda:0\" or an object");
  JsonReader dr = r.object("device");
  const std::string nameKey = v1 ? "backend" : "name";
  if (const json* n = dr.raw(nameKey); n && n->is_array()) {
    s.devices = dr.strings(nameKey, 64);
    if (s.devices.empty()) dr.failAt(nameKey, "is an empty list: name at least one device");
    s.backend = s.devices.front();  // a list of one: the data-parallel path with one replica
  } else {
    s.backend = dr.str(nameKey, s.backend);
  }
  s.threads = static_cast<int>(dr.integer("threads", s.threads, fields::kThreads.minInt(), fields::kThreads.maxInt()));
  s.train.precision = precisionFromName(dr.choice("precision", precisionName(s.train.precision), fields::kPrecision.choiceList()));
  s.train.graphs = dr.boolean("graphs", s.train.graphs);
  s.train.deterministic = dr.boolean("deterministic", s.train.deterministic);
  if (!v1) {
    s.layout = dr.choice("layout", s.layout, fields::kLayout.choiceList());
    s.dataPlacement = dr.choice("data", s.dataPlacement, fields::kDataPlacement.choiceList());
    s.memoryBudgetGiB = dr.number("memory_budget_gib", s.memoryBudgetGiB, fields::kMemoryBudget.min, fields::kMemoryBudget.max);
  }
  dr.finish();
  canonicalDevices(s);
}

ParallelSpec readParallel(JsonReader& r) {
  using namespace fields;
  ParallelSpec p;
  p.strategy = r.choice("strategy", p.strategy, kStrategy.choiceList());
  p.batch = r.choice("batch", p.batch, kParallelBatch.choiceList());
  p.averageEvery = static_cast<int>(r.integer("average_every", p.averageEvery, kAverageEvery.minInt(), kAverageEvery.maxInt()));
  if (const json* c = r.raw("cpu_share"); c && !(c->is_string() && c->get<std::string>() == "auto"))
    p.cpuShare = r.number("cpu_share", p.cpuShare, kCpuShare.min, kCpuShare.max);
  p.calibrationSteps = static_cast<int>(
      r.integer("calibration_steps", p.calibrationSteps, kCalibrationSteps.minInt(), kCalibrationSteps.maxInt()));
  p.lrScaling = r.choice("lr_scaling", p.lrScaling, kLrScaling.choiceList());
  p.syncBatchNorm = r.boolean("sync_batch_norm", p.syncBatchNorm);
  p.gradientReduction = r.choice("gradient_reduction", p.gradientReduction, kGradientReduction.choiceList());
  r.finish();
  return p;
}

PipelineSpec readPipeline(JsonReader& r) {
  PipelineSpec p;
  p.devices = r.strings("devices", 64);
  if (const json* st = r.raw("stages"); st && !(st->is_string() && st->get<std::string>() == "auto")) {
    if (!st->is_array()) r.wrongType("stages", "\"auto\" or a list of each stage's first layer (1-based), like [1, 6]");
    for (std::int64_t v : r.integers("stages", 1, 64, 1, 100000)) p.stages.push_back(static_cast<int>(v));
  }
  using namespace fields;
  p.balance = r.choice("balance", p.balance, kBalance.choiceList());
  p.microBatches = static_cast<int>(r.integer("micro_batches", p.microBatches, kMicroBatches.minInt(), kMicroBatches.maxInt()));
  p.schedule = r.choice("schedule", p.schedule, kPipelineSchedule.choiceList());
  r.finish();
  return p;
}

EnergySpec readEnergy(JsonReader& r) {
  EnergySpec e;
  e.enabled = r.boolean("enabled", e.enabled);
  e.hz = r.number("hz", e.hz, fields::kPowerHz.min, fields::kPowerHz.max);
  e.idleSeconds = r.number("idle_s", e.idleSeconds, fields::kIdleSeconds.min, fields::kIdleSeconds.max);
  r.finish();
  return e;
}

void readTraining(JsonReader& t, TrainConfig& c) {
  using namespace fields;
  c.epochs = static_cast<int>(t.integer("epochs", c.epochs, kEpochs.minInt(), kEpochs.maxInt()));
  c.batch = static_cast<int>(t.integer("batch", c.batch, kBatch.minInt(), kBatch.maxInt()));
  c.loss = lossFromName(t.choice("loss", lossName(c.loss), kLoss.choiceList()));
  c.dtype = dtypeFromName(t.choice("dtype", dtypeName(c.dtype), kDtype.choiceList()));
  c.schedule = ScheduleConfig::read(t, "schedule");
}

ExperimentSpec readV2(JsonReader& r) {
  ExperimentSpec s;
  readModel(r, s);
  readDataset(r, s);
  readDevice(r, s, false);
  if (auto t = r.optionalObject("training")) {
    readTraining(*t, s.train);
    t->finish();
  }
  if (auto o = r.optionalObject("optimizer")) s.train.optimizer = OptimizerConfig::read(*o);
  if (auto p = r.optionalObject("parallel")) s.parallel = readParallel(*p);
  if (auto e = r.optionalObject("energy")) s.energy = readEnergy(*e);
  if (auto p = r.optionalObject("pipeline")) {
    s.pipeline = readPipeline(*p);
    if (!s.pipeline.devices.empty() && !r.has("device")) s.backend = s.pipeline.devices.front();
  }
  s.train.seed = r.unsignedInteger("seed", s.train.seed);
  return s;
}

// Version 1: {"train": {"epochs", "batch", "optimizer", "schedule", "loss", "seed", "dtype"},
// "device": {"backend", "threads", "precision", "graphs", "deterministic"}}.
ExperimentSpec readV1(JsonReader& r) {
  ExperimentSpec s;
  readModel(r, s);
  readDataset(r, s);
  if (auto t = r.optionalObject("train")) {
    readTraining(*t, s.train);
    if (auto o = t->optionalObject("optimizer")) s.train.optimizer = OptimizerConfig::read(*o);
    s.train.seed = t->unsignedInteger("seed", s.train.seed);
    t->finish();
  }
  readDevice(r, s, true);  // after "train": the device's precision must not be reset by it
  return s;
}

}  // namespace

ExperimentSpec ExperimentSpec::defaults() {
  ExperimentSpec s;
  s.modelRef = kDefaultModel;
  s.model = loadModelSpec(kDefaultModel);
  s.name = s.defaultName();
  return s;
}

nlohmann::json ParallelSpec::toJson() const {
  json j{{"strategy", strategy},
         {"batch", batch},
         {"average_every", averageEvery},
         {"cpu_share", cpuShare < 0 ? json("auto") : json(cpuShare)},
         {"calibration_steps", calibrationSteps}};
  if (lrScaling != "none") j["lr_scaling"] = lrScaling;  // written when set: older specs hash the same
  if (syncBatchNorm) j["sync_batch_norm"] = true;
  if (gradientReduction != "f32") j["gradient_reduction"] = gradientReduction;
  return j;
}

nlohmann::json EnergySpec::toJson() const { return {{"enabled", enabled}, {"hz", hz}, {"idle_s", idleSeconds}}; }

std::string ExperimentSpec::defaultName() const {
  const std::string m = !model.name.empty() ? model.name : !modelRef.empty() ? modelRef : "model";
  return m + "-" + dataset;
}

std::string ExperimentSpec::deviceLabel(const std::string& gpuModel) const {
  for (const auto& d : deviceList())
    if (!DeviceRef::valid(d)) {
      std::string out;
      for (const auto& n : deviceList()) out += (out.empty() ? "" : "+") + n;
      return out;
    }
  // A split model's stages read apart from data-parallel replicas of the same devices.
  if (pipeline.enabled() && !dataParallel()) {  // the stages in their order: what runs first reads first
    std::string stages;
    for (const auto& d : pipeline.devices) stages += (stages.empty() ? "" : " -> ") + d;
    return stages + " pipeline";
  }
  if (pipeline.enabled()) return deviceSet().label(gpuModel) + " x " + std::to_string(pipeline.devices.size()) + "-stage pipeline";
  return deviceSet().label(gpuModel);
}

std::vector<std::string> ExperimentSpec::stageDevicesOf(int replica) const {
  const DeviceSet set = DeviceSet::of(pipeline.devices);
  const int gpus = set.count(DeviceRef::Kind::Cuda);
  std::vector<std::string> out;
  for (DeviceRef d : set.devices()) {
    if (d.isGpu()) d.index += replica * gpus;
    out.push_back(d.name());
  }
  return out;
}

void ExperimentSpec::validate() const {
  using namespace fields;
  double total = 0.0;
  for (double p : split) {
    kSplit.require(p);
    total += p;
  }
  if (std::fabs(total - 100.0) > 0.01)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "split percentages must add up to 100, got %1"),
        realArg(formatDouble(total))));
  if (split[0] <= 0.0) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "the training split must be larger than 0 %")));
  kThreads.require(threads, NNLAB_TEXT("nnlab::messages", " (0: all cores)"));
  if (!kLayout.allows(layout))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "device layout must be one of %1, not '%2'"),
        kLayout.rangeText(), layout));
  if (!kDataPlacement.allows(dataPlacement))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "device data placement must be one of %1, not '%2'"),
        kDataPlacement.rangeText(), dataPlacement));
  kMemoryBudget.require(memoryBudgetGiB, NNLAB_TEXT("nnlab::messages", " (0: none)"));
  if (dataset.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "the experiment names no dataset")));
  const DeviceSet set = deviceSet();  // every name parses
  for (std::size_t i = 0; i < set.size(); ++i)
    for (std::size_t k = 0; k < i; ++k)
      if (set.devices()[i] == set.devices()[k] && set.devices()[i].isGpu())
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "device %1 is named twice: a GPU trains one replica"),
            set.devices()[i].name()));
  if (dataParallel() && parallel.batch == "global" && static_cast<std::size_t>(train.batch) < 2 * devices.size())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a global batch of %1 cannot be split over %2 devices (each needs at least 2 samples)"),
        std::to_string(train.batch), std::to_string(devices.size())));
  if (pipeline.enabled()) {
    if (pipeline.devices.size() < 2 || pipeline.devices.size() > 64)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "model parallelism needs 2 to 64 stage devices, got %1"),
          std::to_string(pipeline.devices.size())));
    DeviceSet::of(pipeline.devices);  // every name parses
    // Combined with data parallelism: each replica (a device of the list) is a copy of the pipeline,
    // their gradients all-reduced every step.
    if (dataParallel() && parallel.strategy != "allreduce")
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "model parallelism (pipeline) with several replicas combines their gradients by all-reduce only, "
          "not '%1'"),
          parallel.strategy));
    if (parallel.syncBatchNorm)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "synchronised batch norm is not built for model parallelism (pipeline): each micro-batch "
          "normalises by itself; turn one of them off")));
    if (!pipeline.stages.empty()) {
      if (pipeline.stages.size() != pipeline.devices.size())
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "the pipeline names %1 devices but %2 stage starts: one per device"),
            std::to_string(pipeline.devices.size()), std::to_string(pipeline.stages.size())));
      if (pipeline.stages.front() != 1)
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "the first pipeline stage begins at layer 1, not %1"),
            std::to_string(pipeline.stages.front())));
      for (std::size_t i = 1; i < pipeline.stages.size(); ++i)
        if (pipeline.stages[i] <= pipeline.stages[i - 1])
          fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
              "pipeline stages must begin at increasing layers (stage %1 begins at %2)"),
              std::to_string(i + 1), std::to_string(pipeline.stages[i])));
    }
    if (!kBalance.allows(pipeline.balance))
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "pipeline balance must be one of %1, not '%2'"),
          kBalance.rangeText(), pipeline.balance));
    if (!kPipelineSchedule.allows(pipeline.schedule))
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "pipeline schedule must be one of %1, not '%2'"),
          kPipelineSchedule.rangeText(), pipeline.schedule));
    kMicroBatches.require(pipeline.microBatches);
    // Replicas of a pipeline with GPU stages: replica r's stages take the next GPUs
    // (stageDevicesOf); the device list names where each replica's pipeline begins.
    if (dataParallel() && DeviceSet::of(pipeline.devices).anyGpu()) {
      std::string expected;
      bool same = true;
      for (std::size_t r = 0; r < devices.size(); ++r) {
        const std::string first = stageDevicesOf(static_cast<int>(r)).front();
        if (!expected.empty()) expected.append(",");
        expected.append(first);
        same = same && DeviceRef::valid(devices[r]) && DeviceRef::parse(devices[r]) == DeviceRef::parse(first);
      }
      if (!same)
        fail(ErrorKind::InvalidArgument,
             msg(NNLAB_TEXT("nnlab::messages",
                            "with GPU stages, each replica of the pipeline takes the next GPUs (replica 2 of %1 stages "
                            "begins where replica 1's end), so the %2 replicas' devices are %3: name those (or one device "
                            "per replica where its pipeline begins)"),
                 std::to_string(pipeline.devices.size()), std::to_string(devices.size()), expected));
    }
    if (pipeline.schedule != "naive" && train.batch < pipeline.microBatches)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "a batch of %1 cannot make %2 micro-batches: choose a batch of at least %2 or fewer micro-batches"),
          std::to_string(train.batch), std::to_string(pipeline.microBatches)));
  }
  if (!kGradientReduction.allows(parallel.gradientReduction))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the gradient reduction must be one of %1, not '%2'"),
        kGradientReduction.rangeText(), parallel.gradientReduction));
  if (dataParallel() && parallel.strategy != "allreduce" && (parallel.syncBatchNorm || parallel.gradientReduction != "f32"))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "%1 needs the all-reduce strategy (every replica at the same step), not '%2'"),
        (parallel.syncBatchNorm ? msg(NNLAB_TEXT("nnlab::messages", "synchronised batch norm")) : msg(NNLAB_TEXT("nnlab::messages", "a 16-bit gradient reduction"))),
        parallel.strategy));
  kPowerHz.require(energy.hz);
  kIdleSeconds.require(energy.idleSeconds);
  train.validate();
}

json PipelineSpec::toJson() const {
  return {{"devices", devices},
          {"stages", stages.empty() ? json("auto") : json(stages)},
          {"balance", balance},
          {"micro_batches", microBatches},
          {"schedule", schedule}};
}

json ExperimentSpec::toJson() const {
  json j;
  j["format"] = "nnlab-experiment";
  j["version"] = kVersion;
  j["name"] = name;
  j["model"] = model.toJson();
  if (!modelRef.empty()) j["model_ref"] = modelRef;
  j["dataset"] = {{"name", dataset}, {"split", split}};
  j["device"] = {{"name", !devices.empty() ? json(devices) : json(backend)},
                 {"threads", threads},
                 {"precision", precisionName(train.precision)},
                 {"graphs", train.graphs},
                 {"deterministic", train.deterministic},
                 {"layout", layout},
                 {"data", dataPlacement}};
  if (memoryBudgetGiB > 0) j["device"]["memory_budget_gib"] = memoryBudgetGiB;
  j["training"] = {{"epochs", train.epochs},
                   {"batch", train.batch},
                   {"loss", lossName(train.loss)},
                   {"dtype", dtypeName(train.dtype)},
                   {"schedule", train.schedule.toJson()}};
  j["optimizer"] = train.optimizer.toJson();
  if (dataParallel() || !(parallel == ParallelSpec{})) j["parallel"] = parallel.toJson();
  if (!(energy == EnergySpec{})) j["energy"] = energy.toJson();
  if (pipeline.enabled()) j["pipeline"] = pipeline.toJson();
  j["seed"] = train.seed;
  if (!resumeFrom.empty()) j["resume"] = resumeFrom;
  if (!checkpointPath.empty()) j["checkpoint"] = checkpointPath;
  return j;
}

ExperimentSpec ExperimentSpec::fromJson(const json& j, const std::string& what) {
  JsonReader r(j, what, ErrorKind::InvalidArgument);
  if (r.has("format") && r.str("format", "") != "nnlab-experiment") {
    const std::string f = r.str("format", "");
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is a \"%2\" file, not an experiment spec%3"),
        what, f,
        (f == "nnlab-run" ? msg(NNLAB_TEXT("nnlab::messages", " (open a run record with History or `nnlab-cli history import`)")) : plainMessage(""))));
  }
  r.allow({"format"});
  const int version = static_cast<int>(r.integer("version", r.has("train") ? 1 : kVersion, 1, kVersion));
  ExperimentSpec s = version == 1 ? readV1(r) : readV2(r);
  s.name = r.str("name", "");
  s.resumeFrom = r.str("resume", "");
  s.checkpointPath = r.str("checkpoint", "");
  r.finish();
  if (s.name.empty()) s.name = s.defaultName();
  return s;
}

ExperimentSpec ExperimentSpec::load(const std::string& path) {
  const std::string what = "experiment spec '" + path + "'";
  return fromJson(readJsonFile(path, what, ErrorKind::BadInput, 16u << 20), what);
}

}  // namespace nnlab

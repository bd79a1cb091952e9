#include "experiment/prediction_check.h"

#include <algorithm>
#include <cmath>

#include "core/device_set.h"
#include "core/error.h"
#include "core/format.h"
#include "core/precision.h"
#include "hw/predict.h"
#include "nn/model.h"

namespace nnlab {

double medianTrainEpoch(const RunRecord& rec) {
  std::vector<double> t;
  const auto& e = rec.result.epochs;
  for (std::size_t i = e.size() > 1 ? 1 : 0; i < e.size(); ++i)
    if (e[i].trainSeconds > 0) t.push_back(e[i].trainSeconds);
  if (t.empty()) return 0.0;
  std::sort(t.begin(), t.end());
  return t.size() % 2 ? t[t.size() / 2] : 0.5 * (t[t.size() / 2 - 1] + t[t.size() / 2]);
}

namespace {

// The device a run trained on, as figures: its database entry, else this machine's when the run
// was made here.
std::optional<DeviceFigures> figuresOfRun(const RunRecord& rec, const HardwareDatabase& db,
                                          const std::vector<DeviceFigures>& thisMachine, std::string& why) {
  const bool gpu = isGpuDevice(rec.spec.backend);
  const HardwareSpec* match = gpu ? (rec.gpu ? db.match(rec.gpu->name) : nullptr) : db.match(rec.host.model);
  if (match) return figuresFromSpec(*match);
  if (rec.hostname == thisHostName()) {
    const std::string key = gpu && rec.gpu ? "this:cuda" + std::to_string(rec.gpu->index) : "this:cpu";
    for (const DeviceFigures& d : thisMachine)
      if (d.key == key) return d;
  }
  why = msg(NNLAB_TEXT("nnlab::messages", "its device (%1) is not in the hardware database"),
            gpu ? (rec.gpu ? rec.gpu->name : rec.spec.backend) : rec.host.model).text();
  return std::nullopt;
}

// The run's model, batch (or one device's share of it), precision and samples on `figures`,
// efficiencies assumed.
DevicePrediction predictRun(const RunRecord& rec, const DeviceFigures& figures, int batch = 0) {
  const ModelCheck check = checkModel(rec.spec.model, Shape(rec.dataset.sampleShape), rec.dataset.classes);
  PredictOptions o;
  o.batch = batch > 0 ? batch : rec.spec.train.batch;
  o.precision = precisionName(rec.spec.train.precision);
  o.trainSamples = rec.result.epochs.empty() ? 0 : rec.result.epochs.back().trainSamples;
  o.validationSamples = rec.dataset.splitSizes.size() > 1 ? rec.dataset.splitSizes[1] : 0;
  o.optimizerStates = rec.spec.train.optimizer.stateTensors();
  return predictOnDevice(check, figures, o);
}

double gradientBytesOf(const RunRecord& rec, const std::string& precision) {
  const ModelCheck check = checkModel(rec.spec.model, Shape(rec.dataset.sampleShape), rec.dataset.classes);
  return double(check.totalParams) * (precision == "fp16" || precision == "bf16" ? 2.0 : 4.0);
}

// A data-parallel run's GPUs as this machine's figures name them: their common title, or why not.
std::optional<std::string> identicalGpus(const RunRecord& rec, const std::vector<std::string>& devices,
                                         const std::vector<DeviceFigures>& thisMachine, std::string& why) {
  std::vector<std::string> titles;
  for (const std::string& d : devices) {
    if (!isGpuDevice(d)) {
      why = msg(NNLAB_TEXT("nnlab::messages", "data parallel on CPU replicas (%1): the what-if model predicts data parallel over GPUs"),
                rec.spec.deviceLabel()).text();
      return std::nullopt;
    }
    if (rec.hostname != thisHostName()) {
      why = msg(NNLAB_TEXT("nnlab::messages", "the models of its GPUs were not recorded (it ran on %1)"), rec.hostname).text();
      return std::nullopt;
    }
    const std::string key = "this:cuda" + std::to_string(DeviceRef::parse(d).index);
    const auto it = std::find_if(thisMachine.begin(), thisMachine.end(), [&](const DeviceFigures& f) { return f.key == key; });
    if (it == thisMachine.end()) {
      why = msg(NNLAB_TEXT("nnlab::messages", "this machine has no %1 to tell its model"), d).text();
      return std::nullopt;
    }
    if (std::find(titles.begin(), titles.end(), it->title) == titles.end()) titles.push_back(it->title);
  }
  if (titles.size() != 1) {
    std::string list;
    for (const auto& t : titles) list += (list.empty() ? "" : ", ") + t;
    why = msg(NNLAB_TEXT("nnlab::messages", "several different devices (%1)"), list).text();
    return std::nullopt;
  }
  return titles.front();
}

}  // namespace

RunPrediction predictRecord(const RunRecord& rec, const HardwareDatabase& db, const std::vector<DeviceFigures>& thisMachine) {
  RunPrediction out;
  out.modelVersion = kWhatIfModelVersion;
  const std::string precision = precisionName(rec.spec.train.precision);
  const bool gpu = isGpuDevice(rec.spec.backend);
  out.deviceClass = gpu ? "gpu " + precision : rec.spec.backend;
  auto no = [&](const std::string& why) {
    out.available = false;
    out.reason = why;
    return out;
  };
  if (rec.pipeline || rec.spec.pipeline.enabled())
    return no(msg(NNLAB_TEXT("nnlab::messages", "a pipeline (model parallel) run: `nnlab-cli predict --pipeline-stages` predicts its stages")).text());
  if (rec.result.epochs.empty() || rec.result.epochs.back().trainSamples <= 0) return no(msg(NNLAB_TEXT("nnlab::messages", "no finished epoch")).text());
  // Data parallel: N identical GPUs of one host, all-reduce every step.
  int n = 1, batch = 0;
  if (rec.parallel) {
    const ParallelFacts& f = *rec.parallel;
    const std::vector<std::string> devices = f.devices.empty() ? rec.spec.deviceList() : f.devices;
    n = static_cast<int>(devices.size());
    if (n > 1) {
      std::vector<std::string> hosts;
      for (const auto& h : f.hosts)
        if (std::find(hosts.begin(), hosts.end(), h) == hosts.end()) hosts.push_back(h);
      if (hosts.size() > 1)
        return no(msg(NNLAB_TEXT("nnlab::messages", "trained across %1 hosts: the network between them is not recorded"), hosts.size()).text());
      std::string why;
      if (!identicalGpus(rec, devices, thisMachine, why)) return no(why);
      if (f.strategy != "allreduce")
        return no(msg(NNLAB_TEXT("nnlab::messages", "the what-if model predicts all-reduce data parallel, not %1"),
                      f.strategy.empty() ? msg(NNLAB_TEXT("nnlab::messages", "this strategy")) : plainMessage(f.strategy)).text());
      const std::int64_t global = f.globalBatch > 0 ? f.globalBatch
                                  : rec.spec.parallel.batch == "global" ? rec.spec.train.batch
                                                                        : std::int64_t{rec.spec.train.batch} * n;
      batch = static_cast<int>(std::max<std::int64_t>(1, (global + n - 1) / n));  // one device's share
      out.deviceClass += " x" + std::to_string(n);
    }
  }
  std::string why;
  const std::optional<DeviceFigures> figures = figuresOfRun(rec, db, thisMachine, why);
  if (!figures) return no(why);
  out.device = figures->title;
  const DevicePrediction p = predictRun(rec, *figures, batch);
  if (!p.available) return no(p.reason);
  out.available = true;
  out.epochSeconds = p.epochSeconds;
  out.low = p.epochLow();
  out.high = p.epochHigh();
  if (n > 1) {
    ScalingOptions so;
    so.gpus = {n};
    so.nodes = {1};
    so.intra = figures->spec ? gpuLinkOf(*figures->spec) : linkByName("pcie3");
    so.inter = so.intra;
    so.gradientBytes = gradientBytesOf(rec, p.precision);
    const ScalingPoint pt = predictScaling(p, so).points.front();
    // The training phase: the scaling's epoch less rank 0's validation.
    out.devices = n;
    out.devicesEpochSeconds = std::max(0.0, pt.epochSeconds - p.validationSeconds);
    out.devicesLow = out.devicesEpochSeconds * (1.0 - p.uncertainty);
    out.devicesHigh = out.devicesEpochSeconds * (1.0 + p.uncertainty);
    out.link = so.intra.name;
  }
  return out;
}

RunPrediction predictFinishedRun(const RunRecord& rec, const HwBenchResult* bench) {
  try {
    const HardwareDatabase& db = hardwareDatabase();
    std::vector<DeviceFigures> here = figuresOfThisMachine(&db);
    if (bench) mergeBench(here, *bench, &db, true);
    return predictRecord(rec, db, here);
  } catch (const Error& e) {  // an unreadable database or model: the run keeps why
    RunPrediction out;
    out.modelVersion = kWhatIfModelVersion;
    out.reason = std::string("no prediction could be made: ") + e.what();
    return out;
  }
}

Message predictionMessage(const RunRecord& rec) {
  if (!rec.prediction) return plainMessage("");
  const RunPrediction& p = *rec.prediction;
  if (!p.available)
    return msg(NNLAB_TEXT("nnlab::messages", "Predicted epoch (what-if): none made when the run ended: %1"), plainMessage(p.reason));
  const Message range = msg(NNLAB_TEXT("nnlab::messages", "%1 s (range %2-%3)"), realArg(formatDouble(p.comparedSeconds(), 3)),
                            realArg(formatDouble(p.comparedLow(), 3)), realArg(formatDouble(p.comparedHigh(), 3)));
  const std::string devices = p.devices > 1 ? " x" + std::to_string(p.devices) : std::string();
  Message measuredPart = plainMessage("");
  if (const double measured = medianTrainEpoch(rec); measured > 0) {
    const double error = p.comparedSeconds() / measured - 1.0;
    std::string percent = error >= 0 ? "+" : "";
    percent.append(std::to_string(std::llround(100.0 * error)));
    measuredPart = msg(NNLAB_TEXT("nnlab::messages", ", measured %1 s, error %2 %"), realArg(formatDouble(measured, 3)), percent);
  }
  Message version = plainMessage("");
  if (p.modelVersion != kWhatIfModelVersion)
    version = msg(NNLAB_TEXT("nnlab::messages", " (what-if model version %1; this build's is %2)"), p.modelVersion,
                  kWhatIfModelVersion);
  return msg(NNLAB_TEXT("nnlab::messages", "Predicted epoch (what-if, %1): %2 on %3%4%5%6"), p.basis, range, p.device, devices,
             measuredPart, version);
}

std::string predictionLine(const RunRecord& rec) { return predictionMessage(rec).text(); }

std::optional<ScalingPrediction> predictedScalingFor(const RunRecord& rec, const HardwareDatabase& db,
                                                     const std::vector<DeviceFigures>& thisMachine, std::string* why) {
  std::string reason;
  auto no = [&](const std::string& w) -> std::optional<ScalingPrediction> {
    if (why) *why = w;
    return std::nullopt;
  };
  if (rec.parallel) return no(msg(NNLAB_TEXT("nnlab::messages", "the baseline trained on several devices")).text());
  if (!isGpuDevice(rec.spec.backend)) return no(msg(NNLAB_TEXT("nnlab::messages", "the baseline is not a GPU run")).text());
  const double measured = medianTrainEpoch(rec);
  if (measured <= 0.0) return no(msg(NNLAB_TEXT("nnlab::messages", "the baseline has no finished epoch")).text());
  const std::optional<DeviceFigures> figures = figuresOfRun(rec, db, thisMachine, reason);
  if (!figures) return no(reason);
  const DevicePrediction p = predictRun(rec, *figures);
  if (!p.available) return no(p.reason);
  const DevicePrediction one = calibrated(p, p, measured, true);
  ScalingOptions so;
  so.intra = figures->spec ? gpuLinkOf(*figures->spec) : linkByName("pcie3");
  so.inter = linkByName("ib-hdr");
  const ModelCheck check = checkModel(rec.spec.model, Shape(rec.dataset.sampleShape), rec.dataset.classes);
  so.gradientBytes = double(check.totalParams) * (p.precision == "fp16" || p.precision == "bf16" ? 2.0 : 4.0);
  so.gpus = {1, 2, 4, 8};
  so.nodes = {1};
  ScalingPrediction s = predictScaling(one, so);
  so.gpus = {8};
  so.nodes = {2, 4, 8};
  for (const ScalingPoint& pt : predictScaling(one, so).points) s.points.push_back(pt);
  return s;
}

PredictionCheck checkPrediction(const RunRecord& rec, const HardwareDatabase& db, const std::vector<DeviceFigures>& thisMachine) {
  PredictionCheck c;
  c.runId = rec.id;
  c.label = rec.label;
  c.measuredSeconds = medianTrainEpoch(rec);
  // The prediction made when the run ended, unless an older model made it or none could be made then.
  const std::optional<RunPrediction>& stored = rec.prediction;
  const bool useStored = stored && stored->available && stored->modelVersion == kWhatIfModelVersion;
  const RunPrediction p = useStored ? *stored : predictRecord(rec, db, thisMachine);
  c.source = useStored ? "stored" : "recomputed";
  if (!stored)
    c.note = "no prediction was stored with the run";
  else if (stored->modelVersion != kWhatIfModelVersion)
    c.note = "stored by what-if model version " + std::to_string(stored->modelVersion) + ", recomputed with version " +
             std::to_string(kWhatIfModelVersion);
  else if (!stored->available)
    c.note = "none could be made when the run ended: " + stored->reason;
  c.device = p.device;
  c.deviceClass = p.deviceClass;
  c.devices = p.devices;
  if (c.measuredSeconds <= 0.0 || rec.result.epochs.empty()) {
    c.reason = msg(NNLAB_TEXT("nnlab::messages", "no finished epoch")).text();
    return c;
  }
  if (!p.available) {
    c.reason = p.reason;
    return c;
  }
  c.available = true;
  c.predictedSeconds = p.comparedSeconds();
  c.low = p.comparedLow();
  c.high = p.comparedHigh();
  return c;
}

PredictionValidation validatePredictions(const std::vector<RunRecord>& runs, const HardwareDatabase& db,
                                         const std::vector<DeviceFigures>& thisMachine) {
  PredictionValidation v;
  std::map<std::string, std::vector<double>> errors;
  for (const RunRecord& r : runs) {
    v.runs.push_back(checkPrediction(r, db, thisMachine));
    const PredictionCheck& c = v.runs.back();
    if (c.available) errors[c.deviceClass].push_back(std::fabs(c.error()));
  }
  for (auto& [cls, e] : errors) {
    std::sort(e.begin(), e.end());
    v.medianAbsError[cls] = e.size() % 2 ? e[e.size() / 2] : 0.5 * (e[e.size() / 2 - 1] + e[e.size() / 2]);
    v.compared[cls] = static_cast<int>(e.size());
  }
  return v;
}

}  // namespace nnlab

#include "experiment/prediction_check.h"

#include <algorithm>
#include <cmath>

#include "core/device_set.h"
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
  why = "its device (" + (gpu ? (rec.gpu ? rec.gpu->name : rec.spec.backend) : rec.host.model) + ") is not in the hardware database";
  return std::nullopt;
}

// The run's model, batch, precision and samples on `figures`, efficiencies assumed.
DevicePrediction predictRun(const RunRecord& rec, const DeviceFigures& figures) {
  const ModelCheck check = checkModel(rec.spec.model, Shape(rec.dataset.sampleShape), rec.dataset.classes);
  PredictOptions o;
  o.batch = rec.spec.train.batch;
  o.precision = precisionName(rec.spec.train.precision);
  o.trainSamples = rec.result.epochs.empty() ? 0 : rec.result.epochs.back().trainSamples;
  o.validationSamples = rec.dataset.splitSizes.size() > 1 ? rec.dataset.splitSizes[1] : 0;
  o.optimizerStates = rec.spec.train.optimizer.stateTensors();
  return predictOnDevice(check, figures, o);
}

}  // namespace

std::optional<ScalingPrediction> predictedScalingFor(const RunRecord& rec, const HardwareDatabase& db,
                                                     const std::vector<DeviceFigures>& thisMachine, std::string* why) {
  std::string reason;
  auto no = [&](const std::string& w) -> std::optional<ScalingPrediction> {
    if (why) *why = w;
    return std::nullopt;
  };
  if (rec.parallel) return no("the baseline trained on several devices");
  if (!isGpuDevice(rec.spec.backend)) return no("the baseline is not a GPU run");
  const double measured = medianTrainEpoch(rec);
  if (measured <= 0.0) return no("the baseline has no finished epoch");
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
  const std::string backend = rec.spec.backend;
  const bool gpu = isGpuDevice(backend);
  const std::string precision = precisionName(rec.spec.train.precision);
  c.deviceClass = gpu ? "gpu " + precision : backend;
  if (rec.parallel) {
    c.reason = "trained on several devices";
    return c;
  }
  c.measuredSeconds = medianTrainEpoch(rec);
  if (c.measuredSeconds <= 0.0 || rec.result.epochs.empty()) {
    c.reason = "no finished epoch";
    return c;
  }
  std::string why;
  const std::optional<DeviceFigures> figures = figuresOfRun(rec, db, thisMachine, why);
  if (!figures) {
    c.reason = why;
    return c;
  }
  c.device = figures->title;
  const DevicePrediction p = predictRun(rec, *figures);
  if (!p.available) {
    c.reason = p.reason;
    return c;
  }
  c.available = true;
  c.predictedSeconds = p.epochSeconds;
  c.low = p.epochLow();
  c.high = p.epochHigh();
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

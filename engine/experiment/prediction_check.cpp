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
  // The device's figures: its database entry, else this machine's when the run was made here.
  std::optional<DeviceFigures> figures;
  const HardwareSpec* match = gpu ? (rec.gpu ? db.match(rec.gpu->name) : nullptr) : db.match(rec.host.model);
  if (match) figures = figuresFromSpec(*match);
  if (!figures && rec.hostname == thisHostName()) {
    const std::string key = gpu && rec.gpu ? "this:cuda" + std::to_string(rec.gpu->index) : "this:cpu";
    for (const DeviceFigures& d : thisMachine)
      if (d.key == key) figures = d;
  }
  if (!figures) {
    c.reason = "its device (" + (gpu ? (rec.gpu ? rec.gpu->name : backend) : rec.host.model) + ") is not in the hardware database";
    return c;
  }
  c.device = figures->title;
  const Shape input(rec.dataset.sampleShape);
  const ModelCheck check = checkModel(rec.spec.model, input, rec.dataset.classes);
  PredictOptions o;
  o.batch = rec.spec.train.batch;
  o.precision = precision;
  o.trainSamples = rec.result.epochs.back().trainSamples;
  o.optimizerStates = rec.spec.train.optimizer.type == "adam" ? 2 : rec.spec.train.optimizer.momentum > 0 ? 1 : 0;
  const DevicePrediction p = predictOnDevice(check, *figures, o);
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

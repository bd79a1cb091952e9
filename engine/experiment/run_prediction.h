#pragma once
// RunPrediction: the what-if prediction (hw/predict.h) stored beside a measured run, made when the
// run ended (issue 25, "validated"): its training epoch predicted on the device it ran on from the
// model, batch, precision and samples, with assumed efficiencies, so the history keeps what the
// model said then beside what was measured. Made by predictRecord() (experiment/prediction_check.h),
// the same function the validation recomputes older runs with. The record's `prediction` block.
#include <string>

#include <nlohmann/json.hpp>

#include "core/json_reader.h"

namespace nnlab {

struct RunPrediction {
  bool available = false;
  std::string reason;       // why none could be made (an unknown device, several different devices, a pipeline)
  std::string device;       // the figures' title ("H100 SXM", "this machine: ...")
  std::string deviceClass;  // "cpu-reference", "cpu-blas", "gpu fp16", "gpu fp32 x4"
  std::string basis = "assumed efficiencies";
  int modelVersion = 0;     // kWhatIfModelVersion of the build that made it
  // One device's training epoch (a data-parallel run: at one device's share of the batch).
  double epochSeconds = 0.0, low = 0.0, high = 0.0;
  // A data-parallel run over `devices` identical GPUs: the training epoch on all of them
  // (predictScaling: a ring all-reduce over `link`); devices = 1 otherwise.
  int devices = 1;
  double devicesEpochSeconds = 0.0, devicesLow = 0.0, devicesHigh = 0.0;
  std::string link;

  // The epoch the measured run is compared with: on all its devices, else on one.
  double comparedSeconds() const { return devices > 1 ? devicesEpochSeconds : epochSeconds; }
  double comparedLow() const { return devices > 1 ? devicesLow : low; }
  double comparedHigh() const { return devices > 1 ? devicesHigh : high; }

  nlohmann::json toJson() const;  // {"predicted": true, ...}
  // Strict, in the record's kind (BadInput): unknown keys, wrong types, negative or non-finite
  // seconds and a range that does not hold its prediction are errors naming the field.
  static RunPrediction read(JsonReader& r);
  bool operator==(const RunPrediction&) const = default;
};

}  // namespace nnlab

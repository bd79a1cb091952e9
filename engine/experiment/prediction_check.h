#pragma once
// Predicted against measured (issue 25): every one-device run of the history next to what the
// what-if model (hw/predict.h) says its epoch should take on its device, with the same model,
// batch, precision and sample count, efficiencies assumed — so a class sees how right or wrong
// the prediction is, per device class. The CLI (`predict --validate`) and the app show these.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "experiment/run_record.h"
#include "hw/device_figures.h"
#include "hw/hardware_db.h"
#include "hw/predict.h"

namespace nnlab {

struct PredictionCheck {
  std::string runId, label;
  std::string device;       // the figures' title ("H100 SXM", "this machine: ...")
  std::string deviceClass;  // "cpu-reference", "cpu-blas", "gpu fp16", ...
  bool available = false;
  std::string reason;       // why not compared (several devices, an unknown device, no epoch)
  double measuredSeconds = 0.0, predictedSeconds = 0.0, low = 0.0, high = 0.0;  // training epoch
  double error() const { return measuredSeconds > 0 ? predictedSeconds / measuredSeconds - 1.0 : 0.0; }
  bool inRange() const { return measuredSeconds >= low && measuredSeconds <= high; }
};

struct PredictionValidation {
  std::vector<PredictionCheck> runs;
  std::map<std::string, double> medianAbsError;  // per device class, of the compared runs
  std::map<std::string, int> compared;           // runs compared per class
};

// The median training epoch of a record (epochs 2 on; the first warms up), 0 without epochs.
double medianTrainEpoch(const RunRecord& rec);

// `thisMachine`: this machine's figures (figuresOfThisMachine, with its measured ones), used for a
// run of this host whose device the database does not know.
PredictionCheck checkPrediction(const RunRecord& rec, const HardwareDatabase& db, const std::vector<DeviceFigures>& thisMachine);
// The data-parallel speedup predicted for a one-device GPU run's model, batch and precision on
// its device: calibrated by the run's measured epoch, over 1, 2, 4 and 8 GPUs of a node (its link
// from the database) and 2, 4 and 8 nodes of 8 GPUs (InfiniBand HDR), so up to 64 devices.
// nullopt (and `why`) when the run is not a one-device GPU run of a known device.
std::optional<ScalingPrediction> predictedScalingFor(const RunRecord& rec, const HardwareDatabase& db,
                                                     const std::vector<DeviceFigures>& thisMachine, std::string* why = nullptr);

PredictionValidation validatePredictions(const std::vector<RunRecord>& runs, const HardwareDatabase& db,
                                         const std::vector<DeviceFigures>& thisMachine);

}  // namespace nnlab

#pragma once
// Predicted against measured (issue 25): every run of the history next to what the what-if model
// (hw/predict.h) says its epoch should take on its device, with the same model, batch, precision
// and sample count, efficiencies assumed — so a class sees how right or wrong the prediction is,
// per device class. A run carries the prediction made when it ended (RunRecord::prediction, made
// by predictRecord()); older runs, and runs whose prediction an older model version made, are
// predicted again now, and each check says which. The CLI (`predict --validate`, `history show`)
// and the app show these.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"
#include "experiment/run_record.h"
#include "hw/device_figures.h"
#include "hw/hardware_db.h"
#include "hw/bench_result.h"
#include "hw/predict.h"

namespace nnlab {

struct PredictionCheck {
  std::string runId, label;
  std::string device;       // the figures' title ("H100 SXM", "this machine: ...")
  std::string deviceClass;  // "cpu-reference", "cpu-blas", "gpu fp16", "gpu fp32 x4", ...
  bool available = false;
  std::string reason;       // why not compared (several different devices, an unknown device, no epoch)
  // "stored": the prediction made when the run ended; "recomputed": made now (`note` says why).
  std::string source;
  std::string note;         // why recomputed: none stored, an older model version, none could be made then
  int devices = 1;          // a data-parallel run's predicted epoch is on all its devices
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

// The prediction for a run, as stored with it: its training epoch on its device (the database
// entry of its GPU or CPU, else this machine's figures for a run made here) with assumed
// efficiencies, at the run's batch, precision and samples; for a data-parallel all-reduce run
// over N identical GPUs of one host also the epoch on all N (predictScaling, the database's link
// between them). Otherwise not available, with the reason: no finished epoch, an unknown device,
// several different devices, CPU replicas, several hosts, a pipeline. `thisMachine`: this
// machine's figures (figuresOfThisMachine, with its measured ones; its GPUs tell a data-parallel
// run's devices apart).
RunPrediction predictRecord(const RunRecord& rec, const HardwareDatabase& db, const std::vector<DeviceFigures>& thisMachine);
// The same at the end of a run in this process: the installed database, this machine's figures
// with `bench` (its latest `hw bench`) merged in; an unreadable database is the reason.
RunPrediction predictFinishedRun(const RunRecord& rec, const HwBenchResult* bench);

// The stored prediction when the run has one from this model version, else predictRecord() now.
PredictionCheck checkPrediction(const RunRecord& rec, const HardwareDatabase& db, const std::vector<DeviceFigures>& thisMachine);
// The data-parallel speedup predicted for a one-device GPU run's model, batch and precision on
// its device: calibrated by the run's measured epoch, over 1, 2, 4 and 8 GPUs of a node (its link
// from the database) and 2, 4 and 8 nodes of 8 GPUs (InfiniBand HDR), so up to 64 devices.
// nullopt (and `why`) when the run is not a one-device GPU run of a known device.
std::optional<ScalingPrediction> predictedScalingFor(const RunRecord& rec, const HardwareDatabase& db,
                                                     const std::vector<DeviceFigures>& thisMachine, std::string* why = nullptr);

// The run's stored prediction against its measured epoch, one line for `history show` and the
// app's results: "Predicted epoch (what-if, assumed efficiencies): 2.1 s (range 1.05-3.15) on
// H100 SXM, measured 1.8 s, error +17 %". Empty when the run has no stored prediction.
std::string predictionLine(const RunRecord& rec);
// The same line as a message (core/message.h), which the app shows in its language.
Message predictionMessage(const RunRecord& rec);

PredictionValidation validatePredictions(const std::vector<RunRecord>& runs, const HardwareDatabase& db,
                                         const std::vector<DeviceFigures>& thisMachine);

}  // namespace nnlab

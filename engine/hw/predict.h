#pragma once
// What-if predictions (issue 25): how long a model's training would take on a device of the spec
// database, in a precision it supports, and how data parallel over N devices and M nodes would
// scale — from the model's per-layer FLOPs and bytes (roofline.h), efficiencies measured on this
// machine when a profile is given (layer_profile.h), and published cost models:
//  - per layer: t = max(FLOPs / (peak x e_c), bytes / (bandwidth x e_m)) + launch overhead, the
//    efficiencies e carried over from the layer's measured time here or taken from defaults (GPU:
//    50 % of an FP32 peak, 20 % of a tensor-core peak, 70 % of the bandwidth, 7 us of launches a
//    layer each way; CPU: 40 %, 50 %, 5 us);
//  - ring all-reduce (alpha-beta): T(p) = 2 (p - 1) alpha + 2 (p - 1) / p x bytes / beta, and a
//    hierarchical one across nodes (a ring inside each node, then one between the nodes' links);
//  - Amdahl: a serial share s (rank 0's validation) bounds the speedup by 1 / s.
// Every figure is a prediction: the structures say so and carry an uncertainty range, so the app
// and the CLI can mark them. Pure functions: unit-tested against hand-worked cases.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "hw/device_figures.h"
#include "hw/layer_profile.h"
#include "nn/model.h"

namespace nnlab {

// The what-if model's version: a run's stored prediction (experiment/run_prediction.h) carries
// the version that made it, and one made by another version is recomputed, not compared. Bump it
// whenever a change here or in predict.cpp changes what predictOnDevice() or predictScaling()
// return (an assumed efficiency, the launch term, the byte counts, the all-reduce model).
constexpr int kWhatIfModelVersion = 1;

// A link between devices or nodes: latency alpha (s) and bandwidth beta (GB/s, one direction).
struct LinkSpec {
  std::string name;  // "NVLink 900 GB/s", "PCIe 4.0 x16", "InfiniBand HDR (200 Gb/s)"
  double alphaSeconds = 0.0;
  double betaGBs = 0.0;
};
// A named link: pcie3, pcie4, pcie5 (x16), nvlink (300 GB/s a direction), ib-hdr, ib-ndr,
// eth-10g, eth-25g, eth-100g. Throws Error(InvalidArgument) naming the known ones.
LinkSpec linkByName(const std::string& name);
const std::vector<std::string>& linkNames();
// The fastest GPU-to-GPU link a database entry names in its interconnect text ("NVLink 900
// GB/s; PCIe 5.0 x16" gives NVLink at 450 GB/s a direction); PCIe 3.0 x16 when it names none.
LinkSpec gpuLinkOf(const HardwareSpec& spec);

// Ring all-reduce of `bytes` over p devices on one link; 0 for p <= 1.
double ringAllreduceSeconds(double bytes, int p, const LinkSpec& link);
// Over `gpus` devices in each of `nodes` nodes: a ring inside each node (intra), then the nodes'
// ring over their network link (inter; one link a node carries the node's share).
double hierarchicalAllreduceSeconds(double bytes, int gpus, int nodes, const LinkSpec& intra, const LinkSpec& inter);
// Amdahl's law: the speedup on n devices with a serial share s (0..1), and its limit 1 / s.
double amdahlSpeedup(double serialShare, double n);

struct PredictOptions {
  int batch = 64;                 // per device
  std::string precision = "fp32"; // fp32, tf32, fp16, bf16 (the device must have the peak)
  std::int64_t trainSamples = 60000, validationSamples = 0;
  int optimizerStates = 1;        // momentum: 1; Adam: 2; plain SGD: 0
};

struct LayerPrediction {
  int index = 0;
  std::string label;
  double fwdFlops = 0.0, bwdFlops = 0.0, fwdBytes = 0.0, bwdBytes = 0.0;  // whole batch
  double fwdSeconds = 0.0, bwdSeconds = 0.0;
  double computeEfficiency = 0.0, memoryEfficiency = 0.0;
  double backwardEfficiency = 0.0;  // measured backward's own (the forward's when only it was measured)
  bool measuredEfficiency = false;  // carried over from this machine's profile
  bool memoryBound = false;
};

struct DevicePrediction {
  std::string device;       // the figures' title ("H100 SXM")
  std::string precision;
  bool available = true;
  std::string reason;       // why not (a precision the device has no peak for, an unknown roof)
  double peakTflops = 0.0, bandwidthGBs = 0.0, launchSeconds = 0.0;
  std::vector<LayerPrediction> layers;
  double forwardSeconds = 0.0, backwardSeconds = 0.0, optimizerSeconds = 0.0;  // one batch
  double stepSeconds() const { return forwardSeconds + backwardSeconds + optimizerSeconds; }
  std::int64_t steps = 0;   // training steps an epoch
  double epochSeconds = 0.0, validationSeconds = 0.0;  // training phase; validation forward
  double uncertainty = 0.5; // relative: the range is epochSeconds x (1 -+ uncertainty)
  double epochLow() const { return epochSeconds * (1.0 - uncertainty); }
  double epochHigh() const { return epochSeconds * (1.0 + uncertainty); }
  // Energy of one training epoch from the board power (TDP): between 60 % and 100 % of it.
  std::optional<double> boardPowerW;
  double energyJoules() const { return boardPowerW ? 0.8 * *boardPowerW * epochSeconds : 0.0; }
  double energyLow() const { return boardPowerW ? 0.6 * *boardPowerW * epochLow() : 0.0; }
  double energyHigh() const { return boardPowerW ? *boardPowerW * epochHigh() : 0.0; }
  std::string method;       // how, in words (efficiencies measured or assumed, the launch term)
  nlohmann::json toJson() const;  // {"predicted": true, ...}
};

// `here` + `measured`: this machine's figures and a profile of the same model on it at the same
// batch (its layers' efficiencies are carried over); without them, assumed efficiencies.
DevicePrediction predictOnDevice(const ModelCheck& check, const DeviceFigures& device, const PredictOptions& options,
                                 const DeviceFigures* here = nullptr, const DeviceProfile* measured = nullptr);

// A prediction calibrated by a measured epoch of the same model, batch and precision on another
// device: `there` is the prediction for the device that ran it (made the same way as `target`),
// `measuredEpochSeconds` its measured training epoch. The ratio measured / predicted there — the
// model's own efficiency against the roofline, the step's launches and what the roofline leaves
// out — scales every time of `target`; the range narrows to +-25 % when both are of one kind.
DevicePrediction calibrated(const DevicePrediction& target, const DevicePrediction& there, double measuredEpochSeconds,
                            bool sameKind);

struct ScalingPoint {
  int gpus = 1, nodes = 1;
  int devices() const { return gpus * nodes; }
  double commSeconds = 0.0, exposedSeconds = 0.0;  // a step's all-reduce, and what backward does not hide
  double epochSeconds = 0.0, speedup = 1.0, efficiency = 1.0;
  double low = 0.0, high = 0.0;  // the epoch's range
  std::string limit;             // what bends the curve here: "compute", "communication", "serial share"
};

struct ScalingOptions {
  std::vector<int> gpus{1, 2, 4, 8};
  std::vector<int> nodes{1};
  LinkSpec intra, inter;
  double gradientBytes = 0.0;   // bytes all-reduced a step (parameters x gradient element size)
  // Share of backward that the reduction can run under (the buckets after the first; 0: none).
  double overlap = 0.9;
};

struct ScalingPrediction {
  double serialShare = 0.0;     // validation (rank 0 alone) over the one-device epoch
  double amdahlLimit = 0.0;     // 1 / serialShare (0: none)
  std::vector<ScalingPoint> points;
  nlohmann::json toJson() const;  // {"predicted": true, ...}
};

// Data parallel with per-device batches over the dataset of `one` (the one-device prediction):
// each device trains 1 / N of the steps, each step adds the exposed all-reduce, validation stays
// on rank 0 (the serial share).
ScalingPrediction predictScaling(const DevicePrediction& one, const ScalingOptions& options);

}  // namespace nnlab

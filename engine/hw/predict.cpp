#include "hw/predict.h"

#include <algorithm>
#include <cmath>
#include <regex>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

namespace {

// Assumed efficiencies when nothing was measured: layers reach this share of the compute peak or
// of the memory bandwidth, whichever bounds them; a layer's forward or backward pays a fixed
// overhead (its kernels' launches on a GPU, replayed from a graph; the thread team's fork and join
// on a CPU). Set from the H100 measurements in docs/BENCHMARKS.md ("What-if predictions": LeNet-5
// fp32's small layers cost about 7 us each way, a step's kernels together; ResNet-34 fp16 reaches
// about a fifth of the dense tensor-core peak), kept apart from the devices they are checked on.
constexpr double kGpuComputeEff = 0.5, kGpuTensorEff = 0.2, kGpuMemoryEff = 0.7, kGpuLaunch = 7e-6;
constexpr double kCpuComputeEff = 0.4, kCpuMemoryEff = 0.5, kCpuLaunch = 5e-6;

// Tensor-core precisions: their dense peaks are what a GEMM of ideal shape reaches, far from what
// a network's layers do.
bool tensorPrecision(const std::string& p) { return p == "tf32" || p == "fp16" || p == "bf16"; }
double gpuComputeEff(const std::string& precision) { return tensorPrecision(precision) ? kGpuTensorEff : kGpuComputeEff; }

bool isGpu(const DeviceFigures& d) { return d.kind == "gpu"; }
double launchOf(const DeviceFigures& d) { return isGpu(d) ? kGpuLaunch : kCpuLaunch; }

// The compute peak (TFLOPS) and memory bandwidth (GB/s) of a device in a precision; 0 when unknown.
std::pair<double, double> roofOf(const DeviceFigures& d, const std::string& precision) {
  double peak = 0.0;
  if (auto it = d.peakTflops.find(precision); it != d.peakTflops.end()) peak = it->second;
  if (peak <= 0.0)
    if (auto it = d.measuredTflops.find(precision); it != d.measuredTflops.end()) peak = it->second;
  double bw = d.bandwidthGBs.value_or(0.0);
  if (bw <= 0.0) bw = d.measuredBandwidthGBs.value_or(0.0);
  return {peak, bw};
}

double elementBytes(const std::string& precision) { return precision == "fp16" || precision == "bf16" ? 2.0 : 4.0; }

}  // namespace

const std::vector<std::string>& linkNames() {
  static const std::vector<std::string> names{"pcie3", "pcie4", "pcie5", "nvlink", "ib-hdr", "ib-ndr", "eth-10g", "eth-25g", "eth-100g"};
  return names;
}

LinkSpec linkByName(const std::string& name) {
  // One direction's bandwidth; latencies as NCCL reports them for small messages on such links.
  if (name == "pcie3") return {"PCIe 3.0 x16", 10e-6, 16.0};
  if (name == "pcie4") return {"PCIe 4.0 x16", 10e-6, 32.0};
  if (name == "pcie5") return {"PCIe 5.0 x16", 10e-6, 64.0};
  if (name == "nvlink") return {"NVLink 600 GB/s", 5e-6, 300.0};
  if (name == "ib-hdr") return {"InfiniBand HDR (200 Gb/s)", 5e-6, 25.0};
  if (name == "ib-ndr") return {"InfiniBand NDR (400 Gb/s)", 5e-6, 50.0};
  if (name == "eth-10g") return {"Ethernet 10 Gb/s", 30e-6, 1.25};
  if (name == "eth-25g") return {"Ethernet 25 Gb/s", 30e-6, 3.125};
  if (name == "eth-100g") return {"Ethernet 100 Gb/s", 20e-6, 12.5};
  std::string known;
  for (const auto& n : linkNames()) known += (known.empty() ? "" : ", ") + n;
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "unknown link '%1': choose one of %2"), name, known));
}

LinkSpec gpuLinkOf(const HardwareSpec& spec) {
  const std::string& t = spec.interconnect;
  std::smatch m;
  // "NVLink 900 GB/s" (both directions together, NVIDIA's convention) -> half a direction.
  if (std::regex_search(t, m, std::regex(R"(NVLink[^;]*?([0-9]+(?:\.[0-9]+)?)\s*GB/s)")))
    return {"NVLink " + m[1].str() + " GB/s", 5e-6, std::stod(m[1].str()) / 2.0};
  if (std::regex_search(t, m, std::regex(R"(PCIe\s*([2-6])\.0)"))) {
    const int gen = std::stoi(m[1].str());
    const double x16 = 8.0 * std::pow(2.0, gen - 2);  // 2.0: 8 GB/s, 3.0: 16, 4.0: 32, 5.0: 64
    return {"PCIe " + m[1].str() + ".0 x16", 10e-6, x16};
  }
  return linkByName("pcie3");
}

double ringAllreduceSeconds(double bytes, int p, const LinkSpec& link) {
  if (p <= 1 || bytes <= 0.0) return 0.0;
  const double steps = 2.0 * (p - 1);
  return steps * link.alphaSeconds + steps / p * bytes / (link.betaGBs * 1e9);
}

double hierarchicalAllreduceSeconds(double bytes, int gpus, int nodes, const LinkSpec& intra, const LinkSpec& inter) {
  // Inside each node a ring (reduce-scatter then all-gather, together one all-reduce's cost);
  // between the nodes the whole gradient crosses each node's network link once as a ring.
  return ringAllreduceSeconds(bytes, gpus, intra) + ringAllreduceSeconds(bytes, nodes, inter);
}

double amdahlSpeedup(double serialShare, double n) {
  const double s = std::clamp(serialShare, 0.0, 1.0);
  return n <= 0 ? 0.0 : 1.0 / (s + (1.0 - s) / n);
}

DevicePrediction predictOnDevice(const ModelCheck& check, const DeviceFigures& device, const PredictOptions& o,
                                 const DeviceFigures* here, const DeviceProfile* measured) {
  DevicePrediction p;
  p.device = device.title;
  p.precision = o.precision;
  const auto [peak, bw] = roofOf(device, o.precision);
  p.peakTflops = peak;
  p.bandwidthGBs = bw;
  p.launchSeconds = launchOf(device);
  if (device.spec && device.spec->tdpW) p.boardPowerW = device.spec->tdpW;
  if (!check.ok) {
    p.available = false;
    p.reason = "the model is not valid: " + check.message;
    return p;
  }
  if (peak <= 0.0 || bw <= 0.0) {
    p.available = false;
    // This machine's figures come from a benchmark of it: say which command measures them.
    const bool here = device.title.rfind("this machine", 0) == 0;
    p.reason = (peak <= 0.0 ? "no " + o.precision + " peak is known for " + device.title
                            : "no memory bandwidth is known for " + device.title) +
               (here ? " (`nnlab-cli hw bench` measures it and keeps it in the history)" : "");
    return p;
  }
  if (o.batch <= 0) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "the batch must be at least 1, got %1"),
      std::to_string(o.batch)));
  // Efficiencies measured here: the layer's time against this machine's roof in the profile's precision.
  const bool carry = here && measured && measured->available && !measured->layers.empty();
  std::pair<double, double> hereRoof{0.0, 0.0};
  if (carry) hereRoof = roofOf(*here, measured->precision);
  const bool sameKind = carry && here->kind == device.kind;
  const double eb = elementBytes(o.precision);
  const double batch = o.batch;
  bool first = true;
  for (const LayerReport& l : check.layers) {
    LayerPrediction lp;
    lp.index = l.index;
    lp.label = l.label;
    lp.fwdFlops = l.flops * batch;
    // Backward: the input gradient and, with parameters, the weight gradient (2x forward; the
    // first layer needs no input gradient); layers without parameters about 1x.
    lp.bwdFlops = l.params > 0 ? (first ? 1.0 : 2.0) * lp.fwdFlops : lp.fwdFlops;
    lp.fwdBytes = eb * (batch * double(l.in.numel() + l.out.numel())) + 4.0 * double(l.params);
    lp.bwdBytes = 2.0 * lp.fwdBytes;
    first = false;
    double ec = isGpu(device) ? gpuComputeEff(o.precision) : kCpuComputeEff;
    double em = isGpu(device) ? kGpuMemoryEff : kCpuMemoryEff;
    double ebc = ec, ebm = em;  // backward's
    if (carry && hereRoof.first > 0.0 && hereRoof.second > 0.0) {
      for (const LayerTiming& t : measured->layers) {
        if (t.index != l.index || t.fwdSeconds <= 0.0) continue;
        // The layer's time here against this machine's roof: its efficiency, forward and backward
        // each (the launch term taken out first, put back for the target).
        const double hereEb = elementBytes(measured->precision);
        const double hereBytes = hereEb * (batch * double(l.in.numel() + l.out.numel())) + 4.0 * double(l.params);
        auto efficiency = [&](double flops, double bytes, double seconds) {
          const double roofHere = std::max(flops / (hereRoof.first * 1e12), bytes / (hereRoof.second * 1e9));
          const double busy = std::max(seconds - launchOf(*here), 0.1 * seconds);
          return std::clamp(roofHere / busy, 0.005, 1.0);
        };
        ec = em = efficiency(lp.fwdFlops, hereBytes, t.fwdSeconds);
        ebc = ebm = t.bwdSeconds > 0.0 ? efficiency(lp.bwdFlops, 2.0 * hereBytes, t.bwdSeconds) : ec;
        lp.measuredEfficiency = true;
      }
    }
    lp.computeEfficiency = ec;
    lp.memoryEfficiency = em;
    lp.backwardEfficiency = ebc;
    const double fc = lp.fwdFlops / (peak * 1e12 * ec), fm = lp.fwdBytes / (bw * 1e9 * em);
    const double bc = lp.bwdFlops / (peak * 1e12 * ebc), bm = lp.bwdBytes / (bw * 1e9 * ebm);
    lp.memoryBound = fm > fc;
    lp.fwdSeconds = std::max(fc, fm) + p.launchSeconds;
    lp.bwdSeconds = std::max(bc, bm) + p.launchSeconds;
    p.forwardSeconds += lp.fwdSeconds;
    p.backwardSeconds += lp.bwdSeconds;
    p.layers.push_back(lp);
  }
  // The update: each parameter's value, gradient and optimizer states read and written once, in
  // one multi-tensor pass.
  const double params = double(check.totalParams);
  const double updateBytes = 2.0 * params * (4.0 + eb + 4.0 * o.optimizerStates);
  p.optimizerSeconds = updateBytes / (bw * 1e9 * (isGpu(device) ? kGpuMemoryEff : kCpuMemoryEff)) + p.launchSeconds;
  p.steps = (o.trainSamples + o.batch - 1) / o.batch;
  p.epochSeconds = double(p.steps) * p.stepSeconds();
  const std::int64_t valSteps = (o.validationSamples + o.batch - 1) / o.batch;
  p.validationSeconds = double(valSteps) * p.forwardSeconds;
  p.uncertainty = sameKind ? 0.25 : 0.5;
  p.method = std::string(carry ? "each layer's efficiency measured on " + here->title + " (" + measured->device + ")" +
                                      (sameKind ? "" : ", a device of another kind")
                                : "assumed efficiencies (" + formatDouble(100 * (isGpu(device) ? gpuComputeEff(o.precision) : kCpuComputeEff)) +
                                      " % of the compute peak, " +
                                      formatDouble(100 * (isGpu(device) ? kGpuMemoryEff : kCpuMemoryEff)) + " % of the bandwidth)") +
             ", roofline per layer at " + formatDouble(peak) + " TFLOPS " + o.precision + " and " + formatDouble(bw) +
             " GB/s, " + formatDouble(p.launchSeconds * 1e6) + " us a layer for launches; range +-" +
             formatDouble(100 * p.uncertainty) + " %";
  return p;
}

DevicePrediction calibrated(const DevicePrediction& target, const DevicePrediction& there, double measuredEpochSeconds,
                            bool sameKind) {
  DevicePrediction p = target;
  if (!p.available) return p;
  if (!there.available || there.epochSeconds <= 0.0 || !(measuredEpochSeconds > 0.0)) {
    p.available = false;
    p.reason = "the measured run cannot calibrate: " + (there.available ? std::string("no epoch time") : there.reason);
    return p;
  }
  // Per step: the measured epoch may have had another sample count than this prediction's.
  const double k = (measuredEpochSeconds / double(std::max<std::int64_t>(1, there.steps))) / there.stepSeconds();
  for (LayerPrediction& l : p.layers) l.fwdSeconds *= k, l.bwdSeconds *= k;
  p.forwardSeconds *= k;
  p.backwardSeconds *= k;
  p.optimizerSeconds *= k;
  p.epochSeconds *= k;
  p.validationSeconds *= k;
  p.uncertainty = sameKind ? 0.25 : 0.5;
  p.method += "; calibrated x" + formatDouble(k, 3) + " by a measured epoch on " + there.device + " (" +
              formatDouble(measuredEpochSeconds, 4) + " s against " + formatDouble(there.epochSeconds, 4) + " s predicted there)";
  return p;
}

ScalingPrediction predictScaling(const DevicePrediction& one, const ScalingOptions& o) {
  ScalingPrediction s;
  const double epoch1 = one.epochSeconds + one.validationSeconds;
  s.serialShare = epoch1 > 0 ? one.validationSeconds / epoch1 : 0.0;
  s.amdahlLimit = s.serialShare > 0 ? 1.0 / s.serialShare : 0.0;
  const double step = one.stepSeconds();
  for (int nodes : o.nodes) {
    for (int gpus : o.gpus) {
      if (gpus < 1 || nodes < 1) continue;
      ScalingPoint pt;
      pt.gpus = gpus;
      pt.nodes = nodes;
      const int n = gpus * nodes;
      pt.commSeconds = nodes > 1 ? hierarchicalAllreduceSeconds(o.gradientBytes, gpus, nodes, o.intra, o.inter)
                                 : ringAllreduceSeconds(o.gradientBytes, gpus, o.intra);
      // The buckets run under backward; what does not fit is exposed (at least the last bucket's
      // share, 1 - overlap, is).
      const double hidden = std::clamp(o.overlap, 0.0, 1.0) * one.backwardSeconds;
      pt.exposedSeconds = n > 1 ? std::max(pt.commSeconds - hidden, (1.0 - std::clamp(o.overlap, 0.0, 1.0)) * pt.commSeconds) : 0.0;
      const double steps = std::ceil(double(one.steps) / n);
      const double train = steps * (step + pt.exposedSeconds);
      pt.epochSeconds = train + one.validationSeconds;
      pt.speedup = pt.epochSeconds > 0 ? epoch1 / pt.epochSeconds : 0.0;
      pt.efficiency = pt.speedup / n;
      pt.low = pt.epochSeconds * (1.0 - one.uncertainty);
      pt.high = pt.epochSeconds * (1.0 + one.uncertainty);
      if (n == 1)
        pt.limit = "compute";
      else if (pt.exposedSeconds > 0.1 * step)
        pt.limit = "communication";
      else if (one.validationSeconds > train)
        pt.limit = "serial share";
      else
        pt.limit = "compute";
      s.points.push_back(pt);
    }
  }
  return s;
}

nlohmann::json DevicePrediction::toJson() const {
  nlohmann::json j{{"predicted", true}, {"device", device}, {"precision", precision}, {"available", available}};
  if (!available) {
    j["reason"] = reason;
    return j;
  }
  nlohmann::json ls = nlohmann::json::array();
  for (const auto& l : layers)
    ls.push_back({{"index", l.index}, {"label", l.label}, {"fwd_flops", l.fwdFlops}, {"bwd_flops", l.bwdFlops},
                  {"fwd_bytes", l.fwdBytes}, {"fwd_seconds", l.fwdSeconds}, {"bwd_seconds", l.bwdSeconds},
                  {"efficiency", l.computeEfficiency}, {"backward_efficiency", l.backwardEfficiency},
                  {"efficiency_measured", l.measuredEfficiency},
                  {"memory_bound", l.memoryBound}});
  j.update({{"peak_tflops", peakTflops}, {"bandwidth_gb_s", bandwidthGBs}, {"launch_seconds", launchSeconds},
            {"forward_seconds", forwardSeconds}, {"backward_seconds", backwardSeconds}, {"optimizer_seconds", optimizerSeconds},
            {"steps", steps}, {"epoch_seconds", epochSeconds}, {"epoch_seconds_low", epochLow()},
            {"epoch_seconds_high", epochHigh()}, {"validation_seconds", validationSeconds}, {"uncertainty", uncertainty},
            {"method", method}, {"layers", ls}});
  if (boardPowerW)
    j.update({{"board_power_w", *boardPowerW}, {"energy_joules", energyJoules()}, {"energy_joules_low", energyLow()},
              {"energy_joules_high", energyHigh()}});
  return j;
}

nlohmann::json ScalingPrediction::toJson() const {
  nlohmann::json ps = nlohmann::json::array();
  for (const auto& p : points)
    ps.push_back({{"gpus", p.gpus}, {"nodes", p.nodes}, {"comm_seconds", p.commSeconds}, {"exposed_seconds", p.exposedSeconds},
                  {"epoch_seconds", p.epochSeconds}, {"epoch_seconds_low", p.low}, {"epoch_seconds_high", p.high},
                  {"speedup", p.speedup}, {"efficiency", p.efficiency}, {"limit", p.limit}});
  return {{"predicted", true}, {"serial_share", serialShare}, {"amdahl_limit", amdahlLimit}, {"points", ps}};
}

}  // namespace nnlab

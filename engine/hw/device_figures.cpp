#include "hw/device_figures.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "core/format.h"
#include "core/text.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "hw/cpu_peak.h"

namespace nnlab {

namespace {

void addDatasheet(DeviceFigures& f, const HardwareSpec& s) {
  f.spec = &s;
  for (const auto& p : PeakTflops::names())
    if (const auto v = s.peak.get(p)) f.peakTflops[p] = *v;
  f.bandwidthGBs = s.memory.bandwidthGBs;
  f.peakSource = "datasheet (" + s.id + ")";
}

void addMeasured(DeviceFigures& f, const HwBenchResult& b, const std::string& prefix) {
  if (prefix == "cpu") {
    if (const auto* m = b.find("cpu.sgemm.all")) f.measuredTflops["fp32"] = m->median / 1000.0;
    if (const auto* m = b.find("cpu.dgemm.all")) f.measuredTflops["fp64"] = m->median / 1000.0;
    if (const auto* m = b.find("cpu.triad")) f.measuredBandwidthGBs = m->median;
    return;
  }
  for (const auto& p : PeakTflops::names())
    if (const auto* m = b.find(prefix + ".gemm." + p)) f.measuredTflops[p] = m->median / 1000.0;
  if (const auto* m = b.find(prefix + ".triad")) f.measuredBandwidthGBs = m->median;
  if (const auto* m = b.find(prefix + ".h2d.pinned")) f.measuredHostToDeviceGBs = m->median;
}

std::string fixed(double v, int d) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", d, v);
  return b;
}

}  // namespace

std::string thisHostName() {
  char b[256] = {};
  if (gethostname(b, sizeof b - 1) != 0) return "unknown";
  return b;
}

DeviceFigures figuresFromSpec(const HardwareSpec& spec) {
  DeviceFigures f;
  f.key = "db:" + spec.id;
  f.title = spec.name;
  f.kind = spec.kind;
  addDatasheet(f, spec);
  return f;
}

std::vector<DeviceFigures> figuresOfThisMachine(const HardwareDatabase* db) {
  std::vector<DeviceFigures> out;
  const CpuInfo cpu = detectCpu();
  DeviceFigures c;
  c.key = "this:cpu";
  c.title = std::string(NNLAB_TEXT("nnlab::devices", "this machine")) + ": " + cpu.model;
  c.kind = "cpu";
  if (db)
    if (const HardwareSpec* s = db->match(cpu.model)) addDatasheet(c, *s);
  // The formula with this machine's own clock wins over the datasheet's base-clock figure.
  if (const auto peak = computeCpuPeak(cpu)) {
    c.peakTflops["fp32"] = peak->fp32Gflops / 1000.0;
    c.peakTflops["fp64"] = peak->fp64Gflops / 1000.0;
    c.peakSource = std::string(NNLAB_TEXT("nnlab::devices", "computed")) + ": " + peak->derivation;
  }
  c.detected = {{"cores", std::to_string(cpu.physicalCores > 0 ? cpu.physicalCores : cpu.logicalCores) + " (" +
                              std::to_string(cpu.logicalCores) + " logical)"},
                {"clock", cpu.clockMHz > 0 ? fixed(cpu.clockMHz, 0) + " MHz" : std::string("unknown")},
                {"memory", formatBytes(cpu.memoryBytes)}};
  if (!cpu.vendor.empty())  // /proc/cpuinfo's vendor_id, as the datasheets name the vendor
    c.detected.emplace_back("vendor", cpu.vendor == "AuthenticAMD"   ? std::string("AMD")
                                      : cpu.vendor == "GenuineIntel" ? std::string("Intel")
                                                                     : cpu.vendor);
  out.push_back(c);
  for (const auto& g : detectGpus().gpus) {
    DeviceFigures f;
    f.key = "this:cuda" + std::to_string(g.index);
    f.title = std::string(NNLAB_TEXT("nnlab::devices", "this machine")) + ": " + g.name;
    f.kind = "gpu";
    if (db)
      if (const HardwareSpec* s = db->match(g.name)) addDatasheet(f, *s);
    if (!f.bandwidthGBs && g.bandwidthGBs > 0) f.bandwidthGBs = g.bandwidthGBs;
    f.detected = {{"SMs", std::to_string(g.smCount)},
                  {"clock", fixed(g.smClockMHz, 0) + " MHz"},
                  {"memory", formatBytes(static_cast<double>(g.totalBytes))},
                  {"vendor", "NVIDIA"}};
    out.push_back(f);
  }
  return out;
}

DeviceRoof deviceRoof(const DeviceFigures& d) {
  DeviceRoof r;
  if (const auto it = d.peakTflops.find("fp32"); it != d.peakTflops.end() && it->second > 0) {
    r.roof.peakGflops = it->second * 1000.0;
  } else if (const auto m = d.measuredTflops.find("fp32"); m != d.measuredTflops.end() && m->second > 0) {
    r.roof.peakGflops = m->second * 1000.0;
    r.peakMeasured = true;
  }
  if (d.bandwidthGBs && *d.bandwidthGBs > 0) {
    r.roof.bandwidthGBs = *d.bandwidthGBs;
  } else if (d.measuredBandwidthGBs && *d.measuredBandwidthGBs > 0) {
    r.roof.bandwidthGBs = *d.measuredBandwidthGBs;
    r.bandwidthMeasured = true;
  }
  const bool peak = r.roof.peakGflops > 0, bandwidth = r.roof.bandwidthGBs > 0;
  if (!peak && !bandwidth) r.missing = "no FP32 peak and no memory bandwidth";
  else if (!peak) r.missing = "no FP32 peak";
  else if (!bandwidth) r.missing = "no memory bandwidth";
  return r;
}

std::vector<DeviceFigures> figuresFromBench(const HwBenchResult& b, const HardwareDatabase* db, bool asThisMachine) {
  std::vector<DeviceFigures> out;
  // Another machine's devices are keyed by its name: two machines' results side by side.
  const std::string prefix = asThisMachine ? "this:" : "bench:" + b.machine + ":";
  const std::string who = asThisMachine ? "this machine" : b.machine;
  DeviceFigures c;
  c.key = prefix + "cpu";
  c.title = who + ": " + b.cpu.value("model", std::string("CPU"));
  c.kind = "cpu";
  if (db && !b.cpuMatch.empty())
    if (const HardwareSpec* s = db->findById(b.cpuMatch)) addDatasheet(c, *s);
  if (b.cpuPeak.is_object()) {
    c.peakTflops["fp32"] = b.cpuPeak.value("fp32_gflops", 0.0) / 1000.0;
    c.peakTflops["fp64"] = b.cpuPeak.value("fp64_gflops", 0.0) / 1000.0;
    c.peakSource = std::string(NNLAB_TEXT("nnlab::devices", "computed")) + ": " + b.cpuPeak.value("derivation", std::string());
  }
  addMeasured(c, b, "cpu");
  c.measuredQuick = b.quick();
  out.push_back(c);
  if (b.gpus.is_object() && b.gpus.contains("gpus") && b.gpus["gpus"].is_array()) {
    const auto& gs = b.gpus["gpus"];
    for (std::size_t i = 0; i < gs.size(); ++i) {
      const int index = gs[i].value("index", static_cast<int>(i));
      DeviceFigures f;
      f.key = prefix + "cuda" + std::to_string(index);
      f.title = who + ": " + gs[i].value("name", std::string("GPU"));
      f.kind = "gpu";
      if (db && i < b.gpuMatches.size() && !b.gpuMatches[i].empty())
        if (const HardwareSpec* s = db->findById(b.gpuMatches[i])) addDatasheet(f, *s);
      if (!f.bandwidthGBs && gs[i].value("bandwidth_gb_s", 0.0) > 0) f.bandwidthGBs = gs[i].value("bandwidth_gb_s", 0.0);
      addMeasured(f, b, "cuda" + std::to_string(index));
      f.measuredQuick = b.quick();
      out.push_back(f);
    }
  }
  return out;
}

void mergeBench(std::vector<DeviceFigures>& devices, const HwBenchResult& bench, const HardwareDatabase* db, bool asThisMachine) {
  for (DeviceFigures& b : figuresFromBench(bench, db, asThisMachine)) {
    auto it = std::find_if(devices.begin(), devices.end(), [&](const DeviceFigures& d) { return d.key == b.key; });
    if (it == devices.end()) {
      devices.push_back(std::move(b));
      continue;
    }
    it->measuredTflops = b.measuredTflops;
    it->measuredBandwidthGBs = b.measuredBandwidthGBs;
    it->measuredQuick = b.measuredQuick;
    it->measuredHostToDeviceGBs = b.measuredHostToDeviceGBs;
  }
}

}  // namespace nnlab

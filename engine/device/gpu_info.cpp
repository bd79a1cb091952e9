#include "device/gpu_info.h"

#include <cstdio>

namespace nnlab {

nlohmann::json GpuInfo::toJson() const {
  return {{"index", index},
          {"name", name},
          {"compute_capability", std::to_string(ccMajor) + "." + std::to_string(ccMinor)},
          {"multiprocessors", smCount},
          {"sm_clock_mhz", smClockMHz},
          {"memory_clock_mhz", memClockMHz},
          {"bus_width_bits", busWidthBits},
          {"bandwidth_gb_s", bandwidthGBs},
          {"memory_bytes", totalBytes},
          {"free_bytes", freeBytes},
          {"l2_bytes", l2Bytes},
          {"uuid", uuid},
          {"pci_bus_id", pciBusId}};
}

nlohmann::json GpuDetection::toJson() const {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& g : gpus) list.push_back(g.toJson());
  nlohmann::json j{{"gpus", list}};
  if (!unavailableReason.empty()) j["unavailable_reason"] = unavailableReason;
  if (!driverVersion.empty())
    j["software"] = {{"driver", driverVersion}, {"runtime", runtimeVersion}, {"cudnn", cudnnVersion}, {"cublas", cublasVersion}};
  return j;
}

GpuInfo GpuInfo::read(JsonReader& r) {
  GpuInfo g;
  constexpr double kHuge = 1e18;
  g.index = static_cast<int>(r.integer("index", 0, 0, 1 << 16));
  g.name = r.str("name", "");
  const std::string cc = r.str("compute_capability", "0.0");
  if (std::sscanf(cc.c_str(), "%d.%d", &g.ccMajor, &g.ccMinor) != 2 || g.ccMajor < 0 || g.ccMinor < 0)
    r.failAt("compute_capability", "must read like \"9.0\", not \"" + cc + "\"");
  g.smCount = static_cast<int>(r.integer("multiprocessors", 0, 0, 1 << 20));
  g.smClockMHz = r.number("sm_clock_mhz", 0.0, 0.0, kHuge);
  g.memClockMHz = r.number("memory_clock_mhz", 0.0, 0.0, kHuge);
  g.busWidthBits = static_cast<int>(r.integer("bus_width_bits", 0, 0, 1 << 20));
  g.bandwidthGBs = r.number("bandwidth_gb_s", 0.0, 0.0, kHuge);
  g.totalBytes = r.unsignedInteger("memory_bytes", 0);
  g.freeBytes = r.unsignedInteger("free_bytes", 0);
  g.l2Bytes = r.unsignedInteger("l2_bytes", 0);
  g.uuid = r.str("uuid", "");
  g.pciBusId = r.str("pci_bus_id", "");
  r.finish();
  return g;
}

}  // namespace nnlab

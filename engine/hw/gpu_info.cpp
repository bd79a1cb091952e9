#include "hw/gpu_info.h"

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

}  // namespace nnlab

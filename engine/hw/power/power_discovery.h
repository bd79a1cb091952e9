#pragma once
// Every power source of this machine: the NVML GPUs and the RAPL package and DRAM domains,
// including the ones that are not available (with the reason), so that a report never leaves a
// device out silently.
#include <string>

#include "hw/power/nvml_source.h"
#include "hw/power/power_source.h"

namespace nnlab {

struct PowerDiscoveryOptions {
  bool gpus = true;  // NVML
  bool cpu = true;   // RAPL
  NvmlOptions nvml;
  std::string powercapRoot = "/sys/class/powercap";
  // GPUs numbered as CUDA numbers them (detectGpus()); in a build without CUDA, in NVML's order.
  static PowerDiscoveryOptions forThisMachine();
};

PowerSources discoverPowerSources(const PowerDiscoveryOptions& options);

}  // namespace nnlab

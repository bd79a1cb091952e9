#pragma once
// GPU power through NVML: one source per GPU with board power (the instantaneous field where the
// driver has it, else nvmlDeviceGetPowerUsage, which Ampere and newer average over 1 s), the
// total-energy counter where the GPU has one (Volta and newer), SM and memory clocks, utilisation
// and temperature. Without the library or a GPU, one source that says why.
#include <string>
#include <vector>

#include "hw/power/power_source.h"

namespace nnlab {

struct NvmlOptions {
  std::string library = "libnvidia-ml.so.1";
  // The GPUs in CUDA's order (GpuInfo::uuid): source i is CUDA device i, found by UUID, so
  // "gpu:0" is the GPU that cuda:0 trains on. Empty: every GPU in NVML's (PCI) order.
  std::vector<std::string> cudaUuids;
};

PowerSources openNvmlSources(const NvmlOptions& options = {});

}  // namespace nnlab

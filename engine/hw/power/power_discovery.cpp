#include "hw/power/power_discovery.h"

#include "device/gpu_info.h"
#include "hw/power/rapl_source.h"

namespace nnlab {

PowerDiscoveryOptions PowerDiscoveryOptions::forThisMachine() {
  PowerDiscoveryOptions o;
  for (const auto& g : detectGpus().gpus)
    if (!g.uuid.empty()) o.nvml.cudaUuids.push_back(g.uuid);
  // One GPU without a UUID would shift the numbering: NVML's own order is then the honest one.
  if (o.nvml.cudaUuids.size() != detectGpus().gpus.size()) o.nvml.cudaUuids.clear();
  return o;
}

PowerSources discoverPowerSources(const PowerDiscoveryOptions& options) {
  PowerSources out;
  if (options.gpus)
    for (auto& s : openNvmlSources(options.nvml)) out.push_back(std::move(s));
  if (options.cpu)
    for (auto& s : openRaplSources(options.powercapRoot)) out.push_back(std::move(s));
  return out;
}

}  // namespace nnlab

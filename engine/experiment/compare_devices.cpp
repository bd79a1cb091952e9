#include "experiment/compare_devices.h"

#include "backends/backend_factory.h"
#include "core/precision.h"

namespace nnlab {

using json = nlohmann::json;

std::vector<json> deviceModes() {
  std::vector<json> modes;
  for (const BackendChoice& c : backendChoices()) {
    if (!c.available) continue;
    if (c.name == "cpu-reference") {
      modes.push_back({{"name", c.name}, {"precision", "fp32"}, {"threads", 1}});
    } else if (c.name == "cpu-blas") {
      modes.push_back({{"name", c.name}, {"precision", "fp32"}, {"threads", 1}});
      if (c.maxThreads > 1) modes.push_back({{"name", c.name}, {"precision", "fp32"}, {"threads", 0}});
    } else {
      for (Precision p : c.precisions) modes.push_back({{"name", c.name}, {"precision", precisionName(p)}});
    }
  }
  return modes;
}

SweepSpec compareDevicesSweep(const ExperimentSpec& base, int repeats) {
  json axis = {{"field", "device"}, {"values", deviceModes()}};
  json spec = {{"format", "nnlab-sweep"},
               {"name", "compare devices: " + base.model.name + " on " + base.dataset},
               {"base", base.toJson()},
               {"axes", json::array({axis})},
               {"repeats", repeats}};
  return SweepSpec::fromJson(spec, "compare-devices");
}

std::vector<RunGroup> cellGroups(const SweepSpec& spec, const std::vector<RunRecord>& runs) {
  std::vector<RunGroup> groups;
  const std::string uid = spec.uid();
  for (int c = 0; c < spec.cells(); ++c) {
    RunGroup g;
    const auto values = spec.cellValues(c);
    for (const auto& v : values) g.label += (g.label.empty() ? "" : ", ") + axisValueText(v);
    if (g.label.empty()) g.label = spec.name;
    const std::string key = spec.cellKey(c);
    for (const RunRecord& r : runs)
      if (r.sweepId == uid && r.cellId == key && r.result.status == RunStatus::Completed) g.runs.push_back(r);
    groups.push_back(std::move(g));
  }
  return groups;
}

}  // namespace nnlab

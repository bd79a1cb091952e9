#include "hw/power/power_source.h"

#include "core/json_reader.h"

namespace nnlab {

const char* powerDeviceKindName(PowerDeviceKind kind) {
  switch (kind) {
    case PowerDeviceKind::Gpu: return "gpu";
    case PowerDeviceKind::CpuPackage: return "cpu-package";
    case PowerDeviceKind::Dram: return "dram";
  }
  return "gpu";
}

nlohmann::json PowerSourceInfo::toJson() const {
  nlohmann::json j{{"id", id},
                   {"name", name},
                   {"kind", powerDeviceKindName(kind)},
                   {"interface", interface},
                   {"measures", measures},
                   {"available", available},
                   {"has_power", hasPower},
                   {"has_counter", hasCounter},
                   {"power_from_counter", powerFromCounter}};
  if (!reason.empty()) j["reason"] = reason;
  if (gpuIndex >= 0) j["gpu_index"] = gpuIndex;
  if (!uuid.empty()) j["uuid"] = uuid;
  return j;
}

PowerSourceInfo PowerSourceInfo::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "power source", ErrorKind::BadInput);
  PowerSourceInfo s;
  s.id = r.requiredStr("id");
  s.name = r.str("name", s.id);
  const std::string kind = r.choice("kind", "gpu", {"gpu", "cpu-package", "dram"});
  s.kind = kind == "gpu" ? PowerDeviceKind::Gpu : kind == "dram" ? PowerDeviceKind::Dram : PowerDeviceKind::CpuPackage;
  s.interface = r.str("interface", "");
  s.measures = r.str("measures", "");
  s.available = r.boolean("available", false);
  s.reason = r.str("reason", "");
  s.hasPower = r.boolean("has_power", false);
  s.hasCounter = r.boolean("has_counter", false);
  s.powerFromCounter = r.boolean("power_from_counter", false);
  s.gpuIndex = static_cast<int>(r.integer("gpu_index", -1, -1, 1 << 16));
  s.uuid = r.str("uuid", "");
  r.finish();
  if (!s.available && s.reason.empty()) r.failAt("reason", "is missing: a source that is not available must say why");
  return s;
}

namespace {

class UnavailableSource : public PowerSource {
 public:
  using PowerSource::PowerSource;
  PowerReading read() override {
    PowerReading r;
    r.error = info_.reason;
    return r;
  }
};

}  // namespace

std::unique_ptr<PowerSource> unavailablePowerSource(std::string id, std::string name, PowerDeviceKind kind,
                                                    std::string interface, std::string reason) {
  PowerSourceInfo info;
  info.id = std::move(id);
  info.name = std::move(name);
  info.kind = kind;
  info.interface = std::move(interface);
  info.available = false;
  info.reason = std::move(reason);
  return std::make_unique<UnavailableSource>(std::move(info));
}

}  // namespace nnlab

// JSON of energy.h's results. Absent values are null (never 0); derived values (the best joules,
// totals, EDP) are written for readers of the file and recomputed when it is read back.
#include <cmath>

#include "core/json_reader.h"
#include "hw/power/energy.h"

namespace nnlab {

namespace {

constexpr double kBig = 1e18;

nlohmann::json opt(const std::optional<double>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); }

std::optional<double> readOpt(JsonReader& r, const char* key, double lo = -kBig, double hi = kBig) {
  if (!r.has(key)) {
    r.raw(key);
    return std::nullopt;
  }
  return r.number(key, 0.0, lo, hi);
}

PowerDeviceKind readKind(JsonReader& r) {
  const std::string k = r.choice("kind", "gpu", {"gpu", "cpu-package", "dram"});
  return k == "gpu" ? PowerDeviceKind::Gpu : k == "dram" ? PowerDeviceKind::Dram : PowerDeviceKind::CpuPackage;
}

}  // namespace

nlohmann::json DeviceEnergy::toJson() const {
  nlohmann::json j{{"source", source},
                   {"name", name},
                   {"kind", powerDeviceKindName(kind)},
                   {"measured", measured},
                   {"seconds", seconds},
                   {"joules", opt(joules())},
                   {"method", method()},
                   {"counter_j", opt(counterJoules)},
                   {"integrated_j", opt(integratedJoules)},
                   {"average_w", opt(averageWatts)},
                   {"peak_w", opt(peakWatts)},
                   {"idle_w", opt(idleWatts)},
                   {"above_idle_j", opt(joulesAboveIdle)},
                   {"power_samples", powerSamples},
                   {"read_errors", readErrors}};
  if (!reason.empty()) j["reason"] = reason;
  return j;
}

DeviceEnergy DeviceEnergy::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "device energy", ErrorKind::BadInput);
  DeviceEnergy d;
  d.source = r.requiredStr("source");
  d.name = r.str("name", d.source);
  d.kind = readKind(r);
  d.measured = r.boolean("measured", false);
  d.reason = r.str("reason", "");
  d.seconds = r.number("seconds", 0.0, 0.0, 1e12);
  d.counterJoules = readOpt(r, "counter_j");
  d.integratedJoules = readOpt(r, "integrated_j");
  d.averageWatts = readOpt(r, "average_w");
  d.peakWatts = readOpt(r, "peak_w");
  d.idleWatts = readOpt(r, "idle_w");
  d.joulesAboveIdle = readOpt(r, "above_idle_j");
  d.powerSamples = static_cast<int>(r.integer("power_samples", 0, 0, 1 << 30));
  d.readErrors = static_cast<int>(r.integer("read_errors", 0, 0, 1 << 30));
  r.allow({"joules", "method"});
  r.finish();
  if (d.measured && !d.joules()) r.failAt("measured", "is true but neither counter_j nor integrated_j is given");
  if (!d.measured && d.reason.empty()) r.failAt("reason", "is missing: a device without energy must say why");
  return d;
}

nlohmann::json IdleBaseline::toJson() const {
  nlohmann::json devs = nlohmann::json::array();
  for (const auto& d : devices) {
    nlohmann::json x{{"source", d.source}, {"watts", opt(d.watts)}};
    if (!d.reason.empty()) x["reason"] = d.reason;
    devs.push_back(x);
  }
  return {{"seconds", seconds}, {"devices", devs}};
}

IdleBaseline IdleBaseline::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "idle baseline", ErrorKind::BadInput);
  IdleBaseline b;
  b.seconds = r.requiredNumber("seconds", 0.0, 1e9);
  for (const auto& dj : r.array("devices")) {
    JsonReader d(dj, "idle baseline", ErrorKind::BadInput, "devices[" + std::to_string(b.devices.size()) + "]");
    Device x;
    x.source = d.requiredStr("source");
    x.watts = readOpt(d, "watts", 0.0, kBig);
    x.reason = d.str("reason", "");
    d.finish();
    b.devices.push_back(x);
  }
  r.finish();
  return b;
}

nlohmann::json IntervalEnergy::toJson() const {
  nlohmann::json devs = nlohmann::json::array();
  for (const auto& d : devices) devs.push_back(d.toJson());
  nlohmann::json j{{"interval", interval.toJson()},
                   {"devices", devs},
                   {"total_j", opt(totalJoules())},
                   {"total_above_idle_j", opt(totalJoulesAboveIdle())},
                   {"average_w", opt(averageWatts())}};
  if (dataSamples > 0) {
    j["data_samples"] = dataSamples;
    j["joules_per_sample"] = opt(joulesPerSample());
  }
  if (const auto e = edp()) j["edp"] = e->toJson();
  const auto missing = unmeasured();
  if (!missing.empty()) j["unmeasured"] = missing;
  return j;
}

IntervalEnergy IntervalEnergy::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "interval energy", ErrorKind::BadInput);
  IntervalEnergy e;
  e.interval = PowerInterval::fromJson(r.object("interval").value());
  for (const auto& dj : r.array("devices")) e.devices.push_back(DeviceEnergy::fromJson(dj));
  e.dataSamples = r.integer("data_samples", 0, 0, std::int64_t(1) << 62);
  r.allow({"total_j", "total_above_idle_j", "average_w", "joules_per_sample", "edp", "unmeasured"});
  r.finish();
  return e;
}

nlohmann::json EnergyReport::toJson() const {
  nlohmann::json src = nlohmann::json::array(), iv = nlohmann::json::array();
  for (const auto& s : sources) src.push_back(s.toJson());
  for (const auto& i : intervals) iv.push_back(i.toJson());
  return {{"hz", hz}, {"sources", src}, {"idle", idle ? idle->toJson() : nlohmann::json(nullptr)}, {"intervals", iv},
          {"sampler", stats.toJson()}};
}

EnergyReport EnergyReport::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "energy report", ErrorKind::BadInput);
  EnergyReport e;
  e.hz = r.number("hz", 0.0, 0.0, 1e6);
  for (const auto& s : r.array("sources")) e.sources.push_back(PowerSourceInfo::fromJson(s));
  if (const auto idle = r.optionalObject("idle")) e.idle = IdleBaseline::fromJson(idle->value());
  for (const auto& i : r.array("intervals")) e.intervals.push_back(IntervalEnergy::fromJson(i));
  if (const auto s = r.optionalObject("sampler")) e.stats = SamplerStats::fromJson(s->value());
  r.finish();
  return e;
}

}  // namespace nnlab

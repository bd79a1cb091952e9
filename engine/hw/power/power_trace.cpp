#include "hw/power/power_trace.h"

#include <algorithm>
#include <cmath>

#include "core/json_reader.h"

namespace nnlab {

namespace {

constexpr const char* kWhat = "power trace";

// v to a whole number of 1/perUnit (dividing by the exact integer gives the shortest decimal).
double rounded(double v, double perUnit) { return std::isfinite(v) ? std::round(v * perUnit) / perUnit : v; }

// A column of numbers where null is NaN.
nlohmann::json column(const std::vector<PowerSample>& s, double PowerSample::*field, double perUnit) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& x : s) {
    const double v = x.*field;
    if (std::isfinite(v)) a.push_back(rounded(v, perUnit));
    else a.push_back(nullptr);
  }
  return a;
}

void readColumn(JsonReader& r, const char* key, std::vector<PowerSample>& s, double PowerSample::*field) {
  if (!r.has(key)) {
    r.raw(key);
    return;  // a source without this value: NaN throughout
  }
  const nlohmann::json& a = r.array(key);
  if (a.size() != s.size()) r.failAt(key, "has " + std::to_string(a.size()) + " values, `t` has " + std::to_string(s.size()));
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].is_null()) continue;
    if (!a[i].is_number()) r.failAt(key, "must hold numbers or null, not " + describeJsonValue(a[i]));
    s[i].*field = a[i].get<double>();
  }
}

}  // namespace

nlohmann::json PowerInterval::toJson() const {
  nlohmann::json j{{"label", label}, {"begin_s", begin}};
  if (!phase.empty()) j["phase"] = phase;
  if (epoch > 0) j["epoch"] = epoch;
  j["end_s"] = open() ? nlohmann::json(nullptr) : nlohmann::json(end);
  return j;
}

PowerInterval PowerInterval::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "power interval", ErrorKind::BadInput);
  PowerInterval i;
  i.label = r.requiredStr("label");
  i.phase = r.str("phase", "");
  i.epoch = static_cast<int>(r.integer("epoch", 0, 0, 1 << 30));
  i.begin = r.requiredNumber("begin_s", -1e12, 1e12);
  i.end = r.number("end_s", std::numeric_limits<double>::quiet_NaN(), i.begin, 1e12);
  r.finish();
  return i;
}

nlohmann::json PowerTrace::toJson() const {
  nlohmann::json src = nlohmann::json::array();
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const auto& s = i < samples.size() ? samples[i] : std::vector<PowerSample>{};
    nlohmann::json c{{"source", sources[i].toJson()}, {"t", column(s, &PowerSample::t, 1e6)}};
    // Columns a source never fills are left out (a CPU package has no clock or temperature here).
    auto add = [&](const char* key, double PowerSample::*f, double perUnit) {
      for (const auto& x : s)
        if (std::isfinite(x.*f)) {
          c[key] = column(s, f, perUnit);
          return;
        }
    };
    add("watts", &PowerSample::watts, 1e3);
    add("joules", &PowerSample::joules, 1e6);
    add("sm_mhz", &PowerSample::smClockMHz, 1.0);
    add("mem_mhz", &PowerSample::memClockMHz, 1.0);
    add("gpu_util", &PowerSample::gpuUtilPercent, 1.0);
    add("mem_util", &PowerSample::memUtilPercent, 1.0);
    add("temp_c", &PowerSample::temperatureC, 1.0);
    nlohmann::json errors = nlohmann::json::array();
    for (std::size_t k = 0; k < s.size(); ++k)
      if (s[k].readError) errors.push_back(k);
    if (!errors.empty()) c["read_errors"] = errors;
    src.push_back(c);
  }
  nlohmann::json iv = nlohmann::json::array();
  for (const auto& i : intervals) iv.push_back(i.toJson());
  return {{"hz", hz}, {"sources", src}, {"intervals", iv}};
}

PowerTrace PowerTrace::fromJson(const nlohmann::json& j) {
  JsonReader r(j, kWhat, ErrorKind::BadInput);
  PowerTrace t;
  t.hz = r.number("hz", 0.0, 0.0, 1e6);
  for (const auto& sj : r.array("sources")) {
    JsonReader s(sj, kWhat, ErrorKind::BadInput, "sources[" + std::to_string(t.sources.size()) + "]");
    t.sources.push_back(PowerSourceInfo::fromJson(s.object("source").value()));
    std::vector<PowerSample> samples(s.array("t").size());
    readColumn(s, "t", samples, &PowerSample::t);
    for (std::size_t k = 0; k < samples.size(); ++k)
      if (!std::isfinite(samples[k].t) || (k > 0 && samples[k].t < samples[k - 1].t))
        s.failAt("t", "must hold times in increasing order (value " + std::to_string(k) + ")");
    readColumn(s, "watts", samples, &PowerSample::watts);
    readColumn(s, "joules", samples, &PowerSample::joules);
    readColumn(s, "sm_mhz", samples, &PowerSample::smClockMHz);
    readColumn(s, "mem_mhz", samples, &PowerSample::memClockMHz);
    readColumn(s, "gpu_util", samples, &PowerSample::gpuUtilPercent);
    readColumn(s, "mem_util", samples, &PowerSample::memUtilPercent);
    readColumn(s, "temp_c", samples, &PowerSample::temperatureC);
    if (s.has("read_errors"))
      for (std::int64_t k : s.integers("read_errors", 0, samples.size(), 0, static_cast<std::int64_t>(samples.size()) - 1))
        samples[static_cast<std::size_t>(k)].readError = true;
    else
      s.raw("read_errors");
    s.finish();
    t.samples.push_back(std::move(samples));
  }
  for (const auto& ij : r.array("intervals")) t.intervals.push_back(PowerInterval::fromJson(ij));
  r.finish();
  return t;
}

PowerTrace thinnedTrace(const PowerTrace& trace, std::size_t maxPerSource) {
  PowerTrace t = trace;
  maxPerSource = std::max<std::size_t>(maxPerSource, 2);
  for (auto& s : t.samples) {
    if (s.size() <= maxPerSource) continue;
    const std::size_t step = (s.size() + maxPerSource - 2) / (maxPerSource - 1);
    std::vector<PowerSample> kept;
    kept.reserve(maxPerSource);
    for (std::size_t k = 0; k + 1 < s.size(); k += step) kept.push_back(s[k]);
    kept.push_back(s.back());
    s = std::move(kept);
  }
  return t;
}

bool PowerTraceUpdate::empty() const {
  for (const auto& s : samples)
    if (!s.empty()) return false;
  return true;
}

void PowerTraceUpdate::applyTo(PowerTrace& trace) const {
  if (trace.samples.size() < samples.size()) trace.samples.resize(samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i)
    trace.samples[i].insert(trace.samples[i].end(), samples[i].begin(), samples[i].end());
  trace.intervals = intervals;
}

nlohmann::json SamplerStats::toJson() const {
  nlohmann::json errs = nlohmann::json::array(), last = nlohmann::json::array();
  for (auto e : readErrors) errs.push_back(e);
  for (const auto& e : lastError) last.push_back(e);
  return {{"hz", hz},
          {"rounds", rounds},
          {"mean_round_s", meanRoundSeconds},
          {"max_round_s", maxRoundSeconds},
          {"wall_s", wallSeconds},
          {"thread_cpu_s", threadCpuSeconds},
          {"read_errors", errs},
          {"last_error", last}};
}

SamplerStats SamplerStats::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "power sampler statistics", ErrorKind::BadInput);
  SamplerStats s;
  s.hz = r.number("hz", 0.0, 0.0, 1e6);
  s.rounds = r.integer("rounds", 0, 0, std::int64_t(1) << 62);
  s.meanRoundSeconds = r.number("mean_round_s", 0.0, 0.0, 1e9);
  s.maxRoundSeconds = r.number("max_round_s", 0.0, 0.0, 1e9);
  s.wallSeconds = r.number("wall_s", 0.0, 0.0, 1e12);
  s.threadCpuSeconds = r.number("thread_cpu_s", 0.0, 0.0, 1e12);
  for (auto e : r.integers("read_errors", 0, 1 << 16, 0, std::int64_t(1) << 62)) s.readErrors.push_back(e);
  s.lastError = r.strings("last_error", 1 << 16);
  r.finish();
  return s;
}

}  // namespace nnlab

// The arithmetic of energy.h: interpolation, integration and the sums per interval.
#include "hw/power/energy.h"

#include <algorithm>
#include <cmath>

#include "core/format.h"

namespace nnlab {

namespace {

using Field = double PowerSample::*;

std::size_t firstAtOrAfter(const std::vector<PowerSample>& s, double t) {
  return static_cast<std::size_t>(
      std::lower_bound(s.begin(), s.end(), t, [](const PowerSample& a, double x) { return a.t < x; }) - s.begin());
}

// The sample with a finite field at or after index i; s.size() when none.
std::size_t finiteFrom(const std::vector<PowerSample>& s, std::size_t i, Field f) {
  while (i < s.size() && !std::isfinite(s[i].*f)) ++i;
  return i;
}

// The last sample before index i with a finite field; s.size() when none.
std::size_t finiteBefore(const std::vector<PowerSample>& s, std::size_t i, Field f) {
  while (i > 0) {
    --i;
    if (std::isfinite(s[i].*f)) return i;
  }
  return s.size();
}

// The field at time t, linear between the finite values around it.
std::optional<double> valueAt(const std::vector<PowerSample>& s, double t, Field f) {
  const std::size_t after = finiteFrom(s, firstAtOrAfter(s, t), f);
  if (after == s.size()) return std::nullopt;
  if (s[after].t == t) return s[after].*f;
  const std::size_t before = finiteBefore(s, after, f);
  if (before == s.size()) return std::nullopt;
  const PowerSample& a = s[before];
  const PowerSample& b = s[after];
  return a.*f + (b.*f - a.*f) * (t - a.t) / (b.t - a.t);
}

std::string seconds3(double t) { return formatDouble(std::round(t * 1000.0) / 1000.0, 12); }

}  // namespace

std::optional<double> counterEnergy(const std::vector<PowerSample>& samples, double t0, double t1) {
  if (!(t1 >= t0)) return std::nullopt;
  const auto a = valueAt(samples, t0, &PowerSample::joules);
  const auto b = valueAt(samples, t1, &PowerSample::joules);
  if (!a || !b) return std::nullopt;
  return *b - *a;
}

std::optional<double> integratePower(const std::vector<PowerSample>& samples, double t0, double t1) {
  if (!(t1 >= t0)) return std::nullopt;
  const Field w = &PowerSample::watts;
  // First point: the last finite one at or before t0.
  std::size_t first = firstAtOrAfter(samples, t0);
  if (!(first < samples.size() && samples[first].t == t0 && std::isfinite(samples[first].watts)))
    first = finiteBefore(samples, first, w);
  const std::size_t last = finiteFrom(samples, firstAtOrAfter(samples, t1), w);
  if (first == samples.size() || last == samples.size()) return std::nullopt;
  double sum = 0.0;
  std::size_t a = first;
  for (std::size_t b = finiteFrom(samples, a + 1, w); a < last && b <= last; a = b, b = finiteFrom(samples, b + 1, w)) {
    const PowerSample& p = samples[a];
    const PowerSample& q = samples[b];
    const double lo = std::max(p.t, t0), hi = std::min(q.t, t1);
    if (!(hi > lo) || !(q.t > p.t)) continue;
    const auto at = [&](double t) { return p.watts + (q.watts - p.watts) * (t - p.t) / (q.t - p.t); };
    sum += 0.5 * (at(lo) + at(hi)) * (hi - lo);
  }
  return sum;
}

DeviceEnergy deviceEnergy(const PowerSourceInfo& source, const std::vector<PowerSample>& samples,
                          const PowerInterval& interval, std::optional<double> idleWatts) {
  DeviceEnergy d;
  d.source = source.id;
  d.name = source.name;
  d.kind = source.kind;
  if (!source.available) {
    d.reason = source.reason;
    return d;
  }
  if (interval.open()) {
    d.reason = "the interval \"" + interval.label + "\" has not ended";
    return d;
  }
  const double t0 = interval.begin, t1 = interval.end;
  d.seconds = t1 - t0;
  std::optional<double> peak;
  const auto consider = [&peak](std::optional<double> w) {
    if (w && std::isfinite(*w)) peak = peak ? std::max(*peak, *w) : *w;
  };
  const std::size_t begin = firstAtOrAfter(samples, t0);
  std::size_t i = begin;
  for (; i < samples.size() && samples[i].t <= t1; ++i) {
    if (std::isfinite(samples[i].watts)) ++d.powerSamples;
    if (samples[i].readError) ++d.readErrors;
    consider(samples[i].watts);
  }
  if (source.powerFromCounter) {
    // A counter-derived value covers the period before its sample: the first one after t1 overlaps the end.
    const std::size_t next = finiteFrom(samples, i, &PowerSample::watts);
    if (next < samples.size()) consider(samples[next].watts);
  } else {
    consider(valueAt(samples, t0, &PowerSample::watts));
    consider(valueAt(samples, t1, &PowerSample::watts));
  }
  if (source.hasCounter) d.counterJoules = counterEnergy(samples, t0, t1);
  if (source.hasPower && !source.powerFromCounter) d.integratedJoules = integratePower(samples, t0, t1);
  d.peakWatts = peak;
  const auto j = d.joules();
  if (!j) {
    d.reason = "the samples of " + source.name + " do not cover " + seconds3(t0) + "-" + seconds3(t1) + " s" +
               (samples.empty() ? " (there are none)"
                                : " (they span " + seconds3(samples.front().t) + "-" + seconds3(samples.back().t) + " s)");
    d.peakWatts.reset();
    return d;
  }
  d.measured = true;
  if (d.seconds > 0.0) d.averageWatts = *j / d.seconds;
  if (idleWatts) {
    d.idleWatts = idleWatts;
    d.joulesAboveIdle = *j - *idleWatts * d.seconds;
  }
  return d;
}

IntervalEnergy intervalEnergy(const PowerTrace& trace, const PowerInterval& interval, const IdleBaseline* idle) {
  static const std::vector<PowerSample> none;
  IntervalEnergy e;
  e.interval = interval;
  for (std::size_t i = 0; i < trace.sources.size(); ++i) {
    const auto& src = trace.sources[i];
    e.devices.push_back(deviceEnergy(src, i < trace.samples.size() ? trace.samples[i] : none, interval,
                                     idle ? idle->wattsOf(src.id) : std::nullopt));
  }
  return e;
}

IdleBaseline idleBaselineFrom(const IntervalEnergy& idle) {
  IdleBaseline b;
  b.seconds = idle.interval.open() ? 0.0 : idle.seconds();
  for (const auto& d : idle.devices) {
    IdleBaseline::Device x;
    x.source = d.source;
    x.watts = d.averageWatts;
    if (!x.watts) x.reason = d.measured ? "the idle interval has no duration" : d.reason;
    b.devices.push_back(x);
  }
  return b;
}

// --- the accessors ------------------------------------------------------------------------------

std::optional<double> DeviceEnergy::joules() const { return counterJoules ? counterJoules : integratedJoules; }

const char* DeviceEnergy::method() const { return counterJoules ? "counter" : integratedJoules ? "integrated" : "none"; }

std::optional<double> DeviceEnergy::integratedVsCounter() const {
  if (!counterJoules || !integratedJoules || *counterJoules <= 0.0) return std::nullopt;
  return (*integratedJoules - *counterJoules) / *counterJoules;
}

std::optional<double> IdleBaseline::wattsOf(const std::string& source) const {
  for (const auto& d : devices)
    if (d.source == source) return d.watts;
  return std::nullopt;
}

std::optional<double> IntervalEnergy::totalJoules() const {
  std::optional<double> sum;
  for (const auto& d : devices)
    if (d.measured) sum = sum.value_or(0.0) + *d.joules();
  return sum;
}

std::optional<double> IntervalEnergy::totalJoulesAboveIdle() const {
  std::optional<double> sum;
  for (const auto& d : devices) {
    if (!d.measured) continue;
    if (!d.joulesAboveIdle) return std::nullopt;
    sum = sum.value_or(0.0) + *d.joulesAboveIdle;
  }
  return sum;
}

std::optional<double> IntervalEnergy::averageWatts() const {
  const auto j = totalJoules();
  if (!j || interval.open() || !(seconds() > 0.0)) return std::nullopt;
  return *j / seconds();
}

std::optional<double> IntervalEnergy::joulesPerSample() const {
  const auto j = totalJoules();
  if (!j || dataSamples <= 0) return std::nullopt;
  return *j / static_cast<double>(dataSamples);
}

std::vector<std::string> IntervalEnergy::measuredSources() const {
  std::vector<std::string> v;
  for (const auto& d : devices)
    if (d.measured) v.push_back(d.source);
  return v;
}

std::vector<std::string> IntervalEnergy::unmeasured() const {
  std::vector<std::string> v;
  for (const auto& d : devices)
    if (!d.measured) v.push_back(d.name + ": " + d.reason);
  return v;
}

std::optional<EdpFigures> IntervalEnergy::edp() const {
  const auto j = totalJoules();
  if (!j || interval.open() || *j < 0.0) return std::nullopt;
  return EdpFigures::of(*j, seconds(), measuredSources());
}

const DeviceEnergy* IntervalEnergy::device(const std::string& source) const {
  for (const auto& d : devices)
    if (d.source == source) return &d;
  return nullptr;
}

const IntervalEnergy* EnergyReport::find(const std::string& label) const {
  for (const auto& i : intervals)
    if (i.interval.label == label) return &i;
  return nullptr;
}

}  // namespace nnlab

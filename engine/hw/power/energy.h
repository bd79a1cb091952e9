#pragma once
// Energy of the intervals a sampler marked, per device: joules from the hardware counter (NVML's
// total energy, RAPL's energy_uj) and from integrating measured power (trapezoid) — both kept,
// so they can be compared —, average and peak power, the idle baseline taken off, J/sample and
// the energy-delay products. Pure functions of plain values: the sampler, the CLI, the app and
// a stored run compute the same numbers. What was not measured is absent (std::nullopt) with a
// reason, never 0.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "hw/power/edp.h"
#include "hw/power/power_trace.h"

namespace nnlab {

struct DeviceEnergy {
  std::string source, name;  // PowerSourceInfo::id and name
  PowerDeviceKind kind = PowerDeviceKind::Gpu;
  bool measured = false;  // false: see reason
  std::string reason;     // why there is no energy (source not available, samples do not cover the interval)
  double seconds = 0.0;
  std::optional<double> counterJoules;     // hardware energy counter
  std::optional<double> integratedJoules;  // trapezoid over measured power (not for power derived from a counter)
  std::optional<double> averageWatts, peakWatts;
  std::optional<double> idleWatts;        // this device's idle baseline, when one was measured
  std::optional<double> joulesAboveIdle;  // joules() - idleWatts x seconds (can be slightly negative near idle)
  int powerSamples = 0;                   // samples with a power value inside the interval
  int readErrors = 0;                     // failed reads inside the interval

  std::optional<double> joules() const;  // the counter where there is one, else the integral
  const char* method() const;            // "counter", "integrated" or "none"
  std::optional<double> integratedVsCounter() const;  // (integrated - counter) / counter
  nlohmann::json toJson() const;
  static DeviceEnergy fromJson(const nlohmann::json& j);
};

struct IdleBaseline {
  struct Device {
    std::string source;
    std::optional<double> watts;
    std::string reason;  // when watts is absent
  };
  double seconds = 0.0;  // how long idle power was measured
  std::vector<Device> devices;
  std::optional<double> wattsOf(const std::string& source) const;
  nlohmann::json toJson() const;
  static IdleBaseline fromJson(const nlohmann::json& j);
};

struct IntervalEnergy {
  PowerInterval interval;
  std::vector<DeviceEnergy> devices;
  std::int64_t dataSamples = 0;  // training samples processed in the interval (for J/sample); 0: not given

  double seconds() const { return interval.seconds(); }
  std::optional<double> totalJoules() const;           // sum over measured devices; nullopt when none is
  std::optional<double> totalJoulesAboveIdle() const;  // nullopt unless every measured device has a baseline
  std::optional<double> averageWatts() const;          // totalJoules / seconds
  std::optional<double> joulesPerSample() const;       // totalJoules / dataSamples
  std::vector<std::string> measuredSources() const;
  std::vector<std::string> unmeasured() const;         // "CPU (RAPL): <reason>", one per device left out
  std::optional<EdpFigures> edp() const;               // totalJoules x seconds
  const DeviceEnergy* device(const std::string& source) const;
  nlohmann::json toJson() const;
  static IntervalEnergy fromJson(const nlohmann::json& j);
};

// Everything a run's power measurement gives: for the run record and the store.
struct EnergyReport {
  double hz = 0.0;
  std::vector<PowerSourceInfo> sources;
  std::optional<IdleBaseline> idle;
  std::vector<IntervalEnergy> intervals;  // in the order they began
  SamplerStats stats;
  const IntervalEnergy* find(const std::string& label) const;
  nlohmann::json toJson() const;
  static EnergyReport fromJson(const nlohmann::json& j);
};

// Integral over [t0, t1] of the piecewise-linear power through the samples with a finite watts
// value; nullopt when no such sample is at or before t0, or at or after t1.
std::optional<double> integratePower(const std::vector<PowerSample>& samples, double t0, double t1);
// E(t1) - E(t0) of the energy counter, each end interpolated linearly between the readings
// around it; nullopt when readings do not surround both ends.
std::optional<double> counterEnergy(const std::vector<PowerSample>& samples, double t0, double t1);

DeviceEnergy deviceEnergy(const PowerSourceInfo& source, const std::vector<PowerSample>& samples,
                          const PowerInterval& interval, std::optional<double> idleWatts = std::nullopt);
IntervalEnergy intervalEnergy(const PowerTrace& trace, const PowerInterval& interval, const IdleBaseline* idle = nullptr);
// Each device's average power over an idle interval.
IdleBaseline idleBaselineFrom(const IntervalEnergy& idle);

}  // namespace nnlab

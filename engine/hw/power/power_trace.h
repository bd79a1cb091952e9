#pragma once
// What a power sampler recorded: per source, timestamped samples; and the intervals the caller
// marked (the run, each epoch, each phase, the idle baseline). Times are seconds on the
// sampler's steady clock, 0 when it started. Plain values: the app draws them live or from a
// stored run, the engine computes energies from them.
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "hw/power/power_source.h"

namespace nnlab {

// One reading of one source. NaN: not measured (the source has no such value, or the read failed).
struct PowerSample {
  static constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
  double t = 0.0;         // seconds since the sampler started (the middle of the read)
  double watts = kNone;   // measured (NVML) or the counter's difference over the last period (RAPL)
  double joules = kNone;  // the energy counter since the source was opened
  double smClockMHz = kNone, memClockMHz = kNone;
  double gpuUtilPercent = kNone, memUtilPercent = kNone;
  double temperatureC = kNone;
  bool readError = false;  // some value the source should give could not be read
};

// A span of time the caller marked. begin == end is a point mark.
struct PowerInterval {
  std::string label;  // "run", "epoch 3", "epoch 3 train", "idle"
  std::string phase;  // "train", "validation", "test", "idle", or "" (run, epoch, a mark)
  int epoch = 0;      // 1-based; 0 when not in an epoch
  double begin = 0.0;
  double end = std::numeric_limits<double>::quiet_NaN();  // NaN while open
  bool open() const { return std::isnan(end); }
  double seconds() const { return open() ? std::numeric_limits<double>::quiet_NaN() : end - begin; }
  nlohmann::json toJson() const;
  static PowerInterval fromJson(const nlohmann::json& j);
};

struct PowerTrace {
  double hz = 0.0;
  std::vector<PowerSourceInfo> sources;
  std::vector<std::vector<PowerSample>> samples;  // one list per source, in time order
  std::vector<PowerInterval> intervals;
  // Columns per source, times rounded to the microsecond and watts to the milliwatt; NaN is null.
  nlohmann::json toJson() const;
  static PowerTrace fromJson(const nlohmann::json& j);  // Error(BadInput)
};

// At most maxPerSource readings per source (every k-th, the last one kept), for storing a long
// run's trace; the intervals are kept. Energies are computed from the full trace before this.
PowerTrace thinnedTrace(const PowerTrace& trace, std::size_t maxPerSource);

// What a reader has taken from a live sampler so far.
struct PowerTraceCursor {
  std::vector<std::size_t> taken;  // samples taken, per source
};

// New samples since a cursor, and every interval so far (an interval's end arrives later).
struct PowerTraceUpdate {
  std::vector<std::vector<PowerSample>> samples;
  std::vector<PowerInterval> intervals;
  bool empty() const;
  // Appends the samples to trace (which has the same sources) and replaces its intervals.
  void applyTo(PowerTrace& trace) const;
};

// The sampler's own cost and the reads that failed.
struct SamplerStats {
  double hz = 0.0;
  long long rounds = 0;  // one round reads every available source once
  double meanRoundSeconds = 0.0, maxRoundSeconds = 0.0;  // wall time of a round
  double wallSeconds = 0.0;       // since the sampler started
  double threadCpuSeconds = 0.0;  // CPU time of the sampler's thread: its cost to the machine
  std::vector<long long> readErrors;  // per source
  std::vector<std::string> lastError;  // per source, "" when none
  nlohmann::json toJson() const;
  static SamplerStats fromJson(const nlohmann::json& j);
};

}  // namespace nnlab

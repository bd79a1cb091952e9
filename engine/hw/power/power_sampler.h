#pragma once
// PowerSampler: reads every available power source on its own thread, 10 times a second by
// default, and keeps the samples (power, energy counter, clocks, utilisation, temperature) on
// the steady clock, with the intervals the caller marks: the run, each epoch, each phase, the
// idle baseline. The caller synchronises the GPU before it marks a boundary; a mark wakes the
// thread for one extra round, so every boundary has a reading right after it. Sources are read
// without the lock; readers copy under it, so the app can draw while a run goes on.
//
//   PowerSampler s(discoverPowerSources(PowerDiscoveryOptions::forThisMachine()));
//   s.start();
//   s.measureIdle(10.0, &stop);                 // optional idle baseline
//   int run = s.begin("run");
//   int e1 = s.begin("epoch 1 train", "train", 1, phaseStart);   // time points of the trainer's clock
//   s.end(e1, phaseEnd);  IntervalEnergy ej = s.energy(e1);
//   s.end(run);  s.stop();  EnergyReport r = s.report();
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "hw/power/energy.h"
#include "hw/power/power_source.h"
#include "hw/power/power_trace.h"

namespace nnlab {

class PowerSampler {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr double kDefaultHz = 10.0;
  static constexpr double kMinHz = 0.1, kMaxHz = 100.0;

  // hz outside [0.1, 100] is Error(InvalidArgument).
  explicit PowerSampler(PowerSources sources, double hz = kDefaultHz);
  ~PowerSampler();  // stops the thread
  PowerSampler(const PowerSampler&) = delete;
  PowerSampler& operator=(const PowerSampler&) = delete;

  double hz() const { return hz_; }
  const std::vector<PowerSourceInfo>& sources() const { return infos_; }
  bool anyAvailable() const;

  // Starts the thread; returns once every source has a reading (or three rounds failed). Time 0 is
  // this call. A sampler runs once: start() after stop() is a logic error.
  void start();
  // One last round of readings, then the thread ends. Idempotent.
  void stop();
  bool running() const;

  // Seconds on the sampler's clock (0 at start()).
  double secondsAt(Clock::time_point t) const;

  // Marks. `at` is when it happened (the trainer's own time points line up exactly).
  int begin(const std::string& label, const std::string& phase = {}, int epoch = 0, Clock::time_point at = Clock::now());
  void end(int interval, Clock::time_point at = Clock::now());
  int mark(const std::string& label, Clock::time_point at = Clock::now());  // begin == end

  // Measures idle power for `seconds` (0: skips, returns nullopt) as the interval "idle" and
  // keeps it as the baseline of later energies. Blocks the calling thread; `stop` cuts it short.
  std::optional<IdleBaseline> measureIdle(double seconds, const std::atomic<bool>* stop = nullptr);
  std::optional<IdleBaseline> idle() const;

  // Everything so far (a copy), and what is new since a reader's cursor (for live drawing:
  // chart.setTrace(s.trace(cursor)) once, then chart.append(s.update(cursor)) per frame).
  PowerTrace trace() const;
  PowerTrace trace(PowerTraceCursor& cursor) const;  // and moves the cursor to its end
  PowerTraceUpdate update(PowerTraceCursor& cursor) const;
  SamplerStats stats() const;

  // Energy of a closed interval. While running it first waits (briefly) for the round of
  // readings that follows the interval's end. A record of J/sample: set dataSamples on the result.
  IntervalEnergy energy(int interval) const;
  // Every closed interval, the idle baseline, the sources and the sampler's cost.
  EnergyReport report() const;

 private:
  void loop();
  void round();
  void nudge();
  void waitForRoundAfter(double t) const;
  bool readAfter(double t) const;  // every available source has a usable reading at or after t (under the lock)
  const PowerInterval& intervalAt(int id) const;  // under the lock

  PowerSources sources_;
  std::vector<PowerSourceInfo> infos_;
  double hz_;
  Clock::duration period_;
  Clock::time_point t0_;

  mutable std::mutex mu_;
  mutable std::condition_variable wake_, sampled_;
  PowerTrace trace_;  // under mu_
  std::optional<IdleBaseline> idle_;
  SamplerStats stats_;
  double sumRoundSeconds_ = 0.0;
  double lastRoundStart_ = -1.0;  // sampler seconds of the last finished round's start
  bool started_ = false, running_ = false, stopRequested_ = false, nudged_ = false;
  std::thread thread_;

  // Only the sampler thread touches these: the last counter reading per source, for derived power.
  std::vector<double> prevT_, prevJ_;
};

}  // namespace nnlab

#pragma once
// EnergyMeter: the observer that measures a run's energy (spec.energy) and passes every callback
// on to the next observer. It starts a PowerSampler when the run starts (idle baseline first),
// marks each phase and epoch on it (the trainer calls back with the device synchronised, so the
// GPU work of a phase lies inside its interval), hands each finished epoch on with its energy,
// and at the run's end — also a stopped or failed one — the run record with the EnergyReport and
// the (thinned) power trace. Measuring never fails a run: a source that cannot be read is "not
// available" with its reason, and an error of the meter itself is kept in error() and the report
// ends where it happened.
#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "experiment/experiment_spec.h"
#include "experiment/run_observer.h"
#include "hw/power/power_discovery.h"
#include "hw/power/power_run_recorder.h"

namespace nnlab {

class EnergyMeter final : public RunObserver {
 public:
  // next may be null. The sources are discovered when the run starts.
  EnergyMeter(const EnergySpec& spec, RunObserver* next, const std::atomic<bool>* stop = nullptr,
              PowerDiscoveryOptions options = energyDiscoveryOptions());
  ~EnergyMeter() override;

  void onRunStart(const RunRecord& rec) override;
  void onRunReady(const RunRecord& rec) override;
  void onPowerSampler(std::shared_ptr<const PowerSampler> s) override { next_.onPowerSampler(std::move(s)); }
  void onPhaseStart(Phase p, int epoch) override;
  void onPhaseEnd(Phase p, int epoch, double seconds) override;
  void onEpochStart(int e, int n) override { next_.onEpochStart(e, n); }
  void onBatch(const BatchProgress& b) override { next_.onBatch(b); }
  void onEpochEnd(const EpochRecord& r) override;
  void onTestEnd(const EvalResult& r) override { next_.onTestEnd(r); }
  void onRunEnd(const RunRecord& rec) override;

  // Puts the energy into a record the run returned (the same as onRunEnd passed on).
  void attachTo(RunRecord& rec) const;
  const std::string& error() const { return error_; }

  // PowerDiscoveryOptions::forThisMachine(), with $NNLAB_POWERCAP_ROOT and $NNLAB_NVML_LIBRARY
  // in place of the powercap tree and the NVML library when set (tests, and machines where the
  // driver's library lives elsewhere).
  static PowerDiscoveryOptions energyDiscoveryOptions();

 private:
  template <class F>
  void attempt(F f);
  void finish(const RunRecord& rec);

  EnergySpec spec_;
  RunObserver none_;
  RunObserver& next_;
  const std::atomic<bool>* stop_;
  PowerDiscoveryOptions options_;
  std::shared_ptr<PowerSampler> sampler_;
  std::unique_ptr<PowerRunRecorder> recorder_;
  std::array<std::int64_t, 3> splitSizes_{0, 0, 0};
  std::map<int, std::shared_ptr<const IntervalEnergy>> epochs_;
  std::optional<EnergyReport> report_;
  std::optional<PowerTrace> trace_;
  bool finished_ = false;
  std::string error_;
};

}  // namespace nnlab

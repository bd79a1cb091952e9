#include "experiment/energy_meter.h"

#include <cstdlib>
#include <exception>

#include "core/error.h"

namespace nnlab {

PowerDiscoveryOptions EnergyMeter::energyDiscoveryOptions() {
  PowerDiscoveryOptions o = PowerDiscoveryOptions::forThisMachine();
  if (const char* root = std::getenv("NNLAB_POWERCAP_ROOT"); root && *root) o.powercapRoot = root;
  if (const char* lib = std::getenv("NNLAB_NVML_LIBRARY"); lib && *lib) o.nvml.library = lib;
  return o;
}

EnergyMeter::EnergyMeter(const EnergySpec& spec, RunObserver* next, const std::atomic<bool>* stop, PowerDiscoveryOptions options)
    : spec_(spec), next_(next ? *next : none_), stop_(stop), options_(std::move(options)) {}

EnergyMeter::~EnergyMeter() {
  // A run that threw past its observers: the sampler's thread still ends here.
  if (sampler_) try {
      sampler_->stop();
    } catch (...) {
    }
}

template <class F>
void EnergyMeter::attempt(F f) {
  try {
    f();
  } catch (const std::exception& e) {
    if (error_.empty()) error_ = std::string("measuring energy failed: ") + e.what();
  }
}

void EnergyMeter::onRunStart(const RunRecord& rec) {
  next_.onRunStart(rec);
  attempt([&] {
    sampler_ = std::make_shared<PowerSampler>(discoverPowerSources(options_), spec_.hz);
    recorder_ = std::make_unique<PowerRunRecorder>(*sampler_);
    sampler_->start();
    next_.onPowerSampler(sampler_);
    recorder_->runStart(spec_.idleSeconds, stop_);
  });
}

void EnergyMeter::onRunReady(const RunRecord& rec) {
  splitSizes_ = rec.dataset.splitSizes;
  next_.onRunReady(rec);
}

void EnergyMeter::onPhaseStart(Phase p, int epoch) {
  if (recorder_ && error_.empty()) attempt([&] { recorder_->phaseStart(phaseName(p), p == Phase::Test ? 0 : epoch); });
  next_.onPhaseStart(p, epoch);
}

void EnergyMeter::onPhaseEnd(Phase p, int epoch, double seconds) {
  if (recorder_ && error_.empty())
    attempt([&] {
      const std::int64_t n = splitSizes_[p == Phase::Train ? 0 : p == Phase::Validation ? 1 : 2];
      recorder_->phaseEnd(phaseName(p), p == Phase::Test ? 0 : epoch, n);
    });
  next_.onPhaseEnd(p, epoch, seconds);
}

void EnergyMeter::onEpochEnd(const EpochRecord& r) {
  if (!recorder_ || !error_.empty()) return next_.onEpochEnd(r);
  EpochRecord withEnergy = r;
  attempt([&] {
    auto e = std::make_shared<const IntervalEnergy>(recorder_->epochEnd(r.epoch, r.trainSamples));
    epochs_[r.epoch] = e;
    withEnergy.energy = std::move(e);
  });
  next_.onEpochEnd(withEnergy);
}

void EnergyMeter::finish(const RunRecord& rec) {
  if (finished_ || !sampler_) return;
  finished_ = true;
  std::int64_t samples = 0;
  for (const auto& e : rec.result.epochs) samples += e.trainSamples;
  try {
    report_ = recorder_->runEnd(samples);
  } catch (const std::exception& e) {
    if (error_.empty()) error_ = std::string("measuring energy failed: ") + e.what();
    attempt([&] {
      sampler_->stop();
      report_ = sampler_->report();
    });
  }
  attempt([&] { trace_ = thinnedTrace(sampler_->trace(), RunRecord::kMaxTracePoints); });
}

void EnergyMeter::attachTo(RunRecord& rec) const {
  if (!report_) return;
  rec.energy = report_;
  rec.powerTrace = trace_;
  for (auto& e : rec.result.epochs)
    if (const auto it = epochs_.find(e.epoch); it != epochs_.end()) e.energy = it->second;
}

void EnergyMeter::onRunEnd(const RunRecord& rec) {
  finish(rec);
  if (!report_) return next_.onRunEnd(rec);
  RunRecord withEnergy = rec;
  attachTo(withEnergy);
  next_.onRunEnd(withEnergy);
}

}  // namespace nnlab

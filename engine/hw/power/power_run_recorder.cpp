#include "hw/power/power_run_recorder.h"

#include <stdexcept>

namespace nnlab {

std::string PowerRunRecorder::phaseLabel(const std::string& phase, int epoch) {
  return epoch > 0 ? "epoch " + std::to_string(epoch) + " " + phase : phase;
}

void PowerRunRecorder::runStart(double idleSeconds, const std::atomic<bool>* stop) {
  if (!sampler_.running()) sampler_.start();
  sampler_.measureIdle(idleSeconds, stop);
  run_ = sampler_.begin("run");
}

void PowerRunRecorder::phaseStart(const std::string& phase, int epoch) {
  const auto at = PowerSampler::Clock::now();  // one time point for the epoch and its first phase
  if (epoch > 0 && !openEpochs_.count(epoch)) openEpochs_[epoch] = sampler_.begin("epoch " + std::to_string(epoch), {}, epoch, at);
  openPhases_[{phase, epoch}] = sampler_.begin(phaseLabel(phase, epoch), phase, epoch, at);
}

IntervalEnergy PowerRunRecorder::phaseEnd(const std::string& phase, int epoch, std::int64_t dataSamples) {
  const auto it = openPhases_.find({phase, epoch});
  if (it == openPhases_.end()) throw std::logic_error("PowerRunRecorder: phase " + phaseLabel(phase, epoch) + " was not started");
  const int id = it->second;
  openPhases_.erase(it);
  sampler_.end(id);
  IntervalEnergy e = sampler_.energy(id);
  e.dataSamples = dataSamples;
  dataSamples_[e.interval.label] = dataSamples;
  return e;
}

IntervalEnergy PowerRunRecorder::epochEnd(int epoch, std::int64_t dataSamples) {
  const auto it = openEpochs_.find(epoch);
  if (it == openEpochs_.end()) throw std::logic_error("PowerRunRecorder: epoch " + std::to_string(epoch) + " was not started");
  const int id = it->second;
  openEpochs_.erase(it);
  sampler_.end(id);
  IntervalEnergy e = sampler_.energy(id);
  e.dataSamples = dataSamples;
  dataSamples_[e.interval.label] = dataSamples;
  return e;
}

EnergyReport PowerRunRecorder::runEnd(std::int64_t runDataSamples) {
  const auto at = PowerSampler::Clock::now();
  for (const auto& [key, id] : openPhases_) sampler_.end(id, at);
  for (const auto& [epoch, id] : openEpochs_) sampler_.end(id, at);
  openPhases_.clear();
  openEpochs_.clear();
  if (run_ >= 0) {
    sampler_.end(run_, at);
    dataSamples_["run"] = runDataSamples;
    run_ = -1;
  }
  sampler_.stop();
  EnergyReport r = sampler_.report();
  for (auto& i : r.intervals)
    if (const auto d = dataSamples_.find(i.interval.label); d != dataSamples_.end()) i.dataSamples = d->second;
  return r;
}

}  // namespace nnlab

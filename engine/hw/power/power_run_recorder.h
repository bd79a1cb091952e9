#pragma once
// PowerRunRecorder: what a run observer calls to measure a run's energy — the idle baseline
// before it, then "run", "epoch N" and each phase ("epoch N train", "epoch N validation", "test")
// as intervals on a PowerSampler, their energies as each ends (for the per-epoch history and the
// live view), and the whole report at the end. Call it from the training thread, after the GPU
// is synchronised (the trainer's phase callbacks are).
#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "hw/power/power_sampler.h"

namespace nnlab {

class PowerRunRecorder {
 public:
  explicit PowerRunRecorder(PowerSampler& sampler) : sampler_(sampler) {}

  // Starts the sampler if it is not running, measures idle power for idleSeconds (0: none),
  // then begins "run".
  void runStart(double idleSeconds = 0.0, const std::atomic<bool>* stop = nullptr);
  // phase: "train", "validation" or "test"; epoch 0 for the test. The first phase of an epoch
  // also begins "epoch N".
  void phaseStart(const std::string& phase, int epoch);
  // Ends the phase and returns its energy (dataSamples: samples it processed, for J/sample).
  IntervalEnergy phaseEnd(const std::string& phase, int epoch, std::int64_t dataSamples = 0);
  // Ends "epoch N" (training and validation) and returns its energy.
  IntervalEnergy epochEnd(int epoch, std::int64_t dataSamples = 0);
  // Ends whatever is still open (a run stopped mid-phase), ends "run", stops the sampler and
  // returns every interval's energy with the sample counts given above.
  EnergyReport runEnd(std::int64_t runDataSamples = 0);

  static std::string phaseLabel(const std::string& phase, int epoch);  // "epoch 3 train", "test"

 private:
  PowerSampler& sampler_;
  int run_ = -1;
  std::map<std::pair<std::string, int>, int> openPhases_;  // (phase, epoch) -> interval
  std::map<int, int> openEpochs_;                          // epoch -> interval
  std::map<std::string, std::int64_t> dataSamples_;        // label -> samples
};

}  // namespace nnlab

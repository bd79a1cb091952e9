#include "experiment/experiment_runner.h"

#include "experiment/data_parallel.h"
#include "experiment/energy_meter.h"

namespace nnlab {

Model::Layout modelLayoutOf(const ExperimentSpec& spec) {
  const std::string& s = spec.layout;
  return s == "nchw" ? Model::Layout::ChannelsFirst : s == "nhwc" ? Model::Layout::ChannelsLast : Model::Layout::Auto;
}

Backend::DataPlacement dataPlacementOf(const ExperimentSpec& spec) {
  const std::string& s = spec.dataPlacement;
  return s == "device" ? Backend::DataPlacement::Device
         : s == "host" ? Backend::DataPlacement::Host
                       : Backend::DataPlacement::Auto;
}

RunRecord runExperiment(const ExperimentSpec& spec, RunObserver* observer, const std::atomic<bool>* stop,
                        const DataLocations& where, const RunIdentity& identity) {
  spec.validate();
  // The energy meter sits in front of the caller's observers, so they see each epoch with its energy.
  std::unique_ptr<EnergyMeter> meter;
  if (spec.energy.enabled) {
    meter = std::make_unique<EnergyMeter>(spec.energy, observer, stop);
    observer = meter.get();
  }
  // One device or several, threads or MPI ranks: one run path (experiment/data_parallel.h).
  RunRecord rec = runReplicas(spec, observer, stop, where, identity);
  if (meter) meter->attachTo(rec);
  return rec;
}

}  // namespace nnlab

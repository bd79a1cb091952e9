#pragma once
// Runs one experiment end to end: load data (timed), split, create and build the model (timed),
// resume from a checkpoint if asked, train, test, save a checkpoint. The observer hears every step
// (run_observer.h); the RunRecord returned holds everything measured.
#include <atomic>
#include <optional>
#include <string>

#include "backends/backend.h"
#include "data/dataset_catalog.h"
#include "nn/model.h"
#include "experiment/experiment_spec.h"
#include "experiment/run_observer.h"
#include "experiment/run_record.h"
#include "hw/bench_result.h"

namespace nnlab {

// Who a run is: empty fields get a new id and the default label (sweeps fill them in).
struct RunIdentity {
  std::string id, label;
  std::string sweepId, cellId;
  int repeat = -1;
  // This machine's latest `hw bench` (HistoryStore::benchOfThisMachine): its measured figures join
  // the datasheets for the prediction stored with the run (a CPU the database does not know has no
  // bandwidth without it). Empty: datasheets and the CPU formula only.
  std::optional<HwBenchResult> machineBench;
};

// The spec's layout and data placement choices as the model and backend take them (one reading
// for one device and for every replica of several).
Model::Layout modelLayoutOf(const ExperimentSpec& spec);
Backend::DataPlacement dataPlacementOf(const ExperimentSpec& spec);

// An invalid spec throws Error(InvalidArgument) before anything starts (nothing is reported).
// Errors during setup (data, device, model, checkpoint) are reported to the observer as a failed
// run (onRunEnd) and then thrown; everything that happens during training is reported in
// record.result with the finished epochs kept.
RunRecord runExperiment(const ExperimentSpec& spec, RunObserver* observer = nullptr,
                        const std::atomic<bool>* stop = nullptr, const DataLocations& where = {},
                        const RunIdentity& identity = {});

}  // namespace nnlab

#pragma once
// Data-parallel training: one replica of the model per device, each training its share of every
// global batch, combined by the spec's strategy (grad_sync.h) through a communicator — threads of
// this process (LocalGroup; NCCL when every device is a GPU and NCCL is there), or one process per
// rank under mpirun/srun (MPI). runExperiment() comes here when the spec names several devices or
// the process is one rank of several. Rank 0 reports to the observer (history, CLI, app),
// evaluates validation and test (they do not run in parallel: Amdahl's serial part) and writes the
// checkpoint; the record's `parallel` says who trained what and what combining cost.
#include <atomic>
#include <vector>

#include "experiment/experiment_runner.h"
#include "parallel/communicator.h"

namespace nnlab {

RunRecord runDataParallel(const ExperimentSpec& spec, RunObserver* observer, const std::atomic<bool>* stop,
                          const DataLocations& where, const RunIdentity& identity);

// The rows of each device in a global batch of `global`: in proportion to `weights` (measured
// throughputs; equal weights: an even split), every device at least `minimum`, summing to `global`.
std::vector<std::int64_t> splitBatch(std::int64_t global, const std::vector<double>& weights, std::int64_t minimum = 2);

}  // namespace nnlab

#pragma once
// The run of one to N devices. Data-parallel training: one replica of the model per device, each
// training its share of every global batch, combined by the spec's strategy (grad_sync.h) through
// a communicator — threads of this process (LocalGroup; NCCL when every device is a GPU and NCCL is
// there), or one process per rank under mpirun/srun (MPI). One device alone is the same run with
// one replica and nothing to combine. Rank 0 reports to the observer (history, CLI, app),
// evaluates validation and test (they do not run in parallel: Amdahl's serial part) and writes the
// checkpoint; the record's `parallel` says who trained what and what combining cost.
#include <atomic>
#include <vector>

#include "backends/communicator.h"
#include "experiment/experiment_runner.h"

namespace nnlab {

// What a data-parallel run will do with the batch and the learning rate, known before it starts
// (the CLI prints it, the Device page shows it, the run applies it and records it).
struct DataParallelPlan {
  int replicas = 1;
  std::int64_t perDevice = 0;  // rows of one device in a global batch (an even split)
  std::int64_t global = 0;     // what one optimizer step averages over
  double lrFactor = 1.0;       // the learning rate is multiplied by this (linear scaling: global / batch)
  double lr = 0.0;             // the base learning rate the run trains with
  int warmupEpochs = 0;        // resolved: the spec's, or the run's choice when the spec leaves it
  std::string text;            // "global batch 512 = 4 x 128 per device; lr 0.05 (not scaled); warm-up 3 epochs"
  std::string warning;         // a choice known to be risky, said plainly (empty when none)
  Message message, warningMessage;  // the same as messages (the app shows them in its language)
};
// `replicas`: the devices (or MPI ranks) that train.
DataParallelPlan planDataParallel(const ExperimentSpec& spec, int replicas);


// Every run (runExperiment() comes here): the replicas of this process — one device alone, every
// device of the spec (a thread each), or this rank's under mpirun — set up alike (data, model,
// layout and placement, resume) and trained by the trainer's one loop (Trainer::fit); replicas of
// a data-parallel run combine their steps through their gradient hooks and their epochs through
// a ReplicaGroup. Rank 0 reports, validates, tests and writes the checkpoint.
RunRecord runReplicas(const ExperimentSpec& spec, RunObserver* observer, const std::atomic<bool>* stop,
                      const DataLocations& where, const RunIdentity& identity);

// The rows of each device in a global batch of `global`: in proportion to `weights` (measured
// throughputs; equal weights: an even split), every device at least `minimum`, summing to `global`.
std::vector<std::int64_t> splitBatch(std::int64_t global, const std::vector<double>& weights, std::int64_t minimum = 2);

}  // namespace nnlab

#pragma once
// A sweep as a SLURM job array: one task per cell (all its repeats), each writing its own history
// file (tasks never share one SQLite file: a cluster's shared file system may not lock), and a merge
// job submitted with --dependency=afterany on the array that merges the task files into one history.
//   DIR/spec.json        the sweep spec, complete (its base inlined)
//   DIR/sweep.sbatch     #SBATCH --array=0-(cells-1)%K ...; runs `nnlab-cli sweep run --cell $SLURM_ARRAY_TASK_ID`
//   DIR/merge.sbatch     merges DIR/tasks/task-*.sqlite into the history
//   DIR/submit.sh        submits both (sbatch --parsable, then the merge with the dependency)
#include <string>
#include <vector>

#include "experiment/sweep_spec.h"

namespace nnlab {

struct SlurmOptions {
  std::string outDir;
  std::string partition;      // empty: the cluster's default
  int gpusPerTask = 0;        // 0: none asked for
  int cpusPerTask = 0;        // 0: SLURM's default; also OMP/cpu-blas threads when set
  std::string time;           // "HH:MM:SS" or SLURM's other forms; empty: the partition's default
  int maxParallel = 0;        // 0: no limit
  std::string cli = "nnlab-cli";
  std::string history;        // the merged history (empty: DIR/history.sqlite)
};

// Writes the four files; returns their paths (spec, sweep, merge, submit).
std::vector<std::string> writeSlurmScripts(const SweepSpec& spec, const SlurmOptions& options);

}  // namespace nnlab

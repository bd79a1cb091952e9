#pragma once
// test_parallel's fixtures: comparing two runs' losses, launching two MPI ranks, stopping a run
// after an epoch.
#include <QProcessEnvironment>
#include <QStringList>
#include <atomic>
#include <vector>

#include "experiment/run_observer.h"
#include "train/trainer.h"

namespace nnlab::test {

// The largest relative difference of two runs' training losses, epoch by epoch.
double maxRelDiff(const std::vector<EpochRecord>& a, const std::vector<EpochRecord>& b);

// mpirun's arguments for two ranks on this machine (as root too), and their environment in `env`.
// Open MPI leaves its own allocations (components it loaded and unloaded) to the end of the
// process: under ASan the ranks would fail on LeakSanitizer's report of them, not on ours.
QStringList mpirunTwoRanks(QProcessEnvironment& env);

// Asks the run to stop once epoch `epoch` has ended (as Stop between epochs does).
struct StopAfterEpoch : RunObserver {
  StopAfterEpoch(int epoch, std::atomic<bool>& flag) : epoch_(epoch), flag_(flag) {}
  void onEpochEnd(const EpochRecord& e) override {
    if (e.epoch == epoch_) flag_.store(true);
  }
  int epoch_;
  std::atomic<bool>& flag_;
};

}  // namespace nnlab::test

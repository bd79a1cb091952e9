#pragma once
// The lab's arithmetic, in one place so that the CLI, the app and a SLURM job show the same
// figures: summaries of epochs (warm-up left out), statistics of repeated runs (mean, std, 95 %
// confidence interval), and later speedup, efficiency, Karp-Flatt and energy-delay products.
#include <cstdint>
#include <vector>

#include "train/trainer.h"

namespace nnlab {

// Warm-up epochs left out of timing summaries when nothing else is said: the first epoch of a
// run of two or more (it pays for allocations, algorithm searches and graph recording).
int warmupEpochs(int epochsDone);

struct EpochSums {
  double trainSeconds = 0.0, validationSeconds = 0.0;  // all epochs
  double samplesPerSecond = 0.0;    // training samples / training seconds, warm-up epochs left out
  double medianEpochSeconds = 0.0;  // median training phase, warm-up epochs left out
  double bestValAccuracy = 0.0, lastValAccuracy = 0.0;  // NaN without validation
  int warmup = 0;                   // epochs left out of the two timing figures
};
EpochSums sumEpochs(const std::vector<EpochRecord>& epochs, int warmup);

// Statistics of a sample (repeated runs): NaN values are left out; std is the sample standard
// deviation (n - 1); ci95 the half-width of the 95 % confidence interval of the mean (Student's t).
struct Stats {
  int n = 0;
  double mean = 0.0, std = 0.0, ci95 = 0.0, min = 0.0, max = 0.0, median = 0.0;
  double cv() const;  // coefficient of variation std / |mean| (NaN for n < 2 or a zero mean)
};
Stats describe(const std::vector<double>& values);
// Two-sided 95 % quantile of Student's t with `dof` degrees of freedom.
double studentT95(int dof);
double median(std::vector<double> values);

}  // namespace nnlab

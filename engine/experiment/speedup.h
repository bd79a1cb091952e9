#pragma once
// Speedup, parallel efficiency and the serial fraction, per phase: a baseline (one run, or the
// repeated runs of a sweep cell) against any other runs or cells. Times are means over each group's
// runs with their standard error; a speedup is a ratio of means with its error propagated from
// both (first order: (σS/S)² = (σb/b)² + (σc/c)², σ the standard errors of the means). Warm-up
// epochs are left out of the per-epoch times. The CLI's `compare` prints it, the app draws it.
#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "experiment/analysis.h"
#include "experiment/run_record.h"

namespace nnlab {

enum class TimePhase { Train, Validation, Test, Setup, Total };
constexpr int kTimePhases = 5;
const char* timePhaseName(TimePhase p);   // "train", "validation", "test", "setup", "total"
const char* timePhaseTitle(TimePhase p);  // "training (s/epoch)", ..., "data load + setup (s)", "whole run (s)"

// One run's seconds per phase: training and validation per epoch (warm-up left out), the test pass,
// data loading + model creation, and the whole run (all of these). NaN where a phase did not run.
std::array<double, kTimePhases> phaseSeconds(const RunRecord& run, int warmupEpochs);

// How many devices a run trained on (data parallel runs: several).
int deviceCount(const ExperimentSpec& spec);

// Runs that are one point of a comparison: a run, or a sweep cell's repeats.
struct RunGroup {
  std::string label;
  std::vector<RunRecord> runs;
};

struct Ratio {
  double value = 0.0, error = 0.0;  // error: one standard error; NaN with fewer than 2 runs on both sides
};
// mean(numerator) / mean(denominator) with the propagated standard error.
Ratio ratioOfMeans(const Stats& numerator, const Stats& denominator);
// The serial fraction from a speedup measured on p > 1 devices: e = (1/S - 1/p) / (1 - 1/p).
double karpFlatt(double speedup, int devices);
// The speedup Amdahl's law predicts on p devices for serial fraction e: 1 / (e + (1 - e) / p).
double amdahlSpeedup(double serialFraction, int devices);

struct SpeedupRow {
  std::string label;
  int devices = 1;
  int runs = 0;
  std::array<Stats, kTimePhases> seconds;
  std::array<Ratio, kTimePhases> speedup;         // baseline time / this time
  std::array<double, kTimePhases> efficiency;     // speedup / devices
  std::array<double, kTimePhases> karpFlatt;      // NaN for one device
};

struct SpeedupReport {
  int warmupEpochs = 0;
  std::vector<SpeedupRow> rows;  // the baseline first (speedup 1)
  // The serial fraction of the training phase and of the whole run, from the rows on several
  // devices (the mean of their Karp-Flatt estimates); NaN without such rows.
  double serialTrain = 0.0, serialTotal = 0.0;

  std::string text() const;
  std::string csv() const;
  nlohmann::json toJson() const;
};

SpeedupReport compareRuns(const RunGroup& baseline, const std::vector<RunGroup>& others, int warmupEpochs);

}  // namespace nnlab

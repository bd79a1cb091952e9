#pragma once
// A sweep's report: one row per cell with its axis values, how many runs it has, and for each
// metric the mean, std, 95 % confidence interval, min and max over the cell's completed runs —
// time per epoch of each phase and samples/s (warm-up epochs left out), best and final validation
// accuracy, test accuracy and macro F1. Cells whose timings vary by more than 10 % (coefficient
// of variation) are flagged. The CLI prints it, writes it as CSV, and the app charts it.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "experiment/analysis.h"
#include "experiment/run_record.h"
#include "experiment/sweep_spec.h"

namespace nnlab {

struct SweepMetric {
  std::string key;    // "train_s_per_epoch"
  std::string title;  // "train s/epoch"
  bool timing = false;  // flagged when its CV exceeds 10 %
  bool energy = false;  // from the run's measured energy: shown only when some run has it
};
const std::vector<SweepMetric>& sweepMetrics();

struct SweepCell {
  int cell = 0;
  std::string key;
  std::vector<std::string> values;  // one per axis, as text
  int planned = 0;                  // repeats
  int completed = 0, failed = 0;    // runs that completed / failed or diverged
  std::vector<std::string> failures;  // their messages
  std::vector<Stats> stats;         // per metric (sweepMetrics() order)
  std::vector<std::string> noisy;   // timing metrics whose CV exceeds 10 %
  std::vector<const RunRecord*> runs;  // the completed runs (into SweepReport::records)
};

struct SweepReport {
  std::string uid, name;
  std::vector<std::string> axes;  // axis labels
  int warmupEpochs = 0;
  std::vector<RunRecord> records;
  std::vector<SweepCell> cells;
  bool hasEnergy = false;  // some run measured its energy: the energy columns are shown

  std::string text() const;  // the table `sweep report` prints
  std::string csv() const;   // one row per cell: axis values, n, then mean,std,ci95,min,max per metric
  nlohmann::json toJson() const;
};

// A metric over every completed run of the cells whose axis values match `fixed` (axis index ->
// value text; the other axes pooled): what a chart of the metric against one axis draws.
Stats pooledStats(const SweepReport& report, const std::string& metricKey,
                  const std::vector<std::pair<int, std::string>>& fixed);

// A per-epoch curve of a cell's runs: the mean with its min-max band, epoch by epoch
// ("val_accuracy", "val_macro_f1", "train_loss", "val_loss").
struct EpochBand {
  std::vector<int> epochs;
  std::vector<double> mean, min, max;
};
EpochBand epochBand(const SweepCell& cell, const std::string& series);

// The report from the sweep's spec and its runs (any order; a (cell, repeat) run more than once —
// an interrupted try and its rerun — counts once: the completed one).
SweepReport makeSweepReport(const SweepSpec& spec, std::vector<RunRecord> runs);
// One completed run's value of a metric (NaN when it does not apply: no validation part).
double sweepMetricValue(const RunRecord& run, const std::string& key, int warmupEpochs);

}  // namespace nnlab

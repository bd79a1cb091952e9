#pragma once
// A run's energy as people read it — the same lines in `nnlab-cli train --energy`, `nnlab-cli
// energy RUN`, `history show` and the app's results: per device joules (the counter's or the
// integral, said which), average and peak power, above idle; a device that was not measured as
// "not available: <reason>", never 0. And the run's energy as JSON with its EDP, ED²P and, given
// a baseline run, the normalised EDP (hw/power/edp.h).
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "experiment/run_record.h"
#include "experiment/speedup.h"

namespace nnlab {

std::string formatJoules(double joules);  // "123.4 J", "12.35 kJ", "1.234 MJ"
// One (device, text) line per device of an interval.
std::vector<std::pair<std::string, std::string>> energyDeviceLines(const IntervalEnergy& e);
// The train summary's lines: the run's total, J/sample and EDP, then one line per device. Empty
// when the run did not measure energy.
std::vector<std::pair<std::string, std::string>> energyLines(const RunRecord& rec);
// The same lines as messages (the app shows them in its language; energyLines is their English).
std::vector<FactLine> energyFactLines(const RunRecord& rec);
// `nnlab-cli energy RUN`: the whole run per device, idle baseline, every phase and epoch, EDP,
// ED²P and (with a baseline) the ratios. A run without energy is Error(InvalidArgument) saying so.
std::string energyReportText(const RunRecord& rec, const RunRecord* baseline = nullptr);
nlohmann::json energyReportJson(const RunRecord& rec, const RunRecord* baseline = nullptr);
// The run's whole-run interval ("run"), or null when it measured none.
const IntervalEnergy* runEnergy(const RunRecord& rec);

// The energy of groups of runs against a baseline group (the Speedup page's bars): the mean
// joules, seconds and EDP of each group's runs that measured the whole run, and the ratios of
// the means to the baseline's (NaN when a side has no measured run). A ratio between groups
// that measured different devices is noted (compareToBaseline).
struct GroupEnergy {
  std::string label;
  int runs = 0;  // runs with a measured total
  double joules = 0.0, seconds = 0.0, edp = 0.0;                 // means; NaN when runs == 0
  double energyRatio = 0.0, edpRatio = 0.0, ed2pRatio = 0.0;     // to the baseline; NaN when unknown
  std::string note;
};
// The baseline first; empty when no group measured energy.
std::vector<GroupEnergy> compareEnergy(const RunGroup& baseline, const std::vector<RunGroup>& others);

}  // namespace nnlab

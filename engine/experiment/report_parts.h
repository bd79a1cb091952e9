#pragma once
// The pieces the report's documents are made of (report.cpp, report_sections.cpp,
// report_method.cpp); not for use outside them.
#include <string>
#include <vector>

#include "experiment/energy_summary.h"
#include "experiment/report.h"
#include "experiment/speedup.h"

namespace nnlab::report {

// The method: hardware (with its spec-database facts), software, dataset, every run with its
// seed, dates and status, and the full spec(s) (and the sweep's, when there is one).
ReportSection methodSection(const ReportRuns& runs, const nlohmann::json* sweepSpec);
// "2026-11-20 to 2026-11-23" from the runs' own start dates; empty without dates.
std::string dateRange(const std::vector<RunRecord>& runs);
// The spec fields (JSON paths, "training/batch") whose values differ among the runs' specs; the
// seed and the name left out (they differ by design).
std::vector<std::string> differingFields(const std::vector<const RunRecord*>& runs);
// The speedup of the groups against the first, with the energy of each when measured: a section.
ReportSection speedupSection(const RunGroup& baseline, const std::vector<RunGroup>& others, int warmup);
// compareEnergy's rows as a table and a chart of the ratios; none when no group measured energy.
void addEnergyComparison(ReportSection& section, const RunGroup& baseline, const std::vector<RunGroup>& others);
// A short list: "a, b, c and 3 more".
std::string shortList(const std::vector<std::string>& items, std::size_t most = 4);
// A title over such a list, as a message the app translates whole: `one` ("Runs: %1") for one
// item, `two` ("Runs: %1 and %2": the list but its last, then the last) or `more` ("Runs: %1 and
// %2 more": the first `most`, then how many more). Its English is the same as one's over shortList().
Message listTitle(const char* one, const char* two, const char* more, const std::vector<std::string>& items, std::size_t most);
// A run's status as a word the report's readers see translated ("completed").
const char* statusWord(RunStatus s);

}  // namespace nnlab::report

#pragma once
// The study report (issue 29): a selection of the history — runs ticked on the History page, a
// sweep, a device comparison (a sweep whose axis is the device), the runs of an energy study —
// made into one document: sections of text, charts (their series as numbers, axes with units),
// tables (cells already formatted: mean ± std with n) and a method section written from the
// records (hardware with its spec-database facts, build, dataset and whether it is synthetic, the
// full spec, seeds, dates, what failed or was interrupted). Every number comes from the lab's own
// functions (sweep_report.h, speedup.h, energy_summary.h), so the report says what `sweep report`,
// `compare` and `energy` print. The app and `nnlab-cli report` render the same document to PDF and
// HTML (widgets/report/); nothing here knows of Qt, and nothing here reads a clock.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "experiment/analysis.h"
#include "experiment/run_record.h"

namespace nnlab {

class HistoryStore;
struct SweepReport;
struct SpeedupReport;

struct ReportTable {
  std::string id, title, note;               // note: under the table (what ± means, left-out runs)
  std::vector<std::string> columns;          // with units: "train (s/epoch)"
  std::vector<bool> numeric;                 // per column: right-aligned
  std::vector<bool> texts;                   // per column: cells the engine wrote from marked templates (translated whole)
  std::vector<std::vector<std::string>> rows;
};

struct ReportSeries {
  std::string label;
  std::vector<double> x, y;
  std::vector<double> error;     // ± per point (one std or standard error; the chart's note says which); empty: none
  std::vector<double> low, high;  // a band (min-max) around y; empty: none
};

struct ReportChart {
  enum class Kind { Bars, Lines };
  std::string id, title, xLabel, yLabel, note;  // labels with units: "batch", "time per epoch (s)"
  Kind kind = Kind::Lines;
  std::vector<std::string> categories;  // Bars: the x axis' names, x = 0, 1, 2...
  std::vector<ReportSeries> series;
  bool logY = false;
  double referenceY = 0.0;  // a dashed horizontal line (the baseline's 1), when hasReference
  bool hasReference = false;
  std::size_t points() const;  // data points over all series
};

struct ReportSection {
  std::string heading;
  std::vector<std::string> paragraphs;
  std::vector<ReportChart> charts;
  std::vector<ReportTable> tables;
  std::vector<std::string> code;  // preformatted blocks (the specs as JSON)
};

struct ReportDocument {
  std::string title, subtitle;
  std::vector<std::string> warnings;  // incomparable runs, runs left out: shown first
  std::vector<ReportSection> sections;  // the last one is the method

  std::vector<const ReportChart*> charts() const;
  std::vector<const ReportTable*> tables() const;
  nlohmann::json toJson() const;
};

struct ReportSelection {
  enum class Kind {
    Runs,     // runs by history id (the first is the baseline of the speedup)
    Sweep,    // a sweep (id, uid or name)
    Devices,  // a device comparison: a sweep whose cells are devices, against cpu-reference
    Energy,   // runs that measured their energy (the first is the baseline)
    Hardware  // spec-database entries side by side (the Hardware page's comparison); no history needed
  };
  Kind kind = Kind::Runs;
  std::vector<std::string> runs;  // ids, uids or unique prefixes (HistoryStore::resolve)
  std::string sweep;
  std::vector<std::string> hardware;  // Hardware: database ids, names or aliases (HardwareDatabase::lookup)
};
const char* reportKindName(ReportSelection::Kind kind);  // "runs", "sweep", "devices", "energy", "hardware"

// The document of a selection. Unknown runs or sweeps, a sweep without runs, an energy study
// without a measured run are Error(InvalidArgument) saying so; runs that did not complete are
// left out of the figures and listed in the method.
ReportDocument makeReport(HistoryStore& history, const ReportSelection& selection);

// A selection's runs as read from the history: every record (failed and interrupted ones too)
// with its row id, in the same order.
struct ReportRuns {
  std::vector<RunRecord> records;
  std::vector<std::int64_t> ids;
};
// The documents of each kind, from runs already read (makeReport reads them; the tests make them).
// `devices`: the sweep is a device comparison — its cells' speedup against cpu-reference too.
ReportDocument sweepReportDocument(const nlohmann::json& sweepSpec, const ReportRuns& runs, bool devices);
ReportDocument runsReportDocument(const ReportRuns& runs);
ReportDocument energyReportDocument(const ReportRuns& runs);
// Spec-database entries side by side: their table (hw/device_table.h, as `hw compare` prints it),
// peak arithmetic per precision and memory bandwidth as bars, the ridge points, their sources.
ReportDocument hardwareReportDocument(const std::vector<std::string>& names);

// The figures' formats, shared with the renderers' tests: "2.345 ± 0.012" (std left out for n < 2;
// NaN "-"), `scale` multiplies (100 for a percentage).
std::string reportMeanStd(const Stats& s, double scale = 1.0);
std::string reportNumber(double v, int digits = 4);
// The speedup table and chart of a comparison (what `nnlab-cli compare` prints).
ReportTable speedupTable(const SpeedupReport& report);
ReportChart speedupChart(const SpeedupReport& report);

}  // namespace nnlab

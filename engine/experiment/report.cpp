#include "experiment/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/error.h"
#include "experiment/history_store.h"
#include "experiment/report_parts.h"

namespace nnlab {

using json = nlohmann::json;

std::size_t ReportChart::points() const {
  std::size_t n = 0;
  for (const auto& s : series)
    for (double y : s.y) n += std::isfinite(y) ? 1 : 0;
  return n;
}

std::vector<const ReportChart*> ReportDocument::charts() const {
  std::vector<const ReportChart*> out;
  for (const auto& s : sections)
    for (const auto& c : s.charts) out.push_back(&c);
  return out;
}

std::vector<const ReportTable*> ReportDocument::tables() const {
  std::vector<const ReportTable*> out;
  for (const auto& s : sections)
    for (const auto& t : s.tables) out.push_back(&t);
  return out;
}

namespace {

json numbers(const std::vector<double>& v) {
  json a = json::array();
  for (double x : v) a.push_back(std::isfinite(x) ? json(x) : json(nullptr));
  return a;
}

}  // namespace

json ReportDocument::toJson() const {
  json ss = json::array();
  for (const auto& s : sections) {
    json charts = json::array(), tables = json::array();
    for (const auto& c : s.charts) {
      json series = json::array();
      for (const auto& r : c.series)
        series.push_back({{"label", r.label}, {"x", numbers(r.x)}, {"y", numbers(r.y)}, {"error", numbers(r.error)},
                          {"low", numbers(r.low)}, {"high", numbers(r.high)}});
      charts.push_back({{"id", c.id}, {"title", c.title}, {"kind", c.kind == ReportChart::Kind::Bars ? "bars" : "lines"},
                        {"x_label", c.xLabel}, {"y_label", c.yLabel}, {"note", c.note}, {"categories", c.categories},
                        {"log_y", c.logY}, {"reference_y", c.hasReference ? json(c.referenceY) : json(nullptr)},
                        {"series", series}});
    }
    for (const auto& t : s.tables)
      tables.push_back({{"id", t.id}, {"title", t.title}, {"note", t.note}, {"columns", t.columns}, {"rows", t.rows}});
    ss.push_back({{"heading", s.heading}, {"paragraphs", s.paragraphs}, {"charts", charts}, {"tables", tables},
                  {"code", s.code}});
  }
  return {{"format", "nnlab-report"}, {"version", 1}, {"title", title}, {"subtitle", subtitle},
          {"warnings", warnings}, {"sections", ss}};
}

const char* reportKindName(ReportSelection::Kind kind) {
  switch (kind) {
    case ReportSelection::Kind::Runs: return "runs";
    case ReportSelection::Kind::Sweep: return "sweep";
    case ReportSelection::Kind::Devices: return "devices";
    case ReportSelection::Kind::Energy: return "energy";
    case ReportSelection::Kind::Hardware: return "hardware";
  }
  return "?";
}

std::string reportNumber(double v, int digits) {
  if (!std::isfinite(v)) return "-";
  char b[48];
  std::snprintf(b, sizeof b, "%.*g", digits, v);
  return b;
}

std::string reportMeanStd(const Stats& s, double scale) {
  if (s.n == 0 || !std::isfinite(s.mean)) return "-";
  const double spread = s.std > 1e-9 * std::fabs(s.mean) ? s.std : 0.0;  // below rounding is no spread
  // Two significant digits, or every digit left of the point (5700, not 5.7e+03).
  const double sd = scale * spread;
  const int digits = sd > 0.0 ? std::max(2, static_cast<int>(std::floor(std::log10(sd))) + 1) : 2;
  return reportNumber(scale * s.mean) + (s.n >= 2 ? " ± " + reportNumber(sd, digits) : "");
}

namespace {

ReportRuns readRuns(HistoryStore& h, const std::vector<std::string>& which, const char* what) {
  if (which.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "a report of %1 needs at least one run"),
      what));
  ReportRuns out;
  for (const auto& w : which) {
    const std::int64_t id = h.resolve(w);  // Error(InvalidArgument) naming an unknown run
    for (std::int64_t had : out.ids)
      if (had == id) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "run %1 is selected twice"), w));
    out.ids.push_back(id);
    out.records.push_back(h.load(id));
  }
  return out;
}

}  // namespace

ReportDocument makeReport(HistoryStore& h, const ReportSelection& sel) {
  if (sel.kind == ReportSelection::Kind::Runs) return runsReportDocument(readRuns(h, sel.runs, "runs"));
  if (sel.kind == ReportSelection::Kind::Energy) return energyReportDocument(readRuns(h, sel.runs, "an energy study"));
  if (sel.kind == ReportSelection::Kind::Hardware) return hardwareReportDocument(sel.hardware);
  if (sel.sweep.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "a sweep report needs the sweep (its id, uid or name)")));
  const SweepInfo info = h.sweep(sel.sweep);
  RunFilter f;
  f.equals = {{"sweep", info.uid}};
  f.newestFirst = false;
  LoadedRuns loaded = h.loadRuns(f);
  if (loaded.records.empty())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "sweep %1 (%2) has no runs in %3 yet: run it (`nnlab-cli sweep run`) before reporting it"),
        info.name, info.uid, h.path()));
  ReportRuns runs{std::move(loaded.records), std::move(loaded.ids)};
  ReportDocument doc = sweepReportDocument(info.spec, runs, sel.kind == ReportSelection::Kind::Devices);
  for (const auto& k : loaded.skipped)
    doc.warnings.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "run %1 of the sweep could not be read and is left out: %2"),
        std::to_string(k.id), k.message).text());
  return doc;
}

}  // namespace nnlab

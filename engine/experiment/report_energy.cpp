// The report of an energy study: runs that measured their energy, per device and against the
// first, with their power over time (energy_summary.h and hw/power/energy.h compute every figure).
#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "experiment/report_parts.h"

namespace nnlab {

using namespace report;

namespace {

constexpr std::size_t kMostTracePoints = 400;  // per device and run: enough for the eye, small in HTML

std::string opt(const std::optional<double>& v, const std::string& unit) {
  return v ? reportNumber(*v) + unit : std::string("-");
}

}  // namespace

ReportDocument energyReportDocument(const ReportRuns& runs) {
  std::vector<std::size_t> measured;
  for (std::size_t i = 0; i < runs.records.size(); ++i)
    if (runEnergy(runs.records[i]) && runEnergy(runs.records[i])->totalJoules()) measured.push_back(i);
  if (measured.empty())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "none of the selected runs measured its energy (train with --energy, or tick \"Measure "
        "energy\"): an energy study needs at least one that did")));
  ReportDocument doc;
  std::vector<std::string> labels;
  for (const auto& r : runs.records) labels.push_back(r.label);
  doc.title = listTitle(NNLAB_TEXT("nnlab::messages", "Energy study: %1"), NNLAB_TEXT("nnlab::messages", "Energy study: %1 and %2"),
                       NNLAB_TEXT("nnlab::messages", "Energy study: %1 and %2 more"), labels, 3).text();
  doc.subtitle = msg(NNLAB_TEXT("nnlab::messages",
      "%1 of %2 run(s) measured their energy"),
      std::to_string(measured.size()), std::to_string(runs.records.size())).text();
  const std::string dates = dateRange(runs.records);
  if (!dates.empty()) doc.subtitle += " · " + dates;
  if (measured.size() < runs.records.size())
    doc.warnings.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "%1 run(s) did not measure the whole run's energy and are left out of the energy figures"),
        std::to_string(runs.records.size() - measured.size())).text());
  std::vector<const RunRecord*> ptrs;
  for (const auto& r : runs.records) ptrs.push_back(&r);
  std::vector<std::string> work;
  for (const auto& f : differingFields(ptrs))
    if (f.rfind("model", 0) == 0 || f.rfind("dataset", 0) == 0 || f == "training/epochs") work.push_back(f);
  if (!work.empty())
    doc.warnings.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "the runs differ in %1: they did different work, so compare their joules per sample rather "
        "than their totals"),
        shortList(work, 6)).text());

  ReportSection res;
  res.heading = NNLAB_TEXT("nnlab::messages", "Energy per run");
  res.paragraphs.push_back(NNLAB_TEXT("nnlab::messages", "The whole run's energy per device: from the device's energy counter where it has one, else integrated from the "
      "power samples (what `nnlab-cli energy RUN` prints). A device that was not measured says why; it is never counted "
      "as 0."));
  ReportTable t;
  t.id = "energy-runs";
  t.title = NNLAB_TEXT("nnlab::messages", "Energy of each run");
  t.columns = {
      NNLAB_TEXT("nnlab::messages", "run"),
      NNLAB_TEXT("nnlab::messages", "label"),
      NNLAB_TEXT("nnlab::messages", "time (s)"),
      NNLAB_TEXT("nnlab::messages", "energy"),
      NNLAB_TEXT("nnlab::messages", "J/sample"),
      NNLAB_TEXT("nnlab::messages", "average power (W)"),
      NNLAB_TEXT("nnlab::messages", "EDP (J·s)"),
      NNLAB_TEXT("nnlab::messages", "per device")};
  t.numeric = {true, false, true, true, true, true, true, false};
  ReportChart bars;
  bars.id = "energy-joules";
  bars.kind = ReportChart::Kind::Bars;
  bars.title = NNLAB_TEXT("nnlab::messages", "Energy per training sample");
  bars.xLabel = NNLAB_TEXT("nnlab::messages", "run");
  bars.yLabel = NNLAB_TEXT("nnlab::messages", "energy per training sample (J)");
  ReportSeries perSample;
  perSample.label = NNLAB_TEXT("nnlab::messages", "J/sample");
  ReportChart power;
  power.id = "energy-power";
  power.title = NNLAB_TEXT("nnlab::messages", "Power over time");
  power.note = NNLAB_TEXT("nnlab::messages", "each device's measured power during the run (thinned for the page)");
  power.xLabel = NNLAB_TEXT("nnlab::messages", "time since sampling began (s)");
  power.yLabel = NNLAB_TEXT("nnlab::messages", "power (W)");
  for (std::size_t i : measured) {
    const RunRecord& r = runs.records[i];
    const IntervalEnergy& e = *runEnergy(r);
    std::string devices;
    for (const auto& [name, text] : energyDeviceLines(e)) devices += (devices.empty() ? "" : "; ") + name + ": " + text;
    const auto edp = e.edp();
    t.rows.push_back({std::to_string(runs.ids[i]), r.label, reportNumber(e.seconds()), formatJoules(*e.totalJoules()),
                      opt(e.joulesPerSample(), ""), opt(e.averageWatts(), ""), edp ? reportNumber(edp->edp) : "-", devices});
    bars.categories.push_back(r.label);
    if (const auto j = e.joulesPerSample()) {
      perSample.x.push_back(static_cast<double>(bars.categories.size() - 1));
      perSample.y.push_back(*j);
    }
    if (!r.powerTrace) continue;
    const PowerTrace thin = thinnedTrace(*r.powerTrace, kMostTracePoints);
    for (std::size_t d = 0; d < thin.sources.size(); ++d) {
      ReportSeries s;
      s.label = (measured.size() > 1 ? r.label + ": " : std::string()) + thin.sources[d].name;
      for (const PowerSample& p : thin.samples[d])
        if (std::isfinite(p.watts)) s.x.push_back(p.t), s.y.push_back(p.watts);
      if (!s.y.empty()) power.series.push_back(std::move(s));
    }
  }
  bars.series.push_back(std::move(perSample));
  if (bars.points()) res.charts.push_back(std::move(bars));
  if (power.points()) res.charts.push_back(std::move(power));
  res.tables.push_back(std::move(t));
  doc.sections.push_back(std::move(res));

  if (measured.size() >= 2) {
    ReportSection cmp;
    cmp.heading = msg(NNLAB_TEXT("nnlab::messages", "Against %1"), runs.records[measured[0]].label).text();
    cmp.paragraphs.push_back(NNLAB_TEXT("nnlab::messages",
        "Energy, time and energy-delay product of each run as a ratio to the first measured run's."));
    std::vector<RunGroup> others;
    for (std::size_t k = 1; k < measured.size(); ++k)
      others.push_back(RunGroup{runs.records[measured[k]].label, {runs.records[measured[k]]}});
    addEnergyComparison(cmp, RunGroup{runs.records[measured[0]].label, {runs.records[measured[0]]}}, others);
    if (!cmp.tables.empty()) doc.sections.push_back(std::move(cmp));
  }
  doc.sections.push_back(methodSection(runs, nullptr));
  return doc;
}

}  // namespace nnlab

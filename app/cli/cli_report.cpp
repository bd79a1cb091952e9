// nnlab-cli report: a study report (PDF and/or HTML) of runs, a sweep, a device comparison, an
// energy study (from the history) or spec-database entries side by side — the same document the app's Report... action makes.
#include <cstdio>
#include <memory>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_report_render.h"
#include "cli/cli_run_output.h"
#include "core/error.h"
#include "experiment/report.h"

namespace nnlab::cli {

namespace {

struct ReportOptions {
  HistoryOptions history;
  std::string runs, sweep, devices, energy, hardware;
  std::vector<std::string> out;
  bool json = false;
};

}  // namespace

Command addReport(CLI::App& app) {
  auto o = std::make_shared<ReportOptions>();
  CLI::App* c = app.add_subcommand(
      "report", "A study report as PDF and/or self-contained HTML: charts, tables (mean ± std, n) and a method section "
                "(hardware, build, dataset, specs, seeds, dates, failures) written from the history");
  c->add_option("--runs", o->runs, "runs by id (see `history list`), comma-separated; the first is the speedup's baseline");
  c->add_option("--sweep", o->sweep, "a sweep: id, uid or name (see `sweep list`)");
  c->add_option("--devices", o->devices, "a device comparison: the sweep `compare-devices` stored (id, uid or name)");
  c->add_option("--energy", o->energy, "an energy study: runs that measured their energy, comma-separated");
  c->add_option("--hardware", o->hardware, "spec-database entries side by side (see `hw list`), comma-separated; "
                                           "needs no history");
  c->add_option("--out,-o", o->out, "report.pdf and/or report.html (the suffix says which; give both for both)")
      ->expected(1, 2);
  c->add_flag("--json", o->json, "print the report's document (every table and chart series) as JSON");
  o->history.add(c, false);
  return [o]() -> int {
    ReportSelection sel;
    int chosen = 0;
    if (!o->runs.empty()) sel.kind = ReportSelection::Kind::Runs, sel.runs = splitList(o->runs), ++chosen;
    if (!o->energy.empty()) sel.kind = ReportSelection::Kind::Energy, sel.runs = splitList(o->energy), ++chosen;
    if (!o->sweep.empty()) sel.kind = ReportSelection::Kind::Sweep, sel.sweep = o->sweep, ++chosen;
    if (!o->devices.empty()) sel.kind = ReportSelection::Kind::Devices, sel.sweep = o->devices, ++chosen;
    if (!o->hardware.empty()) sel.kind = ReportSelection::Kind::Hardware, sel.hardware = splitList(o->hardware), ++chosen;
    if (chosen != 1)
      fail(ErrorKind::InvalidArgument,
           "report wants one selection: --runs IDS, --sweep NAME, --devices NAME, --energy IDS or --hardware NAMES");
    if (o->out.empty() && !o->json) fail(ErrorKind::InvalidArgument, "report wants --out report.pdf and/or report.html (or --json)");
    for (const auto& path : o->out) {
      const auto dot = path.rfind('.');
      const std::string ext = dot == std::string::npos ? "" : path.substr(dot + 1);
      if (ext != "pdf" && ext != "html" && ext != "htm")
        fail(ErrorKind::InvalidArgument, "--out " + path + ": a report is written as .pdf or .html (the suffix says which)");
      if (sel.kind != ReportSelection::Kind::Hardware) refuseSameFiles({{"--history", o->history.resolved()}, {"--out", path}});
      checkWritable(path, "the report");
    }
    // Database entries need no history (and none is opened for them).
    const ReportDocument doc = sel.kind == ReportSelection::Kind::Hardware ? hardwareReportDocument(sel.hardware)
                                                                            : makeReport(*o->history.open(false), sel);
    if (o->json) std::printf("%s\n", doc.toJson().dump(2).c_str());
    if (!o->out.empty())
      for (const auto& line : writeReportFiles(doc, o->out)) std::fprintf(stderr, "%s\n", line.c_str());
    return kOk;
  };
}

}  // namespace nnlab::cli

// nnlab-cli history list|show|export|import|delete|merge|rename: the runs kept in the history file.
#include <cmath>
#include <cstdio>
#include <memory>

#include "cli/cli_commands.h"
#include "experiment/energy_summary.h"
#include "cli/cli_common.h"
#include "cli/cli_run_output.h"
#include "core/error.h"
#include "core/format.h"
#include "experiment/history_store.h"
#include "experiment/prediction_check.h"

namespace nnlab::cli {

namespace {

std::string percent(double v) {
  if (!std::isfinite(v)) return "-";
  char b[32];
  std::snprintf(b, sizeof b, "%.2f %%", 100.0 * v);
  return b;
}

std::string shortDate(const std::string& iso) {  // 2026-11-23T10:15:00Z -> 2026-11-23 10:15
  if (iso.size() < 16) return iso;
  return iso.substr(0, 10) + " " + iso.substr(11, 5);
}

std::string fit(std::string s, std::size_t w) {
  if (s.size() > w) s = s.substr(0, w - 1) + "~";
  return s;
}

void printTable(const std::vector<RunSummary>& runs) {
  std::printf("%5s  %-32s %-12s %-16s %-20s %-5s %5s %7s %9s %10s %8s  %-11s %s\n", "id", "name", "model", "data",
              "device", "prec", "batch", "epochs", "time", "samples/s", "test acc", "status", "date");
  for (const auto& r : runs) {
    const std::string epochs = std::to_string(r.epochsDone) + "/" + std::to_string(r.epochsPlanned);
    const double time = std::isfinite(r.totalSeconds) && r.totalSeconds > 0 ? r.totalSeconds : r.trainSeconds + r.validationSeconds;
    std::printf("%5lld  %-32s %-12s %-16s %-20s %-5s %5d %7s %9s %10s %8s  %-11s %s\n", static_cast<long long>(r.id),
                fit(r.label, 32).c_str(), fit(r.model, 12).c_str(),
                fit(r.dataset + (r.synthetic ? " (syn)" : ""), 16).c_str(), fit(r.device, 20).c_str(),
                r.precision.c_str(), r.batch, epochs.c_str(), formatSeconds(time).c_str(),
                std::isfinite(r.samplesPerSecond) && r.samplesPerSecond > 0 ? formatCount(std::llround(r.samplesPerSecond)).c_str() : "-",
                percent(r.testAccuracy).c_str(), r.statusText().c_str(), shortDate(r.created).c_str());
  }
}

void printRun(const RunSummary& s, const RunRecord& rec) {
  std::printf("run %lld  %s\n", static_cast<long long>(s.id), rec.id.c_str());
  std::printf("  name        %s\n", rec.label.c_str());
  std::printf("  status      %s%s%s\n", s.statusText().c_str(), s.message.empty() ? "" : ": ", s.message.c_str());
  std::printf("  created     %s on %s (build %s)%s%s\n", rec.createdUtc.c_str(), rec.hostname.c_str(), rec.build.c_str(),
              rec.finishedUtc.empty() ? "" : ", finished ", rec.finishedUtc.c_str());
  std::printf("  model       %s (%s parameters)\n", rec.spec.model.name.c_str(), formatCount(rec.params).c_str());
  std::printf("  data        %s%s: %lld samples, split %lld/%lld/%lld\n", rec.dataset.name.empty() ? rec.spec.dataset.c_str() : rec.dataset.name.c_str(),
              rec.dataset.synthetic ? " (synthetic stand-in)" : "", static_cast<long long>(rec.dataset.samples),
              static_cast<long long>(rec.dataset.splitSizes[0]), static_cast<long long>(rec.dataset.splitSizes[1]),
              static_cast<long long>(rec.dataset.splitSizes[2]));
  std::printf("  device      %s %s, %s\n", rec.spec.backend.c_str(), precisionName(rec.spec.train.precision),
              rec.backendDescription.c_str());
  if (rec.gpu) std::printf("  gpu         %s\n", rec.gpu->name.c_str());
  std::printf("  cpu         %s, %d logical cores\n", rec.host.model.c_str(), rec.host.logicalCores);
  std::printf("  training    %d epochs planned, batch %d, %s lr %g, seed %llu\n", rec.spec.train.epochs,
              rec.spec.train.batch, rec.spec.train.optimizer.type.c_str(), rec.spec.train.optimizer.lr,
              static_cast<unsigned long long>(rec.spec.train.seed));
  if (!rec.execution.empty()) std::printf("  execution   %s\n", rec.execution.c_str());
  for (const auto& [what, text] : parallelLines(rec)) std::printf("  %-11s %s\n", what.substr(0, 11).c_str(), text.c_str());
  for (const auto& [what, text] : energyLines(rec)) std::printf("  %-11s %s\n", what.c_str(), text.c_str());
  if (const std::string line = predictionLine(rec); !line.empty()) std::printf("  %s\n", line.c_str());
  std::printf("  time        data %s, model %s, train %s, validation %s, test %s; %s samples/s (warm-up epoch left out)\n",
              formatSeconds(rec.dataSeconds).c_str(), formatSeconds(rec.modelSeconds).c_str(),
              formatSeconds(rec.trainSeconds()).c_str(), formatSeconds(rec.validationSeconds()).c_str(),
              formatSeconds(rec.testSeconds()).c_str(),
              std::isfinite(s.samplesPerSecond) ? formatCount(std::llround(s.samplesPerSecond)).c_str() : "-");
  std::printf("\n  epoch        lr  train loss  train acc   val loss    val acc   val F1    train s   val s  samples/s\n");
  for (const auto& e : rec.result.epochs)
    std::printf("  %5d %9.4g %11.4f %10s %10.4f %10s %8.4f %10.3f %7.3f %10.0f\n", e.epoch, e.lr, e.trainLoss,
                percent(e.trainAccuracy).c_str(), e.valLoss, percent(e.valAccuracy).c_str(), e.valMacroF1, e.trainSeconds,
                e.valSeconds, e.samplesPerSecond);
  if (rec.result.epochs.empty()) std::printf("  (no finished epoch)\n");
  if (rec.result.test) {
    std::printf("\n  test: loss %.4f, %s\n", rec.result.test->loss, formatSeconds(rec.result.test->seconds).c_str());
    std::printf("%s", rec.result.test->metrics.report(rec.classNames).c_str());
  }
}

std::vector<std::pair<std::string, std::string>> parseFilters(const std::vector<std::string>& items) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& f : items) {
    const auto eq = f.find('=');
    if (eq == std::string::npos || eq == 0)
      fail(ErrorKind::InvalidArgument, "--filter wants KEY=VALUE (e.g. device=cuda:0, batch=64, model=lenet*), not '" + f + "'");
    out.emplace_back(f.substr(0, eq), f.substr(eq + 1));
  }
  return out;
}

struct HistoryCliOptions {
  HistoryOptions history;
  bool json = false;
  std::vector<std::string> filters, ids, files;
  std::string id, search, jsonOut, csvOut, name;
  std::int64_t limit = 0;
  bool force = false;
};

}  // namespace

Command addHistory(CLI::App& app) {
  auto o = std::make_shared<HistoryCliOptions>();
  CLI::App* c = app.add_subcommand("history", "The runs kept in the history file: list, show, export, import, delete, merge, "
                                              "rename, check, recover");
  c->require_subcommand(1, 1);
  c->fallthrough();  // `history show 3 --history F`: the subcommands pass --history up to here
  o->history.add(c, false);

  CLI::App* list = c->add_subcommand("list", "One line per run, newest first");
  list->add_flag("--json", o->json, "machine-readable output");
  list->add_option("--filter", o->filters, "KEY=VALUE (model, dataset, device, precision, batch, status, label, name, "
                                           "sweep, cell, host, seed, threads; VALUE* for a prefix); repeatable");
  list->add_option("--search", o->search, "runs whose name, model, data or device contain this text");
  list->add_option("--limit", o->limit, "at most this many runs")->check(CLI::NonNegativeNumber);

  CLI::App* show = c->add_subcommand("show", "One run: settings, hardware, every epoch, test metrics");
  show->add_option("id", o->id, "run id (the number `history list` shows), or its uid or a unique prefix")->required();
  show->add_flag("--json", o->json, "the run record as JSON");

  CLI::App* exp = c->add_subcommand("export", "Write a run's record (JSON, as `train --out`) and/or its per-epoch CSV");
  exp->add_option("id", o->id, "run id")->required();
  exp->add_option("--json", o->jsonOut, "the record JSON file to write");
  exp->add_option("--csv", o->csvOut, "the per-epoch CSV file to write");

  CLI::App* imp = c->add_subcommand("import", "Add run records (JSON files written by `train --out` or `history export`)");
  imp->add_option("files", o->files, "run record JSON files")->required();

  CLI::App* del = c->add_subcommand("delete", "Delete runs and their epochs");
  del->add_option("ids", o->ids, "run ids")->required();
  del->add_flag("--force", o->force, "delete runs that are still training too (their trainers stop writing to the history)");

  CLI::App* merge = c->add_subcommand("merge", "Add every run of other history files (e.g. from cluster nodes); "
                                               "runs already here are skipped");
  merge->add_option("files", o->files, "history files")->required();

  CLI::App* rename = c->add_subcommand("rename", "Give a run another name (tables, legends, exported files)");
  rename->add_option("id", o->id, "run id")->required();
  rename->add_option("name", o->name, "the new name")->required();

  CLI::App* check = c->add_subcommand("check", "Check the history file: its header, SQLite's integrity check and every "
                                               "run read; exit 0 when all is well, 3 when something is damaged");
  check->add_flag("--json", o->json, "machine-readable output");

  CLI::App* recover = c->add_subcommand("recover", "Copy every readable run and sweep of the history (even one other "
                                                   "commands refuse as damaged) into a new history file");
  recover->add_option("into", o->name, "the new history file (must not exist)")->required();

  return [o, list, show, exp, imp, del, merge, rename, check, recover]() -> int {
    if (recover->parsed()) {
      const std::string from = o->history.resolved();
      refuseSameFiles({{"--history", from}, {"the new file", o->name}});
      const RecoverReport r = HistoryStore::recover(from, o->name);
      for (const auto& l : r.lost)
        std::fprintf(stderr, "%s: %s%s\n", from.c_str(), l.id ? ("run " + std::to_string(l.id) + " lost: ").c_str() : "",
                     l.message.c_str());
      std::printf("recovered %d run(s) and %d sweep(s) of %s into %s%s\n", r.copied, r.sweeps, from.c_str(), o->name.c_str(),
                  r.lost.empty() ? "" : (" (" + std::to_string(r.lost.size()) + " part(s) could not be read)").c_str());
      return kOk;
    }
    const bool writes = imp->parsed() || del->parsed() || merge->parsed() || rename->parsed();
    std::unique_ptr<HistoryStore> h = o->history.open(writes);
    if (check->parsed()) {
      const HistoryCheck r = h->check();
      if (o->json) {
        nlohmann::json un = nlohmann::json::array();
        for (const auto& u : r.unreadable) un.push_back({{"id", u.id}, {"message", u.message}});
        std::printf("%s\n", nlohmann::json{{"file", h->path()},
                                           {"ok", r.ok()},
                                           {"schema", r.schemaVersion},
                                           {"bytes", r.fileBytes},
                                           {"page_size", r.pageSize},
                                           {"integrity", r.integrity},
                                           {"runs", r.runs},
                                           {"sweeps", r.sweeps},
                                           {"unreadable", un}}
                                 .dump(2)
                                 .c_str());
      } else {
        std::printf("history %s: schema %d, %s, pages of %d bytes\n", h->path().c_str(), r.schemaVersion,
                    formatBytes(static_cast<double>(r.fileBytes)).c_str(), r.pageSize);
        std::printf("integrity: %s\n", r.integrity.size() == 1 ? r.integrity[0].c_str() : "problems found:");
        if (r.integrity.size() != 1)
          for (const auto& l : r.integrity) std::printf("  %s\n", l.c_str());
        std::printf("runs: %lld readable, %zu unreadable; %d sweep(s)\n", static_cast<long long>(r.runs), r.unreadable.size(), r.sweeps);
        for (const auto& u : r.unreadable)
          std::printf("  %s%s\n", u.id ? ("run " + std::to_string(u.id) + ": ").c_str() : "", u.message.c_str());
        if (!r.ok())
          std::printf("`nnlab-cli history recover NEW.sqlite --history %s` copies what is readable into a new file\n",
                      h->path().c_str());
      }
      if (!r.ok())
        std::fprintf(stderr, "nnlab-cli: history %s is damaged: %zu unreadable part(s)%s\n", h->path().c_str(), r.unreadable.size(),
                     r.integrity.size() == 1 && r.integrity[0] == "ok" ? "" : ", and SQLite's integrity check found problems");
      return r.ok() ? kOk : kBadInput;
    }
    if (list->parsed()) {
      RunFilter f;
      f.equals = parseFilters(o->filters);
      f.search = o->search;
      f.limit = o->limit;
      std::vector<SkippedRun> skipped;
      const auto runs = h->listReadable(f, skipped);  // a damaged row is named, the rest listed
      if (o->json) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& r : runs) out.push_back(r.toJson());
        std::printf("%s\n", out.dump(2).c_str());
      } else if (runs.empty()) {
        std::printf("no runs%s in %s\n", f.equals.empty() && f.search.empty() ? "" : " match", h->path().c_str());
      } else {
        printTable(runs);
      }
      for (const auto& k : skipped)
        std::fprintf(stderr, "nnlab-cli: %s: %s%s\n", h->path().c_str(), k.id ? ("run " + std::to_string(k.id) + " cannot be read: ").c_str() : "",
                     k.message.c_str());
      if (!skipped.empty())
        std::fprintf(stderr, "nnlab-cli: the history is damaged: `nnlab-cli history recover NEW.sqlite --history %s` copies the "
                             "readable runs into a new file\n", h->path().c_str());
      return skipped.empty() ? kOk : kBadInput;
    }
    if (show->parsed()) {
      const std::int64_t id = h->resolve(o->id);
      const RunRecord rec = h->load(id);
      if (o->json)
        std::printf("%s\n", rec.toJson().dump(2).c_str());
      else
        printRun(h->summary(id), rec);
      return kOk;
    }
    if (exp->parsed()) {
      const RunRecord rec = h->load(h->resolve(o->id));
      if (o->jsonOut.empty() && o->csvOut.empty()) {
        std::printf("%s\n", rec.toJson().dump(2).c_str());
        return kOk;
      }
      refuseSameFiles({{"--history", h->path()}, {"--json", o->jsonOut}, {"--csv", o->csvOut}});
      if (!o->jsonOut.empty()) writeTextFile(o->jsonOut, rec.toJson().dump(2) + "\n");
      if (!o->csvOut.empty()) writeTextFile(o->csvOut, rec.epochsCsv());
      std::fprintf(stderr, "exported run %s%s%s%s%s\n", rec.id.c_str(), o->jsonOut.empty() ? "" : " to ",
                   o->jsonOut.c_str(), o->csvOut.empty() ? "" : (o->jsonOut.empty() ? " to " : " and "), o->csvOut.c_str());
      return kOk;
    }
    if (imp->parsed()) {
      int added = 0, updated = 0, present = 0;
      for (const auto& f : o->files) {
        const RunRecord rec = RunRecord::load(f);
        const RunImport r = h->importRecord(rec);
        if (r.outcome == ImportOutcome::Added) {
          ++added;
          std::printf("%s: run %lld (%s)\n", f.c_str(), static_cast<long long>(r.id), rec.label.c_str());
        } else if (r.outcome == ImportOutcome::Updated) {
          ++updated;
          std::printf("%s: run %lld (%s) updated: the history held it unfinished\n", f.c_str(), static_cast<long long>(r.id),
                      rec.label.c_str());
        } else {
          ++present;
          std::printf("%s: already in the history (%s)\n", f.c_str(), rec.id.c_str());
        }
      }
      std::printf("imported %d run(s), %d already present%s, into %s\n", added, present,
                  updated ? (", " + std::to_string(updated) + " updated").c_str() : "", h->path().c_str());
      return kOk;
    }
    if (del->parsed()) {
      std::vector<std::int64_t> ids;
      for (const auto& s : o->ids) ids.push_back(h->resolve(s));
      std::printf("deleted %d run(s) from %s\n", h->remove(ids, o->force), h->path().c_str());
      return kOk;
    }
    if (merge->parsed()) {
      // Every file is merged as far as it can be read; what could not be read is named (file and
      // run) and makes the exit code 3 once all files are done.
      int problems = 0;
      for (const auto& f : o->files) {
        try {
          const MergeReport r = h->merge(f);
          std::printf("%s: %d new run(s)%s\n", f.c_str(), r.added, r.updated ? (", " + std::to_string(r.updated) + " updated").c_str() : "");
          for (const auto& k : r.skipped)
            std::fprintf(stderr, "nnlab-cli: %s: %s%s\n", f.c_str(), k.id ? ("run " + std::to_string(k.id) + " skipped: ").c_str() : "",
                         k.message.c_str());
          problems += static_cast<int>(r.skipped.size());
        } catch (const Error& e) {
          if (e.kind() != ErrorKind::BadInput && e.kind() != ErrorKind::InvalidArgument) throw;
          std::fprintf(stderr, "nnlab-cli: %s: not merged: %s\n", f.c_str(), e.what());
          ++problems;
        }
      }
      std::printf("%s now holds %lld run(s)%s\n", h->path().c_str(), static_cast<long long>(h->count()),
                  problems ? ("; " + std::to_string(problems) + " part(s) could not be read (named above)").c_str() : "");
      return problems ? kBadInput : kOk;
    }
    if (rename->parsed()) {
      const std::int64_t id = h->resolve(o->id);
      h->setLabel(id, o->name);
      std::printf("run %lld is now called \"%s\"\n", static_cast<long long>(id), o->name.c_str());
      return kOk;
    }
    return kUsage;
  };
}

}  // namespace nnlab::cli

// Reading the history: run summaries (the tables' rows), filters as SQL, ids and uids, and whole
// run records back from their rows. Writing is in history_store.cpp.
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "experiment/analysis.h"
#include "experiment/history_internal.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"

namespace nnlab {

using json = nlohmann::json;
using history_detail::parseStored;
using history_detail::secondsSince;

namespace {

const char* const kSummaryColumns =
    "id, uid, label, name, model, dataset, device, precision, batch, threads, epochs_done, epochs_planned, seed, "
    "status, message, created, finished, hostname, build, train_seconds, val_seconds, total_seconds, data_seconds, "
    "model_seconds, samples_per_second, best_val_accuracy, last_val_accuracy, test_accuracy, test_macro_f1, synthetic, "
    "sweep, cell, repeat, process, updated";

RunSummary summaryFrom(const SqliteStmt& s, const std::string& host) {
  RunSummary r;
  r.id = s.integer(0);
  r.uid = s.text(1);
  r.label = s.text(2);
  r.name = s.text(3);
  r.model = s.text(4);
  r.dataset = s.text(5);
  r.device = s.text(6);
  r.precision = s.text(7);
  r.batch = static_cast<int>(s.integer(8));
  r.threads = static_cast<int>(s.integer(9));
  r.epochsDone = static_cast<int>(s.integer(10));
  r.epochsPlanned = static_cast<int>(s.integer(11));
  r.seed = s.text(12);
  try {
    r.status = runStatusFromName(s.text(13));
  } catch (const Error&) {
    r.status = RunStatus::Failed;
  }
  r.message = s.text(14);
  r.created = s.text(15);
  r.finished = s.text(16);
  r.hostname = s.text(17);
  r.build = s.text(18);
  r.trainSeconds = s.real(19);
  r.validationSeconds = s.real(20);
  r.totalSeconds = s.real(21);
  r.dataSeconds = s.real(22);
  r.modelSeconds = s.real(23);
  r.samplesPerSecond = s.real(24);
  r.bestValAccuracy = s.real(25);
  r.lastValAccuracy = s.real(26);
  r.testAccuracy = s.real(27);
  r.testMacroF1 = s.real(28);
  r.synthetic = s.integer(29) != 0;
  r.sweepUid = s.text(30);
  r.cell = s.text(31);
  r.repeat = static_cast<int>(s.integer(32));
  r.updated = s.text(34);
  if (r.status == RunStatus::Running) {
    r.silentSeconds = std::max(0.0, secondsSince(r.updated.empty() ? r.created : r.updated));
    if (r.hostname == host) {
      // A run still "running" whose process on this machine is gone was interrupted.
      if (!processAlive(s.text(33))) r.status = RunStatus::Interrupted;
    } else {
      // Another machine's run: it writes at every epoch. Silent for much longer than its epochs
      // take (an hour at least), it is unknown: that machine may have died or lost the file.
      const double perEpoch = r.epochsDone > 0 ? (r.trainSeconds + r.validationSeconds) / r.epochsDone : 0.0;
      if (r.silentSeconds > std::max(3600.0, 3.0 * perEpoch)) r.status = RunStatus::Unknown;
    }
  }
  return r;
}

// Columns a filter may name, and the SQL column behind each.
const std::vector<std::pair<std::string, std::string>> kFilterColumns = {
    {"model", "model"},   {"dataset", "dataset"}, {"device", "device"}, {"precision", "precision"},
    {"batch", "batch"},   {"status", "status"},   {"label", "label"},   {"name", "name"},
    {"sweep", "sweep"},   {"cell", "cell"},       {"host", "hostname"}, {"seed", "seed"},
    {"uid", "uid"},       {"threads", "threads"}};

std::string likePrefix(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

}  // namespace



json RunSummary::toJson() const {
  auto num = [](double v) { return std::isfinite(v) ? json(v) : json(nullptr); };
  json j{{"id", id},
         {"uid", uid},
         {"label", label},
         {"name", name},
         {"model", model},
         {"dataset", dataset},
         {"synthetic", synthetic},
         {"device", device},
         {"precision", precision},
         {"batch", batch},
         {"threads", threads},
         {"epochs_done", epochsDone},
         {"epochs_planned", epochsPlanned},
         {"seed", seed},
         {"status", runStatusName(status)},
         {"created", created},
         {"finished", finished},
         {"hostname", hostname},
         {"build", build},
         {"train_seconds", num(trainSeconds)},
         {"validation_seconds", num(validationSeconds)},
         {"total_seconds", num(totalSeconds)},
         {"samples_per_second", num(samplesPerSecond)},
         {"best_val_accuracy", num(bestValAccuracy)},
         {"last_val_accuracy", num(lastValAccuracy)},
         {"test_accuracy", num(testAccuracy)},
         {"test_macro_f1", num(testMacroF1)}};
  if (!message.empty()) j["message"] = message;
  if (!sweepUid.empty()) j["sweep"] = {{"id", sweepUid}, {"cell", cell}, {"repeat", repeat}};
  if (!updated.empty()) j["updated"] = updated;
  if (status == RunStatus::Unknown) j["status_text"] = statusText();
  return j;
}

std::string RunSummary::statusText() const {
  if (status != RunStatus::Unknown) return runStatusText(status);
  const double h = silentSeconds / 3600.0;
  char age[48];
  if (h >= 48)
    std::snprintf(age, sizeof age, "%.0f days", h / 24);
  else
    std::snprintf(age, sizeof age, "%.1f h", h);
  return "unknown (host " + hostname + ", nothing written for " + age + ")";
}
namespace history_detail {

FilterSql filterSql(const RunFilter& filter) {
  FilterSql f;
  for (const auto& entry : filter.equals) {
    const std::string& key = entry.first;
    const std::string& value = entry.second;
    const auto it = std::find_if(kFilterColumns.begin(), kFilterColumns.end(), [&](const auto& c) { return c.first == key; });
    if (it == kFilterColumns.end()) {
      std::vector<std::string> keys;
      std::string list;
      for (const auto& c : kFilterColumns) {
        keys.push_back(c.first);
        list += (list.empty() ? "" : ", ") + c.first;
      }
      const std::string near = nearestWord(key, keys);
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "unknown filter key '%1'%2; known: %3"),
          key, (near.empty() ? plainMessage("") : msg(NNLAB_TEXT("nnlab::messages", " (did you mean %1?)"), near)), list));
    }
    if (key == "status") {  // "interrupted" rows are stored as running: compare after reading
      f.status = value;
      runStatusFromName(value);
      continue;
    }
    f.where += f.where.empty() ? " WHERE " : " AND ";
    if (!value.empty() && value.back() == '*') {
      f.where += it->second + " LIKE ?" + std::to_string(f.values.size() + 1) + " ESCAPE '\\'";
      f.values.push_back(likePrefix(value.substr(0, value.size() - 1)));
    } else {
      f.where += "CAST(" + it->second + " AS TEXT) = ?" + std::to_string(f.values.size() + 1);
      f.values.push_back(value);
    }
  }
  if (!filter.search.empty()) {
    f.where += f.where.empty() ? " WHERE " : " AND ";
    const std::string p = "?" + std::to_string(f.values.size() + 1);
    f.where += "(instr(lower(label), " + p + ") OR instr(lower(name), " + p + ") OR instr(lower(model), " + p +
               ") OR instr(lower(dataset), " + p + ") OR instr(lower(device), " + p + "))";
    std::string lower = filter.search;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    f.values.push_back(lower);
  }
  return f;
}

}  // namespace history_detail

std::vector<RunSummary> HistoryStore::list(const RunFilter& filter) {
  std::lock_guard lock(mutex_);
  const history_detail::FilterSql f = history_detail::filterSql(filter);
  std::string sql = std::string("SELECT ") + kSummaryColumns + " FROM runs" + f.where;
  sql += filter.newestFirst ? " ORDER BY created DESC, id DESC" : " ORDER BY created, id";
  if (filter.limit > 0 && f.status.empty()) sql += " LIMIT " + std::to_string(filter.limit);
  SqliteStmt q(*db_, sql.c_str());
  for (std::size_t i = 0; i < f.values.size(); ++i) q.bind(static_cast<int>(i + 1), f.values[i]);
  std::vector<RunSummary> out;
  const std::string host = hostName();
  while (q.step()) {
    RunSummary r = summaryFrom(q, host);
    if (!f.status.empty() && runStatusName(r.status) != f.status) continue;
    out.push_back(std::move(r));
    if (filter.limit > 0 && static_cast<std::int64_t>(out.size()) >= filter.limit) break;
  }
  return out;
}

std::int64_t HistoryStore::count() {
  std::lock_guard lock(mutex_);
  return db_->scalar("SELECT count(*) FROM runs");
}

std::int64_t HistoryStore::resolve(const std::string& idOrUid) {
  std::lock_guard lock(mutex_);
  if (idOrUid.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "no run id given")));
  const bool numeric = idOrUid.find_first_not_of("0123456789") == std::string::npos && idOrUid.size() < 18;
  if (numeric) {
    SqliteStmt q(*db_, "SELECT id FROM runs WHERE id = ?1");
    q.bind(1, static_cast<std::int64_t>(std::stoll(idOrUid)));
    if (q.step()) return q.integer(0);
  }
  SqliteStmt q(*db_, "SELECT id, uid FROM runs WHERE uid = ?1 OR uid LIKE ?2 ESCAPE '\\' LIMIT 3");
  q.bind(1, idOrUid).bind(2, likePrefix(idOrUid));
  std::vector<std::pair<std::int64_t, std::string>> hits;
  while (q.step()) {
    if (q.text(1) == idOrUid) return q.integer(0);
    hits.emplace_back(q.integer(0), q.text(1));
  }
  if (hits.size() == 1) return hits[0].first;
  if (hits.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no run '%1' in history '%2' (`nnlab-cli history list` shows the ids)"),
      idOrUid, path_));
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "'%1' matches several runs (%2, %3, ...): give more of the id"),
      idOrUid, hits[0].second, hits[1].second));
}

RunSummary HistoryStore::summary(std::int64_t id) {
  std::lock_guard lock(mutex_);
  SqliteStmt q(*db_, (std::string("SELECT ") + kSummaryColumns + " FROM runs WHERE id = ?1").c_str());
  q.bind(1, id);
  if (!q.step()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no run %1 in history '%2'"),
      std::to_string(id), path_));
  return summaryFrom(q, hostName());
}

RunRecord HistoryStore::load(std::int64_t id) {
  const RunSummary sum = summary(id);
  std::lock_guard lock(mutex_);
  SqliteStmt q(*db_,
               "SELECT spec, host, gpu, dataset_facts, class_names, backend, execution, params, flops_per_sample, "
               "data_seconds, model_seconds, total_seconds, resumed_from, test_loss, test_seconds, test_accuracy, parallel, "
               "energy, power_trace, pipeline, prediction FROM runs WHERE id = ?1");
  q.bind(1, id);
  if (!q.step()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no run %1 in history '%2'"),
      std::to_string(id), path_));
  RunRecord rec;
  const std::string what = "run " + std::to_string(id) + " of history '" + path_ + "'";
  try {
    rec.spec = ExperimentSpec::fromJson(parseStored(q.text(0), "spec"), what + ": spec");
  } catch (const Error& e) {
    fail(ErrorKind::BadInput, e.what());
  }
  rec.id = sum.uid;
  rec.label = sum.label;
  rec.createdUtc = sum.created;
  rec.finishedUtc = sum.finished;
  rec.build = sum.build;
  rec.hostname = sum.hostname;
  rec.result.status = sum.status;
  rec.result.message = sum.message;
  rec.sweepId = sum.sweepUid;
  rec.cellId = sum.cell;
  rec.repeat = sum.repeat;
  if (json h = parseStored(q.text(1), "host"); h.is_object()) {
    JsonReader r(h, what + ": host", ErrorKind::BadInput);
    rec.host = CpuInfo::read(r);
  }
  if (json g = parseStored(q.text(2), "gpu"); g.is_object()) {
    JsonReader r(g, what + ": gpu", ErrorKind::BadInput);
    r.allow({"software"});
    rec.gpu = GpuInfo::read(r);
    if (auto sw = r.optionalObject("software")) rec.gpuSoftware = GpuSoftware::read(*sw);
  }
  if (json d = parseStored(q.text(3), "dataset"); d.is_object() && !d.empty()) {
    JsonReader r(d, what + ": dataset", ErrorKind::BadInput);
    rec.dataset = DatasetFacts::read(r);
  }
  if (json c = parseStored(q.text(4), "class names"); c.is_array())
    for (const auto& n : c) rec.classNames.push_back(n.is_string() ? n.get<std::string>() : std::string());
  rec.backendDescription = q.text(5);
  rec.execution = q.text(6);
  rec.params = q.integer(7);
  rec.flopsPerSample = std::isfinite(q.real(8)) ? q.real(8) : 0.0;
  rec.dataSeconds = std::isfinite(q.real(9)) ? q.real(9) : 0.0;
  rec.modelSeconds = std::isfinite(q.real(10)) ? q.real(10) : 0.0;
  rec.result.totalSeconds = std::isfinite(q.real(11)) ? q.real(11) : 0.0;
  rec.resumedFromEpoch = static_cast<int>(q.integer(12));
  const bool hasTest = !q.isNull(15);
  if (json p = parseStored(q.text(16), "parallel facts"); p.is_object()) {
    JsonReader r(p, what + ": parallel", ErrorKind::BadInput);
    rec.parallel = ParallelFacts::read(r);
  }
  if (json en = parseStored(q.text(17), "energy report"); en.is_object()) rec.energy = EnergyReport::fromJson(en);
  if (json pt = parseStored(q.text(18), "power trace"); pt.is_object()) rec.powerTrace = PowerTrace::fromJson(pt);
  if (json pl = parseStored(q.text(19), "pipeline facts"); pl.is_object()) {
    JsonReader r(pl, what + ": pipeline", ErrorKind::BadInput);
    rec.pipeline = PipelineFacts::read(r);
  }
  if (json pr = parseStored(q.text(20), "prediction"); pr.is_object()) {
    JsonReader r(pr, what + ": prediction", ErrorKind::BadInput);
    rec.prediction = RunPrediction::read(r);
  }
  const double testLoss = q.real(13), testSeconds = q.real(14);

  SqliteStmt e(*db_,
               "SELECT epoch, lr, train_loss, train_accuracy, val_loss, val_accuracy, val_macro_f1, train_seconds, "
               "val_seconds, samples_per_second, train_samples, steps, skipped_steps, loss_scale, batch_losses, comm_seconds, "
               "energy FROM epochs WHERE run = ?1 ORDER BY epoch");
  e.bind(1, id);
  while (e.step()) {
    EpochRecord r;
    r.epoch = static_cast<int>(e.integer(0));
    r.lr = e.real(1);
    r.trainLoss = e.real(2);
    r.trainAccuracy = e.real(3);
    r.valLoss = e.real(4);
    r.valAccuracy = e.real(5);
    r.valMacroF1 = e.real(6);
    r.trainSeconds = e.real(7);
    r.valSeconds = e.real(8);
    r.samplesPerSecond = e.real(9);
    r.trainSamples = e.integer(10);
    r.steps = e.integer(11);
    r.skippedSteps = e.integer(12);
    r.lossScale = e.real(13);
    const auto blob = e.blob(14);
    r.batchLosses.resize(blob.size() / sizeof(float));
    if (!r.batchLosses.empty()) std::memcpy(r.batchLosses.data(), blob.data(), r.batchLosses.size() * sizeof(float));
    r.commSeconds = e.real(15);
    if (json en = parseStored(e.text(16), "epoch energy"); en.is_object())
      r.energy = std::make_shared<const IntervalEnergy>(IntervalEnergy::fromJson(en));
    rec.result.epochs.push_back(std::move(r));
  }
  if (hasTest) {
    int k = std::max(rec.dataset.classes, static_cast<int>(rec.classNames.size()));
    std::vector<std::tuple<int, int, std::int64_t>> cells;
    SqliteStmt c(*db_, "SELECT true_class, predicted, count FROM confusion WHERE run = ?1");
    c.bind(1, id);
    while (c.step()) {
      const auto t = static_cast<int>(c.integer(0)), p = static_cast<int>(c.integer(1));
      if (t < 0 || p < 0 || t >= 65536 || p >= 65536) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: a confusion cell is out of range"),
          what));
      cells.emplace_back(t, p, c.integer(2));
      k = std::max({k, t + 1, p + 1});
    }
    std::vector<std::int64_t> confusion(static_cast<std::size_t>(k) * static_cast<std::size_t>(k), 0);
    for (const auto& [t, p, n] : cells) confusion[static_cast<std::size_t>(t) * static_cast<std::size_t>(k) + static_cast<std::size_t>(p)] = n;
    EvalResult ev;
    ev.loss = testLoss;
    ev.seconds = std::isfinite(testSeconds) ? testSeconds : 0.0;
    ev.metrics = Metrics::fromConfusion(confusion, k);
    rec.result.test = ev;
  }
  return rec;
}

}  // namespace nnlab

#include "experiment/history_store.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <ctime>
#include <cstring>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "experiment/analysis.h"
#include "experiment/history_file.h"
#include "experiment/history_internal.h"
#include "experiment/history_schema.h"
#include "experiment/sqlite_db.h"

namespace nnlab {

using json = nlohmann::json;
namespace fs = std::filesystem;

namespace {


std::string readSmallFile(const char* path) {
  std::ifstream f(path);
  std::string s;
  std::getline(f, s);
  return s;
}

// The process's start time in clock ticks since boot (field 22 of /proc/PID/stat).
std::string startTimeOf(long pid) {
  const std::string stat = readSmallFile(("/proc/" + std::to_string(pid) + "/stat").c_str());
  const auto close = stat.rfind(')');  // the command name may hold spaces and parentheses
  if (close == std::string::npos) return {};
  std::istringstream rest(stat.substr(close + 2));
  std::string field;
  for (int i = 3; i <= 22 && (rest >> field); ++i) {
    if (i == 22) return field;
  }
  return {};
}

}  // namespace

namespace history_detail {

json parseStored(const std::string& text, const char* what) {
  if (text.empty()) return json();
  return parseJsonText(text, std::string("the history's ") + what, ErrorKind::BadInput);
}

double secondsSince(const std::string& iso) {
  std::tm tm{};
  const char* end = iso.empty() ? nullptr : strptime(iso.c_str(), "%Y-%m-%dT%H:%M:%SZ", &tm);
  if (!end || *end) return -1.0;
  const std::time_t t = timegm(&tm);
  return std::difftime(std::time(nullptr), t);
}

}  // namespace history_detail

using history_detail::parseStored;
using history_detail::secondsSince;

namespace {

std::vector<unsigned char> lossesBlob(const std::vector<float>& v) {
  std::vector<unsigned char> b(v.size() * sizeof(float));
  if (!v.empty()) std::memcpy(b.data(), v.data(), b.size());
  return b;
}

}  // namespace

std::string processIdentity() {
  const long pid = static_cast<long>(::getpid());
  return std::to_string(pid) + ":" + readSmallFile("/proc/sys/kernel/random/boot_id") + ":" + startTimeOf(pid);
}

bool processAlive(const std::string& identity) {
  const auto a = identity.find(':');
  const auto b = identity.find(':', a == std::string::npos ? a : a + 1);
  if (a == std::string::npos || b == std::string::npos) return false;
  char* end = nullptr;
  const long pid = std::strtol(identity.c_str(), &end, 10);
  if (end != identity.c_str() + a || pid <= 0) return false;
  if (identity.substr(a + 1, b - a - 1) != readSmallFile("/proc/sys/kernel/random/boot_id")) return false;
  const std::string start = startTimeOf(pid);
  return !start.empty() && start == identity.substr(b + 1);
}

HistoryStore::HistoryStore(std::string path, std::unique_ptr<SqliteDb> db, bool writable)
    : path_(std::move(path)), db_(std::move(db)), writable_(writable) {}

HistoryStore::~HistoryStore() {
  db_.reset();  // closed before its scratch copy (if any) is removed
  scratch_.reset();
}

int HistoryStore::schemaVersion() const { return static_cast<int>(db_->scalar("PRAGMA user_version")); }

std::string HistoryStore::uniqueLabel(const std::string& label) {
  std::lock_guard lock(mutex_);
  SqliteStmt q(*db_, "SELECT label FROM runs WHERE label = ?1 OR substr(label, 1, length(?1) + 2) = ?1 || ' #'");
  q.bind(1, label);
  bool taken = false;
  long long highest = 1;
  while (q.step()) {
    const std::string l = q.text(0);
    if (l == label) {
      taken = true;
      continue;
    }
    const std::string tail = l.substr(label.size() + 2);
    if (!tail.empty() && tail.size() < 12 && tail.find_first_not_of("0123456789") == std::string::npos)
      highest = std::max(highest, std::stoll(tail));
  }
  return taken ? label + " #" + std::to_string(highest + 1) : label;
}

std::int64_t HistoryStore::beginRun(const RunRecord& rec) {
  std::lock_guard lock(mutex_);
  return insertRun(rec, processIdentity());
}

void HistoryStore::requireRow(std::int64_t id) {
  SqliteStmt q(*db_, "SELECT 1 FROM runs WHERE id = ?1");
  q.bind(1, id);
  if (!q.step())
    throw RunRowGone(ErrorKind::WriteFailed, "run " + std::to_string(id) + " is no longer in history '" + path_ +
                                                 "' (it was deleted while it trained): nothing more of it is written there");
}

std::int64_t HistoryStore::insertRun(const RunRecord& rec, const std::string& process) {
  const ExperimentSpec& s = rec.spec;
  SqliteStmt st(*db_,
                "INSERT INTO runs (uid, label, name, status, message, created, model, dataset, device, precision, "
                "threads, batch, epochs_planned, seed, hostname, process, build, sweep, cell, repeat, host, spec, updated) "
                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23)");
  st.bind(1, rec.id).bind(2, rec.label).bind(3, s.name).bind(4, runStatusName(rec.result.status));
  st.bind(5, rec.result.message).bind(6, rec.createdUtc).bind(7, s.model.name).bind(8, s.dataset);
  st.bind(9, s.deviceLabel(rec.gpu ? rec.gpu->name : std::string())).bind(10, precisionName(s.train.precision)).bind(11, s.threads).bind(12, s.train.batch);
  st.bind(13, s.train.epochs).bind(14, std::to_string(s.train.seed)).bind(15, rec.hostname);
  st.bind(16, process).bind(17, rec.build).bind(18, rec.sweepId).bind(19, rec.cellId).bind(20, rec.repeat);
  st.bind(21, rec.host.toJson().dump()).bind(22, s.toJson().dump()).bind(23, utcNowIso());
  st.run();
  return db_->lastInsertId();
}

void HistoryStore::updateRunReady(std::int64_t id, const RunRecord& rec) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  requireRow(id);
  writeReady(id, rec);
  tx.commit();
}

void HistoryStore::writeReady(std::int64_t id, const RunRecord& rec) {
  json gpu;
  if (rec.gpu) {
    gpu = rec.gpu->toJson();
    gpu["software"] = rec.gpuSoftware.toJson();
  }
  SqliteStmt st(*db_,
                "UPDATE runs SET synthetic = ?2, params = ?3, flops_per_sample = ?4, data_seconds = ?5, model_seconds = ?6, "
                "resumed_from = ?7, backend = ?8, gpu = ?9, dataset_facts = ?10, class_names = ?11, updated = ?12, device = ?13 "
                "WHERE id = ?1");
  st.bind(1, id).bind(2, rec.dataset.synthetic ? 1 : 0).bind(3, rec.params).bind(4, rec.flopsPerSample);
  st.bind(5, rec.dataSeconds).bind(6, rec.modelSeconds).bind(7, rec.resumedFromEpoch).bind(8, rec.backendDescription);
  st.bind(9, gpu.is_null() ? std::string() : gpu.dump()).bind(10, rec.dataset.toJson().dump());
  st.bind(11, json(rec.classNames).dump()).bind(12, utcNowIso());
  // All the run's devices, with the GPUs' model once known: "4 x H100 (cuda:0-3)".
  st.bind(13, rec.spec.deviceLabel(rec.gpu ? rec.gpu->name : std::string()));
  st.run();
}

void HistoryStore::insertEpoch(std::int64_t id, const EpochRecord& e) {
  SqliteStmt st(*db_,
                "INSERT OR REPLACE INTO epochs (run, epoch, lr, train_loss, train_accuracy, val_loss, val_accuracy, "
                "val_macro_f1, train_seconds, val_seconds, samples_per_second, train_samples, steps, skipped_steps, "
                "loss_scale, batch_losses, comm_seconds, energy, joules) "
                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19)");
  st.bind(1, id).bind(2, e.epoch).bind(3, e.lr).bind(4, e.trainLoss).bind(5, e.trainAccuracy).bind(6, e.valLoss);
  st.bind(7, e.valAccuracy).bind(8, e.valMacroF1).bind(9, e.trainSeconds).bind(10, e.valSeconds);
  st.bind(11, e.samplesPerSecond).bind(12, e.trainSamples).bind(13, e.steps).bind(14, e.skippedSteps).bind(15, e.lossScale);
  const auto blob = lossesBlob(e.batchLosses);
  st.bindBlob(16, blob.data(), blob.size());
  st.bind(17, e.commSeconds);
  st.bind(18, e.energy ? e.energy->toJson().dump() : std::string());
  if (const auto j = e.energy ? e.energy->totalJoules() : std::nullopt) st.bind(19, *j);
  else st.bindNull(19);
  st.run();
}

// The run's per-epoch sums and the throughput the tables show, from its stored epochs (so an
// imported or merged run gets the same figures as one recorded live).
void HistoryStore::refreshAggregates(std::int64_t id) {
  std::vector<EpochRecord> epochs;
  {
    SqliteStmt q(*db_, "SELECT epoch, train_seconds, val_seconds, train_samples, val_accuracy FROM epochs "
                       "WHERE run = ?1 ORDER BY epoch");
    q.bind(1, id);
    while (q.step()) {
      EpochRecord e;
      e.epoch = static_cast<int>(q.integer(0));
      e.trainSeconds = q.real(1);
      e.valSeconds = q.real(2);
      e.trainSamples = q.integer(3);
      e.valAccuracy = q.real(4);
      epochs.push_back(e);
    }
  }
  const EpochSums sums = sumEpochs(epochs, warmupEpochs(static_cast<int>(epochs.size())));
  SqliteStmt st(*db_,
                "UPDATE runs SET epochs_done = ?2, train_seconds = ?3, val_seconds = ?4, samples_per_second = ?5, "
                "best_val_accuracy = ?6, last_val_accuracy = ?7, updated = ?8 WHERE id = ?1");
  st.bind(1, id).bind(2, static_cast<std::int64_t>(epochs.size())).bind(3, sums.trainSeconds);
  st.bind(4, sums.validationSeconds).bind(5, sums.samplesPerSecond).bind(6, sums.bestValAccuracy);
  st.bind(7, sums.lastValAccuracy).bind(8, utcNowIso());
  st.run();
}

void HistoryStore::addEpoch(std::int64_t id, const EpochRecord& e) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  requireRow(id);
  insertEpoch(id, e);
  refreshAggregates(id);
  tx.commit();
}

void HistoryStore::writeResult(std::int64_t id, const RunRecord& rec) {
  SqliteStmt st(*db_,
                "UPDATE runs SET status = ?2, message = ?3, finished = ?4, total_seconds = ?5, test_loss = ?6, "
                "test_accuracy = ?7, test_macro_precision = ?8, test_macro_recall = ?9, test_macro_f1 = ?10, "
                "test_seconds = ?11, test_samples = ?12, execution = ?13, parallel = ?14, energy = ?15, power_trace = ?16, "
                "pipeline = ?17, prediction = ?18, predicted_seconds = ?19 WHERE id = ?1");
  const auto& t = rec.result.test;
  st.bind(1, id).bind(2, runStatusName(rec.result.status)).bind(3, rec.result.message).bind(4, rec.finishedUtc);
  st.bind(5, rec.result.totalSeconds);
  if (t) {
    st.bind(6, t->loss).bind(7, t->metrics.accuracy).bind(8, t->metrics.macroPrecision).bind(9, t->metrics.macroRecall);
    st.bind(10, t->metrics.macroF1).bind(11, t->seconds).bind(12, t->metrics.samples);
  } else {
    for (int i = 6; i <= 12; ++i) st.bindNull(i);
  }
  st.bind(13, rec.execution);
  st.bind(14, rec.parallel ? rec.parallel->toJson().dump() : std::string());
  st.bind(15, rec.energy ? rec.energy->toJson().dump() : std::string());
  st.bind(16, rec.powerTrace ? thinnedTrace(*rec.powerTrace, RunRecord::kMaxTracePoints).toJson().dump() : std::string());
  st.bind(17, rec.pipeline ? rec.pipeline->toJson().dump() : std::string());
  st.bind(18, rec.prediction ? rec.prediction->toJson().dump() : std::string());
  if (rec.prediction && rec.prediction->available) st.bind(19, rec.prediction->comparedSeconds());
  else st.bindNull(19);
  st.run();
  if (!t) return;
  SqliteStmt del1(*db_, "DELETE FROM class_metrics WHERE run = ?1");
  del1.bind(1, id).run();
  SqliteStmt del2(*db_, "DELETE FROM confusion WHERE run = ?1");
  del2.bind(1, id).run();
  SqliteStmt cm(*db_, "INSERT INTO class_metrics (run, class, name, precision, recall, f1, support) "
                      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  const Metrics& m = t->metrics;
  for (int k = 0; k < m.classes; ++k) {
    const ClassMetrics& c = m.perClass[static_cast<std::size_t>(k)];
    const std::string name = static_cast<std::size_t>(k) < rec.classNames.size() ? rec.classNames[static_cast<std::size_t>(k)] : "";
    cm.reset();
    cm.bind(1, id).bind(2, k).bind(3, name).bind(4, c.precision).bind(5, c.recall).bind(6, c.f1).bind(7, c.support);
    cm.run();
  }
  SqliteStmt cf(*db_, "INSERT INTO confusion (run, true_class, predicted, count) VALUES (?1, ?2, ?3, ?4)");
  for (int a = 0; a < m.classes; ++a)
    for (int p = 0; p < m.classes; ++p) {
      const std::int64_t n = m.confusion[static_cast<std::size_t>(a) * static_cast<std::size_t>(m.classes) + static_cast<std::size_t>(p)];
      if (n == 0) continue;
      cf.reset();
      cf.bind(1, id).bind(2, a).bind(3, p).bind(4, n);
      cf.run();
    }
}

void HistoryStore::finishRun(std::int64_t id, const RunRecord& rec) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  requireRow(id);
  // Epochs the recorder did not see (none normally) come with the final record.
  const std::int64_t stored = [&] {
    SqliteStmt q(*db_, "SELECT count(*) FROM epochs WHERE run = ?1");
    q.bind(1, id);
    return q.step() ? q.integer(0) : 0;
  }();
  if (stored < static_cast<std::int64_t>(rec.result.epochs.size()))
    for (const auto& e : rec.result.epochs) insertEpoch(id, e);
  writeResult(id, rec);
  refreshAggregates(id);
  tx.commit();
}

void HistoryStore::storeWhole(std::int64_t id, const RunRecord& rec) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  requireRow(id);
  replaceRun(id, rec);
  tx.commit();
}

// Everything of run `id` made what `rec` says (the row keeps its id, uid and creation time).
void HistoryStore::replaceRun(std::int64_t id, const RunRecord& rec) {
  for (const char* table : {"epochs", "class_metrics", "confusion"}) {
    SqliteStmt del(*db_, (std::string("DELETE FROM ") + table + " WHERE run = ?1").c_str());
    del.bind(1, id).run();
  }
  const ExperimentSpec& s = rec.spec;
  SqliteStmt st(*db_,
                "UPDATE runs SET label = ?2, name = ?3, model = ?4, dataset = ?5, device = ?6, precision = ?7, threads = ?8, "
                "batch = ?9, epochs_planned = ?10, seed = ?11, spec = ?12, process = '' WHERE id = ?1");
  st.bind(1, id).bind(2, rec.label).bind(3, s.name).bind(4, s.model.name).bind(5, s.dataset);
  st.bind(6, s.deviceLabel(rec.gpu ? rec.gpu->name : std::string()));
  st.bind(7, precisionName(s.train.precision)).bind(8, s.threads).bind(9, s.train.batch).bind(10, s.train.epochs);
  st.bind(11, std::to_string(s.train.seed)).bind(12, s.toJson().dump());
  st.run();
  writeReady(id, rec);
  for (const auto& e : rec.result.epochs) insertEpoch(id, e);
  writeResult(id, rec);
  refreshAggregates(id);
}

}  // namespace nnlab

// Editing and repairing the history: delete (refusing runs still training), import and merge
// (a finished record replaces an unfinished row of the same run), reading past damaged rows, and
// `history check` / `history recover`.
#include <algorithm>
#include <tuple>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#include "core/files.h"
#include "core/error.h"
#include "core/format.h"
#include "experiment/history_file.h"
#include "experiment/history_internal.h"
#include "experiment/history_schema.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"
#include "hw/bench_result.h"

namespace nnlab {

namespace fs = std::filesystem;

namespace {

bool finalStatus(RunStatus s) {
  return s == RunStatus::Completed || s == RunStatus::Cancelled || s == RunStatus::Diverged || s == RunStatus::Failed;
}

std::string firstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

// The schema version of a history whose version field cannot be trusted, from the tables it has.
int detectSchemaVersion(SqliteDb& db) {
  auto has = [&](const char* sql) {
    try {
      return db.scalar(sql) > 0;
    } catch (const Error&) {
      return false;
    }
  };
  if (!has("SELECT count(*) FROM sqlite_master WHERE name = 'runs'")) return 0;
  if (has("SELECT count(*) FROM pragma_table_info('runs') WHERE name = 'prediction'")) return 8;
  if (has("SELECT count(*) FROM pragma_table_info('runs') WHERE name = 'pipeline'")) return 7;
  if (has("SELECT count(*) FROM sqlite_master WHERE name = 'hw_benches'")) return 6;
  if (has("SELECT count(*) FROM sqlite_master WHERE name = 'sweep_claims'")) return 5;
  if (has("SELECT count(*) FROM pragma_table_info('runs') WHERE name = 'energy'")) return 4;
  if (has("SELECT count(*) FROM pragma_table_info('runs') WHERE name = 'parallel'")) return 3;
  if (has("SELECT count(*) FROM sqlite_master WHERE name = 'sweeps'")) return 2;
  return 1;
}

// Makes the SQLite header fields of a copy standard again (page size tried from the common ones),
// so that a file whose header alone is damaged opens. Returns false when nothing opens it.
std::unique_ptr<SqliteDb> openRepairedCopy(const std::string& source, const std::string& copy) {
  auto tryOpen = [&]() -> std::unique_ptr<SqliteDb> {
    try {
      auto db = std::make_unique<SqliteDb>(source, SQLITE_OPEN_READWRITE, sqliteFileUri(copy, ""));
      db->scalar("SELECT count(*) FROM sqlite_master");
      return db;
    } catch (const Error&) {
      return nullptr;
    }
  };
  if (auto db = tryOpen()) return db;
  std::fstream f(copy, std::ios::in | std::ios::out | std::ios::binary);
  unsigned char h[100] = {};
  if (!f.read(reinterpret_cast<char*>(h), sizeof h)) return nullptr;
  static const char kMagic[] = "SQLite format 3";
  std::memcpy(h, kMagic, 16);
  const bool wal = pathExists(copy + "-wal");
  h[18] = h[19] = wal ? 2 : 1;
  h[20] = 0;
  h[21] = 64;
  h[22] = 32;
  h[23] = 32;
  for (unsigned size : {4096u, 1024u, 8192u, 16384u, 32768u, 65536u, 512u, 2048u}) {
    const unsigned raw = size == 65536 ? 1 : size;
    h[16] = static_cast<unsigned char>(raw >> 8);
    h[17] = static_cast<unsigned char>(raw & 0xff);
    f.seekp(0);
    f.write(reinterpret_cast<const char*>(h), sizeof h);
    f.flush();
    if (auto db = tryOpen()) return db;
  }
  return nullptr;
}

}  // namespace

void HistoryStore::setLabel(std::int64_t id, const std::string& label) {
  std::lock_guard lock(mutex_);
  SqliteStmt st(*db_, "UPDATE runs SET label = ?2 WHERE id = ?1");
  st.bind(1, id).bind(2, label).run();
  if (db_->changes() == 0) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no run %1 in history '%2'"),
      std::to_string(id), path_));
}

int HistoryStore::remove(const std::vector<std::int64_t>& ids, bool force) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  if (!force) {
    const std::string host = hostName();
    SqliteStmt q(*db_, "SELECT status, hostname, process, updated FROM runs WHERE id = ?1");
    for (auto id : ids) {
      q.reset();
      q.bind(1, id);
      if (!q.step() || q.text(0) != "running") continue;
      std::string who;
      if (q.text(1) == host && processAlive(q.text(2)))
        who = "process " + q.text(2).substr(0, q.text(2).find(':')) + " on this machine";
      else if (q.text(1) != host)
        who = "marked running by host " + q.text(1) + (q.text(3).empty() ? "" : ", last written " + q.text(3));
      if (!who.empty())
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "run %1 is still training (%2): stop it first, or delete it with --force (its trainer then stops "
            "writing to the history and keeps its record in its --out file)"),
            std::to_string(id), who));
    }
  }
  int n = 0;
  for (const char* table : {"epochs", "class_metrics", "confusion"}) {
    SqliteStmt st(*db_, (std::string("DELETE FROM ") + table + " WHERE run = ?1").c_str());
    for (auto id : ids) {
      st.reset();
      st.bind(1, id).run();
    }
  }
  SqliteStmt st(*db_, "DELETE FROM runs WHERE id = ?1");
  for (auto id : ids) {
    st.reset();
    st.bind(1, id).run();
    n += db_->changes();
  }
  tx.commit();
  return n;
}

RunImport HistoryStore::importRecord(const RunRecord& rec) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  // A running status in a file means its writer stopped without finishing it (or has not yet).
  RunRecord r = rec;
  if (r.result.status == RunStatus::Running || r.result.status == RunStatus::Unknown) r.result.status = RunStatus::Interrupted;
  RunImport out;
  {
    SqliteStmt q(*db_, "SELECT id, status, epochs_done, hostname, process FROM runs WHERE uid = ?1");
    q.bind(1, r.id);
    if (q.step()) {
      out.id = q.integer(0);
      const std::string status = q.text(1);
      const auto epochs = q.integer(2);
      const bool writerAlive = status == "running" && q.text(3) == hostName() && processAlive(q.text(4));
      const bool unfinished = status == "running" || status == "interrupted" || status == "unknown";
      const bool more = static_cast<std::int64_t>(r.result.epochs.size()) > epochs ||
                        (finalStatus(r.result.status) && static_cast<std::int64_t>(r.result.epochs.size()) >= epochs);
      if (writerAlive || !unfinished || !more) return out;  // Present
      replaceRun(out.id, r);
      tx.commit();
      out.outcome = ImportOutcome::Updated;
      return out;
    }
  }
  out.id = insertRun(r, "");  // no process of this machine owns it
  replaceRun(out.id, r);
  tx.commit();
  out.outcome = ImportOutcome::Added;
  return out;
}

MergeReport HistoryStore::merge(const std::string& otherPath) {
  std::error_code ec;
  if (fs::equivalent(otherPath, path_, ec)) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "cannot merge history '%1' into itself"),
      otherPath));
  auto other = open(otherPath, Mode::ReadOnly);
  MergeReport report;
  try {
    for (const SweepInfo& sw : other->listSweeps()) registerSweep(sw.uid, sw.name, sw.cells, sw.repeats, sw.spec);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::BadInput) throw;
    report.skipped.push_back({0, std::string("its sweeps could not be read: ") + e.what()});
  }
  RunFilter all;
  all.newestFirst = false;
  LoadedRuns runs = other->loadRuns(all);
  for (const RunRecord& rec : runs.records) {
    const RunImport r = importRecord(rec);
    ++(r.outcome == ImportOutcome::Added ? report.added : r.outcome == ImportOutcome::Updated ? report.updated : report.present);
  }
  for (auto& s : runs.skipped) report.skipped.push_back(std::move(s));
  // The machines' benchmarks come along: another machine's measured figures on the Hardware page.
  std::vector<std::string> unreadable;
  const std::int64_t before = benchCount();
  for (const HwBenchResult& b : other->allBenches(&unreadable)) addBench(b);
  report.benches = static_cast<int>(benchCount() - before);
  for (auto& why : unreadable) report.skipped.push_back({0, "a benchmark result could not be read: " + why});
  return report;
}

std::vector<std::int64_t> HistoryStore::allIds(std::vector<SkippedRun>& skipped) {
  std::vector<std::int64_t> ids;
  std::int64_t last = 0;
  std::int64_t jump = 1;
  std::int64_t badFrom = 0;
  std::string badWhy;
  // Past a damaged stretch: further and further until rows read again, never past the largest id
  // (a damaged file may hold any number there: no overflow, fuzz_history_file). False: give up.
  constexpr std::int64_t kLast = std::numeric_limits<std::int64_t>::max() / 8;
  auto skipAhead = [&](const std::string& why) {
    if (last >= kLast) return false;
    if (!badFrom) badFrom = last + 1, badWhy = why;
    last = last > kLast - jump ? kLast : last + jump;
    if (jump < kLast / 4) jump *= 4;
    return true;
  };
  for (int failures = 0; failures < 64;) {
    try {
      SqliteStmt q(*db_, "SELECT id FROM runs WHERE id > ?1 ORDER BY id LIMIT 1");
      q.bind(1, last);
      if (badFrom) {
        skipped.push_back({badFrom, "rows " + std::to_string(badFrom) + " to " + std::to_string(last) +
                                        " could not be read (" + firstLine(badWhy) + ")"});
        badFrom = 0;
      }
      if (!q.step()) break;
      const std::int64_t id = q.integer(0);
      if (id <= last) {  // a damaged index that leads back (after 1 comes 0, after 0 comes 1): skip, never loop
        if (!skipAhead("the table's index leads back from row " + std::to_string(last) + " to row " + std::to_string(id)))
          break;
        ++failures;
        continue;
      }
      last = id;
      ids.push_back(last);
      jump = 1;
    } catch (const Error& e) {
      if (e.kind() == ErrorKind::WriteFailed || e.kind() == ErrorKind::OutOfMemory) throw;
      if (!skipAhead(e.what())) break;
      ++failures;
    }
  }
  if (badFrom) skipped.push_back({badFrom, "rows from " + std::to_string(badFrom) + " on could not be read (" + firstLine(badWhy) + ")"});
  return ids;
}

// The rows matching a filter, one by one past damaged pages (the listing's query stopped at one).
std::vector<std::int64_t> HistoryStore::matchingIds(const RunFilter& filter, std::vector<SkippedRun>& skipped) {
  const history_detail::FilterSql f = history_detail::filterSql(filter);
  std::lock_guard lock(mutex_);
  std::vector<std::int64_t> ids;
  for (std::int64_t id : allIds(skipped)) {
    if (f.where.empty()) {
      ids.push_back(id);
      continue;
    }
    try {
      SqliteStmt q(*db_, ("SELECT 1 FROM runs" + f.where + " AND id = ?" + std::to_string(f.values.size() + 1)).c_str());
      for (std::size_t i = 0; i < f.values.size(); ++i) q.bind(static_cast<int>(i + 1), f.values[i]);
      q.bind(static_cast<int>(f.values.size() + 1), id);
      if (q.step()) ids.push_back(id);
    } catch (const Error& e) {
      skipped.push_back({id, firstLine(e.what())});
    }
  }
  return ids;
}

std::vector<RunSummary> HistoryStore::listReadable(const RunFilter& filter, std::vector<SkippedRun>& skipped) {
  try {
    return list(filter);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::BadInput) throw;
  }
  const std::string statusWanted = history_detail::filterSql(filter).status;
  std::vector<RunSummary> out;
  for (std::int64_t id : matchingIds(filter, skipped)) {
    try {
      RunSummary s = summary(id);
      if (!statusWanted.empty() && runStatusName(s.status) != statusWanted) continue;
      out.push_back(std::move(s));
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::BadInput) throw;
      skipped.push_back({id, firstLine(e.what())});
    }
  }
  std::sort(out.begin(), out.end(), [&](const RunSummary& a, const RunSummary& b) {
    return filter.newestFirst ? std::tie(b.created, b.id) < std::tie(a.created, a.id) : std::tie(a.created, a.id) < std::tie(b.created, b.id);
  });
  if (filter.limit > 0 && static_cast<std::int64_t>(out.size()) > filter.limit) out.resize(static_cast<std::size_t>(filter.limit));
  return out;
}

LoadedRuns HistoryStore::loadRuns(const RunFilter& filter) {
  LoadedRuns out;
  std::vector<std::int64_t> ids;
  std::string statusWanted;
  try {
    for (const RunSummary& s : list(filter)) ids.push_back(s.id);
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::BadInput) throw;
    // The listing met a damaged page: read the rows one by one past it.
    statusWanted = history_detail::filterSql(filter).status;
    ids = matchingIds(filter, out.skipped);
  }
  for (std::int64_t id : ids) {
    try {
      RunRecord rec = load(id);
      if (!statusWanted.empty() && runStatusName(rec.result.status) != statusWanted) continue;
      out.ids.push_back(id);
      out.records.push_back(std::move(rec));
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::BadInput && e.kind() != ErrorKind::InvalidArgument) throw;
      out.skipped.push_back({id, firstLine(e.what())});
    }
  }
  return out;
}

int HistoryStore::takeRecoveryFiles(std::vector<std::string>* problems) {
  if (!writable_) return 0;
  const fs::path p(path_);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  const std::string prefix = p.filename().string() + ".unsaved-";
  std::error_code ec;
  std::vector<fs::path> files;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.rfind(prefix, 0) == 0 && name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0) files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  int taken = 0;
  for (const auto& f : files) {
    try {
      importRecord(RunRecord::load(f.string()));
      fs::remove(f, ec);
      ++taken;
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::BadInput && e.kind() != ErrorKind::InvalidArgument) throw;
      if (problems) problems->push_back(f.string() + ": " + e.what());
    }
  }
  return taken;
}

HistoryCheck HistoryStore::check() {
  HistoryCheck c;
  try {
    const HistoryHeader h = readHistoryHeader(path_);
    c.fileBytes = static_cast<std::int64_t>(h.fileBytes);
    c.pageSize = h.pageSize;
  } catch (const Error& e) {
    c.integrity.push_back(e.what());
  }
  c.schemaVersion = schemaVersion();
  {
    std::lock_guard lock(mutex_);
    try {
      SqliteStmt q(*db_, "PRAGMA integrity_check(100)");
      while (q.step()) c.integrity.push_back(q.text(0));
    } catch (const Error& e) {
      c.integrity.push_back(std::string("the integrity check stopped: ") + e.what());
    }
  }
  RunFilter all;
  all.newestFirst = false;
  LoadedRuns runs = loadRuns(all);
  c.runs = static_cast<std::int64_t>(runs.records.size());
  c.unreadable = std::move(runs.skipped);
  try {
    c.sweeps = static_cast<int>(listSweeps().size());
  } catch (const Error& e) {
    c.unreadable.push_back({0, std::string("the sweeps could not be read: ") + firstLine(e.what())});
  }
  return c;
}

RecoverReport HistoryStore::recover(const std::string& from, const std::string& to) {
  std::error_code ec;
  if (!fs::exists(from, ec)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "there is no history file '%1' to recover"),
      from));
  if (fs::exists(to, ec) && (fs::equivalent(from, to, ec) || fs::file_size(to, ec) > 0))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' exists: recover writes the readable runs into a new file; name one that does not exist"),
        to));
  // The source is read through a private copy whose header fields are made standard, so that a
  // file refused by every other command (a damaged header or schema version) can be read.
  ScratchDir scratch;
  const std::string copy = copyHistoryFiles(from, scratch.path());
  std::unique_ptr<SqliteDb> db = openRepairedCopy(from, copy);
  if (!db) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "history '%1' cannot be read at all: nothing to recover"),
      from));
  const int version = detectSchemaVersion(*db);
  if (version == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "history '%1' has no readable table of runs: nothing to recover"),
      from));
  db->exec("PRAGMA user_version = " + std::to_string(version));
  db->exec("PRAGMA application_id = " + std::to_string(kHistoryApplicationId));
  if (version < historySchemaVersion()) applyHistoryMigrations(*db, version, historySchemaVersion());
  std::unique_ptr<HistoryStore> source(new HistoryStore(from, std::move(db), false));

  auto into = open(to, Mode::ReadWrite);
  RecoverReport report;
  try {
    for (const SweepInfo& sw : source->listSweeps()) {
      into->registerSweep(sw.uid, sw.name, sw.cells, sw.repeats, sw.spec);
      ++report.sweeps;
    }
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::BadInput) throw;
    report.lost.push_back({0, std::string("the sweeps could not be read: ") + firstLine(e.what())});
  }
  try {  // the machines' benchmark results, as far as they read
    std::vector<std::string> unreadable;
    for (const HwBenchResult& b : source->allBenches(&unreadable)) into->addBench(b);
    for (const auto& why : unreadable) report.lost.push_back({0, "a benchmark result: " + firstLine(why)});
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::BadInput) throw;
    report.lost.push_back({0, std::string("the benchmark results could not be read: ") + firstLine(e.what())});
  }
  RunFilter all;
  all.newestFirst = false;
  LoadedRuns runs = source->loadRuns(all);
  for (const RunRecord& rec : runs.records)
    if (into->importRecord(rec).outcome != ImportOutcome::Present) ++report.copied;
  report.lost = std::move(runs.skipped);
  return report;
}

}  // namespace nnlab

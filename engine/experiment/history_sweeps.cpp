// The history's sweeps (registered specs, finished cells, claims of two runners) and the marking
// of runs whose process died.
#include "core/files.h"
#include "core/error.h"
#include "core/format.h"
#include "experiment/history_internal.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"

namespace nnlab {

using json = nlohmann::json;
using history_detail::parseStored;

json SweepInfo::toJson() const {
  return {{"id", id},          {"uid", uid},         {"name", name},         {"created", created}, {"cells", cells},
          {"repeats", repeats}, {"runs", total()},   {"finished", finished}, {"completed", completed}};
}

void HistoryStore::registerSweep(const std::string& uid, const std::string& name, int cells, int repeats, const json& spec) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  // A new sweep named like another one (Compare devices again after a change, a template run
  // twice) gets "name (2)", "name (3)": lists, reports and `sweep report NAME` tell them apart.
  // The same sweep (same uid) keeps the name it has.
  std::string unique = name;
  {
    SqliteStmt known(*db_, "SELECT 1 FROM sweeps WHERE uid = ?1");
    known.bind(1, uid);
    if (!known.step())
      for (int n = 2;; ++n) {
        SqliteStmt taken(*db_, "SELECT 1 FROM sweeps WHERE name = ?1");
        taken.bind(1, unique);
        if (!taken.step()) break;
        unique = name + " (" + std::to_string(n) + ")";
      }
  }
  SqliteStmt st(*db_, "INSERT OR IGNORE INTO sweeps (uid, name, created, cells, repeats, spec) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  st.bind(1, uid).bind(2, unique).bind(3, utcNowIso()).bind(4, cells).bind(5, repeats).bind(6, spec.dump());
  st.run();
  tx.commit();
}

std::vector<SweepInfo> HistoryStore::listSweeps() {
  std::lock_guard lock(mutex_);
  std::vector<SweepInfo> out;
  SqliteStmt q(*db_,
               "SELECT s.id, s.uid, s.name, s.created, s.cells, s.repeats, s.spec, "
               "(SELECT count(*) FROM (SELECT DISTINCT cell, repeat FROM runs WHERE sweep = s.uid AND status IN "
               "('completed', 'diverged', 'failed'))), "
               "(SELECT count(*) FROM (SELECT DISTINCT cell, repeat FROM runs WHERE sweep = s.uid AND status = 'completed')) "
               "FROM sweeps s ORDER BY s.created DESC, s.id DESC");
  while (q.step()) {
    SweepInfo i;
    i.id = q.integer(0);
    i.uid = q.text(1);
    i.name = q.text(2);
    i.created = q.text(3);
    i.cells = static_cast<int>(q.integer(4));
    i.repeats = static_cast<int>(q.integer(5));
    i.spec = parseStored(q.text(6), "sweep spec");
    i.finished = static_cast<int>(q.integer(7));
    i.completed = static_cast<int>(q.integer(8));
    out.push_back(std::move(i));
  }
  return out;
}

SweepInfo HistoryStore::sweep(const std::string& idOrUid) {
  const auto all = listSweeps();
  std::vector<const SweepInfo*> hits;
  for (const auto& s : all) {
    if (std::to_string(s.id) == idOrUid || s.uid == idOrUid || s.name == idOrUid) return s;
    if (!idOrUid.empty() && s.uid.rfind(idOrUid, 0) == 0) hits.push_back(&s);
  }
  if (hits.size() == 1) return *hits[0];
  if (hits.empty())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "no sweep '%1' in history '%2' (`nnlab-cli sweep list` shows them)"),
        idOrUid, path_));
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "'%1' matches several sweeps: give more of the id"),
      idOrUid));
}

std::vector<std::pair<std::string, int>> HistoryStore::finishedSweepRuns(const std::string& uid) {
  std::lock_guard lock(mutex_);
  std::vector<std::pair<std::string, int>> out;
  SqliteStmt q(*db_, "SELECT DISTINCT cell, repeat FROM runs WHERE sweep = ?1 AND status IN ('completed', 'diverged', 'failed')");
  q.bind(1, uid);
  while (q.step()) out.emplace_back(q.text(0), static_cast<int>(q.integer(1)));
  return out;
}

bool HistoryStore::claimSweepRun(const std::string& uid, const std::string& cell, int repeat) {
  std::lock_guard lock(mutex_);
  SqliteTransaction tx(*db_);
  {
    SqliteStmt done(*db_, "SELECT 1 FROM runs WHERE sweep = ?1 AND cell = ?2 AND repeat = ?3 AND status IN "
                          "('completed', 'diverged', 'failed') LIMIT 1");
    done.bind(1, uid).bind(2, cell).bind(3, repeat);
    if (done.step()) return false;
  }
  const std::string host = hostName();
  {
    SqliteStmt q(*db_, "SELECT hostname, process, claimed FROM sweep_claims WHERE sweep = ?1 AND cell = ?2 AND repeat = ?3");
    q.bind(1, uid).bind(2, cell).bind(3, repeat);
    if (q.step()) {
      const std::string who = q.text(1);
      const bool mine = who == processIdentity();
      // Another live runner holds it: on this machine its process is alive; another machine's
      // claim counts for an hour after its last word (the runner renews nothing; a run longer than
      // that on two machines at once is the price of not trusting a dead machine's claim).
      const bool held = q.text(0) == host ? processAlive(who) : history_detail::secondsSince(q.text(2)) < 3600.0;
      if (held && !mine) return false;
    }
  }
  SqliteStmt st(*db_, "INSERT OR REPLACE INTO sweep_claims (sweep, cell, repeat, hostname, process, claimed) "
                      "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  st.bind(1, uid).bind(2, cell).bind(3, repeat).bind(4, host).bind(5, processIdentity()).bind(6, utcNowIso());
  st.run();
  tx.commit();
  return true;
}

void HistoryStore::releaseSweepRun(const std::string& uid, const std::string& cell, int repeat) {
  std::lock_guard lock(mutex_);
  SqliteStmt st(*db_, "DELETE FROM sweep_claims WHERE sweep = ?1 AND cell = ?2 AND repeat = ?3 AND process = ?4");
  st.bind(1, uid).bind(2, cell).bind(3, repeat).bind(4, processIdentity());
  st.run();
}

int HistoryStore::markInterrupted() {
  if (!writable_) return 0;
  std::lock_guard lock(mutex_);
  const std::string host = hostName();
  std::vector<std::int64_t> dead;
  {
    SqliteStmt q(*db_, "SELECT id, process FROM runs WHERE status = 'running' AND hostname = ?1");
    q.bind(1, host);
    while (q.step())
      if (!processAlive(q.text(1))) dead.push_back(q.integer(0));
  }
  if (dead.empty()) return 0;
  SqliteTransaction tx(*db_);
  SqliteStmt st(*db_, "UPDATE runs SET status = 'interrupted', message = CASE WHEN message = '' THEN "
                      "'the process ended before the history had the whole run (killed, crashed, or the history could not be written: a record it left with --out or next to the history is taken by `history import`); its stored epochs are kept' "
                      "ELSE message END WHERE id = ?1 AND status = 'running'");
  for (auto id : dead) {
    st.reset();
    st.bind(1, id).run();
  }
  tx.commit();
  return static_cast<int>(dead.size());
}

}  // namespace nnlab

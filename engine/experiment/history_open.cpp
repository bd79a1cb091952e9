// HistoryStore::open and the default location: what a file must be before nnlab reads or writes it.
#include <pwd.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "core/error.h"
#include "experiment/history_file.h"
#include "experiment/history_schema.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"

namespace nnlab {

namespace fs = std::filesystem;

namespace {

const char* const kLeftAlone = " It was left untouched; choose another file or start a new history.";

// The file is an nnlab history this build can read (checked on the connection that will use it).
// Returns false for an empty database (no tables yet: ours to initialise).
bool checkOurs(SqliteDb& db, const std::string& path) {
  std::int64_t appId = 0, version = 0, tables = 0;
  try {
    // One read transaction, one snapshot: read one by one, another process creating the same new
    // history between the reads showed tables without our application id ("a database of
    // another program"; seen with two sweep runners started together).
    db.exec("BEGIN");
    try {
      appId = db.scalar("PRAGMA application_id");
      version = db.scalar("PRAGMA user_version");
      tables = db.scalar("SELECT count(*) FROM sqlite_master");
    } catch (...) {
      sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
    db.exec("COMMIT");
  } catch (const SqliteError& e) {
    const int p = e.primary();
    if (p == SQLITE_CANTOPEN || p == SQLITE_READONLY || p == SQLITE_IOERR || p == SQLITE_PERM || p == SQLITE_BUSY) throw;
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' is not an nnlab history: it is not an SQLite database (or it is damaged: %2).%3"),
        path, e.what(), kLeftAlone));
  }
  if (appId == 0 && tables == 0 && version == 0) return false;
  if (appId != kHistoryApplicationId)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' is an SQLite database of another program, not an nnlab history.%2"),
        path, kLeftAlone));
  if (version < 0)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "history '%1' is damaged: its schema version is %2.%3"),
        path, std::to_string(version), kLeftAlone));
  if (version > historySchemaVersion())
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "history '%1' was written by a newer nnlab (schema %2, this build knows up to %3): update nnlab "
        "to open it. It was left untouched."),
        path, std::to_string(version), std::to_string(historySchemaVersion())));
  // A light probe: the tables the history needs are there and their first pages read. Damage
  // deeper in the file shows up as a clear error on the query that meets it (SqliteDb::failWith).
  try {
    db.scalar("SELECT count(*) FROM (SELECT 1 FROM runs LIMIT 1)");
    db.scalar("SELECT count(*) FROM (SELECT 1 FROM epochs LIMIT 1)");
  } catch (const SqliteError& e) {
    const int p = e.primary();
    if (p == SQLITE_CANTOPEN || p == SQLITE_READONLY || p == SQLITE_IOERR || p == SQLITE_PERM || p == SQLITE_BUSY) throw;
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "history '%1' is damaged (%2).%3 `nnlab-cli history recover` copies its readable runs into a new "
        "file."),
        path, e.what(), kLeftAlone));
  }
  return true;
}

// SQLite could not open the file in place for reading: a WAL file in a read-only folder or mount
// (no -shm can be created), or a lock it could not take.
bool cannotReadInPlace(const SqliteError& e) {
  const int p = e.primary();
  return p == SQLITE_CANTOPEN || p == SQLITE_READONLY || p == SQLITE_IOERR || p == SQLITE_PERM;
}

void migrate(SqliteDb& db) {
  const int version = static_cast<int>(db.scalar("PRAGMA user_version"));
  // Re-read under the write lock (two processes may create or migrate one file at once).
  if (version < historySchemaVersion()) applyHistoryMigrations(db, version, historySchemaVersion());
}

// Switching a file to WAL takes an exclusive lock, and SQLite answers BUSY at once (without its
// busy handler) when another process opens the same new file at that moment: retried here for as
// long as the busy timeout, as any other write waits.
void setWal(SqliteDb& db) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(SqliteDb::busyTimeoutMs());
  for (;;) {
    try {
      db.exec("PRAGMA journal_mode = WAL");
      return;
    } catch (const SqliteError& e) {
      if ((e.primary() != SQLITE_BUSY && e.primary() != SQLITE_LOCKED) || std::chrono::steady_clock::now() >= until) throw;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::string homeDirectory() {
  if (const char* home = std::getenv("HOME"); home && *home && fs::path(home).is_absolute()) return home;
  if (const passwd* pw = ::getpwuid(::getuid()); pw && pw->pw_dir && *pw->pw_dir && fs::path(pw->pw_dir).is_absolute())
    return pw->pw_dir;
  return {};
}

}  // namespace

std::string HistoryStore::defaultPath() {
  if (const char* p = std::getenv("NNLAB_HISTORY"); p && *p) return p;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x && fs::path(x).is_absolute())
    return (fs::path(x) / "nnlab" / "history.sqlite").string();
  const std::string home = homeDirectory();
  if (home.empty())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "no place for the history: HOME is not set and this account has no home directory; set "
        "XDG_DATA_HOME or NNLAB_HISTORY, or name the file with --history")));
  return (fs::path(home) / ".local" / "share" / "nnlab" / "history.sqlite").string();
}

std::unique_ptr<HistoryStore> HistoryStore::openForReading(const std::string& path) {
  const HistoryHeader header = readHistoryHeader(path);
  if (header.empty) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "history '%1' is empty: no run has been stored there"),
      path));
  const bool current = header.userVersion == historySchemaVersion();
  if (current) {
    try {
      auto db = std::make_unique<SqliteDb>(path, SQLITE_OPEN_READONLY);
      if (!checkOurs(*db, path)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "history '%1' is empty: no run has been stored there"),
          path));
      return std::unique_ptr<HistoryStore>(new HistoryStore(path, std::move(db), false));
    } catch (const SqliteError& e) {
      if (!cannotReadInPlace(e)) throw;
    }
    // A read-only folder or mount. Without a WAL file beside it the file is all there is, and
    // SQLite reads it as immutable; with one, a private copy of both is read.
    std::error_code ec;
    if (!fs::exists(path + "-wal", ec) || fs::file_size(path + "-wal", ec) == 0) {
      auto db = std::make_unique<SqliteDb>(path, SQLITE_OPEN_READONLY, sqliteFileUri(path, "immutable=1"));
      checkOurs(*db, path);
      return std::unique_ptr<HistoryStore>(new HistoryStore(path, std::move(db), false));
    }
  }
  // An older schema (read through a migrated copy: reading never changes the user's file), or a
  // WAL file that cannot be read in place.
  auto scratch = std::make_unique<ScratchDir>();
  const std::string copy = copyHistoryFiles(path, scratch->path());
  auto db = std::make_unique<SqliteDb>(path, SQLITE_OPEN_READWRITE, sqliteFileUri(copy, ""));
  if (!checkOurs(*db, path)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "history '%1' is empty: no run has been stored there"),
      path));
  migrate(*db);
  auto store = std::unique_ptr<HistoryStore>(new HistoryStore(path, std::move(db), false));
  store->scratch_ = std::move(scratch);
  return store;
}

std::unique_ptr<HistoryStore> HistoryStore::open(const std::string& path, Mode mode) {
  if (path.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "no history file named")));
  std::error_code ec;
  const bool exists = fs::exists(path, ec);
  if (exists && fs::is_directory(path, ec))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "history '%1' is a folder: name a file such as %1/history.sqlite"),
        path));
  if (exists && !fs::is_regular_file(path, ec))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "history '%1' is not a regular file: refused"), path));
  if (mode == Mode::ReadOnly) {
    if (!exists) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "there is no history file '%1': no run has been stored there (nothing was created)"),
        path));
    return openForReading(path);
  }
  readHistoryHeader(path);  // a damaged header is refused before SQLite reads it
  if (!exists) {
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty()) {
      fs::create_directories(parent, ec);
      if (ec) fail(ErrorKind::WriteFailed, msg(NNLAB_TEXT("nnlab::messages",
          "cannot create the folder of history '%1': %2"),
          path, ec.message()));
    }
  }
  std::unique_ptr<SqliteDb> db;
  try {
    db = std::make_unique<SqliteDb>(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  } catch (const SqliteError& e) {
    if (e.primary() != SQLITE_CANTOPEN) throw;
    fail(ErrorKind::WriteFailed, msg(NNLAB_TEXT("nnlab::messages",
        "history '%1' cannot be created or written: its folder is read-only or missing"),
        path));
  }
  const char* readOnly = NNLAB_TEXT("nnlab::messages",
                                    "history '%1' cannot be written (the file, its folder or the disk is read-only): runs "
                                    "cannot be stored there. Its runs can still be listed, shown and exported");
  if (db->readOnly()) fail(ErrorKind::WriteFailed, msg(readOnly, path));
  checkOurs(*db, path);
  // WAL: readers never block the writer and a crash loses nothing committed. NORMAL sync: a
  // commit reaches the OS at once (a killed process keeps it); the disk catches up at checkpoints.
  try {
    setWal(*db);
    db->exec("PRAGMA synchronous = NORMAL");
    migrate(*db);  // foreign keys stay off while `runs` may be rebuilt
    db->exec("PRAGMA foreign_keys = ON");
  } catch (const SqliteError& e) {
    if (e.primary() == SQLITE_READONLY || e.primary() == SQLITE_CANTOPEN) fail(ErrorKind::WriteFailed, msg(readOnly, path));
    throw;
  }
  auto store = std::unique_ptr<HistoryStore>(new HistoryStore(path, std::move(db), true));
  store->markInterrupted();
  return store;
}

}  // namespace nnlab

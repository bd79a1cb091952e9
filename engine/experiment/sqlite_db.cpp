#include "experiment/sqlite_db.h"

#include "core/format.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace nnlab {

namespace {
// NOTADB / CORRUPT are a bad file; FULL the disk; BUSY / LOCKED (after the busy timeout),
// READONLY, PERM and IOERR a file that cannot be written now (a resource problem, exit 4 in the
// CLI, not a bad file): each gets its kind and advice.
ErrorKind kindOf(int rc) {
  switch (rc & 0xff) {
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
    case SQLITE_CANTOPEN:
    case SQLITE_AUTH: return ErrorKind::BadInput;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
    case SQLITE_IOERR: return ErrorKind::WriteFailed;
    case SQLITE_NOMEM: return ErrorKind::OutOfMemory;
    case SQLITE_FULL: return ErrorKind::DiskFull;
    default: return ErrorKind::BadInput;
  }
}
}  // namespace

int SqliteDb::busyTimeoutMs() {
  // NNLAB_HISTORY_WAIT_S: seconds a write waits for another process's lock (a slow network file
  // system may want more); 0.1 to 3600, else the default.
  if (const char* v = std::getenv("NNLAB_HISTORY_WAIT_S"); v && *v) {
    char* end = nullptr;
    const double s = std::strtod(v, &end);
    if (*end == '\0' && s >= 0.1 && s <= 3600) return static_cast<int>(s * 1000);
  }
  return kBusyTimeoutMs;
}

SqliteDb::SqliteDb(const std::string& path, int flags, const std::string& uri) : path_(path) {
  const int rc = sqlite3_open_v2(uri.empty() ? path.c_str() : uri.c_str(), &db_,
                                 flags | SQLITE_OPEN_FULLMUTEX | (uri.empty() ? 0 : SQLITE_OPEN_URI), nullptr);
  if (rc != SQLITE_OK) {
    const std::string reason = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw SqliteError(kindOf(rc), msg(NNLAB_TEXT("nnlab::messages", "cannot open history file '%1': %2"), path, reason), rc);
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, busyTimeoutMs());  // two processes writing one file wait for each other
}

bool SqliteDb::readOnly() const { return sqlite3_db_readonly(db_, "main") == 1; }

SqliteDb::~SqliteDb() { sqlite3_close_v2(db_); }

void SqliteDb::failWith(int rc, const std::string& doing) const {
  const std::string reason = sqlite3_errmsg(db_);
  const int primary = rc & 0xff;
  Message advice = plainMessage("");
  if (primary == SQLITE_NOTADB) advice = msg(NNLAB_TEXT("nnlab::messages", ": it is not an SQLite database"));
  if (primary == SQLITE_CORRUPT) advice = msg(NNLAB_TEXT("nnlab::messages", ": the file is damaged"));
  if (primary == SQLITE_FULL) advice = msg(NNLAB_TEXT("nnlab::messages", ": the disk is full"));
  if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
    advice = msg(NNLAB_TEXT("nnlab::messages", ": another process kept the file locked for %1 s; try again when it is done"),
                 busyTimeoutMs() / 1000.0);
  if (primary == SQLITE_READONLY) advice = msg(NNLAB_TEXT("nnlab::messages", ": the file or its folder is read-only"));
  if (primary == SQLITE_IOERR)
    advice = msg(NNLAB_TEXT("nnlab::messages",
                            ": an input/output error (a full or failing disk, a removed drive, a network file system)"));
  if (primary == SQLITE_PERM) advice = msg(NNLAB_TEXT("nnlab::messages", ": permission denied"));
  // `doing` names the SQL statement, and the reason is SQLite's own: both as they are
  throw SqliteError(kindOf(rc), msg(NNLAB_TEXT("nnlab::messages", "history file '%1': %2 failed: %3%4"), path_, doing, reason, advice),
                    rc);
}

void SqliteDb::exec(const std::string& sql) {
  char* err = nullptr;
  const int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err);
  if (err) sqlite3_free(err);
  if (rc != SQLITE_OK) failWith(rc, "running \"" + sql.substr(0, 60) + (sql.size() > 60 ? "...\"" : "\""));
}

std::int64_t SqliteDb::scalar(const std::string& sql) {
  SqliteStmt s(*this, sql.c_str());
  return s.step() ? s.integer(0) : 0;
}

SqliteStmt::SqliteStmt(SqliteDb& db, const char* sql) : db_(db) {
  const int rc = sqlite3_prepare_v2(db.handle(), sql, -1, &stmt_, nullptr);
  if (rc != SQLITE_OK) db.failWith(rc, std::string("preparing \"") + std::string(sql).substr(0, 60) + "\"");
}

SqliteStmt::~SqliteStmt() { sqlite3_finalize(stmt_); }

SqliteStmt& SqliteStmt::bind(int i, std::int64_t v) {
  sqlite3_bind_int64(stmt_, i, v);
  return *this;
}

SqliteStmt& SqliteStmt::bind(int i, double v) {
  if (std::isfinite(v))
    sqlite3_bind_double(stmt_, i, v);
  else
    sqlite3_bind_null(stmt_, i);
  return *this;
}

SqliteStmt& SqliteStmt::bind(int i, const std::string& v) {
  sqlite3_bind_text(stmt_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
  return *this;
}

SqliteStmt& SqliteStmt::bindNull(int i) {
  sqlite3_bind_null(stmt_, i);
  return *this;
}

SqliteStmt& SqliteStmt::bindBlob(int i, const void* data, std::size_t bytes) {
  sqlite3_bind_blob64(stmt_, i, data, bytes, SQLITE_TRANSIENT);
  return *this;
}

bool SqliteStmt::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  db_.failWith(rc, "a query");
}

void SqliteStmt::run() {
  while (step()) {
  }
}

void SqliteStmt::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool SqliteStmt::isNull(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
std::int64_t SqliteStmt::integer(int col) const { return sqlite3_column_int64(stmt_, col); }
double SqliteStmt::real(int col) const {
  return isNull(col) ? std::numeric_limits<double>::quiet_NaN() : sqlite3_column_double(stmt_, col);
}
std::string SqliteStmt::text(int col) const {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
  return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col))) : std::string();
}
std::vector<unsigned char> SqliteStmt::blob(int col) const {
  const auto* p = static_cast<const unsigned char*>(sqlite3_column_blob(stmt_, col));
  const int n = sqlite3_column_bytes(stmt_, col);
  return p ? std::vector<unsigned char>(p, p + n) : std::vector<unsigned char>();
}

SqliteTransaction::SqliteTransaction(SqliteDb& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

SqliteTransaction::~SqliteTransaction() {
  if (!done_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void SqliteTransaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

}  // namespace nnlab

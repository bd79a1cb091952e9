#pragma once
// A thin RAII layer over SQLite's C API (Debian's libsqlite3): a connection, prepared statements
// with typed binds and columns, and transactions. Every failure is an nnlab::Error that names the
// file and what SQLite said; "database is locked" waits first (busy timeout).
#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"

namespace nnlab {

class SqliteDb;

// An nnlab::Error from SQLite that keeps SQLite's result code (a read-only folder and a damaged
// file need different handling).
class SqliteError : public Error {
 public:
  SqliteError(ErrorKind kind, const std::string& message, int rc) : Error(kind, message), rc_(rc) {}
  SqliteError(ErrorKind kind, Message message, int rc) : Error(kind, std::move(message)), rc_(rc) {}
  int code() const { return rc_; }
  int primary() const { return rc_ & 0xff; }

 private:
  int rc_;
};

class SqliteStmt {
 public:
  SqliteStmt(SqliteDb& db, const char* sql);
  ~SqliteStmt();
  SqliteStmt(const SqliteStmt&) = delete;
  SqliteStmt& operator=(const SqliteStmt&) = delete;

  // Binds are 1-based, in the order of the statement's parameters; bind() returns *this.
  SqliteStmt& bind(int i, std::int64_t v);
  SqliteStmt& bind(int i, int v) { return bind(i, static_cast<std::int64_t>(v)); }
  SqliteStmt& bind(int i, double v);  // NaN and infinities are stored as NULL
  SqliteStmt& bind(int i, const std::string& v);
  SqliteStmt& bind(int i, const char* v) { return bind(i, std::string(v)); }
  SqliteStmt& bindNull(int i);
  SqliteStmt& bindBlob(int i, const void* data, std::size_t bytes);
  template <class T>
  SqliteStmt& bindOptional(int i, const std::optional<T>& v) {
    return v ? bind(i, *v) : bindNull(i);
  }

  bool step();  // true: a row is ready; false: done
  void run();   // step() to the end (statements without rows)
  void reset();

  bool isNull(int col) const;
  std::int64_t integer(int col) const;
  double real(int col) const;  // NULL reads as NaN
  std::string text(int col) const;
  std::vector<unsigned char> blob(int col) const;

 private:
  SqliteDb& db_;
  sqlite3_stmt* stmt_ = nullptr;
};

class SqliteDb {
 public:
  static constexpr int kBusyTimeoutMs = 15000;
  static int busyTimeoutMs();  // kBusyTimeoutMs, or NNLAB_HISTORY_WAIT_S
  // flags: SQLITE_OPEN_READONLY, or SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE. A `uri`
  // ("file:...?immutable=1") is what SQLite opens; `path` is what messages name.
  SqliteDb(const std::string& path, int flags, const std::string& uri = {});
  ~SqliteDb();
  SqliteDb(const SqliteDb&) = delete;
  SqliteDb& operator=(const SqliteDb&) = delete;

  void exec(const std::string& sql);  // one or more statements without results
  std::int64_t scalar(const std::string& sql);  // the first column of the first row (0 if none)
  std::int64_t lastInsertId() const { return sqlite3_last_insert_rowid(db_); }
  int changes() const { return sqlite3_changes(db_); }
  sqlite3* handle() const { return db_; }
  const std::string& path() const { return path_; }
  bool readOnly() const;  // SQLite opened it read-only (the file or its folder cannot be written)
  [[noreturn]] void failWith(int rc, const std::string& doing) const;

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

// BEGIN IMMEDIATE ... COMMIT, rolled back if not committed (an exception on the way).
class SqliteTransaction {
 public:
  explicit SqliteTransaction(SqliteDb& db);
  ~SqliteTransaction();
  void commit();

 private:
  SqliteDb& db_;
  bool done_ = false;
};

}  // namespace nnlab

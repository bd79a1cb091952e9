#pragma once
// The history file's schema. `PRAGMA application_id` marks the file as nnlab's ('nnlb') and
// `PRAGMA user_version` holds the schema version; migration k turns version k-1 into version k.
// Opening an older file applies the missing migrations in one transaction; a newer file is refused.
#include <string>

namespace nnlab {

class SqliteDb;

constexpr int kHistoryApplicationId = 0x6E6E6C62;  // 'nnlb'
int historySchemaVersion();                        // the version this build writes
// Applies migrations (from, to] in one transaction and sets user_version; a file another process
// migrated meanwhile (its version read again under the lock) is left as it is (tests build old files
// with it: applyHistoryMigrations(db, 0, k)).
void applyHistoryMigrations(SqliteDb& db, int from, int to);

}  // namespace nnlab

#include "experiment/history_schema.h"

#include <algorithm>
#include <iterator>

#include "core/error.h"
#include "experiment/sqlite_db.h"

namespace nnlab {

namespace {

// Migration k (1-based) makes schema version k. Never edit one that has shipped: add another.
// Big text columns (spec, facts) come last in `runs` so that listing reads only the first pages.
// `epochs` is a rowid table: its rows (about 1 KB with the per-batch losses) would each spill to an
// overflow page of their own in a WITHOUT ROWID table (measured: 1.3 GiB instead of 0.4 GiB for
// 10,000 runs of 30 epochs).
const char* const kMigrations[] = {
    // 1: runs, epochs, test results.
    R"SQL(
CREATE TABLE runs (
  id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  finished TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  dataset TEXT NOT NULL DEFAULT '',
  synthetic INTEGER NOT NULL DEFAULT 0,
  device TEXT NOT NULL DEFAULT '',
  precision TEXT NOT NULL DEFAULT '',
  threads INTEGER NOT NULL DEFAULT 0,
  batch INTEGER NOT NULL DEFAULT 0,
  epochs_planned INTEGER NOT NULL DEFAULT 0,
  seed TEXT NOT NULL DEFAULT '',
  hostname TEXT NOT NULL DEFAULT '',
  process TEXT NOT NULL DEFAULT '',
  build TEXT NOT NULL DEFAULT '',
  params INTEGER NOT NULL DEFAULT 0,
  flops_per_sample REAL,
  data_seconds REAL,
  model_seconds REAL,
  total_seconds REAL,
  epochs_done INTEGER NOT NULL DEFAULT 0,
  train_seconds REAL NOT NULL DEFAULT 0,
  val_seconds REAL NOT NULL DEFAULT 0,
  samples_per_second REAL,
  best_val_accuracy REAL,
  last_val_accuracy REAL,
  test_loss REAL,
  test_accuracy REAL,
  test_macro_precision REAL,
  test_macro_recall REAL,
  test_macro_f1 REAL,
  test_seconds REAL,
  test_samples INTEGER,
  resumed_from INTEGER NOT NULL DEFAULT 0,
  sweep TEXT NOT NULL DEFAULT '',
  cell TEXT NOT NULL DEFAULT '',
  repeat INTEGER NOT NULL DEFAULT -1,
  backend TEXT NOT NULL DEFAULT '',
  execution TEXT NOT NULL DEFAULT '',
  host TEXT NOT NULL DEFAULT '{}',
  gpu TEXT NOT NULL DEFAULT '',
  dataset_facts TEXT NOT NULL DEFAULT '{}',
  class_names TEXT NOT NULL DEFAULT '[]',
  spec TEXT NOT NULL
);
CREATE INDEX runs_created ON runs(created);
CREATE INDEX runs_sweep ON runs(sweep, cell) WHERE sweep <> '';
CREATE TABLE epochs (
  run INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  epoch INTEGER NOT NULL,
  lr REAL,
  train_loss REAL,
  train_accuracy REAL,
  val_loss REAL,
  val_accuracy REAL,
  val_macro_f1 REAL,
  train_seconds REAL,
  val_seconds REAL,
  samples_per_second REAL,
  train_samples INTEGER,
  steps INTEGER,
  skipped_steps INTEGER,
  loss_scale REAL,
  batch_losses BLOB,
  PRIMARY KEY (run, epoch)
);
CREATE TABLE class_metrics (
  run INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  class INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  precision REAL,
  recall REAL,
  f1 REAL,
  support INTEGER,
  PRIMARY KEY (run, class)
) WITHOUT ROWID;
CREATE TABLE confusion (
  run INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  true_class INTEGER NOT NULL,
  predicted INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (run, true_class, predicted)
) WITHOUT ROWID;
)SQL",
    // 2: sweeps (their runs are ordinary runs whose `sweep` names the sweep's uid).
    R"SQL(
CREATE TABLE sweeps (
  id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  cells INTEGER NOT NULL,
  repeats INTEGER NOT NULL,
  spec TEXT NOT NULL
);
)SQL",
    // 3: data parallel runs (devices, shares, communication) and each epoch's communication time.
    R"SQL(
ALTER TABLE runs ADD COLUMN parallel TEXT NOT NULL DEFAULT '';
ALTER TABLE epochs ADD COLUMN comm_seconds REAL;
)SQL",
    // 4: energy (hw/power/): the run's EnergyReport and its thinned power trace (JSON, columns per
    // device), each epoch's IntervalEnergy and its total joules (NULL: not measured).
    R"SQL(
ALTER TABLE runs ADD COLUMN energy TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN power_trace TEXT NOT NULL DEFAULT '';
ALTER TABLE epochs ADD COLUMN energy TEXT NOT NULL DEFAULT '';
ALTER TABLE epochs ADD COLUMN joules REAL;
)SQL",
    // 5: run ids are never reused (AUTOINCREMENT: SQLite cannot add it in place, so `runs` is
    // rebuilt with its rows and ids; foreign keys are off while migrating), each run's last write
    // time (`updated`: a run marked running by another machine that stopped writing long ago is
    // shown as unknown), and sweep cells claimed by the runner that runs them (two runners of one
    // sweep split the cells instead of running each twice).
    R"SQL(
CREATE TABLE runs_v5 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  finished TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  dataset TEXT NOT NULL DEFAULT '',
  synthetic INTEGER NOT NULL DEFAULT 0,
  device TEXT NOT NULL DEFAULT '',
  precision TEXT NOT NULL DEFAULT '',
  threads INTEGER NOT NULL DEFAULT 0,
  batch INTEGER NOT NULL DEFAULT 0,
  epochs_planned INTEGER NOT NULL DEFAULT 0,
  seed TEXT NOT NULL DEFAULT '',
  hostname TEXT NOT NULL DEFAULT '',
  process TEXT NOT NULL DEFAULT '',
  build TEXT NOT NULL DEFAULT '',
  params INTEGER NOT NULL DEFAULT 0,
  flops_per_sample REAL,
  data_seconds REAL,
  model_seconds REAL,
  total_seconds REAL,
  epochs_done INTEGER NOT NULL DEFAULT 0,
  train_seconds REAL NOT NULL DEFAULT 0,
  val_seconds REAL NOT NULL DEFAULT 0,
  samples_per_second REAL,
  best_val_accuracy REAL,
  last_val_accuracy REAL,
  test_loss REAL,
  test_accuracy REAL,
  test_macro_precision REAL,
  test_macro_recall REAL,
  test_macro_f1 REAL,
  test_seconds REAL,
  test_samples INTEGER,
  resumed_from INTEGER NOT NULL DEFAULT 0,
  sweep TEXT NOT NULL DEFAULT '',
  cell TEXT NOT NULL DEFAULT '',
  repeat INTEGER NOT NULL DEFAULT -1,
  backend TEXT NOT NULL DEFAULT '',
  execution TEXT NOT NULL DEFAULT '',
  host TEXT NOT NULL DEFAULT '{}',
  gpu TEXT NOT NULL DEFAULT '',
  dataset_facts TEXT NOT NULL DEFAULT '{}',
  class_names TEXT NOT NULL DEFAULT '[]',
  spec TEXT NOT NULL,
  parallel TEXT NOT NULL DEFAULT '',
  energy TEXT NOT NULL DEFAULT '',
  power_trace TEXT NOT NULL DEFAULT '',
  updated TEXT NOT NULL DEFAULT ''
);
INSERT INTO runs_v5 SELECT *, '' FROM runs;
DROP TABLE runs;
ALTER TABLE runs_v5 RENAME TO runs;
CREATE INDEX runs_created ON runs(created);
CREATE INDEX runs_sweep ON runs(sweep, cell) WHERE sweep <> '';
CREATE TABLE sweep_claims (
  sweep TEXT NOT NULL,
  cell TEXT NOT NULL,
  repeat INTEGER NOT NULL,
  hostname TEXT NOT NULL,
  process TEXT NOT NULL,
  claimed TEXT NOT NULL,
  PRIMARY KEY (sweep, cell, repeat)
) WITHOUT ROWID;
)SQL",
    // 6: the machines' micro-benchmarks (`hw bench`, the Hardware page's "Measure this
    // machine"), one row per measurement, the whole HwBenchResult as JSON.
    R"SQL(
CREATE TABLE hw_benches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  machine TEXT NOT NULL,
  date TEXT NOT NULL,
  result TEXT NOT NULL,
  UNIQUE (machine, date)
);
)SQL",
    // 7: model-parallel runs (train/pipeline.h): the record's pipeline block (stages, schedule,
    // measured bubble, bytes moved, one step's timeline) as JSON.
    R"SQL(
ALTER TABLE runs ADD COLUMN pipeline TEXT NOT NULL DEFAULT '';
)SQL",
    // 8: the what-if prediction made when a run ended (experiment/run_prediction.h): the record's
    // prediction block as JSON, and its training epoch (on all the run's devices) as a number, so
    // predicted and measured compare in one query. Runs stored before keep '' and NULL: the
    // validation predicts them again.
    R"SQL(
ALTER TABLE runs ADD COLUMN prediction TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN predicted_seconds REAL;
)SQL",
};

}  // namespace

int historySchemaVersion() { return static_cast<int>(std::size(kMigrations)); }

void applyHistoryMigrations(SqliteDb& db, int from, int to) {
  if (from < 0 || to > historySchemaVersion() || from > to)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "history '%1' holds schema version %2, which this build cannot migrate (it knows 0 to %3): the "
        "file is damaged or from another program"),
        db.path(), std::to_string(from), std::to_string(historySchemaVersion())));
  SqliteTransaction tx(db);
  // Two processes may create or migrate one file at once: the one that takes the write lock
  // first migrates; the other finds the version it read before the lock already moved on.
  const int now = static_cast<int>(db.scalar("PRAGMA user_version"));
  if (now >= to) {
    tx.commit();
    return;
  }
  from = std::max(from, now);
  for (int v = from + 1; v <= to; ++v) db.exec(kMigrations[v - 1]);
  db.exec("PRAGMA application_id = " + std::to_string(kHistoryApplicationId));
  db.exec("PRAGMA user_version = " + std::to_string(to));
  tx.commit();
}

}  // namespace nnlab

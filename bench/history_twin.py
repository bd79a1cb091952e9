#!/usr/bin/env python3
"""Twin of nnlab-bench-history's epoch workload in Python's sqlite3: what a training script that
logs its epochs to SQLite itself pays per epoch (WAL, synchronous=NORMAL, one transaction per
epoch with the epoch row, 266 per-batch losses as a float32 blob, and the run's aggregates).
PyTorch has no run store of its own; this is the cost of the usual do-it-yourself one.

    python3 bench/history_twin.py [--epochs 200] [--dir bench-results/history]
"""
import argparse
import os
import sqlite3
import statistics
import struct
import time

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=200)
p.add_argument("--dir", default="bench-results/history")
a = p.parse_args()
os.makedirs(a.dir, exist_ok=True)
path = os.path.join(a.dir, "twin.sqlite")
for suffix in ("", "-wal", "-shm"):
    if os.path.exists(path + suffix):
        os.remove(path + suffix)
db = sqlite3.connect(path, isolation_level=None)
db.execute("PRAGMA journal_mode=WAL")
db.execute("PRAGMA synchronous=NORMAL")
db.execute("CREATE TABLE runs (id INTEGER PRIMARY KEY, uid TEXT, epochs_done INTEGER, train_seconds REAL,"
           " samples_per_second REAL, best_val_accuracy REAL, last_val_accuracy REAL)")
db.execute("CREATE TABLE epochs (run INTEGER, epoch INTEGER, lr REAL, train_loss REAL, train_accuracy REAL,"
           " val_loss REAL, val_accuracy REAL, val_macro_f1 REAL, train_seconds REAL, val_seconds REAL,"
           " samples_per_second REAL, train_samples INTEGER, steps INTEGER, skipped_steps INTEGER, loss_scale REAL,"
           " batch_losses BLOB, PRIMARY KEY (run, epoch)) WITHOUT ROWID")
db.execute("INSERT INTO runs (uid) VALUES ('twin')")
blob = struct.pack("266f", *([0.5] * 266))
ms = []
for e in range(1, a.epochs + 1):
    t = time.perf_counter()
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT INTO epochs VALUES (1, ?, 0.05, ?, 0.9, ?, 0.89, 0.88, 0.5, 0.01, 17000, 8500, 266, 0, 1, ?)",
               (e, 1.0 / e, 1.1 / e, blob))
    rows = db.execute("SELECT epoch, train_seconds, train_samples, val_accuracy FROM epochs WHERE run = 1 ORDER BY epoch").fetchall()
    timed = rows[1:] if len(rows) >= 2 else rows
    sps = sum(r[2] for r in timed) / sum(r[1] for r in timed)
    db.execute("UPDATE runs SET epochs_done = ?, train_seconds = ?, samples_per_second = ?, best_val_accuracy = ?,"
               " last_val_accuracy = ? WHERE id = 1",
               (len(rows), sum(r[1] for r in rows), sps, max(r[3] for r in rows), rows[-1][3]))
    db.execute("COMMIT")
    ms.append(1e3 * (time.perf_counter() - t))
print(f"python sqlite3 epoch: median {statistics.median(ms):.3f} ms over {a.epochs} epochs "
      f"(min {min(ms):.3f}, max {max(ms):.3f})")

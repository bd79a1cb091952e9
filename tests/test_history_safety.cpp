// Issue 27: the history never loses, mixes or destroys a run. Through the real nnlab-cli: a damaged
// header (a negative schema version) and seeded damage to the header, the schema page, the data
// pages and the length; a full disk (a tmpfs in a user + mount namespace), a read-only mount and a
// lock held past the busy timeout — no run ends with exit 0 unless it is stored, and what was not
// stored is taken back by `history import`; a run deleted while it trains; outputs that would
// overwrite the history; read commands on a missing path; two sweep runners of one spec; merge
// past a damaged row; an index that leads back; `history check` and `history recover`.
#include <signal.h>

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>
#include <atomic>
#include <fstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "data/idx_reader.h"
#include "experiment/history_schema.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"
#include "support/cli_runner.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

using Result = test::CliResult;

Result cli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  return test::runProgram(QStringLiteral(NNLAB_CLI), args, 180000, {}, env);
}

QJsonArray listJson(const QString& history) {
  const Result r = cli({"history", "list", "--json", "--history", history});
  return QJsonDocument::fromJson(r.out.toUtf8()).array();
}

QByteArray fileHash(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A user + mount namespace of our own (no privileges needed on Debian 12): tmpfs and read-only
// bind mounts for the tests, gone with the script.
bool namespacesWork() {
  static const bool ok = [] {
    const Result r = test::runProgram("unshare", {"-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt && echo ok"}, 20000);
    return r.code == 0 && r.out.contains("ok");
  }();
  return ok;
}

Result inNamespace(const QString& script) { return test::runProgram("unshare", {"-rm", "sh", "-c", script}, 300000); }

// "name=code" lines a script printed.
int codeOf(const Result& r, const QString& name) {
  const QRegularExpressionMatch m = QRegularExpression("(?m)^" + name + "=(\\d+)$").match(r.out);
  return m.hasMatch() ? m.captured(1).toInt() : -100;
}

// Signals (-2), hangs (-1) and "internal error" (70) are never an answer.
bool sane(const Result& r) { return r.code >= 0 && r.code != 70 && !r.err.contains("internal error"); }

}  // namespace

class HistorySafetyTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  QString toyDir_;
  QString p(const QString& name) const { return dir_.path() + "/" + name; }
  QStringList toyTrain(const QString& history, int epochs = 2) const {
    return {"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--split", "80,10,10", "-j", "1", "--history",
            history, "-q", "--epochs", QString::number(epochs)};
  }
  QString cliPath() const { return QStringLiteral(NNLAB_CLI); }
  // A history with `runs` completed runs.
  QString makeHistory(const QString& name, int runs) const {
    const QString h = p(name);
    for (int i = 0; i < runs; ++i) {
      const Result r = cli(toyTrain(h) + QStringList{"--seed", QString::number(i + 1), "--out", p(name + QString::number(i) + ".json")});
      if (r.code != 0) qWarning("%s", qPrintable(r.err));
    }
    return h;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    toyDir_ = p("toy");
    test::writeToyIdxFolder(toyDir_.toStdString());
    std::ofstream(p("toy-mlp.json").toStdString()) << test::toyMlp().toJson().dump();
  }

  // #27: a negative schema version (file offset 60) was used as an index: SIGSEGV in every command.
  void aNegativeSchemaVersionIsRefusedByEveryCommand() {
    const QString h = makeHistory("negative.sqlite", 1);
    {
      std::fstream f(h.toStdString(), std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(60);
      f.put(static_cast<char>(0x80));
    }
    const QByteArray before = fileHash(h);
    for (const QStringList& args : {QStringList{"history", "list"}, QStringList{"history", "show", "1"},
                                    QStringList{"sweep", "list"}, QStringList{"history", "check"}}) {
      const Result r = cli(args + QStringList{"--history", h});
      QVERIFY2(r.code == 3, qPrintable(args.join(' ') + ": " + QString::number(r.code) + " " + r.err));
      QVERIFY2(r.err.contains("damaged") && r.err.contains("schema version"), qPrintable(r.err));
    }
    const Result train = cli(toyTrain(h) + QStringList{"--out", p("neg-train.json")});
    QCOMPARE(train.code, 3);
    QCOMPARE(fileHash(h), before);  // left untouched
    // -1 too (it ended in exit 70 before).
    {
      std::fstream f(h.toStdString(), std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(60);
      const char minusOne[4] = {'\xff', '\xff', '\xff', '\xff'};
      f.write(minusOne, 4);
    }
    QCOMPARE(cli({"history", "list", "--history", h}).code, 3);
    // `history recover` reads it all the same.
    const Result rec = cli({"history", "recover", p("negative-recovered.sqlite"), "--history", h});
    QVERIFY2(rec.code == 0 && rec.out.contains("recovered 1 run(s)"), qPrintable(rec.out + rec.err));
    QCOMPARE(listJson(p("negative-recovered.sqlite")).size(), 1);
  }

  // Acceptance: seeded damage to a real history's header, schema page, data pages and length:
  // no crash, no exit 70, no hang, and every `train` that exits 0 is in the history afterwards.
  void seededDamageNeverCrashesAndNeverLosesAStoredRun() {
    const QString clean = makeHistory("seed-clean.sqlite", 2);
    QFile cf(clean);
    QVERIFY(cf.open(QIODevice::ReadOnly));
    const QByteArray bytes = cf.readAll();
    cf.close();
    QVERIFY(bytes.size() >= 4 * 4096);
    struct Damage {
      const char* what;
      qint64 offset;  // -1: truncate to `length`
      qint64 length;
    };
    std::vector<Damage> cases = {{"header magic", 3, 4},         {"page size", 16, 2},         {"format versions", 18, 2},
                                 {"payload fractions", 21, 3},   {"page count", 28, 4},        {"freelist", 32, 8},
                                 {"schema format", 44, 4},       {"text encoding", 56, 4},     {"application id", 68, 4},
                                 {"schema page", 100, 400},      {"schema page end", 3000, 900}, {"page 2", 4096, 200},
                                 {"page 3", 8192 + 8, 64},       {"last page", bytes.size() - 4096 + 16, 2000},
                                 {"truncated to 50", -1, 50},    {"truncated to 1 page", -1, 4096},
                                 {"truncated mid-page", -1, 4096 * 2 + 1000}, {"truncated before last page", -1, bytes.size() - 4096}};
    std::uint64_t rng = 12345;
    int i = 0;
    for (const Damage& d : cases) {
      const QString h = p(QString("seed-%1.sqlite").arg(i++));
      QByteArray b = bytes;
      if (d.offset < 0) {
        b.truncate(static_cast<int>(d.length));
      } else {
        for (qint64 k = 0; k < d.length && d.offset + k < b.size(); ++k) {
          rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
          b[static_cast<int>(d.offset + k)] = static_cast<char>(rng >> 56);
        }
      }
      QFile f(h);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(b);
      f.close();
      for (const QStringList& args : {QStringList{"history", "list"}, QStringList{"history", "show", "1"},
                                      QStringList{"history", "check"}, QStringList{"sweep", "list"}}) {
        const Result r = cli(args + QStringList{"--history", h});
        QVERIFY2(sane(r), qPrintable(QString(d.what) + ": " + args.join(' ') + " -> " + QString::number(r.code) + " " + r.err));
      }
      const int before = listJson(h).size();
      const Result train = cli(toyTrain(h, 1) + QStringList{"--name", "after damage", "--out", p("seed-train.json")});
      QVERIFY2(sane(train), qPrintable(QString(d.what) + ": train -> " + QString::number(train.code) + " " + train.err));
      if (train.code == 0) {
        bool found = false;
        for (const auto& r : listJson(h)) found = found || r.toObject()["label"].toString() == "after damage";
        QVERIFY2(found, qPrintable(QString(d.what) + ": train exited 0 but the run is not in the history (before: " +
                                   QString::number(before) + ")"));
      }
      const Result rec = cli({"history", "recover", h + ".rec", "--history", h});
      QVERIFY2(sane(rec), qPrintable(QString(d.what) + ": recover -> " + rec.err));
    }
  }

  // A damaged index can lead back: the runs table's right-most leaf says row 0 where row 2 was, so
  // "the next id after 1" is 0 and after 0 is 1 again (seeded damage to the last page once made
  // `history list` loop there for good). Every reader steps past it with a message instead.
  void anIndexThatLeadsBackIsSkippedNotFollowed() {
    const QString h = makeHistory("loop.sqlite", 2);
    std::int64_t root = 0, pageSize = 0;
    {
      SqliteDb db(h.toStdString(), SQLITE_OPEN_READONLY);
      SqliteStmt q(db, "SELECT rootpage FROM sqlite_master WHERE name = 'runs'");
      QVERIFY(q.step());
      root = q.integer(0);
      SqliteStmt ps(db, "PRAGMA page_size");
      QVERIFY(ps.step());
      pageSize = ps.integer(0);
    }
    QFile f(h);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray b = f.readAll();
    auto byte = [&](std::int64_t at) { return static_cast<unsigned char>(b[static_cast<int>(at)]); };
    auto u16 = [&](std::int64_t at) { return (byte(at) << 8) | byte(at + 1); };
    auto u32 = [&](std::int64_t at) { return (std::int64_t{u16(at)} << 16) | u16(at + 2); };
    // Down the right edge of the table's b-tree (interior pages: type 5, right-most child at +8)
    std::int64_t page = root, head = 0;
    for (int depth = 0; depth < 8; ++depth) {
      head = (page - 1) * pageSize + (page == 1 ? 100 : 0);
      if (byte(head) != 5) break;
      page = u32(head + 8);
    }
    QCOMPARE(int(byte(head)), 13);  // a table leaf
    QVERIFY(u16(head + 3) >= 1);
    // Its last cell: the payload size varint, then the rowid (2, one byte) -> 0
    std::int64_t cell = (page - 1) * pageSize + u16(head + 8 + 2 * (u16(head + 3) - 1));
    while (byte(cell) & 0x80) ++cell;
    ++cell;
    QCOMPARE(int(byte(cell)), 2);
    b[static_cast<int>(cell)] = 0;
    QVERIFY(f.seek(0) && f.write(b) == b.size());
    f.close();
    for (const QStringList& args : {QStringList{"history", "list"}, QStringList{"history", "check"},
                                    QStringList{"history", "show", "2"}}) {
      const Result r = cli(args + QStringList{"--history", h});
      QVERIFY2(sane(r), qPrintable(args.join(' ') + " -> " + QString::number(r.code) + " " + r.err));
    }
    const Result list = cli({"history", "list", "--history", h});
    QCOMPARE(list.code, 3);
    QVERIFY2(list.err.contains("leads back from row 1 to row 0"), qPrintable(list.err));
    QCOMPARE(listJson(h).size(), 1);  // run 1 is still listed
    const Result rec = cli({"history", "recover", p("loop-recovered.sqlite"), "--history", h});
    QVERIFY2(sane(rec) && rec.code == 0, qPrintable(rec.out + rec.err));
    QVERIFY(listJson(p("loop-recovered.sqlite")).size() >= 1);
  }

  // #27: a full disk lost runs with exit 0. Now: exit 4, the run said to be unstored, its record
  // kept (--out or a recovery file), and `history import` takes it once there is room.
  void aFullDiskEndsInExit4AndTheRunIsRecoverable() {
    writeSplitSweep();
    if (!namespacesWork()) QSKIP("no user + mount namespaces here (unshare -rm): the tmpfs cannot be made");
    const QString mnt = p("full");
    QDir().mkpath(mnt);
    const QString out = p("full-out");
    QDir().mkpath(out);
    const QString train = toyTrain(mnt + "/h.sqlite", 40).join(' ');
    // The history fills the disk in the middle of the run; --out is elsewhere.
    // The history exists (one run), then the disk is filled up to 32 KiB: it fills in the middle
    // of the next run, whose --out is elsewhere; then a second run with everything on the full disk
    // (its record goes to TMPDIR).
    const QString script = QString(
        "mount -t tmpfs -o size=1m tmpfs %1 || exit 99\n"
        "export TMPDIR=%4\n"
        "%2 %3 --name first --out %4/r0.json 2>/dev/null; echo first=$?\n"
        "avail=$(df -k --output=avail %1 | tail -n 1)\n"
        "dd if=/dev/zero of=%1/fill bs=1k count=$((avail - 32)) 2>/dev/null\n"
        "%2 %3 --name 'full disk' --out %4/r.json 2>%4/err.txt; echo train=$?\n"
        "%2 history list --history %1/h.sqlite >/dev/null 2>&1; echo list=$?\n"
        "avail=$(df -k --output=avail %1 | tail -n 1)\n"
        "dd if=/dev/zero of=%1/fill2 bs=1k count=$avail 2>/dev/null\n"
        "%2 %3 --name second --out %1/r2.json 2>%4/err2.txt; echo second=$?\n"
        "%2 sweep run %4/../split.json --history %1/h.sqlite -q 2>%4/err3.txt; echo sweep=$?\n"
        "rm %1/fill %1/fill2\n"
        "%2 history import %4/r.json --history %1/h.sqlite; echo import=$?\n"
        "%2 history import %4/nnlab-unsaved-*.json --history %1/h.sqlite; echo import2=$?\n"
        "%2 history list --json --history %1/h.sqlite > %4/list.json; echo list2=$?\n")
                               .arg(mnt, cliPath(), train, out);
    const Result r = inNamespace(script);
    QCOMPARE(codeOf(r, "first"), 0);
    QVERIFY2(codeOf(r, "train") == 4, qPrintable(r.out + r.err));
    QFile err(out + "/err.txt");
    QVERIFY(err.open(QIODevice::ReadOnly));
    const QString e = QString::fromUtf8(err.readAll());
    QVERIFY2(e.contains("disk is full") && e.contains("not stored") && e.contains(out + "/r.json"), qPrintable(e));
    QCOMPARE(codeOf(r, "list"), 0);  // reading writes nothing: a full disk does not stop it
    QFile err2(out + "/err2.txt");
    QVERIFY(err2.open(QIODevice::ReadOnly));
    const QString e2 = QString::fromUtf8(err2.readAll());
    QVERIFY2(codeOf(r, "second") == 4, qPrintable(r.out + e2));
    QVERIFY2(e2.contains(out + "/nnlab-unsaved-"), qPrintable(e2));
    QCOMPARE(codeOf(r, "sweep"), 4);  // a sweep on a full disk: not "0 failed", exit 0
    QCOMPARE(codeOf(r, "import"), 0);
    QCOMPARE(codeOf(r, "import2"), 0);
    QFile lf(out + "/list.json");
    QVERIFY(lf.open(QIODevice::ReadOnly));
    bool found = false;
    const QJsonArray all = QJsonDocument::fromJson(lf.readAll()).array();
    QCOMPARE(all.size(), 3);  // first, full disk, second: each once
    for (const auto& v : all) {
      const QJsonObject o = v.toObject();
      if (o["label"].toString() != "full disk") continue;
      found = true;
      QCOMPARE(o["status"].toString(), QString("completed"));
      QCOMPARE(o["epochs_done"].toInt(), 40);
      QVERIFY(!o["test_accuracy"].isNull());
    }
    QVERIFY2(found, "the run's record was not taken back by history import");
  }

  // #27: a read-only history (folder or mount) was called "not an SQLite database", exit 3. Now it
  // is listed, shown and exported; a run into it is refused before training (exit 4, nothing lost).
  void aReadOnlyMountIsReadAndRunsIntoItAreRefusedAtOnce() {
    if (!namespacesWork()) QSKIP("no user + mount namespaces here (unshare -rm): the read-only mount cannot be made");
    const QString ro = p("ro");
    QDir().mkpath(ro);
    makeHistory("ro/h.sqlite", 1);
    // A run that lives only in the WAL (a writer still has the file open) must be read too.
    auto writer = HistoryStore::open((ro + "/h.sqlite").toStdString());
    RunRecord extra = RunRecord::load(p("ro/h.sqlite0.json").toStdString());
    extra.id = "run-in-the-wal";
    extra.label = "in the wal";
    QVERIFY(writer->importRecord(extra).outcome == ImportOutcome::Added);
    QVERIFY(QFile::exists(ro + "/h.sqlite-wal"));
    const QByteArray before = fileHash(ro + "/h.sqlite");
    const QString script = QString(
        "mount --bind %1 %1 && mount -o remount,bind,ro %1 %1 || exit 99\n"
        "%2 history list --json --history %1/h.sqlite > %3/ro-list.json; echo list=$?\n"
        "%2 history show 1 --history %1/h.sqlite >/dev/null; echo show=$?\n"
        "%2 %4 --out %3/ro-train.json 2>%3/ro-err.txt; echo train=$?\n")
                               .arg(ro, cliPath(), dir_.path(), toyTrain(ro + "/h.sqlite", 200).join(' '));
    const Result r = inNamespace(script);
    QCOMPARE(codeOf(r, "list"), 0);
    QCOMPARE(codeOf(r, "show"), 0);
    QFile lf(p("ro-list.json"));
    QVERIFY(lf.open(QIODevice::ReadOnly));
    const QJsonArray runs = QJsonDocument::fromJson(lf.readAll()).array();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(codeOf(r, "train"), 4);
    QFile ef(p("ro-err.txt"));
    QVERIFY(ef.open(QIODevice::ReadOnly));
    const QString e = QString::fromUtf8(ef.readAll());
    QVERIFY2(e.contains("cannot be written") && e.contains("read-only"), qPrintable(e));
    QVERIFY(!QFile::exists(p("ro-train.json")));  // refused before training
    writer.reset();
    QCOMPARE(listJson(ro + "/h.sqlite").size(), 2);
    Q_UNUSED(before);
  }

  // #27: a lock held longer than the busy timeout lost the run with exit 0.
  void aLockHeldTooLongEndsInExit4WithTheRecordKept() {
    const QString h = makeHistory("locked.sqlite", 1);
    SqliteDb holder(h.toStdString(), SQLITE_OPEN_READWRITE);
    holder.exec("BEGIN IMMEDIATE");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("NNLAB_HISTORY_WAIT_S", "0.5");
    const Result r = cli(toyTrain(h, 2) + QStringList{"--name", "locked out", "--out", p("locked.json")}, env);
    QVERIFY2(r.code == 4, qPrintable(QString::number(r.code) + r.err));
    QVERIFY2(r.err.contains("locked") && r.err.contains("not stored") && r.err.contains("history import"), qPrintable(r.err));
    // Other write commands under the lock: exit 4 too (delete said 3).
    QCOMPARE(cli({"history", "delete", "1", "--history", h}, env).code, 4);
    QCOMPARE(cli({"history", "rename", "1", "x", "--history", h}, env).code, 4);
    holder.exec("ROLLBACK");
    const Result imp = cli({"history", "import", p("locked.json"), "--history", h});
    QVERIFY2(imp.code == 0, qPrintable(imp.err));
    bool found = false;
    for (const auto& v : listJson(h)) found = found || (v.toObject()["label"].toString() == "locked out" &&
                                                       v.toObject()["status"].toString() == "completed");
    QVERIFY(found);
  }

  // #27: deleting a run while it trained was accepted and its id reused: two runs mixed in one row.
  void aRunningRunIsNotDeletedAndIdsAreNeverReused() {
    const QString h = p("mixed.sqlite");
    QProcess a;
    a.start(cliPath(), toyTrain(h, 100000) + QStringList{"--batch", "8", "--name", "A", "--out", p("mixed-a.json")});
    QVERIFY(a.waitForStarted());
    qint64 idA = 0;
    for (int i = 0; i < 600 && !idA; ++i) {
      QTest::qWait(100);
      const QJsonArray l = listJson(h);
      if (!l.isEmpty() && l[0].toObject()["epochs_done"].toInt() >= 1) idA = l[0].toObject()["id"].toInteger();
    }
    QVERIFY2(idA > 0, "run A did not finish an epoch in time");
    const Result refused = cli({"history", "delete", QString::number(idA), "--history", h});
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains("still training") && refused.err.contains("--force"), qPrintable(refused.err));
    QCOMPARE(cli({"history", "delete", QString::number(idA), "--force", "--history", h}).code, 0);
    // A notices at its next epoch, says so and keeps writing its --out file; stopped, it exits 4.
    QTest::qWait(1500);
    ::kill(static_cast<pid_t>(a.processId()), SIGINT);
    QVERIFY(a.waitForFinished(60000));
    const QString errA = QString::fromUtf8(a.readAllStandardError());
    QCOMPARE(a.exitCode(), 4);
    QVERIFY2(errA.contains("deleted while it trained"), qPrintable(errA));
    const Result b = cli(toyTrain(h, 2) + QStringList{"--name", "B", "--out", p("mixed-b.json")});
    QCOMPARE(b.code, 0);
    const QJsonArray l = listJson(h);
    QCOMPARE(l.size(), 1);
    QVERIFY2(l[0].toObject()["id"].toInteger() > idA, "a deleted run's id was given again");
    QCOMPARE(l[0].toObject()["label"].toString(), QString("B"));
    QCOMPARE(l[0].toObject()["epochs_done"].toInt(), 2);
  }

  // #27: `--out h` (or --csv, or `history export --json h`) replaced the history, exit 0.
  void outputsThatWouldOverwriteTheHistoryAreRefused() {
    const QString h = makeHistory("typo.sqlite", 1);
    const QByteArray before = fileHash(h);
    QCOMPARE(cli(toyTrain(h) + QStringList{"--out", h}).code, 2);
    QCOMPARE(cli(toyTrain(h) + QStringList{"--out", p("typo-ok.json"), "--csv", h}).code, 2);
    QCOMPARE(cli(toyTrain(h) + QStringList{"--out", p("typo-ok.json"), "--csv", p("typo-ok.json")}).code, 2);
    QCOMPARE(cli(toyTrain(h) + QStringList{"--out", p("typo-ok.json"), "--checkpoint", h}).code, 2);
    const Result exp = cli({"history", "export", "1", "--json", h, "--history", h});
    QCOMPARE(exp.code, 2);
    QVERIFY2(exp.err.contains("same file"), qPrintable(exp.err));
    QCOMPARE(cli({"history", "export", "1", "--csv", dir_.path() + "/./typo.sqlite", "--history", h}).code, 2);
    QCOMPARE(fileHash(h), before);
    QVERIFY(!QFile::exists(p("typo-ok.json")));
  }

  // #27: read commands on a mistyped path created folders and an empty history ("no runs").
  void readCommandsOnAMissingPathCreateNothing() {
    const QString missing = p("no/such/folder/h.sqlite");
    for (const QStringList& args : {QStringList{"history", "list"}, QStringList{"history", "show", "1"},
                                    QStringList{"sweep", "list"}, QStringList{"history", "check"}}) {
      const Result r = cli(args + QStringList{"--history", missing});
      QCOMPARE(r.code, 3);
      QVERIFY2(r.err.contains("no history file"), qPrintable(r.err));
    }
    QVERIFY(!QFileInfo::exists(p("no")));
    // Without HOME the history is not put under the current folder.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("HOME");
    env.remove("XDG_DATA_HOME");
    env.remove("NNLAB_HISTORY");
    QProcess proc;
    proc.setProcessEnvironment(env);
    proc.setWorkingDirectory(p("cwd"));
    QDir().mkpath(p("cwd"));
    proc.start(cliPath(), {"history", "list"});
    QVERIFY(proc.waitForFinished(60000));
    QVERIFY(!QFileInfo::exists(p("cwd/.local")));
    env.insert("XDG_DATA_HOME", p("xdg"));
    const QStringList xdgTrain{"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--split", "80,10,10", "-j", "1",
                               "-q", "--epochs", "1", "--out", p("xdg.json")};
    QCOMPARE(cli(xdgTrain, env).code, 0);
    QVERIFY(QFile::exists(p("xdg/nnlab/history.sqlite")));
  }

  // #27: a batch larger than the dataset exited 2 but left a "failed" row.
  void aSettingThatCannotWorkLeavesNoRow() {
    const QString h = makeHistory("batch.sqlite", 1);
    const Result r = cli(toyTrain(h) + QStringList{"--batch", "100000", "--out", p("batch.json")});
    QCOMPARE(r.code, 2);
    QCOMPARE(listJson(h).size(), 1);
  }

  // #27: one damaged row stopped `history merge` for good (and later files were skipped).
  void mergeSkipsADamagedRowAndGoesOn() {
    const QString bad = makeHistory("merge-bad.sqlite", 3);
    const QString good = makeHistory("merge-good.sqlite", 1);
    {
      SqliteDb db(bad.toStdString(), SQLITE_OPEN_READWRITE);
      db.exec("UPDATE runs SET spec = '{\"model\": [1, 2' WHERE id = 2");
    }
    const QString into = p("merge-into.sqlite");
    const Result m = cli({"history", "merge", bad, good, "--history", into});
    QCOMPARE(m.code, 3);
    QVERIFY2(m.err.contains(bad) && m.err.contains("run 2"), qPrintable(m.err));
    QCOMPARE(listJson(into).size(), 3);  // 2 of the damaged file, 1 of the next
    const Result check = cli({"history", "check", "--history", bad});
    QCOMPARE(check.code, 3);
    QVERIFY2(check.out.contains("2 readable, 1 unreadable") && check.out.contains("run 2"), qPrintable(check.out));
    QCOMPARE(cli({"history", "check", "--history", good}).code, 0);
    const Result rec = cli({"history", "recover", p("merge-rec.sqlite"), "--history", bad});
    QVERIFY2(rec.code == 0 && rec.out.contains("recovered 2 run(s)"), qPrintable(rec.out + rec.err));
  }

  // #27: two `sweep run`s of one spec at once ran every cell twice.
  // #27 (CI): processes that create one new history together all open it. Each read the
  // header's fields in a snapshot of its own, so one saw the other's new tables without the
  // application id ("a database of another program"), or both migrated (table exists).
  void manyOpenersOfOneNewHistoryAllSucceed() {
    for (int round = 0; round < 80; ++round) {
      const std::string path = p(QString("together-%1.sqlite").arg(round)).toStdString();
      constexpr int kOpeners = 6;
      std::vector<std::string> errors(kOpeners);
      std::vector<std::thread> threads;
      std::atomic<int> ready{0};
      for (int i = 0; i < kOpeners; ++i)
        threads.emplace_back([&, i] {
          ++ready;
          while (ready.load() < kOpeners) std::this_thread::yield();
          try {
            auto store = HistoryStore::open(path);
            store->count();
          } catch (const std::exception& e) {
            errors[static_cast<std::size_t>(i)] = e.what();
          }
        });
      for (auto& t : threads) t.join();
      for (const auto& e : errors) QVERIFY2(e.empty(), e.c_str());
      QCOMPARE(HistoryStore::open(path, HistoryStore::Mode::ReadWrite)->schemaVersion(), historySchemaVersion());
    }
  }

  void twoSweepRunnersSplitTheCells() {
    writeSplitSweep();
    const QString h = p("split.sqlite");
    QVERIFY(cli({"sweep", "list", "--history", h}).code == 3);  // (nothing there yet: nothing created)
    QProcess a, b;
    a.start(cliPath(), {"sweep", "run", p("split.json"), "--history", h, "-q"});
    b.start(cliPath(), {"sweep", "run", p("split.json"), "--history", h, "-q"});
    QVERIFY(a.waitForFinished(300000));
    QVERIFY(b.waitForFinished(300000));
    QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
    QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
    const QJsonArray runs = listJson(h);
    QCOMPARE(runs.size(), 6);
    QSet<QString> cells;
    for (const auto& r : runs) cells.insert(r.toObject()["sweep"].toObject()["cell"].toString() + "#" +
                                            QString::number(r.toObject()["sweep"].toObject()["repeat"].toInt()));
    QCOMPARE(cells.size(), 6);
    // #27: one damaged row stopped `sweep report` for good; now the run is named and left out.
    const qint64 victim = runs[2].toObject()["id"].toInteger();
    {
      SqliteDb db(h.toStdString(), SQLITE_OPEN_READWRITE);
      db.exec("UPDATE runs SET spec = 'not json' WHERE id = " + std::to_string(victim));
    }
    const Result report = cli({"sweep", "report", "split", "--history", h});
    QVERIFY2(report.code == 0, qPrintable(report.err));
    QVERIFY2(report.err.contains(QString("run %1 skipped").arg(victim)), qPrintable(report.err));
    QVERIFY2(report.out.contains("split"), qPrintable(report.out));
  }

 private:
  // A sweep of 3 batch sizes x 2 repeats of the toy MLP, 3 epochs each: split.json.
  void writeSplitSweep() const {
    nlohmann::json base = nlohmann::json::object();
    base["model"] = test::toyMlp().toJson();
    nlohmann::json data = nlohmann::json::object();
    data["name"] = toyDir_.toStdString();
    data["split"] = {80, 10, 10};
    base["dataset"] = data;
    nlohmann::json device = nlohmann::json::object();
    device["name"] = "cpu-blas";
    device["threads"] = 1;
    base["device"] = device;
    nlohmann::json training = nlohmann::json::object();
    training["epochs"] = 3;
    training["batch"] = 8;
    base["training"] = training;
    nlohmann::json axis = nlohmann::json::object();
    axis["field"] = "training.batch";
    axis["values"] = {8, 16, 32};
    nlohmann::json spec = nlohmann::json::object();
    spec["base"] = base;
    spec["axes"] = nlohmann::json::array({axis});
    spec["repeats"] = 2;
    spec["name"] = "split";
    std::ofstream(p("split.json").toStdString()) << spec.dump();
  }
};

QTEST_GUILESS_MAIN(HistorySafetyTest)
#include "test_history_safety.moc"

// The history store: runs recorded epoch by epoch through the observer, read back identical,
// listed, filtered, renamed, deleted; imports and merges that add nothing twice; interrupted runs;
// migrations from every earlier schema version; files that are not ours left untouched.
#include <QCryptographicHash>
#include <QFile>
#include <QtTest>
#include <cmath>
#include <fstream>
#include <thread>

#include "core/files.h"
#include "core/format.h"
#include "data/idx_reader.h"
#include "experiment/experiment_runner.h"
#include "experiment/history_file.h"
#include "experiment/history_recorder.h"
#include "experiment/history_schema.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"
#include "hw/predict.h"
#include "support/expect_error.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

QByteArray fileHash(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

}  // namespace

class HistoryTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  std::string toyDir_;
  std::string p(const char* name) const { return (dir_.path() + "/" + name).toStdString(); }

  ExperimentSpec toySpec(int epochs = 3, std::uint64_t seed = 1) const { return test::toyMlpSpec(toyDir_, epochs, seed); }

  RunRecord recordedRun(HistoryStore& store, const ExperimentSpec& spec, std::int64_t* id = nullptr) {
    HistoryRecorder recorder(store);
    RunRecord rec = runExperiment(spec, &recorder);
    if (!recorder.error().empty()) qWarning("%s", recorder.error().c_str());
    if (id) *id = recorder.runId();
    return rec;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    toyDir_ = p("toy");
    std::filesystem::create_directories(toyDir_);
    const Dataset d = test::makeToyDataset(320, 4);
    writeIdxImages(toyDir_ + "/train-images-idx3-ubyte", d.images, false);
    writeIdxLabels(toyDir_ + "/train-labels-idx1-ubyte", d.labels, false);
  }

  void aRunIsStoredAsItHappensAndReadsBackIdentical() {
    auto store = HistoryStore::open(p("h1.sqlite"));
    QCOMPARE(store->schemaVersion(), historySchemaVersion());
    std::int64_t id = 0;
    const RunRecord rec = recordedRun(*store, toySpec(3), &id);
    QCOMPARE(rec.result.status, RunStatus::Completed);
    QVERIFY(id > 0);
    // Issue 25: the run ended with its what-if prediction (or why none could be made) beside it.
    QVERIFY(rec.prediction.has_value());
    QCOMPARE(rec.prediction->modelVersion, kWhatIfModelVersion);
    QVERIFY(rec.prediction->available || !rec.prediction->reason.empty());
    const RunRecord back = store->load(id);
    QVERIFY(back.prediction.has_value() && *back.prediction == *rec.prediction);
    QCOMPARE(back.toJson().dump(), rec.toJson().dump());  // every value, epochs and per-batch losses included
    QCOMPARE(back.result.epochs.size(), std::size_t{3});
    QVERIFY(!back.result.epochs[0].batchLosses.empty());
    QVERIFY(std::isfinite(back.result.epochs[2].valMacroF1));
    const RunSummary s = store->summary(id);
    QCOMPARE(s.epochsDone, 3);
    QCOMPARE(s.label, std::string("toy-mlp cpu-blas 1 thr fp32 b16"));
    QCOMPARE(s.status, RunStatus::Completed);
    QVERIFY(s.samplesPerSecond > 0);
    QCOMPARE(s.testAccuracy, rec.result.test->metrics.accuracy);
    QCOMPARE(store->resolve(rec.id), id);
    QCOMPARE(store->resolve(rec.id.substr(0, rec.id.size() - 3)), id);
    QCOMPARE(store->resolve(std::to_string(id)), id);
    EXPECT_ERROR([&] { store->resolve("nope"); }, ErrorKind::InvalidArgument, {"no run 'nope'"});
  }

  void epochsAreCommittedWhenTheyEnd() {
    // A second connection (another process, in effect) sees each epoch as soon as it is done.
    auto store = HistoryStore::open(p("h2.sqlite"));
    struct Peek : RunObserver {
      std::string path;
      std::vector<int> seen;
      std::int64_t* id = nullptr;
      void onEpochEnd(const EpochRecord& e) override {
        auto other = HistoryStore::open(path, HistoryStore::Mode::ReadOnly);
        const auto runs = other->list();
        seen.push_back(runs.empty() ? -1 : runs[0].epochsDone);
        QCOMPARE(runs[0].status, RunStatus::Running);  // still running: its process is alive
        (void)e;
      }
    } peek;
    peek.path = p("h2.sqlite");
    HistoryRecorder recorder(*store);
    ObserverList both{&recorder, &peek};  // the recorder first: the epoch is committed before the peek
    runExperiment(toySpec(3), &both);
    QCOMPARE(peek.seen, (std::vector<int>{1, 2, 3}));
  }

  void listFiltersSearchesAndLimits() {
    auto store = HistoryStore::open(p("h3.sqlite"));
    ExperimentSpec a = toySpec(1, 1);
    ExperimentSpec b = toySpec(1, 2);
    b.train.batch = 32;
    b.backend = "cpu-reference";
    recordedRun(*store, a);
    recordedRun(*store, b);
    QCOMPARE(store->count(), std::int64_t{2});
    QCOMPARE(store->list().size(), std::size_t{2});
    RunFilter f;
    f.equals = {{"batch", "32"}};
    QCOMPARE(store->list(f).size(), std::size_t{1});
    QCOMPARE(store->list(f)[0].device, std::string("cpu-reference"));
    f.equals = {{"device", "cpu-*"}};
    QCOMPARE(store->list(f).size(), std::size_t{2});
    f.equals = {{"status", "completed"}, {"seed", "2"}};
    QCOMPARE(store->list(f).size(), std::size_t{1});
    f.equals = {{"devise", "x"}};
    EXPECT_ERROR([&] { store->list(f); }, ErrorKind::InvalidArgument, {"unknown filter key 'devise'", "did you mean device?"});
    RunFilter s;
    s.search = "REFERENCE";
    QCOMPARE(store->list(s).size(), std::size_t{1});
    RunFilter l;
    l.limit = 1;
    QCOMPARE(store->list(l).size(), std::size_t{1});
    // Rename and delete.
    const std::int64_t id = store->list()[0].id;
    store->setLabel(id, "my best run");
    QCOMPARE(store->summary(id).label, std::string("my best run"));
    QCOMPARE(store->remove({id}), 1);
    QCOMPARE(store->count(), std::int64_t{1});
    EXPECT_ERROR([&] { store->load(id); }, ErrorKind::InvalidArgument, {"no run"});
  }

  void importAndMergeAddNothingTwice() {
    auto a = HistoryStore::open(p("node-a.sqlite"));
    auto b = HistoryStore::open(p("node-b.sqlite"));
    const RunRecord ra = recordedRun(*a, toySpec(2, 3));
    recordedRun(*b, toySpec(2, 4));
    recordedRun(*b, toySpec(1, 5));
    auto all = HistoryStore::open(p("merged.sqlite"));
    QCOMPARE(all->merge(p("node-a.sqlite")).added, 1);
    QCOMPARE(all->merge(p("node-b.sqlite")).added, 2);
    const MergeReport again = all->merge(p("node-b.sqlite"));  // the same file twice adds nothing
    QCOMPARE(again.added + again.updated, 0);
    QCOMPARE(again.present, 2);
    QCOMPARE(all->count(), std::int64_t{3});
    // The merged run is the same run, every value included.
    const RunRecord back = all->load(all->resolve(ra.id));
    QCOMPARE(back.toJson().dump(), ra.toJson().dump());
    // A JSON record imports once.
    QVERIFY(all->importRecord(ra).outcome == ImportOutcome::Present);
    auto fresh = HistoryStore::open(p("fresh.sqlite"));
    const auto id = fresh->importRecord(RunRecord::fromJson(nlohmann::json::parse(ra.toJson().dump())));
    QVERIFY(id.outcome == ImportOutcome::Added);
    QCOMPARE(fresh->summary(id.id).samplesPerSecond, a->summary(a->resolve(ra.id)).samplesPerSecond);
    EXPECT_ERROR([&] { all->merge(p("merged.sqlite")); }, ErrorKind::InvalidArgument, {"into itself"});
  }

  void aRunWhoseProcessDiedIsInterrupted() {
    const std::string path = p("h4.sqlite");
    std::int64_t id = 0;
    {
      auto store = HistoryStore::open(path);
      RunRecord rec;
      rec.id = newRunId();
      rec.spec = toySpec(5);
      rec.label = "killed";
      rec.createdUtc = "2026-11-23T10:00:00Z";
      rec.hostname = [] {
        char h[256] = {};
        gethostname(h, 255);
        return std::string(h);
      }();
      rec.result.status = RunStatus::Running;
      id = store->beginRun(rec);
      EpochRecord e;
      e.epoch = 1;
      e.trainLoss = 1.0;
      e.trainSamples = 10;
      e.trainSeconds = 0.5;
      store->addEpoch(id, e);
      QCOMPARE(store->summary(id).status, RunStatus::Running);  // this process is alive
      // Pretend the run belonged to a process that is gone.
      SqliteStmt st(store->db(), "UPDATE runs SET process = '999999999:x:1' WHERE id = ?1");
      st.bind(1, id).run();
      QCOMPARE(store->summary(id).status, RunStatus::Interrupted);  // readers see it at once
    }
    QVERIFY(!processAlive("999999999:x:1"));
    QVERIFY(processAlive(processIdentity()));
    auto again = HistoryStore::open(path);  // a writer marks it for good
    const RunRecord r = again->load(id);
    QCOMPARE(r.result.status, RunStatus::Interrupted);
    QCOMPARE(r.result.epochs.size(), std::size_t{1});
    QVERIFY(r.result.message.find("killed, crashed") != std::string::npos);
  }

  // Files written by every earlier schema open, migrate and keep their runs.
  void migratesFromEveryEarlierVersion() {
    for (int v = 1; v < historySchemaVersion(); ++v) {
      const std::string path = p(("old-v" + std::to_string(v) + ".sqlite").c_str());
      {
        SqliteDb db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        applyHistoryMigrations(db, 0, v);
        // A run as version 1 stored it (every later version keeps these columns).
        db.exec("INSERT INTO runs (uid, label, status, created, spec, epochs_done) VALUES ('old-run', 'old', 'completed', "
                "'2026-01-01T00:00:00Z', '" + ExperimentSpec::defaults().toJson().dump() + "', 1)");
        db.exec("INSERT INTO epochs (run, epoch, train_loss, train_seconds, train_samples) VALUES (1, 1, 0.5, 2.0, 100)");
      }
      auto store = HistoryStore::open(path);
      QCOMPARE(store->schemaVersion(), historySchemaVersion());
      const RunRecord r = store->load(store->resolve("old-run"));
      QCOMPARE(r.result.epochs.size(), std::size_t{1});
      QCOMPARE(r.result.epochs[0].trainLoss, 0.5);
    }
    // And version 0, an empty file: initialised.
    { std::ofstream(p("empty.sqlite")); }
    QCOMPARE(HistoryStore::open(p("empty.sqlite"))->schemaVersion(), historySchemaVersion());
  }

  // Issue 25: a history of schema 7 (before the stored predictions) opens, migrates to 8 and keeps
  // its runs, which have no prediction; runs stored after keep theirs, as JSON and as a number.
  void aSchemaSevenHistoryMigratesAndKeepsPredictions() {
    QCOMPARE(historySchemaVersion(), 8);
    const std::string path = p("schema7.sqlite");
    {
      SqliteDb db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
      applyHistoryMigrations(db, 0, 7);
      db.exec("INSERT INTO runs (uid, label, status, created, spec, epochs_done, pipeline) VALUES ('v7-run', 'v7', 'completed', "
              "'2026-11-26T00:00:00Z', '" + ExperimentSpec::defaults().toJson().dump() + "', 1, '')");
      db.exec("INSERT INTO epochs (run, epoch, train_loss, train_seconds, train_samples) VALUES (1, 1, 0.5, 2.0, 100)");
      QCOMPARE(db.scalar("PRAGMA user_version"), std::int64_t{7});
      QCOMPARE(db.scalar("SELECT count(*) FROM pragma_table_info('runs') WHERE name = 'prediction'"), std::int64_t{0});
    }
    auto store = HistoryStore::open(path);
    QCOMPARE(store->schemaVersion(), 8);
    QCOMPARE(store->db().scalar("SELECT count(*) FROM pragma_table_info('runs') WHERE name IN ('prediction', "
                                "'predicted_seconds')"), std::int64_t{2});
    const RunRecord old = store->load(store->resolve("v7-run"));
    QVERIFY(!old.prediction);
    QCOMPARE(old.result.epochs.size(), std::size_t{1});
    // A run with a prediction stored into the migrated file reads back with it.
    RunRecord rec = old;
    rec.id = "v8-run";
    RunPrediction pr;
    pr.available = true;
    pr.device = "H100 SXM";
    pr.deviceClass = "gpu fp32 x2";
    pr.modelVersion = kWhatIfModelVersion;
    pr.epochSeconds = 2.0;
    pr.low = 1.0;
    pr.high = 3.0;
    pr.devices = 2;
    pr.devicesEpochSeconds = 1.1;
    pr.devicesLow = 0.55;
    pr.devicesHigh = 1.65;
    pr.link = "PCIe 5.0 x16";
    rec.prediction = pr;
    store->importRecord(rec);
    const std::int64_t id = store->resolve("v8-run");
    const RunRecord back = store->load(id);
    QVERIFY(back.prediction && *back.prediction == pr);
    SqliteStmt q(store->db(), "SELECT predicted_seconds FROM runs WHERE id = ?1");
    q.bind(1, id);
    QVERIFY(q.step());
    QCOMPARE(q.real(0), 1.1);  // the epoch on all the run's devices: what its measured epoch is compared with
    // `history export` writes it, `history import` into another file reads it back the same.
    auto other = HistoryStore::open(p("schema8-copy.sqlite"));
    other->importRecord(RunRecord::fromJson(nlohmann::json::parse(back.toJson().dump())));
    QVERIFY(*other->load(other->resolve("v8-run")).prediction == pr);
    // A damaged stored block is bad input naming the run, not a crash.
    store->db().exec("UPDATE runs SET prediction = '{\"predicted\": true, \"model_version\": 1, \"available\": true, "
                     "\"epoch_seconds\": -3}' WHERE id = " + std::to_string(id));
    EXPECT_ERROR([&] { store->load(id); }, ErrorKind::BadInput, {"prediction", "epoch_seconds"});
  }

  void filesThatAreNotOursAreRefusedAndLeftUntouched() {
    const QString garbage = dir_.path() + "/garbage.sqlite";
    {
      QFile f(garbage);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(QByteArray(5000, 'x'));
    }
    const QByteArray before = fileHash(garbage);
    EXPECT_ERROR([&] { HistoryStore::open(garbage.toStdString()); }, ErrorKind::BadInput,
                 {"is not an nnlab history", "left untouched"});
    QCOMPARE(fileHash(garbage), before);

    const std::string foreign = p("foreign.sqlite");
    {
      SqliteDb db(foreign, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
      db.exec("CREATE TABLE contacts (name TEXT)");
    }
    const QByteArray fBefore = fileHash(QString::fromStdString(foreign));
    EXPECT_ERROR([&] { HistoryStore::open(foreign); }, ErrorKind::BadInput, {"another program", "left untouched"});
    QCOMPARE(fileHash(QString::fromStdString(foreign)), fBefore);

    const std::string newer = p("newer.sqlite");
    {
      SqliteDb db(newer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
      applyHistoryMigrations(db, 0, historySchemaVersion());
      db.exec("PRAGMA user_version = " + std::to_string(historySchemaVersion() + 5));
    }
    EXPECT_ERROR([&] { HistoryStore::open(newer); }, ErrorKind::BadInput, {"newer nnlab"});

    // A damaged history (its pages overwritten) is refused too.
    const std::string damaged = p("damaged.sqlite");
    {
      auto store = HistoryStore::open(damaged);
      recordedRun(*store, toySpec(1));
    }
    std::int64_t runsPage = 0;  // the root page of `runs` (where the schema puts it)
    {
      SqliteDb db(damaged, SQLITE_OPEN_READWRITE);
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      runsPage = db.scalar("SELECT rootpage FROM sqlite_master WHERE name = 'runs'");
    }
    QVERIFY(runsPage > 1);
    {
      std::fstream f(damaged, std::ios::in | std::ios::out | std::ios::binary);
      f.seekp((runsPage - 1) * 4096 + 100);
      const std::string junk(3000, '\x5a');
      f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
    }
    try {  // found when opened, or by the first query that reads the damaged pages
      auto store = HistoryStore::open(damaged);
      for (const auto& r : store->list()) store->load(r.id);
      QFAIL("a damaged history read without an error");
    } catch (const Error& e) {
      QCOMPARE(e.kind(), ErrorKind::BadInput);
      QVERIFY2(std::string(e.what()).find("damaged") != std::string::npos, e.what());
    }
    EXPECT_ERROR([&] { HistoryStore::open(dir_.path().toStdString()); }, ErrorKind::BadInput, {"is a folder"});
    EXPECT_ERROR([&] { HistoryStore::open(p("missing.sqlite"), HistoryStore::Mode::ReadOnly); }, ErrorKind::BadInput,
                 {"no history file"});
  }

  // #27: ids are never reused (a deleted run's id given to the next run mixed two runs in one row).
  void idsAreNeverReused() {
    auto store = HistoryStore::open(p("ids.sqlite"));
    std::int64_t a = 0, b = 0, c = 0;
    recordedRun(*store, toySpec(1, 1), &a);
    recordedRun(*store, toySpec(1, 2), &b);
    QCOMPARE(store->remove({b}), 1);
    recordedRun(*store, toySpec(1, 3), &c);
    QVERIFY2(c > b, "the id of a deleted run was given again");
    QCOMPARE(store->count(), std::int64_t{2});
  }

  // #27: a writer whose row vanished (history delete --force) stops writing with a clear message;
  // a running run is not deleted without force.
  void aWriterWhoseRowVanishedStops() {
    auto store = HistoryStore::open(p("vanish.sqlite"));
    RunRecord rec;
    rec.id = newRunId();
    rec.spec = toySpec(3);
    rec.createdUtc = utcNowIso();
    rec.hostname = hostName();
    rec.result.status = RunStatus::Running;
    HistoryRecorder recorder(*store);
    std::vector<std::string> problems;
    recorder.setProblemHandler([&](const std::string& m) { problems.push_back(m); });
    recorder.onRunStart(rec);
    QVERIFY(recorder.runId() > 0);
    EXPECT_ERROR([&] { store->remove({recorder.runId()}); }, ErrorKind::InvalidArgument, {"still training", "--force"});
    QCOMPARE(store->remove({recorder.runId()}, true), 1);
    EpochRecord e;
    e.epoch = 1;
    e.trainLoss = 1.0;
    recorder.onEpochEnd(e);
    QCOMPARE(problems.size(), std::size_t{1});
    QVERIFY2(problems[0].find("deleted while it trained") != std::string::npos, problems[0].c_str());
    rec.result.status = RunStatus::Completed;
    rec.result.epochs.push_back(e);
    recorder.onRunEnd(rec);
    const StoreOutcome out = recorder.settle(rec);
    QVERIFY(!out.stored);
    QCOMPARE(store->count(), std::int64_t{0});  // not put back
    QVERIFY(!out.recoveryFile.empty());
    QCOMPARE(RunRecord::load(out.recoveryFile).result.epochs.size(), std::size_t{1});
    std::filesystem::remove(out.recoveryFile);
  }

  // #27: a run merged while it trained stayed "interrupted" after it finished ("0 new runs").
  void mergeUpdatesARunThatHasSinceFinished() {
    const std::string node = p("node-live.sqlite");
    auto live = HistoryStore::open(node);
    RunRecord rec;
    rec.id = newRunId();
    rec.spec = toySpec(3);
    rec.label = "still going";
    rec.createdUtc = utcNowIso();
    rec.hostname = hostName();
    rec.result.status = RunStatus::Running;
    const std::int64_t id = live->beginRun(rec);
    EpochRecord e;
    e.epoch = 1;
    e.trainLoss = 1.0;
    e.trainSamples = 10;
    e.trainSeconds = 0.1;
    live->addEpoch(id, e);
    auto all = HistoryStore::open(p("merged-live.sqlite"));
    QCOMPARE(all->merge(node).added, 1);
    const auto first = all->list();
    QCOMPARE(first[0].status, RunStatus::Interrupted);  // its writer is another file's: not alive here
    QCOMPARE(first[0].epochsDone, 1);
    for (int k = 2; k <= 3; ++k) {
      e.epoch = k;
      live->addEpoch(id, e);
      rec.result.epochs.push_back(e);
    }
    rec.result.status = RunStatus::Completed;
    live->finishRun(id, rec);
    const MergeReport again = all->merge(node);
    QCOMPARE(again.updated, 1);
    QCOMPARE(again.added, 0);
    const auto after = all->list();
    QCOMPARE(after.size(), std::size_t{1});
    QCOMPARE(after[0].status, RunStatus::Completed);
    QCOMPARE(after[0].epochsDone, 3);
    QCOMPARE(all->merge(node).present, 1);  // and a third time nothing changes
  }

  // #27: runs killed on another host stayed "running" forever.
  void aSilentRunOfAnotherHostIsUnknown() {
    auto store = HistoryStore::open(p("elsewhere.sqlite"));
    RunRecord rec;
    rec.id = newRunId();
    rec.spec = toySpec(3);
    rec.createdUtc = "2026-01-01T00:00:00Z";
    rec.hostname = "gpu-node-7";
    rec.result.status = RunStatus::Running;
    const std::int64_t old = store->beginRun(rec);
    rec.id = newRunId();
    const std::int64_t fresh = store->beginRun(rec);
    SqliteStmt st(store->db(), "UPDATE runs SET updated = ?2 WHERE id = ?1");
    st.bind(1, old).bind(2, "2026-01-01T00:00:00Z").run();
    const RunSummary s = store->summary(old);
    QCOMPARE(s.status, RunStatus::Unknown);
    QVERIFY2(s.statusText().find("unknown (host gpu-node-7, nothing written for") == 0, s.statusText().c_str());
    QCOMPARE(store->summary(fresh).status, RunStatus::Running);  // written just now: still running there
    RunFilter f;
    f.equals = {{"status", "unknown"}};
    QCOMPARE(store->list(f).size(), std::size_t{1});
    EXPECT_ERROR([&] { store->remove({fresh}); }, ErrorKind::InvalidArgument, {"host gpu-node-7"});
  }

  // #27: every header field is checked before use; an older schema is read without changing the file.
  void headerFieldsAreValidatedAndReadingNeverWrites() {
    const std::string path = p("hdr.sqlite");
    {
      auto store = HistoryStore::open(path);
      recordedRun(*store, toySpec(1));
    }
    QCOMPARE(readHistoryHeader(path).userVersion, historySchemaVersion());
    auto patched = [&](int offset, std::vector<unsigned char> bytes) {
      const std::string copy = p("hdr-copy.sqlite");
      std::filesystem::copy_file(path, copy, std::filesystem::copy_options::overwrite_existing);
      std::fstream f(copy, std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(offset);
      f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
      return copy;
    };
    EXPECT_ERROR([&] { HistoryStore::open(patched(60, {0x80, 0, 0, 0})); }, ErrorKind::BadInput, {"schema version", "-2147483648"});
    EXPECT_ERROR([&] { HistoryStore::open(patched(16, {0x03, 0x00})); }, ErrorKind::BadInput, {"page size"});
    EXPECT_ERROR([&] { HistoryStore::open(patched(18, {7, 7})); }, ErrorKind::BadInput, {"file format"});
    EXPECT_ERROR([&] { HistoryStore::open(patched(21, {1, 1, 1})); }, ErrorKind::BadInput, {"payload"});
    EXPECT_ERROR([&] { HistoryStore::open(patched(56, {0, 0, 0, 9})); }, ErrorKind::BadInput, {"text encoding"});
    EXPECT_ERROR([&] { HistoryStore::open(patched(0, {'X'})); }, ErrorKind::BadInput, {"not an SQLite database"});
    {
      std::filesystem::copy_file(path, p("hdr-short.sqlite"), std::filesystem::copy_options::overwrite_existing);
      std::filesystem::resize_file(p("hdr-short.sqlite"), 60);
      EXPECT_ERROR([&] { HistoryStore::open(p("hdr-short.sqlite"), HistoryStore::Mode::ReadOnly); }, ErrorKind::BadInput,
                   {"100-byte header"});
    }
    // A schema-4 file is read (through a migrated private copy) and not changed.
    const std::string old = p("schema4.sqlite");
    {
      SqliteDb db(old, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
      applyHistoryMigrations(db, 0, 4);
      db.exec("INSERT INTO runs (uid, status, created, spec) VALUES ('old-run', 'completed', '2026-11-01T00:00:00Z', '" +
              toySpec(1).toJson().dump() + "')");
    }
    const QByteArray before = fileHash(QString::fromStdString(old));
    {
      auto ro = HistoryStore::open(old, HistoryStore::Mode::ReadOnly);
      QCOMPARE(ro->list().size(), std::size_t{1});
      QCOMPARE(ro->load(ro->resolve("old-run")).spec.train.epochs, 1);
    }
    QCOMPARE(fileHash(QString::fromStdString(old)), before);
    QVERIFY(!std::filesystem::exists(old + "-wal"));
  }

  void twoWritersAtOnceBothLand() {
    // Two threads with their own connections, as two processes would have.
    const std::string path = p("shared.sqlite");
    HistoryStore::open(path);  // created first, so neither writer races the schema
    std::vector<RunRecord> recs(2);
    auto work = [&](int i) {
      auto store = HistoryStore::open(path);
      recs[static_cast<std::size_t>(i)] = recordedRun(*store, toySpec(4, 10 + static_cast<std::uint64_t>(i)));
    };
    std::thread a(work, 0), b(work, 1);
    a.join();
    b.join();
    auto store = HistoryStore::open(path);
    QCOMPARE(store->count(), std::int64_t{2});
    for (const auto& r : recs) {
      const RunRecord back = store->load(store->resolve(r.id));
      QCOMPARE(back.result.epochs.size(), std::size_t{4});
      QCOMPARE(back.result.status, RunStatus::Completed);
    }
  }

  void aFailedSetupIsRecordedWithItsReason() {
    auto store = HistoryStore::open(p("h5.sqlite"));
    ExperimentSpec s = toySpec(1);
    s.backend = "cuda:7";  // no such device here (or in a CPU build)
    HistoryRecorder recorder(*store);
    QVERIFY_THROWS_EXCEPTION(Error, runExperiment(s, &recorder));
    const RunSummary sum = store->summary(recorder.runId());
    QCOMPARE(sum.status, RunStatus::Failed);
    QVERIFY(sum.message.find("cuda") != std::string::npos);
  }
};

QTEST_GUILESS_MAIN(HistoryTest)
#include "test_history.moc"

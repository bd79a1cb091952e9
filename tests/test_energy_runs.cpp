// A run's energy (issue 14, the integration): the spec's energy block, a run with a fake
// powercap tree and the stand-in NVML whose every finished epoch has its energy, the record's
// and the history's round trips, a stopped run that keeps its finished epochs' energy, a run
// where nothing can be measured (unaffected, "not available" with the reason), an older history
// file, the sweep report's energy columns.
#include <QtTest>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "data/idx_reader.h"
#include "experiment/energy_summary.h"
#include "experiment/experiment_runner.h"
#include "experiment/history_recorder.h"
#include "experiment/history_schema.h"
#include "experiment/history_store.h"
#include "experiment/sqlite_db.h"
#include "experiment/sweep_report.h"
#include "support/expect_error.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

void writeFile(const std::string& path, const std::string& text) {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream(path, std::ios::trunc) << text;
}

// Counts the epochs the observers after the meter see with their energy; stops after `stopAfter`.
struct EpochWatcher : RunObserver {
  int withEnergy = 0, epochs = 0, samplers = 0, stopAfter = 0;
  std::atomic<bool>* stop = nullptr;
  void onPowerSampler(std::shared_ptr<const PowerSampler> s) override { samplers += s ? 1 : 0; }
  void onEpochEnd(const EpochRecord& e) override {
    ++epochs;
    if (e.energy) ++withEnergy;
    if (stop && epochs == stopAfter) stop->store(true);
  }
};

}  // namespace

class EnergyRunsTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  std::string toyDir_, powercap_;
  std::string p(const char* name) const { return (dir_.path() + "/" + name).toStdString(); }

  ExperimentSpec toySpec(int epochs, bool energy) const {
    ExperimentSpec s = test::toyMlpSpec(toyDir_, epochs, 3);
    s.energy.enabled = energy;
    s.energy.hz = 50;
    return s;
  }

  static void measurable(const std::string& powercap) {
    qputenv("NNLAB_POWERCAP_ROOT", QByteArray::fromStdString(powercap));
    qputenv("NNLAB_NVML_LIBRARY", NNLAB_FAKE_NVML);
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    toyDir_ = p("toy");
    std::filesystem::create_directories(toyDir_);
    const Dataset d = test::makeToyDataset(320, 4);
    writeIdxImages(toyDir_ + "/train-images-idx3-ubyte", d.images, false);
    writeIdxLabels(toyDir_ + "/train-labels-idx1-ubyte", d.labels, false);
    // Two RAPL domains: a package whose counter stands still, a DRAM domain that cannot be read
    // (its energy_uj is a directory: unreadable even by root).
    powercap_ = p("powercap");
    writeFile(powercap_ + "/intel-rapl:0/name", "package-0\n");
    writeFile(powercap_ + "/intel-rapl:0/energy_uj", "1000\n");
    writeFile(powercap_ + "/intel-rapl:0/max_energy_range_uj", "262143328850\n");
    writeFile(powercap_ + "/intel-rapl:0:0/name", "dram\n");
    writeFile(powercap_ + "/intel-rapl:0:0/max_energy_range_uj", "65712999613\n");
    std::filesystem::create_directories(powercap_ + "/intel-rapl:0:0/energy_uj");
  }

  void theSpecReadsAndWritesItsEnergyBlock() {
    ExperimentSpec s = ExperimentSpec::defaults();
    QVERIFY(!s.toJson().contains("energy"));  // older specs (and sweep uids) unchanged
    nlohmann::json j = s.toJson();
    j["energy"] = {{"enabled", true}, {"hz", 20}, {"idle_s", 5}};
    const ExperimentSpec back = ExperimentSpec::fromJson(j);
    QVERIFY(back.energy.enabled);
    QCOMPARE(back.energy.hz, 20.0);
    QCOMPARE(back.energy.idleSeconds, 5.0);
    QCOMPARE(back.toJson()["energy"], j["energy"]);
    j["energy"] = {{"enabled", true}, {"hz", 500}};
    EXPECT_ERROR([&] { ExperimentSpec::fromJson(j); }, ErrorKind::InvalidArgument, {"energy.hz"});
    j["energy"] = {{"idle_s", 601}};
    EXPECT_ERROR([&] { ExperimentSpec::fromJson(j); }, ErrorKind::InvalidArgument, {"energy.idle_s"});
    j["energy"] = {{"enable", true}};
    EXPECT_ERROR([&] { ExperimentSpec::fromJson(j); }, ErrorKind::InvalidArgument, {"enable", "enabled"});
  }

  void aRunHasEachEpochsEnergyAndTheHistoryKeepsIt() {
    measurable(powercap_);
    auto store = HistoryStore::open(p("h1.sqlite"));
    HistoryRecorder recorder(*store);
    EpochWatcher watch;
    ObserverList obs{&recorder, &watch};
    const RunRecord rec = runExperiment(toySpec(2, true), &obs);
    QCOMPARE(rec.result.status, RunStatus::Completed);
    QVERIFY(recorder.error().empty());
    QCOMPARE(watch.samplers, 1);
    QCOMPARE(watch.withEnergy, 2);
    QVERIFY(rec.energy);
    QVERIFY(rec.powerTrace);
    for (const char* label : {"run", "epoch 1", "epoch 1 train", "epoch 1 validation", "epoch 2", "test"})
      QVERIFY2(rec.energy->find(label), label);
    const IntervalEnergy* run = runEnergy(rec);
    QVERIFY(run && run->device("gpu:0") && run->device("gpu:0")->measured);
    QVERIFY(*run->device("gpu:0")->joules() > 0.0);
    const DeviceEnergy* dram = run->device("rapl:dram-0");
    QVERIFY(dram && !dram->measured && !dram->reason.empty());
    QCOMPARE(run->dataSamples, rec.result.epochs[0].trainSamples * 2);
    for (const auto& e : rec.result.epochs) {
      QVERIFY(e.energy);
      QCOMPARE(e.energy->interval.label, "epoch " + std::to_string(e.epoch));
      QVERIFY(e.energy->totalJoules() && *e.energy->totalJoules() > 0.0);
      QVERIFY(e.energy->joulesPerSample());
    }
    // The summary never shows a device it could not read as 0.
    bool sawDram = false;
    for (const auto& [dev, text] : energyLines(rec))
      if (text.find("not available: ") == 0) sawDram = true;
    QVERIFY(sawDram);

    // The record's JSON round trip.
    const RunRecord json = RunRecord::fromJson(nlohmann::json::parse(rec.toJson().dump()));
    QVERIFY(json.energy && json.powerTrace);
    QCOMPARE(json.energy->intervals.size(), rec.energy->intervals.size());
    QVERIFY(json.result.epochs[1].energy);
    QCOMPARE(*json.result.epochs[1].energy->totalJoules(), *rec.result.epochs[1].energy->totalJoules());

    // The history's.
    const RunRecord back = store->load(recorder.runId());
    QVERIFY(back.energy && back.powerTrace);
    QCOMPARE(back.energy->toJson(), json.energy->toJson());
    QCOMPARE(back.powerTrace->sources.size(), rec.powerTrace->sources.size());
    QCOMPARE(back.powerTrace->samples[0].size(), rec.powerTrace->samples[0].size());
    QCOMPARE(back.result.epochs.size(), std::size_t{2});
    for (std::size_t i = 0; i < 2; ++i) {
      QVERIFY(back.result.epochs[i].energy);
      QCOMPARE(*back.result.epochs[i].energy->totalJoules(), *rec.result.epochs[i].energy->totalJoules());
    }
    SqliteStmt q(store->db(), "SELECT joules FROM epochs WHERE run = ?1 AND epoch = 1");
    q.bind(1, recorder.runId());
    QVERIFY(q.step() && q.real(0) > 0.0);

    // energy RUN's report, and against itself as the baseline: every ratio 1.
    const nlohmann::json r = energyReportJson(back, &back);
    QCOMPARE(r["baseline"]["comparison"]["edp_ratio"].get<double>(), 1.0);
    QVERIFY(energyReportText(back).find("EDP") != std::string::npos);
  }

  void aStoppedRunKeepsItsFinishedEpochsEnergy() {
    measurable(powercap_);
    std::atomic<bool> stop{false};
    EpochWatcher watch;
    watch.stop = &stop;
    watch.stopAfter = 1;
    auto store = HistoryStore::open(p("h2.sqlite"));
    HistoryRecorder recorder(*store);
    ObserverList obs{&watch, &recorder};
    const RunRecord rec = runExperiment(toySpec(3, true), &obs, &stop);
    QCOMPARE(rec.result.status, RunStatus::Cancelled);
    QCOMPARE(rec.result.epochs.size(), std::size_t{1});
    QVERIFY(rec.result.epochs[0].energy && rec.result.epochs[0].energy->totalJoules());
    QVERIFY(rec.energy && rec.energy->find("run"));
    QVERIFY(!rec.energy->find("run")->interval.open());
    const RunRecord back = store->load(recorder.runId());
    QVERIFY(back.energy);
    QVERIFY(back.result.epochs[0].energy);
  }

  // Without NVML or RAPL: the same training, and the record says why nothing was measured.
  void withoutSourcesTheRunIsUnaffected() {
    qputenv("NNLAB_POWERCAP_ROOT", "/nonexistent/powercap");
    qputenv("NNLAB_NVML_LIBRARY", "libnnlab-no-such-nvml.so.1");
    const RunRecord plain = runExperiment(toySpec(2, false));
    const RunRecord rec = runExperiment(toySpec(2, true));
    QVERIFY(!plain.energy);
    QCOMPARE(rec.result.status, RunStatus::Completed);
    QCOMPARE(rec.result.epochs.back().trainLoss, plain.result.epochs.back().trainLoss);
    QVERIFY(rec.energy);
    const IntervalEnergy* run = runEnergy(rec);
    QVERIFY(run);
    QVERIFY(!run->totalJoules());
    QCOMPARE(run->devices.size(), std::size_t{2});
    for (const auto& d : run->devices) QVERIFY(!d.measured && !d.joules());
    const auto lines = energyLines(rec);
    QVERIFY(!lines.empty());
    bool gpu = false, rapl = false;
    for (const auto& [dev, text] : lines) {
      gpu = gpu || text.find("not available: the NVIDIA management library could not be loaded") != std::string::npos;
      rapl = rapl || text.find("not available: /nonexistent/powercap does not exist") != std::string::npos;
    }
    QVERIFY(gpu && rapl);
    EXPECT_ERROR([&] { energyReportJson(plain); }, ErrorKind::InvalidArgument, {"did not measure its energy", "--energy"});
  }

  // A history written before energy existed (schema 3): migrates, its runs read without energy,
  // and a new run with energy goes in beside them.
  void aHistoryFromBeforeEnergyMigrates() {
    const std::string path = p("v3.sqlite");
    {
      SqliteDb db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
      applyHistoryMigrations(db, 0, 3);
      db.exec("INSERT INTO runs (uid, label, status, created, spec, epochs_done) VALUES ('old-run', 'old', 'completed', "
              "'2026-01-01T00:00:00Z', '" + ExperimentSpec::defaults().toJson().dump() + "', 1)");
      db.exec("INSERT INTO epochs (run, epoch, train_loss, train_seconds, train_samples) VALUES (1, 1, 0.5, 2.0, 100)");
    }
    auto store = HistoryStore::open(path);
    QCOMPARE(store->schemaVersion(), historySchemaVersion());
    const RunRecord old = store->load(store->resolve("old-run"));
    QVERIFY(!old.energy && !old.powerTrace && !old.result.epochs[0].energy);
    measurable(powercap_);
    HistoryRecorder recorder(*store);
    runExperiment(toySpec(1, true), &recorder);
    QVERIFY(store->load(recorder.runId()).energy);
  }

  void aLongTraceIsThinnedForStoring() {
    PowerTrace t;
    t.sources.resize(1);
    t.samples.resize(1);
    for (int i = 0; i < 10001; ++i) t.samples[0].push_back(PowerSample{i * 0.1, 100.0});
    const PowerTrace thin = thinnedTrace(t, 1000);
    QVERIFY(thin.samples[0].size() <= 1000);
    QVERIFY(thin.samples[0].size() > 500);
    QCOMPARE(thin.samples[0].front().t, 0.0);
    QCOMPARE(thin.samples[0].back().t, t.samples[0].back().t);
  }

  // The Speedup page's figures: ratios of the groups' means to the baseline's; a group without
  // energy has NaN, and no group with energy gives nothing at all.
  void groupsOfRunsCompareTheirEnergy() {
    auto withEnergy = [](double joules, double seconds) {
      RunRecord r;
      EnergyReport rep;
      IntervalEnergy run;
      run.interval.label = "run";
      run.interval.begin = 0.0;
      run.interval.end = seconds;
      DeviceEnergy d;
      d.source = "gpu:0";
      d.measured = true;
      d.seconds = seconds;
      d.counterJoules = joules;
      run.devices.push_back(d);
      rep.intervals.push_back(run);
      r.energy = rep;
      return r;
    };
    const RunGroup base{"cpu", {withEnergy(1000.0, 100.0), withEnergy(1200.0, 100.0)}};
    const RunGroup gpu{"gpu", {withEnergy(110.0, 10.0)}};
    const RunGroup plain{"plain", {RunRecord{}}};
    const auto g = compareEnergy(base, {gpu, plain});
    QCOMPARE(g.size(), std::size_t{3});
    QCOMPARE(g[0].runs, 2);
    QCOMPARE(g[0].joules, 1100.0);
    QCOMPARE(g[0].edpRatio, 1.0);
    QVERIFY(std::fabs(g[1].energyRatio - 0.1) < 1e-12);
    QVERIFY(std::fabs(g[1].edpRatio - 0.01) < 1e-12);  // (110 x 10) / (1100 x 100)
    QVERIFY(std::isnan(g[2].joules) && std::isnan(g[2].edpRatio));
    QVERIFY(compareEnergy(plain, {plain}).empty());
  }

  void theSweepReportHasEnergyColumnsOnlyWithEnergy() {
    measurable(powercap_);
    SweepSpec sweep;
    sweep.name = "energy";
    sweep.base = toySpec(1, true).toJson();
    std::vector<RunRecord> runs;
    RunRecord a = runExperiment(toySpec(1, true));
    a.sweepId = sweep.uid();
    a.cellId = sweep.cellKey(0);
    a.repeat = 0;
    runs.push_back(a);
    const SweepReport withEnergy = makeSweepReport(sweep, runs);
    QVERIFY(withEnergy.text().find("J/sample") != std::string::npos);
    QVERIFY(withEnergy.csv().find("energy_j") != std::string::npos);
    runs[0].energy.reset();
    const SweepReport without = makeSweepReport(sweep, runs);
    QVERIFY(without.text().find("J/sample") == std::string::npos);
    QVERIFY(without.csv().find("energy_j") == std::string::npos);
  }
};

QTEST_GUILESS_MAIN(EnergyRunsTest)
#include "test_energy_runs.moc"

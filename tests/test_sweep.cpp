// Parameter sweeps: the spec read strictly (a wrong field path, an empty value list, a value of the
// wrong type, too many runs: clear errors before anything runs), the grid and its order, the
// report's statistics; and through the real nnlab-cli: the study's design (batch x device x
// seeds), a sweep killed with SIGKILL and run again (no finished run repeated, no cell lost), and
// the SLURM job array run locally task by task, merged, giving the one-process report.
#include <signal.h>

#include <QProcess>
#include <QtTest>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <fstream>
#include <map>

#include "data/idx_reader.h"
#include "experiment/history_store.h"
#include "experiment/sweep_report.h"
#include "experiment/sweep_runner.h"
#include "experiment/sweep_spec.h"
#include "support/expect_error.h"
#include "support/cli_runner.h"
#include "support/test_support.h"

using namespace nnlab;
using json = nlohmann::json;

namespace {

using Result = test::CliResult;

Result run(const QString& program, const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  return test::runProgram(program, args, 300000, {}, env);
}

Result cli(const QStringList& args) { return run(QStringLiteral(NNLAB_CLI), args); }

// {"field": f, "values": [...]} and {"field": f, "range": r}: axes written without nested braces,
// which moc cannot parse inside a slot's body.
json axis(const char* field, const json& values) {
  json a = json::object();
  a["field"] = field;
  a["values"] = values;
  return a;
}
json rangeAxis(const char* field, const json& range) {
  json a = json::object();
  a["field"] = field;
  a["range"] = range;
  return a;
}
json sweepOf(const json& base, const json& axes, int repeats = 1, const char* name = nullptr) {
  json s = json::object();
  s["base"] = base;
  s["axes"] = axes;
  s["repeats"] = repeats;
  if (name) s["name"] = name;
  return s;
}

// The completed runs of a history, per (cell, repeat).
std::map<std::pair<std::string, int>, int> completedPerCell(const std::string& path) {
  std::map<std::pair<std::string, int>, int> n;
  auto h = HistoryStore::open(path, HistoryStore::Mode::ReadOnly);
  for (const auto& r : h->list())
    if (r.status == RunStatus::Completed) ++n[{r.cell, r.repeat}];
  return n;
}

}  // namespace

class SweepTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  std::string toyDir_;
  QString p(const QString& name) const { return dir_.path() + "/" + name; }
  json base(int epochs = 2) const {
    json b = json::parse(R"({"device": {"name": "cpu-blas", "threads": 1}, "training": {"batch": 16}})");
    b["model"] = test::toyMlp().toJson();
    b["dataset"] = json::object();
    b["dataset"]["name"] = toyDir_;
    b["dataset"]["split"] = json::array({80, 10, 10});
    b["training"]["epochs"] = epochs;
    return b;
  }
  QString writeSpec(const QString& name, const json& j) const {
    std::ofstream(p(name).toStdString()) << j.dump(2);
    return p(name);
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    toyDir_ = p("toy").toStdString();
    std::filesystem::create_directories(toyDir_);
    const Dataset d = test::makeToyDataset(320, 4);
    writeIdxImages(toyDir_ + "/train-images-idx3-ubyte", d.images, false);
    writeIdxLabels(toyDir_ + "/train-labels-idx1-ubyte", d.labels, false);
  }

  void gridOrderAndKeys() {
    const SweepSpec s = SweepSpec::fromJson(sweepOf(
        base(), json::array({axis("training.batch", json::array({16, 32, 64})),
                             axis("device", json::array({"cpu-reference", "cpu-blas"}))}),
        3));
    QCOMPARE(s.cells(), 6);
    QCOMPARE(s.runCount(), std::int64_t{18});
    QCOMPARE(s.cellKey(0), std::string("training.batch=16 device.name=cpu-reference"));
    QCOMPARE(s.cellKey(5), std::string("training.batch=64 device.name=cpu-blas"));
    const auto runs = s.expand();
    // Repeat 0 of every cell first: a whole grid early.
    QCOMPARE(runs[5].cell, 5);
    QCOMPARE(runs[5].repeat, 0);
    QCOMPARE(runs[6].cell, 0);
    QCOMPARE(runs[6].repeat, 1);
    QCOMPARE(runs[7].spec.train.batch, 16);
    QCOMPARE(runs[7].spec.backend, std::string("cpu-blas"));
    // Repeats differ in the seed only.
    QCOMPARE(runs[0].spec.train.seed, std::uint64_t{1});
    QCOMPARE(runs[6].spec.train.seed, std::uint64_t{2});
    // The same spec, however written, is the same sweep.
    const SweepSpec again = SweepSpec::fromJson(json::parse(s.toJson().dump()));
    QCOMPARE(again.uid(), s.uid());
  }

  void rangesExpand() {
    const SweepSpec s = SweepSpec::fromJson(sweepOf(
        base(), json::array({rangeAxis("optimizer.lr", json::parse(R"({"from": 0.001, "to": 0.1, "steps": 3, "scale": "log"})")),
                             rangeAxis("training.batch", json::parse(R"({"from": 16, "to": 64, "steps": 4})"))})));
    QCOMPARE(s.axes[0].values.size(), std::size_t{3});
    QVERIFY(std::fabs(s.axes[0].values[1].get<double>() - 0.01) < 1e-9);
    QCOMPARE(s.axes[1].values, (std::vector<json>{16, 32, 48, 64}));
  }

  // Acceptance (issue 12): bad sweep specs give clear errors before anything runs.
  void badSpecsAreClear() {
    EXPECT_ERROR([&] { SweepSpec::fromJson(sweepOf(base(), json::array({axis("training.batch_size", json::array({1}))}))); },
                 ErrorKind::InvalidArgument, {"unknown key `training.batch_size`", "did you mean `training.batch`?"});
    EXPECT_ERROR([&] { SweepSpec::fromJson(sweepOf(base(), json::array({axis("training.batch", json::array())}))); },
                 ErrorKind::InvalidArgument, {"`axes[0].values` is empty"});
    EXPECT_ERROR([&] { SweepSpec::fromJson(sweepOf(base(), json::array({axis("training.batch", json::array({16, "big"}))}))); },
                 ErrorKind::InvalidArgument, {"axis `training.batch` value big", "`training.batch` must be an integer"});
    EXPECT_ERROR([&] { SweepSpec::fromJson(sweepOf(base(), json::array({axis("optimizer.lr", json::array({0.1, 500}))}))); },
                 ErrorKind::InvalidArgument, {"`optimizer.lr` must be between 0 and 100, not 500"});
    EXPECT_ERROR([&] {
                   json j = sweepOf(base(), json::array());
                   j["repeat"] = 3;
                   SweepSpec::fromJson(j);
                 },
                 ErrorKind::InvalidArgument,
                 {"unknown key `repeat`", "did you mean `repeats`?"});
    EXPECT_ERROR([&] { SweepSpec::fromJson(sweepOf(base(), json::array({axis("seed", json::array({1, 2}))}), 2)); },
                 ErrorKind::InvalidArgument, {"repeats vary the seed too"});
    EXPECT_ERROR([&] { SweepSpec::fromJson(json::parse(R"({"axes": []})")); }, ErrorKind::InvalidArgument, {"`base` is missing"});
    // A million runs need --yes, and nothing runs without it.
    json axes = json::array();
    for (const char* f : {"training.batch", "training.epochs", "optimizer.lr"}) {
      json values = json::array();
      for (int i = 1; i <= 50; ++i) values.push_back(std::string(f) == "optimizer.lr" ? json(0.001 * i) : json(i));
      axes.push_back(axis(f, values));
    }
    const json big = sweepOf(base(), axes, 10);
    const Result r = cli({"sweep", "run", writeSpec("big.json", big), "--history", p("big.sqlite")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("1,250,000 runs") && r.err.contains("--yes"), qPrintable(r.err));
    QVERIFY(!QFile::exists(p("big.sqlite")));
  }

  void reportStatistics() {
    // Three completed runs of one cell with known timings and accuracies.
    const SweepSpec s = SweepSpec::fromJson(sweepOf(base(3), json::array(), 3));
    std::vector<RunRecord> runs;
    for (int r = 0; r < 3; ++r) {
      RunRecord rec;
      rec.spec = s.experiment(0, r);
      rec.sweepId = s.uid();
      rec.cellId = s.cellKey(0);
      rec.repeat = r;
      rec.createdUtc = "2026-11-23T10:0" + std::to_string(r) + ":00Z";
      rec.dataset.splitSizes = {100, 10, 10};
      for (int e = 1; e <= 3; ++e) {
        EpochRecord ep;
        ep.epoch = e;
        ep.trainSeconds = e == 1 ? 9.0 : 1.0 + r;  // the warm-up epoch is left out
        ep.trainSamples = 100;
        ep.valAccuracy = 0.5 + 0.1 * r;
        ep.valSeconds = 0.1;
        rec.result.epochs.push_back(ep);
      }
      runs.push_back(rec);
    }
    RunRecord interrupted = runs[0];  // an interrupted try of repeat 0 counts for nothing
    interrupted.result.status = RunStatus::Interrupted;
    runs.push_back(interrupted);
    const SweepReport rep = makeSweepReport(s, runs);
    QCOMPARE(rep.cells.size(), std::size_t{1});
    const SweepCell& c = rep.cells[0];
    QCOMPARE(c.completed, 3);
    const Stats& train = c.stats[0];  // train s/epoch: 1, 2, 3
    QCOMPARE(train.n, 3);
    QCOMPARE(train.mean, 2.0);
    QCOMPARE(train.std, 1.0);
    QVERIFY(std::fabs(train.ci95 - 4.3027 / std::sqrt(3.0)) < 1e-4);
    QCOMPARE(train.min, 1.0);
    QCOMPARE(train.max, 3.0);
    QVERIFY(!c.noisy.empty() && c.noisy[0] == "train s/epoch");  // CV 50 %
    QVERIFY(rep.text().find("1 warm-up epoch(s)") != std::string::npos);
    QVERIFY(rep.csv().starts_with("cell,n,planned,failed,train_s_per_epoch_mean"));
  }

  // Acceptance: the AMP study's design, on the toy data: batch {16, 32, 64} x device {cpu-reference,
  // cpu-blas} x 3 seeds, 2 epochs: 6 cells with n = 3 and a std.
  void theStudyDesignGivesSixCellsOfThree() {
    const json spec = sweepOf(base(2),
                              json::array({axis("training.batch", json::array({16, 32, 64})),
                                           axis("device.name", json::array({"cpu-reference", "cpu-blas"}))}),
                              3, "study");
    const QString h = p("study.sqlite");
    const Result r = cli({"sweep", "run", writeSpec("study.json", spec), "--history", h, "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const Result rep = cli({"sweep", "report", "study", "--history", h, "--json"});
    QVERIFY2(rep.code == 0, qPrintable(rep.err));
    const json j = json::parse(rep.out.toStdString());
    QCOMPARE(j["cells"].size(), std::size_t{6});
    for (const auto& c : j["cells"]) {
      QCOMPARE(c["n"].get<int>(), 3);
      QVERIFY(c["metrics"]["train_s_per_epoch"]["std"].is_number());
      QVERIFY(c["metrics"]["test_acc"]["mean"].get<double>() > 0.25);
    }
    const Result text = cli({"sweep", "report", "study", "--history", h, "--csv", p("study.csv")});
    QVERIFY(text.out.contains("3/3"));
    QVERIFY(QFile::exists(p("study.csv")));
    QVERIFY(cli({"sweep", "list", "--history", h}).out.contains("18/18 runs done"));
    // Running it again runs nothing.
    const Result again = cli({"sweep", "run", p("study.json"), "--history", h, "-q"});
    QCOMPARE(again.code, 0);
    QCOMPARE(HistoryStore::open(h.toStdString())->count(), std::int64_t{18});
  }

  // Acceptance: a sweep killed with SIGKILL and run again: no finished run repeated, no cell lost.
  void aKilledSweepResumes() {
    const json spec = sweepOf(base(60), json::array({axis("training.batch", json::array({8, 16, 32, 64}))}), 3, "killed");
    const QString file = writeSpec("killed.json", spec);
    const std::string h = p("killed.sqlite").toStdString();
    QProcess sweep;
    sweep.start(QStringLiteral(NNLAB_CLI), {"sweep", "run", file, "--history", QString::fromStdString(h), "-q"});
    QVERIFY(sweep.waitForStarted());
    int done = 0;
    for (int i = 0; i < 1200 && done < 3; ++i) {
      QTest::qWait(50);
      try {
        int n = 0;
        for (const auto& [k, c] : completedPerCell(h)) n += c;
        done = n;
      } catch (const Error&) {
      }
    }
    QVERIFY2(done >= 3, "the sweep did not finish three runs in time");
    ::kill(static_cast<pid_t>(sweep.processId()), SIGKILL);
    QVERIFY(sweep.waitForFinished());
    const auto before = completedPerCell(h);
    QVERIFY(before.size() < 12);

    const Result again = cli({"sweep", "run", file, "--history", QString::fromStdString(h), "-q"});
    QVERIFY2(again.code == 0, qPrintable(again.err));
    const auto after = completedPerCell(h);
    QCOMPARE(after.size(), std::size_t{12});  // every cell and repeat, once
    for (const auto& [key, n] : after) QCOMPARE(n, 1);
    // The runs finished before the kill are the same rows, not repeated.
    auto store = HistoryStore::open(h, HistoryStore::Mode::ReadOnly);
    int completed = 0;
    for (const auto& r : store->list()) completed += r.status == RunStatus::Completed ? 1 : 0;
    QCOMPARE(completed, 12);
  }

  // #26: two different sweeps of one name (Compare devices again after a change) are told apart
  // ("name (2)"); the same sweep run again keeps its name; a stopped sweep's last progress says
  // so and estimates nothing; the estimate counts the cool-downs.
  void namesProgressAndEstimate() {
    const std::string h = p("names.sqlite").toStdString();
    auto store = HistoryStore::open(h);
    const SweepSpec a = SweepSpec::fromJson(sweepOf(base(1), json::array({axis("training.batch", json::array({8, 16}))}), 1, "study"));
    const SweepSpec b = SweepSpec::fromJson(sweepOf(base(1), json::array({axis("training.batch", json::array({32, 64}))}), 1, "study"));
    std::atomic<bool> stop{false};
    std::vector<SweepProgress> seen;
    SweepOptions o;
    o.stop = &stop;
    o.progress = [&](const SweepProgress& pr) {
      seen.push_back(pr);
      if (pr.done == 1) stop = true;  // after the first run (the second, just starting, is cancelled)
    };
    const SweepOutcome out = runSweep(a, *store, o);
    QVERIFY(out.stopped);
    QVERIFY(seen.back().stopped && seen.back().current == nullptr && seen.back().etaSeconds < 0);
    QCOMPARE(seen.back().done, 1);  // the run cancelled at its start is not done: Resume runs it
    // Resumed: the run done before counts ("2 of 2", not "1 of 1").
    seen.clear();
    stop = false;
    o.progress = [&](const SweepProgress& pr) { seen.push_back(pr); };
    runSweep(a, *store, o);
    QCOMPARE(seen.back().skipped + seen.back().done, 2);
    QCOMPARE(seen.back().skipped + seen.back().total, 2);
    QVERIFY(!seen.back().stopped);
    runSweep(b, *store);
    std::vector<std::string> names;
    for (const SweepInfo& i : store->listSweeps()) names.push_back(i.name);
    std::sort(names.begin(), names.end());
    QCOMPARE(names, (std::vector<std::string>{"study", "study (2)"}));
    runSweep(a, *store);  // the same sweep again: no third name
    QCOMPARE(store->listSweeps().size(), std::size_t{2});
    // Three earlier runs of this model and data: time per epoch x epochs x runs, plus cool-downs.
    ExperimentSpec e = a.experiment(0, 0);
    const SweepEstimate plain = estimateSweep(*store, e, 4, 0.0);
    QCOMPARE(plain.basedOn, 4);
    QVERIFY(plain.seconds > 0 && plain.cooldownSeconds == 0);
    const SweepEstimate cooled = estimateSweep(*store, e, 4, 10.0);
    QCOMPARE(cooled.cooldownSeconds, 30.0);
    QVERIFY(std::fabs(cooled.seconds - plain.seconds - 30.0) < 1e-9);
    e.model.name = "never-run";
    QCOMPARE(estimateSweep(*store, e, 4, 10.0).basedOn, 0);
  }

  // Acceptance: the SLURM script's tasks run locally, merged, give the one-process report.
  void slurmTasksMergeIntoTheSameReport() {
    const json spec = sweepOf(base(2),
                              json::array({axis("training.batch", json::array({16, 32})),
                                           axis("optimizer.lr", json::array({0.05, 0.1}))}),
                              2, "slurm demo");
    const QString file = writeSpec("slurm.json", spec);
    const QString out = p("slurm-out");
    const Result w = cli({"sweep", "slurm", file, "--out", out, "--partition", "gpu", "--gpus-per-task", "2",
                          "--cpus-per-task", "4", "--time", "01:30:00", "--max-parallel", "2"});
    QVERIFY2(w.code == 0, qPrintable(w.err));
    QFile script(out + "/sweep.sbatch");
    QVERIFY(script.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(script.readAll());
    for (const char* d : {"#SBATCH --array=0-3%2", "#SBATCH --partition=gpu", "#SBATCH --gpus-per-task=2",
                          "#SBATCH --cpus-per-task=4", "#SBATCH --time=01:30:00"})
      QVERIFY2(text.contains(d), d);
    for (const char* s : {"sweep.sbatch", "merge.sbatch", "submit.sh"})
      QCOMPARE(run("bash", {"-n", out + "/" + s}).code, 0);

    // Each array task, as SLURM would start it (its #SBATCH lines are comments to bash).
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (int task = 0; task < 4; ++task) {
      env.insert("SLURM_ARRAY_TASK_ID", QString::number(task));
      const Result t = run("bash", {out + "/sweep.sbatch"}, env);
      QVERIFY2(t.code == 0, qPrintable(t.err));
    }
    const Result m = run("bash", {out + "/merge.sbatch"});
    QVERIFY2(m.code == 0, qPrintable(m.err));
    QVERIFY(QFile::exists(out + "/report.csv"));

    // The same cells in one process.
    const QString one = p("one.sqlite");
    QVERIFY(cli({"sweep", "run", file, "--history", one, "-q"}).code == 0);
    const json a = json::parse(cli({"sweep", "report", "slurm demo", "--history", out + "/history.sqlite", "--json"}).out.toStdString());
    const json b = json::parse(cli({"sweep", "report", "slurm demo", "--history", one, "--json"}).out.toStdString());
    QCOMPARE(a["cells"].size(), b["cells"].size());
    for (std::size_t c = 0; c < a["cells"].size(); ++c) {
      QCOMPARE(a["cells"][c]["n"], b["cells"][c]["n"]);
      for (const char* k : {"best_val_acc", "final_val_acc", "test_acc", "test_macro_f1"})  // timings differ; results not
        QCOMPARE(a["cells"][c]["metrics"][k].dump(), b["cells"][c]["metrics"][k].dump());
    }
  }
};

QTEST_GUILESS_MAIN(SweepTest)
#include "test_sweep.moc"

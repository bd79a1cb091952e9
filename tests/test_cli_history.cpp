// nnlab-cli and the history, end to end through the real binary: a run killed with SIGKILL keeps
// its finished epochs and reads as interrupted; two processes writing one history both land;
// every spec kind's unknown key and wrong type give exit code 2; the history commands; output
// names that cannot escape runs/; settings that would silently become others are refused.
#include <signal.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>
#include <fstream>

#include <nlohmann/json.hpp>

#include "data/idx_reader.h"
#include "device/gpu_info.h"
#include "experiment/history_store.h"
#include "support/cli_runner.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

using Result = test::CliResult;

Result cli(const QStringList& args, const QString& cwd = {}) { return test::runCli(args, 180000, cwd); }

QJsonDocument json(const QString& text) { return QJsonDocument::fromJson(text.toUtf8()); }

}  // namespace

class CliHistoryTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  QString toyDir_;
  QString p(const QString& name) const { return dir_.path() + "/" + name; }
  QStringList toyTrain(const QString& history) const {
    return {"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--split", "80,10,10", "-j", "1", "--history",
            history, "-q"};
  }
  void write(const QString& name, const char* text) const { std::ofstream(p(name).toStdString()) << text; }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    toyDir_ = p("toy");
    test::writeToyIdxFolder(toyDir_.toStdString());
    std::ofstream(p("toy-mlp.json").toStdString()) << test::toyMlp().toJson().dump();
  }

  // Acceptance (issue 11): SIGKILL after two finished epochs; `history show` lists them, interrupted.
  void aKilledRunKeepsItsEpochs() {
    const QString h = p("killed.sqlite");
    QProcess train;
    train.start(QStringLiteral(NNLAB_CLI), toyTrain(h) + QStringList{"--epochs", "100000", "--batch", "8", "--out",
                                                                     p("killed.json")});
    QVERIFY(train.waitForStarted());
    int done = 0;
    for (int i = 0; i < 600 && done < 2; ++i) {  // up to a minute on a loaded machine
      QTest::qWait(100);
      if (!QFile::exists(h)) continue;
      try {
        auto store = HistoryStore::open(h.toStdString(), HistoryStore::Mode::ReadOnly);
        const auto runs = store->list();
        if (!runs.empty()) done = runs[0].epochsDone;
      } catch (const Error&) {
      }
    }
    QVERIFY2(done >= 2, "the run did not finish two epochs in time");
    ::kill(static_cast<pid_t>(train.processId()), SIGKILL);
    QVERIFY(train.waitForFinished());
    QCOMPARE(train.exitStatus(), QProcess::CrashExit);

    const Result show = cli({"history", "show", "1", "--history", h});
    QVERIFY2(show.code == 0, qPrintable(show.err));
    QVERIFY2(show.out.contains("interrupted"), qPrintable(show.out));
    QVERIFY(show.out.contains(QRegularExpression("\\n\\s+1\\s+[0-9.]")));  // the epoch rows
    QVERIFY(show.out.contains(QRegularExpression("\\n\\s+2\\s+[0-9.]")));
    const QJsonArray list = json(cli({"history", "list", "--json", "--history", h}).out).array();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].toObject()["status"].toString(), QString("interrupted"));
    QVERIFY(list[0].toObject()["epochs_done"].toInt() >= 2);
    // The JSON record was rewritten after every epoch: it has them too.
    QFile f(p("killed.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(f.readAll()).object()["epochs"].toArray().size() >= 2);
  }

  // Acceptance: two `nnlab-cli train` processes writing to one history at the same time both land.
  void twoProcessesWriteOneHistory() {
    const QString h = p("shared.sqlite");
    QProcess a, b;
    a.start(QStringLiteral(NNLAB_CLI), toyTrain(h) + QStringList{"--epochs", "6", "--seed", "1", "--out", p("a.json")});
    b.start(QStringLiteral(NNLAB_CLI), toyTrain(h) + QStringList{"--epochs", "6", "--seed", "2", "--out", p("b.json")});
    QVERIFY(a.waitForFinished(180000));
    QVERIFY(b.waitForFinished(180000));
    QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
    QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
    const QJsonArray list = json(cli({"history", "list", "--json", "--history", h}).out).array();
    QCOMPARE(list.size(), 2);
    for (const auto& r : list) {
      QCOMPARE(r.toObject()["status"].toString(), QString("completed"));
      QCOMPARE(r.toObject()["epochs_done"].toInt(), 6);
    }
  }

  // Acceptance: every spec kind, unknown key and wrong type: exit code 2 and the key named.
  void specErrorsGiveExitCodeTwo_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("experiment unknown key") << "e1.json" << R"({"model": "lenet5", "training": {"batch_size": 128}})"
                                            << "unknown key `training.batch_size` (did you mean `training.batch`?)";
    QTest::newRow("experiment wrong type") << "e2.json" << R"({"model": "lenet5", "training": {"epochs": "three"}})"
                                           << "`training.epochs` must be an integer, not a string";
    QTest::newRow("model unknown key") << "m1.json" << R"({"name": "m", "layers": [{"type": "dense", "unit": 4}]})"
                                       << "unknown key `layers[0].unit` (did you mean `layers[0].units`?)";
    QTest::newRow("model wrong type") << "m2.json" << R"({"name": ["m"], "layers": [{"type": "relu"}]})"
                                      << "`name` must be a string, not an array";
  }
  void specErrorsGiveExitCodeTwo() {
    QFETCH(QString, file);
    QFETCH(QString, text);
    QFETCH(QString, message);
    write(file, text.toUtf8().constData());
    const bool model = file.startsWith('m');
    const Result r = model ? cli({"train", "--model", p(file), "--dataset", toyDir_, "--no-history", "-q"})
                           : cli({"train", p(file), "--no-history", "-q"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(!r.err.contains("internal error"), qPrintable(r.err));
  }

  void settingsThatWouldSilentlyChangeAreRefused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("seed -1") << QStringList{"--seed=-1"} << "--seed must be a whole number from 0 to 18446744073709551615";
    QTest::newRow("seed 2^64") << QStringList{"--seed", "18446744073709551616"} << "--seed must be a whole number";
    QTest::newRow("tiny split") << QStringList{"--split", "99.995,0.005,0"} << "fewer than one per class";
    QTest::newRow("batch > samples") << QStringList{"--batch", "100000"} << "is larger than the 272 training samples";
  }
  void settingsThatWouldSilentlyChangeAreRefused() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(QStringList{"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--no-history", "-q",
                                     "--out", p("x.json")} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
  }

  void theLargestSeedIsKeptExactly() {
    const Result r = cli(toyTrain(p("seed.sqlite")) + QStringList{"--epochs", "1", "--seed", "18446744073709551615", "--out",
                                                                  p("seed.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(p("seed.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("\"seed\": 18446744073709551615"));
  }

  void outputThatCannotBeWrittenIsFoundBeforeTraining() {
    QDir().mkpath(p("ro"));
    QFile::setPermissions(p("ro"), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const bool root = ::geteuid() == 0;  // root writes anywhere: use a path under a file instead
    const QString out = root ? p("toy-mlp.json") + "/run.json" : p("ro") + "/run.json";
    const Result r = cli(toyTrain(p("ro.sqlite")) + QStringList{"--epochs", "50", "--out", out});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("--out") && !r.err.contains("epoch"), qPrintable(r.err));
  }

  void defaultNamesStayInRuns() {
    // (built field by field: moc cannot read a raw string that ends in a quote)
    nlohmann::json spec = nlohmann::json::parse("{\"device\": {\"threads\": 1}, \"training\": {\"epochs\": 1}}");
    spec["name"] = "../../../../tmp/nnlab-escape";
    spec["model"] = p("toy-mlp.json").toStdString();
    spec["dataset"] = toyDir_.toStdString();
    write("escape.json", spec.dump().c_str());
    QDir().mkpath(p("cwd"));
    const Result r = cli({"train", p("escape.json"), "--no-history", "-q"}, p("cwd"));
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QDir("/tmp").entryList({"nnlab-escape*"}).isEmpty());
    QCOMPARE(QDir(p("cwd/runs")).entryList({"____________tmp_nnlab-escape-*.json"}).size(), 1);
    // --dataset naming a path: the name holds it, made safe.
    const Result d = cli({"train", "--model", p("toy-mlp.json"), "-d", toyDir_, "-j", "1", "--epochs", "1", "--no-history",
                          "-q"},
                         p("cwd"));
    QVERIFY2(d.code == 0, qPrintable(d.err));
    const QStringList files = QDir(p("cwd/runs")).entryList({"toy-mlp-_*.json"});
    QCOMPARE(files.size(), 1);
    QVERIFY2(files[0].endsWith(".json") && !files[0].contains("/"), qPrintable(files[0]));
  }

  void aDeviceThisMachineLacksIsNamed() {
    if (detectGpus().available()) QSKIP("this machine has a GPU");
    write("gpu.json", R"({"model": "lenet5", "dataset": "mnist-bundled", "device": {"name": "cuda:0", "precision": "fp16"}})");
    const Result r = cli({"train", p("gpu.json"), "--no-history", "-q"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("cuda:0"), qPrintable(r.err));
  }

  void finiteDivergenceIsCaught() {
    // SGD at lr 100 on cross-entropy: the loss explodes without ever being NaN.
    const QString h = p("div.sqlite");
    const Result r = cli(toyTrain(h) + QStringList{"--epochs", "30", "--lr", "100", "--momentum", "0.9", "--schedule",
                                                   "constant", "--out", p("div.json")});
    QCOMPARE(r.code, 6);
    QVERIFY2(r.err.contains("lower the learning rate"), qPrintable(r.err));
    const QJsonArray list = json(cli({"history", "list", "--json", "--history", h}).out).array();
    QCOMPARE(list[0].toObject()["status"].toString(), QString("diverged"));
  }

  void historyCommands() {
    const QString h = p("cmds.sqlite");
    QVERIFY(cli(toyTrain(h) + QStringList{"--epochs", "2", "--name", "first run", "--out", p("r1.json")}).code == 0);
    QVERIFY(cli(toyTrain(h) + QStringList{"--epochs", "2", "--batch", "32", "--out", p("r2.json")}).code == 0);
    const Result list = cli({"history", "list", "--history", h});
    QCOMPARE(list.code, 0);
    QVERIFY2(list.out.contains("first run") && list.out.contains("toy-mlp cpu-blas 1 thr fp32 b32"), qPrintable(list.out));
    const Result filtered = cli({"history", "list", "--json", "--filter", "batch=32", "--history", h});
    QCOMPARE(json(filtered.out).array().size(), 1);
    {
      // #26: a second run of the same settings gets a name of its own in the history.
      QVERIFY(cli(toyTrain(h) + QStringList{"--epochs", "2", "--batch", "32", "--seed", "5"}).code == 0);
      const Result again = cli({"history", "list", "--json", "--filter", "batch=32", "--history", h});
      QStringList labels;
      for (const auto& r : json(again.out).array()) labels << r.toObject()["label"].toString();
      labels.sort();
      QCOMPARE(labels, (QStringList{"toy-mlp cpu-blas 1 thr fp32 b32", "toy-mlp cpu-blas 1 thr fp32 b32 #2"}));
      QVERIFY(cli({"history", "delete", QString::number(json(again.out).array()[0].toObject()["id"].toInteger()), "--history", h}).code == 0);
    }
    QCOMPARE(cli({"history", "list", "--filter", "colour=red", "--history", h}).code, 2);
    QCOMPARE(cli({"history", "show", "99", "--history", h}).code, 2);
    const Result show = cli({"history", "show", "1", "--json", "--history", h});
    QCOMPARE(json(show.out).object()["label"].toString(), QString("first run"));
    QVERIFY(cli({"history", "export", "2", "--json", p("e.json"), "--csv", p("e.csv"), "--history", h}).code == 0);
    QVERIFY(QFile::exists(p("e.csv")));
    // Import into another history: once, then "already present".
    const QString other = p("other.sqlite");
    const Result imp = cli({"history", "import", p("e.json"), p("r1.json"), "--history", other});
    QVERIFY2(imp.code == 0 && imp.out.contains("imported 2 run(s), 0 already present"), qPrintable(imp.out + imp.err));
    QVERIFY(cli({"history", "import", p("e.json"), "--history", other}).out.contains("imported 0 run(s), 1 already present"));
    // Merge: the runs of `other` are the same runs, so nothing is added.
    QVERIFY(cli({"history", "merge", other, "--history", h}).out.contains(": 0 new run(s)"));
    QVERIFY(cli({"history", "rename", "2", "bigger batch", "--history", h}).code == 0);
    QVERIFY(cli({"history", "list", "--history", h}).out.contains("bigger batch"));
    QVERIFY(cli({"history", "delete", "1", "--history", h}).out.contains("deleted 1 run(s)"));
    QCOMPARE(json(cli({"history", "list", "--json", "--history", h}).out).array().size(), 1);
    // A record that is not one is bad input, named.
    const Result bad = cli({"history", "import", p("toy-mlp.json"), "--history", other});
    QCOMPARE(bad.code, 3);
    QVERIFY2(bad.err.contains("not an nnlab run record"), qPrintable(bad.err));
  }

  void aCorruptHistoryIsNamedAndLeftAlone() {
    write("corrupt.sqlite", "this is not a database, but someone's notes\n");
    const Result r = cli(toyTrain(p("corrupt.sqlite")) + QStringList{"--epochs", "1", "--out", p("c.json")});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("not an nnlab history") && r.err.contains("--no-history"), qPrintable(r.err));
    QFile f(p("corrupt.sqlite"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("this is not a database, but someone's notes\n"));
  }
};

QTEST_GUILESS_MAIN(CliHistoryTest)
#include "test_cli_history.moc"

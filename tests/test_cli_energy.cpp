// nnlab-cli energy probe | sample (issue 14), end to end against a fake powercap tree and the
// stand-in NVML library: one line per source with what it measures or why it is not available,
// power and energy per device, the CSV of samples (a missing value empty, never 0), exit codes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "data/idx_reader.h"
#include "support/cli_runner.h"
#include "support/test_support.h"

namespace {

using Result = nnlab::test::CliResult;

Result cli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  return nnlab::test::runProgram(QStringLiteral(NNLAB_CLI), args, 60000, {}, env);
}

void writeFile(const std::string& path, const std::string& text) {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream(path, std::ios::trunc) << text;
}

}  // namespace

class CliEnergyTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  QString root_, toyDir_;

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    root_ = dir_.path() + "/powercap";
    const std::string r = root_.toStdString();
    writeFile(r + "/intel-rapl:0/name", "package-0\n");
    writeFile(r + "/intel-rapl:0/energy_uj", "1000\n");
    writeFile(r + "/intel-rapl:0/max_energy_range_uj", "262143328850\n");
    writeFile(r + "/intel-rapl:0:0/name", "dram\n");
    writeFile(r + "/intel-rapl:0:0/max_energy_range_uj", "65712999613\n");
    std::filesystem::create_directories(r + "/intel-rapl:0:0/energy_uj");  // unreadable as a file, even by root
    toyDir_ = dir_.path() + "/toy";
    std::filesystem::create_directories(toyDir_.toStdString());
    const nnlab::Dataset d = nnlab::test::makeToyDataset(320, 4);
    nnlab::writeIdxImages((toyDir_ + "/train-images-idx3-ubyte").toStdString(), d.images, false);
    nnlab::writeIdxLabels((toyDir_ + "/train-labels-idx1-ubyte").toStdString(), d.labels, false);
    std::ofstream((dir_.path() + "/toy-mlp.json").toStdString()) << nnlab::test::toyMlp().toJson().dump();
  }

  QStringList toyTrain(const QString& history) const {
    return {"train", "--dataset", toyDir_, "--model", dir_.path() + "/toy-mlp.json", "--split", "80,10,10", "-j", "1",
            "--epochs", "2", "--history", history, "--out", dir_.path() + "/run.json"};
  }

  // train --energy against the fake powercap tree and the stand-in NVML (through the environment
  // variables the engine reads), then `energy RUN` on the stored run, with --json and --baseline.
  void trainWithEnergyThenEnergyRun() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("NNLAB_POWERCAP_ROOT", root_);
    env.insert("NNLAB_NVML_LIBRARY", NNLAB_FAKE_NVML);
    const QString h = dir_.path() + "/energy.sqlite";
    const Result t = cli(toyTrain(h) + QStringList{"--energy", "--power-hz", "50", "--idle-s", "0.3"}, env);
    QVERIFY2(t.code == 0, qPrintable(t.err));
    QVERIFY2(t.err.contains(QRegularExpression("energy +[0-9.]+ (k?J|MJ) in ")), qPrintable(t.err));
    QVERIFY2(t.err.contains("Fake GPU 0"), qPrintable(t.err));
    QVERIFY2(t.err.contains("not available: cannot read"), qPrintable(t.err));  // the DRAM domain, never 0
    QVERIFY2(t.err.contains("idle gpu:0"), qPrintable(t.err));

    const Result plain = cli(toyTrain(h) + QStringList{"-q"}, env);
    QCOMPARE(plain.code, 0);

    const Result list = cli({"history", "list", "--json", "--history", h});
    const QJsonArray runs = QJsonDocument::fromJson(list.out.toUtf8()).array();
    QCOMPARE(runs.size(), 2);
    // newest first: [0] is the run without energy
    const QString withEnergy = runs[1].toObject()["uid"].toString(), without = runs[0].toObject()["uid"].toString();

    const Result e = cli({"energy", withEnergy, "--history", h});
    QVERIFY2(e.code == 0, qPrintable(e.err));
    for (const char* part : {"idle baseline", "whole run, per device", "EDP ", "ED²P", "epoch 1 train", "epoch 2 validation",
                             "test", "J/sample", "not available: "})
      QVERIFY2(e.out.contains(part), qPrintable(QString(part) + "\n" + e.out));

    const Result j = cli({"energy", withEnergy.left(withEnergy.size() - 2), "--json", "--baseline", withEnergy, "--history", h});
    QVERIFY2(j.code == 0, qPrintable(j.err));
    const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
    QCOMPARE(o["run"].toString(), withEnergy);
    QCOMPARE(o["baseline"].toObject()["comparison"].toObject()["edp_ratio"].toDouble(), 1.0);
    QVERIFY(o["intervals"].toArray().size() >= 6);

    const Result none = cli({"energy", without, "--history", h});
    QCOMPARE(none.code, 2);
    QVERIFY2(none.err.contains("did not measure its energy"), qPrintable(none.err));
    const Result nothing = cli({"energy", "--history", h});
    QCOMPARE(nothing.code, 2);
    const Result badHz = cli(toyTrain(h) + QStringList{"--energy", "--power-hz", "1000"}, env);
    QCOMPARE(badHz.code, 2);
    const Result needsEnergy = cli(toyTrain(h) + QStringList{"--idle-s", "1"}, env);
    QCOMPARE(needsEnergy.code, 2);
    QVERIFY(needsEnergy.err.contains("--energy"));
  }

  void probe() {
    const Result r = cli({"energy", "probe", "--powercap-root", root_, "--nvml-library", "libnnlab-no-such-nvml.so.1"});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith("gpu              not available: the NVIDIA management library could not be loaded "
                                 "(libnnlab-no-such-nvml.so.1: "),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith("rapl:package-0   CPU package 0 [RAPL (powercap)]: energy counter of CPU package 0"),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].startsWith("rapl:dram-0      not available: cannot read ") && lines[2].endsWith("energy_uj: Is a directory"),
             qPrintable(lines[2]));

    const Result j = cli({"energy", "probe", "--json", "--powercap-root", root_, "--nvml-library", NNLAB_FAKE_NVML});
    QCOMPARE(j.code, 0);
    const QJsonArray a = QJsonDocument::fromJson(j.out.toUtf8()).array();
    QCOMPARE(a.size(), 3);
    QCOMPARE(a[0].toObject()["id"].toString(), QString("gpu:0"));
    QCOMPARE(a[0].toObject()["available"].toBool(), true);
    QCOMPARE(a[0].toObject()["has_counter"].toBool(), true);
    QCOMPARE(a[2].toObject()["available"].toBool(), false);
    QVERIFY(a[2].toObject()["reason"].toString().contains("Is a directory"));
  }

  void sample() {
    const QString csv = dir_.path() + "/samples.csv";
    const Result r = cli({"energy", "sample", "--seconds", "0.6", "--hz", "20", "--csv", csv, "--powercap-root", root_,
                          "--nvml-library", NNLAB_FAKE_NVML});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QVERIFY2(r.out.contains(QRegularExpression(R"(gpu:0 +GPU 0 \(Fake GPU 0\): average 2\d\d(\.\d+)? W, peak 250 W; )"
                                               R"(\d+\.\d J from the energy counter, \d+\.\d J integrated from \d+ power samples)")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QRegularExpression(R"(rapl:package-0 +CPU package 0: average 0 W)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QRegularExpression(R"(rapl:dram-0 +not measured: cannot read .*Is a directory)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QRegularExpression(R"(sampler: \d+ rounds, [\d.]+ ms each on average)")), qPrintable(r.out));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(rows[0], QString("source,t_s,watts,counter_j,sm_mhz,mem_mhz,gpu_util_pct,mem_util_pct,temp_c,read_error"));
    int gpuRows = 0, cpuRows = 0;
    for (const QString& row : rows.mid(1)) {
      const QStringList c = row.split(',');
      QCOMPARE(c.size(), 10);
      if (c[0] == "gpu:0") {
        ++gpuRows;
        QCOMPARE(c[2], QString("250"));
        QCOMPARE(c[8], QString("63"));
      } else {
        QCOMPARE(c[0], QString("rapl:package-0"));
        ++cpuRows;
        QVERIFY(c[4].isEmpty() && c[8].isEmpty());  // a CPU package has no clock or temperature here: empty, not 0
      }
    }
    QVERIFY(gpuRows >= 3 && cpuRows >= 3);
    QVERIFY(rows.size() == 1 + gpuRows + cpuRows);

    const Result js = cli({"energy", "sample", "--seconds", "0.3", "--json", "--powercap-root", root_, "--nvml-library",
                           NNLAB_FAKE_NVML});
    QCOMPARE(js.code, 0);
    const QJsonObject rep = QJsonDocument::fromJson(js.out.toUtf8()).object();
    QCOMPARE(rep["hz"].toDouble(), 10.0);
    QCOMPARE(rep["intervals"].toArray().size(), 1);
    const QJsonObject e = rep["intervals"].toArray()[0].toObject();
    QCOMPARE(e["interval"].toObject()["label"].toString(), QString("sample"));
    QCOMPARE(e["unmeasured"].toArray().size(), 1);
    QVERIFY(e["devices"].toArray()[2].toObject()["joules"].isNull());
  }

  void errors() {
    Result r = cli({"energy", "sample", "--seconds", "0.2", "--powercap-root", dir_.path() + "/nothing", "--nvml-library",
                    "libnnlab-no-such-nvml.so.1"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("no power source can be read on this machine:") && r.err.contains("gpu: the NVIDIA management") &&
                 r.err.contains("rapl: ") && r.err.contains("/nothing does not exist"),
             qPrintable(r.err));
    r = cli({"energy", "sample", "--hz", "0", "--powercap-root", root_});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("between 0.1 and 100 Hz, not 0"), qPrintable(r.err));
    r = cli({"energy", "sample", "--seconds", "0", "--powercap-root", root_});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--seconds must be above 0"), qPrintable(r.err));
    r = cli({"energy"});
    QCOMPARE(r.code, 2);
    // An unwritable CSV is refused before sampling (which would announce itself), not after.
    r = cli({"energy", "sample", "--seconds", "30", "--csv", "/proc/version/x.csv", "--powercap-root", root_,
             "--nvml-library", NNLAB_FAKE_NVML});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("the CSV file '/proc/version/x.csv'"), qPrintable(r.err));
    QVERIFY2(!r.err.contains("sampling "), qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(CliEnergyTest)
#include "test_cli_energy.moc"

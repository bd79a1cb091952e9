// nnlab-cli hw list | show | compare | bench, nnlab-cli profile and predict, through the real binary:
// exit codes, what the text and JSON outputs hold, errors for ambiguous names, broken databases
// and unknown devices.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "device/gpu_info.h"
#include "experiment/history_store.h"
#include "experiment/prediction_check.h"
#include "experiment/run_record.h"
#include "hw/bench_result.h"

#include "support/cli_runner.h"

using namespace nnlab;

namespace {

using Result = test::CliResult;

Result cli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  return test::runProgram(QStringLiteral(NNLAB_CLI), args, 300000, {}, env);
}

QJsonDocument parse(const QString& s) { return QJsonDocument::fromJson(s.toUtf8()); }

}  // namespace

class CliHwTest : public QObject {
  Q_OBJECT

 private slots:
  void list() {
    const Result r = cli({"hw", "list"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("This machine") && r.out.contains("CPU "), qPrintable(r.out));
    QVERIFY(r.out.contains("nvidia-h100-sxm") && r.out.contains("intel-core-i7-7700k"));
    // The detected CPU's peak is derived in the open (or said to be unknown).
    QVERIFY2(r.out.contains(" cores x ") || r.out.contains("FP32 peak unknown"), qPrintable(r.out));
  }

  void listJson() {
    const Result r = cli({"hw", "list", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = parse(r.out).object();
    QVERIFY(o["devices"].toArray().size() >= 20);
    const QJsonObject me = o["this_machine"].toObject();
    QVERIFY(!me["cpu"].toObject()["model"].toString().isEmpty());
    QVERIFY(me.contains("cpu_match") && me.contains("gpus"));
    if (me["cpu_peak"].isObject()) QVERIFY(me["cpu_peak"].toObject()["derivation"].toString().contains("GFLOP/s"));
    for (const auto& d : o["devices"].toArray()) QVERIFY(!d.toObject()["sources"].toArray().isEmpty());
  }

  void show() {
    Result r = cli({"hw", "show", "h100 sxm"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("H100 SXM") && r.out.contains("989.5") && r.out.contains("halved"), qPrintable(r.out));
    QVERIFY(r.out.contains("16896 FP32 lanes x 2 x 1.980 GHz boost"));
    QVERIFY(r.out.contains("https://"));
    r = cli({"hw", "show", "nvidia-tesla-k20m", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject k = parse(r.out).object();
    QCOMPARE(k["peak_tflops"].toObject()["fp32"].toDouble(), 3.52);
    QVERIFY(k["formula"].toString().contains("base"));
  }

  void showErrors() {
    Result r = cli({"hw", "show", "h100"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("matches several devices") && r.err.contains("nvidia-h100-pcie"), qPrintable(r.err));
    r = cli({"hw", "show", "quantum-gpu"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("no device 'quantum-gpu'"), qPrintable(r.err));
    QCOMPARE(cli({"hw"}).code, 2);
    QCOMPARE(cli({"hw", "show"}).code, 2);
  }

  void compare() {
    Result r = cli({"hw", "compare", "k20m", "gtx 1080 ti", "7700k"});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split('\n');
    QVERIFY2(lines[0].contains("Tesla K20m") && lines[0].contains("GeForce GTX 1080 Ti") && lines[0].contains("Core i7-7700K"),
             qPrintable(r.out));
    bool bandwidth = false;
    for (const auto& l : lines) bandwidth |= l.startsWith("memory bandwidth (GB/s)") && l.contains("208.0") && l.contains("484.0");
    QVERIFY2(bandwidth, qPrintable(r.out));
    r = cli({"hw", "compare", "h100 sxm", "a100", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonArray a = parse(r.out).array();
    QCOMPARE(a.size(), 2);
    QCOMPARE(a[1].toObject()["id"].toString(), QString("nvidia-a100-sxm4-80gb"));
  }

  void brokenDatabase() {
    QTemporaryDir dir;
    QFile f(dir.path() + "/hardware.json");
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "nnlab-hardware", "version": 1, "devices": [{"id": "x"}]})");
    f.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("NNLAB_HARDWARE_DIR", dir.path());
    const Result r = cli({"hw", "list"}, env);
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("hardware.json") && r.err.contains("devices[0] (x)") && r.err.contains("is missing"),
             qPrintable(r.err));
  }

  void benchQuick() {
    QTemporaryDir dir;
    const QString out = dir.path() + "/sub/bench.json";
    const QString history = dir.path() + "/h.sqlite";
    const Result r = cli({"hw", "bench", "--quick", "--cpu-only", "--threads", "2", "--json", "--out", out, "--history", history});
    QCOMPARE(r.code, 0);
    // #26: kept in the history, where the app's Hardware page (here or after a merge) finds it.
    QVERIFY2(r.err.contains("stored in " + history + " (benchmark 1)"), qPrintable(r.err));
    {
      auto store = HistoryStore::open(history.toStdString(), HistoryStore::Mode::ReadOnly);
      const auto stored = store->latestBenches();
      QCOMPARE(stored.size(), std::size_t(1));
      QCOMPARE(QString::fromStdString(stored[0].toJson().dump(2) + "\n"), r.out);
    }
    QVERIFY2(r.err.contains("hw bench: sgemm"), qPrintable(r.err));  // progress on stderr, JSON alone on stdout
    const auto j = nlohmann::json::parse(r.out.toStdString());
    const HwBenchResult b = HwBenchResult::fromJson(j, "stdout");
    QVERIFY(b.find("cpu.sgemm.1t") && b.find("cpu.sgemm.all") && b.find("cpu.dgemm.all") && b.find("cpu.triad"));
    QVERIFY(!b.machine.empty() && b.date.size() == 20 && b.build.value("id", "").find("0.") == 0);
    if (b.cpuPeak.is_object()) QVERIFY(b.find("cpu.sgemm.all")->peak);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), r.out);
    // The text form: one row per figure with its share of the peak.
    const Result t = cli({"hw", "bench", "--quick", "--cpu-only", "--threads", "1", "--repeats", "1", "--no-history"});
    QCOMPARE(t.code, 0);
    QVERIFY(!t.err.contains("stored in"));
    // A history that cannot take the result is refused before minutes of measuring.
    const Result bad = cli({"hw", "bench", "--quick", "--cpu-only", "--history", dir.path()});
    QCOMPARE(bad.code, 3);
    QVERIFY2(bad.err.contains("is a folder") && !bad.err.contains("hw bench: sgemm"), qPrintable(bad.err));
    QVERIFY2(t.out.contains("cpu.triad") && t.out.contains("%peak") && t.out.contains("quick run"), qPrintable(t.out));
  }

  void profile() {
    Result r = cli({"profile", "--model", "lenet5", "--devices", "cpu-reference,cpu-blas,cuda:0", "--batch", "8", "--repeats",
                    "1", "--threads", "2"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("transfer (host->device)") && r.out.contains("conv2d 5x5") && r.out.contains("speedup"),
             qPrintable(r.out));
    if (!detectGpus().available()) QVERIFY2(r.out.contains("cuda:0: not available"), qPrintable(r.out));
    r = cli({"profile", "--model", "lenet5", "--devices", "cpu-reference,cpu-blas", "--batch", "4", "--repeats", "1", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = parse(r.out).object();
    QCOMPARE(o["batch"].toInt(), 4);
    const QJsonArray ds = o["devices"].toArray();
    QCOMPARE(ds.size(), 2);
    const QJsonArray layers = ds[1].toObject()["layers"].toArray();
    QVERIFY(layers.size() >= 8);
    QVERIFY(layers[0].toObject()["fwd_seconds"].toDouble() > 0);
    QVERIFY(layers[0].toObject().contains("speedup"));
    QCOMPARE(ds[0].toObject()["transfer"].toObject()["bytes"].toDouble(), 4.0 * 784 * 4);
  }

  void profileErrors() {
    Result r = cli({"profile", "--model", "lenet5", "--devices", "tpu"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("unknown device 'tpu'"), qPrintable(r.err));
    r = cli({"profile", "--model", "resnet18", "--devices", "cpu-blas"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--input"), qPrintable(r.err));
    QCOMPARE(cli({"profile", "--batch", "0"}).code, 2);
  }

  // Issue 25: predictions say they are predictions, carry their range, scale over GPUs and nodes,
  // take a profile measured here and a measured run of the history to calibrate by.
  void predict() {
    QTemporaryDir dir;
    const QString history = dir.path() + "/h.sqlite";
    Result r = cli({"predict", "--model", "lenet5", "--input", "1,28,28", "--devices", "nvidia-h100-sxm,nvidia-rtx-a4000",
                    "--gpus", "1,2,8", "--nodes", "1,2", "--history", history});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("PREDICTED, not measured") && r.out.contains("H100 SXM") && r.out.contains("RTX A4000") &&
                 r.out.contains("what bends the curve") && r.out.contains("Amdahl"),
             qPrintable(r.out));
    r = cli({"predict", "--model", "lenet5", "--input", "1,28,28", "--devices", "nvidia-h100-sxm", "--precision", "fp16",
             "--samples", "6400", "--gpus", "1,4", "--link", "pcie4", "--json", "--history", history});
    QCOMPARE(r.code, 0);
    const QJsonObject o = parse(r.out).object();
    QVERIFY(o["predicted"].toBool());
    const QJsonObject h100 = o["devices"].toArray()[0].toObject();
    QVERIFY(h100["predicted"].toBool());
    QCOMPARE(h100["steps"].toInt(), 100);
    QVERIFY(h100["epoch_seconds_low"].toDouble() < h100["epoch_seconds"].toDouble() &&
            h100["epoch_seconds"].toDouble() < h100["epoch_seconds_high"].toDouble());
    QVERIFY(h100["energy_joules"].toDouble() > 0);  // from the board power
    const QJsonObject sc = o["scaling"].toObject();
    QCOMPARE(sc["link"].toString(), QString("PCIe 4.0 x16"));
    QCOMPARE(sc["points"].toArray().size(), 2);
    QVERIFY(sc["points"].toArray()[1].toObject()["speedup"].toDouble() > 1.0);
    // Efficiencies measured here (cpu-blas) and a measured run to calibrate by.
    r = cli({"predict", "--model", "lenet5", "--input", "1,28,28", "--devices", "nvidia-h100-sxm", "--measure", "cpu-blas",
             "--threads", "2", "--json", "--history", history});
    QCOMPARE(r.code, 0);
    QVERIFY(parse(r.out).object()["devices"].toArray()[0].toObject()["method"].toString().contains("measured on"));
    // hw bench gives this CPU its bandwidth when the database does not know it; the run made after
    // it stores its prediction with these figures.
    QCOMPARE(cli({"hw", "bench", "--quick", "--cpu-only", "--threads", "2", "--history", history}).code, 0);
    const Result run = cli({"train", "--model", "lenet5", "--dataset", "mnist-bundled", "--split", "30,10,60", "--epochs", "2",
                            "--device", "cpu-blas", "--threads", "2", "-q", "--history", history});
    QCOMPARE(run.code, 0);
    r = cli({"predict", "--from-run", "1", "--devices", "nvidia-h100-sxm", "--json", "--history", history});
    if (r.code == 4 || r.code == 3) QSKIP(qPrintable("this CPU's figures are unknown here: " + r.err));
    QCOMPARE(r.code, 0);
    const QJsonObject c = parse(r.out).object();
    QCOMPARE(c["model"].toString(), QString("lenet5"));
    QVERIFY(c["calibrated_by"].toObject()["epoch_seconds"].toDouble() > 0);
    QVERIFY(c["devices"].toArray()[0].toObject()["method"].toString().contains("calibrated"));
    // Every run of the history beside its prediction.
    r = cli({"predict", "--validate", "--json", "--history", history});
    QCOMPARE(r.code, 0);
    const QJsonObject v = parse(r.out).object();
    QCOMPARE(v["runs"].toArray().size(), 1);
    const QJsonObject checked = v["runs"].toArray()[0].toObject();
    QVERIFY(checked["compared"].toBool());
    QVERIFY(v["classes"].toObject()["cpu-blas"].toObject()["median_abs_error"].toDouble() >= 0);
    // Issue 25: the prediction made when the run ended, stored with it, is the one compared.
    QCOMPARE(checked["prediction"].toString(), QString("stored"));
    QVERIFY(!checked.contains("recomputed_because"));
    r = cli({"predict", "--validate", "--history", history});
    QVERIFY2(r.code == 0 && r.out.contains("median absolute error per device class") && r.out.contains(" stored"), qPrintable(r.out));
    // The record holds it; `history show` prints the engine's line for it.
    const QString exported = dir.path() + "/run.json";
    QCOMPARE(cli({"history", "export", "1", "--json", exported, "--history", history}).code, 0);
    const RunRecord rec = RunRecord::load(exported.toStdString());
    QVERIFY(rec.prediction && rec.prediction->available);
    QCOMPARE(rec.prediction->deviceClass, std::string("cpu-blas"));
    QCOMPARE(checked["predicted_seconds"].toDouble(), rec.prediction->epochSeconds);
    r = cli({"history", "show", "1", "--history", history});
    QCOMPARE(r.code, 0);
    const std::string line = predictionLine(rec);
    QVERIFY(line.rfind("Predicted epoch (what-if, assumed efficiencies): ", 0) == 0);
    QVERIFY2(r.out.contains(QString::fromStdString(line)), qPrintable(r.out + "\nwanted: " + QString::fromStdString(line)));
    // The same run without its stored prediction (as an older nnlab wrote it): predicted again now,
    // said so, with the same numbers (one function makes both).
    QFile f(exported);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject stripped = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QVERIFY(stripped.contains("prediction"));
    stripped.remove("prediction");
    const QString older = dir.path() + "/older.json";
    QFile g(older);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(QJsonDocument(stripped).toJson());
    g.close();
    QCOMPARE(cli({"history", "delete", "1", "--history", history}).code, 0);
    QCOMPARE(cli({"history", "import", older, "--history", history}).code, 0);
    r = cli({"predict", "--validate", "--json", "--history", history});
    QCOMPARE(r.code, 0);
    const QJsonObject again = parse(r.out).object()["runs"].toArray()[0].toObject();
    QCOMPARE(again["prediction"].toString(), QString("recomputed"));
    QCOMPARE(again["recomputed_because"].toString(), QString("no prediction was stored with the run"));
    QVERIFY(std::fabs(again["predicted_seconds"].toDouble() / rec.prediction->epochSeconds - 1.0) < 1e-9);
    r = cli({"history", "show", "2", "--history", history});
    QVERIFY2(r.code == 0 && !r.out.contains("Predicted epoch"), qPrintable(r.out));  // nothing stored: no line
  }

  void predictErrors() {
    Result r = cli({"predict", "--model", "lenet5", "--input", "1,28,28", "--devices", "no-such-gpu-9000"});
    QCOMPARE(r.code, 2);
    r = cli({"predict", "--model", "lenet5", "--input", "1,28,28", "--devices", "nvidia-h100-sxm", "--link", "smoke-signals"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("unknown link"), qPrintable(r.err));
    r = cli({"predict", "--model", "resnet18", "--devices", "nvidia-h100-sxm"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--input"), qPrintable(r.err));
    QCOMPARE(cli({"predict", "--precision", "fp8"}).code, 2);
    QCOMPARE(cli({"predict", "--from-run", "1", "--no-history"}).code, 2);
  }
};

QTEST_GUILESS_MAIN(CliHwTest)
#include "test_cli_hw.moc"

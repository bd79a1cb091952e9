// Speedup, efficiency, error propagation for ratios of means, Karp-Flatt and Amdahl against
// hand-computed values; and `nnlab-cli compare-devices` / `compare` through the real binary.
#include <QProcess>
#include <QtTest>
#include <cmath>

#include "experiment/compare_devices.h"
#include "experiment/speedup.h"
#include "support/expect_error.h"
#include "support/cli_runner.h"

using namespace nnlab;

namespace {

// A run whose phases took these seconds: 3 epochs (the first a slow warm-up), a test pass, setup.
RunRecord runTaking(double trainPerEpoch, double valPerEpoch, double test, double setup) {
  RunRecord r;
  r.result.status = RunStatus::Completed;
  r.dataset.splitSizes = {100, 10, 10};
  for (int e = 1; e <= 3; ++e) {
    EpochRecord ep;
    ep.epoch = e;
    ep.trainSeconds = e == 1 ? 100.0 : trainPerEpoch;
    ep.valSeconds = valPerEpoch;
    ep.trainSamples = 100;
    r.result.epochs.push_back(ep);
  }
  EvalResult t;
  t.seconds = test;
  r.result.test = t;
  r.dataSeconds = setup / 2;
  r.modelSeconds = setup / 2;
  r.result.totalSeconds = 100.0 + 2 * trainPerEpoch + 3 * valPerEpoch + test;
  return r;
}

}  // namespace

class SpeedupTest : public QObject {
  Q_OBJECT

 private slots:
  void phasesLeaveTheWarmUpOut() {
    const auto s = phaseSeconds(runTaking(2.0, 0.5, 0.25, 1.0), 1);
    QCOMPARE(s[0], 2.0);   // epochs 2 and 3 only
    QCOMPARE(s[1], 0.5);
    QCOMPARE(s[2], 0.25);
    QCOMPARE(s[3], 1.0);
    QCOMPARE(s[4], 1.0 + 100.0 + 4.0 + 1.5 + 0.25);
    QCOMPARE(phaseSeconds(runTaking(2.0, 0.5, 0.25, 1.0), 0)[0], (100.0 + 4.0) / 3.0);
  }

  void ratioOfMeansPropagatesTheError() {
    // Baseline 10, 12, 14 (mean 12, std 2, sem 2/sqrt 3); comparison 2, 3, 4 (mean 3, std 1, sem 1/sqrt 3).
    const Stats b = describe({10, 12, 14}), c = describe({2, 3, 4});
    const Ratio r = ratioOfMeans(b, c);
    QCOMPARE(r.value, 4.0);
    const double expect = 4.0 * std::sqrt(std::pow(2.0 / std::sqrt(3.0) / 12.0, 2) + std::pow(1.0 / std::sqrt(3.0) / 3.0, 2));
    QVERIFY(std::fabs(r.error - expect) < 1e-12);  // 4 sqrt(0.0962^2 + 0.1925^2)
    QVERIFY(std::fabs(r.error - 0.86066) < 1e-4);
    QVERIFY(std::isnan(ratioOfMeans(describe({10}), c).error));  // one run: no spread to propagate
  }

  void karpFlattAndAmdahl() {
    // The thesis: 2 GPUs, 1.79x overall, 1.97x in training alone.
    QVERIFY(std::fabs(karpFlatt(1.79, 2) - 0.11732) < 1e-5);  // (1/1.79 - 1/2) / (1 - 1/2)
    QVERIFY(std::fabs(karpFlatt(1.97, 2) - 0.015228) < 1e-5);
    QVERIFY(std::isnan(karpFlatt(1.5, 1)));
    QCOMPARE(karpFlatt(4.0, 4), 0.0);  // ideal: no serial part
    const double e = karpFlatt(1.79, 2);
    QVERIFY(std::fabs(amdahlSpeedup(e, 2) - 1.79) < 1e-12);  // the fit reproduces its point
    QVERIFY(std::fabs(amdahlSpeedup(0.1, 4) - 1.0 / (0.1 + 0.9 / 4)) < 1e-12);
    QCOMPARE(amdahlSpeedup(0.0, 8), 8.0);
  }

  void compareRunsPerPhase() {
    RunGroup base{"cpu", {runTaking(12, 1, 1, 2), runTaking(12, 1, 1, 2)}};
    RunGroup gpu{"gpu", {runTaking(1, 0.5, 0.1, 4)}};
    const SpeedupReport rep = compareRuns(base, {gpu}, 1);
    QCOMPARE(rep.rows.size(), std::size_t{2});
    QCOMPARE(rep.rows[0].speedup[0].value, 1.0);
    QCOMPARE(rep.rows[1].speedup[0].value, 12.0);
    QCOMPARE(rep.rows[1].speedup[1].value, 2.0);
    QCOMPARE(rep.rows[1].speedup[2].value, 10.0);
    QCOMPARE(rep.rows[1].speedup[3].value, 0.5);  // setup got slower (a GPU has more to set up)
    QCOMPARE(rep.rows[1].efficiency[0], 12.0);    // one device
    QVERIFY(std::isnan(rep.rows[1].karpFlatt[0]));
    QVERIFY(rep.text().find("12x") != std::string::npos);
    QVERIFY(rep.csv().rfind("label,runs,devices,train_seconds_mean", 0) == 0);
    EXPECT_ERROR([&] { compareRuns(RunGroup{"empty", {}}, {gpu}, 1); }, ErrorKind::InvalidArgument, {"no completed run"});
  }

  void deviceModesOfThisMachine() {
    const auto modes = deviceModes();
    QVERIFY(modes.size() >= 2);
    QCOMPARE(axisValueText(modes[0]), std::string("cpu-reference fp32 1 thr"));
    QCOMPARE(axisValueText(modes[1]), std::string("cpu-blas fp32 1 thr"));
    const SweepSpec s = compareDevicesSweep(ExperimentSpec::defaults());
    QCOMPARE(s.cells(), static_cast<int>(modes.size()));
    QCOMPARE(s.experiment(1, 0).backend, std::string("cpu-blas"));
    QCOMPARE(s.experiment(1, 0).threads, 1);
  }

  // Acceptance (issue 13): compare-devices on LeNet-5 and the bundled MNIST prints the speedup of
  // cpu-blas over cpu-reference per phase. (The sanitizer run trains one epoch of the MLP instead.)
  void compareDevicesPrintsSpeedups() {
    const bool fast = qEnvironmentVariableIntValue("NNLAB_TEST_FAST") != 0;
    QTemporaryDir dir;
    const QStringList args = fast ? QStringList{"compare-devices", "--model", "mlp-784-192-10", "--dataset", "mnist-bundled",
                                                "--epochs", "1", "--history", dir.filePath("h.sqlite"), "-q"}
                                  : QStringList{"compare-devices", "--model", "lenet5", "--dataset", "mnist-bundled",
                                                "--epochs", "2", "--history", dir.filePath("h.sqlite"), "-q"};
    const test::CliResult r = test::runCli(args, 900000);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("speedup against cpu-reference fp32 1 thr"), qPrintable(r.out));
    for (const char* phase : {"train", "validation", "test", "setup", "total"}) QVERIFY(r.out.contains(phase));
    const QString blas = r.out.section('\n', 3, 3);  // the first compared row: cpu-blas on one thread
    QVERIFY2(blas.startsWith("cpu-blas fp32 1 thr") && blas.contains("x"), qPrintable(r.out));
    // compare reads the stored runs: the same figure for the same cells.
    const test::CliResult again = test::runCli({"compare", "compare devices: " + QString(fast ? "mlp-784-192-10" : "lenet5") +
                                                               " on mnist-bundled/0",
                                                "compare devices: " + QString(fast ? "mlp-784-192-10" : "lenet5") + " on mnist-bundled/*",
                                                "--history", dir.filePath("h.sqlite")});
    QVERIFY2(again.code == 0, qPrintable(again.err));
    QVERIFY(again.out.contains(blas.left(40)));
  }
};

QTEST_GUILESS_MAIN(SpeedupTest)
#include "test_speedup.moc"

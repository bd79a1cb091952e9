// Training on the GPU (label `gpu`; skips without a GPU): the same fixed-seed LeNet-5 run on
// cuda tracks cpu-blas's loss curve; CUDA graphs change nothing but speed; LeNet-5 reaches 98 %
// test accuracy on the bundled MNIST in every precision mode; divergence, Stop, out of memory
// and resuming from a checkpoint behave as on the CPU.
#include <QtTest>
#include <atomic>
#include <cmath>

#include "core/error.h"
#include "data/dataset_catalog.h"
#include "experiment/experiment_runner.h"
#include "hw/gpu_info.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

ExperimentSpec lenetSpec(const std::string& device, Precision p, int epochs) {
  ExperimentSpec s;
  s.modelRef = "lenet5";
  s.model = loadModelSpec("lenet5");
  s.dataset = "mnist-bundled";
  s.backend = device;
  s.threads = 0;
  s.train.epochs = epochs;
  s.train.batch = 32;
  s.train.optimizer.lr = 0.05;
  s.train.optimizer.momentum = 0.9;
  s.train.optimizer.weightDecay = 5e-4;
  s.train.schedule.type = "cosine";
  s.train.seed = 1;
  s.train.precision = p;
  s.name = "lenet5-test";
  return s;
}

class StopAt final : public TrainObserver {
 public:
  StopAt(std::atomic<bool>& flag, int epoch, std::int64_t batch) : flag_(flag), epoch_(epoch), batch_(batch) {}
  void onBatch(const BatchProgress& p) override {
    if (p.epoch == epoch_ && p.batch >= batch_) flag_ = true;
  }

 private:
  std::atomic<bool>& flag_;
  int epoch_;
  std::int64_t batch_;
};

}  // namespace

class TestCudaTraining : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    const GpuDetection& d = detectGpus();
    if (!d.available()) QSKIP(qPrintable("no CUDA GPU here (" + QString::fromStdString(d.unavailableReason) + "): GPU tests skipped"));
    bool bundled = false;
    for (const auto& info : listDatasets())
      if (info.name == "mnist-bundled") bundled = info.available;
    if (!bundled) QSKIP("the bundled MNIST digits are not installed (scripts/setup-deps)");
  }

  // Same seed, same split, same shuffle, same initial weights: the epoch losses agree.
  void tracksTheCpuLossCurve() {
    const RunRecord cpu = runExperiment(lenetSpec("cpu-blas", Precision::FP32, 2));
    const RunRecord gpu = runExperiment(lenetSpec("cuda:0", Precision::FP32, 2));
    QCOMPARE(gpu.result.status, RunStatus::Completed);
    QCOMPARE(gpu.result.epochs.size(), std::size_t{2});
    for (std::size_t e = 0; e < 2; ++e) {
      const double a = cpu.result.epochs[e].trainLoss, b = gpu.result.epochs[e].trainLoss;
      qInfo("epoch %zu train loss cpu %.6f gpu %.6f", e + 1, a, b);
      QVERIFY2(std::fabs(a - b) <= 0.02 * a, qPrintable(QString("epoch %1: cpu %2 gpu %3").arg(e + 1).arg(a).arg(b)));
    }
    QVERIFY(std::fabs(cpu.result.test->metrics.accuracy - gpu.result.test->metrics.accuracy) < 0.01);
  }

  void graphsChangeOnlyTheSpeed() {
    ExperimentSpec a = lenetSpec("cuda:0", Precision::FP32, 2), b = a;
    b.train.graphs = false;
    const RunRecord ra = runExperiment(a), rb = runExperiment(b);
    QCOMPARE(ra.result.status, RunStatus::Completed);
    QCOMPARE(rb.result.status, RunStatus::Completed);
    for (std::size_t e = 0; e < 2; ++e) {
      const double x = ra.result.epochs[e].trainLoss, y = rb.result.epochs[e].trainLoss;
      QVERIFY2(std::fabs(x - y) <= 1e-4 * y, qPrintable(QString("epoch %1: graphs %2, no graphs %3").arg(e + 1).arg(x).arg(y)));
    }
  }

  void reaches98PercentInEveryPrecision_data() {
    QTest::addColumn<QString>("precision");
    for (const char* p : {"fp32", "tf32", "fp16", "bf16"}) QTest::newRow(p) << QString(p);
  }
  void reaches98PercentInEveryPrecision() {
    QFETCH(QString, precision);
    const RunRecord r = runExperiment(lenetSpec("cuda:0", precisionFromName(precision.toStdString()), 30));
    QCOMPARE(r.result.status, RunStatus::Completed);
    const double acc = r.result.test->metrics.accuracy;
    std::int64_t skipped = 0;
    for (const auto& e : r.result.epochs) skipped += e.skippedSteps;
    qInfo("%s: test accuracy %.2f %%, last epoch %.1f ms (%.0f samples/s), %lld skipped steps, loss scale %g",
          qPrintable(precision), 100 * acc, 1000 * r.result.epochs.back().trainSeconds,
          r.result.epochs.back().samplesPerSecond, static_cast<long long>(skipped), r.result.epochs.back().lossScale);
    QVERIFY2(acc >= 0.98, qPrintable(QString("%1: %2").arg(precision).arg(acc)));
  }

  void divergenceStopsWithTheBatch() {
    ExperimentSpec s = lenetSpec("cuda:0", Precision::FP32, 3);
    s.train.optimizer.lr = 90.0;
    s.train.schedule.type = "constant";
    const RunRecord r = runExperiment(s);
    QCOMPARE(r.result.status, RunStatus::Diverged);
    QVERIFY2(QString::fromStdString(r.result.message).contains(QRegularExpression("at epoch \\d+ batch \\d+: lower the learning rate")),
             r.result.message.c_str());
  }

  void stopKeepsFinishedEpochs() {
    std::atomic<bool> stop{false};
    StopAt hook(stop, 2, 30);
    const RunRecord r = runExperiment(lenetSpec("cuda:0", Precision::FP16, 5), &hook, &stop);
    QCOMPARE(r.result.status, RunStatus::Cancelled);
    QCOMPARE(r.result.epochs.size(), std::size_t{1});
    QVERIFY2(QString::fromStdString(r.result.message).contains("epoch 2"), r.result.message.c_str());
  }

  void outOfMemoryAdvisesABatchAndTheGpuGoesOn() {
    ExperimentSpec s = lenetSpec("cuda:0", Precision::FP32, 1);
    s.model = loadModelSpec("resnet34");
    s.modelRef = "resnet34";
    s.train.batch = 1 << 20;
    s.split = {98, 1, 1};
    const RunRecord r = runExperiment(s);
    QCOMPARE(r.result.status, RunStatus::Failed);
    const QString m = QString::fromStdString(r.result.message);
    QVERIFY2(m.contains(QRegularExpression("batch 1048576 needs about .* of GPU memory, the GPU has .* free: try batch <= \\d+")),
             qPrintable(m));
    // Nothing leaked, nothing stuck: a normal run goes on.
    const RunRecord ok = runExperiment(lenetSpec("cuda:0", Precision::FP32, 1));
    QCOMPARE(ok.result.status, RunStatus::Completed);
  }

  void resumeEqualsAnUninterruptedRun() {
    QTemporaryDir dir;
    const std::string ckpt = (dir.path() + "/lenet.ckpt").toStdString();
    ExperimentSpec full = lenetSpec("cuda:0", Precision::FP32, 3);
    ExperimentSpec first = full;
    first.train.epochs = 2;
    first.checkpointPath = ckpt;
    ExperimentSpec rest = full;
    rest.resumeFrom = ckpt;
    const RunRecord whole = runExperiment(full);
    QCOMPARE(runExperiment(first).result.status, RunStatus::Completed);
    const RunRecord resumed = runExperiment(rest);
    QCOMPARE(resumed.result.status, RunStatus::Completed);
    QCOMPARE(resumed.result.epochs.size(), std::size_t{1});
    const double a = whole.result.epochs[2].trainLoss, b = resumed.result.epochs[0].trainLoss;
    QVERIFY2(std::fabs(a - b) <= 1e-3 * a, qPrintable(QString("uninterrupted %1, resumed %2").arg(a).arg(b)));
  }
};

QTEST_GUILESS_MAIN(TestCudaTraining)
#include "test_cuda_training.moc"

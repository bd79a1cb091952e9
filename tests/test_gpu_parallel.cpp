// Data parallel on the GPU (label `gpu`; skips without a GPU): the NCCL communicator with one rank
// (a device list of one, the scaling baseline) trains to the losses of the same GPU alone, and
// agrees with the host-memory reduction (NNLAB_COMM=host); a CPU beside the GPU (hybrid) is
// calibrated, records its shares and trains.
#include <QtTest>
#include <cmath>
#include <cstdlib>

#include "experiment/experiment_runner.h"
#include "hw/gpu_info.h"
#include "parallel/nccl_comm.h"
#include "nn/model_spec.h"

using namespace nnlab;

class GpuParallelTest : public QObject {
  Q_OBJECT

  static ExperimentSpec lenet(int epochs) {
    ExperimentSpec s;
    s.model = loadModelSpec("lenet5");
    s.dataset = "mnist-bundled";
    s.split = {30, 10, 60};
    s.backend = "cuda:0";
    s.train.epochs = epochs;
    s.train.batch = 64;
    s.train.deterministic = true;
    s.train.optimizer.lr = 0.05;
    s.name = "lenet5-gpu-parallel";
    return s;
  }
  static double worst(const RunRecord& a, const RunRecord& b) {
    double w = 0.0;
    for (std::size_t i = 0; i < std::min(a.result.epochs.size(), b.result.epochs.size()); ++i)
      w = std::max(w, std::fabs(a.result.epochs[i].trainLoss - b.result.epochs[i].trainLoss) /
                          std::max(1e-12, std::fabs(b.result.epochs[i].trainLoss)));
    return w;
  }

 private slots:
  void initTestCase() {
    if (!detectGpus().available()) QSKIP(qPrintable("no GPU: " + QString::fromStdString(detectGpus().unavailableReason)));
  }

  void ncclWithOneRankTrainsLikeTheGpuAlone() {
    if (!ncclCompiled()) QSKIP(qPrintable(QString::fromStdString(ncclVersion())));
    const RunRecord alone = runExperiment(lenet(3));
    ExperimentSpec dp = lenet(3);
    dp.devices = {"cuda:0"};
    const RunRecord nccl = runExperiment(dp);
    QCOMPARE(nccl.result.status, RunStatus::Completed);
    QVERIFY(nccl.parallel.has_value());
    QVERIFY2(nccl.parallel->communicator.rfind("NCCL", 0) == 0, nccl.parallel->communicator.c_str());
    QVERIFY(nccl.parallel->commBytes > 0);
    qInfo("alone %.4f, NCCL x1 %.4f (loss of the last epoch); test %.2f %% vs %.2f %%", alone.result.epochs.back().trainLoss,
          nccl.result.epochs.back().trainLoss, 100 * alone.result.test->metrics.accuracy,
          100 * nccl.result.test->metrics.accuracy);
    QVERIFY2(worst(nccl, alone) < 1e-3, qPrintable(QString::number(worst(nccl, alone))));
    // Through the host, the same sums.
    qputenv("NNLAB_COMM", "host");
    const RunRecord host = runExperiment(dp);
    qunsetenv("NNLAB_COMM");
    QCOMPARE(host.parallel->communicator, std::string("threads (host memory)"));
    QVERIFY2(worst(host, nccl) < 1e-3, qPrintable(QString::number(worst(host, nccl))));
  }

  void hybridCpuAndGpuTrain() {
    ExperimentSpec s = lenet(2);
    s.devices = {"cpu-blas", "cuda:0"};
    s.parallel.batch = "global";
    s.train.batch = 128;
    const RunRecord r = runExperiment(s);
    QCOMPARE(r.result.status, RunStatus::Completed);
    QVERIFY(r.parallel.has_value());
    QCOMPARE(r.parallel->shares.size(), std::size_t{2});
    QCOMPARE(r.parallel->shares[0] + r.parallel->shares[1], std::int64_t{128});
    QCOMPARE(r.parallel->measuredSamplesPerSecond.size(), std::size_t{2});
    qInfo("hybrid shares cpu %lld / gpu %lld (calibrated %.0f / %.0f samples/s), test %.2f %%",
          static_cast<long long>(r.parallel->shares[0]), static_cast<long long>(r.parallel->shares[1]),
          r.parallel->measuredSamplesPerSecond[0], r.parallel->measuredSamplesPerSecond[1],
          100 * r.result.test->metrics.accuracy);
    QVERIFY(r.parallel->shares[1] > r.parallel->shares[0]);  // the GPU is the faster device
    QVERIFY(r.result.test->metrics.accuracy > 0.8);
  }
};

QTEST_GUILESS_MAIN(GpuParallelTest)
#include "test_gpu_parallel.moc"

// Data parallel on the GPU (label `gpu`; skips without a GPU): the NCCL communicator with one rank
// (a device list of one, the scaling baseline) trains to the losses of the same GPU alone, and
// agrees with the host-memory reduction (NNLAB_COMM=host); a CPU beside the GPU (hybrid) is
// calibrated, records its shares and trains.
#include <QtTest>
#include <cmath>
#include <cstdlib>

#include "backends/nccl_comm.h"
#include "device/gpu_info.h"
#include "experiment/experiment_runner.h"
#include "nn/model_spec.h"
#include "support/gpu_runs.h"

using namespace nnlab;

class GpuParallelTest : public QObject {
  Q_OBJECT

  static ExperimentSpec lenet(int epochs) { return test::gpuLenet(epochs, "lenet5-gpu-parallel"); }
  static double worst(const RunRecord& a, const RunRecord& b) { return test::worstEpochLoss(a, b); }

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
    // One trainer: the steps with their reductions are recorded and replayed as on one GPU, and
    // the reductions' time is measured on the device.
    qInfo("execution: %s", nccl.execution.c_str());
    QVERIFY2(nccl.execution.find("replayed") != std::string::npos, nccl.execution.c_str());
    QVERIFY(nccl.parallel->commSteps > 0);
    QVERIFY(nccl.parallel->commSeconds > 0);
    QCOMPARE(nccl.parallel->epochExposedSeconds.size(), std::size_t{3});
    // Through the host, the same sums.
    qputenv("NNLAB_COMM", "host");
    const RunRecord host = runExperiment(dp);
    qunsetenv("NNLAB_COMM");
    QCOMPARE(host.parallel->communicator, std::string("threads (host memory)"));
    QVERIFY2(worst(host, nccl) < 1e-3, qPrintable(QString::number(worst(host, nccl))));
  }

  // Issue 22, on a machine with several GPUs (skipped on one): every GPU (`cuda:all`) with the
  // global batch shared out trains to the losses of one GPU alone on that batch (LeNet-5 has no
  // batch norm: the step is the same up to the order of its sums), through NCCL; with per-device batches the
  // plan warms the rate up and the record and history name every GPU.
  void everyGpuTrainsLikeOneWithTheGlobalBatch() {
    const int gpus = static_cast<int>(detectGpus().gpus.size());
    if (gpus < 2) QSKIP("one GPU here: the several-GPU case runs on the 2- and 4-GPU machines");
    if (!ncclCompiled()) QSKIP(qPrintable(QString::fromStdString(ncclVersion())));
    ExperimentSpec all = lenet(3);
    all.devices = DeviceSet::parse("cuda:all", [gpus] { return gpus; }).names();
    QCOMPARE(static_cast<int>(all.devices.size()), gpus);
    all.parallel.batch = "global";
    all.train.batch = 64 * gpus;  // 64 rows a GPU; the twin: one GPU on the whole batch
    ExperimentSpec big = lenet(3);
    big.train.batch = 64 * gpus;
    const RunRecord one = runExperiment(big);
    const RunRecord dp = runExperiment(all);
    QCOMPARE(dp.result.status, RunStatus::Completed);
    QVERIFY2(dp.parallel->communicator.rfind("NCCL", 0) == 0, dp.parallel->communicator.c_str());
    qInfo("%d GPUs, global batch %d: last loss %.4f vs one GPU %.4f; test %.2f %% vs %.2f %%", gpus, 64 * gpus,
          dp.result.epochs.back().trainLoss, one.result.epochs.back().trainLoss, 100 * dp.result.test->metrics.accuracy,
          100 * one.result.test->metrics.accuracy);
    // The same step up to the order of the sums (each GPU's half, then NCCL's), which SGD amplifies
    // over 3 epochs: 2 x H100 differed by 0.37 % in the last epoch's loss, 4 x H100 by < 1e-4.
    QVERIFY2(worst(dp, one) < 1e-2, qPrintable(QString::number(worst(dp, one))));
    QVERIFY(std::fabs(dp.result.test->metrics.accuracy - one.result.test->metrics.accuracy) < 0.01);
    QCOMPARE(dp.parallel->warmupEpochs, 0);  // the batch is one GPU's: nothing to warm up
    const std::string label = all.deviceLabel(dp.gpu ? dp.gpu->name : std::string());
    qInfo("devices: %s", label.c_str());
    QVERIFY2(label.find(std::to_string(gpus) + " x ") == 0 && label.find("cuda:0-" + std::to_string(gpus - 1)) != std::string::npos,
             label.c_str());
    // Per-device batches: k = GPUs times the batch, warmed up over min(2, epochs / 2) epochs.
    all.parallel.batch = "per_device";
    all.train.batch = 64;
    const RunRecord weak = runExperiment(all);
    QCOMPARE(weak.result.status, RunStatus::Completed);
    QCOMPARE(weak.parallel->globalBatch, std::int64_t{64} * gpus);
    QCOMPARE(weak.parallel->warmupEpochs, 1);
    QVERIFY(weak.result.epochs[0].lr < weak.result.epochs[1].lr);
  }

  // Issue 22: synchronised batch norm on GPUs — the statistics and their gradients summed through
  // NCCL inside the recorded steps: 2 GPUs with the global batch train like one GPU with it (fp32
  // NCHW, and fp16 channels-last), where without the sync each GPU normalises over its half; a CPU
  // beside the GPU (the host group, unequal shares) too. A 16-bit gradient reduction trains.
  void syncBatchNormOnGpusTrainsLikeOneGpu() {
    const int gpus = static_cast<int>(detectGpus().gpus.size());
    if (gpus < 2) QSKIP("one GPU here: the several-GPU case runs on the 2- and 4-GPU machines");
    if (!ncclCompiled()) QSKIP(qPrintable(QString::fromStdString(ncclVersion())));
    const auto bnNet = [](Precision p) {
      ExperimentSpec s = lenet(3);
      s.model = ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "bn-cnn", "input": [1, 28, 28], "classes": 10,
        "layers": [{"type": "conv2d", "filters": 8, "kernel": 3, "padding": 1, "bias": false}, {"type": "batchnorm2d"},
                   {"type": "relu"}, {"type": "maxpool2d", "kernel": 2},
                   {"type": "conv2d", "filters": 16, "kernel": 3, "padding": 1, "bias": false}, {"type": "batchnorm2d"},
                   {"type": "relu"}, {"type": "globalavgpool"}, {"type": "flatten"},
                   {"type": "dense", "units": 16}, {"type": "batchnorm1d"}, {"type": "dense", "units": "classes"}]})"));
      s.train.batch = 128;
      s.train.precision = p;
      return s;
    };
    for (Precision p : {Precision::FP32, Precision::FP16}) {
      const RunRecord one = runExperiment(bnNet(p));
      ExperimentSpec two = bnNet(p);
      two.devices = {"cuda:0", "cuda:1"};
      two.parallel.batch = "global";
      const RunRecord plain = runExperiment(two);
      two.parallel.syncBatchNorm = true;
      const RunRecord synced = runExperiment(two);
      QCOMPARE(synced.result.status, RunStatus::Completed);
      qInfo("%s: 2 GPUs vs one with the global batch, epoch losses: %.3g without the sync, %.3g with it; test %.2f %% vs %.2f %%; %s",
            precisionName(p), worst(plain, one), worst(synced, one), 100 * synced.result.test->metrics.accuracy,
            100 * one.result.test->metrics.accuracy, synced.execution.c_str());
      QVERIFY2(synced.execution.find("replayed") != std::string::npos, synced.execution.c_str());
      if (p == Precision::FP32) {
        QVERIFY2(worst(synced, one) < 2e-3, qPrintable(QString::number(worst(synced, one))));
        QVERIFY(worst(synced, one) < worst(plain, one) / 3);
      } else {
        // fp16's rounding makes three epochs of this small net chaotic (on 2 x H100 the runs with
        // and without the sync both ended 8-10 % from one GPU's loss); the four channels-last
        // kernels agree with the ordinary ops in test_cuda_backend. Here: it trains, recorded.
        QVERIFY2(synced.execution.find("channels-last") != std::string::npos, synced.execution.c_str());
        QVERIFY(synced.result.test->metrics.accuracy > 0.3);
      }
    }
    ExperimentSpec hybrid = bnNet(Precision::FP32);
    const RunRecord gpu = runExperiment(hybrid);
    hybrid.devices = {"cpu-blas", "cuda:0"};
    hybrid.parallel.batch = "global";
    hybrid.parallel.syncBatchNorm = true;
    // The CPU's share set, not calibrated: a measured share moves with the machine (6 / 122 rows on
    // an H100 host, 17 / 111 on an H200 one), and the distance from the GPU alone with it.
    hybrid.parallel.cpuShare = 0.05;
    const RunRecord mixed = runExperiment(hybrid);
    QCOMPARE(mixed.result.status, RunStatus::Completed);
    qInfo("cpu-blas + cuda:0 (shares %lld / %lld), synchronised: epoch losses within %.3g of the GPU alone",
          static_cast<long long>(mixed.parallel->shares[0]), static_cast<long long>(mixed.parallel->shares[1]), worst(mixed, gpu));
    QVERIFY2(worst(mixed, gpu) < 5e-3, qPrintable(QString::number(worst(mixed, gpu))));
    ExperimentSpec bf = bnNet(Precision::FP32);
    bf.devices = {"cuda:0", "cuda:1"};
    bf.parallel.gradientReduction = "bf16";
    const RunRecord half = runExperiment(bf);
    QCOMPARE(half.result.status, RunStatus::Completed);
    bf.parallel.gradientReduction = "f32";
    const RunRecord full = runExperiment(bf);
    qInfo("bf16 gradient sums: %.0f bytes reduced vs %.0f in f32; epoch losses within %.3g", half.parallel->commBytes,
          full.parallel->commBytes, worst(half, full));
    QVERIFY(half.parallel->commBytes < 0.6 * full.parallel->commBytes);
    QVERIFY2(worst(half, full) < 2e-2, qPrintable(QString::number(worst(half, full))));
  }

  // Issue 22 (several GPUs): the gradients go in buckets, reduced on their own stream while
  // backward goes on, inside the recorded step; the result is the host-waited reduction's.
  void bucketsOverlapBackwardInsideTheRecordedStep() {
    const int gpus = static_cast<int>(detectGpus().gpus.size());
    if (gpus < 2) QSKIP("one GPU here: the several-GPU case runs on the 2- and 4-GPU machines");
    if (!ncclCompiled()) QSKIP(qPrintable(QString::fromStdString(ncclVersion())));
    ExperimentSpec s = lenet(3);
    s.devices = {"cuda:0", "cuda:1"};
    qputenv("NNLAB_BUCKET_MB", "0.02");  // LeNet-5's 250 kB of gradients in several buckets
    const RunRecord queued = runExperiment(s);
    qunsetenv("NNLAB_BUCKET_MB");
    qputenv("NNLAB_COMM", "host");
    const RunRecord host = runExperiment(s);
    qunsetenv("NNLAB_COMM");
    QCOMPARE(queued.result.status, RunStatus::Completed);
    const ParallelFacts& p = *queued.parallel;
    qInfo("execution: %s", queued.execution.c_str());
    qInfo("%d buckets a step, %lld steps: communication %.4f s, %.4f s under backward, %.4f s exposed; loss %.5f vs host %.5f",
          p.buckets, static_cast<long long>(p.commSteps), p.commSeconds, p.overlappedCommSeconds, p.exposedCommSeconds,
          queued.result.epochs.back().trainLoss, host.result.epochs.back().trainLoss);
    QVERIFY2(queued.execution.find("replayed") != std::string::npos, queued.execution.c_str());
    QVERIFY(p.buckets > 1);
    std::int64_t steps = 0;
    for (const auto& e : queued.result.epochs) steps += e.steps;
    QCOMPARE(p.commSteps, steps);
    QVERIFY(p.commSeconds > 0 && p.exposedCommSeconds >= 0 && p.overlappedCommSeconds <= p.commSeconds + 1e-9);
    QVERIFY(p.commBytes > 0);
    QVERIFY2(worst(queued, host) < 1e-3, qPrintable(QString::number(worst(queued, host))));
  }

  // A stop asked in the middle of an epoch ends every GPU at one step (they agree between
  // recorded steps), keeps the finished epochs, and nothing hangs.
  void aStopEndsEveryGpuAtOneStep() {
    const int gpus = static_cast<int>(detectGpus().gpus.size());
    if (gpus < 2) QSKIP("one GPU here: the several-GPU case runs on the 2- and 4-GPU machines");
    if (!ncclCompiled()) QSKIP(qPrintable(QString::fromStdString(ncclVersion())));
    struct StopInSecondEpoch : RunObserver {
      std::atomic<bool>* flag = nullptr;
      void onBatch(const BatchProgress& p) override {
        if (p.epoch == 2 && p.batch >= 5) flag->store(true);
      }
    };
    std::atomic<bool> stop{false};
    StopInSecondEpoch obs;
    obs.flag = &stop;
    ExperimentSpec s = lenet(4);
    s.devices = {"cuda:0", "cuda:1"};
    const RunRecord r = runExperiment(s, &obs, &stop);
    qInfo("%s", r.result.message.c_str());
    QCOMPARE(r.result.status, RunStatus::Cancelled);
    // Losses reach the observer in chunks on a GPU: the stop lands in epoch 2 or right after it.
    QVERIFY(r.result.epochs.size() >= 1 && r.result.epochs.size() <= 2);
  }

  // The CPU and the GPU each take a share of every global batch of 128; the combined step is the
  // GPU's alone on the whole batch, up to the two devices' rounding.
  void hybridCpuAndGpuTrainLikeTheGpuAlone() {
    ExperimentSpec alone = lenet(3);
    alone.train.batch = 128;
    const RunRecord gpu = runExperiment(alone);
    ExperimentSpec s = alone;
    s.devices = {"cpu-blas", "cuda:0"};
    s.parallel.batch = "global";
    const RunRecord r = runExperiment(s);
    QCOMPARE(r.result.status, RunStatus::Completed);
    QVERIFY(r.parallel.has_value());
    QCOMPARE(r.parallel->shares.size(), std::size_t{2});
    QCOMPARE(r.parallel->shares[0] + r.parallel->shares[1], std::int64_t{128});
    QCOMPARE(r.parallel->measuredSamplesPerSecond.size(), std::size_t{2});
    qInfo("hybrid shares cpu %lld / gpu %lld (calibrated %.0f / %.0f samples/s); last loss %.4f vs GPU alone %.4f; "
          "test %.2f %% vs %.2f %%",
          static_cast<long long>(r.parallel->shares[0]), static_cast<long long>(r.parallel->shares[1]),
          r.parallel->measuredSamplesPerSecond[0], r.parallel->measuredSamplesPerSecond[1],
          r.result.epochs.back().trainLoss, gpu.result.epochs.back().trainLoss, 100 * r.result.test->metrics.accuracy,
          100 * gpu.result.test->metrics.accuracy);
    QVERIFY(r.parallel->shares[1] > r.parallel->shares[0]);  // the GPU is the faster device
    QVERIFY2(worst(r, gpu) < 0.05, qPrintable(QString::number(worst(r, gpu))));
    QVERIFY(std::fabs(r.result.test->metrics.accuracy - gpu.result.test->metrics.accuracy) < 0.03);
  }
};

QTEST_GUILESS_MAIN(GpuParallelTest)
#include "test_gpu_parallel.moc"

// Model parallelism across processes (issue 24: "MPI between processes"): a pipeline whose stages
// are processes, a stage each, exchanging activations and gradients as messages.
// - As threads standing in for processes (LocalGroup's point-to-point messages, the same calls MPI
//   ranks make): 2 and 3 stages under every schedule train to the same losses, validation, test
//   accuracy and (gathered to rank 0) weights as the same pipeline in one process, bit for bit in
//   f64; rank 0's facts hold every stage's times and timeline; one rank asked to stop stops all
//   at the same step; a divergence ends every rank at the same batch with one process's message.
// - Through mpirun with nnlab-cli (skipped without MPI): 2 ranks give the one-process pipeline's
//   losses, the record names the ranks, and pipelines this version does not run across processes
//   (not one stage per process; stages cut by each process's own timing) are refused with a message.
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "data/split.h"
#include "experiment/run_record.h"
#include "parallel/mpi_world.h"
#include "support/cli_runner.h"
#include "support/parallel_fixtures.h"
#include "support/pipeline_fixtures.h"
#include "support/test_support.h"

using namespace nnlab;

using nnlab::test::lossDifference;
using nnlab::test::mlp;
using nnlab::test::train;
using nnlab::test::trainAcrossProcesses;
using nnlab::test::Trained;

class PipelineProcessesTest : public QObject {
  Q_OBJECT

 private:
  Dataset data_;
  DatasetSplits splits_;

  TrainConfig config(DType dtype) const { return test::pipelineConfig(dtype); }

 private slots:
  void initTestCase() {
    data_ = test::makeToyDataset(240, 4);
    splits_ = stratifiedSplit(data_, {80, 10, 10}, 1);
  }

  void stagesInProcessesTrainLikeOneProcess_data() {
    QTest::addColumn<QStringList>("devices");
    QTest::addColumn<QList<int>>("starts");
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("micro");
    QTest::newRow("2 stages naive") << QStringList{"cpu-reference", "cpu-reference"} << QList<int>{0, 4} << "naive" << 1;
    QTest::newRow("2 stages gpipe m4") << QStringList{"cpu-reference", "cpu-reference"} << QList<int>{0, 3} << "gpipe" << 4;
    QTest::newRow("3 stages 1f1b m4") << QStringList{"cpu-reference", "cpu-reference", "cpu-reference"} << QList<int>{0, 2, 5}
                                      << "1f1b" << 4;
    QTest::newRow("3 stages gpipe m3") << QStringList{"cpu-reference", "cpu-reference", "cpu-reference"} << QList<int>{0, 3, 6}
                                       << "gpipe" << 3;
  }
  void stagesInProcessesTrainLikeOneProcess() {
    QFETCH(QStringList, devices);
    QFETCH(QList<int>, starts);
    QFETCH(QString, schedule);
    QFETCH(int, micro);
    std::vector<std::string> devs;
    for (const QString& d : devices) devs.push_back(d.toStdString());
    const std::vector<std::size_t> st(starts.begin(), starts.end());
    const PipelineSchedule sch = pipelineScheduleFromName(schedule.toStdString());
    const TrainConfig cfg = config(DType::F64);
    const Trained one = train(mlp(), splits_, cfg, devs, st, sch, micro);
    const Trained apart = trainAcrossProcesses(mlp(), splits_, cfg, devs, st, sch, micro);
    QCOMPARE(apart.result.status, RunStatus::Completed);
    QCOMPARE(one.result.status, RunStatus::Completed);
    // The same arithmetic in the same order: the same bits.
    QCOMPARE(lossDifference(apart.result, one.result), 0.0);
    for (std::size_t e = 0; e < one.result.epochs.size(); ++e) {
      QCOMPARE(apart.result.epochs[e].trainLoss, one.result.epochs[e].trainLoss);
      QCOMPARE(apart.result.epochs[e].trainAccuracy, one.result.epochs[e].trainAccuracy);
      QCOMPARE(apart.result.epochs[e].valAccuracy, one.result.epochs[e].valAccuracy);
    }
    QCOMPARE(apart.result.test->loss, one.result.test->loss);
    QCOMPARE(apart.result.test->metrics.accuracy, one.result.test->metrics.accuracy);
    QCOMPARE(apart.weights, one.weights);  // every stage's, gathered to rank 0

    // Rank 0's facts: every stage worked and moved what one process moves; the timeline has every
    // stage's forwards and backwards.
    const PipelineFacts& f = apart.facts;
    const int p = static_cast<int>(devs.size());
    const int m = schedule == "naive" ? 1 : micro;
    QCOMPARE(static_cast<int>(f.devices.size()), p);
    QCOMPARE(QString::fromStdString(f.devices[1]), QString("cpu-reference (rank 1)"));
    QCOMPARE(f.steps, one.facts.steps);
    QCOMPARE(f.bytesMoved, one.facts.bytesMoved);
    for (int s = 0; s < p; ++s) QVERIFY2(f.stageBusySeconds[static_cast<std::size_t>(s)] > 0.0, qPrintable(QString::number(s)));
    QVERIFY(f.bubble() >= 0.0 && f.bubble() < 1.0);
    std::vector<int> forwards(static_cast<std::size_t>(p), 0), backwards(static_cast<std::size_t>(p), 0), transfers(static_cast<std::size_t>(p), 0);
    for (const PipelineEvent& e : f.timeline) {
      QVERIFY(e.end >= e.start && e.start >= 0.0);
      QVERIFY(e.stage >= 0 && e.stage < p);
      forwards[static_cast<std::size_t>(e.stage)] += e.kind == 'F';
      backwards[static_cast<std::size_t>(e.stage)] += e.kind == 'B';
      transfers[static_cast<std::size_t>(e.stage)] += e.kind == 'T';
    }
    for (int s = 0; s < p; ++s) {
      QCOMPARE(forwards[static_cast<std::size_t>(s)], m);
      QCOMPARE(backwards[static_cast<std::size_t>(s)], m);
      // Sent and received: activations from the stage before and to the one after, gradients back.
      QCOMPARE(transfers[static_cast<std::size_t>(s)], 2 * m * ((s > 0) + (s + 1 < p)));
    }
    QVERIFY(apart.execution.find("pipeline: " + std::to_string(p) + " stages") != std::string::npos);
    QVERIFY(apart.execution.find("(rank 1)") != std::string::npos);
  }

  // A stop that reaches one process only: the processes agree before every step, so all stop at
  // the same one (none waits for a message that never comes), with the same message.
  void oneRankStoppingStopsAll() {
    const Trained apart = trainAcrossProcesses(mlp(), splits_, config(DType::F32), {"cpu-blas", "cpu-reference"}, {0, 4},
                                               PipelineSchedule::GPipe, 2, 1);
    QCOMPARE(apart.result.status, RunStatus::Cancelled);
    QVERIFY2(QString::fromStdString(apart.result.message).contains("epoch 1 batch 1"), apart.result.message.c_str());
  }

  // A divergence: the last stage's loss reaches every rank with the step's sums, so all of them
  // stop at the same batch with the same message (none waits for the others), epochs kept.
  void aDivergenceEndsEveryRankAlike() {
    TrainConfig cfg = test::pipelineConfig(DType::F32, 3, 16);
    cfg.optimizer.lr = 100.0;  // the largest a spec takes (test_pipeline's divergence)
    const Trained apart = trainAcrossProcesses(mlp(), splits_, cfg, {"cpu-blas", "cpu-blas"}, {0, 4}, PipelineSchedule::GPipe, 4);
    QCOMPARE(apart.result.status, RunStatus::Diverged);
    QVERIFY2(apart.result.message.find("lower the learning rate") != std::string::npos, apart.result.message.c_str());
    const Trained one = train(mlp(), splits_, cfg, {"cpu-blas", "cpu-blas"}, {0, 4}, PipelineSchedule::GPipe, 4);
    QCOMPARE(one.result.status, RunStatus::Diverged);
    QCOMPARE(QString::fromStdString(apart.result.message), QString::fromStdString(one.result.message));
  }

  // The real thing: two processes under mpirun, one stage each, against the pipeline in one process.
  void twoMpiRanksEqualOneProcess() {
    if (!mpiAvailable()) QSKIP("this build has no MPI (NNLAB_WITH_MPI=OFF)");
    const QString mpirun = QStandardPaths::findExecutable("mpirun");
    if (mpirun.isEmpty()) QSKIP("mpirun is not installed");
    QTemporaryDir d;
    const QStringList common{"train", "--model", "lenet5", "--dataset", "mnist-bundled", "--epochs", "2", "--batch", "32",
                             "-j", "1", "--schedule", "constant", "--split", "8,2,90", "--pipeline", "cpu-blas,cpu-blas",
                             "--stages", "1,5", "--pipeline-schedule", "1f1b", "--micro-batches", "4", "--no-history", "-q"};
    const test::CliResult one = test::runCli(common + QStringList{"--out", d.filePath("one.json")});
    QVERIFY2(one.code == 0, qPrintable(one.err));
    QProcessEnvironment env;
    const QStringList launch = test::mpirunTwoRanks(env);
    const QString cli = QStringLiteral(NNLAB_CLI);
    const test::CliResult two =
        test::runProgram(mpirun, launch + QStringList{cli} + common + QStringList{"--out", d.filePath("two.json")}, 300000, {}, env);
    QVERIFY2(two.code == 0, qPrintable(two.out + two.err));
    const RunRecord a = RunRecord::load(d.filePath("one.json").toStdString());
    const RunRecord b = RunRecord::load(d.filePath("two.json").toStdString());
    QCOMPARE(b.result.status, RunStatus::Completed);
    // Same backends, same thread counts, same order of operations: the same numbers.
    QCOMPARE(lossDifference(b.result, a.result), 0.0);
    QCOMPARE(b.result.test->metrics.accuracy, a.result.test->metrics.accuracy);
    QVERIFY(b.pipeline.has_value());
    QCOMPARE(b.pipeline->devices, (std::vector<std::string>{"cpu-blas (rank 0)", "cpu-blas (rank 1)"}));
    QVERIFY(b.pipeline->stageBusySeconds[1] > 0.0);
    QCOMPARE(b.pipeline->bytesMoved, a.pipeline->bytesMoved);
    QVERIFY(!b.parallel.has_value());  // one copy of the model: nothing is data parallel

    // Not run across processes in this version, each with its reason.
    const test::CliResult three = test::runProgram(
        mpirun, QStringList{"--oversubscribe", "-np", "3", cli} + common, 300000, {}, env);
    QVERIFY(three.code != 0);
    QVERIFY2((three.out + three.err).contains("start 2 processes (mpirun -np 2), not 3"), qPrintable(three.out + three.err));
    QStringList timed = common;
    timed.removeAt(timed.indexOf("--stages") + 1);
    timed.removeAll("--stages");
    const test::CliResult measured =
        test::runProgram(mpirun, launch + QStringList{cli} + timed + QStringList{"--balance", "time"}, 300000, {}, env);
    QVERIFY(measured.code != 0);
    QVERIFY2((measured.out + measured.err).contains("balance by compute or memory"), qPrintable(measured.out + measured.err));
  }
};

QTEST_GUILESS_MAIN(PipelineProcessesTest)
#include "test_pipeline_processes.moc"

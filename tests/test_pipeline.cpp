// Model parallelism on the CPU (train/pipeline.h): the schedules' orders run without deadlock and
// keep what they promise; a 2- and a 3-stage split, under every schedule, train to the same losses
// and weights as the unsplit model with the same batch (f64 on cpu-reference: 1e-9; f32 on
// cpu-blas: 1e-4); the timeline adds up; bad splits are refused with a message; a model over a
// memory budget is refused on one device and trains when split.
#include <QtTest>
#include <cmath>
#include <limits>
#include <map>

#include "optim/optimizer_fields.h"
#include "backends/backend_factory.h"
#include "experiment/experiment_runner.h"
#include "experiment/history_store.h"
#include "device/cpu_info.h"
#include "hw/predict_pipeline.h"
#include "experiment/run_record.h"
#include "core/json_reader.h"
#include "data/split.h"
#include "nn/model.h"
#include "support/expect_error.h"
#include "support/pipeline_fixtures.h"
#include "support/test_support.h"
#include "train/pipeline.h"
#include "train/trainer.h"

using namespace nnlab;

using nnlab::test::lossDifference;
using nnlab::test::mlp;
using nnlab::test::relDiff;
using nnlab::test::train;
using nnlab::test::Trained;
using nnlab::test::values;

class PipelineTest : public QObject {
  Q_OBJECT

 private:
  Dataset data_;
  DatasetSplits splits_;

  TrainConfig config(DType dtype, int epochs = 2, int batch = 24) const { return test::pipelineConfig(dtype, epochs, batch); }

 private slots:
  void initTestCase() {
    data_ = test::makeToyDataset(240, 4);
    splits_ = stratifiedSplit(data_, {80, 10, 10}, 1);
  }

  // Every schedule's order: each stage forwards and backwards every micro-batch once; run together
  // (an op waits for the stage before it going forward and after it going back) they finish; 1F1B
  // keeps at most p - s micro-batches' activations on stage s, GPipe all m.
  void schedulesRunToTheEnd() {
    for (PipelineSchedule sch : {PipelineSchedule::Naive, PipelineSchedule::GPipe, PipelineSchedule::OneFOneB}) {
      for (int p : {2, 3, 4}) {
        for (int m : {1, 2, 4, 8}) {
          const int mm = sch == PipelineSchedule::Naive ? 1 : m;
          std::vector<std::vector<PipelineOp>> orders;
          for (int s = 0; s < p; ++s) orders.push_back(pipelineOrder(sch, s, p, m));
          std::vector<std::size_t> next(static_cast<std::size_t>(p), 0);
          std::map<std::tuple<int, int, bool>, bool> done;
          std::vector<int> inFlight(static_cast<std::size_t>(p), 0), peak(static_cast<std::size_t>(p), 0);
          bool progress = true;
          while (progress) {
            progress = false;
            for (int s = 0; s < p; ++s) {
              auto& order = orders[static_cast<std::size_t>(s)];
              std::size_t& k = next[static_cast<std::size_t>(s)];
              if (k == order.size()) continue;
              const PipelineOp op = order[k];
              const bool ready = op.forward ? (s == 0 || done[{s - 1, op.micro, true}])
                                            : (done[{s, op.micro, true}] && (s == p - 1 || done[{s + 1, op.micro, false}]));
              if (!ready) continue;
              done[{s, op.micro, op.forward}] = true;
              inFlight[static_cast<std::size_t>(s)] += op.forward ? 1 : -1;
              peak[static_cast<std::size_t>(s)] = std::max(peak[static_cast<std::size_t>(s)], inFlight[static_cast<std::size_t>(s)]);
              ++k;
              progress = true;
            }
          }
          for (int s = 0; s < p; ++s) {
            const auto& order = orders[static_cast<std::size_t>(s)];
            QVERIFY2(next[static_cast<std::size_t>(s)] == order.size(),
                     qPrintable(QString("%1 p=%2 m=%3: stage %4 stuck").arg(pipelineScheduleName(sch)).arg(p).arg(m).arg(s)));
            QCOMPARE(static_cast<int>(order.size()), 2 * mm);
            if (sch == PipelineSchedule::OneFOneB) QVERIFY(peak[static_cast<std::size_t>(s)] <= std::min(p - s, mm));
            if (sch == PipelineSchedule::GPipe) QCOMPARE(peak[static_cast<std::size_t>(s)], mm);
          }
        }
      }
    }
    QCOMPARE(idealBubble(4, 1), 0.75);
    QCOMPARE(idealBubble(4, 8), 3.0 / 11.0);
    QCOMPARE(idealBubble(1, 8), 0.0);
    QCOMPARE(pipelineScheduleFromName("1f1b"), PipelineSchedule::OneFOneB);
    EXPECT_ERROR([] { pipelineScheduleFromName("zigzag"); }, ErrorKind::InvalidArgument, {"naive, gpipe or 1f1b"});
  }

  // Stages balanced by forward FLOPs: contiguous, each at least one layer, the heavy layers spread.
  // The what-if (hw/predict_pipeline.h) on a hand-worked case: two equal stages (forward 2 s,
  // backward 4 s a batch), 4 micro-batches, a free link: GPipe's step is (m + p - 1)(F + B)/m =
  // 7.5 s and its bubble the ideal 20 %; a slow link adds its hand-overs.
  void predictedPipelineMatchesTheHandWorkedCase() {
    auto model = Model::create(mlp(), Shape{1, 8, 8}, 4);
    DevicePrediction one;
    for (std::size_t i = 0; i < model->layerCount(); ++i) {
      LayerPrediction l;
      l.fwdSeconds = 0.5;
      l.bwdSeconds = 1.0;
      one.layers.push_back(l);
    }
    LinkSpec free;
    free.name = "free";
    free.alphaSeconds = 0.0;
    free.betaGBs = 1e12;
    const PipelinePrediction p = predictPipeline(one, model->check(), {0, 4}, PipelineSchedule::GPipe, {1, 4}, free, 4.0, 16);
    QCOMPARE(p.points.size(), std::size_t{2});
    QVERIFY(std::fabs(p.points[0].stepSeconds - 12.0) < 1e-9);  // naive: 2 + 2 forward, 4 + 4 backward
    QVERIFY(std::fabs(p.points[0].bubble - 0.5) < 1e-9);
    QVERIFY(std::fabs(p.points[1].stepSeconds - 7.5) < 1e-9);
    QVERIFY(std::fabs(p.points[1].bubble - 0.2) < 1e-9);
    QVERIFY(std::fabs(p.points[1].speedup - 12.0 / 7.5) < 1e-9);
    const PipelinePrediction f = predictPipeline(one, model->check(), {0, 4}, PipelineSchedule::OneFOneB, {4}, free, 4.0, 16);
    QVERIFY(std::fabs(f.points[0].stepSeconds - 7.5) < 1e-9);  // 1F1B: the same bubble
    LinkSpec slow = free;
    slow.alphaSeconds = 0.25;
    const PipelinePrediction s = predictPipeline(one, model->check(), {0, 4}, PipelineSchedule::GPipe, {4}, slow, 4.0, 16);
    QVERIFY(s.points[0].stepSeconds > 7.5 + 0.25);
    QVERIFY(s.points[0].bubble > 0.2);
    EXPECT_ERROR([&] { predictPipeline(one, model->check(), {0, 9}, PipelineSchedule::GPipe, {4}, free, 4.0, 16); },
                 ErrorKind::InvalidArgument, {"increasing layers"});
  }

  void stagesAreBalanced() {
    auto model = Model::create(mlp(), Shape{1, 8, 8}, 4);
    for (int p = 1; p <= 8; ++p) {
      const auto starts = balancedStages(model->check(), p);
      QCOMPARE(static_cast<int>(starts.size()), p);
      QCOMPARE(starts.front(), std::size_t{0});
      for (std::size_t s = 1; s < starts.size(); ++s) QVERIFY(starts[s] > starts[s - 1] && starts[s] < model->layerCount());
    }
    // Two stages: the first dense layer (64x24, the heaviest) alone in front, or with its ReLU.
    const auto two = balancedStages(model->check(), 2);
    QVERIFY2(two[1] >= 2 && two[1] <= 3, qPrintable(QString::fromStdString(stageRangesText(two, model->layerCount()))));
    // By memory: the parameters split evenly (dense 24x16 and 16x12 against 64x24).
    const auto mem = balancedStages(model->check(), 2, StageBalance::Memory);
    QCOMPARE(mem[1], std::size_t{2});
    QCOMPARE(stageBalanceFromName("memory"), StageBalance::Memory);
    QCOMPARE(stageRangesText({0, 3, 5}, 8), std::string("1-3,4-5,6-8"));
    QCOMPARE(stageRangesText({0, 7}, 8), std::string("1-7,8"));
    EXPECT_ERROR([&] { balancedStages(model->check(), 9); }, ErrorKind::InvalidArgument, {"each stage needs at least one layer"});
  }

  // The acceptance: the same losses and weights as the unsplit model, for 2 and 3 stages and every
  // schedule (f64: only the order of the micro-batches' sums differs).
  void splitTrainsLikeTheUnsplitModel_data() {
    QTest::addColumn<QStringList>("devices");
    QTest::addColumn<QList<int>>("starts");
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<int>("micro");
    const QStringList two{"cpu-reference", "cpu-reference"}, three{"cpu-reference", "cpu-reference", "cpu-reference"};
    for (const char* sch : {"naive", "gpipe", "1f1b"}) {
      QTest::addRow("2 stages %s m=4", sch) << two << QList<int>{0, 3} << sch << 4;
      QTest::addRow("3 stages %s m=3", sch) << three << QList<int>{0, 2, 5} << sch << 3;
    }
    QTest::addRow("3 stages gpipe m=5 (uneven micro-batches)") << three << QList<int>{0, 4, 7} << "gpipe" << 5;
  }
  void splitTrainsLikeTheUnsplitModel() {
    QFETCH(QStringList, devices);
    QFETCH(QList<int>, starts);
    QFETCH(QString, schedule);
    QFETCH(int, micro);
    const TrainConfig cfg = config(DType::F64);
    const Trained whole = train(mlp(), splits_, cfg, {"cpu-reference"}, {0}, PipelineSchedule::GPipe, 1);
    std::vector<std::string> devs;
    for (const QString& d : devices) devs.push_back(d.toStdString());
    std::vector<std::size_t> st(starts.begin(), starts.end());
    const Trained split = train(mlp(), splits_, cfg, devs, st, pipelineScheduleFromName(schedule.toStdString()), micro);
    QCOMPARE(split.result.status, RunStatus::Completed);
    QCOMPARE(split.result.epochs.size(), whole.result.epochs.size());
    double worst = lossDifference(split.result, whole.result);
    QCOMPARE(split.weights.size(), whole.weights.size());
    for (std::size_t p = 0; p < whole.weights.size(); ++p)
      for (std::size_t k = 0; k < whole.weights[p].size(); ++k)
        worst = std::max(worst, std::fabs(split.weights[p][k] - whole.weights[p][k]) / std::max(1e-3, std::fabs(whole.weights[p][k])));
    qInfo("%s: largest relative difference %.2e (losses, validation, weights)", QTest::currentDataTag(), worst);
    QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
    QCOMPARE(split.result.test->metrics.accuracy, whole.result.test->metrics.accuracy);

    // What the run measured: every step's forwards and backwards, the ideal bubble, bytes moved.
    const PipelineFacts& f = split.facts;
    const int p = static_cast<int>(devs.size());
    const int m = schedule == "naive" ? 1 : micro;
    QCOMPARE(static_cast<int>(f.devices.size()), p);
    QCOMPARE(f.microBatches, m);
    QCOMPARE(f.idealBubble, idealBubble(p, m));
    std::int64_t steps = 0;
    for (const auto& e : split.result.epochs) steps += e.steps;
    QCOMPARE(f.steps, steps);
    QCOMPARE(static_cast<int>(f.epochBubble.size()), cfg.epochs);
    QVERIFY(f.bubble() >= 0.0 && f.bubble() < 1.0);
    QVERIFY(f.bytesMoved > 0);
    int forwards = 0, backwards = 0;
    for (const PipelineEvent& e : f.timeline) {
      QVERIFY(e.end >= e.start && e.start >= 0.0);
      forwards += e.kind == 'F';
      backwards += e.kind == 'B';
    }
    QCOMPARE(forwards, p * m);
    QCOMPARE(backwards, p * m);
    QVERIFY(split.execution.find("pipeline: " + std::to_string(p) + " stages") != std::string::npos);
    std::int64_t params = 0;
    for (std::int64_t n : f.stageParams) params += n;
    QCOMPARE(params, Model::create(mlp(), Shape{1, 8, 8}, 4)->paramCount());
    QCOMPARE(static_cast<int>(f.stageMemoryBytes.size()), p);

    // The record's block reads back.
    const nlohmann::json j = f.toJson();
    JsonReader r(j, "pipeline block");
    const PipelineFacts back = PipelineFacts::read(r);
    QCOMPARE(back.timeline, f.timeline);
    QCOMPARE(back.stageStarts, f.stageStarts);
    QCOMPARE(back.bubble(), f.bubble());
  }

  // GPipe and 1F1B differ in when each backward runs, not in what it adds: the same bits.
  void schedulesAgreeBitForBit() {
    const TrainConfig cfg = config(DType::F32);
    const Trained a = train(mlp(), splits_, cfg, {"cpu-blas", "cpu-blas"}, {0, 4}, PipelineSchedule::GPipe, 4);
    const Trained b = train(mlp(), splits_, cfg, {"cpu-blas", "cpu-blas"}, {0, 4}, PipelineSchedule::OneFOneB, 4);
    QCOMPARE(a.result.epochs.size(), b.result.epochs.size());
    for (std::size_t e = 0; e < a.result.epochs.size(); ++e) QCOMPARE(a.result.epochs[e].batchLosses, b.result.epochs[e].batchLosses);
    QCOMPARE(a.weights, b.weights);
  }

  // Mixed CPU backends (cpu-blas then cpu-reference) in f32: the same as unsplit within f32's sums.
  void mixedBackendsInF32() {
    const TrainConfig cfg = config(DType::F32);
    const Trained whole = train(mlp(), splits_, cfg, {"cpu-blas"}, {0}, PipelineSchedule::GPipe, 1);
    const Trained split = train(mlp(), splits_, cfg, {"cpu-blas", "cpu-reference"}, {0, 4}, PipelineSchedule::OneFOneB, 4);
    QCOMPARE(split.result.status, RunStatus::Completed);
    for (std::size_t e = 0; e < whole.result.epochs.size(); ++e)
      QVERIFY2(relDiff(split.result.epochs[e].trainLoss, whole.result.epochs[e].trainLoss) < 1e-4,
               qPrintable(QString("%1 vs %2").arg(split.result.epochs[e].trainLoss).arg(whole.result.epochs[e].trainLoss)));
  }

  // A model with batch norm and dropout trains split too (micro-batches see their own statistics).
  void batchNormAndDropoutTrain() {
    const Trained split = train(test::toyCnn(), splits_, config(DType::F32, 3, 32), {"cpu-blas", "cpu-blas"}, {0, 4},
                                PipelineSchedule::GPipe, 4);
    QVERIFY2(split.result.status == RunStatus::Completed, qPrintable(QString::fromStdString(split.result.message)));
    QVERIFY(std::isfinite(split.result.epochs.back().trainLoss));
    QVERIFY(split.result.epochs.back().trainLoss < split.result.epochs.front().batchLosses.front());
  }

  // Stop during a pipeline run: the step running ends, the finished epochs are kept; a diverging
  // pipeline says so like one device does.
  void stopAndDivergenceKeepTheEpochs() {
    struct StopAt : TrainObserver {
      std::atomic<bool>* flag;
      void onBatch(const BatchProgress& p) override {
        if (p.epoch == 2 && p.batch == 2) flag->store(true);
      }
    };
    std::vector<std::unique_ptr<Backend>> backends;
    for (int s = 0; s < 2; ++s) backends.push_back(makeBackend("cpu-blas", 1));
    auto model = Model::create(mlp(), Shape{1, 8, 8}, 4);
    std::vector<Backend*> layers(model->layerCount(), backends[0].get());
    for (std::size_t i = 4; i < layers.size(); ++i) layers[i] = backends[1].get();
    TrainConfig cfg = config(DType::F32, 4, 16);
    model->build(layers, cfg.dtype, cfg.seed);
    Pipeline pipe(*model, {backends[0].get(), backends[1].get()}, {0, 4}, PipelineSchedule::OneFOneB, 4);
    Trainer trainer(*model, *backends[0], cfg);
    trainer.setPipeline(&pipe);
    std::atomic<bool> stop{false};
    StopAt obs;
    obs.flag = &stop;
    const RunResult r = trainer.fit(splits_, &obs, &stop);
    QCOMPARE(r.status, RunStatus::Cancelled);
    QCOMPARE(r.epochs.size(), std::size_t{1});
    QVERIFY2(r.message.find("stopped") != std::string::npos, r.message.c_str());
    QVERIFY(pipe.facts().steps > 0);

    TrainConfig wild = config(DType::F32, 3, 16);
    wild.optimizer.lr = fields::kLr.max;
    const Trained d = train(mlp(), splits_, wild, {"cpu-blas", "cpu-blas"}, {0, 4}, PipelineSchedule::GPipe, 4);
    QCOMPARE(d.result.status, RunStatus::Diverged);
    QVERIFY2(d.result.message.find("lower the learning rate") != std::string::npos, d.result.message.c_str());
  }

  void badSplitsAreRefused() {
    auto model = Model::create(mlp(), Shape{1, 8, 8}, 4);
    auto a = makeBackend("cpu-reference", 1), b = makeBackend("cpu-reference", 1);
    std::vector<Backend*> layers(model->layerCount(), a.get());
    for (std::size_t i = 4; i < layers.size(); ++i) layers[i] = b.get();
    model->build(layers, DType::F32, 1);
    auto make = [&](std::vector<std::size_t> starts, int micro, std::vector<Backend*> bs) {
      Pipeline p(*model, bs, starts, PipelineSchedule::GPipe, micro);
    };
    EXPECT_ERROR([&] { make({0}, 2, {a.get()}); }, ErrorKind::InvalidArgument, {"at least two stages"});
    EXPECT_ERROR([&] { make({0, 4}, 0, {a.get(), b.get()}); }, ErrorKind::InvalidArgument, {"micro-batches must be 1 to 1024"});
    EXPECT_ERROR([&] { make({0, 8}, 2, {a.get(), b.get()}); }, ErrorKind::InvalidArgument, {"each with at least one"});
    EXPECT_ERROR([&] { make({1, 4}, 2, {a.get(), b.get()}); }, ErrorKind::InvalidArgument, {"must begin at layer 1"});
    EXPECT_ERROR([&] { make({0, 5}, 2, {a.get(), b.get()}); }, ErrorKind::InvalidArgument, {"is not on stage 1"});
    // A batch smaller than the micro-batches says so (and the run keeps nothing broken).
    TrainConfig cfg = config(DType::F32, 1, 3);
    const Trained t = train(mlp(), splits_, cfg, {"cpu-reference", "cpu-reference"}, {0, 4}, PipelineSchedule::GPipe, 4);
    QCOMPARE(t.result.status, RunStatus::Failed);
    QVERIFY2(t.result.message.find("cannot make 4 micro-batches") != std::string::npos, qPrintable(QString::fromStdString(t.result.message)));
  }

  // Why model parallelism exists: a budget one device cannot meet, met by two stages.
  void aModelOverTheBudgetTrainsWhenSplit() {
    const ModelSpec wide = ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "wide", "input": [1, 8, 8], "classes": 4,
      "layers": [{"type": "flatten"}, {"type": "dense", "units": 512}, {"type": "relu"}, {"type": "dense", "units": 512},
                 {"type": "relu"}, {"type": "dense", "units": 512}, {"type": "relu"}, {"type": "dense", "units": 512},
                 {"type": "relu"}, {"type": "dense", "units": "classes"}]})"));
    auto model = Model::create(wide, Shape{1, 8, 8}, 4);
    const double params = static_cast<double>(model->paramCount());
    // f32 value + gradient + momentum: 12 bytes a parameter; the budget holds 75 % of them (two of
    // the three large layers on one stage: 64 %).
    const double budget = 0.75 * params * 12.0;
    const TrainConfig cfg = config(DType::F32, 1, 16);
    const Trained one = train(wide, splits_, cfg, {"cpu-blas"}, {0}, PipelineSchedule::GPipe, 1, budget);
    QCOMPARE(one.result.status, RunStatus::Failed);
    QVERIFY2(one.result.message.find("model parallelism") != std::string::npos, qPrintable(QString::fromStdString(one.result.message)));
    const auto starts = balancedStages(model->check(), 2, StageBalance::Memory);
    // (One micro-batch: every further one keeps a copy of its stage's gradients, counted against the budget.)
    const Trained two = train(wide, splits_, cfg, {"cpu-blas", "cpu-blas"}, starts, PipelineSchedule::Naive, 1, budget);
    QVERIFY2(two.result.status == RunStatus::Completed, qPrintable(QString::fromStdString(two.result.message)));
    for (double bytes : two.facts.stageMemoryBytes) QVERIFY(bytes <= budget);
  }

  // The experiment spec's pipeline: read strictly, written back, run through runExperiment (the
  // one run path) into a record whose block and text lines say what the run was.
  void aSpecTrainsAPipelineIntoItsRecord() {
    QTemporaryDir dir;
    const std::string toy = (dir.path() + "/toy").toStdString();
    test::writeToyIdxFolder(toy, false);
    const nlohmann::json j = nlohmann::json::parse(R"({"format": "nnlab-experiment", "version": 2, "dataset": "DATA",
      "model": {"name": "m", "input": [1, 8, 8], "classes": 4, "layers": [{"type": "flatten"}, {"type": "dense", "units": 24},
                {"type": "relu"}, {"type": "dense", "units": 16}, {"type": "relu"}, {"type": "dense", "units": "classes"}]},
      "training": {"epochs": 2, "batch": 16},
      "pipeline": {"devices": ["cpu-blas", "cpu-reference"], "stages": [1, 4], "micro_batches": 4, "schedule": "1f1b"}})");
    nlohmann::json jj = j;
    jj["dataset"] = toy;
    ExperimentSpec spec = ExperimentSpec::fromJson(jj);
    QVERIFY(spec.pipeline.enabled());
    QCOMPARE(spec.backend, std::string("cpu-blas"));
    QCOMPARE(spec.pipeline.stages, (std::vector<int>{1, 4}));
    QCOMPARE(ExperimentSpec::fromJson(spec.toJson()).pipeline, spec.pipeline);
    QVERIFY(!ExperimentSpec::fromJson(ExperimentSpec::defaults().toJson()).toJson().contains("pipeline"));
    spec.threads = 2;  // cpu-blas's: the cpu-reference stage runs on its one thread (the Device page's case)
    const RunRecord rec = runExperiment(spec);
    QVERIFY2(rec.result.status == RunStatus::Completed, qPrintable(QString::fromStdString(rec.result.message)));
    QVERIFY(rec.pipeline.has_value());
    QVERIFY(!rec.parallel.has_value());
    QCOMPARE(rec.pipeline->devices, (std::vector<std::string>{"cpu-blas", "cpu-reference"}));
    QCOMPARE(rec.pipeline->stageStarts, (std::vector<std::size_t>{0, 3}));
    QCOMPARE(rec.pipeline->schedule, std::string("1f1b"));
    QVERIFY(rec.pipeline->steps > 0);
    // The label names the stages in their order (it listed them sorted: "cpu-reference + cpu-blas").
    QVERIFY2(rec.label.find("cpu-blas -> cpu-reference pipeline") != std::string::npos, rec.label.c_str());
    const RunRecord back = RunRecord::fromJson(rec.toJson());
    QVERIFY(back.pipeline.has_value());
    QCOMPARE(back.pipeline->timeline, rec.pipeline->timeline);
    QCOMPARE(back.spec.pipeline, spec.pipeline);
    // The history keeps the block (schema 7) and shows the same lines.
    {
      auto h = HistoryStore::open((dir.path() + "/h.sqlite").toStdString());
      h->importRecord(rec);
      const RunRecord stored = h->load(h->list().front().id);
      QVERIFY(stored.pipeline.has_value());
      QCOMPARE(stored.pipeline->timeline, rec.pipeline->timeline);
      QCOMPARE(stored.pipeline->bubble(), rec.pipeline->bubble());
      QCOMPARE(parallelLines(stored), parallelLines(rec));
    }
    std::string lines;
    for (const auto& [what, text] : parallelLines(rec)) lines += what + ": " + text + "\n";
    QVERIFY2(lines.find("stages: 2 (model parallel): layers 1-3 on cpu-blas") != std::string::npos &&
                 lines.find("layers 4-6 on cpu-reference") != std::string::npos &&
                 lines.find("1f1b, 4 micro-batches: bubble") != std::string::npos && lines.find("20 % ideal") != std::string::npos,
             lines.c_str());
    QVERIFY2(rec.execution.find("pipeline: 2 stages") != std::string::npos, rec.execution.c_str());

    // Impossible pipelines get a message before anything runs.
    auto refused = [&](const char* key, const nlohmann::json& value, const char* says) {
      nlohmann::json bad = jj;
      bad["pipeline"][key] = value;
      EXPECT_ERROR([&] { ExperimentSpec::fromJson(bad).validate(); }, ErrorKind::InvalidArgument, {says});
    };
    refused("devices", nlohmann::json::array({"cpu-blas"}), "2 to 64 stage devices");
    refused("devices", nlohmann::json::array({"cpu-blas", "tpu:9"}), "tpu:9");
    refused("stages", nlohmann::json::array({2, 4}), "begins at layer 1");
    refused("stages", nlohmann::json::array({1, 4, 5}), "one per device");
    refused("stages", nlohmann::json::array({1, 1}), "increasing layers");
    refused("stages", "half", "\"auto\" or a list");
    refused("micro_batches", 0, "micro_batches");
    refused("micro_batches", 64, "cannot make 64 micro-batches");
    refused("schedule", "zigzag", "schedule");
    refused("balance", "luck", "balance");
    nlohmann::json both = jj;
    both["device"] = {{"name", {"cpu-blas", "cpu-blas"}}};
    ExperimentSpec::fromJson(both).validate();  // replicas of the pipeline, all-reduced
    both["parallel"] = {{"strategy", "async"}};
    EXPECT_ERROR([&] { ExperimentSpec::fromJson(both).validate(); }, ErrorKind::InvalidArgument, {"all-reduce only"});
    // Micro-batches whose layer copies this machine cannot hold: refused before anything is allocated.
    {
      const double host = detectCpu().memoryBytes;
      const double params = 0.6 * host / (255.0 * 8.0);
      const int w = static_cast<int>(std::sqrt(params / 2.0)) + 1;
      ExperimentSpec big = spec;
      big.model = ModelSpec::fromJson(nlohmann::json{{"name", "huge"}, {"input", {1, 8, 8}}, {"classes", 4},
          {"layers", {{{"type", "flatten"}}, {{"type", "dense"}, {"units", w}}, {{"type", "dense"}, {"units", w}},
                      {{"type", "dense"}, {"units", w}}, {{"type", "dense"}, {"units", "classes"}}}}});
      big.pipeline.stages = {1, 3};
      big.pipeline.microBatches = 256;
      big.train.batch = 256;
      EXPECT_ERROR([&] { runExperiment(big); }, ErrorKind::OutOfMemory, {"256 micro-batches", "use fewer micro-batches"});
    }
    // A stage past the model's layers: said when the run is set up.
    ExperimentSpec past = spec;
    past.pipeline.stages = {1, 9};
    EXPECT_ERROR([&] { runExperiment(past); }, ErrorKind::InvalidArgument, {"the model has 6 layers"});
  }

  // The intra-layer split (AlexNet): a dense and a convolution layer computed as two halves by
  // output channels on two devices train like the whole layers (f64: only the sums of the input
  // gradient's two halves are added in another order).
  void aLayerSplitInTwoEqualsTheWholeLayer() {
    auto spec = [](bool split) {
      nlohmann::json j = nlohmann::json::parse(R"({"name": "split", "input": [1, 8, 8], "classes": 4,
        "layers": [{"type": "conv2d", "filters": 6, "kernel": 3, "padding": 1}, {"type": "relu"},
                   {"type": "conv2d", "filters": 5, "kernel": 3}, {"type": "relu"}, {"type": "maxpool2d", "kernel": 2},
                   {"type": "flatten"}, {"type": "dense", "units": 17}, {"type": "tanh"}, {"type": "dense", "units": "classes"}]})");
      if (split) {
        j["layers"][2]["split"] = 2;  // 5 filters: 3 + 2
        j["layers"][6]["split"] = 2;  // 17 units: 9 + 8
      }
      return ModelSpec::fromJson(j);
    };
    for (const char* device : {"cpu-reference", "cpu-blas"}) {
      const TrainConfig cfg = config(DType::F64);
      const Trained whole = train(spec(false), splits_, cfg, {device}, {0}, PipelineSchedule::GPipe, 1);
      const Trained split = train(spec(true), splits_, cfg, {device}, {0}, PipelineSchedule::GPipe, 1);
      QVERIFY2(split.result.status == RunStatus::Completed, split.result.message.c_str());
      const double worst = lossDifference(split.result, whole.result);
      qInfo("%s: split layers against whole ones, largest relative loss difference %.2e", device, worst);
      QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
      QCOMPARE(split.weights.size(), whole.weights.size() + 4);  // two layers' weight and bias, in halves
    }
    // Inside a pipeline stage, too.
    const Trained staged = train(spec(true), splits_, config(DType::F32), {"cpu-blas", "cpu-blas"}, {0, 5},
                                 PipelineSchedule::OneFOneB, 2);
    QVERIFY2(staged.result.status == RunStatus::Completed, staged.result.message.c_str());
    // A layer of one output cannot be halved; the model check says so.
    nlohmann::json one = spec(true).toJson();
    one["layers"][6]["units"] = 1;
    const ModelCheck c = checkModel(ModelSpec::fromJson(one), Shape{1, 8, 8}, 4);
    QVERIFY(!c.ok);
    QVERIFY2(c.message.find("cannot be split in two") != std::string::npos, c.message.c_str());
  }

  // Model and data parallelism together: two replicas of a two-stage pipeline, their gradients
  // all-reduced, train like one pipeline with the same global batch.
  void replicasOfAPipelineTrainLikeOne() {
    QTemporaryDir dir;
    const std::string toy = (dir.path() + "/toy").toStdString();
    test::writeToyIdxFolder(toy, false);
    ExperimentSpec one;
    one.model = mlp();
    one.dataset = toy;
    one.split = {80, 10, 10};
    one.threads = 1;
    one.train.epochs = 2;
    one.train.batch = 32;
    one.train.schedule.type = "constant";
    one.pipeline.devices = {"cpu-blas", "cpu-blas"};
    one.pipeline.stages = {1, 4};
    one.pipeline.microBatches = 2;
    one.backend = "cpu-blas";
    const RunRecord single = runExperiment(one);
    QCOMPARE(single.result.status, RunStatus::Completed);
    ExperimentSpec two = one;
    two.devices = {"cpu-blas", "cpu-blas"};
    two.parallel.batch = "global";
    two.validate();
    const RunRecord both = runExperiment(two);
    QVERIFY2(both.result.status == RunStatus::Completed, both.result.message.c_str());
    QVERIFY(both.parallel.has_value() && both.pipeline.has_value());
    QCOMPARE(both.parallel->shares, (std::vector<std::int64_t>{16, 16}));
    double worst = 0.0;
    for (std::size_t e = 0; e < single.result.epochs.size(); ++e)
      worst = std::max(worst, relDiff(both.result.epochs[e].trainLoss, single.result.epochs[e].trainLoss));
    qInfo("2 replicas x 2 stages against 1 x 2 stages, global batch 32: largest relative loss difference %.2e", worst);
    QVERIFY(worst < 1e-5);
    QVERIFY2(both.parallel->communicator.find("per stage") != std::string::npos, both.parallel->communicator.c_str());
    // Stages on two kinds of CPU backend, each stage summed with its twin in the other replica,
    // and the sums rounded through bf16 as a 16-bit reduction would.
    ExperimentSpec mixedOne = one;
    mixedOne.pipeline.devices = {"cpu-blas", "cpu-reference"};
    const RunRecord mixedSingle = runExperiment(mixedOne);
    ExperimentSpec mixedTwo = mixedOne;
    mixedTwo.devices = {"cpu-blas", "cpu-blas"};
    mixedTwo.parallel.batch = "global";
    const RunRecord mixedBoth = runExperiment(mixedTwo);
    QVERIFY2(mixedBoth.result.status == RunStatus::Completed, mixedBoth.result.message.c_str());
    double mixedWorst = 0.0;
    for (std::size_t e = 0; e < mixedSingle.result.epochs.size(); ++e)
      mixedWorst = std::max(mixedWorst, relDiff(mixedBoth.result.epochs[e].trainLoss, mixedSingle.result.epochs[e].trainLoss));
    QVERIFY2(mixedWorst < 1e-5, qPrintable(QString::number(mixedWorst)));
    mixedTwo.parallel.gradientReduction = "bf16";
    const RunRecord rounded = runExperiment(mixedTwo);
    QVERIFY2(rounded.result.status == RunStatus::Completed, rounded.result.message.c_str());
    const double roundedDiff = relDiff(rounded.result.epochs.back().trainLoss, mixedSingle.result.epochs.back().trainLoss);
    qInfo("cpu-blas -> cpu-reference x 2 replicas: %.2e from one pipeline in f32 sums, %.2e with bf16 sums", mixedWorst, roundedDiff);
    QVERIFY(roundedDiff > mixedWorst);  // the rounding happened
    QVERIFY(roundedDiff < 5e-2);        // and trains like it
    ExperimentSpec average = two;
    average.parallel.strategy = "average";
    EXPECT_ERROR([&] { average.validate(); }, ErrorKind::InvalidArgument, {"all-reduce only"});
  }

  // Replicas of a pipeline with GPU stages take the next GPUs; the device list must name where
  // each replica's pipeline begins (checked without a GPU: validate() only parses the names).
  void replicasOfAGpuPipelineTakeTheNextGpus() {
    ExperimentSpec s;
    s.pipeline.devices = {"cuda:0", "cuda:1"};
    QCOMPARE(s.stageDevicesOf(0), (std::vector<std::string>{"cuda:0", "cuda:1"}));
    QCOMPARE(s.stageDevicesOf(1), (std::vector<std::string>{"cuda:2", "cuda:3"}));
    s.pipeline.devices = {"cpu-blas", "cuda:0"};
    QCOMPARE(s.stageDevicesOf(2), (std::vector<std::string>{"cpu-blas", "cuda:2"}));
    s.pipeline.devices = {"cuda:0", "cuda:1"};
    s.backend = "cuda:0";
    s.devices = {"cuda:0", "cuda:2"};
    s.validate();
    s.devices = {"cuda:0", "cuda:1"};
    EXPECT_ERROR([&] { s.validate(); }, ErrorKind::InvalidArgument, {"cuda:0,cuda:2", "next GPUs"});
  }

  void hostileRecordBlocksAreRefused() {
    const std::vector<std::string> bad = {
        R"({"devices": ["cpu-blas"], "stage_starts": [0]})",
        R"({"devices": ["a", "b"], "stage_starts": [0]})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "timeline": [[0, 0, "X", 0, 1]]})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "timeline": [[0, 0, "F", 2, 1]]})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "timeline": [[0, 0, "F", 0]]})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "schedule": "zigzag"})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "micro_batches": 0})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "bubble": 2})",
        R"({"devices": ["a", "b"], "stage_starts": [0, 3], "surprise": 1})",
    };
    for (const std::string& text : bad) {
      const nlohmann::json j = nlohmann::json::parse(text);
      EXPECT_ERROR([&] {
        JsonReader r(j, "pipeline block", ErrorKind::BadInput);
        PipelineFacts::read(r);
      }, ErrorKind::BadInput, {});
    }
  }
};

QTEST_MAIN(PipelineTest)
#include "test_pipeline.moc"

// Trainer: reproducibility, learning, phase times, divergence, cancellation, bad settings,
// schedules and metrics.
#include <QtTest>
#include <cmath>
#include <cstring>

#include "backends/backend_factory.h"
#include "core/rng.h"
#include "experiment/experiment_runner.h"
#include "core/error.h"
#include "data/split.h"
#include "support/test_support.h"
#include "train/trainer.h"
#include "nn/model_spec.h"

using namespace nnlab;

namespace {

struct Run {
  std::unique_ptr<Backend> backend;
  std::unique_ptr<Model> model;
  std::unique_ptr<Trainer> trainer;
};

Run makeRun(const ModelSpec& spec, const std::string& device, int threads, const TrainConfig& cfg) {
  Run r;
  r.backend = makeBackend(device, threads);
  r.model = Model::create(spec, Shape{1, 8, 8}, 4);
  r.model->build(*r.backend, cfg.dtype, cfg.seed);
  r.trainer = std::make_unique<Trainer>(*r.model, *r.backend, cfg);
  return r;
}

TrainConfig smallConfig() {
  TrainConfig c;
  c.epochs = 3;
  c.batch = 16;
  c.optimizer.lr = 0.05;
  c.optimizer.momentum = 0.9;
  c.seed = 7;
  return c;
}

std::vector<double> weights(Model& m) {
  std::vector<double> w;
  for (auto& [name, t] : m.state())
    for (std::int64_t i = 0; i < t->numel(); ++i) w.push_back(test::at(*t, i));
  return w;
}

// Calls a function at a chosen (epoch, batch): used to inject faults and stops.
class Hook final : public TrainObserver {
 public:
  Hook(int epoch, std::int64_t batch, std::function<void()> fn) : epoch_(epoch), batch_(batch), fn_(std::move(fn)) {}
  void onBatch(const BatchProgress& p) override {
    ++batches;
    if (p.epoch == epoch_ && p.batch == batch_) fn_();
  }
  void onEpochEnd(const EpochRecord&) override { ++epochs; }
  int batches = 0, epochs = 0;

 private:
  int epoch_;
  std::int64_t batch_;
  std::function<void()> fn_;
};

}  // namespace

class TrainerTest : public QObject {
  Q_OBJECT

 private:
  Dataset data_ = test::makeToyDataset(400, 3);
  DatasetSplits splits_ = stratifiedSplit(data_, {70, 10, 20}, 5);

 private slots:
  void learnsTheToyProblem_data() {
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("cnn");
    QTest::newRow("mlp cpu-reference") << "cpu-reference" << false;
    QTest::newRow("mlp cpu-blas") << "cpu-blas" << false;
    QTest::newRow("cnn cpu-reference") << "cpu-reference" << true;
    QTest::newRow("cnn cpu-blas") << "cpu-blas" << true;
  }
  void learnsTheToyProblem() {
    QFETCH(QString, device);
    QFETCH(bool, cnn);
    TrainConfig cfg = smallConfig();
    cfg.epochs = 8;
    Run r = makeRun(cnn ? test::toyCnn() : test::toyMlp(), device.toStdString(), 2 - (device == "cpu-reference"), cfg);
    const RunResult res = r.trainer->fit(splits_);
    QCOMPARE(res.status, RunStatus::Completed);
    QCOMPARE(res.epochs.size(), std::size_t{8});
    QVERIFY(res.test.has_value());
    QVERIFY2(res.test->metrics.accuracy > 0.9, qPrintable(QString::number(res.test->metrics.accuracy)));
    QVERIFY(res.epochs.back().trainLoss < res.epochs.front().trainLoss);
    for (const auto& e : res.epochs) {
      QVERIFY(e.trainSeconds > 0.0);
      QVERIFY(e.valSeconds > 0.0);
      QVERIFY(e.samplesPerSecond > 0.0);
      QCOMPARE(e.trainSamples, splits_.train.size());
      QVERIFY(std::isfinite(e.valAccuracy));
    }
    QVERIFY(res.test->seconds > 0.0);
    QCOMPARE(res.test->metrics.samples, splits_.test.size());
  }

  // Acceptance: with one thread, training is bit-reproducible for a fixed seed.
  void oneThreadIsBitReproducible_data() {
    QTest::addColumn<QString>("device");
    QTest::newRow("cpu-reference") << "cpu-reference";
    QTest::newRow("cpu-blas") << "cpu-blas";
  }
  void oneThreadIsBitReproducible() {
    QFETCH(QString, device);
    std::vector<double> w[2];
    std::vector<double> losses[2];
    for (int k = 0; k < 2; ++k) {
      Run r = makeRun(test::toyCnn(), device.toStdString(), 1, smallConfig());
      const RunResult res = r.trainer->fit(splits_);
      QCOMPARE(res.status, RunStatus::Completed);
      for (const auto& e : res.epochs) losses[k].push_back(e.trainLoss);
      w[k] = weights(*r.model);
    }
    QCOMPARE(losses[0], losses[1]);
    QVERIFY(w[0] == w[1]);  // bit-identical, not merely close
    // and another seed gives other weights
    TrainConfig other = smallConfig();
    other.seed = 8;
    Run r = makeRun(test::toyCnn(), device.toStdString(), 1, other);
    r.trainer->fit(splits_);
    QVERIFY(weights(*r.model) != w[0]);
  }

  void backendsTrackEachOther() {
    // Same seed on both CPU backends: the loss curves agree closely (float rounding only).
    TrainConfig cfg = smallConfig();
    Run a = makeRun(test::toyMlp(), "cpu-reference", 1, cfg);
    Run b = makeRun(test::toyMlp(), "cpu-blas", 2, cfg);
    const RunResult ra = a.trainer->fit(splits_), rb = b.trainer->fit(splits_);
    for (std::size_t i = 0; i < ra.epochs.size(); ++i)
      QVERIFY2(std::fabs(ra.epochs[i].trainLoss - rb.epochs[i].trainLoss) < 1e-4 * std::fabs(ra.epochs[i].trainLoss) + 1e-6,
               qPrintable(QString("epoch %1: %2 vs %3").arg(i + 1).arg(ra.epochs[i].trainLoss).arg(rb.epochs[i].trainLoss)));
  }

  // Acceptance: NaN divergence stops training with a message and keeps finished epochs.
  void nanStopsWithMessageAndKeepsEpochs() {
    Run r = makeRun(test::toyMlp(), "cpu-blas", 1, smallConfig());
    Model& m = *r.model;
    Hook poison(2, 3, [&m] {
      Tensor& w = m.parameters().front()->value;
      w.data<float>()[0] = std::numeric_limits<float>::quiet_NaN();
    });
    const RunResult res = r.trainer->fit(splits_, &poison);
    QCOMPARE(res.status, RunStatus::Diverged);
    QCOMPARE(res.epochs.size(), std::size_t{1});
    QVERIFY2(QString::fromStdString(res.message).contains("loss became NaN at epoch 2 batch 4: lower the learning rate"),
             res.message.c_str());
    QVERIFY(!res.test.has_value());
  }

  void hugeLearningRateDiverges() {
    TrainConfig cfg = smallConfig();
    cfg.optimizer.lr = 90.0;
    cfg.loss = LossKind::Mse;
    cfg.epochs = 20;
    Run r = makeRun(test::toyMlp(), "cpu-blas", 1, cfg);
    const RunResult res = r.trainer->fit(splits_);
    QCOMPARE(res.status, RunStatus::Diverged);
    QVERIFY2(QString::fromStdString(res.message).contains("lower the learning rate (now 90)"), res.message.c_str());
  }

  // Acceptance: cancellation mid-epoch keeps the records of finished epochs.
  void cancelMidEpochKeepsFinishedEpochs() {
    Run r = makeRun(test::toyCnn(), "cpu-blas", 1, smallConfig());
    std::atomic<bool> stop{false};
    Hook hook(2, 5, [&stop] { stop = true; });
    const RunResult res = r.trainer->fit(splits_, &hook, &stop);
    QCOMPARE(res.status, RunStatus::Cancelled);
    QCOMPARE(res.epochs.size(), std::size_t{1});
    QCOMPARE(hook.batches, static_cast<int>((splits_.train.size() + 15) / 16) + 5);  // stopped within one batch
    QVERIFY2(QString::fromStdString(res.message).contains("stopped by the user at epoch 2 batch 6"), res.message.c_str());
    QVERIFY(res.epochs[0].trainSeconds > 0.0);
    QVERIFY(!res.test.has_value());
  }

  // Acceptance: impossible hyper-parameters are rejected with a clear message.
  void rejectsAbsurdSettings_data() {
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("lr");
    QTest::addColumn<int>("epochs");
    QTest::addColumn<double>("momentum");
    QTest::addColumn<QString>("message");
    QTest::newRow("batch 0") << 0 << 0.1 << 1 << 0.9 << "batch size must be an integer in [1";
    QTest::newRow("batch -5") << -5 << 0.1 << 1 << 0.9 << "got -5";
    QTest::newRow("lr 0") << 16 << 0.0 << 1 << 0.9 << "learning rate must be in (0, 100], got 0";
    QTest::newRow("lr negative") << 16 << -0.1 << 1 << 0.9 << "learning rate must be in (0, 100], got -0.1";
    QTest::newRow("lr NaN") << 16 << std::nan("") << 1 << 0.9 << "learning rate";
    QTest::newRow("lr absurd") << 16 << 1e6 << 1 << 0.9 << "got 1e+06";
    QTest::newRow("epochs 0") << 16 << 0.1 << 0 << 0.9 << "epochs must be an integer in [1";
    QTest::newRow("momentum 1.5") << 16 << 0.1 << 1 << 1.5 << "momentum must be in";
  }
  void rejectsAbsurdSettings() {
    QFETCH(int, batch);
    QFETCH(double, lr);
    QFETCH(int, epochs);
    QFETCH(double, momentum);
    QFETCH(QString, message);
    TrainConfig cfg = smallConfig();
    cfg.batch = batch;
    cfg.optimizer.lr = lr;
    cfg.epochs = epochs;
    cfg.optimizer.momentum = momentum;
    try {
      cfg.validate();
      QFAIL("accepted an absurd setting");
    } catch (const Error& e) {
      QCOMPARE(e.kind(), ErrorKind::InvalidArgument);
      QVERIFY2(QString(e.what()).contains(message), e.what());
    }
  }

  void batchLargerThanDatasetAndShortLastBatch() {
    TrainConfig cfg = smallConfig();
    cfg.batch = static_cast<int>(splits_.train.size());  // one batch of the whole training part
    Run r = makeRun(test::toyMlp(), "cpu-blas", 1, cfg);
    const RunResult res = r.trainer->fit(splits_);
    QCOMPARE(res.status, RunStatus::Completed);
    QCOMPARE(res.epochs[0].steps, std::int64_t{1});
    // A batch larger than the data would silently be a smaller one (#19): refused, with the limit.
    cfg.batch = 1000;
    Run big = makeRun(test::toyMlp(), "cpu-blas", 1, cfg);
    const RunResult rb = big.trainer->fit(splits_);
    QCOMPARE(rb.status, RunStatus::Failed);
    QVERIFY2(rb.message.find("larger than the") != std::string::npos, rb.message.c_str());
    cfg.batch = 31;  // 280 % 31 == 1: the single trailing sample is left out (batch norm needs 2)
    Run c = makeRun(test::toyCnn(), "cpu-blas", 1, cfg);
    const RunResult rc = c.trainer->fit(splits_);
    QCOMPARE(rc.status, RunStatus::Completed);
    QCOMPARE(rc.epochs[0].trainSamples, splits_.train.size() - 1);
  }

  // A CSV table (the teaching C trainer's format) trains end to end: float feature rows are
  // gathered as they are, on both CPU backends and in f64.
  void trainsOnACsvTable_data() {
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("dtype");
    QTest::newRow("cpu-reference f32") << "cpu-reference" << "f32";
    QTest::newRow("cpu-blas f32") << "cpu-blas" << "f32";
    QTest::newRow("cpu-blas f64") << "cpu-blas" << "f64";
  }
  void trainsOnACsvTable() {
    QFETCH(QString, device);
    QFETCH(QString, dtype);
    QTemporaryDir dir;
    const QString path = dir.path() + "/blobs.csv";
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\"x1\",\"x2\",\"x3\",\"class\"\n");
    Rng rng(11);
    for (int i = 0; i < 300; ++i) {  // three clusters in 3-D, 100 rows each
      const int c = i % 3;
      const double cx[3] = {0, 4, -4}, cy[3] = {4, -2, -2};
      f.write(QString("%1,%2,%3,%4\n").arg(cx[c] + rng.normal()).arg(cy[c] + rng.normal()).arg(rng.normal()).arg(c).toUtf8());
    }
    f.close();
    ExperimentSpec s;
    s.model = ModelSpec::fromJson(nlohmann::json::parse(
        R"({"name": "mlp-3", "layers": [{"type": "dense", "units": 16}, {"type": "relu"},
                                         {"type": "dense", "units": "classes"}]})"));
    s.dataset = path.toStdString();
    s.split = {70, 10, 20};
    s.backend = device.toStdString();
    s.threads = 1;
    s.train.epochs = 15;
    s.train.batch = 16;
    s.train.optimizer.lr = 0.05;
    s.train.dtype = dtypeFromName(dtype.toStdString());
    const RunRecord r = runExperiment(s);
    QVERIFY2(r.result.status == RunStatus::Completed, r.result.message.c_str());
    QVERIFY2(r.result.test->metrics.accuracy > 0.95, qPrintable(QString::number(r.result.test->metrics.accuracy)));
    QCOMPARE(r.dataset.classes, 3);
  }

  // Issue 24's lesson: a device given less memory than the model needs refuses the run before
  // any step, says what it needs and which batch would fit; that batch then trains.
  void aModelOverTheMemoryBudgetIsRefused() {
    ExperimentSpec s;
    s.model = loadModelSpec("lenet5");
    s.dataset = "mnist-bundled";
    s.split = {20, 5, 75};
    s.train.epochs = 1;
    s.backend = "cpu-blas";
    s.threads = 1;
    s.train.batch = 256;
    s.memoryBudgetGiB = 0.01;  // about 10 MiB
    const RunRecord r = runExperiment(s);
    QCOMPARE(r.result.status, RunStatus::Failed);
    QVERIFY(r.result.epochs.empty());
    const std::string& m = r.result.message;
    QVERIFY2(m.find("not enough memory on cpu-blas") != std::string::npos && m.find("model parallelism") != std::string::npos,
             m.c_str());
    const auto at = m.find("try batch <= ");
    QVERIFY2(at != std::string::npos, m.c_str());
    const int fits = std::atoi(m.c_str() + at + 13);
    QVERIFY2(fits >= 2 && fits < 256, m.c_str());
    s.train.batch = fits;
    const RunRecord ok = runExperiment(s);
    QVERIFY2(ok.result.status == RunStatus::Completed, ok.result.message.c_str());
    // Without a budget the device's own memory counts: the first run trains.
    s.train.batch = 256;
    s.memoryBudgetGiB = 0;
    QCOMPARE(runExperiment(s).result.status, RunStatus::Completed);
  }

  void schedules() {
    ScheduleConfig s;
    s.type = "constant";
    QCOMPARE(s.lrAt(0.1, 5, 10), 0.1);
    s.type = "step";
    s.stepSize = 2;
    s.gamma = 0.5;
    QCOMPARE(s.lrAt(0.1, 0, 10), 0.1);
    QCOMPARE(s.lrAt(0.1, 1, 10), 0.1);
    QCOMPARE(s.lrAt(0.1, 2, 10), 0.05);
    QCOMPARE(s.lrAt(0.1, 5, 10), 0.025);
    s.type = "cosine";
    s.minLr = 0.0;
    QCOMPARE(s.lrAt(0.1, 0, 10), 0.1);
    QVERIFY(std::fabs(s.lrAt(0.1, 5, 10) - 0.05) < 1e-12);
    QVERIFY(s.lrAt(0.1, 9, 10) < 0.003);
    // Gradual warm-up (issue 22): W epochs climbing in W+1 equal steps, on top of the schedule.
    s.type = "constant";
    s.warmupEpochs = 2;
    QVERIFY(std::fabs(s.lrAt(0.3, 0, 10) - 0.1) < 1e-12);
    QVERIFY(std::fabs(s.lrAt(0.3, 1, 10) - 0.2) < 1e-12);
    QCOMPARE(s.lrAt(0.3, 2, 10), 0.3);
    QCOMPARE(s.lrAt(0.3, 0, 10, 0), 0.3);  // an explicit warm-up overrides the config's
    s.warmupEpochs = -1;                     // chosen by the run: none on its own
    QCOMPARE(s.lrAt(0.3, 0, 10), 0.3);
    s.warmupEpochs = -2;
    QVERIFY_THROWS_EXCEPTION(Error, s.validate());
    s.warmupEpochs = 0;
    s.type = "warmup";
    QVERIFY_THROWS_EXCEPTION(Error, s.validate());
  }

  void metricsFromConfusion() {
    // 3 classes; rows true, columns predicted.
    const std::vector<std::int64_t> cm{5, 1, 0,  //
                                       2, 3, 0,  //
                                       0, 0, 0};
    const Metrics m = Metrics::fromConfusion(cm, 3);
    QCOMPARE(m.samples, std::int64_t{11});
    QVERIFY(std::fabs(m.accuracy - 8.0 / 11.0) < 1e-12);
    QVERIFY(std::fabs(m.perClass[0].precision - 5.0 / 7.0) < 1e-12);
    QVERIFY(std::fabs(m.perClass[0].recall - 5.0 / 6.0) < 1e-12);
    QVERIFY(std::fabs(m.perClass[1].precision - 0.75) < 1e-12);
    QVERIFY(std::fabs(m.perClass[1].recall - 0.6) < 1e-12);
    const double f0 = 2 * (5.0 / 7) * (5.0 / 6) / (5.0 / 7 + 5.0 / 6), f1 = 2 * 0.75 * 0.6 / 1.35;
    QVERIFY(std::fabs(m.perClass[1].f1 - f1) < 1e-12);
    QCOMPARE(m.perClass[2].f1, 0.0);  // no samples, no predictions: 0 as scikit-learn
    QVERIFY(std::fabs(m.macroF1 - (f0 + f1) / 3) < 1e-12);
    QVERIFY(QString::fromStdString(m.report()).contains("confusion matrix"));
  }
};

QTEST_GUILESS_MAIN(TrainerTest)
#include "test_trainer.moc"

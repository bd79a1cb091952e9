// Experiment and model specs read strictly (unknown keys and wrong types named by path, with the
// nearest known key), defaults defined once, round trips, version 1 files; the run record's
// JSON round trip; the analysis arithmetic against hand-computed values.
#include <QtTest>
#include <cmath>
#include <limits>

#include "experiment/analysis.h"
#include "experiment/experiment_spec.h"
#include "experiment/run_record.h"
#include "support/expect_error.h"

using namespace nnlab;
using json = nlohmann::json;

namespace {

json minimal() { return json::parse(R"({"model": "lenet5"})"); }

ExperimentSpec parse(const std::string& text) { return ExperimentSpec::fromJson(json::parse(text)); }

}  // namespace

class ExperimentSpecTest : public QObject {
  Q_OBJECT

 private slots:
  void defaultsAreDefinedOnce() {
    const ExperimentSpec d = ExperimentSpec::defaults();
    const ExperimentSpec blank;  // the same numbers, without the model
    QCOMPARE(d.train.optimizer.lr, 0.05);
    QCOMPARE(d.train.optimizer.lr, blank.train.optimizer.lr);
    QCOMPARE(d.train.schedule.type, std::string("cosine"));
    QCOMPARE(d.train.batch, blank.train.batch);
    QCOMPARE(d.model.name, std::string("lenet5"));
    QCOMPARE(OptimizerConfig::defaultLr("adam"), 0.001);
    // A spec that names only the model gets every default.
    const ExperimentSpec s = ExperimentSpec::fromJson(minimal());
    QCOMPARE(s.train.optimizer.lr, d.train.optimizer.lr);
    QCOMPARE(s.train.optimizer.weightDecay, d.train.optimizer.weightDecay);
    QCOMPARE(s.train.epochs, d.train.epochs);
    QCOMPARE(s.backend, d.backend);
    QCOMPARE(s.name, std::string("lenet5-mnist"));
    // Adam without a rate takes Adam's default, not SGD's.
    QCOMPARE(parse(R"({"model": "lenet5", "optimizer": {"type": "adam"}})").train.optimizer.lr, 0.001);
  }

  void unknownKeysAreNamedWithTheNearestKnownOne() {
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "training": {"batch_size": 128}})"); }, ErrorKind::InvalidArgument,
                 {"unknown key `training.batch_size`", "did you mean `training.batch`?"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "optimiser": {"lr": 0.1}})"); }, ErrorKind::InvalidArgument,
                 {"unknown key `optimiser`", "did you mean `optimizer`?"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "device": {"name": "cpu-blas", "thread": 2}})"); },
                 ErrorKind::InvalidArgument, {"`device.thread`", "`device.threads`"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "optimizer": {"type": "sgd", "learning_rate": 0.1}})"); },
                 ErrorKind::InvalidArgument, {"unknown key `optimizer.learning_rate`"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "training": {"schedule": {"type": "step", "steps": 3}}})"); },
                 ErrorKind::InvalidArgument, {"`training.schedule.steps`"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "dataset": {"name": "mnist", "splits": [80, 10, 10]}})"); },
                 ErrorKind::InvalidArgument, {"`dataset.splits`", "`dataset.split`"});
  }

  void wrongTypesNameTheFieldAndTheType() {
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "training": {"batch": "64"}})"); }, ErrorKind::InvalidArgument,
                 {"`training.batch` must be an integer, not a string \"64\""});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "training": {"epochs": 2.5}})"); }, ErrorKind::InvalidArgument,
                 {"`training.epochs` must be an integer"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "optimizer": {"lr": "fast"}})"); }, ErrorKind::InvalidArgument,
                 {"`optimizer.lr` must be a number"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "device": {"graphs": "yes"}})"); }, ErrorKind::InvalidArgument,
                 {"`device.graphs` must be true or false"});
    EXPECT_ERROR([] { parse(R"({"model": 5})"); }, ErrorKind::InvalidArgument, {"`model` must be a preset name"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "seed": -1})"); }, ErrorKind::InvalidArgument,
                 {"`seed` must be between 0 and 18446744073709551615"});
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "device": {"precision": "fp8"}})"); }, ErrorKind::InvalidArgument,
                 {"`device.precision` must be one of fp32, tf32, fp16, bf16"});
    EXPECT_ERROR([] { parse(R"([1, 2])"); }, ErrorKind::InvalidArgument, {"must be a JSON object"});
    EXPECT_ERROR([] { parse(R"({"format": "nnlab-run", "model": "lenet5"})"); }, ErrorKind::InvalidArgument,
                 {"is a \"nnlab-run\" file, not an experiment spec"});
  }

  void modelSpecsAreStrictToo() {
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"name": 3, "layers": [{"type": "relu"}]})")); },
                 ErrorKind::InvalidArgument, {"`name` must be a string"});
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"description": [], "layers": [{"type": "relu"}]})")); },
                 ErrorKind::InvalidArgument, {"`description` must be a string"});
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"layer": [{"type": "relu"}], "layers": [{"type": "relu"}]})")); },
                 ErrorKind::InvalidArgument, {"unknown key `layer`", "did you mean `layers`?"});
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"layers": [{"type": "conv2d", "filter": 8, "kernel": 3}]})"), "m", "", true); },
                 ErrorKind::InvalidArgument, {"unknown key `layers[0].filter`", "did you mean `layers[0].filters`?"});
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"layers": [{"type": "dense", "units": "many"}]})"), "m", "", true); },
                 ErrorKind::InvalidArgument, {"`layers[0].units` must be an integer or \"classes\""});
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"layers": [{"type": "conv2", "filters": 8}]})"), "m", "", true); },
                 ErrorKind::InvalidModel, {"unknown layer type 'conv2'", "did you mean conv2d?"});
    // An editor's stack may hold a layer that does not work yet: checkModel() names it later.
    QCOMPARE(ModelSpec::fromJson(json::parse(R"({"layers": [{"type": "conv2", "filters": 8}]})")).layers.size(), std::size_t{1});
    EXPECT_ERROR([] { ModelSpec::fromJson(json::parse(R"({"layers": []})")); }, ErrorKind::InvalidArgument,
                 {"`layers` is empty"});
    // Embedded in an experiment, the path says where.
    EXPECT_ERROR([] { parse(R"({"model": {"layers": [{"type": "relu", "slope": 1}]}})"); }, ErrorKind::InvalidArgument,
                 {"`model.layers[0].slope`"});
    // "classes" for the units and the class count is still fine.
    const ModelSpec ok = ModelSpec::fromJson(json::parse(R"({"classes": "classes", "layers": [{"type": "dense", "units": "classes"}]})"));
    QCOMPARE(ok.classes, 0);
  }

  void roundTripKeepsEveryField() {
    ExperimentSpec s = ExperimentSpec::defaults();
    s.name = "round-trip";
    s.dataset = "fashion-mnist";
    s.split = {70, 10, 20};
    s.backend = "cuda:1";
    s.threads = 3;
    s.layout = "nhwc";
    s.dataPlacement = "host";
    s.memoryBudgetGiB = 2.5;
    s.train.epochs = 7;
    s.train.batch = 48;
    s.train.loss = LossKind::Mse;
    s.train.dtype = DType::F64;
    s.train.precision = Precision::BF16;
    s.train.graphs = false;
    s.train.deterministic = true;
    s.train.seed = 18446744073709551615ULL;
    s.train.optimizer.type = "adam";
    s.train.optimizer.lr = 0.003;
    s.train.optimizer.beta2 = 0.98;
    s.train.schedule.type = "step";
    s.train.schedule.stepSize = 3;
    s.train.schedule.gamma = 0.5;
    s.checkpointPath = "x.ckpt";
    const json j = s.toJson();
    const ExperimentSpec back = ExperimentSpec::fromJson(json::parse(j.dump()));
    QCOMPARE(back.toJson().dump(), j.dump());
    QCOMPARE(back.train.seed, s.train.seed);
    QVERIFY(back.train.deterministic);
    QCOMPARE(back.train.dtype, DType::F64);
    QCOMPARE(back.layout, std::string("nhwc"));
    QCOMPARE(back.memoryBudgetGiB, 2.5);
    QCOMPARE(j["version"].get<int>(), ExperimentSpec::kVersion);
    // No budget: no key (specs written before it read and write alike).
    QVERIFY(!ExperimentSpec::defaults().toJson()["device"].contains("memory_budget_gib"));
    json bad = j;
    bad["device"]["memory_budget_gib"] = -1;
    EXPECT_ERROR([&] { ExperimentSpec::fromJson(bad); }, ErrorKind::InvalidArgument, {"memory_budget_gib"});
    bad["device"]["memory_budget_gib"] = "lots";
    EXPECT_ERROR([&] { ExperimentSpec::fromJson(bad); }, ErrorKind::InvalidArgument, {"memory_budget_gib"});
  }

  void versionOneFilesStillRead() {
    const ExperimentSpec s = parse(R"({"name": "old", "model": "lenet5", "dataset": {"name": "mnist", "split": [80, 10, 10]},
      "device": {"backend": "cpu-reference", "threads": 1, "precision": "fp32", "graphs": true, "deterministic": true},
      "train": {"epochs": 4, "batch": 32, "optimizer": {"type": "sgd", "lr": 0.02, "momentum": 0.8}, "schedule": "constant",
                "loss": "cross_entropy", "seed": 7, "dtype": "f32"}})");
    QCOMPARE(s.backend, std::string("cpu-reference"));
    QCOMPARE(s.train.epochs, 4);
    QCOMPARE(s.train.optimizer.lr, 0.02);
    QCOMPARE(s.train.seed, std::uint64_t{7});
    QVERIFY(s.train.deterministic);
    QCOMPARE(s.train.schedule.type, std::string("constant"));
    EXPECT_ERROR([] { parse(R"({"model": "lenet5", "train": {"batch_size": 3}})"); }, ErrorKind::InvalidArgument,
                 {"`train.batch_size`"});
  }

  // #19: a model named by a path the system refuses (longer than NAME_MAX) let
  // std::filesystem's "File name too long" escape instead of "no model preset or file".
  void modelNameTheSystemRefuses() {
    const std::string name = "/dev/ze" + std::string(300, 'F') + "/" + std::string(5000, '3');
    EXPECT_ERROR([&] { parse(R"({"model": ")" + name + R"("})"); }, ErrorKind::InvalidArgument,
                 {"no model preset or file named"});
  }

  void runRecordRoundTrip() {
    RunRecord r;
    r.id = newRunId();
    r.label = "cpu-blas b32";
    r.spec = ExperimentSpec::defaults();
    r.createdUtc = "2026-11-23T10:00:00Z";
    r.finishedUtc = "2026-11-23T10:01:00Z";
    r.build = buildId();
    r.hostname = "lab1";
    r.backendDescription = "cpu-blas (2 threads)";
    r.host.model = "Test CPU";
    r.host.logicalCores = 2;
    r.host.isa = {"avx2", "fma"};
    GpuInfo g;
    g.name = "NVIDIA H100";
    g.ccMajor = 9;
    g.smCount = 132;
    g.totalBytes = 85899345920ULL;
    r.gpu = g;
    r.gpuSoftware.driver = "13.0";
    r.dataset.name = "mnist";
    r.dataset.samples = 1000;
    r.dataset.classes = 2;
    r.dataset.sampleShape = {1, 28, 28};
    r.dataset.splitSizes = {850, 20, 130};
    r.classNames = {"zero", "one"};
    r.params = 61706;
    r.sweepId = "sw1";
    r.cellId = "c0";
    r.repeat = 2;
    EpochRecord e;
    e.epoch = 1;
    e.lr = 0.05;
    e.trainLoss = 0.5;
    e.trainAccuracy = 0.8;
    e.valLoss = std::nan("");  // a NaN loss survives as null
    e.valAccuracy = 0.75;
    e.valMacroF1 = 0.7;
    e.trainSeconds = 1.5;
    e.trainSamples = 850;
    e.samplesPerSecond = 566.7;
    e.batchLosses = {0.9f, 0.7f, 0.5f};
    r.result.epochs = {e};
    EvalResult t;
    t.loss = 0.4;
    t.seconds = 0.1;
    t.metrics = Metrics::fromConfusion({60, 5, 10, 55}, 2);
    r.result.test = t;
    r.result.status = RunStatus::Completed;
    r.result.totalSeconds = 2.0;
    const json j = r.toJson();
    const RunRecord back = RunRecord::fromJson(json::parse(j.dump()));
    QCOMPARE(back.toJson().dump(), j.dump());
    QVERIFY(std::isnan(back.result.epochs[0].valLoss));
    QCOMPARE(back.result.epochs[0].batchLosses.size(), std::size_t{3});
    QCOMPARE(back.result.test->metrics.accuracy, 115.0 / 130.0);
    QCOMPARE(back.gpu->smCount, 132);
    // Records are data files: their errors are bad input (exit code 3), named by path.
    json bad = j;
    bad["epochs"][0]["train_loss"] = "low";
    EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {"`epochs[0].train_loss` must be a number"});
    bad = j;
    bad["gpu"]["cores"] = 5;
    EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {"unknown key `gpu.cores`"});
    bad = j;
    bad["test"]["confusion"] = json::array({json::array({1, 2}), json::array({3})});
    EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {"square matrix"});
    EXPECT_ERROR([] { RunRecord::fromJson(json::parse(R"({"model": "lenet5"})")); }, ErrorKind::BadInput,
                 {"not an nnlab run record"});
  }

  // Issue 25: the what-if prediction stored with a run survives the record, and a hostile one is
  // refused, naming the field.
  void storedPredictionRoundTripsAndHostileOnesAreRefused() {
    RunRecord r;
    r.id = "20261123T101500Z-3f9a1c2b";
    r.label = "two GPUs";
    r.spec = ExperimentSpec::defaults();
    r.spec.devices = {"cuda:0", "cuda:1"};
    r.result.status = RunStatus::Completed;
    RunPrediction p;
    p.available = true;
    p.device = "H100 SXM";
    p.deviceClass = "gpu fp32 x2";
    p.modelVersion = 1;
    p.epochSeconds = 0.4;
    p.low = 0.2;
    p.high = 0.6;
    p.devices = 2;
    p.devicesEpochSeconds = 0.21;
    p.devicesLow = 0.105;
    p.devicesHigh = 0.315;
    p.link = "NVLink 900 GB/s";
    r.prediction = p;
    const json j = r.toJson();
    QCOMPARE(j["version"].get<int>(), 3);
    QVERIFY(j["prediction"]["predicted"].get<bool>());
    const RunRecord back = RunRecord::fromJson(json::parse(j.dump()));
    QVERIFY(back.prediction.has_value());
    QVERIFY(*back.prediction == p);
    QCOMPARE(back.toJson().dump(), j.dump());
    // None could be made: the reason survives, and no figures come with it.
    RunRecord none = r;
    none.prediction = RunPrediction{};
    none.prediction->modelVersion = 1;
    none.prediction->reason = "trained across 2 hosts: the network between them is not recorded";
    const RunRecord noneBack = RunRecord::fromJson(json::parse(none.toJson().dump()));
    QVERIFY(noneBack.prediction && !noneBack.prediction->available);
    QCOMPARE(noneBack.prediction->reason, none.prediction->reason);
    // A record without one (version 2) reads without one.
    json v2 = j;
    v2.erase("prediction");
    v2["version"] = 2;
    QVERIFY(!RunRecord::fromJson(v2).prediction);

    auto refused = [&](const char* key, const json& value, const char* message) {
      json bad = j;
      if (value.is_null()) bad["prediction"].erase(key);
      else bad["prediction"][key] = value;
      EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {message});
    };
    refused("epoch_seconds", -1.0, "`prediction.epoch_seconds` must be between 0");
    refused("epoch_seconds", std::numeric_limits<double>::infinity(), "`prediction.epoch_seconds` must be between 0");
    refused("epoch_seconds", "fast", "`prediction.epoch_seconds` must be a number");
    refused("epoch_seconds", nullptr, "`prediction.epoch_seconds` is missing");
    refused("epoch_seconds_low", 0.5, "`prediction.epoch_seconds_low` must not exceed `prediction.epoch_seconds`");
    refused("devices_epoch_seconds_high", 0.1, "`prediction.devices_epoch_seconds_high` must not be below");
    refused("devices_epoch_seconds", -0.0001, "`prediction.devices_epoch_seconds` must be between 0");
    refused("devices", 0, "`prediction.devices` must be between 1");
    refused("model_version", "1", "`prediction.model_version` must be");
    refused("available", 1, "`prediction.available` must be");
    refused("predicted", false, "`prediction.predicted` must be true");
    refused("confidence", 0.9, "unknown key `prediction.confidence`");
    json bad = none.toJson();
    bad["prediction"]["epoch_seconds"] = 1.0;  // figures beside "none could be made"
    EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {"unknown key `prediction.epoch_seconds`"});
    bad = j;
    bad["prediction"] = "0.4 s";
    EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {"`prediction` must be"});
    bad = j;
    bad["version"] = 4;  // a record of a later nnlab
    EXPECT_ERROR([&] { RunRecord::fromJson(bad); }, ErrorKind::BadInput, {"`version` must be between 1 and 3"});
  }

  void versionOneRecordsRead() {
    // As nnlab wrote them before the history (format version 1): no id, no label, "train" spec.
    const json v1 = json::parse(R"({"format": "nnlab-run", "version": 1, "created": "2026-11-20T09:00:00Z",
      "status": "cancelled", "message": "stopped by the user at epoch 2 batch 5",
      "spec": {"name": "lenet5-mnist", "model": "lenet5", "dataset": {"name": "mnist", "split": [85, 2, 13]},
               "device": {"backend": "cpu-blas", "threads": 2, "precision": "fp32", "graphs": true, "deterministic": false},
               "train": {"epochs": 10, "batch": 32, "optimizer": {"type": "sgd", "lr": 0.05, "weight_decay": 0, "momentum": 0.9,
                         "nesterov": false}, "schedule": {"type": "cosine", "min_lr": 0}, "loss": "cross_entropy", "seed": 1,
                         "dtype": "f32"}},
      "backend": "cpu-blas", "execution": "op by op", "host": {"model": "x", "logical_cores": 2, "isa": [], "memory_bytes": 1e9},
      "dataset": {"name": "mnist", "synthetic": false, "description": "", "source": "", "samples": 10000,
                  "sample_shape": [1, 28, 28], "classes": 10, "split_percent": [85, 2, 13], "split_sizes": [8500, 200, 1300]},
      "model": {"name": "lenet5", "params": 61706, "forward_flops_per_sample": 1.0},
      "timing": {"data_load_seconds": 0.1, "model_create_seconds": 0.01, "train_seconds": 1, "validation_seconds": 0.1,
                 "test_seconds": 0, "phases_total_seconds": 1.2},
      "epochs": [{"epoch": 1, "lr": 0.05, "train_loss": 0.3, "train_accuracy": 0.9, "val_loss": 0.2, "val_accuracy": 0.95,
                  "train_seconds": 1, "val_seconds": 0.1, "samples_per_second": 8500, "train_samples": 8500, "steps": 266,
                  "skipped_steps": 0, "loss_scale": 1}],
      "test": null})");
    const RunRecord r = RunRecord::fromJson(v1);
    QCOMPARE(r.result.status, RunStatus::Cancelled);
    QCOMPARE(r.label, std::string("lenet5 cpu-blas 2 thr fp32 b32"));
    QVERIFY(!r.id.empty());
    QCOMPARE(RunRecord::fromJson(v1).id, r.id);  // re-importing the same file finds it again
    QCOMPARE(r.result.epochs.size(), std::size_t{1});
    QVERIFY(!r.result.test);
  }

  void labelsSayWhatDiffers() {
    ExperimentSpec s = ExperimentSpec::defaults();
    s.train.batch = 32;
    // #26: model, device, precision and batch (three models on one device read apart).
    QCOMPARE(defaultRunLabel(s), std::string("lenet5 cpu-blas fp32 b32"));
    s.threads = 2;
    QCOMPARE(defaultRunLabel(s), std::string("lenet5 cpu-blas 2 thr fp32 b32"));
    s.backend = "cuda:0";
    s.train.precision = Precision::FP16;
    s.train.batch = 64;
    QCOMPARE(defaultRunLabel(s), std::string("lenet5 cuda:0 fp16 b64"));
    QVERIFY(isDefaultRunLabel("lenet5 cuda:0 fp16 b64 #12", s));
    QVERIFY(!isDefaultRunLabel("lenet5 cuda:0 fp16 b64 #1x", s) && !isDefaultRunLabel("my run", s));
    QVERIFY(newRunId() != newRunId());
    // Drawn together, runs are named by what differs between them.
    ExperimentSpec a = ExperimentSpec::defaults(), b = a, c = a;
    a.train.batch = b.train.batch = c.train.batch = 32;
    b.backend = "cuda:0";
    b.train.precision = Precision::FP16;
    c.train.seed = 2;
    const auto ab = distinguishingLabels({a, b});
    QVERIFY2(ab == (std::vector<std::string>{"cpu-blas fp32", "cuda:0 fp16"}), (ab[0] + " | " + ab[1]).c_str());
    QCOMPARE(distinguishingLabels({a, c}), (std::vector<std::string>{"seed 1", "seed 2"}));
    QCOMPARE(distinguishingLabels({a, a}), (std::vector<std::string>{"lenet5 cpu-blas fp32 b32 #1", "lenet5 cpu-blas fp32 b32 #2"}));
  }

  void statisticsAgainstHandComputedValues() {
    const Stats s = describe({2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0});
    QCOMPARE(s.n, 8);
    QCOMPARE(s.mean, 5.0);
    QVERIFY(std::fabs(s.std - std::sqrt(32.0 / 7.0)) < 1e-12);  // sample std: sum of squares 32, n - 1 = 7
    QVERIFY(std::fabs(s.ci95 - 2.3646 * std::sqrt(32.0 / 7.0) / std::sqrt(8.0)) < 1e-9);
    QCOMPARE(s.min, 2.0);
    QCOMPARE(s.max, 9.0);
    QCOMPARE(s.median, 4.5);
    QVERIFY(std::fabs(s.cv() - std::sqrt(32.0 / 7.0) / 5.0) < 1e-12);
    const Stats one = describe({3.0, std::nan("")});
    QCOMPARE(one.n, 1);
    QVERIFY(std::isnan(one.std));
    QVERIFY(std::fabs(studentT95(100) - 1.984) < 1e-3);

    std::vector<EpochRecord> epochs(3);
    for (int i = 0; i < 3; ++i) {
      epochs[i].epoch = i + 1;
      epochs[i].trainSamples = 1000;
      epochs[i].trainSeconds = i == 0 ? 5.0 : 1.0 + i;  // a slow first epoch (warm-up)
      epochs[i].valAccuracy = 0.5 + 0.1 * i;
    }
    const EpochSums sums = sumEpochs(epochs, warmupEpochs(3));
    QCOMPARE(sums.warmup, 1);
    QCOMPARE(sums.trainSeconds, 5.0 + 2.0 + 3.0);
    QCOMPARE(sums.samplesPerSecond, 2000.0 / 5.0);  // epochs 2 and 3 only
    QCOMPARE(sums.medianEpochSeconds, 2.5);
    QVERIFY(std::fabs(sums.bestValAccuracy - 0.7) < 1e-12);
  }
};

QTEST_GUILESS_MAIN(ExperimentSpecTest)
#include "test_experiment_spec.moc"

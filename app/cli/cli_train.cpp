// nnlab-cli train / test.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "backends/backend_factory.h"
#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_inline_model.h"
#include "core/error.h"
#include "core/format.h"
#include "data/split.h"
#include "experiment/experiment_runner.h"
#include "train/checkpoint.h"

namespace nnlab::cli {

namespace {

// Prints one line per epoch on stderr, and a live batch line when stderr is a terminal.
class ProgressPrinter final : public TrainObserver {
 public:
  explicit ProgressPrinter(bool quiet) : quiet_(quiet), live_(!quiet && stderrIsTerminal()) {}
  void onBatch(const BatchProgress& p) override {
    if (!live_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100) && p.batch != p.batches) return;
    last_ = now;
    std::fprintf(stderr, "\r  epoch %d/%d  batch %lld/%lld  loss %.4f  %.0f samples/s   ", p.epoch, p.epochs,
                 static_cast<long long>(p.batch), static_cast<long long>(p.batches), p.loss, p.samplesPerSecond);
  }
  void onEpochEnd(const EpochRecord& r) override {
    if (quiet_) return;
    if (live_) std::fprintf(stderr, "\r%100s\r", "");
    std::fprintf(stderr, "epoch %3d  lr %-8.4g train loss %.4f acc %6.2f %%", r.epoch, r.lr, r.trainLoss,
                 100.0 * r.trainAccuracy);
    if (std::isfinite(r.valAccuracy))
      std::fprintf(stderr, "  val loss %.4f acc %6.2f %%", r.valLoss, 100.0 * r.valAccuracy);
    std::fprintf(stderr, "  train %s (%.0f samples/s)  val %s\n", formatSeconds(r.trainSeconds).c_str(),
                 r.samplesPerSecond, formatSeconds(r.valSeconds).c_str());
  }
  void onTestEnd(const EvalResult& r) override {
    if (quiet_) return;
    std::fprintf(stderr, "test       loss %.4f acc %6.2f %%  macro F1 %.4f  (%lld samples, %s)\n", r.loss,
                 100.0 * r.metrics.accuracy, r.metrics.macroF1, static_cast<long long>(r.metrics.samples),
                 formatSeconds(r.seconds).c_str());
  }

 private:
  bool quiet_, live_;
  std::chrono::steady_clock::time_point last_{};
};

std::array<double, 3> parseSplit(const std::string& s) {
  std::array<double, 3> v{};
  char extra = 0;
  if (std::sscanf(s.c_str(), "%lf,%lf,%lf%c", &v[0], &v[1], &v[2], &extra) != 3)
    fail(ErrorKind::InvalidArgument, "--split wants three percentages like 85,2,13 (train, validation, test), got '" + s + "'");
  return v;
}

std::string defaultOutPath(const ExperimentSpec& spec) {
  std::string stamp = utcNowIso();
  for (char& c : stamp)
    if (c == ':') c = '-';
  return "runs/" + spec.name + "-" + stamp + ".json";
}

struct TrainOptions {
  std::string specPath, model, dataset, device, optimizer, schedule, loss, split, dtype, precision;
  std::string out, csv, checkpoint, resume, layers, activation;
  int threads = 0, epochs = 0, batch = 0, stepSize = 0;
  double lr = 0, momentum = -1, weightDecay = -1, gamma = 0, minLr = -1;
  long long seed = -1;
  bool nesterov = false, quiet = false, printMetrics = false, noGraphs = false, deterministic = false;
  CLI::App* cmd = nullptr;
  bool given(const char* name) const { return cmd->count(name) > 0; }
};

ExperimentSpec buildSpec(const TrainOptions& o) {
  ExperimentSpec s;
  if (!o.specPath.empty()) {
    s = ExperimentSpec::load(o.specPath);
  } else {
    s.modelRef = "lenet5";
    s.model = loadModelSpec(s.modelRef);
    s.train.epochs = 10;
    s.train.batch = 64;
    s.train.optimizer.lr = 0.05;
  }
  if (o.given("--model")) {
    s.modelRef = o.model;
    s.model = loadModelSpec(o.model);
  }
  if (o.given("--dataset")) s.dataset = o.dataset;
  if (o.given("--device")) s.backend = o.device;
  if (o.given("--threads")) s.threads = o.threads;
  if (o.given("--split")) s.split = parseSplit(o.split);
  if (o.given("--epochs")) s.train.epochs = o.epochs;
  if (o.given("--batch")) s.train.batch = o.batch;
  if (o.given("--optimizer")) {
    s.train.optimizer.type = o.optimizer;
    if (o.optimizer == "adam") {
      s.train.optimizer.momentum = 0.0;
      if (!o.given("--lr")) s.train.optimizer.lr = 0.001;
    }
  }
  if (o.given("--lr")) s.train.optimizer.lr = o.lr;
  if (o.given("--momentum")) s.train.optimizer.momentum = o.momentum;
  if (o.given("--nesterov")) s.train.optimizer.nesterov = o.nesterov;
  if (o.given("--weight-decay")) s.train.optimizer.weightDecay = o.weightDecay;
  if (o.given("--schedule")) s.train.schedule.type = o.schedule;
  if (o.given("--step-size")) s.train.schedule.stepSize = o.stepSize;
  if (o.given("--gamma")) s.train.schedule.gamma = o.gamma;
  if (o.given("--min-lr")) s.train.schedule.minLr = o.minLr;
  if (o.given("--loss")) s.train.loss = lossFromName(o.loss);
  if (o.given("--seed")) s.train.seed = static_cast<std::uint64_t>(o.seed);
  if (o.given("--dtype")) s.train.dtype = dtypeFromName(o.dtype);
  if (o.given("--precision")) s.train.precision = precisionFromName(o.precision);
  if (o.given("--no-graphs")) s.train.graphs = false;
  if (o.given("--deterministic")) s.train.deterministic = true;
  if (o.given("--checkpoint")) s.checkpointPath = o.checkpoint;
  if (o.given("--resume")) s.resumeFrom = o.resume;
  applyInlineLayers(s, o.layers, o.activation, o.given("--layers"), o.given("--activation"), o.given("--model"));
  if (s.name.empty() || o.given("--model") || o.given("--layers") || o.given("--dataset"))
    s.name = s.model.name + "-" + s.dataset;
  s.validate();
  return s;
}

}  // namespace

Command addTrain(CLI::App& app) {
  auto o = std::make_shared<TrainOptions>();
  CLI::App* c = app.add_subcommand("train", "Train a model (from an experiment spec JSON and/or flags)");
  c->option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // later flags override earlier ones
  o->cmd = c;
  c->add_option("spec", o->specPath, "experiment spec JSON (flags below override its values)")->check(CLI::ExistingFile);
  c->add_option("--model,-m", o->model, "model preset (see `nnlab-cli model`) or model spec JSON file [lenet5]");
  c->add_option("--layers", o->layers,
                "inline dense stack instead of --model: inputs,hidden...,classes like 784,192,10 (checked against the data)");
  c->add_option("--activation", o->activation,
                "with --layers: activation after each layer (relu, sigmoid, tanh, ...; also the output's with --loss mse) [sigmoid]");
  c->add_option("--dataset,-d", o->dataset, "dataset name (mnist, mnist-bundled, fashion-mnist) or IDX directory [mnist]");
  c->add_option("--device", o->device, "cpu-reference (sequential), cpu-blas or cuda:N [cpu-blas]");
  c->add_option("--precision", o->precision, "fp32, tf32, fp16 or bf16 (mixed precision; tf32/fp16/bf16 need cuda) [fp32]");
  c->add_flag("--no-graphs", o->noGraphs, "cuda: launch every kernel of every step instead of replaying CUDA graphs");
  c->add_flag("--deterministic", o->deterministic, "cuda: only algorithms that give the same bits on every run");
  c->add_option("--threads,-j", o->threads, "cpu-blas threads, 0 = all cores [0]");
  c->add_option("--epochs,-e", o->epochs, "epochs [10]");
  c->add_option("--batch,-b", o->batch, "mini-batch size [64]");
  c->add_option("--lr", o->lr, "learning rate [0.05 sgd, 0.001 adam]");
  c->add_option("--optimizer", o->optimizer, "sgd or adam [sgd]");
  c->add_option("--momentum", o->momentum, "SGD momentum [0.9]");
  c->add_flag("--nesterov", o->nesterov, "Nesterov momentum");
  c->add_option("--weight-decay", o->weightDecay, "L2 weight decay on weights [0]");
  c->add_option("--schedule", o->schedule, "learning-rate schedule: constant, step or cosine [constant]");
  c->add_option("--step-size", o->stepSize, "step schedule: epochs between decays [10]");
  c->add_option("--gamma", o->gamma, "step schedule: decay factor [0.1]");
  c->add_option("--min-lr", o->minLr, "cosine schedule: final learning rate [0]");
  c->add_option("--loss", o->loss, "cross_entropy or mse (on one-hot targets) [cross_entropy]");
  c->add_option("--seed", o->seed, "seed for split, initialisation, shuffling and dropout [1]");
  c->add_option("--split", o->split, "train,validation,test percentages [85,2,13]");
  c->add_option("--dtype", o->dtype, "f32 (or f64, slow, for checks) [f32]");
  c->add_option("--out,-o", o->out, "results JSON [runs/<name>-<time>.json]");
  c->add_option("--csv", o->csv, "per-epoch CSV [next to --out, .csv]");
  c->add_option("--checkpoint", o->checkpoint, "save weights + optimizer state here at the end");
  c->add_option("--resume", o->resume, "continue training from this checkpoint")->check(CLI::ExistingFile);
  c->add_flag("--quiet,-q", o->quiet, "no progress on stderr");
  c->add_flag("--metrics", o->printMetrics, "print the test set's per-class table and confusion matrix");
  return [o]() -> int {
    const ExperimentSpec spec = buildSpec(*o);
    const std::string out = o->out.empty() ? defaultOutPath(spec) : o->out;
    const std::string csv = o->csv.empty() ? std::filesystem::path(out).replace_extension(".csv").string() : o->csv;
    if (!o->quiet)
      std::fprintf(stderr, "nnlab: %s on %s, device %s %s, %d epochs, batch %d, %s lr %g, seed %llu\n",
                   spec.model.name.c_str(), spec.dataset.c_str(), spec.backend.c_str(),
                   precisionName(spec.train.precision), spec.train.epochs,
                   spec.train.batch, spec.train.optimizer.type.c_str(), spec.train.optimizer.lr,
                   static_cast<unsigned long long>(spec.train.seed));
    ProgressPrinter printer(o->quiet);
    RunRecord rec = runExperiment(spec, &printer, &gStop);
    if (!o->quiet) {
      const auto& d = rec.dataset;
      std::fprintf(stderr, "       %s: %lld samples (%s), split %lld/%lld/%lld; %s; model %s parameters; "
                           "data load %s, model creation %s\n",
                   d.value("name", std::string()).c_str(), static_cast<long long>(d.value("samples", 0LL)),
                   d.value("description", std::string()).c_str(), static_cast<long long>(d["split_sizes"][0]),
                   static_cast<long long>(d["split_sizes"][1]), static_cast<long long>(d["split_sizes"][2]),
                   (rec.backendDescription + (rec.execution.empty() ? "" : ", " + rec.execution)).c_str(),
                   formatCount(rec.params).c_str(),
                   formatSeconds(rec.dataSeconds).c_str(), formatSeconds(rec.modelSeconds).c_str());
    }
    writeTextFile(out, rec.toJson().dump(2) + "\n");
    writeTextFile(csv, rec.epochsCsv());
    if (o->printMetrics && rec.result.test) std::printf("%s", rec.result.test->metrics.report(rec.classNames).c_str());
    if (!o->quiet) std::fprintf(stderr, "results: %s, %s\n", out.c_str(), csv.c_str());
    switch (rec.result.status) {
      case RunStatus::Completed: return kOk;
      case RunStatus::Cancelled: std::fprintf(stderr, "nnlab-cli: %s\n", rec.result.message.c_str()); return kCancelled;
      case RunStatus::Diverged:
      case RunStatus::Failed:
        std::fprintf(stderr, "nnlab-cli: training %s: %s (results of finished epochs written)\n",
                     runStatusName(rec.result.status), rec.result.message.c_str());
        return kRunFailed;
    }
    return kInternal;
  };
}

namespace {
struct TestOptions {
  std::string checkpoint, dataset, device, split, part = "test", out;
  int threads = 0, batch = 0;
  CLI::App* cmd = nullptr;
};
}  // namespace

Command addTest(CLI::App& app) {
  auto o = std::make_shared<TestOptions>();
  CLI::App* c = app.add_subcommand("test", "Evaluate a checkpoint: accuracy, precision/recall/F1, confusion matrix");
  o->cmd = c;
  c->add_option("--checkpoint,-c", o->checkpoint, "checkpoint file")->required()->check(CLI::ExistingFile);
  c->add_option("--dataset,-d", o->dataset, "dataset [the one it was trained on]");
  c->add_option("--split", o->split, "train,validation,test percentages [as trained]");
  c->add_option("--part", o->part, "which part to evaluate: test, validation, train or all [test]")
      ->check(CLI::IsMember({"test", "validation", "train", "all"}));
  c->add_option("--device", o->device, "cpu-reference or cpu-blas [cpu-blas]");
  c->add_option("--threads,-j", o->threads, "cpu-blas threads, 0 = all cores [0]");
  c->add_option("--batch,-b", o->batch, "evaluation batch size [256]");
  c->add_option("--out,-o", o->out, "write the metrics as JSON here");
  return [o]() -> int {
    const CheckpointInfo info = readCheckpointInfo(o->checkpoint);
    std::string datasetName = info.extra.value("dataset", std::string("mnist"));
    if (o->cmd->count("--dataset")) datasetName = o->dataset;
    std::array<double, 3> split{85, 2, 13};
    if (info.extra.contains("split")) {
      const auto v = info.extra.at("split").get<std::vector<double>>();
      if (v.size() == 3) split = {v[0], v[1], v[2]};
    }
    if (o->cmd->count("--split")) split = parseSplit(o->split);
    TrainConfig cfg = info.trainConfig.is_object() ? TrainConfig::fromJson(info.trainConfig) : TrainConfig{};
    cfg.batch = o->batch > 0 ? o->batch : 256;
    Dataset data = loadDataset(datasetName);
    const DatasetSplits splits = stratifiedSplit(data, split, cfg.seed);
    auto backend = makeBackend(o->device.empty() ? "cpu-blas" : o->device, o->threads);
    auto model = Model::create(info.spec, data.sampleShape(), data.classes());
    DType dtype = dtypeFromName(info.dtype);
    if (!backend->supports(dtype)) {  // fp16/bf16 weights of a GPU run, tested on a CPU
      std::fprintf(stderr, "nnlab-cli: %s has no %s; testing the weights converted to f32\n", backend->name().c_str(),
                   info.dtype.c_str());
      dtype = DType::F32;
    }
    model->build(*backend, dtype, cfg.seed);
    loadCheckpoint(o->checkpoint, *model);
    Trainer trainer(*model, *backend, cfg);
    Subset part = o->part == "train" ? splits.train : o->part == "validation" ? splits.validation : splits.test;
    if (o->part == "all") {
      part.data = &data;
      part.indices.resize(static_cast<std::size_t>(data.size()));
      for (std::size_t i = 0; i < part.indices.size(); ++i) part.indices[i] = static_cast<std::int32_t>(i);
    }
    if (part.indices.empty()) fail(ErrorKind::InvalidArgument, "the " + o->part + " part of this split is empty");
    const EvalResult r = trainer.evaluate(part);
    std::printf("checkpoint %s: model %s (%s parameters, %d epochs trained)\n", o->checkpoint.c_str(),
                info.spec.name.c_str(), formatCount(info.paramCount).c_str(), info.epochsDone);
    std::printf("dataset %s, %s part: %lld samples, loss %.4f, %s\n", data.name.c_str(), o->part.c_str(),
                static_cast<long long>(r.metrics.samples), r.loss, formatSeconds(r.seconds).c_str());
    std::printf("%s", r.metrics.report(data.classNames).c_str());
    if (!o->out.empty()) {
      nlohmann::json j = r.toJson(data.classNames);
      j["checkpoint"] = o->checkpoint;
      j["dataset"] = data.name;
      j["part"] = o->part;
      writeTextFile(o->out, j.dump(2) + "\n");
    }
    return kOk;
  };
}

}  // namespace nnlab::cli

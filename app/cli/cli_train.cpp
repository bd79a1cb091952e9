// nnlab-cli train / test.
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "backends/backend_factory.h"
#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "cli/cli_inline_model.h"
#include "cli/cli_run_output.h"
#include "core/device_set.h"
#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/split.h"
#include "device/gpu_info.h"
#include "experiment/data_parallel.h"
#include "experiment/experiment_fields.h"
#include "experiment/experiment_runner.h"
#include "experiment/history_recorder.h"
#include "experiment/spec_fields.h"
#include "optim/optimizer_fields.h"
#include "parallel/mpi_world.h"
#include "train/checkpoint.h"
#include "train/train_fields.h"

namespace nnlab::cli {

namespace {

std::array<double, 3> parseSplit(const std::string& s) {
  std::array<double, 3> v{};
  char extra = 0;
  if (std::sscanf(s.c_str(), "%lf,%lf,%lf%c", &v[0], &v[1], &v[2], &extra) != 3)
    fail(ErrorKind::InvalidArgument, "--split wants three percentages like 85,2,13 (train, validation, test), got '" + s + "'");
  return v;
}

// A seed is any whole number from 0 to 2^64-1, exactly: "-1" or "1e3" are refused, not wrapped.
std::uint64_t parseSeed(const std::string& s) {
  const bool digits = !s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos;
  errno = 0;
  char* end = nullptr;
  const unsigned long long v = digits ? std::strtoull(s.c_str(), &end, 10) : 0;
  if (!digits || errno == ERANGE || *end)
    fail(ErrorKind::InvalidArgument, "--seed must be a whole number from 0 to 18446744073709551615, not '" + s + "'");
  return v;
}

std::string defaultOutPath(const ExperimentSpec& spec) {
  std::string stamp = utcNowIso();
  for (char& c : stamp)
    if (c == ':') c = '-';
  return "runs/" + safeFileName(spec.name) + "-" + stamp + ".json";
}

struct TrainOptions {
  std::string specPath, model, dataset, device, optimizer, schedule, loss, split, dtype, precision, seed, label;
  std::string strategy, cpuShare, lrScaling, gradientReduction;
  bool syncBatchNorm = false;
  int warmupEpochs = -1;
  int averageEvery = 1;
  bool globalBatch = false;
  std::string out, csv, checkpoint, resume, layers, activation;
  int threads = 0, epochs = 0, batch = 0, stepSize = 0;
  double lr = 0, momentum = -1, weightDecay = -1, gamma = 0, minLr = -1;
  bool nesterov = false, quiet = false, printMetrics = false, noGraphs = false, deterministic = false;
  bool energy = false;
  double powerHz = 0, idleSeconds = 0;
  double memoryBudget = 0;
  std::string pipeline, stages, balance, pipelineSchedule;
  int microBatches = 0;
  HistoryOptions history;
  CLI::App* cmd = nullptr;
  bool given(const char* name) const { return cmd->count(name) > 0; }
};

ExperimentSpec buildSpec(const TrainOptions& o) {
  ExperimentSpec s = o.specPath.empty() ? ExperimentSpec::defaults() : ExperimentSpec::load(o.specPath);
  if (o.given("--model")) {
    s.modelRef = o.model;
    s.model = loadModelSpec(o.model);
  }
  if (o.given("--dataset")) s.dataset = o.dataset;
  if (o.given("--device")) {
    // "cuda:0,cuda:1", "cpu-blas,cuda:0" or "cuda:all": data parallel over these devices (aliases
    // resolved by core/device_set.h; every GPU counted only when asked for).
    const std::vector<std::string> list =
        DeviceSet::parse(o.device, [] { return static_cast<int>(detectGpus().gpus.size()); }).names();
    s.backend = list.front();
    // One device with --strategy: the data-parallel path with one replica (a scaling baseline).
    s.devices = list.size() > 1 || o.given("--strategy") ? list : std::vector<std::string>{};
  }
  if (o.given("--strategy")) s.parallel.strategy = o.strategy;
  if (o.given("--average-every")) s.parallel.averageEvery = o.averageEvery;
  if (o.given("--global-batch")) s.parallel.batch = "global";
  if (o.given("--lr-scaling")) s.parallel.lrScaling = o.lrScaling;
  if (o.given("--sync-batch-norm")) s.parallel.syncBatchNorm = true;
  if (o.given("--gradient-reduction")) s.parallel.gradientReduction = o.gradientReduction;
  if (o.given("--warmup-epochs")) s.train.schedule.warmupEpochs = o.warmupEpochs;
  if (o.given("--cpu-share")) {
    if (o.cpuShare == "auto") {
      s.parallel.cpuShare = -1.0;
    } else {
      char* end = nullptr;
      const double v = std::strtod(o.cpuShare.c_str(), &end);
      if (o.cpuShare.empty() || *end || !(v >= 0.0 && v <= 1.0))
        fail(ErrorKind::InvalidArgument, "--cpu-share must be auto or a fraction from 0 to 1, not '" + o.cpuShare + "'");
      s.parallel.cpuShare = v;
    }
  }
  if (o.given("--threads")) s.threads = o.threads;
  if (o.given("--split")) s.split = parseSplit(o.split);
  if (o.given("--epochs")) s.train.epochs = o.epochs;
  if (o.given("--batch")) s.train.batch = o.batch;
  if (o.given("--optimizer")) {
    s.train.optimizer.type = o.optimizer;
    if (o.optimizer == "adam") s.train.optimizer.momentum = 0.0;
    if (!o.given("--lr")) s.train.optimizer.lr = OptimizerConfig::defaultLr(o.optimizer);
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
  if (o.given("--seed")) s.train.seed = parseSeed(o.seed);
  if (o.given("--dtype")) s.train.dtype = dtypeFromName(o.dtype);
  if (o.given("--precision")) s.train.precision = precisionFromName(o.precision);
  if (o.given("--no-graphs")) s.train.graphs = false;
  if (o.given("--memory-budget")) s.memoryBudgetGiB = o.memoryBudget;
  if (o.given("--pipeline")) {
    // Model parallelism: one device per stage, in order ("cpu-blas,cpu-blas"; a name may repeat).
    s.pipeline.devices = DeviceSet::parse(o.pipeline, [] { return static_cast<int>(detectGpus().gpus.size()); }).names();
    if (!o.given("--device")) {
      s.backend = s.pipeline.devices.front();
      s.devices.clear();
    }
  }
  if (o.given("--stages")) {
    s.pipeline.stages.clear();
    if (o.stages != "auto") {
      std::size_t at = 0;
      while (at <= o.stages.size()) {
        const std::size_t comma = std::min(o.stages.find(',', at), o.stages.size());
        const std::string part = o.stages.substr(at, comma - at);
        char* end = nullptr;
        const long v = std::strtol(part.c_str(), &end, 10);
        if (part.empty() || *end || v < 1 || v > 100000)
          fail(ErrorKind::InvalidArgument, "--stages wants auto or each stage's first layer (1-based) like 1,6, not '" + o.stages + "'");
        s.pipeline.stages.push_back(static_cast<int>(v));
        at = comma + 1;
      }
    }
  }
  if (o.given("--balance")) s.pipeline.balance = o.balance;
  if (o.given("--micro-batches")) s.pipeline.microBatches = o.microBatches;
  if (o.given("--pipeline-schedule")) s.pipeline.schedule = o.pipelineSchedule;
  if ((o.given("--stages") || o.given("--balance") || o.given("--micro-batches") || o.given("--pipeline-schedule")) &&
      !s.pipeline.enabled())
    fail(ErrorKind::InvalidArgument, "--stages, --balance, --micro-batches and --pipeline-schedule need --pipeline "
                                     "(or \"pipeline\": {\"devices\": [...]} in the spec)");
  if (o.given("--deterministic")) s.train.deterministic = true;
  if (o.given("--checkpoint")) s.checkpointPath = o.checkpoint;
  if (o.given("--resume")) s.resumeFrom = o.resume;
  if (o.given("--energy")) s.energy.enabled = true;
  if (o.given("--power-hz")) s.energy.hz = o.powerHz;
  if (o.given("--idle-s")) s.energy.idleSeconds = o.idleSeconds;
  if ((o.given("--power-hz") || o.given("--idle-s")) && !s.energy.enabled)
    fail(ErrorKind::InvalidArgument, "--power-hz and --idle-s need --energy (or \"energy\": {\"enabled\": true} in the spec)");
  applyInlineLayers(s, o.layers, o.activation, o.given("--layers"), o.given("--activation"), o.given("--model"));
  if (s.name.empty() || o.given("--model") || o.given("--layers") || o.given("--dataset")) s.name = s.defaultName();
  s.validate();
  return s;
}

std::string bracket(const std::string& v) { return " [" + v + "]"; }

// An option of a setting declared in the engine (core/field_spec.h): its flag and its help with
// range and default (optionHelp). The engine checks the value, with the message that names the
// setting, its range and the value (CLI11's own checks would say less).
template <class V> void field(CLI::App* c, const FieldSpec& f, V& v, const std::string& names = {}) {
  c->add_option(names.empty() ? std::string(f.flag) : names, v, optionHelp(f));
}
// An on/off setting's flag; `help` where the flag says the opposite of the setting (--no-graphs).
void flag(CLI::App* c, const FieldSpec& f, bool& v, const std::string& help = {}) {
  c->add_flag(std::string(f.flag), v, help.empty() ? std::string(f.help) : help);
}

}  // namespace

Command addTrain(CLI::App& app) {
  auto o = std::make_shared<TrainOptions>();
  // Every default shown here is read from the engine's default experiment, never typed twice.
  const ExperimentSpec d;
  CLI::App* c = app.add_subcommand("train", "Train a model (from an experiment spec JSON and/or flags)");
  c->option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // later flags override earlier ones
  o->cmd = c;
  c->add_option("spec", o->specPath, "experiment spec JSON (flags below override its values)")->check(CLI::ExistingFile);
  c->add_option("--model,-m", o->model, "model preset (see `nnlab-cli model`) or model spec JSON file" +
                                            bracket(ExperimentSpec::kDefaultModel));
  c->add_option("--layers", o->layers,
                "inline dense stack instead of --model: inputs,hidden...,classes like 784,192,10 (checked against the data)");
  c->add_option("--activation", o->activation,
                "with --layers: activation after each layer (relu, sigmoid, tanh, ...; also the output's with --loss mse) [sigmoid]");
  c->add_option("--dataset,-d", o->dataset, "dataset name (see `nnlab-cli dataset list`), IDX/image folder, .csv or .nnds" +
                                                bracket(d.dataset));
  c->add_option("--device", o->device,
                "cpu-reference (sequential), cpu-blas (cpu) or cuda:N (gpu:N); a list (cuda:0,cuda:1 or cpu-blas,cuda:0; "
                "cuda:all: every GPU) trains data parallel" + bracket(d.backend));
  using namespace fields;
  // The settings declared in the engine (core/field_spec.h): help, range and default come from there.
  field(c, kStrategy, o->strategy);
  field(c, kAverageEvery, o->averageEvery);
  flag(c, kParallelBatch, o->globalBatch, "several devices: --batch is the global batch, split between them");
  field(c, kLrScaling, o->lrScaling);
  flag(c, kSyncBatchNorm, o->syncBatchNorm);
  field(c, kGradientReduction, o->gradientReduction);
  field(c, kWarmup, o->warmupEpochs);
  field(c, kCpuShare, o->cpuShare);  // a share or "auto"
  field(c, kPrecision, o->precision);
  flag(c, kGraphs, o->noGraphs, "cuda: launch every kernel of every step instead of replaying CUDA graphs");
  field(c, kMemoryBudget, o->memoryBudget);
  c->add_option("--pipeline", o->pipeline, "model parallelism: split the model's layers into stages, one per device "
                                           "in this list (cuda:0,cuda:1 or cpu-blas,cuda:0 or cpu-blas,cpu-blas), each step as "
                                           "micro-batches through them");
  c->add_option("--stages", o->stages, "with --pipeline: each stage's first layer (1-based), like 1,6, or auto "
                                       "(balanced by --balance) [auto]");
  field(c, kBalance, o->balance);
  field(c, kMicroBatches, o->microBatches);
  field(c, kPipelineSchedule, o->pipelineSchedule);
  flag(c, kDeterministic, o->deterministic);
  field(c, kThreads, o->threads, "--threads,-j");
  field(c, kEpochs, o->epochs, "--epochs,-e");
  field(c, kBatch, o->batch, "--batch,-b");
  field(c, kLr, o->lr);
  field(c, kOptimizer, o->optimizer);
  field(c, kMomentum, o->momentum);
  flag(c, kNesterov, o->nesterov);
  field(c, kWeightDecay, o->weightDecay);
  field(c, kSchedule, o->schedule);
  field(c, kStepSize, o->stepSize);
  field(c, kGamma, o->gamma);
  field(c, kMinLr, o->minLr);
  field(c, kLoss, o->loss);
  field(c, kSeed, o->seed);  // 0 to 2^64-1: read by the engine
  field(c, kSplit, o->split);  // three percentages: checked by the engine
  field(c, kDtype, o->dtype);  // f16/bf16 get the engine's advice (--precision)
  c->add_option("--name", o->label, "the run's name in the history, tables and legends [model, device, precision and batch; unique]");
  c->add_option("--out,-o", o->out, "results JSON, rewritten after every epoch [runs/<name>-<time>.json]");
  c->add_option("--csv", o->csv, "per-epoch CSV [next to --out, .csv]");
  c->add_option("--checkpoint", o->checkpoint, "save weights + optimizer state here at the end");
  c->add_option("--resume", o->resume, "continue training from this checkpoint")->check(CLI::ExistingFile);
  o->history.add(c, true);
  flag(c, kEnergy, o->energy, "measure the run's energy: GPU power through NVML, CPU package and DRAM through RAPL "
                             "(a device that cannot be read is reported as not available, with the reason)");
  field(c, kPowerHz, o->powerHz);
  field(c, kIdleSeconds, o->idleSeconds);
  c->add_flag("--quiet,-q", o->quiet, "no progress on stderr");
  c->add_flag("--metrics", o->printMetrics, "print the test set's per-class table and confusion matrix");
  return [o]() -> int {
    const ExperimentSpec spec = buildSpec(*o);
    // Under mpirun/srun every rank runs this; rank 0 alone prints, writes the files and the history.
    if (mpiWorldRank() != 0) {
      RunRecord rec = runExperiment(spec, nullptr, &gStop);
      switch (rec.result.status) {
        case RunStatus::Completed: return kOk;
        case RunStatus::Cancelled: return kCancelled;
        case RunStatus::Diverged: return kDiverged;
        default: return kResources;
      }
    }
    const std::string out = o->out.empty() ? defaultOutPath(spec) : o->out;
    const std::string csv = o->csv.empty() ? std::filesystem::path(out).replace_extension(".csv").string() : o->csv;
    // A typo must not replace the history (or the spec, or one output with another): refused, exit 2.
    refuseSameFiles({{"--history", o->history.none ? std::string() : o->history.resolved()},
                     {"the spec", o->specPath},
                     {"--out", out},
                     {"--csv", csv},
                     {"--checkpoint", spec.checkpointPath}});
    // Before any training: a file that cannot be written is found now, not after the last epoch.
    checkWritable(out, "--out");
    checkWritable(csv, "--csv");
    if (!spec.checkpointPath.empty()) checkWritable(spec.checkpointPath, "--checkpoint");
    std::unique_ptr<HistoryStore> history = o->history.open(true);
    if (!o->quiet)
      std::fprintf(stderr, "nnlab: %s on %s, device %s %s, %d epochs, batch %d, %s lr %g, seed %llu\n",
                   spec.model.name.c_str(), spec.dataset.c_str(), spec.backend.c_str(),
                   precisionName(spec.train.precision), spec.train.epochs,
                   spec.train.batch, spec.train.optimizer.type.c_str(), spec.train.optimizer.lr,
                   static_cast<unsigned long long>(spec.train.seed));
    if (spec.pipeline.enabled() && !o->quiet) {
      std::string devices;
      for (const auto& d : spec.pipeline.devices) devices += (devices.empty() ? "" : ", ") + d;
      std::string stages = "auto (balanced by " + spec.pipeline.balance + ")";
      if (!spec.pipeline.stages.empty()) {
        stages = "from layers ";
        for (std::size_t i = 0; i < spec.pipeline.stages.size(); ++i) stages += (i ? ", " : "") + std::to_string(spec.pipeline.stages[i]);
      }
      std::fprintf(stderr, "       model parallel: %zu stages on %s, %s, %s, %d micro-batch(es) of about %d\n",
                   spec.pipeline.devices.size(), devices.c_str(), stages.c_str(), spec.pipeline.schedule.c_str(),
                   spec.pipeline.schedule == "naive" ? 1 : spec.pipeline.microBatches,
                   spec.train.batch / (spec.pipeline.schedule == "naive" ? 1 : spec.pipeline.microBatches));
    }
    const bool stagesApart = mpiLaunched() && spec.pipeline.enabled();  // a stage per process: not data parallel
    if (stagesApart && !o->quiet)
      std::fprintf(stderr, "       across %d MPI processes, one stage each (activations and gradients as messages)\n",
                   mpiWorldSize());
    if ((spec.dataParallel() || mpiLaunched()) && !stagesApart) {  // the batch and rate over several devices, said before the run
      const DataParallelPlan plan = planDataParallel(spec, mpiLaunched() ? mpiWorldSize() : static_cast<int>(spec.deviceList().size()));
      if (!o->quiet) std::fprintf(stderr, "       data parallel: %s\n", plan.text.c_str());
      if (!plan.warning.empty()) std::fprintf(stderr, "nnlab-cli: warning: %s\n", plan.warning.c_str());
    }
    ProgressPrinter printer(o->quiet);
    RecordFileWriter files(out, csv);
    std::unique_ptr<HistoryRecorder> recorder = history ? std::make_unique<HistoryRecorder>(*history) : nullptr;
    if (recorder)  // said at once (even with -q): the run goes on and its record is kept
      recorder->setProblemHandler([out](const std::string& m) {
        std::fprintf(stderr, "nnlab-cli: warning: %s; training goes on, its record is kept in %s and stored at the end if "
                             "the history can take it\n", m.c_str(), out.c_str());
      });
    ObserverList observers{&printer, &files, recorder.get()};
    RunIdentity who;
    who.label = o->label;
    if (history)
      who.machineBench = history->benchOfThisMachine();
    RunRecord rec;
    try {
      rec = runExperiment(spec, &observers, &gStop, {}, who);
    } catch (const Error& e) {
      // A setting that cannot work with this data (exit 2) is not a run: its row goes again.
      if (e.kind() == ErrorKind::InvalidArgument && recorder && recorder->runId()) {
        try {
          history->remove({recorder->runId()}, true);
        } catch (const Error&) {
        }
      }
      throw;
    }
    const bool filesWritten = files.error().empty();
    if (!filesWritten) std::fprintf(stderr, "nnlab-cli: %s\n", files.error().c_str());
    StoreOutcome stored;
    if (recorder) {
      stored = recorder->settle(rec, filesWritten ? out : std::string());
      if (!stored.message.empty()) std::fprintf(stderr, "nnlab-cli: %s\n", stored.message.c_str());
    }
    if (o->printMetrics && rec.result.test) std::printf("%s", rec.result.test->metrics.report(rec.classNames).c_str());
    if (!o->quiet) {
      if (filesWritten) std::fprintf(stderr, "results: %s, %s\n", out.c_str(), csv.c_str());
      if (recorder && stored.stored)
        std::fprintf(stderr, "history: run %lld (%s) in %s\n", static_cast<long long>(recorder->runId()), rec.id.c_str(),
                     history->path().c_str());
    }
    // What was measured and is not where it was asked to be: exit 4, whatever the run's status.
    if ((recorder && !stored.stored) || !filesWritten) {
      if (rec.result.status != RunStatus::Completed)
        std::fprintf(stderr, "nnlab-cli: training %s: %s\n", runStatusName(rec.result.status), rec.result.message.c_str());
      return kResources;
    }
    switch (rec.result.status) {
      case RunStatus::Completed: return kOk;
      case RunStatus::Cancelled: std::fprintf(stderr, "nnlab-cli: %s\n", rec.result.message.c_str()); return kCancelled;
      case RunStatus::Diverged:
      case RunStatus::Failed:
      case RunStatus::Running:
      case RunStatus::Interrupted:
      case RunStatus::Unknown:
        std::fprintf(stderr, "nnlab-cli: training %s: %s (results of finished epochs written)\n",
                     runStatusName(rec.result.status), rec.result.message.c_str());
        return rec.result.status == RunStatus::Diverged ? kDiverged : kResources;
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
    const CheckpointInfo info = readCheckpointInfo(o->checkpoint);  // typed: a damaged header is Error(BadInput)
    std::string datasetName = info.dataset.empty() ? std::string("mnist") : info.dataset;
    if (o->cmd->count("--dataset")) datasetName = o->dataset;
    std::array<double, 3> split = info.split.value_or(std::array<double, 3>{85, 2, 13});
    if (o->cmd->count("--split")) split = parseSplit(o->split);
    TrainConfig cfg = info.train.value_or(TrainConfig{});
    cfg.batch = o->batch > 0 ? o->batch : 256;
    Dataset data = loadDataset(datasetName);
    const DatasetSplits splits = stratifiedSplit(data, split, cfg.seed);
    auto backend = makeBackend(o->device.empty() ? "cpu-blas" : o->device, o->threads);
    auto model = Model::create(info.spec, data.sampleShape(), data.classes());
    DType dtype = dtypeFromName(info.dtype);
    // The weights must be in the file: a header describing a larger model is refused before
    // the model is built (which would allocate what the header claims).
    if (static_cast<std::uint64_t>(model->paramCount()) * dtypeSize(dtype) > info.tensorBytes)
      fail(ErrorKind::BadInput, "checkpoint '" + o->checkpoint + "' describes a model of " + formatCount(model->paramCount()) +
                                    " parameters on this dataset but holds only " +
                                    formatBytes(static_cast<double>(info.tensorBytes)) + " of weights: it belongs to another "
                                    "dataset or model, or is damaged");
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

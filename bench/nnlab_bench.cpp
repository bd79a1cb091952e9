// nnlab-bench: CPU epoch benchmark of the MLP 784-192-10 and LeNet-5 presets, the workload of
// bench/torch_cpu_twin.py (and of /work/shared/bench-anchors/torch_anchor.py's CPU runs):
//   60000 random 1x28x28 samples held in memory (u8 pixels, gathered as x/255 ~ U[0,1)),
//   random labels 0..9, batch 64, SGD momentum 0.9 (lr 0.1 MLP, 0.05 LeNet-5), cross-entropy,
//   shuffled every epoch, 937 full batches per epoch (59968 samples), no validation or test.
// It runs the real Trainer, so what is timed is what users run: EpochRecord::trainSeconds, the
// training phase of one epoch. One warm-up epoch, then --epochs timed epochs; the median is
// reported. See docs/BENCHMARKS.md and scripts/bench-cpu.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "core/rng.h"
#include "data/dataset.h"
#include "hw/cpu_info.h"
#include "nn/model.h"
#include "nn/model_spec.h"
#include "train/trainer.h"

using namespace nnlab;
using json = nlohmann::json;

namespace {

constexpr std::int64_t kSamples = 60000;
constexpr int kBatch = 64;
constexpr std::int64_t kTrainSamples = kSamples - kSamples % kBatch;  // 59968 = 937 full batches

struct Options {
  std::string device = "cpu-blas";
  int threads = 0;  // 0: all cores
  std::string workload = "all";
  int epochs = 3;
  std::string jsonPath;
  std::string commit;
  std::uint64_t seed = 1;
};

struct Workload {
  std::string name;    // as printed and in JSON
  std::string preset;  // resources/presets/<preset>.json
  double lr;
};

const std::vector<Workload> kWorkloads = {
    {"mlp", "mlp-784-192-10", 0.1},
    {"lenet5", "lenet5", 0.05},
};

[[noreturn]] void usage(int rc) {
  std::fprintf(rc ? stderr : stdout,
               "usage: nnlab-bench [--device cpu-blas|cpu-reference] [--threads N] [--workload mlp|lenet5|all]\n"
               "                   [--epochs E] [--json out.json] [--commit SHA] [--seed S]\n"
               "  Times E training epochs (after 1 warm-up epoch) of the MLP 784-192-10 and LeNet-5 presets\n"
               "  on 60000 random 1x28x28 samples in memory, batch 64, SGD momentum 0.9, 937 steps/epoch.\n"
               "  --threads 0 (default) uses all cores; --commit defaults to $NNLAB_COMMIT.\n");
  std::exit(rc);
}

Options parse(int argc, char** argv) {
  Options o;
  if (const char* c = std::getenv("NNLAB_COMMIT")) o.commit = c;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      const auto eq = a.find('=');
      if (eq != std::string::npos) return a.substr(eq + 1);
      if (i + 1 >= argc) {
        std::fprintf(stderr, "nnlab-bench: %s needs a value\n", a.c_str());
        usage(2);
      }
      return argv[++i];
    };
    auto key = a.substr(0, a.find('='));
    auto toInt = [&](const std::string& s) {
      try {
        std::size_t used = 0;
        const long long v = std::stoll(s, &used);
        if (used != s.size()) throw std::invalid_argument(s);
        return v;
      } catch (const std::exception&) {
        std::fprintf(stderr, "nnlab-bench: %s wants an integer, got '%s'\n", key.c_str(), s.c_str());
        usage(2);
      }
    };
    if (key == "-h" || key == "--help") usage(0);
    else if (key == "--device") o.device = value();
    else if (key == "--threads" || key == "-j") o.threads = static_cast<int>(toInt(value()));
    else if (key == "--workload") o.workload = value();
    else if (key == "--epochs") o.epochs = static_cast<int>(toInt(value()));
    else if (key == "--json") o.jsonPath = value();
    else if (key == "--commit") o.commit = value();
    else if (key == "--seed") o.seed = static_cast<std::uint64_t>(toInt(value()));
    else {
      std::fprintf(stderr, "nnlab-bench: unknown option '%s'\n", a.c_str());
      usage(2);
    }
  }
  if (o.workload != "all" && o.workload != "mlp" && o.workload != "lenet5") {
    std::fprintf(stderr, "nnlab-bench: --workload must be mlp, lenet5 or all, got '%s'\n", o.workload.c_str());
    usage(2);
  }
  if (o.epochs < 1) {
    std::fprintf(stderr, "nnlab-bench: --epochs must be at least 1\n");
    usage(2);
  }
  return o;
}

// The twin draws x ~ U[0,1) as f32; here pixels are uniform bytes that the backend gathers as
// x/255, which has the same mean and spread and the same cost per sample.
Dataset makeDataset(std::uint64_t seed) {
  Dataset ds;
  ds.name = "random-28x28";
  ds.description = "60000 uniform random 1x28x28 samples, uniform random labels 0..9 (benchmark data)";
  ds.source = "nnlab-bench";
  ds.images = Tensor::empty(Shape{kSamples, 1, 28, 28}, DType::U8);
  ds.labels = Tensor::empty(Shape{kSamples}, DType::I32);
  Rng rng(Rng::derive(seed, 0xbe9c0000ULL));
  std::uint8_t* px = ds.images.data<std::uint8_t>();
  const std::int64_t n = ds.images.numel();
  for (std::int64_t i = 0; i < n; i += 8) {
    std::uint64_t r = rng.next();
    for (std::int64_t k = i; k < std::min(n, i + 8); ++k, r >>= 8) px[k] = static_cast<std::uint8_t>(r & 0xff);
  }
  std::int32_t* lab = ds.labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < kSamples; ++i) lab[i] = static_cast<std::int32_t>(rng.below(10));
  ds.classNames = digitClassNames(10);
  ds.validate();
  return ds;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

std::string utcNow() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

json runWorkload(const Workload& w, const Dataset& ds, const Options& o, Backend& backend) {
  const ModelSpec spec = loadModelSpec(w.preset);
  auto model = Model::create(spec, ds.sampleShape(), ds.classes());
  model->build(backend, DType::F32, o.seed);

  TrainConfig cfg;
  cfg.epochs = 1 + o.epochs;  // epoch 1 is the warm-up
  cfg.batch = kBatch;
  cfg.optimizer.type = "sgd";
  cfg.optimizer.lr = w.lr;
  cfg.optimizer.momentum = 0.9;
  cfg.optimizer.nesterov = false;
  cfg.optimizer.weightDecay = 0.0;
  cfg.schedule.type = "constant";
  cfg.loss = LossKind::CrossEntropy;
  cfg.seed = o.seed;
  cfg.dtype = DType::F32;

  DatasetSplits splits;
  splits.train.data = &ds;
  splits.train.indices.resize(static_cast<std::size_t>(kTrainSamples));
  for (std::int64_t i = 0; i < kTrainSamples; ++i) splits.train.indices[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(i);
  splits.validation.data = &ds;
  splits.test.data = &ds;

  Trainer trainer(*model, backend, cfg);
  const RunResult res = trainer.fit(splits);
  if (res.status != RunStatus::Completed)
    fail(ErrorKind::Internal, w.name + ": training " + runStatusName(res.status) + ": " + res.message);

  std::vector<double> ms;
  json epochs = json::array();
  for (const EpochRecord& r : res.epochs) {
    epochs.push_back({{"epoch", r.epoch}, {"ms", 1000.0 * r.trainSeconds}, {"steps", r.steps},
                      {"samples", r.trainSamples}, {"loss", r.trainLoss}, {"warmup", r.epoch == 1}});
    if (r.epoch > 1) ms.push_back(1000.0 * r.trainSeconds);
  }
  const EpochRecord& last = res.epochs.back();
  const double med = median(ms);
  const double samples = static_cast<double>(last.trainSamples);
  const double flopsPerSample = model->check().flopsPerSample;
  const double floorFlops = 3.0 * flopsPerSample * samples;  // forward + 2x backward
  return {{"workload", w.name},
          {"preset", w.preset},
          {"params", model->paramCount()},
          {"lr", w.lr},
          {"batch", kBatch},
          {"steps_per_epoch", last.steps},
          {"samples_per_epoch", last.trainSamples},
          {"warmup_epochs", 1},
          {"timed_epochs", o.epochs},
          {"median_ms", med},
          {"min_ms", *std::min_element(ms.begin(), ms.end())},
          {"max_ms", *std::max_element(ms.begin(), ms.end())},
          {"warmup_ms", 1000.0 * res.epochs.front().trainSeconds},
          {"samples_per_s", samples / (med / 1000.0)},
          {"forward_flops_per_sample", flopsPerSample},
          {"gflop_per_epoch", floorFlops * 1e-9},
          {"gflops", floorFlops * 1e-9 / (med / 1000.0)},
          {"final_loss", last.trainLoss},
          {"epochs", epochs}};
}

void printHeader() {
  std::printf("%-8s %-14s %7s %6s %10s %10s %10s %11s %11s %8s\n", "workload", "device", "threads", "epochs",
              "median ms", "min ms", "max ms", "samples/s", "GFLOP/epoch", "GFLOP/s");
}

void printRow(const json& r, const std::string& device, int threads) {
  std::printf("%-8s %-14s %7d %6d %10.1f %10.1f %10.1f %11.0f %11.2f %8.2f\n", r["workload"].get<std::string>().c_str(),
              device.c_str(), threads, r["timed_epochs"].get<int>(), r["median_ms"].get<double>(),
              r["min_ms"].get<double>(), r["max_ms"].get<double>(), r["samples_per_s"].get<double>(),
              r["gflop_per_epoch"].get<double>(), r["gflops"].get<double>());
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  try {
    auto backend = makeBackend(o.device, o.threads);
    const CpuInfo cpu = detectCpu();
    const int threads = backend->threads();
    std::printf("nnlab-bench: %s, %s (%d logical cores), %d thread(s), commit %s\n", backend->describe().c_str(),
                cpu.model.c_str(), cpu.logicalCores, threads, o.commit.empty() ? "unknown" : o.commit.c_str());
    std::printf("workload: 60000 random 1x28x28 in memory, batch %d, %lld steps/epoch (%lld samples), SGD m=0.9; "
                "1 warm-up + %d timed epoch(s)\n",
                kBatch, static_cast<long long>(kTrainSamples / kBatch), static_cast<long long>(kTrainSamples),
                o.epochs);
    std::fflush(stdout);
    const Dataset ds = makeDataset(o.seed);

    json results = json::array();
    printHeader();
    for (const Workload& w : kWorkloads) {
      if (o.workload != "all" && o.workload != w.name) continue;
      json r = runWorkload(w, ds, o, *backend);
      printRow(r, backend->name(), threads);
      results.push_back(std::move(r));
    }
    std::printf("GFLOP/epoch: arithmetic floor = 3 x forward FLOPs per sample x samples (forward + backward)\n");

    if (!o.jsonPath.empty()) {
      json out = {{"tool", "nnlab-bench"},
                  {"framework", "nnlab"},
                  {"device", backend->name()},
                  {"backend", backend->describe()},
                  {"threads", threads},
                  {"machine", {{"cpu", cpu.model}, {"logical_cores", cpu.logicalCores}, {"isa", cpu.isa},
                               {"memory_bytes", cpu.memoryBytes}}},
                  {"date", utcNow()},
                  {"commit", o.commit.empty() ? json(nullptr) : json(o.commit)},
                  {"workload", {{"samples", kSamples}, {"train_samples", kTrainSamples}, {"batch", kBatch},
                                {"input", {1, 28, 28}}, {"classes", 10}, {"optimizer", "sgd momentum 0.9"}}},
                  {"results", results}};
      std::ofstream f(o.jsonPath);
      if (!f) fail(ErrorKind::BadInput, "cannot write " + o.jsonPath);
      f << out.dump(1) << "\n";
      if (!f) fail(ErrorKind::BadInput, "cannot write " + o.jsonPath);
      std::printf("wrote %s\n", o.jsonPath.c_str());
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nnlab-bench: %s\n", e.what());
    return 1;
  }
  return 0;
}

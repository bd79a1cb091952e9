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
#include "bench_common.h"
#include "core/error.h"
#include "core/format.h"
#include "core/rng.h"
#include "data/dataset.h"
#include "device/cpu_info.h"
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

  json r = bench::timedTraining(*model, backend, cfg, ds, kTrainSamples);
  r["workload"] = w.name;
  r["preset"] = w.preset;
  r["lr"] = w.lr;
  r["warmup_epochs"] = 1;
  return r;
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
    const Dataset ds = bench::randomImages(kSamples, Shape{1, 28, 28}, 10, o.seed);

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
                  {"date", utcNowIso()},
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

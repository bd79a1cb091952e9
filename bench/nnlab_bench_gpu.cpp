// nnlab-bench-gpu: GPU training epochs of the workloads in the GPU issue's table, the same as
// bench/torch_gpu_twin.py and /work/shared/bench-anchors/torch_anchor.py run them:
//   mlp      MLP 784-192-10, 60000 random 1x28x28, 10 classes, SGD lr 0.1
//   lenet5   LeNet-5,        60000 random 1x28x28, 10 classes, SGD lr 0.05
//   resnet34 ResNet-34,      7650 random 1x148x197, 9 classes, SGD lr 0.05
//   resnet18 ResNet-18,      8000 random 1x227x227, 2 classes, SGD lr 0.05
// SGD momentum 0.9, cross-entropy, the data resident on the GPU, shuffled every epoch, only full
// batches (samples // batch steps, as the twin does). Each configuration is
// workload:batch:precision[:nographs]; one warm-up epoch, then --epochs timed epochs (median).
// It runs the real Trainer: what is timed is EpochRecord::trainSeconds.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend_factory.h"
#include "bench_common.h"
#include "core/error.h"
#include "hw/cpu_info.h"
#include "hw/gpu_info.h"
#include "nn/model_spec.h"

using namespace nnlab;
using json = nlohmann::json;

namespace {

struct Workload {
  std::string name, preset;
  std::int64_t samples;
  Shape sample;
  int classes;
  double lr;
};

const std::vector<Workload> kWorkloads = {
    {"mlp", "mlp-784-192-10", 60000, Shape{1, 28, 28}, 10, 0.1},
    {"lenet5", "lenet5", 60000, Shape{1, 28, 28}, 10, 0.05},
    {"resnet34", "resnet34", 7650, Shape{1, 148, 197}, 9, 0.05},
    {"resnet18", "resnet18", 8000, Shape{1, 227, 227}, 2, 0.05},
};

struct Config {
  const Workload* workload = nullptr;
  int batch = 64;
  Precision precision = Precision::FP32;
  bool graphs = true;
  std::string text;
};

[[noreturn]] void usage(int rc) {
  std::fprintf(rc ? stderr : stdout,
               "usage: nnlab-bench-gpu --configs W:B:P[:nographs][,...] [--device cuda:0] [--epochs E]\n"
               "                       [--json out.json] [--commit SHA] [--seed S]\n"
               "  W: mlp, lenet5, resnet34, resnet18; B: batch; P: fp32, tf32, fp16, bf16.\n"
               "  Times E epochs (default 3) after one warm-up epoch, per configuration.\n");
  std::exit(rc);
}

Config parseConfig(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream ss(text);
  for (std::string p; std::getline(ss, p, ':');) parts.push_back(p);
  if (parts.size() < 3 || parts.size() > 4) fail(ErrorKind::InvalidArgument, "bad configuration '" + text + "'");
  Config c;
  c.text = text;
  for (const auto& w : kWorkloads)
    if (w.name == parts[0]) c.workload = &w;
  if (!c.workload) fail(ErrorKind::InvalidArgument, "unknown workload '" + parts[0] + "'");
  c.batch = std::stoi(parts[1]);
  c.precision = precisionFromName(parts[2]);
  if (parts.size() == 4) {
    if (parts[3] != "nographs") fail(ErrorKind::InvalidArgument, "bad configuration flag '" + parts[3] + "'");
    c.graphs = false;
  }
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  std::string device = "cuda:0", configs, jsonPath, commit;
  int epochs = 3;
  std::uint64_t seed = 1;
  if (const char* c = std::getenv("NNLAB_COMMIT")) commit = c;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(2);
      return argv[++i];
    };
    if (a == "-h" || a == "--help") usage(0);
    else if (a == "--device") device = value();
    else if (a == "--configs") configs = value();
    else if (a == "--epochs") epochs = std::atoi(value().c_str());
    else if (a == "--json") jsonPath = value();
    else if (a == "--commit") commit = value();
    else if (a == "--seed") seed = std::strtoull(value().c_str(), nullptr, 10);
    else usage(2);
  }
  if (configs.empty() || epochs < 1) usage(2);
  try {
    std::vector<Config> list;
    std::stringstream ss(configs);
    for (std::string c; std::getline(ss, c, ',');) list.push_back(parseConfig(c));
    auto backend = makeBackend(device);
    const GpuDetection& gpus = detectGpus();
    std::printf("nnlab-bench-gpu: %s, commit %s, %d timed epoch(s) after 1 warm-up\n", backend->describe().c_str(),
                commit.empty() ? "unknown" : commit.c_str(), epochs);
    std::printf("%-28s %9s %9s %9s %11s %9s  %s\n", "configuration", "median ms", "min ms", "warmup", "samples/s",
                "TFLOP/s", "execution");
    std::fflush(stdout);
    json results = json::array();
    const Dataset* current = nullptr;
    Dataset data;
    for (const Config& c : list) {
      const Workload& w = *c.workload;
      if (!current || data.sampleShape() != w.sample || data.size() != w.samples || data.classes() != w.classes) {
        data = bench::randomImages(w.samples, w.sample, w.classes, seed);
        current = &data;
      }
      backend->setPrecision(c.precision);
      auto model = Model::create(loadModelSpec(w.preset), w.sample, w.classes);
      model->build(*backend, isMixed(c.precision) ? computeDType(c.precision) : DType::F32, seed);
      TrainConfig cfg;
      cfg.epochs = 1 + epochs;
      cfg.batch = c.batch;
      cfg.optimizer.lr = w.lr;
      cfg.optimizer.momentum = 0.9;
      cfg.seed = seed;
      cfg.precision = c.precision;
      cfg.graphs = c.graphs;
      json r = bench::timedTraining(*model, *backend, cfg, data, w.samples - w.samples % c.batch);
      r["config"] = c.text;
      r["workload"] = w.name;
      r["precision"] = precisionName(c.precision);
      r["graphs"] = c.graphs;
      std::printf("%-28s %9.1f %9.1f %9.1f %11.0f %9.2f  %s\n", c.text.c_str(), r["median_ms"].get<double>(),
                  r["min_ms"].get<double>(), r["warmup_ms"].get<double>(), r["samples_per_s"].get<double>(),
                  r["gflops"].get<double>() / 1000.0, r["execution"].get<std::string>().c_str());
      std::fflush(stdout);
      results.push_back(std::move(r));
    }
    if (!jsonPath.empty()) {
      const CpuInfo cpu = detectCpu();
      json out = {{"tool", "nnlab-bench-gpu"}, {"framework", "nnlab"}, {"device", device},
                  {"backend", backend->describe()}, {"gpus", gpus.toJson()}, {"cpu", cpu.toJson()},
                  {"date", bench::utcNow()}, {"commit", commit.empty() ? json(nullptr) : json(commit)},
                  {"results", results}};
      std::ofstream f(jsonPath);
      f << out.dump(1) << "\n";
      if (!f) fail(ErrorKind::BadInput, "cannot write " + jsonPath);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nnlab-bench-gpu: %s\n", e.what());
    return 1;
  }
  return 0;
}

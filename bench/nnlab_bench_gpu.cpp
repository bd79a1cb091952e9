// nnlab-bench-gpu: GPU training epochs of the workloads in the GPU issue's table, the same as
// bench/torch_gpu_twin.py and /work/shared/bench-anchors/torch_anchor.py run them:
//   mlp      MLP 784-192-10, 60000 random 1x28x28, 10 classes, SGD lr 0.1
//   lenet5   LeNet-5,        60000 random 1x28x28, 10 classes, SGD lr 0.05
//   resnet34 ResNet-34,      7650 random 1x148x197, 9 classes, SGD lr 0.05
//   resnet18 ResNet-18,      8000 random 1x227x227, 2 classes, SGD lr 0.05
// SGD momentum 0.9, cross-entropy, the data resident on the GPU, shuffled every epoch, only full
// batches (samples // batch steps, as the twin does). Each configuration is
// workload:batch:precision[:nographs][:nchw] (nchw: no channels-last activations); one warm-up epoch, then --epochs timed epochs (median).
// It runs the real Trainer: what is timed is EpochRecord::trainSeconds.
#include <chrono>
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
#include "core/format.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "nn/loss.h"
#include "nn/model_spec.h"
#include "optim/optimizer.h"

// NVTX ranges name each op of --kernels' marked step for Nsight Compute (bench/kernel_profile.sh);
// nvtx3 is header-only and costs nothing when no tool is attached.
#if __has_include(<nvtx3/nvToolsExt.h>)
#include <nvtx3/nvToolsExt.h>
#define NNLAB_NVTX 1
#endif

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
  bool nchw = false;  // keep NCHW activations where the engine would choose channels-last
  std::string text;
};

// --profile: one configuration's step op by op, each layer's forward and backward timed on its
// own (the device synchronised around it, the cost of an empty synchronisation subtracted).
// Shows where a step's time goes; the numbers include each op's launch latency.
// --kernels (marked = true): the same, with the last step inside an NVTX start/end range
// "nnlab-step" and each op in a push/pop range of its name, so that Nsight Compute can profile
// that one step's kernels and name the op each belongs to (bench/kernel_profile.sh).
void profile(const Config& c, Backend& backend, std::uint64_t seed, int reps, bool marked = false) {
  const Workload& w = *c.workload;
  const Dataset data = bench::randomImages(w.samples, w.sample, w.classes, seed);
  backend.setPrecision(c.precision);
  const DType dt = isMixed(c.precision) ? computeDType(c.precision) : DType::F32;
  auto model = Model::create(loadModelSpec(w.preset), w.sample, w.classes);
  if (c.nchw) model->setLayout(Model::Layout::ChannelsFirst);
  model->build(backend, dt, seed);
  std::printf("layout: %s\n", model->channelsLast() ? "channels-last (NHWC)" : "NCHW");
  OptimizerConfig oc;
  oc.lr = w.lr;
  oc.momentum = 0.9;
  Optimizer opt(oc, backend, model->parameters());
  Tensor images = backend.fromHost(data.images), labels = backend.fromHost(data.labels);
  Tensor orderH = Tensor::empty(Shape{w.samples}, DType::I32);
  for (std::int64_t i = 0; i < w.samples; ++i) orderH.data<std::int32_t>()[i] = static_cast<std::int32_t>(i);
  Tensor order = backend.fromHost(orderH);
  Tensor state = backend.makeStepState(0, w.lr, opt.dynamicLossScale() ? kInitialLossScale : 1.0);
  model->setStepState(&state, seed);
  const std::int64_t b = c.batch;
  Tensor x = backend.allocate(w.sample.withBatch(b), dt), y = backend.allocate(Shape{b}, DType::I32);
  Tensor grad = backend.allocate(Shape{b, w.classes}, dt), history = backend.allocate(Shape{1}, DType::F32);
  Tensor confusion = backend.allocate(Shape{w.classes, w.classes}, DType::I64);
  backend.fill(confusion, 0.0);
  using Clock = std::chrono::steady_clock;
  std::vector<std::pair<std::string, double>> acc;
  bool marking = false;
  auto timed = [&](std::size_t slot, const std::string& name, auto&& fn) {
    backend.synchronize();
#ifdef NNLAB_NVTX
    if (marking) nvtxRangePushA(name.c_str());
#endif
    const auto t0 = Clock::now();
    fn();
    backend.synchronize();
#ifdef NNLAB_NVTX
    if (marking) nvtxRangePop();
#endif
    if (acc.size() <= slot) acc.emplace_back(name, 0.0);
    acc[slot].second += std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
  };
  double syncCost = 0;
  for (int rep = 0; rep < reps + 5; ++rep) {
    if (rep == 5) {  // warm-up done (algorithm searches, allocations)
      acc.clear();
      const auto t0 = Clock::now();
      for (int i = 0; i < 200; ++i) backend.synchronize();
      syncCost = std::chrono::duration<double, std::micro>(Clock::now() - t0).count() / 200;
    }
#ifdef NNLAB_NVTX
    nvtxRangeId_t stepRange = 0;
    marking = marked && rep == reps + 4;
    if (marking) stepRange = nvtxRangeStartA("nnlab-step");
#endif
    auto st = backend.readStepState(state);
    st[kStepCursor] = 0;
    st[kStepBatch] = 0;
    backend.writeStepState(state, st);
    std::size_t slot = 0;
    timed(slot++, "gather batch", [&] { backend.gatherSamples(images, labels, order, state, x, y); });
    const Tensor* cur = &x;
    for (std::size_t i = 0; i < model->layerCount(); ++i)
      timed(slot++, "fwd " + std::to_string(i + 1) + " " + model->layer(i).label(),
            [&] { cur = &model->layer(i).forward(*cur, true); });
    timed(slot++, "loss + confusion", [&] { computeLossStep(backend, LossKind::CrossEntropy, *cur, y, state, history, &grad, &confusion); });
    const Tensor* g = &grad;
    for (std::size_t i = model->layerCount(); i-- > 0;)
      timed(slot++, "bwd " + std::to_string(i + 1) + " " + model->layer(i).label(),
            [&] { g = &model->layer(i).backward(*g, i > 0); });
    timed(slot++, "optimizer update", [&] { opt.step(state, b); });
#ifdef NNLAB_NVTX
    if (marking) nvtxRangeEnd(stepRange);
#endif
  }
  double total = 0;
  std::printf("profile %s: %d steps op by op, microseconds per step (synchronisation cost %.1f us subtracted)\n",
              c.text.c_str(), reps, syncCost);
  for (auto& [name, us] : acc) {
    const double v = std::max(0.0, us / reps - syncCost);
    total += v;
    std::printf("  %-34s %9.1f\n", name.c_str(), v);
  }
  std::printf("  %-34s %9.1f\n", "total", total);
  std::fflush(stdout);
}

[[noreturn]] void usage(int rc) {
  std::fprintf(rc ? stderr : stdout,
               "usage: nnlab-bench-gpu --configs W:B:P[:nographs][:nchw][,...] [--device cuda:0] [--epochs E]\n"
               "                       [--json out.json] [--commit SHA] [--seed S] [--profile W:B:P[,...]]\n"
               "                       [--kernels W:B:P] (the last profiled step NVTX-marked for ncu)\n"
               "  W: mlp, lenet5, resnet34, resnet18; B: batch; P: fp32, tf32, fp16, bf16.\n"
               "  Times E epochs (default 3) after one warm-up epoch, per configuration.\n");
  std::exit(rc);
}

Config parseConfig(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream ss(text);
  for (std::string p; std::getline(ss, p, ':');) parts.push_back(p);
  if (parts.size() < 3 || parts.size() > 5) fail(ErrorKind::InvalidArgument, "bad configuration '" + text + "'");
  Config c;
  c.text = text;
  for (const auto& w : kWorkloads)
    if (w.name == parts[0]) c.workload = &w;
  if (!c.workload) fail(ErrorKind::InvalidArgument, "unknown workload '" + parts[0] + "'");
  c.batch = std::stoi(parts[1]);
  c.precision = precisionFromName(parts[2]);
  for (std::size_t i = 3; i < parts.size(); ++i) {
    if (parts[i] == "nographs")
      c.graphs = false;
    else if (parts[i] == "nchw")
      c.nchw = true;
    else
      fail(ErrorKind::InvalidArgument, "bad configuration flag '" + parts[i] + "'");
  }
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  std::string device = "cuda:0", configs, jsonPath, commit, profileConfig, kernelsConfig;
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
    else if (a == "--profile") profileConfig = value();
    else if (a == "--kernels") kernelsConfig = value();
    else usage(2);
  }
  if ((configs.empty() && profileConfig.empty() && kernelsConfig.empty()) || epochs < 1) usage(2);
  try {
    if (!kernelsConfig.empty()) {
#ifndef NNLAB_NVTX
      std::fprintf(stderr, "nnlab-bench-gpu: --kernels needs NVTX (nvtx3/nvToolsExt.h), not found in this build\n");
      return 2;
#endif
      auto backend = makeBackend(device);
      profile(parseConfig(kernelsConfig), *backend, seed, 3, true);
      return 0;
    }
    if (!profileConfig.empty()) {
      auto backend = makeBackend(device);
      std::stringstream ps(profileConfig);
      for (std::string c; std::getline(ps, c, ',');) profile(parseConfig(c), *backend, seed, 50);
      if (configs.empty()) return 0;
    }
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
      if (c.nchw) model->setLayout(Model::Layout::ChannelsFirst);
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
      r["layout"] = model->channelsLast() ? "nhwc" : "nchw";
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
                  {"date", utcNowIso()}, {"commit", commit.empty() ? json(nullptr) : json(commit)},
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

// nnlab-bench-history: what keeping every run costs (issue 11's figures).
//   epoch   the time HistoryStore::addEpoch adds to a run per finished epoch (one committed
//           transaction: the epoch row with 266 per-batch losses, the run's aggregates), median
//           over --epochs epochs of one run, in a fresh file;
//   fill    builds a history of --runs runs of 30 epochs (LeNet-5 on MNIST-like records);
//   list    `HistoryStore::list()` of every run in that file, median of 5 (the CLI's
//           `history list` adds process start and printing: time it with hyperfine).
// Its twin, bench/history_twin.py, does the epoch workload with Python's sqlite3 (the cost a
// training script that logs to SQLite itself would pay). Results: docs/BENCHMARKS.md.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench_common.h"
#include "core/format.h"
#include "experiment/history_store.h"

using namespace nnlab;
using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

RunRecord syntheticRun(int i, int epochs) {
  RunRecord r;
  r.id = "bench-" + std::to_string(i);
  r.label = i % 2 ? "cpu-blas b32" : "cuda:0 fp16 b64";
  r.spec = ExperimentSpec::defaults();
  r.spec.train.batch = i % 2 ? 32 : 64;
  r.spec.backend = i % 2 ? "cpu-blas" : "cuda:0";
  r.spec.train.seed = static_cast<std::uint64_t>(i);
  r.createdUtc = "2026-11-23T10:" + std::to_string(10 + i % 50) + ":00Z";
  r.finishedUtc = r.createdUtc;
  r.hostname = "bench";
  r.result.status = RunStatus::Completed;
  r.dataset.name = "mnist";
  r.dataset.classes = 10;
  r.classNames = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
  for (int e = 1; e <= epochs; ++e) {
    EpochRecord rec;
    rec.epoch = e;
    rec.lr = 0.05;
    rec.trainLoss = 1.0 / e;
    rec.trainAccuracy = 0.9;
    rec.valLoss = 1.1 / e;
    rec.valAccuracy = 0.89;
    rec.valMacroF1 = 0.88;
    rec.trainSeconds = 0.5;
    rec.valSeconds = 0.01;
    rec.trainSamples = 8500;
    rec.samplesPerSecond = 17000;
    rec.steps = 266;
    rec.batchLosses.assign(266, 0.5f);
    r.result.epochs.push_back(rec);
  }
  std::vector<std::int64_t> confusion(100, 3);
  EvalResult t;
  t.loss = 0.1;
  t.metrics = Metrics::fromConfusion(confusion, 10);
  r.result.test = t;
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  int epochs = 200, runs = 10000;
  std::string dir = "bench-results/history", jsonPath;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&] { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "--epochs") epochs = std::stoi(next());
    else if (a == "--runs") runs = std::stoi(next());
    else if (a == "--dir") dir = next();
    else if (a == "--json") jsonPath = next();
    else {
      std::fprintf(stderr, "usage: nnlab-bench-history [--epochs N] [--runs N] [--dir DIR] [--json FILE]\n");
      return 2;
    }
  }
  std::filesystem::create_directories(dir);
  nlohmann::json out = {{"date", utcNowIso()}, {"build", buildId()}};

  // 1. One epoch committed per call, as a run does it.
  {
    const std::string path = dir + "/epochs.sqlite";
    std::filesystem::remove(path);
    auto store = HistoryStore::open(path);
    RunRecord run = syntheticRun(0, 0);
    run.result.status = RunStatus::Running;
    const std::int64_t id = store->beginRun(run);
    const RunRecord full = syntheticRun(0, epochs);
    std::vector<double> ms;
    for (const auto& e : full.result.epochs) {
      const auto t = Clock::now();
      store->addEpoch(id, e);
      ms.push_back(1e3 * since(t));
    }
    const double med = bench::median(ms);
    std::printf("addEpoch: median %.3f ms over %d epochs (min %.3f, max %.3f)\n", med, epochs,
                *std::min_element(ms.begin(), ms.end()), *std::max_element(ms.begin(), ms.end()));
    out["epoch_ms_median"] = med;
  }

  // 2. A history of `runs` runs of 30 epochs, and listing it.
  {
    const std::string path = dir + "/big-" + std::to_string(runs) + ".sqlite";
    auto store = HistoryStore::open(path);
    const auto have = store->count();
    auto t = Clock::now();
    for (int i = static_cast<int>(have); i < runs; ++i) store->importRecord(syntheticRun(i, 30));
    if (have < runs) std::printf("filled %d runs of 30 epochs in %.1f s\n", runs - static_cast<int>(have), since(t));
    std::vector<double> ms;
    std::size_t n = 0;
    for (int k = 0; k < 5; ++k) {
      auto reader = HistoryStore::open(path, HistoryStore::Mode::ReadOnly);
      t = Clock::now();
      n = reader->list().size();
      ms.push_back(1e3 * since(t));
    }
    std::printf("list(): %zu runs, median %.1f ms of 5 (file %s, %s)\n", n, bench::median(ms), path.c_str(),
                formatBytes(static_cast<double>(std::filesystem::file_size(path))).c_str());
    out["runs"] = n;
    out["list_ms_median"] = bench::median(ms);
    out["file"] = path;
  }
  if (!jsonPath.empty()) std::fprintf(fopen(jsonPath.c_str(), "w"), "%s\n", out.dump(2).c_str());
  return 0;
}

// test_pipeline's fixtures (pipeline_fixtures.h).
#include "support/pipeline_fixtures.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <atomic>
#include <memory>
#include <thread>

#include <nlohmann/json.hpp>

#include "backends/backend_factory.h"
#include "nn/model.h"
#include "parallel/local_group.h"

namespace nnlab::test {

// A model without batch normalisation or dropout, so that micro-batches change nothing but the
// order of the sums: 7 layers, 3 with weights.
ModelSpec mlp() {
  return ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "pipe-mlp", "input": [1, 8, 8], "classes": 4,
    "layers": [{"type": "flatten"}, {"type": "dense", "units": 24}, {"type": "relu"},
               {"type": "dense", "units": 16}, {"type": "tanh"}, {"type": "dense", "units": 12}, {"type": "relu"},
               {"type": "dense", "units": "classes"}]})"));
}

TrainConfig pipelineConfig(DType dtype, int epochs, int batch) {
  TrainConfig c;
  c.epochs = epochs;
  c.batch = batch;
  c.dtype = dtype;
  c.optimizer.lr = 0.05;
  c.optimizer.momentum = 0.9;
  c.schedule.type = "constant";
  c.seed = 7;
  return c;
}

std::vector<double> values(Backend& b, const Tensor& t) {
  Tensor h = b.toHost(t);
  std::vector<double> out(static_cast<std::size_t>(h.numel()));
  for (std::int64_t i = 0; i < h.numel(); ++i)
    out[static_cast<std::size_t>(i)] = h.dtype() == DType::F64 ? h.data<double>()[i] : h.data<float>()[i];
  return out;
}

// Trains `spec` on `devices` (one: unsplit; several: a pipeline with these stage starts).
Trained train(const ModelSpec& spec, const DatasetSplits& splits, const TrainConfig& cfg, const std::vector<std::string>& devices,
              const std::vector<std::size_t>& starts, PipelineSchedule schedule, int micro, double budget) {
  std::vector<std::unique_ptr<Backend>> backends;
  for (const auto& d : devices) backends.push_back(makeBackend(d, 1));
  auto model = Model::create(spec, splits.train.data->sampleShape(), splits.train.data->classes());
  std::vector<Backend*> layerBackends(model->layerCount(), backends.front().get());
  std::vector<Backend*> stageBackends;
  for (std::size_t s = 0; s < backends.size(); ++s) stageBackends.push_back(backends[s].get());
  if (devices.size() > 1)
    for (std::size_t s = 0; s < starts.size(); ++s)
      for (std::size_t i = starts[s]; i < (s + 1 < starts.size() ? starts[s + 1] : model->layerCount()); ++i)
        layerBackends[i] = backends[s].get();
  model->build(layerBackends, cfg.dtype, cfg.seed);
  std::unique_ptr<Pipeline> pipe;
  if (devices.size() > 1) pipe = std::make_unique<Pipeline>(*model, stageBackends, starts, schedule, micro);
  Trainer trainer(*model, *backends.front(), cfg);
  trainer.setPipeline(pipe.get());
  trainer.setMemoryBudget(budget);
  Trained t;
  t.result = trainer.fit(splits);
  t.execution = trainer.executionSummary();
  for (Param* p : model->parameters()) t.weights.push_back(values(*backends.front(), p->value));
  if (pipe) t.facts = pipe->facts();
  return t;
}

Trained trainAcrossProcesses(const ModelSpec& spec, const DatasetSplits& splits, const TrainConfig& cfg,
                             const std::vector<std::string>& devices, const std::vector<std::size_t>& starts,
                             PipelineSchedule schedule, int micro, int stopRank) {
  const int p = static_cast<int>(devices.size());
  LocalGroup group(p);
  std::vector<Trained> out(static_cast<std::size_t>(p));
  std::vector<std::string> names;
  for (int s = 0; s < p; ++s) names.push_back(devices[static_cast<std::size_t>(s)] + " (rank " + std::to_string(s) + ")");
  auto rank = [&](int r) {
    std::unique_ptr<Communicator> link = group.member(r);
    std::unique_ptr<Backend> mine = makeBackend(devices[static_cast<std::size_t>(r)], 1), host = makeBackend("cpu-reference", 1);
    auto model = Model::create(spec, splits.train.data->sampleShape(), splits.train.data->classes());
    std::vector<Backend*> stageBackends(static_cast<std::size_t>(p), host.get());
    stageBackends[static_cast<std::size_t>(r)] = mine.get();
    std::vector<Backend*> layerBackends(model->layerCount(), nullptr);
    for (std::size_t s = 0; s < starts.size(); ++s)
      for (std::size_t i = starts[s]; i < (s + 1 < starts.size() ? starts[s + 1] : model->layerCount()); ++i)
        layerBackends[i] = stageBackends[s];
    model->build(layerBackends, cfg.dtype, cfg.seed);
    Pipeline pipe(*model, stageBackends, starts, schedule, micro, link.get(), names);
    Trainer trainer(*model, *mine, cfg);
    trainer.setPipeline(&pipe);
    std::atomic<bool> stop{r == stopRank};
    Trained& t = out[static_cast<std::size_t>(r)];
    t.result = trainer.fit(splits, nullptr, &stop);
    if (t.result.status == RunStatus::Failed) {  // (under MPI the job would end here)
      link->abort(t.result.message);
      return;
    }
    pipe.gatherWeights(&trainer.optimizer());
    t.execution = trainer.executionSummary();
    for (Param* prm : model->parameters()) t.weights.push_back(values(*host, prm->value));
    t.facts = pipe.facts();
  };
  std::vector<std::thread> threads;
  for (int r = 1; r < p; ++r) threads.emplace_back(rank, r);
  rank(0);
  for (auto& t : threads) t.join();
  return out.front();
}

double relDiff(double a, double b) { return std::fabs(a - b) / std::max(1e-12, std::fabs(b)); }

// The largest relative difference of two runs' batch losses and validation losses (infinity when
// their epochs or batches differ in number).
double lossDifference(const RunResult& a, const RunResult& b) {
  if (a.epochs.size() != b.epochs.size()) return std::numeric_limits<double>::infinity();
  double worst = 0.0;
  for (std::size_t e = 0; e < b.epochs.size(); ++e) {
    const auto& x = a.epochs[e].batchLosses;
    const auto& y = b.epochs[e].batchLosses;
    if (x.size() != y.size()) return std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < x.size(); ++k) worst = std::max(worst, relDiff(x[k], y[k]));
    worst = std::max(worst, relDiff(a.epochs[e].valLoss, b.epochs[e].valLoss));
  }
  return worst;
}

}  // namespace nnlab::test

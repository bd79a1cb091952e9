#include "bench_common.h"

#include <algorithm>

#include "core/error.h"
#include "core/rng.h"

namespace nnlab::bench {

using json = nlohmann::json;

Dataset randomImages(std::int64_t samples, const Shape& sample, int classes, std::uint64_t seed) {
  Dataset ds;
  ds.name = "random-" + sample.str();
  ds.description = std::to_string(samples) + " uniform random " + sample.str() + " samples, uniform random labels (benchmark data)";
  ds.source = "nnlab-bench";
  ds.images = Tensor::empty(sample.withBatch(samples), DType::U8);
  ds.labels = Tensor::empty(Shape{samples}, DType::I32);
  Rng rng(Rng::derive(seed, 0xbe9c0000ULL));
  std::uint8_t* px = ds.images.data<std::uint8_t>();
  const std::int64_t n = ds.images.numel();
  for (std::int64_t i = 0; i < n; i += 8) {
    std::uint64_t r = rng.next();
    for (std::int64_t k = i; k < std::min(n, i + 8); ++k, r >>= 8) px[k] = static_cast<std::uint8_t>(r & 0xff);
  }
  std::int32_t* lab = ds.labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < samples; ++i) lab[i] = static_cast<std::int32_t>(rng.below(static_cast<std::uint64_t>(classes)));
  ds.classNames = digitClassNames(classes);
  ds.validate();
  return ds;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

json timedTraining(Model& model, Backend& backend, const TrainConfig& cfg, const Dataset& data,
                   std::int64_t trainSamples) {
  DatasetSplits splits;
  splits.train.data = &data;
  splits.train.indices.resize(static_cast<std::size_t>(trainSamples));
  for (std::int64_t i = 0; i < trainSamples; ++i) splits.train.indices[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(i);
  splits.validation.data = &data;
  splits.test.data = &data;
  Trainer trainer(model, backend, cfg);
  const RunResult res = trainer.fit(splits);
  if (res.status != RunStatus::Completed)
    fail(ErrorKind::Internal, std::string("training ") + runStatusName(res.status) + ": " + res.message);

  std::vector<double> ms;
  json epochs = json::array();
  for (const EpochRecord& r : res.epochs) {
    epochs.push_back({{"epoch", r.epoch}, {"ms", 1000.0 * r.trainSeconds}, {"steps", r.steps}, {"samples", r.trainSamples},
                      {"loss", r.trainLoss}, {"skipped_steps", r.skippedSteps}, {"warmup", r.epoch == 1}});
    if (r.epoch > 1) ms.push_back(1000.0 * r.trainSeconds);
  }
  if (ms.empty()) ms.push_back(1000.0 * res.epochs.front().trainSeconds);
  const EpochRecord& last = res.epochs.back();
  const double med = median(ms);
  const double samples = static_cast<double>(last.trainSamples);
  const double flopsPerSample = model.check().flopsPerSample;
  const double floorFlops = 3.0 * flopsPerSample * samples;  // forward + 2x backward
  return {{"params", model.paramCount()},
          {"batch", cfg.batch},
          {"steps_per_epoch", last.steps},
          {"samples_per_epoch", last.trainSamples},
          {"timed_epochs", static_cast<int>(ms.size())},
          {"median_ms", med},
          {"min_ms", *std::min_element(ms.begin(), ms.end())},
          {"max_ms", *std::max_element(ms.begin(), ms.end())},
          {"warmup_ms", 1000.0 * res.epochs.front().trainSeconds},
          {"samples_per_s", samples / (med / 1000.0)},
          {"forward_flops_per_sample", flopsPerSample},
          {"gflop_per_epoch", floorFlops * 1e-9},
          {"gflops", floorFlops * 1e-9 / (med / 1000.0)},
          {"final_loss", last.trainLoss},
          {"execution", trainer.executionSummary()},
          {"epochs", epochs}};
}

}  // namespace nnlab::bench

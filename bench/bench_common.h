#pragma once
// What the nnlab benchmarks share: random in-memory datasets (u8 pixels gathered as x/255, the
// stand-in for the twins' torch.rand data), timed training through the real Trainer (epoch 1 is
// the warm-up), medians and UTC dates.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend.h"
#include "data/dataset.h"
#include "nn/model.h"
#include "train/trainer.h"

namespace nnlab::bench {

Dataset randomImages(std::int64_t samples, const Shape& sample, int classes, std::uint64_t seed);
double median(std::vector<double> v);

// Trains cfg.epochs epochs on the first trainSamples samples (no validation or test) and
// summarises the epochs after the first: median/min/max ms, samples/s, the arithmetic floor
// (3 x forward FLOPs x samples) and its rate. Throws when the run does not complete.
nlohmann::json timedTraining(Model& model, Backend& backend, const TrainConfig& cfg, const Dataset& data,
                             std::int64_t trainSamples);

}  // namespace nnlab::bench

// The batch split and the plan of a data-parallel run (experiment/data_parallel.h): what each
// device takes of a global batch, and what a step averages over, said before the run.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/error.h"
#include "core/format.h"
#include "experiment/data_parallel.h"

namespace nnlab {

std::vector<std::int64_t> splitBatch(std::int64_t global, const std::vector<double>& weights, std::int64_t minimum) {
  const auto p = static_cast<std::int64_t>(weights.size());
  if (p == 0) return {};
  if (global < minimum * p)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a global batch of %1 cannot give each of %2 devices %3 samples"),
        std::to_string(global), std::to_string(p), std::to_string(minimum)));
  double total = 0.0;
  for (double w : weights) total += std::isfinite(w) && w > 0 ? w : 0.0;
  std::vector<std::int64_t> out(static_cast<std::size_t>(p), minimum);
  std::int64_t left = global - minimum * p;
  // The rest in proportion to the weights (largest remainder), or evenly without weights.
  std::vector<double> exact(static_cast<std::size_t>(p));
  std::int64_t given = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const double w = total > 0 ? (std::isfinite(weights[i]) && weights[i] > 0 ? weights[i] : 0.0) / total : 1.0 / p;
    exact[i] = static_cast<double>(left) * w;
    const auto whole = static_cast<std::int64_t>(std::floor(exact[i]));
    out[i] += whole;
    given += whole;
  }
  std::vector<std::size_t> order(out.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return exact[a] - std::floor(exact[a]) > exact[b] - std::floor(exact[b]);
  });
  for (std::size_t k = 0; given < left; k = (k + 1) % order.size(), ++given) ++out[order[k]];
  return out;
}

DataParallelPlan planDataParallel(const ExperimentSpec& spec, int replicas) {
  DataParallelPlan p;
  p.replicas = std::max(1, replicas);
  const bool perDevice = spec.parallel.batch != "global";
  p.global = perDevice ? static_cast<std::int64_t>(spec.train.batch) * p.replicas : spec.train.batch;
  p.perDevice = std::max<std::int64_t>(1, p.global / p.replicas);
  // k: how many times the batch the spec names (what one device alone would train with) a step
  // averages over: the devices with per-device batches; 1 when the global batch is shared out.
  const double k = perDevice ? static_cast<double>(p.replicas) : 1.0;
  p.lrFactor = spec.parallel.lrScaling == "linear" ? static_cast<double>(p.global) / static_cast<double>(spec.train.batch) : 1.0;
  p.lr = spec.train.optimizer.lr * p.lrFactor;
  // The run's choice: a k times larger batch takes k times fewer steps an epoch, and its first
  // steps are the unstable ones (measured on ResNet-34, fp16, 4 x 128: the loss climbed from 3.3
  // to 13 within the first epoch and the validation overflowed; docs/BENCHMARKS.md): the rate
  // climbs over a few epochs, more when it was scaled up.
  const int epochs = spec.train.epochs;
  if (spec.train.schedule.warmupEpochs >= 0)
    p.warmupEpochs = spec.train.schedule.warmupEpochs;
  else if (k > 1.0)
    p.warmupEpochs = std::min(std::max(1, epochs / 2), p.lrFactor > 1.0 ? 5 : 2);
  std::string batchText = perDevice ? "global batch " + std::to_string(p.global) + " = " + std::to_string(p.replicas) + " x " +
                                          std::to_string(spec.train.batch) + " per device"
                                    : "global batch " + std::to_string(p.global) + " shared out (about " +
                                          std::to_string(p.perDevice) + " per device)";
  p.text = batchText + "; lr " + formatDouble(p.lr) +
           (p.lrFactor > 1.0 ? " (" + formatDouble(spec.train.optimizer.lr) + " x " + formatDouble(p.lrFactor) + ", linear scaling)"
                             : " (not scaled)") +
           (p.warmupEpochs > 0 ? "; warm-up over " + std::to_string(p.warmupEpochs) + " epoch(s)" : "; no warm-up");
  // Batch norm: over the effective batch (synchronised), or each device's rows.
  bool batchNorm = false;
  for (const auto& l : spec.model.layers) {
    const std::string t = l.is_object() && l.contains("type") && l["type"].is_string() ? l["type"].get<std::string>() : "";
    batchNorm = batchNorm || t == "batchnorm1d" || t == "batchnorm2d" || t == "residual";
  }
  if (batchNorm && p.replicas > 1 && spec.parallel.strategy == "allreduce")
    p.text += spec.parallel.syncBatchNorm ? "; batch norm over the " + std::to_string(p.global) + " rows of the step (synchronised)"
                                          : "; batch norm over each device's " + std::to_string(p.perDevice) + " rows";
  if (spec.parallel.gradientReduction != "f32" && p.replicas > 1) p.text += "; gradients summed in " + spec.parallel.gradientReduction;
  if (k >= 4.0 && p.warmupEpochs == 0)
    p.warning = "a batch " + formatDouble(k) + " times one device's with no warm-up: the first epoch is known to diverge "
                "(measured on ResNet-34); give --warmup-epochs 2 or more";
  else if (p.lrFactor >= 4.0 && p.warmupEpochs < 3)
    p.warning = "the learning rate scaled " + formatDouble(p.lrFactor) + " times with " + std::to_string(p.warmupEpochs) +
                " warm-up epoch(s): Goyal et al. warm up over 5";
  else if (batchNorm && p.replicas > 1 && !spec.parallel.syncBatchNorm && p.perDevice < 16)
    p.warning = "batch norm sees only " + std::to_string(p.perDevice) + " rows on each device: its statistics are noisy "
                "(synchronised batch norm takes them over all " + std::to_string(p.global) + ")";
  return p;
}

}  // namespace nnlab

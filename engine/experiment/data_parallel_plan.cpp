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
  Message m = perDevice ? msg(NNLAB_TEXT("nnlab::messages", "global batch %1 = %2 x %3 per device"), static_cast<long long>(p.global), p.replicas,
                              spec.train.batch)
                        : msg(NNLAB_TEXT("nnlab::messages", "global batch %1 shared out (about %2 per device)"), static_cast<long long>(p.global),
                              static_cast<long long>(p.perDevice));
  m = p.lrFactor > 1.0 ? msg(NNLAB_TEXT("nnlab::messages", "%1; lr %2 (%3 x %4, linear scaling)"), m, p.lr, spec.train.optimizer.lr, p.lrFactor)
                       : msg(NNLAB_TEXT("nnlab::messages", "%1; lr %2 (not scaled)"), m, p.lr);
  m = p.warmupEpochs > 0 ? msg(NNLAB_TEXT("nnlab::messages", "%1; warm-up over %2 epoch(s)"), m, p.warmupEpochs) : msg(NNLAB_TEXT("nnlab::messages", "%1; no warm-up"), m);
  // Batch norm: over the effective batch (synchronised), or each device's rows.
  bool batchNorm = false;
  for (const auto& l : spec.model.layers) {
    const std::string t = l.is_object() && l.contains("type") && l["type"].is_string() ? l["type"].get<std::string>() : "";
    batchNorm = batchNorm || t == "batchnorm1d" || t == "batchnorm2d" || t == "residual";
  }
  if (batchNorm && p.replicas > 1 && spec.parallel.strategy == "allreduce")
    m = spec.parallel.syncBatchNorm
            ? msg(NNLAB_TEXT("nnlab::messages", "%1; batch norm over the %2 rows of the step (synchronised)"), m, static_cast<long long>(p.global))
            : msg(NNLAB_TEXT("nnlab::messages", "%1; batch norm over each device's %2 rows"), m, static_cast<long long>(p.perDevice));
  if (spec.parallel.gradientReduction != "f32" && p.replicas > 1)
    m = msg(NNLAB_TEXT("nnlab::messages", "%1; gradients summed in %2"), m, spec.parallel.gradientReduction);
  p.message = m;
  p.text = m.text();
  if (k >= 4.0 && p.warmupEpochs == 0)
    p.warningMessage = msg(NNLAB_TEXT("nnlab::messages", "a batch %1 times one device's with no warm-up: the first epoch is known to diverge (measured on "
                                 "ResNet-34); give --warmup-epochs 2 or more"),
                           k);
  else if (p.lrFactor >= 4.0 && p.warmupEpochs < 3)
    p.warningMessage = msg(NNLAB_TEXT("nnlab::messages", "the learning rate scaled %1 times with %2 warm-up epoch(s): Goyal et al. warm up over 5"),
                           p.lrFactor, p.warmupEpochs);
  else if (batchNorm && p.replicas > 1 && !spec.parallel.syncBatchNorm && p.perDevice < 16)
    p.warningMessage = msg(NNLAB_TEXT("nnlab::messages", "batch norm sees only %1 rows on each device: its statistics are noisy (synchronised batch norm "
                                 "takes them over all %2)"),
                           static_cast<long long>(p.perDevice), static_cast<long long>(p.global));
  p.warning = p.warningMessage.text();
  return p;
}

}  // namespace nnlab

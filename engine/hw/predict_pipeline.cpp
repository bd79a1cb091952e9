#include "hw/predict_pipeline.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "core/error.h"

namespace nnlab {

PipelinePrediction predictPipeline(const DevicePrediction& one, const ModelCheck& check, const std::vector<std::size_t>& starts,
                                   PipelineSchedule schedule, const std::vector<int>& microBatches, const LinkSpec& link,
                                   double bytesPerElement, int batch) {
  const std::size_t n = one.layers.size();
  const int p = static_cast<int>(starts.size());
  if (p < 1 || n == 0 || check.layers.size() != n || starts.front() != 0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a pipeline prediction needs the model's layers and stages that begin at layer 1")));
  for (int s = 1; s < p; ++s)
    if (starts[static_cast<std::size_t>(s)] <= starts[static_cast<std::size_t>(s) - 1] || starts[static_cast<std::size_t>(s)] >= n)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "pipeline stages must begin at increasing layers of the model's %1"),
          std::to_string(n)));
  PipelinePrediction out;
  out.starts = starts;
  out.schedule = pipelineScheduleName(schedule);
  std::vector<double> fwd(static_cast<std::size_t>(p), 0.0), bwd(static_cast<std::size_t>(p), 0.0);
  std::vector<int> layers(static_cast<std::size_t>(p), 0);
  for (int s = 0; s < p; ++s) {
    const std::size_t a = starts[static_cast<std::size_t>(s)], b = s + 1 < p ? starts[static_cast<std::size_t>(s) + 1] : n;
    for (std::size_t i = a; i < b; ++i) {
      fwd[static_cast<std::size_t>(s)] += one.layers[i].fwdSeconds;
      bwd[static_cast<std::size_t>(s)] += one.layers[i].bwdSeconds;
    }
    layers[static_cast<std::size_t>(s)] = static_cast<int>(b - a);
    out.stageSeconds.push_back(fwd[static_cast<std::size_t>(s)] + bwd[static_cast<std::size_t>(s)]);
    out.oneDeviceStepSeconds += out.stageSeconds.back();
  }
  const double rows = std::max(1, batch);
  for (int m0 : microBatches) {
    const int m = schedule == PipelineSchedule::Naive ? 1 : std::max(1, m0);
    // A micro-batch's share of each stage's batch time, plus the launches its layers cost again.
    auto cost = [&](int s, bool forward) {
      const double whole = forward ? fwd[static_cast<std::size_t>(s)] : bwd[static_cast<std::size_t>(s)];
      return whole / m + (m > 1 ? one.launchSeconds * layers[static_cast<std::size_t>(s)] : 0.0);
    };
    // The activation leaving stage s (and its gradient coming back), one micro-batch.
    auto transfer = [&](int s) {
      const std::size_t last = s + 1 < p ? starts[static_cast<std::size_t>(s) + 1] - 1 : n - 1;
      const double bytes = static_cast<double>(check.layers[last].out.numel()) * bytesPerElement * rows / m;
      return link.alphaSeconds + bytes / (link.betaGBs * 1e9);
    };
    // Event simulation: each stage runs its ops in order; an op starts when the stage is free and
    // its input (the previous stage's forward, the next stage's backward) has arrived.
    std::map<std::tuple<int, int, bool>, double> done;
    std::vector<std::vector<PipelineOp>> orders;
    for (int s = 0; s < p; ++s) orders.push_back(pipelineOrder(schedule, s, p, m));
    std::vector<std::size_t> next(static_cast<std::size_t>(p), 0);
    std::vector<double> free(static_cast<std::size_t>(p), 0.0);
    double busy = 0.0, span = 0.0;
    bool progress = true;
    while (progress) {
      progress = false;
      for (int s = 0; s < p; ++s) {
        auto& k = next[static_cast<std::size_t>(s)];
        if (k == orders[static_cast<std::size_t>(s)].size()) continue;
        const PipelineOp op = orders[static_cast<std::size_t>(s)][k];
        double ready = 0.0;
        if (op.forward && s > 0) {
          auto it = done.find({s - 1, op.micro, true});
          if (it == done.end()) continue;
          ready = it->second + transfer(s - 1);
        } else if (!op.forward) {
          auto own = done.find({s, op.micro, true});
          if (own == done.end()) continue;
          ready = own->second;
          if (s + 1 < p) {
            auto it = done.find({s + 1, op.micro, false});
            if (it == done.end()) continue;
            ready = std::max(ready, it->second + transfer(s));
          }
        }
        const double start = std::max(free[static_cast<std::size_t>(s)], ready);
        const double c = cost(s, op.forward);
        free[static_cast<std::size_t>(s)] = start + c;
        done[{s, op.micro, op.forward}] = start + c;
        busy += c;
        span = std::max(span, start + c);
        ++k;
        progress = true;
      }
    }
    PipelinePredictionPoint pt;
    pt.microBatches = m;
    pt.stepSeconds = span;
    pt.bubble = span > 0 ? std::clamp(1.0 - busy / (p * span), 0.0, 1.0) : 0.0;
    pt.idealBubble = idealBubble(p, m);
    pt.speedup = span > 0 ? out.oneDeviceStepSeconds / span : 1.0;
    pt.transferSeconds = p > 1 ? transfer(0) : 0.0;
    out.points.push_back(pt);
  }
  return out;
}

}  // namespace nnlab

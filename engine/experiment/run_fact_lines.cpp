// A parallel run's facts as lines (experiment/run_record.h: parallelFactLines): messages, so that
// `nnlab-cli history show` prints them in English and the app shows them in its language.
#include <algorithm>
#include <cmath>

#include "core/format.h"
#include "experiment/run_record.h"

namespace nnlab {

namespace {

MessageArg percentArg(double fraction) { return realArg(formatDouble(std::round(1000.0 * fraction) / 10.0) + " %"); }
MessageArg secondsArg(double s) { return realArg(formatSeconds(s)); }
MessageArg bytesArg(double b) { return realArg(formatBytes(b)); }

// parts[0] <sep> parts[1] <sep> ... (sep: a template of two arguments, "%1; %2"; punctuation only,
// left unmarked: a marked "%1, %2" would match any stored text with a comma in it).
Message joined(const std::vector<Message>& parts, const char* sep) {
  if (parts.empty()) return plainMessage("");
  Message out = parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i) out = msg(sep, out, parts[i]);
  return out;
}

}  // namespace

// A model-parallel run: its stages, schedule, bubble and traffic.
std::vector<FactLine> pipelineFactLines(const PipelineFacts& f, std::size_t layers) {
  std::vector<FactLine> out;
  const std::size_t p = f.devices.size();
  std::vector<Message> stages;
  for (std::size_t s = 0; s < p && s < f.stageStarts.size(); ++s) {
    const std::size_t last = s + 1 < f.stageStarts.size() ? f.stageStarts[s + 1] : layers;
    const std::string range = stageRangesText({f.stageStarts[s]}, last);
    if (s < f.stageParams.size() && s < f.stageMemoryBytes.size())
      stages.push_back(msg(NNLAB_TEXT("nnlab::messages", "layers %1 on %2 (%3 parameters, about %4)"), range, f.devices[s],
                           countArg(static_cast<long long>(f.stageParams[s])), bytesArg(f.stageMemoryBytes[s])));
    else if (s < f.stageParams.size())
      stages.push_back(msg(NNLAB_TEXT("nnlab::messages", "layers %1 on %2 (%3 parameters)"), range, f.devices[s], countArg(static_cast<long long>(f.stageParams[s]))));
    else
      stages.push_back(msg(NNLAB_TEXT("nnlab::messages", "layers %1 on %2"), range, f.devices[s]));
  }
  out.push_back({msg(NNLAB_TEXT("nnlab::messages", "stages")), msg(NNLAB_TEXT("nnlab::messages", "%1 (model parallel): %2"), static_cast<long long>(p), joined(stages, "%1; %2"))});
  const int m = f.microBatches;
  out.push_back({msg(NNLAB_TEXT("nnlab::messages", "schedule")),
                 m == 1 ? msg(NNLAB_TEXT("nnlab::messages", "%1, 1 micro-batch: bubble %2 measured, %3 ideal ((p - 1) / (m + p - 1))"), f.schedule,
                              percentArg(f.bubble()), percentArg(f.idealBubble))
                        : msg(NNLAB_TEXT("nnlab::messages", "%1, %2 micro-batches: bubble %3 measured, %4 ideal ((p - 1) / (m + p - 1))"), f.schedule, m,
                              percentArg(f.bubble()), percentArg(f.idealBubble))});
  if (f.steps > 0) {
    std::vector<Message> busy;
    for (std::size_t s = 0; s < p && s < f.stageBusySeconds.size(); ++s) {
      const MessageArg share = percentArg(f.stepSeconds > 0 ? f.stageBusySeconds[s] / f.stepSeconds : 0.0);
      if (s < f.stageTransferSeconds.size() && f.stageTransferSeconds[s] > 0)
        busy.push_back(msg(NNLAB_TEXT("nnlab::messages", "stage %1 %2 busy + %3 in transfers"), static_cast<long long>(s + 1), share,
                           secondsArg(f.stageTransferSeconds[s])));
      else
        busy.push_back(msg(NNLAB_TEXT("nnlab::messages", "stage %1 %2 busy"), static_cast<long long>(s + 1), share));
    }
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "busy")), msg(NNLAB_TEXT("nnlab::messages", "%1 (of %2 of steps)"), joined(busy, "%1; %2"), secondsArg(f.stepSeconds))});
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "moved")), msg(NNLAB_TEXT("nnlab::messages", "%1 between stages (%2 a step)"), bytesArg(f.bytesMoved),
                                        bytesArg(f.bytesMoved / static_cast<double>(f.steps)))});
  }
  return out;
}

std::vector<FactLine> parallelFactLines(const RunRecord& rec) {
  std::vector<FactLine> out;
  if (rec.pipeline) out = pipelineFactLines(*rec.pipeline, rec.spec.model.layers.size());
  if (!rec.parallel) return out;
  const ParallelFacts& p = *rec.parallel;
  const std::size_t n = p.devices.size();
  std::string devices;
  for (std::size_t i = 0; i < n; ++i) devices += (i ? " + " : "") + p.devices[i];
  std::vector<std::string> hosts;
  for (const auto& h : p.hosts)
    if (std::find(hosts.begin(), hosts.end(), h) == hosts.end()) hosts.push_back(h);
  std::string where;
  for (std::size_t i = 0; i < hosts.size(); ++i) where += (i ? ", " : "") + hosts[i];
  const auto replicas = static_cast<long long>(n);
  out.push_back({msg(NNLAB_TEXT("nnlab::messages", "devices")), hosts.size() == 1
                                        ? msg(NNLAB_TEXT("nnlab::messages", "%1 (%2 replicas on %3)"), devices, replicas, where)
                                        : msg(NNLAB_TEXT("nnlab::messages", "%1 (%2 replicas on %3 hosts: %4)"), devices, replicas,
                                              static_cast<long long>(hosts.size()), where)});
  const Message strategy = p.strategy == "allreduce" ? msg(NNLAB_TEXT("nnlab::messages", "all-reduce of the gradients every step"))
                           : p.strategy == "average"
                               ? msg(NNLAB_TEXT("nnlab::messages", "parameters averaged every %1 step(s)"), rec.spec.parallel.averageEvery)
                           : p.strategy == "async" ? msg(NNLAB_TEXT("nnlab::messages", "asynchronous parameter server (Downpour)"))
                                                   : plainMessage(p.strategy);
  out.push_back({msg(NNLAB_TEXT("nnlab::messages", "strategy")), msg(NNLAB_TEXT("nnlab::messages", "%1, through %2"), strategy, p.communicator)});
  std::string shares, slashes;
  for (std::size_t i = 0; i < p.shares.size(); ++i) {
    shares += (i ? " + " : "") + std::to_string(p.shares[i]);
    slashes += (i ? " / " : "") + std::to_string(p.shares[i]);
  }
  if (p.strategy == "async")
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "batch")), msg(NNLAB_TEXT("nnlab::messages", "each update applies one worker's batch (%1 rows, %2 in flight at once)"), slashes,
                                        static_cast<long long>(p.globalBatch))});
  else
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "batch")), rec.spec.parallel.batch == "global"
                                        ? msg(NNLAB_TEXT("nnlab::messages", "effective %1 per step = %2 (the training batch shared out)"),
                                              static_cast<long long>(p.globalBatch), shares)
                                        : msg(NNLAB_TEXT("nnlab::messages", "effective %1 per step = %2 (each device takes the training batch)"),
                                              static_cast<long long>(p.globalBatch), shares)});
  if (p.lr > 0) {
    Message lr = p.lr != rec.spec.train.optimizer.lr
                     ? msg(NNLAB_TEXT("nnlab::messages", "%1 (%2 scaled linearly with the batch)"), p.lr, rec.spec.train.optimizer.lr)
                     : msg("%1", p.lr);
    if (p.warmupEpochs > 0) lr = msg(NNLAB_TEXT("nnlab::messages", "%1, warmed up over %2 epoch(s)"), lr, p.warmupEpochs);
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "learning rate")), lr});
  }
  if (rec.spec.parallel.syncBatchNorm)
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "batch norm")),
                   msg(NNLAB_TEXT("nnlab::messages", "synchronised: every batch-norm layer's statistics over the effective batch of %1, summed over the "
                         "replicas at each step"),
                       static_cast<long long>(p.globalBatch))});
  if (rec.spec.parallel.gradientReduction != "f32")
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "gradient sums")),
                   msg(NNLAB_TEXT("nnlab::messages", "in %1 (half the bytes of f32 on the link; each gradient and each sum rounded to %2 significant bits)"),
                       rec.spec.parallel.gradientReduction, rec.spec.parallel.gradientReduction == "bf16" ? 8 : 11)});
  auto rates = [&](const std::vector<double>& v) {
    std::vector<Message> parts;
    for (std::size_t i = 0; i < v.size() && i < n; ++i) parts.push_back(msg("%1 %2", p.devices[i], countArg(std::llround(v[i]))));
    return joined(parts, "%1, %2");
  };
  if (!p.deviceSamplesPerSecond.empty())
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "speed")), msg(NNLAB_TEXT("nnlab::messages", "%1 samples/s while training"), rates(p.deviceSamplesPerSecond))});
  if (!p.measuredSamplesPerSecond.empty())
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "calibration")), msg(NNLAB_TEXT("nnlab::messages", "%1 samples/s alone (the shares follow these)"), rates(p.measuredSamplesPerSecond))});
  const double train = rec.trainSeconds();
  Message comm = msg(NNLAB_TEXT("nnlab::messages", "compute %1, communication %2"), secondsArg(p.computeSeconds), secondsArg(p.commSeconds));
  if (p.commSteps > 0) {
    // Queued on the GPUs beside backward: what the training waited for is the exposed part.
    if (train > 0) comm = msg(NNLAB_TEXT("nnlab::messages", "%1 (%2 of training)"), comm, percentArg(p.commSeconds / train));
    comm = train > 0 ? msg(NNLAB_TEXT("nnlab::messages", "%1, of it %2 under backward and %3 exposed (%4 of training) in %5 bucket(s) a step"), comm,
                           secondsArg(p.overlappedCommSeconds), secondsArg(p.exposedCommSeconds),
                           percentArg(p.exposedCommSeconds / train), p.buckets)
                     : msg(NNLAB_TEXT("nnlab::messages", "%1, of it %2 under backward and %3 exposed in %4 bucket(s) a step"), comm,
                           secondsArg(p.overlappedCommSeconds), secondsArg(p.exposedCommSeconds), p.buckets);
  } else if (train > 0) {
    comm = msg(NNLAB_TEXT("nnlab::messages", "%1 (%2 of training, waits included)"), comm, percentArg(p.commSeconds / train));
  }
  if (p.commBytes > 0) comm = msg(NNLAB_TEXT("nnlab::messages", "%1; %2 reduced"), comm, bytesArg(p.commBytes));
  if (p.busBandwidthGBs > 0)
    comm = msg(NNLAB_TEXT("nnlab::messages", "%1, bus bandwidth %2 GB/s"), comm, realArg(formatDouble(std::round(100.0 * p.busBandwidthGBs) / 100.0)));
  out.push_back({msg(NNLAB_TEXT("nnlab::messages", "communication")), comm});
  if (p.strategy == "async")
    out.push_back({msg(NNLAB_TEXT("nnlab::messages", "staleness")), msg(NNLAB_TEXT("nnlab::messages", "mean %1, max %2 updates between a worker's pull and its push"),
                                            realArg(formatDouble(std::round(100.0 * p.meanStaleness) / 100.0)),
                                            realArg(formatDouble(p.maxStaleness)))});
  return out;
}

std::vector<std::pair<std::string, std::string>> parallelLines(const RunRecord& rec) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const FactLine& l : parallelFactLines(rec)) out.emplace_back(l.what.text(), l.text.text());
  return out;
}


}  // namespace nnlab

// What a run's pipeline was and did, as the record keeps it (train/pipeline.h).
#include <algorithm>
#include <string>

#include "core/error.h"
#include "train/pipeline.h"

namespace nnlab {

double PipelineFacts::bubble() const {
  const double p = static_cast<double>(devices.size());
  if (stepSeconds <= 0.0 || p == 0.0) return 0.0;
  double busy = 0.0;
  for (double b : stageBusySeconds) busy += b;
  return std::clamp(1.0 - busy / (p * stepSeconds), 0.0, 1.0);
}

nlohmann::json PipelineFacts::toJson() const {
  nlohmann::json events = nlohmann::json::array();
  for (const PipelineEvent& e : timeline)
    events.push_back({e.stage, e.micro, std::string(1, e.kind), e.start, e.end});
  return {{"devices", devices},
          {"stage_starts", stageStarts},
          {"stage_params", stageParams},
          {"stage_memory_bytes", stageMemoryBytes},
          {"schedule", schedule},
          {"micro_batches", microBatches},
          {"ideal_bubble", idealBubble},
          {"bubble", bubble()},
          {"steps", steps},
          {"step_seconds", stepSeconds},
          {"stage_busy_seconds", stageBusySeconds},
          {"stage_transfer_seconds", stageTransferSeconds},
          {"bytes_moved", bytesMoved},
          {"epoch_bubble", epochBubble},
          {"timeline", events}};
}

PipelineFacts PipelineFacts::read(JsonReader& r) {
  constexpr double kHuge = 1e300;
  constexpr std::int64_t kMaxStages = 4096;
  PipelineFacts f;
  f.devices = r.strings("devices", kMaxStages);
  for (std::int64_t v : r.integers("stage_starts", 0, kMaxStages, 0, 1 << 20)) f.stageStarts.push_back(static_cast<std::size_t>(v));
  if (r.has("stage_params")) f.stageParams = r.integers("stage_params", 0, kMaxStages, 0, std::int64_t{1} << 50);
  auto numbers = [&r](const char* key, std::vector<double>& out, std::size_t most) {
    if (const nlohmann::json* m = r.raw(key)) {
      if (!m->is_array() || m->size() > most) r.wrongType(key, "an array of non-negative numbers");
      out = r.numbers(key, m->size(), 0.0, kHuge);
    }
  };
  numbers("stage_memory_bytes", f.stageMemoryBytes, kMaxStages);
  f.schedule = r.choice("schedule", "gpipe", {"naive", "gpipe", "1f1b"});
  f.microBatches = static_cast<int>(r.integer("micro_batches", 1, 1, 1024));
  f.idealBubble = r.number("ideal_bubble", 0.0, 0.0, 1.0);
  r.number("bubble", 0.0, 0.0, 1.0);  // derived: recomputed from the times
  f.steps = r.integer("steps", 0, 0, std::int64_t{1} << 50);
  f.stepSeconds = r.number("step_seconds", 0.0, 0.0, kHuge);
  numbers("stage_busy_seconds", f.stageBusySeconds, kMaxStages);
  numbers("stage_transfer_seconds", f.stageTransferSeconds, kMaxStages);
  f.bytesMoved = r.number("bytes_moved", 0.0, 0.0, kHuge);
  numbers("epoch_bubble", f.epochBubble, 1 << 20);
  if (r.has("timeline")) {
    for (const nlohmann::json& e : r.array("timeline", 1 << 20)) {
      if (!e.is_array() || e.size() != 5 || !e[0].is_number_integer() || !e[1].is_number_integer() || !e[2].is_string() ||
          e[2].get<std::string>().size() != 1 || std::string("FBTA").find(e[2].get<std::string>()[0]) == std::string::npos ||
          !e[3].is_number() || !e[4].is_number())
        r.failAt("timeline", "each event is [stage, micro-batch, \"F\"|\"B\"|\"T\"|\"A\", start s, end s]");
      const auto stage = e[0].get<std::int64_t>(), micro = e[1].get<std::int64_t>();
      const double start = e[3].get<double>(), end = e[4].get<double>();
      if (stage < 0 || stage >= kMaxStages || micro < 0 || micro > 1024 || !std::isfinite(start) || !std::isfinite(end) ||
          start < 0.0 || end < start)
        r.failAt("timeline", "an event out of range (stage, micro-batch, or an end before its start)");
      f.timeline.push_back({static_cast<int>(stage), static_cast<int>(micro), e[2].get<std::string>()[0], start, end});
    }
  }
  r.finish();
  if (f.devices.size() < 2 || f.stageStarts.size() != f.devices.size())
    r.failAt("devices", std::to_string(f.devices.size()) + " stage devices and " + std::to_string(f.stageStarts.size()) +
                            " stage starts: a pipeline has at least two stages, each with a device");
  return f;
}

}  // namespace nnlab

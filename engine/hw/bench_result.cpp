#include "hw/bench_result.h"

#include "core/error.h"
#include "core/json_reader.h"

namespace nnlab {

using json = nlohmann::json;

namespace {

BenchMeasure measureFromJson(JsonReader r) {
  BenchMeasure m;
  m.id = r.requiredStr("id");
  m.device = r.requiredStr("device");
  m.kind = r.choice("kind", "", {"gemm", "triad", "h2d", "d2h", "clock"});
  m.precision = r.str("precision", "");
  m.memory = r.str("memory", "");
  m.label = r.str("label", "");
  m.threads = static_cast<int>(r.integer("threads", 0, 0, 1 << 20));
  m.size = r.integer("size", 0, 0, std::int64_t(1) << 60);
  m.unit = r.choice("unit", "", {"GFLOP/s", "GB/s", "GHz"});
  m.median = r.requiredNumber("median", 0.0, 1e12);
  m.min = r.number("min", m.median, 0.0, 1e12);
  m.max = r.number("max", m.median, 0.0, 1e12);
  m.repeats = static_cast<int>(r.integer("repeats", 0, 0, 1 << 20));
  if (r.has("peak")) m.peak = r.number("peak", 0.0, 0.0, 1e12);
  r.raw("peak");
  m.peakSource = r.str("peak_source", "");
  r.allow({"fraction_of_peak"});  // written for readers; recomputed from median and peak
  r.finish();
  return m;
}

}  // namespace

json benchMeasureToJson(const BenchMeasure& m) {
  json j{{"id", m.id},       {"device", m.device}, {"kind", m.kind},     {"precision", m.precision},
         {"memory", m.memory}, {"label", m.label},   {"threads", m.threads}, {"size", m.size},
         {"unit", m.unit},   {"median", m.median}, {"min", m.min},       {"max", m.max},
         {"repeats", m.repeats}};
  j["peak"] = m.peak ? json(*m.peak) : json(nullptr);
  j["peak_source"] = m.peakSource;
  const auto f = m.fractionOfPeak();
  j["fraction_of_peak"] = f ? json(*f) : json(nullptr);
  return j;
}

bool HwBenchResult::quick() const {
  for (const auto& n : notes)
    if (n.rfind(kQuickRunNote, 0) == 0) return true;
  return false;
}

const BenchMeasure* HwBenchResult::find(const std::string& id) const {
  for (const auto& m : measures)
    if (m.id == id) return &m;
  return nullptr;
}

json HwBenchResult::toJson() const {
  json ms = json::array();
  for (const auto& m : measures) ms.push_back(benchMeasureToJson(m));
  return {{"schema", kSchema},       {"kind", "nnlab-hw-bench"}, {"machine", machine},   {"date", date},
          {"build", build},          {"cpu", cpu},               {"cpu_peak", cpuPeak},  {"cpu_match", cpuMatch},
          {"blas", blas},            {"gpus", gpus},             {"gpu_matches", gpuMatches},
          {"measures", ms},          {"notes", notes}};
}

HwBenchResult HwBenchResult::fromJson(const json& j, const std::string& what) {
  JsonReader r(j, what, ErrorKind::BadInput);
  const auto schema = r.requiredInteger("schema", 1, 1000);
  if (schema != kSchema)
    r.failAt("schema", "is " + std::to_string(schema) + "; this nnlab reads schema " + std::to_string(kSchema));
  const std::string kind = r.requiredStr("kind");
  if (kind != "nnlab-hw-bench") r.failAt("kind", "must be \"nnlab-hw-bench\", not \"" + kind + "\"");
  HwBenchResult b;
  b.machine = r.requiredStr("machine");
  b.date = r.requiredStr("date");
  auto blob = [&](const char* key) {
    const json* v = r.raw(key);
    if (v && !v->is_object()) r.wrongType(key, "an object");
    return v ? *v : json(nullptr);
  };
  b.build = blob("build");
  b.cpu = blob("cpu");
  b.cpuPeak = blob("cpu_peak");
  b.cpuMatch = r.str("cpu_match", "");
  b.blas = r.str("blas", "");
  b.gpus = blob("gpus");
  b.gpuMatches = r.strings("gpu_matches", 64);
  const json& ms = r.array("measures", 10000);
  for (std::size_t i = 0; i < ms.size(); ++i)
    b.measures.push_back(measureFromJson(JsonReader(ms[i], what, ErrorKind::BadInput, "measures[" + std::to_string(i) + "]")));
  b.notes = r.strings("notes", 1000);
  r.finish();
  return b;
}

}  // namespace nnlab

// The report's method section, written from the records alone: what ran where, on what, how.
#include <algorithm>
#include <cmath>
#include <set>

#include "core/format.h"
#include "experiment/report_parts.h"
#include "hw/hardware_db.h"

namespace nnlab::report {

using json = nlohmann::json;

namespace {

std::string day(const std::string& iso) { return iso.size() >= 10 ? iso.substr(0, 10) : iso; }
std::string minute(const std::string& iso) {  // "2026-11-23T10:15:00Z" -> "2026-11-23 10:15"
  if (iso.size() < 16) return iso.empty() ? "-" : iso;
  return iso.substr(0, 10) + " " + iso.substr(11, 5);
}

std::string opt(const std::optional<double>& v, const std::string& unit, int digits = 4) {
  return v ? reportNumber(*v, digits) + unit : std::string();
}

// What the spec database says of a device, in one line; empty when it does not know it.
std::string specFacts(const HardwareDatabase* db, const std::string& detected) {
  const HardwareSpec* s = db && !detected.empty() ? db->match(detected) : nullptr;
  if (!s) return {};
  std::vector<std::string> f{s->name};
  if (!s->architecture.empty()) f.push_back(s->architecture);
  if (s->year) f.push_back(std::to_string(*s->year));
  if (s->gpu && s->gpu->sms) f.push_back(std::to_string(*s->gpu->sms) + " SMs");
  if (s->cpu && s->cpu->cores) f.push_back(std::to_string(*s->cpu->cores) + " cores");
  if (s->peak.fp32) f.push_back("FP32 peak " + opt(s->peak.fp32, " TFLOPS"));
  if (s->peak.fp16) f.push_back("FP16 peak " + opt(s->peak.fp16, " TFLOPS"));
  if (s->memory.sizeGB) f.push_back(opt(s->memory.sizeGB, " GB") + (s->memory.type.empty() ? "" : " " + s->memory.type));
  if (s->memory.bandwidthGBs) f.push_back(opt(s->memory.bandwidthGBs, " GB/s"));
  if (s->tdpW) f.push_back("TDP " + opt(s->tdpW, " W"));
  std::string out;
  for (const auto& x : f) out += (out.empty() ? "" : ", ") + x;
  return out;
}

std::string shape(const std::vector<std::int64_t>& dims) {
  std::string out;
  for (auto d : dims) out += (out.empty() ? "" : " x ") + std::to_string(d);
  return out.empty() ? "-" : out;
}

template <class Row>
void addUnique(ReportTable& t, Row row) {
  if (std::find(t.rows.begin(), t.rows.end(), row) == t.rows.end()) t.rows.push_back(std::move(row));
}

// The spec without what differs by design between repeats (the seed, the run's name).
json comparable(const ExperimentSpec& spec) {
  json j = spec.toJson();
  j.erase("name");
  j.erase("seed");
  if (j.contains("training")) j["training"].erase("seed");
  return j;
}

}  // namespace

std::string dateRange(const std::vector<RunRecord>& runs) {
  std::string lo, hi;
  for (const auto& r : runs) {
    if (r.createdUtc.empty()) continue;
    if (lo.empty() || r.createdUtc < lo) lo = r.createdUtc;
    const std::string end = r.finishedUtc.empty() ? r.createdUtc : r.finishedUtc;
    if (hi.empty() || end > hi) hi = end;
  }
  if (lo.empty()) return {};
  return day(lo) == day(hi) ? "runs of " + day(lo) : "runs from " + day(lo) + " to " + day(hi);
}

std::vector<std::string> differingFields(const std::vector<const RunRecord*>& runs) {
  std::vector<std::string> out;
  if (runs.size() < 2) return out;
  std::vector<json> flat;
  for (const RunRecord* r : runs) flat.push_back(comparable(r->spec).flatten());
  std::set<std::string> keys;
  for (const auto& f : flat)
    for (auto it = f.begin(); it != f.end(); ++it) keys.insert(it.key());
  std::set<std::string> named;  // "/model/layers/3/units" -> "model/layers"
  for (const auto& k : keys) {
    const json* first = nullptr;
    bool differs = false;
    for (const auto& f : flat) {
      const auto it = f.find(k);
      const json* v = it == f.end() ? nullptr : &*it;
      if (!first) first = v ? v : &f;  // (a missing key differs from any value)
      if (!v || *v != *first) differs = true;
    }
    if (!differs) continue;
    std::string path = k.substr(1);
    const auto slash = path.find('/');
    if (path.rfind("model", 0) == 0 && slash != std::string::npos) path = path.substr(0, path.find('/', slash + 1));
    if (named.insert(path).second) out.push_back(path);
  }
  return out;
}

ReportSection methodSection(const ReportRuns& runs, const json* sweepSpec) {
  ReportSection s;
  s.heading = "Method";
  const HardwareDatabase* db = nullptr;
  try {
    db = &hardwareDatabase();
  } catch (const std::exception& e) {
    s.paragraphs.push_back(std::string("The hardware spec database could not be read (") + e.what() +
                           "): the hardware below is as the runs detected it.");
  }
  int completed = 0;
  std::set<std::string> builds;
  std::vector<std::string> notDone;
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const RunRecord& r = runs.records[i];
    completed += r.result.status == RunStatus::Completed;
    if (!r.build.empty()) builds.insert(r.build);
    if (r.result.status != RunStatus::Completed)
      notDone.push_back("run " + std::to_string(runs.ids[i]) + " (" + r.label + ") " + runStatusName(r.result.status) +
                        (r.result.message.empty() ? "" : ": " + r.result.message.substr(0, 240)) + " after " +
                        std::to_string(r.result.epochs.size()) + " epoch(s)");
  }
  std::string p = std::to_string(runs.records.size()) + " run(s) read from the history, " + std::to_string(completed) +
                  " completed";
  const std::string dates = dateRange(runs.records);
  if (!dates.empty()) p += "; " + dates + " (UTC, as each run recorded its start and end)";
  p += ". Built as " + (builds.empty() ? std::string("(not recorded)") : shortList({builds.begin(), builds.end()}, 6)) + ".";
  s.paragraphs.push_back(p);
  if (notDone.empty())
    s.paragraphs.push_back("Every run completed.");
  else
    s.paragraphs.push_back("What failed or was interrupted (left out of the figures): " + shortList(notDone, 50) + ".");

  ReportTable hw;
  hw.id = "method-hardware";
  hw.title = "Hardware";
  hw.columns = {"host", "device", "as detected", "from the spec database"};
  hw.numeric = {false, false, false, false};
  hw.note = "spec-database facts are the vendors' figures (nnlab-cli hw show NAME gives their sources)";
  ReportTable sw;
  sw.id = "method-software";
  sw.title = "Software";
  sw.columns = {"build", "backend", "execution", "GPU software"};
  sw.numeric = {false, false, false, false};
  ReportTable data;
  data.id = "method-dataset";
  data.title = "Dataset";
  data.columns = {"dataset", "synthetic", "source", "samples", "sample shape", "classes", "train / val / test"};
  data.numeric = {false, false, false, true, false, true, false};
  ReportTable list;
  list.id = "method-runs";
  list.title = "Runs";
  list.columns = {"run", "label", "device", "precision", "batch", "epochs", "seed", "started (UTC)", "ended (UTC)", "status"};
  list.numeric = {true, false, false, false, true, true, true, false, false, false};
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const RunRecord& r = runs.records[i];
    const CpuInfo& c = r.host;
    std::string cpu = c.model.empty() ? "CPU" : c.model;
    cpu += ", " + std::to_string(c.logicalCores) + " threads";
    if (c.physicalCores) cpu += " (" + std::to_string(c.physicalCores) + " cores)";
    if (c.clockMHz > 0) cpu += ", " + reportNumber(c.clockMHz / 1000.0, 3) + " GHz";
    if (c.memoryBytes > 0) cpu += ", " + formatBytes(c.memoryBytes) + " memory";
    const std::string cpuFacts = specFacts(db, c.model);
    addUnique(hw, std::vector<std::string>{r.hostname, "CPU", cpu, cpuFacts.empty() ? "not in the database" : cpuFacts});
    if (r.gpu) {
      const GpuInfo& g = *r.gpu;
      std::string text = g.name + ", compute capability " + std::to_string(g.ccMajor) + "." + std::to_string(g.ccMinor) + ", " +
                         std::to_string(g.smCount) + " SMs, " + formatBytes(static_cast<double>(g.totalBytes));
      const std::string gpuFacts = specFacts(db, g.name);
      addUnique(hw, std::vector<std::string>{r.hostname, "GPU " + std::to_string(g.index), text,
                                             gpuFacts.empty() ? "not in the database" : gpuFacts});
    }
    std::string gsw;
    if (!r.gpuSoftware.driver.empty()) gsw = "driver " + r.gpuSoftware.driver;
    if (!r.gpuSoftware.runtime.empty()) gsw += (gsw.empty() ? "" : ", ") + std::string("CUDA ") + r.gpuSoftware.runtime;
    if (!r.gpuSoftware.cudnn.empty()) gsw += (gsw.empty() ? "" : ", ") + std::string("cuDNN ") + r.gpuSoftware.cudnn;
    addUnique(sw, std::vector<std::string>{r.build.empty() ? "-" : r.build, r.backendDescription.empty() ? "-" : r.backendDescription,
                                           r.execution.empty() ? "-" : r.execution, gsw.empty() ? "-" : gsw});
    const DatasetFacts& d = r.dataset;
    addUnique(data, std::vector<std::string>{d.name.empty() ? r.spec.dataset : d.name, d.synthetic ? "yes (generated)" : "no",
                                             d.source.empty() ? "-" : d.source, formatCount(d.samples), shape(d.sampleShape),
                                             std::to_string(d.classes),
                                             formatCount(d.splitSizes[0]) + " / " + formatCount(d.splitSizes[1]) + " / " +
                                                 formatCount(d.splitSizes[2])});
    list.rows.push_back({std::to_string(runs.ids[i]), r.label, r.spec.deviceLabel(r.gpu ? r.gpu->name : ""),
                         precisionName(r.spec.train.precision), std::to_string(r.spec.train.batch),
                         std::to_string(r.result.epochs.size()) + "/" + std::to_string(r.spec.train.epochs),
                         std::to_string(r.spec.train.seed), minute(r.createdUtc), minute(r.finishedUtc),
                         runStatusName(r.result.status)});
  }
  s.tables = {std::move(hw), std::move(sw), std::move(data), std::move(list)};

  // The specs in full: the sweep's (its base and axes make every run's spec, each with its own
  // seed), or each distinct experiment (seed aside).
  if (sweepSpec) s.code.push_back("Sweep spec (each run: the base with its cell's axis values and its repeat's seed):\n" +
                                  sweepSpec->dump(2));
  std::vector<json> seen;
  std::vector<std::string> firstOf;
  constexpr std::size_t kMostSpecs = 3;
  std::size_t more = 0;
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const json c = comparable(runs.records[i].spec);
    if (std::find(seen.begin(), seen.end(), c) != seen.end()) continue;
    seen.push_back(c);
    if (sweepSpec || seen.size() > kMostSpecs) {
      ++more;
      continue;
    }
    s.code.push_back("Experiment spec of run " + std::to_string(runs.ids[i]) + " (" + runs.records[i].label + "):\n" +
                     runs.records[i].spec.toJson().dump(2));
  }
  std::vector<const RunRecord*> all;
  for (const auto& r : runs.records) all.push_back(&r);
  const auto differ = differingFields(all);
  std::string specs = std::to_string(seen.size()) + " distinct experiment spec(s) apart from the seed";
  if (!differ.empty()) specs += "; they differ in " + shortList(differ, 8);
  if (more && !sweepSpec) specs += "; " + std::to_string(more) + " more are in the history (nnlab-cli history show RUN --json)";
  s.paragraphs.push_back(specs + (sweepSpec ? ". The sweep's spec follows in full." : ". The full specs follow."));
  return s;
}

}  // namespace nnlab::report

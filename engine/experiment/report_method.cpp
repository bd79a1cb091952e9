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
  return day(lo) == day(hi) ? msg(NNLAB_TEXT("nnlab::messages", "runs of %1"), day(lo)).text()
                            : msg(NNLAB_TEXT("nnlab::messages", "runs from %1 to %2"), day(lo), day(hi)).text();
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
  s.heading = NNLAB_TEXT("nnlab::messages", "Method");
  const HardwareDatabase* db = nullptr;
  try {
    db = &hardwareDatabase();
  } catch (const std::exception& e) {
    s.paragraphs.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "The hardware spec database could not be read (%1): the hardware below is as the runs "
        "detected it."),
        e.what()).text());
  }
  int completed = 0;
  std::set<std::string> builds;
  std::vector<std::string> notDone;
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const RunRecord& r = runs.records[i];
    completed += r.result.status == RunStatus::Completed;
    if (!r.build.empty()) builds.insert(r.build);
    if (r.result.status != RunStatus::Completed)
      notDone.push_back(msg(NNLAB_TEXT("nnlab::messages",
          "run %1 (%2) %3%4 after %5 epoch(s)"),
          std::to_string(runs.ids[i]), r.label, markedArg("nnlab::messages", statusWord(r.result.status)), (r.result.message.empty() ? "" : ": " + r.result.message.substr(0, 240)), std::to_string(r.result.epochs.size())).text());
  }
  // "3 run(s) read from the history, 3 completed; runs of 2026-11-27 (UTC, ...). Built as 0.9 (abc)."
  const std::string dates = dateRange(runs.records);
  const Message when = dates.empty() ? plainMessage("")
                                     : msg(NNLAB_TEXT("nnlab::messages", "; %1 (UTC, as each run recorded its start and end)"),
                                           plainMessage(dates));
  const Message built = builds.empty() ? msg(NNLAB_TEXT("nnlab::messages", "(not recorded)"))
                                       : plainMessage(shortList({builds.begin(), builds.end()}, 6));
  s.paragraphs.push_back(msg(NNLAB_TEXT("nnlab::messages", "%1 run(s) read from the history, %2 completed%3. Built as %4."),
                             runs.records.size(), completed, when, built)
                             .text());
  if (notDone.empty())
    s.paragraphs.push_back(NNLAB_TEXT("nnlab::messages", "Every run completed."));
  else
    s.paragraphs.push_back(msg(NNLAB_TEXT("nnlab::messages",
        "What failed or was interrupted (left out of the figures): %1."),
        shortList(notDone, 50)).text());

  ReportTable hw;
  hw.id = "method-hardware";
  hw.title = NNLAB_TEXT("nnlab::messages", "Hardware");
  hw.columns = {
      NNLAB_TEXT("nnlab::messages", "host"),
      NNLAB_TEXT("nnlab::messages", "device"),
      NNLAB_TEXT("nnlab::messages", "as detected"),
      NNLAB_TEXT("nnlab::messages", "from the spec database")};
  hw.numeric = {false, false, false, false};
  hw.texts = {false, false, true, false};  // "AMD EPYC, 2 threads (2 cores), ..."
  hw.note = NNLAB_TEXT("nnlab::messages",
      "spec-database facts are the vendors' figures (nnlab-cli hw show NAME gives their sources)");
  ReportTable sw;
  sw.id = "method-software";
  sw.title = NNLAB_TEXT("nnlab::messages", "Software");
  sw.columns = {
      NNLAB_TEXT("nnlab::messages", "build"),
      NNLAB_TEXT("nnlab::messages", "backend"),
      NNLAB_TEXT("nnlab::messages", "execution"),
      NNLAB_TEXT("nnlab::messages", "GPU software")};
  sw.numeric = {false, false, false, false};
  ReportTable data;
  data.id = "method-dataset";
  data.title = NNLAB_TEXT("nnlab::messages", "Dataset");
  data.columns = {
      NNLAB_TEXT("nnlab::messages", "dataset"),
      NNLAB_TEXT("nnlab::messages", "synthetic"),
      NNLAB_TEXT("nnlab::messages", "source"),
      NNLAB_TEXT("nnlab::messages", "samples"),
      NNLAB_TEXT("nnlab::messages", "sample shape"),
      NNLAB_TEXT("nnlab::messages", "classes"),
      NNLAB_TEXT("nnlab::messages", "train / val / test")};
  data.numeric = {false, false, false, true, false, true, true};
  ReportTable list;
  list.id = "method-runs";
  list.title = NNLAB_TEXT("nnlab::messages", "Runs");
  list.columns = {
      NNLAB_TEXT("nnlab::messages", "run"),
      NNLAB_TEXT("nnlab::messages", "label"),
      NNLAB_TEXT("nnlab::messages", "device"),
      NNLAB_TEXT("nnlab::messages", "precision"),
      NNLAB_TEXT("nnlab::messages", "batch"),
      NNLAB_TEXT("nnlab::messages", "epochs"),
      NNLAB_TEXT("nnlab::messages", "seed"),
      NNLAB_TEXT("nnlab::messages", "started (UTC)"),
      NNLAB_TEXT("nnlab::messages", "ended (UTC)"),
      NNLAB_TEXT("nnlab::messages", "status")};
  list.numeric = {true, false, false, false, true, true, true, false, false, false};
  for (std::size_t i = 0; i < runs.records.size(); ++i) {
    const RunRecord& r = runs.records[i];
    const CpuInfo& c = r.host;
    // (one template when every fact is known: the app matches the report's English text against
    // the templates with lazy captures, which cannot take nested ones apart from the left)
    Message cpuText = msg(NNLAB_TEXT("nnlab::messages", "%1, %2 threads"), c.model.empty() ? std::string("CPU") : c.model, c.logicalCores);
    if (c.physicalCores) cpuText = msg(NNLAB_TEXT("nnlab::messages", "%1 (%2 cores)"), cpuText, c.physicalCores);
    if (c.clockMHz > 0) cpuText = msg(NNLAB_TEXT("nnlab::messages", "%1, %2 GHz"), cpuText, realArg(reportNumber(c.clockMHz / 1000.0, 3)));
    if (c.memoryBytes > 0) cpuText = msg(NNLAB_TEXT("nnlab::messages", "%1, %2 memory"), cpuText, realArg(formatBytes(c.memoryBytes)));
    if (c.physicalCores && c.clockMHz > 0 && c.memoryBytes > 0)
      cpuText = msg(NNLAB_TEXT("nnlab::messages", "%1, %2 threads (%3 cores), %4 GHz, %5 memory"), c.model.empty() ? std::string("CPU") : c.model,
                    c.logicalCores, c.physicalCores, realArg(reportNumber(c.clockMHz / 1000.0, 3)), realArg(formatBytes(c.memoryBytes)));
    const std::string cpu = cpuText.text();
    const std::string cpuFacts = specFacts(db, c.model);
    addUnique(hw, std::vector<std::string>{r.hostname, "CPU", cpu,
                                           cpuFacts.empty() ? std::string(NNLAB_TEXT("nnlab::messages", "not in the database")) : cpuFacts});
    if (r.gpu) {
      const GpuInfo& g = *r.gpu;
      const std::string text = msg(NNLAB_TEXT("nnlab::messages", "%1, compute capability %2, %3 SMs, %4"), g.name,
                                   std::to_string(g.ccMajor) + "." + std::to_string(g.ccMinor), g.smCount,
                                   realArg(formatBytes(static_cast<double>(g.totalBytes)))).text();
      const std::string gpuFacts = specFacts(db, g.name);
      addUnique(hw, std::vector<std::string>{r.hostname, "GPU " + std::to_string(g.index), text,
                                             gpuFacts.empty() ? std::string(NNLAB_TEXT("nnlab::messages", "not in the database")) : gpuFacts});
    }
    std::string gsw;
    if (!r.gpuSoftware.driver.empty()) gsw = "driver " + r.gpuSoftware.driver;
    if (!r.gpuSoftware.runtime.empty()) gsw += (gsw.empty() ? "" : ", ") + std::string("CUDA ") + r.gpuSoftware.runtime;
    if (!r.gpuSoftware.cudnn.empty()) gsw += (gsw.empty() ? "" : ", ") + std::string("cuDNN ") + r.gpuSoftware.cudnn;
    addUnique(sw, std::vector<std::string>{r.build.empty() ? "-" : r.build, r.backendDescription.empty() ? "-" : r.backendDescription,
                                           r.execution.empty() ? "-" : r.execution, gsw.empty() ? "-" : gsw});
    const DatasetFacts& d = r.dataset;
    addUnique(data, std::vector<std::string>{d.name.empty() ? r.spec.dataset : d.name, d.synthetic ? NNLAB_TEXT("nnlab::messages", "yes (generated)") : NNLAB_TEXT("nnlab::messages", "no"),
                                             d.source.empty() ? "-" : d.source, formatCount(d.samples), shape(d.sampleShape),
                                             std::to_string(d.classes),
                                             formatCount(d.splitSizes[0]) + " / " + formatCount(d.splitSizes[1]) + " / " +
                                                 formatCount(d.splitSizes[2])});
    list.rows.push_back({std::to_string(runs.ids[i]), r.label, r.spec.deviceLabel(r.gpu ? r.gpu->name : ""),
                         precisionName(r.spec.train.precision), std::to_string(r.spec.train.batch),
                         std::to_string(r.result.epochs.size()) + "/" + std::to_string(r.spec.train.epochs),
                         std::to_string(r.spec.train.seed), minute(r.createdUtc), minute(r.finishedUtc),
                         statusWord(r.result.status)});
  }
  s.tables = {std::move(hw), std::move(sw), std::move(data), std::move(list)};

  // The specs in full: the sweep's (its base and axes make every run's spec, each with its own
  // seed), or each distinct experiment (seed aside).
  if (sweepSpec)
    s.code.push_back(std::string(NNLAB_TEXT("nnlab::messages",
                                            "Sweep spec (each run: the base with its cell's axis values and its repeat's seed):")) +
                     "\n" + sweepSpec->dump(2));
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
    s.code.push_back(msg(NNLAB_TEXT("nnlab::messages", "Experiment spec of run %1 (%2):"), runs.ids[i], runs.records[i].label).text() +
                     "\n" + runs.records[i].spec.toJson().dump(2));
  }
  std::vector<const RunRecord*> all;
  for (const auto& r : runs.records) all.push_back(&r);
  const auto differ = differingFields(all);
  // "2 distinct experiment spec(s) apart from the seed; they differ in training/batch. The full specs follow."
  const Message differ_ = differ.empty() ? plainMessage("")
                                         : msg(NNLAB_TEXT("nnlab::messages", "; they differ in %1"), shortList(differ, 8));
  const Message more_ = more && !sweepSpec
                            ? msg(NNLAB_TEXT("nnlab::messages", "; %1 more are in the history (nnlab-cli history show RUN --json)"), more)
                            : plainMessage("");
  s.paragraphs.push_back(
      sweepSpec ? msg(NNLAB_TEXT("nnlab::messages", "%1 distinct experiment spec(s) apart from the seed%2%3. The sweep's spec follows in full."),
                      seen.size(), differ_, more_).text()
                : msg(NNLAB_TEXT("nnlab::messages", "%1 distinct experiment spec(s) apart from the seed%2%3. The full specs follow."),
                      seen.size(), differ_, more_).text());
  return s;
}

}  // namespace nnlab::report

#include "experiment/run_record.h"

#include "core/device_set.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

using json = nlohmann::json;


namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// A number that may be null (a loss that was NaN).
double numberOrNaN(JsonReader& r, const std::string& key) {
  const json* v = r.raw(key);
  if (!v) return kNaN;
  if (!v->is_number()) r.wrongType(key, "a number or null");
  return v->get<double>();
}
constexpr double kHuge = 1e300;

EpochRecord readEpoch(JsonReader& r) {
  EpochRecord e;
  e.epoch = static_cast<int>(r.requiredInteger("epoch", 1, 100000));
  e.lr = r.number("lr", 0.0, 0.0, kHuge);
  e.trainLoss = numberOrNaN(r, "train_loss");
  e.trainAccuracy = r.number("train_accuracy", 0.0, 0.0, 1.0);
  e.valLoss = numberOrNaN(r, "val_loss");
  e.valAccuracy = numberOrNaN(r, "val_accuracy");
  e.valMacroF1 = numberOrNaN(r, "val_macro_f1");
  e.trainSeconds = r.number("train_seconds", 0.0, 0.0, kHuge);
  e.valSeconds = r.number("val_seconds", 0.0, 0.0, kHuge);
  e.samplesPerSecond = r.number("samples_per_second", 0.0, 0.0, kHuge);
  e.trainSamples = r.integer("train_samples", 0, 0, std::numeric_limits<std::int64_t>::max());
  e.steps = r.integer("steps", 0, 0, std::numeric_limits<std::int64_t>::max());
  e.skippedSteps = r.integer("skipped_steps", 0, 0, std::numeric_limits<std::int64_t>::max());
  e.lossScale = r.number("loss_scale", 1.0, 0.0, kHuge);
  e.commSeconds = numberOrNaN(r, "comm_seconds");
  if (const json* en = r.raw("energy"); en && !en->is_null())
    e.energy = std::make_shared<const IntervalEnergy>(IntervalEnergy::fromJson(*en));
  if (const json* b = r.raw("batch_losses")) {
    if (!b->is_array()) r.wrongType("batch_losses", "an array of numbers");
    e.batchLosses.reserve(b->size());
    for (const auto& v : *b) {
      if (!v.is_number() && !v.is_null()) r.wrongType("batch_losses", "an array of numbers");
      e.batchLosses.push_back(v.is_null() ? std::numeric_limits<float>::quiet_NaN() : v.get<float>());
    }
  }
  r.finish();
  return e;
}

// A test result: the confusion matrix is the truth; every metric is recomputed from it.
EvalResult readEval(JsonReader& r, std::vector<std::string>* classNames) {
  EvalResult ev;
  ev.loss = numberOrNaN(r, "loss");
  ev.seconds = r.number("seconds", 0.0, 0.0, kHuge);
  const json& rows = r.array("confusion", 4096);
  const auto k = static_cast<int>(rows.size());
  std::vector<std::int64_t> confusion;
  confusion.reserve(static_cast<std::size_t>(k) * static_cast<std::size_t>(k));
  for (const auto& row : rows) {
    if (!row.is_array() || static_cast<int>(row.size()) != k) r.failAt("confusion", "must be a square matrix of counts");
    for (const auto& c : row) {
      if (!c.is_number_unsigned() && !(c.is_number_integer() && c.get<std::int64_t>() >= 0))
        r.failAt("confusion", "must hold counts (whole numbers >= 0)");
      confusion.push_back(c.get<std::int64_t>());
    }
  }
  ev.metrics = Metrics::fromConfusion(confusion, k);
  if (const json* per = r.raw("per_class")) {
    if (!per->is_array()) r.wrongType("per_class", "an array");
    if (classNames) classNames->clear();
    for (std::size_t i = 0; i < per->size(); ++i) {
      JsonReader c((*per)[i], "run record", ErrorKind::BadInput, r.pathOf("per_class") + "[" + std::to_string(i) + "]");
      c.allow({"class", "precision", "recall", "f1", "support"});
      const std::string name = c.str("name", "");
      if (classNames && !name.empty()) classNames->push_back(name);
      c.finish();
    }
  }
  r.allow({"samples", "accuracy", "macro_precision", "macro_recall", "macro_f1"});  // recomputed
  r.finish();
  return ev;
}

}  // namespace

json DatasetFacts::toJson() const {
  return {{"name", name},
          {"synthetic", synthetic},
          {"description", description},
          {"source", source},
          {"samples", samples},
          {"sample_shape", sampleShape},
          {"classes", classes},
          {"split_percent", splitPercent},
          {"split_sizes", splitSizes}};
}

DatasetFacts DatasetFacts::read(JsonReader& r) {
  DatasetFacts d;
  d.name = r.str("name", "");
  d.synthetic = r.boolean("synthetic", false);
  d.description = r.str("description", "");
  d.source = r.str("source", "");
  d.samples = r.integer("samples", 0, 0, std::numeric_limits<std::int64_t>::max());
  if (r.has("sample_shape")) d.sampleShape = r.integers("sample_shape", 0, 4, 0, 1 << 24);
  r.allow({"sample_shape"});
  d.classes = static_cast<int>(r.integer("classes", 0, 0, 1 << 16));
  if (r.has("split_percent")) {
    const auto p = r.numbers("split_percent", 3, 0.0, 100.0);
    d.splitPercent = {p[0], p[1], p[2]};
  }
  r.allow({"split_percent"});
  if (r.has("split_sizes")) {
    const auto s = r.integers("split_sizes", 3, 3, 0, std::numeric_limits<std::int64_t>::max());
    d.splitSizes = {s[0], s[1], s[2]};
  }
  r.allow({"split_sizes"});
  r.finish();
  return d;
}

json GpuSoftware::toJson() const {
  return {{"driver", driver}, {"runtime", runtime}, {"cudnn", cudnn}, {"cublas", cublas}};
}

GpuSoftware GpuSoftware::read(JsonReader& r) {
  GpuSoftware s;
  s.driver = r.str("driver", "");
  s.runtime = r.str("runtime", "");
  s.cudnn = r.str("cudnn", "");
  s.cublas = r.str("cublas", "");
  r.finish();
  return s;
}

json ParallelFacts::toJson() const {
  return {{"devices", devices},
          {"hosts", hosts},
          {"strategy", strategy},
          {"communicator", communicator},
          {"shares", shares},
          {"global_batch", globalBatch},
          {"measured_samples_per_second", measuredSamplesPerSecond},
          {"device_samples_per_second", deviceSamplesPerSecond},
          {"compute_seconds", computeSeconds},
          {"comm_seconds", commSeconds},
          {"comm_bytes", commBytes},
          {"bus_bandwidth_gb_s", busBandwidthGBs},
          {"comm_steps", commSteps},
          {"exposed_comm_seconds", exposedCommSeconds},
          {"overlapped_comm_seconds", overlappedCommSeconds},
          {"buckets", buckets},
          {"epoch_exposed_seconds", epochExposedSeconds},
          {"mean_staleness", meanStaleness},
          {"max_staleness", maxStaleness},
          {"lr", lr},
          {"warmup_epochs", warmupEpochs}};
}

ParallelFacts ParallelFacts::read(JsonReader& r) {
  ParallelFacts p;
  p.devices = r.strings("devices", 4096);
  p.hosts = r.strings("hosts", 4096);
  p.strategy = r.str("strategy", "");
  p.communicator = r.str("communicator", "");
  if (r.has("shares")) p.shares = r.integers("shares", 0, 4096, 0, std::numeric_limits<std::int64_t>::max());
  p.globalBatch = r.integer("global_batch", 0, 0, std::numeric_limits<std::int64_t>::max());
  auto rates = [&r](const char* key, std::vector<double>& out) {
    if (const json* m = r.raw(key)) {
      if (!m->is_array() || m->size() > 4096) r.wrongType(key, "an array of at most 4096 numbers");
      out = r.numbers(key, m->size(), 0.0, kHuge);
    }
  };
  rates("measured_samples_per_second", p.measuredSamplesPerSecond);
  rates("device_samples_per_second", p.deviceSamplesPerSecond);
  p.computeSeconds = r.number("compute_seconds", 0.0, 0.0, kHuge);
  p.commSeconds = r.number("comm_seconds", 0.0, 0.0, kHuge);
  p.commBytes = r.number("comm_bytes", 0.0, 0.0, kHuge);
  p.busBandwidthGBs = r.number("bus_bandwidth_gb_s", 0.0, 0.0, kHuge);
  p.commSteps = r.integer("comm_steps", 0, 0, std::numeric_limits<std::int64_t>::max());
  p.exposedCommSeconds = r.number("exposed_comm_seconds", 0.0, 0.0, kHuge);
  p.overlappedCommSeconds = r.number("overlapped_comm_seconds", 0.0, 0.0, kHuge);
  p.buckets = static_cast<int>(r.integer("buckets", 0, 0, 1000000));
  rates("epoch_exposed_seconds", p.epochExposedSeconds);
  p.meanStaleness = r.number("mean_staleness", 0.0, 0.0, kHuge);
  p.maxStaleness = r.number("max_staleness", 0.0, 0.0, kHuge);
  p.lr = r.number("lr", 0.0, 0.0, kHuge);
  p.warmupEpochs = static_cast<int>(r.integer("warmup_epochs", 0, 0, 100000));
  r.finish();
  return p;
}

double RunRecord::trainSeconds() const {
  double s = 0.0;
  for (const auto& e : result.epochs) s += e.trainSeconds;
  return s;
}

double RunRecord::validationSeconds() const {
  double s = 0.0;
  for (const auto& e : result.epochs) s += e.valSeconds;
  return s;
}

json RunRecord::toJson() const {
  json epochs = json::array();
  for (const auto& e : result.epochs) {
    epochs.push_back(e.toJson());
    if (e.energy) epochs.back()["energy"] = e.energy->toJson();
  }
  json j;
  j["format"] = "nnlab-run";
  j["version"] = kVersion;
  j["id"] = id;
  j["label"] = label;
  j["created"] = createdUtc;
  if (!finishedUtc.empty()) j["finished"] = finishedUtc;
  j["status"] = runStatusName(result.status);
  if (!result.message.empty()) j["message"] = result.message;
  j["build"] = build;
  j["hostname"] = hostname;
  j["spec"] = spec.toJson();
  j["backend"] = backendDescription;
  j["execution"] = execution;
  if (gpu) {
    j["gpu"] = gpu->toJson();
    j["gpu"]["software"] = gpuSoftware.toJson();
  }
  j["host"] = host.toJson();
  j["dataset"] = dataset.toJson();
  j["model"] = {{"name", spec.model.name}, {"params", params}, {"forward_flops_per_sample", flopsPerSample}};
  j["timing"] = {{"data_load_seconds", dataSeconds},
                 {"model_create_seconds", modelSeconds},
                 {"train_seconds", trainSeconds()},
                 {"validation_seconds", validationSeconds()},
                 {"test_seconds", testSeconds()},
                 {"phases_total_seconds", result.totalSeconds}};
  if (resumedFromEpoch) j["resumed_from_epoch"] = resumedFromEpoch;
  if (!sweepId.empty()) j["sweep"] = {{"id", sweepId}, {"cell", cellId}, {"repeat", repeat}};
  if (parallel) j["parallel"] = parallel->toJson();
  if (pipeline) j["pipeline"] = pipeline->toJson();
  if (prediction) j["prediction"] = prediction->toJson();
  if (energy) j["energy"] = energy->toJson();
  if (powerTrace) j["power_trace"] = powerTrace->toJson();
  j["epochs"] = epochs;
  j["test"] = result.test ? result.test->toJson(classNames) : json(nullptr);
  if (!classNames.empty()) j["class_names"] = classNames;
  return j;
}

RunRecord RunRecord::fromJson(const json& j, const std::string& what) {
  JsonReader r(j, what, ErrorKind::BadInput);
  const std::string format = r.str("format", "");
  if (format != "nnlab-run")
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not an nnlab run record (its \"format\" is \"%2\", not \"nnlab-run\")"),
        what, format));
  const int version = static_cast<int>(r.integer("version", 1, 1, kVersion));
  RunRecord rec;
  rec.id = r.str("id", "");
  rec.label = r.str("label", "");
  rec.createdUtc = r.str("created", "");
  rec.finishedUtc = r.str("finished", "");
  rec.result.status = runStatusFromName(r.str("status", "completed"));
  rec.result.message = r.str("message", "");
  rec.build = r.str("build", "");
  rec.hostname = r.str("hostname", "");
  // The spec is the user's format: its errors are InvalidArgument; in a record they are bad input.
  try {
    rec.spec = ExperimentSpec::fromJson(r.object("spec").value(), what + ": spec");
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::BadInput) throw;
    fail(ErrorKind::BadInput, e.what());
  }
  rec.backendDescription = r.str("backend", "");
  rec.execution = r.str("execution", "");
  if (auto g = r.optionalObject("gpu")) {
    const json* sw = g->raw("software");
    JsonReader gr(g->value(), what, ErrorKind::BadInput, "gpu");
    gr.allow({"software"});
    rec.gpu = GpuInfo::read(gr);
    if (sw) {
      JsonReader swr = g->object("software");
      rec.gpuSoftware = GpuSoftware::read(swr);
    }
  }
  if (auto h = r.optionalObject("host")) rec.host = CpuInfo::read(*h);
  if (auto d = r.optionalObject("dataset")) rec.dataset = DatasetFacts::read(*d);
  if (auto m = r.optionalObject("model")) {
    m->str("name", "");
    rec.params = m->integer("params", 0, 0, std::numeric_limits<std::int64_t>::max());
    rec.flopsPerSample = m->number("forward_flops_per_sample", 0.0, 0.0, kHuge);
    m->finish();
  }
  if (auto t = r.optionalObject("timing")) {
    rec.dataSeconds = t->number("data_load_seconds", 0.0, 0.0, kHuge);
    rec.modelSeconds = t->number("model_create_seconds", 0.0, 0.0, kHuge);
    rec.result.totalSeconds = t->number("phases_total_seconds", 0.0, 0.0, kHuge);
    t->allow({"train_seconds", "validation_seconds", "test_seconds"});  // sums of the epochs: recomputed
    t->finish();
  }
  rec.resumedFromEpoch = static_cast<int>(r.integer("resumed_from_epoch", 0, 0, 100000));
  if (auto s = r.optionalObject("sweep")) {
    rec.sweepId = s->requiredStr("id");
    rec.cellId = s->str("cell", "");
    rec.repeat = static_cast<int>(s->integer("repeat", -1, -1, 1000000));
    s->finish();
  }
  if (auto p = r.optionalObject("parallel")) rec.parallel = ParallelFacts::read(*p);
  if (auto p = r.optionalObject("pipeline")) rec.pipeline = PipelineFacts::read(*p);
  if (auto p = r.optionalObject("prediction")) rec.prediction = RunPrediction::read(*p);
  if (const json* en = r.raw("energy"); en && !en->is_null()) rec.energy = EnergyReport::fromJson(*en);
  if (const json* pt = r.raw("power_trace"); pt && !pt->is_null()) rec.powerTrace = PowerTrace::fromJson(*pt);
  const json& epochs = r.array("epochs", 1000000);
  for (std::size_t i = 0; i < epochs.size(); ++i) {
    JsonReader e(epochs[i], what, ErrorKind::BadInput, "epochs[" + std::to_string(i) + "]");
    rec.result.epochs.push_back(readEpoch(e));
  }
  if (auto t = r.optionalObject("test")) rec.result.test = readEval(*t, &rec.classNames);
  if (r.has("class_names")) rec.classNames = r.strings("class_names", 1 << 16);
  r.allow({"class_names"});
  r.finish();
  if (rec.label.empty()) rec.label = defaultRunLabel(rec.spec);
  if (rec.id.empty()) rec.id = "imported-" + rec.createdUtc + "-" + rec.spec.name;  // version 1: stable for re-imports
  (void)version;
  return rec;
}

RunRecord RunRecord::load(const std::string& path) {
  const std::string what = "run record '" + path + "'";
  return fromJson(readJsonFile(path, what, ErrorKind::BadInput, 512u << 20), what);
}

std::string RunRecord::epochsCsv() const {
  std::string out =
      "epoch,lr,train_loss,train_accuracy,val_loss,val_accuracy,val_macro_f1,train_seconds,val_seconds,"
      "samples_per_second,skipped_steps,loss_scale\n";
  char buf[640];
  auto num = [](double v) {
    char b[64];
    if (!std::isfinite(v)) return std::string();
    std::snprintf(b, sizeof b, "%.9g", v);
    return std::string(b);
  };
  for (const auto& e : result.epochs) {
    std::snprintf(buf, sizeof buf, "%d,%s,%s,%s,%s,%s,%s,%s,%s,%s,%lld,%s\n", e.epoch, num(e.lr).c_str(),
                  num(e.trainLoss).c_str(), num(e.trainAccuracy).c_str(), num(e.valLoss).c_str(),
                  num(e.valAccuracy).c_str(), num(e.valMacroF1).c_str(), num(e.trainSeconds).c_str(),
                  num(e.valSeconds).c_str(), num(e.samplesPerSecond).c_str(), static_cast<long long>(e.skippedSteps),
                  num(e.lossScale).c_str());
    out += buf;
  }
  return out;
}

std::string newRunId() {
  static std::atomic<std::uint64_t> counter{0};
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  std::uint64_t x = static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count());
  x ^= static_cast<std::uint64_t>(::getpid()) << 32;
  x ^= counter.fetch_add(1) * 0x9e3779b97f4a7c15ULL;
  char host[256] = {};
  ::gethostname(host, sizeof host - 1);
  for (const char* p = host; *p; ++p) x = (x ^ static_cast<unsigned char>(*p)) * 0x100000001b3ULL;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  std::string stamp = utcNowIso();  // 2026-11-23T10:15:00Z
  std::string compact;
  for (char c : stamp)
    if (c != '-' && c != ':') compact += c;
  char tail[24];
  std::snprintf(tail, sizeof tail, "-%08llx", static_cast<unsigned long long>(x & 0xffffffffULL));
  return compact + tail;
}

std::string defaultRunLabel(const ExperimentSpec& spec) {
  // (a stored spec may name something that is not a device: its label says it as written)
  bool blas = false;
  for (const auto& d : spec.deviceList())
    if (DeviceRef::valid(d)) blas |= DeviceRef::parse(d).kind == DeviceRef::Kind::CpuBlas;
  // Model, device, precision and batch: three runs of different models on one device read apart.
  std::string label = spec.model.name.empty() ? std::string() : spec.model.name + " ";
  label += spec.deviceLabel();
  if (blas && spec.threads > 0) label += " " + std::to_string(spec.threads) + " thr";
  label += std::string(" ") + precisionName(spec.train.precision);
  const bool perDevice = spec.dataParallel() && spec.parallel.batch == "per_device";
  label += " b" + std::to_string(spec.train.batch) + (perDevice ? "x" + std::to_string(spec.devices.size()) : "");
  if (spec.pipeline.enabled())  // schedules compared side by side read apart
    label += " " + spec.pipeline.schedule + (spec.pipeline.schedule == "naive" ? "" : " m" + std::to_string(spec.pipeline.microBatches));
  return label;
}

bool isDefaultRunLabel(const std::string& label, const ExperimentSpec& spec) {
  const std::string d = defaultRunLabel(spec);
  if (label == d) return true;
  if (label.size() <= d.size() + 2 || label.compare(0, d.size() + 2, d + " #") != 0) return false;
  return label.find_first_not_of("0123456789", d.size() + 2) == std::string::npos;
}

std::vector<std::string> distinguishingLabels(const std::vector<ExperimentSpec>& specs) {
  if (specs.size() == 1) return {defaultRunLabel(specs[0])};
  // Each field as it would read in a label; a field joins the labels when it is not the same in all.
  using Field = std::string (*)(const ExperimentSpec&);
  const Field fields[] = {
      [](const ExperimentSpec& s) { return s.model.name; },
      [](const ExperimentSpec& s) { return s.dataset; },
      [](const ExperimentSpec& s) {
        bool blas = false;
        for (const auto& d : s.deviceList()) blas |= DeviceRef::valid(d) && DeviceRef::parse(d).kind == DeviceRef::Kind::CpuBlas;
        return s.deviceLabel() + (blas && s.threads > 0 ? " " + std::to_string(s.threads) + " thr" : "");
      },
      [](const ExperimentSpec& s) { return std::string(precisionName(s.train.precision)); },
      [](const ExperimentSpec& s) { return "b" + std::to_string(s.train.batch); },
      [](const ExperimentSpec& s) { return s.train.optimizer.type; },
      [](const ExperimentSpec& s) { return "lr " + formatDouble(s.train.optimizer.lr); },
      [](const ExperimentSpec& s) { return std::to_string(s.train.epochs) + " ep"; },
      [](const ExperimentSpec& s) { return "seed " + std::to_string(s.train.seed); },
  };
  std::vector<std::string> out(specs.size());
  for (Field f : fields) {
    bool varies = false;
    for (const auto& s : specs) varies |= f(s) != f(specs[0]);
    if (!varies) continue;
    for (std::size_t i = 0; i < specs.size(); ++i) out[i] += (out[i].empty() ? "" : " ") + f(specs[i]);
  }
  // Runs that differ in nothing named here (or only elsewhere): numbered in order.
  const std::vector<std::string> plain = out;
  for (std::size_t i = 0; i < out.size(); ++i) {
    int same = 0, index = 0;
    for (std::size_t k = 0; k < plain.size(); ++k)
      if (plain[k] == plain[i]) {
        ++same;
        if (k < i) ++index;
      }
    if (same > 1 || plain[i].empty())
      out[i] = (plain[i].empty() ? defaultRunLabel(specs[i]) : plain[i]) + " #" + std::to_string(index + 1);
  }
  return out;
}


}  // namespace nnlab

#include "experiment/sweep_spec.h"
#include "experiment/sweep_fields.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"

namespace nnlab {

using json = nlohmann::json;

namespace {

constexpr std::int64_t kMaxCells = 10'000'000;

std::string resolvePath(const std::string& field) {
  if (field == "dataset") return "dataset.name";
  if (field == "device") return "device.name";
  return field;
}

std::string shortLabel(const std::string& path) {
  if (path == "device.name") return "device";
  if (path == "dataset.name") return "dataset";
  const auto dot = path.rfind('.');
  return dot == std::string::npos ? path : path.substr(dot + 1);
}

std::vector<json> rangeValues(JsonReader& r, const std::string& key) {
  JsonReader g = r.object(key);
  const json* from = g.raw("from");
  const json* to = g.raw("to");
  if (!from || !from->is_number()) g.wrongType("from", "a number");
  if (!to || !to->is_number()) g.wrongType("to", "a number");
  const int steps = static_cast<int>(g.requiredInteger("steps", 2, 1000));
  const std::string scale = g.choice("scale", "linear", {"linear", "log"});
  g.finish();
  const double a = from->get<double>(), b = to->get<double>();
  if (!std::isfinite(a) || !std::isfinite(b)) r.failAt(key, "needs finite `from` and `to`");
  if (scale == "log" && (a <= 0 || b <= 0)) r.failAt(key, "with \"scale\": \"log\" needs `from` and `to` above 0");
  // Whole-number ends give whole numbers (a batch size range), without repeats.
  const bool whole = from->is_number_integer() && to->is_number_integer();
  std::vector<json> out;
  for (int i = 0; i < steps; ++i) {
    const double t = static_cast<double>(i) / (steps - 1);
    double v = scale == "log" ? a * std::pow(b / a, t) : a + (b - a) * t;
    if (i == steps - 1) v = b;
    if (whole) {
      const json n = static_cast<std::int64_t>(std::llround(v));
      if (out.empty() || out.back() != n) out.push_back(n);
    } else {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.6g", v);  // 0.0316228, not 0.031622776601683794
      out.push_back(std::stod(buf));
    }
  }
  return out;
}

std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

}  // namespace

void setJsonPath(json& j, const std::string& path, const json& value) {
  json* at = &j;
  std::size_t start = 0;
  for (;;) {
    const auto dot = path.find('.', start);
    const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (!at->is_object()) *at = json::object();
    if (dot == std::string::npos) {
      (*at)[key] = value;
      return;
    }
    at = &(*at)[key];
    start = dot + 1;
  }
}

namespace {
// An axis value onto an experiment's JSON: merged field by field for an object axis.
void applyAxis(json& j, const SweepAxis& a, const json& value) {
  if (!a.merge) {
    setJsonPath(j, a.path, value);
    return;
  }
  for (auto it = value.begin(); it != value.end(); ++it) setJsonPath(j, a.path + "." + it.key(), it.value());
}
}  // namespace

std::string axisValueText(const json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_object() && v.contains("name") && v["name"].is_string()) {
    // A device mode reads as the CLI's labels do: "cpu-blas 1 thr", "cpu-blas all cores", "cuda:0 fp16".
    std::string s = v["name"].get<std::string>();
    for (auto it = v.begin(); it != v.end(); ++it) {
      if (it.key() == "name") continue;
      if (it.key() == "threads" && it->is_number_integer())
        s += it->get<int>() > 0 ? " " + std::to_string(it->get<int>()) + " thr" : " all cores";
      else if (it.key() == "precision" && it->is_string())
        s += " " + it->get<std::string>();
      else if (!it->is_object() && !it->is_array())
        s += " " + it.key() + "=" + axisValueText(*it);
    }
    return s;
  }
  if (v.is_number_float()) return formatDouble(v.get<double>());
  return v.dump();
}

int SweepSpec::cells() const {
  std::int64_t n = 1;
  for (const auto& a : axes) n *= static_cast<std::int64_t>(a.values.size());
  return static_cast<int>(n);
}

std::vector<json> SweepSpec::cellValues(int c) const {
  std::vector<json> v(axes.size());
  for (std::size_t k = axes.size(); k-- > 0;) {  // the last axis varies fastest
    const int n = static_cast<int>(axes[k].values.size());
    v[k] = axes[k].values[static_cast<std::size_t>(c % n)];
    c /= n;
  }
  return v;
}

std::string SweepSpec::cellKey(int c) const {
  const auto v = cellValues(c);
  std::string key;
  for (std::size_t k = 0; k < axes.size(); ++k) key += (k ? " " : "") + axes[k].path + "=" + axisValueText(v[k]);
  return key.empty() ? "base" : key;
}

ExperimentSpec SweepSpec::experiment(int cell, int repeat) const {
  json j = base;
  const auto values = cellValues(cell);
  bool seedAxis = false;
  for (std::size_t k = 0; k < axes.size(); ++k) {
    applyAxis(j, axes[k], values[k]);
    seedAxis |= axes[k].path == "seed";
  }
  if (!seedAxis) j["seed"] = base.value("seed", std::uint64_t{1}) + static_cast<std::uint64_t>(repeat);
  if (values.size() && j.contains("model") && !j["model"].is_object()) j.erase("model_ref");
  const std::string what = name.empty() ? "sweep" : "sweep '" + name + "'";
  ExperimentSpec s = ExperimentSpec::fromJson(j, what + ", cell " + cellKey(cell));
  s.validate();
  return s;
}

std::vector<SweepRun> SweepSpec::expand() const {
  std::vector<SweepRun> out;
  out.reserve(static_cast<std::size_t>(runCount()));
  for (int r = 0; r < repeats; ++r)
    for (int c = 0; c < cells(); ++c) out.push_back({c, r, cellKey(c), experiment(c, r)});
  return out;
}

std::string SweepSpec::uid() const {
  json j = toJson();
  j.erase("name");  // renaming a sweep does not make it another one
  char buf[24];
  std::snprintf(buf, sizeof buf, "sw-%016llx", static_cast<unsigned long long>(fnv1a(j.dump())));
  return buf;
}

json SweepSpec::toJson() const {
  json ax = json::array();
  for (const auto& a : axes) ax.push_back({{"field", a.field}, {"values", a.values}});
  return {{"format", "nnlab-sweep"}, {"version", kVersion}, {"name", name},          {"base", base},
          {"axes", ax},              {"repeats", repeats},  {"cooldown_s", cooldownSeconds}, {"warmup_epochs", warmupEpochs}};
}

SweepSpec SweepSpec::fromJson(const json& j, const std::string& what, const std::string& baseDir) {
  JsonReader r(j, what, ErrorKind::InvalidArgument);
  if (r.has("format") && r.str("format", "") != "nnlab-sweep")
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is a \"%2\" file, not a sweep spec"),
        what, r.str("format", "")));
  r.allow({"format"});
  r.integer("version", kVersion, 1, kVersion);
  SweepSpec s;
  s.name = r.str("name", "");
  // The base experiment, completed with every default so that axes find every field.
  const json* b = r.raw("base");
  if (!b) r.failAt("base", "is missing (an experiment spec object, or the path of an experiment spec file)");
  ExperimentSpec base;
  if (b->is_string()) {
    std::string path = b->get<std::string>();
    if (!baseDir.empty() && std::filesystem::path(path).is_relative()) path = (std::filesystem::path(baseDir) / path).string();
    base = ExperimentSpec::load(path);
  } else if (b->is_object()) {
    base = ExperimentSpec::fromJson(*b, what + ": base");
  } else {
    r.wrongType("base", "an experiment spec object or a file path");
  }
  base.validate();
  s.base = base.toJson();
  if (s.name.empty()) s.name = base.name + "-sweep";

  using namespace fields;  // sweep_fields.h: the ranges; the defaults are a SweepSpec's own
  s.repeats = static_cast<int>(r.integer("repeats", s.repeats, kRepeats.minInt(), kRepeats.maxInt()));
  s.cooldownSeconds = r.number("cooldown_s", s.cooldownSeconds, kCooldown.min, kCooldown.max);
  s.warmupEpochs = static_cast<int>(r.integer("warmup_epochs", s.warmupEpochs, kTimingWarmup.minInt(), kTimingWarmup.maxInt()));

  std::int64_t cells = 1;
  if (r.has("axes")) {
    const json& axes = r.array("axes", 64);
    for (std::size_t i = 0; i < axes.size(); ++i) {
      JsonReader a(axes[i], what, ErrorKind::InvalidArgument, "axes[" + std::to_string(i) + "]");
      SweepAxis axis;
      axis.field = a.requiredStr("field");
      axis.path = resolvePath(axis.field);
      axis.label = shortLabel(axis.path);
      if (a.has("values") == a.has("range")) a.failAt("values", "or `range` is needed (one of them)");
      if (a.has("values")) {
        const json& v = a.array("values", 100000);
        if (v.empty()) a.failAt("values", "is empty: an axis needs at least one value");
        axis.values.assign(v.begin(), v.end());
      } else {
        axis.values = rangeValues(a, "range");
      }
      a.allow({"values"});
      a.finish();
      // Objects for a field that holds an object (not the model): several fields at once.
      bool objects = axis.field != "model";
      for (const auto& v : axis.values) objects = objects && v.is_object();
      const json* target = objects ? &s.base : nullptr;
      for (std::size_t from = 0; target && from != std::string::npos;) {
        const auto dot = axis.field.find('.', from);
        const std::string key = axis.field.substr(from, dot == std::string::npos ? std::string::npos : dot - from);
        target = target->is_object() && target->contains(key) ? &(*target)[key] : nullptr;
        from = dot == std::string::npos ? dot : dot + 1;
      }
      if (target && target->is_object()) {
        axis.merge = true;
        axis.path = axis.field;
      }
      for (const auto& other : s.axes)
        if (other.path == axis.path) a.failAt("field", "`" + axis.field + "` is an axis twice");
      if (axis.path == "seed" && s.repeats > 1)
        a.failAt("field", "is the seed, and repeats vary the seed too: set \"repeats\": 1, or drop the seed axis");
      // Every value, alone on the base: a wrong field path or a wrong type is found now.
      for (std::size_t v = 0; v < axis.values.size(); ++v) {
        json e = s.base;
        applyAxis(e, axis, axis.values[v]);
        if (axis.path == "model") e.erase("model_ref");
        try {
          ExperimentSpec::fromJson(e, what + ": axis `" + axis.field + "` value " + axisValueText(axis.values[v])).validate();
        } catch (const Error& err) {
          fail(err.kind() == ErrorKind::BadInput ? ErrorKind::BadInput : ErrorKind::InvalidArgument, err.what());
        }
      }
      cells *= static_cast<std::int64_t>(axis.values.size());
      if (cells > kMaxCells)
        r.failAt("axes", "make more than " + formatCount(kMaxCells) + " cells: split the sweep into smaller ones");
      s.axes.push_back(std::move(axis));
    }
  }
  r.allow({"axes"});
  r.finish();
  return s;
}

SweepSpec SweepSpec::load(const std::string& path) {
  const std::string what = "sweep spec '" + path + "'";
  const json j = readJsonFile(path, what, ErrorKind::BadInput, 16u << 20);
  return fromJson(j, what, std::filesystem::path(path).parent_path().string());
}

}  // namespace nnlab

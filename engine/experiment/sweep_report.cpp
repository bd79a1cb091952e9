#include "experiment/sweep_report.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

#include "core/format.h"

namespace nnlab {

using json = nlohmann::json;

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kNoisyCv = 0.10;

std::string num(double v, int digits = 4) {
  if (!std::isfinite(v)) return "";
  char b[48];
  std::snprintf(b, sizeof b, "%.*g", digits, v);
  return b;
}

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}
}  // namespace

const std::vector<SweepMetric>& sweepMetrics() {
  static const std::vector<SweepMetric> m = {
      {"train_s_per_epoch", "train s/epoch", true},
      {"val_s_per_epoch", "val s/epoch", true},
      {"test_s", "test s", true},
      {"samples_per_s", "samples/s", true},
      {"best_val_acc", "best val acc", false},
      {"final_val_acc", "final val acc", false},
      {"final_val_f1", "final val F1", false},
      {"test_acc", "test acc", false},
      {"test_macro_f1", "test macro F1", false},
      {"energy_j", "energy J", false, true},
      {"energy_j_per_sample", "J/sample", false, true},
      {"edp_js", "EDP J·s", false, true},
  };
  return m;
}

double sweepMetricValue(const RunRecord& run, const std::string& key, int warmupEpochs) {
  const auto& ep = run.result.epochs;
  const int warm = std::clamp(warmupEpochs, 0, std::max(0, static_cast<int>(ep.size()) - 1));
  auto meanOf = [&](auto field) {
    double s = 0.0;
    int n = 0;
    for (std::size_t i = static_cast<std::size_t>(warm); i < ep.size(); ++i) {
      const double v = field(ep[i]);
      if (std::isfinite(v)) s += v, ++n;
    }
    return n ? s / n : kNaN;
  };
  if (key == "train_s_per_epoch") return meanOf([](const EpochRecord& e) { return e.trainSeconds; });
  if (key == "val_s_per_epoch")
    return run.dataset.splitSizes[1] > 0 ? meanOf([](const EpochRecord& e) { return e.valSeconds; }) : kNaN;
  if (key == "test_s") return run.result.test ? run.result.test->seconds : kNaN;
  if (key == "samples_per_s") return sumEpochs(ep, warm).samplesPerSecond;
  if (key == "best_val_acc") return sumEpochs(ep, 0).bestValAccuracy;
  if (key == "final_val_acc") return ep.empty() ? kNaN : ep.back().valAccuracy;
  if (key == "final_val_f1") return ep.empty() ? kNaN : ep.back().valMacroF1;
  if (key == "test_acc") return run.result.test ? run.result.test->metrics.accuracy : kNaN;
  if (key == "test_macro_f1") return run.result.test ? run.result.test->metrics.macroF1 : kNaN;
  if (key.rfind("e", 0) == 0 || key == "energy_j_per_sample") {
    const IntervalEnergy* e = run.energy ? run.energy->find("run") : nullptr;
    const auto j = e ? e->totalJoules() : std::nullopt;  // not measured: NaN, never 0
    if (!j) return kNaN;
    if (key == "energy_j") return *j;
    if (key == "energy_j_per_sample") return e->joulesPerSample().value_or(kNaN);
    if (key == "edp_js") return e->edp() ? e->edp()->edp : kNaN;
  }
  return kNaN;
}

Stats pooledStats(const SweepReport& report, const std::string& metricKey,
                  const std::vector<std::pair<int, std::string>>& fixed) {
  std::vector<double> values;
  for (const SweepCell& c : report.cells) {
    bool match = true;
    for (const auto& [axis, value] : fixed)
      match = match && axis >= 0 && static_cast<std::size_t>(axis) < c.values.size() && c.values[static_cast<std::size_t>(axis)] == value;
    if (!match) continue;
    for (const RunRecord* r : c.runs) values.push_back(sweepMetricValue(*r, metricKey, report.warmupEpochs));
  }
  return describe(values);
}

EpochBand epochBand(const SweepCell& cell, const std::string& series) {
  EpochBand band;
  std::size_t epochs = 0;
  for (const RunRecord* r : cell.runs) epochs = std::max(epochs, r->result.epochs.size());
  for (std::size_t e = 0; e < epochs; ++e) {
    std::vector<double> v;
    for (const RunRecord* r : cell.runs) {
      if (e >= r->result.epochs.size()) continue;
      const EpochRecord& ep = r->result.epochs[e];
      const double x = series == "val_accuracy"   ? ep.valAccuracy
                       : series == "val_macro_f1" ? ep.valMacroF1
                       : series == "train_loss"   ? ep.trainLoss
                       : series == "val_loss"     ? ep.valLoss
                                                  : ep.trainAccuracy;
      v.push_back(x);
    }
    const Stats s = describe(v);
    if (s.n == 0) continue;
    band.epochs.push_back(static_cast<int>(e + 1));
    band.mean.push_back(s.mean);
    band.min.push_back(s.min);
    band.max.push_back(s.max);
  }
  return band;
}

SweepReport makeSweepReport(const SweepSpec& spec, std::vector<RunRecord> runs) {
  SweepReport rep;
  rep.uid = spec.uid();
  rep.name = spec.name;
  rep.warmupEpochs = spec.warmupEpochs;
  for (const auto& a : spec.axes) rep.axes.push_back(a.label);
  // One run per (cell, repeat): a completed one wins over a failed one, a later over an earlier.
  std::map<std::pair<std::string, int>, std::size_t> pick;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const RunRecord& r = runs[i];
    if (r.sweepId != rep.uid) continue;
    if (r.result.status == RunStatus::Running || r.result.status == RunStatus::Interrupted ||
        r.result.status == RunStatus::Unknown || r.result.status == RunStatus::Cancelled)
      continue;
    auto [it, fresh] = pick.emplace(std::make_pair(r.cellId, r.repeat), i);
    if (fresh) continue;
    const RunRecord& had = runs[it->second];
    const bool better = (r.result.status == RunStatus::Completed) > (had.result.status == RunStatus::Completed) ||
                        ((r.result.status == RunStatus::Completed) == (had.result.status == RunStatus::Completed) &&
                         r.createdUtc > had.createdUtc);
    if (better) it->second = i;
  }
  for (const auto& [key, i] : pick) rep.records.push_back(std::move(runs[i]));
  for (const RunRecord& r : rep.records) rep.hasEnergy = rep.hasEnergy || (r.energy && r.energy->find("run"));

  const auto& metrics = sweepMetrics();
  for (int c = 0; c < spec.cells(); ++c) {
    SweepCell cell;
    cell.cell = c;
    cell.key = spec.cellKey(c);
    for (const auto& v : spec.cellValues(c)) cell.values.push_back(axisValueText(v));
    cell.planned = spec.repeats;
    for (const RunRecord& r : rep.records) {
      if (r.cellId != cell.key) continue;
      if (r.result.status == RunStatus::Completed) {
        cell.runs.push_back(&r);
        ++cell.completed;
      } else {
        ++cell.failed;
        cell.failures.push_back(std::string(runStatusName(r.result.status)) + ": " + r.result.message);
      }
    }
    for (const auto& m : metrics) {
      std::vector<double> v;
      for (const RunRecord* r : cell.runs) v.push_back(sweepMetricValue(*r, m.key, spec.warmupEpochs));
      cell.stats.push_back(describe(v));
      const Stats& s = cell.stats.back();
      if (m.timing && s.n >= 2 && s.cv() > kNoisyCv) cell.noisy.push_back(m.title);
    }
    rep.cells.push_back(std::move(cell));
  }
  return rep;
}

std::string SweepReport::text() const {
  std::string out = "sweep " + name + " (" + uid + "): " + std::to_string(cells.size()) + " cell(s); mean ± std over each "
                    "cell's completed runs; " + std::to_string(warmupEpochs) + " warm-up epoch(s) per run left out of the "
                    "timings; * = a timing's coefficient of variation above 10 %\n";
  // The columns that say most: axes, n, train s/epoch, samples/s, val acc, test acc, macro F1.
  std::vector<std::size_t> shown = {0, 3, 5, 7, 8};
  if (hasEnergy)
    for (std::size_t m = 0; m < sweepMetrics().size(); ++m)
      if (sweepMetrics()[m].energy) shown.push_back(m);
  std::vector<std::size_t> width(axes.size());
  for (std::size_t a = 0; a < axes.size(); ++a) {
    width[a] = axes[a].size() + 2;
    for (const auto& c : cells) width[a] = std::max(width[a], c.values[a].size() + 2);
  }
  auto pad = [](const std::string& v, std::size_t w) { return v + std::string(w > v.size() ? w - v.size() : 1, ' '); };
  std::string header;
  for (std::size_t a = 0; a < axes.size(); ++a) header += pad(axes[a], width[a]);
  char buf[160];
  std::snprintf(buf, sizeof buf, "%4s ", "n");
  header += buf;
  for (std::size_t m : shown) {
    std::snprintf(buf, sizeof buf, "%-24s", sweepMetrics()[m].title.c_str());
    header += buf;
  }
  out += header + "\n";
  for (const auto& c : cells) {
    std::string line;
    for (std::size_t a = 0; a < c.values.size(); ++a) line += pad(c.values[a], width[a]);
    std::snprintf(buf, sizeof buf, "%d/%d ", c.completed, c.planned);
    line += std::string(buf) + std::string(std::max<int>(0, 5 - static_cast<int>(std::string(buf).size())), ' ');
    for (std::size_t m : shown) {
      const Stats& s = c.stats[m];
      const bool pct = !sweepMetrics()[m].timing && !sweepMetrics()[m].energy;
      const double k = pct ? 100.0 : 1.0;
      const double spread = s.std > 1e-9 * std::fabs(s.mean) ? s.std : 0.0;  // below rounding is no spread
      std::string cellText = s.n == 0 ? "-" : num(k * s.mean) + (s.n >= 2 ? " ± " + num(k * spread, 2) : "") + (pct ? " %" : "");
      bool noisy = false;
      for (const auto& t : c.noisy) noisy |= t == sweepMetrics()[m].title;
      if (noisy) cellText += " *";
      std::snprintf(buf, sizeof buf, "%-24s", cellText.c_str());
      line += buf;
    }
    out += line + "\n";
    for (const auto& f : c.failures) out += "    " + f.substr(0, 200) + "\n";
  }
  return out;
}

std::string SweepReport::csv() const {
  std::string out = "cell";
  for (const auto& a : axes) out += "," + csvField(a);
  out += ",n,planned,failed";
  for (const auto& m : sweepMetrics())
    if (hasEnergy || !m.energy)
      for (const char* s : {"mean", "std", "ci95", "min", "max"}) out += "," + m.key + "_" + s;
  out += ",noisy\n";
  for (const auto& c : cells) {
    out += std::to_string(c.cell);
    for (const auto& v : c.values) out += "," + csvField(v);
    out += "," + std::to_string(c.completed) + "," + std::to_string(c.planned) + "," + std::to_string(c.failed);
    for (std::size_t m = 0; m < c.stats.size(); ++m) {
      if (!hasEnergy && sweepMetrics()[m].energy) continue;
      const Stats& s = c.stats[m];
      for (double v : {s.mean, s.std, s.ci95, s.min, s.max}) out += "," + num(v, 9);
    }
    std::string noisy;
    for (const auto& n : c.noisy) noisy += (noisy.empty() ? "" : ";") + n;
    out += "," + csvField(noisy) + "\n";
  }
  return out;
}

json SweepReport::toJson() const {
  json cs = json::array();
  for (const auto& c : cells) {
    json m = json::object();
    for (std::size_t i = 0; i < c.stats.size(); ++i) {
      if (!hasEnergy && sweepMetrics()[i].energy) continue;
      const Stats& s = c.stats[i];
      auto f = [](double v) { return std::isfinite(v) ? json(v) : json(nullptr); };
      m[sweepMetrics()[i].key] = {{"n", s.n}, {"mean", f(s.mean)}, {"std", f(s.std)}, {"ci95", f(s.ci95)},
                                  {"min", f(s.min)}, {"max", f(s.max)}};
    }
    cs.push_back({{"cell", c.cell}, {"key", c.key}, {"values", c.values}, {"n", c.completed}, {"planned", c.planned},
                  {"failed", c.failed}, {"failures", c.failures}, {"noisy", c.noisy}, {"metrics", m}});
  }
  return {{"uid", uid}, {"name", name}, {"axes", axes}, {"warmup_epochs", warmupEpochs}, {"cells", cs}};
}

}  // namespace nnlab

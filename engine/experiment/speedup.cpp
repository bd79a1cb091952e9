#include "experiment/speedup.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

using json = nlohmann::json;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double sem(const Stats& s) { return s.n >= 2 ? s.std / std::sqrt(static_cast<double>(s.n)) : kNaN; }

std::string num(double v, int digits = 4) {
  if (!std::isfinite(v)) return "-";
  char b[48];
  std::snprintf(b, sizeof b, "%.*g", digits, v);
  return b;
}

json finite(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

}  // namespace

const char* timePhaseName(TimePhase p) {
  switch (p) {
    case TimePhase::Train: return "train";
    case TimePhase::Validation: return "validation";
    case TimePhase::Test: return "test";
    case TimePhase::Setup: return "setup";
    case TimePhase::Total: return "total";
  }
  return "?";
}

const char* timePhaseTitle(TimePhase p) {
  switch (p) {
    case TimePhase::Train: return NNLAB_TEXT("nnlab::messages", "training (s/epoch)");
    case TimePhase::Validation: return NNLAB_TEXT("nnlab::messages", "validation (s/epoch)");
    case TimePhase::Test: return NNLAB_TEXT("nnlab::messages", "test (s)");
    case TimePhase::Setup: return NNLAB_TEXT("nnlab::messages", "data load + setup (s)");
    case TimePhase::Total: return NNLAB_TEXT("nnlab::messages", "whole run (s)");
  }
  return "?";
}

std::array<double, kTimePhases> phaseSeconds(const RunRecord& run, int warmupEpochs) {
  std::array<double, kTimePhases> s;
  s.fill(kNaN);
  const auto& ep = run.result.epochs;
  const int warm = std::clamp(warmupEpochs, 0, std::max(0, static_cast<int>(ep.size()) - 1));
  double train = 0.0, val = 0.0;
  int n = 0;
  for (std::size_t i = static_cast<std::size_t>(warm); i < ep.size(); ++i, ++n) {
    train += ep[i].trainSeconds;
    val += ep[i].valSeconds;
  }
  if (n > 0) {
    s[0] = train / n;
    if (run.dataset.splitSizes[1] > 0) s[1] = val / n;
  }
  if (run.result.test) s[2] = run.result.test->seconds;
  s[3] = run.dataSeconds + run.modelSeconds;
  s[4] = run.dataSeconds + run.modelSeconds + run.result.totalSeconds;
  return s;
}

int deviceCount(const ExperimentSpec& spec) { return static_cast<int>(spec.deviceList().size()); }

Ratio ratioOfMeans(const Stats& num, const Stats& den) {
  Ratio r;
  if (num.n == 0 || den.n == 0 || !(den.mean > 0.0)) {
    r.value = r.error = kNaN;
    return r;
  }
  r.value = num.mean / den.mean;
  const double a = sem(num) / num.mean, b = sem(den) / den.mean;
  r.error = std::isfinite(a) && std::isfinite(b) ? r.value * std::sqrt(a * a + b * b) : kNaN;
  return r;
}

double karpFlatt(double speedup, int p) {
  if (p < 2 || !(speedup > 0.0)) return kNaN;
  const double inv = 1.0 / p;
  return (1.0 / speedup - inv) / (1.0 - inv);
}

double amdahlSpeedup(double e, int p) {
  if (p < 1 || !std::isfinite(e)) return kNaN;
  return 1.0 / (e + (1.0 - e) / p);
}

SpeedupReport compareRuns(const RunGroup& baseline, const std::vector<RunGroup>& others, int warmupEpochs) {
  if (baseline.runs.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "the baseline '%1' has no completed run"),
      baseline.label));
  SpeedupReport rep;
  rep.warmupEpochs = warmupEpochs;
  auto rowOf = [&](const RunGroup& g) {
    SpeedupRow row;
    row.label = g.label;
    row.runs = static_cast<int>(g.runs.size());
    row.devices = g.runs.empty() ? 1 : deviceCount(g.runs.front().spec);
    for (int k = 0; k < kTimePhases; ++k) {
      std::vector<double> v;
      for (const RunRecord& r : g.runs) v.push_back(phaseSeconds(r, warmupEpochs)[static_cast<std::size_t>(k)]);
      row.seconds[static_cast<std::size_t>(k)] = describe(v);
    }
    return row;
  };
  rep.rows.push_back(rowOf(baseline));
  for (const RunGroup& g : others) rep.rows.push_back(rowOf(g));
  const SpeedupRow& base = rep.rows.front();
  std::vector<double> kfTrain, kfTotal;
  for (SpeedupRow& row : rep.rows) {
    for (int k = 0; k < kTimePhases; ++k) {
      const auto i = static_cast<std::size_t>(k);
      row.speedup[i] = ratioOfMeans(base.seconds[i], row.seconds[i]);
      row.efficiency[i] = row.speedup[i].value / row.devices;
      row.karpFlatt[i] = karpFlatt(row.speedup[i].value, row.devices);
    }
    if (row.devices > 1) {
      kfTrain.push_back(row.karpFlatt[0]);
      kfTotal.push_back(row.karpFlatt[4]);
    }
  }
  rep.serialTrain = describe(kfTrain).mean;
  rep.serialTotal = describe(kfTotal).mean;
  return rep;
}

std::string SpeedupReport::text() const {
  std::string out = "speedup against " + (rows.empty() ? std::string("?") : rows[0].label) +
                    " (time of the baseline / time of the run; means over each row's runs, ± one standard error; " +
                    std::to_string(warmupEpochs) + " warm-up epoch(s) left out of the per-epoch times)\n";
  char buf[256];
  std::snprintf(buf, sizeof buf, "%-28s %4s %4s", "", "runs", "dev");
  out += buf;
  for (int k = 0; k < kTimePhases; ++k) {
    std::snprintf(buf, sizeof buf, " %-19s", timePhaseName(static_cast<TimePhase>(k)));
    out += buf;
  }
  out += "\n";
  for (const SpeedupRow& r : rows) {
    std::snprintf(buf, sizeof buf, "%-28s %4d %4d", r.label.substr(0, 28).c_str(), r.runs, r.devices);
    out += buf;
    for (int k = 0; k < kTimePhases; ++k) {
      const Ratio& s = r.speedup[static_cast<std::size_t>(k)];
      const std::string cell = !std::isfinite(s.value) ? "-"
                               : std::isfinite(s.error) ? num(s.value, 3) + "x ± " + num(s.error, 2)
                                                        : num(s.value, 3) + "x";
      std::snprintf(buf, sizeof buf, " %-19s", cell.c_str());
      out += buf;
    }
    out += "\n";
  }
  out += "seconds:\n";
  for (const SpeedupRow& r : rows) {
    std::snprintf(buf, sizeof buf, "%-28s          ", r.label.substr(0, 28).c_str());
    out += buf;
    for (int k = 0; k < kTimePhases; ++k) {
      std::snprintf(buf, sizeof buf, " %-19s", num(r.seconds[static_cast<std::size_t>(k)].mean).c_str());
      out += buf;
    }
    out += "\n";
  }
  bool multi = false;
  for (const SpeedupRow& r : rows) multi |= r.devices > 1;
  if (multi) {
    out += "efficiency (speedup / devices) and Karp-Flatt serial fraction:\n";
    for (const SpeedupRow& r : rows)
      if (r.devices > 1)
        out += "  " + r.label + ": training " + num(100 * r.efficiency[0], 3) + " %, e = " + num(r.karpFlatt[0], 3) +
               "; whole run " + num(100 * r.efficiency[4], 3) + " %, e = " + num(r.karpFlatt[4], 3) + "\n";
    out += "Amdahl: serial fraction " + num(serialTrain, 3) + " (training), " + num(serialTotal, 3) +
           " (whole run); predicted whole-run speedup on 2/4/8 devices: " + num(amdahlSpeedup(serialTotal, 2), 3) + "x, " +
           num(amdahlSpeedup(serialTotal, 4), 3) + "x, " + num(amdahlSpeedup(serialTotal, 8), 3) + "x\n";
  }
  return out;
}

std::string SpeedupReport::csv() const {
  std::string out = "label,runs,devices";
  for (int k = 0; k < kTimePhases; ++k) {
    const std::string p = timePhaseName(static_cast<TimePhase>(k));
    out += "," + p + "_seconds_mean," + p + "_seconds_std," + p + "_speedup," + p + "_speedup_error," + p + "_efficiency," +
           p + "_karp_flatt";
  }
  out += "\n";
  for (const SpeedupRow& r : rows) {
    std::string label = r.label;
    if (label.find_first_of(",\"") != std::string::npos) {
      std::string q = "\"";
      for (char c : label) q += c == '"' ? std::string("\"\"") : std::string(1, c);
      label = q + "\"";
    }
    out += label + "," + std::to_string(r.runs) + "," + std::to_string(r.devices);
    for (int k = 0; k < kTimePhases; ++k) {
      const auto i = static_cast<std::size_t>(k);
      for (double v : {r.seconds[i].mean, r.seconds[i].std, r.speedup[i].value, r.speedup[i].error, r.efficiency[i],
                       r.karpFlatt[i]})
        out += "," + (std::isfinite(v) ? num(v, 9) : std::string());
    }
    out += "\n";
  }
  return out;
}

json SpeedupReport::toJson() const {
  json rs = json::array();
  for (const SpeedupRow& r : rows) {
    json phases = json::object();
    for (int k = 0; k < kTimePhases; ++k) {
      const auto i = static_cast<std::size_t>(k);
      phases[timePhaseName(static_cast<TimePhase>(k))] = {
          {"seconds_mean", finite(r.seconds[i].mean)}, {"seconds_std", finite(r.seconds[i].std)},
          {"speedup", finite(r.speedup[i].value)},     {"speedup_error", finite(r.speedup[i].error)},
          {"efficiency", finite(r.efficiency[i])},     {"karp_flatt", finite(r.karpFlatt[i])}};
    }
    rs.push_back({{"label", r.label}, {"runs", r.runs}, {"devices", r.devices}, {"phases", phases}});
  }
  return {{"warmup_epochs", warmupEpochs}, {"rows", rs}, {"serial_fraction_train", finite(serialTrain)},
          {"serial_fraction_total", finite(serialTotal)}};
}

}  // namespace nnlab

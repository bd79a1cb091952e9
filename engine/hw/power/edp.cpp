#include "hw/power/edp.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"

namespace nnlab {

namespace {

void checkInputs(double joules, double seconds) {
  if (!std::isfinite(joules) || joules < 0.0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "energy-delay product: the energy must be a finite number of joules >= 0, not %1"),
        realArg(formatDouble(joules))));
  if (!std::isfinite(seconds) || seconds < 0.0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "energy-delay product: the delay must be a finite number of seconds >= 0, not %1"),
        realArg(formatDouble(seconds))));
}

std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s.empty() ? "none" : s;
}

}  // namespace

double energyDelayProduct(double joules, double seconds) {
  checkInputs(joules, seconds);
  return joules * seconds;
}

double energyDelaySquaredProduct(double joules, double seconds) {
  checkInputs(joules, seconds);
  return joules * seconds * seconds;
}

double normalisedToBaseline(double value, double baseline) {
  if (!std::isfinite(baseline) || baseline <= 0.0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot normalise to a baseline of %1: the baseline run must have a measured energy and duration "
        "above 0"),
        realArg(formatDouble(baseline))));
  if (!std::isfinite(value) || value < 0.0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot normalise %1: it must be a finite number >= 0"),
        realArg(formatDouble(value))));
  return value / baseline;
}

EdpFigures EdpFigures::of(double joules, double seconds, std::vector<std::string> devices) {
  EdpFigures f;
  f.joules = joules;
  f.seconds = seconds;
  f.edp = energyDelayProduct(joules, seconds);
  f.ed2p = energyDelaySquaredProduct(joules, seconds);
  f.devices = std::move(devices);
  return f;
}

nlohmann::json EdpFigures::toJson() const {
  return {{"joules", joules}, {"seconds", seconds}, {"edp_js", edp}, {"ed2p_js2", ed2p}, {"devices", devices}};
}

EdpFigures EdpFigures::fromJson(const nlohmann::json& j) {
  JsonReader r(j, "energy-delay figures", ErrorKind::BadInput);
  const double joules = r.requiredNumber("joules", 0.0, 1e18);
  const double seconds = r.requiredNumber("seconds", 0.0, 1e12);
  auto devices = r.strings("devices");
  r.allow({"edp_js", "ed2p_js2"});  // derived: recomputed from joules and seconds
  r.finish();
  return of(joules, seconds, std::move(devices));
}

nlohmann::json EdpComparison::toJson() const {
  nlohmann::json j{{"energy_ratio", energyRatio}, {"delay_ratio", delayRatio}, {"edp_ratio", edpRatio},
                   {"ed2p_ratio", ed2pRatio}, {"same_devices", sameDevices}};
  if (!note.empty()) j["note"] = note;
  return j;
}

EdpComparison compareToBaseline(const EdpFigures& run, const EdpFigures& baseline) {
  EdpComparison c;
  c.energyRatio = normalisedToBaseline(run.joules, baseline.joules);
  c.delayRatio = normalisedToBaseline(run.seconds, baseline.seconds);
  c.edpRatio = normalisedToBaseline(run.edp, baseline.edp);
  c.ed2pRatio = normalisedToBaseline(run.ed2p, baseline.ed2p);
  auto a = run.devices, b = baseline.devices;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  c.sameDevices = a == b;
  if (!c.sameDevices)
    c.note = "the runs measured different devices (this run: " + joined(run.devices) + "; baseline: " +
             joined(baseline.devices) + "): the ratios compare different sums of joules";
  return c;
}

}  // namespace nnlab

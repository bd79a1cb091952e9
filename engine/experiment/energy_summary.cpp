#include "experiment/energy_summary.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

namespace {

std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

std::string padded(const std::string& v, std::size_t w) { return v.size() >= w ? v + " " : v + std::string(w - v.size(), ' '); }

std::string watts(double w) { return fmt("%.1f W", w); }

// A device's energy over an interval.
Message deviceMessage(const DeviceEnergy& d) {
  if (!d.measured) return msg(NNLAB_TEXT("nnlab::messages", "not available: %1"), plainMessage(d.reason));
  const auto j = d.joules();
  if (!j) return msg(NNLAB_TEXT("nnlab::messages", "not available: no energy reading in this interval"));
  Message s = msg("%1 (%2)", realArg(formatJoules(*j)), d.method());
  if (d.averageWatts) s = msg(NNLAB_TEXT("nnlab::messages", "%1, average %2"), s, realArg(watts(*d.averageWatts)));
  if (d.peakWatts) s = msg(NNLAB_TEXT("nnlab::messages", "%1, peak %2"), s, realArg(watts(*d.peakWatts)));
  if (d.joulesAboveIdle) s = msg(NNLAB_TEXT("nnlab::messages", "%1, %2 above idle"), s, realArg(formatJoules(*d.joulesAboveIdle)));
  // Both readings of one interval: the counter is what counts, the integral its cross-check
  // (over 10 samples or more: a shorter interval is mostly the interpolation at its ends).
  if (const auto diff = d.integratedVsCounter(); diff && d.powerSamples >= 10)
    s = msg(NNLAB_TEXT("nnlab::messages", "%1; integrated from %2 power samples %3 (%4 %)"), s, d.powerSamples, realArg(formatJoules(*d.integratedJoules)),
            realArg(fmt("%+.2f", 100.0 * *diff)));
  return s;
}

std::string deviceText(const DeviceEnergy& d) { return deviceMessage(d).text(); }

std::string runMissing(const RunRecord& rec) {
  return "run " + rec.id + " (" + rec.label + ") did not measure its energy: train it with `nnlab-cli train --energy` "
         "(or tick \"Measure energy\" in the app)";
}

nlohmann::json orNull(const std::optional<double>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); }

nlohmann::json intervalJson(const IntervalEnergy& e) {
  nlohmann::json j = e.toJson();
  j["total_joules"] = orNull(e.totalJoules());
  j["total_joules_above_idle"] = orNull(e.totalJoulesAboveIdle());
  j["joules_per_sample"] = orNull(e.joulesPerSample());
  j["average_watts"] = orNull(e.averageWatts());
  if (const auto f = e.edp()) j["edp"] = f->toJson();
  return j;
}

std::string intervalLine(const IntervalEnergy& e) {
  std::string s = padded(e.interval.label, 22) + fmt("%9.3f s  ", e.seconds());
  const auto j = e.totalJoules();
  s += j ? formatJoules(*j) : std::string("not available");
  if (const auto a = e.totalJoulesAboveIdle()) s += "  (" + formatJoules(*a) + " above idle)";
  if (const auto w = e.averageWatts()) s += "  " + watts(*w);
  if (const auto p = e.joulesPerSample()) s += "  " + fmt("%.4g J/sample", *p);
  return s;
}

}  // namespace

std::string formatJoules(double j) {
  if (std::fabs(j) < 0.05) j = 0.0;  // no "-0.0 J"
  const double a = std::fabs(j);
  if (a >= 1e6) return fmt("%.4g MJ", j / 1e6);
  if (a >= 1e4) return fmt("%.2f kJ", j / 1e3);
  return fmt("%.1f J", j);
}

const IntervalEnergy* runEnergy(const RunRecord& rec) { return rec.energy ? rec.energy->find("run") : nullptr; }

std::vector<std::pair<std::string, std::string>> energyDeviceLines(const IntervalEnergy& e) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& d : e.devices) out.emplace_back(d.name.empty() ? d.source : d.name, deviceText(d));
  return out;
}

std::vector<FactLine> energyFactLines(const RunRecord& rec) {
  std::vector<FactLine> out;
  const IntervalEnergy* run = runEnergy(rec);
  if (!run) return out;
  Message total = msg(NNLAB_TEXT("nnlab::messages", "not available (no device could be measured)"));
  if (const auto j = run->totalJoules()) {
    const MessageArg joules = realArg(formatJoules(*j)), seconds = realArg(formatSeconds(run->seconds()));
    const auto p = run->joulesPerSample();
    const auto f = run->edp();
    if (p && f)
      total = msg(NNLAB_TEXT("nnlab::messages", "%1 in %2, %3 J/sample, EDP %4 J·s, ED²P %5 J·s²"), joules, seconds, realArg(fmt("%.4g", *p)),
                  realArg(fmt("%.4g", f->edp)), realArg(fmt("%.4g", f->ed2p)));
    else if (p)
      total = msg(NNLAB_TEXT("nnlab::messages", "%1 in %2, %3 J/sample"), joules, seconds, realArg(fmt("%.4g", *p)));
    else if (f)
      total = msg(NNLAB_TEXT("nnlab::messages", "%1 in %2, EDP %3 J·s, ED²P %4 J·s²"), joules, seconds, realArg(fmt("%.4g", f->edp)),
                  realArg(fmt("%.4g", f->ed2p)));
    else
      // (rare: no samples and no time; a marked "%1 in %2" would match any stored text with " in ")
      total = plainMessage(formatJoules(*j) + " in " + formatSeconds(run->seconds()));
  }
  out.push_back({msg(NNLAB_TEXT("nnlab::messages", "energy")), total});
  if (rec.energy->idle)
    for (const auto& d : rec.energy->idle->devices)
      out.push_back({msg(NNLAB_TEXT("nnlab::messages", "idle %1"), d.source),
                     d.watts ? msg(NNLAB_TEXT("nnlab::messages", "%1 (over %2 s)"), realArg(watts(*d.watts)), realArg(fmt("%.3g", rec.energy->idle->seconds)))
                             : msg(NNLAB_TEXT("nnlab::messages", "not available: %1"), plainMessage(d.reason))});
  for (const auto& d : run->devices) out.push_back({plainMessage(d.name.empty() ? d.source : d.name), deviceMessage(d)});
  return out;
}

std::vector<std::pair<std::string, std::string>> energyLines(const RunRecord& rec) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const FactLine& l : energyFactLines(rec)) out.emplace_back(l.what.text(), l.text.text());
  return out;
}

nlohmann::json energyReportJson(const RunRecord& rec, const RunRecord* baseline) {
  if (!rec.energy) fail(ErrorKind::InvalidArgument, runMissing(rec));
  nlohmann::json j{{"run", rec.id}, {"label", rec.label}, {"hz", rec.energy->hz}};
  nlohmann::json src = nlohmann::json::array();
  for (const auto& s : rec.energy->sources) src.push_back(s.toJson());
  j["sources"] = src;
  j["idle"] = rec.energy->idle ? rec.energy->idle->toJson() : nlohmann::json(nullptr);
  nlohmann::json iv = nlohmann::json::array();
  for (const auto& i : rec.energy->intervals) iv.push_back(intervalJson(i));
  j["intervals"] = iv;
  j["sampler"] = rec.energy->stats.toJson();
  if (baseline) {
    if (!baseline->energy) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "--baseline: %1"),
        runMissing(*baseline)));
    const IntervalEnergy* a = runEnergy(rec);
    const IntervalEnergy* b = runEnergy(*baseline);
    const auto fa = a ? a->edp() : std::nullopt;
    const auto fb = b ? b->edp() : std::nullopt;
    if (!fa || !fb)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "the EDP cannot be compared: %1 has no measured energy for the whole run"),
          (!fa ? msg(NNLAB_TEXT("nnlab::messages", "this run")) : msg(NNLAB_TEXT("nnlab::messages", "the baseline run")))));
    j["baseline"] = {{"run", baseline->id}, {"label", baseline->label}, {"comparison", compareToBaseline(*fa, *fb).toJson()}};
  }
  return j;
}

std::string energyReportText(const RunRecord& rec, const RunRecord* baseline) {
  const nlohmann::json j = energyReportJson(rec, baseline);  // the checks
  std::string out = "run " + rec.id + " (" + rec.label + "), power sampled at " + formatDouble(rec.energy->hz, 4) + " Hz\n";
  const IntervalEnergy* run = runEnergy(rec);
  if (rec.energy->idle) {
    out += "\nidle baseline (" + formatSeconds(rec.energy->idle->seconds) + "):\n";
    for (const auto& d : rec.energy->idle->devices)
      out += "  " + padded(d.source, 18) + (d.watts ? watts(*d.watts) : "not available: " + d.reason) + "\n";
  }
  if (run) {
    out += "\nwhole run, per device:\n";
    for (const auto& [dev, text] : energyDeviceLines(*run)) out += "  " + padded(dev, 30) + text + "\n";
    if (const auto f = run->edp()) {
      out += "\ntotal " + formatJoules(f->joules) + " over " + formatSeconds(f->seconds);
      if (const auto p = run->joulesPerSample()) out += fmt(", %.4g J/sample", *p);
      out += fmt("\nEDP  %.6g J·s\n", f->edp) + fmt("ED²P %.6g J·s²\n", f->ed2p);
    } else {
      out += "\ntotal: not available (no device was measured)\n";
    }
  }
  out += "\nphases and epochs:\n";
  for (const auto& i : rec.energy->intervals)
    if (i.interval.label != "run") out += "  " + intervalLine(i) + "\n";
  if (baseline) {
    const auto& c = j["baseline"]["comparison"];
    out += "\nagainst " + baseline->id + " (" + baseline->label + "):\n";
    out += fmt("  energy x%.4g", c.value("energy_ratio", 0.0)) + fmt(", time x%.4g", c.value("delay_ratio", 0.0)) +
           fmt(", EDP x%.4g", c.value("edp_ratio", 0.0)) + fmt(", ED²P x%.4g\n", c.value("ed2p_ratio", 0.0));
    if (c.contains("note") && c["note"].is_string() && !c["note"].get<std::string>().empty())
      out += "  note: " + c["note"].get<std::string>() + "\n";
  }
  return out;
}

std::vector<GroupEnergy> compareEnergy(const RunGroup& baseline, const std::vector<RunGroup>& others) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  struct Means {
    GroupEnergy g;
    std::optional<EdpFigures> figures;  // of the means, for the ratios
  };
  auto means = [&](const RunGroup& group) {
    Means m;
    m.g.label = group.label;
    double j = 0.0, s = 0.0, edp = 0.0;
    std::vector<std::string> devices;
    for (const RunRecord& r : group.runs) {
      const IntervalEnergy* e = runEnergy(r);
      const auto f = e ? e->edp() : std::nullopt;
      if (!f) continue;
      j += f->joules, s += f->seconds, edp += f->edp;
      devices = f->devices;
      ++m.g.runs;
    }
    m.g.joules = m.g.seconds = m.g.edp = m.g.energyRatio = m.g.edpRatio = m.g.ed2pRatio = nan;
    if (m.g.runs > 0) {
      const double n = m.g.runs;
      m.g.joules = j / n, m.g.seconds = s / n, m.g.edp = edp / n;
      m.figures = EdpFigures::of(m.g.joules, m.g.seconds, devices);
    }
    return m;
  };
  std::vector<Means> all{means(baseline)};
  for (const auto& g : others) all.push_back(means(g));
  bool any = false;
  for (const auto& m : all) any = any || m.g.runs > 0;
  if (!any) return {};
  std::vector<GroupEnergy> out;
  for (auto& m : all) {
    if (m.figures && all[0].figures && all[0].figures->joules > 0 && all[0].figures->seconds > 0) {
      const EdpComparison c = compareToBaseline(*m.figures, *all[0].figures);
      m.g.energyRatio = c.energyRatio, m.g.edpRatio = c.edpRatio, m.g.ed2pRatio = c.ed2pRatio;
      m.g.note = c.note;
    }
    out.push_back(m.g);
  }
  return out;
}

}  // namespace nnlab

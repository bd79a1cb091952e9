// nnlab-cli energy probe | sample: which power sources this machine has (and why not), and a
// timed sampling that prints each device's power and energy — on the GPU machine, the check that
// NVML's energy counter and the integrated power samples agree.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <thread>

#include "cli/cli_commands.h"
#include "cli/cli_common.h"
#include "core/error.h"
#include "core/format.h"
#include "cli/cli_run_output.h"
#include "experiment/energy_summary.h"
#include "hw/power/power_discovery.h"
#include "hw/power/power_sampler.h"

namespace nnlab::cli {

namespace {

struct Where {
  std::string powercapRoot = "/sys/class/powercap";
  std::string nvmlLibrary = "libnvidia-ml.so.1";
};

void addWhere(CLI::App* c, Where& w) {
  c->add_option("--powercap-root", w.powercapRoot, "the RAPL powercap tree [/sys/class/powercap]");
  c->add_option("--nvml-library", w.nvmlLibrary, "the NVML library to load [libnvidia-ml.so.1]");
}

PowerSources discover(const Where& w) {
  PowerDiscoveryOptions o = PowerDiscoveryOptions::forThisMachine();
  o.powercapRoot = w.powercapRoot;
  o.nvml.library = w.nvmlLibrary;
  return discoverPowerSources(o);
}

// Multi-line reasons (the udev rule) continue indented under their source.
std::string indented(const std::string& text, int width) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n') out += std::string(static_cast<std::size_t>(width), ' ');
  }
  return out;
}

std::string watts(const std::optional<double>& w) { return w ? formatDouble(*w, 4) + " W" : "-"; }
std::string joules(double j) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.1f J", j);
  return buf;
}

std::string csvValue(double v) { return std::isfinite(v) ? formatDouble(v, 10) : std::string(); }  // empty, never 0

std::string samplesCsv(const PowerTrace& t) {
  std::ostringstream out;
  out << "source,t_s,watts,counter_j,sm_mhz,mem_mhz,gpu_util_pct,mem_util_pct,temp_c,read_error\n";
  for (std::size_t i = 0; i < t.sources.size(); ++i)
    for (const auto& s : t.samples[i])
      out << t.sources[i].id << ',' << csvValue(s.t) << ',' << csvValue(s.watts) << ',' << csvValue(s.joules) << ','
          << csvValue(s.smClockMHz) << ',' << csvValue(s.memClockMHz) << ',' << csvValue(s.gpuUtilPercent) << ','
          << csvValue(s.memUtilPercent) << ',' << csvValue(s.temperatureC) << ',' << (s.readError ? 1 : 0) << '\n';
  return out.str();
}

void printDevice(const DeviceEnergy& d) {
  if (!d.measured) {
    std::printf("  %-16s not measured: %s\n", d.source.c_str(), indented(d.reason, 19).c_str());
    return;
  }
  std::string line = d.name + ": average " + watts(d.averageWatts) + ", peak " + watts(d.peakWatts) + "; ";
  if (d.counterJoules) line += joules(*d.counterJoules) + " from the energy counter";
  if (d.integratedJoules) {
    line += std::string(d.counterJoules ? ", " : "") + joules(*d.integratedJoules) + " integrated from " +
            std::to_string(d.powerSamples) + " power samples";
    if (const auto diff = d.integratedVsCounter()) {
      char buf[48];
      std::snprintf(buf, sizeof buf, " (%+.2f %% against the counter)", 100.0 * *diff);
      line += buf;
    }
  }
  if (d.readErrors) line += "; " + std::to_string(d.readErrors) + " failed reads";
  std::printf("  %-16s %s\n", d.source.c_str(), line.c_str());
}

int probe(const Where& w, bool json) {
  const PowerSources sources = discover(w);
  if (json) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& s : sources) out.push_back(s->info().toJson());
    std::printf("%s\n", out.dump(2).c_str());
    return kOk;
  }
  for (const auto& s : sources) {
    const PowerSourceInfo& i = s->info();
    if (i.available)
      std::printf("%-16s %s [%s]: %s\n", i.id.c_str(), i.name.c_str(), i.interface.c_str(), i.measures.c_str());
    else
      std::printf("%-16s not available: %s\n", i.id.c_str(), indented(i.reason, 17).c_str());
  }
  return kOk;
}

int sample(const Where& w, double seconds, double hz, const std::string& csv, bool json) {
  if (!std::isfinite(seconds) || seconds <= 0.0 || seconds > 24 * 3600.0)
    fail(ErrorKind::InvalidArgument, "--seconds must be above 0 and at most 86400, not " + formatDouble(seconds));
  if (!csv.empty()) checkWritable(csv, "the CSV file");  // before sampling, not after
  PowerSampler sampler(discover(w), hz);
  if (!sampler.anyAvailable()) {
    std::string why;
    for (const auto& i : sampler.sources()) why += "\n  " + i.id + ": " + indented(i.reason, 4);
    fail(ErrorKind::Unsupported, "no power source can be read on this machine:" + why);
  }
  if (!json)
    std::fprintf(stderr, "sampling %zu power sources at %s Hz for %s s (Ctrl+C stops early)...\n", sampler.sources().size(),
                 formatDouble(hz).c_str(), formatDouble(seconds).c_str());
  sampler.start();
  const auto from = PowerSampler::Clock::now();
  const int id = sampler.begin("sample");
  const auto until = from + std::chrono::duration_cast<PowerSampler::Clock::duration>(std::chrono::duration<double>(seconds));
  while (PowerSampler::Clock::now() < until && !gStop.load())
    std::this_thread::sleep_for(std::min<PowerSampler::Clock::duration>(until - PowerSampler::Clock::now(),
                                                                         std::chrono::milliseconds(50)));
  sampler.end(id);
  sampler.stop();
  const IntervalEnergy e = sampler.energy(id);
  const SamplerStats st = sampler.stats();
  if (!csv.empty()) writeTextFileAtomic(csv, samplesCsv(sampler.trace()));
  if (json) {
    std::printf("%s\n", sampler.report().toJson().dump(2).c_str());
    return gStop.load() ? kCancelled : kOk;
  }
  std::printf("%s over %s%s:\n", e.interval.label.c_str(), formatSeconds(e.seconds()).c_str(),
              gStop.load() ? " (stopped early)" : "");
  for (const auto& d : e.devices) printDevice(d);
  if (const auto total = e.totalJoules())
    std::printf("  total            %s, average %s over the measured devices\n", joules(*total).c_str(),
                watts(e.averageWatts()).c_str());
  long long errors = 0;
  for (auto n : st.readErrors) errors += n;
  std::printf("sampler: %lld rounds, %.3f ms each on average (max %.3f ms); its thread used %.3f s of CPU in %.2f s "
              "(%.3f %% of one core); %lld failed reads\n",
              st.rounds, st.meanRoundSeconds * 1e3, st.maxRoundSeconds * 1e3, st.threadCpuSeconds, st.wallSeconds,
              st.wallSeconds > 0 ? 100.0 * st.threadCpuSeconds / st.wallSeconds : 0.0, errors);
  for (std::size_t i = 0; i < st.lastError.size(); ++i)
    if (!st.lastError[i].empty()) std::printf("  last error of %s: %s\n", sampler.sources()[i].id.c_str(), st.lastError[i].c_str());
  if (!csv.empty()) std::printf("samples written to %s\n", csv.c_str());
  return gStop.load() ? kCancelled : kOk;
}

}  // namespace

Command addEnergy(CLI::App& app) {
  CLI::App* c = app.add_subcommand("energy", "A stored run's energy (energy RUN), or this machine's power sources (probe) "
                                             "and a timed sampling (sample)");
  c->require_subcommand(0, 1);
  c->fallthrough();
  auto run = std::make_shared<std::string>();
  auto baseline = std::make_shared<std::string>();
  auto runJson = std::make_shared<bool>(false);
  auto history = std::make_shared<HistoryOptions>();
  c->add_option("run", *run, "a run of the history: its id (the number `history list` shows), uid or a unique prefix");
  c->add_option("--baseline", *baseline, "energy RUN: normalise the EDP and ED²P to this run");
  c->add_flag("--json", *runJson, "machine-readable output");
  history->add(c, false);

  auto where = std::make_shared<Where>();
  auto json = std::make_shared<bool>(false);
  CLI::App* cp = c->add_subcommand("probe", "List the power sources (NVML GPUs, RAPL CPU packages and DRAM) and why one is not available");
  cp->add_flag("--json", *json, "machine-readable output");
  addWhere(cp, *where);

  auto seconds = std::make_shared<double>(10.0);
  auto hz = std::make_shared<double>(PowerSampler::kDefaultHz);
  auto csv = std::make_shared<std::string>();
  CLI::App* cs = c->add_subcommand("sample", "Sample every power source for some seconds; print power and energy per device");
  cs->add_option("--seconds", *seconds, "how long [10]");
  cs->add_option("--hz", *hz, "samples per second, 0.1 to 100 [10]");
  cs->add_option("--csv", *csv, "write every sample to this CSV file");
  cs->add_flag("--json", *json, "print the energy report as JSON");
  addWhere(cs, *where);

  return [=]() -> int {
    if (!cp->parsed() && !cs->parsed()) {
      if (run->empty())
        fail(ErrorKind::InvalidArgument, "energy wants a run (`nnlab-cli energy RUN`), `probe` or `sample`");
      std::unique_ptr<HistoryStore> h = history->open(false);
      const RunRecord rec = h->load(h->resolve(*run));
      std::optional<RunRecord> base;
      if (!baseline->empty()) base = h->load(h->resolve(*baseline));
      const RunRecord* b = base ? &*base : nullptr;
      if (*runJson) std::printf("%s\n", energyReportJson(rec, b).dump(2).c_str());
      else std::printf("%s", energyReportText(rec, b).c_str());
      return kOk;
    }
    if (!run->empty()) fail(ErrorKind::InvalidArgument, "energy probe and energy sample take no run");
    if (cp->parsed()) return probe(*where, *json || *runJson);
    return sample(*where, *seconds, *hz, *csv, *json || *runJson);
  };
}

}  // namespace nnlab::cli

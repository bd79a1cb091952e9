#include "hw/device_table.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>

namespace nnlab {

namespace {

template <class T> std::string num(const std::optional<T>& v, int decimals = 0) {
  if (!v) return "-";
  char b[48];
  std::snprintf(b, sizeof b, "%.*f", decimals, static_cast<double>(*v));
  return b;
}
std::string tflops(double v) {
  char b[48];
  std::snprintf(b, sizeof b, "%.*f", v < 10 ? 3 : 1, v);
  return b;
}
std::string orDash(const std::string& s) { return s.empty() ? "-" : s; }

}  // namespace

std::string precisionLabel(const std::string& precision) {
  std::string s = precision;
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::vector<DeviceTableRow> deviceTable(const std::vector<DeviceFigures>& devices) {
  std::vector<DeviceTableRow> rows;
  auto row = [&](const std::string& label, auto get) {
    DeviceTableRow r{label, {}};
    for (const DeviceFigures& d : devices) r.cells.push_back(get(d));
    rows.push_back(std::move(r));
  };
  row("kind", [](const DeviceFigures& d) { return d.kind == "gpu" ? std::string("GPU") : std::string("CPU"); });
  row("vendor", [](const DeviceFigures& d) { return d.spec ? orDash(d.spec->vendor) : std::string("-"); });
  row("architecture", [](const DeviceFigures& d) { return d.spec ? orDash(d.spec->architecture) : std::string("-"); });
  row("year", [](const DeviceFigures& d) { return d.spec ? num(d.spec->year) : std::string("-"); });
  row("SMs / cores", [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    if (d.spec->gpu) return num(d.spec->gpu->sms) + " SMs";
    return d.spec->cpu ? num(d.spec->cpu->cores) + " cores" : std::string("-");
  });
  row("FP32 lanes", [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    if (d.spec->gpu) return num(d.spec->gpu->cudaCores);
    const auto& c = d.spec->cpu;
    return c && c->cores && c->fp32Lanes && c->fmaUnits ? std::to_string(*c->cores * *c->fp32Lanes * *c->fmaUnits) : "-";
  });
  row("tensor cores", [](const DeviceFigures& d) { return d.spec && d.spec->gpu ? num(d.spec->gpu->tensorCores) : std::string("-"); });
  row("base clock (MHz)", [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    return num(d.spec->gpu ? d.spec->gpu->baseClockMHz : d.spec->cpu ? d.spec->cpu->baseClockMHz : std::nullopt);
  });
  row("boost clock (MHz)", [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    return num(d.spec->gpu ? d.spec->gpu->boostClockMHz : d.spec->cpu ? d.spec->cpu->boostClockMHz : std::nullopt);
  });
  row("memory", [](const DeviceFigures& d) -> std::string {
    if (!d.spec || !d.spec->memory.sizeGB) return "-";
    return num(d.spec->memory.sizeGB) + " GB" + (d.spec->memory.type.empty() ? "" : " " + d.spec->memory.type);
  });
  row("memory bandwidth (GB/s)", [](const DeviceFigures& d) {
    std::string s = num(d.bandwidthGBs, 1);
    if (d.measuredBandwidthGBs) s += " (measured " + num(d.measuredBandwidthGBs, 1) + ")";
    return s;
  });
  for (const std::string& p : PeakTflops::names()) {
    row(precisionLabel(p) + " TFLOPS", [&](const DeviceFigures& d) {
      const auto it = d.peakTflops.find(p);
      std::string s = it == d.peakTflops.end() ? std::string("-") : tflops(it->second);
      if (d.spec && it != d.peakTflops.end() &&
          std::find(d.spec->halvedFromSparse.begin(), d.spec->halvedFromSparse.end(), p) != d.spec->halvedFromSparse.end())
        s += "*";
      if (const auto m = d.measuredTflops.find(p); m != d.measuredTflops.end()) s += " (measured " + tflops(m->second) + ")";
      return s;
    });
  }
  row("peak from", [](const DeviceFigures& d) { return orDash(d.peakSource); });
  row("TDP (W)", [](const DeviceFigures& d) { return d.spec ? num(d.spec->tdpW) : std::string("-"); });
  row("interconnect", [](const DeviceFigures& d) { return d.spec ? orDash(d.spec->interconnect) : std::string("-"); });
  row("launch price (USD)", [](const DeviceFigures& d) { return d.spec ? num(d.spec->launchPriceUsd) : std::string("-"); });
  row("sources", [](const DeviceFigures& d) { return d.spec ? std::to_string(d.spec->sources.size()) : std::string("-"); });
  return rows;
}

}  // namespace nnlab

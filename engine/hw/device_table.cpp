#include "hw/device_table.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>

#include "core/text.h"

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
// A measured figure beside the theory: "(measured X)", or "(quick run X)" from a --quick benchmark
// (a first look, not a measurement to quote).
std::string measuredNote(const DeviceFigures& d, const std::string& figure) {
  return std::string(d.measuredQuick ? " (quick run " : " (measured ").append(figure).append(")");
}

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
  row(NNLAB_TEXT("nnlab::devices", "kind"), [](const DeviceFigures& d) { return d.kind == "gpu" ? std::string("GPU") : std::string("CPU"); });
  row(NNLAB_TEXT("nnlab::devices", "vendor"), [](const DeviceFigures& d) { return d.spec ? orDash(d.spec->vendor) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "architecture"), [](const DeviceFigures& d) { return d.spec ? orDash(d.spec->architecture) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "year"), [](const DeviceFigures& d) { return d.spec ? num(d.spec->year) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "SMs / cores"), [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    if (d.spec->gpu) return num(d.spec->gpu->sms) + " SMs";
    if (!d.spec->cpu) return "-";
    std::string s = num(d.spec->cpu->cores).append(" cores");
    if (!d.spec->cpu->coreTypes.empty()) s.append(" (").append(d.spec->cpu->coreTypes).append(")");
    return s;
  });
  row(NNLAB_TEXT("nnlab::devices", "FP32 lanes"), [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    if (d.spec->gpu) return num(d.spec->gpu->cudaCores);
    const auto& c = d.spec->cpu;
    return c && c->cores && c->fp32Lanes && c->fmaUnits ? std::to_string(*c->cores * *c->fp32Lanes * *c->fmaUnits) : "-";
  });
  row(NNLAB_TEXT("nnlab::devices", "tensor cores"), [](const DeviceFigures& d) { return d.spec && d.spec->gpu ? num(d.spec->gpu->tensorCores) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "base clock (MHz)"), [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    return num(d.spec->gpu ? d.spec->gpu->baseClockMHz : d.spec->cpu ? d.spec->cpu->baseClockMHz : std::nullopt);
  });
  row(NNLAB_TEXT("nnlab::devices", "boost clock (MHz)"), [](const DeviceFigures& d) -> std::string {
    if (!d.spec) return "-";
    return num(d.spec->gpu ? d.spec->gpu->boostClockMHz : d.spec->cpu ? d.spec->cpu->boostClockMHz : std::nullopt);
  });
  row(NNLAB_TEXT("nnlab::devices", "memory"), [](const DeviceFigures& d) -> std::string {
    if (!d.spec || !d.spec->memory.sizeGB) return "-";
    return num(d.spec->memory.sizeGB) + " GB" + (d.spec->memory.type.empty() ? "" : " " + d.spec->memory.type);
  });
  row(NNLAB_TEXT("nnlab::devices", "memory bandwidth (GB/s)"), [](const DeviceFigures& d) {
    std::string s = num(d.bandwidthGBs, 1);
    if (d.measuredBandwidthGBs) s += measuredNote(d, num(d.measuredBandwidthGBs, 1));
    return s;
  });
  for (const std::string& p : PeakTflops::names()) {
    row(precisionLabel(p) + " TFLOPS", [&](const DeviceFigures& d) {
      const auto it = d.peakTflops.find(p);
      std::string s = it == d.peakTflops.end() ? std::string("-") : tflops(it->second);
      if (d.spec && it != d.peakTflops.end() &&
          std::find(d.spec->halvedFromSparse.begin(), d.spec->halvedFromSparse.end(), p) != d.spec->halvedFromSparse.end())
        s += "*";
      if (const auto m = d.measuredTflops.find(p); m != d.measuredTflops.end()) s += measuredNote(d, tflops(m->second));
      return s;
    });
  }
  row(NNLAB_TEXT("nnlab::devices", "peak from"), [](const DeviceFigures& d) { return orDash(d.peakSource); });
  row(NNLAB_TEXT("nnlab::devices", "TDP (W)"), [](const DeviceFigures& d) { return d.spec ? num(d.spec->tdpW) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "interconnect"), [](const DeviceFigures& d) { return d.spec ? orDash(d.spec->interconnect) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "launch price (USD)"), [](const DeviceFigures& d) { return d.spec ? num(d.spec->launchPriceUsd) : std::string("-"); });
  row(NNLAB_TEXT("nnlab::devices", "sources"), [](const DeviceFigures& d) { return d.spec ? std::to_string(d.spec->sources.size()) : std::string("-"); });
  return rows;
}

}  // namespace nnlab

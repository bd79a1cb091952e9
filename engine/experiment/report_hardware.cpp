// The hardware report: spec-database entries side by side, as the Hardware page compares them.
#include <set>

#include "core/error.h"
#include "experiment/report_parts.h"
#include "hw/device_table.h"
#include "hw/hardware_db.h"

namespace nnlab {

ReportDocument hardwareReportDocument(const std::vector<std::string>& names) {
  if (names.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "a hardware report needs at least one database entry (see `nnlab-cli hw list`)")));
  const HardwareDatabase& db = hardwareDatabase();
  std::vector<DeviceFigures> devices;
  std::set<std::string> seen;
  for (const std::string& n : names) {
    const HardwareSpec& spec = db.lookup(n);  // Error(InvalidArgument) naming an unknown entry
    if (!seen.insert(spec.id).second) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "hardware entry %1 is selected twice"),
        spec.id));
    devices.push_back(figuresFromSpec(spec));
  }
  std::vector<std::string> titles;
  for (const DeviceFigures& d : devices) titles.push_back(d.title);

  ReportDocument doc;
  doc.title = report::listTitle(NNLAB_TEXT("nnlab::messages", "Hardware comparison: %1"), NNLAB_TEXT("nnlab::messages", "Hardware comparison: %1 and %2"),
                               NNLAB_TEXT("nnlab::messages", "Hardware comparison: %1 and %2 more"), titles, 4).text();
  doc.subtitle = msg(NNLAB_TEXT("nnlab::messages",
      "%1 device(s) of the spec database; datasheet figures, not measurements"),
      std::to_string(devices.size())).text();

  ReportSection specs;
  specs.heading = NNLAB_TEXT("nnlab::messages", "Specifications");
  specs.paragraphs.push_back(NNLAB_TEXT("nnlab::messages", "Peaks are dense theoretical TFLOPS as the datasheets give them (a * marks a figure quoted with sparsity and halved "
      "here); a CPU's peak is computed from its cores, lanes, FMA units and clock when its datasheet gives none."));
  ReportTable table;
  table.id = "hardware-specs";
  table.title = NNLAB_TEXT("nnlab::messages", "The devices side by side");
  table.columns.push_back("");
  table.numeric.push_back(false);
  for (const std::string& t : titles) {
    table.columns.push_back(t);
    table.numeric.push_back(true);
  }
  for (const DeviceTableRow& r : deviceTable(devices)) {
    std::vector<std::string> row{r.label};
    row.insert(row.end(), r.cells.begin(), r.cells.end());
    table.rows.push_back(std::move(row));
  }
  specs.tables.push_back(std::move(table));

  ReportChart peaks;
  peaks.id = "hardware-peaks";
  peaks.title = NNLAB_TEXT("nnlab::messages", "Peak arithmetic per precision");
  peaks.kind = ReportChart::Kind::Bars;
  peaks.xLabel = NNLAB_TEXT("nnlab::messages", "precision");
  peaks.yLabel = NNLAB_TEXT("nnlab::messages", "peak (TFLOPS)");
  peaks.logY = true;  // CPUs and tensor cores are orders of magnitude apart
  peaks.note = NNLAB_TEXT("nnlab::messages",
      "Datasheet peaks (log scale); a missing bar: the datasheet gives none for that precision.");
  for (const std::string& p : PeakTflops::names()) peaks.categories.push_back(precisionLabel(p));
  for (const DeviceFigures& d : devices) {
    ReportSeries s;
    s.label = d.title;
    for (std::size_t i = 0; i < PeakTflops::names().size(); ++i) {
      const auto it = d.peakTflops.find(PeakTflops::names()[i]);
      if (it == d.peakTflops.end()) continue;  // no bar where the datasheet gives no figure
      s.x.push_back(static_cast<double>(i));
      s.y.push_back(it->second);
    }
    peaks.series.push_back(std::move(s));
  }
  specs.charts.push_back(std::move(peaks));

  ReportChart bandwidth;
  bandwidth.id = "hardware-bandwidth";
  bandwidth.title = NNLAB_TEXT("nnlab::messages", "Memory bandwidth");
  bandwidth.kind = ReportChart::Kind::Bars;
  bandwidth.xLabel = NNLAB_TEXT("nnlab::messages", "device");
  bandwidth.yLabel = NNLAB_TEXT("nnlab::messages", "bandwidth (GB/s)");
  bandwidth.categories = titles;
  ReportSeries bw;
  bw.label = NNLAB_TEXT("nnlab::messages", "datasheet");
  for (std::size_t i = 0; i < devices.size(); ++i) {
    if (!devices[i].bandwidthGBs) continue;
    bw.x.push_back(static_cast<double>(i));
    bw.y.push_back(*devices[i].bandwidthGBs);
  }
  bandwidth.series.push_back(std::move(bw));
  specs.charts.push_back(std::move(bandwidth));

  // The roofline's ridge point: the arithmetic intensity above which a kernel can reach the peak.
  ReportTable ridge;
  ridge.id = "hardware-ridge";
  ridge.title = NNLAB_TEXT("nnlab::messages",
      "Ridge points: FLOPs per byte a kernel needs to reach the FP32 and FP16 peaks");
  ridge.columns = {
      NNLAB_TEXT("nnlab::messages", "device"),
      NNLAB_TEXT("nnlab::messages", "FP32 ridge (FLOP/byte)"),
      NNLAB_TEXT("nnlab::messages", "FP16 ridge (FLOP/byte)")};
  ridge.numeric = {false, true, true};
  ridge.note = NNLAB_TEXT("nnlab::messages",
      "peak / memory bandwidth; a layer below its ridge point is limited by memory, above it by "
      "arithmetic");
  for (const DeviceFigures& d : devices) {
    auto at = [&](const char* p) -> std::string {
      const auto it = d.peakTflops.find(p);
      if (it == d.peakTflops.end() || !d.bandwidthGBs || *d.bandwidthGBs <= 0) return "-";
      return reportNumber(it->second * 1e12 / (*d.bandwidthGBs * 1e9), 3);
    };
    ridge.rows.push_back({d.title, at("fp32"), at("fp16")});
  }
  specs.tables.push_back(std::move(ridge));
  doc.sections.push_back(std::move(specs));

  ReportSection method;
  method.heading = NNLAB_TEXT("nnlab::messages", "Method");
  method.paragraphs.push_back(NNLAB_TEXT("nnlab::messages", "Every figure is read from nnlab's hardware spec database (resources/hardware/hardware.json), "
                              "whose entries each name their sources; nothing here was measured. `nnlab-cli hw compare` "
                              "prints the same table; `nnlab-cli hw bench` measures this machine's rates."));
  for (const DeviceFigures& d : devices) {
    std::string line = d.title + " (" + d.spec->id + "): ";
    for (std::size_t i = 0; i < d.spec->sources.size(); ++i) line += (i ? ", " : "") + d.spec->sources[i];
    if (!d.spec->derived.empty()) {
      line += ". Computed here: ";
      for (std::size_t i = 0; i < d.spec->derived.size(); ++i) line += (i ? "; " : "") + d.spec->derived[i];
    }
    method.paragraphs.push_back(line);
  }
  doc.sections.push_back(std::move(method));
  return doc;
}

}  // namespace nnlab

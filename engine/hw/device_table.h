#pragma once
// Devices side by side (the rows `nnlab-cli hw compare` prints and a hardware report's table
// holds): kind, vendor, architecture, units, clocks, memory, bandwidth, the peak TFLOPS of each
// precision (datasheet or computed; a measured figure beside it), TDP, interconnect, price and the
// number of sources. One function, so the CLI and the report show the same figures.
#include <string>
#include <vector>

#include "hw/device_figures.h"

namespace nnlab {

// The labels are marked for the app's translations (NNLAB_TEXT, context "nnlab::devices"), the
// precisions' "FP16 TFLOPS" excepted; the Hardware page shows these rows and cells as they are,
// with what it detected on this machine on top.
struct DeviceTableRow {
  std::string label;               // with its unit: "memory bandwidth (GB/s)"
  std::vector<std::string> cells;  // one per device, "-" where unknown
};

std::vector<DeviceTableRow> deviceTable(const std::vector<DeviceFigures>& devices);
// A precision as the table and charts name it: "fp16" -> "FP16".
std::string precisionLabel(const std::string& precision);

}  // namespace nnlab

#pragma once
// The numbers the Hardware page shows for one device, whatever it is: a database entry, this
// machine's CPU or a GPU as detected, or a device a benchmark result measured (maybe on another
// machine). Theoretical peaks come from the datasheet (database) or the CPU formula; measured ones
// from a HwBenchResult: CPU sgemm/dgemm on all cores, cuBLAS GEMMs, triads, pinned host-to-device
// copies.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "hw/bench_result.h"
#include "hw/hardware_db.h"
#include "hw/roofline.h"

namespace nnlab {

struct DeviceFigures {
  std::string key;    // "db:nvidia-h100-sxm", "this:cpu", "this:cuda0", "bench:HOST:cpu", "bench:HOST:cuda0"
  std::string title;  // "H100 SXM", "this machine: AMD EPYC (CPU)"
  std::string kind;   // "cpu" or "gpu"
  const HardwareSpec* spec = nullptr;  // the database entry, when there is one
  std::map<std::string, double> peakTflops;      // theoretical, per precision ("fp32", ...)
  std::map<std::string, double> measuredTflops;  // measured, per precision
  std::optional<double> bandwidthGBs, measuredBandwidthGBs, measuredHostToDeviceGBs;
  bool measuredQuick = false;  // the measured figures come from a --quick run
  std::string peakSource;                        // "datasheet (id)" or the CPU derivation
  std::vector<std::pair<std::string, std::string>> detected;  // extra table rows for detected devices
};

DeviceFigures figuresFromSpec(const HardwareSpec& spec);
// This machine's CPU (computed peak) and GPUs (datasheet peaks of their database entries).
std::vector<DeviceFigures> figuresOfThisMachine(const HardwareDatabase* db);
// The devices a benchmark measured, keyed "bench:HOST:cpu", "bench:HOST:cudaN" (or "this:..." when
// `asThisMachine`, to merge a run of this machine into its detected columns).
std::vector<DeviceFigures> figuresFromBench(const HwBenchResult& bench, const HardwareDatabase* db, bool asThisMachine);

// Adds a benchmark's devices to `devices`: a device already there (same key: this machine's, when
// `asThisMachine`) takes the measured figures, another is appended.
void mergeBench(std::vector<DeviceFigures>& devices, const HwBenchResult& bench, const HardwareDatabase* db, bool asThisMachine);

// The FP32 roof of a device: its theoretical peak (datasheet or computed) and memory bandwidth
// (datasheet), each replaced by the measured figure where the theory is unknown (a CPU the
// database does not know has no bandwidth until its triad is measured). `missing` says what is
// still unknown ("" when the roof is whole); `measured` whether a measured figure was used.
struct DeviceRoof {
  Roofline roof;
  bool peakMeasured = false, bandwidthMeasured = false;
  std::string missing;
  bool known() const { return missing.empty(); }
};
DeviceRoof deviceRoof(const DeviceFigures& device);

// This machine's host name (benchmark results from it merge with its detected devices).
std::string thisHostName();

}  // namespace nnlab

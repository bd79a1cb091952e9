#pragma once
// PowerSource: one device or domain whose power or energy nnlab can read — a GPU through NVML,
// a CPU package or its DRAM through RAPL. A source that cannot be read says why and how to make
// it readable; its values are never zeros standing in for "unknown".
#include <chrono>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nnlab {

enum class PowerDeviceKind { Gpu, CpuPackage, Dram };
const char* powerDeviceKindName(PowerDeviceKind kind);  // "gpu", "cpu-package", "dram"

struct PowerSourceInfo {
  std::string id;         // stable key for records and charts: "gpu:0", "rapl:package-0", "rapl:dram-0"
  std::string name;       // for people: "GPU 0 (NVIDIA H100 80GB HBM3)", "CPU package 0", "DRAM (package 0)"
  PowerDeviceKind kind = PowerDeviceKind::Gpu;
  std::string interface;  // "NVML" or "RAPL (powercap)"
  std::string measures;   // what its numbers are, in words
  bool available = false;
  std::string reason;     // when not available: why, and what to do about it
  bool hasPower = false;          // it reports power itself (NVML)
  bool hasCounter = false;        // it has a cumulative hardware energy counter
  bool powerFromCounter = false;  // its watts are counter differences (RAPL): integrating them checks nothing
  int gpuIndex = -1;              // GPUs: CUDA's device index (NVML's when CUDA does not know the GPU)
  std::string uuid;               // GPUs: "GPU-xxxxxxxx-..."

  nlohmann::json toJson() const;
  static PowerSourceInfo fromJson(const nlohmann::json& j);  // Error(BadInput) for a malformed object
};

// One read of a source. NaN where the source has no such value or the read failed.
struct PowerReading {
  static constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
  double watts = kNone;
  double joules = kNone;  // the energy counter, unwrapped, since the source was opened
  double smClockMHz = kNone, memClockMHz = kNone;
  double gpuUtilPercent = kNone, memUtilPercent = kNone;
  double temperatureC = kNone;
  std::string error;  // set when a value the source should give could not be read
  // When the values were taken, for a source that knows; otherwise the sampler uses the middle
  // of the read() call.
  std::optional<std::chrono::steady_clock::time_point> takenAt;
};

class PowerSource {
 public:
  explicit PowerSource(PowerSourceInfo info) : info_(std::move(info)) {}
  virtual ~PowerSource() = default;
  PowerSource(const PowerSource&) = delete;
  PowerSource& operator=(const PowerSource&) = delete;

  const PowerSourceInfo& info() const { return info_; }
  bool available() const { return info_.available; }
  const std::string& reason() const { return info_.reason; }

  // Reads the source now. One thread at a time (the sampler's): counter state lives here.
  // Never called on a source that is not available.
  virtual PowerReading read() = 0;

 protected:
  PowerSourceInfo info_;
};

// A source that is not there (no NVML, no RAPL, no permission): kept in the list so that every
// report says what was not measured and why.
std::unique_ptr<PowerSource> unavailablePowerSource(std::string id, std::string name, PowerDeviceKind kind,
                                                    std::string interface, std::string reason);

using PowerSources = std::vector<std::unique_ptr<PowerSource>>;

}  // namespace nnlab

#pragma once
// What the host CPU is: model name, vendor/family/model (for the microarchitecture table of
// cpu_peak.h), physical and logical cores, the SIMD extensions that matter for BLAS and the clock
// (from /proc/cpuinfo and sysfs cpufreq on Linux), and memory.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/json_reader.h"

namespace nnlab {

struct CpuInfo {
  std::string model;
  std::string vendor;          // "GenuineIntel", "AuthenticAMD", ... (empty when unknown)
  int family = -1, modelNumber = -1;
  int logicalCores = 1;
  int physicalCores = 0;       // distinct (socket, core) pairs; 0 when /proc/cpuinfo does not say
  int sockets = 0;
  std::vector<std::string> isa;  // "sse4_2", "avx2", "fma", "avx512f", "avx512_bf16", ...
  double clockMHz = 0.0;       // the clock the peak formula uses, 0 when unknown
  std::string clockSource;     // where clockMHz came from, in words
  double memoryBytes = 0.0;
  bool has(const std::string& flag) const;
  nlohmann::json toJson() const;
  static CpuInfo read(JsonReader& r);  // strict; unknown keys are errors
};

// Parses the text of /proc/cpuinfo (model, vendor, family, cores, flags, the highest "cpu MHz").
// logicalCores is the number of "processor" entries; memory and sysfs clocks are left out.
CpuInfo parseCpuInfo(const std::string& procCpuinfo);

// This machine: /proc/cpuinfo, the sysfs cpufreq maximum when the kernel exposes one (it wins over
// /proc/cpuinfo's current clock), hardware_concurrency() and /proc/meminfo.
CpuInfo detectCpu();

}  // namespace nnlab

#pragma once
// What the host CPU is: model name, logical cores, the SIMD extensions that matter for BLAS
// (from /proc/cpuinfo on Linux), and memory.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/json_reader.h"

namespace nnlab {

struct CpuInfo {
  std::string model;
  int logicalCores = 1;
  std::vector<std::string> isa;  // "sse4_2", "avx2", "fma", "avx512f", "avx512_bf16", ...
  double memoryBytes = 0.0;
  nlohmann::json toJson() const;
  static CpuInfo read(JsonReader& r);  // strict; unknown keys are errors
};

CpuInfo detectCpu();

}  // namespace nnlab

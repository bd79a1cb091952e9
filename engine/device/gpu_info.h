#pragma once
// What the CUDA GPUs of this machine are, for the device list, run records and the arithmetic
// floor of benchmarks. A build without the CUDA backend, or a machine without a usable GPU,
// answers an empty list and a reason ("no CUDA device found") that the CLI and GUI show.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/json_reader.h"

namespace nnlab {

struct GpuInfo {
  int index = 0;
  std::string name;                     // "NVIDIA H100 80GB HBM3"
  int ccMajor = 0, ccMinor = 0;         // compute capability
  int smCount = 0;
  double smClockMHz = 0, memClockMHz = 0;  // maximum clocks
  int busWidthBits = 0;
  double bandwidthGBs = 0;              // theoretical: 2 x memory clock x bus width (DDR)
  std::uint64_t totalBytes = 0, freeBytes = 0;
  std::uint64_t l2Bytes = 0;
  std::string uuid, pciBusId;
  nlohmann::json toJson() const;
  static GpuInfo read(JsonReader& r);  // strict; unknown keys are errors
};

struct GpuDetection {
  std::vector<GpuInfo> gpus;
  std::string unavailableReason;  // empty when at least one GPU is usable
  // Software stack: driver and runtime as "13.0", cuDNN "9.14.0", cuBLAS "13.0.0"; empty without CUDA.
  std::string driverVersion, runtimeVersion, cudnnVersion, cublasVersion;
  bool available() const { return !gpus.empty(); }
  nlohmann::json toJson() const;
};

// Cheap after the first call (cached); safe to call from any thread.
const GpuDetection& detectGpus();

}  // namespace nnlab

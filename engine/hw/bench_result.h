#pragma once
// The result of `nnlab-cli hw bench`: which machine, when, which build, what was detected (CPU with
// its computed peak, GPUs, their database entries) and every measured figure. toJson()/fromJson()
// round-trip exactly (fromJson is strict), so the run history can store it and the Hardware page
// can read it back.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "device/bench_measure.h"

namespace nnlab {

// The note a --quick run carries (its results say so, and the Hardware page marks their figures).
inline constexpr const char* kQuickRunNote = "quick run:";

struct HwBenchResult {
  static constexpr int kSchema = 1;
  std::string machine;               // host name
  std::string date;                  // ISO 8601, UTC: "2026-11-24T10:15:00Z"
  nlohmann::json build;              // {id: version+commit (run records' buildId()), compiler, cuda}
  nlohmann::json cpu;                // CpuInfo::toJson()
  nlohmann::json cpuPeak;            // CpuPeak::toJson(), null when the clock is unknown
  std::string cpuMatch;              // hardware database id, empty when none matches
  std::string blas;                  // the BLAS library and kernels the CPU GEMMs ran on
  nlohmann::json gpus;               // GpuDetection::toJson()
  std::vector<std::string> gpuMatches;  // database id per detected GPU ("" when none)
  std::vector<BenchMeasure> measures;
  std::vector<std::string> notes;    // what was not measured and why

  const BenchMeasure* find(const std::string& id) const;
  // A --quick run (small sizes, few repeats): a first look, not figures to quote.
  bool quick() const;
  nlohmann::json toJson() const;
  // Throws Error(BadInput) naming `what` and the field.
  static HwBenchResult fromJson(const nlohmann::json& j, const std::string& what);
};

nlohmann::json benchMeasureToJson(const BenchMeasure& m);

}  // namespace nnlab

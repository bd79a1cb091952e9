#pragma once
// One micro-benchmark figure: the median of timed repeats (after warm-up) of a GEMM, a STREAM
// triad or a host-device copy, with its spread and, when known, the theoretical peak it is
// compared with. Plain C++ (no JSON) so that the CUDA benchmark compiles it with nvcc.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nnlab {

struct BenchMeasure {
  std::string id;         // "cpu.sgemm.1t", "cuda0.gemm.fp16", "cuda0.h2d.pinned"
  std::string device;     // "cpu", "cuda:0"
  std::string kind;       // "gemm", "triad", "h2d", "d2h", "clock"
  std::string precision;  // gemm: "fp64", "fp32", "tf32", "fp16", "bf16"; empty otherwise
  std::string memory;     // h2d/d2h: "pinned" or "pageable"; empty otherwise
  std::string label;      // for people: "sgemm (OpenBLAS), 16 threads"
  int threads = 0;        // CPU threads; 0 on a GPU
  std::int64_t size = 0;  // gemm: n of the n x n x n product; clock: additions; otherwise bytes per repeat
  std::string unit;       // "GFLOP/s", "GB/s" or "GHz"
  double median = 0.0, min = 0.0, max = 0.0;
  int repeats = 0;
  std::optional<double> peak;  // theoretical, same unit
  std::string peakSource;      // "datasheet (nvidia-h100-sxm)", "computed: 2 cores x ..."

  std::optional<double> fractionOfPeak() const {
    if (!peak || *peak <= 0) return std::nullopt;
    return median / *peak;
  }
};

// Fills median, min, max and repeats from per-repeat rates (inline: the CUDA library uses it too,
// and sits after the runtime library on the link line).
inline void summarize(BenchMeasure& m, std::vector<double> rates) {
  m.repeats = static_cast<int>(rates.size());
  if (rates.empty()) return;
  std::sort(rates.begin(), rates.end());
  const std::size_t n = rates.size();
  m.median = n % 2 ? rates[n / 2] : 0.5 * (rates[n / 2 - 1] + rates[n / 2]);
  m.min = rates.front();
  m.max = rates.back();
}

}  // namespace nnlab

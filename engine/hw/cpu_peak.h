#pragma once
// The theoretical FP32/FP64 peak of a CPU: cores x SIMD lanes x FMA units x 2 x clock, with the
// derivation as text. The lanes come from the widest vector ISA the CPU has (AVX-512 16 fp32
// lanes, AVX/AVX2 8, SSE 4), capped by the width of its FP datapath, and the FMA units from a
// table per microarchitecture (vendor, family, model); a CPU not in the table gets an assumption
// that the result states.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "device/cpu_info.h"

namespace nnlab {

struct CpuMicroarch {
  std::string name;           // "Zen 4", "Skylake (client)", "unknown (Intel family 6 model 999)"
  int datapathBits = 256;     // width of one FP unit
  int fmaUnits = 2;           // vector FMA units per core (one add + one multiply unit count as one)
  bool known = false;         // false: the numbers are an assumption from the ISA flags
  std::string note;           // a caveat shown with the derivation (empty when none)
};

// The table's entry for this CPU, or an assumption from its flags (FMA: 2 units, else 1).
CpuMicroarch cpuMicroarch(const CpuInfo& cpu);

struct CpuPeak {
  std::string microarch;
  int cores = 0;             // physical cores (logical cores when the count of physical ones is unknown)
  int lanes = 0;             // fp32 lanes per FMA unit
  int fmaUnits = 0;
  double clockGHz = 0.0;
  std::string clockSource;
  double fp32Gflops = 0.0, fp64Gflops = 0.0;
  std::string derivation;    // "2 cores x 16 lanes x 2 FMA x 2 x 2.10 GHz = 268.8 GFLOP/s"
  std::vector<std::string> caveats;
  nlohmann::json toJson() const;
};

// nullopt when the clock is unknown (no /proc/cpuinfo clock, no cpufreq).
std::optional<CpuPeak> computeCpuPeak(const CpuInfo& cpu);

}  // namespace nnlab

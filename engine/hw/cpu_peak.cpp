#include "hw/cpu_peak.h"

#include <algorithm>
#include <cstdio>

namespace nnlab {

namespace {

bool in(int v, std::initializer_list<int> set) { return std::find(set.begin(), set.end(), v) != set.end(); }
bool within(int v, int lo, int hi) { return v >= lo && v <= hi; }

// Intel family 6 model numbers (Intel SDM vol. 4 and the Linux kernel's intel-family.h).
std::optional<CpuMicroarch> intelTable(int model) {
  if (in(model, {42, 45})) return CpuMicroarch{"Sandy Bridge", 256, 1, true, "no FMA: one 8-wide add and one 8-wide multiply per cycle count as one FMA unit"};
  if (in(model, {58, 62})) return CpuMicroarch{"Ivy Bridge", 256, 1, true, "no FMA: one 8-wide add and one 8-wide multiply per cycle count as one FMA unit"};
  if (in(model, {60, 63, 69, 70})) return CpuMicroarch{"Haswell", 256, 2, true, ""};
  if (in(model, {61, 71, 79, 86})) return CpuMicroarch{"Broadwell", 256, 2, true, ""};
  if (in(model, {78, 94, 142, 158, 165, 166})) return CpuMicroarch{"Skylake (client) / Kaby Lake / Coffee Lake", 256, 2, true, ""};
  if (model == 85)
    return CpuMicroarch{"Skylake-SP / Cascade Lake", 512, 2, true,
                        "Xeon Bronze, Silver and some Gold 5xxx parts have one AVX-512 FMA unit, not two"};
  if (in(model, {106, 108})) return CpuMicroarch{"Ice Lake-SP", 512, 2, true, ""};
  if (in(model, {125, 126, 140, 141})) return CpuMicroarch{"Ice Lake / Tiger Lake (client)", 512, 1, true, ""};
  if (model == 143) return CpuMicroarch{"Sapphire Rapids", 512, 2, true, "AMX tiles (BF16/INT8) not counted"};
  if (model == 207) return CpuMicroarch{"Emerald Rapids", 512, 2, true, "AMX tiles (BF16/INT8) not counted"};
  if (in(model, {173, 174})) return CpuMicroarch{"Granite Rapids", 512, 2, true, "AMX tiles (BF16/INT8) not counted"};
  if (in(model, {151, 154, 183, 186, 191, 170, 172, 197, 198}))
    return CpuMicroarch{"hybrid (Alder/Raptor/Meteor/Arrow Lake)", 256, 2, true,
                        "hybrid CPU: counted as if every core were a P-core (E-cores have narrower FMA units)"};
  return std::nullopt;
}

// AMD families 17h (Zen, Zen 2), 19h (Zen 3, Zen 4), 1Ah (Zen 5), by model range.
std::optional<CpuMicroarch> amdTable(int family, int model) {
  if (family == 0x17) {
    if (model < 0x30) return CpuMicroarch{"Zen / Zen+", 128, 2, true, "256-bit AVX2 operations run as two 128-bit halves"};
    return CpuMicroarch{"Zen 2", 256, 2, true, ""};
  }
  if (family == 0x19) {
    if (within(model, 0x10, 0x1F) || within(model, 0x60, 0x7F) || within(model, 0xA0, 0xAF))
      return CpuMicroarch{"Zen 4", 256, 2, true, "AVX-512 runs on 256-bit units (two passes)"};
    return CpuMicroarch{"Zen 3", 256, 2, true, ""};
  }
  if (family == 0x1A) {
    if (within(model, 0x20, 0x2F) || within(model, 0x60, 0x7F))
      return CpuMicroarch{"Zen 5 (mobile)", 256, 2, true, "mobile Zen 5 runs AVX-512 on 256-bit units"};
    return CpuMicroarch{"Zen 5", 512, 2, true, ""};
  }
  return std::nullopt;
}

std::string fixed(double v, int decimals) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

}  // namespace

CpuMicroarch cpuMicroarch(const CpuInfo& cpu) {
  std::optional<CpuMicroarch> m;
  if (cpu.vendor == "GenuineIntel" && cpu.family == 6) m = intelTable(cpu.modelNumber);
  if (cpu.vendor == "AuthenticAMD") m = amdTable(cpu.family, cpu.modelNumber);
  if (m) return *m;
  CpuMicroarch a;
  a.name = "unknown (" + (cpu.vendor.empty() ? std::string("vendor ?") : cpu.vendor) + " family " +
           std::to_string(cpu.family) + " model " + std::to_string(cpu.modelNumber) + ")";
  a.datapathBits = cpu.has("avx512f") ? 512 : (cpu.has("avx") ? 256 : 128);
  a.fmaUnits = cpu.has("fma") ? 2 : 1;
  a.known = false;
  a.note = std::string("microarchitecture not in nnlab's table: ") + std::to_string(a.fmaUnits) +
           " FMA unit(s) of the full vector width assumed from the CPU flags";
  return a;
}

std::optional<CpuPeak> computeCpuPeak(const CpuInfo& cpu) {
  if (cpu.clockMHz <= 0) return std::nullopt;
  const CpuMicroarch m = cpuMicroarch(cpu);
  const int isaBits = cpu.has("avx512f") ? 512 : (cpu.has("avx") ? 256 : 128);
  CpuPeak p;
  p.microarch = m.name;
  p.cores = cpu.physicalCores > 0 ? cpu.physicalCores : cpu.logicalCores;
  p.lanes = std::min(isaBits, m.datapathBits) / 32;
  p.fmaUnits = m.fmaUnits;
  p.clockGHz = cpu.clockMHz / 1000.0;
  p.clockSource = cpu.clockSource;
  p.fp32Gflops = p.cores * double(p.lanes) * p.fmaUnits * 2.0 * p.clockGHz;
  p.fp64Gflops = p.fp32Gflops / 2.0;
  p.derivation = std::to_string(p.cores) + " cores x " + std::to_string(p.lanes) + " lanes x " +
                 std::to_string(p.fmaUnits) + " FMA x 2 x " + fixed(p.clockGHz, 2) + " GHz = " +
                 fixed(p.fp32Gflops, 1) + " GFLOP/s";
  if (!m.note.empty()) p.caveats.push_back(m.note);
  if (cpu.physicalCores <= 0) p.caveats.push_back("physical cores unknown: logical cores counted");
  if (!cpu.clockSource.empty()) p.caveats.push_back("clock from " + cpu.clockSource);
  return p;
}

nlohmann::json CpuPeak::toJson() const {
  return {{"microarch", microarch},     {"cores", cores},          {"lanes", lanes},
          {"fma_units", fmaUnits},      {"clock_ghz", clockGHz},   {"clock_source", clockSource},
          {"fp32_gflops", fp32Gflops},  {"fp64_gflops", fp64Gflops}, {"derivation", derivation},
          {"caveats", caveats}};
}

}  // namespace nnlab

#include "hw/cpu_info.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

namespace nnlab {

CpuInfo detectCpu() {
  CpuInfo info;
  info.logicalCores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::ifstream f("/proc/cpuinfo");
  std::string line;
  std::set<std::string> flags;
  while (std::getline(f, line)) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string key = line.substr(0, colon);
    key.erase(key.find_last_not_of(" \t") + 1);
    const std::string value = colon + 2 <= line.size() ? line.substr(colon + 2) : "";
    if (key == "model name" && info.model.empty()) info.model = value;
    if (key == "flags" && flags.empty()) {
      std::istringstream ss(value);
      std::string fl;
      while (ss >> fl) flags.insert(fl);
    }
  }
  if (info.model.empty()) info.model = "unknown CPU";
  for (const char* want : {"sse4_2", "avx", "avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512_vnni",
                           "avx512_bf16", "avx512_fp16", "amx_bf16", "amx_tile"})
    if (flags.count(want)) info.isa.emplace_back(want);
  std::ifstream m("/proc/meminfo");
  while (std::getline(m, line))
    if (line.rfind("MemTotal:", 0) == 0) {
      std::istringstream ss(line.substr(9));
      double kb = 0;
      ss >> kb;
      info.memoryBytes = kb * 1024.0;
    }
  return info;
}

nlohmann::json CpuInfo::toJson() const {
  return {{"model", model}, {"logical_cores", logicalCores}, {"isa", isa}, {"memory_bytes", memoryBytes}};
}

CpuInfo CpuInfo::read(JsonReader& r) {
  CpuInfo c;
  c.model = r.str("model", "");
  c.logicalCores = static_cast<int>(r.integer("logical_cores", 1, 1, 1 << 20));
  c.isa = r.strings("isa", 256);
  c.memoryBytes = r.number("memory_bytes", 0.0, 0.0, 1e21);
  r.finish();
  return c;
}

}  // namespace nnlab

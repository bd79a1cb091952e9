#include "device/cpu_info.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

namespace nnlab {

namespace {

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

int toInt(const std::string& s, int def) {
  try {
    return std::stoi(s);
  } catch (...) {
    return def;
  }
}

double readNumberFile(const char* path) {
  std::ifstream f(path);
  double v = 0.0;
  if (f >> v) return v;
  return 0.0;
}

}  // namespace

bool CpuInfo::has(const std::string& flag) const { return std::find(isa.begin(), isa.end(), flag) != isa.end(); }

CpuInfo parseCpuInfo(const std::string& text) {
  CpuInfo info;
  info.logicalCores = 0;
  std::istringstream in(text);
  std::string line;
  std::set<std::string> flags;
  std::set<std::pair<std::string, std::string>> cores;  // (physical id, core id)
  std::set<std::string> sockets;
  std::string physicalId;
  int coresPerSocket = 0;
  double maxMHz = 0.0;
  while (std::getline(in, line)) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    const std::string key = trim(line.substr(0, colon));
    const std::string value = trim(line.substr(colon + 1));
    if (key == "processor") {
      ++info.logicalCores;
      physicalId.clear();
    } else if (key == "model name" && info.model.empty()) {
      info.model = value;
    } else if (key == "vendor_id" && info.vendor.empty()) {
      info.vendor = value;
    } else if (key == "cpu family" && info.family < 0) {
      info.family = toInt(value, -1);
    } else if (key == "model" && info.modelNumber < 0) {
      info.modelNumber = toInt(value, -1);
    } else if (key == "physical id") {
      physicalId = value;
      sockets.insert(value);
    } else if (key == "core id") {
      cores.insert({physicalId, value});
    } else if (key == "cpu cores") {
      coresPerSocket = std::max(coresPerSocket, toInt(value, 0));
    } else if (key == "cpu MHz") {
      try {
        maxMHz = std::max(maxMHz, std::stod(value));
      } catch (...) {
      }
    } else if (key == "flags" && flags.empty()) {
      std::istringstream ss(value);
      std::string fl;
      while (ss >> fl) flags.insert(fl);
    }
  }
  if (info.model.empty()) info.model = "unknown CPU";
  info.logicalCores = std::max(1, info.logicalCores);
  info.sockets = static_cast<int>(sockets.size());
  if (!cores.empty())
    info.physicalCores = static_cast<int>(cores.size());
  else if (coresPerSocket > 0)
    info.physicalCores = coresPerSocket * std::max(1, info.sockets);
  if (maxMHz > 0) {
    info.clockMHz = maxMHz;
    info.clockSource = "/proc/cpuinfo cpu MHz (the clock when read)";
  }
  for (const char* want : {"sse2", "sse4_2", "avx", "avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512_vnni",
                           "avx512_bf16", "avx512_fp16", "amx_bf16", "amx_tile"})
    if (flags.count(want)) info.isa.emplace_back(want);
  return info;
}

CpuInfo detectCpu() {
  std::ifstream f("/proc/cpuinfo");
  std::stringstream ss;
  ss << f.rdbuf();
  CpuInfo info = parseCpuInfo(ss.str());
  info.logicalCores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const double maxKHz = readNumberFile("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
  if (maxKHz > 0) {
    info.clockMHz = maxKHz / 1000.0;
    info.clockSource = "sysfs cpufreq cpuinfo_max_freq (the highest boost; all-core AVX clocks are lower)";
  }
  std::ifstream m("/proc/meminfo");
  std::string line;
  while (std::getline(m, line))
    if (line.rfind("MemTotal:", 0) == 0) {
      std::istringstream ls(line.substr(9));
      double kb = 0;
      ls >> kb;
      info.memoryBytes = kb * 1024.0;
    }
  return info;
}

nlohmann::json CpuInfo::toJson() const {
  return {{"model", model},           {"vendor", vendor},         {"family", family},
          {"model_number", modelNumber}, {"logical_cores", logicalCores}, {"physical_cores", physicalCores},
          {"sockets", sockets},       {"isa", isa},               {"clock_mhz", clockMHz},
          {"clock_source", clockSource}, {"memory_bytes", memoryBytes}};
}

CpuInfo CpuInfo::read(JsonReader& r) {
  CpuInfo c;
  c.model = r.str("model", "");
  c.logicalCores = static_cast<int>(r.integer("logical_cores", 1, 1, 1 << 20));
  c.isa = r.strings("isa", 256);
  c.memoryBytes = r.number("memory_bytes", 0.0, 0.0, 1e21);
  // Written since the hardware milestone; records from before it lack them.
  c.vendor = r.str("vendor", "");
  c.family = static_cast<int>(r.integer("family", -1, -1, 1 << 20));
  c.modelNumber = static_cast<int>(r.integer("model_number", -1, -1, 1 << 20));
  c.physicalCores = static_cast<int>(r.integer("physical_cores", 0, 0, 1 << 20));
  c.sockets = static_cast<int>(r.integer("sockets", 0, 0, 1 << 16));
  c.clockMHz = r.number("clock_mhz", 0.0, 0.0, 1e6);
  c.clockSource = r.str("clock_source", "");
  r.finish();
  return c;
}

}  // namespace nnlab

// A stand-in for libnvidia-ml.so.1 with NVML's documented ABI, so the NVML sources can be tested
// on machines without a GPU: dlopen it by path. GPUs and their answers are set through the
// fakeNvml* functions (the test dlopens the same file and gets the same instance). Built a second
// time with FAKE_NVML_OLD, without nvmlInit_v2, as a driver too old for nnlab.
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Gpu {
  std::string uuid, name;
  double powerMw = 250000;
  unsigned long long energyMj = 1000000;
  bool power = true, instant = true, counter = true;
  bool autoEnergy = false;  // the counter follows the power over real time
  std::chrono::steady_clock::time_point since;
  int failReads = 0;        // the next reads of power and energy fail with NVML_ERROR_UNKNOWN
};

int gInitResult = 0;
int gInits = 0, gShutdowns = 0;
bool gConfigured = false;  // by a test through fakeNvmlReset; otherwise from the environment
std::vector<Gpu> gGpus;

struct FieldValue {
  unsigned int fieldId;
  unsigned int scopeId;
  long long timestamp;
  long long latencyUsec;
  int valueType;
  int nvmlReturn;
  union {
    double dVal;
    unsigned int uiVal;
    unsigned long long ullVal;
  } value;
};
struct Utilization {
  unsigned int gpu, memory;
};

Gpu* gpu(void* handle) {
  const auto i = reinterpret_cast<std::uintptr_t>(handle);
  return i >= 1 && i <= gGpus.size() ? &gGpus[i - 1] : nullptr;
}

unsigned long long energyOf(Gpu& g) {
  if (!g.autoEnergy) return g.energyMj;
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - g.since).count();
  return g.energyMj + static_cast<unsigned long long>(g.powerMw * s);  // mW x s = mJ
}

}  // namespace

#define FAKE_API extern "C" __attribute__((visibility("default")))

// --- control ---
FAKE_API void fakeNvmlReset(int gpus, int initResult) {
  gConfigured = true;
  gInitResult = initResult;
  gInits = gShutdowns = 0;
  gGpus.assign(static_cast<std::size_t>(gpus), Gpu{});
  for (int i = 0; i < gpus; ++i) {
    gGpus[i].uuid = "GPU-0000000" + std::to_string(i) + "-fake-fake-fake-000000000000";
    gGpus[i].name = "Fake GPU " + std::to_string(i);
  }
}
FAKE_API void fakeNvmlSet(int i, const char* key, double v) {
  Gpu& g = gGpus.at(static_cast<std::size_t>(i));
  const std::string k = key;
  if (k == "power_mw") g.powerMw = v;
  else if (k == "energy_mj") g.energyMj = static_cast<unsigned long long>(v);
  else if (k == "power") g.power = v != 0;
  else if (k == "instant") g.instant = v != 0;
  else if (k == "counter") g.counter = v != 0;
  else if (k == "fail_reads") g.failReads = static_cast<int>(v);
  else if (k == "auto_energy") g.autoEnergy = v != 0, g.since = std::chrono::steady_clock::now();
}
FAKE_API int fakeNvmlCount(const char* what) {
  return std::strcmp(what, "inits") == 0 ? gInits : std::strcmp(what, "shutdowns") == 0 ? gShutdowns : -1;
}

// --- NVML ---
#ifndef FAKE_NVML_OLD
FAKE_API int nvmlInit_v2() {
  if (!gConfigured) {
    // Another process (nnlab-cli in test_cli_energy): FAKE_NVML_GPUS GPUs (default 1) at 250 W
    // whose counters follow real time.
    const char* n = std::getenv("FAKE_NVML_GPUS");
    fakeNvmlReset(n ? std::atoi(n) : 1, 0);
    for (auto& g : gGpus) g.autoEnergy = true, g.since = std::chrono::steady_clock::now();
  }
  ++gInits;
  return gInitResult;
}
#endif
FAKE_API int nvmlShutdown() {
  ++gShutdowns;
  return 0;
}
FAKE_API const char* nvmlErrorString(int r) {
  switch (r) {
    case 0: return "Success";
    case 3: return "Not Supported";
    case 6: return "Not Found";
    case 9: return "Driver Not Loaded";
    default: return "Unknown Error";
  }
}
FAKE_API int nvmlSystemGetDriverVersion(char* buf, unsigned n) {
  std::strncpy(buf, "999.1", n);
  return 0;
}
FAKE_API int nvmlDeviceGetCount_v2(unsigned* n) {
  *n = static_cast<unsigned>(gGpus.size());
  return 0;
}
FAKE_API int nvmlDeviceGetHandleByIndex_v2(unsigned i, void** d) {
  if (i >= gGpus.size()) return 2;
  *d = reinterpret_cast<void*>(static_cast<std::uintptr_t>(i + 1));
  return 0;
}
FAKE_API int nvmlDeviceGetHandleByUUID(const char* uuid, void** d) {
  for (std::size_t i = 0; i < gGpus.size(); ++i)
    if (gGpus[i].uuid == uuid) {
      *d = reinterpret_cast<void*>(static_cast<std::uintptr_t>(i + 1));
      return 0;
    }
  return 6;
}
FAKE_API int nvmlDeviceGetName(void* d, char* buf, unsigned n) {
  Gpu* g = gpu(d);
  if (!g) return 2;
  std::strncpy(buf, g->name.c_str(), n);
  return 0;
}
FAKE_API int nvmlDeviceGetUUID(void* d, char* buf, unsigned n) {
  Gpu* g = gpu(d);
  if (!g) return 2;
  std::strncpy(buf, g->uuid.c_str(), n);
  return 0;
}
FAKE_API int nvmlDeviceGetPowerUsage(void* d, unsigned* mw) {
  Gpu* g = gpu(d);
  if (!g) return 2;
  if (!g->power) return 3;
  if (g->failReads > 0) return --g->failReads, 999;
  *mw = static_cast<unsigned>(g->powerMw);
  return 0;
}
FAKE_API int nvmlDeviceGetFieldValues(void* d, int count, FieldValue* v) {
  Gpu* g = gpu(d);
  if (!g) return 2;
  for (int i = 0; i < count; ++i) {
    if (v[i].fieldId != 186 || !g->instant || !g->power) {
      v[i].nvmlReturn = 3;
      continue;
    }
    if (g->failReads > 0) {
      --g->failReads;
      v[i].nvmlReturn = 999;
      continue;
    }
    v[i].nvmlReturn = 0;
    v[i].valueType = 1;  // unsigned int, as the driver answers this field
    v[i].value.uiVal = static_cast<unsigned>(g->powerMw);
  }
  return 0;
}
FAKE_API int nvmlDeviceGetTotalEnergyConsumption(void* d, unsigned long long* mj) {
  Gpu* g = gpu(d);
  if (!g) return 2;
  if (!g->counter) return 3;
  *mj = energyOf(*g);
  return 0;
}
FAKE_API int nvmlDeviceGetClockInfo(void* d, int type, unsigned* mhz) {
  if (!gpu(d)) return 2;
  *mhz = type == 1 ? 1980 : type == 2 ? 2619 : 0;
  return 0;
}
FAKE_API int nvmlDeviceGetUtilizationRates(void* d, Utilization* u) {
  if (!gpu(d)) return 2;
  u->gpu = 97;
  u->memory = 41;
  return 0;
}
FAKE_API int nvmlDeviceGetTemperature(void* d, int sensor, unsigned* c) {
  if (!gpu(d) || sensor != 0) return 2;
  *c = 63;
  return 0;
}

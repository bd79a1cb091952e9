#pragma once
// The few NVML functions nnlab uses, loaded with dlopen at run time: the engine builds without
// nvml.h and runs without the NVIDIA driver. Types and constants follow NVML's documented ABI
// (nvml.h of CUDA 12/13); only this file and nvml_source.cpp see them.
#include <cstdint>
#include <memory>
#include <string>

namespace nnlab {

namespace nvml {
using Return = int;  // nvmlReturn_t
using Device = struct nvmlDevice_st*;
constexpr Return kSuccess = 0;
constexpr Return kErrorNotSupported = 3;
constexpr Return kErrorNoPermission = 4;
constexpr Return kErrorNotFound = 6;
constexpr int kClockSm = 1, kClockMem = 2;  // nvmlClockType_t
constexpr int kTemperatureGpu = 0;          // nvmlTemperatureSensors_t
constexpr unsigned kFieldPowerInstant = 186;  // NVML_FI_DEV_POWER_INSTANT, milliwatts
constexpr int kValueDouble = 0, kValueUInt = 1, kValueULong = 2, kValueULongLong = 3, kValueSLongLong = 4, kValueSInt = 5,
              kValueUShort = 6;  // nvmlValueType_t

struct Utilization {  // nvmlUtilization_t
  unsigned int gpu;
  unsigned int memory;
};
union Value {  // nvmlValue_t
  double dVal;
  int siVal;
  unsigned int uiVal;
  unsigned long ulVal;
  unsigned long long ullVal;
  long long sllVal;
  unsigned short usVal;
};
struct FieldValue {  // nvmlFieldValue_t
  unsigned int fieldId;
  unsigned int scopeId;
  long long timestamp;
  long long latencyUsec;
  int valueType;
  Return nvmlReturn;
  Value value;
};
static_assert(sizeof(FieldValue) == 40, "nvmlFieldValue_t is 40 bytes");
// The value of a field as a double, whatever its type.
double fieldAsDouble(const FieldValue& v);
}  // namespace nvml

class NvmlLibrary {
 public:
  // dlopen(libraryName) and nvmlInit_v2. Never throws: a library that is missing, lacks a
  // function or fails to start gives available() == false and reason() saying why.
  static std::shared_ptr<NvmlLibrary> open(const std::string& libraryName = "libnvidia-ml.so.1");
  ~NvmlLibrary();  // nvmlShutdown, dlclose
  NvmlLibrary(const NvmlLibrary&) = delete;
  NvmlLibrary& operator=(const NvmlLibrary&) = delete;

  bool available() const { return available_; }
  const std::string& reason() const { return reason_; }
  const std::string& libraryName() const { return name_; }
  std::string driverVersion();  // "" when unknown

  std::string errorString(nvml::Return r) const;  // nvmlErrorString, with the code

  // The functions, each returning NVML's code. Optional ones answer NOT_SUPPORTED when the
  // library lacks them.
  nvml::Return deviceCount(unsigned& n);
  nvml::Return handleByIndex(unsigned index, nvml::Device& d);
  nvml::Return handleByUuid(const std::string& uuid, nvml::Device& d);
  nvml::Return name(nvml::Device d, std::string& out);
  nvml::Return uuid(nvml::Device d, std::string& out);
  nvml::Return powerUsage(nvml::Device d, unsigned& milliwatts);
  nvml::Return instantPower(nvml::Device d, double& milliwatts);  // field NVML_FI_DEV_POWER_INSTANT
  nvml::Return totalEnergy(nvml::Device d, unsigned long long& millijoules);
  nvml::Return clock(nvml::Device d, int type, unsigned& mhz);
  nvml::Return utilization(nvml::Device d, nvml::Utilization& u);
  nvml::Return temperature(nvml::Device d, unsigned& celsius);

 private:
  NvmlLibrary() = default;
  struct Fns;
  std::unique_ptr<Fns> fn_;
  void* handle_ = nullptr;
  bool available_ = false, initialised_ = false;
  std::string reason_, name_;
};

}  // namespace nnlab

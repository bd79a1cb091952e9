#include "hw/power/nvml_library.h"

#include <dlfcn.h>

#include <limits>
#include <type_traits>

namespace nnlab {

namespace nvml {
double fieldAsDouble(const FieldValue& v) {
  switch (v.valueType) {
    case kValueDouble: return v.value.dVal;
    case kValueUInt: return v.value.uiVal;
    case kValueULong: return static_cast<double>(v.value.ulVal);
    case kValueULongLong: return static_cast<double>(v.value.ullVal);
    case kValueSLongLong: return static_cast<double>(v.value.sllVal);
    case kValueSInt: return v.value.siVal;
    case kValueUShort: return v.value.usVal;
  }
  return std::numeric_limits<double>::quiet_NaN();
}
}  // namespace nvml

struct NvmlLibrary::Fns {
  nvml::Return (*init)() = nullptr;
  nvml::Return (*shutdown)() = nullptr;
  const char* (*errorString)(nvml::Return) = nullptr;
  nvml::Return (*systemDriverVersion)(char*, unsigned) = nullptr;
  nvml::Return (*count)(unsigned*) = nullptr;
  nvml::Return (*byIndex)(unsigned, nvml::Device*) = nullptr;
  nvml::Return (*byUuid)(const char*, nvml::Device*) = nullptr;
  nvml::Return (*name)(nvml::Device, char*, unsigned) = nullptr;
  nvml::Return (*uuid)(nvml::Device, char*, unsigned) = nullptr;
  nvml::Return (*power)(nvml::Device, unsigned*) = nullptr;
  nvml::Return (*fieldValues)(nvml::Device, int, nvml::FieldValue*) = nullptr;
  nvml::Return (*energy)(nvml::Device, unsigned long long*) = nullptr;
  nvml::Return (*clock)(nvml::Device, int, unsigned*) = nullptr;
  nvml::Return (*util)(nvml::Device, nvml::Utilization*) = nullptr;
  nvml::Return (*temp)(nvml::Device, int, unsigned*) = nullptr;
};

std::shared_ptr<NvmlLibrary> NvmlLibrary::open(const std::string& libraryName) {
  std::shared_ptr<NvmlLibrary> lib(new NvmlLibrary);
  lib->name_ = libraryName;
  lib->fn_ = std::make_unique<Fns>();
  dlerror();
  lib->handle_ = dlopen(libraryName.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib->handle_) {
    const char* e = dlerror();
    // dlerror() names the library: "libnvidia-ml.so.1: cannot open shared object file: ..."
    lib->reason_ = "the NVIDIA management library could not be loaded (" +
                   (e ? std::string(e) : libraryName + ": unknown error") +
                   "): GPU power needs the NVIDIA driver, which installs it";
    return lib;
  }
  Fns& f = *lib->fn_;
  std::string missing;
  auto need = [&](auto& ptr, const char* sym, bool required) {
    ptr = reinterpret_cast<std::remove_reference_t<decltype(ptr)>>(dlsym(lib->handle_, sym));
    if (!ptr && required) missing += std::string(missing.empty() ? "" : ", ") + sym;
  };
  need(f.init, "nvmlInit_v2", true);
  need(f.shutdown, "nvmlShutdown", true);
  need(f.errorString, "nvmlErrorString", true);
  need(f.count, "nvmlDeviceGetCount_v2", true);
  need(f.byIndex, "nvmlDeviceGetHandleByIndex_v2", true);
  need(f.power, "nvmlDeviceGetPowerUsage", true);
  need(f.systemDriverVersion, "nvmlSystemGetDriverVersion", false);
  need(f.byUuid, "nvmlDeviceGetHandleByUUID", false);
  need(f.name, "nvmlDeviceGetName", false);
  need(f.uuid, "nvmlDeviceGetUUID", false);
  need(f.fieldValues, "nvmlDeviceGetFieldValues", false);
  need(f.energy, "nvmlDeviceGetTotalEnergyConsumption", false);
  need(f.clock, "nvmlDeviceGetClockInfo", false);
  need(f.util, "nvmlDeviceGetUtilizationRates", false);
  need(f.temp, "nvmlDeviceGetTemperature", false);
  if (!missing.empty()) {
    lib->reason_ = libraryName + " lacks " + missing + ": the NVIDIA driver is too old for nnlab's power sampling "
                   "(update the driver)";
    return lib;
  }
  const nvml::Return r = f.init();
  if (r != nvml::kSuccess) {
    lib->reason_ = "NVML could not start (nvmlInit_v2: " + lib->errorString(r) +
                   "): is the NVIDIA driver loaded and is there an NVIDIA GPU? (nvidia-smi says)";
    return lib;
  }
  lib->initialised_ = true;
  lib->available_ = true;
  return lib;
}

NvmlLibrary::~NvmlLibrary() {
  if (initialised_) fn_->shutdown();  // NVML counts initialisations: other users keep theirs
  if (handle_) dlclose(handle_);
}

std::string NvmlLibrary::errorString(nvml::Return r) const {
  const char* s = fn_ && fn_->errorString ? fn_->errorString(r) : nullptr;
  return std::string(s ? s : "unknown NVML error") + " (" + std::to_string(r) + ")";
}

std::string NvmlLibrary::driverVersion() {
  char buf[96] = {};
  if (!available_ || !fn_->systemDriverVersion || fn_->systemDriverVersion(buf, sizeof buf) != nvml::kSuccess) return {};
  return buf;
}

nvml::Return NvmlLibrary::deviceCount(unsigned& n) { return fn_->count(&n); }
nvml::Return NvmlLibrary::handleByIndex(unsigned index, nvml::Device& d) { return fn_->byIndex(index, &d); }
nvml::Return NvmlLibrary::handleByUuid(const std::string& id, nvml::Device& d) {
  return fn_->byUuid ? fn_->byUuid(id.c_str(), &d) : nvml::kErrorNotSupported;
}

nvml::Return NvmlLibrary::name(nvml::Device d, std::string& out) {
  char buf[128] = {};
  const nvml::Return r = fn_->name ? fn_->name(d, buf, sizeof buf) : nvml::kErrorNotSupported;
  if (r == nvml::kSuccess) out = buf;
  return r;
}

nvml::Return NvmlLibrary::uuid(nvml::Device d, std::string& out) {
  char buf[128] = {};
  const nvml::Return r = fn_->uuid ? fn_->uuid(d, buf, sizeof buf) : nvml::kErrorNotSupported;
  if (r == nvml::kSuccess) out = buf;
  return r;
}

nvml::Return NvmlLibrary::powerUsage(nvml::Device d, unsigned& mw) { return fn_->power(d, &mw); }

nvml::Return NvmlLibrary::instantPower(nvml::Device d, double& mw) {
  if (!fn_->fieldValues) return nvml::kErrorNotSupported;
  nvml::FieldValue v{};
  v.fieldId = nvml::kFieldPowerInstant;
  const nvml::Return r = fn_->fieldValues(d, 1, &v);
  if (r != nvml::kSuccess) return r;
  if (v.nvmlReturn != nvml::kSuccess) return v.nvmlReturn;
  mw = nvml::fieldAsDouble(v);
  return nvml::kSuccess;
}

nvml::Return NvmlLibrary::totalEnergy(nvml::Device d, unsigned long long& mj) {
  return fn_->energy ? fn_->energy(d, &mj) : nvml::kErrorNotSupported;
}
nvml::Return NvmlLibrary::clock(nvml::Device d, int type, unsigned& mhz) {
  return fn_->clock ? fn_->clock(d, type, &mhz) : nvml::kErrorNotSupported;
}
nvml::Return NvmlLibrary::utilization(nvml::Device d, nvml::Utilization& u) {
  return fn_->util ? fn_->util(d, &u) : nvml::kErrorNotSupported;
}
nvml::Return NvmlLibrary::temperature(nvml::Device d, unsigned& c) {
  return fn_->temp ? fn_->temp(d, nvml::kTemperatureGpu, &c) : nvml::kErrorNotSupported;
}

}  // namespace nnlab

#include "hw/power/nvml_source.h"

#include "hw/power/nvml_library.h"

namespace nnlab {

namespace {

class NvmlSource : public PowerSource {
 public:
  NvmlSource(PowerSourceInfo info, std::shared_ptr<NvmlLibrary> lib, nvml::Device dev, bool instant, unsigned long long firstMj)
      : PowerSource(std::move(info)), lib_(std::move(lib)), dev_(dev), instant_(instant), baseMj_(firstMj), lastMj_(firstMj) {}

  PowerReading read() override {
    PowerReading r;
    auto note = [&r, this](const char* what, nvml::Return code) {
      if (r.error.empty()) r.error = std::string(what) + ": " + lib_->errorString(code);
    };
    if (info_.hasPower) {
      double mw = 0;
      unsigned umw = 0;
      nvml::Return c = instant_ ? lib_->instantPower(dev_, mw) : lib_->powerUsage(dev_, umw);
      if (c == nvml::kSuccess) r.watts = (instant_ ? mw : umw) * 1e-3;
      else note("power", c);
    }
    if (info_.hasCounter) {
      unsigned long long mj = 0;
      const nvml::Return c = lib_->totalEnergy(dev_, mj);
      if (c != nvml::kSuccess) {
        note("energy counter", c);
      } else if (mj < lastMj_) {
        // The counter restarts when the driver reloads: continue from where it was.
        // What it counted between the last read and the restart is lost: this sample has none.
        baseMj_ = mj - (lastMj_ - baseMj_);
        lastMj_ = mj;
        if (r.error.empty()) r.error = "the energy counter went backwards (driver reloaded?); counting on from its new value";
      } else {
        lastMj_ = mj;
        r.joules = static_cast<double>(mj - baseMj_) * 1e-3;
      }
    }
    unsigned v = 0;
    if (lib_->clock(dev_, nvml::kClockSm, v) == nvml::kSuccess) r.smClockMHz = v;
    if (lib_->clock(dev_, nvml::kClockMem, v) == nvml::kSuccess) r.memClockMHz = v;
    nvml::Utilization u{};
    if (lib_->utilization(dev_, u) == nvml::kSuccess) r.gpuUtilPercent = u.gpu, r.memUtilPercent = u.memory;
    if (lib_->temperature(dev_, v) == nvml::kSuccess) r.temperatureC = v;
    return r;
  }

 private:
  std::shared_ptr<NvmlLibrary> lib_;
  nvml::Device dev_;
  bool instant_;
  unsigned long long baseMj_, lastMj_;  // baseMj_ wraps below 0 after a reload; differences stay right
};

// One GPU: which readings it answers decides what the source measures.
std::unique_ptr<PowerSource> openGpu(const std::shared_ptr<NvmlLibrary>& lib, nvml::Device dev, int index,
                                     const std::string& knownUuid, const std::string& driver) {
  PowerSourceInfo info;
  info.id = "gpu:" + std::to_string(index);
  info.kind = PowerDeviceKind::Gpu;
  info.interface = driver.empty() ? "NVML" : "NVML (driver " + driver + ")";
  info.gpuIndex = index;
  std::string gpuName;
  lib->name(dev, gpuName);
  info.name = "GPU " + std::to_string(index) + (gpuName.empty() ? "" : " (" + gpuName + ")");
  info.uuid = knownUuid;
  if (info.uuid.empty()) lib->uuid(dev, info.uuid);

  double mw = 0;
  unsigned umw = 0;
  const nvml::Return instant = lib->instantPower(dev, mw);
  const nvml::Return average = instant == nvml::kSuccess ? nvml::kSuccess : lib->powerUsage(dev, umw);
  unsigned long long firstMj = 0;
  const nvml::Return counter = lib->totalEnergy(dev, firstMj);
  info.hasPower = average == nvml::kSuccess;
  info.hasCounter = counter == nvml::kSuccess;
  if (!info.hasPower && !info.hasCounter) {
    info.available = false;
    info.reason = "NVML gives this GPU neither power (" + lib->errorString(average) + ") nor an energy counter (" +
                  lib->errorString(counter) + ")";
    return unavailablePowerSource(info.id, info.name, info.kind, info.interface, info.reason);
  }
  info.available = true;
  std::string m = !info.hasPower ? "no power reading (" + lib->errorString(average) + ")"
                  : instant == nvml::kSuccess
                      ? "board power, instantaneous (NVML_FI_DEV_POWER_INSTANT)"
                      : "board power (nvmlDeviceGetPowerUsage: on Ampere and newer a 1 s average)";
  m += info.hasCounter ? "; total-energy counter (mJ)"
                       : "; no energy counter (" + lib->errorString(counter) + "): energy from integrated power";
  info.measures = m + "; SM and memory clocks, utilisation, temperature";
  return std::make_unique<NvmlSource>(std::move(info), lib, dev, instant == nvml::kSuccess, firstMj);
}

}  // namespace

PowerSources openNvmlSources(const NvmlOptions& options) {
  PowerSources out;
  auto lib = NvmlLibrary::open(options.library);
  auto none = [&](const std::string& reason) {
    out.push_back(unavailablePowerSource("gpu", "GPU (NVML)", PowerDeviceKind::Gpu, "NVML", reason));
    return std::move(out);
  };
  if (!lib->available()) return none(lib->reason());
  const std::string driver = lib->driverVersion();
  if (!options.cudaUuids.empty()) {
    for (std::size_t i = 0; i < options.cudaUuids.size(); ++i) {
      nvml::Device dev{};
      const nvml::Return r = lib->handleByUuid(options.cudaUuids[i], dev);
      if (r != nvml::kSuccess) {
        const std::string id = "gpu:" + std::to_string(i);
        out.push_back(unavailablePowerSource(id, "GPU " + std::to_string(i), PowerDeviceKind::Gpu, "NVML",
                                             "NVML does not find CUDA's GPU " + std::to_string(i) + " (" +
                                                 options.cudaUuids[i] + "): " + lib->errorString(r)));
        continue;
      }
      out.push_back(openGpu(lib, dev, static_cast<int>(i), options.cudaUuids[i], driver));
    }
    return out;
  }
  unsigned count = 0;
  const nvml::Return r = lib->deviceCount(count);
  if (r != nvml::kSuccess) return none("NVML cannot count the GPUs: " + lib->errorString(r));
  if (count == 0) return none("NVML finds no NVIDIA GPU on this machine");
  for (unsigned i = 0; i < count; ++i) {
    nvml::Device dev{};
    const nvml::Return h = lib->handleByIndex(i, dev);
    if (h != nvml::kSuccess) {
      out.push_back(unavailablePowerSource("gpu:" + std::to_string(i), "GPU " + std::to_string(i), PowerDeviceKind::Gpu,
                                           "NVML", "NVML cannot open GPU " + std::to_string(i) + ": " + lib->errorString(h)));
      continue;
    }
    out.push_back(openGpu(lib, dev, static_cast<int>(i), {}, driver));
  }
  return out;
}

}  // namespace nnlab

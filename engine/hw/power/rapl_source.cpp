#include "hw/power/rapl_source.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <map>

namespace nnlab {

namespace fs = std::filesystem;

SysfsReadFn defaultSysfsReader() {
  return [](const std::string& path, std::string& text) -> int {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    char buf[128];
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    const int err = n < 0 ? errno : 0;
    ::close(fd);
    if (n < 0) return err;
    text.assign(buf, static_cast<std::size_t>(n));
    return 0;
  };
}

std::string raplPermissionHint() {
  return "energy_uj is readable by root only since Linux 5.10 (CVE-2020-8694). To let the group `power` read it, "
         "write /etc/udev/rules.d/99-rapl-energy.rules with the line\n"
         "  ACTION==\"add\", SUBSYSTEM==\"powercap\", KERNEL==\"intel-rapl:*\", "
         "RUN+=\"/bin/chgrp power /sys%p/energy_uj\", RUN+=\"/bin/chmod g+r /sys%p/energy_uj\"\n"
         "then run: sudo groupadd --system power; sudo usermod -aG power $USER; sudo udevadm control --reload; "
         "sudo udevadm trigger --subsystem-match=powercap --action=add; and log in again (or run nnlab as root)";
}

namespace {

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ' || s.back() == '\r' || s.back() == '\t')) s.pop_back();
  return s;
}

bool parseU64(const std::string& text, std::uint64_t& v) {
  const std::string t = trimmed(text);
  if (t.empty()) return false;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  return ec == std::errc() && end == t.data() + t.size();
}

std::string errText(int err) { return std::strerror(err); }

// "cannot read <path>: Permission denied. <hint>" — the hint only where permissions are the cause.
std::string readFailure(const std::string& path, int err) {
  std::string s = "cannot read " + path + ": " + errText(err);
  if (err == EACCES || err == EPERM) s += ". " + raplPermissionHint();
  return s;
}

struct Zone {
  std::string dir;     // root/intel-rapl:0:1
  std::string zoneId;  // intel-rapl:0:1
  std::string name;    // package-0, dram, core, uncore, psys
  int package = -1;    // N of intel-rapl:N
  bool top = false;    // intel-rapl:N (no sub-index)
};

class RaplSource : public PowerSource {
 public:
  RaplSource(PowerSourceInfo info, SysfsReadFn read, std::string energyPath, std::uint64_t maxRange, std::uint64_t first)
      : PowerSource(std::move(info)), read_(std::move(read)), path_(std::move(energyPath)), maxRange_(maxRange), last_(first) {}

  PowerReading read() override {
    PowerReading r;
    std::string text;
    const int err = read_(path_, text);
    std::uint64_t raw = 0;
    if (err != 0) {
      r.error = "cannot read " + path_ + ": " + errText(err);
    } else if (!parseU64(text, raw)) {
      r.error = path_ + " does not hold a number (\"" + trimmed(text) + "\")";
    } else if (raw > maxRange_) {
      r.error = path_ + " (" + std::to_string(raw) + ") is above max_energy_range_uj (" + std::to_string(maxRange_) + ")";
    } else {
      // The counter restarts at 0 after maxRange_: a smaller value than the last one is a wrap.
      // At 10 Hz a package would need megawatts to wrap twice between two reads.
      total_ += raw >= last_ ? raw - last_ : (maxRange_ - last_) + raw;
      last_ = raw;
      r.joules = static_cast<double>(total_) * 1e-6;
    }
    return r;
  }

 private:
  SysfsReadFn read_;
  std::string path_;
  std::uint64_t maxRange_;
  std::uint64_t last_;
  std::uint64_t total_ = 0;  // microjoules since the source was opened
};

std::unique_ptr<PowerSource> openZone(const Zone& z, PowerSourceInfo info, const SysfsReadFn& read) {
  const std::string rangePath = z.dir + "/max_energy_range_uj";
  const std::string energyPath = z.dir + "/energy_uj";
  std::string text;
  std::uint64_t maxRange = 0, first = 0;
  const auto unavailable = [&](std::string reason) {
    info.available = false;
    info.reason = std::move(reason);
    return unavailablePowerSource(info.id, info.name, info.kind, info.interface, info.reason);
  };
  if (int err = read(energyPath, text)) return unavailable(readFailure(energyPath, err));
  if (!parseU64(text, first)) return unavailable(energyPath + " does not hold a number (\"" + trimmed(text) + "\")");
  // Without the range a wrap cannot be told from a reset: no guessing.
  if (int err = read(rangePath, text)) return unavailable(readFailure(rangePath, err) + " (needed to handle the counter's wrap)");
  if (!parseU64(text, maxRange) || maxRange == 0)
    return unavailable(rangePath + " does not hold a positive number (\"" + trimmed(text) + "\"); the counter's wrap cannot be handled");
  info.available = true;
  info.hasCounter = true;
  info.powerFromCounter = true;
  return std::make_unique<RaplSource>(std::move(info), read, energyPath, maxRange, first);
}

}  // namespace

PowerSources openRaplSources(const std::string& root, const SysfsReadFn& read) {
  PowerSources out;
  const std::string iface = "RAPL (powercap)";
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    out.push_back(unavailablePowerSource(
        "rapl", "CPU (RAPL)", PowerDeviceKind::CpuPackage, iface,
        root + " does not exist: this kernel exposes no power-capping (RAPL) interface. On a physical Intel or AMD "
               "machine load it with `sudo modprobe intel_rapl_msr`; virtual machines usually do not offer RAPL, so CPU "
               "energy cannot be measured there"));
    return out;
  }
  std::vector<Zone> zones;
  for (fs::directory_iterator it(root, ec), endIt; !ec && it != endIt; it.increment(ec)) {
    const std::string id = it->path().filename().string();
    if (id.rfind("intel-rapl:", 0) != 0) continue;  // "intel-rapl" (the control type), "intel-rapl-mmio:0" (a duplicate)
    Zone z;
    z.dir = it->path().string();
    z.zoneId = id;
    const std::string rest = id.substr(std::strlen("intel-rapl:"));
    const auto colon = rest.find(':');
    z.top = colon == std::string::npos;
    const std::string pkg = rest.substr(0, colon);
    if (std::from_chars(pkg.data(), pkg.data() + pkg.size(), z.package).ec != std::errc()) continue;
    std::string text;
    if (read(z.dir + "/name", text) == 0) z.name = trimmed(text);
    zones.push_back(z);
  }
  std::sort(zones.begin(), zones.end(), [](const Zone& a, const Zone& b) { return a.zoneId < b.zoneId; });
  // A dram zone is named after the package number its parent zone is named with.
  std::map<int, std::string> packageNumber;
  for (const auto& z : zones)
    if (z.top && z.name.rfind("package-", 0) == 0) packageNumber[z.package] = z.name.substr(8);
  for (const auto& z : zones) {
    PowerSourceInfo info;
    info.interface = iface;
    if (z.top && z.name.rfind("package-", 0) == 0) {
      const std::string n = z.name.substr(8);
      info.id = "rapl:package-" + n;
      info.name = "CPU package " + n;
      info.kind = PowerDeviceKind::CpuPackage;
      info.measures = "energy counter of CPU package " + n + " (" + z.zoneId + "/energy_uj); power from its differences";
    } else if (!z.top && z.name == "dram") {
      const std::string n = packageNumber.count(z.package) ? packageNumber[z.package] : std::to_string(z.package);
      info.id = "rapl:dram-" + n;
      info.name = "DRAM (package " + n + ")";
      info.kind = PowerDeviceKind::Dram;
      info.measures = "energy counter of the memory of package " + n + " (" + z.zoneId + "/energy_uj); power from its differences";
    } else {
      continue;  // core/uncore are inside the package's count; psys covers the whole platform
    }
    out.push_back(openZone(z, std::move(info), read));
  }
  if (out.empty())
    out.push_back(unavailablePowerSource(
        "rapl", "CPU (RAPL)", PowerDeviceKind::CpuPackage, iface,
        root + " has no intel-rapl package zone: load the RAPL driver with `sudo modprobe intel_rapl_msr` (AMD CPUs "
               "need Linux 5.8 or newer); virtual machines usually do not offer RAPL"));
  return out;
}

}  // namespace nnlab

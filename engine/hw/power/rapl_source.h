#pragma once
// CPU energy through RAPL's powercap sysfs tree (/sys/class/powercap/intel-rapl:N for each
// package, intel-rapl:N:M named "dram" for its memory). Each domain is one source with its own
// counter wrap (energy_uj runs up to max_energy_range_uj, then starts again at 0). A missing tree,
// missing zones or an unreadable energy_uj (root-only since Linux 5.10) give a source that is not
// available with the reason and how to enable it.
#include <functional>
#include <string>

#include "hw/power/power_source.h"

namespace nnlab {

// Reads a small sysfs file into text; returns 0 or the errno of the failure (EACCES, EISDIR, ...).
// Injected by tests: as root, chmod 000 does not make a file unreadable.
using SysfsReadFn = std::function<int(const std::string& path, std::string& text)>;
SysfsReadFn defaultSysfsReader();

// The package and DRAM domains under root ("/sys/class/powercap"). Core, uncore and psys zones
// (parts of a package, or the platform) and the MMIO duplicates are left out, so the domains
// never count the same joules twice. Never empty: without RAPL one source says why.
PowerSources openRaplSources(const std::string& root = "/sys/class/powercap",
                             const SysfsReadFn& read = defaultSysfsReader());

// What to do when energy_uj exists but cannot be read: the udev rule that makes it readable
// to a group, and the commands that apply it.
std::string raplPermissionHint();

}  // namespace nnlab

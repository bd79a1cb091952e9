#include "core/data_paths.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace nnlab {

namespace {

namespace fs = std::filesystem;

std::string envValue(const char* name) {
  const char* v = name ? std::getenv(name) : nullptr;
  return v && *v ? std::string(v) : std::string();
}

// The running program's folder. /proc/self/exe names the file itself even when the program was
// started through a symbolic link or a relative path (Linux, which is what nnlab targets).
fs::path executableFolder() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.empty()) return fs::current_path(ec);
  return exe.parent_path();
}

}  // namespace

std::string shareDirectory() {
  if (std::string v = envValue("NNLAB_SHARE_DIR"); !v.empty()) return v;
  // Computed once: the executable does not move while it runs.
  static const std::string dir = (executableFolder().parent_path() / "share" / "nnlab").lexically_normal().string();
  return dir;
}

std::string sharePath(const std::string& relative, const char* overrideVariable) {
  if (std::string v = envValue(overrideVariable); !v.empty()) return v;
  return (fs::path(shareDirectory()) / relative).string();
}

std::string shareHint(const std::string& path) {
  return "(looked in " + path + "; set NNLAB_SHARE_DIR to the share/nnlab folder of your nnlab installation)";
}

}  // namespace nnlab

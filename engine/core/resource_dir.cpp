#include "core/resource_dir.h"

#include <cstdlib>
#include <filesystem>

namespace nnlab {

std::string resourceDirectory(const std::string& name, const char* envVar) {
  if (const char* env = envVar ? std::getenv(envVar) : nullptr; env && *env) return env;
  const std::string src = std::string(NNLAB_SOURCE_DIR) + "/resources/" + name;
  std::error_code ec;
  if (std::filesystem::is_directory(src, ec)) return src;
  return "/usr/share/nnlab/" + name;
}

}  // namespace nnlab

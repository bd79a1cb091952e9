#include "core/files.h"

#include <system_error>

namespace nnlab {

bool isDirectory(const std::filesystem::path& p) {
  std::error_code ec;
  return !p.empty() && std::filesystem::is_directory(p, ec);
}

bool isRegularFile(const std::filesystem::path& p) {
  std::error_code ec;
  return !p.empty() && std::filesystem::is_regular_file(p, ec);
}

}  // namespace nnlab

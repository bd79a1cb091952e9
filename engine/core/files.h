#pragma once
// Filesystem questions that answer false instead of throwing (missing, unreadable, empty path).
#include <filesystem>

namespace nnlab {

bool isDirectory(const std::filesystem::path& p);
bool isRegularFile(const std::filesystem::path& p);

}  // namespace nnlab

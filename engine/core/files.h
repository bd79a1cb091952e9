#pragma once
// Filesystem questions that answer false instead of throwing (missing, unreadable, empty path),
// and the one guarded way to read a whole file that a user names.
#include <cstddef>
#include <filesystem>
#include <string>

#include "core/error.h"

namespace nnlab {

bool isDirectory(const std::filesystem::path& p);
bool isRegularFile(const std::filesystem::path& p);
bool pathExists(const std::filesystem::path& p);
// Removes a file if it is there; a failure (already gone, no permission) is not an error here.
void removeFileQuietly(const std::filesystem::path& p);

// Reads a whole regular file of at most maxBytes. A directory, device, FIFO or socket (/dev/zero,
// a named pipe) is refused without reading, as is a larger file; a read error (/proc/self/mem)
// is an error, never a short result. Errors are Error(kind) naming `what` and the path.
std::string readFileLimited(const std::string& path, std::size_t maxBytes, const std::string& what,
                            ErrorKind kind = ErrorKind::BadInput);

// Writes `text` to `path` (its folder made if needed): Error(BadInput) when the file cannot be
// created, Error(DiskFull) when writing it fails.
void writeTextFile(const std::string& path, const std::string& text);
// The same through PATH.tmp renamed over `path`, so that a reader never sees half a file (the
// .tmp is removed when the write fails).
void writeTextFileAtomic(const std::string& path, const std::string& text);

// This machine's name as runs record it (gethostname; "unknown" when it cannot be read).
std::string hostName();

// A name made safe for one path component: letters, digits, '-', '_', '.' and '+' are kept,
// anything else (slashes, "..", spaces, control characters) becomes '_'; never empty, never
// "." or "..", at most 100 bytes.
std::string safeFileName(const std::string& name);

}  // namespace nnlab

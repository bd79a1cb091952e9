#include "core/files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "core/format.h"

namespace nnlab {

void writeTextFile(const std::string& path, const std::string& text) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  std::error_code ec;
  if (p.has_parent_path()) fs::create_directories(p.parent_path(), ec);
  std::ofstream f(path, std::ios::trunc);
  if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write '%1'"), path));
  f << text;
  f.flush();
  if (!f) fail(ErrorKind::DiskFull, msg(NNLAB_TEXT("nnlab::messages", "writing '%1' failed: the disk may be full"), path));
}

void writeTextFileAtomic(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  std::error_code ec;
  try {
    writeTextFile(tmp, text);
  } catch (const Error&) {
    std::filesystem::remove(tmp, ec);
    throw;
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    const std::string why = ec.message();
    std::filesystem::remove(tmp, ec);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write '%1': %2"), path, why));
  }
}

std::string hostName() {
  char host[256] = {};
  if (::gethostname(host, sizeof host - 1) != 0) return "unknown";
  return host;
}

bool isDirectory(const std::filesystem::path& p) {
  std::error_code ec;
  return !p.empty() && std::filesystem::is_directory(p, ec);
}

bool isRegularFile(const std::filesystem::path& p) {
  std::error_code ec;
  return !p.empty() && std::filesystem::is_regular_file(p, ec);
}

bool pathExists(const std::filesystem::path& p) {
  std::error_code ec;
  return !p.empty() && std::filesystem::exists(p, ec);
}

void removeFileQuietly(const std::filesystem::path& p) {
  std::error_code ec;
  if (!p.empty()) std::filesystem::remove(p, ec);
}

std::string readFileLimited(const std::string& path, std::size_t maxBytes, const std::string& what, ErrorKind kind) {
  const std::string named = what + " '" + path + "'";
  // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below anyway.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) fail(kind, msg(NNLAB_TEXT("nnlab::messages", "cannot open %1: %2"), named, std::strerror(errno)));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) fail(kind, msg(NNLAB_TEXT("nnlab::messages", "cannot read %1: %2"), named, std::strerror(errno)));
  if (S_ISDIR(st.st_mode)) fail(kind, msg(NNLAB_TEXT("nnlab::messages", "%1 is a directory, not a file"), named));
  if (!S_ISREG(st.st_mode)) fail(kind, msg(NNLAB_TEXT("nnlab::messages",
      "%1 is not a regular file (a device, pipe or socket): refused"),
      named));
  if (static_cast<unsigned long long>(st.st_size) > maxBytes)
    fail(kind, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is %2, more than the %3 such a file may have"),
        named, realArg(formatBytes(static_cast<double>(st.st_size))),
        realArg(formatBytes(static_cast<double>(maxBytes)))));
  std::string out;
  out.reserve(static_cast<std::size_t>(st.st_size));
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(kind, msg(NNLAB_TEXT("nnlab::messages", "reading %1 failed: %2"), named, std::strerror(errno)));
    }
    if (n == 0) break;
    if (out.size() + static_cast<std::size_t>(n) > maxBytes)  // grew while we read (/proc files report size 0)
      fail(kind, msg(NNLAB_TEXT("nnlab::messages",
          "%1 is larger than the %2 such a file may have"),
          named, realArg(formatBytes(static_cast<double>(maxBytes)))));
    out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

std::string safeFileName(const std::string& name) {
  std::string out;
  for (unsigned char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                    c == '_' || c == '.' || c == '+';
    out += ok ? static_cast<char>(c) : '_';
    if (out.size() >= 100) break;
  }
  // No leading dot and no ".." anywhere: "..", ".hidden" and "." are not names a run file should get.
  const std::string kept = out;
  for (std::size_t i = 0; i < kept.size(); ++i)
    if (kept[i] == '.' && (i == 0 || (i + 1 < kept.size() && kept[i + 1] == '.') || kept[i - 1] == '.')) out[i] = '_';
  if (out.empty()) out = "run";
  return out;
}

}  // namespace nnlab

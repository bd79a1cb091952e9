// Archive unpacking through libarchive (zip, RAR 4/5, 7z, tar with any compression).
//
// libarchive reads; nnlab writes. Only folders and regular files are created, each through a
// descriptor of the unpack folder walked one component at a time with O_NOFOLLOW, so no entry
// can reach outside it: not by "..", not by an absolute name, not through a link (links are
// never created), whoever runs it. Everything else an archive can hold (symbolic and hard links,
// devices, FIFOs, sockets) is left out and listed. Files get mode 0644 and folders 0755: no
// owner, set-uid bit or permission comes from the archive.
#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include "core/error.h"
#include "data/fetch.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

struct Reader {
  archive* a = archive_read_new();
  ~Reader() { archive_read_free(a); }
};

struct Fd {
  int fd = -1;
  Fd() = default;
  explicit Fd(int f) : fd(f) {}
  Fd(Fd&& o) noexcept : fd(o.fd) { o.fd = -1; }
  Fd& operator=(Fd&& o) noexcept {
    std::swap(fd, o.fd);
    return *this;
  }
  Fd(const Fd&) = delete;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

bool unsafe(const std::string& p) {
  if (p.empty() || p[0] == '/' || p[0] == '\\') return true;
  for (const auto& part : fs::path(p))
    if (part == "..") return true;
  return false;
}

// The entry's path components, without "." and empty ones ("./a//b/" -> a, b).
std::vector<std::string> components(const std::string& rel) {
  std::vector<std::string> out;
  for (const auto& part : fs::path(rel)) {
    const std::string s = part.string();
    if (s.empty() || s == "." || s == "/") continue;
    out.push_back(s);
  }
  return out;
}

const char* typeName(mode_t type) {
  switch (type) {
    case AE_IFLNK: return "a symbolic link";
    case AE_IFCHR: return "a character device";
    case AE_IFBLK: return "a block device";
    case AE_IFIFO: return "a FIFO (named pipe)";
    case AE_IFSOCK: return "a socket";
    default: return "of an unknown type";
  }
}

// Why an entry is not unpacked, or "" when it is a folder or a regular file.
std::string notPlain(archive_entry* e) {
  if (const char* target = archive_entry_hardlink(e)) return std::string("a hard link to '") + target + "'";
  const mode_t type = archive_entry_filetype(e);
  if (type == AE_IFLNK) {
    const char* target = archive_entry_symlink(e);
    return std::string("a symbolic link to '") + (target ? target : "?") + "'";
  }
  if (type == AE_IFREG || type == AE_IFDIR) return {};
  return typeName(type);
}

class Unpacker {
 public:
  Unpacker(const std::string& archivePath, const std::string& destDir) : archive_(archivePath), dest_(destDir) {
    root_ = Fd(::open(destDir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (root_.fd < 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot open %1: %2"),
        destDir, std::strerror(errno)));
  }

  // The folder holding parts[0 .. count), created as needed; an fd < 0 with `why` set when
  // something that is not a folder is in the way.
  Fd folder(const std::vector<std::string>& parts, std::size_t count, std::string& why) {
    Fd dir(::dup(root_.fd));
    for (std::size_t i = 0; i < count; ++i) {
      if (::mkdirat(dir.fd, parts[i].c_str(), 0755) != 0 && errno != EEXIST) {
        why = "cannot create the folder '" + parts[i] + "': " + std::strerror(errno);
        return Fd();
      }
      Fd next(::openat(dir.fd, parts[i].c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
      if (next.fd < 0) {
        why = "'" + parts[i] + "' is in the way (" + std::strerror(errno) + ")";
        return Fd();
      }
      dir = std::move(next);
    }
    return dir;
  }

  [[noreturn]] void writeFailed(const std::string& out, int err) {
    const bool full = err == ENOSPC || err == EDQUOT;
    fail(full ? ErrorKind::DiskFull : ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot unpack %1: writing %2 failed: %3%4"),
        archive_, out, std::strerror(err),
        (full ? msg(NNLAB_TEXT("nnlab::messages", " (free some space and import again)")) : plainMessage(""))));
  }

  // Writes the entry's data as a regular file; false with `why` when something is in the way.
  bool file(archive* r, archive_entry* e, const std::vector<std::string>& parts, const std::string& out,
            const std::atomic<bool>* cancel, std::string& why) {
    Fd dir = folder(parts, parts.size() - 1, why);
    if (dir.fd < 0) return false;
    Fd f(::openat(dir.fd, parts.back().c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0644));
    if (f.fd < 0) {
      if (errno == ENOSPC || errno == EDQUOT || errno == EROFS || errno == EACCES) writeFailed(out, errno);
      why = "cannot create it: " + std::string(std::strerror(errno));
      return false;
    }
    struct stat st {};
    if (::fstat(f.fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      why = "something that is not a regular file is in the way";
      return false;
    }
    const void* buf = nullptr;
    size_t size = 0;
    la_int64_t offset = 0;
    for (;;) {
      const int rc = archive_read_data_block(r, &buf, &size, &offset);
      if (rc == ARCHIVE_EOF) break;
      if (rc < ARCHIVE_WARN) damaged(r, "entry '" + out + "' is damaged");
      const char* p = static_cast<const char*>(buf);
      while (size > 0) {
        const ssize_t n = ::pwrite(f.fd, p, size, static_cast<off_t>(offset));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) writeFailed(out, n < 0 ? errno : ENOSPC);
        p += n;
        size -= static_cast<size_t>(n);
        offset += n;
      }
      throwIfCancelled(cancel, "unpacking of " + archive_);
    }
    // A sparse entry may end in a hole: give it its full size (holes take no disk space).
    if (archive_entry_sparse_count(e) > 0 && archive_entry_size_is_set(e) && archive_entry_size(e) > 0 &&
        ::ftruncate(f.fd, archive_entry_size(e)) != 0)
      writeFailed(out, errno);
    if (archive_entry_mtime_is_set(e)) {
      const timespec times[2] = {{0, UTIME_OMIT}, {archive_entry_mtime(e), archive_entry_mtime_nsec(e)}};
      ::futimens(f.fd, times);
    }
    return true;
  }

  [[noreturn]] void damaged(archive* a, const std::string& what) {
    const char* reason = archive_error_string(a);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot unpack %1: %2%3: the archive is damaged or incomplete; download it again"),
        archive_, what, (reason ? std::string(" (") + reason + ")" : "")));
  }

 private:
  std::string archive_, dest_;
  Fd root_;
};

}  // namespace

bool fetch::haveArchive() { return true; }

ExtractResult extractArchive(const std::string& archivePath, const std::string& destDir, const ProgressCallback& progress,
                             const std::atomic<bool>* cancel) {
  std::error_code ec;
  const auto total = static_cast<std::int64_t>(fs::file_size(archivePath, ec));
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot read the archive %1: %2"),
      archivePath, ec.message()));
  fs::create_directories(destDir, ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot create %1: %2"), destDir, ec.message()));
  Unpacker unpacker(archivePath, destDir);
  Reader r;
  archive_read_support_filter_all(r.a);
  archive_read_support_format_all(r.a);
  if (archive_read_open_filename(r.a, archivePath.c_str(), 1 << 16) != ARCHIVE_OK)
    unpacker.damaged(r.a, "not a readable archive");
  ExtractResult result;
  for (;;) {
    archive_entry* e = nullptr;
    const int rc = archive_read_next_header(r.a, &e);
    if (rc == ARCHIVE_EOF) break;
    if (rc < ARCHIVE_WARN) unpacker.damaged(r.a, "bad entry header");
    const char* name = archive_entry_pathname(e);
    const std::string rel = name ? name : "";
    if (unsafe(rel))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "cannot unpack %1: entry '%2' would be written outside the target folder; the archive is not "
          "trustworthy"),
          archivePath, rel));
    const std::string out = (fs::path(destDir) / rel).string();
    const std::vector<std::string> parts = components(rel);
    std::string why = notPlain(e);
    if (why.empty() && !parts.empty()) {
      if (archive_entry_filetype(e) == AE_IFDIR) {
        if (Fd d = unpacker.folder(parts, parts.size(), why); d.fd >= 0) why.clear();
      } else if (unpacker.file(r.a, e, parts, out, cancel, why)) {
        result.written.push_back(out);
      }
    }
    if (!why.empty()) result.skipped.push_back({rel, why});
    if (progress) progress({"unpack", rel, archive_filter_bytes(r.a, -1), total, "bytes"});
    throwIfCancelled(cancel, "unpacking of " + archivePath);
  }
  return result;
}

}  // namespace nnlab

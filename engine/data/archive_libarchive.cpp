// Archive unpacking through libarchive (zip, RAR 4/5, 7z, tar with any compression).
#include <archive.h>
#include <archive_entry.h>

#include <filesystem>

#include "core/error.h"
#include "data/fetch.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

struct Reader {
  archive* a = archive_read_new();
  ~Reader() { archive_read_free(a); }
};
struct Writer {
  archive* a = archive_write_disk_new();
  ~Writer() { archive_write_free(a); }
};

bool unsafe(const std::string& p) {
  if (p.empty() || p[0] == '/' || p[0] == '\\') return true;
  for (const auto& part : fs::path(p))
    if (part == "..") return true;
  return false;
}

}  // namespace

bool fetch::haveArchive() { return true; }

std::vector<std::string> extractArchive(const std::string& archivePath, const std::string& destDir,
                                        const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  std::error_code ec;
  const auto total = static_cast<std::int64_t>(fs::file_size(archivePath, ec));
  if (ec) fail(ErrorKind::BadInput, "cannot read the archive " + archivePath + ": " + ec.message());
  fs::create_directories(destDir, ec);
  if (ec) fail(ErrorKind::BadInput, "cannot create " + destDir + ": " + ec.message());
  Reader r;
  Writer w;
  archive_read_support_filter_all(r.a);
  archive_read_support_format_all(r.a);
  // Entries get absolute paths under destDir below, so libarchive's no-absolute-path check cannot
  // be used: unsafe() refuses absolute and ".." names before that.
  archive_write_disk_set_options(w.a, ARCHIVE_EXTRACT_TIME | ARCHIVE_EXTRACT_SECURE_NODOTDOT | ARCHIVE_EXTRACT_SECURE_SYMLINKS);
  auto bad = [&](archive* a, const std::string& what) {
    const char* msg = archive_error_string(a);
    fail(ErrorKind::BadInput, "cannot unpack " + archivePath + ": " + what + (msg ? std::string(" (") + msg + ")" : "") +
                                  ": the archive is damaged or incomplete; download it again");
  };
  if (archive_read_open_filename(r.a, archivePath.c_str(), 1 << 16) != ARCHIVE_OK) bad(r.a, "not a readable archive");
  std::vector<std::string> written;
  for (;;) {
    archive_entry* e = nullptr;
    const int rc = archive_read_next_header(r.a, &e);
    if (rc == ARCHIVE_EOF) break;
    if (rc < ARCHIVE_WARN) bad(r.a, "bad entry header");
    const char* name = archive_entry_pathname(e);
    const std::string rel = name ? name : "";
    if (unsafe(rel))
      fail(ErrorKind::BadInput, "cannot unpack " + archivePath + ": entry '" + rel +
                                    "' would be written outside the target folder; the archive is not trustworthy");
    const std::string out = (fs::path(destDir) / rel).string();
    archive_entry_set_pathname(e, out.c_str());
    if (const char* link = archive_entry_hardlink(e)) {
      if (unsafe(link)) fail(ErrorKind::BadInput, "cannot unpack " + archivePath + ": link '" + rel + "' points outside");
      const std::string target = (fs::path(destDir) / link).string();
      archive_entry_set_hardlink(e, target.c_str());
    }
    if (archive_write_header(w.a, e) < ARCHIVE_WARN) bad(w.a, "cannot write " + out);
    const void* buf;
    size_t size;
    la_int64_t offset;
    for (;;) {
      const int dr = archive_read_data_block(r.a, &buf, &size, &offset);
      if (dr == ARCHIVE_EOF) break;
      if (dr < ARCHIVE_WARN) bad(r.a, "entry '" + rel + "' is damaged");
      if (archive_write_data_block(w.a, buf, size, offset) < ARCHIVE_WARN) bad(w.a, "cannot write " + out);
      throwIfCancelled(cancel, "unpacking of " + archivePath);
    }
    if (archive_write_finish_entry(w.a) < ARCHIVE_WARN) bad(w.a, "cannot finish " + out);
    if (archive_entry_filetype(e) == AE_IFREG) written.push_back(out);
    if (progress) progress({"unpack", rel, archive_filter_bytes(r.a, -1), total, "bytes"});
    throwIfCancelled(cancel, "unpacking of " + archivePath);
  }
  return written;
}

}  // namespace nnlab

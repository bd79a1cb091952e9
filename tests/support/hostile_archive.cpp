// writeArchive() through libarchive's writer (hostile_archive_none.cpp when it is missing).
#include <archive.h>
#include <archive_entry.h>

#include <filesystem>
#include <stdexcept>

#include "support/hostile_files.h"

namespace nnlab::test {

void writeArchive(const std::string& path, const std::string& format, const std::vector<ArchiveEntry>& entries) {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  archive* a = archive_write_new();
  if (format == "zip") {
    archive_write_set_format_zip(a);
  } else {
    archive_write_set_format_pax_restricted(a);
    if (format == "tgz") archive_write_add_filter_gzip(a);
  }
  if (archive_write_open_filename(a, path.c_str()) != ARCHIVE_OK) {
    archive_write_free(a);
    throw std::runtime_error("cannot write " + path);
  }
  for (const auto& e : entries) {
    archive_entry* entry = archive_entry_new();
    archive_entry_set_pathname(entry, e.path.c_str());
    archive_entry_set_perm(entry, e.type == ArchiveEntry::Folder ? 0755 : 0644);
    switch (e.type) {
      case ArchiveEntry::File:
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_size(entry, static_cast<la_int64_t>(e.data.size()));
        break;
      case ArchiveEntry::Folder: archive_entry_set_filetype(entry, AE_IFDIR); break;
      case ArchiveEntry::Symlink:
        archive_entry_set_filetype(entry, AE_IFLNK);
        archive_entry_set_symlink(entry, e.target.c_str());
        break;
      case ArchiveEntry::Hardlink:
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_hardlink(entry, e.target.c_str());
        break;
      case ArchiveEntry::Fifo: archive_entry_set_filetype(entry, AE_IFIFO); break;
      case ArchiveEntry::CharDevice:
        archive_entry_set_filetype(entry, AE_IFCHR);
        archive_entry_set_rdevmajor(entry, 1);
        archive_entry_set_rdevminor(entry, 3);  // /dev/null
        break;
    }
    if (archive_write_header(a, entry) < ARCHIVE_WARN) {
      const std::string msg = archive_error_string(a) ? archive_error_string(a) : "?";
      archive_entry_free(entry);
      archive_write_free(a);
      throw std::runtime_error("cannot write " + e.path + " into " + path + ": " + msg);
    }
    if (e.type == ArchiveEntry::File && !e.data.empty()) archive_write_data(a, e.data.data(), e.data.size());
    archive_entry_free(entry);
  }
  archive_write_close(a);
  archive_write_free(a);
}

}  // namespace nnlab::test

#pragma once
// Getting dataset files: HTTP(S) download with resume (libcurl), SHA-256 (OpenSSL libcrypto)
// and archive unpacking (libarchive: zip, RAR, 7z, tar.*). Each library is optional at build
// time; without it the function that needs it throws Error(Unsupported) naming the library.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "data/progress.h"

namespace nnlab {

struct DownloadOptions {
  std::string sha256;          // expected, lowercase hex; empty: not checked
  std::int64_t bytes = 0;      // expected size; 0: unknown
  int stallSeconds = 30;       // give up when less than 1 byte/s arrives for this long
  int connectSeconds = 20;
};

struct DownloadResult {
  std::string path;
  std::int64_t bytes = 0;
  std::int64_t resumedFrom = 0;  // bytes already there from an earlier, interrupted download
  std::string sha256;
  bool alreadyThere = false;     // the file was complete (checksum matched); nothing fetched
};

// Downloads url to dest. Data go to dest + ".part" first; an interrupted download (stall,
// network error, cancel) keeps the .part file and the next call resumes it with an HTTP Range
// request (a server that ignores Range makes it start over). When complete the SHA-256 is
// checked: a mismatch deletes the file and throws Error(BadInput) saying so. HTTP errors and
// stalls throw Error(BadInput) with the URL and what happened; cancel throws Error(Cancelled).
DownloadResult downloadFile(const std::string& url, const std::string& dest, const DownloadOptions& options = {},
                            const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);

// SHA-256 of a file as 64 lowercase hex digits (Error(BadInput) when unreadable).
std::string sha256File(const std::string& path, const ProgressCallback& progress = {},
                       const std::atomic<bool>* cancel = nullptr);
std::string sha256Hex(const void* data, std::size_t size);

struct SkippedEntry {
  std::string path;    // as named in the archive
  std::string reason;  // "a symbolic link to '/etc'", "a FIFO (named pipe)", ...
};
struct ExtractResult {
  std::vector<std::string> written;   // the regular files unpacked
  std::vector<SkippedEntry> skipped;  // entries left out: links, devices, FIFOs, sockets, names in the way
};

// Unpacks an archive into destDir (created if needed). Only folders and regular files are
// created, through descriptors that never follow a link (O_NOFOLLOW at every component), so
// nothing is written outside destDir, also when run as root; files get mode 0644, folders 0755.
// Entries that are not folders or regular files (symbolic and hard links, devices, FIFOs,
// sockets) are left out and listed in `skipped`. An entry with an absolute path or ".." makes
// the whole archive untrustworthy: Error(BadInput), as is a damaged archive; a full disk is
// Error(DiskFull).
ExtractResult extractArchive(const std::string& archive, const std::string& destDir,
                             const ProgressCallback& progress = {}, const std::atomic<bool>* cancel = nullptr);
// True when path's name ends in an archive extension this build can read (.zip .rar .7z
// .tar .tar.gz .tgz .tar.xz .tar.bz2).
bool looksLikeArchive(const std::string& path);

struct FetchSupport {
  bool http = false;     // libcurl
  bool sha256 = false;   // OpenSSL libcrypto
  bool archive = false;  // libarchive
};
FetchSupport fetchSupport();

namespace fetch {
bool haveHttp();
bool haveSha256();
bool haveArchive();
}  // namespace fetch

}  // namespace nnlab

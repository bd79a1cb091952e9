#pragma once
// The history file as bytes, before SQLite reads it: the 100-byte SQLite header validated field
// by field (a damaged header is refused with what is wrong, never used as an index or a size),
// and a private copy of a history that cannot be read in place (a read-only folder or mount where
// SQLite cannot create the WAL's shared-memory file, or an older schema to read without changing
// the user's file).
#include <cstdint>
#include <string>

namespace nnlab {

struct HistoryHeader {
  bool empty = true;           // a 0-byte file: a new history
  int pageSize = 0;            // bytes
  std::uint32_t pages = 0;     // "in-header database size" (0 in old files)
  std::int32_t userVersion = 0;  // nnlab's schema version
  std::uint32_t applicationId = 0;
  int textEncoding = 0;        // 1 UTF-8, 2 UTF-16le, 3 UTF-16be (0 in an empty database)
  bool wal = false;            // file format versions 2/2: WAL mode
  std::uint64_t fileBytes = 0;
};

// Reads and validates the header of the file at `path`. A file that is not an SQLite database,
// or whose header fields are out of their ranges, is Error(BadInput) naming the field; a missing
// file is an empty header.
HistoryHeader readHistoryHeader(const std::string& path);

// "file:" URI of a path (percent-encoded), for sqlite3_open_v2 with SQLITE_OPEN_URI.
std::string sqliteFileUri(const std::string& path, const std::string& query);

// A folder of its own under the temporary directory, removed by the destructor.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Copies the history and its -wal (if any) into `dir`; returns the copy's path. Error(DiskFull /
// WriteFailed) when the copy cannot be made.
std::string copyHistoryFiles(const std::string& path, const std::string& dir);

}  // namespace nnlab

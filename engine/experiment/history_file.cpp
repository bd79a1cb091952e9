#include "experiment/history_file.h"

#include <stdlib.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "core/error.h"

namespace nnlab {

namespace fs = std::filesystem;

namespace {

std::uint32_t be32(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
}

[[noreturn]] void damaged(const std::string& path, const std::string& what) {
  fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "history '%1' is damaged: %2. It was left untouched; `nnlab-cli history check` tells what is "
      "readable and `history recover` copies the readable runs into a new file"),
      path, what));
}

}  // namespace

HistoryHeader readHistoryHeader(const std::string& path) {
  HistoryHeader h;
  std::error_code ec;
  if (!fs::exists(path, ec)) return h;
  h.fileBytes = fs::file_size(path, ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot read history '%1': %2"), path, ec.message()));
  if (h.fileBytes == 0) return h;
  h.empty = false;
  unsigned char b[100] = {};
  std::ifstream f(path, std::ios::binary);
  if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot read history '%1': permission denied or unreadable"),
      path));
  f.read(reinterpret_cast<char*>(b), sizeof b);
  const auto got = static_cast<std::size_t>(f.gcount());
  static const char kMagic[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
  if (got < sizeof kMagic || std::memcmp(b, kMagic, sizeof kMagic) != 0)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' is not an nnlab history: it is not an SQLite database. It was left untouched; choose "
        "another file or start a new history."),
        path));
  if (got < sizeof b) damaged(path, "it ends inside its 100-byte header (" + std::to_string(got) + " bytes)");
  const unsigned raw = (unsigned{b[16]} << 8) | b[17];
  h.pageSize = raw == 1 ? 65536 : static_cast<int>(raw);
  if (h.pageSize < 512 || (h.pageSize & (h.pageSize - 1)) != 0)
    damaged(path, "its page size field holds " + std::to_string(raw) + " (a power of two from 512 to 65536)");
  if (b[18] < 1 || b[18] > 2 || b[19] < 1 || b[19] > 2)
    damaged(path, "its file format fields hold " + std::to_string(b[18]) + "/" + std::to_string(b[19]) + " (1 or 2)");
  h.wal = b[18] == 2 && b[19] == 2;
  if (h.pageSize - b[20] < 480) damaged(path, "its reserved-bytes field holds " + std::to_string(b[20]));
  if (b[21] != 64 || b[22] != 32 || b[23] != 32) damaged(path, "its payload fractions are not 64/32/32");
  h.pages = be32(b + 28);
  const std::uint32_t schemaFormat = be32(b + 44);
  if (schemaFormat > 4) damaged(path, "its schema format field holds " + std::to_string(schemaFormat) + " (0 to 4)");
  h.textEncoding = static_cast<int>(be32(b + 56));
  if (h.textEncoding > 3) damaged(path, "its text encoding field holds " + std::to_string(h.textEncoding) + " (1 to 3)");
  h.userVersion = static_cast<std::int32_t>(be32(b + 60));
  if (h.userVersion < 0)
    damaged(path, "its schema version field (user_version, offset 60) holds " + std::to_string(h.userVersion));
  h.applicationId = be32(b + 68);
  return h;
}

std::string sqliteFileUri(const std::string& path, const std::string& query) {
  std::string abs = fs::absolute(path).lexically_normal().string();
  std::string out = "file:";
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char c : abs) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return query.empty() ? out : out + "?" + query;
}

ScratchDir::ScratchDir() {
  std::error_code ec;
  fs::path base = fs::temp_directory_path(ec);
  if (ec) base = "/tmp";
  std::string tmpl = (base / "nnlab-history-XXXXXX").string();
  if (!::mkdtemp(tmpl.data()))
    fail(ErrorKind::WriteFailed, msg(NNLAB_TEXT("nnlab::messages",
        "cannot make a scratch folder under %1 to read the history: %2"),
        base.string(), std::strerror(errno)));
  path_ = tmpl;
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  if (!path_.empty()) fs::remove_all(path_, ec);
}

std::string copyHistoryFiles(const std::string& path, const std::string& dir) {
  const fs::path to = fs::path(dir) / fs::path(path).filename();
  std::error_code ec;
  fs::copy_file(path, to, fs::copy_options::overwrite_existing, ec);
  if (!ec && fs::exists(path + "-wal", ec)) fs::copy_file(path + "-wal", to.string() + "-wal", fs::copy_options::overwrite_existing, ec);
  if (ec)
    fail(ec == std::errc::no_space_on_device ? ErrorKind::DiskFull : ErrorKind::WriteFailed, msg(NNLAB_TEXT("nnlab::messages",
        "cannot copy history '%1' to %2 to read it: %3"),
        path, dir, ec.message()));
  return to.string();
}

}  // namespace nnlab

#pragma once
// Hostile files (issue 19): what a hostile user hands nnlab, built by code because most are
// binary or large. Each suite's regression tests build the one they pin; test_hostile walks them
// all through nnlab-cli. Qt-free, so fuzz/make_seeds.cpp can add them to the fuzzers' seeds.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nnlab::test {

// A dataset cache written byte by byte: the prefix with the header text, labels at
// labelsOffset, pixel bytes at pixelsOffset, the file zero-filled up to fileSize. The header's
// own offsets are whatever `header` says, so they can lie.
void writeRawNnds(const std::string& path, const nlohmann::json& header, std::uint64_t labelsOffset,
                  const std::vector<std::int32_t>& labels, std::uint64_t pixelsOffset,
                  const std::vector<std::uint8_t>& pixels, std::uint64_t fileSize);
// A small valid cache (n samples of 1 x 2 x 2, two classes "a" and "b"), through the real
// writer, with `extra` in its header.
void writeSmallNnds(const std::string& path, int n = 6, const nlohmann::json& extra = nlohmann::json::object());
// Rewrites a cache's header in place (it must still fit the space the writer left).
void patchNndsHeader(const std::string& path, const std::function<void(nlohmann::json&)>& change);

// Raw (not gzip) IDX bytes: magic 0x0000 08 <rank>, the dims, then `data`.
std::vector<std::uint8_t> idxBytes(const std::vector<std::uint32_t>& dims, const std::vector<std::uint8_t>& data);

// A PNG that claims width x height pixels: signature, IHDR, one small IDAT, IEND (~100 bytes).
std::vector<std::uint8_t> pngClaiming(std::uint32_t width, std::uint32_t height);
// A valid 8 x 8 JPEG whose frame header is patched to claim width x height.
std::vector<std::uint8_t> jpegClaiming(std::uint16_t width, std::uint16_t height);
// A 24-bit BMP header claiming width x height with a few bytes of pixels.
std::vector<std::uint8_t> bmpClaiming(std::int32_t width, std::int32_t height);

// Archive entries of every kind libarchive writes (a tar or a zip).
struct ArchiveEntry {
  enum Type { File, Folder, Symlink, Hardlink, Fifo, CharDevice } type = File;
  std::string path;
  std::vector<std::uint8_t> data;  // File
  std::string target;              // Symlink, Hardlink
};
// format: "tar" (pax), "tgz" or "zip". Error(Unsupported) when this build has no libarchive.
void writeArchive(const std::string& path, const std::string& format, const std::vector<ArchiveEntry>& entries);

// A checkpoint of a tiny model (flatten, dense 2 on 1 x 2 x 2 inputs) with a trainer's state.
void writeSmallCheckpoint(const std::string& path);
// Rewrites a checkpoint's header (with a valid CRC-32 again, so the reader gets to the header).
void patchCheckpointHeader(const std::string& path, const std::function<void(nlohmann::json&)>& change);

struct HostileCase {
  // nnds (a .nnds file), stored (a stored dataset: <dataDir>/<name>/dataset.nnds), idx (a folder
  // with train-{images,labels} IDX files), csv, images (a folder of class folders), archive,
  // checkpoint, model (a model spec JSON), experiment (an experiment spec JSON)
  std::string kind;
  std::string name;
  std::string path;    // the file or folder (stored: the dataset's name; its cache is under dataDir)
  std::string attack;  // what it tries, as found in issue 19
};
// Writes every hostile case below dir (stored datasets below dataDir) and lists them.
std::vector<HostileCase> writeHostileFiles(const std::string& dir, const std::string& dataDir);

}  // namespace nnlab::test

#pragma once
// IDX files (the MNIST format): a 4-byte magic 0x00 0x00 <type> <rank>, rank big-endian u32
// dimensions, then the elements. Files may be raw or gzip-compressed: gzip is detected by its
// magic bytes (1f 8b), not by the file name. nnlab reads and writes unsigned-byte files
// (type 0x08): images of rank 3 (N x rows x cols) and labels of rank 1 (N).
//
// Bad input (missing file, wrong magic, other element types, absurd dimensions, truncated or
// corrupt data) throws Error(BadInput) with a message naming the file. A header's element count
// is never trusted for allocation: data are read in chunks, and memory grows only as data
// actually arrive (raw files are also checked against their size first), and what it needs is
// checked against the memory budget (core/limits.h). Bytes after the promised data are an
// error: the header's count would be wrong, and guessing which samples are meant is a silent
// wrong result. (Bytes after the end of a gzip stream are ignored, as gzip itself does.)
#include <cstdint>
#include <string>
#include <vector>

#include "core/tensor.h"

namespace nnlab {

struct IdxHeader {
  std::uint8_t elementType = 0;    // 0x08 unsigned byte, 0x09 signed byte, 0x0B i16, 0x0C i32, 0x0D f32, 0x0E f64
  std::vector<std::int64_t> dims;  // as stored, outermost first
  bool gzip = false;               // the file is gzip-compressed
};

// Reads only the header (cheap even for a large .gz): no check of the magic beyond the two
// leading zero bytes, nor of the data.
IdxHeader readIdxHeader(const std::string& path);

// u8 tensor (N, 1, rows, cols) from an image file (magic 0x00000803; 1 <= rows, cols <= 65535).
Tensor readIdxImages(const std::string& path);
// i32 tensor (N) from a label file (magic 0x00000801).
Tensor readIdxLabels(const std::string& path);

struct IdxImageSet {
  Tensor images;  // u8 (N, 1, H, W)
  Tensor labels;  // i32 (N)
};
// Reads an image file and its label file; a different count in the two headers, a raw file of
// another size than its header says or a pair too large for memory is an error naming the file,
// found before any data are read.
IdxImageSet readIdxPair(const std::string& imagesPath, const std::string& labelsPath);

struct IdxPairInfo {
  std::int64_t samples = 0, rows = 0, cols = 0;
};
// What readIdxPair() checks before reading, without keeping any data: for listings. A gzip
// file's decompressed size is taken from its trailer, or counted when the trailer disagrees.
IdxPairInfo checkIdxPair(const std::string& imagesPath, const std::string& labelsPath);
// The last 4 bytes of a gzip file: its last member's uncompressed size mod 2^32 (0 when unreadable).
std::uint32_t gzipTrailerSize(const std::string& path);

// Writes an unsigned-byte IDX file with the given dimensions (rank 1..255, each < 2^32),
// gzip-compressed when gzip is true. Writes to a temporary file and renames it into place, so
// a reader never sees half a file. Throws Error(BadInput) when the file cannot be written.
void writeIdx(const std::string& path, const std::vector<std::int64_t>& dims, const std::uint8_t* data, bool gzip);
// u8 (N, 1, H, W) or (N, H, W) images -> an idx3 image file.
void writeIdxImages(const std::string& path, const Tensor& images, bool gzip);
// i32 (N) labels, each in 0..255 -> an idx1 label file.
void writeIdxLabels(const std::string& path, const Tensor& labels, bool gzip);

// True when the file starts with the gzip magic 1f 8b.
bool isGzipFile(const std::string& path);

}  // namespace nnlab

#pragma once
// The dataset cache: one file per imported or generated dataset, loaded in well under a
// second whatever its size because the pixels are memory-mapped, not read.
//
//   "NNLABSET" | u32 version (1) | u32 0 | u64 header length | header JSON (space padded)
//   | labels i32[N] at labels_offset | pixels at pixels_offset (4096-aligned): u8 or f16, N x C x H x W
//
// Version 2 is the same layout holding f32 features instead of pixels (storage "f32", shape
// [F] for tables or [C, L] for sequences such as folded light curves); image caches stay version 1.
//
// Integers and elements are little-endian (the machine's order on x86-64 and ARM64). The
// header JSON holds: format, version, name, title, description, synthetic, source,
// source_fingerprint, preprocessing, samples, shape [C, H, W], class_names, class_counts,
// storage ("u8" | "f16"), labels_offset, pixels_offset, pixels_bytes, payload_crc32 (CRC-32 of
// labels + pixels, checked only on request: it would mean reading every byte), created, and
// whatever `extra` the writer adds (import report, manifest, generator).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/dtype.h"
#include "core/shape.h"
#include "data/dataset.h"

namespace nnlab {

struct CacheMeta {
  std::string title;               // shown in lists: "Concrete cracks", "Synthetic cracks (stand-in)"
  bool synthetic = false;
  std::string sourceFingerprint;   // of the files it was made from (or the generator's settings)
  nlohmann::json preprocessing;    // Preprocessing::toJson() or the generator's settings
  DType storage = DType::U8;       // U8 or F16 for images (features are always stored as f32)
  nlohmann::json extra = nlohmann::json::object();
};

// A cache's header, read strictly (every field typed, unknown keys refused) and checked: sizes
// computed with checked arithmetic agree with each other and with the file's size, labels lie
// between the header and the pixels, class names and counts agree with the sample count.
struct DatasetCacheHeader {
  std::string name, title, description, source, sourceFingerprint, created;
  bool synthetic = false;
  nlohmann::json preprocessing = nlohmann::json::object();  // Preprocessing::toJson() or a generator's settings
  std::int64_t samples = 0;
  Shape sampleShape;  // C x H x W; f32 features F or C x L
  std::vector<std::string> classNames;
  std::vector<std::int64_t> classCounts;
  DType storage = DType::U8;
  std::uint64_t labelsOffset = 0, pixelsOffset = 0, pixelsBytes = 0, fileBytes = 0;
  std::uint32_t payloadCrc = 0;
  nlohmann::json extra = nlohmann::json::object();  // the writer's (import report, manifest, generator)
  nlohmann::json raw;                               // the whole header as stored, for `--json` output
};

// Writes ds (u8 images stored as meta.storage, or f32 features) to path through path.tmp +
// rename. Error(BadInput) when it cannot.
void writeDatasetCache(const std::string& path, const Dataset& ds, const CacheMeta& meta);

// Reads only the header (a few kB). Error(BadInput) naming the file when it is not a regular
// file, not a cache, of another version, when a field has the wrong type or sizes and offsets
// disagree with each other or with the file's size.
DatasetCacheHeader readDatasetCacheHeader(const std::string& path);

// Loads a cache: u8 pixels and f32 features are mapped (copy-on-write) rather than read, f16
// pixels converted.
// verify = true also checks the payload's CRC-32 (reads every byte). The labels are checked
// against the class names and counts (Error(BadInput)), and what must be allocated against the
// memory budget (Error(OutOfMemory)). Fills the dataset's name, description, source, synthetic
// flag and class names from the header.
Dataset readDatasetCache(const std::string& path, bool verify = false, DatasetCacheHeader* header = nullptr);

}  // namespace nnlab

#pragma once
// Preprocessing of an image import: channels, size, resize filter, cache storage type. It is
// written into the cache header, so a cache made with other settings is not reused.
#include <nlohmann/json.hpp>
#include <string>

#include "core/dtype.h"
#include "core/error.h"
#include "data/image_ops.h"

namespace nnlab {

struct Preprocessing {
  int channels = 1;   // 1: gray (BT.601 luma), 3: RGB, 0: as the first image (gray or RGB)
  int width = 0;      // 0 (with height 0): the size of the first image of the set
  int height = 0;
  ResizeFilter filter = ResizeFilter::Area;
  // Cache storage: U8 (pixels 0..255) or F16 (x / 255 in [0, 1], as the fish study stored
  // its masks). Both load into the same u8 dataset: fp16 holds every k / 255 closely enough
  // that round(h * 255) gives k back exactly, so F16 only costs twice the disk space.
  DType storage = DType::U8;

  nlohmann::json toJson() const;
  // Missing keys keep their defaults; unknown keys, wrong types and bad values throw
  // Error(kind) naming `where` and the key.
  static Preprocessing fromJson(const nlohmann::json& j, const std::string& where,
                                ErrorKind kind = ErrorKind::InvalidArgument);
  std::string describe() const;  // "gray 227x227 (area), stored as u8"
  bool operator==(const Preprocessing& o) const = default;
};

// "227x227" or "227" (square) -> width, height; Error(InvalidArgument) otherwise.
void parseImageSize(const std::string& text, int& width, int& height);

}  // namespace nnlab

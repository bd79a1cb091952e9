#pragma once
// Image: one decoded picture, 8 bits per channel, channels interleaved (row-major H x W x C),
// C = 1 (gray), 3 (RGB) or 4 (RGBA). Datasets store planes (C x H x W): see image_ops.h.
#include <cstdint>
#include <vector>

namespace nnlab {

struct Image {
  int width = 0;
  int height = 0;
  int channels = 0;
  std::vector<std::uint8_t> pixels;  // height * width * channels bytes

  Image() = default;
  Image(int w, int h, int c) : width(w), height(h), channels(c), pixels(static_cast<std::size_t>(w) * h * c, 0) {}
  std::uint8_t* row(int y) { return pixels.data() + static_cast<std::size_t>(y) * width * channels; }
  const std::uint8_t* row(int y) const { return pixels.data() + static_cast<std::size_t>(y) * width * channels; }
};

}  // namespace nnlab

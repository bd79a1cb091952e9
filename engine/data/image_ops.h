#pragma once
// Pixel operations of the import pipeline: colour conversion and resizing into the planar
// (C x H x W) layout datasets store.
#include <cstdint>

#include "data/image.h"

namespace nnlab {

// BT.601 luma, (299 R + 587 G + 114 B + 500) / 1000: what libjpeg's and PIL's "L" compute.
inline std::uint8_t lumaOf(std::uint8_t r, std::uint8_t g, std::uint8_t b) {
  return static_cast<std::uint8_t>((299u * r + 587u * g + 114u * b + 500u) / 1000u);
}

// The image with 1 (gray) or 3 (RGB) channels; alpha is dropped, gray is replicated to RGB.
Image convertChannels(const Image& src, int channels);

enum class ResizeFilter {
  Area,      // shrinking: each output pixel averages the source area it covers (exact for
             // integer factors); growing: bilinear. What OpenCV's INTER_AREA does.
  Bilinear,  // bilinear with pixel centres aligned (half-pixel), both directions
};
const char* resizeFilterName(ResizeFilter f);
ResizeFilter resizeFilterFromName(const char* name);  // "area" | "bilinear"; Error(InvalidArgument)

// Resizes src (interleaved, src.channels == dstChannels) to width x height and writes it as
// planes: dst[c * height * width + y * width + x]. Same size: a plain copy.
void resizeToPlanar(const Image& src, int width, int height, ResizeFilter filter, std::uint8_t* dst);

}  // namespace nnlab

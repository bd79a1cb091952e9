#pragma once
// Image decoding and encoding through Debian's libraries, each optional at build time:
// JPEG with libjpeg-turbo, PNG with libpng, BMP with stb_image. A build without one throws
// Error(Unsupported) naming the missing library when asked for that format; imageCodecs()
// says what this build has. Decoding errors throw Error(BadInput) with the decoder's reason
// (callers prefix the file's path).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "data/image.h"

namespace nnlab {

enum class ImageFormat { Unknown, Jpeg, Png, Bmp };

const char* imageFormatName(ImageFormat f);
// From the first bytes (magic numbers), not from the name.
ImageFormat sniffImageFormat(const std::uint8_t* data, std::size_t size);
// From the extension (.jpg .jpeg .png .bmp, any case); Unknown for anything else.
ImageFormat imageFormatFromPath(const std::string& path);

struct DecodeHints {
  int channels = 0;   // 0: as stored (gray stays gray, colour becomes RGB); 1: gray; 3: RGB
  // When > 0, the decoder may shrink the image while decoding (JPEG DCT scaling by 1/2, 1/4,
  // 1/8) as long as the result stays at least this large: cheaper than decoding everything
  // and resizing afterwards, and the area resize that follows gives nearly the same pixels.
  int minWidth = 0;
  int minHeight = 0;
};

// Gray = (299 R + 587 G + 114 B) / 1000, rounded: ITU-R BT.601 luma as libjpeg and PIL use,
// the same for every format. Alpha is dropped (composited on black by libpng, ignored for BMP).
Image decodeImage(const std::uint8_t* data, std::size_t size, const DecodeHints& hints = {});
// An image file is at most this large (a hostile archive can hold a sparse file of exabytes).
constexpr std::size_t kMaxImageFileBytes = std::size_t{1} << 30;
// The bytes of an image file: a regular file of at most kMaxImageFileBytes, else Error(BadInput).
std::string readImageBytes(const std::string& path);
// Reads and decodes a file; errors name the path. The image's size is checked against the
// pixel budget (core/limits.h) before its pixels are allocated.
Image readImageFile(const std::string& path, const DecodeHints& hints = {});

// PNG of a gray or RGB(A) image (libpng).
std::vector<std::uint8_t> encodePng(const Image& image);
void writePngFile(const std::string& path, const Image& image);
// Baseline JPEG of a gray or RGB image at quality 1..100 (libjpeg-turbo, 4:2:0 for RGB).
std::vector<std::uint8_t> encodeJpeg(const Image& image, int quality = 90);

struct ImageCodecs {
  bool jpeg = false;  // libjpeg-turbo
  bool png = false;   // libpng
  bool bmp = false;   // stb_image
};
ImageCodecs imageCodecs();

// The per-format backends (image_jpeg.cpp or image_jpeg_none.cpp, ... chosen by CMake).
namespace codec {
bool haveJpeg();
bool havePng();
bool haveBmp();
Image decodeJpeg(const std::uint8_t* data, std::size_t size, const DecodeHints& hints);
Image decodePng(const std::uint8_t* data, std::size_t size, const DecodeHints& hints);
Image decodeBmp(const std::uint8_t* data, std::size_t size, const DecodeHints& hints);
std::vector<std::uint8_t> encodeJpeg(const Image& image, int quality);
std::vector<std::uint8_t> encodePng(const Image& image);
}  // namespace codec

}  // namespace nnlab

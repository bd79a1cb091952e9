// PNG through libpng's simplified API (png_image), which handles every bit depth, palette and
// alpha. Colour images are read as RGB and converted to gray by the caller's BT.601 formula
// (libpng's own gray conversion works in linear light and would differ from the JPEG path).
#include <png.h>

#include <cstring>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/limits.h"
#include "data/image_codec.h"

namespace nnlab::codec {

bool havePng() { return true; }

Image decodePng(const std::uint8_t* data, std::size_t size, const DecodeHints& hints) {
  png_image img;
  std::memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&img, data, size))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "corrupt PNG (libpng: %1)"), img.message));
  const bool colour = (img.format & PNG_FORMAT_FLAG_COLOR) != 0;
  // Gray stays gray unless RGB is asked for; colour is read as RGB (gray made by the caller).
  const bool readGray = !colour && hints.channels != 3;
  img.format = readGray ? PNG_FORMAT_GRAY : PNG_FORMAT_RGB;
  // Before anything is allocated for the pixels: a 150-byte PNG may claim 65535 x 65535.
  if (std::string problem = imageSizeProblem(img.width, img.height, "the PNG"); !problem.empty()) {
    png_image_free(&img);
    fail(ErrorKind::BadInput, problem);
  }
  Image out(static_cast<int>(img.width), static_cast<int>(img.height), readGray ? 1 : 3);
  const png_color black{0, 0, 0};
  if (!png_image_finish_read(&img, &black, out.pixels.data(), 0, nullptr)) {
    const std::string reason = img.message;
    png_image_free(&img);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "corrupt PNG (libpng: %1)"), reason));
  }
  return out;
}

std::vector<std::uint8_t> encodePng(const Image& image) {
  if (image.channels < 1 || image.channels > 4 || image.width <= 0 || image.height <= 0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "cannot encode an empty image as PNG")));
  png_image img;
  std::memset(&img, 0, sizeof img);
  img.version = PNG_IMAGE_VERSION;
  img.width = static_cast<png_uint_32>(image.width);
  img.height = static_cast<png_uint_32>(image.height);
  img.format = image.channels == 1   ? PNG_FORMAT_GRAY
               : image.channels == 2 ? PNG_FORMAT_GA
               : image.channels == 3 ? PNG_FORMAT_RGB
                                     : PNG_FORMAT_RGBA;
  png_alloc_size_t bytes = 0;
  if (!png_image_write_to_memory(&img, nullptr, &bytes, 0, image.pixels.data(), 0, nullptr))
    fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "PNG encoding failed: %1"), img.message));
  std::vector<std::uint8_t> out(bytes);
  if (!png_image_write_to_memory(&img, out.data(), &bytes, 0, image.pixels.data(), 0, nullptr))
    fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "PNG encoding failed: %1"), img.message));
  out.resize(bytes);
  return out;
}

}  // namespace nnlab::codec

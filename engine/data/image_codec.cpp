#include "data/image_codec.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iterator>

#include "core/error.h"
#include "core/files.h"
#include "data/image_ops.h"

namespace nnlab {

const char* imageFormatName(ImageFormat f) {
  switch (f) {
    case ImageFormat::Jpeg: return "JPEG";
    case ImageFormat::Png: return "PNG";
    case ImageFormat::Bmp: return "BMP";
    case ImageFormat::Unknown: break;
  }
  return "unknown";
}

ImageFormat sniffImageFormat(const std::uint8_t* d, std::size_t n) {
  if (n >= 3 && d[0] == 0xFF && d[1] == 0xD8 && d[2] == 0xFF) return ImageFormat::Jpeg;
  if (n >= 8 && d[0] == 0x89 && d[1] == 'P' && d[2] == 'N' && d[3] == 'G' && d[4] == '\r' && d[5] == '\n')
    return ImageFormat::Png;
  if (n >= 2 && d[0] == 'B' && d[1] == 'M') return ImageFormat::Bmp;
  return ImageFormat::Unknown;
}

ImageFormat imageFormatFromPath(const std::string& path) {
  const auto dot = path.find_last_of('.');
  const auto slash = path.find_last_of('/');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return ImageFormat::Unknown;
  std::string ext = path.substr(dot + 1);
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char ch) { return std::tolower(ch); });
  if (ext == "jpg" || ext == "jpeg" || ext == "jpe") return ImageFormat::Jpeg;
  if (ext == "png") return ImageFormat::Png;
  if (ext == "bmp" || ext == "dib") return ImageFormat::Bmp;
  return ImageFormat::Unknown;
}

Image decodeImage(const std::uint8_t* data, std::size_t size, const DecodeHints& hints) {
  if (hints.channels != 0 && hints.channels != 1 && hints.channels != 3)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "images are decoded to 1 (gray) or 3 (RGB) channels")));
  if (size == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "the file is empty")));
  Image img;
  switch (sniffImageFormat(data, size)) {
    case ImageFormat::Jpeg: img = codec::decodeJpeg(data, size, hints); break;
    case ImageFormat::Png: img = codec::decodePng(data, size, hints); break;
    case ImageFormat::Bmp: img = codec::decodeBmp(data, size, hints); break;
    case ImageFormat::Unknown:
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "not a JPEG, PNG or BMP image (unrecognised first bytes)")));
  }
  const int want = hints.channels ? hints.channels : (img.channels >= 3 ? 3 : 1);
  if (img.channels != want) img = convertChannels(img, want);
  return img;
}

std::string readImageBytes(const std::string& path) { return readFileLimited(path, kMaxImageFileBytes, "image"); }

Image readImageFile(const std::string& path, const DecodeHints& hints) {
  const std::string bytes = readImageBytes(path);  // errors name the path
  try {
    return decodeImage(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), hints);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::Unsupported) throw;
    fail(e.kind(), path + ": " + e.what());
  }
}

std::vector<std::uint8_t> encodePng(const Image& image) { return codec::encodePng(image); }

void writePngFile(const std::string& path, const Image& image) {
  const auto bytes = codec::encodePng(image);
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot write %1: check that its folder exists and is writable"),
        path));
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1 (disk full?)"), path));
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1"), path));
  }
}

std::vector<std::uint8_t> encodeJpeg(const Image& image, int quality) {
  if (quality < 1 || quality > 100) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages", "JPEG quality is 1..100")));
  return codec::encodeJpeg(image, quality);
}

ImageCodecs imageCodecs() { return {codec::haveJpeg(), codec::havePng(), codec::haveBmp()}; }

}  // namespace nnlab

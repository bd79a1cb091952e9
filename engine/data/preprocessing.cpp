#include "data/preprocessing.h"

#include <cstdio>

#include "core/error.h"
#include "core/json_reader.h"

namespace nnlab {

nlohmann::json Preprocessing::toJson() const {
  return {{"channels", channels},
          {"size", {width, height}},
          {"resize", resizeFilterName(filter)},
          {"storage", dtypeName(storage)}};
}

Preprocessing Preprocessing::fromJson(const nlohmann::json& j, const std::string& where, ErrorKind kind) {
  Preprocessing p;
  JsonReader r(j, where + ": preprocessing", kind);
  p.channels = static_cast<int>(r.integer("channels", p.channels, 0, 3));
  if (r.has("size")) {
    const auto size = r.integers("size", 2, 2, 0, 8192);
    p.width = static_cast<int>(size[0]);
    p.height = static_cast<int>(size[1]);
  }
  const std::string resize = r.choice("resize", resizeFilterName(p.filter), {"area", "bilinear"});
  p.filter = resizeFilterFromName(resize.c_str());
  p.storage = r.choice("storage", dtypeName(p.storage), {"u8", "f16"}) == "u8" ? DType::U8 : DType::F16;
  r.finish();
  if (p.channels == 2)
    fail(kind, msg(NNLAB_TEXT("nnlab::messages", "%1: channels must be 1 (gray), 3 (RGB) or 0 (as the first image)"), where));
  if ((p.width == 0) != (p.height == 0))
    fail(kind, msg(NNLAB_TEXT("nnlab::messages",
        "%1: size must be 1..8192 pixels per side (or 0x0: the first image's size)"),
        where));
  return p;
}

std::string Preprocessing::describe() const {
  std::string s = channels == 1 ? "gray " : channels == 3 ? "RGB " : "gray or RGB as the images are, ";
  s += width ? std::to_string(width) + "x" + std::to_string(height) : std::string("at the first image's size");
  s += std::string(" (") + resizeFilterName(filter) + "), stored as " + dtypeName(storage);
  return s;
}

void parseImageSize(const std::string& text, int& width, int& height) {
  int w = 0, h = 0;
  char extra = 0;
  if (std::sscanf(text.c_str(), "%dx%d%c", &w, &h, &extra) == 2 || std::sscanf(text.c_str(), "%dX%d%c", &w, &h, &extra) == 2) {
  } else if (std::sscanf(text.c_str(), "%d%c", &w, &extra) == 1) {
    h = w;
  } else {
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "image size '%1' is not WIDTHxHEIGHT (e.g. 227x227) or one number"),
        text));
  }
  if (w < 1 || h < 1 || w > 8192 || h > 8192)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "image size '%1': each side must be 1..8192 pixels"),
        text));
  width = w;
  height = h;
}

}  // namespace nnlab

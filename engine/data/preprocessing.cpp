#include "data/preprocessing.h"

#include <cstdio>

#include "core/error.h"

namespace nnlab {

nlohmann::json Preprocessing::toJson() const {
  return {{"channels", channels},
          {"size", {width, height}},
          {"resize", resizeFilterName(filter)},
          {"storage", dtypeName(storage)}};
}

Preprocessing Preprocessing::fromJson(const nlohmann::json& j, const std::string& where) {
  Preprocessing p;
  try {
    if (!j.is_object()) fail(ErrorKind::InvalidArgument, "preprocessing must be a JSON object");
    if (j.contains("channels")) p.channels = j.at("channels").get<int>();
    if (j.contains("size")) {
      const auto& s = j.at("size");
      if (!s.is_array() || s.size() != 2) fail(ErrorKind::InvalidArgument, "\"size\" must be [width, height]");
      p.width = s[0].get<int>();
      p.height = s[1].get<int>();
    }
    if (j.contains("resize")) p.filter = resizeFilterFromName(j.at("resize").get<std::string>().c_str());
    if (j.contains("storage")) p.storage = dtypeFromName(j.at("storage").get<std::string>());
  } catch (const nlohmann::json::exception& e) {
    fail(ErrorKind::InvalidArgument, where + ": bad preprocessing: " + e.what());
  } catch (const Error& e) {
    fail(ErrorKind::InvalidArgument, where + ": " + e.what());
  }
  if (p.channels != 0 && p.channels != 1 && p.channels != 3)
    fail(ErrorKind::InvalidArgument, where + ": channels must be 1 (gray), 3 (RGB) or 0 (as the first image)");
  if (p.width < 0 || p.height < 0 || p.width > 8192 || p.height > 8192 || (p.width == 0) != (p.height == 0))
    fail(ErrorKind::InvalidArgument, where + ": size must be 1..8192 pixels per side (or 0x0: the first image's size)");
  if (p.storage != DType::U8 && p.storage != DType::F16)
    fail(ErrorKind::InvalidArgument, where + ": storage must be u8 or f16");
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
    fail(ErrorKind::InvalidArgument, "image size '" + text + "' is not WIDTHxHEIGHT (e.g. 227x227) or one number");
  }
  if (w < 1 || h < 1 || w > 8192 || h > 8192)
    fail(ErrorKind::InvalidArgument, "image size '" + text + "': each side must be 1..8192 pixels");
  width = w;
  height = h;
}

}  // namespace nnlab

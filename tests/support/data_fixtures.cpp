#include "support/data_fixtures.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "data/image_codec.h"

namespace nnlab::test {

namespace fs = std::filesystem;

const char* const kFishFolders[9] = {"Black Sea Sprat", "Gilt-Head Bream", "Hourse Mackerel",   "Red Mullet", "Red Sea Bream",
                                     "Sea Bass",        "Shrimp",          "Striped Red Mullet", "Trout"};

Image patternImage(int w, int h, int c, std::uint64_t seed) {
  Image img(w, h, c);
  const double cx = (seed * 37 % 100) / 100.0 * w, cy = (seed * 61 % 100) / 100.0 * h, r = 0.2 * std::min(w, h) + seed % 5;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int k = 0; k < c; ++k) {
        double v = 40 + 120.0 * x / w + 60.0 * y / h + 20 * k + static_cast<double>(seed % 7) * 5;
        if (std::hypot(x - cx, y - cy) < r) v = 250 - 30 * k;
        img.row(y)[x * c + k] = static_cast<std::uint8_t>(std::min(255.0, v));
      }
  return img;
}

void writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

std::vector<std::uint8_t> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeText(const std::string& path, const std::string& text) {
  writeFile(path, std::vector<std::uint8_t>(text.begin(), text.end()));
}

void writeJpeg(const std::string& path, const Image& img, int quality) { writeFile(path, encodeJpeg(img, quality)); }
void writePng(const std::string& path, const Image& img) { writeFile(path, encodePng(img)); }

std::string makeFishTree(const std::string& root, int perClass, int w, int h) {
  const fs::path top = fs::path(root) / "Fish_Dataset";
  writeText((top / "README.txt").string(), "A Large-Scale Dataset for Fish Segmentation and Classification\n");
  writeText((top / "license.txt").string(), "fixture\n");
  for (int c = 0; c < 9; ++c) {
    const std::string cls = kFishFolders[c];
    for (int i = 1; i <= perClass; ++i) {
      char name[16];
      std::snprintf(name, sizeof name, "%05d", i);
      const auto seed = static_cast<std::uint64_t>(c * 1000 + i);
      writePng((top / cls / cls / (std::string(name) + ".png")).string(), patternImage(w, h, 3, seed));
      // Masks: gray PNGs, every third one a JPEG (the mix the issue asks for).
      Image mask = patternImage(w, h, 1, seed);
      for (auto& p : mask.pixels) p = p > 200 ? 255 : 0;
      const fs::path gt = top / cls / (cls + " GT");
      if (i % 3 == 0)
        writeJpeg((gt / (std::string(name) + ".jpg")).string(), mask, 95);
      else
        writePng((gt / (std::string(name) + ".png")).string(), mask);
    }
  }
  return top.string();
}

void makeCracksTree(const std::string& root, int positives, int negatives, int w, int h) {
  for (int pass = 0; pass < 2; ++pass) {
    const int n = pass ? negatives : positives;
    const char* cls = pass ? "Negative" : "Positive";
    for (int i = 1; i <= n; ++i) {
      char name[16];
      std::snprintf(name, sizeof name, "%05d.jpg", i);
      writeJpeg((fs::path(root) / cls / name).string(), patternImage(w, h, 3, static_cast<std::uint64_t>(pass * 5000 + i)));
    }
  }
}

ImportRequest cracksRequest(const std::string& source, const std::string& name, int size) {
  ImportRequest r;
  r.source = source;
  r.manifest = "concrete-cracks";
  r.name = name;
  if (size > 0) {
    Preprocessing p;
    p.width = p.height = size;
    r.preprocessing = p;
  }
  return r;
}

}  // namespace nnlab::test

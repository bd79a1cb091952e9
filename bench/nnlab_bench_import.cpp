// nnlab-bench-import: image import throughput (images/s), the workload of the crack set:
// 227x227 RGB JPEG files -> gray 227x227 u8 dataset in memory. Twin: pil_import_twin.py.
//   nnlab-bench-import make DIR [--count N]        write N JPEGs (Positive/ and Negative/, quality 90)
//   nnlab-bench-import run DIR [--threads T] [--repeat R]   import R times, print each and the median
//   nnlab-bench-import load NAME [--repeat R]      time loadDataset(NAME) (a stored cache) and one
//                                                  full read of its pixels, R times
// The fixture images are the synthetic crack texture in colour, so the JPEGs carry texture
// like the real photographs (the real set is not redistributable).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/rng.h"
#include "data/image_codec.h"
#include "data/image_folder.h"
#include "data/image_import.h"
#include "data/dataset_catalog.h"
#include "data/synthetic.h"

using namespace nnlab;

namespace {

int make(const std::string& dir, int count) {
  namespace fs = std::filesystem;
  std::vector<std::uint8_t> gray(227 * 227);
  for (int i = 0; i < count; ++i) {
    const bool crack = i % 2;
    renderCrackSample(Rng::derive(1, static_cast<std::uint64_t>(i)), crack, 227, 227, gray.data());
    Image rgb(227, 227, 3);
    for (std::size_t p = 0; p < gray.size(); ++p) {  // concrete is slightly warm gray
      rgb.pixels[p * 3] = static_cast<std::uint8_t>(std::min(255, gray[p] + 6));
      rgb.pixels[p * 3 + 1] = gray[p];
      rgb.pixels[p * 3 + 2] = static_cast<std::uint8_t>(std::max(0, gray[p] - 8));
    }
    char name[32];
    std::snprintf(name, sizeof name, "%05d.jpg", i / 2 + 1);
    const fs::path p = fs::path(dir) / (crack ? "Positive" : "Negative") / name;
    fs::create_directories(p.parent_path());
    const auto bytes = encodeJpeg(rgb, 90);
    std::FILE* f = std::fopen(p.c_str(), "wb");
    if (!f || std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size()) fail(ErrorKind::BadInput, "cannot write " + p.string());
    std::fclose(f);
  }
  std::printf("wrote %d JPEG files of 227x227 in %s\n", count, dir.c_str());
  return 0;
}

int run(const std::string& dir, int threads, int repeat) {
  const ImageFileList list = scanImageFolder(dir);
  ImportOptions opt;
  opt.preprocessing.channels = 1;
  opt.preprocessing.width = opt.preprocessing.height = 227;
  opt.threads = threads;
  std::vector<double> rates;
  for (int r = 0; r < repeat; ++r) {
    ImportReport rep;
    const Dataset d = importImageFiles(list, opt, &rep);
    rates.push_back(static_cast<double>(d.size()) / rep.seconds);
    std::printf("{\"tool\": \"nnlab\", \"threads\": %d, \"images\": %lld, \"seconds\": %.4f, \"images_per_s\": %.1f}\n",
                rep.threads, static_cast<long long>(d.size()), rep.seconds, rates.back());
  }
  std::sort(rates.begin(), rates.end());
  std::printf("{\"tool\": \"nnlab\", \"threads\": %d, \"median_images_per_s\": %.1f}\n", resolveThreads(threads),
              rates[rates.size() / 2]);
  return 0;
}

int load(const std::string& name, int repeat) {
  using Clock = std::chrono::steady_clock;
  for (int r = 0; r < repeat; ++r) {
    const auto t0 = Clock::now();
    const Dataset d = loadDataset(name);
    const double loadS = std::chrono::duration<double>(Clock::now() - t0).count();
    // One pass over every byte, as a first epoch's gathers would touch them.
    const auto t1 = Clock::now();
    std::uint64_t sum = 0;
    const auto* p = d.images.data<std::uint8_t>();
    for (std::int64_t i = 0; i < d.images.numel(); i += 64) sum += p[i];
    const double passS = std::chrono::duration<double>(Clock::now() - t1).count();
    std::printf("{\"tool\": \"nnlab-load\", \"dataset\": \"%s\", \"samples\": %lld, \"bytes\": %zu, \"load_seconds\": %.4f, "
                "\"first_pass_seconds\": %.4f, \"checksum\": %llu}\n",
                name.c_str(), static_cast<long long>(d.size()), d.images.bytes(), loadS, passS,
                static_cast<unsigned long long>(sum));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: nnlab-bench-import make DIR [--count N] | run DIR [--threads T] [--repeat R] | load NAME [--repeat R]\n");
    return 2;
  }
  const std::string cmd = argv[1], dir = argv[2];
  int count = 2000, threads = 0, repeat = 5;
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const int v = std::atoi(argv[i + 1]);
    if (k == "--count") count = v;
    else if (k == "--threads") threads = v;
    else if (k == "--repeat") repeat = v;
  }
  try {
    if (cmd == "make") return make(dir, count);
    if (cmd == "run") return run(dir, threads, std::max(1, repeat));
    if (cmd == "load") return load(dir, std::max(1, repeat));
  } catch (const Error& e) {
    std::fprintf(stderr, "nnlab-bench-import: %s\n", e.what());
    return 3;
  }
  return 2;
}

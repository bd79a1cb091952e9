// Writes the binary seeds of fuzz/corpus/ with nnlab's own writers: a few valid files per
// reader and a few broken ones (the hostile cases of tests/support/hostile_files.h included).
// Run by hand when a format changes:  build-asan/fuzz/nnlab_fuzz_seeds fuzz/corpus
// Text seeds (CSV tables, specs) are kept in the corpus folders as they are.
#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "data/dataset_cache.h"
#include "data/idx_reader.h"
#include "data/image_codec.h"
#include "onnx_seeds.h"
#include "support/hostile_files.h"

using namespace nnlab;
using namespace nnlab::test;
namespace fs = std::filesystem;
using Bytes = std::vector<std::uint8_t>;

namespace {

std::string root;

Bytes load(const std::string& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void seed(const std::string& target, const std::string& name, const Bytes& bytes) {
  const fs::path p = fs::path(root) / target / name;
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  std::printf("%-22s %-28s %6zu bytes\n", target.c_str(), name.c_str(), bytes.size());
}

Bytes withMode(std::uint8_t mode, const Bytes& body) {
  Bytes b{mode};
  b.insert(b.end(), body.begin(), body.end());
  return b;
}

void part(Bytes& out, const Bytes& body) {  // fuzz_support.h's Parts: a 2-byte length, then the bytes
  out.push_back(static_cast<std::uint8_t>(body.size()));
  out.push_back(static_cast<std::uint8_t>(body.size() >> 8));
  out.insert(out.end(), body.begin(), body.end());
}

Bytes gzipped(const std::string& tmp, const std::vector<std::int64_t>& dims, const Bytes& data) {
  writeIdx(tmp, dims, data.data(), true);
  return load(tmp);
}

Image picture(int w, int h, int c) {
  Image img(w, h, c);
  for (std::size_t i = 0; i < img.pixels.size(); ++i) img.pixels[i] = static_cast<std::uint8_t>(i * 29 + 7);
  return img;
}

Bytes bmp(int w, int h) {  // 24-bit, bottom-up, rows padded to 4 bytes
  Bytes b = bmpClaiming(w, h);
  b.resize(54);
  const int row = (w * 3 + 3) / 4 * 4;
  for (int i = 0; i < row * h; ++i) b.push_back(static_cast<std::uint8_t>(i * 13));
  const auto size = static_cast<std::uint32_t>(b.size());
  for (int i = 0; i < 4; ++i) b[2 + i] = static_cast<std::uint8_t>(size >> (8 * i));
  return b;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s fuzz/corpus\n", argv[0]);
    return 2;
  }
  root = argv[1];
  const std::string tmp = (fs::temp_directory_path() / "nnlab-seeds").string();
  fs::create_directories(tmp);

  // IDX: images part, then labels.
  {
    Bytes pixels(3 * 4 * 4);
    for (std::size_t i = 0; i < pixels.size(); ++i) pixels[i] = static_cast<std::uint8_t>(i * 5);
    auto pair = [&](const Bytes& images, const Bytes& labels) {
      Bytes b;
      part(b, images);
      b.insert(b.end(), labels.begin(), labels.end());
      return b;
    };
    seed("fuzz_idx", "raw-pair", pair(idxBytes({3, 4, 4}, pixels), idxBytes({3}, {0, 1, 2})));
    seed("fuzz_idx", "gzip-pair", pair(gzipped(tmp + "/i.gz", {3, 4, 4}, pixels), gzipped(tmp + "/l.gz", {3}, {2, 1, 0})));
    seed("fuzz_idx", "count-mismatch", pair(idxBytes({3, 4, 4}, pixels), idxBytes({2}, {0, 1})));
    seed("fuzz_idx", "trailing", pair(idxBytes({2, 4, 4}, pixels), idxBytes({2}, {0, 1, 9, 9})));
    seed("fuzz_idx", "truncated", pair(idxBytes({9, 4, 4}, pixels), idxBytes({9}, {0, 1})));
    seed("fuzz_idx", "count-int-max", pair(idxBytes({0x7FFFFFFF, 28, 28}, {1, 2, 3}), idxBytes({0x7FFFFFFF}, {1})));
    seed("fuzz_idx", "swapped", pair(idxBytes({3}, {0, 1, 2}), idxBytes({3, 4, 4}, pixels)));
  }

  // Images: mode byte (hints), then the file.
  {
    seed("fuzz_image_png", "gray", withMode(0, encodePng(picture(7, 5, 1))));
    seed("fuzz_image_png", "rgb", withMode(3, encodePng(picture(6, 4, 3))));
    seed("fuzz_image_png", "rgba", withMode(1, encodePng(picture(5, 5, 4))));
    seed("fuzz_image_png", "gray-alpha", withMode(2, encodePng(picture(4, 3, 2))));
    seed("fuzz_image_png", "claims-65535", withMode(0, pngClaiming(65535, 65535)));
    const Bytes png = encodePng(picture(7, 5, 1));
    seed("fuzz_image_png", "truncated", withMode(0, Bytes(png.begin(), png.begin() + static_cast<long>(png.size() / 2))));
    seed("fuzz_image_jpeg", "gray", withMode(0, encodeJpeg(picture(16, 9, 1), 80)));
    seed("fuzz_image_jpeg", "rgb", withMode(4, encodeJpeg(picture(24, 17, 3), 70)));
    seed("fuzz_image_jpeg", "claims-65500", withMode(0, jpegClaiming(65500, 65500)));
    const Bytes jpg = encodeJpeg(picture(16, 9, 3), 80);
    seed("fuzz_image_jpeg", "truncated", withMode(1, Bytes(jpg.begin(), jpg.begin() + static_cast<long>(jpg.size() * 2 / 3))));
    seed("fuzz_image_bmp", "rgb", withMode(0, bmp(5, 3)));
    seed("fuzz_image_bmp", "gray-asked", withMode(1, bmp(4, 4)));
    seed("fuzz_image_bmp", "claims-60000", withMode(0, bmpClaiming(60000, 60000)));
    seed("fuzz_image_bmp", "negative", withMode(2, bmpClaiming(-3, -2147483647)));
  }

  // Image folders: mode byte, then (class byte, file) pairs.
  {
    auto folder = [&](std::uint8_t mode, const std::vector<std::pair<int, Bytes>>& files) {
      Bytes b{mode};
      for (const auto& [cls, f] : files) {
        b.push_back(static_cast<std::uint8_t>(cls));
        part(b, f);
      }
      return b;
    };
    const Bytes a = encodePng(picture(6, 5, 1)), c = encodePng(picture(6, 5, 3)), j = encodeJpeg(picture(9, 7, 3), 80);
    seed("fuzz_image_folder", "two-classes", folder(0, {{0, a}, {0, c}, {1, a}, {1, j}}));
    seed("fuzz_image_folder", "resized-f16", folder(0x82, {{0, a}, {1, j}, {2, bmp(3, 3)}}));
    seed("fuzz_image_folder", "skip-huge", folder(1, {{0, a}, {0, pngClaiming(65535, 65535)}, {1, a}, {1, Bytes{1, 2, 3}}}));
    seed("fuzz_image_folder", "one-class", folder(0, {{0, a}, {0, a}}));
  }

  // Archives: as they are.
  {
    const Bytes png = encodePng(picture(6, 5, 1));
    const std::vector<ArchiveEntry> files = {                                             {ArchiveEntry::File, "cats/1.png", png, ""},
                                             {ArchiveEntry::File, "cats/2.png", png, ""},
                                             {ArchiveEntry::File, "dogs/1.png", png, ""},
                                             {ArchiveEntry::File, "dogs/2.png", png, ""}};
    for (const char* format : {"zip", "tar", "tgz"}) {
      writeArchive(tmp + "/a." + format, format, files);
      seed("fuzz_archive", std::string("images.") + format, load(tmp + "/a." + format));
    }
    std::vector<ArchiveEntry> special = files;
    special.push_back({ArchiveEntry::Symlink, "etc", {}, "/etc"});
    special.push_back({ArchiveEntry::Symlink, "up", {}, "../../.."});
    special.push_back({ArchiveEntry::File, "up/escaped.png", png, ""});
    special.push_back({ArchiveEntry::Hardlink, "dogs/passwd.png", {}, "/etc/passwd"});
    special.push_back({ArchiveEntry::Fifo, "dogs/fifo.png", {}, ""});
    special.push_back({ArchiveEntry::CharDevice, "dogs/null.png", {}, ""});
    writeArchive(tmp + "/special.tar", "tar", special);
    seed("fuzz_archive", "special.tar", load(tmp + "/special.tar"));
    writeArchive(tmp + "/dotdot.tar", "tar", {{ArchiveEntry::File, "x/../../x.png", png, ""}});
    seed("fuzz_archive", "dotdot.tar", load(tmp + "/dotdot.tar"));
  }

  // Dataset caches: as they are.
  {
    writeSmallNnds(tmp + "/small/dataset.nnds", 6);
    seed("fuzz_dataset_cache", "small.nnds", load(tmp + "/small/dataset.nnds"));
    const nlohmann::json report = {{"files", 6}, {"imported", 6}, {"class_names", {"a", "b"}}, {"class_counts", {3, 3}},
                                   {"skipped", {{{"path", "x.png"}, {"reason", "corrupt PNG"}}}},
                                   {"not_unpacked", {{{"path", "etc"}, {"reason", "a symbolic link to '/etc'"}}}},
                                   {"preprocessing", {{"channels", 1}, {"size", {2, 2}}}}};
    writeSmallNnds(tmp + "/imported/dataset.nnds", 6,
                   {{"report", report}, {"import", {{"source", "/nonexistent"}, {"manifest", ""}, {"on_corrupt", "skip"}}},
                    {"manifest", {{"name", "m"}, {"citation", "c"}, {"licence", "l"}}}});
    seed("fuzz_dataset_cache", "imported.nnds", load(tmp + "/imported/dataset.nnds"));
    writeSmallNnds(tmp + "/counts/dataset.nnds", 6, {{"padding", std::string(100, '-')}});
    patchNndsHeader(tmp + "/counts/dataset.nnds", [](nlohmann::json& h) {
      h["extra"] = {{"report", {{"class_names", {"a"}}, {"class_counts", {1, 1, 9}}}}};
    });
    seed("fuzz_dataset_cache", "report-counts-longer.nnds", load(tmp + "/counts/dataset.nnds"));
    const std::string hostile = tmp + "/hostile";
    // A few of the hostile caches (the others differ from these in one field only).
    const std::vector<std::string> keep = {"label-int-max", "labels-in-header", "types-samples-string", "types-extra-string",
                                           "types-report-number", "types-counts-disagree", "types-header-array", "empty"};
    for (const auto& c : writeHostileFiles(hostile, tmp + "/hostile-data"))
      if (c.kind == "nnds" && std::find(keep.begin(), keep.end(), c.name) != keep.end())
        seed("fuzz_dataset_cache", c.name + ".nnds", load(c.path));
  }

  // Checkpoints: mode byte (odd: the harness appends the CRC-32), then the file.
  {
    writeSmallCheckpoint(tmp + "/c.ckpt");
    const Bytes ck = load(tmp + "/c.ckpt");
    seed("fuzz_checkpoint", "complete", withMode(0, ck));
    seed("fuzz_checkpoint", "crc-by-harness", withMode(1, Bytes(ck.begin(), ck.end() - 4)));
    patchCheckpointHeader(tmp + "/c.ckpt", [](nlohmann::json& h) { h["extra"]["split"] = "85,2,13"; });
    const Bytes bad = load(tmp + "/c.ckpt");
    seed("fuzz_checkpoint", "extra-split-string", withMode(1, Bytes(bad.begin(), bad.end() - 4)));
  }
  // ONNX models (onnx_seeds.cpp; none without libonnx).
  nnlab::fuzz::writeOnnxSeeds([](const std::string& name, const Bytes& bytes) { seed("fuzz_onnx_model", name, bytes); }, tmp);
  fs::remove_all(tmp);
  return 0;
}

#include "support/hostile_files.h"

#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "backends/backend_factory.h"
#include "data/dataset_cache.h"
#include "data/image_codec.h"
#include "nn/model.h"
#include "train/checkpoint.h"
#include "train/trainer.h"

namespace nnlab::test {

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

void put(std::vector<std::uint8_t>& v, std::uint64_t x, int bytes, bool bigEndian = false) {
  for (int i = 0; i < bytes; ++i) v.push_back(static_cast<std::uint8_t>(x >> (8 * (bigEndian ? bytes - 1 - i : i))));
}

void save(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

void saveText(const std::string& path, const std::string& text) { save(path, {text.begin(), text.end()}); }

std::vector<std::uint8_t> load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void pngChunk(std::vector<std::uint8_t>& out, const char* type, const std::vector<std::uint8_t>& body) {
  put(out, body.size(), 4, true);
  std::vector<std::uint8_t> crcd(type, type + 4);
  crcd.insert(crcd.end(), body.begin(), body.end());
  out.insert(out.end(), crcd.begin(), crcd.end());
  put(out, crc32(0L, crcd.data(), static_cast<uInt>(crcd.size())), 4, true);
}

}  // namespace

void writeRawNnds(const std::string& path, const json& header, std::uint64_t labelsOffset,
                  const std::vector<std::int32_t>& labels, std::uint64_t pixelsOffset,
                  const std::vector<std::uint8_t>& pixels, std::uint64_t fileSize) {
  const std::string text = header.dump();
  std::vector<std::uint8_t> b(fileSize, 0);
  auto at = [&](std::uint64_t off, const void* p, std::size_t n) {
    if (n > 0 && off < b.size()) std::memcpy(b.data() + off, p, std::min<std::uint64_t>(n, b.size() - off));
  };
  const char magic[8] = {'N', 'N', 'L', 'A', 'B', 'S', 'E', 'T'};
  const std::uint32_t version = 1, reserved = 0;
  const std::uint64_t len = text.size();
  at(0, magic, 8);
  at(8, &version, 4);
  at(12, &reserved, 4);
  at(16, &len, 8);
  at(labelsOffset, labels.data(), labels.size() * 4);
  at(24, text.data(), text.size());  // after the labels: a lying labels_offset reads the text
  at(pixelsOffset, pixels.data(), pixels.size());
  save(path, b);
}

void writeSmallNnds(const std::string& path, int n, const json& extra) {
  Dataset d;
  d.name = fs::path(path).parent_path().filename().string();
  d.description = "a small cache";
  d.classNames = {"a", "b"};
  d.images = Tensor::empty(Shape{n, 1, 2, 2}, DType::U8);
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  for (int i = 0; i < n * 4; ++i) d.images.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(i * 37);
  for (int i = 0; i < n; ++i) d.labels.data<std::int32_t>()[i] = i % 2;
  CacheMeta meta;
  meta.title = "Small";
  meta.extra = extra;
  fs::create_directories(fs::path(path).parent_path());
  writeDatasetCache(path, d, meta);
}

void patchNndsHeader(const std::string& path, const std::function<void(json&)>& change) {
  std::vector<std::uint8_t> b = load(path);
  std::uint64_t len = 0;
  std::memcpy(&len, b.data() + 16, 8);
  json h = json::parse(std::string(b.begin() + 24, b.begin() + 24 + static_cast<long>(len)));
  change(h);
  std::string text = h.dump();
  if (text.size() > len) throw std::runtime_error("patched header does not fit in " + path);
  text.resize(len, ' ');
  std::memcpy(b.data() + 24, text.data(), len);
  save(path, b);
}

std::vector<std::uint8_t> idxBytes(const std::vector<std::uint32_t>& dims, const std::vector<std::uint8_t>& data) {
  std::vector<std::uint8_t> b{0, 0, 0x08, static_cast<std::uint8_t>(dims.size())};
  for (auto d : dims) put(b, d, 4, true);
  b.insert(b.end(), data.begin(), data.end());
  return b;
}

std::vector<std::uint8_t> pngClaiming(std::uint32_t width, std::uint32_t height) {
  std::vector<std::uint8_t> out{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::vector<std::uint8_t> ihdr;
  put(ihdr, width, 4, true);
  put(ihdr, height, 4, true);
  ihdr.insert(ihdr.end(), {8, 0, 0, 0, 0});  // 8-bit gray, no interlace
  pngChunk(out, "IHDR", ihdr);
  std::vector<std::uint8_t> raw(64, 0), z(128);
  uLongf zlen = z.size();
  compress(z.data(), &zlen, raw.data(), raw.size());
  z.resize(zlen);
  pngChunk(out, "IDAT", z);
  pngChunk(out, "IEND", {});
  return out;
}

std::vector<std::uint8_t> jpegClaiming(std::uint16_t width, std::uint16_t height) {
  Image img(8, 8, 1);
  std::vector<std::uint8_t> j = encodeJpeg(img, 90);
  for (std::size_t i = 2; i + 9 < j.size(); ++i)
    if (j[i] == 0xFF && (j[i + 1] == 0xC0 || j[i + 1] == 0xC2)) {  // SOF0/SOF2: FF C0 len(2) P(1) Y(2) X(2)
      j[i + 5] = static_cast<std::uint8_t>(height >> 8);
      j[i + 6] = static_cast<std::uint8_t>(height);
      j[i + 7] = static_cast<std::uint8_t>(width >> 8);
      j[i + 8] = static_cast<std::uint8_t>(width);
      break;
    }
  return j;
}

std::vector<std::uint8_t> bmpClaiming(std::int32_t width, std::int32_t height) {
  std::vector<std::uint8_t> b{'B', 'M'};
  put(b, 54 + 16, 4);
  put(b, 0, 4);
  put(b, 54, 4);
  put(b, 40, 4);
  put(b, static_cast<std::uint32_t>(width), 4);
  put(b, static_cast<std::uint32_t>(height), 4);
  put(b, 1, 2);
  put(b, 24, 2);
  put(b, 0, 4);
  put(b, 16, 4);
  put(b, 2835, 4);
  put(b, 2835, 4);
  put(b, 0, 4);
  put(b, 0, 4);
  b.resize(b.size() + 16, 0x7f);
  return b;
}

void writeSmallCheckpoint(const std::string& path) {
  const ModelSpec spec = ModelSpec::fromJson(
      json::parse(R"({"name": "tiny", "layers": [{"type": "flatten"}, {"type": "dense", "units": 2}]})"));
  auto backend = makeBackend("cpu-reference", 1);
  auto model = Model::create(spec, Shape{1, 2, 2}, 2);
  model->build(*backend, DType::F32, 1);
  TrainConfig cfg;
  cfg.epochs = 1;
  cfg.batch = 2;
  Trainer trainer(*model, *backend, cfg);
  fs::create_directories(fs::path(path).parent_path());
  saveCheckpoint(path, *model, &trainer, {{"dataset", "tiny.csv"}, {"split", {50, 25, 25}}, {"run_status", "completed"}});
}

void patchCheckpointHeader(const std::string& path, const std::function<void(json&)>& change) {
  const std::vector<std::uint8_t> b = load(path);
  std::uint64_t len = 0;
  std::memcpy(&len, b.data() + 12, 8);
  json h = json::parse(std::string(b.begin() + 20, b.begin() + 20 + static_cast<long>(len)));
  change(h);
  const std::string text = h.dump();
  std::vector<std::uint8_t> out(b.begin(), b.begin() + 12);
  put(out, text.size(), 8);
  out.insert(out.end(), text.begin(), text.end());
  out.insert(out.end(), b.begin() + 20 + static_cast<long>(len), b.end() - 4);
  put(out, crc32(0L, out.data(), static_cast<uInt>(out.size())), 4);
  save(path, out);
}

std::vector<HostileCase> writeHostileFiles(const std::string& dir, const std::string& dataDir) {
  std::vector<HostileCase> cases;
  auto add = [&](const std::string& kind, const std::string& name, const std::string& path, const std::string& attack) {
    cases.push_back({kind, name, path, attack});
  };
  const std::string d = dir + "/";
  auto stored = [&](const std::string& name) { return dataDir + "/" + name + "/dataset.nnds"; };

  // Dataset caches. A consistent header for samples x C x H x W whose product wraps past 2^64
  // (2^19 x 32768^3 = 2^64: "0 pixel bytes", and the file agrees).
  auto wrapHeader = [](std::int64_t n, std::int64_t side, const char* storage, std::uint64_t pixelsOffset) {
    return json{{"format", "nnlab-dataset-cache"}, {"version", 1}, {"name", "wrap"}, {"samples", n},
                {"shape", {side, side, side}}, {"class_names", {"a"}}, {"storage", storage}, {"labels_offset", 1024},
                {"pixels_offset", pixelsOffset}, {"pixels_bytes", 0}, {"payload_crc32", 0}};
  };
  {
    const std::int64_t n = 1 << 19;
    const std::uint64_t pix = (1024 + 4 * static_cast<std::uint64_t>(n) + 4095) / 4096 * 4096;
    writeRawNnds(d + "wrap-u8.nnds", wrapHeader(n, 32768, "u8", pix), 1024, {}, pix, {}, pix);
    add("nnds", "wrap-u8", d + "wrap-u8.nnds", "samples x C x H x W = 2^64 wraps to 0 pixel bytes (u8)");
    const std::int64_t m = 1 << 18;
    const std::uint64_t pix2 = (1024 + 4 * static_cast<std::uint64_t>(m) + 4095) / 4096 * 4096;
    writeRawNnds(d + "wrap-f16.nnds", wrapHeader(m, 32768, "f16", pix2), 1024, {}, pix2, {}, pix2);
    add("nnds", "wrap-f16", d + "wrap-f16.nnds", "samples x C x H x W x 2 = 2^64 wraps to 0 pixel bytes (f16)");
  }
  {
    json h = {{"format", "nnlab-dataset-cache"}, {"version", 1}, {"name", "maxlabel"}, {"samples", 2},
              {"shape", {1, 1, 1}}, {"storage", "u8"}, {"labels_offset", 1024}, {"pixels_offset", 4096},
              {"pixels_bytes", 2}, {"payload_crc32", 0}};
    writeRawNnds(d + "label-int-max.nnds", h, 1024, {0, 2147483647}, 4096, {1, 2}, 4098);
    add("nnds", "label-int-max", d + "label-int-max.nnds", "a label of 2^31-1 and no class names");
    h["samples"] = 64;
    h["labels_offset"] = 24;  // the labels are the header's own text
    h["pixels_bytes"] = 64;
    writeRawNnds(d + "labels-in-header.nnds", h, 24, {}, 4096, std::vector<std::uint8_t>(64, 9), 4160);
    add("nnds", "labels-in-header", d + "labels-in-header.nnds", "labels_offset inside the header text (539 million classes)");
  }
  const std::vector<std::pair<std::string, std::function<void(json&)>>> wrongTypes = {
      {"samples-string", [](json& h) { h["samples"] = "6"; }},
      {"shape-string", [](json& h) { h["shape"] = "1x2x2"; }},
      {"shape-rank-2", [](json& h) { h["shape"] = {2, 2}; }},
      {"class-names-number", [](json& h) { h["class_names"] = 5; }},
      {"class-names-of-numbers", [](json& h) { h["class_names"] = {1, 2}; }},
      {"storage-number", [](json& h) { h["storage"] = 8; }},
      {"offset-negative", [](json& h) { h["labels_offset"] = -1; }},
      {"offset-float", [](json& h) { h["pixels_offset"] = 4096.5; }},
      {"crc-string", [](json& h) { h["payload_crc32"] = "x"; }},
      {"synthetic-string", [](json& h) { h["synthetic"] = "yes"; }},
      {"name-object", [](json& h) { h["name"] = json::object(); }},
      {"preprocessing-number", [](json& h) { h["preprocessing"] = 5; }},
      {"extra-string", [](json& h) { h["extra"] = "x"; }},
      {"report-number", [](json& h) { h["extra"] = {{"report", 5}}; }},
      {"report-counts-string", [](json& h) { h["extra"] = {{"report", {{"class_counts", "x"}}}}; }},
      {"import-source-number", [](json& h) { h["extra"] = {{"import", {{"source", 5}}}}; }},
      {"manifest-citation-number", [](json& h) { h["extra"] = {{"manifest", {{"citation", 5}}}}; }},
      {"counts-disagree", [](json& h) { h["class_counts"] = {5, 1}; }},
      {"counts-longer", [](json& h) { h["class_counts"] = {3, 3, 0}; }},
      {"header-array", [](json& h) { h = json::array({1, 2, 3}); }},
  };
  for (const auto& entry : wrongTypes) {
    const std::string& name = entry.first;
    const std::function<void(json&)>& change = entry.second;  // (clang 14 cannot capture a structured binding)
    // Room for the patched text: a long description the patch drops.
    writeSmallNnds(d + "types/" + name + "/dataset.nnds", 6, {{"padding", std::string(200, '-')}});
    patchNndsHeader(d + "types/" + name + "/dataset.nnds", [&](json& h) {
      h["extra"] = json::object();
      change(h);
    });
    add("nnds", "types-" + name, d + "types/" + name + "/dataset.nnds", "header field of the wrong type: " + name);
  }
  {
    // A stored dataset whose import report lists more class counts than class names, imbalanced
    // so that the report's warning looks up the largest class's name.
    const json report = {{"files", 6}, {"imported", 6}, {"class_names", {"a", "b"}}, {"class_counts", {1, 1, 400}}};
    writeSmallNnds(stored("report-counts"), 6, {{"report", report}, {"import", {{"source", "/nonexistent/folder"}}}});
    add("stored", "report-counts", "report-counts", "import report with class_counts longer than class_names");
    writeSmallNnds(stored("report-skipped-bad"), 6, {{"report", {{"skipped", {1, 2}}}}});
    add("stored", "report-skipped-bad", "report-skipped-bad", "import report whose skipped list holds numbers");
    fs::create_directories(dataDir + "/wrap-stored");
    fs::copy_file(d + "wrap-u8.nnds", stored("wrap-stored"), fs::copy_options::overwrite_existing);
    add("stored", "wrap-stored", "wrap-stored", "a stored dataset whose sizes wrap past 2^64");
    fs::create_directories(dataDir + "/labels-in-header");
    fs::copy_file(d + "labels-in-header.nnds", stored("labels-in-header"), fs::copy_options::overwrite_existing);
    add("stored", "labels-in-header", "labels-in-header", "a stored dataset with labels in its header");
    fs::create_directories(dataDir + "/types-header");
    fs::copy_file(d + "types/samples-string/dataset.nnds", stored("types-header"), fs::copy_options::overwrite_existing);
    add("stored", "types-header", "types-header", "a stored dataset with a header field of the wrong type");
  }
  saveText(d + "empty.nnds", "");
  add("nnds", "empty", d + "empty.nnds", "an empty cache");
  fs::create_directories(d + "folder.nnds");
  add("nnds", "folder", d + "folder.nnds", "a folder named like a cache");
  if (::mkfifo((d + "fifo.nnds").c_str(), 0600) == 0) add("nnds", "fifo", d + "fifo.nnds", "a FIFO named like a cache");

  // IDX folders (as <dataDir>/mnist would be, or given by path).
  auto idxDir = [&](const std::string& name, const std::vector<std::uint8_t>& images, const std::vector<std::uint8_t>& labels,
                    const std::string& attack) {
    save(d + "idx/" + name + "/train-images-idx3-ubyte", images);
    save(d + "idx/" + name + "/train-labels-idx1-ubyte", labels);
    add("idx", "idx-" + name, d + "idx/" + name, attack);
  };
  idxDir("count-int-max", idxBytes({0x7FFFFFFF, 28, 28}, std::vector<std::uint8_t>(100, 1)),
         idxBytes({0x7FFFFFFF}, std::vector<std::uint8_t>(100, 1)), "headers claiming 2,147,483,647 samples");
  idxDir("count-2-32", idxBytes({0xFFFFFFFF, 1, 1}, {}), idxBytes({0xFFFFFFFF}, {}), "headers claiming 2^32-1 samples");
  idxDir("trailing", idxBytes({2, 2, 2}, std::vector<std::uint8_t>(8 + 100, 3)), idxBytes({2}, {0, 1}),
         "100 bytes after the promised images");
  idxDir("labels-first", idxBytes({5, 65535, 65535}, {}), idxBytes({5}, {0, 1, 2, 3, 4}),
         "a short images file whose labels are fine");
  idxDir("wrong-magic", idxBytes({2}, {0, 1}), idxBytes({2, 2, 2}, std::vector<std::uint8_t>(8, 0)), "the two files swapped");

  // CSV tables.
  {
    std::string many = "x,class\n";
    for (int i = 0; i < 70000; ++i) many += "1,c" + std::to_string(i) + "\n";
    saveText(d + "csv/many-classes.csv", many);
    add("csv", "many-classes", d + "csv/many-classes.csv", "70,000 different classes");
    saveText(d + "csv/quote.csv", "a,b\n1,\"x\n2,y\n");
    add("csv", "quote", d + "csv/quote.csv", "a quote never closed");
    saveText(d + "csv/ragged.csv", "1,2,a\n1,b\n");
    add("csv", "ragged", d + "csv/ragged.csv", "rows of different lengths");
    saveText(d + "csv/huge-number.csv", "1e999,a\n2,b\n");
    add("csv", "huge-number", d + "csv/huge-number.csv", "a value beyond f32");
    saveText(d + "csv/empty.csv", "");
    add("csv", "empty", d + "csv/empty.csv", "an empty table");
  }

  // Image folders: one hostile image among good ones.
  {
    Image good(6, 5, 1);
    for (std::size_t i = 0; i < good.pixels.size(); ++i) good.pixels[i] = static_cast<std::uint8_t>(i * 7);
    auto folder = [&](const std::string& name, const std::string& file, const std::vector<std::uint8_t>& bytes,
                      const std::string& attack) {
      const std::string root = d + "images/" + name;
      for (const char* cls : {"cats", "dogs"})
        for (int i = 0; i < 2; ++i) save(root + "/" + cls + "/" + std::to_string(i) + ".png", encodePng(good));
      save(root + "/cats/" + file, bytes);
      add("images", "images-" + name, root, attack);
    };
    folder("png-65535", "huge.png", pngClaiming(65535, 65535), "a 150-byte PNG claiming 65535 x 65535 pixels");
    folder("png-side-2-31", "wide.png", pngClaiming(0x7FFFFFFF, 1), "a PNG claiming 2^31-1 pixels per row");
    folder("jpeg-65500", "huge.jpg", jpegClaiming(65500, 65500), "a JPEG claiming 65500 x 65500 pixels");
    folder("bmp-60000", "huge.bmp", bmpClaiming(60000, 60000), "a BMP claiming 60000 x 60000 pixels");
    folder("bmp-negative", "neg.bmp", bmpClaiming(-5, -2147483647), "a BMP with negative dimensions");
    const std::vector<std::uint8_t> whole = encodePng(good);
    folder("png-truncated", "cut.png", std::vector<std::uint8_t>(whole.begin(), whole.begin() + 30), "a PNG cut short");
    folder("empty-file", "empty.png", {}, "an empty image file");
    const std::string root = d + "images/links";
    for (const char* cls : {"cats", "dogs"})
      for (int i = 0; i < 2; ++i) save(root + "/" + cls + "/" + std::to_string(i) + ".png", encodePng(good));
    std::error_code ec;
    fs::create_symlink("/dev/zero", root + "/cats/zero.png", ec);
    if (::mkfifo((root + "/dogs/fifo.png").c_str(), 0600) == 0) add("images", "images-links", root, "a FIFO and a link to /dev/zero named like images");
  }

  // Archives: links, devices, FIFOs and escapes next to real images.
  {
    Image good(6, 5, 1);
    const std::vector<std::uint8_t> png = encodePng(good);
    std::vector<ArchiveEntry> special = {
                {ArchiveEntry::File, "cats/1.png", png, ""},
        {ArchiveEntry::File, "cats/2.png", png, ""},
        {ArchiveEntry::File, "dogs/1.png", png, ""},
        {ArchiveEntry::File, "dogs/2.png", png, ""},
        {ArchiveEntry::Symlink, "etc", {}, "/etc"},
        {ArchiveEntry::Symlink, "up", {}, "../../../../.."},
        {ArchiveEntry::Symlink, "cats/shadow.png", {}, "/etc/shadow"},
        {ArchiveEntry::File, "up/escaped.png", png, ""},  // through the link, were it made
        {ArchiveEntry::Hardlink, "dogs/passwd.png", {}, "/etc/passwd"},
        {ArchiveEntry::Fifo, "dogs/fifo.png", {}, ""},
        {ArchiveEntry::CharDevice, "dogs/null.png", {}, ""},
    };
    writeArchive(d + "archives/special.tar", "tar", special);
    add("archive", "special-tar", d + "archives/special.tar", "symlinks out of the folder, a hard link, a FIFO, a device");
    writeArchive(d + "archives/special.zip", "zip", {special[0], special[1], special[2], special[3], special[4], special[5], special[7]});
    add("archive", "special-zip", d + "archives/special.zip", "symlinks stored in a zip");
    writeArchive(d + "archives/dotdot.tgz", "tgz", {{ArchiveEntry::File, "x/../../escape.png", png, ""}});
    add("archive", "dotdot", d + "archives/dotdot.tgz", "an entry named ../../escape.png");
    writeArchive(d + "archives/absolute.tar", "tar", {{ArchiveEntry::File, "/tmp/nnlab-hostile-absolute.png", png, ""}});
    add("archive", "absolute", d + "archives/absolute.tar", "an entry with an absolute path");
    std::vector<std::uint8_t> cut = load(d + "archives/special.tar");
    cut.resize(cut.size() / 3);
    save(d + "archives/cut.tar", cut);
    add("archive", "cut", d + "archives/cut.tar", "a tar cut short");
    save(d + "archives/garbage.zip", std::vector<std::uint8_t>(300, 0x50));
    add("archive", "garbage", d + "archives/garbage.zip", "not an archive");
  }

  // Checkpoints.
  {
    const std::string good = d + "ckpt/good.ckpt";
    writeSmallCheckpoint(good);
    const std::vector<std::pair<std::string, std::function<void(json&)>>> patches = {
        {"extra-string", [](json& h) { h["extra"] = "x"; }},
        {"extra-dataset-number", [](json& h) { h["extra"]["dataset"] = 5; }},
        {"extra-split-string", [](json& h) { h["extra"]["split"] = "85,2,13"; }},
        {"extra-split-short", [](json& h) { h["extra"]["split"] = {1, 2}; }},
        {"train-number", [](json& h) { h["train"] = 3; }},
        {"train-batch-string", [](json& h) { h["train"]["batch"] = "64"; }},
        {"tensors-object", [](json& h) { h["tensors"] = json::object(); }},
        {"tensor-shape-huge", [](json& h) { h["tensors"][0]["shape"] = {2147483647, 2147483647, 2147483647}; }},
        {"tensor-offset-huge", [](json& h) { h["tensors"][0]["offset"] = 18446744073709551615ull; }},
        {"tensor-name-number", [](json& h) { h["tensors"][0]["name"] = 7; }},
        {"classes-huge", [](json& h) { h["classes"] = 2147483647; }},
        {"model-name-number", [](json& h) { h["model"]["name"] = 5; }},
        {"model-string", [](json& h) { h["model"] = "lenet5"; }},
        {"input-negative", [](json& h) { h["input"] = {-1, 2, 2}; }},
    };
    for (const auto& [name, change] : patches) {
      const std::string p = d + "ckpt/" + name + ".ckpt";
      fs::copy_file(good, p, fs::copy_options::overwrite_existing);
      patchCheckpointHeader(p, change);
      add("checkpoint", "ckpt-" + name, p, "checkpoint header: " + name);
    }
    add("checkpoint", "ckpt-dev-zero", "/dev/zero", "a checkpoint that never ends");
    add("checkpoint", "ckpt-folder", d + "ckpt", "a folder given as a checkpoint");
    if (::mkfifo((d + "ckpt/fifo.ckpt").c_str(), 0600) == 0) add("checkpoint", "ckpt-fifo", d + "ckpt/fifo.ckpt", "a FIFO");
    {
      std::ofstream(d + "ckpt/sparse.ckpt").close();
      if (::truncate((d + "ckpt/sparse.ckpt").c_str(), std::int64_t{64} << 30) == 0)
        add("checkpoint", "ckpt-sparse", d + "ckpt/sparse.ckpt", "a 64 GiB (sparse) checkpoint");
    }
  }

  // Model and experiment specs (their readers are the lead's; the walk covers them too).
  {
    const std::vector<std::pair<std::string, std::string>> models = {
        {"name-number", R"({"name": 5, "layers": [{"type": "flatten"}, {"type": "dense", "units": "classes"}]})"},
        {"description-array", R"({"name": "x", "description": [1], "layers": [{"type": "flatten"}, {"type": "dense", "units": "classes"}]})"},
        {"layers-object", R"({"name": "x", "layers": {"type": "flatten"}})"},
        {"units-huge", R"({"name": "x", "layers": [{"type": "flatten"}, {"type": "dense", "units": 4000000000000}]})"},
        {"deep", std::string(100000, '[') + std::string(100000, ']')},
        {"not-json", "\x89PNG\r\n\x1a\n"},
    };
    for (const auto& [name, text] : models) {
      saveText(d + "models/" + name + ".json", text);
      add("model", "model-" + name, d + "models/" + name + ".json", "model spec: " + name);
    }
    const std::vector<std::pair<std::string, std::string>> experiments = {
        {"model-proc-mem", R"({"name": "x", "model": "/proc/self/mem", "dataset": "mnist-bundled"})"},
        {"model-dev-zero", R"({"name": "x", "model": "/dev/zero", "dataset": "mnist-bundled"})"},
        {"name-escapes", R"({"name": "../../../../tmp/nnlab-hostile-x", "model": "lenet5", "dataset": "/nonexistent/data"})"},
        {"train-string", R"({"name": "x", "model": "lenet5", "train": "fast"})"},
        {"seed-negative", R"({"name": "x", "model": "lenet5", "dataset": "/nonexistent", "train": {"seed": -1}})"},
        {"dataset-cache", "{\"name\": \"x\", \"model\": \"lenet5\", \"dataset\": \"" + d + "wrap-u8.nnds\"}"},
    };
    for (const auto& [name, text] : experiments) {
      saveText(d + "experiments/" + name + ".json", text);
      add("experiment", "experiment-" + name, d + "experiments/" + name + ".json", "experiment spec: " + name);
    }
  }
  return cases;
}

}  // namespace nnlab::test

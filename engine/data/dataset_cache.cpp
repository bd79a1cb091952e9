#include "data/dataset_cache.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <cmath>
#include <optional>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>

#include "core/error.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "core/limits.h"

namespace nnlab {

namespace {

constexpr char kMagic[8] = {'N', 'N', 'L', 'A', 'B', 'S', 'E', 'T'};
// Version 1: u8 or f16 images. Version 2 adds f32 features (tables, sequences); image caches are
// still written as version 1, so builds that read only version 1 keep reading them.
constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kFeaturesVersion = 2;
constexpr std::size_t kPrefix = 24;  // magic, version, reserved, header length
constexpr std::uint64_t kPixelAlign = 4096;

std::uint64_t alignUp(std::uint64_t v, std::uint64_t a) { return (v + a - 1) / a * a; }

std::uint32_t crc(std::uint32_t c, const void* data, std::size_t n) {
  const auto* p = static_cast<const Bytef*>(data);
  while (n > 0) {
    const uInt chunk = static_cast<uInt>(std::min<std::size_t>(n, 1u << 30));
    c = static_cast<std::uint32_t>(crc32(c, p, chunk));
    p += chunk;
    n -= chunk;
  }
  return c;
}

[[noreturn]] void bad(const std::string& path, const std::string& what) {
  fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "dataset cache %1 %2: delete it and import or generate the dataset again"),
      path, what));
}

struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

void writeDatasetCache(const std::string& path, const Dataset& ds, const CacheMeta& meta) {
  ds.validate();
  const bool features = ds.tabular();
  const DType storage = features ? DType::F32 : meta.storage;
  if (!features && storage != DType::U8 && storage != DType::F16)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a dataset cache stores u8 or f16 pixels, or f32 features")));
  const std::int64_t n = ds.size();
  const std::size_t count = static_cast<std::size_t>(ds.inputs().numel());
  const std::size_t pixelBytes = count * dtypeSize(storage);
  const std::size_t labelBytes = static_cast<std::size_t>(n) * sizeof(std::int32_t);
  const std::uint32_t version = features ? kFeaturesVersion : kVersion;

  // f16 storage: x / 255 as the study stored it.
  std::vector<std::uint16_t> half;
  const void* pixelData = ds.inputs().raw();
  if (storage == DType::F16) {
    std::uint16_t table[256];
    for (int v = 0; v < 256; ++v) table[v] = floatToHalf(static_cast<float>(v) / 255.0f).bits;
    half.resize(count);
    const auto* px = ds.images.data<std::uint8_t>();
    for (std::size_t i = 0; i < count; ++i) half[i] = table[px[i]];
    pixelData = half.data();
  }
  std::uint32_t payloadCrc = crc(0, ds.labels.raw(), labelBytes);
  payloadCrc = crc(payloadCrc, pixelData, pixelBytes);

  nlohmann::json h = {{"format", "nnlab-dataset-cache"},
                      {"version", version},
                      {"name", ds.name},
                      {"title", meta.title.empty() ? ds.name : meta.title},
                      {"description", ds.description},
                      {"synthetic", meta.synthetic || ds.synthetic},
                      {"source", ds.source},
                      {"source_fingerprint", meta.sourceFingerprint},
                      {"preprocessing", meta.preprocessing},
                      {"samples", n},
                      {"shape", ds.sampleShape().dims()},
                      {"class_names", ds.classNames},
                      {"class_counts", ds.classCounts()},
                      {"storage", dtypeName(storage)},
                      {"payload_crc32", payloadCrc},
                      {"created", utcNowIso()},
                      {"extra", meta.extra}};
  // Offsets depend on the header's length, which depends on the offsets' digits: reserve room.
  h["labels_offset"] = std::uint64_t{0};
  h["pixels_offset"] = std::uint64_t{0};
  h["pixels_bytes"] = static_cast<std::uint64_t>(pixelBytes);
  const std::size_t headerRoom = h.dump().size() + 64;
  const std::uint64_t labelsOffset = alignUp(kPrefix + headerRoom, 64);
  const std::uint64_t pixelsOffset = alignUp(labelsOffset + labelBytes, kPixelAlign);
  h["labels_offset"] = labelsOffset;
  h["pixels_offset"] = pixelsOffset;
  std::string text = h.dump();
  text.resize(headerRoom, ' ');

  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot write the dataset cache %1: is its folder writable?"),
        path));
    const std::uint32_t reserved = 0;
    const std::uint64_t len = text.size();
    out.write(kMagic, 8);
    out.write(reinterpret_cast<const char*>(&version), 4);
    out.write(reinterpret_cast<const char*>(&reserved), 4);
    out.write(reinterpret_cast<const char*>(&len), 8);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    const std::string pad1(labelsOffset - kPrefix - text.size(), '\0');
    out.write(pad1.data(), static_cast<std::streamsize>(pad1.size()));
    out.write(static_cast<const char*>(ds.labels.raw()), static_cast<std::streamsize>(labelBytes));
    const std::string pad2(pixelsOffset - labelsOffset - labelBytes, '\0');
    out.write(pad2.data(), static_cast<std::streamsize>(pad2.size()));
    out.write(static_cast<const char*>(pixelData), static_cast<std::streamsize>(pixelBytes));
    out.flush();
    if (!out) {
      out.close();
      std::remove(tmp.c_str());
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write the dataset cache %1 (disk full?)"), path));
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write the dataset cache %1"), path));
  }
}

namespace {

// Opens the file for reading without waiting on a FIFO and refuses anything but a regular file.
void openCache(const std::string& path, Fd& f, std::uint64_t& size) {
  f.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (f.fd < 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot open the dataset cache %1: %2"),
      path, std::strerror(errno)));
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot read the dataset cache %1: %2"),
      path, std::strerror(errno)));
  if (!S_ISREG(st.st_mode)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "the dataset cache %1 is not a regular file"),
      path));
  size = static_cast<std::uint64_t>(st.st_size);
}

bool readAt(int fd, void* dst, std::size_t n, std::uint64_t offset) {
  auto* p = static_cast<char*>(dst);
  while (n > 0) {
    const ssize_t got = ::pread(fd, p, n, static_cast<off_t>(offset));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    p += got;
    n -= static_cast<std::size_t>(got);
    offset += static_cast<std::uint64_t>(got);
  }
  return true;
}

std::uint64_t need(std::optional<std::uint64_t> v, const std::string& path) {
  if (!v) bad(path, "has sizes too large to be real (they overflow 64 bits)");
  return *v;
}

DatasetCacheHeader parseHeader(const nlohmann::json& h, const std::string& path, std::uint64_t fileSize,
                               std::uint64_t headerEnd, std::uint32_t version) {
  DatasetCacheHeader c;
  c.raw = h;
  c.fileBytes = fileSize;
  JsonReader r(h, "dataset cache " + path, ErrorKind::BadInput);
  r.choice("format", "", {"nnlab-dataset-cache"});
  r.requiredInteger("version", version, version);  // the header agrees with the prefix
  c.name = r.str("name", "");
  c.title = r.str("title", c.name);
  c.description = r.str("description", "");
  c.synthetic = r.boolean("synthetic", false);
  c.source = r.str("source", "");
  c.sourceFingerprint = r.str("source_fingerprint", "");
  c.created = r.str("created", "");
  if (const nlohmann::json* p = r.raw("preprocessing")) {
    if (!p->is_object()) r.wrongType("preprocessing", "an object");
    c.preprocessing = *p;
  }
  c.samples = r.requiredInteger("samples", 1, INT32_MAX);
  // Version 1: images C x H x W (u8 or f16); version 2 may also hold f32 features, F or C x L.
  const bool features = version == kFeaturesVersion && r.has("storage") && r.raw("storage")->is_string() &&
                        r.raw("storage")->get<std::string>() == "f32";
  const auto shape = features ? r.integers("shape", 1, 2, 1, std::int64_t{1} << 24) : r.integers("shape", 3, 3, 1, kMaxImageSide);
  c.sampleShape = Shape(shape);
  c.classNames = r.strings("class_names", static_cast<std::size_t>(kMaxClasses));
  if (r.has("class_counts"))
    c.classCounts = r.integers("class_counts", 0, static_cast<std::size_t>(kMaxClasses), 0, INT32_MAX);
  else
    r.allow({"class_counts"});
  const std::string storage =
      features ? r.choice("storage", "", {"f32"}) : r.choice("storage", "", {"u8", "f16"});
  c.storage = storage == "u8" ? DType::U8 : storage == "f16" ? DType::F16 : DType::F32;
  for (const char* key : {"labels_offset", "pixels_offset", "pixels_bytes"})
    if (!r.has(key)) r.failAt(key, "is missing (a byte count is needed)");
  c.labelsOffset = r.unsignedInteger("labels_offset", 0);
  c.pixelsOffset = r.unsignedInteger("pixels_offset", 0);
  c.pixelsBytes = r.unsignedInteger("pixels_bytes", 0);
  c.payloadCrc = static_cast<std::uint32_t>(r.integer("payload_crc32", 0, 0, UINT32_MAX));
  if (auto extra = r.optionalObject("extra")) c.extra = extra->value();
  r.finish();

  // Every size with checked arithmetic: samples x C x H x W can pass 2^64.
  const auto n = static_cast<std::uint64_t>(c.samples);
  std::uint64_t count = n;
  for (const auto d : shape) count = need(checkedMul(count, static_cast<std::uint64_t>(d)), path);
  const std::uint64_t expectedPixels = need(checkedMul(count, dtypeSize(c.storage)), path);
  if (c.pixelsBytes != expectedPixels)
    bad(path, "has inconsistent sizes (" + std::to_string(c.pixelsBytes) + " pixel bytes for " + std::to_string(c.samples) +
                  " samples of " + c.sampleShape.str() + " " + dtypeName(c.storage) + ")");
  const std::uint64_t labelsEnd = need(checkedAdd(c.labelsOffset, n * 4), path);
  if (c.labelsOffset < headerEnd || labelsEnd > c.pixelsOffset || c.pixelsOffset % kPixelAlign)
    bad(path, "has inconsistent offsets (labels at " + std::to_string(c.labelsOffset) + ", pixels at " +
                  std::to_string(c.pixelsOffset) + ", header ends at " + std::to_string(headerEnd) + ")");
  const std::uint64_t end = need(checkedAdd(c.pixelsOffset, c.pixelsBytes), path);
  if (end != fileSize)
    bad(path, "is truncated or has trailing data (" + std::to_string(fileSize) + " bytes, expected " + std::to_string(end) + ")");
  if (!c.classNames.empty() && !c.classCounts.empty() && c.classCounts.size() != c.classNames.size())
    bad(path, "has " + std::to_string(c.classNames.size()) + " class names but " + std::to_string(c.classCounts.size()) +
                  " class counts");
  std::uint64_t counted = 0;
  for (const auto k : c.classCounts) counted += static_cast<std::uint64_t>(k);  // <= 65536 x 2^31: no overflow
  if (!c.classCounts.empty() && counted != n)
    bad(path, "has class counts that add up to " + std::to_string(counted) + ", not its " + std::to_string(n) + " samples");
  return c;
}

DatasetCacheHeader readHeader(const std::string& path, Fd& f) {
  std::uint64_t fileSize = 0;
  openCache(path, f, fileSize);
  char prefix[kPrefix];
  if (fileSize < kPrefix || !readAt(f.fd, prefix, kPrefix, 0)) bad(path, "is too short to be a dataset cache");
  if (std::memcmp(prefix, kMagic, 8) != 0) bad(path, "is not an nnlab dataset cache (wrong magic)");
  std::uint32_t version = 0;
  std::uint64_t len = 0;
  std::memcpy(&version, prefix + 8, 4);
  std::memcpy(&len, prefix + 16, 8);
  if (version != kVersion && version != kFeaturesVersion)
    bad(path, "has format version " + std::to_string(version) + ", this nnlab reads versions " + std::to_string(kVersion) +
                  " and " + std::to_string(kFeaturesVersion));
  if (len > (1u << 24) || len > fileSize - kPrefix) bad(path, "is truncated (header)");
  std::string text(len, '\0');
  if (!readAt(f.fd, text.data(), len, kPrefix)) bad(path, "is truncated (header)");
  try {
    const nlohmann::json h = parseJsonText(text, "the header of dataset cache " + path, ErrorKind::BadInput);
    return parseHeader(h, path, fileSize, kPrefix + len, version);
  } catch (const Error& e) {
    // JsonReader's messages name the cache and the key; they only lack what to do.
    const std::string m = e.what();
    if (e.kind() != ErrorKind::BadInput || m.find("delete it and") != std::string::npos) throw;
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: delete it and import or generate the dataset again"), m));
  }
}

}  // namespace

DatasetCacheHeader readDatasetCacheHeader(const std::string& path) {
  Fd f;
  return readHeader(path, f);
}

Dataset readDatasetCache(const std::string& path, bool verify, DatasetCacheHeader* headerOut) {
  Fd f;
  DatasetCacheHeader h = readHeader(path, f);
  const std::int64_t n = h.samples;
  const std::size_t labelBytes = static_cast<std::size_t>(n) * 4;
  const std::size_t pixelCount = static_cast<std::size_t>(h.pixelsBytes / dtypeSize(h.storage));
  // u8 pixels are mapped, f16 ones converted to u8: either way training reads every pixel each
  // epoch, so a set larger than memory (or a sparse file claiming terabytes) is refused here.
  checkMemoryBudget(labelBytes + pixelCount, "the dataset cache " + path);
  const std::size_t mapBytes = static_cast<std::size_t>(h.fileBytes);

  // Private and writable: the dataset's tensor must stay writable like any other, and a write
  // must never reach the file. The fd read the header, so the mapping is of the file checked.
  void* base = ::mmap(nullptr, mapBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE, f.fd, 0);
  if (base == MAP_FAILED) fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
      "cannot map the dataset cache %1 into memory"),
      path));
  auto storageHolder = std::make_shared<Storage>();
  storageHolder->ptr = static_cast<char*>(base) + h.pixelsOffset;
  storageHolder->bytes = h.pixelsBytes;
  storageHolder->device = Device::cpu();
  storageHolder->release = [base, mapBytes](void*) { ::munmap(base, mapBytes); };
  const char* bytes = static_cast<const char*>(base);

  Dataset d;
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  std::memcpy(d.labels.raw(), bytes + h.labelsOffset, labelBytes);
  if (verify) {
    std::uint32_t c = crc(0, bytes + h.labelsOffset, labelBytes);
    c = crc(c, bytes + h.pixelsOffset, h.pixelsBytes);
    if (c != h.payloadCrc) bad(path, "is corrupt (CRC-32 mismatch)");
  }
  // The labels against the class names and counts, before anything is made per class.
  const std::int32_t* lab = d.labels.data<std::int32_t>();
  const std::int64_t named = static_cast<std::int64_t>(h.classNames.size());
  std::vector<std::int64_t> counts;
  for (std::int64_t i = 0; i < n; ++i) {
    const std::int32_t l = lab[i];
    if (l < 0 || l >= kMaxClasses || (named && l >= named))
      bad(path, "is corrupt: sample " + std::to_string(i) + " has label " + std::to_string(l) + ", outside 0.." +
                    std::to_string((named ? named : kMaxClasses) - 1));
    if (static_cast<std::size_t>(l) >= counts.size()) counts.resize(static_cast<std::size_t>(l) + 1, 0);
    ++counts[static_cast<std::size_t>(l)];
  }
  if (named) counts.resize(static_cast<std::size_t>(named), 0);
  if (!h.classCounts.empty() && counts != h.classCounts) bad(path, "is corrupt: its labels disagree with its class counts");

  const Shape s = h.sampleShape;
  if (h.storage == DType::F32) {  // features are used as stored: mapped like u8 pixels
    ::madvise(base, mapBytes, MADV_WILLNEED);
    d.features = Tensor::fromStorage(storageHolder, s.withBatch(n), DType::F32);
  } else if (h.storage == DType::U8) {
    ::madvise(base, mapBytes, MADV_WILLNEED);
    d.images = Tensor::fromStorage(storageHolder, s.withBatch(n), DType::U8);
  } else {
    d.images = Tensor::empty(s.withBatch(n), DType::U8);
    const auto* hp = reinterpret_cast<const std::uint16_t*>(bytes + h.pixelsOffset);
    auto* px = d.images.data<std::uint8_t>();
    for (std::size_t i = 0; i < pixelCount; ++i) {
      const float v = halfToFloat(Half{hp[i]});
      // NaN (a damaged f16) becomes 0 like any value below 0.
      const float clamped = v >= 0.0f ? std::fmin(v, 1.0f) : 0.0f;
      px[i] = static_cast<std::uint8_t>(std::lround(clamped * 255.0f));
    }
  }
  d.name = h.name;
  d.description = h.description;
  d.source = h.source;
  d.synthetic = h.synthetic;
  d.classNames = h.classNames;
  d.validate();
  if (headerOut) *headerOut = std::move(h);
  return d;
}

}  // namespace nnlab

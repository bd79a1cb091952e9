#include "data/dataset_cache.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>

#include "core/error.h"
#include "core/format.h"

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
  fail(ErrorKind::BadInput, "dataset cache " + path + " " + what + ": delete it and import or generate the dataset again");
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
    fail(ErrorKind::InvalidArgument, "a dataset cache stores u8 or f16 pixels, or f32 features");
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
    if (!out) fail(ErrorKind::BadInput, "cannot write the dataset cache " + path + ": is its folder writable?");
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
      fail(ErrorKind::BadInput, "cannot write the dataset cache " + path + " (disk full?)");
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    fail(ErrorKind::BadInput, "cannot write the dataset cache " + path);
  }
}

nlohmann::json readDatasetCacheHeader(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) fail(ErrorKind::BadInput, "cannot open the dataset cache " + path);
  const auto fileSize = static_cast<std::uint64_t>(in.tellg());
  in.seekg(0);
  char prefix[kPrefix];
  if (fileSize < kPrefix || !in.read(prefix, kPrefix)) bad(path, "is too short to be a dataset cache");
  if (std::memcmp(prefix, kMagic, 8) != 0) bad(path, "is not an nnlab dataset cache (wrong magic)");
  std::uint32_t version = 0;
  std::uint64_t len = 0;
  std::memcpy(&version, prefix + 8, 4);
  std::memcpy(&len, prefix + 16, 8);
  if (version != kVersion && version != kFeaturesVersion)
    bad(path, "has format version " + std::to_string(version) + ", this nnlab reads versions " + std::to_string(kVersion) +
                  " and " + std::to_string(kFeaturesVersion));
  if (len > (1u << 24) || kPrefix + len > fileSize) bad(path, "is truncated (header)");
  std::string text(len, '\0');
  if (!in.read(text.data(), static_cast<std::streamsize>(len))) bad(path, "is truncated (header)");
  nlohmann::json h;
  try {
    h = nlohmann::json::parse(text);
    const auto shape = h.at("shape").get<std::vector<std::int64_t>>();
    const auto n = h.at("samples").get<std::int64_t>();
    const auto pixelsOffset = h.at("pixels_offset").get<std::uint64_t>();
    const auto pixelsBytes = h.at("pixels_bytes").get<std::uint64_t>();
    const auto labelsOffset = h.at("labels_offset").get<std::uint64_t>();
    const DType storage = dtypeFromName(h.at("storage").get<std::string>());
    // Images are C x H x W; f32 features F or C x L (version 2 only).
    const bool features = storage == DType::F32;
    const bool shapeFits = features ? version == kFeaturesVersion && (shape.size() == 1 || shape.size() == 2)
                                    : shape.size() == 3;
    if (!shapeFits || n <= 0 || n > INT32_MAX) bad(path, "has an impossible shape");
    std::uint64_t count = static_cast<std::uint64_t>(n);
    for (auto d : shape) {
      if (d <= 0 || d > (features ? (1 << 24) : 65535)) bad(path, "has an impossible shape");
      count *= static_cast<std::uint64_t>(d);
    }
    if ((storage != DType::U8 && storage != DType::F16 && storage != DType::F32) ||
        pixelsBytes != count * dtypeSize(storage))
      bad(path, "has inconsistent sizes");
    if (labelsOffset + static_cast<std::uint64_t>(n) * 4 > pixelsOffset || pixelsOffset % kPixelAlign)
      bad(path, "has inconsistent offsets");
    if (pixelsOffset + pixelsBytes != fileSize)
      bad(path, "is truncated or has trailing data (" + std::to_string(fileSize) + " bytes, expected " +
                    std::to_string(pixelsOffset + pixelsBytes) + ")");
  } catch (const nlohmann::json::exception& e) {
    bad(path, std::string("has a bad header (") + e.what() + ")");
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::BadInput) throw;
    bad(path, std::string("has a bad header (") + e.what() + ")");
  }
  return h;
}

Dataset readDatasetCache(const std::string& path, bool verify, nlohmann::json* headerOut) {
  const nlohmann::json h = readDatasetCacheHeader(path);
  const auto shape = h.at("shape").get<std::vector<std::int64_t>>();
  const auto n = h.at("samples").get<std::int64_t>();
  const auto labelsOffset = h.at("labels_offset").get<std::uint64_t>();
  const auto pixelsOffset = h.at("pixels_offset").get<std::uint64_t>();
  const auto pixelsBytes = h.at("pixels_bytes").get<std::uint64_t>();
  const DType storage = dtypeFromName(h.at("storage").get<std::string>());
  const std::size_t mapBytes = pixelsOffset + pixelsBytes;

  Fd f;
  f.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (f.fd < 0) fail(ErrorKind::BadInput, "cannot open the dataset cache " + path);
  // Private and writable: the dataset's tensor must stay writable like any other, and a write
  // must never reach the file.
  void* base = ::mmap(nullptr, mapBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE, f.fd, 0);
  if (base == MAP_FAILED) fail(ErrorKind::OutOfMemory, "cannot map the dataset cache " + path + " into memory");
  auto storageHolder = std::make_shared<Storage>();
  storageHolder->ptr = static_cast<char*>(base) + pixelsOffset;
  storageHolder->bytes = pixelsBytes;
  storageHolder->device = Device::cpu();
  storageHolder->release = [base, mapBytes](void*) { ::munmap(base, mapBytes); };
  const char* bytes = static_cast<const char*>(base);

  Dataset d;
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  std::memcpy(d.labels.raw(), bytes + labelsOffset, static_cast<std::size_t>(n) * 4);
  if (verify) {
    std::uint32_t c = crc(0, bytes + labelsOffset, static_cast<std::size_t>(n) * 4);
    c = crc(c, bytes + pixelsOffset, pixelsBytes);
    if (c != h.value("payload_crc32", std::uint32_t{0})) bad(path, "is corrupt (CRC-32 mismatch)");
  }
  const Shape s(shape);
  if (storage == DType::F32) {  // features are used as stored: mapped like u8 pixels
    ::madvise(base, mapBytes, MADV_WILLNEED);
    d.features = Tensor::fromStorage(storageHolder, s.withBatch(n), DType::F32);
  } else if (storage == DType::U8) {
    ::madvise(base, mapBytes, MADV_WILLNEED);
    d.images = Tensor::fromStorage(storageHolder, s.withBatch(n), DType::U8);
  } else {
    d.images = Tensor::empty(s.withBatch(n), DType::U8);
    const auto* hp = reinterpret_cast<const std::uint16_t*>(bytes + pixelsOffset);
    auto* px = d.images.data<std::uint8_t>();
    const std::size_t count = static_cast<std::size_t>(d.images.numel());
    for (std::size_t i = 0; i < count; ++i) {
      const float v = halfToFloat(Half{hp[i]});
      px[i] = static_cast<std::uint8_t>(std::lround(std::fmin(std::fmax(v, 0.0f), 1.0f) * 255.0f));
    }
  }
  d.name = h.value("name", "");
  d.description = h.value("description", "");
  d.source = h.value("source", "");
  d.synthetic = h.value("synthetic", false);
  d.classNames = h.value("class_names", std::vector<std::string>{});
  d.validate();
  if (headerOut) *headerOut = h;
  return d;
}

}  // namespace nnlab

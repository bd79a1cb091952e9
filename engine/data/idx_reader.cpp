#include "data/idx_reader.h"

#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <tuple>

#include "core/error.h"
#include "core/limits.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

std::string hex32(std::uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08X", v);
  return buf;
}

std::string hex8(std::uint8_t v) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", v);
  return buf;
}

const char* elementTypeName(std::uint8_t t) {
  switch (t) {
    case 0x08:
      return "unsigned byte";
    case 0x09:
      return "signed byte";
    case 0x0B:
      return "16-bit integer";
    case 0x0C:
      return "32-bit integer";
    case 0x0D:
      return "32-bit float";
    case 0x0E:
      return "64-bit float";
    default:
      return nullptr;
  }
}

struct FileCloser {
  void operator()(std::FILE* f) const {
    if (f) std::fclose(f);
  }
};

// Sequential bytes of a raw or gzip file. read() returns fewer bytes than asked only at the
// end of the data; a gzip stream that ends early sets streamTruncated().
class ByteSource {
 public:
  explicit ByteSource(const std::string& path) : path_(path) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot open IDX file %1: no such file"),
        path));
    if (fs::is_directory(status)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot open IDX file %1: it is a directory"),
        path));
    if (!fs::is_regular_file(status))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "cannot open IDX file %1: it is not a regular file (a device, pipe or socket)"),
          path));
    file_.reset(std::fopen(path.c_str(), "rb"));
    if (!file_) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "cannot open IDX file %1: %2"),
        path, std::strerror(errno)));
    fileSize_ = fs::file_size(path, ec);
    if (ec) fileSize_ = 0;
    unsigned char magic[2] = {0, 0};
    const std::size_t got = std::fread(magic, 1, 2, file_.get());
    gzip_ = got == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
    std::rewind(file_.get());
    if (gzip_) {
      in_.resize(1 << 16);
      std::memset(&z_, 0, sizeof z_);
      if (inflateInit2(&z_, 15 + 16) != Z_OK)
        fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages", "cannot start gzip decompression for %1"), path));
      zOpen_ = true;
    }
  }
  ~ByteSource() {
    if (zOpen_) inflateEnd(&z_);
  }
  ByteSource(const ByteSource&) = delete;
  ByteSource& operator=(const ByteSource&) = delete;

  bool gzip() const { return gzip_; }
  std::uint64_t fileSize() const { return fileSize_; }
  bool streamTruncated() const { return streamTruncated_; }

  std::size_t read(void* dst, std::size_t n) {
    if (!gzip_) {
      const std::size_t got = std::fread(dst, 1, n, file_.get());
      if (got < n && std::ferror(file_.get()))
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot read %1: %2"), path_, std::strerror(errno)));
      return got;
    }
    std::size_t produced = 0;
    auto* out = static_cast<unsigned char*>(dst);
    while (produced < n && !ended_) {
      if (z_.avail_in == 0) {
        const std::size_t got = std::fread(in_.data(), 1, in_.size(), file_.get());
        if (got == 0) {
          if (std::ferror(file_.get())) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
              "cannot read %1: %2"),
              path_, std::strerror(errno)));
          // The compressed stream stops before its end marker.
          streamTruncated_ = true;
          ended_ = true;
          break;
        }
        z_.next_in = in_.data();
        z_.avail_in = static_cast<uInt>(got);
      }
      const std::size_t want = std::min<std::size_t>(n - produced, 1u << 30);
      z_.next_out = out + produced;
      z_.avail_out = static_cast<uInt>(want);
      const int rc = inflate(&z_, Z_NO_FLUSH);
      produced += want - z_.avail_out;
      if (rc == Z_STREAM_END) {
        // Another gzip member may follow (concatenated files); anything else is trailing
        // garbage, which is ignored.
        if (!nextMember()) ended_ = true;
      } else if (rc == Z_NEED_DICT || rc == Z_DATA_ERROR || rc == Z_STREAM_ERROR) {
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1 is not a valid gzip file: %2"),
            path_, (z_.msg ? plainMessage(z_.msg) : msg(NNLAB_TEXT("nnlab::messages", "corrupt data")))));
      } else if (rc == Z_MEM_ERROR) {
        fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages", "out of memory while decompressing %1"), path_));
      }
      // Z_OK or Z_BUF_ERROR: go on (more input or more output needed).
    }
    return produced;
  }

 private:
  bool nextMember() {
    // Make sure at least two bytes of input are available to look for the gzip magic.
    if (z_.avail_in < 2) {
      unsigned char keep[2];
      const std::size_t have = z_.avail_in;
      if (have) keep[0] = z_.next_in[0];
      std::memcpy(in_.data(), keep, have);
      const std::size_t got = std::fread(in_.data() + have, 1, in_.size() - have, file_.get());
      z_.next_in = in_.data();
      z_.avail_in = static_cast<uInt>(have + got);
    }
    if (z_.avail_in < 2 || z_.next_in[0] != 0x1f || z_.next_in[1] != 0x8b) return false;
    inflateReset(&z_);
    return true;
  }

  std::string path_;
  std::unique_ptr<std::FILE, FileCloser> file_;
  std::uint64_t fileSize_ = 0;
  bool gzip_ = false;
  z_stream z_{};
  bool zOpen_ = false;
  std::vector<unsigned char> in_;
  bool ended_ = false;
  bool streamTruncated_ = false;
};

std::uint32_t bigEndian32(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
}

// Reads the 4-byte magic: element type and rank.
void readMagic(ByteSource& src, const std::string& path, IdxHeader& h, unsigned char magic[4]) {
  const std::size_t got = src.read(magic, 4);
  if (got < 4)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not an IDX file: it is %2%3"),
        path, (got == 0 ? msg(NNLAB_TEXT("nnlab::messages", "empty")) : msg(NNLAB_TEXT("nnlab::messages", "only %1 bytes long"), got)),
        (src.gzip() ? msg(NNLAB_TEXT("nnlab::messages", " after decompression")) : plainMessage(""))));
  h.gzip = src.gzip();
  h.elementType = magic[2];
}

void readDims(ByteSource& src, const std::string& path, IdxHeader& h, int rank) {
  std::vector<unsigned char> dimBytes(static_cast<std::size_t>(rank) * 4);
  const std::size_t dimGot = src.read(dimBytes.data(), dimBytes.size());
  if (dimGot < dimBytes.size())
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is truncated: its IDX header has %2 dimensions (%3 header bytes) but the data end after %4 "
        "bytes"),
        path, std::to_string(rank), std::to_string(4 + dimBytes.size()), std::to_string(4 + dimGot)));
  for (int i = 0; i < rank; ++i) h.dims.push_back(bigEndian32(dimBytes.data() + 4 * i));
}

// Reads a header whose magic must be 0x0000 08 <rank>; explains a mismatch.
IdxHeader readCheckedHeader(ByteSource& src, const std::string& path, int rank, const char* kind) {
  IdxHeader h;
  unsigned char magic[4];
  readMagic(src, path, h, magic);
  const std::uint32_t expected = 0x00000800u | static_cast<std::uint32_t>(rank);
  const std::uint32_t found = bigEndian32(magic);
  if (found != expected) {
    const bool idxLike = magic[0] == 0 && magic[1] == 0;
    if (idxLike && elementTypeName(magic[2]) && magic[3] == rank)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 is an IDX %2 file of element type %3 (%4), which is not supported: nnlab reads unsigned-byte "
          "IDX files (type 0x08)"),
          path, kind, hex8(magic[2]), elementTypeName(magic[2])));
    std::string hint;
    if (found == 0x00000801u && rank == 3) hint = "; it looks like an IDX label file";
    if (found == 0x00000803u && rank == 1) hint = "; it looks like an IDX image file";
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not an IDX %2 file (magic %3 expected, found %4)%5"),
        path, kind, hex32(expected), hex32(found), hint));
  }
  readDims(src, path, h, rank);
  return h;
}

void checkImageDims(const IdxHeader& h, const std::string& path) {
  for (int i = 1; i <= 2; ++i) {
    const std::int64_t d = h.dims[static_cast<std::size_t>(i)];
    if (d < 1 || d > 65535)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 has an impossible image size %2x%3: rows and columns must be 1..65535"),
          path, std::to_string(h.dims[1]), std::to_string(h.dims[2])));
  }
}

std::string truncatedMessage(const ByteSource& src, const std::string& path, const std::string& what,
                             std::uint64_t expected, std::uint64_t have) {
  const Message cut = src.gzip() && src.streamTruncated()
                          ? msg(NNLAB_TEXT("nnlab::messages", " (the gzip stream ends early: the file was probably cut off)"))
                          : plainMessage("");
  return msg(NNLAB_TEXT("nnlab::messages", "%1 is truncated: header promises %2 (%3 bytes) but only %4 bytes follow%5"), path,
             what, expected, have, cut)
      .text();
}

Message trailingMessage(const std::string& path, const std::string& what, std::uint64_t expected, const Message& extra) {
  return msg(NNLAB_TEXT("nnlab::messages",
                        "%1 holds more than its header promises (%2, %3 bytes): %4 follow; the header's count is wrong "
                        "or another file was appended, so nnlab does not guess which samples are meant"),
             path, what, expected, extra);
}

// A raw file's size must be exactly header + payload: checked before anything is read or
// allocated. (A gzip file's is known only once decompressed: see readPayload.)
void checkRawSize(const ByteSource& src, std::uint64_t headerBytes, std::uint64_t expected, const std::string& path,
                  const std::string& what) {
  if (src.gzip()) return;
  const std::uint64_t available = src.fileSize() > headerBytes ? src.fileSize() - headerBytes : 0;
  if (available < expected) fail(ErrorKind::BadInput, truncatedMessage(src, path, what, expected, available));
  if (available > expected)
    fail(ErrorKind::BadInput, trailingMessage(path, what, expected, msg(NNLAB_TEXT("nnlab::messages", "%1 more bytes"), available - expected)));
}

// Reads exactly `expected` bytes into a new u8 tensor of the given shape, growing memory only
// as data arrive; bytes after them are an error. `what` describes the promise for messages.
Tensor readPayload(ByteSource& src, std::uint64_t headerBytes, std::uint64_t expected, const Shape& shape,
                   const std::string& path, const std::string& what) {
  if (!src.gzip()) {
    checkRawSize(src, headerBytes, expected, path, what);
    checkMemoryBudget(expected, path);
    Tensor t = Tensor::empty(shape, DType::U8);
    const std::size_t got = src.read(t.raw(), static_cast<std::size_t>(expected));
    if (got < expected) fail(ErrorKind::BadInput, truncatedMessage(src, path, what, expected, got));  // it shrank under us
    return t;
  }
  // gzip: the header's count cannot be checked up front, so collect chunks of growing size
  // (checked against the memory budget as they arrive: the tensor below needs as much again).
  std::vector<std::vector<std::uint8_t>> chunks;
  std::uint64_t have = 0;
  std::size_t chunkSize = 1 << 16;
  while (have < expected) {
    const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(chunkSize, expected - have));
    std::vector<std::uint8_t> chunk(want);
    const std::size_t got = src.read(chunk.data(), want);
    chunk.resize(got);
    have += got;
    if (got) chunks.push_back(std::move(chunk));
    if (got < want) fail(ErrorKind::BadInput, truncatedMessage(src, path, what, expected, have));
    checkMemoryBudget(2 * have, path + " (decompressed)");
    chunkSize = std::min<std::size_t>(chunkSize * 2, std::size_t{1} << 24);
  }
  unsigned char more = 0;
  if (src.read(&more, 1) == 1) fail(ErrorKind::BadInput, trailingMessage(path, what, expected, msg(NNLAB_TEXT("nnlab::messages", "more decompressed bytes"))));
  Tensor t = Tensor::empty(shape, DType::U8);
  auto* out = static_cast<std::uint8_t*>(t.raw());
  for (const auto& c : chunks) {
    std::memcpy(out, c.data(), c.size());
    out += c.size();
  }
  return t;
}

IdxHeader imageHeader(ByteSource& src, const std::string& path) {
  IdxHeader h = readCheckedHeader(src, path, 3, "image");
  checkImageDims(h, path);
  return h;
}

IdxHeader labelHeader(ByteSource& src, const std::string& path) {
  IdxHeader h = readCheckedHeader(src, path, 1, "label");
  return h;
}

std::uint64_t imageBytes(const IdxHeader& h) {
  // n < 2^32 and rows, cols <= 65535 (checkImageDims): the product stays below 2^64.
  return static_cast<std::uint64_t>(h.dims[0]) * static_cast<std::uint64_t>(h.dims[1]) * static_cast<std::uint64_t>(h.dims[2]);
}

std::string imagesWhat(const IdxHeader& h) {
  return std::to_string(h.dims[0]) + " images of " + std::to_string(h.dims[1]) + "x" + std::to_string(h.dims[2]);
}

std::string labelsWhat(const IdxHeader& h) { return std::to_string(h.dims[0]) + " labels"; }

Tensor imagesAfterHeader(ByteSource& src, const IdxHeader& h, const std::string& path) {
  return readPayload(src, 16, imageBytes(h), Shape{h.dims[0], 1, h.dims[1], h.dims[2]}, path, imagesWhat(h));
}

Tensor labelsAfterHeader(ByteSource& src, const IdxHeader& h, const std::string& path) {
  const std::uint64_t n = static_cast<std::uint64_t>(h.dims[0]);
  Tensor raw = readPayload(src, 8, n, Shape{h.dims[0]}, path, labelsWhat(h));
  checkMemoryBudget(n * 5, path);  // the bytes read and the i32 labels made of them
  Tensor labels = Tensor::empty(Shape{h.dims[0]}, DType::I32);
  const std::uint8_t* in = raw.data<std::uint8_t>();
  std::int32_t* out = labels.data<std::int32_t>();
  for (std::uint64_t i = 0; i < n; ++i) out[i] = in[i];
  return labels;
}

void writeAll(gzFile f, const void* data, std::size_t n, const std::string& path) {
  const auto* p = static_cast<const unsigned char*>(data);
  while (n) {
    const unsigned chunk = static_cast<unsigned>(std::min<std::size_t>(n, 1u << 30));
    const int wrote = gzwrite(f, p, chunk);
    if (wrote <= 0) {
      int err = 0;
      const char* reason = gzerror(f, &err);
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "cannot write %1: %2"),
          path, (err == Z_ERRNO ? std::strerror(errno) : reason)));
    }
    p += wrote;
    n -= static_cast<std::size_t>(wrote);
  }
}

}  // namespace

IdxHeader readIdxHeader(const std::string& path) {
  ByteSource src(path);
  IdxHeader h;
  unsigned char magic[4];
  readMagic(src, path, h, magic);
  if (magic[0] != 0 || magic[1] != 0)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not an IDX file (its magic %2 does not start with two zero bytes)"),
        path, hex32(bigEndian32(magic))));
  readDims(src, path, h, magic[3]);
  return h;
}

Tensor readIdxImages(const std::string& path) {
  ByteSource src(path);
  const IdxHeader h = imageHeader(src, path);
  return imagesAfterHeader(src, h, path);
}

Tensor readIdxLabels(const std::string& path) {
  ByteSource src(path);
  const IdxHeader h = labelHeader(src, path);
  return labelsAfterHeader(src, h, path);
}

namespace {

// Both headers, their agreement, the raw files' sizes and the memory the pair needs: everything
// that can be known before a byte of data is read.
void checkPairHeaders(const ByteSource& imageSrc, const IdxHeader& ih, const std::string& imagesPath,
                      const ByteSource& labelSrc, const IdxHeader& lh, const std::string& labelsPath) {
  if (ih.dims[0] != lh.dims[0])
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "image and label files do not match: %1 holds %2 images but %3 holds %4 labels"),
        imagesPath, std::to_string(ih.dims[0]), labelsPath, std::to_string(lh.dims[0])));
  checkRawSize(imageSrc, 16, imageBytes(ih), imagesPath, imagesWhat(ih));
  checkRawSize(labelSrc, 8, static_cast<std::uint64_t>(lh.dims[0]), labelsPath, labelsWhat(lh));
  if (ih.dims[0] > INT32_MAX)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 holds %2 images: nnlab holds at most 2^31-1 samples in a dataset"),
        imagesPath, std::to_string(ih.dims[0])));
  checkMemoryBudget(imageBytes(ih) + 5 * static_cast<std::uint64_t>(lh.dims[0]), "the IDX files " + imagesPath + " and " + labelsPath);
}

}  // namespace

IdxImageSet readIdxPair(const std::string& imagesPath, const std::string& labelsPath) {
  ByteSource imageSrc(imagesPath);
  ByteSource labelSrc(labelsPath);
  const IdxHeader ih = imageHeader(imageSrc, imagesPath);
  const IdxHeader lh = labelHeader(labelSrc, labelsPath);
  checkPairHeaders(imageSrc, ih, imagesPath, labelSrc, lh, labelsPath);
  IdxImageSet set;
  set.images = imagesAfterHeader(imageSrc, ih, imagesPath);
  set.labels = labelsAfterHeader(labelSrc, lh, labelsPath);
  return set;
}

IdxPairInfo checkIdxPair(const std::string& imagesPath, const std::string& labelsPath) {
  ByteSource imageSrc(imagesPath);
  ByteSource labelSrc(labelsPath);
  const IdxHeader ih = imageHeader(imageSrc, imagesPath);
  const IdxHeader lh = labelHeader(labelSrc, labelsPath);
  checkPairHeaders(imageSrc, ih, imagesPath, labelSrc, lh, labelsPath);
  // A gzip file's size is known once decompressed: the trailer's size (mod 2^32) says it for
  // one-member files; when it disagrees (several members, or damage), count the bytes.
  for (auto [src, path, header, expected, what] :
       {std::tuple<ByteSource*, const std::string*, std::uint64_t, std::uint64_t, std::string>{
            &imageSrc, &imagesPath, 16, imageBytes(ih), imagesWhat(ih)},
        {&labelSrc, &labelsPath, 8, static_cast<std::uint64_t>(lh.dims[0]), labelsWhat(lh)}}) {
    if (!src->gzip() || gzipTrailerSize(*path) == static_cast<std::uint32_t>(header + expected)) continue;
    std::vector<unsigned char> buf(1 << 16);
    std::uint64_t have = 0;
    while (have <= expected) {
      const std::size_t got = src->read(buf.data(), buf.size());
      if (got == 0) break;
      have += got;
    }
    if (have < expected) fail(ErrorKind::BadInput, truncatedMessage(*src, *path, what, expected, have));
    if (have > expected) fail(ErrorKind::BadInput, trailingMessage(*path, what, expected, msg(NNLAB_TEXT("nnlab::messages", "more decompressed bytes"))));
  }
  return {ih.dims[0], ih.dims[1], ih.dims[2]};
}

std::uint32_t gzipTrailerSize(const std::string& path) {
  std::unique_ptr<std::FILE, FileCloser> f(std::fopen(path.c_str(), "rb"));
  unsigned char t[4] = {0, 0, 0, 0};
  if (!f || std::fseek(f.get(), -4, SEEK_END) != 0 || std::fread(t, 1, 4, f.get()) != 4) return 0;
  return std::uint32_t{t[0]} | (std::uint32_t{t[1]} << 8) | (std::uint32_t{t[2]} << 16) | (std::uint32_t{t[3]} << 24);
}

bool isGzipFile(const std::string& path) {
  std::unique_ptr<std::FILE, FileCloser> f(std::fopen(path.c_str(), "rb"));
  if (!f) return false;
  unsigned char magic[2];
  return std::fread(magic, 1, 2, f.get()) == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
}

void writeIdx(const std::string& path, const std::vector<std::int64_t>& dims, const std::uint8_t* data, bool gzip) {
  if (dims.empty() || dims.size() > 255)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot write %1: an IDX file has 1..255 dimensions, not %2"),
        path, std::to_string(dims.size())));
  std::vector<unsigned char> header{0, 0, 0x08, static_cast<unsigned char>(dims.size())};
  std::uint64_t count = 1;
  for (std::int64_t d : dims) {
    if (d < 0 || d > 0xFFFFFFFFLL)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "cannot write %1: IDX dimension %2 is outside 0..2^32-1"),
          path, std::to_string(d)));
    const auto u = static_cast<std::uint32_t>(d);
    header.insert(header.end(), {static_cast<unsigned char>(u >> 24), static_cast<unsigned char>(u >> 16),
                                 static_cast<unsigned char>(u >> 8), static_cast<unsigned char>(u)});
    count *= static_cast<std::uint64_t>(d);
  }
  // Unique temporary name next to the target, then an atomic rename.
  static std::atomic<unsigned> counter{0};
  const std::string tmp = path + ".tmp-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) +
                          "-" + std::to_string(counter++);
  gzFile f = gzopen(tmp.c_str(), gzip ? "wb6" : "wbT");
  if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1: %2"), path, std::strerror(errno)));
  try {
    gzbuffer(f, 1 << 17);
    writeAll(f, header.data(), header.size(), path);
    if (count) writeAll(f, data, static_cast<std::size_t>(count), path);
  } catch (...) {
    gzclose(f);
    std::remove(tmp.c_str());
    throw;
  }
  if (gzclose(f) != Z_OK) {
    std::remove(tmp.c_str());
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1: closing the file failed (disk full?)"), path));
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1: %2"), path, ec.message()));
  }
}

void writeIdxImages(const std::string& path, const Tensor& images, bool gzip) {
  const Shape& s = images.shape();
  if (images.dtype() != DType::U8 || !(s.rank() == 3 || (s.rank() == 4 && s[1] == 1)))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot write %1: IDX images must be u8 N x 1 x H x W or N x H x W, got %2 %3"),
        path, std::string(dtypeName(images.dtype())), s.str()));
  const std::int64_t h = s[s.rank() - 2], w = s[s.rank() - 1];
  writeIdx(path, {s[0], h, w}, images.data<std::uint8_t>(), gzip);
}

void writeIdxLabels(const std::string& path, const Tensor& labels, bool gzip) {
  if (labels.dtype() != DType::I32 || labels.shape().rank() != 1)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot write %1: IDX labels must be i32 N, got %2 %3"),
        path, std::string(dtypeName(labels.dtype())), labels.shape().str()));
  std::vector<std::uint8_t> bytes(static_cast<std::size_t>(labels.numel()));
  const std::int32_t* l = labels.data<std::int32_t>();
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (l[i] < 0 || l[i] > 255)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "cannot write %1: label %2 does not fit an unsigned-byte IDX file"),
          path, std::to_string(l[i])));
    bytes[i] = static_cast<std::uint8_t>(l[i]);
  }
  writeIdx(path, {labels.numel()}, bytes.data(), gzip);
}

}  // namespace nnlab

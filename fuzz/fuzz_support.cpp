#include "fuzz_support.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <new>

#include "core/error.h"
#include "core/limits.h"

namespace nnlab::fuzz {

namespace fs = std::filesystem;

void init() {
  InputLimits limits;
  limits.memoryBytes = 512ull << 20;
  limits.imagePixels = 1ull << 22;
  setInputLimits(limits);
}

void guard(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const Error&) {
    // The reader refused the input with a message: what it should do.
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "nnlab fuzz: std::bad_alloc escaped: an allocation was not checked against the limits\n");
    std::abort();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nnlab fuzz: a non-nnlab exception escaped: %s\n", e.what());
    std::abort();
  } catch (...) {
    std::fprintf(stderr, "nnlab fuzz: an unknown exception escaped\n");
    std::abort();
  }
}

namespace {

struct WorkDir {
  std::string path;
  WorkDir() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/nnlab-fuzz-XXXXXX";
    if (!::mkdtemp(pattern.data())) {
      std::perror("nnlab fuzz: mkdtemp");
      std::abort();
    }
    path = pattern;
  }
  ~WorkDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

}  // namespace

const std::string& workDir() {
  static WorkDir dir;
  return dir.path;
}

std::string writeFile(const std::string& name, const std::uint8_t* data, std::size_t size) {
  const std::string path = (fs::path(workDir()) / name).string();
  std::error_code ec;
  fs::create_directories(fs::path(path).parent_path(), ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out) {
    std::fprintf(stderr, "nnlab fuzz: cannot write %s\n", path.c_str());
    std::abort();
  }
  return path;
}

void removeAll(const std::string& path) {
  std::error_code ec;
  fs::remove_all(path, ec);
}

std::uint8_t Parts::byte() {
  if (size_ == 0) return 0;
  const std::uint8_t b = *data_;
  ++data_;
  --size_;
  return b;
}

std::string_view Parts::next() {
  if (size_ < 2) return rest();
  const std::size_t n = std::min<std::size_t>(data_[0] | (std::size_t{data_[1]} << 8), size_ - 2);
  const std::string_view part(reinterpret_cast<const char*>(data_ + 2), n);
  data_ += 2 + n;
  size_ -= 2 + n;
  return part;
}

std::string_view Parts::rest() {
  const std::string_view part(reinterpret_cast<const char*>(data_), size_);
  data_ += size_;
  size_ = 0;
  return part;
}

}  // namespace nnlab::fuzz

#include "core/limits.h"

#include <unistd.h>

#include <atomic>

#include "core/error.h"
#include "core/format.h"

namespace nnlab {

namespace {

std::atomic<std::uint64_t> gMemoryBytes{0};
std::atomic<std::uint64_t> gImagePixels{InputLimits{}.imagePixels};

std::uint64_t physicalMemory() {
  const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0) return std::uint64_t{1} << 40;  // unknown: only absurd claims are refused
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page);
}

}  // namespace

InputLimits inputLimits() { return {gMemoryBytes.load(), gImagePixels.load()}; }

void setInputLimits(const InputLimits& limits) {
  gMemoryBytes.store(limits.memoryBytes);
  gImagePixels.store(limits.imagePixels ? limits.imagePixels : InputLimits{}.imagePixels);
}

std::uint64_t memoryBudget() {
  const std::uint64_t set = gMemoryBytes.load();
  if (set) return set;
  static const std::uint64_t physical = physicalMemory();
  return physical;
}

void checkMemoryBudget(std::uint64_t bytes, const std::string& what) {
  const std::uint64_t budget = memoryBudget();
  if (bytes <= budget) return;
  fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
      "%1 needs %2, more than the %3 of memory nnlab may use here: use a smaller dataset or image "
      "size, or a machine with more memory"),
      what, realArg(formatBytes(static_cast<double>(bytes))),
      realArg(formatBytes(static_cast<double>(budget)))));
}

std::string imageSizeProblem(std::int64_t width, std::int64_t height, const std::string& what) {
  if (width < 1 || height < 1 || width > kMaxImageSide || height > kMaxImageSide)
    return what + " is " + std::to_string(width) + "x" + std::to_string(height) + " pixels: nnlab reads images of 1.." +
           std::to_string(kMaxImageSide) + " pixels per side";
  const std::uint64_t pixels = static_cast<std::uint64_t>(width) * static_cast<std::uint64_t>(height);
  const std::uint64_t budget = gImagePixels.load();
  if (pixels > budget)
    return what + " is " + std::to_string(width) + "x" + std::to_string(height) + " pixels (" +
           formatCount(static_cast<long long>(pixels)) + "), more than the " + formatCount(static_cast<long long>(budget)) +
           " pixels nnlab decodes per image: shrink it first, or leave it out";
  return {};
}

void checkImageSize(std::int64_t width, std::int64_t height, const std::string& what) {
  if (std::string problem = imageSizeProblem(width, height, what); !problem.empty()) fail(ErrorKind::BadInput, problem);
}

std::optional<std::uint64_t> checkedMul(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

std::optional<std::uint64_t> checkedAdd(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}

std::optional<std::uint64_t> checkedProduct(std::initializer_list<std::uint64_t> factors) {
  std::uint64_t r = 1;
  for (const auto f : factors)
    if (__builtin_mul_overflow(r, f, &r)) return std::nullopt;
  return r;
}

}  // namespace nnlab

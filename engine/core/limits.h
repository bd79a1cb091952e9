#pragma once
// Limits on what a file may make nnlab allocate, and checked arithmetic for sizes read from
// files. A reader computes every size from a header with these helpers (never with a plain * or
// +), compares it with the file's size, and asks checkMemoryBudget() before allocating, so a
// 150-byte file that claims gigabytes is refused at once with a message, not by the allocator.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

namespace nnlab {

// Labels are i32, models grow one output per class and confusion matrices are classes^2: a
// dataset with more classes than this is a damaged file, not a classification task.
constexpr std::int64_t kMaxClasses = 65536;
// Images: at most this many pixels per side (PNG, BMP and IDX headers can claim 2^31).
constexpr std::int64_t kMaxImageSide = 65535;

struct InputLimits {
  std::uint64_t memoryBytes = 0;           // what one dataset, image or checkpoint may take; 0: physical memory
  std::uint64_t imagePixels = 1ull << 27;  // decoded width x height of one image (134 megapixels)
};
// Process-wide. The defaults suit a workstation; fuzzers and tests lower them.
InputLimits inputLimits();
void setInputLimits(const InputLimits& limits);

// inputLimits().memoryBytes, or the machine's physical memory when that is 0.
std::uint64_t memoryBudget();
// Error(OutOfMemory) "<what> needs 7.4 GiB, more than the 4.0 GiB of memory ..." when bytes
// exceed memoryBudget().
void checkMemoryBudget(std::uint64_t bytes, const std::string& what);
// Error(BadInput) "<what> is <w>x<h> pixels, more than the ... nnlab decodes" when an image's
// size is out of bounds, before anything is allocated for it; imageSizeProblem() is the same
// check returning the message ("" when the size is fine), for code that must not throw.
void checkImageSize(std::int64_t width, std::int64_t height, const std::string& what);
std::string imageSizeProblem(std::int64_t width, std::int64_t height, const std::string& what);

// a * b, a + b and products of sizes; nullopt when the result does not fit in 64 bits.
std::optional<std::uint64_t> checkedMul(std::uint64_t a, std::uint64_t b);
std::optional<std::uint64_t> checkedAdd(std::uint64_t a, std::uint64_t b);
std::optional<std::uint64_t> checkedProduct(std::initializer_list<std::uint64_t> factors);

}  // namespace nnlab

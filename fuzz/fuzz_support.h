#pragma once
// What every nnlab fuzz harness shares (fuzz/README.md).
//
// A harness feeds libFuzzer's bytes to one reader the way a user's file reaches it. An
// nnlab::Error is the reader saying no, which is fine; anything else leaving the reader (another
// exception type, a crash, a sanitizer report, a leak, a file written outside its folder) is a
// finding: guard() prints what escaped and aborts, so libFuzzer keeps the input.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace nnlab::fuzz {

// Lower limits than a workstation's (core/limits.h), so one input cannot take the fuzzer's
// memory or minutes: 512 MiB per dataset or checkpoint, 4 megapixels per image. Call once,
// from LLVMFuzzerInitialize.
void init();

// Runs fn; an nnlab::Error is an accepted rejection, anything else aborts with its message.
void guard(const std::function<void()>& fn);

// A private folder for this process (under $TMPDIR, removed at exit), and helpers to put the
// input in files there.
const std::string& workDir();
std::string writeFile(const std::string& name, const std::uint8_t* data, std::size_t size);  // returns the path
void removeAll(const std::string& path);

// Cuts the input into parts: a 2-byte little-endian length before each part (the last part
// takes what is left). Lets one input describe several files.
class Parts {
 public:
  Parts(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool empty() const { return size_ == 0; }
  std::uint8_t byte();             // one byte (0 at the end)
  std::string_view next();         // a length-prefixed part
  std::string_view rest();         // everything left

 private:
  const std::uint8_t* data_;
  std::size_t size_;
};

}  // namespace nnlab::fuzz

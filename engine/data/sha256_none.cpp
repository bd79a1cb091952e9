// Built when CMake found no OpenSSL libcrypto: checksums fail at run time.
#include "core/error.h"
#include "data/fetch.h"

namespace nnlab {

namespace {
[[noreturn]] void missing() {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build has no SHA-256 (OpenSSL libcrypto): rebuild nnlab with libssl-dev installed "
      "(scripts/setup-deps installs it) to check downloads")));
}
}  // namespace

bool fetch::haveSha256() { return false; }
std::string sha256Hex(const void*, std::size_t) { missing(); }
std::string sha256File(const std::string&, const ProgressCallback&, const std::atomic<bool>*) { missing(); }

}  // namespace nnlab

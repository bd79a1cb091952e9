// Built when CMake found no libjpeg: JPEG fails at run time, everything else works.
#include "core/error.h"
#include "data/image_codec.h"

namespace nnlab::codec {

namespace {
[[noreturn]] void missing(const char* what) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build has no JPEG %1 (libjpeg-turbo): rebuild nnlab with libjpeg62-turbo-dev installed "
      "(scripts/setup-deps installs it), or convert the images to PNG"),
      what));
}
}  // namespace

bool haveJpeg() { return false; }
Image decodeJpeg(const std::uint8_t*, std::size_t, const DecodeHints&) { missing("decoder"); }
std::vector<std::uint8_t> encodeJpeg(const Image&, int) { missing("encoder"); }

}  // namespace nnlab::codec

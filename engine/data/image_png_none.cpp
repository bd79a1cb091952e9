// Built when CMake found no libpng: PNG fails at run time, everything else works.
#include "core/error.h"
#include "data/image_codec.h"

namespace nnlab::codec {

namespace {
[[noreturn]] void missing(const char* what) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build has no PNG %1 (libpng): rebuild nnlab with libpng-dev installed (scripts/setup-deps "
      "installs it), or convert the images to JPEG"),
      what));
}
}  // namespace

bool havePng() { return false; }
Image decodePng(const std::uint8_t*, std::size_t, const DecodeHints&) { missing("decoder"); }
std::vector<std::uint8_t> encodePng(const Image&) { missing("encoder (needed for preview grids)"); }

}  // namespace nnlab::codec

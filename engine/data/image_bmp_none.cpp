// Built when CMake found no stb_image: BMP fails at run time, everything else works.
#include "core/error.h"
#include "data/image_codec.h"

namespace nnlab::codec {

bool haveBmp() { return false; }
Image decodeBmp(const std::uint8_t*, std::size_t, const DecodeHints&) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build has no BMP decoder (stb_image): rebuild nnlab with libstb-dev installed "
      "(scripts/setup-deps installs it), or convert the images to PNG")));
}

}  // namespace nnlab::codec

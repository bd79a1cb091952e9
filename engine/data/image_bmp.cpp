// BMP through stb_image (Debian's libstb-dev ships the compiled implementation in libstb.so).
#include <stb/stb_image.h>

#include <cstring>
#include <limits>
#include <string>

#include "core/error.h"
#include "core/limits.h"
#include "data/image_codec.h"

namespace nnlab::codec {

bool haveBmp() { return true; }

Image decodeBmp(const std::uint8_t* data, std::size_t size, const DecodeHints& hints) {
  if (size > static_cast<std::size_t>(std::numeric_limits<int>::max()))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "BMP file larger than 2 GiB")));
  int w = 0, h = 0, c = 0;
  if (!stbi_info_from_memory(data, static_cast<int>(size), &w, &h, &c))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "corrupt BMP (stb_image: %1)"), stbi_failure_reason()));
  checkImageSize(w, h, "the BMP");  // before stb_image allocates the pixels
  const int want = (hints.channels == 1 || (hints.channels == 0 && c <= 2)) ? 1 : 3;
  // stb's own gray conversion uses different weights: read RGB and let the caller convert.
  const int read = (c <= 2 && want == 1) ? 1 : 3;
  const int infoW = w, infoH = h;
  unsigned char* px = stbi_load_from_memory(data, static_cast<int>(size), &w, &h, &c, read);
  if (!px) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "corrupt BMP (stb_image: %1)"), stbi_failure_reason()));
  if (w != infoW || h != infoH) {  // (stb reads the header twice; both must agree with the check above)
    stbi_image_free(px);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "corrupt BMP (its size changed between two reads of the header)")));
  }
  Image out(w, h, read);
  std::memcpy(out.pixels.data(), px, out.pixels.size());
  stbi_image_free(px);
  return out;
}

}  // namespace nnlab::codec

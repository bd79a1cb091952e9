// Built when CMake found no libcurl: downloads fail at run time; importing a folder works.
#include "core/error.h"
#include "data/fetch.h"

namespace nnlab {

bool fetch::haveHttp() { return false; }

DownloadResult downloadFile(const std::string& url, const std::string&, const DownloadOptions&, const ProgressCallback&,
                            const std::atomic<bool>*) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build cannot download (no libcurl): fetch %1 another way and use `nnlab-cli dataset "
      "import`, or rebuild nnlab with libcurl4-openssl-dev installed (scripts/setup-deps installs it)"),
      url));
}

}  // namespace nnlab

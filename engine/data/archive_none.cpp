// Built when CMake found no libarchive: unpacking fails at run time; unpacked folders import.
#include "core/error.h"
#include "data/fetch.h"

namespace nnlab {

bool fetch::haveArchive() { return false; }

ExtractResult extractArchive(const std::string& archive, const std::string&, const ProgressCallback&,
                             const std::atomic<bool>*) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "this build cannot unpack archives (no libarchive): unpack %1 with another tool and import the "
      "folder, or rebuild nnlab with libarchive-dev installed (scripts/setup-deps installs it)"),
      archive));
}

}  // namespace nnlab

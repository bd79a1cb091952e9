// Built when CMake found no libarchive: the archive cases cannot be made (nor imported).
#include "core/error.h"
#include "support/hostile_files.h"

namespace nnlab::test {

void writeArchive(const std::string& path, const std::string&, const std::vector<ArchiveEntry>&) {
  fail(ErrorKind::Unsupported, "cannot write the test archive " + path + ": this build has no libarchive");
}

}  // namespace nnlab::test

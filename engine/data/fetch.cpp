#include "data/fetch.h"

#include <algorithm>
#include <cctype>

#include "core/error.h"

namespace nnlab {

void throwIfCancelled(const std::atomic<bool>* cancel, const std::string& task) {
  if (cancel && cancel->load()) fail(ErrorKind::Cancelled, msg(NNLAB_TEXT("nnlab::messages", "%1 stopped"), task));
}

bool looksLikeArchive(const std::string& path) {
  std::string p = path;
  std::transform(p.begin(), p.end(), p.begin(), [](unsigned char c) { return std::tolower(c); });
  for (const char* ext : {".zip", ".rar", ".7z", ".tar", ".tar.gz", ".tgz", ".tar.xz", ".txz", ".tar.bz2", ".tbz2"}) {
    const std::string e = ext;
    if (p.size() > e.size() && p.compare(p.size() - e.size(), e.size(), e) == 0) return true;
  }
  return false;
}

FetchSupport fetchSupport() { return {fetch::haveHttp(), fetch::haveSha256(), fetch::haveArchive()}; }

}  // namespace nnlab

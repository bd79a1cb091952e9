// SHA-256 through OpenSSL's EVP interface (libcrypto).
#include <openssl/evp.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <vector>

#include "core/error.h"
#include "data/fetch.h"

namespace nnlab {

namespace {
struct Ctx {
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  ~Ctx() { EVP_MD_CTX_free(ctx); }
};
std::string hex(const unsigned char* d, unsigned n) {
  std::string s;
  char b[3];
  for (unsigned i = 0; i < n; ++i) {
    std::snprintf(b, sizeof b, "%02x", d[i]);
    s += b;
  }
  return s;
}
}  // namespace

bool fetch::haveSha256() { return true; }

std::string sha256Hex(const void* data, std::size_t size) {
  Ctx c;
  unsigned char md[EVP_MAX_MD_SIZE];
  unsigned len = 0;
  if (!c.ctx || !EVP_DigestInit_ex(c.ctx, EVP_sha256(), nullptr) || !EVP_DigestUpdate(c.ctx, data, size) ||
      !EVP_DigestFinal_ex(c.ctx, md, &len))
    fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "OpenSSL could not compute a SHA-256")));
  return hex(md, len);
}

std::string sha256File(const std::string& path, const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot read %1 to check its SHA-256"), path));
  const auto total = static_cast<std::int64_t>(in.tellg());
  in.seekg(0);
  Ctx c;
  if (!c.ctx || !EVP_DigestInit_ex(c.ctx, EVP_sha256(), nullptr)) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
      "OpenSSL SHA-256 failed")));
  std::vector<char> buf(1 << 20);
  std::int64_t done = 0;
  while (in) {
    in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
    const auto got = in.gcount();
    if (got <= 0) break;
    EVP_DigestUpdate(c.ctx, buf.data(), static_cast<std::size_t>(got));
    done += got;
    throwIfCancelled(cancel, "checksum of " + path);
    if (progress) progress({"verify", path, done, total, "bytes"});
  }
  if (in.bad()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "read error in %1"), path));
  unsigned char md[EVP_MAX_MD_SIZE];
  unsigned len = 0;
  EVP_DigestFinal_ex(c.ctx, md, &len);
  return hex(md, len);
}

}  // namespace nnlab

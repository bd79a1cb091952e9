// HTTP(S) downloads through libcurl's easy interface, resumable with Range requests.
#include <curl/curl.h>

#include <cstdio>
#include <filesystem>
#include <mutex>

#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "data/fetch.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

struct Transfer {
  std::FILE* file = nullptr;
  std::int64_t offset = 0;   // bytes in the file before this request
  std::int64_t written = 0;  // bytes written by this request
  std::int64_t expected = 0;
  bool writeFailed = false;
  const ProgressCallback* progress = nullptr;
  const std::atomic<bool>* cancel = nullptr;
  std::string url;
};

std::size_t onData(char* data, std::size_t size, std::size_t n, void* user) {
  auto* t = static_cast<Transfer*>(user);
  if (t->cancel && t->cancel->load()) return 0;
  const std::size_t bytes = size * n;
  if (std::fwrite(data, 1, bytes, t->file) != bytes) {
    t->writeFailed = true;
    return 0;
  }
  t->written += static_cast<std::int64_t>(bytes);
  return bytes;
}

int onProgress(void* user, curl_off_t total, curl_off_t now, curl_off_t, curl_off_t) {
  auto* t = static_cast<Transfer*>(user);
  if (t->cancel && t->cancel->load()) return 1;
  if (*t->progress) {
    const std::int64_t all = t->expected ? t->expected : (total > 0 ? t->offset + total : 0);
    (*t->progress)({"download", t->url, t->offset + static_cast<std::int64_t>(now), all, "bytes"});
  }
  return 0;
}

std::int64_t fileSize(const std::string& p) {
  std::error_code ec;
  const auto s = fs::file_size(p, ec);
  return ec ? -1 : static_cast<std::int64_t>(s);
}

struct Easy {
  CURL* h = curl_easy_init();
  ~Easy() {
    if (h) curl_easy_cleanup(h);
  }
};

// One request from the current end of the .part file; returns curl's code and the HTTP status.
CURLcode request(const std::string& url, const std::string& part, Transfer& t, const DownloadOptions& opt, long& status,
                 std::string& curlError) {
  Easy e;
  if (!e.h) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "libcurl could not start")));
  t.offset = std::max<std::int64_t>(fileSize(part), 0);
  t.written = 0;
  t.file = std::fopen(part.c_str(), t.offset ? "ab" : "wb");
  if (!t.file) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1: is the folder writable?"), part));
  char err[CURL_ERROR_SIZE] = {0};
  curl_easy_setopt(e.h, CURLOPT_URL, url.c_str());
  curl_easy_setopt(e.h, CURLOPT_WRITEFUNCTION, onData);
  curl_easy_setopt(e.h, CURLOPT_WRITEDATA, &t);
  curl_easy_setopt(e.h, CURLOPT_NOPROGRESS, 0L);
  curl_easy_setopt(e.h, CURLOPT_XFERINFOFUNCTION, onProgress);
  curl_easy_setopt(e.h, CURLOPT_XFERINFODATA, &t);
  curl_easy_setopt(e.h, CURLOPT_FOLLOWLOCATION, 1L);
  curl_easy_setopt(e.h, CURLOPT_MAXREDIRS, 10L);
  curl_easy_setopt(e.h, CURLOPT_FAILONERROR, 1L);
  curl_easy_setopt(e.h, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(e.h, CURLOPT_CONNECTTIMEOUT, static_cast<long>(opt.connectSeconds));
  curl_easy_setopt(e.h, CURLOPT_LOW_SPEED_LIMIT, 1L);
  curl_easy_setopt(e.h, CURLOPT_LOW_SPEED_TIME, static_cast<long>(opt.stallSeconds));
  curl_easy_setopt(e.h, CURLOPT_USERAGENT, "nnlab/0.1 (dataset download)");
  curl_easy_setopt(e.h, CURLOPT_ERRORBUFFER, err);
  if (t.offset > 0) curl_easy_setopt(e.h, CURLOPT_RESUME_FROM_LARGE, static_cast<curl_off_t>(t.offset));
  const CURLcode rc = curl_easy_perform(e.h);
  status = 0;
  curl_easy_getinfo(e.h, CURLINFO_RESPONSE_CODE, &status);
  std::fclose(t.file);
  t.file = nullptr;
  curlError = err[0] ? err : curl_easy_strerror(rc);
  return rc;
}

}  // namespace

bool fetch::haveHttp() { return true; }

DownloadResult downloadFile(const std::string& url, const std::string& dest, const DownloadOptions& opt,
                            const ProgressCallback& progress, const std::atomic<bool>* cancel) {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  if (!opt.sha256.empty() && !fetch::haveSha256())
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "this build has no SHA-256 (OpenSSL libcrypto) to check %1: rebuild nnlab with libssl-dev "
        "installed"),
        dest));
  DownloadResult res;
  res.path = dest;
  // A complete file from an earlier run is kept when its checksum (or size) says it is right.
  if (fileSize(dest) >= 0) {
    if (!opt.sha256.empty() ? sha256File(dest) == opt.sha256 : (opt.bytes > 0 && fileSize(dest) == opt.bytes)) {
      res.bytes = fileSize(dest);
      res.sha256 = opt.sha256;
      res.alreadyThere = true;
      return res;
    }
  }
  const std::string part = dest + ".part";
  if (opt.bytes > 0 && fileSize(part) > opt.bytes) removeFileQuietly(part);
  res.resumedFrom = std::max<std::int64_t>(fileSize(part), 0);

  Transfer t;
  t.expected = opt.bytes;
  t.progress = &progress;
  t.cancel = cancel;
  t.url = url;
  long status = 0;
  std::string why;
  CURLcode rc = request(url, part, t, opt, status, why);
  if (rc == CURLE_RANGE_ERROR || (t.offset > 0 && rc == CURLE_OK && status == 200)) {
    // The server sent the whole file instead of the rest: start over.
    removeFileQuietly(part);
    res.resumedFrom = 0;
    rc = request(url, part, t, opt, status, why);
  }
  const bool complete416 = rc == CURLE_HTTP_RETURNED_ERROR && status == 416 && t.offset > 0;
  if (cancel && cancel->load()) fail(ErrorKind::Cancelled, msg(NNLAB_TEXT("nnlab::messages",
      "download of %1 stopped; %2 kept in %3 for the next try"),
      url, realArg(formatBytes(static_cast<double>(std::max<std::int64_t>(fileSize(part), 0)))), part));
  if (t.writeFailed) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write %1 (disk full?)"), part));
  if (rc != CURLE_OK && !complete416) {
    const std::string kept = fileSize(part) > 0 ? "; the " + formatBytes(static_cast<double>(fileSize(part))) +
                                                      " received are kept in " + part + " and the next try resumes there"
                                                : std::string();
    if (rc == CURLE_OPERATION_TIMEDOUT)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "download of %1 stalled (less than 1 byte/s for %2 s)%3"),
          url, std::to_string(opt.stallSeconds), kept));
    if (rc == CURLE_HTTP_RETURNED_ERROR)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "download of %1 failed: the server answered HTTP %2%3"),
          url, std::to_string(status), kept));
    if (rc == CURLE_COULDNT_RESOLVE_HOST || rc == CURLE_COULDNT_CONNECT)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "cannot reach %1 (%2): are you online? Offline, copy the dataset from elsewhere and use "
          "`nnlab-cli dataset import`%3"),
          url, why, kept));
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "download of %1 failed: %2%3"), url, why, kept));
  }
  const std::int64_t got = fileSize(part);
  if (opt.bytes > 0 && got != opt.bytes) {
    if (got > opt.bytes) removeFileQuietly(part);
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "download of %1 ended at %2 bytes, expected %3%4"),
        url, std::to_string(got), std::to_string(opt.bytes),
        (got < opt.bytes ? msg(NNLAB_TEXT("nnlab::messages", ": run it again to resume")) : msg(NNLAB_TEXT("nnlab::messages", ": the file was deleted")))));
  }
  if (!opt.sha256.empty()) {
    const std::string sum = sha256File(part, progress, cancel);
    if (sum != opt.sha256) {
      removeFileQuietly(part);
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "SHA-256 mismatch for %1: expected %2, got %3; the downloaded file was deleted: try again, or "
          "another mirror"),
          url, opt.sha256, sum));
    }
    res.sha256 = sum;
  }
  std::error_code ec;
  fs::rename(part, dest, ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot move %1 to %2: %3"), part, dest, ec.message()));
  res.bytes = got;
  return res;
}

}  // namespace nnlab

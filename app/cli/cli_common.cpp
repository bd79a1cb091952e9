#include "cli/cli_common.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <new>

#include "core/error.h"

namespace nnlab::cli {

std::atomic<bool> gStop{false};

namespace {
extern "C" void onSignal(int) {
  if (gStop.exchange(true)) std::_Exit(kCancelled);  // a second Ctrl+C leaves at once
}
}  // namespace

void installSignalHandlers() {
  std::signal(SIGINT, onSignal);
  std::signal(SIGTERM, onSignal);
}

int guarded(const std::function<int()>& fn) {
  try {
    return fn();
  } catch (const Error& e) {
    std::fprintf(stderr, "nnlab-cli: %s: %s\n", errorKindName(e.kind()), e.what());
    switch (e.kind()) {
      case ErrorKind::InvalidArgument: return kUsage;
      case ErrorKind::BadInput:
      case ErrorKind::InvalidModel:
      case ErrorKind::Unsupported: return kBadInput;
      case ErrorKind::Diverged:
      case ErrorKind::OutOfMemory: return kRunFailed;
      case ErrorKind::Cancelled: return kCancelled;
      case ErrorKind::Internal: return kInternal;
    }
    return kInternal;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "nnlab-cli: out of memory: try a smaller batch or dataset\n");
    return kRunFailed;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nnlab-cli: internal error (please report): %s\n", e.what());
    return kInternal;
  }
}

bool stderrIsTerminal() { return isatty(fileno(stderr)) != 0; }

void writeTextFile(const std::string& path, const std::string& text) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  std::error_code ec;
  if (p.has_parent_path()) fs::create_directories(p.parent_path(), ec);
  std::ofstream f(path, std::ios::trunc);
  if (!f) fail(ErrorKind::BadInput, "cannot write '" + path + "'");
  f << text;
  if (!f) fail(ErrorKind::BadInput, "writing '" + path + "' failed (disk full?)");
}

}  // namespace nnlab::cli

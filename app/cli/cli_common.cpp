#include "cli/cli_common.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <new>
#include <sstream>

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

const char* const kExitCodesHelp =
    "Exit codes: 0 ok; 2 usage (bad option, unknown key or wrong type in a spec, impossible setting); "
    "3 bad input (unreadable or corrupt file, invalid model, unsupported device); 4 resources (out of "
    "memory, disk full, a file that cannot be written, a run that failed mid-way or could not be stored; finished "
    "epochs are kept); 5 cancelled (Ctrl+C; "
    "finished epochs are kept); 6 diverged (the loss became NaN, infinite or exploded; finished epochs "
    "are kept); 70 internal error (a bug: please report it).";

static_assert(kUsage == 2 && kBadInput == 3 && kResources == 4 && kCancelled == 5 && kDiverged == 6 && kInternal == 70,
              "the exit codes are core/error.h's exitCodeOf");

int guarded(const std::function<int()>& fn) {
  try {
    return fn();
  } catch (const Error& e) {
    std::fprintf(stderr, "nnlab-cli: %s: %s\n", errorKindName(e.kind()), e.what());
    return exitCodeOf(e.kind());
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "nnlab-cli: out of memory: try a smaller batch or dataset\n");
    return kResources;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "nnlab-cli: internal error (please report): %s\n", e.what());
    return kInternal;
  }
}

bool stderrIsTerminal() { return isatty(fileno(stderr)) != 0; }

void checkWritable(const std::string& path, const char* what) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  std::error_code ec;
  if (fs::is_directory(p, ec)) fail(ErrorKind::BadInput, std::string(what) + " '" + path + "' is a folder: name a file");
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  fs::create_directories(dir, ec);
  if (ec) fail(ErrorKind::BadInput, std::string("cannot create the folder of ") + what + " '" + path + "': " + ec.message());
  if (::access(dir.c_str(), W_OK) != 0)
    fail(ErrorKind::BadInput, std::string(what) + " '" + path + "' cannot be written: its folder is not writable");
  if (fs::exists(p, ec) && ::access(p.c_str(), W_OK) != 0)
    fail(ErrorKind::BadInput, std::string(what) + " '" + path + "' exists and cannot be overwritten (read-only)");
}

std::vector<std::string> splitList(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ','))
    if (!item.empty()) out.push_back(item);
  return out;
}

}  // namespace nnlab::cli

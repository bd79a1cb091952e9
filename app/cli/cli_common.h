#pragma once
// Shared pieces of nnlab-cli: exit codes, error reporting, the stop flag set by Ctrl+C.
#include <atomic>
#include <functional>
#include <string>

namespace nnlab::cli {

// Exit codes (documented in `nnlab-cli --help`).
enum Exit : int {
  kOk = 0,
  kUsage = 2,       // bad command line or impossible hyper-parameter
  kBadInput = 3,    // unreadable/corrupt file, invalid model or spec, unsupported device/dtype
  kRunFailed = 4,   // training diverged, ran out of memory or failed mid-run (results kept)
  kCancelled = 5,   // stopped with Ctrl+C (results of finished epochs kept)
  kInternal = 70    // a bug in nnlab
};

extern std::atomic<bool> gStop;
void installSignalHandlers();

// Runs fn, turning nnlab::Error and other exceptions into a message on stderr and an exit code.
int guarded(const std::function<int()>& fn);

bool stderrIsTerminal();
void writeTextFile(const std::string& path, const std::string& text);  // creates parent dirs

}  // namespace nnlab::cli

#pragma once
// Shared pieces of nnlab-cli: exit codes, error reporting, the stop flag set by Ctrl+C.
#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/files.h"

namespace nnlab::cli {

// Exit codes (documented in `nnlab-cli --help`).
// (core/error.h's exitCodeOf maps error kinds onto these; static_asserts in cli_common.cpp keep them one.)
enum Exit : int {
  kOk = 0,
  kUsage = 2,       // bad command line, unknown key or wrong type in a spec, impossible setting
  kBadInput = 3,    // unreadable/corrupt file, invalid model, unsupported device/dtype
  kResources = 4,   // out of memory (host or GPU), disk full, a run that failed mid-way (results kept)
  kCancelled = 5,   // stopped with Ctrl+C (results of finished epochs kept)
  kDiverged = 6,    // training diverged (NaN, infinite or exploding loss; results kept)
  kInternal = 70    // a bug in nnlab: please report it
};
// The table above as text, for --help and the docs.
extern const char* const kExitCodesHelp;
// The exit code of an nnlab::Error's kind: nnlab::exitCodeOf (core/error.h), the table above.
using nnlab::exitCodeOf;

extern std::atomic<bool> gStop;
void installSignalHandlers();

// Runs fn, turning nnlab::Error and other exceptions into a message on stderr and an exit code.
int guarded(const std::function<int()>& fn);

bool stderrIsTerminal();
// writeTextFile (creates parent dirs) and writeTextFileAtomic (PATH.tmp renamed): core/files.h.
using nnlab::writeTextFile;
using nnlab::writeTextFileAtomic;
// Before a long job: the file can be created or overwritten (its folder is made if needed), else
// Error(BadInput) naming it and why. Nothing is left behind.
void checkWritable(const std::string& path, const char* what);

// "a,b,,c" -> {"a", "b", "c"}: a comma-separated option's items, empty ones dropped.
std::vector<std::string> splitList(const std::string& s);

}  // namespace nnlab::cli

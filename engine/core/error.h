#pragma once
// nnlab::Error: every failure a user can cause (bad file, bad layer stack, bad hyper-parameter,
// divergence, out of memory). The message says what happened and what to do.
#include <stdexcept>
#include <string>

namespace nnlab {

enum class ErrorKind {
  InvalidArgument,  // impossible hyper-parameter or option value
  BadInput,         // corrupt, truncated or unreadable file; wrong format
  InvalidModel,     // layer stack with impossible shapes, unknown layer type
  Diverged,         // loss became NaN/Inf
  OutOfMemory,      // host or device allocation failed
  DiskFull,         // a write failed for lack of space (or quota)
  WriteFailed,      // a result could not be stored: read-only file or folder, locked too long, I/O error
  Unsupported,      // the backend cannot run this op/dtype
  Cancelled,        // the user stopped the run
  Internal          // a bug: please report
};

const char* errorKindName(ErrorKind kind);
// The process exit code of a failure of this kind (nnlab-cli's table, `nnlab-cli --help`): 2 usage,
// 3 bad input, 4 resources, 5 cancelled, 6 diverged, 70 internal. MPI ranks that end a job use it too.
int exitCodeOf(ErrorKind kind);

class Error : public std::runtime_error {
 public:
  Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
  ErrorKind kind() const { return kind_; }

 private:
  ErrorKind kind_;
};

[[noreturn]] void fail(ErrorKind kind, const std::string& message);

}  // namespace nnlab

#pragma once
// nnlab::Error: every failure a user can cause (bad file, bad layer stack, bad hyper-parameter,
// divergence, out of memory). The message says what happened and what to do.
#include <stdexcept>
#include <string>

#include "core/message.h"

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

// what() is the English text; message() keeps the template and its arguments (core/message.h)
// so that the app shows the error in its language. An error made from a plain string keeps it as
// a plain message (the app then matches it against the known templates).
class Error : public std::runtime_error {
 public:
  Error(ErrorKind kind, const std::string& message)
      : std::runtime_error(message), kind_(kind), message_(plainMessage(message)) {}
  Error(ErrorKind kind, Message message)
      : std::runtime_error(message.text()), kind_(kind), message_(std::move(message)) {}
  ErrorKind kind() const { return kind_; }
  const Message& message() const { return message_; }

 private:
  ErrorKind kind_;
  Message message_;
};

[[noreturn]] void fail(ErrorKind kind, const std::string& message);
[[noreturn]] void fail(ErrorKind kind, Message message);

}  // namespace nnlab

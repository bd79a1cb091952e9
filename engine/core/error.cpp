#include "core/error.h"

namespace nnlab {

const char* errorKindName(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::InvalidArgument: return "invalid argument";
    case ErrorKind::BadInput: return "bad input";
    case ErrorKind::InvalidModel: return "invalid model";
    case ErrorKind::Diverged: return "diverged";
    case ErrorKind::OutOfMemory: return "out of memory";
    case ErrorKind::DiskFull: return "disk full";
    case ErrorKind::WriteFailed: return "not written";
    case ErrorKind::Unsupported: return "unsupported";
    case ErrorKind::Cancelled: return "cancelled";
    case ErrorKind::Internal: return "internal error";
  }
  return "error";
}

int exitCodeOf(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::InvalidArgument: return 2;
    case ErrorKind::BadInput:
    case ErrorKind::InvalidModel:
    case ErrorKind::Unsupported: return 3;
    case ErrorKind::OutOfMemory:
    case ErrorKind::DiskFull:
    case ErrorKind::WriteFailed: return 4;
    case ErrorKind::Cancelled: return 5;
    case ErrorKind::Diverged: return 6;
    case ErrorKind::Internal: return 70;
  }
  return 70;
}

void fail(ErrorKind kind, const std::string& message) { throw Error(kind, message); }
void fail(ErrorKind kind, Message message) { throw Error(kind, std::move(message)); }

}  // namespace nnlab

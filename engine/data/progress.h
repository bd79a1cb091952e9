#pragma once
// Progress and cancellation for long data tasks (import, download, unpack, generate). The
// callback runs on the thread that called the task, never on a worker thread, so a GUI worker
// object can turn it straight into a queued signal. A task checks the cancel flag often
// (every image, every network chunk) and then throws Error(Cancelled).
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

namespace nnlab {

struct TaskProgress {
  std::string stage;        // "download", "verify", "unpack", "scan", "import", "generate", "cache"
  std::string item;         // the file or URL being worked on (may be empty)
  std::int64_t done = 0;    // units done so far
  std::int64_t total = 0;   // 0 when unknown
  const char* unit = "";    // "bytes", "images", "files"
};

using ProgressCallback = std::function<void(const TaskProgress&)>;

// Throws Error(Cancelled) naming the task when cancel is set.
void throwIfCancelled(const std::atomic<bool>* cancel, const std::string& task);

}  // namespace nnlab

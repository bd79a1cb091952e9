#pragma once
// Turns a device string into a Backend: "cpu-reference", "cpu-blas" (threads), "cuda:N".
#include <memory>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "core/precision.h"

namespace nnlab {

struct BackendChoice {
  std::string name;         // accepted by makeBackend
  std::string description;  // one line for `nnlab-cli devices` and the GUI
  bool available = true;
  std::string reason;       // why not available
  std::vector<Precision> precisions{Precision::FP32};  // the modes this device offers
  bool graphs = false;      // CUDA graphs can be switched on and off
  int maxThreads = 1;       // cpu-blas: the thread counts 1..maxThreads make sense
};

// threads <= 0 means "all cores". Throws Error(InvalidArgument) for an unknown name, listing
// the known ones.
std::unique_ptr<Backend> makeBackend(const std::string& name, int threads = 1);
// Every device of this machine and build, the unusable ones with the reason (the CLI's
// `devices` and the GUI's device panel show them).
std::vector<BackendChoice> backendChoices();

}  // namespace nnlab

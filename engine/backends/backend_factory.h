#pragma once
// Turns a device string into a Backend: "cpu-reference", "cpu-blas" (threads), later "cuda:N".
#include <memory>
#include <string>
#include <vector>

#include "backends/backend.h"

namespace nnlab {

struct BackendChoice {
  std::string name;         // accepted by makeBackend
  std::string description;  // one line for `nnlab-cli devices` and the GUI
  bool available = true;
  std::string reason;       // why not available
};

// threads <= 0 means "all cores". Throws Error(InvalidArgument) for an unknown name, listing
// the known ones.
std::unique_ptr<Backend> makeBackend(const std::string& name, int threads = 1);
std::vector<BackendChoice> backendChoices();

}  // namespace nnlab

#pragma once
// The factory's door to the CUDA backend: cuda/cuda_entry.cpp in a CUDA build, cuda_absent.cpp
// otherwise, so the factory compiles the same either way.
#include <memory>
#include <vector>

#include "backends/backend_factory.h"

namespace nnlab {

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex);  // throws Error(Unsupported) with the reason
std::vector<BackendChoice> cudaChoices();                   // one per GPU, or one unavailable entry

}  // namespace nnlab

#pragma once
// The factory's door to the CUDA backend: cuda/cuda_entry.cpp in a CUDA build, cuda_absent.cpp
// otherwise, so the factory compiles the same either way.
#include <memory>
#include <string>
#include <vector>

#include "backends/backend_factory.h"
#include "core/text.h"

namespace nnlab {

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex);  // throws Error(Unsupported) with the reason
std::vector<BackendChoice> cudaChoices();                   // one per GPU, or one unavailable entry

// The one entry cudaChoices() answers when no GPU can be used, with the reason.
inline BackendChoice cudaUnavailableChoice(const std::string& reason) {
  BackendChoice c{"cuda", NNLAB_TEXT("nnlab::devices", "NVIDIA GPU through cuBLAS and cuDNN"), false, reason};
  c.precisions = {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16};
  c.graphs = true;
  return c;
}

}  // namespace nnlab

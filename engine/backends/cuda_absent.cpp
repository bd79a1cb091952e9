// The CUDA entry points of a build without the CUDA toolkit.
#include "backends/cuda_entry.h"

#include <string>

#include "core/error.h"
#include "core/text.h"
#include "hw/gpu_info.h"

namespace nnlab {

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex) {
  fail(ErrorKind::Unsupported, "cuda:" + std::to_string(deviceIndex) + ": " + detectGpus().unavailableReason +
                                   "; use cpu-reference or cpu-blas");
}

std::vector<BackendChoice> cudaChoices() {
  BackendChoice c{"cuda", NNLAB_TEXT("nnlab::devices", "NVIDIA GPU through cuBLAS and cuDNN"), false, detectGpus().unavailableReason};
  c.precisions = {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16};
  c.graphs = true;
  return {c};
}

}  // namespace nnlab

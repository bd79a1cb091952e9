// The CUDA entry points of a build without the CUDA toolkit.
#include "backends/cuda_entry.h"

#include <string>

#include "core/error.h"
#include "device/gpu_info.h"

namespace nnlab {

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "cuda:%1: %2; use cpu-reference or cpu-blas"),
      std::to_string(deviceIndex), detectGpus().unavailableReason));
}

std::vector<BackendChoice> cudaChoices() {
  return {cudaUnavailableChoice(detectGpus().unavailableReason)};
}

}  // namespace nnlab

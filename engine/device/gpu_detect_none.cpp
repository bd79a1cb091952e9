// detectGpus() of a build without the CUDA backend.
#include "core/text.h"
#include "device/gpu_info.h"

namespace nnlab {

const GpuDetection& detectGpus() {
  static const GpuDetection none = [] {
    GpuDetection d;
    d.unavailableReason =
        NNLAB_TEXT("nnlab::devices", "this build of nnlab has no CUDA backend (it was built without the CUDA toolkit)");
    return d;
  }();
  return none;
}

}  // namespace nnlab

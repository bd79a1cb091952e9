// detectGpus() of a build without the CUDA backend.
#include "hw/gpu_info.h"

namespace nnlab {

const GpuDetection& detectGpus() {
  static const GpuDetection none = [] {
    GpuDetection d;
    d.unavailableReason = "this build of nnlab has no CUDA backend (it was built without the CUDA toolkit)";
    return d;
  }();
  return none;
}

}  // namespace nnlab

// The factory's door to the CUDA backend (a CUDA build).
#include "backends/cuda_entry.h"

#include "backends/cuda/cuda_backend.h"
#include "core/error.h"
#include "device/gpu_info.h"

namespace nnlab {

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex) {
  const GpuDetection& d = detectGpus();
  if (!d.available()) fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "cuda:%1: %2; use cpu-reference or cpu-blas"),
      std::to_string(deviceIndex), d.unavailableReason));
  if (deviceIndex < 0 || deviceIndex >= static_cast<int>(d.gpus.size()))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "there is no cuda:%1: this machine has %2 GPU(s), cuda:0 .. cuda:%3"),
        std::to_string(deviceIndex), std::to_string(d.gpus.size()), std::to_string(d.gpus.size() - 1)));
  return std::make_unique<CudaBackend>(deviceIndex);
}

std::vector<BackendChoice> cudaChoices() {
  const GpuDetection& d = detectGpus();
  const std::vector<Precision> all{Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16};
  if (!d.available()) return {cudaUnavailableChoice(d.unavailableReason)};
  std::vector<BackendChoice> out;
  for (const auto& g : d.gpus) {
    BackendChoice c{"cuda:" + std::to_string(g.index),
                    g.name + " (" + std::to_string(g.smCount) + " SMs, compute " + std::to_string(g.ccMajor) + "." +
                        std::to_string(g.ccMinor) + ")",
                    true,
                    {}};
    c.precisions = all;
    c.graphs = true;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace nnlab

// The factory's door to the CUDA backend (a CUDA build).
#include "backends/cuda_entry.h"

#include "core/error.h"
#include "hw/gpu_info.h"

namespace nnlab {

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex) {
  const GpuDetection& d = detectGpus();
  if (!d.available()) fail(ErrorKind::Unsupported, "cuda:" + std::to_string(deviceIndex) + ": " + d.unavailableReason +
                                                       "; use cpu-reference or cpu-blas");
  fail(ErrorKind::Unsupported, "the CUDA backend is being written: this commit only detects GPUs");
}

std::vector<BackendChoice> cudaChoices() {
  const GpuDetection& d = detectGpus();
  const std::vector<Precision> all{Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16};
  if (!d.available()) {
    BackendChoice c{"cuda", "NVIDIA GPU through cuBLAS and cuDNN", false, d.unavailableReason};
    c.precisions = all;
    c.graphs = true;
    return {c};
  }
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

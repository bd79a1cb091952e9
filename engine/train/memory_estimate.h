#pragma once
// How much device memory a training run needs, and the largest batch that fits: turns "out of
// memory" into "batch 4096 needs 91 GiB, the GPU has 79 GiB free: try batch <= 3400".
#include <cstdint>
#include <string>

#include "core/dtype.h"
#include "nn/model.h"

namespace nnlab {

struct MemoryEstimate {
  double fixedBytes = 0;      // parameters, gradients, optimizer state, master weights, dataset, workspaces
  double workspaceBytes = 0;  // of fixedBytes: the allowance for convolution and cuBLAS workspaces
  double datasetBytes = 0;    // of fixedBytes: the samples, where they live on the device
  double perSampleBytes = 0;  // activations and gradients of one sample of a batch
  double bytes(std::int64_t batch) const { return fixedBytes + perSampleBytes * static_cast<double>(batch); }
  // The largest batch whose estimate stays under `freeBytes` (0 if none does).
  std::int64_t largestBatch(double freeBytes) const;
};

// stateTensors: optimizer buffers per parameter (0 plain SGD, 1 momentum, 2 Adam).
MemoryEstimate estimateTrainingMemory(const Model& model, DType dtype, int stateTensors, double datasetBytes);
// One pipeline stage's share (layers [first, last), 0-based; train/pipeline.h): its parameters and
// their state, its layers' activations and the input it receives; the samples only on stage 1.
// With m micro-batches each of the m - 1 extra copies of the stage's layers keeps its own gradients.
MemoryEstimate estimateStageMemory(const Model& model, DType dtype, int stateTensors, std::size_t first, std::size_t last,
                                   double datasetBytes, int microBatches = 1);

// "batch 4096 needs about 91.2 GiB of GPU memory, the GPU has 79.1 GiB free: try batch <= 3400"
std::string outOfMemoryAdvice(const MemoryEstimate& e, std::int64_t batch, double freeBytes);

// A memory budget the run was given (device.memory_budget_gib): the model's own needs (its
// parameters, gradients, optimizer state, activations, and the samples where they are on the
// device; the workspace allowance left out) against it. Empty when the batch fits; otherwise the
// message, with the batch that would fit and model parallelism as the way out.
std::string memoryBudgetProblem(const MemoryEstimate& e, std::int64_t batch, double budgetBytes, bool samplesOnDevice);

}  // namespace nnlab

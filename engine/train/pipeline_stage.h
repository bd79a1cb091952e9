#pragma once
// Internals of train/pipeline.cpp and train/pipeline_processes.cpp (not part of the interface).
#include <memory>
#include <vector>

#include "train/pipeline.h"

namespace nnlab {

struct Pipeline::Stage {
  Backend* backend = nullptr;
  std::size_t first = 0, last = 0;
  std::vector<std::vector<std::unique_ptr<Layer>>> copies;  // micro-batches 1..m-1 (micro-batch 0: the model's)
  std::vector<Tensor> input, dy;                            // received, per micro-batch
  std::vector<const Tensor*> out;                           // this stage's forward output, per micro-batch
  std::vector<const Tensor*> dx;                            // its first layer's input gradient, per micro-batch
  Tensor mirror;  // a copy of the trainer's StepState on this stage's device, when it is not the first stage's
  std::vector<Param*> params;                               // the model's parameters of this stage
  std::vector<std::vector<Param*>> copyParams;
  // The last stage: each micro-batch's step state (its loss slot), loss and logits' gradient; on a
  // device other than the first stage's, the batch's labels and its own confusion counts.
  std::vector<Tensor> microState, dlogits;
  Tensor microHistory, labels, confusion;
  std::vector<char> actReady, gradReady;  // guarded by the pipeline's mutex
  std::vector<PipelineEvent> events;
  double busy = 0.0, transfer = 0.0, bytes = 0.0;

  Layer& layer(Model& m, int micro, std::size_t i) {
    return micro == 0 ? m.layer(i) : *copies[static_cast<std::size_t>(micro - 1)][i - first];
  }
};

}  // namespace nnlab

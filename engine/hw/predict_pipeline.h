#pragma once
// What-if for model parallelism (issue 24 with issue 25's models): a device's predicted per-layer
// times (hw/predict.h) split into p stages and run as m micro-batches under a schedule
// (train/pipeline.h), the activations and their gradients crossing a link between stages. The
// step is simulated op by op in the schedule's order (a stage starts an op when it is free and
// the op's input has arrived), so imbalance and transfers show in the bubble beside the ideal
// (p - 1) / (m + p - 1). Every figure is predicted.
#include <vector>

#include "hw/predict.h"
#include "nn/model.h"
#include "train/pipeline.h"

namespace nnlab {

struct PipelinePredictionPoint {
  int microBatches = 1;
  double stepSeconds = 0.0;        // one batch through the pipeline
  double bubble = 0.0, idealBubble = 0.0;
  double speedup = 1.0;            // one device's step / this step
  double transferSeconds = 0.0;    // one micro-batch's activation across one boundary (one way)
};

struct PipelinePrediction {
  std::vector<std::size_t> starts;         // 0-based first layer of each stage
  std::vector<double> stageSeconds;        // each stage's forward + backward of a whole batch
  double oneDeviceStepSeconds = 0.0;       // forward + backward of the batch on one device
  std::string schedule;
  std::vector<PipelinePredictionPoint> points;
};

// `one`: the model predicted on one device (its batch is the pipeline's); `check`: the model's
// shapes (the activations crossing each boundary); `starts` from balancedStages() or the user's;
// `bytesPerElement` of the activations; `batch` the rows `one` was predicted for; each micro-batch's
// op pays the device's launch cost per layer again.
PipelinePrediction predictPipeline(const DevicePrediction& one, const ModelCheck& check, const std::vector<std::size_t>& starts,
                                   PipelineSchedule schedule, const std::vector<int>& microBatches, const LinkSpec& link,
                                   double bytesPerElement, int batch);

}  // namespace nnlab

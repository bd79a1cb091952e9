#pragma once
// test_pipeline's fixtures: a small MLP without batch normalisation or dropout, and training it
// unsplit or as a pipeline of stages, with the weights, facts and losses to compare.
#include <string>
#include <vector>

#include "backends/backend.h"
#include "data/dataset.h"
#include "nn/model_spec.h"
#include "train/pipeline.h"
#include "train/trainer.h"

namespace nnlab::test {

// A model without batch normalisation or dropout, so that micro-batches change nothing but the
// order of the sums: 7 layers, 3 with weights.
ModelSpec mlp();

// The suites' training: SGD lr 0.05 momentum 0.9, constant rate, seed 7.
TrainConfig pipelineConfig(DType dtype, int epochs = 2, int batch = 24);

struct Trained {
  RunResult result;
  std::vector<std::vector<double>> weights;
  PipelineFacts facts;
  std::string execution;
};

std::vector<double> values(Backend& b, const Tensor& t);

// Trains `spec` on `devices` (one: unsplit; several: a pipeline with these stage starts).
Trained train(const ModelSpec& spec, const DatasetSplits& splits, const TrainConfig& cfg, const std::vector<std::string>& devices,
              const std::vector<std::size_t>& starts, PipelineSchedule schedule, int micro, double budget = 0.0);

// The same pipeline with its stages as processes standing in threads (a LocalGroup's point-to-point
// messages, as MPI ranks exchange them): every rank builds the whole model, its stage on its own
// backend and the others' on a host backend, trains, and gathers the weights to rank 0. Returns
// rank 0's run; `stopRank` >= 0 asks that rank alone to stop before the first step.
Trained trainAcrossProcesses(const ModelSpec& spec, const DatasetSplits& splits, const TrainConfig& cfg,
                             const std::vector<std::string>& devices, const std::vector<std::size_t>& starts,
                             PipelineSchedule schedule, int micro, int stopRank = -1);

double relDiff(double a, double b);

// The largest relative difference of two runs' batch losses and validation losses (infinity when
// their epochs or batches differ in number).
double lossDifference(const RunResult& a, const RunResult& b);

}  // namespace nnlab::test

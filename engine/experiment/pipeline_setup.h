#pragma once
// Setting up model parallelism for a run (train/pipeline.h): the plan the Device page and the CLI
// show before the run, and the stages' backends, the model built across them and the pipeline
// (runReplicas() calls it for each replica of a spec with a pipeline).
#include <memory>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "experiment/experiment_spec.h"
#include "nn/model.h"
#include "train/pipeline.h"

namespace nnlab {

// Model parallelism before the run (the Device page's note words it): each stage's layers,
// parameters and memory at the spec's batch, the micro-batches' rows and the ideal bubble. Stages
// balanced by measured time are timed when the run starts: the plan shows the compute balance then.
struct PipelinePlan {
  std::vector<std::size_t> starts;             // 0-based first layer of each stage
  std::vector<std::int64_t> params;            // per stage
  std::vector<double> memoryBytes;             // per stage, at the batch
  int microBatches = 1;
  std::int64_t microRows = 0;                  // rows of the largest micro-batch
  double idealBubble = 0.0;
  std::string problem;                         // why the pipeline cannot run as set (empty when it can)
};
PipelinePlan planPipeline(const ExperimentSpec& spec, const Shape& input, int classes);

// Throws Error(InvalidArgument) for the pipelines this version does not run across MPI processes
// (`processes`, `world` of them): other than one stage per process, with replicas, in 16 bits, or
// balanced by each process's own measurement.
void refuseUnbuiltPipelines(const ExperimentSpec& spec, bool processes, int world);

// The threads a stage on `device` runs with: the spec's for cpu-blas, one for cpu-reference (the
// single-threaded baseline refuses more), the device's own for a GPU.
int stageThreads(const std::string& device, int threads);

// The stages' backends after the first (`first`, the replica's), `model` built across them (the same
// weights as on one device from the spec's seed) and the pipeline that runs its steps. Throws
// Error(InvalidArgument) for stages the model cannot have (two on one GPU, past its layers), and
// Error(OutOfMemory) for micro-batches whose layer copies this machine could not hold.
struct PipelineBuild {
  std::vector<std::unique_ptr<Backend>> stageBackends;
  std::unique_ptr<Pipeline> pipeline;
  std::vector<std::size_t> starts;  // 0-based first layer of each stage
};
// `replica`: which copy of the pipeline (its stages' devices: ExperimentSpec::stageDevicesOf);
// `sameStages`: the first replica's stage starts, which every other replica takes as they are
// (stages balanced by measured time could otherwise cut apart, and the replicas sum each
// stage's gradients with the same stage of the others).
// `processes`: the stages are MPI processes, this one running stage processes->rank() on `first`.
PipelineBuild buildPipeline(const ExperimentSpec& spec, Model& model, Backend& first, DType dtype, int replica = 0,
                            const std::vector<std::size_t>* sameStages = nullptr, Communicator* processes = nullptr);

}  // namespace nnlab

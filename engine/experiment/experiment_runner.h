#pragma once
// Runs one experiment end to end: load data (timed), split, create and build the model (timed),
// resume from a checkpoint if asked, train, test, save a checkpoint. The RunRecord holds
// everything measured, as JSON (one file per run) and CSV (one row per epoch).
#include <atomic>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "data/dataset_catalog.h"
#include "experiment/experiment_spec.h"
#include "train/trainer.h"

namespace nnlab {

struct RunRecord {
  ExperimentSpec spec;
  RunResult result;
  std::string createdUtc;          // ISO 8601
  std::string backendDescription;  // "cpu-blas (OpenBLAS 0.3.21, 2 threads)"
  std::string execution;           // Trainer::executionSummary(): graphs or op by op, where the samples lived
  nlohmann::json gpu;              // the GPU that trained (hw/gpu_info.h), null on the CPU
  nlohmann::json host;             // CPU model, cores, ISA
  nlohmann::json dataset;          // name, description, samples, shape, classes, split sizes
  std::vector<std::string> classNames;
  std::int64_t params = 0;
  double flopsPerSample = 0.0;     // forward
  double dataSeconds = 0.0;        // loading + splitting (not part of any phase)
  double modelSeconds = 0.0;       // creating + initialising the model (not part of any phase)
  int resumedFromEpoch = 0;

  nlohmann::json toJson() const;
  std::string epochsCsv() const;
};

// Errors before training (bad spec, data, model, checkpoint) throw nnlab::Error; everything that
// happens during training is reported in record.result with the finished epochs kept.
RunRecord runExperiment(const ExperimentSpec& spec, TrainObserver* observer = nullptr,
                        const std::atomic<bool>* stop = nullptr, const DataLocations& where = {});

}  // namespace nnlab

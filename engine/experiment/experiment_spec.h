#pragma once
// ExperimentSpec: everything a run needs, as JSON (model, dataset and split, device, training
// settings, seed). The CLI reads it, the GUI edits it, a sweep will expand it, and the run
// record stores it so that a run is reproducible from its record.
//   {"name": "lenet5-mnist", "model": "lenet5",
//    "dataset": {"name": "mnist", "split": [85, 2, 13]},
//    "device": {"backend": "cpu-blas", "threads": 2},   (or {"backend": "cuda:0",
//               "precision": "fp16", "graphs": true}; precision and graphs live in `train`)
//    "train": {"epochs": 10, "batch": 64, "loss": "cross_entropy", "seed": 1,
//              "optimizer": {"type": "sgd", "lr": 0.05, "momentum": 0.9},
//              "schedule": {"type": "cosine"}}}
#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "nn/model_spec.h"
#include "train/trainer.h"

namespace nnlab {

struct ExperimentSpec {
  std::string name;
  std::string modelRef;           // preset name or path, when the model was given by reference
  ModelSpec model;
  std::string dataset = "mnist";  // name or directory
  std::array<double, 3> split{85.0, 2.0, 13.0};
  std::string backend = "cpu-blas";
  int threads = 0;                // 0: all cores (cpu-blas)
  TrainConfig train;
  std::string resumeFrom;         // checkpoint to resume (optional)
  std::string checkpointPath;     // where to save the final checkpoint (optional)

  void validate() const;          // throws Error(InvalidArgument)
  nlohmann::json toJson() const;
  static ExperimentSpec fromJson(const nlohmann::json& j);  // model given by name is resolved
  static ExperimentSpec load(const std::string& path);
};

}  // namespace nnlab

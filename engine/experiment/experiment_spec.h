#pragma once
// ExperimentSpec: everything a run needs, as JSON (model, dataset and split, device, training
// settings, optimizer, seed). The CLI reads it, the app edits it, a sweep expands it, and the run
// record stores it, so a run is reproducible from its record. Reading is strict (core/
// json_reader.h): an unknown key or a wrong type is an error naming the key. Every default is
// the value a default-constructed spec holds (ExperimentSpec::defaults() adds the default model).
//
//   {"format": "nnlab-experiment", "version": 2, "name": "lenet5-mnist",
//    "model": "lenet5",                                  (a preset name, a path, or a model spec)
//    "dataset": {"name": "mnist", "split": [85, 2, 13]}, (or just "mnist")
//    "device": {"name": "cpu-blas", "threads": 0, "precision": "fp32", "graphs": true,
//               "deterministic": false, "layout": "auto", "data": "auto"},  (or just "cuda:0";
//               "name": ["cuda:0", "cuda:1"] trains on both, data parallel)
//    "parallel": {"strategy": "allreduce", "batch": "per_device", "average_every": 1,
//                 "cpu_share": "auto", "calibration_steps": 4, "lr_scaling": "none",
//                              "sync_batch_norm": false, "gradient_reduction": "f32"},
//    "training": {"epochs": 10, "batch": 64, "loss": "cross_entropy", "dtype": "f32",
//                 "schedule": {"type": "cosine", "min_lr": 0}},
//    "optimizer": {"type": "sgd", "lr": 0.05, "momentum": 0.9, "weight_decay": 0.0005},
//    "energy": {"enabled": true, "hz": 10, "idle_s": 0},   (optional: power sampling, hw/power/)
//    "pipeline": {"devices": ["cpu-blas", "cpu-blas"], "stages": "auto", "balance": "compute",
//                 "micro_batches": 4, "schedule": "gpipe"},  (optional: model parallelism; "stages":
//                 [1, 6] starts stage 2 at layer 6)
//    "seed": 1}
// Version 1 files (a "train" object holding optimizer, schedule and seed; "device.backend") are
// read too, just as strictly.
#include <array>
#include <vector>
#include <string>

#include <nlohmann/json.hpp>

#include "core/device_set.h"
#include "nn/model_spec.h"
#include "train/trainer.h"

namespace nnlab {

// Training on several devices (engine/parallel/): how their work is combined.
struct ParallelSpec {
  std::string strategy = "allreduce";  // allreduce (synchronous) | average (parameters every K steps) | async (Downpour)
  std::string batch = "per_device";    // training.batch is each device's batch, or the global one ("global")
  int averageEvery = 1;                // average: steps between parameter averages
  double cpuShare = -1.0;              // a CPU among GPUs: its share of each global batch; < 0: measured first
  int calibrationSteps = 4;            // steps each device is timed for to measure the shares
  // The learning rate when the global batch is k times one device's (per-device batch over k
  // devices): "none" keeps it (each step averages over k times more samples, and takes k times
  // fewer steps per epoch); "linear" multiplies it by k (Goyal et al., 2017), meant with a warm-up.
  std::string lrScaling = "none";
  // Batch norm over the global batch (all-reduce): each batch-norm layer's training statistics
  // (and their gradients) summed over the replicas at every step, so N devices normalise as one
  // device with the global batch does; off: each replica normalises by its own share.
  bool syncBatchNorm = false;
  // The element type the gradients are summed in (all-reduce): "f32", or "bf16" / "fp16" (half
  // the bytes on the link, rounded; the sums are turned back into the gradients' own type).
  std::string gradientReduction = "f32";

  nlohmann::json toJson() const;
  bool operator==(const ParallelSpec&) const = default;
};

// Model parallelism (train/pipeline.h): the layer stack split into stages, one per device, each
// step as micro-batches through them. Off while `devices` is empty. With a device list (data
// parallel, all-reduce) every replica is a copy of this pipeline.
struct PipelineSpec {
  std::vector<std::string> devices;   // one per stage, in order (the first holds the samples)
  std::vector<int> stages;            // the first layer (1-based) of each stage; empty: balanced automatically
  std::string balance = "compute";    // automatic stages: compute (forward FLOPs) | memory (parameters) | time (measured)
  int microBatches = 4;               // 1..1024 (naive: 1)
  std::string schedule = "gpipe";     // naive | gpipe | 1f1b
  bool enabled() const { return !devices.empty(); }
  nlohmann::json toJson() const;
  bool operator==(const PipelineSpec&) const = default;
};

// Measuring the run's energy (hw/power/): sampled at `hz`, after `idleSeconds` of idle baseline.
struct EnergySpec {
  bool enabled = false;
  double hz = 10.0;          // 0.1 to 100
  double idleSeconds = 0.0;  // 0 to 600; 0: no baseline
  nlohmann::json toJson() const;
  bool operator==(const EnergySpec&) const = default;
};

struct ExperimentSpec {
  static constexpr int kVersion = 2;
  static constexpr const char* kDefaultModel = "lenet5";
  static constexpr const char* kDefaultDataset = "mnist";

  std::string name;
  std::string modelRef;           // preset name or path, when the model was given by reference
  ModelSpec model;
  std::string dataset = kDefaultDataset;  // name or path
  std::array<double, 3> split{85.0, 2.0, 13.0};
  std::string backend = "cpu-blas";  // device.name (the first device when there are several)
  std::vector<std::string> devices;  // device.name as a list: data parallel over these (empty: `backend` alone)
  ParallelSpec parallel;             // how several devices train together
  PipelineSpec pipeline;             // model parallelism (written only when on)
  int threads = 0;                   // 0: all cores (cpu-blas)
  std::string layout = "auto";       // device.layout: auto | nchw | nhwc (16-bit convolution nets on a GPU)
  std::string dataPlacement = "auto";  // device.data: auto | device | host (where a GPU reads the samples)
  // device.memory_budget_gib: pretend each device has only this much memory (0: its own). A model
  // whose estimate does not fit is refused before training with the batch that would fit — what
  // makes a class see why model parallelism exists.
  double memoryBudgetGiB = 0.0;
  EnergySpec energy;                 // energy.* (written only when not the default, so older specs hash the same)
  TrainConfig train;                 // training.*, optimizer.*, seed, device.precision/graphs/deterministic
  std::string resumeFrom;            // checkpoint to resume (optional)
  std::string checkpointPath;        // where to save the final checkpoint (optional)

  // nnlab's default experiment: the default model (LeNet-5) on the default dataset.
  static ExperimentSpec defaults();

  void validate() const;          // throws Error(InvalidArgument)
  nlohmann::json toJson() const;  // version 2, every field written
  // `what` names the document in messages ("experiment spec 'a.json'"). Errors are
  // InvalidArgument (exit code 2) for keys and types; a model preset that does not exist, too.
  static ExperimentSpec fromJson(const nlohmann::json& j, const std::string& what = "experiment spec");
  static ExperimentSpec load(const std::string& path);
  // The name a spec gets when it has none: "<model>-<dataset>".
  std::string defaultName() const;
  // Every device the run trains on (`backend` when there is one).
  // A pipeline's stage devices, in stage order.
  std::vector<std::string> deviceList() const {
    if (pipeline.enabled() && devices.empty()) return pipeline.devices;
    return devices.empty() ? std::vector<std::string>{backend} : devices;
  }
  // Model and data parallelism together: the stage devices of replica `replica` of the pipeline.
  // Replica r takes the GPUs after replica r-1's: each GPU stage's index moves up by r times the
  // number of GPU stages (cuda:0,cuda:1 -> replica 1 on cuda:2,cuda:3); CPU stages stay as named.
  std::vector<std::string> stageDevicesOf(int replica) const;
  // The same, typed (core/device_set.h): what each device is, and the label tables show.
  DeviceSet deviceSet() const { return DeviceSet::of(deviceList()); }
  // The devices' label (DeviceSet::label); a stored spec whose names are not devices gets them
  // joined with '+' as written, never an error.
  std::string deviceLabel(const std::string& gpuModel = {}) const;
  // A device list (even of one, the baseline of a scaling study) trains through engine/parallel/.
  bool dataParallel() const { return !devices.empty(); }
};

}  // namespace nnlab

#pragma once
// The experiment's own settings (core/field_spec.h): dataset split, device, several devices,
// model parallelism and energy; read by ExperimentSpec, listed with the optimizer's and the
// training loop's in spec_fields.h.
#include "core/field_spec.h"

namespace nnlab::fields {

using FT = FieldSpec::Type;

inline const FieldSpec kSplit{"dataset.split", "--split", FT::Number, 0.0, 100.0, false, "%", "Split",
                              "Train, validation and test percentages of the dataset (they add up to 100)"};
inline const FieldSpec kThreads{"device.threads", "--threads", FT::Integer, 0, 1024, false, "threads", "Threads",
                                "cpu-blas: threads, 0 = all cores"};
inline const FieldSpec kPrecision{"device.precision", "--precision", FT::Choice, 0, 0, false, "-", "Precision",
                                  "fp32, or mixed precision on a CUDA device: tf32, fp16 (with loss scaling) or bf16",
                                  {"fp32", "tf32", "fp16", "bf16"}};
inline const FieldSpec kGraphs{"device.graphs", "--no-graphs", FT::Flag, 0, 0, false, "-", "CUDA graphs",
                               "cuda: replay each step from a recorded CUDA graph (the option turns it off)"};
inline const FieldSpec kDeterministic{"device.deterministic", "--deterministic", FT::Flag, 0, 0, false, "-",
                                      "Deterministic", "cuda: only algorithms that give the same bits on every run"};
inline const FieldSpec kLayout{"device.layout", "", FT::Choice, 0, 0, false, "-", "Activation layout",
                               "auto: channels-last for 16-bit convolution nets on a GPU", {"auto", "nchw", "nhwc"}};
inline const FieldSpec kDataPlacement{"device.data", "", FT::Choice, 0, 0, false, "-", "Samples on",
                                      "Where a GPU reads the samples from: auto, its own memory, or the host",
                                      {"auto", "device", "host"}};
inline const FieldSpec kMemoryBudget{"device.memory_budget_gib", "--memory-budget", FT::Number, 0.0, 1e6, false, "GiB",
                                     "Memory budget",
                                     "Pretend each device has only this much memory (0: its own); a model that does not "
                                     "fit is refused with the estimate"};
inline const FieldSpec kStrategy{"parallel.strategy", "--strategy", FT::Choice, 0, 0, false, "-", "Strategy",
                                 "Several devices: all-reduce (synchronous), parameter averaging every K steps, or "
                                 "asynchronous updates",
                                 {"allreduce", "average", "async"}};
inline const FieldSpec kParallelBatch{"parallel.batch", "--global-batch", FT::Choice, 0, 0, false, "-", "Batch is",
                                      "Several devices: the batch size is each device's, or the global one split "
                                      "between them",
                                      {"per_device", "global"}};
inline const FieldSpec kAverageEvery{"parallel.average_every", "--average-every", FT::Integer, 1, 1000000, false,
                                     "steps", "Average every", "Parameter averaging: steps between two averages"};
inline const FieldSpec kCpuShare{"parallel.cpu_share", "--cpu-share", FT::Number, 0.0, 1.0, false, "1", "CPU share",
                                 "A CPU beside GPUs: its share of each global batch (auto: measured first)"};
inline const FieldSpec kCalibrationSteps{"parallel.calibration_steps", "", FT::Integer, 1, 1000, false, "steps",
                                         "Calibration steps", "Steps each device is timed for to measure the shares"};
inline const FieldSpec kLrScaling{"parallel.lr_scaling", "--lr-scaling", FT::Choice, 0, 0, false, "-", "LR scaling",
                                  "Several devices with per-device batches: keep the learning rate, or multiply it by "
                                  "the number of devices (linear rule)",
                                  {"none", "linear"}};
inline const FieldSpec kSyncBatchNorm{"parallel.sync_batch_norm", "--sync-batch-norm", FT::Flag, 0, 0, false, "-",
                                      "Batch norm over the effective batch",
                                      "All-reduce: batch norm's statistics summed over the replicas at every step"};
inline const FieldSpec kGradientReduction{"parallel.gradient_reduction", "--gradient-reduction", FT::Choice, 0, 0, false,
                                          "-", "Gradient sums",
                                          "All-reduce: the element type the gradients are summed in (16-bit: half "
                                          "the bytes on the link)",
                                          {"f32", "bf16", "fp16"}};
inline const FieldSpec kMicroBatches{"pipeline.micro_batches", "--micro-batches", FT::Integer, 1, 1024, false,
                                     "micro-batches", "Micro-batches",
                                     "Model parallelism: the micro-batches a batch is split into"};
inline const FieldSpec kPipelineSchedule{"pipeline.schedule", "--pipeline-schedule", FT::Choice, 0, 0, false, "-",
                                         "Schedule",
                                         "Model parallelism: naive (one stage busy at a time), GPipe or 1F1B",
                                         {"naive", "gpipe", "1f1b"}};
inline const FieldSpec kBalance{"pipeline.balance", "--balance", FT::Choice, 0, 0, false, "-", "Balance",
                                "Model parallelism, automatic stages: equal forward FLOPs, parameters or measured time",
                                {"compute", "memory", "time"}};
inline const FieldSpec kEnergy{"energy.enabled", "--energy", FT::Flag, 0, 0, false, "-", "Measure energy",
                               "Sample GPU (NVML) and CPU (RAPL) power during the run"};
inline const FieldSpec kPowerHz{"energy.hz", "--power-hz", FT::Number, 0.1, 100.0, false, "Hz", "Power samples",
                                "Energy: power samples per second"};
inline const FieldSpec kIdleSeconds{"energy.idle_s", "--idle-s", FT::Number, 0.0, 600.0, false, "s", "Idle baseline",
                                    "Energy: seconds of idle power measured before the run (0: none)"};

}  // namespace nnlab::fields

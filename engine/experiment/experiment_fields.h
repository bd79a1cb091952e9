#pragma once
// The experiment's own settings (core/field_spec.h): dataset split, device, several devices,
// model parallelism and energy; read by ExperimentSpec, listed with the optimizer's and the
// training loop's in spec_fields.h. Labels and help are marked for the app's translations
// (core/text.h, context "nnlab::settings").
#include "core/field_spec.h"
#include "core/text.h"

namespace nnlab::fields {

using FT = FieldSpec::Type;

inline const FieldSpec kSplit{"dataset.split", "--split", FT::Number, 0.0, 100.0, false, "%",
                              NNLAB_TEXT("nnlab::settings", "Split"),
                              NNLAB_TEXT("nnlab::settings",
                                         "Train, validation and test percentages of the dataset (they add up to 100)")};
inline const FieldSpec kThreads{"device.threads", "--threads", FT::Integer, 0, 1024, false, "threads",
                                NNLAB_TEXT("nnlab::settings", "Threads"),
                                NNLAB_TEXT("nnlab::settings",
                                           "Compute threads of cpu-blas (OpenMP), 0 = all cores; the other backends "
                                           "ignore it")};
inline const FieldSpec kPrecision{"device.precision", "--precision", FT::Choice, 0, 0, false, "-",
                                  NNLAB_TEXT("nnlab::settings", "Precision"),
                                  NNLAB_TEXT("nnlab::settings",
                                             "fp32: single precision; on a CUDA device tf32 (tensor-core inputs with a "
                                             "10-bit mantissa), or mixed precision with 16-bit activations and fp32 "
                                             "master weights: fp16 (with loss scaling) or bf16"),
                                  {"fp32", "tf32", "fp16", "bf16"}};
inline const FieldSpec kGraphs{"device.graphs", "--no-graphs", FT::Flag, 0, 0, false, "-",
                               NNLAB_TEXT("nnlab::settings", "CUDA graphs"),
                               NNLAB_TEXT("nnlab::settings",
                                          "cuda: record each training step once as a CUDA graph and replay it, one "
                                          "launch per step instead of one per kernel")};
inline const FieldSpec kDeterministic{"device.deterministic", "--deterministic", FT::Flag, 0, 0, false, "-",
                                      NNLAB_TEXT("nnlab::settings", "Deterministic"),
                                      NNLAB_TEXT("nnlab::settings",
                                                 "cuda: only algorithms that give the same bits on every run")};
inline const FieldSpec kLayout{"device.layout", "", FT::Choice, 0, 0, false, "-",
                               NNLAB_TEXT("nnlab::settings", "Activation layout"),
                               NNLAB_TEXT("nnlab::settings", "auto: channels-last for 16-bit convolution nets on a GPU"),
                               {"auto", "nchw", "nhwc"}};
inline const FieldSpec kDataPlacement{"device.data", "", FT::Choice, 0, 0, false, "-",
                                      NNLAB_TEXT("nnlab::settings", "Samples on"),
                                      NNLAB_TEXT("nnlab::settings",
                                                 "Where a GPU reads the samples from: auto, its own memory, or the host"),
                                      {"auto", "device", "host"}};
inline const FieldSpec kMemoryBudget{"device.memory_budget_gib", "--memory-budget", FT::Number, 0.0, 1e6, false, "GiB",
                                     NNLAB_TEXT("nnlab::settings", "Memory budget"),
                                     NNLAB_TEXT("nnlab::settings",
                                                "Pretend each device has only this much memory (0: its own): a model "
                                                "that does not fit is refused before training, with the estimate")};
inline const FieldSpec kStrategy{"parallel.strategy", "--strategy", FT::Choice, 0, 0, false, "-",
                                 NNLAB_TEXT("nnlab::settings", "Strategy"),
                                 NNLAB_TEXT("nnlab::settings",
                                            "Several devices: all-reduce the gradients every step (the same update as "
                                            "one device with the whole batch), average the parameters every K local "
                                            "steps, or asynchronous updates through a parameter server (gradients may "
                                            "be a few steps stale; SGD only)"),
                                 {"allreduce", "average", "async"}};
inline const FieldSpec kParallelBatch{"parallel.batch", "--global-batch", FT::Choice, 0, 0, false, "-",
                                      NNLAB_TEXT("nnlab::settings", "Training batch"),
                                      NNLAB_TEXT("nnlab::settings",
                                                 "Several devices: the batch size is each device's (weak scaling: the "
                                                 "global batch grows with the devices), or the global one shared out "
                                                 "between them (strong scaling)"),
                                      {"per_device", "global"}};
inline const FieldSpec kAverageEvery{"parallel.average_every", "--average-every", FT::Integer, 1, 1000000, false,
                                     "steps", NNLAB_TEXT("nnlab::settings", "Average every"),
                                     NNLAB_TEXT("nnlab::settings", "Parameter averaging: steps between two averages")};
inline const FieldSpec kCpuShare{"parallel.cpu_share", "--cpu-share", FT::Number, 0.0, 1.0, false, "1",
                                 NNLAB_TEXT("nnlab::settings", "CPU share among GPUs"),
                                 NNLAB_TEXT("nnlab::settings",
                                            "A CPU beside GPUs: its share of each global batch (auto: measured first)")};
inline const FieldSpec kCalibrationSteps{"parallel.calibration_steps", "", FT::Integer, 1, 1000, false, "steps",
                                         NNLAB_TEXT("nnlab::settings", "Calibration steps"),
                                         NNLAB_TEXT("nnlab::settings",
                                                    "Steps each device is timed for to measure the shares")};
inline const FieldSpec kLrScaling{"parallel.lr_scaling", "--lr-scaling", FT::Choice, 0, 0, false, "-",
                                  NNLAB_TEXT("nnlab::settings", "Learning rate scaling"),
                                  NNLAB_TEXT("nnlab::settings",
                                             "Several devices with per-device batches (k times more samples a step, k "
                                             "times fewer steps an epoch): keep the learning rate, or multiply it by k "
                                             "(linear rule, Goyal et al., 2017), reached over a warm-up"),
                                  {"none", "linear"}};
inline const FieldSpec kSyncBatchNorm{"parallel.sync_batch_norm", "--sync-batch-norm", FT::Flag, 0, 0, false, "-",
                                      NNLAB_TEXT("nnlab::settings", "Batch norm"),
                                      NNLAB_TEXT("nnlab::settings",
                                                 "All-reduce: batch norm's statistics summed over every device's rows "
                                                 "at each step, as one device with the whole batch would; off: each "
                                                 "device normalises by its own rows (cheaper, noisier)")};
inline const FieldSpec kGradientReduction{"parallel.gradient_reduction", "--gradient-reduction", FT::Choice, 0, 0, false,
                                          "-", NNLAB_TEXT("nnlab::settings", "Gradient sums"),
                                          NNLAB_TEXT("nnlab::settings",
                                                     "All-reduce: the element type the gradients are summed in (16-bit: "
                                                     "half the bytes on the link, each gradient and sum rounded)"),
                                          {"f32", "bf16", "fp16"}};
inline const FieldSpec kMicroBatches{"pipeline.micro_batches", "--micro-batches", FT::Integer, 1, 1024, false,
                                     "micro-batches", NNLAB_TEXT("nnlab::settings", "Micro-batches"),
                                     NNLAB_TEXT("nnlab::settings",
                                                "Model parallelism: the micro-batches a batch is split into; more of "
                                                "them shrink the bubble, (p - 1) / (m + p - 1), but each is slower per "
                                                "sample")};
inline const FieldSpec kPipelineSchedule{"pipeline.schedule", "--pipeline-schedule", FT::Choice, 0, 0, false, "-",
                                         NNLAB_TEXT("nnlab::settings", "Schedule"),
                                         NNLAB_TEXT("nnlab::settings",
                                                    "Model parallelism: naive (one stage busy at a time), GPipe or "
                                                    "1F1B"),
                                         {"naive", "gpipe", "1f1b"}};
inline const FieldSpec kBalance{"pipeline.balance", "--balance", FT::Choice, 0, 0, false, "-",
                                NNLAB_TEXT("nnlab::settings", "Balance"),
                                NNLAB_TEXT("nnlab::settings",
                                           "Model parallelism, automatic stages: equal forward FLOPs, parameters or "
                                           "measured time"),
                                {"compute", "memory", "time"}};
inline const FieldSpec kEnergy{"energy.enabled", "--energy", FT::Flag, 0, 0, false, "-",
                               NNLAB_TEXT("nnlab::settings", "Measure energy"),
                               NNLAB_TEXT("nnlab::settings",
                                          "Sample GPU (NVML) and CPU (RAPL) power during the run: joules per device, "
                                          "phase and epoch; a device that cannot be measured is shown as not "
                                          "available, with the reason")};
inline const FieldSpec kPowerHz{"energy.hz", "--power-hz", FT::Number, 0.1, 100.0, false, "Hz",
                                NNLAB_TEXT("nnlab::settings", "Power samples per second"),
                                NNLAB_TEXT("nnlab::settings", "Energy: how many times a second the power is read")};
inline const FieldSpec kIdleSeconds{"energy.idle_s", "--idle-s", FT::Number, 0.0, 600.0, false, "s",
                                    NNLAB_TEXT("nnlab::settings", "Idle baseline"),
                                    NNLAB_TEXT("nnlab::settings",
                                               "Energy: seconds of idle power measured before the run (0: none); "
                                               "energies are then also shown above idle")};

}  // namespace nnlab::fields

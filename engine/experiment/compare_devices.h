#pragma once
// Compare devices: the current experiment on every device mode this machine has — cpu-reference;
// cpu-blas on one thread and on all cores; each GPU in fp32, tf32, fp16 and bf16 — as a sweep with
// one axis of device modes (so it is stored, resumable and reportable like any sweep), and the
// speedup of each mode against cpu-reference. The teacher's demo: a few clicks, minutes on LeNet-5.
#include <vector>

#include "experiment/speedup.h"
#include "experiment/sweep_spec.h"

namespace nnlab {

// A comparison's epochs when none are asked (the Speedup page's box starts there; nnlab-cli
// compare-devices' default): two, the first being the warm-up the per-epoch times leave out.
// Epochs and repeats range as the settings kEpochs and kRepeats (train/train_fields.h,
// experiment/sweep_fields.h).
inline constexpr int kCompareDevicesEpochs = 2;

// The device modes of this machine (available ones only), as sweep axis values.
std::vector<nlohmann::json> deviceModes();
// The sweep: `base` (model, data, epochs, batch...) on each mode, `repeats` times.
SweepSpec compareDevicesSweep(const ExperimentSpec& base, int repeats = 1);
// The sweep's cells as comparison groups (completed runs only), in cell order, named by their values.
std::vector<RunGroup> cellGroups(const SweepSpec& spec, const std::vector<RunRecord>& runs);

}  // namespace nnlab

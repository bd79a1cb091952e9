#pragma once
// SweepSpec: a grid of experiments with repeats, as JSON (strict, like the other specs).
//   {"format": "nnlab-sweep", "version": 1, "name": "amp-study",
//    "base": {...an experiment spec...} or "experiment.json",
//    "axes": [{"field": "training.batch", "values": [16, 32, 64]},
//             {"field": "device.precision", "values": ["fp32", "fp16"]},
//             {"field": "optimizer.lr", "range": {"from": 0.01, "to": 0.1, "steps": 4, "scale": "log"}}],
//    "repeats": 5, "cooldown_s": 0, "warmup_epochs": 1}
// An axis names any experiment field by its path in the experiment spec (`training.batch`,
// `device.name`, `device.precision`, `optimizer.lr`, `seed`, ...; `model` takes a preset name, a
// path or a model object; `dataset` and `device` are short for `dataset.name` and `device.name`).
// An axis of objects sets several fields at once (`"field": "device"`, values like {"name": "cpu-blas",
// "threads": 1}: the device modes of compare-devices). Each value is checked by building the
// experiment it makes, before anything runs. Repeats differ
// in their seed (the base seed + the repeat index).
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "experiment/experiment_spec.h"

namespace nnlab {

struct SweepAxis {
  std::string field;                  // as written ("training.batch")
  std::string path;                   // resolved ("dataset" -> "dataset.name")
  std::vector<nlohmann::json> values;
  std::string label;                  // short name for tables ("batch", "precision")
  bool merge = false;                 // object values set several fields: "device": {"name": "cuda:0", "precision": "fp16"}
};

// One run of the grid: which cell, which repeat, and the experiment it is.
struct SweepRun {
  int cell = 0;            // index in grid order (the first axis varies slowest)
  int repeat = 0;          // 0 .. repeats-1
  std::string cellKey;     // "training.batch=16 device.precision=fp16"
  ExperimentSpec spec;
};

struct SweepSpec {
  static constexpr int kVersion = 1;
  std::string name;
  nlohmann::json base;          // the base experiment as a full version 2 spec
  std::vector<SweepAxis> axes;
  int repeats = 1;
  double cooldownSeconds = 0.0;
  int warmupEpochs = 1;         // left out of the timing summaries

  int cells() const;            // product of the axes' sizes (1 without axes)
  std::int64_t runCount() const { return static_cast<std::int64_t>(cells()) * repeats; }
  // The values of cell `c`, one per axis, and its key.
  std::vector<nlohmann::json> cellValues(int c) const;
  std::string cellKey(int c) const;
  // The experiment of cell c, repeat r (strictly checked; errors name the axis).
  ExperimentSpec experiment(int cell, int repeat) const;
  // Every run, in the order a sweep runs them: repeat 0 of every cell, then repeat 1 of every
  // cell, ... — a whole grid's first pass comes early, and slow drift of the machine (heat, other
  // load) spreads over all cells instead of biasing the cells run last.
  std::vector<SweepRun> expand() const;
  // A stable id: the same spec (whatever its formatting) is the same sweep, so running it again
  // resumes it.
  std::string uid() const;

  nlohmann::json toJson() const;
  // Strict; `baseDir` resolves a base given as a relative path. Checks every cell's experiment.
  static SweepSpec fromJson(const nlohmann::json& j, const std::string& what = "sweep spec",
                            const std::string& baseDir = {});
  static SweepSpec load(const std::string& path);
};

// Sets `path` ("a.b.c") in an experiment spec's JSON to `value`, creating objects on the way.
void setJsonPath(nlohmann::json& j, const std::string& path, const nlohmann::json& value);
// "16", "fp16", "0.05", "lenet5" (a model object: its name): a value as it reads in tables.
std::string axisValueText(const nlohmann::json& v);

}  // namespace nnlab

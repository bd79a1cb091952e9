#pragma once
// Checkpoints: model spec + weights + buffers + optimizer state + training progress in one
// versioned, checksummed file:
//   "NNLABCKP" | u32 version | u64 header length | header JSON | tensor bytes... | u32 CRC-32
// The CRC covers everything before it. Files are written to a temporary name and renamed.
#include <array>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/shape.h"
#include "nn/model_spec.h"
#include "train/trainer.h"

namespace nnlab {

class Model;
class Trainer;

// A checkpoint's header, read strictly (core/json_reader.h): every field typed, an unknown key
// or a wrong type is Error(BadInput) naming the file and the key.
struct CheckpointInfo {
  int version = 0;
  ModelSpec spec;
  Shape input;
  int classes = 0;
  std::string dtype;
  std::int64_t paramCount = 0;
  int epochsDone = 0;
  std::int64_t optimizerSteps = 0;
  std::optional<TrainConfig> train;            // the run's settings, when a trainer was saved
  std::string dataset;                         // extra.dataset: what it was trained on ("" when unknown)
  std::optional<std::array<double, 3>> split;  // extra.split
  std::uint64_t tensorBytes = 0;               // the model's stored tensors (weights and buffers), checked against the file
  nlohmann::json extra = nlohmann::json::object();  // the writer's extra, as stored
};

constexpr int kCheckpointVersion = 1;

// Saves the model (and, with a trainer, the optimizer state and epoch count).
void saveCheckpoint(const std::string& path, Model& model, const Trainer* trainer, const nlohmann::json& extra = {});
// Reads and verifies the header and checksum; throws Error(BadInput) on any corruption. Only a
// regular file of a size memory can hold is read (/dev/zero, a FIFO or a directory are refused
// at once).
CheckpointInfo readCheckpointInfo(const std::string& path);
// Loads weights (and optimizer state into the trainer) after checking that the checkpoint's
// tensors match the model's names and shapes exactly; throws Error(BadInput) naming both models.
CheckpointInfo loadCheckpoint(const std::string& path, Model& model, Trainer* trainer = nullptr);

}  // namespace nnlab

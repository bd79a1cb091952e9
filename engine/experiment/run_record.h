#pragma once
// RunRecord: everything one run measured, typed, as JSON (format "nnlab-run", schema version 3:
// version 3 added the stored what-if prediction) and CSV (one row per epoch). toJson() and
// fromJson() round-trip; fromJson() also reads versions 2 and the version 1 records nnlab wrote
// before the history existed. The history store keeps the same
// values as rows (experiment/history_store.h); a record is what `history export` writes and
// `history import` reads.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/build_id.h"  // buildId(), which records name
#include "core/json_reader.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "experiment/experiment_spec.h"
#include "experiment/run_prediction.h"
#include "hw/power/energy.h"
#include "train/pipeline.h"
#include "train/trainer.h"

namespace nnlab {

// The dataset a run trained on, as the run saw it.
struct DatasetFacts {
  std::string name, description, source;
  bool synthetic = false;
  std::int64_t samples = 0;
  std::vector<std::int64_t> sampleShape;  // C, H, W or F
  int classes = 0;
  std::array<double, 3> splitPercent{0, 0, 0};
  std::array<std::int64_t, 3> splitSizes{0, 0, 0};  // train, validation, test samples

  nlohmann::json toJson() const;
  static DatasetFacts read(JsonReader& r);
};

// The software that ran on a GPU, as detected.
struct GpuSoftware {
  std::string driver, runtime, cudnn, cublas;
  nlohmann::json toJson() const;
  static GpuSoftware read(JsonReader& r);
};

// How a data-parallel run went: its devices (and, across processes, ranks and hosts), the
// strategy, each device's share of a global batch, and what combining cost.
struct ParallelFacts {
  std::vector<std::string> devices;   // in rank order
  std::vector<std::string> hosts;     // the host of each rank
  std::string strategy, communicator; // "allreduce"; "threads (host memory)", "NCCL", "MPI"
  std::vector<std::int64_t> shares;   // rows of each device in a full global batch
  std::int64_t globalBatch = 0;       // the effective batch: what one optimizer step sees
  std::vector<double> measuredSamplesPerSecond;  // each device alone (the calibration), when measured
  std::vector<double> deviceSamplesPerSecond;    // each device while training: its rows / its compute time
  double computeSeconds = 0.0;        // rank 0's training time less its communication, all epochs
  double commSeconds = 0.0;           // combining gradients (or parameters), all epochs, rank 0
  double commBytes = 0.0;             // bytes each rank sent into its reductions
  double busBandwidthGBs = 0.0;       // NCCL's convention: 2 (n-1)/n x bytes / time
  // Reductions queued on the GPUs (NCCL), overlapping backward: the steps whose timestamps were
  // read, how long the update waited for them past backward's end (exposed) and how much of their
  // time ran under backward (overlapped), all epochs, rank 0; the buckets of a step. Zero when the
  // reductions waited on the host (then all of commSeconds was exposed).
  std::int64_t commSteps = 0;
  double exposedCommSeconds = 0.0, overlappedCommSeconds = 0.0;
  int buckets = 0;
  std::vector<double> epochExposedSeconds;  // rank 0's exposed communication, per epoch
  double meanStaleness = 0.0, maxStaleness = 0.0;  // async: updates between a worker's pull and push
  double lr = 0.0;                    // the base learning rate trained with (after any scaling); 0: not recorded
  int warmupEpochs = 0;               // the warm-up the run used
  nlohmann::json toJson() const;
  static ParallelFacts read(JsonReader& r);
};

struct RunRecord {
  static constexpr int kVersion = 3;

  std::string id;     // unique across machines ("20261123T101500Z-3f9a1c2b"): what merges match on
  std::string label;  // the run's name in tables and legends ("cuda:0 fp16 b64"), editable
  ExperimentSpec spec;
  RunResult result;
  std::string createdUtc;          // ISO 8601, when the run started
  std::string finishedUtc;         // when it ended (empty while running)
  std::string build;               // nnlab version and commit that ran it
  std::string hostname;
  std::string backendDescription;  // "cpu-blas (OpenBLAS 0.3.21, 2 threads)"
  std::string execution;           // Trainer::executionSummary(): graphs or op by op, where the samples lived
  std::optional<GpuInfo> gpu;      // the GPU that trained; empty on the CPU
  GpuSoftware gpuSoftware;
  CpuInfo host;
  DatasetFacts dataset;
  std::vector<std::string> classNames;
  std::int64_t params = 0;
  double flopsPerSample = 0.0;     // forward
  double dataSeconds = 0.0;        // loading + splitting (not part of any phase)
  double modelSeconds = 0.0;       // creating + initialising the model (not part of any phase)
  int resumedFromEpoch = 0;
  // A sweep's run: which sweep, which cell of its grid, which repeat (empty / -1 otherwise).
  std::string sweepId;
  std::string cellId;
  int repeat = -1;
  std::optional<ParallelFacts> parallel;  // data parallel runs
  std::optional<PipelineFacts> pipeline;  // model parallel runs (train/pipeline.h)
  // What the what-if model predicted for this run when it ended (run_prediction.h); empty for
  // runs recorded before it was stored and for runs without a finished epoch.
  std::optional<RunPrediction> prediction;
  // A run that measured its energy (spec.energy): every interval's energy (run, epochs, phases,
  // idle) and the power trace, thinned to at most kMaxTracePoints readings per device.
  std::optional<EnergyReport> energy;
  std::optional<PowerTrace> powerTrace;
  static constexpr std::size_t kMaxTracePoints = 6000;

  // Sums over the finished epochs.
  double trainSeconds() const;
  double validationSeconds() const;
  double testSeconds() const { return result.test ? result.test->seconds : 0.0; }

  nlohmann::json toJson() const;
  std::string epochsCsv() const;
  // Strict (unknown keys and wrong types are Error(BadInput) naming them); `what` names the file.
  static RunRecord fromJson(const nlohmann::json& j, const std::string& what = "run record");
  static RunRecord load(const std::string& path);
};

// A new run id: UTC time, then 8 hex digits from the process, the clock and a counter.
std::string newRunId();
// "lenet5 cpu-blas 2 thr fp32 b32", "resnet34 cuda:0 fp16 b64": model, device, precision and
// batch, what tells runs apart at a glance. The history makes a stored default label unique
// ("... #2", HistoryStore::uniqueLabel).
std::string defaultRunLabel(const ExperimentSpec& spec);
// The default label, or the default made unique ("... #2"): a name the user did not choose.
bool isDefaultRunLabel(const std::string& label, const ExperimentSpec& spec);
// Names for runs drawn together that say what differs between them: the fields that vary across
// the set (model, data, device and threads, precision, batch, optimizer, learning rate, epochs,
// seed), in that order, e.g. {"cpu-blas b32", "cuda:0 fp16 b32"} -> {"cpu-blas", "cuda:0 fp16"};
// identical runs get "#1", "#2". A single run gets its default label.
std::vector<std::string> distinguishingLabels(const std::vector<ExperimentSpec>& specs);
// A data-parallel run's facts as (label, text) lines, the same in `nnlab-cli history show`, the
// train summary and the app's results: devices and hosts, strategy and communicator, the effective
// batch and each device's share, each device's speed, compute against communication, the
// all-reduce bus bandwidth and (async) staleness. Empty for a run on one device.
// Each line as messages (core/message.h): the app shows them in its language, numbers in its notation.
struct FactLine {
  Message what, text;
};
std::vector<FactLine> parallelFactLines(const RunRecord& rec);
std::vector<std::pair<std::string, std::string>> parallelLines(const RunRecord& rec);  // their English
// The same for a model-parallel run's pipeline (part of parallelFactLines).
std::vector<FactLine> pipelineFactLines(const PipelineFacts& f, std::size_t layers);
// The version and commit of this build ("0.1.0+284c57c").

}  // namespace nnlab

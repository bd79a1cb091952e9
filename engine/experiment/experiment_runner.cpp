#include "experiment/experiment_runner.h"

#include <unistd.h>

#include <chrono>
#include <new>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "core/format.h"
#include "data/split.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "experiment/data_parallel.h"
#include "experiment/energy_meter.h"
#include "parallel/mpi_world.h"
#include "train/checkpoint.h"

namespace nnlab {

using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

DatasetFacts factsOf(const Dataset& data, const ExperimentSpec& spec, const DatasetSplits& splits) {
  DatasetFacts f;
  f.name = data.name;
  f.synthetic = data.synthetic;
  f.description = data.description;
  f.source = data.source;
  f.samples = data.size();
  f.sampleShape = data.sampleShape().dims();
  f.classes = data.classes();
  f.splitPercent = spec.split;
  f.splitSizes = {static_cast<std::int64_t>(splits.train.size()), static_cast<std::int64_t>(splits.validation.size()),
                  static_cast<std::int64_t>(splits.test.size())};
  return f;
}

}  // namespace

Model::Layout modelLayoutOf(const ExperimentSpec& spec) {
  const std::string& s = spec.layout;
  return s == "nchw" ? Model::Layout::ChannelsFirst : s == "nhwc" ? Model::Layout::ChannelsLast : Model::Layout::Auto;
}

Backend::DataPlacement dataPlacementOf(const ExperimentSpec& spec) {
  const std::string& s = spec.dataPlacement;
  return s == "device" ? Backend::DataPlacement::Device
         : s == "host" ? Backend::DataPlacement::Host
                       : Backend::DataPlacement::Auto;
}

RunRecord runExperiment(const ExperimentSpec& spec, RunObserver* observer, const std::atomic<bool>* stop,
                        const DataLocations& where, const RunIdentity& identity) {
  spec.validate();
  // The energy meter sits in front of the caller's observers, so they see each epoch with its energy.
  std::unique_ptr<EnergyMeter> meter;
  if (spec.energy.enabled) {
    meter = std::make_unique<EnergyMeter>(spec.energy, observer, stop);
    observer = meter.get();
  }
  // Several devices, or one rank of an MPI job: data parallel (engine/parallel/).
  if (spec.dataParallel() || mpiLaunched()) {
    RunRecord rec = runDataParallel(spec, observer, stop, where, identity);
    if (meter) meter->attachTo(rec);
    return rec;
  }
  RunObserver none;
  RunObserver& obs = observer ? *observer : none;
  RunRecord rec;
  rec.spec = spec;
  rec.id = identity.id.empty() ? newRunId() : identity.id;
  rec.label = identity.label.empty() ? defaultRunLabel(spec) : identity.label;
  rec.sweepId = identity.sweepId;
  rec.cellId = identity.cellId;
  rec.repeat = identity.repeat;
  rec.createdUtc = utcNowIso();
  rec.build = buildId();
  rec.hostname = hostName();
  rec.host = detectCpu();
  rec.result.status = RunStatus::Running;
  obs.onRunStart(rec);

  // Setup: a failure here is still a run that happened (a sweep records why its cell failed).
  auto failSetup = [&](RunStatus status, const std::string& message) {
    rec.result.status = status;
    rec.result.message = message;
    rec.finishedUtc = utcNowIso();
    obs.onRunEnd(rec);
  };
  Dataset data;
  DatasetSplits splits;
  std::unique_ptr<Backend> backend;
  std::unique_ptr<Model> model;
  std::unique_ptr<Trainer> trainer;
  try {
    auto t0 = Clock::now();
    data = loadDataset(spec.dataset, where);
    splits = stratifiedSplit(data, spec.split, spec.train.seed);
    rec.dataSeconds = since(t0);
    rec.classNames = data.classNames;
    rec.dataset = factsOf(data, spec, splits);
    if (static_cast<std::size_t>(spec.train.batch) > splits.train.indices.size())
      fail(ErrorKind::InvalidArgument, "the batch size " + std::to_string(spec.train.batch) + " is larger than the " +
                                           formatCount(static_cast<long long>(splits.train.indices.size())) +
                                           " training samples of '" + data.name + "': choose a batch of at most that many");

    backend = makeBackend(spec.backend, spec.threads);
    backend->setPrecision(spec.train.precision);
    backend->setDeterministic(spec.train.deterministic);
    backend->setDataPlacement(dataPlacementOf(spec));
    rec.backendDescription = backend->describe();
    if (!backend->device().isCpu()) {
      const GpuDetection& d = detectGpus();
      for (const auto& g : d.gpus)
        if (g.index == backend->device().index) rec.gpu = g;
      rec.gpuSoftware = {d.driverVersion, d.runtimeVersion, d.cudnnVersion, d.cublasVersion};
    }

    t0 = Clock::now();
    model = Model::create(spec.model, data.sampleShape(), data.classes());
    model->setLayout(modelLayoutOf(spec));
    // Mixed precision keeps activations and weight copies in 16 bits (master weights stay f32).
    const DType dtype = isMixed(spec.train.precision) ? computeDType(spec.train.precision) : spec.train.dtype;
    model->build(*backend, dtype, spec.train.seed);
    trainer = std::make_unique<Trainer>(*model, *backend, spec.train);
    if (!spec.resumeFrom.empty()) {
      const CheckpointInfo info = loadCheckpoint(spec.resumeFrom, *model, trainer.get());
      if (info.epochsDone >= spec.train.epochs)
        fail(ErrorKind::InvalidArgument, "checkpoint '" + spec.resumeFrom + "' already has " +
                                             std::to_string(info.epochsDone) + " epochs: ask for more than that to resume");
      rec.resumedFromEpoch = info.epochsDone;
    }
    rec.modelSeconds = since(t0);
    rec.params = model->paramCount();
    rec.flopsPerSample = model->check().flopsPerSample;
  } catch (const Error& e) {
    failSetup(e.kind() == ErrorKind::Cancelled ? RunStatus::Cancelled : RunStatus::Failed, e.what());
    throw;
  } catch (const std::bad_alloc&) {
    failSetup(RunStatus::Failed, "out of host memory while loading the data or building the model");
    throw;
  }
  obs.onRunReady(rec);

  rec.result = trainer->fit(splits, &obs, stop);
  rec.execution = trainer->executionSummary();

  // A diverged or failed run's weights are not worth keeping (they may hold NaN).
  const bool keep = rec.result.status == RunStatus::Completed || rec.result.status == RunStatus::Cancelled;
  if (keep && !spec.checkpointPath.empty() && trainer->epochsDone() > rec.resumedFromEpoch) {
    try {
      saveCheckpoint(spec.checkpointPath, *model, trainer.get(),
                     {{"dataset", spec.dataset}, {"split", spec.split}, {"run_status", runStatusName(rec.result.status)}});
    } catch (const Error& e) {
      if (rec.result.message.empty()) rec.result.message = e.what();
      if (rec.result.status == RunStatus::Completed) rec.result.status = RunStatus::Failed;
    }
  }
  rec.finishedUtc = utcNowIso();
  obs.onRunEnd(rec);
  if (meter) meter->attachTo(rec);
  return rec;
}

}  // namespace nnlab

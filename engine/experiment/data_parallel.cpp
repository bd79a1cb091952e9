#include "experiment/data_parallel.h"
#include "experiment/data_parallel_replica.h"
#include "experiment/pipeline_setup.h"
#include "experiment/prediction_check.h"

#include <chrono>
#include <cstdlib>
#include <cmath>
#include <numeric>
#include <optional>
#include <thread>

#include "backends/backend_factory.h"
#include "backends/nccl_comm.h"
#include "core/device_set.h"
#include "core/error.h"
#include "core/format.h"
#include "data/split.h"
#include "device/cpu_info.h"
#include "device/gpu_info.h"
#include "parallel/grad_sync.h"
#include "parallel/local_group.h"
#include "parallel/mpi_world.h"
#include "train/memory_estimate.h"
#include "train/pipeline.h"
#include "train/checkpoint.h"

namespace nnlab {

using namespace replicas;


RunRecord runReplicas(const ExperimentSpec& spec, RunObserver* observer, const std::atomic<bool>* stop,
                      const DataLocations& where, const RunIdentity& identity) {
  spec.validate();
  const bool processes = mpiLaunched();  // under mpirun/srun, even as one rank
  // A pipeline across processes: one copy of the model, a stage per rank, which exchange
  // activations and gradients inside the pipeline's steps (train/pipeline.h), not gradients after.
  const bool stagesApart = processes && spec.pipeline.enabled();
  // Several devices, a parallel strategy or one rank of an MPI job: replicas that combine their
  // gradients. Otherwise one device alone (or one pipeline), with nothing to combine: the same loop without them.
  const bool parallel = spec.dataParallel() || (processes && !stagesApart);
  refuseUnbuiltPipelines(spec, processes, mpiWorldSize());
  // A pipeline is a replica whose stages hold the devices (buildPipeline); with a device list, each
  // replica is a copy of it.
  const std::vector<std::string> devices = spec.pipeline.enabled() && !spec.dataParallel() ? std::vector<std::string>{spec.backend}
                                                                                            : spec.deviceList();
  const int world = mpiWorldSize(), worldRank = mpiWorldRank();
  const int P = processes ? world : static_cast<int>(devices.size());
  const bool rank0 = !processes || worldRank == 0;
  RunObserver none;
  RunObserver& obs = rank0 && observer ? *observer : none;
  const ParallelSpec& par = spec.parallel;

  RunRecord rec;
  rec.spec = spec;
  rec.id = identity.id.empty() ? newRunId() : identity.id;
  rec.label = identity.label.empty() ? defaultRunLabel(spec) + (processes ? " x" + std::to_string(world) + " ranks" : "")
                                     : identity.label;
  rec.sweepId = identity.sweepId;
  rec.cellId = identity.cellId;
  rec.repeat = identity.repeat;
  rec.createdUtc = utcNowIso();
  rec.build = buildId();
  rec.hostname = hostName();
  rec.host = detectCpu();
  rec.result.status = RunStatus::Running;
  ParallelFacts facts;
  facts.strategy = par.strategy;
  obs.onRunStart(rec);

  // Setup: a failure here is still a run that happened (a sweep records why its cell failed).
  auto failSetup = [&](RunStatus status, const std::string& message) {
    rec.result.status = status;
    rec.result.message = message;
    rec.finishedUtc = utcNowIso();
    if (parallel) rec.parallel = facts;
    obs.onRunEnd(rec);
  };
  Dataset data;
  DatasetSplits splits;
  std::vector<Replica> replicas;
  std::unique_ptr<LocalGroup> group, flagGroup;
  std::unique_ptr<NcclGroup> ncclGroup;
  std::vector<std::unique_ptr<LocalGroup>> stageGroups;  // a split model's stages, where a CPU is among them
  std::vector<std::unique_ptr<NcclGroup>> stageNccl;     // and where they are GPUs
  std::unique_ptr<Communicator> bootstrap;
  std::unique_ptr<Communicator> stageLinks;  // a pipeline across processes: its stages' messages
  std::unique_ptr<ParameterServer> server;
  TrainConfig trainedConfig = spec.train;  // with the plan's learning rate and warm-up
  try {
    if (par.strategy == "async" && processes)
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "the asynchronous strategy runs its workers as threads of one process: name the devices in the "
          "spec and start one process (not mpirun)")));
    auto t0 = Clock::now();
    data = loadDataset(spec.dataset, where);
    splits = stratifiedSplit(data, spec.split, spec.train.seed);
    rec.dataSeconds = since(t0);
    rec.classNames = data.classNames;
    rec.dataset.name = data.name;
    rec.dataset.synthetic = data.synthetic;
    rec.dataset.description = data.description;
    rec.dataset.source = data.source;
    rec.dataset.samples = data.size();
    rec.dataset.sampleShape = data.sampleShape().dims();
    rec.dataset.classes = data.classes();
    rec.dataset.splitPercent = spec.split;
    rec.dataset.splitSizes = {static_cast<std::int64_t>(splits.train.size()), static_cast<std::int64_t>(splits.validation.size()),
                              static_cast<std::int64_t>(splits.test.size())};
    if (!parallel && static_cast<std::size_t>(spec.train.batch) > splits.train.indices.size())
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "the batch size %1 is larger than the %2 training samples of '%3': choose a batch of at most "
          "that many"),
          std::to_string(spec.train.batch), countArg(static_cast<long long>(splits.train.indices.size())),
          data.name));

    // The replicas of this process: every device (threads), or this rank's (processes).
    t0 = Clock::now();
    TrainConfig cfg = spec.train;  // graphs as on one device: a step whose reductions are device work is recorded
    // The batch and learning rate over P replicas: scaled and warmed up as the plan says.
    const DataParallelPlan plan = planDataParallel(spec, P);
    if (parallel) {
      cfg.optimizer.lr = plan.lr;
      cfg.schedule.warmupEpochs = plan.warmupEpochs;
      facts.lr = plan.lr;
      facts.warmupEpochs = plan.warmupEpochs;
    }
    trainedConfig = cfg;
    std::vector<std::size_t> stageStarts;  // a pipeline's, as the first replica cut it
    std::vector<int> ranks;
    if (processes)
      ranks.push_back(worldRank);
    else
      for (int r = 0; r < P; ++r) ranks.push_back(r);
    for (int r : ranks) {
      Replica rep;
      rep.rank = r;
      rep.device = stagesApart ? spec.stageDevicesOf(0)[static_cast<std::size_t>(r)] : devices[static_cast<std::size_t>(r) % devices.size()];
      const std::string first = stagesApart ? rep.device : spec.pipeline.enabled() ? spec.stageDevicesOf(r).front() : rep.device;
      rep.backend = makeBackend(first, spec.pipeline.enabled() ? stageThreads(first, spec.threads) : spec.threads);
      // A CPU among GPUs trains in f32; one device alone in what the spec asks (a CPU says it cannot).
      rep.backend->setPrecision(!parallel || isGpuDevice(rep.device) ? spec.train.precision : Precision::FP32);
      rep.backend->setDeterministic(spec.train.deterministic);
      rep.backend->setDataPlacement(dataPlacementOf(spec));
      rep.model = Model::create(spec.model, data.sampleShape(), data.classes());
      rep.model->setLayout(modelLayoutOf(spec));
      // Mixed precision keeps activations and weight copies in 16 bits (master weights stay f32).
      const Precision pr = rep.backend->precision();
      const DType dtype = isMixed(pr) ? computeDType(pr) : spec.train.dtype;
      if (spec.pipeline.enabled()) {
        if (stagesApart) stageLinks = mpiCommunicator();
        PipelineBuild built = buildPipeline(spec, *rep.model, *rep.backend, dtype, stagesApart ? 0 : r,
                                            replicas.empty() ? nullptr : &stageStarts, stageLinks.get());
        stageStarts = built.starts;
        rep.stageBackends = std::move(built.stageBackends);
        rep.pipeline = std::move(built.pipeline);
      } else {
        rep.model->build(*rep.backend, dtype, spec.train.seed);  // the same seed: the same initial weights
      }
      if ((parallel || stagesApart) && rep.model->spansDevices())
        fail(ErrorKind::InvalidArgument,
             msg(NNLAB_TEXT("nnlab::messages",
                            "a layer split over two GPUs (\"split\": 2) trains as one replica in this version: train it "
                            "on one device (its second half takes the next GPU), or split it on CPU backends")));
      rep.trainer = std::make_unique<Trainer>(*rep.model, *rep.backend, cfg);
      rep.trainer->setPipeline(rep.pipeline.get());
      rep.trainer->setMemoryBudget(spec.memoryBudgetGiB * double(std::int64_t{1} << 30));
      // Resume: every replica loads the same weights, optimizer state and progress, so they stay
      // one model (a checkpoint of any device count, or of one device, with the same global batch
      // trains on as the uninterrupted run would).
      if (!spec.resumeFrom.empty()) {
        const CheckpointInfo info = loadCheckpoint(spec.resumeFrom, *rep.model, rep.trainer.get());
        if (info.epochsDone >= spec.train.epochs)
          fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
              "checkpoint '%1' already has %2 epochs: ask for more than that to resume"),
              spec.resumeFrom, std::to_string(info.epochsDone)));
        rec.resumedFromEpoch = info.epochsDone;
      }
      replicas.push_back(std::move(rep));
    }
    rec.modelSeconds = since(t0);
    rec.params = replicas.front().model->paramCount();
    rec.flopsPerSample = replicas.front().model->check().flopsPerSample;
    rec.backendDescription = replicas.front().backend->describe() + (replicas.size() > 1 ? " + " + std::to_string(replicas.size() - 1) + " more" : "");
    if (stagesApart)  // (this rank's stage first)
      for (std::size_t s = 1; s < spec.stageDevicesOf(0).size(); ++s)
        rec.backendDescription += " | stage " + std::to_string(s + 1) + " on " + spec.stageDevicesOf(0)[s] + " (rank " + std::to_string(s) + ")";
    else
      for (const auto& b : replicas.front().stageBackends) rec.backendDescription += " | " + b->describe();
    if (!replicas.front().backend->device().isCpu()) {
      const GpuDetection& d = detectGpus();
      for (const auto& g : d.gpus)
        if (g.index == replicas.front().backend->device().index) rec.gpu = g;
      rec.gpuSoftware = {d.driverVersion, d.runtimeVersion, d.cudnnVersion, d.cublasVersion};
    }

    if (parallel) {
      // Communicators: NCCL when every replica is a GPU and the build has it (NNLAB_COMM=host
      // reduces through the host instead, for comparison), else host memory or MPI.
      bool allGpus = true;
      for (int r = 0; r < P; ++r) allGpus &= isGpuDevice(devices[static_cast<std::size_t>(r) % devices.size()]);
      const char* commEnv = std::getenv("NNLAB_COMM");
      const bool nccl = allGpus && ncclCompiled() && !(commEnv && std::string(commEnv) == "host");
      if (spec.pipeline.enabled() && !processes) {
        // Replicas of a split model: stage s of every replica sums its gradients with the others'
        // stage s, on their devices (NCCL when they are GPUs); host numbers go through `group`.
        group = std::make_unique<LocalGroup>(P);
        for (Replica& rep : replicas) rep.comm = group->member(rep.rank);
        for (std::size_t s = 0; s < spec.pipeline.devices.size(); ++s) {
          std::vector<int> indices;
          bool gpus = true;
          for (int r = 0; r < P; ++r) {
            const DeviceRef d = DeviceRef::parse(spec.stageDevicesOf(r)[s]);
            gpus &= d.isGpu();
            indices.push_back(d.index);
          }
          if (gpus && ncclCompiled() && !(commEnv && std::string(commEnv) == "host")) {
            stageNccl.push_back(makeNcclGroup(indices));
            for (Replica& rep : replicas) rep.stageComms.push_back(stageNccl.back()->member(rep.rank));
          } else {
            stageGroups.push_back(std::make_unique<LocalGroup>(P));
            for (Replica& rep : replicas) rep.stageComms.push_back(stageGroups.back()->member(rep.rank));
          }
        }
      } else if (processes) {
        std::unique_ptr<Communicator> boot = mpiCommunicator();
        if (nccl) {
          replicas.front().comm = makeNcclCommunicator(*boot, replicas.front().backend->device().index);
          bootstrap = std::move(boot);  // MPI stays up for host numbers (stop flags, sums, the hosts list)
          replicas.front().flags = bootstrap.get();
        } else {
          replicas.front().comm = std::move(boot);
        }
      } else if (nccl) {
        std::vector<int> indices;
        for (const Replica& rep : replicas) indices.push_back(rep.backend->device().index);
        ncclGroup = makeNcclGroup(indices);
        flagGroup = std::make_unique<LocalGroup>(P);
        for (Replica& rep : replicas) {
          rep.comm = ncclGroup->member(rep.rank);
          rep.ownFlags = flagGroup->member(rep.rank);
          rep.flags = rep.ownFlags.get();
        }
      } else {
        group = std::make_unique<LocalGroup>(P);
        for (Replica& rep : replicas) rep.comm = group->member(rep.rank);
      }
      for (Replica& rep : replicas)
        if (!rep.flags) rep.flags = rep.comm.get();
      facts.communicator = replicas.front().comm->name();

      // The global batch and each device's share: even for alike devices; for a CPU among GPUs in
      // proportion to measured speed (or the given CPU share).
      const std::int64_t global = plan.global;
      std::vector<std::string> rankDevices(static_cast<std::size_t>(P));
      for (int r = 0; r < P; ++r) rankDevices[static_cast<std::size_t>(r)] = devices[static_cast<std::size_t>(r) % devices.size()];
      bool mixed = false;
      for (const auto& d : rankDevices) mixed |= isGpuDevice(d) != isGpuDevice(rankDevices.front());
      std::vector<double> weights(static_cast<std::size_t>(P), 1.0);
      if (mixed && par.cpuShare >= 0.0) {
        int cpus = 0;
        for (const auto& d : rankDevices) cpus += isGpuDevice(d) ? 0 : 1;
        for (int r = 0; r < P; ++r)
          weights[static_cast<std::size_t>(r)] =
              isGpuDevice(rankDevices[static_cast<std::size_t>(r)]) ? (1.0 - par.cpuShare) / (P - cpus) : par.cpuShare / cpus;
      } else if (mixed) {
        const std::int64_t rows = std::max<std::int64_t>(2, std::min<std::int64_t>(64, global / P));
        std::vector<double> speed(static_cast<std::size_t>(P), 0.0);
        for (Replica& rep : replicas) {  // one after the other: each alone on the machine
          rep.trainer->setReplica({rep.rank, std::vector<std::int64_t>(static_cast<std::size_t>(P), 1)}, nullptr);
          rep.trainer->prepare(splits);
          rep.measured = rep.trainer->measureThroughput(splits.train, rows, par.calibrationSteps);
          speed[static_cast<std::size_t>(rep.rank)] = rep.measured;
        }
        if (processes) replicas.front().comm->allreduceHost(speed);  // every rank's speed (the others added 0)
        weights = speed;
        facts.measuredSamplesPerSecond = speed;
      }
      facts.shares = splitBatch(global, weights, std::max<std::int64_t>(1, std::min<std::int64_t>(2, global / P)));
      facts.globalBatch = global;
      facts.devices = rankDevices;

      // Strategies.
      if (par.strategy == "async") server = std::make_unique<ParameterServer>(*replicas.front().model, spec.train.optimizer);
      for (Replica& rep : replicas) {
        if (!rep.stageComms.empty()) {  // a split model (validate(): all-reduce only)
          std::vector<StagedSync::Stage> stages{{rep.backend.get(), rep.stageComms[0].get()}};
          for (std::size_t s = 1; s < rep.stageComms.size(); ++s)
            stages.push_back({rep.stageBackends[s - 1].get(), rep.stageComms[s].get()});
          auto sync = std::make_unique<StagedSync>(std::move(stages), stop);
          sync->setReductionType(par.gradientReduction == "bf16"   ? DType::BF16
                                 : par.gradientReduction == "fp16" ? DType::F16
                                                                   : DType::F32);
          rep.staged = sync.get();
          rep.hook = std::move(sync);
        } else if (par.strategy == "allreduce") {
          auto sync = std::make_unique<AllreduceSync>(*rep.comm, *rep.backend, stop, rep.flags);
          sync->setReductionType(par.gradientReduction == "bf16"   ? DType::BF16
                                 : par.gradientReduction == "fp16" ? DType::F16
                                                                   : DType::F32);
          if (par.syncBatchNorm && P > 1) rep.model->setBatchNormSync(sync.get());
          rep.hook = std::move(sync);
        } else if (par.strategy == "average") {
          rep.hook = std::make_unique<AverageSync>(*rep.comm, *rep.backend, stop, par.averageEvery);
        } else {
          auto w = std::make_unique<AsyncWorker>(*server, *rep.backend, *rep.model, stop);
          rep.async = w.get();
          rep.hook = std::move(w);
        }
        rep.trainer->setReplica({rep.rank, facts.shares}, rep.hook.get());
      }
      if (replicas.front().staged) facts.communicator = replicas.front().staged->name();
      // Every rank's host, for the record.
      facts.hosts = processes ? mpiHostNames() : std::vector<std::string>(static_cast<std::size_t>(P), rec.hostname);
      rec.parallel = facts;
    }
  } catch (const Error& e) {
    failSetup(e.kind() == ErrorKind::Cancelled ? RunStatus::Cancelled : RunStatus::Failed, e.what());
    throw;
  } catch (const std::bad_alloc&) {
    failSetup(RunStatus::Failed, "out of host memory while loading the data or building the model");
    throw;
  }
  if (replicas.front().pipeline) rec.pipeline = replicas.front().pipeline->facts();
  obs.onRunReady(rec);

  // Training: every replica runs the trainer's one loop (fit), a thread each, the first on this
  // thread so that the observer hears rank 0 where the caller expects it; one device alone runs
  // it with no group.
  Replica& lead = replicas.front();
  RunResult& result = rec.result;
  if (!parallel) {
    result = lead.trainer->fit(splits, &obs, stop);
    if (lead.pipeline) rec.pipeline = lead.pipeline->facts();
    if (stagesApart && result.status == RunStatus::Failed) {
      // The other stages wait for a message or a sum that will not come: rank 0 records the run
      // first (its finished epochs are in the history already), then the job ends.
      finishRun(rec, spec, lead, rank0, obs, identity);
      mpiAbort("rank " + std::to_string(worldRank) + " (" + lead.device + "): " + result.message, ErrorKind::Internal);
    }
    if (stagesApart) lead.pipeline->gatherWeights(&lead.trainer->optimizer());  // for rank 0's checkpoint
  } else {
    RunShared shared;
    shared.P = P;
    shared.classes = data.classes();
    shared.processes = processes;
    shared.stop = stop;
    shared.config = &trainedConfig;
    shared.deviceRows.assign(static_cast<std::size_t>(P), 0.0);
    shared.deviceSeconds.assign(static_cast<std::size_t>(P), 0.0);
    std::vector<RunResult> results(replicas.size());
    auto loop = [&](std::size_t i) {
      Replica& rep = replicas[i];
      Member member(rep, shared);
      const std::atomic<bool>* flag = rep.hook->stopFlag() ? rep.hook->stopFlag() : stop;
      results[i] = rep.trainer->fit(splits, rep.rank == 0 ? &obs : nullptr, flag, &member);
    };
    const auto fitStart = Clock::now();
    std::vector<std::thread> threads;
    for (std::size_t i = 1; i < replicas.size(); ++i) threads.emplace_back(loop, i);
    loop(0);
    for (auto& t : threads) t.join();
    result = std::move(results.front());
    if (shared.firstError) {
      result.status = shared.firstError->kind() == ErrorKind::Diverged ? RunStatus::Diverged : RunStatus::Failed;
      result.message = shared.firstError->what();
    }
    result.totalSeconds = since(fitStart);
    const CommStats cs = lead.staged ? lead.staged->stats() : lead.comm->stats();
    facts.commSeconds = lead.async ? lead.async->commSeconds() : cs.seconds;
    facts.commBytes = cs.bytes;
    facts.busBandwidthGBs = cs.seconds > 0 ? 2.0 * (P - 1) / P * cs.bytes / cs.seconds / 1e9 : 0.0;
    facts.computeSeconds = shared.computeSeconds;
    if (lead.comm->queuesOnDevice() && cs.queuedSteps > 0) {
      facts.commSteps = cs.queuedSteps;
      facts.exposedCommSeconds = cs.exposedSeconds;
      facts.overlappedCommSeconds = cs.overlappedSeconds;
      if (auto* sync = dynamic_cast<AllreduceSync*>(lead.hook.get())) facts.buckets = static_cast<int>(sync->bucketSizes().size());
      facts.epochExposedSeconds = shared.exposedSeconds;
    }
    facts.deviceSamplesPerSecond.assign(static_cast<std::size_t>(P), 0.0);
    for (int r = 0; r < P; ++r)
      if (shared.deviceSeconds[static_cast<std::size_t>(r)] > 0)
        facts.deviceSamplesPerSecond[static_cast<std::size_t>(r)] =
            shared.deviceRows[static_cast<std::size_t>(r)] / shared.deviceSeconds[static_cast<std::size_t>(r)];
    if (server) {
      facts.meanStaleness = server->meanStaleness();
      facts.maxStaleness = server->maxStaleness();
    }
    rec.parallel = facts;
    if (lead.pipeline) rec.pipeline = lead.pipeline->facts();  // rank 0's pipeline
    if (processes && shared.firstError && !shared.collectiveEnd) {
      // The other ranks wait in a collective: rank 0 records the run first, then ends the job.
      finishRun(rec, spec, lead, rank0, obs, identity);
      mpiAbort(rec.result.message, shared.firstError->kind());
    }
  }
  finishRun(rec, spec, lead, rank0, obs, identity);
  return rec;
}
}  // namespace nnlab

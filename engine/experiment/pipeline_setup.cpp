#include "experiment/pipeline_setup.h"

#include <algorithm>
#include <cmath>

#include "backends/backend_factory.h"
#include "core/device_set.h"
#include "core/error.h"
#include "core/format.h"
#include "device/cpu_info.h"
#include "hw/layer_profile.h"
#include "train/memory_estimate.h"

namespace nnlab {

void refuseUnbuiltPipelines(const ExperimentSpec& spec, bool processes, int world) {
  if (!spec.pipeline.enabled() || !processes) return;
  const int p = static_cast<int>(spec.pipeline.devices.size());
  if (spec.dataParallel())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "across MPI processes a pipeline runs as one copy of the model, a stage per process: leave out "
        "the device list, or run replicas of the pipeline in one process (its stages are threads)")));
  if (world != p)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a pipeline of %1 stages across MPI processes runs one stage per process: start %1 processes "
        "(mpirun -np %1), not %2"),
        std::to_string(p), std::to_string(world)));
  if (isMixed(spec.train.precision))
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "across MPI processes a pipeline trains in fp32 or tf32 in this version (each process keeps the "
        "other stages' weights in host memory for the checkpoint): choose fp32 or tf32, or run the "
        "pipeline in one process")));
  if (spec.pipeline.stages.empty() && spec.pipeline.balance == "time")
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "stages balanced by measured time would be cut by each process's own measurement: across MPI "
        "processes balance by compute or memory, or give the stages' first layers")));
}

int stageThreads(const std::string& device, int threads) {
  return isDevice(device, DeviceRef::Kind::CpuReference) ? 1 : threads;
}

PipelinePlan planPipeline(const ExperimentSpec& spec, const Shape& input, int classes) {
  PipelinePlan plan;
  const PipelineSpec& ps = spec.pipeline;
  if (!ps.enabled()) return plan;
  const int p = static_cast<int>(ps.devices.size());
  plan.microBatches = ps.schedule == "naive" ? 1 : ps.microBatches;
  plan.idealBubble = idealBubble(p, plan.microBatches);
  plan.microRows = (spec.train.batch + plan.microBatches - 1) / plan.microBatches;
  const ModelCheck check = checkModel(spec.model, input, classes);
  if (!check.ok) {
    plan.problem = check.message;
    return plan;
  }
  const std::size_t n = check.layers.size();
  if (static_cast<std::size_t>(p) > n) {
    plan.problem = "the model has " + std::to_string(n) + " layers, fewer than the " + std::to_string(p) + " stages";
    return plan;
  }
  if (ps.stages.empty()) {
    plan.starts = balancedStages(check, p, ps.balance == "memory" ? StageBalance::Memory : StageBalance::Compute);
  } else {
    for (int first : ps.stages) plan.starts.push_back(static_cast<std::size_t>(std::max(1, first) - 1));
    for (std::size_t s = 0; s < plan.starts.size(); ++s)
      if (plan.starts[s] >= n || (s > 0 && plan.starts[s] <= plan.starts[s - 1])) {
        plan.problem = "stage " + std::to_string(s + 1) + " begins at layer " + std::to_string(plan.starts[s] + 1) +
                       ": stages follow each other, each with at least one of the model's " + std::to_string(n) + " layers";
        return plan;
      }
  }
  if (spec.train.batch < plan.microBatches) {
    plan.problem = "a batch of " + std::to_string(spec.train.batch) + " cannot make " + std::to_string(plan.microBatches) + " micro-batches";
    return plan;
  }
  // The estimate wants a model: shapes only, nothing allocated.
  const std::unique_ptr<Model> model = Model::create(spec.model, input, classes);
  const int states = spec.train.optimizer.stateTensors();
  for (std::size_t s = 0; s < plan.starts.size(); ++s) {
    const std::size_t last = s + 1 < plan.starts.size() ? plan.starts[s + 1] : n;
    std::int64_t params = 0;
    for (std::size_t i = plan.starts[s]; i < last; ++i) params += check.layers[i].params;
    MemoryEstimate e = estimateStageMemory(*model, spec.train.dtype, states, plan.starts[s], last, 0.0, plan.microBatches);
    e.fixedBytes -= e.workspaceBytes;
    plan.params.push_back(params);
    plan.memoryBytes.push_back(e.bytes(spec.train.batch));
    if (spec.memoryBudgetGiB > 0 && plan.problem.empty()) {
      const std::string over = memoryBudgetProblem(e, spec.train.batch, spec.memoryBudgetGiB * double(std::int64_t{1} << 30), false);
      if (!over.empty()) plan.problem = "stage " + std::to_string(s + 1) + ": " + over;
    }
  }
  return plan;
}

PipelineBuild buildPipeline(const ExperimentSpec& spec, Model& model, Backend& first, DType dtype, int replica,
                            const std::vector<std::size_t>* sameStages, Communicator* processes) {
  PipelineBuild out;
  const PipelineSpec& ps = spec.pipeline;
  const std::vector<std::string> devices = spec.stageDevicesOf(replica);
  const std::size_t n = model.layerCount();
  std::vector<std::size_t> starts;
  const int p = static_cast<int>(ps.devices.size());
  if (sameStages) {
    starts = *sameStages;
  } else if (ps.stages.empty() && ps.balance == "time") {
    // Each layer's forward and backward, measured on the first stage's device at the micro-batch's size.
    ProfileOptions po;
    po.batch = std::max(1, spec.train.batch / std::max(1, ps.schedule == "naive" ? 1 : ps.microBatches));
    po.repeats = 3;
    po.threads = spec.threads;
    po.seed = spec.train.seed;
    const DeviceProfile prof = profileOnDevice(spec.model, model.inputShape(), model.classes(), ps.devices.front(), po);
    if (!prof.available) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot time the layers on %1: %2"),
        ps.devices.front(), prof.reason));
    std::vector<double> cost;
    for (const LayerTiming& t : prof.layers) cost.push_back(t.fwdSeconds + t.bwdSeconds);
    if (cost.size() != n) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
        "the layer profile has %1 layers, the model %2"),
        std::to_string(cost.size()), std::to_string(n)));
    starts = balancedStages(cost, p);
  } else if (ps.stages.empty()) {
    starts = balancedStages(model.check(), p, stageBalanceFromName(ps.balance));
  } else {
    for (int first : ps.stages) {
      if (first < 1 || static_cast<std::size_t>(first) > n)
        fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
            "a pipeline stage begins at layer %1, but the model has %2 layers"),
            std::to_string(first), std::to_string(n)));
      starts.push_back(static_cast<std::size_t>(first - 1));
    }
  }
  std::vector<Backend*> stages{&first};
  std::vector<std::string> names;
  if (processes) {
    // One stage per process: this one's on `first`; the others' layers in host memory, holding
    // weights for the checkpoint only (they train in their own processes).
    out.stageBackends.push_back(makeBackend("cpu-reference", 1));
    stages.assign(devices.size(), out.stageBackends.back().get());
    stages[static_cast<std::size_t>(processes->rank()) % devices.size()] = &first;
    for (std::size_t s = 0; s < devices.size(); ++s)
      names.push_back(devices[s] + " (rank " + std::to_string(s) + ")");
  }
  for (std::size_t s = 1; s < devices.size() && !processes; ++s) {
    out.stageBackends.push_back(makeBackend(devices[s], stageThreads(devices[s], spec.threads)));
    Backend& b = *out.stageBackends.back();
    b.setPrecision(spec.train.precision);
    b.setDeterministic(spec.train.deterministic);
    stages.push_back(&b);
  }
  std::vector<Backend*> layers(n, stages.front());
  for (std::size_t s = 0; s < starts.size(); ++s)
    for (std::size_t i = starts[s]; i < (s + 1 < starts.size() ? starts[s + 1] : n) && i < n; ++i) layers[i] = stages[s];
  // Every micro-batch after the first has its own copy of the stages' layers and gradients: refuse
  // before allocating what this machine's memory cannot hold (a GPU says so itself when it is full).
  const int micro = ps.schedule == "naive" ? 1 : ps.microBatches;
  double hostParams = 0.0;
  for (std::size_t i = 0; i < n; ++i)
    if (layers[i]->device().isCpu()) hostParams += static_cast<double>(model.check().layers[i].params);
  const double copies = static_cast<double>(micro - 1) * hostParams *
                        static_cast<double>(dtypeSize(dtype)) * 2.0;  // values' views are free; gradients and buffers
  const double host = static_cast<double>(detectCpu().memoryBytes);
  if (host > 0 && copies > 0.5 * host)
    fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
        "%1 micro-batches keep %2 copies of the model's gradients, about %3, more than half of this "
        "machine's %4: use fewer micro-batches"),
        std::to_string(micro), std::to_string(micro - 1), realArg(formatBytes(copies)),
        realArg(formatBytes(host))));
  model.build(layers, dtype, spec.train.seed);
  out.pipeline = std::make_unique<Pipeline>(model, stages, starts, pipelineScheduleFromName(ps.schedule), ps.microBatches,
                                            processes, names);
  out.starts = starts;
  return out;
}

}  // namespace nnlab

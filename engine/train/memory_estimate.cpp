#include "train/memory_estimate.h"

#include <algorithm>
#include <cmath>

#include "core/format.h"
#include "core/message.h"

namespace nnlab {

namespace {
// Convolution algorithms may take up to 1 GiB of workspace, cuBLAS 32 MiB; allocator slack.
constexpr double kWorkspaceBytes = 1.1 * (1u << 30);
constexpr double kSafety = 1.1;
}  // namespace

std::int64_t MemoryEstimate::largestBatch(double freeBytes) const {
  if (perSampleBytes <= 0 || freeBytes <= fixedBytes) return 0;
  return static_cast<std::int64_t>(std::floor((freeBytes - fixedBytes) / perSampleBytes));
}

MemoryEstimate estimateTrainingMemory(const Model& model, DType dtype, int stateTensors, double datasetBytes) {
  const bool half = dtype == DType::F16 || dtype == DType::BF16;
  const double el = static_cast<double>(dtypeSize(dtype));
  const double params = static_cast<double>(model.paramCount());
  MemoryEstimate e;
  // value + gradient in the model's type; state and master weights in f32 (or the model's type).
  e.fixedBytes = params * (2 * el + (stateTensors + (half ? 1 : 0)) * (half ? 4.0 : el)) + datasetBytes + kWorkspaceBytes;
  e.workspaceBytes = kWorkspaceBytes;
  e.datasetBytes = datasetBytes;
  const double input = static_cast<double>(model.inputShape().numel());
  e.perSampleBytes = kSafety * el * (model.check().bufferElementsPerSample + 2 * input + 2 * model.classes());
  return e;
}

MemoryEstimate estimateStageMemory(const Model& model, DType dtype, int stateTensors, std::size_t first, std::size_t last,
                                   double datasetBytes, int microBatches) {
  const bool half = dtype == DType::F16 || dtype == DType::BF16;
  const double el = static_cast<double>(dtypeSize(dtype));
  const auto& layers = model.check().layers;
  last = std::min(last, layers.size());
  double params = 0.0, buffers = 0.0;
  for (std::size_t i = first; i < last; ++i) {
    params += static_cast<double>(layers[i].params);
    buffers += layers[i].bufferElements;
  }
  MemoryEstimate e;
  const double data = first == 0 ? datasetBytes : 0.0;
  e.fixedBytes = params * (2 * el + (stateTensors + (half ? 1 : 0)) * (half ? 4.0 : el)) + data + kWorkspaceBytes +
                 params * el * std::max(0, microBatches - 1);
  e.workspaceBytes = kWorkspaceBytes;
  e.datasetBytes = data;
  // The stage's input arrives as a copy (the model's input on stage 1, the previous stage's output
  // after it); the last stage also holds the logits' gradient.
  const double in = first == 0 ? 2.0 * static_cast<double>(model.inputShape().numel())
                               : static_cast<double>(layers[first].in.numel());
  const double out = last == layers.size() ? 2.0 * model.classes() : 0.0;
  e.perSampleBytes = kSafety * el * (buffers + in + out);
  return e;
}

std::string outOfMemoryAdvice(const MemoryEstimate& e, std::int64_t batch, double freeBytes) {
  const std::int64_t fits = e.largestBatch(freeBytes);
  if (fits >= 1)
    return msg(NNLAB_TEXT("nnlab::messages", "batch %1 needs about %2 of GPU memory, the GPU has %3 free: try batch <= %4"),
               batch, realArg(formatBytes(e.bytes(batch))), realArg(formatBytes(freeBytes)), fits)
        .text();
  return msg(NNLAB_TEXT("nnlab::messages",
                        "batch %1 needs about %2 of GPU memory, the GPU has %3 free: even batch 1 does not fit: use a "
                        "smaller model or another device"),
             batch, realArg(formatBytes(e.bytes(batch))), realArg(formatBytes(freeBytes)))
      .text();
}

std::string memoryBudgetProblem(const MemoryEstimate& e, std::int64_t batch, double budgetBytes, bool samplesOnDevice) {
  MemoryEstimate own = e;
  own.fixedBytes -= e.workspaceBytes + (samplesOnDevice ? 0.0 : e.datasetBytes);
  if (budgetBytes <= 0 || own.bytes(batch) <= budgetBytes) return {};
  const double fixed = own.fixedBytes - (samplesOnDevice ? e.datasetBytes : 0.0);
  // "this run needs about 9.1 GiB of memory at batch 256 (parameters, ... samples 1.2 GiB), more than
  // the 8.0 GiB this device is given (device.memory_budget_gib): try batch <= 128, or split the model ..."
  const Message samples = samplesOnDevice && e.datasetBytes > 0
                              ? msg(NNLAB_TEXT("nnlab::messages", ", samples %1"), realArg(formatBytes(e.datasetBytes)))
                              : plainMessage("");
  const std::int64_t fits = own.largestBatch(budgetBytes);
  const Message advice =
      fits >= 1 ? msg(NNLAB_TEXT("nnlab::messages", "try batch <= %1, or split the model over devices (model parallelism)"), fits)
                : msg(NNLAB_TEXT("nnlab::messages", "split the model over devices (model parallelism)"));
  return msg(NNLAB_TEXT("nnlab::messages",
                        "this run needs about %1 of memory at batch %2 (parameters, gradients and optimizer state %3, "
                        "activations %4%5), more than the %6 this device is given (device.memory_budget_gib): %7"),
             realArg(formatBytes(own.bytes(batch))), batch, realArg(formatBytes(fixed)),
             realArg(formatBytes(own.perSampleBytes * static_cast<double>(batch))), samples, realArg(formatBytes(budgetBytes)),
             advice)
      .text();
}

}  // namespace nnlab

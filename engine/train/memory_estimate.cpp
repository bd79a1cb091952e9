#include "train/memory_estimate.h"

#include <algorithm>
#include <cmath>

#include "core/format.h"

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
  std::string s = "batch " + std::to_string(batch) + " needs about " + formatBytes(e.bytes(batch)) +
                  " of GPU memory, the GPU has " + formatBytes(freeBytes) + " free: ";
  if (fits >= 1) return s + "try batch <= " + std::to_string(fits);
  return s + "even batch 1 does not fit: use a smaller model or another device";
}

std::string memoryBudgetProblem(const MemoryEstimate& e, std::int64_t batch, double budgetBytes, bool samplesOnDevice) {
  MemoryEstimate own = e;
  own.fixedBytes -= e.workspaceBytes + (samplesOnDevice ? 0.0 : e.datasetBytes);
  if (budgetBytes <= 0 || own.bytes(batch) <= budgetBytes) return {};
  const double fixed = own.fixedBytes - (samplesOnDevice ? e.datasetBytes : 0.0);
  std::string s = "this run needs about " + formatBytes(own.bytes(batch)) + " of memory at batch " + std::to_string(batch) +
                  " (parameters, gradients and optimizer state " + formatBytes(fixed) + ", activations " +
                  formatBytes(own.perSampleBytes * static_cast<double>(batch)) +
                  (samplesOnDevice && e.datasetBytes > 0 ? ", samples " + formatBytes(e.datasetBytes) : std::string()) +
                  "), more than the " + formatBytes(budgetBytes) + " this device is given (device.memory_budget_gib): ";
  const std::int64_t fits = own.largestBatch(budgetBytes);
  if (fits >= 1) s += "try batch <= " + std::to_string(fits) + ", or ";
  return s + "split the model over devices (model parallelism)";
}

}  // namespace nnlab

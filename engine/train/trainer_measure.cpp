// Trainer::measureThroughput: a device's training speed measured before a run (a CPU among GPUs
// gets its share of the batch by it).
#include <chrono>

#include "nn/loss.h"
#include "train/trainer.h"

namespace nnlab {

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }
}  // namespace

double Trainer::measureThroughput(const Subset& train, std::int64_t rows, int steps) {
  rows = std::min<std::int64_t>(rows, static_cast<std::int64_t>(train.indices.size()));
  ensureBuffers(rows);
  backend_.ensure(history_, Shape{std::max(steps, 1) + 1}, historyType(model_.dtype()));
  auto st = backend_.readStepState(state_);
  const auto saved = st;
  st[kStepCursor] = 0;
  st[kStepBatch] = 0;
  backend_.writeStepState(state_, st);
  Tensor x = x_.viewAs(model_.inputShape().withBatch(rows));
  Tensor y = y_.viewAs(Shape{rows});
  Tensor grad = grad_.viewAs(Shape{rows, model_.classes()});
  auto once = [&] {
    st[kStepCursor] = 0;
    backend_.writeStepState(state_, st);
    backend_.gatherSamples(images_, labels_, trainItems_, state_, x, y);
    const Tensor& logits = model_.forward(x, true);
    computeLossStep(backend_, config_.loss, logits, y, state_, history_, &grad, nullptr);
    model_.backward(grad);
  };
  once();  // warm-up: buffers, algorithm choices
  backend_.synchronize();
  const auto t0 = Clock::now();
  for (int i = 0; i < steps; ++i) once();
  backend_.synchronize();
  const double seconds = since(t0);
  backend_.writeStepState(state_, saved);
  return seconds > 0 ? static_cast<double>(rows) * steps / seconds : 0.0;
}

}  // namespace nnlab

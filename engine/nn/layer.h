#pragma once
// Layer: one entry of a model's layer stack. A layer knows its shape rule (per-sample shapes,
// no batch dimension), its parameter shapes, and runs forward/backward through a Backend.
// Lifecycle: outputShape() (pure, for validation) -> build() (creates parameters on the
// backend) -> forward()/backward() per batch. Buffers are reused across batches.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend.h"
#include "core/rng.h"
#include "core/tensor.h"

namespace nnlab {

class BatchNormSync;  // nn/batch_norm.h

struct Param {
  std::string name;  // "weight", "bias", "gamma", ...
  Tensor value;
  Tensor grad;
  bool decay = true;
};

enum class Init { He, Xavier };

class Layer {
 public:
  virtual ~Layer() = default;

  virtual std::string type() const = 0;  // registry name: "conv2d"
  virtual std::string label() const;      // for messages: "conv2d 5x5"
  virtual nlohmann::json args() const = 0;  // parameters as in the model spec (round-trips)

  // Shape rule; throws Error(InvalidModel) with a message that does not name the layer index
  // (Model prefixes "layer N (label): ").
  virtual Shape outputShape(const Shape& in) const = 0;
  virtual std::vector<Shape> paramShapes(const Shape& in) const { return {}; }
  std::int64_t paramCount(const Shape& in) const;
  // Multiply-adds x2 of one sample's forward pass (for the arithmetic floor in benchmarks).
  virtual double forwardFlops(const Shape& in) const { return 0.0; }
  // Elements of the buffers the layer keeps per sample while training (its output, the gradient
  // it passes back, masks and indices): the memory estimate that sizes batches on a GPU.
  virtual double bufferElementsPerSample(const Shape& in) const {
    return static_cast<double>(outputShape(in).numel() + in.numel());
  }

  // Creates parameters (initialised from rng) and remembers the backend and dtype.
  virtual void build(const Shape& in, Backend& backend, DType dtype, Rng& rng);
  virtual const Tensor& forward(const Tensor& x, bool training) = 0;
  // dy has the shape of the last forward output. Returns dx (undefined when !needInputGrad).
  virtual const Tensor& backward(const Tensor& dy, bool needInputGrad) = 0;

  virtual std::vector<Param*> parameters() { return {}; }
  // Non-trainable state that belongs in checkpoints (batch-norm running statistics).
  virtual std::vector<std::pair<std::string, Tensor*>> buffers() { return {}; }
  // Seeds per-batch randomness (dropout). Called by the Model before each training forward,
  // or once per run together with setStepState().
  virtual void setStepSeed(std::uint64_t seed) {}
  // The trainer's StepState (backend.h): layers with per-step randomness derive it from the
  // state's step count on the device, so a recorded step replays with fresh masks.
  virtual void setStepState(const Tensor* state) {}
  // Data parallel with synchronised batch norm: batch-norm layers (and layers holding them) take
  // their training statistics over every replica's batch through `sync`; nullptr: this batch only.
  // Returns the batch-norm layers reached.
  virtual int setBatchNormSync(BatchNormSync* sync) { return 0; }
  // Asks the layer to apply a ReLU to its output itself (Model::build calls it when a relu layer
  // follows, and then lets that layer pass values through). True when the layer can.
  virtual bool fuseRelu() { return false; }
  // Image activations stored channels-last (NHWC) on the backend (Model::build decides, before
  // build(); only on backends that support it). Shapes still read (N, C, H, W).
  virtual void setChannelsLast(bool on) { channelsLast_ = on; }
  // The backend that holds each of parameters(): the layer's own, except for a layer split over
  // two devices (nn/channel_split.h), whose second half lives on the second device.
  virtual std::vector<Backend*> parameterBackends();
  // Whether steps through this layer can be captured as one device's graph (a layer split over two
  // GPUs cannot: its halves run on two devices from two threads).
  virtual bool recordable() const { return true; }
  // Whether the layer keeps parameters on another device than its own (a split over two GPUs).
  virtual bool spansDevices() const { return false; }
  bool channelsLast() const { return channelsLast_; }

 protected:
  Backend& backend() const { return *backend_; }
  DType dtype() const { return dtype_; }
  const Shape& inputShape() const { return in_; }
  // Returns t viewed as `shape`, (re)allocating on the backend only when capacity is short.
  Tensor& ensure(Tensor& t, const Shape& shape, DType dt);
  Tensor& ensure(Tensor& t, const Shape& shape) { return ensure(t, shape, dtype_); }
  Param makeParam(const std::string& name, const Shape& shape, bool decay);
  Backend* backendOrNull() const { return backend_; }
  Param makeParam(const std::string& name, const Shape& shape, bool decay, DType dt);
  // The element type of statistics and parameters that stay f32 in mixed precision (batch norm).
  DType f32OrWider() const { return dtype_ == DType::F64 ? DType::F64 : DType::F32; }
  void initWeights(Tensor& w, Init init, std::int64_t fanIn, std::int64_t fanOut, Rng& rng);
  void initConstant(Tensor& t, double value);

 private:
  Backend* backend_ = nullptr;
  DType dtype_ = DType::F32;
  Shape in_;
  bool channelsLast_ = false;
};

}  // namespace nnlab

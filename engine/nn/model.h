#pragma once
// Model: a validated layer stack built on a backend. checkModel() infers every layer's shape
// without allocating (the GUI calls it on each edit); Model::create() does the same and throws
// the first problem as "layer 4 (conv2d 5x5): input is 3x3, smaller than the kernel 5x5".
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "nn/layer.h"
#include "nn/model_spec.h"

namespace nnlab {

struct LayerReport {
  int index = 0;  // 1-based, as shown to users
  std::string type, label;
  Shape in, out;
  std::int64_t params = 0;
  double flops = 0.0;  // forward, per sample
  double bufferElements = 0.0;  // training buffers per sample (Layer::bufferElementsPerSample)
};

struct ModelCheck {
  bool ok = false;
  int errorLayer = 0;  // 1-based; 0 when the problem is not one layer's
  std::string message;
  Shape input;                      // the input the layers were checked with (the spec's or the data's)
  std::vector<LayerReport> layers;  // the layers that could be inferred
  Shape output;
  std::int64_t totalParams = 0;
  double flopsPerSample = 0.0;
  double bufferElementsPerSample = 0.0;  // all layers' training buffers, per sample
};

// input/classes: what the dataset provides (used when the spec leaves them open).
ModelCheck checkModel(const ModelSpec& spec, const Shape& input, int classes);

class Model {
 public:
  static std::unique_ptr<Model> create(const ModelSpec& spec, const Shape& input, int classes);

  const ModelSpec& spec() const { return spec_; }
  const ModelCheck& check() const { return check_; }
  const Shape& inputShape() const { return input_; }
  int classes() const { return classes_; }
  std::int64_t paramCount() const { return check_.totalParams; }
  std::size_t layerCount() const { return layers_.size(); }
  Layer& layer(std::size_t i) { return *layers_[i]; }

  // Where image activations live on the backend. Auto: channels-last (NHWC) on a backend that
  // supports it, in 16-bit mixed precision, when every convolution's channel counts are multiples
  // of 8 (the model's input excepted): where tensor cores want it. NNLAB_CHANNELS_LAST=0 or 1 in
  // the environment overrides Auto (for comparisons). Set before build().
  enum class Layout { Auto, ChannelsFirst, ChannelsLast };
  void setLayout(Layout l) { layout_ = l; }
  bool channelsLast() const { return channelsLast_; }

  // Allocates and initialises all parameters from seed.
  void build(Backend& backend, DType dtype, std::uint64_t seed);
  // Model parallelism (train/pipeline.h): layer i lives on layerBackends[i] (the same weights as
  // build() on one backend gives, from the same seed); `backend()` is the first layer's. forward()
  // runs across them (activations copied where the device changes, the logits back to the first
  // device); training runs through a Pipeline.
  void build(const std::vector<Backend*>& layerBackends, DType dtype, std::uint64_t seed);
  Backend& layerBackend(std::size_t i) const { return *layerBackends_[i]; }
  // The backend of the device a tensor of this model lives on (a parameter, a buffer, an optimizer
  // state of one): the first layer's backend on that device. Checkpoints read and write through it.
  Backend& backendOf(const Tensor& t) const;
  // Each parameter's backend, in parameters() order (its optimizer state lives there too).
  std::vector<Backend*> parameterBackends() const;
  // Every layer's steps can be captured as one graph (not with a layer split over two GPUs).
  bool recordable() const;
  // Some layer keeps parameters on another device than its own (a layer split over two GPUs).
  bool spansDevices() const;
  // Layers [first, last) built again on their backends, sharing this model's parameter values and
  // buffers (batch-norm statistics) but with their own activations and gradients: a pipeline keeps
  // one such copy per micro-batch in flight (train/pipeline.h). After build().
  std::vector<std::unique_ptr<Layer>> layerInstances(std::size_t first, std::size_t last) const;
  bool built() const { return backend_ != nullptr; }
  Backend& backend() const { return *backend_; }
  DType dtype() const { return dtype_; }

  // x: (N, input...). Returns logits (N, classes). stepSeed drives dropout, unless a step state
  // was set: then each layer's masks come from its seed and the state's step count.
  const Tensor& forward(const Tensor& x, bool training, std::uint64_t stepSeed = 0);
  // Gives every layer the trainer's StepState (backend.h) and its seed, derive(seed, layer index).
  void setStepState(const Tensor* state, std::uint64_t seed);
  // Synchronised batch norm: every batch-norm layer's training statistics through `sync`
  // (nn/batch_norm.h); nullptr: each replica's own batch. Returns the batch-norm layers reached.
  int setBatchNormSync(BatchNormSync* sync);
  // Layers in reverse order; `afterLayer(i)` is called once layer i's parameter gradients are queued
  // (a data-parallel run starts reducing them while the layers below still compute).
  void backward(const Tensor& dlogits, const std::function<void(std::size_t)>& afterLayer = {});

  std::vector<Param*> parameters();
  // Every tensor a checkpoint stores, with a stable name: "3.conv2d.weight", "5.batchnorm2d.running_var".
  std::vector<std::pair<std::string, Tensor*>> state();

 private:
  ModelSpec spec_;
  ModelCheck check_;
  Shape input_;
  int classes_ = 0;
  std::vector<std::unique_ptr<Layer>> layers_;
  Backend* backend_ = nullptr;
  std::vector<Backend*> layerBackends_;
  DType dtype_ = DType::F32;
  const Tensor* stepState_ = nullptr;
  Layout layout_ = Layout::Auto;
  bool channelsLast_ = false;
  Tensor inputNhwc_;  // the input batch transposed, when channels-last and it has several channels
  std::vector<Tensor> received_;  // forward(): activations copied to layer i's device, where it changes
  Tensor logitsBack_;             // forward(): the logits copied back to the first layer's device
};

}  // namespace nnlab

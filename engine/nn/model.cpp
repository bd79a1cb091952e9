#include "nn/model.h"

#include <cstdlib>

#include "core/error.h"
#include "nn/layer_registry.h"
#include "nn/simple_layers.h"

namespace nnlab {

namespace {

struct Resolved {
  Shape input;
  int classes;
};

// A stack fixed to F inputs that starts with flatten (an inline dense stack, "--layers 784,...")
// takes any data of F values per sample: 1x28x28 images as well as 784-column tables.
bool flattensInput(const ModelSpec& spec, const Shape& input) {
  if (spec.input->rank() != 1 || input.numel() != (*spec.input)[0] || spec.layers.empty()) return false;
  const auto& first = spec.layers.front();
  return first.is_object() && first.contains("type") && first.at("type") == "flatten";
}

// Combines what the spec says with what the dataset provides; mismatches are errors.
Resolved resolveIo(const ModelSpec& spec, const Shape& input, int classes, ModelCheck& check) {
  Resolved r{input, classes};
  if (spec.input) {
    if (input.rank() > 0 && *spec.input != input) {
      if (flattensInput(spec, input)) return r;  // the data's own shape, flattened by the first layer
      check.message =
          spec.input->rank() == 1 && input.rank() > 1
              ? msg(NNLAB_TEXT("nnlab::messages",
                               "model '%1' expects input %2 but the data is %3 (%4 values): pick a matching dataset or "
                               "edit the model's input"),
                    spec.name, spec.input->str(), input.str(), input.numel()).text()
              : msg(NNLAB_TEXT("nnlab::messages",
                               "model '%1' expects input %2 but the data is %3: pick a matching dataset or edit the "
                               "model's input"),
                    spec.name, spec.input->str(), input.str()).text();
      return r;
    }
    r.input = *spec.input;
  }
  if (spec.classes > 0) {
    if (classes > 0 && spec.classes != classes) {
      check.message = msg(NNLAB_TEXT("nnlab::messages", "model '%1' is built for %2 classes but the dataset has %3"),
                          spec.name, spec.classes, classes).text();
      return r;
    }
    r.classes = spec.classes;
  }
  if (r.input.rank() == 0)
    check.message = msg(NNLAB_TEXT("nnlab::messages", "the model's input shape is unknown: choose a dataset")).text();
  return r;
}

}  // namespace

ModelCheck checkModel(const ModelSpec& spec, const Shape& input, int classes) {
  ModelCheck check;
  const Resolved io = resolveIo(spec, input, classes, check);
  if (!check.message.empty()) return check;
  check.input = io.input;
  Shape cur = io.input;
  int index = 0;
  for (const auto& entry : spec.layers) {
    ++index;
    LayerReport rep;
    rep.index = index;
    rep.in = cur;
    try {
      auto layer = createLayer(entry, io.classes);
      rep.type = layer->type();
      rep.label = layer->label();
      rep.out = layer->outputShape(cur);
      rep.params = layer->paramCount(cur);
      rep.flops = layer->forwardFlops(cur);
      rep.bufferElements = layer->bufferElementsPerSample(cur);
    } catch (const Error& e) {
      check.errorLayer = index;
      // The entry may be malformed (not an object, "type" not a string): never let json throw here.
      std::string what = "?";
      if (entry.is_object() && entry.contains("type") && entry.at("type").is_string())
        what = entry.at("type").get<std::string>();
      check.message = msg(NNLAB_TEXT("nnlab::messages", "layer %1 (%2): %3"), index, rep.label.empty() ? what : rep.label,
                          e.message()).text();
      return check;
    }
    cur = rep.out;
    check.totalParams += rep.params;
    check.flopsPerSample += rep.flops;
    check.bufferElementsPerSample += rep.bufferElements;
    check.layers.push_back(rep);
  }
  check.output = cur;
  if (io.classes <= 0 && cur.rank() != 1) {
    check.errorLayer = index;
    check.message = msg(NNLAB_TEXT("nnlab::messages",
                                   "the model ends with %1 values per sample; it must end with a flat vector of class "
                                   "scores: add flatten (or globalavgpool) and a dense layer"),
                        cur.str()).text();
    return check;
  }
  if (io.classes > 0 && (cur.rank() != 1 || cur[0] != io.classes)) {
    check.errorLayer = index;
    check.message = msg(NNLAB_TEXT("nnlab::messages",
                                   "the model outputs %1 values per sample but there are %2 classes: end with a dense "
                                   "layer of units %2 (or \"classes\")"),
                        cur.str(), io.classes).text();
    return check;
  }
  check.ok = true;
  return check;
}

std::unique_ptr<Model> Model::create(const ModelSpec& spec, const Shape& input, int classes) {
  auto m = std::unique_ptr<Model>(new Model());
  m->spec_ = spec;
  m->check_ = checkModel(spec, input, classes);
  if (!m->check_.ok) fail(ErrorKind::InvalidModel, m->check_.message);
  m->input_ = m->check_.input;
  m->classes_ = static_cast<int>(m->check_.output[0]);
  for (const auto& entry : spec.layers) m->layers_.push_back(createLayer(entry, m->classes_));
  return m;
}

namespace {

// Channels-last pays where cuDNN's tensor-core kernels read it directly: 16-bit data, channel
// counts in multiples of 8. The model's input may have any count (it is transposed once).
bool channelsLastPays(const ModelCheck& check, const Shape& input, DType dtype) {
  if (dtype != DType::F16 && dtype != DType::BF16) return false;
  bool convs = false;
  for (const LayerReport& r : check.layers) {
    if (r.type != "conv2d" && r.type != "residual") continue;
    convs = true;
    if (r.out.rank() != 3 || r.out[0] % 8 != 0) return false;
    if (r.in[0] % 8 != 0 && r.in != input) return false;
  }
  return convs;
}

}  // namespace

void Model::build(Backend& backend, DType dtype, std::uint64_t seed) {
  build(std::vector<Backend*>(layers_.size(), &backend), dtype, seed);
}

void Model::build(const std::vector<Backend*>& layerBackends, DType dtype, std::uint64_t seed) {
  if (layerBackends.size() != layers_.size() || layers_.empty())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "a model of %1 layers placed on %2 devices' layers"),
        std::to_string(layers_.size()), std::to_string(layerBackends.size())));
  Backend& backend = *layerBackends.front();
  for (Backend* b : layerBackends) requireDType(*b, dtype);
  layerBackends_ = layerBackends;
  backend_ = &backend;
  dtype_ = dtype;
  Layout layout = layout_;
  if (layout == Layout::Auto)
    if (const char* env = std::getenv("NNLAB_CHANNELS_LAST"); env && (*env == '0' || *env == '1'))
      layout = *env == '1' ? Layout::ChannelsLast : Layout::ChannelsFirst;
  bool allSupport = true;
  for (Backend* b : layerBackends) allSupport = allSupport && b->supportsChannelsLast();
  channelsLast_ = allSupport && input_.rank() == 3 &&
                  (layout == Layout::ChannelsLast ||
                   (layout == Layout::Auto && channelsLastPays(check_, input_, dtype)));
  for (auto& l : layers_) l->setChannelsLast(channelsLast_);
  Rng rng(seed);
  Shape cur = input_;
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    layerBackends[i]->makeCurrent();
    layers_[i]->build(cur, *layerBackends[i], dtype, rng);
    cur = layers_[i]->outputShape(cur);
  }
  backend.makeCurrent();
  // Fold each ReLU into the layer before it where that layer can apply it itself: the same
  // numbers, one pass over the activations fewer each way.
  for (std::size_t i = 0; i + 1 < layers_.size(); ++i) {
    auto* act = dynamic_cast<ActivationLayer*>(layers_[i + 1].get());
    if (layerBackends[i] != layerBackends[i + 1]) continue;  // not across devices: each stage runs its own layers
    if (act && act->function() == Activation::ReLU && !act->passthrough() && layers_[i]->fuseRelu()) act->setPassthrough();
  }
}

std::vector<std::unique_ptr<Layer>> Model::layerInstances(std::size_t first, std::size_t last) const {
  if (!backend_ || first >= last || last > layers_.size())
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "layer copies %1-%2 of a model of %3 layers"),
        std::to_string(first + 1), std::to_string(last), std::to_string(layers_.size())));
  std::vector<std::unique_ptr<Layer>> out;
  Rng rng(0);  // the values are replaced by the model's below
  Shape cur = input_;
  for (std::size_t i = 0; i < first; ++i) cur = layers_[i]->outputShape(cur);
  for (std::size_t i = first; i < last; ++i) {
    auto l = createLayer(spec_.layers[i], classes_);
    l->setChannelsLast(channelsLast_);
    layerBackends_[i]->makeCurrent();
    l->build(cur, *layerBackends_[i], dtype_, rng);
    cur = l->outputShape(cur);
    std::vector<Param*> mine = l->parameters(), theirs = layers_[i]->parameters();
    for (std::size_t k = 0; k < mine.size() && k < theirs.size(); ++k) mine[k]->value = theirs[k]->value;
    auto myBuffers = l->buffers(), theirBuffers = layers_[i]->buffers();
    for (std::size_t k = 0; k < myBuffers.size() && k < theirBuffers.size(); ++k) *myBuffers[k].second = *theirBuffers[k].second;
    out.push_back(std::move(l));
  }
  backend_->makeCurrent();
  // The same ReLU folding as the model's own layers.
  for (std::size_t i = first; i + 1 < last; ++i) {
    auto* act = dynamic_cast<ActivationLayer*>(layers_[i + 1].get());
    if (act && act->passthrough()) {
      out[i - first]->fuseRelu();
      static_cast<ActivationLayer*>(out[i + 1 - first].get())->setPassthrough();
    }
  }
  return out;
}

const Tensor& Model::forward(const Tensor& x, bool training, std::uint64_t stepSeed) {
  const Tensor* cur = &x;
  if (channelsLast_ && x.shape().rank() == 4 && x.dim(1) > 1) {  // one channel: both layouts coincide
    backend_->ensure(inputNhwc_, x.shape(), x.dtype());
    backend_->convertLayout(x, inputNhwc_, true);
    cur = &inputNhwc_;
  }
  // Where a split model changes device, the activations move into a buffer of the next one.
  auto move = [&cur](Backend& from, Backend& to, Tensor& buffer) {
    from.synchronize();
    to.makeCurrent();
    to.ensure(buffer, cur->shape(), cur->dtype());
    transferBetween(from, to, *cur, buffer);
    cur = &buffer;
  };
  received_.resize(layers_.size());
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    if (i > 0 && layerBackends_[i]->device() != layerBackends_[i - 1]->device())
      move(*layerBackends_[i - 1], *layerBackends_[i], received_[i]);
    if (training && !stepState_) layers_[i]->setStepSeed(Rng::derive(stepSeed, i));
    cur = &layers_[i]->forward(*cur, training);
  }
  if (layerBackends_.back()->device() != backend_->device()) move(*layerBackends_.back(), *backend_, logitsBack_);
  return *cur;
}

Backend& Model::backendOf(const Tensor& t) const {
  for (Backend* b : layerBackends_)
    if (b->device() == t.device()) return *b;
  for (const auto& l : layers_)  // a layer's second device (a split layer)
    for (Backend* b : l->parameterBackends())
      if (b && b->device() == t.device()) return *b;
  return *backend_;
}

bool Model::recordable() const {
  for (const auto& l : layers_)
    if (!l->recordable()) return false;
  return true;
}

bool Model::spansDevices() const {
  for (const auto& l : layers_)
    if (l->spansDevices()) return true;
  return false;
}

std::vector<Backend*> Model::parameterBackends() const {
  std::vector<Backend*> out;
  for (std::size_t i = 0; i < layers_.size(); ++i)
    for (Backend* b : layers_[i]->parameterBackends()) out.push_back(b ? b : layerBackends_[i]);
  return out;
}

void Model::setStepState(const Tensor* state, std::uint64_t seed) {
  stepState_ = state;
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    layers_[i]->setStepSeed(Rng::derive(seed, i));
    layers_[i]->setStepState(state);
  }
}

int Model::setBatchNormSync(BatchNormSync* sync) {
  int reached = 0;
  for (auto& l : layers_) reached += l->setBatchNormSync(sync);
  return reached;
}

void Model::backward(const Tensor& dlogits, const std::function<void(std::size_t)>& afterLayer) {
  const Tensor* cur = &dlogits;
  for (std::size_t i = layers_.size(); i-- > 0;) {
    cur = &layers_[i]->backward(*cur, i > 0);
    if (afterLayer) afterLayer(i);
  }
}

std::vector<Param*> Model::parameters() {
  std::vector<Param*> ps;
  for (auto& l : layers_)
    for (Param* p : l->parameters()) ps.push_back(p);
  return ps;
}

std::vector<std::pair<std::string, Tensor*>> Model::state() {
  std::vector<std::pair<std::string, Tensor*>> s;
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    const std::string pre = std::to_string(i + 1) + "." + layers_[i]->type() + ".";
    for (Param* p : layers_[i]->parameters()) s.emplace_back(pre + p->name, &p->value);
    for (auto& [n, t] : layers_[i]->buffers()) s.emplace_back(pre + n, t);
  }
  return s;
}

}  // namespace nnlab

#include "nn/layer_registry.h"

#include <cmath>

#include "core/error.h"
#include "core/json_reader.h"
#include "core/format.h"
#include "core/text.h"
#include "nn/batch_norm.h"
#include "nn/conv1d.h"
#include "nn/channel_split.h"
#include "nn/conv2d.h"
#include "nn/dense.h"
#include "nn/pooling.h"
#include "nn/pooling1d.h"
#include "nn/residual_block.h"
#include "nn/simple_layers.h"

namespace nnlab {

namespace {

using K = LayerParamInfo::Kind;
using json = nlohmann::json;

LayerParamInfo intParam(std::string name, json def, double lo, double hi, std::string help) {
  return {std::move(name), K::Int, std::move(def), lo, hi, {}, std::move(help), false};
}
LayerParamInfo floatParam(std::string name, json def, double lo, double hi, std::string help) {
  return {std::move(name), K::Float, std::move(def), lo, hi, {}, std::move(help), false};
}
LayerParamInfo boolParam(std::string name, bool def, std::string help) {
  return {std::move(name), K::Bool, def, 0, 1, {}, std::move(help), false};
}
LayerParamInfo splitParam() {
  return {"split", K::Int, 1, 1, 2, {},
          NNLAB_TEXT("nnlab::layers",
                     "2: computed as two halves by output channels, each on its own device, the halves joined for the "
                     "next layer (AlexNet's two GPUs); 1: whole"),
          false};
}

LayerParamInfo initParam() {
  return {"init", K::Choice, "he", 0, 0, {"he", "xavier"},
          NNLAB_TEXT("nnlab::layers",
                     "weight initialisation: he (normal, std sqrt(2/fan_in), for ReLU) or xavier (uniform, for tanh/sigmoid)"),
          false};
}

Init initOf(const json& a) { return a.at("init").get<std::string>() == "xavier" ? Init::Xavier : Init::He; }
int i(const json& a, const char* k) { return a.at(k).get<int>(); }

std::vector<LayerTypeInfo> makeRegistry() {
  std::vector<LayerTypeInfo> r;
  r.push_back({"dense", "core", NNLAB_TEXT("nnlab::layers", "Fully connected layer: every output is a weighted sum of all inputs plus a bias."),
               "F -> units",
               {[] {
                  auto p = intParam("units", nullptr, 1, 1 << 20, NNLAB_TEXT("nnlab::layers", "number of outputs (\"classes\" = the dataset's class count)"));
                  p.acceptsClasses = true;
                  return p;
                }(),
                boolParam("bias", true, NNLAB_TEXT("nnlab::layers", "add a learned bias per output")), initParam(), splitParam()},
               [](const json& a) -> std::unique_ptr<Layer> {
                 auto make = [bias = a.at("bias").get<bool>(), init = initOf(a)](int units) -> std::unique_ptr<Layer> {
                   return std::make_unique<Dense>(units, bias, init);
                 };
                 if (i(a, "split") == 2) return std::make_unique<ChannelSplit>(make, i(a, "units"));
                 return make(i(a, "units"));
               }});
  r.push_back({"conv2d", "convolution",
               NNLAB_TEXT("nnlab::layers", "2-D convolution: slides `filters` learned kernel x kernel windows over all input channels."),
               "C x H x W -> filters x ((H+2p-k)/s+1) x ((W+2p-k)/s+1)",
               {intParam("filters", nullptr, 1, 1 << 16, NNLAB_TEXT("nnlab::layers", "number of output channels")),
                intParam("kernel", 3, 1, 64, NNLAB_TEXT("nnlab::layers", "kernel height and width")),
                intParam("stride", 1, 1, 64, NNLAB_TEXT("nnlab::layers", "step between windows")),
                intParam("padding", 0, 0, 64, NNLAB_TEXT("nnlab::layers", "zeros added on each border")),
                boolParam("bias", true, NNLAB_TEXT("nnlab::layers", "add a learned bias per output channel (off before batch norm)")), initParam(),
                splitParam()},
               [](const json& a) -> std::unique_ptr<Layer> {
                 auto make = [k = i(a, "kernel"), s = i(a, "stride"), p = i(a, "padding"), bias = a.at("bias").get<bool>(),
                              init = initOf(a)](int filters) -> std::unique_ptr<Layer> {
                   return std::make_unique<Conv2D>(filters, k, s, p, bias, init);
                 };
                 if (i(a, "split") == 2) return std::make_unique<ChannelSplit>(make, i(a, "filters"));
                 return make(i(a, "filters"));
               }});
  r.push_back({"maxpool2d", "pooling", NNLAB_TEXT("nnlab::layers", "Max pooling: keeps the largest value of each window, per channel."),
               "C x H x W -> C x ((H+2p-k)/s+1) x ((W+2p-k)/s+1)",
               {intParam("kernel", 2, 1, 64, NNLAB_TEXT("nnlab::layers", "window height and width")),
                intParam("stride", nullptr, 1, 64, NNLAB_TEXT("nnlab::layers", "step between windows (default: the kernel size)")),
                intParam("padding", 0, 0, 32, NNLAB_TEXT("nnlab::layers", "implicit -inf border, at most half the window"))},
               [](const json& a) {
                 return std::make_unique<Pool2D>(Pool2D::Kind::Max, i(a, "kernel"), i(a, "stride"), i(a, "padding"));
               }});
  r.push_back({"avgpool2d", "pooling", NNLAB_TEXT("nnlab::layers", "Average pooling: the mean of each window, per channel (padding counts as 0)."),
               "C x H x W -> C x ((H+2p-k)/s+1) x ((W+2p-k)/s+1)",
               {intParam("kernel", 2, 1, 64, NNLAB_TEXT("nnlab::layers", "window height and width")),
                intParam("stride", nullptr, 1, 64, NNLAB_TEXT("nnlab::layers", "step between windows (default: the kernel size)")),
                intParam("padding", 0, 0, 32, NNLAB_TEXT("nnlab::layers", "zero border, at most half the window"))},
               [](const json& a) {
                 return std::make_unique<Pool2D>(Pool2D::Kind::Avg, i(a, "kernel"), i(a, "stride"), i(a, "padding"));
               }});
  r.push_back({"globalavgpool", "pooling", NNLAB_TEXT("nnlab::layers", "Global average pooling: the mean of each channel over the whole image."),
               "C x H x W -> C", {}, [](const json&) { return std::make_unique<GlobalAvgPool>(); }});
  r.push_back({"conv1d", "convolution",
               NNLAB_TEXT("nnlab::layers", "1-D convolution over sequences (channels x length, e.g. a folded light curve): slides `filters` "
               "learned windows of `kernel` taps, `dilation` apart, over all input channels."),
               "C x L -> filters x ((L+2p-d(k-1)-1)/s+1)",
               {intParam("filters", nullptr, 1, 1 << 16, NNLAB_TEXT("nnlab::layers", "number of output channels")),
                intParam("kernel", 3, 1, 256, NNLAB_TEXT("nnlab::layers", "window length in taps")),
                intParam("stride", 1, 1, 256, NNLAB_TEXT("nnlab::layers", "step between windows")),
                intParam("padding", 0, 0, 256, NNLAB_TEXT("nnlab::layers", "zeros added at each end")),
                intParam("dilation", 1, 1, 64, NNLAB_TEXT("nnlab::layers", "spacing between the taps (1: adjacent)")),
                boolParam("bias", true, NNLAB_TEXT("nnlab::layers", "add a learned bias per output channel (off before batch norm)")), initParam()},
               [](const json& a) {
                 return std::make_unique<Conv1D>(i(a, "filters"), i(a, "kernel"), i(a, "stride"), i(a, "padding"),
                                                 i(a, "dilation"), a.at("bias").get<bool>(), initOf(a));
               }});
  r.push_back({"maxpool1d", "pooling", NNLAB_TEXT("nnlab::layers", "1-D max pooling: keeps the largest value of each window of a sequence, per channel."),
               "C x L -> C x ((L+2p-k)/s+1)",
               {intParam("kernel", 2, 1, 256, NNLAB_TEXT("nnlab::layers", "window length")),
                intParam("stride", nullptr, 1, 256, NNLAB_TEXT("nnlab::layers", "step between windows (default: the kernel size)")),
                intParam("padding", 0, 0, 128, NNLAB_TEXT("nnlab::layers", "implicit -inf at each end, at most half the window"))},
               [](const json& a) {
                 return std::make_unique<Pool1D>(Pool1D::Kind::Max, i(a, "kernel"), i(a, "stride"), i(a, "padding"));
               }});
  r.push_back({"avgpool1d", "pooling",
               NNLAB_TEXT("nnlab::layers", "1-D average pooling: the mean of each window of a sequence, per channel (padding counts as 0)."),
               "C x L -> C x ((L+2p-k)/s+1)",
               {intParam("kernel", 2, 1, 256, NNLAB_TEXT("nnlab::layers", "window length")),
                intParam("stride", nullptr, 1, 256, NNLAB_TEXT("nnlab::layers", "step between windows (default: the kernel size)")),
                intParam("padding", 0, 0, 128, NNLAB_TEXT("nnlab::layers", "zeros at each end, at most half the window"))},
               [](const json& a) {
                 return std::make_unique<Pool1D>(Pool1D::Kind::Avg, i(a, "kernel"), i(a, "stride"), i(a, "padding"));
               }});
  r.push_back({"globalavgpool1d", "pooling", NNLAB_TEXT("nnlab::layers", "Global average pooling over a sequence: the mean of each channel over its length."),
               "C x L -> C", {}, [](const json&) { return std::make_unique<GlobalAvgPool1D>(); }});
  r.push_back({"batchnorm1d", "normalization",
               NNLAB_TEXT("nnlab::layers", "Batch normalisation of flat features (each feature over the batch) or of sequences (each channel over "
               "the batch and the length), then scale and shift."),
               "F -> F, or C x L -> C x L",
               {floatParam("momentum", 0.1, 0.0, 1.0, NNLAB_TEXT("nnlab::layers", "weight of the current batch in the running statistics")),
                floatParam("eps", 1e-5, 1e-12, 1.0, NNLAB_TEXT("nnlab::layers", "added to the variance for stability"))},
               [](const json& a) {
                 return std::make_unique<BatchNorm>(1, a.at("momentum").get<double>(), a.at("eps").get<double>());
               }});
  r.push_back({"batchnorm2d", "normalization",
               NNLAB_TEXT("nnlab::layers", "Batch normalisation of image channels: normalise each channel over batch and pixels."),
               "C x H x W -> C x H x W",
               {floatParam("momentum", 0.1, 0.0, 1.0, NNLAB_TEXT("nnlab::layers", "weight of the current batch in the running statistics")),
                floatParam("eps", 1e-5, 1e-12, 1.0, NNLAB_TEXT("nnlab::layers", "added to the variance for stability"))},
               [](const json& a) {
                 return std::make_unique<BatchNorm>(2, a.at("momentum").get<double>(), a.at("eps").get<double>());
               }});
  r.push_back({"dropout", "regularization",
               NNLAB_TEXT("nnlab::layers", "Dropout: in training, zero each value with probability `rate` and scale the rest by 1/(1-rate)."),
               "any -> same", {floatParam("rate", 0.5, 0.0, 0.95, NNLAB_TEXT("nnlab::layers", "probability of dropping a value"))},
               [](const json& a) { return std::make_unique<Dropout>(a.at("rate").get<double>()); }});
  r.push_back({"flatten", "core", NNLAB_TEXT("nnlab::layers", "Flatten: turns C x H x W images into one feature vector (no copy)."), "any -> product",
               {}, [](const json&) { return std::make_unique<Flatten>(); }});
  r.push_back({"residual", "convolution",
               NNLAB_TEXT("nnlab::layers", "ResNet basic block: two 3x3 convolutions with batch norm and ReLU, plus a shortcut (identity, or "
               "1x1 convolution + batch norm when the stride or channel count changes)."),
               "C x H x W -> filters x H/stride x W/stride",
               {intParam("filters", nullptr, 1, 1 << 16, NNLAB_TEXT("nnlab::layers", "output channels of both convolutions")),
                intParam("stride", 1, 1, 4, NNLAB_TEXT("nnlab::layers", "stride of the first convolution (2 halves the image)"))},
               [](const json& a) { return std::make_unique<ResidualBlock>(i(a, "filters"), i(a, "stride")); }});
  auto act = [&](const char* name, Activation f, const char* help) {
    r.push_back({name, "activation", help, "any -> same", {}, [f](const json&) {
                   return std::make_unique<ActivationLayer>(f, 0.0);
                 }});
  };
  act("relu", Activation::ReLU, NNLAB_TEXT("nnlab::layers", "Rectified linear unit: max(0, x)."));
  r.push_back({"leakyrelu", "activation", NNLAB_TEXT("nnlab::layers", "Leaky ReLU: x for x > 0, alpha * x otherwise."), "any -> same",
               {floatParam("alpha", 0.01, 0.0, 1.0, NNLAB_TEXT("nnlab::layers", "slope for negative inputs"))},
               [](const json& a) { return std::make_unique<ActivationLayer>(Activation::LeakyReLU, a.at("alpha").get<double>()); }});
  act("sigmoid", Activation::Sigmoid, NNLAB_TEXT("nnlab::layers", "Logistic sigmoid: 1 / (1 + exp(-x)), squashes to (0, 1)."));
  act("tanh", Activation::Tanh, NNLAB_TEXT("nnlab::layers", "Hyperbolic tangent: squashes to (-1, 1)."));
  act("softplus", Activation::Softplus, NNLAB_TEXT("nnlab::layers", "Softplus: log(1 + exp(x)), a smooth ReLU."));
  return r;
}

std::string knownTypes() {
  std::string s;
  for (const auto& t : layerRegistry()) s += (s.empty() ? "" : ", ") + t.name;
  return s;
}

}  // namespace

const std::vector<LayerTypeInfo>& layerRegistry() {
  static const std::vector<LayerTypeInfo> registry = makeRegistry();
  return registry;
}

const LayerTypeInfo& layerType(const std::string& name) {
  for (const auto& t : layerRegistry())
    if (t.name == name) return t;
  std::vector<std::string> names;
  for (const auto& t : layerRegistry()) names.push_back(t.name);
  const std::string near = nearestWord(name, names);
  fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
      "unknown layer type '%1' (known: %2)%3"),
      name, knownTypes(),
      (near.empty() ? plainMessage("") : msg(NNLAB_TEXT("nnlab::messages", "; did you mean %1?"), near))));
}

json resolveLayerArgs(const LayerTypeInfo& info, const json& given, int classes) {
  if (!given.is_object()) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages", "layer entry must be a JSON object")));
  for (const auto& [key, value] : given.items()) {
    if (key == "type" || key == "name") continue;
    bool known = false;
    for (const auto& p : info.params) known |= p.name == key;
    if (!known) {
      std::string names;
      for (const auto& p : info.params) names += (names.empty() ? "" : ", ") + p.name;
      fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
          "unknown parameter '%1' for %2%3"),
          key, info.name,
          (names.empty() ? msg(NNLAB_TEXT("nnlab::messages", " (it takes none)"))
                         : msg(NNLAB_TEXT("nnlab::messages", " (it takes: %1)"), names))));
    }
  }
  json out = json::object();
  for (const auto& p : info.params) {
    json v = given.contains(p.name) ? given.at(p.name) : p.defaultValue;
    if (v.is_null()) {
      // A pooling stride defaults to the kernel size.
      if (p.name == "stride" && out.contains("kernel")) {
        v = out.at("kernel");
      } else {
        fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages", "parameter '%1' is required (%2)"), p.name, p.help));
      }
    }
    if (p.acceptsClasses && v.is_string() && v.get<std::string>() == "classes") {
      if (classes <= 0) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
          "'%1' is \"classes\" but the class count is unknown"),
          p.name));
      v = classes;
    }
    switch (p.kind) {
      case K::Int: {
        if (!v.is_number()) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
            "parameter '%1' must be an integer, not %2"),
            p.name, v.dump()));
        const double d = v.get<double>();
        if (d != std::floor(d)) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
            "parameter '%1' must be an integer, not %2"),
            p.name, v.dump()));
        if (d < p.min || d > p.max)
          fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
              "parameter '%1' = %2 is outside %3..%4"),
              p.name, v.dump(), realArg(formatDouble(p.min)), realArg(formatDouble(p.max))));
        v = static_cast<int>(d);
        break;
      }
      case K::Float: {
        if (!v.is_number()) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
            "parameter '%1' must be a number, not %2"),
            p.name, v.dump()));
        const double d = v.get<double>();
        if (!(d >= p.min && d <= p.max))
          fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
              "parameter '%1' = %2 is outside %3..%4"),
              p.name, v.dump(), realArg(formatDouble(p.min)), realArg(formatDouble(p.max))));
        v = d;
        break;
      }
      case K::Bool:
        if (!v.is_boolean()) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
            "parameter '%1' must be true or false, not %2"),
            p.name, v.dump()));
        break;
      case K::Choice: {
        bool ok = v.is_string();
        if (ok) {
          ok = false;
          for (const auto& c : p.choices) ok |= c == v.get<std::string>();
        }
        if (!ok) {
          std::string cs;
          for (const auto& c : p.choices) cs += (cs.empty() ? "" : ", ") + c;
          fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
              "parameter '%1' = %2 is not one of %3"),
              p.name, v.dump(), cs));
        }
        break;
      }
    }
    out[p.name] = v;
  }
  return out;
}

std::unique_ptr<Layer> createLayer(const json& entry, int classes) {
  if (!entry.is_object() || !entry.contains("type") || !entry.at("type").is_string())
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages", "each layer needs a \"type\" (known: %1)"), knownTypes()));
  const LayerTypeInfo& info = layerType(entry.at("type").get<std::string>());
  return info.create(resolveLayerArgs(info, entry, classes));
}

}  // namespace nnlab

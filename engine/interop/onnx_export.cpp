#include "interop/onnx_export.h"

#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <vector>

#include <onnx/checker.h>
#include <onnx/onnx_pb.h>

#include "core/error.h"
#include "interop/layer_tensors.h"
#include "nn/model.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

class GraphWriter {
 public:
  GraphWriter(Model& model, onnx::GraphProto& g) : model_(model), g_(g) {}

  // A layer's tensors by name (interop/layer_tensors.h).
  void collect(Layer& layer) { tensors_ = layerTensors(model_, layer); }
  bool has(const std::string& name) const { return tensors_.count(name) > 0; }
  // Adds the collected tensor as an initializer named `<prefix>.<name>`; returns its name.
  std::string initializer(const std::string& prefix, const std::string& name) {
    auto it = tensors_.find(name);
    if (it == tensors_.end()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
        "ONNX export: %1 has no tensor '%2'"),
        prefix, name));
    onnx::TensorProto* t = g_.add_initializer();
    t->set_name(prefix + "." + name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (std::int64_t d : it->second.dims) t->add_dims(d);
    t->set_raw_data(std::string(reinterpret_cast<const char*>(it->second.values.data()), it->second.values.size() * sizeof(float)));
    params_ += static_cast<std::int64_t>(it->second.values.size());
    return t->name();
  }
  // A node `op` of inputs -> one fresh output; returns the output's name.
  std::string node(const std::string& op, const std::vector<std::string>& inputs, const std::string& name,
                   const std::function<void(onnx::NodeProto&)>& attrs = {}) {
    onnx::NodeProto* n = g_.add_node();
    n->set_op_type(op);
    n->set_name(name);
    for (const std::string& in : inputs) n->add_input(in);
    const std::string out = name + ".out";
    n->add_output(out);
    if (attrs) attrs(*n);
    return out;
  }
  std::int64_t parameters() const { return params_; }

 private:
  Model& model_;
  onnx::GraphProto& g_;
  std::map<std::string, HostTensor> tensors_;
  std::int64_t params_ = 0;
};

void ints(onnx::NodeProto& n, const char* name, std::vector<std::int64_t> v) {
  onnx::AttributeProto* a = n.add_attribute();
  a->set_name(name);
  a->set_type(onnx::AttributeProto::INTS);
  for (std::int64_t x : v) a->add_ints(x);
}
void one(onnx::NodeProto& n, const char* name, std::int64_t v) {
  onnx::AttributeProto* a = n.add_attribute();
  a->set_name(name);
  a->set_type(onnx::AttributeProto::INT);
  a->set_i(v);
}
void real(onnx::NodeProto& n, const char* name, float v) {
  onnx::AttributeProto* a = n.add_attribute();
  a->set_name(name);
  a->set_type(onnx::AttributeProto::FLOAT);
  a->set_f(v);
}

int arg(const nlohmann::json& args, const char* key, int fallback) {
  return args.contains(key) && args[key].is_number_integer() ? args[key].get<int>() : fallback;
}

// A convolution over `dims` spatial dimensions (1 or 2), its weight (and bias) from the collected tensors.
std::string conv(GraphWriter& w, const std::string& x, const std::string& prefix, const std::string& weight,
                 const std::string& bias, int dims, int kernel, int stride, int padding, int dilation) {
  std::vector<std::string> in{x, w.initializer(prefix, weight)};
  if (!bias.empty() && w.has(bias)) in.push_back(w.initializer(prefix, bias));
  const std::string name = weight == "weight" ? prefix + ".conv" : prefix + "." + weight.substr(0, weight.rfind('.'));
  return w.node("Conv", in, name,
                [&](onnx::NodeProto& n) {
                  ints(n, "kernel_shape", std::vector<std::int64_t>(static_cast<std::size_t>(dims), kernel));
                  ints(n, "strides", std::vector<std::int64_t>(static_cast<std::size_t>(dims), stride));
                  ints(n, "pads", std::vector<std::int64_t>(static_cast<std::size_t>(2 * dims), padding));
                  ints(n, "dilations", std::vector<std::int64_t>(static_cast<std::size_t>(dims), dilation));
                });
}

std::string batchNorm(GraphWriter& w, const std::string& x, const std::string& prefix, const std::string& pre, double eps) {
  const std::string p = pre.empty() ? "" : pre + ".";
  return w.node("BatchNormalization",
                {x, w.initializer(prefix, p + "gamma"), w.initializer(prefix, p + "beta"), w.initializer(prefix, p + "running_mean"),
                 w.initializer(prefix, p + "running_var")},
                prefix + "." + p + "bn", [&](onnx::NodeProto& n) { real(n, "epsilon", static_cast<float>(eps)); });
}

}  // namespace

void checkOnnxFile(const std::string& path) {
  try {
    onnx::checker::check_model(path);
  } catch (const std::exception& e) {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "ONNX's checker refuses '%1': %2"), path, e.what()));
  }
}

OnnxExport exportOnnx(Model& model, const std::string& path) {
  if (!model.built()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages", "ONNX export of a model that was not built")));
  onnx::ModelProto m;
  m.set_ir_version(onnx::IR_VERSION);
  m.set_producer_name("nnlab");
  m.set_model_version(1);
  onnx::OperatorSetIdProto* opset = m.add_opset_import();
  opset->set_domain("");
  opset->set_version(13);
  onnx::GraphProto& g = *m.mutable_graph();
  g.set_name(model.spec().name.empty() ? "nnlab" : model.spec().name);
  auto value = [](onnx::ValueInfoProto* v, const std::string& name, const std::vector<std::int64_t>& dims) {
    v->set_name(name);
    onnx::TypeProto_Tensor* t = v->mutable_type()->mutable_tensor_type();
    t->set_elem_type(onnx::TensorProto::FLOAT);
    onnx::TensorShapeProto* s = t->mutable_shape();
    s->add_dim()->set_dim_param("batch");
    for (std::int64_t d : dims) s->add_dim()->set_dim_value(d);
  };
  std::vector<std::int64_t> inputDims;
  for (int d = 0; d < model.inputShape().rank(); ++d) inputDims.push_back(model.inputShape()[d]);
  value(g.add_input(), "input", inputDims);

  GraphWriter w(model, g);
  std::string x = "input";
  for (std::size_t i = 0; i < model.layerCount(); ++i) {
    Layer& layer = model.layer(i);
    const std::string type = layer.type();
    const nlohmann::json args = layer.args();
    const std::string prefix = std::to_string(i + 1) + "." + type;
    w.collect(layer);
    if (type == "dense") {
      std::vector<std::string> ins{x, w.initializer(prefix, "weight")};
      if (w.has("bias")) ins.push_back(w.initializer(prefix, "bias"));
      x = w.node("Gemm", ins, prefix + ".gemm", [](onnx::NodeProto& n) { one(n, "transB", 1); });
    } else if (type == "conv2d" || type == "conv1d") {
      x = conv(w, x, prefix, "weight", "bias", type == "conv2d" ? 2 : 1, arg(args, "kernel", 1), arg(args, "stride", 1),
               arg(args, "padding", 0), arg(args, "dilation", 1));
    } else if (type == "relu" || type == "sigmoid" || type == "tanh" || type == "softplus") {
      static const std::map<std::string, std::string> ops{{"relu", "Relu"}, {"sigmoid", "Sigmoid"}, {"tanh", "Tanh"}, {"softplus", "Softplus"}};
      x = w.node(ops.at(type), {x}, prefix);
    } else if (type == "leakyrelu") {
      const float alpha = args.contains("alpha") ? args["alpha"].get<float>() : 0.01f;
      x = w.node("LeakyRelu", {x}, prefix, [&](onnx::NodeProto& n) { real(n, "alpha", alpha); });
    } else if (type == "maxpool2d" || type == "avgpool2d" || type == "maxpool1d" || type == "avgpool1d") {
      const int dims = type.back() == 'd' && type[type.size() - 2] == '2' ? 2 : 1;
      const int k = arg(args, "kernel", 2), s = arg(args, "stride", k), p = arg(args, "padding", 0);
      const bool avg = type.rfind("avg", 0) == 0;
      x = w.node(avg ? "AveragePool" : "MaxPool", {x}, prefix, [&](onnx::NodeProto& n) {
        ints(n, "kernel_shape", std::vector<std::int64_t>(static_cast<std::size_t>(dims), k));
        ints(n, "strides", std::vector<std::int64_t>(static_cast<std::size_t>(dims), s));
        ints(n, "pads", std::vector<std::int64_t>(static_cast<std::size_t>(2 * dims), p));
        if (avg) one(n, "count_include_pad", 1);  // nnlab divides by the whole window
      });
    } else if (type == "globalavgpool" || type == "globalavgpool1d") {
      x = w.node("GlobalAveragePool", {x}, prefix + ".pool");
      x = w.node("Flatten", {x}, prefix + ".flatten", [](onnx::NodeProto& n) { one(n, "axis", 1); });
    } else if (type == "flatten") {
      x = w.node("Flatten", {x}, prefix, [](onnx::NodeProto& n) { one(n, "axis", 1); });
    } else if (type == "batchnorm1d" || type == "batchnorm2d") {
      x = batchNorm(w, x, prefix, "", args.value("eps", 1e-5));
    } else if (type == "dropout") {
      continue;  // evaluation form: the identity
    } else if (type == "residual") {
      const int stride = arg(args, "stride", 1);
      std::string h = conv(w, x, prefix, "conv1.weight", "", 2, 3, stride, 1, 1);
      h = batchNorm(w, h, prefix, "bn1", 1e-5);
      h = w.node("Relu", {h}, prefix + ".relu1");
      h = conv(w, h, prefix, "conv2.weight", "", 2, 3, 1, 1, 1);
      h = batchNorm(w, h, prefix, "bn2", 1e-5);
      std::string shortcut = x;
      if (w.has("shortcut_conv.weight")) {
        shortcut = conv(w, x, prefix, "shortcut_conv.weight", "", 2, 1, stride, 0, 1);
        shortcut = batchNorm(w, shortcut, prefix, "shortcut_bn", 1e-5);
      }
      h = w.node("Add", {h, shortcut}, prefix + ".add");
      x = w.node("Relu", {h}, prefix + ".relu");
    } else {
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "ONNX export: layer %1 (%2) has no ONNX form in this version"),
          std::to_string(i + 1), layer.label()));
    }
  }
  // The last node's output is the graph's "logits".
  if (g.node_size() == 0) w.node("Identity", {x}, "identity");  // a model of dropout alone
  g.mutable_node(g.node_size() - 1)->set_output(0, "logits");
  value(g.add_output(), "logits", {model.classes()});

  OnnxExport info;
  info.nodes = g.node_size();
  info.initializers = g.initializer_size();
  info.parameters = w.parameters();
  std::string bytes;
  if (!m.SerializeToString(&bytes)) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
      "ONNX export: the model could not be serialised")));
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "cannot write '%1'"), path));
    f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!f) {
      std::error_code ignored;
      fs::remove(tmp, ignored);
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "writing '%1' failed (disk full?)"), path));
    }
  }
  try {
    checkOnnxFile(tmp);
  } catch (...) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    throw;
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot move '%1' into place at '%2': %3"),
      tmp, path, ec.message()));
  return info;
}

}  // namespace nnlab

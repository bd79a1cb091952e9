#pragma once
// Small ONNX graphs written with the protobuf classes, for the tests of the import: the forms other
// exporters write (PyTorch's folded batch norm), operators nnlab has no layer for, and damaged graphs.
#include <onnx/onnx_pb.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"

namespace nnlab::test {

class OnnxGraphBuilder {
 public:
  // A model with one float input "input" of (batch, dims...) and opset 13.
  explicit OnnxGraphBuilder(const std::vector<std::int64_t>& dims, std::uint64_t seed = 3) : rng_(seed) {
    model_.set_ir_version(onnx::IR_VERSION);
    model_.set_producer_name("test");
    onnx::OperatorSetIdProto* op = model_.add_opset_import();
    op->set_domain("");
    op->set_version(13);
    graph().set_name("test");
    value(graph().add_input(), "input", dims);
  }
  onnx::GraphProto& graph() { return *model_.mutable_graph(); }
  onnx::ModelProto& model() { return model_; }

  // An initializer of random values in [-scale, scale) (positive in [0.5, 1.5) when `positive`).
  std::string weight(const std::string& name, const std::vector<std::int64_t>& dims, float scale = 0.3f, bool positive = false) {
    onnx::TensorProto* t = graph().add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    std::int64_t n = 1;
    for (std::int64_t d : dims) {
      t->add_dims(d);
      n *= d;
    }
    for (std::int64_t i = 0; i < n; ++i)
      t->add_float_data(positive ? 0.5f + static_cast<float>(rng_.uniform()) : scale * (2.0f * static_cast<float>(rng_.uniform()) - 1.0f));
    return name;
  }
  // An initializer holding `values` (dims {} for a scalar).
  std::string constant(const std::string& name, const std::vector<std::int64_t>& dims, const std::vector<float>& values) {
    onnx::TensorProto* t = graph().add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (std::int64_t d : dims) t->add_dims(d);
    for (float v : values) t->add_float_data(v);
    return name;
  }
  onnx::NodeProto& node(const std::string& op, const std::vector<std::string>& inputs, const std::string& output,
                        const std::string& name = {}) {
    onnx::NodeProto* n = graph().add_node();
    n->set_op_type(op);
    n->set_name(name.empty() ? output : name);
    for (const auto& in : inputs) n->add_input(in);
    n->add_output(output);
    return *n;
  }
  static void ints(onnx::NodeProto& n, const char* name, const std::vector<std::int64_t>& v) {
    onnx::AttributeProto* a = n.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INTS);
    for (std::int64_t x : v) a->add_ints(x);
  }
  // Conv k x k with padding p and stride s; with a bias when `bias`.
  std::string conv(const std::string& x, const std::string& name, std::int64_t in, std::int64_t out, std::int64_t k,
                   std::int64_t s, std::int64_t p, bool bias = true) {
    std::vector<std::string> ins{x, weight(name + ".w", {out, in, k, k})};
    if (bias) ins.push_back(weight(name + ".b", {out}));
    onnx::NodeProto& n = node("Conv", ins, name + ".out", name);
    ints(n, "kernel_shape", {k, k});
    ints(n, "strides", {s, s});
    ints(n, "pads", {p, p, p, p});
    return name + ".out";
  }
  void output(const std::string& name, std::int64_t classes) { value(graph().add_output(), name, {classes}); }
  std::string bytes() const { return model_.SerializeAsString(); }

 private:
  static void value(onnx::ValueInfoProto* v, const std::string& name, const std::vector<std::int64_t>& dims) {
    v->set_name(name);
    auto* t = v->mutable_type()->mutable_tensor_type();
    t->set_elem_type(onnx::TensorProto::FLOAT);
    t->mutable_shape()->add_dim()->set_dim_param("batch");
    for (std::int64_t d : dims) t->mutable_shape()->add_dim()->set_dim_value(d);
  }
  onnx::ModelProto model_;
  Rng rng_;
};

}  // namespace nnlab::test

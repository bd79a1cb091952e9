// The seeds of fuzz_onnx_model: nnlab's own export of three tiny models (an MLP, a CNN with batch
// norm and dropout, residual blocks with and without projection) and the MLP cut short; and the
// form PyTorch's evaluation export gives a residual block (batch norm folded into the convolutions,
// a Squeeze and a final Softmax), its global pool as ReduceMean and a view(x.size(0), -1), written
// with the protobuf classes as test_onnx_import does.
#include <fstream>
#include <iterator>
#include <utility>

#include "backends/backend_factory.h"
#include "interop/onnx_export.h"
#include "nn/model.h"
#include "onnx_seeds.h"
#include "support/onnx_graph_builder.h"

namespace nnlab::fuzz {

namespace {

// What PyTorch writes around the classifier: the dynamo exporter's ReduceMean over H and W as the
// global pool, and the classic exporter's x.view(x.size(0), -1) with a free batch (Shape, Gather,
// Unsqueeze, Concat into a Reshape).
std::vector<std::pair<std::string, std::string>> pytorchPoolAndViewSeeds() {
  std::vector<std::pair<std::string, std::string>> out;
  auto ints = [](test::OnnxGraphBuilder& b, const std::string& name, const std::vector<std::int64_t>& dims,
                 const std::vector<std::int64_t>& v) {
    onnx::TensorProto* t = b.graph().add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::INT64);
    for (std::int64_t d : dims) t->add_dims(d);
    for (std::int64_t x : v) t->add_int64_data(x);
    return name;
  };
  auto intAttr = [](onnx::NodeProto& n, const char* name, std::int64_t v) {
    onnx::AttributeProto* a = n.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INT);
    a->set_i(v);
  };
  for (const bool view : {false, true}) {
    test::OnnxGraphBuilder b({2, 4, 4});
    b.node("Relu", {b.conv("input", "conv", 2, 3, 3, 1, 1)}, "relu");
    if (view) {
      b.node("Shape", {"relu"}, "shape");
      b.node("Gather", {"shape", ints(b, "zero", {}, {0})}, "batch");
      b.node("Unsqueeze", {"batch", ints(b, "axes", {1}, {0})}, "batch1");
      intAttr(b.node("Concat", {"batch1", ints(b, "rest", {1}, {-1})}, "newshape"), "axis", 0);
      b.node("Reshape", {"relu", "newshape"}, "flat");
    } else {
      test::OnnxGraphBuilder::ints(b.node("ReduceMean", {"relu"}, "gap"), "axes", {-1, -2});
      b.node("Flatten", {"gap"}, "flat");
    }
    onnx::NodeProto& fc = b.node("Gemm", {"flat", b.weight("fc.w", {2, view ? 48 : 3}), b.weight("fc.b", {2})}, "logits");
    intAttr(fc, "transB", 1);
    b.output("logits", 2);
    out.emplace_back(view ? "pytorch-view-flatten.onnx" : "pytorch-reducemean-pool.onnx", b.bytes());
  }
  return out;
}

}  // namespace

void writeOnnxSeeds(const std::function<void(const std::string&, const std::vector<std::uint8_t>&)>& seed, const std::string& tmp) {
  auto backend = makeBackend("cpu-reference", 1);
  const std::pair<const char*, const char*> models[] = {
      {"mlp", R"({"name": "mlp", "input": [1, 4, 4], "classes": 3, "layers": [{"type": "flatten"},
        {"type": "dense", "units": 6}, {"type": "relu"}, {"type": "dense", "units": "classes"}]})"},
      {"cnn-bn-dropout", R"({"name": "cnn", "input": [1, 6, 6], "classes": 2, "layers": [
        {"type": "conv2d", "filters": 2, "kernel": 3, "padding": 1}, {"type": "batchnorm2d"}, {"type": "leakyrelu"},
        {"type": "maxpool2d", "kernel": 2}, {"type": "dropout"}, {"type": "flatten"}, {"type": "dense", "units": "classes"}]})"},
      {"residual", R"({"name": "res", "input": [2, 4, 4], "classes": 2, "layers": [
        {"type": "residual", "filters": 2}, {"type": "residual", "filters": 3, "stride": 2},
        {"type": "globalavgpool"}, {"type": "dense", "units": "classes"}]})"}};
  for (const auto& [name, json] : models) {
    const ModelSpec spec = ModelSpec::fromJson(nlohmann::json::parse(json));
    auto model = Model::create(spec, *spec.input, spec.classes);
    model->build(*backend, DType::F32, 1);
    exportOnnx(*model, tmp + "/m.onnx");
    std::ifstream in(tmp + "/m.onnx", std::ios::binary);
    const std::vector<std::uint8_t> onnx{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    seed(std::string(name) + ".onnx", onnx);
    if (std::string(name) == "mlp") seed("mlp-truncated.onnx", {onnx.begin(), onnx.begin() + static_cast<long>(onnx.size() / 2)});
  }

  test::OnnxGraphBuilder b({2, 4, 4});
  std::string h = b.conv("input", "conv1", 2, 3, 3, 2, 1);
  b.node("Relu", {h}, "relu1");
  h = b.conv("relu1", "conv2", 3, 3, 3, 1, 1);
  const std::string shortcut = b.conv("input", "down", 2, 3, 1, 2, 0);
  b.node("Add", {h, shortcut}, "add");
  b.node("Relu", {"add"}, "block");
  b.node("GlobalAveragePool", {"block"}, "gap");
  b.node("Squeeze", {"gap"}, "flat");
  b.node("MatMul", {"flat", b.weight("fc.w", {3, 2})}, "fc");
  b.node("Add", {"fc", b.weight("fc.b", {2})}, "logits");
  b.node("Softmax", {"logits"}, "probs");
  b.output("probs", 2);
  const std::string bytes = b.bytes();
  seed("pytorch-folded-residual.onnx", {bytes.begin(), bytes.end()});
  for (const auto& [name, data] : pytorchPoolAndViewSeeds()) seed(name, {data.begin(), data.end()});
}

}  // namespace nnlab::fuzz

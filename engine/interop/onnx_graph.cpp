#include "interop/onnx_graph.h"

#include <bit>
#include <climits>
#include <cstring>
#include <set>

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>

#include "core/error.h"

namespace nnlab::onnxin {

namespace {

static_assert(std::endian::native == std::endian::little, "ONNX raw_data is little-endian; a big-endian host would swap it");

const char* typeName(int t) {
  switch (t) {
    case onnx::TensorProto::FLOAT: return "float32";
    case onnx::TensorProto::DOUBLE: return "float64";
    case onnx::TensorProto::FLOAT16: return "float16";
    case onnx::TensorProto::BFLOAT16: return "bfloat16";
    case onnx::TensorProto::INT64: return "int64";
    case onnx::TensorProto::INT32: return "int32";
    case onnx::TensorProto::INT8: return "int8";
    case onnx::TensorProto::UINT8: return "uint8";
    default: return "a non-float type";
  }
}

}  // namespace

std::string dimsText(const std::vector<std::int64_t>& dims) {
  std::string s;
  for (std::int64_t d : dims) s.append(s.empty() ? "" : "x").append(std::to_string(d));
  return s.empty() ? "a scalar" : s;
}

std::int64_t Constant::numel() const {
  std::int64_t n = 1;
  for (std::int64_t d : dims) n *= d;
  return n;
}

void parseModel(const std::string& bytes, const std::string& what, onnx::ModelProto& model) {
  google::protobuf::io::ArrayInputStream raw(bytes.data(), static_cast<int>(bytes.size()));
  google::protobuf::io::CodedInputStream coded(&raw);
  coded.SetTotalBytesLimit(INT_MAX);
  // Graphs nest only through the attributes of control-flow operators, which nnlab refuses anyway;
  // the limit keeps a file of nested messages from exhausting the stack.
  coded.SetRecursionLimit(48);
  if (!model.ParseFromCodedStream(&coded) || !coded.ConsumedEntireMessage())
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is not an ONNX model (its protobuf cannot be parsed: damaged or truncated?)"),
        what));
  if (!model.has_graph()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1 holds no graph: it is not an ONNX model"),
      what));
}

Graph::Graph(const onnx::ModelProto& model, std::string what) : graph_(model.graph()), what_(std::move(what)) {
  for (const auto& op : model.opset_import())
    if (op.domain().empty() || op.domain() == "ai.onnx") opset_ = op.version();
  producerName_ = model.producer_name();
  if (!model.producer_version().empty()) producerName_ += " " + model.producer_version();
  index();
  checkOrder();
}

std::string Graph::producer() const { return producerName_.empty() ? "an unnamed producer" : producerName_; }

std::string Graph::describe(int i) const {
  const onnx::NodeProto& n = graph_.node(i);
  return (n.name().empty() ? "node #" + std::to_string(i + 1) : "node '" + n.name() + "'") + " (" + n.op_type() + ")";
}

int Graph::producer(const std::string& value) const {
  const auto it = producers_.find(value);
  return it == producers_.end() ? -1 : it->second;
}

const std::vector<int>& Graph::readers(const std::string& value) const {
  static const std::vector<int> none;
  auto it = readers_.find(value);
  return it == readers_.end() ? none : it->second;
}

void Graph::index() {
  std::set<std::string> written;
  auto write = [&](const std::string& name, const std::string& by) {
    if (name.empty()) return;
    if (!written.insert(name).second) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the value '%2' is written twice (%3)"),
        what_, name, by));
  };
  for (const auto& t : graph_.initializer()) {
    if (t.name().empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: an initializer has no name"), what_));
    write(t.name(), "initializer");
    constants_[t.name()] = &t;
  }
  std::vector<const onnx::ValueInfoProto*> inputs;
  for (const auto& in : graph_.input())
    if (!constants_.count(in.name())) {  // old files list the initializers among the inputs too
      write(in.name(), "graph input");
      inputs.push_back(&in);
    }
  if (inputs.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: the graph has no input"), what_));
  if (inputs.size() > 1)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the graph has %2 inputs; an nnlab model takes one"),
        what_, std::to_string(inputs.size())));
  if (graph_.output_size() == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1: the graph has no output"),
      what_));
  if (graph_.output_size() > 1)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the graph has %2 outputs; an nnlab model has one"),
        what_, std::to_string(graph_.output_size())));

  auto dimsOf = [&](const onnx::ValueInfoProto& v, const char* role) {
    if (!v.type().has_tensor_type()) fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the %2 '%3' is not a tensor"),
        what_, markedArg("nnlab::messages", role), v.name()));
    const auto& tt = v.type().tensor_type();
    if (tt.elem_type() != onnx::TensorProto::FLOAT)
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "%1: the %2 '%3' is %4; nnlab models take and give float32"),
          what_, markedArg("nnlab::messages", role), v.name(), typeName(tt.elem_type())));
    std::vector<std::int64_t> dims;
    if (!tt.has_shape()) return dims;
    for (int d = 1; d < tt.shape().dim_size(); ++d) {  // dim 0 is the batch
      const auto& dim = tt.shape().dim(d);
      if (!dim.has_dim_value()) {
        dims.push_back(-1);
        continue;
      }
      if (dim.dim_value() < 1 || dim.dim_value() > (1 << 20))
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: the %2 '%3' has a dimension of %4 (1 .. 1048576 expected)"),
            what_, markedArg("nnlab::messages", role), v.name(), std::to_string(dim.dim_value())));
      dims.push_back(dim.dim_value());
    }
    return dims;
  };
  input_ = inputs[0]->name();
  if (input_.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: the graph input has no name"), what_));
  const auto& shape = inputs[0]->type().tensor_type();
  if (!shape.has_shape() || shape.shape().dim_size() < 2 || shape.shape().dim_size() > 4)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the input '%2' must be (batch, features), (batch, channels, length) or (batch, channels, "
        "height, width)"),
        what_, input_));
  inputDims_ = dimsOf(*inputs[0], NNLAB_TEXT("nnlab::messages", "input"));
  output_ = graph_.output(0).name();
  outputDims_ = dimsOf(graph_.output(0), NNLAB_TEXT("nnlab::messages", "output"));

  for (int i = 0; i < graph_.node_size(); ++i) {
    const onnx::NodeProto& n = graph_.node(i);
    for (const std::string& out : n.output()) {
      write(out, describe(i));
      if (!out.empty()) producers_[out] = i;
    }
    if (n.op_type() != "Constant" || n.output_size() != 1) continue;
    for (const auto& a : n.attribute()) {
      onnx::TensorProto* t = nullptr;
      if (a.name() == "value" && a.type() == onnx::AttributeProto::TENSOR) {
        constants_[n.output(0)] = &a.t();
      } else if (a.name() == "value_ints" || a.name() == "value_int") {
        t = &synthetic_.emplace_back();
        t->set_data_type(onnx::TensorProto::INT64);
        if (a.name() == "value_ints") t->add_dims(a.ints_size());
        for (std::int64_t v : a.ints()) t->add_int64_data(v);
        if (a.name() == "value_int") t->add_int64_data(a.i());
      } else if (a.name() == "value_floats" || a.name() == "value_float") {
        t = &synthetic_.emplace_back();
        t->set_data_type(onnx::TensorProto::FLOAT);
        if (a.name() == "value_floats") t->add_dims(a.floats_size());
        for (float v : a.floats()) t->add_float_data(v);
        if (a.name() == "value_float") t->add_float_data(a.f());
      }
      if (t) constants_[n.output(0)] = t;
    }
  }
  for (int i = 0; i < graph_.node_size(); ++i) {
    const onnx::NodeProto& n = graph_.node(i);
    for (const std::string& in : n.input()) {
      if (in.empty()) continue;  // an optional input left out
      if (!written.count(in))
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: %2 reads '%3', which no node, input or initializer provides"),
            what_, describe(i), in));
      std::vector<int>& r = readers_[in];
      if (r.empty() || r.back() != i) r.push_back(i);
    }
  }
  if (!written.count(output_)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1: nothing writes the graph output '%2'"),
      what_, output_));
}

// Kahn's algorithm: a node is ready once every node it reads from is; nodes never ready lie on a cycle.
void Graph::checkOrder() const {
  std::map<std::string, int> writerNode;
  for (int i = 0; i < graph_.node_size(); ++i)
    for (const std::string& out : graph_.node(i).output())
      if (!out.empty()) writerNode[out] = i;
  std::vector<int> waiting(static_cast<std::size_t>(graph_.node_size()), 0);
  for (int i = 0; i < graph_.node_size(); ++i) {
    std::set<std::string> from;
    for (const std::string& in : graph_.node(i).input())
      if (writerNode.count(in)) from.insert(in);
    waiting[static_cast<std::size_t>(i)] = static_cast<int>(from.size());
  }
  std::vector<int> ready;
  for (int i = 0; i < graph_.node_size(); ++i)
    if (waiting[static_cast<std::size_t>(i)] == 0) ready.push_back(i);
  int done = 0;
  while (!ready.empty()) {
    const int i = ready.back();
    ready.pop_back();
    ++done;
    for (const std::string& out : graph_.node(i).output())
      for (int r : readers(out))
        if (--waiting[static_cast<std::size_t>(r)] == 0) ready.push_back(r);
  }
  if (done == graph_.node_size()) return;
  for (int i = 0; i < graph_.node_size(); ++i)
    if (waiting[static_cast<std::size_t>(i)] > 0)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: the graph has a cycle (%2 depends on its own output)"),
          what_, describe(i)));
}

const onnx::TensorProto& Graph::constant(const std::string& value, int node) const {
  auto it = constants_.find(value);
  if (it == constants_.end())
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: %2 takes '%3' from a computed value; nnlab imports weights and shapes stored in the file"),
        what_, describe(node), value));
  return *it->second;
}

namespace {

// The dims of `t`, each and their product bounded (a hostile file may claim 2^62 values).
std::vector<std::int64_t> checkedDims(const onnx::TensorProto& t, const std::string& where) {
  std::vector<std::int64_t> dims;
  std::int64_t n = 1;
  for (std::int64_t d : t.dims()) {
    if (d < 0 || d > kMaxTensorValues || (d > 0 && n > kMaxTensorValues / d))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1 has impossible dims (a dimension of %2)"),
          where, std::to_string(d)));
    n *= d;
    dims.push_back(d);
  }
  return dims;
}

std::int64_t product(const std::vector<std::int64_t>& dims) {
  std::int64_t n = 1;
  for (std::int64_t d : dims) n *= d;
  return n;
}

template <typename T>
std::vector<T> rawValues(const std::string& raw, std::int64_t n, const std::string& where) {
  if (static_cast<std::uint64_t>(raw.size()) != static_cast<std::uint64_t>(n) * sizeof(T))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 claims %2 values but holds %3 bytes"),
        where, std::to_string(n), std::to_string(raw.size())));
  std::vector<T> v(static_cast<std::size_t>(n));
  if (n > 0) std::memcpy(v.data(), raw.data(), raw.size());
  return v;
}

template <typename Repeated>
void checkCount(const Repeated& r, std::int64_t n, const std::string& where) {
  if (static_cast<std::int64_t>(r.size()) != n)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 claims %2 values but holds %3"),
        where, std::to_string(n), std::to_string(r.size())));
}

}  // namespace

Constant Graph::floats(const std::string& value, int node) const {
  const onnx::TensorProto& t = constant(value, node);
  const std::string where = what_ + ": the tensor '" + value + "' of " + describe(node);
  Constant c;
  c.dims = checkedDims(t, where);
  const std::int64_t n = product(c.dims);
  if (t.data_location() == onnx::TensorProto::EXTERNAL) return c;  // dims only: the values are in another file
  if (t.data_type() == onnx::TensorProto::FLOAT) {
    if (!t.raw_data().empty() || t.float_data_size() == 0) {
      c.values = rawValues<float>(t.raw_data(), n, where);
    } else {
      checkCount(t.float_data(), n, where);
      c.values.assign(t.float_data().begin(), t.float_data().end());
    }
  } else if (t.data_type() == onnx::TensorProto::DOUBLE) {
    std::vector<double> d;
    if (!t.raw_data().empty() || t.double_data_size() == 0) {
      d = rawValues<double>(t.raw_data(), n, where);
    } else {
      checkCount(t.double_data(), n, where);
      d.assign(t.double_data().begin(), t.double_data().end());
    }
    c.values.assign(d.begin(), d.end());
  } else {
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1 is %2; nnlab imports float32 and float64 weights"),
        where, typeName(t.data_type())));
  }
  c.present = true;
  return c;
}

std::vector<std::int64_t> Graph::ints(const std::string& value, int node) const {
  const onnx::TensorProto& t = constant(value, node);
  const std::string where = what_ + ": the tensor '" + value + "' of " + describe(node);
  const std::int64_t n = product(checkedDims(t, where));
  if (t.data_location() == onnx::TensorProto::EXTERNAL) fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
      "%1 is stored in an external file"),
      where));
  if (t.data_type() == onnx::TensorProto::INT64) {
    if (!t.raw_data().empty() || t.int64_data_size() == 0) return rawValues<std::int64_t>(t.raw_data(), n, where);
    checkCount(t.int64_data(), n, where);
    return {t.int64_data().begin(), t.int64_data().end()};
  }
  if (t.data_type() == onnx::TensorProto::INT32) {
    std::vector<std::int32_t> v;
    if (!t.raw_data().empty() || t.int32_data_size() == 0) {
      v = rawValues<std::int32_t>(t.raw_data(), n, where);
    } else {
      checkCount(t.int32_data(), n, where);
      v.assign(t.int32_data().begin(), t.int32_data().end());
    }
    return {v.begin(), v.end()};
  }
  fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 is %2, not integers"), where, typeName(t.data_type())));
}

const onnx::AttributeProto* Graph::attr(int node, const char* name, onnx::AttributeProto::AttributeType type,
                                        const char* typeName) const {
  for (const auto& a : graph_.node(node).attribute())
    if (a.name() == name) {
      if (a.type() != type)
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: %2 has an attribute '%3' that is not %4"),
            what_, describe(node), name, typeName));
      return &a;
    }
  return nullptr;
}

std::optional<std::int64_t> Graph::attrInt(int node, const char* name) const {
  const auto* a = attr(node, name, onnx::AttributeProto::INT, "an integer");
  return a ? std::optional<std::int64_t>(a->i()) : std::nullopt;
}

std::optional<float> Graph::attrFloat(int node, const char* name) const {
  const auto* a = attr(node, name, onnx::AttributeProto::FLOAT, "a float");
  return a ? std::optional<float>(a->f()) : std::nullopt;
}

std::optional<std::vector<std::int64_t>> Graph::attrInts(int node, const char* name) const {
  const auto* a = attr(node, name, onnx::AttributeProto::INTS, "a list of integers");
  if (!a) return std::nullopt;
  return std::vector<std::int64_t>(a->ints().begin(), a->ints().end());
}

std::optional<std::string> Graph::attrString(int node, const char* name) const {
  const auto* a = attr(node, name, onnx::AttributeProto::STRING, "a string");
  return a ? std::optional<std::string>(a->s()) : std::nullopt;
}

}  // namespace nnlab::onnxin

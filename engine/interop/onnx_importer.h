#pragma once
// The ONNX import's walk over a graph (interop/onnx_import.cpp runs it): the chain from the input
// to the output taken node by node into nnlab layers, with residual blocks
// (onnx_import_blocks.cpp). Internal to interop/.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/format.h"
#include "interop/onnx_graph.h"
#include "interop/onnx_import.h"

namespace nnlab::onnx_importer {


using json = nlohmann::json;
using onnxin::Constant;
using onnxin::Graph;
using onnxin::dimsText;
using Tensors = std::map<std::string, HostTensor>;

constexpr double kBlockEps = 1e-5;  // the epsilon of nnlab's residual block's batch norms (nn/residual_block.cpp)

// A float attribute as the number a person wrote (0.1, not 0.10000000149): specs are read by people.
inline double tidy(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return std::strtod(buf, nullptr);
}


// A Conv's or a pool's window, in the terms of nnlab's layers (the same on every axis).
struct Window {
  std::int64_t kernel = 1, stride = 1, padding = 0, dilation = 1;
};

struct Bn {
  Constant gamma, beta, mean, var;
  double eps = 1e-5, momentum = 0.1;  // nnlab's momentum: the weight of the current batch
};

class Importer {
 public:
  Importer(const Graph& g, OnnxImport& out) : g_(g), out_(out), used_(static_cast<std::size_t>(g.nodeCount()), false) {}

  void run() {
    cur_ = g_.input();
    rank_ = static_cast<int>(g_.inputDims().size());
    while (cur_ != g_.output()) {
      const std::vector<int>& rs = g_.readers(cur_);
      if (rs.empty())
        fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
            "%1: the value '%2' leads nowhere: the output '%3' is not reached from the input along a chain "
            "of layers"),
            g_.what(), cur_, g_.output()));
      if (rs.size() == 2 && viewFlatten(rs[0], rs[1])) {
        // x.view(x.size(0), -1): taken as a flatten, its shape's nodes marked used
      } else if (rs.size() == 2) {
        residual(rs[0], rs[1]);
      } else if (rs.size() > 2) {
        fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
            "%1: the value '%2' is read by %3 nodes; nnlab's layers form a chain whose only branches are "
            "residual blocks"),
            g_.what(), cur_, std::to_string(rs.size())));
      } else {
        step(rs[0]);
      }
    }
    if (!g_.readers(cur_).empty())
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "%1: the output '%2' is also read by %3"),
          g_.what(), cur_, g_.describe(g_.readers(cur_)[0])));
    for (int i = 0; i < g_.nodeCount(); ++i)
      if (!used_[static_cast<std::size_t>(i)] && g_.node(i).op_type() != "Constant")
        fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
            "%1: %2 is not on the chain from the input to the output"),
            g_.what(), g_.describe(i)));
    if (out_.spec.layers.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the graph has no layer nnlab could train"),
        g_.what()));
    if (!folded_.empty()) {
      std::string blocks;
      for (int b : folded_) blocks += (blocks.empty() ? "" : ", ") + std::to_string(b);
      note(msg(NNLAB_TEXT("nnlab::messages",
          "residual block(s) at layer %1: the file has no batch norm in them (PyTorch's evaluation export "
          "folds it into the convolutions); each convolution's bias became the shift of the block's batch "
          "norm, whose statistics start at mean 0, variance 1: the outputs are the file's, and training "
          "learns batch statistics again"),
          blocks));
    }
  }
  bool weightsPresent() const { return present_; }

 private:
  // "<file>: <node>: <why>", the reason translated by the app (core/message.h)
  [[noreturn]] void refuse(int i, const Message& why) const {
    fail(ErrorKind::Unsupported, msg("%1: %2: %3", g_.what(), g_.describe(i), why));
  }
  [[noreturn]] void bad(int i, const Message& why) const { fail(ErrorKind::BadInput, msg("%1: %2: %3", g_.what(), g_.describe(i), why)); }
  // A note is kept in English (the import's result); the app matches it against the templates.
  void note(const Message& text) { out_.notes.push_back(text.text()); }
  int layerNumber() const { return static_cast<int>(out_.spec.layers.size()) + 1; }

  void take(int i) {
    if (used_[static_cast<std::size_t>(i)]) bad(i, msg(NNLAB_TEXT("nnlab::messages", "reached twice")));
    used_[static_cast<std::size_t>(i)] = true;
  }
  // Node i must read `value` as its data (its first input) and nowhere else.
  void readsAsData(int i, const std::string& value) const {
    const onnx::NodeProto& n = g_.node(i);
    if (n.input_size() == 0 || n.input(0) != value) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "it reads '%1' in place of a weight or parameter"),
        value));
    for (int k = 1; k < n.input_size(); ++k)
      if (n.input(k) == value) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
          "it reads '%1' both as data and as a parameter"),
          value));
  }
  // Node i's first output; the others (batch norm's statistics, max pool's indices, dropout's
  // mask) must be read by nobody.
  std::string output(int i) const {
    const onnx::NodeProto& n = g_.node(i);
    if (n.output_size() == 0 || n.output(0).empty()) bad(i, msg(NNLAB_TEXT("nnlab::messages", "it has no output")));
    for (int k = 1; k < n.output_size(); ++k)
      if (!n.output(k).empty() && (!g_.readers(n.output(k)).empty() || n.output(k) == g_.output()))
        refuse(i, msg(NNLAB_TEXT("nnlab::messages",
            "its output %1 ('%2') is used; nnlab's layer has one output"),
            std::to_string(k + 1), n.output(k)));
    return n.output(0);
  }
  Constant weight(int i, int input, const char* role) {
    const onnx::NodeProto& n = g_.node(i);
    if (input >= n.input_size() || n.input(input).empty()) bad(i, msg(NNLAB_TEXT("nnlab::messages", "it has no %1"), role));
    Constant c = g_.floats(n.input(input), i);
    present_ = present_ && c.present;
    return c;
  }
  static HostTensor host(Constant c) { return {std::move(c.dims), std::move(c.values)}; }
  void add(json entry, Tensors tensors = {}) {
    out_.spec.layers.push_back(std::move(entry));
    out_.weights.push_back(std::move(tensors));
  }

  void step(int i) {
    const onnx::NodeProto& n = g_.node(i);
    const std::string& op = n.op_type();
    if (!n.domain().empty() && n.domain() != "ai.onnx")
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "%1: operator '%2.%3' (%4) has no nnlab layer"),
          g_.what(), n.domain(), op, nodeRef(i)));
    take(i);
    readsAsData(i, cur_);
    static const std::map<std::string, std::string> activations{
        {"Relu", "relu"}, {"Sigmoid", "sigmoid"}, {"Tanh", "tanh"}, {"Softplus", "softplus"}};
    if (op == "Conv") {
      conv(i);
    } else if (op == "Gemm") {
      gemm(i);
    } else if (op == "MatMul") {
      matmul(i);  // it moves cur_ itself, past the Add of a bias
      return;
    } else if (activations.count(op)) {
      add({{"type", activations.at(op)}});
    } else if (op == "LeakyRelu") {
      add({{"type", "leakyrelu"}, {"alpha", tidy(g_.attrFloat(i, "alpha").value_or(0.01f))}});
    } else if (op == "MaxPool" || op == "AveragePool") {
      pool(i);
    } else if (op == "GlobalAveragePool") {
      if (rank_ != 2 && rank_ != 3) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
          "global pooling needs channels with a length or an image")));
      add({{"type", rank_ == 3 ? "globalavgpool" : "globalavgpool1d"}});
      rank_ = 1;  // nnlab's global pools give flat features: a Flatten after them changes nothing
    } else if (op == "ReduceMean") {  // PyTorch's dynamo exporter writes adaptive_avg_pool(1) as a mean over the image
      reduceMean(i);
    } else if (op == "Flatten" || op == "Reshape") {
      flatten(i);
    } else if (op == "Squeeze") {  // after a global pool (Keras' exporters write it): the features are flat already
      if (rank_ != 1) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
          "a squeeze of a value that is not flat features after a global pool")));
    } else if (op == "BatchNormalization") {
      const Bn b = batchNorm(i);
      add({{"type", rank_ == 3 ? "batchnorm2d" : "batchnorm1d"}, {"momentum", b.momentum}, {"eps", b.eps}},
          {{"gamma", host(b.gamma)}, {"beta", host(b.beta)}, {"running_mean", host(b.mean)}, {"running_var", host(b.var)}});
    } else if (op == "Dropout") {
      dropout(i);
    } else if (op == "Identity") {
    } else if (op == "Softmax" || op == "LogSoftmax") {
      if (n.output_size() == 0 || n.output(0) != g_.output())
        refuse(i, msg(NNLAB_TEXT("nnlab::messages",
            "a softmax inside the network; nnlab applies it only in the loss, after the last layer")));
      note(msg(NNLAB_TEXT("nnlab::messages",
          "the final %1 was dropped: nnlab's loss (cross-entropy on the logits) applies it"),
          op));
    } else if (op == "Add") {
      refuse(i, msg(NNLAB_TEXT("nnlab::messages", "an Add outside a residual block (conv, relu, conv, add, relu)")));
    } else {
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "%1: operator '%2' (%3) has no nnlab layer"),
          g_.what(), op, nodeRef(i)));
    }
    cur_ = output(i);
  }

  // A mean over every position of an image (or a sequence), channels kept: a global average pool.
  void reduceMean(int i) {
    if (rank_ != 2 && rank_ != 3) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a mean over something other than the positions of an image or a sequence")));
    const onnx::NodeProto& n = g_.node(i);
    std::vector<std::int64_t> axes;
    if (auto a = g_.attrInts(i, "axes")) axes = *a;                               // opset 13
    else if (n.input_size() > 1 && !n.input(1).empty()) axes = g_.ints(n.input(1), i);  // opset 18: an input
    const std::int64_t rank = rank_ + 1;  // with the batch
    for (std::int64_t& a : axes) {
      if (a < -rank || a >= rank) bad(i, msg(NNLAB_TEXT("nnlab::messages",
          "axis %1 outside a value of %2 dimensions"),
          std::to_string(a), std::to_string(rank)));
      if (a < 0) a += rank;
    }
    std::sort(axes.begin(), axes.end());
    const std::vector<std::int64_t> positions = rank_ == 3 ? std::vector<std::int64_t>{2, 3} : std::vector<std::int64_t>{2};
    if (axes != positions) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a mean over other axes than every position (a global average pool)")));
    add({{"type", rank_ == 3 ? "globalavgpool" : "globalavgpool1d"}});
    rank_ = 1;  // flat features, as after GlobalAveragePool (keepdims' 1x1 is dropped by the Flatten that follows)
  }

  std::string nodeRef(int i) const {
    const std::string d = g_.describe(i);
    return d.substr(0, d.rfind(" ("));
  }

  Window window(int i, int dims, const std::vector<std::int64_t>& weightKernel) const {
    const auto k = g_.attrInts(i, "kernel_shape");
    if (!k && weightKernel.empty()) bad(i, msg(NNLAB_TEXT("nnlab::messages", "it has no kernel_shape")));
    const std::vector<std::int64_t> kernel = k ? *k : weightKernel;
    const auto n = static_cast<std::size_t>(dims);
    if (kernel.size() != n) bad(i, msg(NNLAB_TEXT("nnlab::messages",
        "a kernel of %1 dimensions on %2-d data"),
        std::to_string(kernel.size()), std::to_string(dims)));
    if (!weightKernel.empty() && kernel != weightKernel) bad(i, msg(NNLAB_TEXT("nnlab::messages",
        "its kernel_shape differs from its weight's")));
    std::vector<std::int64_t> strides = g_.attrInts(i, "strides").value_or(std::vector<std::int64_t>(n, 1));
    std::vector<std::int64_t> pads = g_.attrInts(i, "pads").value_or(std::vector<std::int64_t>(2 * n, 0));
    std::vector<std::int64_t> dilations = g_.attrInts(i, "dilations").value_or(std::vector<std::int64_t>(n, 1));
    if (strides.size() != n || pads.size() != 2 * n || dilations.size() != n) bad(i, msg(NNLAB_TEXT("nnlab::messages",
        "its strides, pads or dilations do not match its kernel")));
    const std::string autoPad = g_.attrString(i, "auto_pad").value_or("NOTSET");
    if (autoPad == "VALID") {
      std::fill(pads.begin(), pads.end(), 0);
    } else if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      // Only stride 1 with odd kernels pads the same on both sides, as nnlab's layers do.
      for (std::size_t d = 0; d < n; ++d)
        if (strides[d] != 1 || kernel[d] % 2 == 0 || dilations[d] != 1) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
            "auto_pad %1 with uneven padding"),
            autoPad));
      for (std::size_t d = 0; d < n; ++d) pads[d] = pads[d + n] = (kernel[d] - 1) / 2;
    } else if (autoPad != "NOTSET") {
      bad(i, msg(NNLAB_TEXT("nnlab::messages", "auto_pad '%1' is not an ONNX value"), autoPad));
    }
    auto same = [](const std::vector<std::int64_t>& v) { return std::all_of(v.begin(), v.end(), [&](std::int64_t x) { return x == v[0]; }); };
    if (!same(kernel)) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a kernel of %1; nnlab's kernels are square"),
        dimsText(kernel)));
    if (!same(strides)) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "strides of %1; nnlab's are the same on every axis"),
        dimsText(strides)));
    if (!same(pads)) refuse(i, msg(NNLAB_TEXT("nnlab::messages", "pads of %1; nnlab pads every side alike"), dimsText(pads)));
    if (!same(dilations)) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "dilations of %1; nnlab's are the same on every axis"),
        dimsText(dilations)));
    for (std::int64_t v : {kernel[0], strides[0], dilations[0]})
      if (v < 1 || v > (1 << 16)) bad(i, msg(NNLAB_TEXT("nnlab::messages",
          "a kernel, stride or dilation of %1"),
          std::to_string(v)));
    if (pads[0] < 0 || pads[0] > (1 << 16)) bad(i, msg(NNLAB_TEXT("nnlab::messages", "a padding of %1"), std::to_string(pads[0])));
    return {kernel[0], strides[0], pads[0], dilations[0]};
  }

  void conv(int i) {
    if (rank_ != 2 && rank_ != 3) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a convolution over flat features (it needs channels with a length or an image)")));
    const int dims = rank_ - 1;
    Constant w = weight(i, 1, "weight");
    if (static_cast<int>(w.dims.size()) != dims + 2) bad(i, msg(NNLAB_TEXT("nnlab::messages",
        "a weight of %1 for a %2-d convolution"),
        dimsText(w.dims), std::to_string(dims)));
    if (const std::int64_t group = g_.attrInt(i, "group").value_or(1); group != 1)
      refuse(i, msg(NNLAB_TEXT("nnlab::messages",
          "a grouped convolution (group %1); nnlab's convolutions read every input channel"),
          std::to_string(group)));
    const Window win = window(i, dims, std::vector<std::int64_t>(w.dims.begin() + 2, w.dims.end()));
    json e = {{"type", dims == 2 ? "conv2d" : "conv1d"}, {"filters", w.dims[0]}, {"kernel", win.kernel}, {"stride", win.stride},
              {"padding", win.padding}};
    if (dims == 1) e["dilation"] = win.dilation;
    if (dims == 2 && win.dilation != 1) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a dilated 2-D convolution; nnlab's conv2d has no dilation")));
    const std::int64_t filters = w.dims[0];
    Tensors t{{"weight", host(std::move(w))}};
    const bool hasBias = g_.node(i).input_size() > 2 && !g_.node(i).input(2).empty();
    e["bias"] = hasBias;
    if (hasBias) t["bias"] = host(channels(i, weight(i, 2, "bias"), filters, "bias"));
    add(std::move(e), std::move(t));
  }

  // A per-channel tensor as dims {n}: Error(BadInput) when it holds another count.
  Constant channels(int i, Constant c, std::int64_t n, const char* role) const {
    if (c.numel() != n) bad(i, msg(NNLAB_TEXT("nnlab::messages",
        "its %1 has %2 values for %3 channels"),
        role, dimsText(c.dims), std::to_string(n)));
    c.dims = {n};
    return c;
  }

  static void transpose(HostTensor& t) {  // (rows, cols) -> (cols, rows)
    const std::int64_t r = t.dims[0], c = t.dims[1];
    if (!t.values.empty()) {
      std::vector<float> v(t.values.size());
      for (std::int64_t y = 0; y < r; ++y)
        for (std::int64_t x = 0; x < c; ++x) v[static_cast<std::size_t>(x * r + y)] = t.values[static_cast<std::size_t>(y * c + x)];
      t.values = std::move(v);
    }
    t.dims = {c, r};
  }

  void dense(int i, HostTensor w, std::optional<HostTensor> bias) {
    if (rank_ != 1) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a matrix product on a value of %1 dimensions per sample; flatten it first"),
        std::to_string(rank_)));
    const std::int64_t units = w.dims[0];
    Tensors t{{"weight", std::move(w)}};
    if (bias) t["bias"] = std::move(*bias);
    add({{"type", "dense"}, {"units", units}, {"bias", bias.has_value()}}, std::move(t));
  }

  void gemm(int i) {
    if (g_.attrInt(i, "transA").value_or(0) != 0) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "transA; nnlab's dense layer takes its input as rows")));
    HostTensor w = host(weight(i, 1, "weight"));
    if (w.dims.size() != 2) bad(i, msg(NNLAB_TEXT("nnlab::messages", "a weight of %1"), dimsText(w.dims)));
    if (g_.attrInt(i, "transB").value_or(0) == 0) transpose(w);  // nnlab keeps (units, inputs)
    const float alpha = g_.attrFloat(i, "alpha").value_or(1.0f), beta = g_.attrFloat(i, "beta").value_or(1.0f);
    if (alpha != 1.0f || beta != 1.0f) note(msg(NNLAB_TEXT("nnlab::messages",
        "layer %1: Gemm's alpha and beta were multiplied into its weight and bias"),
        std::to_string(layerNumber())));
    for (float& v : w.values) v *= alpha;
    std::optional<HostTensor> bias;
    if (g_.node(i).input_size() > 2 && !g_.node(i).input(2).empty()) {
      bias = host(channels(i, weight(i, 2, "bias"), w.dims[0], "bias"));
      for (float& v : bias->values) v *= beta;
    }
    dense(i, std::move(w), std::move(bias));
  }

  // MatMul by a stored (inputs, units) matrix, and the Add of a stored bias when one follows.
  void matmul(int i) {
    HostTensor w = host(weight(i, 1, "weight"));
    if (w.dims.size() != 2) bad(i, msg(NNLAB_TEXT("nnlab::messages", "a weight of %1"), dimsText(w.dims)));
    transpose(w);
    std::optional<HostTensor> bias;
    const std::string out = output(i);
    const std::vector<int>& rs = g_.readers(out);
    if (out != g_.output() && rs.size() == 1 && g_.node(rs[0]).op_type() == "Add" && g_.node(rs[0]).input_size() == 2) {
      const onnx::NodeProto& a = g_.node(rs[0]);
      const std::string& other = a.input(0) == out ? a.input(1) : a.input(0);
      if (other != out && g_.isConstant(other)) {
        take(rs[0]);
        Constant b = g_.floats(other, rs[0]);
        present_ = present_ && b.present;
        bias = host(channels(rs[0], std::move(b), w.dims[0], "bias"));
        dense(i, std::move(w), std::move(bias));
        cur_ = output(rs[0]);
        return;
      }
    }
    dense(i, std::move(w), std::nullopt);
    cur_ = out;
  }

  void pool(int i) {
    if (rank_ != 2 && rank_ != 3) refuse(i, msg(NNLAB_TEXT("nnlab::messages", "pooling over flat features")));
    const bool avg = g_.node(i).op_type() == "AveragePool";
    const Window win = window(i, rank_ - 1, {});
    if (g_.attrInt(i, "ceil_mode").value_or(0) != 0) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "ceil_mode 1; nnlab's pools round their output size down")));
    if (win.dilation != 1) refuse(i, msg(NNLAB_TEXT("nnlab::messages", "a dilated pool")));
    if (avg && win.padding > 0 && g_.attrInt(i, "count_include_pad").value_or(0) == 0)
      refuse(i, msg(NNLAB_TEXT("nnlab::messages",
          "an average pool that leaves its padding out of the mean; nnlab's counts the zeros")));
    const std::string type = std::string(avg ? "avgpool" : "maxpool") + (rank_ == 3 ? "2d" : "1d");
    add({{"type", type}, {"kernel", win.kernel}, {"stride", win.stride}, {"padding", win.padding}});
  }

  // PyTorch's x.view(x.size(0), -1) (and flatten(x, 1)) with a free batch: Reshape(x, s) where s
  // is Concat(Unsqueeze(Gather(Shape(x), 0)), [-1]) — the batch read from x, the rest flattened.
  // A flatten; the nodes computing s are marked used. Anything else is left to the walk.
  bool viewFlatten(int a, int b) {
    const int shapeNode = g_.node(a).op_type() == "Shape" ? a : g_.node(b).op_type() == "Shape" ? b : -1;
    const int reshape = shapeNode == a ? b : a;
    if (shapeNode < 0 || g_.node(reshape).op_type() != "Reshape" || g_.node(reshape).input_size() < 2 ||
        g_.node(reshape).input(0) != cur_)
      return false;
    const auto op = [&](int i) { return i < 0 ? std::string() : g_.node(i).op_type(); };
    const int concat = g_.producer(g_.node(reshape).input(1));
    if (op(concat) != "Concat" || g_.node(concat).input_size() != 2) return false;
    // The batch: Unsqueeze(Gather(Shape(x), 0)), the Unsqueeze's axes as an attribute or a constant.
    const int unsq = g_.producer(g_.node(concat).input(0));
    if (op(unsq) != "Unsqueeze") return false;
    const int gather = g_.producer(g_.node(unsq).input(0));
    if (op(gather) != "Gather" || g_.node(gather).input_size() != 2 || g_.producer(g_.node(gather).input(0)) != shapeNode ||
        !g_.isConstant(g_.node(gather).input(1)) || g_.ints(g_.node(gather).input(1), gather) != std::vector<std::int64_t>{0})
      return false;
    // The rest: a constant -1 (or the features' count).
    const std::string rest = g_.node(concat).input(1);
    if (!g_.isConstant(rest)) return false;
    const std::vector<std::int64_t> r = g_.ints(rest, concat);
    if (r.size() != 1 || r[0] == 0 || r[0] < -1) return false;
    for (int i : {shapeNode, concat, unsq, gather}) take(i);  // (Constant nodes need no marking)
    take(reshape);
    if (rank_ > 1) add({{"type", "flatten"}});
    rank_ = 1;
    cur_ = output(reshape);
    return true;
  }

  void flatten(int i) {
    if (g_.node(i).op_type() == "Flatten") {
      if (g_.attrInt(i, "axis").value_or(1) != 1) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
          "a flatten that keeps more than the batch dimension")));
    } else {
      if (g_.node(i).input_size() < 2) bad(i, msg(NNLAB_TEXT("nnlab::messages", "it has no shape")));
      const std::vector<std::int64_t> shape = g_.ints(g_.node(i).input(1), i);
      if (shape.size() != 2 || shape[0] < -1 || shape[1] < -1 || (shape[0] == -1 && shape[1] == -1))
        refuse(i, msg(NNLAB_TEXT("nnlab::messages",
            "a reshape to %1; nnlab reshapes only to (batch, features)"),
            dimsText(shape)));
      if (shape[0] > 0) note(msg(NNLAB_TEXT("nnlab::messages",
          "layer %1: the file fixes the batch at %2 here; nnlab leaves it free"),
          std::to_string(layerNumber()), std::to_string(shape[0])));
    }
    if (rank_ > 1) add({{"type", "flatten"}});
    rank_ = 1;
  }

  Bn batchNorm(int i) {
    if (g_.attrInt(i, "training_mode").value_or(0) != 0) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a batch norm in training mode")));
    Bn b;
    b.gamma = weight(i, 1, "scale");
    const std::int64_t c = b.gamma.numel();
    b.gamma.dims = {c};
    b.beta = channels(i, weight(i, 2, "bias"), c, "bias");
    b.mean = channels(i, weight(i, 3, "mean"), c, "mean");
    b.var = channels(i, weight(i, 4, "variance"), c, "variance");
    b.eps = tidy(g_.attrFloat(i, "epsilon").value_or(1e-5f));
    b.momentum = tidy(1.0 - tidy(g_.attrFloat(i, "momentum").value_or(0.9f)));  // ONNX's is the weight of the old statistics
    return b;
  }

  void dropout(int i) {
    double rate = 0.5;
    if (g_.opset() > 0 && g_.opset() < 12) {
      rate = g_.attrFloat(i, "ratio").value_or(0.5f);
    } else if (g_.node(i).input_size() > 1 && !g_.node(i).input(1).empty()) {
      const Constant r = g_.floats(g_.node(i).input(1), i);
      if (r.numel() != 1 || !r.present) bad(i, msg(NNLAB_TEXT("nnlab::messages", "its ratio is not one number")));
      rate = r.values[0];
    }
    if (!(rate >= 0.0 && rate <= 0.95)) refuse(i, msg(NNLAB_TEXT("nnlab::messages",
        "a dropout rate of %1 (nnlab takes 0 .. 0.95)"),
        realArg(formatDouble(rate))));
    add({{"type", "dropout"}, {"rate", tidy(rate)}});
  }

  void residual(int a, int b);
  struct ConvBn {
    int conv = -1, bn = -1;
  };
  void blockPart(Tensors& t, const std::string& conv, const std::string& bn, const ConvBn& part, std::int64_t filters);

  const Graph& g_;
  OnnxImport& out_;
  std::vector<bool> used_;
  std::string cur_;
  int rank_ = 0;  // dims per sample of cur_
  bool present_ = true;  // every weight read so far holds its values
  std::vector<int> folded_;  // residual layers whose batch norms were folded into their convolutions
};

}  // namespace nnlab::onnx_importer

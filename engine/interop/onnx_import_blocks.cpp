// The ONNX import's residual blocks: a branch of the chain (conv, [batch norm], relu, conv, [batch
// norm], plus the input or a 1x1 conv, add, relu) taken as nnlab's residual block, batch norms
// folded by PyTorch's evaluation export undone (interop/onnx_importer.h).
#include "interop/onnx_importer.h"

namespace nnlab::onnx_importer {

void Importer::residual(int a, int b) {
  const std::string x = cur_;
  auto whyNot = [&](const std::string& why) {
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the value '%2' is read by %3 and %4; nnlab expresses such a branch only as a residual block "
        "(conv 3x3, [batch norm], relu, conv 3x3, [batch norm], plus the input or a 1x1 conv [+ batch "
        "norm], add, relu): %5"),
        g_.what(), x, g_.describe(a), g_.describe(b), why));
  };
  if (rank_ != 3) whyNot("the value is not an image");
  // A branch: the nodes from x up to the Add that joins it to the other.
  auto branch = [&](int first, std::vector<int>& nodes) {
    int i = first;
    std::string value = x;
    while (g_.node(i).op_type() != "Add") {
      if (nodes.size() == 5) whyNot("a branch longer than a block's");
      const onnx::NodeProto& n = g_.node(i);
      if (n.input_size() == 0 || n.input(0) != value) whyNot(g_.describe(i) + " reads '" + value + "' in place of a weight");
      nodes.push_back(i);
      value = n.output_size() > 0 ? n.output(0) : std::string();
      const std::vector<int>& rs = g_.readers(value);
      if (value.empty() || value == g_.output() || rs.size() != 1) whyNot("the branch through " + g_.describe(i) + " does not lead to one Add");
      i = rs[0];
    }
    return i;
  };
  std::vector<int> pa, pb;
  const int sumNode = branch(a, pa);
  if (branch(b, pb) != sumNode) whyNot("its branches do not meet at one Add");
  const onnx::NodeProto& sum = g_.node(sumNode);
  auto end = [&](const std::vector<int>& p) { return p.empty() ? x : g_.node(p.back()).output(0); };
  if (sum.input_size() != 2 || !((sum.input(0) == end(pa) && sum.input(1) == end(pb)) || (sum.input(1) == end(pa) && sum.input(0) == end(pb))))
    whyNot(g_.describe(sumNode) + " does not add the two branches");
  const std::vector<int>& main = pa.size() >= pb.size() ? pa : pb;
  const std::vector<int>& shortcut = pa.size() >= pb.size() ? pb : pa;
  auto op = [&](const std::vector<int>& p, std::size_t at) { return at < p.size() ? g_.node(p[at]).op_type() : std::string(); };
  auto convBn = [&](const std::vector<int>& p, std::size_t& at, const char* role) {
    ConvBn c;
    if (op(p, at) != "Conv") whyNot(std::string("its ") + role + " is not a convolution");
    c.conv = p[at++];
    if (op(p, at) == "BatchNormalization") c.bn = p[at++];
    return c;
  };
  std::size_t k = 0;
  const ConvBn c1 = convBn(main, k, "first layer");
  if (op(main, k) != "Relu") whyNot("no ReLU between its convolutions");
  ++k;
  const ConvBn c2 = convBn(main, k, "second convolution");
  if (k != main.size()) whyNot("more layers than a block's");
  ConvBn proj;
  std::size_t s = 0;
  if (!shortcut.empty()) proj = convBn(shortcut, s, "shortcut");
  if (s != shortcut.size()) whyNot("a shortcut of more than a convolution and a batch norm");
  const std::string sumOut = sum.output_size() > 0 ? sum.output(0) : std::string();
  const std::vector<int>& after = g_.readers(sumOut);
  if (sumOut.empty() || sumOut == g_.output() || after.size() != 1 || g_.node(after[0]).op_type() != "Relu") whyNot("no ReLU after the Add");

  // The geometry nnlab's block has (nn/residual_block.cpp).
  auto geometry = [&](int conv, std::int64_t kernel, std::int64_t padding) {
    const Constant w = g_.floats(g_.node(conv).input_size() > 1 ? g_.node(conv).input(1) : std::string(), conv);
    if (w.dims.size() != 4) bad(conv, msg(NNLAB_TEXT("nnlab::messages",
        "a weight of %1 for a 2-d convolution"),
        dimsText(w.dims)));
    if (g_.attrInt(conv, "group").value_or(1) != 1) whyNot("a grouped convolution");
    const Window win = window(conv, 2, {w.dims[2], w.dims[3]});
    if (win.kernel != kernel || win.padding != padding || win.dilation != 1)
      whyNot(g_.describe(conv) + " is not " + std::to_string(kernel) + "x" + std::to_string(kernel) + " with padding " + std::to_string(padding));
    return std::make_pair(win.stride, w.dims);
  };
  const auto [stride, w1] = geometry(c1.conv, 3, 1);
  const auto [stride2, w2] = geometry(c2.conv, 3, 1);
  const std::int64_t filters = w1[0], inputs = w1[1];
  if (stride > 4) whyNot("a stride of " + std::to_string(stride) + " (nnlab's block takes 1 .. 4)");
  if (stride2 != 1) whyNot("its second convolution has a stride");
  if (w2[0] != filters || w2[1] != filters) bad(c2.conv, msg(NNLAB_TEXT("nnlab::messages",
      "a weight of %1 after %2 channels"),
      dimsText(w2), std::to_string(filters)));
  const bool projects = stride != 1 || inputs != filters;  // nnlab's rule
  if (projects != (proj.conv >= 0))
    whyNot(projects ? "its shortcut adds the input unchanged although the block changes the stride or the channels"
                    : "a projection shortcut where nnlab's block adds the input itself (stride 1, the same channels)");
  if (projects) {
    const auto [ps, ws] = geometry(proj.conv, 1, 0);
    if (ps != stride || ws[0] != filters || ws[1] != inputs) whyNot("its shortcut does not match the block's stride and channels");
  }
  for (const std::vector<int>* p : {&main, &shortcut})
    for (int i : *p) {
      take(i);
      output(i);  // batch norm's other outputs must be unused
    }
  take(sumNode);
  take(after[0]);
  Tensors t;
  blockPart(t, "conv1", "bn1", c1, filters);
  blockPart(t, "conv2", "bn2", c2, filters);
  if (projects) blockPart(t, "shortcut_conv", "shortcut_bn", proj, filters);
  add({{"type", "residual"}, {"filters", filters}, {"stride", stride}}, std::move(t));
  cur_ = output(after[0]);
}

// One convolution of a block with its batch norm, as nnlab's block holds them: a convolution
// without bias, then a batch norm with epsilon 1e-5. A bias joins the batch norm (its mean moves by
// it) or, without one, becomes the shift of an identity batch norm: gamma sqrt(1 + eps) over
// variance 1 cancels the epsilon, so evaluation gives conv + bias exactly.
void Importer::blockPart(Tensors& t, const std::string& conv, const std::string& bn, const ConvBn& part, std::int64_t filters) {
  Constant w = weight(part.conv, 1, "weight");
  const bool hasBias = g_.node(part.conv).input_size() > 2 && !g_.node(part.conv).input(2).empty();
  const Constant bias = hasBias ? channels(part.conv, weight(part.conv, 2, "bias"), filters, "bias") : Constant{};
  const auto n = static_cast<std::size_t>(filters);
  Bn b;
  if (part.bn >= 0) {
    b = batchNorm(part.bn);
    if (b.gamma.numel() != filters) bad(part.bn, msg(NNLAB_TEXT("nnlab::messages",
        "a batch norm of %1 channels after %2"),
        std::to_string(b.gamma.numel()), std::to_string(filters)));
    if (hasBias && bias.present && b.mean.present)
      for (std::size_t c = 0; c < n; ++c) b.mean.values[c] -= bias.values[c];
    if (std::fabs(b.eps - kBlockEps) > 1e-12) {
      for (float& v : b.var.values) {
        v += static_cast<float>(b.eps - kBlockEps);
        if (v < 0.0f) refuse(part.bn, msg(NNLAB_TEXT("nnlab::messages",
            "an epsilon below nnlab's block's 1e-5 with a variance smaller than the difference")));
      }
      note(msg(NNLAB_TEXT("nnlab::messages",
          "layer %1: the batch-norm epsilon %2 became nnlab's 1e-5, the variances shifted by the "
          "difference (the outputs stay the file's)"),
          std::to_string(layerNumber()), realArg(formatDouble(b.eps))));
    }
    if (std::fabs(b.momentum - 0.1) > 1e-9)
      note(msg(NNLAB_TEXT("nnlab::messages",
          "layer %1: nnlab's residual block trains its batch norms with momentum 0.1, not the file's %2"),
          std::to_string(layerNumber()), realArg(formatDouble(b.momentum))));
  } else {
    auto filled = [&](float v) {
      Constant c;
      c.dims = {filters};
      c.values.assign(n, v);
      c.present = true;
      return c;
    };
    b.gamma = filled(static_cast<float>(std::sqrt(1.0 + kBlockEps)));
    b.beta = hasBias ? bias : filled(0.0f);
    b.mean = filled(0.0f);
    b.var = filled(1.0f);
    if (folded_.empty() || folded_.back() != layerNumber()) folded_.push_back(layerNumber());
  }
  t[conv + ".weight"] = host(std::move(w));
  t[bn + ".gamma"] = host(std::move(b.gamma));
  t[bn + ".beta"] = host(std::move(b.beta));
  t[bn + ".running_mean"] = host(std::move(b.mean));
  t[bn + ".running_var"] = host(std::move(b.var));
}

}  // namespace nnlab::onnx_importer

// The spec around the imported layers (onnx_import.cpp walks them): name, input, classes, and the
// checks that the layers fit together and that the file's weights fit the input each layer gets.
#include <algorithm>
#include <cctype>

#include "core/error.h"
#include "interop/onnx_graph.h"
#include "nn/model.h"

namespace nnlab::onnxin {

using json = nlohmann::json;

void finishSpec(const Graph& g, OnnxImport& out, const std::string& name) {
  ModelSpec& s = out.spec;
  s.name.clear();
  for (char c : name) s.name += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ? c : '_';
  if (s.name.empty()) s.name = "imported";
  s.title = name;
  s.description = "Imported from ONNX (" + g.producer() + ", opset " + std::to_string(g.opset()) + ")";
  const std::vector<std::int64_t>& in = g.inputDims();
  if (!in.empty() && std::all_of(in.begin(), in.end(), [](std::int64_t d) { return d > 0; }))
    s.input = Shape(in);
  else
    out.notes.push_back(msg(NNLAB_TEXT("nnlab::messages", "the file leaves the input size open: the dataset decides it")).text());
  const std::vector<std::int64_t>& o = g.outputDims();
  if (o.size() > 1)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the output has %2 values per sample; an nnlab model gives (batch, classes)"),
        g.what(), dimsText(o)));
  std::int64_t classes = o.size() == 1 ? o[0] : -1;
  if (classes <= 0)
    for (const json& l : s.layers)
      if (l.at("type") == "dense") classes = l.at("units").get<std::int64_t>();
  if (classes > (1 << 16)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1: %2 classes (nnlab takes up to 65536)"),
      g.what(), std::to_string(classes)));
  s.classes = classes > 0 ? static_cast<int>(classes) : 0;
  if (!s.input) return;
  const ModelCheck c = checkModel(s, *s.input, s.classes);
  if (!c.ok) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1: the imported layers do not fit together: %2"),
      g.what(), c.message));
  if (c.output.rank() != 1 || (s.classes > 0 && c.output.numel() != s.classes))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: the layers give %2 per sample, the graph's output %3"),
        g.what(), c.output.str(), dimsText(o)));
  for (std::size_t i = 0; i < c.layers.size() && i < out.weights.size(); ++i) {
    const LayerReport& r = c.layers[i];
    const std::map<std::string, HostTensor>& t = out.weights[i];
    auto dim = [&](const char* tensor, std::size_t d) -> std::int64_t {
      auto it = t.find(tensor);
      return it == t.end() || it->second.dims.size() <= d ? -1 : it->second.dims[d];
    };
    std::int64_t want = -1, got = -1;
    if (r.type == "dense") {
      want = r.in.numel();
      got = dim("weight", 1);
    } else if (r.type == "conv2d" || r.type == "conv1d") {
      want = r.in[0];
      got = dim("weight", 1);
    } else if (r.type == "batchnorm1d" || r.type == "batchnorm2d") {
      want = r.in[0];
      got = dim("gamma", 0);
    } else if (r.type == "residual") {
      want = r.in[0];
      got = dim("conv1.weight", 1);
    }
    if (want != got)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: layer %2 (%3) gets %4 per sample, but the file's weights for it take %5 inputs"),
          g.what(), std::to_string(r.index), r.label, r.in.str(), std::to_string(got)));
  }
}


}  // namespace nnlab::onnxin

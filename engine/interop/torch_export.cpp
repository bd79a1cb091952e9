#include "interop/torch_export.h"

#include <cctype>
#include <cstring>
#include <filesystem>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/build_id.h"
#include "core/error.h"
#include "core/files.h"
#include "core/rng.h"
#include "interop/layer_tensors.h"
#include "nn/model.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

// One state_dict entry: float32 values, or (num_batches_tracked) one int64.
struct Entry {
  std::string name;
  std::vector<std::int64_t> dims;
  std::vector<float> values;
  bool int64 = false;
};

// A safetensors file: the u64 header length, the JSON header (padded with spaces to 8 bytes), the
// tensors' bytes in order (little-endian: the machines nnlab builds for are), written whole or not
// at all (core/files.h).
void writeSafetensors(const std::string& path, const std::vector<Entry>& entries) {
  nlohmann::ordered_json header;
  header["__metadata__"] = {{"format", "pt"}, {"producer", "nnlab " + buildId()}};
  std::uint64_t offset = 0;
  for (const Entry& e : entries) {
    const std::uint64_t bytes = e.int64 ? 8 : e.values.size() * 4;
    header[e.name] = {{"dtype", e.int64 ? "I64" : "F32"}, {"shape", e.dims}, {"data_offsets", {offset, offset + bytes}}};
    offset += bytes;
  }
  std::string h = header.dump();
  while (h.size() % 8 != 0) h += ' ';
  auto le64 = [](std::uint64_t v) {
    std::string b(8, '\0');
    for (int i = 0; i < 8; ++i) b[static_cast<std::size_t>(i)] = static_cast<char>(v >> (8 * i));
    return b;
  };
  std::string file = le64(h.size()) + h;
  file.reserve(file.size() + offset);
  for (const Entry& e : entries) {
    if (e.int64)
      file += le64(static_cast<std::uint64_t>(static_cast<std::int64_t>(e.values.empty() ? 0 : e.values[0])));
    else
      file.append(reinterpret_cast<const char*>(e.values.data()), e.values.size() * 4);
  }
  writeTextFileAtomic(path, file);
}

int arg(const nlohmann::json& args, const char* key, int fallback) {
  return args.contains(key) && args[key].is_number_integer() ? args[key].get<int>() : fallback;
}

std::string real(double v) {
  std::ostringstream s;
  s.precision(17);
  s << v;
  std::string t = s.str();
  if (t.find_first_of(".eE") == std::string::npos) t += ".0";
  return t;
}

std::string shapeText(const Shape& s) {
  std::string t = "(";
  for (int d = 0; d < s.rank(); ++d) t += (d ? ", " : "") + std::to_string(s[d]);
  return t + (s.rank() == 1 ? ",)" : ")");
}

// "resnet34" -> "Resnet34", "my net" -> "MyNet"; a leading digit or nothing usable -> "Model...".
std::string className(const std::string& name) {
  std::string out;
  bool up = true;
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      up = false;
    } else {
      up = true;
    }
  }
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = "Model" + out;
  return out;
}

const char* kBasicBlock = R"(class BasicBlock(nn.Module):
    """nnlab's residual block: two 3x3 convolutions with batch norm, the input added back
    (through a 1x1 convolution and batch norm when the shape changes), then ReLU."""

    def __init__(self, channels, filters, stride, projection):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, filters, 3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(filters)
        self.conv2 = nn.Conv2d(filters, filters, 3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(filters)
        if projection:
            self.shortcut_conv = nn.Conv2d(channels, filters, 1, stride=stride, bias=False)
            self.shortcut_bn = nn.BatchNorm2d(filters)
        else:
            self.shortcut_conv = None

    def forward(self, x):
        h = torch.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        shortcut = x if self.shortcut_conv is None else self.shortcut_bn(self.shortcut_conv(x))
        return torch.relu(h + shortcut)


)";

const char* kTail = R"(

def read_safetensors(path):
    """The tensors of a .safetensors file: with the safetensors package when it is installed,
    else with this reader (the format: a little-endian u64 header length, a JSON header, the data)."""
    try:
        from safetensors.torch import load_file
        return load_file(path)
    except ImportError:
        pass
    with open(path, "rb") as f:
        size = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(size))
        data = f.read()
    types = {"F32": torch.float32, "I64": torch.int64}
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        values = torch.frombuffer(bytearray(data[begin:end]), dtype=types[info["dtype"]])
        tensors[name] = values.reshape(info["shape"])
    return tensors


def load(path=None):
    """The model with its trained weights (model.safetensors beside this file), in evaluation mode."""
    model = %CLASS%()
    here = os.path.dirname(os.path.abspath(__file__))
    model.load_state_dict(read_safetensors(path or os.path.join(here, "model.safetensors")))
    return model.eval()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        # nnlab's own logits for some inputs (sample.safetensors) against this module's.
        sample = read_safetensors(sys.argv[2])
        with torch.no_grad():
            logits = load()(sample["input"])
        diff = (logits - sample["logits"]).abs().max().item()
        scale = sample["logits"].abs().max().item()
        ok = diff <= 1e-4 * max(1.0, scale)
        print(f"%CLASS%: largest difference from nnlab's logits {diff:.3g} (logits up to {scale:.3g}): "
              + ("the same" if ok else "DIFFERENT"))
        sys.exit(0 if ok else 1)
    print(load())
)";

}  // namespace

TorchExport exportPyTorch(Model& model, const std::string& dir, int samples, std::uint64_t seed) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "cannot create the folder '%1'%2"),
      dir, (ec ? ": " + ec.message() : "")));
  TorchExport info;
  info.className = className(model.spec().name.empty() ? "model" : model.spec().name);
  std::vector<Entry> entries;
  std::ostringstream init, fwd;
  bool block = false;
  const std::vector<LayerReport>& reports = model.check().layers;
  if (reports.size() != model.layerCount()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
      "PyTorch export: the model's check does not match its layers")));
  for (std::size_t i = 0; i < model.layerCount(); ++i) {
    Layer& layer = model.layer(i);
    const std::string type = layer.type();
    const nlohmann::json args = layer.args();
    const LayerReport& rep = reports[i];
    const std::string name = "layer" + std::to_string(i + 1);
    std::map<std::string, HostTensor> t = layerTensors(model, layer);
    // state_dict entries of this layer: nnlab's names -> PyTorch's.
    auto put = [&](const std::string& from, const std::string& to) {
      auto it = t.find(from);
      if (it == t.end()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
          "PyTorch export: %1 has no tensor '%2'"),
          layer.label(), from));
      entries.push_back({name + "." + to, it->second.dims, it->second.values, false});
      info.parameters += static_cast<std::int64_t>(it->second.values.size());
    };
    auto batchNorm = [&](const std::string& nn, const std::string& to) {  // nn: "bn1." or ""
      put(nn + "gamma", to + "weight");
      put(nn + "beta", to + "bias");
      put(nn + "running_mean", to + "running_mean");
      put(nn + "running_var", to + "running_var");
      entries.push_back({name + "." + to + "num_batches_tracked", {}, {0.0f}, true});
    };
    std::string module;
    std::string call = "x = self." + name + "(x)";
    if (type == "dense") {
      const bool bias = t.count("bias") > 0;
      module = "nn.Linear(" + std::to_string(rep.in.numel()) + ", " + std::to_string(rep.out[0]) + (bias ? "" : ", bias=False") + ")";
      put("weight", "weight");
      if (bias) put("bias", "bias");
    } else if (type == "conv2d" || type == "conv1d") {
      const bool bias = t.count("bias") > 0;
      module = std::string(type == "conv2d" ? "nn.Conv2d(" : "nn.Conv1d(") + std::to_string(rep.in[0]) + ", " +
               std::to_string(rep.out[0]) + ", " + std::to_string(arg(args, "kernel", 1)) +
               ", stride=" + std::to_string(arg(args, "stride", 1)) + ", padding=" + std::to_string(arg(args, "padding", 0)) +
               ", dilation=" + std::to_string(arg(args, "dilation", 1)) + (bias ? "" : ", bias=False") + ")";
      put("weight", "weight");
      if (bias) put("bias", "bias");
    } else if (type == "relu") {
      module = "nn.ReLU()";
    } else if (type == "sigmoid") {
      module = "nn.Sigmoid()";
    } else if (type == "tanh") {
      module = "nn.Tanh()";
    } else if (type == "softplus") {
      module = "nn.Softplus()";  // beta 1, linear above 20: nnlab's
    } else if (type == "leakyrelu") {
      module = "nn.LeakyReLU(" + real(args.value("alpha", 0.01)) + ")";
    } else if (type == "maxpool2d" || type == "avgpool2d" || type == "maxpool1d" || type == "avgpool1d") {
      const int k = arg(args, "kernel", 2), s = arg(args, "stride", k), p = arg(args, "padding", 0);
      const bool avg = type.rfind("avg", 0) == 0;
      if (!avg && 2 * p > k)
        fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
            "PyTorch export: layer %1 (%2) pads more than half its window, which PyTorch's max pooling "
            "refuses"),
            std::to_string(i + 1), layer.label()));
      module = std::string(avg ? "nn.AvgPool" : "nn.MaxPool") + (type[type.size() - 2] == '2' ? "2d(" : "1d(") +
               std::to_string(k) + ", stride=" + std::to_string(s) + ", padding=" + std::to_string(p) +
               (avg ? ", count_include_pad=True)" : ")");
    } else if (type == "globalavgpool" || type == "globalavgpool1d") {
      module = std::string("nn.Sequential(nn.AdaptiveAvgPool") + (type == "globalavgpool" ? "2d" : "1d") + "(1), nn.Flatten())";
    } else if (type == "flatten") {
      module = "nn.Flatten()";
    } else if (type == "batchnorm1d" || type == "batchnorm2d") {
      module = std::string(type == "batchnorm2d" ? "nn.BatchNorm2d(" : "nn.BatchNorm1d(") + std::to_string(rep.in[0]) +
               ", eps=" + real(args.value("eps", 1e-5)) + ", momentum=" + real(args.value("momentum", 0.1)) + ")";
      batchNorm("", "");
    } else if (type == "dropout") {
      module = "nn.Dropout(" + real(args.value("rate", 0.5)) + ")";
    } else if (type == "residual") {
      const bool projection = t.count("shortcut_conv.weight") > 0;
      module = "BasicBlock(" + std::to_string(rep.in[0]) + ", " + std::to_string(rep.out[0]) + ", stride=" +
               std::to_string(arg(args, "stride", 1)) + ", projection=" + (projection ? "True" : "False") + ")";
      put("conv1.weight", "conv1.weight");
      batchNorm("bn1.", "bn1.");
      put("conv2.weight", "conv2.weight");
      batchNorm("bn2.", "bn2.");
      if (projection) {
        put("shortcut_conv.weight", "shortcut_conv.weight");
        batchNorm("shortcut_bn.", "shortcut_bn.");
      }
      block = true;
    } else {
      fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
          "PyTorch export: layer %1 (%2) has no PyTorch form in this version"),
          std::to_string(i + 1), layer.label()));
    }
    init << "        self." << name << " = " << module << "  # " << (i + 1) << ": " << rep.label << " -> " << shapeText(rep.out) << "\n";
    fwd << "        " << call << "\n";
  }
  info.tensors = static_cast<std::int64_t>(entries.size());

  std::ostringstream py;
  py << "\"\"\"" << info.className << ": a model trained in nnlab (" << buildId() << "), as PyTorch code.\n\n"
     << "The same layers as the nnlab model (layerN is nnlab's layer N) with its trained weights in\n"
     << "model.safetensors. In evaluation mode (what load() returns) it gives nnlab's logits.\n\n"
     << "    import torch\n"
     << "    from model import " << info.className << ", load\n"
     << "    model = load()\n"
     << "    logits = model(torch.rand(8, " << shapeText(model.inputShape()).substr(1) << ")\n\n"
     << "Inputs as nnlab fed them in training: images as pixel values / 255, other data as stored.\n"
     << "Train it further with model.train() and any optimizer; `python3 model.py --check sample.safetensors`\n"
     << "compares PyTorch's logits with nnlab's for the inputs nnlab wrote there.\n"
     << "\"\"\"\n"
     << "import json\nimport os\nimport struct\nimport sys\n\nimport torch\nfrom torch import nn\n\n\n";
  if (block) py << kBasicBlock;
  py << "class " << info.className << "(nn.Module):\n"
     << "    input_shape = " << shapeText(model.inputShape()) << "\n"
     << "    classes = " << model.classes() << "\n\n"
     << "    def __init__(self):\n        super().__init__()\n"
     << init.str() << "\n"
     << "    def forward(self, x):\n" << fwd.str() << "        return x\n";
  std::string tail = kTail;
  for (std::size_t at; (at = tail.find("%CLASS%")) != std::string::npos;) tail.replace(at, 7, info.className);
  py << tail;

  const fs::path base(dir);
  writeSafetensors((base / "model.safetensors").string(), entries);
  writeTextFileAtomic((base / "model.py").string(), py.str());

  if (samples > 0) {
    const Shape in = model.inputShape();
    Tensor x = Tensor::empty(in.withBatch(samples), DType::F32);
    Rng rng(seed);
    for (std::int64_t k = 0; k < x.numel(); ++k) x.data<float>()[k] = static_cast<float>(rng.uniform());
    Backend& b = model.backend();
    Tensor xd = b.device().isCpu() && model.dtype() == DType::F32 ? x : b.fromHost(x.convertedTo(model.dtype()));
    const Tensor& logits = model.forward(xd, false);
    Tensor host = logits.device().isCpu() ? logits : model.backendOf(logits).toHost(logits);
    if (host.dtype() != DType::F32) host = host.convertedTo(DType::F32);
    std::vector<std::int64_t> xdims{samples}, ldims{samples, model.classes()};
    for (int d = 0; d < in.rank(); ++d) xdims.push_back(in[d]);
    writeSafetensors((base / "sample.safetensors").string(),
                     {{"input", xdims, std::vector<float>(x.data<float>(), x.data<float>() + x.numel()), false},
                      {"logits", ldims, std::vector<float>(host.data<float>(), host.data<float>() + host.numel()), false}});
    info.samples = samples;
  }
  return info;
}

}  // namespace nnlab

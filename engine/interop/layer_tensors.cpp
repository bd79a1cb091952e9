#include "interop/layer_tensors.h"

#include "core/dtype.h"
#include "core/error.h"
#include "nn/model.h"

namespace nnlab {

namespace {

std::vector<float> hostFloats(Model& model, const Tensor& t) {
  const Tensor h = t.device().isCpu() ? t : model.backendOf(t).toHost(t);
  std::vector<float> out(static_cast<std::size_t>(h.numel()));
  for (std::int64_t i = 0; i < h.numel(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    switch (h.dtype()) {
      case DType::F32: out[k] = h.data<float>()[i]; break;
      case DType::F64: out[k] = static_cast<float>(h.data<double>()[i]); break;
      case DType::F16: out[k] = halfToFloat(h.data<Half>()[i]); break;
      case DType::BF16: out[k] = bfloat16ToFloat(h.data<BFloat16>()[i]); break;
      default: fail(ErrorKind::Unsupported, std::string("model export: a parameter of type ") + dtypeName(h.dtype()));
    }
  }
  return out;
}

}  // namespace

std::map<std::string, HostTensor> layerTensors(Model& model, Layer& layer) {
  std::map<std::string, HostTensor> out;
  auto add = [&](const std::string& name, const Tensor& t) {
    std::string base = name;
    if (base.size() > 2 && base[base.size() - 2] == '.' && (base.back() == '1' || base.back() == '2')) base.resize(base.size() - 2);
    HostTensor& e = out[base];
    const std::vector<float> v = hostFloats(model, t);
    e.values.insert(e.values.end(), v.begin(), v.end());
    if (e.dims.empty())
      for (int d = 0; d < t.shape().rank(); ++d) e.dims.push_back(t.dim(d));
    else
      e.dims[0] += t.dim(0);
  };
  for (Param* p : layer.parameters()) add(p->name, p->value);
  for (auto& [name, t] : layer.buffers()) add(name, *t);
  return out;
}

}  // namespace nnlab

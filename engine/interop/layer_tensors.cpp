#include "interop/layer_tensors.h"

#include "nn/model.h"

namespace nnlab {

namespace {

std::vector<float> hostFloats(Model& model, const Tensor& t) {
  Tensor h = t.device().isCpu() ? t : model.backendOf(t).toHost(t);
  if (h.dtype() != DType::F32) h = h.convertedTo(DType::F32);  // Error(Internal) for a non-float type
  return std::vector<float>(h.data<float>(), h.data<float>() + h.numel());
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

#include "interop/layer_tensors.h"

#include <algorithm>

#include "core/error.h"
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

void setLayerTensors(Model& model, Layer& layer, const std::map<std::string, HostTensor>& tensors, const std::string& what) {
  std::map<std::string, std::int64_t> taken;  // values of each given tensor written so far
  auto set = [&](const std::string& name, Tensor& t) {
    std::string base = name;
    if (base.size() > 2 && base[base.size() - 2] == '.' && (base.back() == '1' || base.back() == '2')) base.resize(base.size() - 2);
    auto it = tensors.find(base);
    if (it == tensors.end()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 needs a tensor '%2' that the weights lack"),
        what, base));
    const HostTensor& h = it->second;
    std::vector<std::int64_t> dims;
    for (int d = 0; d < t.shape().rank(); ++d) dims.push_back(t.dim(d));
    std::int64_t& at = taken[base];
    const bool whole = base == name;  // a half keeps the trailing dims of the whole
    bool fits = h.dims.size() == dims.size() && static_cast<std::int64_t>(h.values.size()) >= at + t.numel();
    for (std::size_t d = whole ? 0 : 1; fits && d < dims.size(); ++d) fits = h.dims[d] == dims[d];
    if (!fits) {
      auto text = [](const std::vector<std::int64_t>& v) {
        std::string s;
        for (std::int64_t d : v) s.append(s.empty() ? "" : "x").append(std::to_string(d));
        return s;
      };
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: its tensor '%2' is %3, the weights give %4"),
          what, base, text(dims), text(h.dims)));
    }
    Tensor host = Tensor::empty(t.shape(), DType::F32);
    std::copy_n(h.values.data() + at, t.numel(), host.data<float>());
    if (t.dtype() != DType::F32) host = host.convertedTo(t.dtype());
    model.backendOf(t).upload(host, t);
    at += t.numel();
  };
  for (Param* p : layer.parameters()) set(p->name, p->value);
  for (auto& [name, t] : layer.buffers()) set(name, *t);
  for (const auto& [name, h] : tensors)
    if (taken[name] != static_cast<std::int64_t>(h.values.size()))
      fail(ErrorKind::BadInput, taken[name] ? msg(NNLAB_TEXT("nnlab::messages", "%1 has no place for all of the tensor '%2'"), what, name)
                                            : msg(NNLAB_TEXT("nnlab::messages", "%1 has no place for the tensor '%2'"), what, name));
}

}  // namespace nnlab

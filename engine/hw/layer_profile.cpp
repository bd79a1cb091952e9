#include "hw/layer_profile.h"

#include <algorithm>
#include <chrono>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "core/rng.h"
#include "hw/roofline.h"
#include "nn/model.h"

namespace nnlab {

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

Tensor randomHost(const Shape& shape, std::uint64_t seed, double scale) {
  Tensor t = Tensor::empty(shape, DType::F32);
  Rng rng(seed);
  float* p = t.data<float>();
  for (std::int64_t i = 0; i < t.numel(); ++i) p[i] = static_cast<float>(rng.uniform(-scale, scale));
  return t;
}

// Times fn() between two synchronisations of the backend.
template <class F>
double timed(Backend& b, F&& fn) {
  b.synchronize();
  const auto t0 = Clock::now();
  fn();
  b.synchronize();
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

}  // namespace

double DeviceProfile::totalSeconds() const {
  double s = transferSeconds;
  for (const auto& l : layers) s += l.fwdSeconds + l.bwdSeconds;
  return s;
}

nlohmann::json DeviceProfile::toJson() const {
  nlohmann::json ls = nlohmann::json::array();
  for (const auto& l : layers)
    ls.push_back({{"index", l.index},
                  {"type", l.type},
                  {"label", l.label},
                  {"fwd_flops", l.fwdFlops},
                  {"bwd_flops_estimate", l.bwdFlops},
                  {"fwd_bytes", l.bytes},
                  {"fwd_seconds", l.fwdSeconds},
                  {"bwd_seconds", l.bwdSeconds}});
  nlohmann::json j{{"device", device}, {"available", available}};
  if (!available) {
    j["reason"] = reason;
    return j;
  }
  j["description"] = description;
  j["precision"] = precision;
  j["transfer"] = {{"seconds", transferSeconds}, {"bytes", transferBytes}};
  j["layers"] = ls;
  j["total_seconds"] = totalSeconds();
  return j;
}

DeviceProfile profileOnDevice(const ModelSpec& spec, const Shape& input, int classes, const std::string& device,
                              const ProfileOptions& o) {
  DeviceProfile p;
  p.device = device;
  std::string name = device;
  Precision precision = Precision::FP32;
  if (const auto at = device.find('@'); at != std::string::npos) {
    name = device.substr(0, at);
    precision = precisionFromName(device.substr(at + 1));
  }
  p.precision = precisionName(precision);
  std::unique_ptr<Backend> backend;
  try {
    backend = makeBackend(name, name == "cpu-reference" ? 1 : o.threads);
    backend->setPrecision(precision);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::InvalidArgument) throw;  // a typo in the device list is the user's to fix
    p.available = false;
    p.reason = e.what();
    return p;
  }
  p.description = backend->describe();
  auto model = Model::create(spec, input, classes);
  // Layers are called one by one on NCHW batches; channels-last (a cuda fp16/bf16 choice of the
  // trainer) is left out so every device runs the same layout.
  model->setLayout(Model::Layout::ChannelsFirst);
  const DType dtype = isMixed(precision) ? computeDType(precision) : DType::F32;
  model->build(*backend, dtype, o.seed);
  const int batch = std::max(1, o.batch);
  const Shape batchShape = input.withBatch(batch);

  const Tensor host = randomHost(batchShape, o.seed, 1.0);
  Tensor x32 = backend->allocate(batchShape, DType::F32);
  Tensor x = dtype == DType::F32 ? x32 : backend->allocate(batchShape, dtype);
  std::vector<double> transfer;
  for (int r = 0; r < o.warmup + o.repeats; ++r) {
    const double s = timed(*backend, [&] { backend->upload(host, x32); });
    if (r >= o.warmup) transfer.push_back(s);
  }
  p.transferSeconds = median(transfer);
  p.transferBytes = static_cast<double>(host.bytes());
  if (dtype != DType::F32) backend->convert(x32, x);

  const ModelCheck& check = model->check();
  const std::size_t n = model->layerCount();
  Tensor dyHost = randomHost(check.output.withBatch(batch), o.seed + 1, 0.01);
  Tensor dy32 = backend->fromHost(dyHost);
  Tensor dy = dtype == DType::F32 ? dy32 : backend->allocate(dy32.shape(), dtype);
  if (dtype != DType::F32) backend->convert(dy32, dy);

  std::vector<std::vector<double>> fwd(n), bwd(n);
  for (int r = 0; r < o.warmup + o.repeats; ++r) {
    const Tensor* cur = &x;
    for (std::size_t i = 0; i < n; ++i) {
      Layer& layer = model->layer(i);
      layer.setStepSeed(Rng::derive(o.seed + static_cast<std::uint64_t>(r), i));
      const Tensor* out = nullptr;
      const double s = timed(*backend, [&] { out = &layer.forward(*cur, true); });
      if (r >= o.warmup) fwd[i].push_back(s);
      cur = out;
    }
    const Tensor* grad = &dy;
    for (std::size_t k = n; k-- > 0;) {
      Layer& layer = model->layer(k);
      const Tensor* dx = nullptr;
      const double s = timed(*backend, [&] { dx = &layer.backward(*grad, k > 0); });
      if (r >= o.warmup) bwd[k].push_back(s);
      grad = dx;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const LayerReport& rep = check.layers[i];
    LayerTiming t;
    t.index = rep.index;
    t.type = rep.type;
    t.label = rep.label;
    t.fwdFlops = rep.flops * batch;
    t.bwdFlops = t.fwdFlops * (rep.params > 0 && i > 0 ? 2.0 : 1.0);
    t.bytes = layerForwardBytes(rep, batch, dtype);
    t.fwdSeconds = median(fwd[i]);
    t.bwdSeconds = median(bwd[i]);
    p.layers.push_back(t);
  }
  return p;
}

ModelProfile profileModel(const ModelSpec& spec, const Shape& input, int classes, const std::vector<std::string>& devices,
                          const ProfileOptions& o) {
  if (devices.empty()) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "profile: name at least one device (cpu-reference, cpu-blas, cuda:0)")));
  if (o.batch < 1 || o.batch > (1 << 16)) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "profile: the batch must be between 1 and 65536")));
  if (o.repeats < 1 || o.repeats > 1000) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "profile: repeats must be between 1 and 1000")));
  ModelProfile m;
  m.model = spec.name;
  m.input = input;
  m.classes = classes;
  m.batch = o.batch;
  m.repeats = o.repeats;
  for (const auto& d : devices) m.devices.push_back(profileOnDevice(spec, input, classes, d, o));
  return m;
}

nlohmann::json ModelProfile::toJson() const {
  nlohmann::json ds = nlohmann::json::array();
  const DeviceProfile* base = nullptr;
  for (const auto& d : devices)
    if (d.available && !base) base = &d;
  for (const auto& d : devices) {
    nlohmann::json j = d.toJson();
    if (d.available && base) {
      j["speedup_basis"] = base->device;
      for (std::size_t i = 0; i < d.layers.size() && i < base->layers.size(); ++i) {
        const double mine = d.layers[i].fwdSeconds + d.layers[i].bwdSeconds;
        const double theirs = base->layers[i].fwdSeconds + base->layers[i].bwdSeconds;
        j["layers"][i]["speedup"] = mine > 0 ? theirs / mine : 0.0;
      }
      j["transfer"]["speedup"] = d.transferSeconds > 0 ? base->transferSeconds / d.transferSeconds : 0.0;
      j["total_speedup"] = d.totalSeconds() > 0 ? base->totalSeconds() / d.totalSeconds() : 0.0;
    }
    ds.push_back(j);
  }
  return {{"kind", "nnlab-layer-profile"}, {"model", model},  {"input", input.dims()}, {"classes", classes},
          {"batch", batch},                {"repeats", repeats}, {"devices", ds},
          {"method", "each layer call between two backend synchronisations; medians after warm-up; "
                     "NCHW layout on every device; backward FLOPs estimated"}};
}

}  // namespace nnlab

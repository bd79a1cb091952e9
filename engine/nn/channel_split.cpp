#include "nn/channel_split.h"

#include <cstring>
#include <exception>
#include <thread>

#include "core/error.h"

namespace nnlab {

ChannelSplit::ChannelSplit(Make make, int channels) : make_(std::move(make)), firstChannels_((channels + 1) / 2) {
  if (channels < 2) fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
      "cannot be split in two with %1 output(s)"),
      std::to_string(channels)));
  whole_ = make_(channels);
  first_ = make_(firstChannels_);
  second_ = make_(channels - firstChannels_);
}

ChannelSplit::~ChannelSplit() = default;

std::string ChannelSplit::label() const { return whole_->label() + " split in 2"; }

nlohmann::json ChannelSplit::args() const {
  nlohmann::json a = whole_->args();
  a["split"] = 2;
  return a;
}

std::vector<Shape> ChannelSplit::paramShapes(const Shape& in) const {
  std::vector<Shape> out = first_->paramShapes(in);
  for (const Shape& s : second_->paramShapes(in)) out.push_back(s);
  return out;
}

double ChannelSplit::bufferElementsPerSample(const Shape& in) const {
  return first_->bufferElementsPerSample(in) + second_->bufferElementsPerSample(in) + static_cast<double>(in.numel()) +
         2.0 * static_cast<double>(outputShape(in).numel());
}

void ChannelSplit::build(const Shape& in, Backend& backend, DType dtype, Rng& rng) {
  Layer::build(in, backend, dtype, rng);
  other_ = backend.sibling();
  if (!other_ || !backend.device().isCpu())
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "is split in two (\"split\": 2), which runs on CPU backends for now, not on %1"),
        backend.name()));
  // The unsplit layer's initial weights, drawn as the whole layer draws them, cut in two by rows
  // (output channels come first in every weight and bias); the whole layer is dropped after.
  std::unique_ptr<Layer> init = make_(static_cast<int>(outputShape(in)[0]));
  init->setChannelsLast(channelsLast());
  init->build(in, backend, dtype, rng);
  Rng unused(0);
  first_->build(in, backend, dtype, unused);
  second_->build(in, *other_, dtype, unused);
  const std::vector<Param*> w = init->parameters(), a = first_->parameters(), b = second_->parameters();
  if (w.size() != a.size() || w.size() != b.size()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
      "split layer: the halves' parameters differ")));
  for (std::size_t k = 0; k < w.size(); ++k) {
    const std::size_t bytesA = a[k]->value.bytes(), bytesB = b[k]->value.bytes();
    if (bytesA + bytesB != w[k]->value.bytes()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
        "split layer: the halves' weights do not add up")));
    std::memcpy(a[k]->value.raw(), w[k]->value.raw(), bytesA);
    std::memcpy(b[k]->value.raw(), static_cast<const char*>(w[k]->value.raw()) + bytesA, bytesB);
    a[k]->name += ".1";  // checkpoints name both halves
    b[k]->name += ".2";
  }
}

template <class A, class B>
void ChannelSplit::both(A&& a, B&& b) {
  std::exception_ptr failure;
  std::thread t([&] {
    try {
      b();
    } catch (...) {
      failure = std::current_exception();
    }
  });
  try {
    a();
  } catch (...) {
    t.join();
    throw;
  }
  t.join();
  if (failure) std::rethrow_exception(failure);
}

namespace {

// Channels first in every layout this layer runs in on the CPU: (N, C) or (N, C, ...).
std::int64_t perChannel(const Shape& s) {
  std::int64_t n = 1;
  for (int d = 2; d < s.rank(); ++d) n *= s[d];
  return n;
}

}  // namespace

const Tensor& ChannelSplit::forward(const Tensor& x, bool training) {
  // The exchange going forward: the input to the second device.
  other_->ensure(xOther_, x.shape(), x.dtype());
  other_->copy(x, xOther_);
  bytes_ += static_cast<double>(x.bytes());
  const Tensor* ya = nullptr;
  const Tensor* yb = nullptr;
  both([&] { ya = &first_->forward(x, training); }, [&] { yb = &second_->forward(xOther_, training); });
  // Joined by channel: each sample's first channels, then the second half's.
  Shape out = ya->shape();
  const std::int64_t n = out[0], ca = ya->dim(1), cb = yb->dim(1), inner = perChannel(out);
  std::vector<std::int64_t> dims = out.dims();
  dims[1] = ca + cb;
  ensure(y_, Shape(dims), ya->dtype());
  const std::size_t el = dtypeSize(ya->dtype());
  const auto* pa = static_cast<const char*>(ya->raw());
  const auto* pb = static_cast<const char*>(yb->raw());
  auto* py = static_cast<char*>(y_.raw());
  const std::size_t sa = static_cast<std::size_t>(ca * inner) * el, sb = static_cast<std::size_t>(cb * inner) * el;
  for (std::int64_t i = 0; i < n; ++i) {
    std::memcpy(py + static_cast<std::size_t>(i) * (sa + sb), pa + static_cast<std::size_t>(i) * sa, sa);
    std::memcpy(py + static_cast<std::size_t>(i) * (sa + sb) + sa, pb + static_cast<std::size_t>(i) * sb, sb);
  }
  bytes_ += static_cast<double>(yb->bytes());
  return y_;
}

const Tensor& ChannelSplit::backward(const Tensor& dy, bool needInputGrad) {
  const Shape& s = dy.shape();
  const std::int64_t n = s[0], c = s[1], inner = perChannel(s), ca = firstChannels_, cb = c - ca;
  std::vector<std::int64_t> da = s.dims(), db = s.dims();
  da[1] = ca;
  db[1] = cb;
  ensure(dyFirst_, Shape(da), dy.dtype());
  other_->ensure(dySecond_, Shape(db), dy.dtype());
  const std::size_t el = dtypeSize(dy.dtype());
  const std::size_t sa = static_cast<std::size_t>(ca * inner) * el, sb = static_cast<std::size_t>(cb * inner) * el;
  const auto* pd = static_cast<const char*>(dy.raw());
  for (std::int64_t i = 0; i < n; ++i) {
    std::memcpy(static_cast<char*>(dyFirst_.raw()) + static_cast<std::size_t>(i) * sa, pd + static_cast<std::size_t>(i) * (sa + sb), sa);
    std::memcpy(static_cast<char*>(dySecond_.raw()) + static_cast<std::size_t>(i) * sb,
                pd + static_cast<std::size_t>(i) * (sa + sb) + sa, sb);
  }
  bytes_ += static_cast<double>(dySecond_.bytes());
  const Tensor* dxa = nullptr;
  const Tensor* dxb = nullptr;
  both([&] { dxa = &first_->backward(dyFirst_, needInputGrad); },
       [&] { dxb = &second_->backward(dySecond_, needInputGrad); });
  if (!needInputGrad) return dx_;
  // The exchange going back: the second device's input gradient joins the first's.
  ensure(dx_, dxa->shape(), dxa->dtype());
  bytes_ += static_cast<double>(dxb->bytes());
  backend().add(*dxa, *dxb, dx_);
  return dx_;
}

std::vector<Param*> ChannelSplit::parameters() {
  std::vector<Param*> out = first_->parameters();
  for (Param* p : second_->parameters()) out.push_back(p);
  return out;
}

void ChannelSplit::setStepSeed(std::uint64_t seed) {
  first_->setStepSeed(seed);
  second_->setStepSeed(seed);
}

void ChannelSplit::setStepState(const Tensor* state) {
  first_->setStepState(state);
  second_->setStepState(state);
}

bool ChannelSplit::fuseRelu() {
  // Both halves or neither: a ReLU of the joined output is each half's ReLU.
  Layer* probeA = first_.get();
  Layer* probeB = second_.get();
  const bool a = probeA->fuseRelu();
  const bool b = probeB->fuseRelu();
  return a && b;
}

void ChannelSplit::setChannelsLast(bool on) {
  Layer::setChannelsLast(on);
  first_->setChannelsLast(on);
  second_->setChannelsLast(on);
  whole_->setChannelsLast(on);
}

}  // namespace nnlab

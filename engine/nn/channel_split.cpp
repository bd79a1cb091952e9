#include "nn/channel_split.h"

#include <cstring>
#include <exception>
#include <thread>

#include "backends/backend.h"
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
  backend.makeCurrent();
  if (!other_)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "is split in two (\"split\": 2), which needs a second device of %1's kind (a CPU backend, or a second GPU)"),
        backend.name()));
  // The unsplit layer's initial weights, drawn as the whole layer draws them, cut in two by rows
  // (output channels come first in every weight and bias); the whole layer is dropped after.
  std::unique_ptr<Layer> init = make_(static_cast<int>(outputShape(in)[0]));
  init->setChannelsLast(channelsLast());
  init->build(in, backend, dtype, rng);
  Rng unused(0);
  first_->build(in, backend, dtype, unused);
  other_->makeCurrent();
  second_->build(in, *other_, dtype, unused);
  backend.makeCurrent();
  const std::vector<Param*> w = init->parameters(), a = first_->parameters(), b = second_->parameters();
  if (w.size() != a.size() || w.size() != b.size()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
      "split layer: the halves' parameters differ")));
  for (std::size_t k = 0; k < w.size(); ++k) {
    const std::size_t bytesA = a[k]->value.bytes(), bytesB = b[k]->value.bytes();
    if (bytesA + bytesB != w[k]->value.bytes()) fail(ErrorKind::Internal, msg(NNLAB_TEXT("nnlab::messages",
        "split layer: the halves' weights do not add up")));
    const Tensor whole = backend.toHost(w[k]->value);
    Tensor ha = Tensor::empty(a[k]->value.shape(), a[k]->value.dtype());
    Tensor hb = Tensor::empty(b[k]->value.shape(), b[k]->value.dtype());
    std::memcpy(ha.raw(), whole.raw(), bytesA);
    std::memcpy(hb.raw(), static_cast<const char*>(whole.raw()) + bytesA, bytesB);
    backend.upload(ha, a[k]->value);
    other_->upload(hb, b[k]->value);
    a[k]->name += ".1";  // checkpoints name both halves
    b[k]->name += ".2";
  }
  other_->synchronize();
  backend.synchronize();
}

template <class A, class B>
void ChannelSplit::both(A&& a, B&& b) {
  std::exception_ptr failure;
  std::thread t([&] {
    try {
      other_->makeCurrent();  // the second half's device is this thread's
      b();
      other_->synchronize();  // its results are ready when the join reads them
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

bool ChannelSplit::spansDevices() const { return other_ && other_->device() != backend().device(); }

std::vector<Backend*> ChannelSplit::parameterBackends() {
  std::vector<Backend*> out(first_->parameters().size(), &backend());
  out.resize(out.size() + second_->parameters().size(), other_.get());
  return out;
}

// The channel blocks of a tensor (N, C, ...) as rows of a 2-D copy: channels first, a sample's C
// channels are one block of C x inner elements; channels-last (the GPU's NHWC activations), a
// pixel's C channels are one block of C elements.
ChannelSplit::Blocks ChannelSplit::blocksOf(const Shape& s) const {
  std::int64_t inner = 1;
  for (int d = 2; d < s.rank(); ++d) inner *= s[d];
  const bool nhwc = channelsLast() && s.rank() == 4;
  return {nhwc ? s[0] * inner : s[0], nhwc ? 1 : inner};
}

const Tensor& ChannelSplit::forward(const Tensor& x, bool training) {
  Backend& here = backend();
  // The exchange going forward: the input to the second device.
  other_->ensure(xOther_, x.shape(), x.dtype());
  here.synchronize();  // x is finished before the second device reads it
  transferBetween(here, *other_, x, xOther_);
  bytes_ += static_cast<double>(x.bytes());
  const Tensor* ya = nullptr;
  const Tensor* yb = nullptr;
  both([&] { ya = &first_->forward(x, training); }, [&] { yb = &second_->forward(xOther_, training); });
  // The second half's output back on this device, then joined by channel: each block's first
  // channels, then the second half's.
  const Tensor* ybHere = yb;
  if (other_->device() != here.device()) {
    ensure(ybHere_, yb->shape(), yb->dtype());
    transferBetween(*other_, here, *yb, ybHere_);
    ybHere = &ybHere_;
  }
  const std::int64_t ca = ya->dim(1), cb = yb->dim(1);
  std::vector<std::int64_t> dims = ya->shape().dims();
  dims[1] = ca + cb;
  ensure(y_, Shape(dims), ya->dtype());
  const Blocks bl = blocksOf(y_.shape());
  const std::size_t el = dtypeSize(ya->dtype());
  const std::size_t sa = static_cast<std::size_t>(ca * bl.inner) * el, sb = static_cast<std::size_t>(cb * bl.inner) * el;
  here.copy2d(*ya, 0, sa, y_, 0, sa + sb, sa, bl.rows);
  here.copy2d(*ybHere, 0, sb, y_, sa, sa + sb, sb, bl.rows);
  bytes_ += static_cast<double>(yb->bytes());
  return y_;
}

const Tensor& ChannelSplit::backward(const Tensor& dy, bool needInputGrad) {
  Backend& here = backend();
  const Shape& s = dy.shape();
  const std::int64_t c = s[1], ca = firstChannels_, cb = c - ca;
  std::vector<std::int64_t> da = s.dims(), db = s.dims();
  da[1] = ca;
  db[1] = cb;
  const Blocks bl = blocksOf(s);
  const std::size_t el = dtypeSize(dy.dtype());
  const std::size_t sa = static_cast<std::size_t>(ca * bl.inner) * el, sb = static_cast<std::size_t>(cb * bl.inner) * el;
  ensure(dyFirst_, Shape(da), dy.dtype());
  here.copy2d(dy, 0, sa + sb, dyFirst_, 0, sa, sa, bl.rows);
  other_->ensure(dySecond_, Shape(db), dy.dtype());
  if (other_->device() != here.device()) {
    ensure(dySecondHere_, Shape(db), dy.dtype());
    here.copy2d(dy, sa, sa + sb, dySecondHere_, 0, sb, sb, bl.rows);
    here.synchronize();
    transferBetween(here, *other_, dySecondHere_, dySecond_);
  } else {
    here.copy2d(dy, sa, sa + sb, dySecond_, 0, sb, sb, bl.rows);
  }
  bytes_ += static_cast<double>(dySecond_.bytes());
  const Tensor* dxa = nullptr;
  const Tensor* dxb = nullptr;
  both([&] { dxa = &first_->backward(dyFirst_, needInputGrad); },
       [&] { dxb = &second_->backward(dySecond_, needInputGrad); });
  if (!needInputGrad) return dx_;
  // The exchange going back: the second device's input gradient joins the first's.
  const Tensor* dxbHere = dxb;
  if (other_->device() != here.device()) {
    ensure(dxOther_, dxb->shape(), dxb->dtype());
    transferBetween(*other_, here, *dxb, dxOther_);
    dxbHere = &dxOther_;
  }
  ensure(dx_, dxa->shape(), dxa->dtype());
  bytes_ += static_cast<double>(dxb->bytes());
  here.add(*dxa, *dxbHere, dx_);
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

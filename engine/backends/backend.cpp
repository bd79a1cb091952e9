#include "backends/backend.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/error.h"
#include "core/rng.h"

namespace nnlab {

Tensor Backend::allocate(const Shape& shape, DType dtype) { return Tensor::empty(shape, dtype); }

Tensor& Backend::ensure(Tensor& t, const Shape& shape, DType dtype) {
  const std::size_t need = static_cast<std::size_t>(shape.numel()) * dtypeSize(dtype);
  if (t.defined() && t.dtype() == dtype && t.capacityBytes() >= need) {
    if (t.shape() != shape) t = t.viewAs(shape);
  } else {
    t = allocate(shape, dtype);
  }
  return t;
}

void Backend::upload(const Tensor& host, Tensor& dst) {
  if (host.bytes()) std::memcpy(dst.raw(), host.raw(), host.bytes());
}

void Backend::download(const Tensor& src, Tensor& host) {
  if (src.bytes()) std::memcpy(host.raw(), src.raw(), src.bytes());
}

void Backend::transfer(const Tensor& src, Tensor& dst) {
  if (src.bytes() > dst.capacityBytes()) fail(ErrorKind::Internal, name() + " transfer: destination too small");
  if (!src.device().isCpu() || !dst.device().isCpu())
    fail(ErrorKind::Internal, name() + " cannot copy between " + src.device().str() + " and " + dst.device().str());
  if (src.bytes()) std::memcpy(dst.raw(), src.raw(), src.bytes());
}

void Backend::copy2d(const Tensor& src, std::size_t srcOffset, std::size_t srcPitch, Tensor& dst, std::size_t dstOffset,
                     std::size_t dstPitch, std::size_t widthBytes, std::int64_t rows) {
  if (rows <= 0 || widthBytes == 0) return;
  const std::size_t n = static_cast<std::size_t>(rows);
  if (srcOffset + (n - 1) * srcPitch + widthBytes > src.bytes() || dstOffset + (n - 1) * dstPitch + widthBytes > dst.capacityBytes())
    fail(ErrorKind::Internal, name() + " copy2d: the blocks pass the end of a tensor");
  const auto* s = static_cast<const char*>(src.raw()) + srcOffset;
  auto* d = static_cast<char*>(dst.raw()) + dstOffset;
  for (std::size_t i = 0; i < n; ++i) std::memcpy(d + i * dstPitch, s + i * srcPitch, widthBytes);
}

void skipOverflowedStep(double* st) {
  st[kStepSkipped] += 1;
  st[kStepLossScale] = std::max(1.0, st[kStepLossScale] / 2);
  st[kStepGoodSteps] = 0;
}

void transferBetween(Backend& a, Backend& b, const Tensor& src, Tensor& dst) {
  (!b.device().isCpu() ? b : a).transfer(src, dst);
}

Tensor Backend::toHost(const Tensor& t) {
  Tensor h = Tensor::empty(t.shape(), t.dtype());
  download(t, h);
  return h;
}

Tensor Backend::placeDataset(const Tensor& host, std::string* where) {
  if (where) *where = device().isCpu() ? "host memory" : "device memory";
  return device().isCpu() ? host : fromHost(host);
}

Tensor Backend::fromHost(const Tensor& host) {
  Tensor d = allocate(host.shape(), host.dtype());
  upload(host, d);
  return d;
}

void Backend::setPrecision(Precision p) {
  if (p != Precision::FP32)
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1 computes in fp32; %2 needs a CUDA GPU (--device cuda:0 --precision %2)"),
        name(), precisionName(p)));
  precision_ = p;
}

namespace {

float loadFloat(const void* p, DType t, std::int64_t i) {
  switch (t) {
    case DType::F32: return static_cast<const float*>(p)[i];
    case DType::F64: return static_cast<float>(static_cast<const double*>(p)[i]);
    case DType::F16: return halfToFloat(static_cast<const Half*>(p)[i]);
    case DType::BF16: return bfloat16ToFloat(static_cast<const BFloat16*>(p)[i]);
    default: fail(ErrorKind::Internal, std::string("convert: ") + dtypeName(t) + " is not a float type");
  }
}

void storeFloat(void* p, DType t, std::int64_t i, float v) {
  switch (t) {
    case DType::F32: static_cast<float*>(p)[i] = v; break;
    case DType::F64: static_cast<double*>(p)[i] = v; break;
    case DType::F16: static_cast<Half*>(p)[i] = floatToHalf(v); break;
    case DType::BF16: static_cast<BFloat16*>(p)[i] = floatToBFloat16(v); break;
    default: fail(ErrorKind::Internal, std::string("convert: ") + dtypeName(t) + " is not a float type");
  }
}

// The default step ops read and write the StepState in place: only for host memory.
double* hostState(const Backend& b, const Tensor& state) {
  if (!b.device().isCpu() || state.dtype() != DType::F64 || state.numel() < kStepSlots)
    fail(ErrorKind::Internal, b.name() + ": the default step ops need an f64 StepState in host memory");
  return const_cast<double*>(state.data<double>());
}

// Dynamic loss scaling and unscaling shared by the default SGD and Adam steps. Returns false when
// the step must be skipped (a gradient overflowed).
bool prepareGradients(Backend& b, std::span<ParamSlot> params, bool dynamic, double* st) {
  for (const ParamSlot& p : params)
    if (p.master) fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has no mixed-precision master weights"),
        b.name()));
  if (dynamic) {
    bool finite = true;
    for (const ParamSlot& p : params) finite = finite && b.allFinite(*p.grad);
    if (!finite) {
      skipOverflowedStep(st);
      return false;
    }
  }
  const double scale = st[kStepLossScale];
  if (scale != 1.0)
    for (ParamSlot& p : params) b.scale(*p.grad, 1.0 / scale);
  return true;
}

void finishStep(bool dynamic, double* st) {
  st[kStepGlobal] += 1;
  if (!dynamic) return;
  if (++st[kStepGoodSteps] >= kLossScaleGrowthInterval) {
    st[kStepLossScale] *= 2;
    st[kStepGoodSteps] = 0;
  }
}

}  // namespace

void Backend::convert(const Tensor& src, Tensor& dst) {
  if (src.numel() != dst.numel()) fail(ErrorKind::Internal, "convert: element counts differ");
  if (!device().isCpu()) fail(ErrorKind::Internal, name() + " must implement convert()");
  const std::int64_t n = src.numel();
  if (src.dtype() == DType::F64 && dst.dtype() == DType::F64) {
    std::memcpy(dst.raw(), src.raw(), src.bytes());
    return;
  }
  for (std::int64_t i = 0; i < n; ++i) storeFloat(dst.raw(), dst.dtype(), i, loadFloat(src.raw(), src.dtype(), i));
}

// Host version (CPU tensors, any float type): element (n, c, s) of an (N, C, S) tensor sits at
// (n*C + c)*S + s in NCHW and (n*S + s)*C + c in NHWC.
void Backend::convertLayout(const Tensor& x, Tensor& y, bool toChannelsLast) {
  if (!device().isCpu()) fail(ErrorKind::Internal, name() + " must implement convertLayout()");
  if (x.shape().rank() != 4 || x.numel() != y.numel() || x.dtype() != y.dtype())
    fail(ErrorKind::Internal, "convertLayout: expects two (N, C, H, W) tensors of one type");
  const std::int64_t n = x.dim(0), c = x.dim(1), sp = x.dim(2) * x.dim(3);
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t ch = 0; ch < c; ++ch)
      for (std::int64_t s = 0; s < sp; ++s) {
        const std::int64_t nchw = (i * c + ch) * sp + s, nhwc = (i * sp + s) * c + ch;
        const std::int64_t from = toChannelsLast ? nchw : nhwc, to = toChannelsLast ? nhwc : nchw;
        if (x.dtype() == DType::F64)
          y.data<double>()[to] = x.data<double>()[from];
        else
          storeFloat(y.raw(), y.dtype(), to, loadFloat(x.raw(), x.dtype(), from));
      }
}

void Backend::linearReluForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  linearForward(x, w, b, y);
  activationForward(Activation::ReLU, 0.0, y, y);
}

// relu'(pre) = relu'(post) for the mask: y > 0 exactly where the input was > 0.
void Backend::reluLinearBackward(const Tensor& x, const Tensor& w, const Tensor& y, const Tensor& dy, Tensor* dx,
                                 Tensor& dw, Tensor* db, Tensor& maskedDy) {
  activationBackward(Activation::ReLU, 0.0, y, y, dy, maskedDy);
  linearBackward(x, w, maskedDy, dx, dw, db);
}

void Backend::conv2dReluForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  conv2dForward(g, x, w, b, y);
  activationForward(Activation::ReLU, 0.0, y, y);
}

void Backend::reluConv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& y,
                                 const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db, Tensor& maskedDy) {
  activationBackward(Activation::ReLU, 0.0, y, y, dy, maskedDy);
  conv2dBackward(g, x, w, maskedDy, dx, dw, db);
}

void Backend::batchNormReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                   const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                   Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                   Tensor& saveInvStd) {
  batchNormForward(g, x, gamma, beta, y, training, runningMean, runningVar, momentum, eps, saveMean, saveInvStd);
  activationForward(Activation::ReLU, 0.0, y, y);
}

void Backend::reluBatchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& y,
                                    const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                                    Tensor& dgamma, Tensor& dbeta, Tensor& maskedDy) {
  activationBackward(Activation::ReLU, 0.0, y, y, dy, maskedDy);
  batchNormBackward(g, x, gamma, maskedDy, saveMean, saveInvStd, dx, dgamma, dbeta);
}

void Backend::addRelu(const Tensor& a, const Tensor& b, Tensor& y) {
  add(a, b, y);
  activationForward(Activation::ReLU, 0.0, y, y);
}

Tensor Backend::makeStepState(std::int64_t globalStep, double lr, double lossScale) {
  Tensor h = Tensor::zeros(Shape{kStepSlots}, DType::F64);
  double* v = h.data<double>();
  v[kStepGlobal] = static_cast<double>(globalStep);
  v[kStepLr] = lr;
  v[kStepLossScale] = lossScale;
  return fromHost(h);
}

std::array<double, kStepSlots> Backend::readStepState(const Tensor& state) {
  Tensor h = toHost(state);
  std::array<double, kStepSlots> v{};
  std::copy_n(h.data<double>(), kStepSlots, v.begin());
  return v;
}

void Backend::writeStepState(Tensor& state, const std::array<double, kStepSlots>& v) {
  Tensor h = Tensor::empty(Shape{kStepSlots}, DType::F64);
  std::copy(v.begin(), v.end(), h.data<double>());
  upload(h, state);
}

void Backend::shuffleOrder(const Tensor& items, std::uint64_t seed, Tensor& order) {
  if (items.dtype() != DType::I32 || order.dtype() != DType::I32 || order.numel() != items.numel())
    fail(ErrorKind::Internal, "shuffleOrder: items and order must be i32 of one length");
  const Tensor hi = device().isCpu() ? items : toHost(items);
  const std::int32_t* src = hi.data<std::int32_t>();
  const std::vector<std::int32_t> out = shuffledOrder(std::vector<std::int32_t>(src, src + items.numel()), seed);
  Tensor ho = Tensor::empty(order.shape(), DType::I32);
  std::copy(out.begin(), out.end(), ho.data<std::int32_t>());
  upload(ho, order);
}

void Backend::gatherBatch(const Tensor& src, const Tensor& order, const Tensor& state, Tensor& dst, double scaleU8) {
  const double* st = hostState(*this, state);
  const auto cursor = static_cast<std::int64_t>(st[kStepCursor]);
  const std::int64_t rows = dst.dim(0);
  if (cursor < 0 || cursor + rows > order.numel())
    fail(ErrorKind::Internal, "gatherBatch: rows " + std::to_string(cursor) + ".." + std::to_string(cursor + rows) +
                                  " are outside the order of " + std::to_string(order.numel()));
  gatherRows(src, order.narrow(cursor, rows), dst, scaleU8);
}

void Backend::gatherSamples(const Tensor& images, const Tensor& labels, const Tensor& order, const Tensor& state,
                            Tensor& x, Tensor& y) {
  gatherBatch(images, order, state, x, 1.0 / 255.0);
  gatherBatch(labels, order, state, y, 1.0);
}

void Backend::prefetchSamples(const Tensor&, const Tensor&, const Tensor&, std::int64_t, Tensor&) {
  fail(ErrorKind::Internal, name() + " does not stream samples (streams() is false)");
}

void Backend::gatherStaged(const Tensor&, const Tensor&, const Tensor&, const Tensor&, Tensor&, Tensor&) {
  fail(ErrorKind::Internal, name() + " does not stream samples (streams() is false)");
}

void Backend::dropoutStep(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed,
                          const Tensor& state) {
  const double* st = hostState(*this, state);
  dropoutForward(x, y, mask, rate, Rng::derive(seed, static_cast<std::uint64_t>(st[kStepGlobal])));
}

namespace {
template <class LossOp>
void lossStep(Backend& b, LossOp op, const Tensor& out, const Tensor& state, Tensor& history, Tensor* grad) {
  const double* st = hostState(b, state);
  Tensor loss = b.allocate(Shape{1}, out.dtype());
  op(loss);
  if (grad && st[kStepLossScale] != 1.0) b.scale(*grad, st[kStepLossScale]);
  const auto batch = static_cast<std::int64_t>(st[kStepBatch]);
  if (batch < 0 || batch >= history.numel())
    fail(ErrorKind::Internal, "loss history of " + std::to_string(history.numel()) + " has no slot " + std::to_string(batch));
  if (history.dtype() == DType::F64 && loss.dtype() == DType::F64)
    history.data<double>()[batch] = loss.data<double>()[0];  // keep f64 checks exact
  else
    storeFloat(history.raw(), history.dtype(), batch, loadFloat(loss.raw(), loss.dtype(), 0));
}
}  // namespace

void Backend::softmaxCrossEntropyStep(const Tensor& logits, const Tensor& labels, const Tensor& state,
                                      Tensor& history, Tensor* grad, Tensor* confusion) {
  lossStep(*this, [&](Tensor& loss) { softmaxCrossEntropy(logits, labels, loss, grad); }, logits, state, history, grad);
  if (confusion) confusionUpdate(logits, labels, *confusion);
}

void Backend::mseOneHotStep(const Tensor& outputs, const Tensor& labels, const Tensor& state, Tensor& history,
                            Tensor* grad, Tensor* confusion) {
  lossStep(*this, [&](Tensor& loss) { mseOneHot(outputs, labels, loss, grad); }, outputs, state, history, grad);
  if (confusion) confusionUpdate(outputs, labels, *confusion);
}

void Backend::sgdStep(std::span<ParamSlot> params, const SgdHyper& h, Tensor& state, std::int64_t advanceRows) {
  double* st = hostState(*this, state);
  if (prepareGradients(*this, params, h.dynamicLossScale, st)) {
    SgdHyper hh = h;
    hh.lr = st[kStepLr];
    sgdUpdate(params, hh);
    finishStep(h.dynamicLossScale, st);
  }
  if (advanceRows > 0) advanceStep(state, advanceRows);
}

void Backend::adamStep(std::span<ParamSlot> params, const AdamHyper& h, Tensor& state, std::int64_t advanceRows) {
  double* st = hostState(*this, state);
  if (prepareGradients(*this, params, h.dynamicLossScale, st)) {
    AdamHyper hh = h;
    hh.lr = st[kStepLr];
    hh.step = static_cast<std::int64_t>(st[kStepGlobal]) + 1;
    adamUpdate(params, hh);
    finishStep(h.dynamicLossScale, st);
  }
  if (advanceRows > 0) advanceStep(state, advanceRows);
}

void Backend::advanceStep(Tensor& state, std::int64_t rows) {
  double* st = hostState(*this, state);
  st[kStepCursor] += static_cast<double>(rows);
  st[kStepBatch] += 1;
}

void requireDType(const Backend& backend, DType t) {
  if (!backend.supports(t))
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "backend %1 does not support element type %2"),
        backend.name(), dtypeName(t)));
}

}  // namespace nnlab

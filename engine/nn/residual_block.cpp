#include "nn/residual_block.h"

#include "core/error.h"

namespace nnlab {

ResidualBlock::ResidualBlock(int filters, int stride)
    : filters_(filters),
      stride_(stride),
      conv1_(filters, 3, stride, 1, false, Init::He),
      conv2_(filters, 3, 1, 1, false, Init::He),
      convShortcut_(filters, 1, stride, 0, false, Init::He),
      bn1_(2, 0.1, 1e-5),
      bn2_(2, 0.1, 1e-5),
      bnShortcut_(2, 0.1, 1e-5),
      relu1_(Activation::ReLU, 0.0) {}

std::string ResidualBlock::label() const {
  std::string s = std::string("residual ").append(std::to_string(filters_));
  if (stride_ != 1) s.append("/").append(std::to_string(stride_));
  return s;
}

Shape ResidualBlock::outputShape(const Shape& in) const { return conv2_.outputShape(conv1_.outputShape(in)); }

std::vector<Shape> ResidualBlock::paramShapes(const Shape& in) const {
  const Shape mid = conv1_.outputShape(in);
  std::vector<Shape> s = conv1_.paramShapes(in);
  for (const auto& p : bn1_.paramShapes(mid)) s.push_back(p);
  for (const auto& p : conv2_.paramShapes(mid)) s.push_back(p);
  for (const auto& p : bn2_.paramShapes(mid)) s.push_back(p);
  if (projects(in)) {
    for (const auto& p : convShortcut_.paramShapes(in)) s.push_back(p);
    for (const auto& p : bnShortcut_.paramShapes(mid)) s.push_back(p);
  }
  return s;
}

double ResidualBlock::forwardFlops(const Shape& in) const {
  const Shape mid = conv1_.outputShape(in);
  double f = conv1_.forwardFlops(in) + conv2_.forwardFlops(mid) + 2 * bn1_.forwardFlops(mid) + 3.0 * mid.numel();
  if (projects(in)) f += convShortcut_.forwardFlops(in) + bnShortcut_.forwardFlops(mid);
  return f;
}

double ResidualBlock::bufferElementsPerSample(const Shape& in) const {
  const Shape mid = conv1_.outputShape(in);
  const double m = static_cast<double>(mid.numel());
  // conv1, bn1, relu1, conv2, bn2, the sum and the closing relu (+ the projection), and dx.
  double e = conv1_.bufferElementsPerSample(in) + 8.0 * m + m + 2.0 * m;
  if (projects(in)) e += convShortcut_.bufferElementsPerSample(in) + 2.0 * m;
  return e + static_cast<double>(in.numel());
}

void ResidualBlock::setChannelsLast(bool on) {
  Layer::setChannelsLast(on);
  for (Layer* l : std::initializer_list<Layer*>{&conv1_, &conv2_, &convShortcut_, &bn1_, &bn2_, &bnShortcut_, &relu1_})
    l->setChannelsLast(on);
}

int ResidualBlock::setBatchNormSync(BatchNormSync* sync) {
  bnShortcut_.setBatchNormSync(sync);
  return bn1_.setBatchNormSync(sync) + bn2_.setBatchNormSync(sync) + (projection_ ? 1 : 0);
}

void ResidualBlock::build(const Shape& in, Backend& backend, DType dtype, Rng& rng) {
  Layer::build(in, backend, dtype, rng);
  projection_ = projects(in);
  const Shape mid = conv1_.outputShape(in);
  conv1_.build(in, backend, dtype, rng);
  bn1_.build(mid, backend, dtype, rng);
  relu1_.build(mid, backend, dtype, rng);
  conv2_.build(mid, backend, dtype, rng);
  bn2_.build(mid, backend, dtype, rng);
  if (projection_) {
    convShortcut_.build(in, backend, dtype, rng);
    bnShortcut_.build(mid, backend, dtype, rng);
  }
  if (bn1_.fuseRelu()) relu1_.setPassthrough();
  auto prefix = [](const std::string& pre, std::vector<Param*> ps) {
    for (Param* p : ps)
      if (p->name.find('.') == std::string::npos) p->name = pre + "." + p->name;
  };
  prefix("conv1", conv1_.parameters());
  prefix("bn1", bn1_.parameters());
  prefix("conv2", conv2_.parameters());
  prefix("bn2", bn2_.parameters());
  if (projection_) {
    prefix("shortcut_conv", convShortcut_.parameters());
    prefix("shortcut_bn", bnShortcut_.parameters());
  }
}

const Tensor& ResidualBlock::forward(const Tensor& x, bool training) {
  const Tensor& c2 = conv2_.forward(relu1_.forward(bn1_.forward(conv1_.forward(x, training), training), training),
                                    training);
  const Tensor& shortcut = projection_ ? bnShortcut_.forward(convShortcut_.forward(x, training), training) : x;
  ensure(sum_, c2.shape());
  // bn2, the addition and the closing ReLU: one pass where the backend has it, else two.
  fused_ = training && bn2_.forwardAddRelu(c2, shortcut, sum_);
  if (!fused_) backend().addRelu(bn2_.forward(c2, training), shortcut, sum_);
  return sum_;
}

const Tensor& ResidualBlock::backward(const Tensor& dy, bool needInputGrad) {
  ensure(dsum_, dy.shape());
  const Tensor* dBn2 = nullptr;
  if (fused_) {
    dBn2 = &bn2_.backwardAddRelu(sum_, dy, dsum_);
  } else {
    backend().activationBackward(Activation::ReLU, 0.0, sum_, sum_, dy, dsum_);
    dBn2 = &bn2_.backward(dsum_, true);
  }
  const Tensor& dsum = dsum_;
  const Tensor& dMain =
      conv1_.backward(bn1_.backward(relu1_.backward(conv2_.backward(*dBn2, true), true), true), needInputGrad);
  if (projection_) {
    const Tensor& dShort = convShortcut_.backward(bnShortcut_.backward(dsum, true), needInputGrad);
    if (!needInputGrad) return dx_;
    ensure(dx_, dMain.shape());
    backend().add(dMain, dShort, dx_);
  } else {
    if (!needInputGrad) return dx_;
    ensure(dx_, dMain.shape());
    backend().add(dMain, dsum, dx_);
  }
  return dx_;
}

std::vector<Param*> ResidualBlock::parameters() {
  std::vector<Param*> ps;
  for (auto* l : std::initializer_list<Layer*>{&conv1_, &bn1_, &conv2_, &bn2_})
    for (Param* p : l->parameters()) ps.push_back(p);
  if (projection_)
    for (auto* l : std::initializer_list<Layer*>{&convShortcut_, &bnShortcut_})
      for (Param* p : l->parameters()) ps.push_back(p);
  return ps;
}

std::vector<std::pair<std::string, Tensor*>> ResidualBlock::buffers() {
  std::vector<std::pair<std::string, Tensor*>> bs;
  for (auto& [n, t] : bn1_.buffers()) bs.emplace_back("bn1." + n, t);
  for (auto& [n, t] : bn2_.buffers()) bs.emplace_back("bn2." + n, t);
  if (projection_)
    for (auto& [n, t] : bnShortcut_.buffers()) bs.emplace_back("shortcut_bn." + n, t);
  return bs;
}

}  // namespace nnlab

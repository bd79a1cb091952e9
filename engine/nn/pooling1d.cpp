#include "nn/pooling1d.h"

#include "core/error.h"
#include "nn/conv1d.h"

namespace nnlab {

std::string Pool1D::label() const {
  std::string s = type() + " " + std::to_string(kernel_);
  if (stride_ != kernel_) s.append("/").append(std::to_string(stride_));
  return s;
}

nlohmann::json Pool1D::args() const { return {{"kernel", kernel_}, {"stride", stride_}, {"padding", padding_}}; }

Shape Pool1D::outputShape(const Shape& in) const {
  if (padding_ * 2 > kernel_)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "padding %1 is more than half the window %2"),
        std::to_string(padding_), std::to_string(kernel_)));
  checkSequenceWindow(in, kernel_, stride_, padding_, 1, "window");
  return Shape{in[0], slidingOutput1d(in[1], kernel_, stride_, padding_)};
}

double Pool1D::forwardFlops(const Shape& in) const { return static_cast<double>(outputShape(in).numel()) * kernel_; }

PoolGeometry Pool1D::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  PoolGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.h = 1;
  g.w = static_cast<int>(in[1]);
  g.kH = 1;
  g.kW = kernel_;
  g.strideW = stride_;
  g.padW = padding_;
  g.p = 1;
  g.q = static_cast<int>(slidingOutput1d(g.w, kernel_, stride_, padding_));
  return g;
}

const Tensor& Pool1D::forward(const Tensor& x, bool) {
  const PoolGeometry g = geometry(x.dim(0));
  inBatch_ = x.shape();
  const Tensor x4 = x.reshape(Shape{g.n, g.c, 1, g.w});
  ensure(y_, Shape{g.n, g.c, 1, g.q});
  if (kind_ == Kind::Max) {
    ensure(argmax_, y_.shape(), DType::I32);
    backend().maxPoolForward(g, x4, y_, argmax_);
  } else {
    backend().avgPoolForward(g, x4, y_);
  }
  yOut_ = y_.reshape(Shape{g.n, g.c, g.q});
  return yOut_;
}

const Tensor& Pool1D::backward(const Tensor& dy, bool needInputGrad) {
  if (!needInputGrad) return dxOut_;
  const PoolGeometry g = geometry(inBatch_[0]);
  const Tensor dy4 = dy.reshape(Shape{g.n, g.c, 1, g.q});
  ensure(dx_, Shape{g.n, g.c, 1, g.w});
  if (kind_ == Kind::Max)
    backend().maxPoolBackward(g, dy4, argmax_, dx_);
  else
    backend().avgPoolBackward(g, dy4, dx_);
  dxOut_ = dx_.reshape(inBatch_);
  return dxOut_;
}

Shape GlobalAvgPool1D::outputShape(const Shape& in) const {
  if (in.rank() != 2)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "expects a sequence input (channels x length) but gets %1%2"),
        in.str(),
        (in.rank() == 3 ? msg(NNLAB_TEXT("nnlab::messages", ": images take globalavgpool")) : plainMessage(""))));
  return Shape{in[0]};
}

PoolGeometry GlobalAvgPool1D::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  PoolGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.h = g.kH = g.strideH = 1;
  g.w = g.kW = g.strideW = static_cast<int>(in[1]);
  g.p = g.q = 1;
  return g;
}

const Tensor& GlobalAvgPool1D::forward(const Tensor& x, bool) {
  const PoolGeometry g = geometry(x.dim(0));
  inBatch_ = x.shape();
  ensure(y_, Shape{g.n, g.c, 1, 1});
  backend().avgPoolForward(g, x.reshape(Shape{g.n, g.c, 1, g.w}), y_);
  yOut_ = y_.reshape(Shape{g.n, g.c});
  return yOut_;
}

const Tensor& GlobalAvgPool1D::backward(const Tensor& dy, bool needInputGrad) {
  if (!needInputGrad) return dxOut_;
  const PoolGeometry g = geometry(inBatch_[0]);
  ensure(dx_, Shape{g.n, g.c, 1, g.w});
  backend().avgPoolBackward(g, dy.reshape(Shape{g.n, g.c, 1, 1}), dx_);
  dxOut_ = dx_.reshape(inBatch_);
  return dxOut_;
}

}  // namespace nnlab

#include "nn/pooling.h"

#include "core/error.h"
#include "nn/conv2d.h"

namespace nnlab {

std::string Pool2D::label() const {
  std::string s = type() + " " + std::to_string(kernel_) + "x" + std::to_string(kernel_);
  if (stride_ != kernel_) s.append("/").append(std::to_string(stride_));
  return s;
}

nlohmann::json Pool2D::args() const { return {{"kernel", kernel_}, {"stride", stride_}, {"padding", padding_}}; }

Shape Pool2D::outputShape(const Shape& in) const {
  if (padding_ * 2 > kernel_)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "padding %1 is more than half the window %2x%2"),
        std::to_string(padding_), std::to_string(kernel_)));
  checkWindow(in, kernel_, stride_, padding_, "window");
  return Shape{in[0], slidingOutput(in[1], kernel_, stride_, padding_), slidingOutput(in[2], kernel_, stride_, padding_)};
}

double Pool2D::forwardFlops(const Shape& in) const {
  return static_cast<double>(outputShape(in).numel()) * kernel_ * kernel_;
}

PoolGeometry Pool2D::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  PoolGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.h = static_cast<int>(in[1]);
  g.w = static_cast<int>(in[2]);
  g.kH = g.kW = kernel_;
  g.strideH = g.strideW = stride_;
  g.padH = g.padW = padding_;
  g.p = static_cast<int>(slidingOutput(g.h, kernel_, stride_, padding_));
  g.q = static_cast<int>(slidingOutput(g.w, kernel_, stride_, padding_));
  g.nhwc = channelsLast();
  return g;
}

const Tensor& Pool2D::forward(const Tensor& x, bool) {
  x_ = &x;
  const PoolGeometry g = geometry(x.dim(0));
  ensure(y_, Shape{g.n, g.c, g.p, g.q});
  if (kind_ == Kind::Max) {
    ensure(argmax_, y_.shape(), DType::I32);
    backend().maxPoolForward(g, x, y_, argmax_);
  } else {
    backend().avgPoolForward(g, x, y_);
  }
  return y_;
}

const Tensor& Pool2D::backward(const Tensor& dy, bool needInputGrad) {
  if (!needInputGrad) return dx_;
  const PoolGeometry g = geometry(x_->dim(0));
  ensure(dx_, x_->shape());
  if (kind_ == Kind::Max)
    backend().maxPoolBackward(g, dy, argmax_, dx_);
  else
    backend().avgPoolBackward(g, dy, dx_);
  return dx_;
}

Shape GlobalAvgPool::outputShape(const Shape& in) const {
  if (in.rank() != 3)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "expects an image input (channels x height x width) but gets %1"),
        in.str()));
  return Shape{in[0]};
}

PoolGeometry GlobalAvgPool::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  PoolGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.h = g.kH = g.strideH = static_cast<int>(in[1]);
  g.w = g.kW = g.strideW = static_cast<int>(in[2]);
  g.p = g.q = 1;
  g.nhwc = channelsLast();
  return g;
}

const Tensor& GlobalAvgPool::forward(const Tensor& x, bool) {
  x_ = &x;
  const PoolGeometry g = geometry(x.dim(0));
  ensure(y_, Shape{g.n, g.c, 1, 1});
  backend().avgPoolForward(g, x, y_);
  y_ = y_.viewAs(Shape{g.n, g.c});
  return y_;
}

const Tensor& GlobalAvgPool::backward(const Tensor& dy, bool needInputGrad) {
  if (!needInputGrad) return dx_;
  const PoolGeometry g = geometry(x_->dim(0));
  ensure(dx_, x_->shape());
  backend().avgPoolBackward(g, dy.reshape(Shape{g.n, g.c, 1, 1}), dx_);
  return dx_;
}

}  // namespace nnlab

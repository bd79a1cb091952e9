#include "nn/conv1d.h"

#include "core/error.h"

namespace nnlab {

std::int64_t slidingOutput1d(std::int64_t length, int kernel, int stride, int padding, int dilation) {
  const std::int64_t span = static_cast<std::int64_t>(dilation) * (kernel - 1) + 1;
  return (length + 2 * padding - span) / stride + 1;
}

void checkSequenceWindow(const Shape& in, int kernel, int stride, int padding, int dilation, const char* what) {
  if (in.rank() != 2) {
    Message hint = plainMessage("");
    if (in.rank() == 3) hint = msg(NNLAB_TEXT("nnlab::messages", ": images take the 2-D layers (conv2d, maxpool2d)"));
    if (in.rank() == 1) hint = msg(NNLAB_TEXT("nnlab::messages", ": a flatten, dense or global pooling layer came before it"));
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "expects a sequence input (channels x length) but gets %1%2"),
        in.str(), hint));
  }
  const std::int64_t span = static_cast<std::int64_t>(dilation) * (kernel - 1) + 1;
  const std::int64_t padded = in[1] + 2 * padding;
  if (padded < span) {
    // "input length is 3 (5 padded), shorter than the kernel 7 dilated by 2 (spanning 13)"
    const Message length = padding ? msg(NNLAB_TEXT("nnlab::messages", "input length is %1 (%2 padded)"), in[1], padded)
                                   : msg(NNLAB_TEXT("nnlab::messages", "input length is %1"), in[1]);
    if (dilation > 1)
      fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages", "%1, shorter than the %2 %3 dilated by %4 (spanning %5)"),
                                        length, what, kernel, dilation, span));
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages", "%1, shorter than the %2 %3"), length, what, kernel));
  }
}

std::string Conv1D::label() const {
  std::string s = "conv1d " + std::to_string(kernel_);
  if (stride_ != 1) s.append("/").append(std::to_string(stride_));
  if (dilation_ != 1) s.append(" dil ").append(std::to_string(dilation_));
  return s;
}

nlohmann::json Conv1D::args() const {
  return {{"filters", filters_}, {"kernel", kernel_}, {"stride", stride_},          {"padding", padding_},
          {"dilation", dilation_}, {"bias", bias_},   {"init", init_ == Init::He ? "he" : "xavier"}};
}

Shape Conv1D::outputShape(const Shape& in) const {
  checkSequenceWindow(in, kernel_, stride_, padding_, dilation_, "kernel");
  return Shape{filters_, slidingOutput1d(in[1], kernel_, stride_, padding_, dilation_)};
}

std::vector<Shape> Conv1D::paramShapes(const Shape& in) const {
  std::vector<Shape> s{Shape{filters_, in[0], kernel_}};
  if (bias_) s.push_back(Shape{filters_});
  return s;
}

double Conv1D::forwardFlops(const Shape& in) const {
  return 2.0 * static_cast<double>(outputShape(in).numel()) * static_cast<double>(in[0]) * kernel_;
}

ConvGeometry Conv1D::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  ConvGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.h = 1;
  g.w = static_cast<int>(in[1]);
  g.k = filters_;
  g.r = 1;
  g.s = kernel_;
  g.strideW = stride_;
  g.padW = padding_;
  g.dilW = dilation_;
  g.p = 1;
  g.q = static_cast<int>(slidingOutput1d(g.w, kernel_, stride_, padding_, dilation_));
  g.nhwc = false;
  return g;
}

void Conv1D::build(const Shape& in, Backend& backend, DType dtype, Rng& rng) {
  Layer::build(in, backend, dtype, rng);
  const std::int64_t fanIn = in[0] * kernel_, fanOut = std::int64_t{filters_} * kernel_;
  w_ = makeParam("weight", Shape{filters_, in[0], kernel_}, true);
  initWeights(w_.value, init_, fanIn, fanOut, rng);
  if (bias_) {
    b_ = makeParam("bias", Shape{filters_}, false);
    initConstant(b_.value, 0.0);
  }
}

const Tensor& Conv1D::forward(const Tensor& x, bool) {
  const ConvGeometry g = geometry(x.dim(0));
  x4_ = x.reshape(Shape{g.n, g.c, 1, g.w});
  x_ = &x4_;
  ensure(y_, Shape{g.n, g.k, 1, g.q});
  const Tensor w4 = w_.value.reshape(Shape{g.k, g.c, 1, g.s});
  if (relu_)
    backend().conv2dReluForward(g, x4_, w4, bias_ ? &b_.value : nullptr, y_);
  else
    backend().conv2dForward(g, x4_, w4, bias_ ? &b_.value : nullptr, y_);
  yOut_ = y_.reshape(Shape{g.n, g.k, g.q});
  return yOut_;
}

const Tensor& Conv1D::backward(const Tensor& dy, bool needInputGrad) {
  const ConvGeometry g = geometry(x_->dim(0));
  dy4_ = dy.reshape(Shape{g.n, g.k, 1, g.q});
  if (needInputGrad) ensure(dx_, x_->shape());
  const Tensor w4 = w_.value.reshape(Shape{g.k, g.c, 1, g.s});
  Tensor dw4 = w_.grad.reshape(w4.shape());  // a view: the backend writes w_.grad
  if (relu_) {
    ensure(maskedDy_, dy4_.shape());
    backend().reluConv2dBackward(g, *x_, w4, y_, dy4_, needInputGrad ? &dx_ : nullptr, dw4, bias_ ? &b_.grad : nullptr,
                                 maskedDy_);
  } else {
    backend().conv2dBackward(g, *x_, w4, dy4_, needInputGrad ? &dx_ : nullptr, dw4, bias_ ? &b_.grad : nullptr);
  }
  if (needInputGrad) dxOut_ = dx_.reshape(Shape{g.n, g.c, g.w});
  return dxOut_;
}

std::vector<Param*> Conv1D::parameters() {
  if (bias_) return {&w_, &b_};
  return {&w_};
}

}  // namespace nnlab

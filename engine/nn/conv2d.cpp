#include "nn/conv2d.h"

#include "core/error.h"

namespace nnlab {

std::int64_t slidingOutput(std::int64_t in, int kernel, int stride, int padding) {
  return (in + 2 * padding - kernel) / stride + 1;
}

void checkWindow(const Shape& in, int kernel, int stride, int padding, const char* what) {
  if (in.rank() != 3)
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages",
        "expects an image input (channels x height x width) but gets %1%2"),
        in.str(),
        (in.rank() == 1   ? msg(NNLAB_TEXT("nnlab::messages", ": a flatten or dense layer came before it"))
         : in.rank() == 2 ? msg(NNLAB_TEXT("nnlab::messages", ": sequences (channels x length) take the 1-D layers (conv1d, maxpool1d)"))
                          : plainMessage(""))));
  const std::int64_t h = in[1] + 2 * padding, w = in[2] + 2 * padding;
  if (h < kernel || w < kernel) {
    // "input is 4x4 (6x6 padded), smaller than the kernel 7x7"
    const Message size = padding ? msg(NNLAB_TEXT("nnlab::messages", "input is %1x%2 (%3x%4 padded)"), in[1], in[2], h, w)
                                 : msg(NNLAB_TEXT("nnlab::messages", "input is %1x%2"), in[1], in[2]);
    fail(ErrorKind::InvalidModel, msg(NNLAB_TEXT("nnlab::messages", "%1, smaller than the %2 %3x%3"), size, what, kernel));
  }
}

std::string Conv2D::label() const {
  std::string s = "conv2d " + std::to_string(kernel_) + "x" + std::to_string(kernel_);
  if (stride_ != 1) s.append("/").append(std::to_string(stride_));
  return s;
}

nlohmann::json Conv2D::args() const {
  return {{"filters", filters_}, {"kernel", kernel_}, {"stride", stride_}, {"padding", padding_},
          {"bias", bias_},       {"init", init_ == Init::He ? "he" : "xavier"}, {"split", 1}};
}

Shape Conv2D::outputShape(const Shape& in) const {
  checkWindow(in, kernel_, stride_, padding_, "kernel");
  return Shape{filters_, slidingOutput(in[1], kernel_, stride_, padding_),
               slidingOutput(in[2], kernel_, stride_, padding_)};
}

std::vector<Shape> Conv2D::paramShapes(const Shape& in) const {
  std::vector<Shape> s{Shape{filters_, in[0], kernel_, kernel_}};
  if (bias_) s.push_back(Shape{filters_});
  return s;
}

double Conv2D::forwardFlops(const Shape& in) const {
  const Shape out = outputShape(in);
  return 2.0 * static_cast<double>(out.numel()) * static_cast<double>(in[0]) * kernel_ * kernel_;
}

ConvGeometry Conv2D::geometry(std::int64_t batch) const {
  const Shape& in = inputShape();
  ConvGeometry g;
  g.n = static_cast<int>(batch);
  g.c = static_cast<int>(in[0]);
  g.h = static_cast<int>(in[1]);
  g.w = static_cast<int>(in[2]);
  g.k = filters_;
  g.r = g.s = kernel_;
  g.strideH = g.strideW = stride_;
  g.padH = g.padW = padding_;
  g.p = static_cast<int>(slidingOutput(g.h, kernel_, stride_, padding_));
  g.q = static_cast<int>(slidingOutput(g.w, kernel_, stride_, padding_));
  g.nhwc = channelsLast();
  return g;
}

void Conv2D::build(const Shape& in, Backend& backend, DType dtype, Rng& rng) {
  Layer::build(in, backend, dtype, rng);
  const std::int64_t fanIn = in[0] * kernel_ * kernel_, fanOut = std::int64_t{filters_} * kernel_ * kernel_;
  w_ = makeParam("weight", Shape{filters_, in[0], kernel_, kernel_}, true);
  initWeights(w_.value, init_, fanIn, fanOut, rng);
  if (bias_) {
    b_ = makeParam("bias", Shape{filters_}, false);
    initConstant(b_.value, 0.0);
  }
}

const Tensor& Conv2D::forward(const Tensor& x, bool) {
  x_ = &x;
  const ConvGeometry g = geometry(x.dim(0));
  ensure(y_, Shape{g.n, g.k, g.p, g.q});
  if (relu_)
    backend().conv2dReluForward(g, x, w_.value, bias_ ? &b_.value : nullptr, y_);
  else
    backend().conv2dForward(g, x, w_.value, bias_ ? &b_.value : nullptr, y_);
  return y_;
}

const Tensor& Conv2D::backward(const Tensor& dy, bool needInputGrad) {
  const ConvGeometry g = geometry(x_->dim(0));
  if (needInputGrad) ensure(dx_, x_->shape());
  if (relu_) {
    ensure(maskedDy_, dy.shape());
    backend().reluConv2dBackward(g, *x_, w_.value, y_, dy, needInputGrad ? &dx_ : nullptr, w_.grad,
                                 bias_ ? &b_.grad : nullptr, maskedDy_);
  } else {
    backend().conv2dBackward(g, *x_, w_.value, dy, needInputGrad ? &dx_ : nullptr, w_.grad, bias_ ? &b_.grad : nullptr);
  }
  return dx_;
}

std::vector<Param*> Conv2D::parameters() {
  if (bias_) return {&w_, &b_};
  return {&w_};
}

}  // namespace nnlab

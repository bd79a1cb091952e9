#pragma once
// cuDNN convolutions of the cuda backend: descriptors and the fastest algorithms (cudnnFind*Ex,
// within a workspace limit, plus our own im2col + GEMM path for small convolutions) are found
// once per geometry, layout, element type and math mode and cached; the workspace grows only
// while no step is being recorded. Channels-last convolutions (ConvGeometry::nhwc) hand cuDNN
// NHWC activations and a (K, R, S, C) copy of the filters, transposed from and back to the
// (K, C, R, S) parameters: cuDNN's tensor-core kernels read that layout directly. With
// NNLAB_CUDA_FILTERS=reuse the data gradient reuses the copy its forward made (the weights the
// forward saw, as autograd's rule is), so a training step transposes each filter twice (forward,
// filter gradient back), not three times; opt-in until it has run on a GPU (it was written in a
// session that got no device time).
#include <cudnn.h>

#include <map>
#include <memory>
#include <tuple>
#include <vector>

#include "backends/backend.h"

namespace nnlab {

class CudaBackend;

class CudaConvolutions {
 public:
  static constexpr int kPadChannels = 8;  // channels a few-channel convolution is padded to (below)
  explicit CudaConvolutions(CudaBackend& backend);
  ~CudaConvolutions();
  void forward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* bias, Tensor& y);
  void backward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                Tensor* db);
  void clear();  // forget plans (the math mode changed)

  // One direction's algorithm: cuDNN's (algo >= 0, its math mode and workspace) or ours (-1).
  struct Choice {
    int algo = 0;
    cudnnMathType_t math{};
    std::size_t bytes = 0;
  };

 private:
  struct Plan;
  using Key = std::tuple<int, int, int, int, int, int, int, int, int, int, int, int, int>;
  Plan& plan(const ConvGeometry& g, DType t);
  void* workspace(std::size_t bytes);
  // The im2col + GEMM path (cuda_im2col.cu): for small convolutions it beats cuDNN's kernels;
  // the search times it beside cuDNN's finalists and keeps the fastest.
  bool gemmFits(const ConvGeometry& g, DType t) const;
  void gemmForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, Tensor& y);
  void gemmBackwardFilter(const ConvGeometry& g, const Tensor& x, const Tensor& dy, Tensor& dw, Tensor* db);
  void gemmBackwardData(const ConvGeometry& g, const Tensor& w, const Tensor& dy, Tensor& dx);
  // Channels-last 16-bit convolutions of fewer than kPadChannels input channels (the gray and RGB
  // ResNet stems): cuDNN serves them with sm80 kernels only (0.2 ms forward, 0.44 ms filter
  // gradient for ResNet-34's stem at b128). Our path for them: zero channels appended (x to
  // (N, H, W, 8), w to (K, 8, R, S)), cuDNN on that geometry with its own searched algorithm, the
  // filter gradient's first C channels kept (cuda_conv_pad.cpp). The data gradient stays cuDNN's
  // own. Opt-in (NNLAB_CONV_PAD=1 puts the path in the search) until it has run on a GPU: it was
  // written in a session that got no device time.
  static bool padsChannels(const ConvGeometry& g, DType t);
  void paddedForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, Tensor& y);
  void paddedBackwardFilter(const ConvGeometry& g, const Tensor& x, const Tensor& dy, Tensor& dw);
  Tensor padInput(const ConvGeometry& g, const Tensor& x);
  Tensor padded(std::vector<Tensor>& slot, const Shape& shape, DType t);
  template <class F> float timeMs(F&& run);
  // The (K, R, S, C) filter (or its gradient's) buffer of parameter w; w itself where both
  // orders coincide (one input channel, or 1x1 filters).
  static bool filterTransposes(const ConvGeometry& g) { return g.nhwc && g.c > 1 && g.r * g.s > 1; }
  static bool rowsPath(const ConvGeometry& g);  // channels-last 1x1 (our path there)
  static bool strided(const ConvGeometry& g);
  void* filterBuffer(std::map<const void*, Tensor>& buffers, const Tensor& w);
  // forward: transpose w into its buffer and remember that it holds w's values; backward: the
  // forward's copy where it is still w's (the same storage, alive), else a fresh transpose.
  const void* filterForCudnn(const ConvGeometry& g, const Tensor& w, bool forward);
  // search(math, perf, &count, ws, limit) runs cuDNN's search; runCudnn(perf) runs one of its
  // algorithms; ours() runs the im2col path.
  template <class Perf, class Search, class Run, class Ours>
  Choice choose(const char* what, const ConvGeometry& g, DType t, Search&& search, Run&& runCudnn, Ours&& ours);

  CudaBackend& b_;
  std::map<Key, std::unique_ptr<Plan>> plans_;
  std::vector<Tensor> workspace_, cols_, dcols_, parts_, padX_, padW_, padDw_;
  std::map<const void*, Tensor> filters_, filterGrads_;  // channels-last copies, by parameter
  // The filters whose copy in filters_ a forward wrote and no backward has used yet: the
  // parameter's storage (weak: a freed parameter's address may come back for another tensor).
  std::map<const void*, std::weak_ptr<Storage>> forwardCopies_;
  bool reuseForwardCopies_ = false;  // NNLAB_CUDA_FILTERS=reuse (else every pass transposes)
};

}  // namespace nnlab

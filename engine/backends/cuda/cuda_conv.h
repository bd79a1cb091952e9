#pragma once
// cuDNN convolutions of the cuda backend: descriptors and the fastest algorithms (cudnnFind*Ex,
// within a workspace limit, plus our own im2col + GEMM path for small convolutions) are found
// once per geometry, element type and math mode and cached; the workspace grows only while no
// step is being recorded.
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
  using Key = std::tuple<int, int, int, int, int, int, int, int, int, int, int, int>;
  Plan& plan(const ConvGeometry& g, DType t);
  void* workspace(std::size_t bytes);
  // The im2col + GEMM path (cuda_im2col.cu): for small convolutions it beats cuDNN's kernels;
  // the search times it beside cuDNN's finalists and keeps the fastest.
  bool gemmFits(const ConvGeometry& g, DType t) const;
  void gemmForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, Tensor& y);
  void gemmBackwardFilter(const ConvGeometry& g, const Tensor& x, const Tensor& dy, Tensor& dw, Tensor* db);
  void gemmBackwardData(const ConvGeometry& g, const Tensor& w, const Tensor& dy, Tensor& dx);
  template <class F> float timeMs(F&& run);
  // search(math, perf, &count, ws, limit) runs cuDNN's search; runCudnn(perf) runs one of its
  // algorithms; ours() runs the im2col path.
  template <class Perf, class Search, class Run, class Ours>
  Choice choose(const char* what, const ConvGeometry& g, DType t, Search&& search, Run&& runCudnn, Ours&& ours);

  CudaBackend& b_;
  std::map<Key, std::unique_ptr<Plan>> plans_;
  std::vector<Tensor> workspace_, cols_, dcols_, parts_;
};

}  // namespace nnlab

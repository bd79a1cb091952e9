#pragma once
// cuDNN convolutions of the cuda backend: descriptors and the fastest algorithms (cudnnFind*Ex,
// within a workspace limit) are found once per geometry, element type and math mode and cached;
// the workspace grows only while no step is being recorded.
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

 private:
  struct Plan;
  using Key = std::tuple<int, int, int, int, int, int, int, int, int, int, int, int>;
  Plan& plan(const ConvGeometry& g, DType t);
  void* workspace(std::size_t bytes);

  CudaBackend& b_;
  std::map<Key, std::unique_ptr<Plan>> plans_;
  std::vector<Tensor> workspace_;
};

}  // namespace nnlab

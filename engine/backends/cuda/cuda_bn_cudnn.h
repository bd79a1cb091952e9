#pragma once
// cuDNN's batch norm for channels-last training (issue 23): CUDNN_BATCHNORM_SPATIAL_PERSISTENT,
// cuDNN's semi-persistent NHWC kernels (what PyTorch runs), which keep a block's slice of x on
// chip between the statistics and the normalisation, so each pass reads x once (the engine's
// own kernels, cuda_bn.cu, read it twice forward and x, dy and the ReLU output twice backward),
// with the ReLU fused (BN_ACTIVATION) or a residual block's addition and ReLU (BN_ADD_ACTIVATION). The engine's kernels stay for NCHW, inference, the
// synchronised batch norm and whatever cuDNN declines; NNLAB_CUDA_BN=own forces them everywhere.
//
// The fused backward needs the reserve space its forward filled (the ReLU's mask) and the bias; both are kept per batch-norm layer, keyed by the layer's saved-mean tensor, with the x
// and shape that forward saw. A backward whose forward did not run here (or ran on other data)
// goes to the engine's kernels, which need only the saved statistics, the same in both paths.
#include <cudnn.h>

#include <cstddef>
#include <map>
#include <tuple>
#include <vector>

#include "backends/backend.h"

namespace nnlab {

class CudaBackend;

class CudnnBatchNorm {
 public:
  explicit CudnnBatchNorm(CudaBackend& backend);
  ~CudnnBatchNorm();
  CudnnBatchNorm(const CudnnBatchNorm&) = delete;
  CudnnBatchNorm& operator=(const CudnnBatchNorm&) = delete;

  // What follows the normalisation in the same pass.
  enum class Then { Nothing, Relu, AddRelu };  // y = bn(x), relu(bn(x)), relu(bn(x) + z)
  // Training forward through cuDNN; false when it does not take this one (the caller runs the
  // engine's kernels). z: AddRelu's addend.
  bool forward(const BatchNormGeometry& g, const Tensor& x, const Tensor* z, const Tensor& gamma, const Tensor& beta,
               Tensor& y, Tensor& runningMean, Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
               Tensor& saveInvStd, Then then);
  // The backward of a forward() that returned true for the same layer, x and `then`; false
  // otherwise. y: the forward's output (Relu, AddRelu); dz: AddRelu's dy masked by y > 0.
  bool backward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma, Tensor& dbeta,
                const Tensor* y, Tensor* dz, Then then);
  // 0: the engine's kernels only, 1: cuDNN's but no residual fusion, 2: cuDNN's (NNLAB_CUDA_BN)
  int mode() const;

 private:
  using Key = std::tuple<int, int, int, int, int>;  // n, c, spatial, dtype, then
  struct Plan {
    cudnnTensorDescriptor_t x = nullptr, params = nullptr;
    std::size_t workspace = 0, reserve = 0;
    bool ok = false;
  };
  struct Saved {
    const void* x = nullptr;
    const void* beta = nullptr;
    Key key{};
    Tensor reserve;
    double eps = 0;
    bool live = false;
  };
  Plan* plan(const Key& k);

  CudaBackend& b_;
  cudnnActivationDescriptor_t relu_ = nullptr;
  std::map<Key, Plan> plans_;
  std::map<const void*, Saved> saved_;  // by the layer's saved-mean storage
  std::vector<Tensor> workspace_;
};

}  // namespace nnlab

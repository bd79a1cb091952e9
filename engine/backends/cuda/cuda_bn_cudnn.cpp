#include "backends/cuda/cuda_bn_cudnn.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_check.h"

namespace nnlab {

namespace {

constexpr cudnnBatchNormMode_t kMode = CUDNN_BATCHNORM_SPATIAL_PERSISTENT;
constexpr std::size_t kMaxSaved = 1024;  // layers remembered; beyond, the oldest data go (backward then runs ours)

cudnnBatchNormOps_t opsOf(int then) {
  return then == 2 ? CUDNN_BATCHNORM_OPS_BN_ADD_ACTIVATION : then == 1 ? CUDNN_BATCHNORM_OPS_BN_ACTIVATION
                                                                      : CUDNN_BATCHNORM_OPS_BN;
}

bool cudnnType(DType t, cudnnDataType_t& out) {
  switch (t) {
    case DType::F16: out = CUDNN_DATA_HALF; return true;
    case DType::BF16: out = CUDNN_DATA_BFLOAT16; return true;
    case DType::F32: out = CUDNN_DATA_FLOAT; return true;
    default: return false;
  }
}

}  // namespace

// NNLAB_CUDA_BN=own: the engine's kernels for every batch norm; =plain: cuDNN's, but a residual
// block's addition and ReLU apart (addRelu); =cudnn: cuDNN's wherever it takes them; unset: the
// default below. Read at each forward that is not recorded, as the convolutions' NNLAB_CONV_OURS.
constexpr int kDefaultMode = 2;
int CudnnBatchNorm::mode() const {
  const char* v = std::getenv("NNLAB_CUDA_BN");
  if (!v || !*v) return kDefaultMode;
  return std::strcmp(v, "own") == 0 ? 0 : std::strcmp(v, "plain") == 0 ? 1 : 2;
}

CudnnBatchNorm::CudnnBatchNorm(CudaBackend& backend) : b_(backend) {
  NNLAB_CUDNN(cudnnCreateActivationDescriptor(&relu_));
  NNLAB_CUDNN(cudnnSetActivationDescriptor(relu_, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0));
}

CudnnBatchNorm::~CudnnBatchNorm() {
  for (auto& [k, p] : plans_) {
    if (p.x) cudnnDestroyTensorDescriptor(p.x);
    if (p.params) cudnnDestroyTensorDescriptor(p.params);
  }
  if (relu_) cudnnDestroyActivationDescriptor(relu_);
}

// Descriptors and buffer sizes of one shape, type and ReLU choice; null when cuDNN declines it
// (asked once, outside any recording: a size query that fails means the kernels do not exist).
CudnnBatchNorm::Plan* CudnnBatchNorm::plan(const Key& k) {
  auto it = plans_.find(k);
  if (it != plans_.end()) return it->second.ok ? &it->second : nullptr;
  if (b_.recording()) return nullptr;  // a new shape while a step is recorded: ours, this time
  Plan& p = plans_[k];
  const auto [n, c, spatial, type, then] = k;
  cudnnDataType_t dt{};
  if (!cudnnType(static_cast<DType>(type), dt)) return nullptr;
  NNLAB_CUDNN(cudnnCreateTensorDescriptor(&p.x));
  NNLAB_CUDNN(cudnnCreateTensorDescriptor(&p.params));
  // (N, C, spatial, 1) channels-last: the spatial extent as one dimension.
  if (cudnnSetTensor4dDescriptor(p.x, CUDNN_TENSOR_NHWC, dt, n, c, spatial, 1) != CUDNN_STATUS_SUCCESS ||
      cudnnDeriveBNTensorDescriptor(p.params, p.x, kMode) != CUDNN_STATUS_SUCCESS)
    return nullptr;
  const cudnnBatchNormOps_t ops = opsOf(then);
  cudnnActivationDescriptor_t act = then ? relu_ : nullptr;
  cudnnTensorDescriptor_t z = then == 2 ? p.x : nullptr;
  cudnnHandle_t h = b_.cudnn();
  std::size_t fwd = 0, bwd = 0, reserve = 0;
  if (cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(h, kMode, ops, p.x, z, p.x, p.params, act, &fwd) !=
          CUDNN_STATUS_SUCCESS ||
      cudnnGetBatchNormalizationBackwardExWorkspaceSize(h, kMode, ops, p.x, p.x, p.x, z, p.x, p.params, act, &bwd) !=
          CUDNN_STATUS_SUCCESS ||
      cudnnGetBatchNormalizationTrainingExReserveSpaceSize(h, kMode, ops, act, p.x, &reserve) != CUDNN_STATUS_SUCCESS)
    return nullptr;
  p.workspace = std::max(fwd, bwd);
  p.reserve = reserve;
  p.ok = true;
  return &p;
}

bool CudnnBatchNorm::forward(const BatchNormGeometry& g, const Tensor& x, const Tensor* z, const Tensor& gamma,
                             const Tensor& beta, Tensor& y, Tensor& runningMean, Tensor& runningVar, double momentum,
                             double eps, Tensor& saveMean, Tensor& saveInvStd, Then then) {
  auto old = saved_.find(saveMean.raw());
  if (old != saved_.end()) old->second.live = false;
  // cuDNN's kernels run on the main stream only (its handle is bound to it).
  const int t = static_cast<int>(then);
  if (mode() <= (t == 2 ? 1 : 0) || !g.nhwc || g.spatial < 2 || eps < CUDNN_BN_MIN_EPSILON ||
      b_.stream() != b_.mainStream())
    return false;
  const Key k{g.n, g.c, g.spatial, static_cast<int>(x.dtype()), t};
  Plan* p = plan(k);
  if (!p) return false;
  if (b_.recording() && (old == saved_.end() || old->second.reserve.capacityBytes() < p->reserve ||
                         workspace_.empty() || workspace_[0].capacityBytes() < p->workspace))
    return false;  // its buffers cannot be allocated while a step is recorded
  void* ws = b_.scratch(workspace_, p->workspace);
  if (old == saved_.end()) {
    if (saved_.size() >= kMaxSaved) {  // layers of models long gone, mostly
      saved_.clear();
      b_.forgetRecordings();  // the reserves released may be in a recorded step
    }
    old = saved_.emplace(saveMean.raw(), Saved{}).first;
  }
  Saved& s = old->second;
  if (p->reserve && s.reserve.capacityBytes() < p->reserve)
    s.reserve = b_.allocate(Shape{static_cast<std::int64_t>(p->reserve)}, DType::U8);
  void* reserve = p->reserve ? s.reserve.raw() : nullptr;  // plain batch norm keeps none
  const float one = 1.f, zero = 0.f;
  NNLAB_CUDNN(cudnnBatchNormalizationForwardTrainingEx(
      b_.cudnn(), kMode, opsOf(t), &one, &zero, p->x, x.raw(), z ? p->x : nullptr, z ? z->raw() : nullptr, p->x,
      y.raw(), p->params, gamma.raw(), beta.raw(), momentum, runningMean.raw(), runningVar.raw(), eps, saveMean.raw(),
      saveInvStd.raw(), t ? relu_ : nullptr, ws, p->workspace, reserve, p->reserve));
  s.x = x.raw();
  s.beta = beta.raw();
  s.key = k;
  s.eps = eps;
  s.live = true;
  return true;
}

bool CudnnBatchNorm::backward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                              const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma,
                              Tensor& dbeta, const Tensor* y, Tensor* dz, Then then) {
  auto it = saved_.find(saveMean.raw());
  if (it == saved_.end() || !it->second.live) return false;
  Saved& s = it->second;
  const int t = static_cast<int>(then);
  const Key k{g.n, g.c, g.spatial, static_cast<int>(x.dtype()), t};
  if (s.x != x.raw() || s.key != k || b_.stream() != b_.mainStream() || (t && !y) || (t == 2 && !dz)) return false;
  Plan* p = plan(k);
  if (!p || workspace_.empty() || workspace_[0].capacityBytes() < p->workspace) return false;
  const float one = 1.f, zero = 0.f;
  // y is read only with the ReLU (its mask); without it cuDNN still takes a descriptor (a null
  // one crashes it), so x stands in.
  NNLAB_CUDNN(cudnnBatchNormalizationBackwardEx(
      b_.cudnn(), kMode, opsOf(t), &one, &zero, &one, &zero, p->x, x.raw(), p->x, t ? y->raw() : x.raw(), p->x, dy.raw(), t == 2 ? p->x : nullptr, t == 2 ? dz->raw() : nullptr, p->x, dx.raw(),
      p->params, gamma.raw(), s.beta, dgamma.raw(), dbeta.raw(), s.eps, saveMean.raw(), saveInvStd.raw(),
      t ? relu_ : nullptr, workspace_[0].raw(), p->workspace, p->reserve ? s.reserve.raw() : nullptr, p->reserve));
  return true;
}

}  // namespace nnlab

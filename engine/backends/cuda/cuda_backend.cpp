#include "backends/cuda/cuda_backend.h"

#include <cstdlib>
#include <cstring>
#include <initializer_list>

#include "backends/cuda/cuda_bn_cudnn.h"
#include "backends/cuda/cuda_check.h"
#include "backends/cuda/cuda_conv.h"
#include "backends/cuda/cuda_lt.h"
#include "core/error.h"
#include "core/format.h"
#include "device/gpu_info.h"

namespace nnlab {

namespace {

constexpr std::size_t kCublasWorkspace = 32u << 20;  // set explicitly so cuBLAS never allocates while recording

class CudaRecording final : public Recording {
 public:
  explicit CudaRecording(cudaGraphExec_t e) : exec(e) {}
  ~CudaRecording() override { cudaGraphExecDestroy(exec); }
  cudaGraphExec_t exec;
};

void requireSame(const Tensor& a, const Tensor& b, const char* what) {
  if (a.numel() != b.numel() || a.dtype() != b.dtype())
    fail(ErrorKind::Internal, std::string("cuda: ") + what + ": " + a.shape().str() + " " + dtypeName(a.dtype()) +
                                  " vs " + b.shape().str() + " " + dtypeName(b.dtype()));
}

void requireF32(const Tensor& t, const char* what) {
  if (t.dtype() != DType::F32)
    fail(ErrorKind::Internal, std::string("cuda: ") + what + " must be f32, got " + dtypeName(t.dtype()));
}

void requireSums(const Tensor& t, std::int64_t n) {
  if (t.dtype() != DType::F64 || t.numel() != n)
    fail(ErrorKind::Internal, "cuda: synchronised batch norm's sums must be f64 with " + std::to_string(n) + " values");
}

int valueTypeCode(DType t) {
  switch (t) {
    case DType::F32: return 0;
    case DType::F16: return 1;
    case DType::BF16: return 2;
    default: fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "cuda optimizer: parameters of type %1"),
        dtypeName(t)));
  }
}

}  // namespace

CudaBackend::CudaBackend(int deviceIndex) : device_(deviceIndex) {
  NNLAB_CUDA(cudaSetDevice(device_));
  cudaDeviceProp p{};
  NNLAB_CUDA(cudaGetDeviceProperties(&p, device_));
  gpuName_ = p.name;
  NNLAB_CUDA(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
  NNLAB_CUBLAS(cublasCreate(&cublas_));
  NNLAB_CUBLAS(cublasSetStream(cublas_, stream_));
  NNLAB_CUDNN(cudnnCreate(&cudnn_));
  NNLAB_CUDNN(cudnnSetStream(cudnn_, stream_));
  cublasWorkspace_ = allocate(Shape{static_cast<std::int64_t>(kCublasWorkspace)}, DType::U8);
  NNLAB_CUBLAS(cublasSetWorkspace(cublas_, cublasWorkspace_.raw(), kCublasWorkspace));
  NNLAB_CUDA(cudaStreamCreateWithFlags(&side_, cudaStreamNonBlocking));
  NNLAB_CUDA(cudaEventCreateWithFlags(&fork_, cudaEventDisableTiming));
  NNLAB_CUDA(cudaEventCreateWithFlags(&join_, cudaEventDisableTiming));
  NNLAB_CUDA(cudaStreamCreateWithFlags(&copy_, cudaStreamNonBlocking));
  NNLAB_CUDA(cudaStreamCreateWithFlags(&transfer_, cudaStreamNonBlocking));
  NNLAB_CUDA(cudaEventCreateWithFlags(&copyFork_, cudaEventDisableTiming));
  NNLAB_CUDA(cudaEventCreateWithFlags(&copyJoin_, cudaEventDisableTiming));
  NNLAB_CUBLAS(cublasCreate(&cublasSide_));
  NNLAB_CUBLAS(cublasSetStream(cublasSide_, side_));
  cublasSideWorkspace_ = allocate(Shape{static_cast<std::int64_t>(kCublasWorkspace)}, DType::U8);
  NNLAB_CUBLAS(cublasSetWorkspace(cublasSide_, cublasSideWorkspace_.raw(), kCublasWorkspace));
  reduce_ = allocate(Shape{cuda::kReducePartials + 1}, DType::F64);
  flag_ = allocate(Shape{4}, DType::I32);  // overflow flag, allFinite flag, blocks done
  fill(flag_, 0.0);
  conv_ = std::make_unique<CudaConvolutions>(*this);
  bnCudnn_ = std::make_unique<CudnnBatchNorm>(*this);
  setPrecision(Precision::FP32);
}

CudaBackend::~CudaBackend() {
  if (copy_) cudaStreamSynchronize(copy_);
  if (side_) cudaStreamSynchronize(side_);
  if (stream_) cudaStreamSynchronize(stream_);
  conv_.reset();
  bnCudnn_.reset();
  lt_.reset();
  // Tensors this backend holds are released by their own storage; the handles go last.
  cublasWorkspace_ = cublasSideWorkspace_ = Tensor();
  reduce_ = flag_ = optTensors_ = optChunks_ = Tensor();
  bnScratch_.clear();
  shuffleScratch_.clear();
  if (cudnn_) cudnnDestroy(cudnn_);
  if (cublas_) cublasDestroy(cublas_);
  if (cublasSide_) cublasDestroy(cublasSide_);
  if (fork_) cudaEventDestroy(fork_);
  if (join_) cudaEventDestroy(join_);
  if (copyFork_) cudaEventDestroy(copyFork_);
  if (copyJoin_) cudaEventDestroy(copyJoin_);
  if (copy_) cudaStreamDestroy(copy_);
  if (transfer_) cudaStreamDestroy(transfer_);
  if (side_) cudaStreamDestroy(side_);
  if (stream_) cudaStreamDestroy(stream_);
}

std::string CudaBackend::describe() const {
  std::string s = name() + " (" + gpuName_ + ", " + precisionName(precision_);
  if (isMixed(precision_)) s += " mixed precision";
  const GpuDetection& d = detectGpus();
  if (!d.cudnnVersion.empty()) s += ", cuDNN " + d.cudnnVersion;
  return s + ")";
}

void CudaBackend::setPrecision(Precision p) {
  precision_ = p;
  for (cublasHandle_t h : {cublas_, cublasSide_})
    NNLAB_CUBLAS(cublasSetMathMode(h, p == Precision::TF32 ? CUBLAS_TF32_TENSOR_OP_MATH : CUBLAS_DEFAULT_MATH));
  conv_->clear();  // algorithms were chosen for the old math mode
}

void CudaBackend::setDeterministic(bool on) {
  deterministic_ = on;
  conv_->clear();
}

Tensor CudaBackend::allocate(const Shape& shape, DType dtype) {
  if (recording_) fail(ErrorKind::Internal, "cuda: a buffer was allocated while a step was being recorded");
  const std::size_t bytes = std::max<std::size_t>(1, static_cast<std::size_t>(shape.numel()) * dtypeSize(dtype));
  NNLAB_CUDA(cudaSetDevice(device_));
  void* p = nullptr;
  const cudaError_t e = cudaMalloc(&p, bytes);
  if (e == cudaErrorMemoryAllocation) {
    cudaGetLastError();
    std::size_t freeB = 0, totalB = 0;
    cudaMemGetInfo(&freeB, &totalB);
    fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
        "the GPU ran out of memory: %1 asked for, %2 free of %3"),
        realArg(formatBytes(static_cast<double>(bytes))), realArg(formatBytes(static_cast<double>(freeB))),
        realArg(formatBytes(static_cast<double>(totalB)))));
  }
  if (e != cudaSuccess) cuda::failCuda(e, "cudaMalloc", __FILE__, __LINE__);
  ++generation_;
  auto s = std::make_shared<Storage>();
  s->ptr = p;
  s->bytes = bytes;
  s->device = device();
  s->release = [](void* q) { cudaFree(q); };
  return Tensor::fromStorage(s, shape, dtype);
}

void* CudaBackend::scratch(std::vector<Tensor>& slot, std::size_t bytes) {
  if (slot.empty() || slot[0].capacityBytes() < bytes) {
    slot.clear();
    slot.push_back(allocate(Shape{static_cast<std::int64_t>(std::max<std::size_t>(bytes, 256))}, DType::U8));
  }
  return slot[0].raw();
}

void CudaBackend::beginSide() {
  NNLAB_CUDA(cudaEventRecord(fork_, stream_));
  NNLAB_CUDA(cudaStreamWaitEvent(side_, fork_, 0));
  sideActive_ = true;
}

void CudaBackend::endSide() {
  NNLAB_CUDA(cudaEventRecord(join_, side_));
  sideActive_ = false;
}

void CudaBackend::joinSide() { NNLAB_CUDA(cudaStreamWaitEvent(stream_, join_, 0)); }

double* CudaBackend::channelScratch(int c) {
  return static_cast<double*>(scratch(bnScratch_, static_cast<std::size_t>(cuda::batchNormScratchDoubles({1, c, 1})) * 8));
}

void CudaBackend::synchronize() {
  finishPrefetch();
  NNLAB_CUDA(cudaStreamSynchronize(stream_));
}

std::optional<std::pair<std::size_t, std::size_t>> CudaBackend::memoryInfo() {
  std::size_t freeB = 0, totalB = 0;
  NNLAB_CUDA(cudaMemGetInfo(&freeB, &totalB));
  return std::make_pair(freeB, totalB);
}

void CudaBackend::fill(Tensor& t, double value) { cuda::fill(stream_, t.dtype(), t.raw(), t.numel(), value); }

void CudaBackend::copy(const Tensor& src, Tensor& dst) {
  requireSame(src, dst, "copy");
  if (src.bytes()) NNLAB_CUDA(cudaMemcpyAsync(dst.raw(), src.raw(), src.bytes(), cudaMemcpyDeviceToDevice, stream_));
}

void CudaBackend::add(const Tensor& a, const Tensor& b, Tensor& y) {
  requireSame(a, b, "add");
  requireSame(a, y, "add output");
  cuda::add(stream_, a.dtype(), a.raw(), b.raw(), y.raw(), a.numel());
}

void CudaBackend::scale(Tensor& t, double alpha) { cuda::scale(stream_, t.dtype(), t.raw(), t.numel(), alpha); }

double CudaBackend::sum(const Tensor& t) {
  double* partials = reduce_.data<double>();
  cuda::sum(stream_, t.dtype(), t.raw(), t.numel(), partials, partials + cuda::kReducePartials);
  double result = 0.0;
  NNLAB_CUDA(cudaMemcpyAsync(&result, partials + cuda::kReducePartials, sizeof result, cudaMemcpyDeviceToHost, stream_));
  NNLAB_CUDA(cudaStreamSynchronize(stream_));
  return result;
}

void CudaBackend::gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8) {
  const std::int64_t rows = dst.dim(0);
  if (indices.numel() < rows) fail(ErrorKind::Internal, "cuda gatherRows: fewer indices than rows");
  cuda::gatherRows(stream_, src.dtype(), src.raw(), src.dim(0), dst.dtype(), dst.raw(), indices.data<std::int32_t>(), rows,
                   rows ? dst.numel() / rows : 0, static_cast<float>(scaleU8), nullptr);
}

void CudaBackend::convertLayout(const Tensor& x, Tensor& y, bool toChannelsLast) {
  if (x.shape().rank() != 4 || x.numel() != y.numel() || x.dtype() != y.dtype())
    fail(ErrorKind::Internal, "convertLayout: expects two (N, C, H, W) tensors of one type");
  const std::int64_t c = x.dim(1), spatial = x.dim(2) * x.dim(3);
  // Per sample, NCHW is a C x HW matrix and NHWC its transpose.
  cuda::transposeBatched(stream(), x.dtype(), x.raw(), y.raw(), x.dim(0), toChannelsLast ? c : spatial,
                         toChannelsLast ? spatial : c);
}

void CudaBackend::maxPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) {
  cuda::maxPoolForward(stream_, x.dtype(), g, x.raw(), y.raw(), argmax.data<std::int32_t>());
}
void CudaBackend::maxPoolBackward(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax, Tensor& dx) {
  cuda::maxPoolBackward(stream_, dy.dtype(), g, dy.raw(), argmax.data<std::int32_t>(), dx.raw());
}
void CudaBackend::avgPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y) {
  cuda::avgPoolForward(stream_, x.dtype(), g, x.raw(), y.raw());
}
void CudaBackend::avgPoolBackward(const PoolGeometry& g, const Tensor& dy, Tensor& dx) {
  cuda::avgPoolBackward(stream_, dy.dtype(), g, dy.raw(), dx.raw());
}

void CudaBackend::bnForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                            Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                            double eps, Tensor& saveMean, Tensor& saveInvStd, bool relu) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &beta, &runningMean, &runningVar, &saveMean, &saveInvStd})
    requireF32(*t, "batch norm parameters and statistics");
  if (!training) {
    cuda::batchNormForwardInference(stream_, x.dtype(), g, x.raw(), gamma.data<float>(), beta.data<float>(), y.raw(),
                                    runningMean.data<float>(), runningVar.data<float>(), static_cast<float>(eps), relu);
    return;
  }
  if (bnCudnn_->forward(g, x, nullptr, gamma, beta, y, runningMean, runningVar, momentum, eps, saveMean, saveInvStd,
                        relu ? CudnnBatchNorm::Then::Relu : CudnnBatchNorm::Then::Nothing))
    return;
  cuda::batchNormForwardTraining(stream_, x.dtype(), g, x.raw(), gamma.data<float>(), beta.data<float>(), y.raw(),
                                 runningMean.data<float>(), runningVar.data<float>(), static_cast<float>(momentum),
                                 static_cast<float>(eps), saveMean.data<float>(), saveInvStd.data<float>(),
                                 channelScratch(g.c), relu);
}

void CudaBackend::bnBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                             const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma, Tensor& dbeta,
                             const Tensor* reluOut) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &saveMean, &saveInvStd, &dgamma, &dbeta})
    requireF32(*t, "batch norm parameters and statistics");
  if (bnCudnn_->backward(g, x, gamma, dy, saveMean, saveInvStd, dx, dgamma, dbeta, reluOut, nullptr,
                         reluOut ? CudnnBatchNorm::Then::Relu : CudnnBatchNorm::Then::Nothing))
    return;
  cuda::batchNormBackward(stream_, x.dtype(), g, x.raw(), gamma.data<float>(), dy.raw(), saveMean.data<float>(),
                          saveInvStd.data<float>(), dx.raw(), dgamma.data<float>(), dbeta.data<float>(),
                          channelScratch(g.c), reluOut ? reluOut->raw() : nullptr);
}

void CudaBackend::batchNormForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                                   Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                                   double eps, Tensor& saveMean, Tensor& saveInvStd) {
  bnForward(g, x, gamma, beta, y, training, runningMean, runningVar, momentum, eps, saveMean, saveInvStd, false);
}

void CudaBackend::batchNormReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                       const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                       Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                       Tensor& saveInvStd) {
  bnForward(g, x, gamma, beta, y, training, runningMean, runningVar, momentum, eps, saveMean, saveInvStd, true);
}

void CudaBackend::batchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                                    const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma,
                                    Tensor& dbeta) {
  bnBackward(g, x, gamma, dy, saveMean, saveInvStd, dx, dgamma, dbeta, nullptr);
}

void CudaBackend::batchNormSums(const BatchNormGeometry& g, const Tensor& x, Tensor& sums) {
  requireSums(sums, 2 * std::int64_t{g.c} + 1);
  cuda::batchNormSums(stream_, x.dtype(), g, x.raw(), sums.data<double>(), channelScratch(g.c));
}

void CudaBackend::batchNormApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                                 const Tensor& sums, Tensor& y, bool relu, Tensor& runningMean, Tensor& runningVar,
                                 double momentum, double eps, Tensor& saveMean, Tensor& saveInvStd) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &beta, &runningMean, &runningVar, &saveMean, &saveInvStd})
    requireF32(*t, "batch norm parameters and statistics");
  requireSums(sums, 2 * std::int64_t{g.c} + 1);
  cuda::batchNormApply(stream_, x.dtype(), g, x.raw(), gamma.data<float>(), beta.data<float>(), sums.data<double>(), y.raw(),
                       runningMean.data<float>(), runningVar.data<float>(), static_cast<float>(momentum),
                       static_cast<float>(eps), saveMean.data<float>(), saveInvStd.data<float>(), relu);
}

void CudaBackend::batchNormGradSums(const BatchNormGeometry& g, const Tensor& x, const Tensor& dy, const Tensor* reluOut,
                                    const Tensor& saveMean, const Tensor& saveInvStd, Tensor& sums, Tensor& dgamma,
                                    Tensor& dbeta) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&saveMean, &saveInvStd, &dgamma, &dbeta})
    requireF32(*t, "batch norm parameters and statistics");
  requireSums(sums, 2 * std::int64_t{g.c});
  cuda::batchNormGradSums(stream_, x.dtype(), g, x.raw(), dy.raw(), saveMean.data<float>(), saveInvStd.data<float>(),
                          sums.data<double>(), dgamma.data<float>(), dbeta.data<float>(), channelScratch(g.c),
                          reluOut ? reluOut->raw() : nullptr);
}

void CudaBackend::batchNormGradApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                                     const Tensor* reluOut, const Tensor& saveMean, const Tensor& saveInvStd,
                                     const Tensor& statSums, const Tensor& gradSums, double scale, Tensor& dx) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &saveMean, &saveInvStd})
    requireF32(*t, "batch norm parameters and statistics");
  requireSums(statSums, 2 * std::int64_t{g.c} + 1);
  requireSums(gradSums, 2 * std::int64_t{g.c});
  cuda::batchNormGradApply(stream_, x.dtype(), g, x.raw(), gamma.data<float>(), dy.raw(), saveMean.data<float>(),
                           saveInvStd.data<float>(), statSums.data<double>(), gradSums.data<double>(), scale, dx.raw(),
                           reluOut ? reluOut->raw() : nullptr);
}

// The mask is applied inside batch norm's own reductions: maskedDy is not needed here.
void CudaBackend::reluBatchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                        const Tensor& y, const Tensor& dy, const Tensor& saveMean,
                                        const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma, Tensor& dbeta, Tensor&) {
  bnBackward(g, x, gamma, dy, saveMean, saveInvStd, dx, dgamma, dbeta, &y);
}

bool CudaBackend::batchNormAddReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& z,
                                          const Tensor& gamma, const Tensor& beta, Tensor& y, Tensor& runningMean,
                                          Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                          Tensor& saveInvStd) {
  for (const Tensor* t : std::initializer_list<const Tensor*>{&gamma, &beta, &runningMean, &runningVar, &saveMean, &saveInvStd})
    requireF32(*t, "batch norm parameters and statistics");
  requireSame(x, z, "batchNormAddRelu");
  return bnCudnn_->forward(g, x, &z, gamma, beta, y, runningMean, runningVar, momentum, eps, saveMean, saveInvStd,
                           CudnnBatchNorm::Then::AddRelu);
}

bool CudaBackend::batchNormAddReluBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                           const Tensor& y, const Tensor& dy, const Tensor& saveMean,
                                           const Tensor& saveInvStd, Tensor& dx, Tensor& dz, Tensor& dgamma,
                                           Tensor& dbeta) {
  return bnCudnn_->backward(g, x, gamma, dy, saveMean, saveInvStd, dx, dgamma, dbeta, &y, &dz,
                            CudnnBatchNorm::Then::AddRelu);
}

void CudaBackend::addRelu(const Tensor& a, const Tensor& b, Tensor& y) {
  requireSame(a, b, "addRelu");
  requireSame(a, y, "addRelu output");
  cuda::addRelu(stream_, a.dtype(), a.raw(), b.raw(), y.raw(), a.numel());
}

void CudaBackend::activationForward(Activation f, double alpha, const Tensor& x, Tensor& y) {
  requireSame(x, y, "activation");
  cuda::activationForward(stream_, x.dtype(), f, static_cast<float>(alpha), x.raw(), y.raw(), x.numel());
}

void CudaBackend::activationBackward(Activation f, double alpha, const Tensor& x, const Tensor& y, const Tensor& dy,
                                     Tensor& dx) {
  requireSame(x, dx, "activation gradient");
  cuda::activationBackward(stream_, x.dtype(), f, static_cast<float>(alpha), x.raw(), y.raw(), dy.raw(), dx.raw(),
                           x.numel());
}

void CudaBackend::dropoutForward(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) {
  if (!(rate >= 0.0 && rate < 1.0)) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "dropout rate must be in [0, 1)")));
  cuda::dropoutForward(stream_, x.dtype(), x.raw(), y.raw(), mask.raw(), x.numel(), static_cast<float>(rate), seed,
                       nullptr);
}

void CudaBackend::dropoutStep(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed,
                              const Tensor& state) {
  if (!(rate >= 0.0 && rate < 1.0)) fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "dropout rate must be in [0, 1)")));
  cuda::dropoutForward(stream_, x.dtype(), x.raw(), y.raw(), mask.raw(), x.numel(), static_cast<float>(rate), seed,
                       state.data<double>());
}

void CudaBackend::dropoutBackward(const Tensor& dy, const Tensor& mask, Tensor& dx) {
  cuda::multiply(stream_, dy.dtype(), dy.raw(), mask.raw(), dx.raw(), dy.numel());
}

void CudaBackend::lossOp(bool crossEntropy, const Tensor& out, const Tensor& labels, Tensor& loss, Tensor* grad,
                         const Tensor* state, Tensor* confusion) {
  if (out.shape().rank() != 2 || labels.numel() != out.dim(0) || labels.dtype() != DType::I32)
    fail(ErrorKind::Internal, "cuda loss: outputs must be (N, K) and labels (N) i32");
  if (grad) requireSame(out, *grad, "loss gradient");
  auto op = crossEntropy ? cuda::softmaxCrossEntropy : cuda::mseOneHot;
  op(stream_, out.dtype(), out.raw(), labels.data<std::int32_t>(), out.dim(0), out.dim(1), loss.dtype(), loss.raw(),
     grad ? grad->raw() : nullptr, state ? state->data<double>() : nullptr,
     confusion ? static_cast<long long*>(confusion->raw()) : nullptr);
}

void CudaBackend::softmaxCrossEntropy(const Tensor& logits, const Tensor& labels, Tensor& loss, Tensor* grad) {
  lossOp(true, logits, labels, loss, grad, nullptr, nullptr);
}
void CudaBackend::mseOneHot(const Tensor& outputs, const Tensor& labels, Tensor& loss, Tensor* grad) {
  lossOp(false, outputs, labels, loss, grad, nullptr, nullptr);
}
void CudaBackend::softmaxCrossEntropyStep(const Tensor& logits, const Tensor& labels, const Tensor& state,
                                          Tensor& history, Tensor* grad, Tensor* confusion) {
  lossOp(true, logits, labels, history, grad, &state, confusion);
}
void CudaBackend::mseOneHotStep(const Tensor& outputs, const Tensor& labels, const Tensor& state, Tensor& history,
                                Tensor* grad, Tensor* confusion) {
  lossOp(false, outputs, labels, history, grad, &state, confusion);
}

void CudaBackend::confusionUpdate(const Tensor& logits, const Tensor& labels, Tensor& confusion) {
  cuda::confusionUpdate(stream_, logits.dtype(), logits.raw(), labels.data<std::int32_t>(), logits.dim(0), logits.dim(1),
                        static_cast<long long*>(confusion.raw()));
}

void CudaBackend::runOptimizer(std::span<ParamSlot> params, cuda::OptHyper h, Tensor* state, std::int64_t advanceRows) {
  // The parameter table is built once per parameter set (the first, unrecorded step).
  std::vector<std::uintptr_t> key;
  for (const ParamSlot& p : params)
    for (const Tensor* q : {p.value, p.grad, p.state1, p.state2, p.master})
      key.push_back(q ? reinterpret_cast<std::uintptr_t>(q->raw()) : 0);
  for (const ParamSlot& p : params) key.push_back(static_cast<std::uintptr_t>(p.value->numel() * 2 + (p.decay ? 1 : 0)));
  if (key != optKey_) {
    if (recording_) fail(ErrorKind::Internal, "cuda: the optimizer's parameters changed while a step was being recorded");
    std::vector<cuda::OptTensor> ts;
    std::vector<cuda::OptChunk> cs;
    for (const ParamSlot& p : params) {
      requireSame(*p.value, *p.grad, "optimizer gradient");
      const bool half = p.value->dtype() != DType::F32;
      if (half != (p.master != nullptr)) fail(ErrorKind::Internal, "cuda optimizer: 16-bit parameters need f32 master weights");
      for (const Tensor* t : {p.state1, p.state2, p.master})
        if (t) requireF32(*t, "optimizer state");
      if ((h.adam && (!p.state1 || !p.state2)) || (!h.adam && h.momentum != 0.f && !p.state1))
        fail(ErrorKind::Internal, "cuda optimizer: a parameter lacks its state buffers");
      ts.push_back({p.value->raw(), p.grad->raw(), p.state1 ? p.state1->data<float>() : nullptr,
                    p.state2 ? p.state2->data<float>() : nullptr, p.master ? p.master->data<float>() : nullptr,
                    p.value->numel(), valueTypeCode(p.value->dtype()), p.decay ? 1 : 0});
      for (std::int64_t start = 0; start < p.value->numel(); start += cuda::kOptChunk)
        cs.push_back({static_cast<int>(ts.size() - 1), start});
    }
    const auto tensorBytes = static_cast<std::int64_t>(ts.size() * sizeof(cuda::OptTensor));
    const auto chunkBytes = static_cast<std::int64_t>(cs.size() * sizeof(cuda::OptChunk));
    if (!optTensors_.defined() || optTensors_.capacityBytes() < static_cast<std::size_t>(tensorBytes))
      optTensors_ = allocate(Shape{std::max<std::int64_t>(tensorBytes, 1)}, DType::U8);
    if (!optChunks_.defined() || optChunks_.capacityBytes() < static_cast<std::size_t>(chunkBytes))
      optChunks_ = allocate(Shape{std::max<std::int64_t>(chunkBytes, 1)}, DType::U8);
    if (tensorBytes) NNLAB_CUDA(cudaMemcpyAsync(optTensors_.raw(), ts.data(), tensorBytes, cudaMemcpyHostToDevice, stream_));
    if (chunkBytes) NNLAB_CUDA(cudaMemcpyAsync(optChunks_.raw(), cs.data(), chunkBytes, cudaMemcpyHostToDevice, stream_));
    NNLAB_CUDA(cudaStreamSynchronize(stream_));  // the host vectors go out of scope
    optChunkCount_ = static_cast<int>(cs.size());
    optKey_ = std::move(key);
  }
  auto* table = static_cast<const cuda::OptTensor*>(optTensors_.raw());
  auto* chunks = static_cast<const cuda::OptChunk*>(optChunks_.raw());
  auto* flag = reinterpret_cast<unsigned*>(flag_.raw());
  double* st = state ? state->data<double>() : nullptr;
  if (!st) h.dynamic = 0;
  if (h.dynamic) cuda::optimizerCheck(stream_, table, chunks, optChunkCount_, flag);
  cuda::optimizerUpdate(stream_, table, chunks, optChunkCount_, h, st, flag, flag + 2, advanceRows);
}

namespace {
cuda::OptHyper sgdHyper(const SgdHyper& h) {
  cuda::OptHyper o;
  o.lr = static_cast<float>(h.lr);
  o.momentum = static_cast<float>(h.momentum);
  o.weightDecay = static_cast<float>(h.weightDecay);
  o.nesterov = h.nesterov ? 1 : 0;
  o.dynamic = h.dynamicLossScale ? 1 : 0;
  return o;
}
cuda::OptHyper adamHyper(const AdamHyper& h) {
  cuda::OptHyper o;
  o.adam = 1;
  o.lr = static_cast<float>(h.lr);
  o.beta1 = static_cast<float>(h.beta1);
  o.beta2 = static_cast<float>(h.beta2);
  o.eps = static_cast<float>(h.eps);
  o.weightDecay = static_cast<float>(h.weightDecay);
  o.step = static_cast<double>(h.step);
  o.dynamic = h.dynamicLossScale ? 1 : 0;
  return o;
}
}  // namespace

void CudaBackend::sgdUpdate(std::span<ParamSlot> params, const SgdHyper& h) {
  runOptimizer(params, sgdHyper(h), nullptr, 0);
}
void CudaBackend::adamUpdate(std::span<ParamSlot> params, const AdamHyper& h) {
  if (h.step < 1) fail(ErrorKind::Internal, "Adam step must start at 1");
  runOptimizer(params, adamHyper(h), nullptr, 0);
}
void CudaBackend::sgdStep(std::span<ParamSlot> params, const SgdHyper& h, Tensor& state, std::int64_t advanceRows) {
  runOptimizer(params, sgdHyper(h), &state, advanceRows);
}
void CudaBackend::adamStep(std::span<ParamSlot> params, const AdamHyper& h, Tensor& state, std::int64_t advanceRows) {
  runOptimizer(params, adamHyper(h), &state, advanceRows);
}

bool CudaBackend::allFinite(const Tensor& t) {
  auto* flag = reinterpret_cast<unsigned*>(flag_.raw()) + 1;
  NNLAB_CUDA(cudaMemsetAsync(flag, 0, sizeof(unsigned), stream_));
  cuda::flagNonFinite(stream_, t.dtype(), t.raw(), t.numel(), flag);
  unsigned host = 0;
  NNLAB_CUDA(cudaMemcpyAsync(&host, flag, sizeof host, cudaMemcpyDeviceToHost, stream_));
  NNLAB_CUDA(cudaStreamSynchronize(stream_));
  return host == 0;
}

void CudaBackend::convert(const Tensor& src, Tensor& dst) {
  if (src.numel() != dst.numel()) fail(ErrorKind::Internal, "cuda convert: element counts differ");
  if (src.dtype() == dst.dtype()) {
    copy(src, dst);
    return;
  }
  cuda::convert(stream_, src.dtype(), src.raw(), dst.dtype(), dst.raw(), src.numel());
}

void CudaBackend::beginRecording() {
  if (recording_) fail(ErrorKind::Internal, "cuda: already recording");
  NNLAB_CUDA(cudaStreamBeginCapture(stream_, cudaStreamCaptureModeThreadLocal));
  recording_ = true;
}

std::unique_ptr<Recording> CudaBackend::endRecording() {
  recording_ = false;
  cudaGraph_t graph = nullptr;
  NNLAB_CUDA(cudaStreamEndCapture(stream_, &graph));
  cudaGraphExec_t exec = nullptr;
  const cudaError_t e = cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphDestroy(graph);
  if (e != cudaSuccess) cuda::failCuda(e, "cudaGraphInstantiate", __FILE__, __LINE__);
  return std::make_unique<CudaRecording>(exec);
}

void CudaBackend::abortRecording() {
  if (!recording_) return;
  recording_ = false;
  prefetching_ = false;  // a prefetch queued in the capture never ran
  cudaGraph_t graph = nullptr;
  cudaStreamEndCapture(stream_, &graph);  // an invalidated capture reports an error: nothing to keep either way
  if (graph) cudaGraphDestroy(graph);
  cudaGetLastError();
}

void CudaBackend::replay(const Recording& r) {
  NNLAB_CUDA(cudaGraphLaunch(static_cast<const CudaRecording&>(r).exec, stream_));
}

}  // namespace nnlab

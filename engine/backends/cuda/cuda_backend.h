#pragma once
// CudaBackend: the op interface on one NVIDIA GPU. Matrix products go through cuBLAS, convolutions
// through cuDNN (algorithm found once per shape and cached, within a workspace limit), everything
// else through the kernels of the .cu files. All work is queued on one stream; a step of ops can
// be recorded as a CUDA graph and replayed. Float data is f32, f16 or bf16 (arithmetic and
// accumulation in f32); precision() picks TF32 or tensor-core math.
#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cudnn.h>

#include <map>
#include <memory>
#include <vector>

#include "backends/backend.h"
#include "backends/cuda/cuda_kernels.h"

namespace nnlab {

class CudaConvolutions;
class CudnnBatchNorm;
class LtMatmuls;

class CudaBackend final : public Backend {
 public:
  explicit CudaBackend(int deviceIndex);
  ~CudaBackend() override;
  CudaBackend(const CudaBackend&) = delete;
  CudaBackend& operator=(const CudaBackend&) = delete;

  std::string name() const override { return "cuda:" + std::to_string(device_); }
  Device device() const override { return Device::cuda(device_); }
  bool supports(DType t) const override { return t == DType::F32 || t == DType::F16 || t == DType::BF16; }
  std::string describe() const override;
  void setPrecision(Precision p) override;
  void setDeterministic(bool on) override;

  Tensor allocate(const Shape& shape, DType dtype) override;
  // In GPU memory when it leaves room for training (half the free memory); otherwise, or when
  // NNLAB_CUDA_DATA=host asks for it, the host tensor pinned and mapped: gathers read it over PCIe.
  Tensor placeDataset(const Tensor& host, std::string* where) override;
  void upload(const Tensor& host, Tensor& dst) override;
  void download(const Tensor& src, Tensor& host) override;
  void synchronize() override;
  void makeCurrent() override;
  void transfer(const Tensor& src, Tensor& dst) override;
  void copy2d(const Tensor& src, std::size_t srcOffset, std::size_t srcPitch, Tensor& dst, std::size_t dstOffset,
              std::size_t dstPitch, std::size_t widthBytes, std::int64_t rows) override;
  // The next GPU (cuda:(i+1) mod count) with this backend's precision and determinism: the second
  // device of a layer split in two. None on a machine with one GPU.
  std::unique_ptr<Backend> sibling() const override;
  bool supportsChannelsLast() const override { return true; }
  void convertLayout(const Tensor& x, Tensor& y, bool toChannelsLast) override;

  void fill(Tensor& t, double value) override;
  void copy(const Tensor& src, Tensor& dst) override;
  void add(const Tensor& a, const Tensor& b, Tensor& y) override;
  void scale(Tensor& t, double alpha) override;
  double sum(const Tensor& t) override;
  void gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8 = 1.0 / 255.0) override;

  void linearForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) override;
  void linearBackward(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db) override;
  void conv2dForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) override;
  void conv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                      Tensor* db) override;

  void maxPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) override;
  void maxPoolBackward(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax, Tensor& dx) override;
  void avgPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y) override;
  void avgPoolBackward(const PoolGeometry& g, const Tensor& dy, Tensor& dx) override;

  void batchNormForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta, Tensor& y,
                        bool training, Tensor& runningMean, Tensor& runningVar, double momentum, double eps,
                        Tensor& saveMean, Tensor& saveInvStd) override;
  void batchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                         const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma,
                         Tensor& dbeta) override;

  void activationForward(Activation f, double alpha, const Tensor& x, Tensor& y) override;
  void activationBackward(Activation f, double alpha, const Tensor& x, const Tensor& y, const Tensor& dy,
                          Tensor& dx) override;
  void dropoutForward(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) override;
  void dropoutBackward(const Tensor& dy, const Tensor& mask, Tensor& dx) override;

  void softmaxCrossEntropy(const Tensor& logits, const Tensor& labels, Tensor& loss, Tensor* grad) override;
  void mseOneHot(const Tensor& outputs, const Tensor& labels, Tensor& loss, Tensor* grad) override;
  void confusionUpdate(const Tensor& logits, const Tensor& labels, Tensor& confusion) override;
  void sgdUpdate(std::span<ParamSlot> params, const SgdHyper& h) override;
  void adamUpdate(std::span<ParamSlot> params, const AdamHyper& h) override;
  bool allFinite(const Tensor& t) override;
  void convert(const Tensor& src, Tensor& dst) override;

  void linearReluForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) override;
  void reluLinearBackward(const Tensor& x, const Tensor& w, const Tensor& y, const Tensor& dy, Tensor* dx, Tensor& dw,
                          Tensor* db, Tensor& maskedDy) override;
  void conv2dReluForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) override;
  void reluConv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& y, const Tensor& dy,
                          Tensor* dx, Tensor& dw, Tensor* db, Tensor& maskedDy) override;
  void batchNormSums(const BatchNormGeometry& g, const Tensor& x, Tensor& sums) override;
  void batchNormApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                      const Tensor& sums, Tensor& y, bool relu, Tensor& runningMean, Tensor& runningVar, double momentum,
                      double eps, Tensor& saveMean, Tensor& saveInvStd) override;
  void batchNormGradSums(const BatchNormGeometry& g, const Tensor& x, const Tensor& dy, const Tensor* reluOut,
                         const Tensor& saveMean, const Tensor& saveInvStd, Tensor& sums, Tensor& dgamma,
                         Tensor& dbeta) override;
  void batchNormGradApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                          const Tensor* reluOut, const Tensor& saveMean, const Tensor& saveInvStd, const Tensor& statSums,
                          const Tensor& gradSums, double scale, Tensor& dx) override;
  void batchNormReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                            Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                            double eps, Tensor& saveMean, Tensor& saveInvStd) override;
  void reluBatchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& y,
                             const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                             Tensor& dgamma, Tensor& dbeta, Tensor& maskedDy) override;
  void addRelu(const Tensor& a, const Tensor& b, Tensor& y) override;
  bool batchNormAddReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& z, const Tensor& gamma,
                               const Tensor& beta, Tensor& y, Tensor& runningMean, Tensor& runningVar, double momentum,
                               double eps, Tensor& saveMean, Tensor& saveInvStd) override;
  bool batchNormAddReluBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& y,
                                const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                                Tensor& dz, Tensor& dgamma, Tensor& dbeta) override;

  // Step ops on the device (see backend.h).
  void shuffleOrder(const Tensor& items, std::uint64_t seed, Tensor& order) override;
  void gatherBatch(const Tensor& src, const Tensor& order, const Tensor& state, Tensor& dst, double scaleU8) override;
  void gatherSamples(const Tensor& images, const Tensor& labels, const Tensor& order, const Tensor& state, Tensor& x,
                     Tensor& y) override;
  bool streams(const Tensor& images) const override;
  void prefetchSamples(const Tensor& images, const Tensor& order, const Tensor& state, std::int64_t ahead,
                       Tensor& staging) override;
  void finishPrefetch() override;
  void gatherStaged(const Tensor& staging, const Tensor& labels, const Tensor& order, const Tensor& state, Tensor& x,
                    Tensor& y) override;
  void dropoutStep(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed,
                   const Tensor& state) override;
  void softmaxCrossEntropyStep(const Tensor& logits, const Tensor& labels, const Tensor& state, Tensor& history,
                               Tensor* grad, Tensor* confusion) override;
  void mseOneHotStep(const Tensor& outputs, const Tensor& labels, const Tensor& state, Tensor& history, Tensor* grad,
                     Tensor* confusion) override;
  void sgdStep(std::span<ParamSlot> params, const SgdHyper& h, Tensor& state, std::int64_t advanceRows) override;
  void adamStep(std::span<ParamSlot> params, const AdamHyper& h, Tensor& state, std::int64_t advanceRows) override;
  void advanceStep(Tensor& state, std::int64_t rows) override;

  bool canRecord() const override { return true; }
  void beginRecording() override;
  std::unique_ptr<Recording> endRecording() override;
  void abortRecording() override;
  void replay(const Recording& r) override;
  std::uint64_t allocationGeneration() const override { return generation_; }
  // Memory a recorded step may use was released outside the allocator's view: recordings go stale.
  void forgetRecordings() { ++generation_; }
  std::optional<std::pair<std::size_t, std::size_t>> memoryInfo() override;

  // For the other files of this backend. Inside a side section (beginSide .. endSide) work goes to
  // the side stream, with its own cuBLAS handle and workspace, so it can overlap the main
  // stream's (in a recorded step the two become parallel branches of the graph).
  cudaStream_t stream() const { return sideActive_ ? side_ : stream_; }
  cudaStream_t mainStream() const { return stream_; }
  cublasHandle_t cublas() const { return sideActive_ ? cublasSide_ : cublas_; }
  void beginSide();  // the side stream waits for the main stream's work so far
  void endSide();    // back to the main stream (the side's work may still run)
  void joinSide();   // the main stream waits for the side's work
  // y = op(A) op(B) (+ bias, ReLU, or the bias gradient of B as cuBLASLt's epilogues do), type t.
  // False when cuBLASLt has no algorithm for it: the caller then runs the plain GEMM and kernels.
  bool gemmEpilogue(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda,
                    const void* B, int ldb, void* C, int ldc, DType t, int epilogue, const void* bias);
  cudnnHandle_t cudnn() const { return cudnn_; }
  bool recording() const { return recording_; }
  // A grow-only device buffer of at least `bytes` (workspaces, scratch); never while recording.
  void* scratch(std::vector<Tensor>& slot, std::size_t bytes);
  // Scratch for per-channel reductions of c channels (batch norm, bias gradients).
  double* channelScratch(int c);
  // C_b = op(A_b) op(B_b) for b < batch, column-major (cuBLAS) terms, type t, f32 accumulation.
  void gemmBatched(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda,
                   long long strideA, const void* B, int ldb, long long strideB, void* C, int ldc, long long strideC,
                   int batch, DType t);

 private:
  void runOptimizer(std::span<ParamSlot> params, cuda::OptHyper h, Tensor* state, std::int64_t advanceRows);
  void bnForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta, Tensor& y,
                 bool training, Tensor& runningMean, Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                 Tensor& saveInvStd, bool relu);
  void bnBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                  const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma, Tensor& dbeta,
                  const Tensor* reluOut);
  void lossOp(bool crossEntropy, const Tensor& out, const Tensor& labels, Tensor& loss, Tensor* grad,
              const Tensor* state, Tensor* confusion);

  int device_;
  cudaStream_t stream_ = nullptr, side_ = nullptr, copy_ = nullptr;  // copy_: streamed samples' prefetches
  cudaStream_t transfer_ = nullptr;  // transfer(): model parallelism's copies between devices
  cudaEvent_t fork_ = nullptr, join_ = nullptr, copyFork_ = nullptr, copyJoin_ = nullptr;
  bool prefetching_ = false;  // a prefetch is queued on copy_ and not yet joined
  bool sideActive_ = false;
  cublasHandle_t cublas_ = nullptr, cublasSide_ = nullptr;
  cudnnHandle_t cudnn_ = nullptr;
  std::string gpuName_;
  std::uint64_t generation_ = 1;
  bool recording_ = false;
  std::unique_ptr<CudaConvolutions> conv_;
  std::unique_ptr<CudnnBatchNorm> bnCudnn_;  // cuDNN's channels-last batch norm (training)
  std::unique_ptr<LtMatmuls> lt_;
  Tensor cublasWorkspace_, cublasSideWorkspace_, reduce_, flag_;  // reduce_: partials + result (f64); flag_: u32 overflow flag
  std::vector<Tensor> bnScratch_, shuffleScratch_;
  // The optimizer's parameter table, rebuilt when the parameter set changes.
  std::vector<std::uintptr_t> optKey_;
  Tensor optTensors_, optChunks_;
  int optChunkCount_ = 0;
};

}  // namespace nnlab

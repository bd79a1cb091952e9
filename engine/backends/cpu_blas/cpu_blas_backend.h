#pragma once
// cpu-blas: the fast CPU backend. Matrix products go to OpenBLAS (sgemm/dgemm); f32
// convolutions go to oneDNN when built with it (cpu_blas_onednn.h), the others are im2col +
// GEMM; every other loop is OpenMP-parallel over a user-set thread count.
//
// Threading: OpenBLAS itself always runs single-threaded; parallelism comes from OpenMP teams of
// `threads()` threads that split the work statically:
//   - convolutions split the batch: one chunk of consecutive images per thread, each with its
//     own im2col workspace and single-threaded GEMMs over a few images at once (with fewer
//     images than threads, e.g. inference on one image, each GEMM is split instead);
//   - dense-layer GEMMs split their output matrix into blocks, one single-threaded GEMM each;
//   - element-wise, pooling, batch-norm, loss and optimizer loops split their index range, but
//     only as far as the size pays for (one thread per 32k cheap elements, 4k expensive ones);
//     small loops run on the calling thread and never enter OpenMP.
// Every team has the full thread count (idle members just pass the barrier): libgomp ends pool
// threads that a smaller team leaves out and re-creates them for the next larger one, which
// made 16 threads slower than 8 before. OpenBLAS's own pool is not used: its threads and
// OpenMP's would spin against each other (16 OpenBLAS threads ran the MLP 17x slower).
//
// OpenBLAS kernels: when OpenBLAS's CPU detection falls back to legacy SSE kernels on a CPU
// with AVX2/AVX-512 (0.3.21 does on recent Xeons in VMs), the first backend re-selects them by
// CPU features unless OPENBLAS_CORETYPE is set; describe() names the kernels in use.
//
// Determinism: every reduction is done in a fixed order. Results do not depend on scheduling;
// with one thread they are bit-reproducible, and most ops (all but split GEMMs and convolution
// weight gradients, which sum per-thread partials in thread order) give the same bits for any
// thread count.
//
// A backend object is not thread-safe: it owns grow-only workspaces that every call reuses.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "backends/backend.h"

namespace nnlab {

namespace blas {
class OneDnnConv;
}

// Grow-only, 64-byte aligned scratch memory.
class BlasWorkspace {
 public:
  BlasWorkspace() = default;
  BlasWorkspace(const BlasWorkspace&) = delete;
  BlasWorkspace& operator=(const BlasWorkspace&) = delete;
  template <class T>
  T* get(std::size_t count) {
    return static_cast<T*>(reserve(count * sizeof(T)));
  }

 private:
  void* reserve(std::size_t bytes);
  struct Free {
    void operator()(void* p) const;
  };
  std::unique_ptr<void, Free> ptr_;
  std::size_t bytes_ = 0;
};

class CpuBlasBackend final : public Backend {
 public:
  // threads >= 1 (smaller values are clamped to 1).
  explicit CpuBlasBackend(int threads);
  ~CpuBlasBackend() override;

  std::string name() const override { return "cpu-blas"; }
  std::unique_ptr<Backend> sibling() const override { return std::make_unique<CpuBlasBackend>(threads_); }
  Device device() const override { return Device::cpu(); }
  bool supports(DType t) const override { return t == DType::F32 || t == DType::F64; }
  int threads() const override { return threads_; }
  std::string describe() const override;

  void fill(Tensor& t, double value) override;
  void copy(const Tensor& src, Tensor& dst) override;
  void add(const Tensor& a, const Tensor& b, Tensor& y) override;
  void scale(Tensor& t, double alpha) override;
  double sum(const Tensor& t) override;
  void gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8) override;

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
  // Fused ReLU (cpu_blas_bn.cpp): one pass where the defaults take two or three.
  void batchNormReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                            Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                            double eps, Tensor& saveMean, Tensor& saveInvStd) override;
  void reluBatchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& y,
                             const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                             Tensor& dgamma, Tensor& dbeta, Tensor& maskedDy) override;
  void addRelu(const Tensor& a, const Tensor& b, Tensor& y) override;

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

  // Row-major C(m,n) = alpha op(A) op(B) + beta C, split over threads() when large enough.
  // Public for benchmarks and other CPU code; A, B and C must not overlap.
  template <class T>
  void gemm(bool transA, bool transB, int m, int n, int k, T alpha, const T* a, int lda, const T* b, int ldb, T beta,
            T* c, int ldc);

 private:
  template <class T>
  void convForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y);
  template <class T>
  void convBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                    Tensor* db);
  template <class T>
  void linearFwd(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y);
  template <class T>
  void linearBwd(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db);
  void addMap(const char* op, const Tensor& a, const Tensor& b, Tensor& y, bool relu);
  void bnForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta, Tensor& y,
                 bool training, Tensor& runningMean, Tensor& runningVar, double momentum, double eps,
                 Tensor& saveMean, Tensor& saveInvStd, bool relu);
  void bnBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                  const Tensor* reluOut, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx, Tensor& dgamma,
                  Tensor& dbeta);

  int threads_ = 1;
  BlasWorkspace colWs_;      // im2col / col2im buffers, one slice per thread
  BlasWorkspace partialWs_;  // per-thread partial weight gradients
  BlasWorkspace rowWs_;      // per-row loss terms
  std::unique_ptr<blas::OneDnnConv> onednn_;  // f32 convolutions through oneDNN (cpu_blas_onednn.h)
};

}  // namespace nnlab

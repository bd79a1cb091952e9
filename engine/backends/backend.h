#pragma once
// Backend: the one op interface every layer, loss and optimizer calls. cpu-reference (plain
// loops, the oracle), cpu-blas (OpenBLAS + threads) and cuda implement it. Tensors passed
// in live on the backend's device; layouts are row-major NCHW (activations), [out,in] (dense
// weights), [K,C,R,S] (conv weights). Gradient outputs are overwritten, never accumulated.
// Float ops accept the dtypes listed by supports(); all tensors of one call share one dtype
// (labels and indices are i32), except in mixed precision (f16/bf16 activations), where batch
// norm's gamma, beta, statistics and saved values, losses and optimizer state stay f32.
//
// Step ops (the second half) are what the Trainer calls: they read the scalars that change from
// one training step to the next (batch position, learning rate, step count, loss scale) from a
// small StepState tensor on the backend's device instead of taking them from the host, so that a
// step recorded once (a CUDA graph) replays correctly. Their default implementations here are
// written with the primitive ops and read the state in host memory (CPU backends); the CUDA
// backend overrides them with kernels that read it on the GPU.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>

#include "core/device.h"
#include "core/precision.h"
#include "core/tensor.h"

namespace nnlab {

enum class Activation { ReLU, LeakyReLU, Sigmoid, Tanh, Softplus };

// x: (N, C, H, W), w: (K, C, R, S), y: (N, K, P, Q). With nhwc, x, y (and dx, dy) are stored
// channels-last, (N, H, W, C) and (N, P, Q, K), while their shapes still read (N, C, H, W); the
// weights keep (K, C, R, S). Only backends whose supportsChannelsLast() is true get nhwc.
// Output cell (p, q) sees input rows p*strideH - padH + r*dilH and columns q*strideW - padW + s*dilW
// (dilation spreads the kernel's taps; 1 = dense), so P = (H + 2 padH - dilH (R-1) - 1) / strideH + 1.
// 1-D convolutions (conv1d) are this with H = R = 1.
struct ConvGeometry {
  int n = 0, c = 0, h = 0, w = 0;  // input
  int k = 0, r = 0, s = 0;         // filters, kernel height, kernel width
  int strideH = 1, strideW = 1, padH = 0, padW = 0;
  int dilH = 1, dilW = 1;          // dilation
  int p = 0, q = 0;                // output height, width
  bool nhwc = false;
};

// x: (N, C, H, W), y: (N, C, P, Q) (channels-last with nhwc, as for ConvGeometry). Average
// pooling counts padded cells (PyTorch's default).
struct PoolGeometry {
  int n = 0, c = 0, h = 0, w = 0;
  int kH = 1, kW = 1, strideH = 1, strideW = 1, padH = 0, padW = 0;
  int p = 0, q = 0;
  bool nhwc = false;
};

// x: (N, C, spatial) with spatial = H*W for 2d batch norm and 1 for 1d; (N, spatial, C) with nhwc.
struct BatchNormGeometry {
  int n = 0, c = 0, spatial = 1;
  bool nhwc = false;
};

// One parameter and its optimizer state, for the fused update ops. state1/state2 are the
// momentum buffer (SGD) or first/second moments (Adam), same shape as value. In mixed precision
// a 16-bit value has an f32 master copy (the weights the update works on; value is its rounded
// copy) and its state is f32.
struct ParamSlot {
  Tensor* value = nullptr;
  Tensor* grad = nullptr;
  Tensor* state1 = nullptr;
  Tensor* state2 = nullptr;
  bool decay = true;  // weight decay applies (weights yes, biases and BN parameters no)
  Tensor* master = nullptr;
};

// Slots of the StepState tensor (f64, kStepSlots elements, on the backend's device).
enum StepSlot : int {
  kStepCursor = 0,     // position of the batch's first sample in the pass's sample order
  kStepBatch = 1,      // index of the batch within the pass (where its loss is recorded)
  kStepGlobal = 2,     // optimizer steps applied so far: dropout masks, Adam's bias correction
  kStepLr = 3,         // learning rate (constant within an epoch)
  kStepLossScale = 4,  // loss scale: gradients arrive multiplied by it (1 unless fp16)
  kStepGoodSteps = 5,  // dynamic loss scaling: finite steps since the scale last changed
  kStepSkipped = 6,    // dynamic loss scaling: steps skipped because a gradient overflowed
  kStepSlots = 8
};

// Dynamic loss scaling (fp16): a step whose gradients hold Inf/NaN is skipped and the scale
// halves; after kLossScaleGrowthInterval finite steps in a row it doubles (PyTorch's defaults).
constexpr double kInitialLossScale = 65536.0;
constexpr int kLossScaleGrowthInterval = 2000;

// A recorded sequence of a backend's ops (a CUDA graph) that replay() runs again.
class Recording {
 public:
  virtual ~Recording() = default;
};

// lr and step are taken from the StepState by the step ops; dynamicLossScale turns on overflow
// skipping (fp16).
struct SgdHyper {
  double lr = 0.01, momentum = 0.0, weightDecay = 0.0;
  bool nesterov = false;
  bool dynamicLossScale = false;
};

struct AdamHyper {
  double lr = 0.001, beta1 = 0.9, beta2 = 0.999, eps = 1e-8, weightDecay = 0.0;
  std::int64_t step = 1;  // 1-based, for bias correction
  bool dynamicLossScale = false;
};

class Backend {
 public:
  virtual ~Backend() = default;

  virtual std::string name() const = 0;  // "cpu-reference", "cpu-blas", "cuda:0"
  virtual Device device() const = 0;
  virtual bool supports(DType t) const = 0;
  virtual int threads() const { return 1; }
  virtual std::string describe() const { return name(); }  // for logs and run records
  // Another backend of the same kind and settings, for a second device of that kind (a layer
  // split in two, nn/channel_split.h). Null where a backend cannot make one (the CUDA module).
  virtual std::unique_ptr<Backend> sibling() const { return nullptr; }

  // The device mode's arithmetic (core/precision.h). CPU backends compute in fp32 (or f64 for
  // checks) and refuse the others with a message that names the device that has them.
  virtual void setPrecision(Precision p);
  Precision precision() const { return precision_; }
  // Deterministic: the same inputs give the same bits on every run. The CPU backends always are;
  // the CUDA backend then keeps to cuDNN's deterministic algorithms (otherwise it takes the
  // fastest, some of which add with atomics in a varying order).
  virtual void setDeterministic(bool on) { deterministic_ = on; }
  bool deterministic() const { return deterministic_; }

  // Memory. allocate() returns uninitialised storage on the backend's device.
  virtual Tensor allocate(const Shape& shape, DType dtype);
  // Reuses a buffer: t viewed as `shape`, allocated anew only when it has another type or too
  // little capacity. Returns t.
  Tensor& ensure(Tensor& t, const Shape& shape, DType dtype);
  virtual void upload(const Tensor& host, Tensor& dst);     // host -> device (same shape/dtype)
  virtual void download(const Tensor& src, Tensor& host);   // device -> host
  virtual void synchronize() {}
  // Model parallelism: this backend's device becomes the calling thread's (a GPU's launches go to
  // the current device); nothing for host backends.
  virtual void makeCurrent() {}
  // Model parallelism: copies src into dst where either may live on another device (host memory,
  // this GPU, another GPU) and returns when dst holds the values. Host backends copy host memory
  // only; a GPU backend reaches the host and every GPU (peer copies where the GPUs allow them).
  // transferBetween() picks the backend that can do it.
  virtual void transfer(const Tensor& src, Tensor& dst);
  Tensor toHost(const Tensor& t);
  Tensor fromHost(const Tensor& host);
  // A training set's samples where the backend's gathers can read them: a copy in device memory,
  // or, when that would not fit (a GPU), the host tensor itself pinned and mapped so that batches
  // stream over the bus. `where` receives a short description ("device memory", ...).
  virtual Tensor placeDataset(const Tensor& host, std::string* where);
  // Where placeDataset puts the samples on a GPU: auto (device memory when half the free memory
  // holds them, else streamed; NNLAB_CUDA_DATA=host forces streaming), device, or host (streamed).
  enum class DataPlacement { Auto, Device, Host };
  void setDataPlacement(DataPlacement p) { dataPlacement_ = p; }
  DataPlacement dataPlacement() const { return dataPlacement_; }

  // Channels-last activations (the geometries' nhwc): backends that run them faster say so; the
  // model then keeps its image activations channels-last (Model::build decides where it pays).
  // toChannelsLast: x (N, C, H, W) stored NCHW -> y stored NHWC; otherwise the reverse.
  virtual bool supportsChannelsLast() const { return false; }
  virtual void convertLayout(const Tensor& x, Tensor& y, bool toChannelsLast);

  // A strided 2-D copy within this backend's memory: `rows` blocks of `widthBytes`, read from src
  // every `srcPitch` bytes from `srcOffset` on and written into dst every `dstPitch` bytes from
  // `dstOffset` on (a tensor joined from or cut into halves by channel). Host memory by default.
  virtual void copy2d(const Tensor& src, std::size_t srcOffset, std::size_t srcPitch, Tensor& dst, std::size_t dstOffset,
                      std::size_t dstPitch, std::size_t widthBytes, std::int64_t rows);

  // Elementwise utilities.
  virtual void fill(Tensor& t, double value) = 0;
  virtual void copy(const Tensor& src, Tensor& dst) = 0;        // same numel and dtype
  virtual void add(const Tensor& a, const Tensor& b, Tensor& y) = 0;  // y = a + b (y may alias a or b)
  virtual void scale(Tensor& t, double alpha) = 0;               // t *= alpha
  virtual double sum(const Tensor& t) = 0;                       // host result, f64 accumulation

  // Rows of src (N, ...) selected by indices (i32, M) into dst (M, ...). src may be u8, then
  // dst is float and the values are scaled by `scaleU8` (1/255 normalises pixels to [0,1]).
  virtual void gatherRows(const Tensor& src, const Tensor& indices, Tensor& dst, double scaleU8 = 1.0 / 255.0) = 0;

  // Dense: y(N,out) = x(N,in) w(out,in)^T + b(out)
  virtual void linearForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) = 0;
  // dx = dy w; dw = dy^T x; db = sum_n dy. dx and db may be null.
  virtual void linearBackward(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw,
                              Tensor* db) = 0;

  virtual void conv2dForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b,
                             Tensor& y) = 0;
  virtual void conv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy,
                              Tensor* dx, Tensor& dw, Tensor* db) = 0;

  // argmax (i32, same shape as y) holds the flat input index h*W+w of each window's maximum.
  virtual void maxPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& argmax) = 0;
  virtual void maxPoolBackward(const PoolGeometry& g, const Tensor& dy, const Tensor& argmax, Tensor& dx) = 0;
  virtual void avgPoolForward(const PoolGeometry& g, const Tensor& x, Tensor& y) = 0;
  virtual void avgPoolBackward(const PoolGeometry& g, const Tensor& dy, Tensor& dx) = 0;

  // Training: normalise with batch statistics, save mean and 1/sqrt(var+eps) (biased var) per
  // channel, update running stats with the unbiased variance:
  //   running = (1-momentum) running + momentum batch.
  // Inference (training=false): normalise with the running statistics; save* are ignored.
  virtual void batchNormForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                const Tensor& beta, Tensor& y, bool training, Tensor& runningMean,
                                Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                Tensor& saveInvStd) = 0;
  virtual void batchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                 const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd,
                                 Tensor& dx, Tensor& dgamma, Tensor& dbeta) = 0;

  // y = f(x). Backward receives x and y so each function can use the cheaper one.
  // LeakyReLU uses alpha as its negative slope; Softplus is log(1+exp(x)) (linear above 20).
  virtual void activationForward(Activation f, double alpha, const Tensor& x, Tensor& y) = 0;
  virtual void activationBackward(Activation f, double alpha, const Tensor& x, const Tensor& y,
                                  const Tensor& dy, Tensor& dx) = 0;

  // Inverted dropout: keep element i when counterUniform(seed, i) >= rate, scale kept by
  // 1/(1-rate). mask (same shape, same dtype) receives 0 or 1/(1-rate).
  virtual void dropoutForward(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed) = 0;
  virtual void dropoutBackward(const Tensor& dy, const Tensor& mask, Tensor& dx) = 0;

  // Losses over logits/outputs (N,K) and labels (i32, N). loss (1 element, same float dtype)
  // receives the batch mean. grad (optional, N,K) receives d(mean loss)/d(input).
  // Cross-entropy applies log-softmax; MSE compares with one-hot targets, mean over N*K.
  virtual void softmaxCrossEntropy(const Tensor& logits, const Tensor& labels, Tensor& loss, Tensor* grad) = 0;
  virtual void mseOneHot(const Tensor& outputs, const Tensor& labels, Tensor& loss, Tensor* grad) = 0;

  // confusion (i64, K,K), row = true label, column = predicted (argmax of logits): += counts.
  virtual void confusionUpdate(const Tensor& logits, const Tensor& labels, Tensor& confusion) = 0;

  // Fused optimizer updates over all parameters (PyTorch semantics):
  //   SGD: g += wd*w; v = momentum*v + g; step = nesterov ? g + momentum*v : v; w -= lr*step
  //   Adam: g += wd*w; m = b1 m + (1-b1) g; v = b2 v + (1-b2) g^2;
  //         w -= lr * (m/(1-b1^t)) / (sqrt(v/(1-b2^t)) + eps)
  virtual void sgdUpdate(std::span<ParamSlot> params, const SgdHyper& h) = 0;
  virtual void adamUpdate(std::span<ParamSlot> params, const AdamHyper& h) = 0;

  // True when every element is finite (NaN/Inf check of gradients or losses).
  virtual bool allFinite(const Tensor& t) = 0;

  // ---- Fused ReLU ----
  // Model::build folds a ReLU that follows a dense, convolution or batch-norm layer into that
  // layer: y = relu(op(x)). The backward ops take that y and dy (the gradient after the ReLU),
  // mask dy where y <= 0 (into maskedDy, a buffer of dy's shape) and run the layer's backward.
  // The defaults compose the primitive ops, so fusing changes no number; the CUDA backend folds
  // the ReLU into its bias, normalisation and reduction kernels.
  virtual void linearReluForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y);
  virtual void reluLinearBackward(const Tensor& x, const Tensor& w, const Tensor& y, const Tensor& dy, Tensor* dx,
                                  Tensor& dw, Tensor* db, Tensor& maskedDy);
  virtual void conv2dReluForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y);
  virtual void reluConv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& y,
                                  const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db, Tensor& maskedDy);
  virtual void batchNormReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                                    Tensor& y, bool training, Tensor& runningMean, Tensor& runningVar, double momentum,
                                    double eps, Tensor& saveMean, Tensor& saveInvStd);
  virtual void reluBatchNormBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& y,
                                     const Tensor& dy, const Tensor& saveMean, const Tensor& saveInvStd, Tensor& dx,
                                     Tensor& dgamma, Tensor& dbeta, Tensor& maskedDy);
  // y = relu(a + b): the end of a residual block.
  virtual void addRelu(const Tensor& a, const Tensor& b, Tensor& y);
  // The residual block's end in one pass where the backend has it (training; cuda: cuDNN's
  // BN_ADD_ACTIVATION): y = relu(batchnorm(x) + z), the statistics as batchNormForward saves
  // them. False: nothing was done (the caller runs batchNormForward, then addRelu).
  virtual bool batchNormAddReluForward(const BatchNormGeometry& g, const Tensor& x, const Tensor& z,
                                       const Tensor& gamma, const Tensor& beta, Tensor& y, Tensor& runningMean,
                                       Tensor& runningVar, double momentum, double eps, Tensor& saveMean,
                                       Tensor& saveInvStd) {
    return false;
  }
  // Its backward: dz = dy where y > 0 (else 0), and batch norm's dx, dgamma, dbeta from dz. False:
  // not done (the forward was not fused here); the caller then runs activationBackward and
  // batchNormBackward, which give the same from the same saved statistics.
  virtual bool batchNormAddReluBackward(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma,
                                        const Tensor& y, const Tensor& dy, const Tensor& saveMean,
                                        const Tensor& saveInvStd, Tensor& dx, Tensor& dz, Tensor& dgamma,
                                        Tensor& dbeta) {
    return false;
  }

  // ---- Synchronised batch norm (data parallel, nn/batch_norm.h) ----
  // A training batch norm in parts, with per-channel sums added over the replicas in between.
  // Sums are f64 tensors on the backend, interleaved per channel. Forward: batchNormSums() puts
  // this replica's {sum x, sum x^2} of each channel and its element count per channel (last) in
  // `sums` (2C + 1); once the replicas added theirs, batchNormApply() normalises x with those
  // statistics (y = relu(...) with relu), saves mean and 1/sqrt(var + eps) and updates the running
  // statistics (unbiased variance over the whole count), as batchNormForward does with its own.
  // Backward: batchNormGradSums() puts {sum dy, sum dy (x - mean)} of each channel in `sums` (2C;
  // dy counts only where reluOut > 0 when given) and this replica's dgamma and dbeta; once the
  // replicas added theirs, batchNormGradApply() gives dx from them, each multiplied by `scale`,
  // over the element count of the forward's `statSums`. With one replica the four equal the
  // ordinary ops. The defaults work on host copies (any backend; GPUs override them).
  virtual void batchNormSums(const BatchNormGeometry& g, const Tensor& x, Tensor& sums);
  virtual void batchNormApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& beta,
                              const Tensor& sums, Tensor& y, bool relu, Tensor& runningMean, Tensor& runningVar,
                              double momentum, double eps, Tensor& saveMean, Tensor& saveInvStd);
  virtual void batchNormGradSums(const BatchNormGeometry& g, const Tensor& x, const Tensor& dy, const Tensor* reluOut,
                                 const Tensor& saveMean, const Tensor& saveInvStd, Tensor& sums, Tensor& dgamma,
                                 Tensor& dbeta);
  virtual void batchNormGradApply(const BatchNormGeometry& g, const Tensor& x, const Tensor& gamma, const Tensor& dy,
                                  const Tensor* reluOut, const Tensor& saveMean, const Tensor& saveInvStd,
                                  const Tensor& statSums, const Tensor& gradSums, double scale, Tensor& dx);

  // Element type conversion between float types (f32, f64, f16, bf16; same element count),
  // rounding to nearest even. The default works on host memory.
  virtual void convert(const Tensor& src, Tensor& dst);

  // ---- Step ops (see the top of this file) ----

  // A fresh StepState: cursor 0, batch 0, global step, lr and loss scale as given.
  Tensor makeStepState(std::int64_t globalStep, double lr, double lossScale);
  std::array<double, kStepSlots> readStepState(const Tensor& state);         // waits for the device
  void writeStepState(Tensor& state, const std::array<double, kStepSlots>& v);

  // order (i32, n) = items (i32, n) permuted: item i goes to the rank of hashCounter(seed, i)
  // among all keys (ties by i). The same order on every backend, so runs agree across devices.
  virtual void shuffleOrder(const Tensor& items, std::uint64_t seed, Tensor& order);
  // dst row r = src row order[cursor + r] for r < dst.dim(0), as gatherRows (u8 scaled).
  virtual void gatherBatch(const Tensor& src, const Tensor& order, const Tensor& state, Tensor& dst,
                           double scaleU8);
  // Both halves of a batch at once: x from the images (u8 / 255), y from the labels.
  virtual void gatherSamples(const Tensor& images, const Tensor& labels, const Tensor& order, const Tensor& state,
                             Tensor& x, Tensor& y);
  // Streaming a training set kept in host memory (placeDataset's pinned host memory on a GPU):
  // while a batch computes, the next batch's samples are copied on a copy stream into a device
  // staging buffer (rows x sample, images' type), and the step after reads them from there. Two
  // staging buffers alternate (double buffering). streams(images) says whether this applies.
  virtual bool streams(const Tensor& images) const { return false; }
  // staging row r = images row order[cursor + ahead + r], for the positions before the order's
  // end; queued after the work so far, running beside the work queued after it.
  virtual void prefetchSamples(const Tensor& images, const Tensor& order, const Tensor& state, std::int64_t ahead,
                               Tensor& staging);
  // Work queued from here on waits for the prefetch (a step ends with it).
  virtual void finishPrefetch() {}
  // As gatherSamples, with the batch's samples already in staging rows 0 .. x.dim(0)-1.
  virtual void gatherStaged(const Tensor& staging, const Tensor& labels, const Tensor& order, const Tensor& state,
                            Tensor& x, Tensor& y);
  // Inverted dropout whose mask seed is Rng::derive(seed, state[kStepGlobal]).
  virtual void dropoutStep(const Tensor& x, Tensor& y, Tensor& mask, double rate, std::uint64_t seed,
                           const Tensor& state);
  // The loss ops with the step: the batch mean goes to history[state[kStepBatch]] (history f32,
  // or f64 for f64 models) and grad is multiplied by state[kStepLossScale]; with a confusion
  // matrix, confusionUpdate's counts are added in the same pass.
  virtual void softmaxCrossEntropyStep(const Tensor& logits, const Tensor& labels, const Tensor& state,
                                       Tensor& history, Tensor* grad, Tensor* confusion);
  virtual void mseOneHotStep(const Tensor& outputs, const Tensor& labels, const Tensor& state, Tensor& history,
                             Tensor* grad, Tensor* confusion);
  // The fused updates with the step: lr from state[kStepLr], Adam's t = state[kStepGlobal] + 1,
  // gradients divided by the loss scale; with h.dynamicLossScale an overflowing step is skipped
  // (see kInitialLossScale). An applied step adds one to kStepGlobal. Then the step ends as
  // advanceStep(state, advanceRows) does (advanceRows 0: it does not).
  virtual void sgdStep(std::span<ParamSlot> params, const SgdHyper& h, Tensor& state, std::int64_t advanceRows);
  virtual void adamStep(std::span<ParamSlot> params, const AdamHyper& h, Tensor& state, std::int64_t advanceRows);
  // cursor += rows, batch += 1: the end of a step.
  virtual void advanceStep(Tensor& state, std::int64_t rows);

  // ---- Recording (CUDA graphs) ----
  // A backend that can record returns true; the ops between beginRecording() and endRecording()
  // are then recorded, not run, and replay() runs them (with the tensors they were recorded
  // with). Any allocation or release changes allocationGeneration(): recordings made before it
  // may point at freed memory and must be dropped. abortRecording() ends a failed recording.
  virtual bool canRecord() const { return false; }
  virtual void beginRecording() {}
  virtual std::unique_ptr<Recording> endRecording() { return nullptr; }
  virtual void abortRecording() {}
  virtual void replay(const Recording& r) {}
  virtual std::uint64_t allocationGeneration() const { return 0; }

  // Free and total device memory in bytes; empty for host memory.
  virtual std::optional<std::pair<std::size_t, std::size_t>> memoryInfo() { return std::nullopt; }

 protected:
  Precision precision_ = Precision::FP32;
  bool deterministic_ = false;
  DataPlacement dataPlacement_ = DataPlacement::Auto;
};

// Throws Error(Unsupported) naming the backend when it cannot handle the dtype.
void requireDType(const Backend& backend, DType t);

// Dynamic loss scaling's answer to an overflowed step, on a StepState's values (host): one more
// skipped step, the scale halved (not below 1), the count of finite steps back to 0.
void skipOverflowedStep(double* state);

// Copies src (on a's device) into dst (on b's), synchronously, by whichever of the two reaches
// both devices (a GPU's backend when one of them is a GPU).
void transferBetween(Backend& a, Backend& b, const Tensor& src, Tensor& dst);

}  // namespace nnlab

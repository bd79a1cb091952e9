#pragma once
// Host-side launchers of the CUDA backend's own kernels (the .cu files), callable from plain C++.
// Pointers are device pointers; float data is f32, f16 or bf16 as `t` says (arithmetic in f32).
// A `state` argument is the trainer's StepState (backend.h) in device memory; where it may be
// null the op takes its scalar from the host argument instead.
#include <cuda_runtime.h>

#include <cstdint>

#include "backends/backend.h"

namespace nnlab::cuda {

using i64 = std::int64_t;

// ---- pointwise (cuda_pointwise.cu) ----
void fill(cudaStream_t s, DType t, void* p, i64 n, double value);
void add(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n);
void scale(cudaStream_t s, DType t, void* p, i64 n, double alpha);
void convert(cudaStream_t s, DType from, const void* src, DType to, void* dst, i64 n);
void activationForward(cudaStream_t s, DType t, Activation f, float alpha, const void* x, void* y, i64 n);
void activationBackward(cudaStream_t s, DType t, Activation f, float alpha, const void* x, const void* y,
                        const void* dy, void* dx, i64 n);
// mask seed: seed, or Rng::derive(seed, state[kStepGlobal]) when state is given.
void dropoutForward(cudaStream_t s, DType t, const void* x, void* y, void* mask, i64 n, float rate, std::uint64_t seed,
                    const double* state);
void multiply(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n);
void biasAddRows(cudaStream_t s, DType t, void* y, const void* bias, i64 rows, i64 cols);   // y[r,c] += b[c]
// y[r,c] = relu(y[r,c] + b[c]) (b may be null).
void biasReluRows(cudaStream_t s, DType t, void* y, const void* bias, i64 rows, i64 cols);
// masked = dy * (y > 0); out[c] = sum_r masked[r,c] (out may be null).
void reluMaskColumnSums(cudaStream_t s, DType t, const void* dy, const void* y, void* masked, void* out, i64 rows, i64 cols);
void addRelu(cudaStream_t s, DType t, const void* a, const void* b, void* y, i64 n);  // y = relu(a + b)
// NCHW with S = H*W: y[n,c,s] += b[c], then relu when asked (bias may be null then).
void channelBiasAdd(cudaStream_t s, DType t, void* y, const void* bias, i64 n, i64 c, i64 spatial, bool relu = false);
void columnSums(cudaStream_t s, DType t, const void* x, void* out, i64 rows, i64 cols);     // out[c] = sum_r x[r,c]

// ---- reductions and data (cuda_data.cu) ----
// partials: device scratch of at least kReducePartials doubles; result: one device double.
constexpr int kReducePartials = 1024;
void sum(cudaStream_t s, DType t, const void* p, i64 n, double* partials, double* result);
void flagNonFinite(cudaStream_t s, DType t, const void* p, i64 n, unsigned* flag);  // flag |= 1 on Inf/NaN
// dst row r = src row idx[r] (+ state[kStepCursor] when state is given); u8 -> float scaled.
void gatherRows(cudaStream_t s, DType srcT, const void* src, i64 srcRows, DType dstT, void* dst, const std::int32_t* idx,
                i64 rows, i64 rowSize, float scaleU8, const double* state);
// x row r = images row order[cursor + r] / 255 (x of type xT), y[r] = labels[order[cursor + r]].
// staged: image row r is row r of `images` (a prefetched batch), labels still through the order.
void gatherSamples(cudaStream_t s, const std::uint8_t* images, const std::int32_t* labels, i64 srcRows, DType xT, void* x,
                   std::int32_t* y, const std::int32_t* order, i64 rows, i64 rowSize, const double* state,
                   bool staged = false);
// dst row r (rowBytes bytes) = src row order[state[kStepCursor] + ahead + r], for positions
// before orderLen (others are left as they are). src may be mapped host memory.
void prefetchRows(cudaStream_t s, const void* src, i64 srcRows, void* dst, const std::int32_t* order, i64 orderLen,
                  i64 rows, i64 rowBytes, const double* state, i64 ahead);
// order = items permuted by sorting hashCounter(seed, i) (stable radix sort). scratch: see shuffleScratchBytes.
std::size_t shuffleScratchBytes(i64 n);
void shuffleOrder(cudaStream_t s, const std::int32_t* items, std::int32_t* order, i64 n, std::uint64_t seed,
                  void* scratch, std::size_t scratchBytes);
void advanceStep(cudaStream_t s, double* state, i64 rows);

// ---- losses (cuda_loss.cu) ----
// loss: one value of lossT (f32) at loss[0], or at loss[state[kStepBatch]] when state is given
// (then grad is also multiplied by state[kStepLossScale]). confusion (optional, K x K) counts
// (label, argmax) pairs in the same pass.
void softmaxCrossEntropy(cudaStream_t s, DType t, const void* logits, const std::int32_t* labels, i64 n, i64 k,
                         DType lossT, void* loss, void* grad, const double* state, long long* confusion);
void mseOneHot(cudaStream_t s, DType t, const void* out, const std::int32_t* labels, i64 n, i64 k, DType lossT,
               void* loss, void* grad, const double* state, long long* confusion);
void confusionUpdate(cudaStream_t s, DType t, const void* logits, const std::int32_t* labels, i64 n, i64 k,
                     long long* confusion);

// ---- pooling and batch norm (cuda_pool.cu, cuda_bn.cu); geometries with nhwc are channels-last ----
void maxPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y, std::int32_t* argmax);
void maxPoolBackward(cudaStream_t s, DType t, const PoolGeometry& g, const void* dy, const std::int32_t* argmax,
                     void* dx);
void avgPoolForward(cudaStream_t s, DType t, const PoolGeometry& g, const void* x, void* y);
void avgPoolBackward(cudaStream_t s, DType t, const PoolGeometry& g, const void* dy, void* dx);
// Batch norm: x, y, dy, dx of type t; gamma, beta, statistics and saved values f32.
// scratch: at least batchNormScratchDoubles(g) doubles.
i64 batchNormScratchDoubles(const BatchNormGeometry& g);
// out[c] = sum over n, s of x[n,c,s] (NCHW, or x[n,s,c] with nhwc; fixed order, out of type t);
// scratch as batch norm's.
void channelSums(cudaStream_t s, DType t, const void* x, void* out, int n, int c, int spatial, double* scratch,
                 bool nhwc = false);
// dst[b][j][i] = src[b][i][j] for batch matrices of rows x cols (any element type): NCHW <-> NHWC
// activations ((C, HW) <-> (HW, C) per sample) and (K, C, R, S) <-> (K, R, S, C) filters.
void transposeBatched(cudaStream_t s, DType t, const void* src, void* dst, i64 batch, i64 rows, i64 cols);
// relu: y = relu(bn(x)). Backward with reluOut (that y): dy is masked where reluOut <= 0.
void batchNormForwardTraining(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                              const float* beta, void* y, float* runningMean, float* runningVar, float momentum,
                              float eps, float* saveMean, float* saveInvStd, double* scratch, bool relu = false);
void batchNormForwardInference(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                               const float* beta, void* y, const float* runningMean, const float* runningVar, float eps,
                               bool relu = false);
void batchNormBackward(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                       const void* dy, const float* saveMean, const float* saveInvStd, void* dx, float* dgamma,
                       float* dbeta, double* scratch, const void* reluOut = nullptr);
// Synchronised batch norm's parts (backend.h): sums are f64, interleaved per channel (count last
// in the statistics' sums); scratch as batch norm's.
void batchNormSums(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, double* sums, double* scratch);
void batchNormApply(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                    const float* beta, const double* sums, void* y, float* runningMean, float* runningVar, float momentum,
                    float eps, float* saveMean, float* saveInvStd, bool relu);
void batchNormGradSums(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const void* dy,
                       const float* saveMean, const float* saveInvStd, double* sums, float* dgamma, float* dbeta,
                       double* scratch, const void* reluOut);
void batchNormGradApply(cudaStream_t s, DType t, const BatchNormGeometry& g, const void* x, const float* gamma,
                        const void* dy, const float* saveMean, const float* saveInvStd, const double* statSums,
                        const double* gradSums, double scale, void* dx, const void* reluOut);

// ---- im2col convolutions (cuda_im2col.cu) ----
// cols[n][c*R*S + r*S + s][p*Q + q] = x[n][c][p*sH - pH + r][q*sW - pW + s] (0 outside the image),
// plus a row of ones (row C*R*S) when onesRow. col2im: dx = the sum of each element's entries of
// dcols. sumBatch: sums parts (batch x k x (crs [+1])) over the batch into dw (k x crs) and, with
// db, the last column into db.
void im2col(cudaStream_t s, DType t, const ConvGeometry& g, const void* x, void* cols, bool onesRow = false);
void col2im(cudaStream_t s, DType t, const ConvGeometry& g, const void* dcols, void* dx);
void sumBatch(cudaStream_t s, DType t, const void* parts, void* dw, void* db, int batch, int k, int crs);
// Channels-last 1x1 convolutions with stride: strideRows gathers the (N, P, Q) rows of C channels
// the windows read from x (N, H, W, C); strideRowsBack writes dx (N, H, W, C) from those rows'
// gradients, zero elsewhere.
void strideRows(cudaStream_t s, DType t, const ConvGeometry& g, const void* x, void* xs);
void strideRowsBack(cudaStream_t s, DType t, const ConvGeometry& g, const void* dxs, void* dx);
// dst (rows x dstLen) from src (rows x srcLen): each row's first min(srcLen, dstLen) elements,
// zeros after (pads rows when dstLen > srcLen, crops them otherwise); 2- and 4-byte elements.
void copyRows(cudaStream_t s, DType t, i64 rows, i64 srcLen, i64 dstLen, const void* src, void* dst);

// ---- optimizer (cuda_optim.cu) ----
// One parameter for the multi-tensor update: value of type valueType (f32, f16 or bf16); grad of
// the same type; state and master (16-bit values only) f32.
struct OptTensor {
  void* value;
  const void* grad;
  float* state1;
  float* state2;
  float* master;
  i64 n;
  int valueType;  // 0 f32, 1 f16, 2 bf16
  int decay;
};
struct OptChunk {
  int tensor;
  i64 start;
};
constexpr i64 kOptChunk = 4096;  // elements per block
struct OptHyper {
  int adam = 0, nesterov = 0, dynamic = 0;
  float lr = 0, momentum = 0, weightDecay = 0, beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f;
  double step = 1;  // Adam's t when no state is given
};
// flag: device unsigned, 0 before the step; state may be null (then lr/step from h, no scaling).
// With a state the update also ends the step as optimizerFinish does (its last block, counted
// in `done`, a device unsigned that is 0 between launches).
void optimizerCheck(cudaStream_t s, const OptTensor* tensors, const OptChunk* chunks, int chunkCount, unsigned* flag);
void optimizerUpdate(cudaStream_t s, const OptTensor* tensors, const OptChunk* chunks, int chunkCount,
                     const OptHyper& h, double* state, unsigned* flag, unsigned* done, i64 advanceRows);
// Counts the step (or the skipped step), adjusts the loss scale, clears flag; then, when
// advanceRows > 0, ends the step as advanceStep does.
void optimizerFinish(cudaStream_t s, double* state, unsigned* flag, int dynamic, i64 advanceRows);

// ---- timestamps of device-queued reductions (cuda_data.cu) ----
// A ring of kStampSlots u64 per step, indexed by *counter (mod capacity), on the GPU's global
// timer (ns): [0] the reductions' busy time (sum over buckets), [1] the first bucket's start,
// [2] backward's end (training stream), [3] the update's start, after the join (advances *counter).
constexpr int kStampSlots = 4;
enum class Stamp { BucketStart, BucketEnd, BackwardEnd, Joined };
// scratch: one u64 of the communicator's (a bucket's start). first: the step's first bucket.
void stamp(cudaStream_t s, Stamp what, unsigned long long* ring, unsigned* counter, unsigned capacity,
           unsigned long long* scratch, bool first);

}  // namespace nnlab::cuda

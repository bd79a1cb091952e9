#include "backends/cuda/cuda_conv.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_check.h"
#include "backends/cuda/cuda_kernels.h"
#include "core/error.h"

namespace nnlab {

namespace {

constexpr std::size_t kWorkspaceLimit = std::size_t{1} << 30;  // at most 1 GiB per convolution algorithm
constexpr int kAlgoCandidates = 16;

cudnnDataType_t cudnnType(DType t) {
  switch (t) {
    case DType::F32: return CUDNN_DATA_FLOAT;
    case DType::F16: return CUDNN_DATA_HALF;
    case DType::BF16: return CUDNN_DATA_BFLOAT16;
    default: fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "cuDNN convolution on %1"), dtypeName(t)));
  }
}

// fp32 keeps to FMA kernels (no TF32); tf32 lets cuDNN use TF32 tensor cores; 16-bit uses them.
cudnnMathType_t mathFor(Precision p, DType t) {
  if (t == DType::F32) return p == Precision::TF32 ? CUDNN_DEFAULT_MATH : CUDNN_FMA_MATH;
  return CUDNN_TENSOR_OP_MATH;
}

// NNLAB_CUDNN_LOG=1 prints every algorithm cuDNN's search measured (to stderr).
template <class Perf> void logSearch(const char* what, const ConvGeometry& g, DType t, const Perf* perf, int count,
                                     const Perf* chosen) {
  static const bool on = std::getenv("NNLAB_CUDNN_LOG") != nullptr;
  if (!on) return;
  std::fprintf(stderr, "cudnn %s %s N%d C%d %dx%d K%d %dx%d/%d pad %d dil %d:", what, dtypeName(t), g.n, g.c, g.h, g.w,
               g.k, g.r, g.s, g.strideH, g.padH, g.dilW);
  for (int i = 0; i < count; ++i)
    if (perf[i].status == CUDNN_STATUS_SUCCESS)
      std::fprintf(stderr, " [algo %d %.3f ms%s%s %zu B]%s", static_cast<int>(perf[i].algo), perf[i].time,
                   perf[i].determinism == CUDNN_DETERMINISTIC ? "" : " nondet",
                   perf[i].mathType == CUDNN_TENSOR_OP_MATH ? " tc" : perf[i].mathType == CUDNN_FMA_MATH ? " fma" : "",
                   perf[i].memory, &perf[i] == chosen ? "*" : "");
  std::fprintf(stderr, "\n");
}

void logFinal(const char* what, std::size_t finalists, int algo, float ms) {
  static const bool on = std::getenv("NNLAB_CUDNN_LOG") != nullptr;
  if (!on) return;
  if (algo < 0)
    std::fprintf(stderr, "conv %s: im2col+GEMM %.3f ms, the fastest of %zu timed\n", what, ms, finalists);
  else
    std::fprintf(stderr, "conv %s: cuDNN algo %d %.3f ms, the fastest of %zu timed\n", what, algo, ms, finalists);
}

// cuDNN's measured results (fastest first) that may run: within the workspace limit; fp32 keeps
// to FMA kernels (never TF32), other modes take any math (16-bit data computes in fp32 either
// way); in deterministic mode only deterministic algorithms. Up to kFinalists of them, within
// 10x of the fastest, for choose() to time again: the search mis-measured the best algorithm by
// up to 9x (ResNet-18's 57x57 backward-data: 1.16 ms for a 0.13 ms algorithm), so shorter lists
// (3 within 1.5x, 8 within 3x) still lost it in one process of three or four.
constexpr int kFinalists = 16;
constexpr int kRounds = 3;
template <class Perf>
std::vector<const Perf*> shortlist(const Perf* perf, int count, cudnnMathType_t math, std::size_t limit, bool deterministicOnly) {
  std::vector<const Perf*> out;
  for (int i = 0; i < count && static_cast<int>(out.size()) < kFinalists; ++i) {
    const Perf& p = perf[i];
    if (p.status != CUDNN_STATUS_SUCCESS || p.memory > limit) continue;
    if (deterministicOnly && p.determinism != CUDNN_DETERMINISTIC) continue;
    if (math == CUDNN_FMA_MATH && p.mathType != CUDNN_FMA_MATH) continue;
    if (!out.empty() && p.time > 10.f * out.front()->time) break;
    out.push_back(&p);
  }
  return out;
}

// Algorithm choices are shared by every backend of the process (keyed by device, geometry, type,
// math and determinism), so runs of one session use the same algorithms and agree bit for bit
// where the algorithms are deterministic, and the search runs once per shape.
using Choice = CudaConvolutions::Choice;
std::mutex gChoicesMutex;
std::map<std::string, Choice> gChoices;

std::string choiceKey(int device, const char* what, const ConvGeometry& g, DType t, Precision p, bool deterministic) {
  char buf[220];
  std::snprintf(buf, sizeof buf, "%d %s %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %s", device, what, g.n, g.c, g.h, g.w,
                g.k, g.r, g.s, g.strideH, g.strideW, g.padH, g.padW, g.dilH, g.dilW, static_cast<int>(t), static_cast<int>(p),
                deterministic ? 1 : 0, g.nhwc ? "nhwc" : "nchw");
  return buf;
}
bool findChoice(const std::string& key, Choice& c) {
  std::lock_guard<std::mutex> lock(gChoicesMutex);
  const auto it = gChoices.find(key);
  if (it == gChoices.end()) return false;
  c = it->second;
  return true;
}
void storeChoice(const std::string& key, const Choice& c) {
  std::lock_guard<std::mutex> lock(gChoicesMutex);
  gChoices[key] = c;
}

}  // namespace

struct CudaConvolutions::Plan {
  cudnnTensorDescriptor_t x = nullptr, y = nullptr;
  cudnnFilterDescriptor_t w = nullptr;
  cudnnConvolutionDescriptor_t conv = nullptr;
  bool haveForward = false, haveBackwardData = false, haveBackwardFilter = false;
  bool gemmForward = false, gemmBackwardData = false, gemmBackwardFilter = false;  // im2col + GEMM instead
  cudnnConvolutionFwdAlgo_t fwd{};
  cudnnConvolutionBwdDataAlgo_t bwdData{};
  cudnnConvolutionBwdFilterAlgo_t bwdFilter{};
  cudnnMathType_t fwdMath{}, bwdDataMath{}, bwdFilterMath{};
  std::size_t fwdBytes = 0, bwdDataBytes = 0, bwdFilterBytes = 0;
  ~Plan() {
    if (x) cudnnDestroyTensorDescriptor(x);
    if (y) cudnnDestroyTensorDescriptor(y);
    if (w) cudnnDestroyFilterDescriptor(w);
    if (conv) cudnnDestroyConvolutionDescriptor(conv);
  }
};

CudaConvolutions::CudaConvolutions(CudaBackend& backend) : b_(backend) {
  const char* v = std::getenv("NNLAB_CUDA_FILTERS");  // opt-in until it has run on a GPU (cuda_conv.h)
  reuseForwardCopies_ = v && std::string(v) == "reuse";
}
CudaConvolutions::~CudaConvolutions() = default;

void CudaConvolutions::clear() { plans_.clear(); }

void* CudaConvolutions::workspace(std::size_t bytes) { return b_.scratch(workspace_, bytes); }

void* CudaConvolutions::filterBuffer(std::map<const void*, Tensor>& buffers, const Tensor& w) {
  Tensor& t = buffers[w.raw()];
  if (!t.defined() || t.dtype() != w.dtype() || t.capacityBytes() < w.bytes()) {
    if (b_.recording()) fail(ErrorKind::Internal, "cuda: a channels-last filter appeared while a step was being recorded");
    t = b_.allocate(w.shape(), w.dtype());
  }
  return t.raw();
}

// (K, C, R, S) -> (K, R, S, C): per filter, a C x RS matrix transposed.
const void* CudaConvolutions::filterForCudnn(const ConvGeometry& g, const Tensor& w, bool forward) {
  if (!filterTransposes(g)) return w.raw();
  if (!forward) {  // the data gradient: its forward's copy, once, if it is still this parameter's
    const auto it = forwardCopies_.find(w.raw());
    if (it != forwardCopies_.end()) {
      const std::shared_ptr<Storage> owner = it->second.lock();
      forwardCopies_.erase(it);
      const auto copy = filters_.find(w.raw());
      if (owner && owner == w.storage() && copy != filters_.end() && copy->second.dtype() == w.dtype() &&
          copy->second.capacityBytes() >= w.bytes())
        return copy->second.raw();
    }
  }
  void* out = filterBuffer(filters_, w);
  cuda::transposeBatched(b_.stream(), w.dtype(), w.raw(), out, g.k, g.c, static_cast<std::int64_t>(g.r) * g.s);
  if (forward && reuseForwardCopies_) {
    if (forwardCopies_.size() > 4096) forwardCopies_.clear();  // forwards never followed by a backward (inference)
    forwardCopies_[w.raw()] = w.storage();
  }
  return out;
}

namespace {
constexpr std::size_t kGemmColsLimit = std::size_t{128} << 20;  // column buffers of the im2col path
constexpr int kTimedRuns = 3;
std::int64_t colsElements(const ConvGeometry& g) {  // with room for the ones row
  return static_cast<std::int64_t>(g.n) * (g.c * g.r * g.s + 1) * g.p * g.q;
}
}  // namespace

// Channels-last, our path is the 1x1 one: one GEMM over rows of channels (strided windows gathered).
bool CudaConvolutions::rowsPath(const ConvGeometry& g) {
  return g.nhwc && g.r == 1 && g.s == 1 && g.padH == 0 && g.padW == 0 && g.dilH == 1 && g.dilW == 1;
}
bool CudaConvolutions::strided(const ConvGeometry& g) { return g.p != g.h || g.q != g.w; }

bool CudaConvolutions::gemmFits(const ConvGeometry& g, DType t) const {
  const std::size_t el = dtypeSize(t);
  if (g.nhwc && padsChannels(g, t))  // the padded input must fit as the im2col columns do
    return static_cast<std::size_t>(g.n) * g.h * g.w * kPadChannels * el <= kGemmColsLimit;
  if (g.nhwc) {  // the im2col path reads NCHW; channels-last has the 1x1 path
    const std::size_t rows = static_cast<std::size_t>(g.n) * g.p * g.q;
    return rowsPath(g) && rows < (std::size_t{1} << 31) && rows * g.c * el <= kGemmColsLimit &&
           static_cast<std::size_t>(g.n) * g.h * g.w * g.c * el <= kGemmColsLimit;
  }
  const std::size_t parts = static_cast<std::size_t>(g.n) * g.k * (g.c * g.r * g.s + 1) * el;
  return static_cast<std::size_t>(colsElements(g)) * el <= kGemmColsLimit && parts <= kGemmColsLimit;
}

// y_n (K x PQ) = W (K x CRS) cols_n (CRS x PQ), one GEMM per sample, all in one batched call.
// Channels-last 1x1: y (rows x K) = xs (rows x C) W^T, xs = x's rows the windows read.
void CudaConvolutions::gemmForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, Tensor& y) {
  const DType t = x.dtype();
  if (g.nhwc && padsChannels(g, t)) return paddedForward(g, x, w, y);
  if (g.nhwc) {
    const int rows = g.n * g.p * g.q;
    const void* xs = x.raw();
    if (strided(g)) {
      void* buf = b_.scratch(cols_, static_cast<std::size_t>(rows) * g.c * dtypeSize(t));
      cuda::strideRows(b_.stream(), t, g, x.raw(), buf);
      xs = buf;
    }
    b_.gemmBatched(CUBLAS_OP_T, CUBLAS_OP_N, g.k, rows, g.c, w.raw(), g.c, 0, xs, g.c, 0, y.raw(), g.k, 0, 1, t);
    return;
  }
  void* cols = b_.scratch(cols_, static_cast<std::size_t>(colsElements(g)) * dtypeSize(t));
  cuda::im2col(b_.stream(), t, g, x.raw(), cols);
  const int pq = g.p * g.q, crs = g.c * g.r * g.s;  // (forward)
  b_.gemmBatched(CUBLAS_OP_N, CUBLAS_OP_N, pq, g.k, crs, cols, pq, static_cast<long long>(crs) * pq, w.raw(), crs, 0,
                 y.raw(), pq, static_cast<long long>(g.k) * pq, g.n, t);
}

// dW = sum_n dy_n (K x PQ) cols_n^T: per-sample products, then a fixed-order sum over samples. With
// db, cols carries a row of ones, so the same GEMM also sums dy for the bias gradient.
// Channels-last 1x1: dW (K x C) = dy^T xs in one GEMM (the bias gradient is left to the caller).
void CudaConvolutions::gemmBackwardFilter(const ConvGeometry& g, const Tensor& x, const Tensor& dy, Tensor& dw, Tensor* db) {
  const DType t = x.dtype();
  if (g.nhwc && padsChannels(g, t)) return paddedBackwardFilter(g, x, dy, dw);
  if (g.nhwc) {
    const int rows = g.n * g.p * g.q;
    const void* xs = x.raw();
    if (strided(g)) {
      void* buf = b_.scratch(cols_, static_cast<std::size_t>(rows) * g.c * dtypeSize(t));
      cuda::strideRows(b_.stream(), t, g, x.raw(), buf);
      xs = buf;
    }
    b_.gemmBatched(CUBLAS_OP_N, CUBLAS_OP_T, g.c, g.k, rows, xs, g.c, 0, dy.raw(), g.k, 0, dw.raw(), g.c, 0, 1, t);
    return;
  }
  const int pq = g.p * g.q, crs = g.c * g.r * g.s, rows = crs + (db ? 1 : 0);
  void* cols = b_.scratch(cols_, static_cast<std::size_t>(colsElements(g)) * dtypeSize(t));
  void* parts = b_.scratch(parts_, static_cast<std::size_t>(g.n) * g.k * rows * dtypeSize(t));
  cuda::im2col(b_.stream(), t, g, x.raw(), cols, db != nullptr);
  b_.gemmBatched(CUBLAS_OP_T, CUBLAS_OP_N, rows, g.k, pq, cols, pq, static_cast<long long>(rows) * pq, dy.raw(), pq,
                 static_cast<long long>(g.k) * pq, parts, rows, static_cast<long long>(g.k) * rows, g.n, t);
  cuda::sumBatch(b_.stream(), t, parts, dw.raw(), db ? db->raw() : nullptr, g.n, g.k, crs);
}

// dcols_n (CRS x PQ) = W^T dy_n, then each input element gathers its entries (col2im).
// Channels-last 1x1: dxs (rows x C) = dy W, then back to the rows the windows read.
void CudaConvolutions::gemmBackwardData(const ConvGeometry& g, const Tensor& w, const Tensor& dy, Tensor& dx) {
  const DType t = dy.dtype();
  if (g.nhwc) {
    const int rows = g.n * g.p * g.q;
    void* dxs = strided(g) ? b_.scratch(dcols_, static_cast<std::size_t>(rows) * g.c * dtypeSize(t)) : dx.raw();
    b_.gemmBatched(CUBLAS_OP_N, CUBLAS_OP_N, g.c, rows, g.k, w.raw(), g.c, 0, dy.raw(), g.k, 0, dxs, g.c, 0, 1, t);
    if (dxs != dx.raw()) cuda::strideRowsBack(b_.stream(), t, g, dxs, dx.raw());
    return;
  }
  const int pq = g.p * g.q, crs = g.c * g.r * g.s;
  void* dcols = b_.scratch(dcols_, static_cast<std::size_t>(colsElements(g)) * dtypeSize(t));  // not cols_: the
  // filter gradient may be using that on the side stream at the same time
  b_.gemmBatched(CUBLAS_OP_N, CUBLAS_OP_T, pq, crs, g.k, dy.raw(), pq, static_cast<long long>(g.k) * pq, w.raw(), crs, 0,
                 dcols, pq, static_cast<long long>(crs) * pq, g.n, t);
  cuda::col2im(b_.stream(), t, g, dcols, dx.raw());
}

// Milliseconds per run of `run` on the backend's stream (after one untimed run).
template <class F> float CudaConvolutions::timeMs(F&& run) {
  run();
  cudaEvent_t start = nullptr, stop = nullptr;
  NNLAB_CUDA(cudaEventCreate(&start));
  NNLAB_CUDA(cudaEventCreate(&stop));
  NNLAB_CUDA(cudaEventRecord(start, b_.stream()));
  for (int i = 0; i < kTimedRuns; ++i) run();
  NNLAB_CUDA(cudaEventRecord(stop, b_.stream()));
  NNLAB_CUDA(cudaEventSynchronize(stop));
  float ms = 0.f;
  NNLAB_CUDA(cudaEventElapsedTime(&ms, start, stop));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return ms / kTimedRuns;
}

CudaConvolutions::Plan& CudaConvolutions::plan(const ConvGeometry& g, DType t) {
  const Key key{g.n, g.c, g.h, g.w, g.k, g.r, g.s, g.strideH, g.strideW, g.padH * 1000 + g.padW,
                g.dilH * 1000 + g.dilW, static_cast<int>(t),
                (static_cast<int>(b_.precision()) * 2 + (b_.deterministic() ? 1 : 0)) * 2 + (g.nhwc ? 1 : 0)};
  auto it = plans_.find(key);
  if (it != plans_.end()) return *it->second;
  if (b_.recording()) fail(ErrorKind::Internal, "cuda: a new convolution shape appeared while a step was being recorded");
  auto p = std::make_unique<Plan>();
  const cudnnDataType_t dt = cudnnType(t);
  NNLAB_CUDNN(cudnnCreateTensorDescriptor(&p->x));
  NNLAB_CUDNN(cudnnCreateTensorDescriptor(&p->y));
  NNLAB_CUDNN(cudnnCreateFilterDescriptor(&p->w));
  NNLAB_CUDNN(cudnnCreateConvolutionDescriptor(&p->conv));
  const cudnnTensorFormat_t format = g.nhwc ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
  NNLAB_CUDNN(cudnnSetTensor4dDescriptor(p->x, format, dt, g.n, g.c, g.h, g.w));
  NNLAB_CUDNN(cudnnSetTensor4dDescriptor(p->y, format, dt, g.n, g.k, g.p, g.q));
  NNLAB_CUDNN(cudnnSetFilter4dDescriptor(p->w, dt, format, g.k, g.c, g.r, g.s));
  NNLAB_CUDNN(cudnnSetConvolution2dDescriptor(p->conv, g.padH, g.padW, g.strideH, g.strideW, g.dilH, g.dilW,
                                              CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  NNLAB_CUDNN(cudnnSetConvolutionMathType(p->conv, mathFor(b_.precision(), t)));
  int n = 0, c = 0, h = 0, w = 0;
  NNLAB_CUDNN(cudnnGetConvolution2dForwardOutputDim(p->conv, p->x, p->w, &n, &c, &h, &w));
  if (n != g.n || c != g.k || h != g.p || w != g.q)
    fail(ErrorKind::Internal, "cuda convolution: cuDNN computes another output shape than the layer");
  return *plans_.emplace(key, std::move(p)).first->second;
}

namespace {
std::size_t searchLimit(CudaBackend& b) {
  const auto mem = b.memoryInfo();
  const std::size_t free = mem ? mem->first : kWorkspaceLimit;
  return std::min(kWorkspaceLimit, free / 4);
}
}  // namespace

// The algorithm for one direction of one convolution: from the process-wide cache, or searched.
// cuDNN's search times each algorithm once, and those single timings move by up to 50 % from one
// process to the next (repeated runs of one ResNet-18 chose different algorithms, and their
// epochs took 1021 to 1256 ms). So the search only shortlists: cuDNN's fastest usable algorithms
// (up to kFinalists, within 10x of its fastest), then each finalist and our im2col path (where
// it fits) are timed the same way — a warm-up, then the mean of kTimedRuns runs; later rounds
// (kRounds in all, interleaved) retime those within 1.5x of the best so far and keep each one's
// best — and the fastest wins, a deterministic one when it is within 10 % (algo -1 = ours).
template <class Perf, class Search, class Run, class Ours>
CudaConvolutions::Choice CudaConvolutions::choose(const char* what, const ConvGeometry& g, DType t, Search&& search,
                                                  Run&& runCudnn, Ours&& ours) {
  // NNLAB_CONV_OURS=1 takes our path wherever it fits, without a search (tests of that path).
  const char* forced = std::getenv("NNLAB_CONV_OURS");
  // (the channel-padded path has no data gradient of its own)
  const bool oursFits = gemmFits(g, t) && !(g.nhwc && padsChannels(g, t) && std::strcmp(what, "backward-data") == 0);
  const bool ours1 = forced && forced[0] == '1' && oursFits;
  const std::string key = choiceKey(b_.device().index, what, g, t, b_.precision(), b_.deterministic()) + (ours1 ? " ours" : "");
  Choice c;
  if (findChoice(key, c)) return c;
  const cudnnMathType_t math = mathFor(b_.precision(), t);
  if (ours1) {
    c = {-1, math, 0};
    storeChoice(key, c);
    return c;
  }
  const std::size_t limit = searchLimit(b_);
  void* ws = workspace(limit);
  Perf perf[kAlgoCandidates];
  int count = 0;
  search(math, perf, &count, ws, limit);
  const std::vector<const Perf*> finalists = shortlist(perf, count, math, limit, b_.deterministic());
  logSearch(what, g, t, perf, count, finalists.empty() ? nullptr : finalists.front());
  if (finalists.empty())
    fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages",
        "cuDNN has no %1 algorithm for convolution %2@%3x%4 on %5"),
        what, std::to_string(g.k), std::to_string(g.r), std::to_string(g.s), dtypeName(t)));
  struct Timed {
    Choice choice;
    float ms;
    bool deterministic;
  };
  std::vector<Timed> timed;
  for (const Perf* f : finalists)
    timed.push_back({{static_cast<int>(f->algo), f->mathType, f->memory}, 1e30f, f->determinism == CUDNN_DETERMINISTIC});
  const bool withOurs = oursFits;
  if (withOurs) timed.push_back({{-1, finalists.front()->mathType, 0}, 1e30f, true});
  // Rounds over all finalists, keeping each one's best: a clock change during the search (the
  // GPU ramping up at a process's start) then shifts every candidate alike.
  for (int round = 0; round < kRounds; ++round) {
    float fastest = 1e30f;
    for (const Timed& x : timed) fastest = std::min(fastest, x.ms);
    for (std::size_t i = 0; i < timed.size(); ++i) {
      if (round > 0 && timed[i].ms > 1.5f * fastest) continue;
      const bool mine = withOurs && i + 1 == timed.size();
      const float ms = mine ? timeMs(ours) : timeMs([&] { runCudnn(*finalists[i]); });
      timed[i].ms = std::min(timed[i].ms, ms);
    }
  }
  const Timed* best = &timed.front();
  for (const Timed& x : timed)
    if (x.ms < best->ms) best = &x;
  if (!best->deterministic)
    for (const Timed& x : timed)
      if (x.deterministic && x.ms <= 1.1f * best->ms) {
        best = &x;
        break;
      }
  if (std::getenv("NNLAB_CUDNN_LOG")) {
    std::fprintf(stderr, "conv %s timed:", what);
    for (const Timed& x : timed) std::fprintf(stderr, " [%d %.4f ms]", x.choice.algo, x.ms);
    std::fprintf(stderr, "\n");
  }
  logFinal(what, timed.size(), best->choice.algo, best->ms);
  c = best->choice;
  storeChoice(key, c);
  return c;
}

void CudaConvolutions::forward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* bias, Tensor& y) {
  Plan& p = plan(g, x.dtype());
  cudnnHandle_t h = b_.cudnn();
  const void* wp = filterForCudnn(g, w, true);
  if (!p.haveForward) {
    const Choice c = choose<cudnnConvolutionFwdAlgoPerf_t>(
        "forward", g, x.dtype(),
        [&](cudnnMathType_t math, cudnnConvolutionFwdAlgoPerf_t* perf, int* count, void* ws, std::size_t limit) {
          NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, math));
          NNLAB_CUDNN(cudnnFindConvolutionForwardAlgorithmEx(h, p.x, x.raw(), p.w, wp, p.conv, p.y, y.raw(),
                                                             kAlgoCandidates, count, perf, ws, limit));
        },
        [&](const cudnnConvolutionFwdAlgoPerf_t& f) {
          const float one = 1.f, zero = 0.f;
          NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, f.mathType));
          NNLAB_CUDNN(cudnnConvolutionForward(h, &one, p.x, x.raw(), p.w, wp, p.conv, f.algo, workspace(f.memory),
                                              f.memory, &zero, p.y, y.raw()));
        },
        [&] { gemmForward(g, x, w, y); });
    p.gemmForward = c.algo < 0;
    p.fwd = static_cast<cudnnConvolutionFwdAlgo_t>(std::max(0, c.algo));
    p.fwdMath = c.math;
    p.fwdBytes = c.algo < 0 ? 0 : c.bytes;
    p.haveForward = true;
  }
  if (p.gemmForward) {
    gemmForward(g, x, w, y);
  } else {
    const float one = 1.f, zero = 0.f;
    NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, p.fwdMath));
    NNLAB_CUDNN(cudnnConvolutionForward(h, &one, p.x, x.raw(), p.w, wp, p.conv, p.fwd, workspace(p.fwdBytes),
                                        p.fwdBytes, &zero, p.y, y.raw()));
  }
  if (bias && g.nhwc)
    cuda::biasAddRows(b_.stream(), y.dtype(), y.raw(), bias->raw(), static_cast<std::int64_t>(g.n) * g.p * g.q, g.k);
  else if (bias)
    cuda::channelBiasAdd(b_.stream(), y.dtype(), y.raw(), bias->raw(), g.n, g.k, static_cast<std::int64_t>(g.p) * g.q);
}

void CudaConvolutions::backward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx,
                                Tensor& dw, Tensor* db) {
  Plan& p = plan(g, x.dtype());
  cudnnHandle_t h = b_.cudnn();
  const float one = 1.f, zero = 0.f;
  // Channels-last: cuDNN writes the filter gradient (K, R, S, C) into a buffer, turned to dw below.
  void* dwp = filterTransposes(g) ? filterBuffer(filterGrads_, dw) : dw.raw();
  const void* wp = dx ? filterForCudnn(g, w, false) : nullptr;
  if (!p.haveBackwardFilter) {
    const Choice c = choose<cudnnConvolutionBwdFilterAlgoPerf_t>(
        "backward-filter", g, x.dtype(),
        [&](cudnnMathType_t math, cudnnConvolutionBwdFilterAlgoPerf_t* perf, int* count, void* ws, std::size_t limit) {
          NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, math));
          NNLAB_CUDNN(cudnnFindConvolutionBackwardFilterAlgorithmEx(h, p.x, x.raw(), p.y, dy.raw(), p.conv, p.w,
                                                                    dwp, kAlgoCandidates, count, perf, ws, limit));
        },
        [&](const cudnnConvolutionBwdFilterAlgoPerf_t& f) {
          NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, f.mathType));
          NNLAB_CUDNN(cudnnConvolutionBackwardFilter(h, &one, p.x, x.raw(), p.y, dy.raw(), p.conv, f.algo,
                                                     workspace(f.memory), f.memory, &zero, p.w, dwp));
        },
        [&] { gemmBackwardFilter(g, x, dy, dw, db); });
    p.gemmBackwardFilter = c.algo < 0;
    p.bwdFilter = static_cast<cudnnConvolutionBwdFilterAlgo_t>(std::max(0, c.algo));
    p.bwdFilterMath = c.math;
    p.bwdFilterBytes = c.algo < 0 ? 0 : c.bytes;
    p.haveBackwardFilter = true;
  }
  if (dx && !p.haveBackwardData) {
    const Choice c = choose<cudnnConvolutionBwdDataAlgoPerf_t>(
        "backward-data", g, x.dtype(),
        [&](cudnnMathType_t math, cudnnConvolutionBwdDataAlgoPerf_t* perf, int* count, void* ws, std::size_t limit) {
          NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, math));
          NNLAB_CUDNN(cudnnFindConvolutionBackwardDataAlgorithmEx(h, p.w, wp, p.y, dy.raw(), p.conv, p.x, dx->raw(),
                                                                  kAlgoCandidates, count, perf, ws, limit));
        },
        [&](const cudnnConvolutionBwdDataAlgoPerf_t& f) {
          NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, f.mathType));
          NNLAB_CUDNN(cudnnConvolutionBackwardData(h, &one, p.w, wp, p.y, dy.raw(), p.conv, f.algo,
                                                   workspace(f.memory), f.memory, &zero, p.x, dx->raw()));
        },
        [&] { gemmBackwardData(g, w, dy, *dx); });
    p.gemmBackwardData = c.algo < 0;
    p.bwdData = static_cast<cudnnConvolutionBwdDataAlgo_t>(std::max(0, c.algo));
    p.bwdDataMath = c.math;
    p.bwdDataBytes = c.algo < 0 ? 0 : c.bytes;
    p.haveBackwardData = true;
  }
  const bool overlap = p.gemmBackwardFilter && dx && p.gemmBackwardData;  // both ours: run them side by side
  if (overlap) b_.beginSide();
  if (p.gemmBackwardFilter) {
    gemmBackwardFilter(g, x, dy, dw, db);  // NCHW: the bias gradient comes out of the same GEMM
    if (!g.nhwc) db = nullptr;
  } else {
    NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, p.bwdFilterMath));
    NNLAB_CUDNN(cudnnConvolutionBackwardFilter(h, &one, p.x, x.raw(), p.y, dy.raw(), p.conv, p.bwdFilter,
                                               workspace(p.bwdFilterBytes), p.bwdFilterBytes, &zero, p.w, dwp));
  }
  if (dwp != dw.raw() && !p.gemmBackwardFilter)  // (our paths write dw itself)
    cuda::transposeBatched(b_.stream(), dw.dtype(), dwp, dw.raw(), g.k, static_cast<std::int64_t>(g.r) * g.s, g.c);
  if (overlap) b_.endSide();
  if (dx && p.gemmBackwardData) {
    gemmBackwardData(g, w, dy, *dx);
  } else if (dx) {
    NNLAB_CUDNN(cudnnSetConvolutionMathType(p.conv, p.bwdDataMath));
    NNLAB_CUDNN(cudnnConvolutionBackwardData(h, &one, p.w, wp, p.y, dy.raw(), p.conv, p.bwdData,
                                             workspace(p.bwdDataBytes), p.bwdDataBytes, &zero, p.x, dx->raw()));
  }
  // cuDNN's backward bias has no bf16 kernels: our own per-channel sum serves every type.
  if (db)
    cuda::channelSums(b_.stream(), dy.dtype(), dy.raw(), db->raw(), g.n, g.k, g.p * g.q, b_.channelScratch(g.k), g.nhwc);
  if (overlap) b_.joinSide();
}

void CudaBackend::conv2dForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  conv_->forward(g, x, w, b, y);
}

void CudaBackend::conv2dReluForward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  conv_->forward(g, x, w, nullptr, y);
  if (g.nhwc)
    cuda::biasReluRows(stream(), y.dtype(), y.raw(), b ? b->raw() : nullptr, static_cast<std::int64_t>(g.n) * g.p * g.q, g.k);
  else
    cuda::channelBiasAdd(stream(), y.dtype(), y.raw(), b ? b->raw() : nullptr, g.n, g.k,
                         static_cast<std::int64_t>(g.p) * g.q, true);
}

void CudaBackend::reluConv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& y,
                                     const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db, Tensor& maskedDy) {
  activationBackward(Activation::ReLU, 0.0, y, y, dy, maskedDy);
  conv_->backward(g, x, w, maskedDy, dx, dw, db);
}

void CudaBackend::conv2dBackward(const ConvGeometry& g, const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx,
                                 Tensor& dw, Tensor* db) {
  conv_->backward(g, x, w, dy, dx, dw, db);
}

}  // namespace nnlab

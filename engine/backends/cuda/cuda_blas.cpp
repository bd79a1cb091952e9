// Dense layers on the cuda backend: cuBLAS GEMMs on row-major tensors (seen by cuBLAS as their
// column-major transposes), f32 / TF32 / f16 / bf16 with f32 accumulation. Bias, ReLU and the bias
// gradient ride in cuBLASLt epilogues where cuBLASLt has an algorithm for the shape (one launch
// instead of two), else in our own kernels.
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_lt.h"
#include "backends/cuda/cuda_check.h"
#include "core/error.h"

namespace nnlab {

namespace {

cudaDataType_t cudaType(DType t) {
  switch (t) {
    case DType::F32: return CUDA_R_32F;
    case DType::F16: return CUDA_R_16F;
    case DType::BF16: return CUDA_R_16BF;
    default: fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "cuda GEMM on %1"), dtypeName(t)));
  }
}

cublasComputeType_t computeFor(const CudaBackend& b, DType t) {
  return t == DType::F32 && b.precision() == Precision::TF32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
}

// C(m,n) = op(A) op(B) in cuBLAS's column-major terms, all of type t.
void gemm(CudaBackend& b, cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda,
          const void* B, int ldb, void* C, int ldc, DType t) {
  const float one = 1.f, zero = 0.f;
  const cublasComputeType_t compute = computeFor(b, t);
  const cudaDataType_t ct = cudaType(t);
  NNLAB_CUBLAS(cublasGemmEx(b.cublas(), opA, opB, m, n, k, &one, A, ct, lda, B, ct, ldb, &zero, C, ct, ldc, compute,
                            CUBLAS_GEMM_DEFAULT));
}

void requireLinear(const Tensor& x, const Tensor& w, const Tensor& y) {
  if (x.shape().rank() != 2 || w.shape().rank() != 2 || x.dim(1) != w.dim(1) || y.numel() != x.dim(0) * w.dim(0) ||
      x.dtype() != w.dtype() || y.dtype() != x.dtype())
    fail(ErrorKind::Internal, "cuda linear: shapes " + x.shape().str() + " x " + w.shape().str() + " -> " + y.shape().str());
}

}  // namespace

LtMatmuls::LtMatmuls(CudaBackend& b) : b_(b) { NNLAB_CUBLAS(cublasLtCreate(&lt_)); }

LtMatmuls::~LtMatmuls() {
  for (auto& [key, p] : plans_) {
    if (p.desc) cublasLtMatmulDescDestroy(p.desc);
    for (auto* l : {p.a, p.b, p.c})
      if (l) cublasLtMatrixLayoutDestroy(l);
  }
  if (lt_) cublasLtDestroy(lt_);
}

bool LtMatmuls::run(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda,
                    const void* B, int ldb, void* C, int ldc, DType t, int epilogue, const void* bias, void* workspace,
                    std::size_t workspaceBytes) {
  const Key key{opA, opB, m, n, k, lda, ldb, ldc, static_cast<int>(t), static_cast<int>(b_.precision()), epilogue};
  auto it = plans_.find(key);
  if (it == plans_.end()) {
    if (b_.recording()) return false;  // a new shape while recording: take the plain path
    it = plans_.emplace(key, makePlan(opA, opB, m, n, k, lda, ldb, ldc, t, epilogue, workspaceBytes)).first;
  }
  Plan& p = it->second;
  if (!p.ok) return false;
  if (bias) NNLAB_CUBLAS(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias));
  const float one = 1.f, zero = 0.f;
  NNLAB_CUBLAS(cublasLtMatmul(lt_, p.desc, &one, A, p.a, B, p.b, &zero, C, p.c, C, p.c, &p.algo, workspace,
                              workspaceBytes, b_.stream()));
  return true;
}

LtMatmuls::Plan LtMatmuls::makePlan(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, int lda, int ldb,
                                    int ldc, DType t, int epilogue, std::size_t workspaceBytes) {
  Plan p;
  const cudaDataType_t ct = cudaType(t);
  NNLAB_CUBLAS(cublasLtMatmulDescCreate(&p.desc, computeFor(b_, t), CUDA_R_32F));
  NNLAB_CUBLAS(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof opA));
  NNLAB_CUBLAS(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof opB));
  const auto epi = static_cast<cublasLtEpilogue_t>(epilogue);
  NNLAB_CUBLAS(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi));
  // Stored shapes (before op): A is m x k (k x m when transposed), B k x n (n x k when transposed).
  NNLAB_CUBLAS(cublasLtMatrixLayoutCreate(&p.a, ct, opA == CUBLAS_OP_N ? m : k, opA == CUBLAS_OP_N ? k : m, lda));
  NNLAB_CUBLAS(cublasLtMatrixLayoutCreate(&p.b, ct, opB == CUBLAS_OP_N ? k : n, opB == CUBLAS_OP_N ? n : k, ldb));
  NNLAB_CUBLAS(cublasLtMatrixLayoutCreate(&p.c, ct, m, n, ldc));
  cublasLtMatmulPreference_t pref = nullptr;
  NNLAB_CUBLAS(cublasLtMatmulPreferenceCreate(&pref));
  NNLAB_CUBLAS(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceBytes,
                                                    sizeof workspaceBytes));
  cublasLtMatmulHeuristicResult_t result{};
  int found = 0;
  const cublasStatus_t s = cublasLtMatmulAlgoGetHeuristic(lt_, p.desc, p.a, p.b, p.c, p.c, pref, 1, &result, &found);
  cublasLtMatmulPreferenceDestroy(pref);
  p.ok = s == CUBLAS_STATUS_SUCCESS && found > 0 && result.state == CUBLAS_STATUS_SUCCESS;
  if (p.ok) p.algo = result.algo;
  return p;
}

bool CudaBackend::gemmEpilogue(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda,
                               const void* B, int ldb, void* C, int ldc, DType t, int epilogue, const void* bias) {
  if (!lt_) lt_ = std::make_unique<LtMatmuls>(*this);
  Tensor& ws = sideActive_ ? cublasSideWorkspace_ : cublasWorkspace_;
  return lt_->run(opA, opB, m, n, k, A, lda, B, ldb, C, ldc, t, epilogue, bias, ws.raw(), ws.capacityBytes());
}

void CudaBackend::gemmBatched(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda,
                              long long strideA, const void* B, int ldb, long long strideB, void* C, int ldc,
                              long long strideC, int batch, DType t) {
  const float one = 1.f, zero = 0.f;
  const cudaDataType_t ct = cudaType(t);
  NNLAB_CUBLAS(cublasGemmStridedBatchedEx(cublas(), opA, opB, m, n, k, &one, A, ct, lda, strideA, B, ct, ldb, strideB, &zero, C,
                                          ct, ldc, strideC, batch, computeFor(*this, t), CUBLAS_GEMM_DEFAULT));
}

// y(N,out) = x(N,in) w(out,in)^T + b: column-major y^T(out,N) = w^T^T(out,in) x^T(in,N).
void CudaBackend::linearForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  requireLinear(x, w, y);
  const int n = static_cast<int>(x.dim(0)), in = static_cast<int>(x.dim(1)), out = static_cast<int>(w.dim(0));
  if (b && gemmEpilogue(CUBLAS_OP_T, CUBLAS_OP_N, out, n, in, w.raw(), in, x.raw(), in, y.raw(), out, x.dtype(),
                        CUBLASLT_EPILOGUE_BIAS, b->raw()))
    return;
  gemm(*this, CUBLAS_OP_T, CUBLAS_OP_N, out, n, in, w.raw(), in, x.raw(), in, y.raw(), out, x.dtype());
  if (b) cuda::biasAddRows(stream(), y.dtype(), y.raw(), b->raw(), n, out);
}

// dx(N,in) = dy(N,out) w(out,in); dw(out,in) = dy^T x; db = column sums of dy.
void CudaBackend::linearBackward(const Tensor& x, const Tensor& w, const Tensor& dy, Tensor* dx, Tensor& dw, Tensor* db) {
  requireLinear(x, w, dy);
  const int n = static_cast<int>(x.dim(0)), in = static_cast<int>(x.dim(1)), out = static_cast<int>(w.dim(0));
  if (dx) gemm(*this, CUBLAS_OP_N, CUBLAS_OP_N, in, n, out, w.raw(), in, dy.raw(), out, dx->raw(), in, x.dtype());
  // dw^T(in,out) = x^T dy: BGRADB sums B (dy) over k (the batch), which is db.
  if (db && gemmEpilogue(CUBLAS_OP_N, CUBLAS_OP_T, in, out, n, x.raw(), in, dy.raw(), out, dw.raw(), in, x.dtype(),
                         CUBLASLT_EPILOGUE_BGRADB, db->raw()))
    return;
  gemm(*this, CUBLAS_OP_N, CUBLAS_OP_T, in, out, n, x.raw(), in, dy.raw(), out, dw.raw(), in, x.dtype());
  if (db) cuda::columnSums(stream(), dy.dtype(), dy.raw(), db->raw(), n, out);
}

void CudaBackend::linearReluForward(const Tensor& x, const Tensor& w, const Tensor* b, Tensor& y) {
  requireLinear(x, w, y);
  const int n = static_cast<int>(x.dim(0)), in = static_cast<int>(x.dim(1)), out = static_cast<int>(w.dim(0));
  if (gemmEpilogue(CUBLAS_OP_T, CUBLAS_OP_N, out, n, in, w.raw(), in, x.raw(), in, y.raw(), out, x.dtype(),
                   b ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_RELU, b ? b->raw() : nullptr))
    return;
  gemm(*this, CUBLAS_OP_T, CUBLAS_OP_N, out, n, in, w.raw(), in, x.raw(), in, y.raw(), out, x.dtype());
  cuda::biasReluRows(stream(), y.dtype(), y.raw(), b ? b->raw() : nullptr, n, out);
}

// One pass masks dy with y > 0 and sums the bias gradient; the GEMMs then read the masked dy.
void CudaBackend::reluLinearBackward(const Tensor& x, const Tensor& w, const Tensor& y, const Tensor& dy, Tensor* dx,
                                     Tensor& dw, Tensor* db, Tensor& maskedDy) {
  requireLinear(x, w, dy);
  const int n = static_cast<int>(x.dim(0)), out = static_cast<int>(w.dim(0));
  cuda::reluMaskColumnSums(stream(), dy.dtype(), dy.raw(), y.raw(), maskedDy.raw(), db ? db->raw() : nullptr, n, out);
  linearBackward(x, w, maskedDy, dx, dw, nullptr);
}

}  // namespace nnlab

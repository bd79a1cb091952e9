#pragma once
// LtMatmuls: the cuBLASLt matmuls behind CudaBackend::gemmEpilogue, one plan (descriptors and the
// heuristic's algorithm) per shape, element type, math mode and epilogue.
#include <cublasLt.h>

#include <map>
#include <tuple>

#include "core/dtype.h"

namespace nnlab {

class CudaBackend;

class LtMatmuls {
 public:
  explicit LtMatmuls(CudaBackend& b);
  ~LtMatmuls();
  LtMatmuls(const LtMatmuls&) = delete;
  LtMatmuls& operator=(const LtMatmuls&) = delete;
  // False when cuBLASLt has no algorithm for it (or a new shape appears while recording).
  bool run(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, const void* A, int lda, const void* B,
           int ldb, void* C, int ldc, DType t, int epilogue, const void* bias, void* workspace, std::size_t workspaceBytes);

 private:
  using Key = std::tuple<int, int, int, int, int, int, int, int, int, int, int>;
  struct Plan {
    bool ok = false;
    cublasLtMatmulDesc_t desc = nullptr;
    cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
    cublasLtMatmulAlgo_t algo{};
  };
  Plan makePlan(cublasOperation_t opA, cublasOperation_t opB, int m, int n, int k, int lda, int ldb, int ldc, DType t,
                int epilogue, std::size_t workspaceBytes);

  CudaBackend& b_;
  cublasLtHandle_t lt_ = nullptr;
  std::map<Key, Plan> plans_;
};

}  // namespace nnlab

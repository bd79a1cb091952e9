#include "backends/cuda/cuda_check.h"

#include "core/error.h"

namespace nnlab::cuda {

namespace {
std::string where(const char* call, const char* file, int line) {
  std::string f = file;
  const auto slash = f.find_last_of('/');
  if (slash != std::string::npos) f = f.substr(slash + 1);
  return std::string(call) + " (" + f + ":" + std::to_string(line) + ")";
}
}  // namespace

void failCuda(cudaError_t e, const char* call, const char* file, int line) {
  cudaGetLastError();  // clear a non-sticky error so the backend stays usable
  if (e == cudaErrorMemoryAllocation)
    fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages", "the GPU ran out of memory in %1"), where(call, file, line)));
  fail(ErrorKind::Internal, std::string("CUDA error ") + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ") in " +
                                where(call, file, line));
}

void failCublas(cublasStatus_t s, const char* call, const char* file, int line) {
  if (s == CUBLAS_STATUS_ALLOC_FAILED)
    fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
        "cuBLAS ran out of GPU memory in %1"),
        where(call, file, line)));
  fail(ErrorKind::Internal, std::string("cuBLAS error ") + cublasGetStatusName(s) + " (" + cublasGetStatusString(s) +
                                ") in " + where(call, file, line));
}

void failCudnn(cudnnStatus_t s, const char* call, const char* file, int line) {
  if (s == CUDNN_STATUS_ALLOC_FAILED)
    fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages", "cuDNN ran out of GPU memory in %1"), where(call, file, line)));
  fail(ErrorKind::Internal, std::string("cuDNN error ") + cudnnGetErrorString(s) + " in " + where(call, file, line));
}

void checkLaunch(const char* kernel, const char* file, int line) {
  const cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) failCuda(e, kernel, file, line);
}

}  // namespace nnlab::cuda

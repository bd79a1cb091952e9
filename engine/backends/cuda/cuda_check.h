#pragma once
// Every CUDA, cuBLAS and cuDNN call goes through one of these checks: a failure becomes an
// nnlab::Error naming the call, file and line (out of memory becomes ErrorKind::OutOfMemory).
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cudnn.h>

#include <string>

namespace nnlab::cuda {

[[noreturn]] void failCuda(cudaError_t e, const char* call, const char* file, int line);
[[noreturn]] void failCublas(cublasStatus_t s, const char* call, const char* file, int line);
[[noreturn]] void failCudnn(cudnnStatus_t s, const char* call, const char* file, int line);
// After a kernel launch: launch errors (bad configuration) surface at once.
void checkLaunch(const char* kernel, const char* file, int line);

}  // namespace nnlab::cuda

#define NNLAB_CUDA(call)                                                          \
  do {                                                                            \
    const cudaError_t nnlab_e_ = (call);                                          \
    if (nnlab_e_ != cudaSuccess) ::nnlab::cuda::failCuda(nnlab_e_, #call, __FILE__, __LINE__); \
  } while (0)
#define NNLAB_CUBLAS(call)                                                                   \
  do {                                                                                       \
    const cublasStatus_t nnlab_s_ = (call);                                                  \
    if (nnlab_s_ != CUBLAS_STATUS_SUCCESS) ::nnlab::cuda::failCublas(nnlab_s_, #call, __FILE__, __LINE__); \
  } while (0)
#define NNLAB_CUDNN(call)                                                                    \
  do {                                                                                       \
    const cudnnStatus_t nnlab_s_ = (call);                                                   \
    if (nnlab_s_ != CUDNN_STATUS_SUCCESS) ::nnlab::cuda::failCudnn(nnlab_s_, #call, __FILE__, __LINE__); \
  } while (0)
#define NNLAB_LAUNCHED(kernel) ::nnlab::cuda::checkLaunch(kernel, __FILE__, __LINE__)

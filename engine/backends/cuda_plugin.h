#pragma once
// The CUDA backend as a plugin. In a CUDA build the backend (backends/cuda/, linked with cuBLAS,
// cuBLASLt, cuDNN and NCCL) is a module, libnnlab_cuda.so, that programs open with dlopen the
// first time they ask for a GPU (backends/cuda_loader.cpp). Loading those libraries costs about
// half a second of start-up (cuBLASLt alone is hundreds of MB), which every `nnlab-cli history
// list` would otherwise pay although it never touches a GPU.
//
// The module carries its own copy of the Qt-free engine objects it needs (Tensor, Shape, the
// Backend base, fail()) and exports one symbol, nnlab_cuda_plugin_v1, whose table holds the
// entry points that device/gpu_info.h, device/gpu_bench.h, backends/cuda_entry.h and
// backends/nccl_comm.h declare. Everything else in it is local (a version script), so its calls
// never land in the program's functions of the same names. Objects cross the border only as the
// engine's polymorphic types (Backend, Communicator, NcclGroup) and plain structs, built by the
// same compiler from the same headers; `abi` and `size` refuse a module of another build.
#include <memory>
#include <string>
#include <vector>

#include "backends/backend_factory.h"
#include "backends/nccl_comm.h"
#include "device/gpu_bench.h"
#include "device/gpu_info.h"

namespace nnlab {

inline constexpr int kCudaPluginAbi = 1;

struct CudaPluginApi {
  int abi = kCudaPluginAbi;
  std::size_t size = sizeof(CudaPluginApi);
  const GpuDetection& (*detectGpus)() = nullptr;
  std::unique_ptr<Backend> (*makeCudaBackend)(int) = nullptr;
  std::vector<BackendChoice> (*cudaChoices)() = nullptr;
  bool (*gpuBenchCompiled)() = nullptr;
  std::vector<BenchMeasure> (*runGpuBench)(int, const GpuBenchOptions&) = nullptr;
  bool (*ncclCompiled)() = nullptr;
  std::string (*ncclVersion)() = nullptr;
  std::unique_ptr<NcclGroup> (*makeNcclGroup)(const std::vector<int>&) = nullptr;
  std::unique_ptr<Communicator> (*makeNcclCommunicator)(Communicator&, int) = nullptr;
};

}  // namespace nnlab

extern "C" {
// The module's one exported symbol.
using NnlabCudaPluginEntry = const nnlab::CudaPluginApi* (*)();
}
#define NNLAB_CUDA_PLUGIN_ENTRY "nnlab_cuda_plugin_v1"

// The one exported symbol of libnnlab_cuda.so (backends/cuda_plugin.h): the table of the CUDA
// backend's entry points, as this module defines them.
#include "backends/cuda_entry.h"
#include "backends/cuda_plugin.h"

extern "C" __attribute__((visibility("default"))) const nnlab::CudaPluginApi* nnlab_cuda_plugin_v1() {
  static const nnlab::CudaPluginApi api = [] {
    nnlab::CudaPluginApi a;
    a.detectGpus = &nnlab::detectGpus;
    a.makeCudaBackend = &nnlab::makeCudaBackend;
    a.cudaChoices = &nnlab::cudaChoices;
    a.gpuBenchCompiled = &nnlab::gpuBenchCompiled;
    a.runGpuBench = &nnlab::runGpuBench;
    a.ncclCompiled = &nnlab::ncclCompiled;
    a.ncclVersion = &nnlab::ncclVersion;
    a.makeNcclGroup = &nnlab::makeNcclGroup;
    a.makeNcclCommunicator = &nnlab::makeNcclCommunicator;
    return a;
  }();
  return &api;
}

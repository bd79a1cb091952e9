// The program's side of the CUDA plugin (backends/cuda_plugin.h): the entry points of
// device/gpu_info.h, device/gpu_bench.h, backends/cuda_entry.h and backends/nccl_comm.h, forwarded to
// libnnlab_cuda.so, which is opened the first time one of them is called. A program that never
// asks for a GPU (`nnlab-cli history list`, the hostile-file tests) never loads cuBLAS or cuDNN.
//
// Where the module is: $NNLAB_CUDA_PLUGIN when set, else where an installed program finds it
// (NNLAB_CUDA_PLUGIN_RELATIVE from the program's folder: the nnlab-cuda package puts it in
// /usr/lib/nnlab), else the lib folder beside the program's (a build tree: <build>/app/nnlab-cli,
// <build>/lib/libnnlab_cuda.so), else beside the program. No absolute path of the build is
// compiled in, so an installed program never reaches into a build tree. When it cannot be opened (the CUDA
// libraries missing, a module of another build) the programs run as a build without CUDA does,
// and the device list says why.
#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>

#include "backends/cuda_entry.h"
#include "backends/cuda_plugin.h"
#include "core/error.h"

namespace nnlab {

namespace {

struct Plugin {
  const CudaPluginApi* api = nullptr;
  std::string why;  // when api is null
};

std::string programDir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : exe.parent_path().string();
}

Plugin load() {
  std::vector<std::string> candidates;
  if (const char* env = std::getenv("NNLAB_CUDA_PLUGIN"); env && *env) {
    candidates.push_back(env);
  } else {
    const std::string dir = programDir();
#ifdef NNLAB_CUDA_PLUGIN_RELATIVE
    if (!dir.empty()) candidates.push_back((std::filesystem::path(dir) / NNLAB_CUDA_PLUGIN_RELATIVE).lexically_normal().string());
#endif
    if (!dir.empty()) {
      // A program of a build tree (<build>/app, <build>/tests, ...): the build's lib folder.
      candidates.push_back((std::filesystem::path(dir) / "../lib/libnnlab_cuda.so").lexically_normal().string());
      candidates.push_back(dir + "/libnnlab_cuda.so");
    }
  }
  Plugin p;
  std::string errors;
  for (const auto& path : candidates) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
      errors += (errors.empty() ? "" : "; ") + path + ": no such file";
      continue;
    }
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      const char* e = dlerror();
      errors += (errors.empty() ? "" : "; ") + std::string(e ? e : path + ": cannot be opened");
      continue;
    }
    auto entry = reinterpret_cast<NnlabCudaPluginEntry>(dlsym(handle, NNLAB_CUDA_PLUGIN_ENTRY));
    const CudaPluginApi* api = entry ? entry() : nullptr;
    if (!api || api->abi != kCudaPluginAbi || api->size != sizeof(CudaPluginApi)) {
      errors += (errors.empty() ? "" : "; ") + path + " is from another build of nnlab (rebuild it)";
      dlclose(handle);
      continue;
    }
    p.api = api;  // never closed: the backends and communicators it made live in it
    return p;
  }
  p.why = "the CUDA backend (libnnlab_cuda.so) could not be loaded: " + (errors.empty() ? "not found" : errors);
#ifdef NNLAB_CUDA_PLUGIN_RELATIVE
  if (errors.find("cannot open shared object") == std::string::npos && errors.find("another build") == std::string::npos)
    p.why += " (an installed nnlab gets it from the nnlab-cuda package)";
#endif
  return p;
}

const Plugin& plugin() {
  static const Plugin p = load();
  return p;
}

[[noreturn]] void unavailable(const std::string& what) {
  fail(ErrorKind::Unsupported, msg(NNLAB_TEXT("nnlab::messages", "%1: %2; use cpu-reference or cpu-blas"), what, plugin().why));
}

}  // namespace

const GpuDetection& detectGpus() {
  if (const auto* api = plugin().api) return api->detectGpus();
  static const GpuDetection none = [] {
    GpuDetection d;
    d.unavailableReason = plugin().why;
    return d;
  }();
  return none;
}

std::unique_ptr<Backend> makeCudaBackend(int deviceIndex) {
  if (const auto* api = plugin().api) return api->makeCudaBackend(deviceIndex);
  unavailable("cuda:" + std::to_string(deviceIndex));
}

std::vector<BackendChoice> cudaChoices() {
  if (const auto* api = plugin().api) return api->cudaChoices();
  return {cudaUnavailableChoice(plugin().why)};
}

bool gpuBenchCompiled() {
  const auto* api = plugin().api;
  return api && api->gpuBenchCompiled();
}

std::vector<BenchMeasure> runGpuBench(int device, const GpuBenchOptions& options) {
  if (const auto* api = plugin().api) return api->runGpuBench(device, options);
  unavailable("cuda:" + std::to_string(device));
}

bool ncclCompiled() {
  const auto* api = plugin().api;
  return api && api->ncclCompiled();
}

std::string ncclVersion() {
  if (const auto* api = plugin().api) return api->ncclVersion();
  return plugin().why;
}

std::unique_ptr<NcclGroup> makeNcclGroup(const std::vector<int>& cudaDevices) {
  if (const auto* api = plugin().api) return api->makeNcclGroup(cudaDevices);
  unavailable("NCCL");
}

std::unique_ptr<Communicator> makeNcclCommunicator(Communicator& boot, int cudaDevice) {
  if (const auto* api = plugin().api) return api->makeNcclCommunicator(boot, cudaDevice);
  unavailable("NCCL");
}

}  // namespace nnlab

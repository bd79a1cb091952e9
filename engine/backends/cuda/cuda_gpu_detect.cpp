// detectGpus() from the CUDA runtime (a CUDA build): every device's properties and the
// software stack's versions. Never throws: a machine without a driver or device gets a reason.
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cudnn.h>

#include <cstdio>

#include "core/text.h"
#include "device/gpu_info.h"

namespace nnlab {

namespace {

std::string versionString(int v, int majorDiv, int minorDiv, int minorMod) {
  return std::to_string(v / majorDiv) + "." + std::to_string((v / minorDiv) % minorMod);
}

int attribute(cudaDeviceAttr a, int dev) {
  int v = 0;
  if (cudaDeviceGetAttribute(&v, a, dev) != cudaSuccess) v = 0;
  return v;
}

GpuDetection detect() {
  GpuDetection d;
  int driver = 0, runtime = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  d.runtimeVersion = versionString(runtime, 1000, 10, 100);
  if (driver == 0) {
    d.unavailableReason =
        NNLAB_TEXT("nnlab::devices", "no CUDA driver found (no NVIDIA GPU on this machine, or its driver is not installed)");
    return d;
  }
  d.driverVersion = versionString(driver, 1000, 10, 100);
  const std::size_t cudnn = cudnnGetVersion();  // e.g. 91400 = 9.14.0
  d.cudnnVersion = std::to_string(cudnn / 10000) + "." + std::to_string((cudnn / 100) % 100) + "." +
                   std::to_string(cudnn % 100);
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess || count == 0) {
    d.unavailableReason = e == cudaSuccess || e == cudaErrorNoDevice
                              ? std::string(NNLAB_TEXT("nnlab::devices", "no CUDA device found"))
                              : std::string(NNLAB_TEXT("nnlab::devices", "no CUDA device usable")) + ": " + cudaGetErrorString(e);
    cudaGetLastError();  // clear the sticky-free error so later calls start clean
    return d;
  }
  for (int i = 0; i < count; ++i) {
    cudaDeviceProp p{};
    if (cudaGetDeviceProperties(&p, i) != cudaSuccess) continue;
    GpuInfo g;
    g.index = i;
    g.name = p.name;
    g.ccMajor = p.major;
    g.ccMinor = p.minor;
    g.smCount = p.multiProcessorCount;
    g.smClockMHz = attribute(cudaDevAttrClockRate, i) / 1000.0;
    g.memClockMHz = attribute(cudaDevAttrMemoryClockRate, i) / 1000.0;
    g.busWidthBits = attribute(cudaDevAttrGlobalMemoryBusWidth, i);
    g.bandwidthGBs = 2.0 * g.memClockMHz * 1e6 * (g.busWidthBits / 8.0) / 1e9;
    g.totalBytes = p.totalGlobalMem;
    g.l2Bytes = static_cast<std::uint64_t>(p.l2CacheSize);
    char bus[32] = {};
    if (cudaDeviceGetPCIBusId(bus, sizeof bus, i) == cudaSuccess) g.pciBusId = bus;
    char uuid[48];
    const unsigned char* u = reinterpret_cast<const unsigned char*>(p.uuid.bytes);
    std::snprintf(uuid, sizeof uuid, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0],
                  u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
    g.uuid = uuid;
    std::size_t freeB = 0, totalB = 0;
    if (cudaSetDevice(i) == cudaSuccess && cudaMemGetInfo(&freeB, &totalB) == cudaSuccess) g.freeBytes = freeB;
    d.gpus.push_back(g);
  }
  cudaGetLastError();
  if (d.gpus.empty()) d.unavailableReason = NNLAB_TEXT("nnlab::devices", "no CUDA device could be queried");
  cublasHandle_t h = nullptr;
  int cublas = 0;
  if (!d.gpus.empty() && cublasCreate(&h) == CUBLAS_STATUS_SUCCESS) {
    cublasGetVersion(h, &cublas);  // e.g. 130000
    cublasDestroy(h);
    d.cublasVersion = std::to_string(cublas / 10000) + "." + std::to_string((cublas / 100) % 100) + "." +
                      std::to_string(cublas % 100);
  }
  return d;
}

}  // namespace

const GpuDetection& detectGpus() {
  static const GpuDetection d = detect();  // thread-safe initialisation
  return d;
}

}  // namespace nnlab

// runGpuBench() (device/gpu_bench.h) of a CUDA build: cuBLAS GEMMs per precision, a STREAM triad in
// device memory, host-device copies. Every CUDA and cuBLAS call is checked; buffers are released
// by their owners when a check throws.
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "backends/cuda/cuda_check.h"
#include "core/error.h"
#include "device/gpu_bench.h"
#include "device/gpu_info.h"

namespace nnlab {

namespace {

struct DeviceBuffer {
  void* p = nullptr;
  explicit DeviceBuffer(std::size_t bytes) { NNLAB_CUDA(cudaMalloc(&p, bytes)); }
  ~DeviceBuffer() {
    if (p) cudaFree(p);
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
};

struct PinnedBuffer {
  void* p = nullptr;
  explicit PinnedBuffer(std::size_t bytes) { NNLAB_CUDA(cudaMallocHost(&p, bytes)); }
  ~PinnedBuffer() {
    if (p) cudaFreeHost(p);
  }
  PinnedBuffer(const PinnedBuffer&) = delete;
  PinnedBuffer& operator=(const PinnedBuffer&) = delete;
};

struct PageableBuffer {
  void* p = nullptr;
  explicit PageableBuffer(std::size_t bytes) : p(std::malloc(bytes)) {
    if (!p) fail(ErrorKind::OutOfMemory, "hw bench: could not allocate " + std::to_string(bytes >> 20) + " MiB of host memory");
    std::memset(p, 1, bytes);  // touch every page: the copy must not time page faults
  }
  ~PageableBuffer() { std::free(p); }
  PageableBuffer(const PageableBuffer&) = delete;
  PageableBuffer& operator=(const PageableBuffer&) = delete;
};

struct EventPair {
  cudaEvent_t start = nullptr, stop = nullptr;
  EventPair() {
    NNLAB_CUDA(cudaEventCreate(&start));
    NNLAB_CUDA(cudaEventCreate(&stop));
  }
  ~EventPair() {
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
  }
  // Seconds of fn() on the default stream, measured by events (the GPU's clock, not the host's).
  template <class F>
  double time(F&& fn) {
    NNLAB_CUDA(cudaEventRecord(start));
    fn();
    NNLAB_CUDA(cudaEventRecord(stop));
    NNLAB_CUDA(cudaEventSynchronize(stop));
    float ms = 0;
    NNLAB_CUDA(cudaEventElapsedTime(&ms, start, stop));
    return ms / 1e3;
  }
};

struct Cublas {
  cublasHandle_t h = nullptr;
  Cublas() { NNLAB_CUBLAS(cublasCreate(&h)); }
  ~Cublas() { cublasDestroy(h); }
};

// Inputs of small magnitude, so that fp16 products neither overflow nor all vanish.
template <class T>
__global__ void fillKernel(T* x, std::size_t n, float scale) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    x[i] = T(scale * float(int(i % 13) - 6));
}

template <>
__global__ void fillKernel<__half>(__half* x, std::size_t n, float scale) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    x[i] = __float2half(scale * float(int(i % 13) - 6));
}

template <>
__global__ void fillKernel<__nv_bfloat16>(__nv_bfloat16* x, std::size_t n, float scale) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    x[i] = __float2bfloat16(scale * float(int(i % 13) - 6));
}

// STREAM triad, a = b + s * c, two doubles per thread and iteration (16-byte accesses).
__global__ void triadKernel(double2* a, const double2* b, const double2* c, double s, std::size_t n2) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n2; i += std::size_t(gridDim.x) * blockDim.x) {
    const double2 bb = b[i], cc = c[i];
    a[i] = make_double2(bb.x + s * cc.x, bb.y + s * cc.y);
  }
}

__global__ void setKernel(double* x, std::size_t n, double v) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x) x[i] = v;
}

template <class T>
void fill(void* p, std::size_t n, int blocks) {
  fillKernel<T><<<blocks, 256>>>(static_cast<T*>(p), n, 1.0f / 64.0f);
  NNLAB_LAUNCHED("fillKernel");
}

struct GemmCase {
  const char* precision;
  cudaDataType_t io;
  cublasComputeType_t compute;
  std::size_t elem;
};

BenchMeasure gemm(const GemmCase& gc, int device, int n, int repeats, int blocks, Cublas& cublas) {
  const std::size_t count = std::size_t(n) * n;
  DeviceBuffer a(count * gc.elem), b(count * gc.elem), c(count * gc.elem);
  for (void* p : {a.p, b.p}) {
    if (gc.io == CUDA_R_16F) fill<__half>(p, count, blocks);
    else if (gc.io == CUDA_R_16BF) fill<__nv_bfloat16>(p, count, blocks);
    else if (gc.io == CUDA_R_64F) fill<double>(p, count, blocks);
    else fill<float>(p, count, blocks);
  }
  // alpha and beta in the compute type's scale type: double for fp64, float otherwise.
  const double one64 = 1.0, zero64 = 0.0;
  const float one32 = 1.0f, zero32 = 0.0f;
  const bool f64 = gc.compute == CUBLAS_COMPUTE_64F;
  const void* alpha = f64 ? static_cast<const void*>(&one64) : static_cast<const void*>(&one32);
  const void* beta = f64 ? static_cast<const void*>(&zero64) : static_cast<const void*>(&zero32);
  auto run = [&] {
    NNLAB_CUBLAS(cublasGemmEx(cublas.h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a.p, gc.io, n, b.p, gc.io, n, beta, c.p,
                              gc.io, n, gc.compute, CUBLAS_GEMM_DEFAULT));
  };
  for (int i = 0; i < 3; ++i) run();  // warm-up: kernel selection, clocks up
  NNLAB_CUDA(cudaDeviceSynchronize());
  EventPair ev;
  std::vector<double> rates;
  for (int i = 0; i < repeats; ++i) rates.push_back(2.0 * n * double(n) * n / ev.time(run) / 1e9);
  BenchMeasure m;
  m.id = "cuda" + std::to_string(device) + ".gemm." + gc.precision;
  m.device = "cuda:" + std::to_string(device);
  m.kind = "gemm";
  m.precision = gc.precision;
  m.label = std::string("cuBLAS GEMM ") + gc.precision + ", n = " + std::to_string(n);
  m.size = n;
  m.unit = "GFLOP/s";
  summarize(m, rates);
  return m;
}

BenchMeasure triad(int device, std::size_t n, int repeats, int blocks) {
  DeviceBuffer a(n * 8), b(n * 8), c(n * 8);
  setKernel<<<blocks, 256>>>(static_cast<double*>(a.p), n, 0.0);
  setKernel<<<blocks, 256>>>(static_cast<double*>(b.p), n, 1.0);
  setKernel<<<blocks, 256>>>(static_cast<double*>(c.p), n, 2.0);
  NNLAB_LAUNCHED("setKernel");
  auto run = [&] {
    triadKernel<<<blocks, 256>>>(static_cast<double2*>(a.p), static_cast<const double2*>(b.p),
                                 static_cast<const double2*>(c.p), 3.0, n / 2);
    NNLAB_LAUNCHED("triadKernel");
  };
  for (int i = 0; i < 2; ++i) run();
  NNLAB_CUDA(cudaDeviceSynchronize());
  double check = 0;
  NNLAB_CUDA(cudaMemcpy(&check, static_cast<double*>(a.p) + n - 1, sizeof check, cudaMemcpyDeviceToHost));
  if (check != 7.0) fail(ErrorKind::Internal, "hw bench: the GPU triad computed " + std::to_string(check) + ", not 7");
  EventPair ev;
  BenchMeasure m;
  m.id = "cuda" + std::to_string(device) + ".triad";
  m.device = "cuda:" + std::to_string(device);
  m.kind = "triad";
  m.label = "STREAM triad in device memory, 3 x " + std::to_string(n * 8 >> 20) + " MiB";
  m.size = std::int64_t(3 * n * 8);
  m.unit = "GB/s";
  std::vector<double> rates;
  for (int i = 0; i < repeats; ++i) rates.push_back(double(m.size) / ev.time(run) / 1e9);
  summarize(m, rates);
  return m;
}

BenchMeasure copy(int device, bool toDevice, bool pinned, std::size_t bytes, int repeats) {
  DeviceBuffer d(bytes);
  std::unique_ptr<PinnedBuffer> hp;
  std::unique_ptr<PageableBuffer> hq;
  void* host = nullptr;
  if (pinned) {
    hp = std::make_unique<PinnedBuffer>(bytes);
    std::memset(hp->p, 1, bytes);
    host = hp->p;
  } else {
    hq = std::make_unique<PageableBuffer>(bytes);
    host = hq->p;
  }
  auto run = [&] {
    if (toDevice)
      NNLAB_CUDA(cudaMemcpy(d.p, host, bytes, cudaMemcpyHostToDevice));
    else
      NNLAB_CUDA(cudaMemcpy(host, d.p, bytes, cudaMemcpyDeviceToHost));
  };
  run();
  EventPair ev;
  BenchMeasure m;
  const std::string dir = toDevice ? "h2d" : "d2h";
  m.id = "cuda" + std::to_string(device) + "." + dir + "." + (pinned ? "pinned" : "pageable");
  m.device = "cuda:" + std::to_string(device);
  m.kind = dir;
  m.memory = pinned ? "pinned" : "pageable";
  m.label = std::string(toDevice ? "host to device" : "device to host") + ", " + m.memory + " host memory, " +
            std::to_string(bytes >> 20) + " MiB";
  m.size = std::int64_t(bytes);
  m.unit = "GB/s";
  std::vector<double> rates;
  for (int i = 0; i < repeats; ++i) rates.push_back(double(bytes) / ev.time(run) / 1e9);
  summarize(m, rates);
  return m;
}

}  // namespace

bool gpuBenchCompiled() { return true; }

std::vector<BenchMeasure> runGpuBench(int device, const GpuBenchOptions& o) {
  const GpuDetection& det = detectGpus();
  if (!det.available()) fail(ErrorKind::Unsupported, det.unavailableReason);
  if (device < 0 || device >= static_cast<int>(det.gpus.size()))
    fail(ErrorKind::InvalidArgument, "there is no cuda:" + std::to_string(device));
  NNLAB_CUDA(cudaSetDevice(device));
  const int sms = std::max(1, det.gpus[device].smCount);
  const int blocks = sms * 16;
  const int repeats = o.quick ? 3 : std::max(3, o.repeats);
  std::size_t freeB = 0, totalB = 0;
  NNLAB_CUDA(cudaMemGetInfo(&freeB, &totalB));
  // The largest square GEMM (up to 16384, where cuBLAS is near its best) whose three fp64
  // matrices take at most half the free memory; the same n for every precision.
  int n = o.quick ? 1024 : 16384;
  while (n > 1024 && 3 * std::size_t(n) * n * 8 > freeB / 2) n /= 2;
  std::vector<BenchMeasure> out;
  {
    Cublas cublas;
    const GemmCase cases[] = {{"fp64", CUDA_R_64F, CUBLAS_COMPUTE_64F, 8},
                              {"fp32", CUDA_R_32F, CUBLAS_COMPUTE_32F, 4},
                              {"tf32", CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4},
                              {"fp16", CUDA_R_16F, CUBLAS_COMPUTE_32F, 2},
                              {"bf16", CUDA_R_16BF, CUBLAS_COMPUTE_32F, 2}};
    for (const auto& gc : cases) out.push_back(gemm(gc, device, n, repeats, blocks, cublas));
  }
  NNLAB_CUDA(cudaMemGetInfo(&freeB, &totalB));
  // Three arrays of up to 1 GiB each (far beyond the L2), at most a quarter of free memory.
  std::size_t n3 = o.quick ? (std::size_t(1) << 22) : (std::size_t(1) << 27);
  while (n3 > (std::size_t(1) << 20) && 3 * n3 * 8 > freeB / 4) n3 /= 2;
  out.push_back(triad(device, n3, repeats, blocks));
  const std::size_t bytes = o.quick ? (std::size_t(16) << 20) : (std::size_t(256) << 20);
  for (bool toDevice : {true, false})
    for (bool pinned : {true, false}) out.push_back(copy(device, toDevice, pinned, bytes, repeats));
  return out;
}

}  // namespace nnlab

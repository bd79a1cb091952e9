// The CUDA backend's data movement (split from cuda_backend.cpp): where a training set lives
// (device memory or pinned and streamed), the batches' gathers and the prefetch of the next one,
// uploads and downloads, and model parallelism's copies between devices.
#include <cstdlib>
#include <mutex>
#include <set>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_check.h"
#include "core/error.h"
#include "core/format.h"

namespace nnlab {

Tensor CudaBackend::placeDataset(const Tensor& host, std::string* where) {
  std::size_t freeB = 0, totalB = 0;
  NNLAB_CUDA(cudaMemGetInfo(&freeB, &totalB));
  const char* env = std::getenv("NNLAB_CUDA_DATA");
  const bool askHost = dataPlacement_ == DataPlacement::Host ||
                       (dataPlacement_ == DataPlacement::Auto && env && std::string(env) == "host");
  const bool stream = askHost || (dataPlacement_ == DataPlacement::Auto && host.bytes() > freeB / 2);
  if (!stream || host.bytes() == 0) {
    if (where) *where = "GPU memory";
    return fromHost(host);
  }
  // Pin the host pages and map them into the device's address space; the storage keeps the host
  // tensor alive and unregisters it when released.
  void* hostPtr = const_cast<void*>(host.raw());
  NNLAB_CUDA(cudaHostRegister(hostPtr, host.bytes(), cudaHostRegisterMapped));
  void* devicePtr = nullptr;
  const cudaError_t e = cudaHostGetDevicePointer(&devicePtr, hostPtr, 0);
  if (e != cudaSuccess) {
    cudaHostUnregister(hostPtr);
    cuda::failCuda(e, "cudaHostGetDevicePointer", __FILE__, __LINE__);
  }
  ++generation_;
  auto s = std::make_shared<Storage>();
  s->ptr = devicePtr;
  s->bytes = host.bytes();
  s->device = device();
  s->release = [keep = host, hostPtr](void*) { cudaHostUnregister(hostPtr); };
  if (where)
    *where = "pinned host memory, streamed over PCIe (" + formatBytes(static_cast<double>(host.bytes())) + ", " +
             formatBytes(static_cast<double>(freeB)) + " free on the GPU)";
  return Tensor::fromStorage(s, host.shape(), host.dtype());
}

// cudaMemcpyDefault: the addresses say where each side lives (unified addressing), so that a
// tensor of another GPU (a pipeline stage's, a checkpoint's) or host memory copies as well.
void CudaBackend::upload(const Tensor& host, Tensor& dst) {
  if (host.bytes() > dst.capacityBytes()) fail(ErrorKind::Internal, "cuda upload: destination too small");
  if (host.bytes()) NNLAB_CUDA(cudaMemcpyAsync(dst.raw(), host.raw(), host.bytes(), cudaMemcpyDefault, stream_));
}

void CudaBackend::download(const Tensor& src, Tensor& host) {
  if (src.bytes() > host.capacityBytes()) fail(ErrorKind::Internal, "cuda download: destination too small");
  if (src.bytes()) NNLAB_CUDA(cudaMemcpyAsync(host.raw(), src.raw(), src.bytes(), cudaMemcpyDefault, stream_));
  NNLAB_CUDA(cudaStreamSynchronize(stream_));
}

void CudaBackend::makeCurrent() { NNLAB_CUDA(cudaSetDevice(device_)); }

namespace {
// Peer access between two GPUs, turned on once per ordered pair where the hardware allows it (the
// copies then go over NVLink or PCIe directly; otherwise the driver stages them through the host).
void enablePeer(int from, int to) {
  static std::mutex mu;
  static std::set<std::pair<int, int>> tried;
  std::lock_guard<std::mutex> lock(mu);
  if (!tried.insert({from, to}).second) return;
  int can = 0;
  if (cudaDeviceCanAccessPeer(&can, from, to) != cudaSuccess || !can) {
    cudaGetLastError();
    return;
  }
  int current = 0;
  cudaGetDevice(&current);
  cudaSetDevice(from);
  const cudaError_t e = cudaDeviceEnablePeerAccess(to, 0);
  if (e != cudaSuccess) cudaGetLastError();  // already enabled (NCCL may have): fine
  cudaSetDevice(current);
}
}  // namespace

void CudaBackend::transfer(const Tensor& src, Tensor& dst) {
  if (src.bytes() > dst.capacityBytes()) fail(ErrorKind::Internal, "cuda transfer: destination too small");
  if (!src.bytes()) return;
  const Device a = src.device(), b = dst.device();
  if (!a.isCpu() && !b.isCpu() && a.index != b.index) {
    enablePeer(a.index, b.index);
    enablePeer(b.index, a.index);
  }
  // On a stream of its own, waited for: the caller has finished the source's work (a pipeline
  // stage synchronizes before it says its output is ready) and reads dst only after this returns.
  // (Not cudaMemcpy: between devices, and from pageable host memory, it may return before the
  // copy has landed, and our non-blocking streams do not wait for the legacy stream it uses.)
  NNLAB_CUDA(cudaMemcpyAsync(dst.raw(), src.raw(), src.bytes(), cudaMemcpyDefault, transfer_));
  NNLAB_CUDA(cudaStreamSynchronize(transfer_));
}

void CudaBackend::copy2d(const Tensor& src, std::size_t srcOffset, std::size_t srcPitch, Tensor& dst, std::size_t dstOffset,
                         std::size_t dstPitch, std::size_t widthBytes, std::int64_t rows) {
  if (rows <= 0 || widthBytes == 0) return;
  const std::size_t n = static_cast<std::size_t>(rows);
  if (srcOffset + (n - 1) * srcPitch + widthBytes > src.bytes() || dstOffset + (n - 1) * dstPitch + widthBytes > dst.capacityBytes())
    fail(ErrorKind::Internal, name() + " copy2d: the blocks pass the end of a tensor");
  NNLAB_CUDA(cudaMemcpy2DAsync(static_cast<char*>(dst.raw()) + dstOffset, dstPitch, static_cast<const char*>(src.raw()) + srcOffset,
                               srcPitch, widthBytes, n, cudaMemcpyDeviceToDevice, stream_));
}

std::unique_ptr<Backend> CudaBackend::sibling() const {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count < 2) return nullptr;
  auto b = std::make_unique<CudaBackend>((device_ + 1) % count);
  b->setPrecision(precision());
  b->setDeterministic(deterministic());
  NNLAB_CUDA(cudaSetDevice(device_));  // the new backend made its device current
  return b;
}

void CudaBackend::shuffleOrder(const Tensor& items, std::uint64_t seed, Tensor& order) {
  if (items.dtype() != DType::I32 || order.dtype() != DType::I32 || items.numel() != order.numel())
    fail(ErrorKind::Internal, "cuda shuffleOrder: items and order must be i32 of one length");
  const std::size_t bytes = cuda::shuffleScratchBytes(items.numel());
  void* s = scratch(shuffleScratch_, bytes);
  cuda::shuffleOrder(stream_, items.data<std::int32_t>(), order.data<std::int32_t>(), items.numel(), seed, s,
                     shuffleScratch_[0].capacityBytes());
}

void CudaBackend::gatherBatch(const Tensor& src, const Tensor& order, const Tensor& state, Tensor& dst, double scaleU8) {
  const std::int64_t rows = dst.dim(0);
  cuda::gatherRows(stream_, src.dtype(), src.raw(), src.dim(0), dst.dtype(), dst.raw(), order.data<std::int32_t>(), rows,
                   rows ? dst.numel() / rows : 0, static_cast<float>(scaleU8), state.data<double>());
}

void CudaBackend::gatherSamples(const Tensor& images, const Tensor& labels, const Tensor& order, const Tensor& state,
                                Tensor& x, Tensor& y) {
  if (images.dtype() != DType::U8) {  // table rows (already in x's type): two plain row gathers
    Backend::gatherSamples(images, labels, order, state, x, y);
    return;
  }
  if (labels.dtype() != DType::I32 || y.dtype() != DType::I32)
    fail(ErrorKind::Internal, "cuda gatherSamples: labels i32");
  const std::int64_t rows = x.dim(0);
  cuda::gatherSamples(stream_, images.data<std::uint8_t>(), labels.data<std::int32_t>(), images.dim(0), x.dtype(), x.raw(),
                      y.data<std::int32_t>(), order.data<std::int32_t>(), rows, rows ? x.numel() / rows : 0,
                      state.data<double>());
}

// Streaming: placeDataset's mapped pinned host memory is read by a gather kernel on copy_, the
// copy stream, into a staging buffer in device memory while the main stream computes; the
// transfer over PCIe overlaps the step before the one that uses it. In a recorded step the
// prefetch is a parallel branch of the graph, joined at the step's end.
bool CudaBackend::streams(const Tensor& images) const {
  if (!images.defined() || images.numel() == 0) return false;
  cudaPointerAttributes a{};
  if (cudaPointerGetAttributes(&a, images.raw()) != cudaSuccess) {
    cudaGetLastError();  // not a pointer CUDA knows: not ours to stream
    return false;
  }
  return a.type == cudaMemoryTypeHost;
}

void CudaBackend::prefetchSamples(const Tensor& images, const Tensor& order, const Tensor& state, std::int64_t ahead,
                                  Tensor& staging) {
  if (staging.dtype() != images.dtype() || staging.numel() % std::max<std::int64_t>(1, staging.dim(0)) != 0)
    fail(ErrorKind::Internal, "cuda prefetchSamples: staging must hold rows of the images' type");
  const std::int64_t rows = staging.dim(0), rowBytes = rows ? static_cast<std::int64_t>(staging.bytes()) / rows : 0;
  if (images.dim(0) && rowBytes != static_cast<std::int64_t>(images.bytes()) / images.dim(0))
    fail(ErrorKind::Internal, "cuda prefetchSamples: staging rows differ from the samples");
  NNLAB_CUDA(cudaEventRecord(copyFork_, stream_));
  NNLAB_CUDA(cudaStreamWaitEvent(copy_, copyFork_, 0));
  cuda::prefetchRows(copy_, images.raw(), images.dim(0), staging.raw(), order.data<std::int32_t>(), order.numel(), rows,
                     rowBytes, state.data<double>(), ahead);
  prefetching_ = true;
}

void CudaBackend::finishPrefetch() {
  if (!prefetching_) return;
  NNLAB_CUDA(cudaEventRecord(copyJoin_, copy_));
  NNLAB_CUDA(cudaStreamWaitEvent(stream_, copyJoin_, 0));
  prefetching_ = false;
}

void CudaBackend::gatherStaged(const Tensor& staging, const Tensor& labels, const Tensor& order, const Tensor& state,
                               Tensor& x, Tensor& y) {
  const std::int64_t rows = x.dim(0), rowSize = rows ? x.numel() / rows : 0;
  if (staging.dim(0) < rows) fail(ErrorKind::Internal, "cuda gatherStaged: fewer staged rows than the batch");
  if (labels.dtype() != DType::I32 || y.dtype() != DType::I32) fail(ErrorKind::Internal, "cuda gatherStaged: labels i32");
  if (staging.dtype() == DType::U8) {
    cuda::gatherSamples(stream_, staging.data<std::uint8_t>(), labels.data<std::int32_t>(), labels.numel(), x.dtype(),
                        x.raw(), y.data<std::int32_t>(), order.data<std::int32_t>(), rows, rowSize, state.data<double>(),
                        true);
    return;
  }
  if (staging.dtype() != x.dtype()) fail(ErrorKind::Internal, "cuda gatherStaged: table rows keep their type");
  NNLAB_CUDA(cudaMemcpyAsync(x.raw(), staging.raw(), x.bytes(), cudaMemcpyDeviceToDevice, stream_));
  cuda::gatherRows(stream_, DType::I32, labels.raw(), labels.numel(), DType::I32, y.raw(), order.data<std::int32_t>(), rows,
                   1, 1.f, state.data<double>());
}

void CudaBackend::advanceStep(Tensor& state, std::int64_t rows) { cuda::advanceStep(stream_, state.data<double>(), rows); }

}  // namespace nnlab

#pragma once
// Tensor: a typed, shaped view over reference-counted storage on one device. Views (narrowing
// the batch, reshaping) share storage; CPU storage is 64-byte aligned.
#include <cassert>
#include <cstddef>
#include <functional>
#include <memory>

#include "core/device.h"
#include "core/dtype.h"
#include "core/shape.h"

namespace nnlab {

struct Storage {
  void* ptr = nullptr;
  std::size_t bytes = 0;
  Device device;
  std::function<void(void*)> release;
  Storage() = default;
  Storage(const Storage&) = delete;
  Storage& operator=(const Storage&) = delete;
  ~Storage() {
    if (ptr && release) release(ptr);
  }
};

class Tensor {
 public:
  Tensor() = default;
  // Host tensors. empty() leaves memory uninitialised; zeros() clears it.
  static Tensor empty(const Shape& shape, DType dtype);
  static Tensor zeros(const Shape& shape, DType dtype);
  // Wraps storage a backend allocated (device memory).
  static Tensor fromStorage(std::shared_ptr<Storage> storage, const Shape& shape, DType dtype);

  bool defined() const { return storage_ != nullptr; }
  const Shape& shape() const { return shape_; }
  DType dtype() const { return dtype_; }
  Device device() const { return storage_ ? storage_->device : Device::cpu(); }
  std::int64_t numel() const { return shape_.numel(); }
  std::size_t bytes() const { return static_cast<std::size_t>(numel()) * dtypeSize(dtype_); }
  std::size_t capacityBytes() const { return storage_ ? storage_->bytes - offset_ : 0; }
  std::int64_t dim(int i) const { return shape_[i]; }

  void* raw() { return static_cast<char*>(storage_->ptr) + offset_; }
  const void* raw() const { return static_cast<const char*>(storage_->ptr) + offset_; }
  template <class T> T* data() {
    assert(dtype_ == dtypeOf<T>());
    return static_cast<T*>(raw());
  }
  template <class T> const T* data() const {
    assert(dtype_ == dtypeOf<T>());
    return static_cast<const T*>(raw());
  }

  // Rows [start, start+n) of the first dimension, sharing storage.
  Tensor narrow(std::int64_t start, std::int64_t n) const;
  // Same storage, another shape with the same element count.
  Tensor reshape(const Shape& shape) const;
  // Same storage, a shape that fits in the existing capacity (used to reuse buffers).
  Tensor viewAs(const Shape& shape) const;
  // Deep copy on the host (host tensors only).
  Tensor clone() const;
  // Host copy converted to another float type (f32, f64, f16, bf16; round to nearest even).
  Tensor convertedTo(DType to) const;
  // Element i of a host float tensor (f32, f64, f16, bf16) as a double, and set from one (rounded
  // to nearest even for the 16-bit types); Error(Internal) for other types.
  double valueAt(std::int64_t i) const;
  void setValueAt(std::int64_t i, double v);

  const std::shared_ptr<Storage>& storage() const { return storage_; }

 private:
  std::shared_ptr<Storage> storage_;
  std::size_t offset_ = 0;
  Shape shape_;
  DType dtype_ = DType::F32;
};

// Host allocation, 64-byte aligned; throws Error(OutOfMemory) with the size asked for.
std::shared_ptr<Storage> allocateHost(std::size_t bytes);

}  // namespace nnlab

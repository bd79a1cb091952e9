#include "core/tensor.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "core/error.h"
#include "core/format.h"
#include "core/limits.h"

namespace nnlab {

std::shared_ptr<Storage> allocateHost(std::size_t bytes) {
  auto s = std::make_shared<Storage>();
  // (bytes + 63 would wrap for a size near 2^64 and allocate almost nothing.)
  const std::size_t rounded = bytes > SIZE_MAX - 63 ? 0 : ((bytes == 0 ? 1 : bytes) + 63) / 64 * 64;
  s->ptr = rounded ? std::aligned_alloc(64, rounded) : nullptr;
  if (!s->ptr)
    fail(ErrorKind::OutOfMemory, msg(NNLAB_TEXT("nnlab::messages",
        "could not allocate %1 of host memory: try a smaller batch or dataset"),
        realArg(formatBytes(static_cast<double>(bytes)))));
  s->bytes = bytes;
  s->device = Device::cpu();
  s->release = [](void* p) { std::free(p); };
  return s;
}

Tensor Tensor::empty(const Shape& shape, DType dtype) {
  for (auto d : shape.dims())
    if (d < 0) fail(ErrorKind::Internal, "negative dimension in shape " + shape.str());
  Tensor t;
  t.shape_ = shape;
  t.dtype_ = dtype;
  const auto bytes = checkedMul(static_cast<std::uint64_t>(shape.numel()), dtypeSize(dtype));
  if (!bytes) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "a tensor of shape %1 would need more than 2^64 bytes"),
      shape.str()));
  t.storage_ = allocateHost(static_cast<std::size_t>(*bytes));
  return t;
}

Tensor Tensor::zeros(const Shape& shape, DType dtype) {
  Tensor t = empty(shape, dtype);
  std::memset(t.raw(), 0, t.bytes());
  return t;
}

Tensor Tensor::fromStorage(std::shared_ptr<Storage> storage, const Shape& shape, DType dtype) {
  Tensor t;
  t.storage_ = std::move(storage);
  t.shape_ = shape;
  t.dtype_ = dtype;
  assert(t.bytes() <= t.storage_->bytes);
  return t;
}

Tensor Tensor::narrow(std::int64_t start, std::int64_t n) const {
  assert(shape_.rank() >= 1 && start >= 0 && n >= 0 && start + n <= shape_[0]);
  Tensor t = *this;
  const std::int64_t row = shape_[0] == 0 ? 0 : numel() / shape_[0];
  t.offset_ = offset_ + static_cast<std::size_t>(start * row) * dtypeSize(dtype_);
  t.shape_[0] = n;
  return t;
}

Tensor Tensor::reshape(const Shape& shape) const {
  assert(shape.numel() == numel());
  Tensor t = *this;
  t.shape_ = shape;
  return t;
}

Tensor Tensor::viewAs(const Shape& shape) const {
  assert(static_cast<std::size_t>(shape.numel()) * dtypeSize(dtype_) <= capacityBytes());
  Tensor t = *this;
  t.shape_ = shape;
  return t;
}

double Tensor::valueAt(std::int64_t i) const {
  switch (dtype_) {
    case DType::F32: return data<float>()[i];
    case DType::F64: return data<double>()[i];
    case DType::F16: return halfToFloat(data<Half>()[i]);
    case DType::BF16: return bfloat16ToFloat(data<BFloat16>()[i]);
    default: fail(ErrorKind::Internal, std::string("valueAt: ") + dtypeName(dtype_) + " is not a float type");
  }
}

void Tensor::setValueAt(std::int64_t i, double v) {
  switch (dtype_) {
    case DType::F32: data<float>()[i] = static_cast<float>(v); break;
    case DType::F64: data<double>()[i] = v; break;
    case DType::F16: data<Half>()[i] = floatToHalf(static_cast<float>(v)); break;
    case DType::BF16: data<BFloat16>()[i] = floatToBFloat16(static_cast<float>(v)); break;
    default: fail(ErrorKind::Internal, std::string("setValueAt: ") + dtypeName(dtype_) + " is not a float type");
  }
}

Tensor Tensor::convertedTo(DType to) const {
  assert(device().isCpu());
  if (to == dtype_) return clone();
  Tensor t = empty(shape_, to);
  for (std::int64_t i = 0; i < numel(); ++i) t.setValueAt(i, valueAt(i));
  return t;
}

Tensor Tensor::clone() const {
  assert(device().isCpu());
  Tensor t = empty(shape_, dtype_);
  if (bytes()) std::memcpy(t.raw(), raw(), bytes());
  return t;
}

}  // namespace nnlab

#include "support/test_support.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "core/error.h"
#include "core/rng.h"

namespace nnlab::test {

double at(const Tensor& t, std::int64_t i) {
  switch (t.dtype()) {
    case DType::F32: return t.data<float>()[i];
    case DType::F64: return t.data<double>()[i];
    case DType::I32: return t.data<std::int32_t>()[i];
    case DType::I64: return static_cast<double>(t.data<std::int64_t>()[i]);
    case DType::U8: return t.data<std::uint8_t>()[i];
    case DType::F16: return halfToFloat(t.data<Half>()[i]);
    case DType::BF16: return bfloat16ToFloat(t.data<BFloat16>()[i]);
  }
  return 0.0;
}

void setAt(Tensor& t, std::int64_t i, double v) {
  switch (t.dtype()) {
    case DType::F32: t.data<float>()[i] = static_cast<float>(v); break;
    case DType::F64: t.data<double>()[i] = v; break;
    case DType::I32: t.data<std::int32_t>()[i] = static_cast<std::int32_t>(v); break;
    case DType::I64: t.data<std::int64_t>()[i] = static_cast<std::int64_t>(v); break;
    case DType::U8: t.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(v); break;
    case DType::F16: t.data<Half>()[i] = floatToHalf(static_cast<float>(v)); break;
    case DType::BF16: t.data<BFloat16>()[i] = floatToBFloat16(static_cast<float>(v)); break;
  }
}

Tensor randomTensor(const Shape& shape, DType dtype, std::uint64_t seed, double lo, double hi) {
  Tensor t = Tensor::empty(shape, dtype);
  Rng rng(seed);
  for (std::int64_t i = 0; i < t.numel(); ++i) setAt(t, i, rng.uniform(lo, hi));
  return t;
}

Tensor randomLabels(std::int64_t n, int classes, std::uint64_t seed) {
  Tensor t = Tensor::empty(Shape{n}, DType::I32);
  Rng rng(seed);
  for (std::int64_t i = 0; i < n; ++i) t.data<std::int32_t>()[i] = static_cast<std::int32_t>(rng.below(classes));
  return t;
}

Tensor toF64(const Tensor& t) {
  Tensor r = Tensor::empty(t.shape(), DType::F64);
  for (std::int64_t i = 0; i < t.numel(); ++i) r.data<double>()[i] = at(t, i);
  return r;
}

Tensor poisoned(const Shape& shape, DType dtype) {
  Tensor t = Tensor::empty(shape, dtype);
  const bool isFloat = dtype == DType::F32 || dtype == DType::F64 || dtype == DType::F16 || dtype == DType::BF16;
  for (std::int64_t i = 0; i < t.numel(); ++i)
    setAt(t, i, isFloat ? std::numeric_limits<double>::quiet_NaN() : -777.0);
  return t;
}

double relativeError(const Tensor& a, const Tensor& b) {
  if (a.numel() != b.numel()) return std::numeric_limits<double>::infinity();
  double num = 0.0, den = 0.0;
  for (std::int64_t i = 0; i < a.numel(); ++i) {
    const double x = at(a, i), y = at(b, i);
    if (!std::isfinite(x) || !std::isfinite(y)) return std::numeric_limits<double>::infinity();
    num += (x - y) * (x - y);
    den += y * y;
  }
  return std::sqrt(num) / std::max(std::sqrt(den), 1e-30);
}

double maxAbsDiff(const Tensor& a, const Tensor& b) {
  if (a.numel() != b.numel()) return std::numeric_limits<double>::infinity();
  double m = 0.0;
  for (std::int64_t i = 0; i < a.numel(); ++i) {
    const double d = std::fabs(at(a, i) - at(b, i));
    if (!(d == d)) return std::numeric_limits<double>::infinity();
    m = std::max(m, d);
  }
  return m;
}

std::string sourceDir() { return NNLAB_SOURCE_DIR; }

}  // namespace nnlab::test

#pragma once
// The argument checks and the float/double dispatch shared by the cpu-reference backend's files
// (cpu_reference_backend.cpp: elementwise, dense, activations, dropout, losses, optimizers;
// cpu_reference_layers.cpp: convolution, pooling, batch normalisation), and fillT. Internal to the
// backend.
#include <cstdint>
#include <string>

#include "backends/backend.h"
#include "core/error.h"

namespace nnlab::cpuref {

using i64 = std::int64_t;

// ---------------------------------------------------------------------------------------------
// Argument checks. A mismatch is a bug in the caller (a layer or optimizer), so Internal.

inline void check(bool ok, const std::string& what) {
  if (!ok) fail(ErrorKind::Internal, "cpu-reference: " + what);
}

inline void checkNumel(const Tensor& t, i64 expected, const char* what) {
  if (!t.defined()) fail(ErrorKind::Internal, std::string("cpu-reference: ") + what + " is not allocated");
  if (t.numel() != expected)
    fail(ErrorKind::Internal, std::string("cpu-reference: ") + what + " has shape " + t.shape().str() +
                                  " (" + std::to_string(t.numel()) + " elements), expected " +
                                  std::to_string(expected) + " elements");
}

inline void checkDType(const Tensor& t, DType expected, const char* what) {
  if (t.dtype() != expected)
    fail(ErrorKind::Internal, std::string("cpu-reference: ") + what + " is " + dtypeName(t.dtype()) +
                                  ", expected " + dtypeName(expected));
}

// Elements per row of a batched tensor (N, ...): the product of all dimensions but the first.
inline i64 rowSize(const Tensor& t) {
  check(t.shape().rank() >= 1, "expected a batched tensor, got a scalar");
  return t.shape().dropFirst().numel();
}

// Calls fn(float{}) or fn(double{}) for a float dtype; any other dtype throws Error(Unsupported).
template <class Fn> void dispatchFloat(const Backend& backend, DType t, Fn&& fn) {
  switch (t) {
    case DType::F32: fn(float{}); return;
    case DType::F64: fn(double{}); return;
    default:
      requireDType(backend, t);  // throws Unsupported
      fail(ErrorKind::Internal, "cpu-reference: no kernel for element type " + std::string(dtypeName(t)));
  }
}

// Labels must be class indices in [0, K): a wrong label file must never make us read out of bounds.
inline void checkLabels(const Tensor& labels, i64 n, i64 k) {
  checkDType(labels, DType::I32, "labels");
  checkNumel(labels, n, "labels");
  const std::int32_t* l = labels.data<std::int32_t>();
  for (i64 i = 0; i < n; ++i)
    if (l[i] < 0 || l[i] >= k)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "label %1 at row %2 is outside 0..%3"),
          std::to_string(l[i]), std::to_string(i), std::to_string(k - 1)));
}

inline void checkSameAs(const Tensor& t, const Tensor& like, const char* what) {
  checkNumel(t, like.numel(), what);
  checkDType(t, like.dtype(), what);
}

// Every element of t set to value.
template <class T> void fillT(Tensor& t, double value) {
  T* p = t.data<T>();
  for (i64 i = 0; i < t.numel(); ++i) p[i] = static_cast<T>(value);
}

}  // namespace nnlab::cpuref

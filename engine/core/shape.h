#pragma once
// Shape: a list of dimensions. Layer shape rules work on per-sample shapes (C,H,W) or (F);
// tensors carry the batch as their first dimension (N,C,H,W).
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace nnlab {

class Shape {
 public:
  Shape() = default;
  Shape(std::initializer_list<std::int64_t> dims) : dims_(dims) {}
  explicit Shape(std::vector<std::int64_t> dims) : dims_(std::move(dims)) {}

  int rank() const { return static_cast<int>(dims_.size()); }
  std::int64_t operator[](int i) const { return dims_[static_cast<std::size_t>(i)]; }
  std::int64_t& operator[](int i) { return dims_[static_cast<std::size_t>(i)]; }
  std::int64_t numel() const;  // 1 for rank 0; Error(BadInput) when the product overflows
  const std::vector<std::int64_t>& dims() const { return dims_; }

  Shape withBatch(std::int64_t n) const;  // prepend n
  Shape dropFirst() const;                // remove the batch dimension
  std::string str() const;                // "1x28x28"; "(scalar)" for rank 0

  bool operator==(const Shape& o) const { return dims_ == o.dims_; }
  bool operator!=(const Shape& o) const { return dims_ != o.dims_; }

 private:
  std::vector<std::int64_t> dims_;
};

}  // namespace nnlab

#include "core/shape.h"

#include "core/error.h"

namespace nnlab {

std::int64_t Shape::numel() const {
  // Shapes come from files (dataset headers, checkpoints, specs): a product past 2^63 must be
  // an error here, not a wrapped size that a later allocation or copy trusts.
  std::int64_t n = 1;
  for (auto d : dims_)
    if (__builtin_mul_overflow(n, d, &n))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "shape %1 has more elements than nnlab can address (2^63)"),
          str()));
  return n;
}

Shape Shape::withBatch(std::int64_t n) const {
  std::vector<std::int64_t> d;
  d.reserve(dims_.size() + 1);
  d.push_back(n);
  d.insert(d.end(), dims_.begin(), dims_.end());
  return Shape(std::move(d));
}

Shape Shape::dropFirst() const {
  if (dims_.empty()) return *this;
  return Shape(std::vector<std::int64_t>(dims_.begin() + 1, dims_.end()));
}

std::string Shape::str() const {
  if (dims_.empty()) return "(scalar)";
  std::string s;
  for (std::size_t i = 0; i < dims_.size(); ++i) {
    if (i) s += 'x';
    s += std::to_string(dims_[i]);
  }
  return s;
}

}  // namespace nnlab

#include "data/dataset.h"

#include <algorithm>
#include <cstdint>

#include "core/error.h"
#include "core/format.h"
#include "core/limits.h"

namespace nnlab {

Shape Dataset::sampleShape() const {
  const Tensor& x = inputs();
  if (!x.defined() || x.shape().rank() < 1) return Shape{};
  return x.shape().dropFirst();
}

int Dataset::classes() const {
  if (!classNames.empty()) return static_cast<int>(std::min<std::size_t>(classNames.size(), INT32_MAX));
  // In 64 bits: a label of 2^31-1 (a damaged file) must not overflow the count. validate()
  // refuses more than kMaxClasses before anything is allocated per class.
  std::int64_t maxLabel = -1;
  if (labels.defined() && labels.dtype() == DType::I32) {
    const std::int32_t* l = labels.data<std::int32_t>();
    for (std::int64_t i = 0; i < labels.numel(); ++i) maxLabel = std::max<std::int64_t>(maxLabel, l[i]);
  }
  return static_cast<int>(std::min<std::int64_t>(maxLabel + 1, INT32_MAX));
}

std::int64_t Dataset::size() const { return labels.defined() ? labels.numel() : 0; }

std::vector<std::int64_t> Dataset::classCounts() const {
  std::vector<std::int64_t> counts(static_cast<std::size_t>(std::clamp<std::int64_t>(classes(), 0, kMaxClasses)), 0);
  if (!labels.defined()) return counts;
  const std::int32_t* l = labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < labels.numel(); ++i)
    if (l[i] >= 0 && static_cast<std::size_t>(l[i]) < counts.size()) ++counts[static_cast<std::size_t>(l[i])];
  return counts;
}

void Dataset::validate() const {
  const std::string who = "dataset '" + name + "'" + (source.empty() ? "" : " (" + source + ")");
  if (!inputs().defined() || !labels.defined()) fail(ErrorKind::BadInput, who + " has no images or labels");
  if (images.defined() && features.defined())
    fail(ErrorKind::BadInput, who + " has both images and tabular features: it must be one or the other");
  if (features.defined()) {
    if (features.dtype() != DType::F32 || features.shape().rank() < 2 || features.shape().rank() > 3)
      fail(ErrorKind::BadInput, who + ": features must be f32 N x F or N x C x L, got " + dtypeName(features.dtype()) +
                                    " " + features.shape().str());
  } else if (images.dtype() != DType::U8 || images.shape().rank() != 4) {
    fail(ErrorKind::BadInput,
         who + ": images must be u8 N x C x H x W, got " + dtypeName(images.dtype()) + " " + images.shape().str());
  }
  const Tensor& x = inputs();
  if (labels.dtype() != DType::I32 || labels.shape().rank() != 1)
    fail(ErrorKind::BadInput,
         who + ": labels must be i32 N, got " + dtypeName(labels.dtype()) + " " + labels.shape().str());
  if (x.dim(0) != labels.dim(0))
    fail(ErrorKind::BadInput,
         who + " has " + std::to_string(x.dim(0)) + " samples but " + std::to_string(labels.dim(0)) + " labels");
  if (size() == 0) fail(ErrorKind::BadInput, who + " contains no samples");
  if (size() > INT32_MAX)
    fail(ErrorKind::BadInput, who + " has " + std::to_string(size()) + " samples: at most 2^31-1 are supported");
  const int k = classes();
  if (k > kMaxClasses)
    fail(ErrorKind::BadInput, who + " has " + formatCount(k) + " classes (" +
                                  (classNames.empty() ? "its largest label is " + std::to_string(k - 1)
                                                      : std::to_string(classNames.size()) + " class names") +
                                  "): nnlab supports at most " + formatCount(kMaxClasses) +
                                  " classes; the file is probably damaged");
  const std::int32_t* l = labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < size(); ++i)
    if (l[i] < 0 || l[i] >= k)
      fail(ErrorKind::BadInput, who + ": sample " + std::to_string(i) + " has label " + std::to_string(l[i]) +
                                    ", outside 0.." + std::to_string(k - 1));
}

std::vector<std::int64_t> Subset::classCounts() const {
  std::vector<std::int64_t> counts(data ? static_cast<std::size_t>(std::clamp<std::int64_t>(data->classes(), 0, kMaxClasses)) : 0, 0);
  if (!data) return counts;
  const std::int32_t* l = data->labels.data<std::int32_t>();
  for (std::int32_t i : indices)
    if (l[i] >= 0 && static_cast<std::size_t>(l[i]) < counts.size()) ++counts[static_cast<std::size_t>(l[i])];
  return counts;
}

std::vector<std::string> digitClassNames(int n) {
  std::vector<std::string> names;
  for (int i = 0; i < n; ++i) names.push_back(std::to_string(i));
  return names;
}

}  // namespace nnlab

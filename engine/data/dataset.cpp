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
  if (!inputs().defined() || !labels.defined()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "%1 has no images or labels"),
      who));
  if (images.defined() && features.defined())
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has both images and tabular features: it must be one or the other"),
        who));
  if (features.defined()) {
    if (features.dtype() != DType::F32 || features.shape().rank() < 2 || features.shape().rank() > 3)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: features must be f32 N x F or N x C x L, got %2 %3"),
          who, dtypeName(features.dtype()), features.shape().str()));
  } else if (images.dtype() != DType::U8 || images.shape().rank() != 4) {
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: images must be u8 N x C x H x W, got %2 %3"),
        who, dtypeName(images.dtype()), images.shape().str()));
  }
  const Tensor& x = inputs();
  if (labels.dtype() != DType::I32 || labels.shape().rank() != 1)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1: labels must be i32 N, got %2 %3"),
        who, dtypeName(labels.dtype()), labels.shape().str()));
  if (x.dim(0) != labels.dim(0))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has %2 samples but %3 labels"),
        who, std::to_string(x.dim(0)), std::to_string(labels.dim(0))));
  if (size() == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1 contains no samples"), who));
  if (size() > INT32_MAX)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has %2 samples: at most 2^31-1 are supported"),
        who, std::to_string(size())));
  const int k = classes();
  if (k > kMaxClasses)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "%1 has %2 classes (%3): nnlab supports at most %4 classes; the file is probably damaged"),
        who, countArg(k),
        (classNames.empty() ? msg(NNLAB_TEXT("nnlab::messages", "its largest label is %1"), k - 1)
                            : msg(NNLAB_TEXT("nnlab::messages", "%1 class names"), classNames.size())),
        countArg(kMaxClasses)));
  const std::int32_t* l = labels.data<std::int32_t>();
  for (std::int64_t i = 0; i < size(); ++i)
    if (l[i] < 0 || l[i] >= k)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: sample %2 has label %3, outside 0..%4"),
          who, std::to_string(i), std::to_string(l[i]), std::to_string(k - 1)));
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

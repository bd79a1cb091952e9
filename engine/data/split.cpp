#include "data/split.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <numeric>
#include <string>

#include "core/error.h"
#include "core/format.h"
#include "core/rng.h"

namespace nnlab {

namespace {

const char* const kPartNames[3] = {"training", "validation", "test"};

std::string percentText(double p) { return formatDouble(p, 4); }

std::string splitText(const std::array<double, 3>& p) {
  return percentText(p[0]) + "/" + percentText(p[1]) + "/" + percentText(p[2]);
}

void checkPercents(const std::array<double, 3>& p) {
  for (int k = 0; k < 3; ++k) {
    if (!std::isfinite(p[k]) || p[k] < 0.0)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "the %1 percentage is %2: split percentages must be 0 or more"),
          kPartNames[k], percentText(p[k])));
  }
  const double sum = p[0] + p[1] + p[2];
  if (std::fabs(sum - 100.0) > 0.01)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the split percentages %1 add up to %2, not 100"),
        splitText(p), percentText(sum)));
  if (p[0] <= 0.0)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "the training percentage is 0 (split %1): the training part needs samples"),
        splitText(p)));
}

// Sizes of the three parts of a class of n samples: largest remainder, then at least one for
// every nonzero part.
std::array<std::int64_t, 3> partSizes(std::int64_t n, const std::array<double, 3>& p) {
  const double sum = p[0] + p[1] + p[2];
  std::array<std::int64_t, 3> size{};
  std::array<double, 3> rem{};
  std::int64_t assigned = 0;
  for (int k = 0; k < 3; ++k) {
    const double exact = static_cast<double>(n) * p[k] / sum;
    size[k] = static_cast<std::int64_t>(std::floor(exact));
    rem[k] = exact - static_cast<double>(size[k]);
    assigned += size[k];
  }
  while (assigned > n) {  // floating-point slack only
    const int largest = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
    --size[largest];
    --assigned;
  }
  std::array<int, 3> order{0, 1, 2};
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rem[a] > rem[b]; });
  for (int i = 0; assigned < n; i = (i + 1) % 3) {
    if (p[order[i]] > 0.0) {
      ++size[order[i]];
      ++assigned;
    }
  }
  for (int k = 0; k < 3; ++k) {
    if (p[k] > 0.0 && size[k] == 0) {
      const int largest = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
      --size[largest];
      ++size[k];
    }
  }
  return size;
}

}  // namespace

DatasetSplits stratifiedSplit(const Dataset& data, std::array<double, 3> percents, std::uint64_t seed) {
  checkPercents(percents);
  if (!data.labels.defined() || data.labels.dtype() != DType::I32)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot split dataset '%1': it has no i32 labels"),
        data.name));
  const std::int64_t n = data.size();
  if (n > INT32_MAX)
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "cannot split dataset '%1': %2 samples is more than 2^31-1"),
        data.name, countArg(n)));
  const int classes = data.classes();
  const std::int32_t* labels = data.labels.data<std::int32_t>();
  std::vector<std::vector<std::int32_t>> byClass(static_cast<std::size_t>(std::max(classes, 0)));
  for (std::int64_t i = 0; i < n; ++i) {
    const std::int32_t l = labels[i];
    if (l < 0 || l >= classes)
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "cannot split dataset '%1': sample %2 has label %3, outside 0..%4"),
          data.name, std::to_string(i), std::to_string(l), std::to_string(classes - 1)));
    byClass[static_cast<std::size_t>(l)].push_back(static_cast<std::int32_t>(i));
  }

  int nonzeroParts = 0;
  for (double p : percents) nonzeroParts += p > 0.0 ? 1 : 0;
  // Every nonzero part gets at least one sample of every class; a percentage so small that this
  // makes the part over ten times larger than asked (0.005 % of 10,000 samples as 10) is refused.
  int present = 0;
  for (const auto& idx : byClass) present += idx.empty() ? 0 : 1;
  for (int k = 1; k < 3; ++k) {
    const double samples = static_cast<double>(n) * percents[static_cast<std::size_t>(k)] / 100.0;
    if (percents[static_cast<std::size_t>(k)] > 0.0 && samples < 0.1 * present) {
      const double least = 100.0 * present / static_cast<double>(std::max<std::int64_t>(n, 1));
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "the %1 part of %2 % of %3 samples is %4 samples, fewer than one per class (%5 classes): use 0 % "
          "for no %1 part, or at least %6 %"),
          kPartNames[k], percentText(percents[static_cast<std::size_t>(k)]), countArg(n),
          realArg(formatDouble(samples, 3)), std::to_string(present), realArg(formatDouble(least, 3))));
    }
  }

  DatasetSplits out;
  std::array<Subset*, 3> parts{&out.train, &out.validation, &out.test};
  for (Subset* s : parts) s->data = &data;

  for (int c = 0; c < classes; ++c) {
    auto& idx = byClass[static_cast<std::size_t>(c)];
    const auto count = static_cast<std::int64_t>(idx.size());
    if (count == 0) continue;  // a class absent from the data set is nobody's to split
    if (count < nonzeroParts) {
      const Message need =
          percents[1] > 0.0 && percents[2] > 0.0
              ? msg(NNLAB_TEXT("nnlab::messages", " a non-empty validation part and a non-empty test part"))
          : percents[1] > 0.0 ? msg(NNLAB_TEXT("nnlab::messages", " a non-empty validation part"))
          : percents[2] > 0.0 ? msg(NNLAB_TEXT("nnlab::messages", " a non-empty test part"))
                              : plainMessage("");
      const std::string className = static_cast<std::size_t>(c) < data.classNames.size()
                                        ? data.classNames[static_cast<std::size_t>(c)]
                                        : std::to_string(c);
      fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
          "class '%1' has %2 sample%3: too few for a %4 split with%5; every part needs at least one sample "
          "of every class: set the validation or test percentage to 0, or use a dataset with more samples "
          "of that class"),
          className, std::to_string(count),
          (count == 1 ? "" : "s"), splitText(percents), need));
    }
    Rng rng(Rng::derive(seed, 0x5350'4C49'0000'0000ULL + static_cast<std::uint64_t>(c)));
    rng.shuffle(idx);
    const auto size = partSizes(count, percents);
    std::int64_t at = 0;
    for (int k = 0; k < 3; ++k) {
      auto& dst = parts[static_cast<std::size_t>(k)]->indices;
      dst.insert(dst.end(), idx.begin() + at, idx.begin() + at + size[k]);
      at += size[k];
    }
  }
  for (int k = 0; k < 3; ++k) {
    Rng rng(Rng::derive(seed, 0x5350'4C49'5041'5254ULL + static_cast<std::uint64_t>(k)));
    rng.shuffle(parts[static_cast<std::size_t>(k)]->indices);
  }
  return out;
}

}  // namespace nnlab

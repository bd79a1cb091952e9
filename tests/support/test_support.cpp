#include "support/test_support.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "core/error.h"
#include "core/rng.h"
#include "data/idx_reader.h"

#include <filesystem>

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
    // Through int64 (defined modulo 256; a double outside 0..255 straight to uint8 is undefined):
    // the poison value -777 becomes 247.
    case DType::U8: t.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(static_cast<std::int64_t>(v)); break;
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

void writeToyIdxFolder(const std::string& dir, bool gz) {
  std::filesystem::create_directories(dir);
  const Dataset d = makeToyDataset(320, 4);
  writeIdxImages(dir + (gz ? "/train-images-idx3-ubyte.gz" : "/train-images-idx3-ubyte"), d.images, gz);
  writeIdxLabels(dir + (gz ? "/train-labels-idx1-ubyte.gz" : "/train-labels-idx1-ubyte"), d.labels, gz);
}

Dataset makeToyDataset(int n, std::uint64_t seed) {
  Dataset d;
  d.name = "toy";
  d.description = "4-class blob toy set (tests)";
  d.images = Tensor::empty(Shape{n, 1, 8, 8}, DType::U8);
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  d.classNames = {"top-left", "top-right", "bottom-left", "bottom-right"};
  Rng rng(seed);
  for (int i = 0; i < n; ++i) {
    const int c = i % 4;
    std::uint8_t* img = d.images.data<std::uint8_t>() + i * 64;
    for (int p = 0; p < 64; ++p) img[p] = static_cast<std::uint8_t>(rng.below(90));
    const int r0 = (c / 2) * 4 + static_cast<int>(rng.below(2)), c0 = (c % 2) * 4 + static_cast<int>(rng.below(2));
    for (int r = r0; r < r0 + 3; ++r)
      for (int q = c0; q < c0 + 3; ++q) img[r * 8 + q] = static_cast<std::uint8_t>(170 + rng.below(80));
    d.labels.data<std::int32_t>()[i] = c;
  }
  return d;
}

ExperimentSpec toyMlpSpec(const std::string& dataset, int epochs, std::uint64_t seed) {
  ExperimentSpec s;
  s.model = toyMlp();
  s.dataset = dataset;
  s.split = {80, 10, 10};
  s.backend = "cpu-blas";
  s.threads = 1;
  s.train.epochs = epochs;
  s.train.batch = 16;
  s.train.seed = seed;
  s.name = "toy";
  return s;
}

ModelSpec toyMlp() {
  return ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "toy-mlp", "input": [1, 8, 8], "classes": 4,
    "layers": [{"type": "flatten"}, {"type": "dense", "units": 16}, {"type": "relu"},
               {"type": "dense", "units": "classes"}]})"));
}

ModelSpec toyCnn() {
  return ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "toy-cnn", "input": [1, 8, 8], "classes": 4,
    "layers": [{"type": "conv2d", "filters": 4, "kernel": 3, "padding": 1, "bias": false},
               {"type": "batchnorm2d"}, {"type": "relu"}, {"type": "maxpool2d", "kernel": 2},
               {"type": "flatten"}, {"type": "dropout", "rate": 0.2}, {"type": "dense", "units": "classes"}]})"));
}

std::string sourceDir() { return NNLAB_SOURCE_DIR; }

}  // namespace nnlab::test

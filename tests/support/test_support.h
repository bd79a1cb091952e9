#pragma once
// Helpers shared by the Qt Test suites: random tensors, error norms, temporary files.
#include <QString>
#include <QTemporaryDir>
#include <cstdint>
#include <string>

#include "core/tensor.h"
#include "data/dataset.h"
#include "experiment/experiment_spec.h"
#include "nn/model_spec.h"

namespace nnlab::test {

// Host tensor with uniform values in [lo, hi) (float dtypes) drawn from seed.
Tensor randomTensor(const Shape& shape, DType dtype, std::uint64_t seed, double lo = -1.0, double hi = 1.0);
// Host i32 labels in [0, classes).
Tensor randomLabels(std::int64_t n, int classes, std::uint64_t seed);
// Host f64 copy of a host float tensor.
Tensor toF64(const Tensor& t);
// Host tensor of dtype filled with a poison value (NaN for floats) to catch unwritten outputs.
Tensor poisoned(const Shape& shape, DType dtype);
// ||a - b|| / max(||b||, tiny), computed in f64; NaN anywhere gives +inf.
double relativeError(const Tensor& a, const Tensor& b);
double maxAbsDiff(const Tensor& a, const Tensor& b);
// Element i of a host float tensor as double.
double at(const Tensor& t, std::int64_t i);
void setAt(Tensor& t, std::int64_t i, double v);

// A small learnable dataset: 1x8x8 u8 images, 4 classes, class c = a bright 3x3 blob in
// quadrant c on noise. n samples, balanced.
Dataset makeToyDataset(int n, std::uint64_t seed);
// The toy dataset (320 samples, seed 4) as an IDX folder the CLI and the catalog load by path:
// `dir` is created; gzip-compressed files when `gz`.
void writeToyIdxFolder(const std::string& dir, bool gz = false);
// Tiny models for it: an MLP (flatten, dense 16, relu, dense classes) and a CNN with conv,
// batch norm, pooling and dropout.
ModelSpec toyMlp();
ModelSpec toyCnn();
// The experiment the store and energy suites train: toyMlp() on the toy dataset in `dataset`
// (split 80/10/10), cpu-blas on one thread (bit-reproducible), batch 16, named "toy".
ExperimentSpec toyMlpSpec(const std::string& dataset, int epochs, std::uint64_t seed);

// Path of the repository's source tree (for presets and the bundled dataset).
std::string sourceDir();

}  // namespace nnlab::test

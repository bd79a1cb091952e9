#pragma once
// Dataset: an in-memory labelled image set. Pixels stay raw (u8, 0..255) in host memory; the
// backend's gatherRows turns the rows of a batch into f32 in [0, 1] (x / 255) at batch time.
// A Subset is a list of sample indices into one Dataset: splits and batches are gathered by
// index, so splitting copies no pixels.
// Tabular data (CSV) have no pixels: their rows are f32 `features` (N x F), already
// normalised as asked, and `images` stays undefined; sequences (folded light curves) are f32
// features too, N x C x L. inputs() is whichever of the two is set.
#include <cstdint>
#include <string>
#include <vector>

#include "core/shape.h"
#include "core/tensor.h"

namespace nnlab {

struct Dataset {
  std::string name;         // "mnist", "fashion-mnist", a directory's name...
  std::string description;  // one line for people: what it is and where it came from
  std::string source;       // the file or directory it was loaded from
  Tensor images;            // u8, N x C x H x W, raw pixels 0..255 (undefined for tabular data)
  Tensor features;          // f32, N x F (tables) or N x C x L (sequences); undefined for image sets
  Tensor labels;            // i32, N, each in [0, classes())
  std::vector<std::string> classNames;
  bool synthetic = false;   // a procedural stand-in, not real data: say so wherever it is shown

  // The per-sample input rows: images (u8, scaled by 1/255 when gathered) or features (f32,
  // gathered as they are).
  const Tensor& inputs() const { return features.defined() ? features : images; }
  bool tabular() const { return features.defined(); }
  Shape sampleShape() const;                      // C x H x W, F (tables) or C x L (sequences); empty when none
  int classes() const;                            // classNames.size(), else max label + 1
  std::int64_t size() const;                      // N
  std::vector<std::int64_t> classCounts() const;  // samples per class, classes() entries
  // Checks dtypes, ranks (u8 N x C x H x W images or f32 N x F / N x C x L features, exactly one
  // of the two), matching N and labels in range; throws Error(BadInput) naming source otherwise.
  void validate() const;
};

// Sample indices into a dataset. An empty subset (validation or test at 0 %) is valid.
struct Subset {
  const Dataset* data = nullptr;
  std::vector<std::int32_t> indices;

  std::int64_t size() const { return static_cast<std::int64_t>(indices.size()); }
  bool empty() const { return indices.empty(); }
  std::vector<std::int64_t> classCounts() const;  // of the subset's samples
};

struct DatasetSplits {
  Subset train;
  Subset validation;
  Subset test;
};

// Class names "0", "1", ... "n-1".
std::vector<std::string> digitClassNames(int n = 10);

}  // namespace nnlab

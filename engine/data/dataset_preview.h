#pragma once
// What a dataset looks like before training on it: class histogram, image size, per-channel
// mean and standard deviation, and a grid of thumbnails with class labels (one row per
// class) that nnlab-cli writes as PNG and the GUI shows.
#include <cstdint>
#include <string>
#include <vector>

#include "data/dataset.h"
#include "data/image.h"

namespace nnlab {

struct DatasetStats {
  std::int64_t samples = 0;
  Shape sampleShape;                       // C x H x W (or F)
  std::vector<std::string> classNames;
  std::vector<std::int64_t> classCounts;
  std::vector<double> channelMean;         // per channel (per feature for tables), images in [0, 1]
  std::vector<double> channelStd;          // population standard deviation, same scale
  double imbalanceRatio = 0.0;             // largest class / smallest class
};

// Exact (f64 sums) over every sample; threads split the samples.
DatasetStats computeStats(const Dataset& data, int threads = 0);
// Printable report: shape, samples, one histogram bar per class, mean/std per channel.
std::string formatStats(const DatasetStats& stats, const std::string& title);

struct PreviewOptions {
  int perClass = 8;     // thumbnails per row
  int thumb = 64;       // longest side of a thumbnail, pixels
  std::uint64_t seed = 1;  // which samples: a seeded pick per class (0: the first ones)
};

// RGB image: a title line (the dataset's name, "SYNTHETIC STAND-IN" for stand-ins), then one
// row per class with the class name and its count, then up to perClass thumbnails (area
// resize, gray shown as gray). Image sets only: Error(InvalidArgument) for tables.
Image renderPreviewGrid(const Dataset& data, const PreviewOptions& options = {});

// Draws text with a built-in 5x7 pixel font (ASCII; other bytes as '?'), scale >= 1.
void drawText(Image& img, int x, int y, const std::string& text, int scale, std::uint8_t r, std::uint8_t g, std::uint8_t b);
int textWidth(const std::string& text, int scale);

}  // namespace nnlab

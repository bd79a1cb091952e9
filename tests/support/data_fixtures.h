#pragma once
// Image-folder fixtures in the real datasets' layouts, encoded at test time with the same
// libraries nnlab decodes with (libjpeg-turbo, libpng).
#include <cstdint>
#include <string>
#include <vector>

#include "data/dataset_store.h"
#include "data/image.h"

namespace nnlab::test {

// A w x h image with channels c whose content depends on (seed): smooth gradients plus a
// bright disc, so resizing and JPEG keep it recognisable.
Image patternImage(int w, int h, int c, std::uint64_t seed);
void writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes);
std::vector<std::uint8_t> readFile(const std::string& path);  // empty when unreadable
void writeText(const std::string& path, const std::string& text);
void writeJpeg(const std::string& path, const Image& img, int quality = 90);
void writePng(const std::string& path, const Image& img);

// The fish set as the archive unpacks: root/Fish_Dataset/<Class>/<Class>/ (photos) and
// root/Fish_Dataset/<Class>/<Class> GT/ (masks), the misspelled "Hourse Mackerel", a mix of
// PNG and JPEG masks, perClass images per class at w x h, plus README.txt and license.txt at
// the top. Returns the Fish_Dataset folder.
std::string makeFishTree(const std::string& root, int perClass, int w = 59, int h = 44);
extern const char* const kFishFolders[9];

// Positive/ and Negative/ with 00001.jpg ... (RGB JPEG, w x h), counts as given.
void makeCracksTree(const std::string& root, int positives, int negatives, int w = 45, int h = 45);
// An import of `source` in the concrete cracks' layout under `name` (empty: the manifest's),
// resized to size x size; size 0 keeps the layout's default preprocessing.
ImportRequest cracksRequest(const std::string& source, const std::string& name, int size = 0);

}  // namespace nnlab::test

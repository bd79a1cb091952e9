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
#include "support/hostile_files.h"
#include "core/limits.h"
#include "data/image_import.h"
#include <sys/stat.h>

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
    DatasetCacheHeader header;
    const Dataset back = readDatasetCache(path("u8.nnds"), true, &header);
    const nlohmann::json& h = header.raw;
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

  // #19: samples x C x H x W wrapping past 2^64 (to 0 pixel bytes, which the file agreed with)
  // passed the size checks, and info/preview then read past the mapping.
  void sizesThatWrapAreRefused() {
    const std::int64_t n = 1 << 19;
    const std::uint64_t pix = (1024 + 4 * static_cast<std::uint64_t>(n) + 4095) / 4096 * 4096;
    const nlohmann::json h = {{"format", "nnlab-dataset-cache"}, {"version", 1}, {"samples", n}, {"shape", {32768, 32768, 32768}},
                              {"class_names", {"a"}}, {"storage", "u8"}, {"labels_offset", 1024}, {"pixels_offset", pix},
                              {"pixels_bytes", 0}, {"payload_crc32", 0}};
    test::writeRawNnds(path("wrap.nnds"), h, 1024, {}, pix, {}, pix);
    EXPECT_ERROR([&] { readDatasetCacheHeader(path("wrap.nnds")); }, ErrorKind::BadInput, {"wrap.nnds", "overflow 64 bits"});
    EXPECT_ERROR([&] { readDatasetCache(path("wrap.nnds"), true); }, ErrorKind::BadInput, {"overflow 64 bits"});
  }

  // #19: a label of 2^31-1 with no class names overflowed the class count; labels read from the
  // header's own text (labels_offset inside it) made 539 million classes and 7.4 GB.
  void labelsAreCheckedBeforeAnythingPerClass() {
    nlohmann::json h = {{"format", "nnlab-dataset-cache"}, {"version", 1}, {"samples", 2}, {"shape", {1, 1, 1}},
                        {"storage", "u8"}, {"labels_offset", 1024}, {"pixels_offset", 4096}, {"pixels_bytes", 2},
                        {"payload_crc32", 0}};
    test::writeRawNnds(path("maxlabel.nnds"), h, 1024, {0, 2147483647}, 4096, {1, 2}, 4098);
    QElapsedTimer t;
    t.start();
    EXPECT_ERROR([&] { readDatasetCache(path("maxlabel.nnds")); }, ErrorKind::BadInput, {"sample 1 has label 2147483647"});
    h["labels_offset"] = 24;
    test::writeRawNnds(path("inheader.nnds"), h, 24, {}, 4096, {1, 2}, 4098);
    EXPECT_ERROR([&] { readDatasetCacheHeader(path("inheader.nnds")); }, ErrorKind::BadInput, {"inconsistent offsets", "header ends at"});
    QVERIFY(t.elapsed() < 2000);
    // Labels that disagree with the stored class counts: the file is damaged.
    test::writeSmallNnds(path("counts/dataset.nnds"), 6);
    test::patchNndsHeader(path("counts/dataset.nnds"), [](nlohmann::json& j) { j["class_counts"] = {4, 2}; });
    EXPECT_ERROR([&] { readDatasetCache(path("counts/dataset.nnds")); }, ErrorKind::BadInput, {"disagree with its class counts"});
    // And a dataset itself may not claim more classes than nnlab supports.
    Dataset d;
    d.images = Tensor::zeros(Shape{1, 1, 1, 1}, DType::U8);
    d.labels = Tensor::zeros(Shape{1}, DType::I32);
    d.labels.data<std::int32_t>()[0] = 70000;
    EXPECT_ERROR([&] { d.validate(); }, ErrorKind::BadInput, {"70,001 classes", "at most 65,536"});
  }

  // #19: header fields of the wrong type ended as json exceptions ("internal error").
  void headerFieldsAreTyped_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("samples") << "samples" << R"("6")" << "`samples` must be an integer";
    QTest::newRow("shape") << "shape" << R"("1x2x2")" << "`shape` must be an array of integers";
    QTest::newRow("class_names") << "class_names" << "5" << "`class_names` must be an array of strings";
    QTest::newRow("storage") << "storage" << "8" << "`storage` must be a string";
    QTest::newRow("offset") << "labels_offset" << "-1" << "`labels_offset` must be between 0 and";
    QTest::newRow("crc") << "payload_crc32" << R"("x")" << "`payload_crc32` must be an integer";
    QTest::newRow("extra") << "extra" << R"("x")" << "`extra` must be an object";
    QTest::newRow("unknown") << "sampels" << "6" << "unknown key `sampels` (did you mean `samples`?)";
  }
  void headerFieldsAreTyped() {
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, message);
    const std::string p = path("typed/" + field.toStdString() + "/dataset.nnds");
    test::writeSmallNnds(p, 6, {{"padding", std::string(100, '-')}});
    test::patchNndsHeader(p, [&](nlohmann::json& h) {
      h["extra"] = nlohmann::json::object();
      h[field.toStdString()] = nlohmann::json::parse(value.toStdString());
    });
    EXPECT_ERROR([&] { readDatasetCacheHeader(p); }, ErrorKind::BadInput, {message.toStdString(), "delete it"});
  }

  // #19: a stored import report with class_counts longer than class_names overflowed the
  // report's warning; the stored parts of `extra` are typed too.
  void storedReportIsStrict() {
    DataLocations where;
    where.dataDir = path("stored");
    const nlohmann::json report = {{"class_names", {"a", "b"}}, {"class_counts", {1, 1, 400}}};
    test::writeSmallNnds(path("stored/longer/dataset.nnds"), 6, {{"report", report}});
    const DatasetCacheHeader h = readDatasetCacheHeader(path("stored/longer/dataset.nnds"));
    EXPECT_ERROR([&] { readStoredExtra(h, path("stored/longer/dataset.nnds")); }, ErrorKind::BadInput,
                 {"report.class_counts` has 3 entries for 2 class names"});
    test::writeSmallNnds(path("stored/source/dataset.nnds"), 6, {{"import", {{"source", 5}}}});
    EXPECT_ERROR([&] { loadStoredDataset("source", where); }, ErrorKind::BadInput, {"extra.import.source` must be a string"});
    // Listed with the reason, not as a usable set.
    for (const auto& info : listStoredDatasets(where)) {
      QVERIFY2(!info.available, qPrintable(QString::fromStdString(info.name)));
      QVERIFY(!info.reason.empty());
    }
    // A report built by hand with fewer names than counts still warns without reading past them.
    ImportReport r;
    r.classNames = {"a"};
    r.classCounts = {1, 9};
    QVERIFY(r.warnings().front().find("'class 1' has 9 images") != std::string::npos);
  }

  // #19: not a regular file, or more than memory can hold: refused before reading or mapping.
  void oddFilesAndBudgets() {
    fs::create_directories(path("dir.nnds"));
    EXPECT_ERROR([&] { readDatasetCacheHeader(path("dir.nnds")); }, ErrorKind::BadInput, {"not a regular file"});
    QCOMPARE(::mkfifo(path("fifo.nnds").c_str(), 0600), 0);
    EXPECT_ERROR([&] { readDatasetCache(path("fifo.nnds")); }, ErrorKind::BadInput, {"not a regular file"});
    const Dataset d = randomSet(64, Shape{1, 32, 32}, 3);
    CacheMeta meta;
    meta.storage = DType::F16;
    writeDatasetCache(path("budget.nnds"), d, meta);
    const InputLimits saved = inputLimits();
    setInputLimits({32 << 10, 0});
    EXPECT_ERROR([&] { readDatasetCache(path("budget.nnds")); }, ErrorKind::OutOfMemory, {"budget.nnds needs", "32.0 KiB"});
    setInputLimits(saved);
    QCOMPARE(readDatasetCache(path("budget.nnds")).size(), 64);
  }
};

QTEST_MAIN(DatasetCacheTest)
#include "test_dataset_cache.moc"

// Importing image folders in the real layouts: the fish set (manifest, "<Class> GT" folders,
// the misspelled "Hourse Mackerel", PNG + JPEG masks), the crack set (Positive/Negative), a
// plain class-per-folder tree; corrupt files, empty class folders, non-image files, progress,
// cancel, thread-count invariance, imbalance report, stratified splits.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>

#include "data/dataset_catalog.h"
#include "data/dataset_store.h"
#include "data/image_import.h"
#include "data/split.h"
#include "support/data_fixtures.h"
#include "support/expect_error.h"
#include "support/hostile_files.h"

using namespace nnlab;
namespace fs = std::filesystem;

class ImageImportTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;
  DataLocations where_;

  std::string path(const std::string& rel) const { return (fs::path(tmp_.path().toStdString()) / rel).string(); }

 private slots:
  void initTestCase() {
    QVERIFY(tmp_.isValid());
    where_.dataDir = path("data");
    where_.cacheDir = path("cache");
  }

  void fishMasksFollowTheManifestLayout() {
    const std::string top = test::makeFishTree(path("fish-download/A Large Scale Fish Dataset"), 4);
    // A corrupt mask and a stray non-image file, as real downloads have.
    test::writeText(top + "/Trout/Trout GT/00099.png", "\x89PNG\r\n\x1a\n this is not really a PNG");
    test::writeText(top + "/Shrimp/Shrimp GT/Thumbs.db", "junk");
    ImportRequest req;
    req.source = path("fish-download");  // the class folders are two levels further down
    req.manifest = "fish-masks";
    EXPECT_ERROR([&] { importDataset(req, where_); }, ErrorKind::BadInput, {"Trout GT/00099.png", "corrupt PNG", "skip"});

    req.onCorrupt = CorruptPolicy::Skip;
    const ImportResult r = importDataset(req, where_);
    QCOMPARE(r.data.size(), 9 * 4);
    QCOMPARE(r.data.sampleShape(), (Shape{1, 148, 197}));  // the manifest's default: gray 197x148
    QCOMPARE(r.data.classes(), 9);
    QCOMPARE(r.data.classNames[2], std::string("Horse Mackerel"));  // from the folder "Hourse Mackerel GT"
    QCOMPARE(r.report.skipped.size(), std::size_t(1));
    QVERIFY(r.report.skipped[0].path.find("00099.png") != std::string::npos);
    QVERIFY(r.report.skipped[0].reason.find("corrupt PNG") != std::string::npos);
    QCOMPARE(r.report.ignored.size(), std::size_t(1));
    QVERIFY(r.report.ignored[0].find("Thumbs.db") != std::string::npos);
    for (auto c : r.report.classCounts) QCOMPARE(c, std::int64_t(4));
    QVERIFY(fs::exists(storedDatasetPath(where_, "fish-masks")));
    // Masks stay masks: nearly all pixels black or white after resizing.
    const auto* px = r.data.images.data<std::uint8_t>();
    std::int64_t extreme = 0;
    for (std::int64_t i = 0; i < r.data.images.numel(); ++i) extreme += (px[i] < 30 || px[i] > 225);
    QVERIFY(extreme > r.data.images.numel() * 9 / 10);
    // The catalog lists it as imported, with the manifest's citation.
    bool listed = false;
    for (const auto& d : listDatasets(where_))
      if (d.name == "fish-masks") {
        listed = d.available && d.kind == "imported" && d.samples == 36 && d.citation.find("Ulucan") != std::string::npos;
      }
    QVERIFY(listed);
  }

  void missingClassFolderIsNamed() {
    test::makeCracksTree(path("cracks-half"), 2, 0);
    const ImportRequest req = test::cracksRequest(path("cracks-half"), "cracks-half");
    EXPECT_ERROR([&] { importDataset(req, where_); }, ErrorKind::BadInput, {"Negative", "cracks-half"});
  }

  void crackLayoutImbalanceAndStratifiedSplit() {
    test::makeCracksTree(path("cracks"), 24, 12);
    const ImportRequest req = test::cracksRequest(path("cracks"), "cracks-small", 32);
    const ImportResult r = importDataset(req, where_);
    QCOMPARE(r.data.size(), 36);
    QCOMPARE(r.data.classNames, (std::vector<std::string>{"Negative", "Positive"}));
    QCOMPARE(r.report.classCounts, (std::vector<std::int64_t>{12, 24}));
    QCOMPARE(r.report.imbalanceRatio(), 2.0);
    bool warned = false;
    for (const auto& w : r.report.warnings()) warned = warned || w.find("imbalanced") != std::string::npos;
    QVERIFY(warned);
    // Each part holds its share of each class to within one sample.
    const DatasetSplits s = stratifiedSplit(r.data, {70, 15, 15}, 7);
    const Subset* parts[3] = {&s.train, &s.validation, &s.test};
    const double pct[3] = {70, 15, 15};
    for (int p = 0; p < 3; ++p) {
      const auto counts = parts[p]->classCounts();
      for (std::size_t c = 0; c < 2; ++c)
        QVERIFY(std::abs(static_cast<double>(counts[c]) - r.report.classCounts[c] * pct[p] / 100.0) <= 1.0);
    }
  }

  void plainFolderOneClassPerSubfolder() {
    const std::string root = path("photos");
    for (const char* cls : {"cat", "dog", "owl"})
      for (int i = 0; i < 3; ++i)
        test::writeJpeg(root + "/" + cls + "/" + std::to_string(i) + ".JPG", test::patternImage(40 + i * 10, 30, 3, i + 10));
    test::writePng(root + "/owl/extra.png", test::patternImage(20, 20, 1, 3));  // gray and another size
    fs::create_directories(root + "/empty");
    test::writeText(root + "/dog/notes.txt", "not an image");
    const ImageFileList list = scanImageFolder(root);
    QCOMPARE(list.classNames, (std::vector<std::string>{"cat", "dog", "owl"}));
    QCOMPARE(list.emptyClasses, (std::vector<std::string>{"empty"}));
    QCOMPARE(list.ignored.size(), std::size_t(1));
    ImportOptions opt;
    opt.preprocessing.channels = 0;  // as the first image: RGB
    ImportReport rep;
    const Dataset d = importImageFiles(list, opt, &rep);
    QCOMPARE(d.size(), 10);
    QCOMPARE(d.sampleShape(), (Shape{3, 30, 40}));  // the first image's size
    bool emptyWarned = false;
    for (const auto& w : rep.warnings()) emptyWarned = emptyWarned || w.find("'empty' has no images") != std::string::npos;
    QVERIFY(emptyWarned);
    // Through the catalog a folder path imports too (and is cached for the next load).
    const Dataset viaCatalog = loadDataset(root, where_);
    QCOMPARE(viaCatalog.size(), 10);
    QVERIFY(fs::exists(path("cache/folders")));
  }

  void threadCountDoesNotChangeTheBytes() {
    test::makeCracksTree(path("cracks-t"), 9, 9, 61, 47);
    const ImageFileList list = scanImageFolder(path("cracks-t"));
    ImportOptions a, b;
    a.preprocessing.width = b.preprocessing.width = 29;
    a.preprocessing.height = b.preprocessing.height = 23;
    a.threads = 1;
    b.threads = 2;
    const Dataset d1 = importImageFiles(list, a), d2 = importImageFiles(list, b);
    QCOMPARE(d1.images.bytes(), d2.images.bytes());
    QVERIFY(std::memcmp(d1.images.raw(), d2.images.raw(), d1.images.bytes()) == 0);
  }

  void progressIsReportedAndCancelStops() {
    test::makeCracksTree(path("cracks-p"), 20, 20);
    const ImageFileList list = scanImageFolder(path("cracks-p"));
    std::int64_t lastDone = -1, total = 0;
    importImageFiles(list, {}, nullptr, [&](const TaskProgress& p) {
      QVERIFY(p.done >= lastDone);
      lastDone = p.done;
      total = p.total;
    });
    QCOMPARE(total, std::int64_t(40));
    QCOMPARE(lastDone, std::int64_t(40));
    std::atomic<bool> cancel{false};
    EXPECT_ERROR([&] { importImageFiles(list, {}, nullptr, [&](const TaskProgress&) { cancel = true; }, &cancel); },
                 ErrorKind::Cancelled, {"stopped"});
  }

  // #19: a 150-byte PNG claiming 65535 x 65535 among real images: with the fail policy the import
  // stops at once naming the file and its size; with skip it is listed and the import goes on.
  void hugeClaimsFailFastOrAreSkipped() {
    const std::string root = path("huge-claim");
    for (const char* cls : {"a", "b"})
      for (int i = 0; i < 2; ++i) test::writePng(root + "/" + cls + "/" + std::to_string(i) + ".png", test::patternImage(9, 7, 1, i));
    test::writeFile(root + "/a/huge.png", test::pngClaiming(65535, 65535));
    const ImageFileList list = scanImageFolder(root);
    ImportOptions opt;
    opt.preprocessing.width = opt.preprocessing.height = 8;
    EXPECT_ERROR([&] { importImageFiles(list, opt); }, ErrorKind::BadInput, {"huge.png", "65535x65535 pixels", "--on-error skip"});
    opt.onCorrupt = CorruptPolicy::Skip;
    ImportReport rep;
    const Dataset d = importImageFiles(list, opt, &rep);
    QCOMPARE(d.size(), 4);
    QCOMPARE(rep.skipped.size(), std::size_t(1));
    QVERIFY(rep.skipped.front().path.find("huge.png") != std::string::npos);
    QVERIFY(rep.skipped.front().reason.find("65535x65535") != std::string::npos);
    // The same file first in its folder decides nothing: the next readable image gives the size.
    opt.preprocessing.width = opt.preprocessing.height = 0;
    test::writeFile(root + "/a/+huge.png", test::pngClaiming(65535, 65535));
    const Dataset auto_ = importImageFiles(scanImageFolder(root), opt, &rep);
    QCOMPARE(auto_.sampleShape(), (Shape{1, 7, 9}));
    // A first image larger than a dataset's images may be needs a size to resize to.
    const std::string wide = path("wide");
    test::writePng(wide + "/a/0.png", test::patternImage(8200, 2, 1, 1));
    test::writePng(wide + "/b/0.png", test::patternImage(8, 2, 1, 1));
    EXPECT_ERROR([&] { importImageFiles(scanImageFolder(wide), opt); }, ErrorKind::InvalidArgument, {"8200x2", "--size"});
  }
};

QTEST_MAIN(ImageImportTest)
#include "test_image_import.moc"

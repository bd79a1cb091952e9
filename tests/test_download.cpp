// Downloads against an HTTP/1.1 server on loopback started by the test: a good archive with
// Range support, a corrupted one (SHA-256 mismatch), one that stalls half-way (then resumes),
// a server that ignores Range, a 404; then unpacking (libarchive) and import of the archive.
#include <QTemporaryDir>
#include <QtTest>
#include <zlib.h>

#include <filesystem>
#include <map>

#include "data/dataset_store.h"
#include "data/fetch.h"
#include "data/manifest.h"
#include "data/image_codec.h"
#include "data/dataset_cache.h"
#include "support/data_fixtures.h"
#include "support/expect_error.h"
#include "support/hostile_files.h"
#include <sys/stat.h>
#include "support/loopback_server.h"

using namespace nnlab;
using nnlab::test::LoopbackServer;
using nnlab::test::makeZip;
namespace fs = std::filesystem;

namespace {

// A RAR 4 archive with stored (uncompressed) entries, written from the RAR 4 format notes:
// marker, main header, one file header + data per entry, end block; each header's CRC is the
// low 16 bits of the CRC-32 of the header after the CRC field. The crack set ships as RAR.
std::vector<std::uint8_t> makeRar(const std::vector<std::pair<std::string, std::vector<std::uint8_t>>>& files) {
  std::vector<std::uint8_t> out{'R', 'a', 'r', '!', 0x1a, 0x07, 0x00};
  auto put = [](std::vector<std::uint8_t>& v, std::uint64_t x, int bytes) {
    for (int i = 0; i < bytes; ++i) v.push_back(static_cast<std::uint8_t>(x >> (8 * i)));
  };
  auto block = [&](const std::vector<std::uint8_t>& body) {
    put(out, crc32(0, body.data(), static_cast<uInt>(body.size())) & 0xffff, 2);
    out.insert(out.end(), body.begin(), body.end());
  };
  std::vector<std::uint8_t> main;
  put(main, 0x73, 1); put(main, 0, 2); put(main, 13, 2); put(main, 0, 2); put(main, 0, 4);
  block(main);
  for (const auto& [name, data] : files) {
    std::vector<std::uint8_t> h;
    put(h, 0x74, 1); put(h, 0x8000, 2); put(h, 32 + name.size(), 2);
    put(h, data.size(), 4); put(h, data.size(), 4); put(h, 3, 1);  // packed, unpacked size; Unix host
    put(h, crc32(0, data.data(), static_cast<uInt>(data.size())), 4);
    put(h, 0x50210000, 4); put(h, 20, 1); put(h, 0x30, 1);        // DOS time 2020-01-01, version 2.0, stored
    put(h, name.size(), 2); put(h, 0100644, 4);
    h.insert(h.end(), name.begin(), name.end());
    block(h);
    out.insert(out.end(), data.begin(), data.end());
  }
  std::vector<std::uint8_t> end;
  put(end, 0x7b, 1); put(end, 0x4000, 2); put(end, 7, 2);
  block(end);
  return out;
}

}  // namespace

class DownloadTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;
  LoopbackServer server_;
  std::vector<std::uint8_t> zip_;
  std::vector<std::pair<std::string, std::vector<std::uint8_t>>> entries_;
  std::string path(const std::string& rel) const { return (fs::path(tmp_.path().toStdString()) / rel).string(); }

 private slots:
  void initTestCase() {
    QVERIFY(fetchSupport().http && fetchSupport().sha256 && fetchSupport().archive);
    // A tiny crack set as a zip: top folder, Positive/ and Negative/ with JPEGs.
    test::makeCracksTree(path("zipsrc"), 3, 3, 32, 32);
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> entries;
    for (const char* cls : {"Positive", "Negative"})
      for (int i = 1; i <= 3; ++i) {
        const std::string rel = std::string(cls) + "/0000" + std::to_string(i) + ".jpg";
        entries.push_back({"Concrete Crack Images/" + rel, test::readFile(path("zipsrc/" + rel))});
      }
    zip_ = makeZip(entries);
    entries_ = entries;
    server_.files["good.zip"] = zip_;
    auto corrupt = zip_;
    corrupt[corrupt.size() / 2] ^= 0x55;
    server_.files["corrupt.zip"] = corrupt;
    std::vector<std::uint8_t> big(300000);
    for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<std::uint8_t>(i * 7 + i / 1000);
    server_.files["stall.bin"] = big;
    server_.files["norange.bin"] = big;
  }

  void downloadChecksAndKeepsTheFile() {
    DownloadOptions opt;
    opt.sha256 = sha256Hex(zip_.data(), zip_.size());
    opt.bytes = static_cast<std::int64_t>(zip_.size());
    std::int64_t seen = 0;
    const auto r = downloadFile(server_.url("good.zip"), path("good.zip"), opt,
                                [&](const TaskProgress& p) { seen = std::max(seen, p.done); });
    QCOMPARE(r.sha256, opt.sha256);
    QVERIFY(test::readFile(path("good.zip")) == zip_);
    QVERIFY(seen > 0);
    QVERIFY(downloadFile(server_.url("good.zip"), path("good.zip"), opt).alreadyThere);
  }

  void checksumMismatchDeletesTheFile() {
    DownloadOptions opt;
    opt.sha256 = sha256Hex(zip_.data(), zip_.size());
    EXPECT_ERROR([&] { downloadFile(server_.url("corrupt.zip"), path("corrupt.zip"), opt); }, ErrorKind::BadInput,
                 {"SHA-256 mismatch", "expected " + opt.sha256, "deleted"});
    QVERIFY(!fs::exists(path("corrupt.zip")));
    QVERIFY(!fs::exists(path("corrupt.zip.part")));
  }

  void stalledDownloadResumesWithRange() {
    const auto& big = server_.files["stall.bin"];
    DownloadOptions opt;
    opt.sha256 = sha256Hex(big.data(), big.size());
    opt.stallSeconds = 1;
    EXPECT_ERROR([&] { downloadFile(server_.url("stall.bin"), path("stall.bin"), opt); }, ErrorKind::BadInput,
                 {"stalled", "stall.bin.part", "resume"});
    const auto kept = static_cast<std::int64_t>(fs::file_size(path("stall.bin.part")));
    QVERIFY(kept > 0);
    const auto r = downloadFile(server_.url("stall.bin"), path("stall.bin"), opt);
    QCOMPARE(r.resumedFrom, kept);
    QVERIFY(test::readFile(path("stall.bin")) == big);
    std::lock_guard<std::mutex> lock(server_.mu);
    QCOMPARE(server_.ranges.back(), std::to_string(kept) + "-");
  }

  void serverWithoutRangeStartsOver() {
    const auto& big = server_.files["norange.bin"];
    test::writeFile(path("norange.bin.part"), std::vector<std::uint8_t>(1000, 0xEE));  // wrong bytes
    DownloadOptions opt;
    opt.sha256 = sha256Hex(big.data(), big.size());
    downloadFile(server_.url("norange.bin"), path("norange.bin"), opt);
    QVERIFY(test::readFile(path("norange.bin")) == big);
  }

  void httpErrorsAndCancel() {
    EXPECT_ERROR([&] { downloadFile(server_.url("missing.zip"), path("missing.zip")); }, ErrorKind::BadInput,
                 {"HTTP 404", "missing.zip"});
    std::atomic<bool> cancel{true};
    EXPECT_ERROR([&] { downloadFile(server_.url("good.zip"), path("cancelled.zip"), {}, {}, &cancel); },
                 ErrorKind::Cancelled, {"stopped"});
  }

  void archivesUnpackSafely() {
    test::writeFile(path("a.zip"), zip_);
    const auto files = extractArchive(path("a.zip"), path("unpacked")).written;
    QCOMPARE(files.size(), std::size_t(6));
    QVERIFY(fs::exists(path("unpacked/Concrete Crack Images/Positive/00001.jpg")));
    test::writeFile(path("evil.zip"), makeZip({{"../evil.txt", {'x'}}}));
    EXPECT_ERROR([&] { extractArchive(path("evil.zip"), path("evil")); }, ErrorKind::BadInput, {"outside"});
    QVERIFY(!fs::exists(path("evil.txt")));
    std::vector<std::uint8_t> cut(zip_.begin(), zip_.begin() + static_cast<long>(zip_.size() / 3));
    test::writeFile(path("cut.zip"), cut);
    EXPECT_ERROR([&] { extractArchive(path("cut.zip"), path("cut")); }, ErrorKind::BadInput, {"cannot unpack", "cut.zip"});
  }

  void rarOfTheCrackLayoutImports() {
    // As the crack set is distributed: a RAR with Positive/ and Negative/ below a top folder.
    test::writeFile(path("cracks.rar"), makeRar(entries_));
    DataLocations where;
    where.dataDir = path("rar-data");
    where.cacheDir = path("rar-cache");
    const ImportRequest req = test::cracksRequest(path("cracks.rar"), "", 16);
    const ImportResult r = importDataset(req, where);
    QCOMPARE(r.data.size(), 6);
    QCOMPARE(r.data.classNames, (std::vector<std::string>{"Negative", "Positive"}));
    QVERIFY(fs::exists(path("rar-data/concrete-cracks/unpacked/Concrete Crack Images/Positive/00003.jpg")));
    QVERIFY(importDataset(req, where).fromCache);  // unpacked once, imported once
  }

  void manifestDownloadUnpacksAndImports() {
    DataLocations where;
    where.dataDir = path("data");
    where.cacheDir = path("cache");
    where.manifestDir = path("manifests");
    const std::string sum = sha256Hex(zip_.data(), zip_.size());
    auto manifest = [&](const std::string& name, const std::string& url) {
      test::writeText(path("manifests/" + name + ".json"),
                      R"({"format": "nnlab-dataset-manifest", "version": 1, "name": ")" + name +
                          R"(", "kind": "images", "files": [{"name": "tiny.zip", "urls": [")" + url +
                          R"("], "bytes": )" + std::to_string(zip_.size()) + R"(, "sha256": ")" + sum +
                          R"("}], "layout": {"type": "class-folders", "classes": [{"name": "Negative", "folders": ["Negative"]},
                          {"name": "Positive", "folders": ["Positive"]}]}, "preprocessing": {"channels": 1, "size": [16, 16]}})");
    };
    manifest("tiny-cracks", server_.url("good.zip"));
    manifest("tiny-corrupt", server_.url("corrupt.zip"));
    DownloadRequest req;
    req.name = "tiny-cracks";
    const DownloadReport rep = downloadDataset(req, where);
    QVERIFY(rep.imported.has_value());
    QCOMPARE(rep.imported->data.size(), 6);
    QCOMPARE(rep.imported->data.sampleShape(), (Shape{1, 16, 16}));
    QCOMPARE(loadDataset("tiny-cracks", where).size(), 6);
    req.name = "tiny-corrupt";
    EXPECT_ERROR([&] { downloadDataset(req, where); }, ErrorKind::BadInput, {"SHA-256 mismatch", "deleted"});
    req.name = "concrete-cracks-nourl";
    EXPECT_ERROR([&] { downloadDataset(req, where); }, ErrorKind::InvalidArgument, {"no dataset manifest"});
  }

  // #19: archive entries that are not regular files or folders (symbolic and hard links,
  // devices, FIFOs) are left out and listed; a path through a link is never followed out of the
  // unpack folder, whoever runs it; the import report lists what was left out, also when the
  // unpacked folder is reused.
  void linksDevicesAndFifosAreLeftOutAndListed() {
    const std::vector<std::uint8_t> png = encodePng(test::patternImage(6, 5, 1, 1));
    using E = test::ArchiveEntry;
    const std::vector<E> entries = {
        {E::File, "cats/1.png", png, ""},   {E::File, "cats/2.png", png, ""},
        {E::File, "dogs/1.png", png, ""},   {E::File, "dogs/2.png", png, ""},
        {E::Symlink, "etc", {}, "/etc"},    {E::Symlink, "up", {}, "../../.."},
        {E::File, "up/escaped.png", png, ""},
        {E::Symlink, "cats/shadow.png", {}, "/etc/shadow"},
        {E::Hardlink, "dogs/passwd.png", {}, "/etc/passwd"},
        {E::Fifo, "dogs/fifo.png", {}, ""}, {E::CharDevice, "dogs/null.png", {}, ""}};
    test::writeArchive(path("special.tar"), "tar", entries);
    const ExtractResult r = extractArchive(path("special.tar"), path("special/unpacked"));
    QCOMPARE(r.written.size(), std::size_t(5));  // up/escaped.png lands in a real folder "up"
    std::map<std::string, std::string> skipped;
    for (const auto& e : r.skipped) skipped[e.path] = e.reason;
    QCOMPARE(skipped["etc"], std::string("a symbolic link to '/etc'"));
    QCOMPARE(skipped["up"], std::string("a symbolic link to '../../..'"));
    QCOMPARE(skipped["cats/shadow.png"], std::string("a symbolic link to '/etc/shadow'"));
    QCOMPARE(skipped["dogs/passwd.png"], std::string("a hard link to '/etc/passwd'"));
    QCOMPARE(skipped["dogs/fifo.png"], std::string("a FIFO (named pipe)"));
    QCOMPARE(skipped["dogs/null.png"], std::string("a character device"));
    // "up/escaped.png" went into a real folder "up" inside the unpack folder, not through a link.
    QVERIFY(fs::is_regular_file(path("special/unpacked/up/escaped.png")));
    QVERIFY(!fs::exists(path("escaped.png")) && !fs::exists(fs::path(tmp_.path().toStdString()).parent_path() / "escaped.png"));
    for (const auto& e : fs::recursive_directory_iterator(path("special/unpacked"))) {
      struct stat st {};
      QCOMPARE(::lstat(e.path().c_str(), &st), 0);
      QVERIFY2(S_ISREG(st.st_mode) || S_ISDIR(st.st_mode), e.path().c_str());
      if (S_ISREG(st.st_mode)) QCOMPARE(st.st_mode & 07777, mode_t(0644));
    }
    // A symlink in a zip is left out too.
    test::writeArchive(path("link.zip"), "zip", {entries[0], entries[1], entries[4]});
    QCOMPARE(extractArchive(path("link.zip"), path("link-unpacked")).skipped.size(), std::size_t(1));
    // Imported: the report lists the entries left out, also when the unpacked folder is reused.
    DataLocations where;
    where.dataDir = path("special-data");
    where.cacheDir = path("special-cache");
    ImportRequest req;
    req.source = path("special.tar");
    req.name = "special";
    Preprocessing p;
    p.width = p.height = 4;
    req.preprocessing = p;
    for (const bool force : {false, true}) {
      req.force = force;
      const ImportResult res = importDataset(req, where);
      QCOMPARE(res.data.size(), 5);  // cats 1, 2; dogs 1, 2; up/escaped: the "up" folder is a class
      QCOMPARE(res.report.notUnpacked.size(), std::size_t(6));
      bool warned = false;
      for (const auto& w : res.report.warnings()) warned = warned || w.find("6 archive entries") != std::string::npos;
      QVERIFY(warned);
    }
    // ... and the cache keeps it for `dataset info`.
    const DatasetCacheHeader h = readDatasetCacheHeader(storedDatasetPath(where, "special"));
    QCOMPARE(readStoredExtra(h, storedDatasetPath(where, "special")).report->notUnpacked.size(), std::size_t(6));
  }

  // #19: manifests are read strictly too (one helper, core/json_reader.h): a wrong type names the
  // key, and a name or folder that would lead outside the data folder is refused.
  void manifestsAreStrict() {
    const std::string base = R"("format": "nnlab-dataset-manifest", "version": 1, "name": "m", "kind": "images",
      "layout": {"type": "class-folders", "classes": [{"name": "a", "folders": ["A"]}, {"name": "b", "folders": ["B"]}]})";
    auto parse = [&](const std::string& more) { return parseManifest(nlohmann::json::parse("{" + base + more + "}"), "m.json"); };
    QCOMPARE(parse("").layout.classes.size(), std::size_t(2));
    EXPECT_ERROR([&] { parse(R"(, "files": [{"name": "a.zip", "urls": 5}])"); }, ErrorKind::BadInput,
                 {"m.json", "`files[0].urls` must be an array of strings"});
    EXPECT_ERROR([&] { parse(R"(, "install_dir": "../../etc")"); }, ErrorKind::BadInput, {"`install_dir` must be a plain folder name"});
    EXPECT_ERROR([&] { parse(R"(, "samples": "many")"); }, ErrorKind::BadInput, {"`samples` must be an integer"});
    EXPECT_ERROR([&] { parse(R"(, "preprocessing": {"size": [10, "x"]})"); }, ErrorKind::BadInput, {"preprocessing", "`size`"});
    EXPECT_ERROR([&] { parse(R"(, "stand_ins": "x")"); }, ErrorKind::BadInput, {"unknown key `stand_ins` (did you mean `stand_in`?)"});
    EXPECT_ERROR([&] { parseManifest(nlohmann::json::parse(R"({"format": "nnlab-dataset-manifest", "version": 1, "name": "m",
      "kind": "images", "layout": {"type": "class-folders", "classes": [{"name": "a", "folders": ["../../x"]},
      {"name": "b", "folders": ["B"]}]}})"), "m.json"); }, ErrorKind::BadInput, {"layout.classes[0].folders", "no '..'"});
  }
};

QTEST_MAIN(DownloadTest)
#include "test_download.moc"

// Downloads against an HTTP/1.1 server on loopback started by the test: a good archive with
// Range support, a corrupted one (SHA-256 mismatch), one that stalls half-way (then resumes),
// a server that ignores Range, a 404; then unpacking (libarchive) and import of the archive.
#include <QTemporaryDir>
#include <QtTest>
#include <zlib.h>

#include <filesystem>

#include "data/dataset_store.h"
#include "data/fetch.h"
#include "support/data_fixtures.h"
#include "support/expect_error.h"
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
    const auto files = extractArchive(path("a.zip"), path("unpacked"));
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
};

QTEST_MAIN(DownloadTest)
#include "test_download.moc"

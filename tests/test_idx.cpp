// IDX reader and writer: round trips (raw and gzip), and every kind of bad file.
#include <zlib.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/error.h"
#include "support/expect_error.h"
#include "core/rng.h"
#include "data/idx_reader.h"

using namespace nnlab;

namespace {

QByteArray idxHeader(std::uint32_t magic, std::initializer_list<std::uint32_t> dims) {
  QByteArray b;
  auto put = [&](std::uint32_t v) {
    b.append(static_cast<char>(v >> 24));
    b.append(static_cast<char>(v >> 16));
    b.append(static_cast<char>(v >> 8));
    b.append(static_cast<char>(v));
  };
  put(magic);
  for (auto d : dims) put(d);
  return b;
}

QByteArray gzipBytes(const QByteArray& raw) {
  z_stream z{};
  deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
  QByteArray out(static_cast<int>(deflateBound(&z, static_cast<uLong>(raw.size()))) + 64, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(raw.data()));
  z.avail_in = static_cast<uInt>(raw.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  Q_ASSERT(rc == Z_STREAM_END);
  out.resize(static_cast<int>(z.total_out));
  deflateEnd(&z);
  return out;
}

std::string writeBytes(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
  f.write(bytes);
  return path.toStdString();
}

QByteArray readBytes(const std::string& path) {
  QFile f(QString::fromStdString(path));
  if (!f.open(QIODevice::ReadOnly)) return {};
  return f.readAll();
}


Tensor randomImages(std::int64_t n, std::int64_t h, std::int64_t w, std::uint64_t seed) {
  Tensor t = Tensor::empty(Shape{n, 1, h, w}, DType::U8);
  Rng rng(seed);
  for (std::int64_t i = 0; i < t.numel(); ++i) t.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(rng.below(256));
  return t;
}

Tensor randomLabelTensor(std::int64_t n, std::uint64_t seed) {
  Tensor t = Tensor::empty(Shape{n}, DType::I32);
  Rng rng(seed);
  for (std::int64_t i = 0; i < n; ++i) t.data<std::int32_t>()[i] = static_cast<std::int32_t>(rng.below(10));
  return t;
}

bool sameBytes(const Tensor& a, const Tensor& b) {
  return a.shape() == b.shape() && a.dtype() == b.dtype() && std::memcmp(a.raw(), b.raw(), a.bytes()) == 0;
}

}  // namespace

class TestIdx : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;

 private slots:
  void initTestCase() { QVERIFY(dir_.isValid()); }

  void roundTrip_data() {
    QTest::addColumn<bool>("gzip");
    QTest::newRow("raw") << false;
    QTest::newRow("gzip") << true;
  }
  void roundTrip() {
    QFETCH(bool, gzip);
    const Tensor images = randomImages(37, 28, 28, 1);
    const Tensor labels = randomLabelTensor(37, 2);
    const std::string ip = dir_.filePath(gzip ? "rt-images.gz" : "rt-images").toStdString();
    const std::string lp = dir_.filePath(gzip ? "rt-labels.gz" : "rt-labels").toStdString();
    writeIdxImages(ip, images, gzip);
    writeIdxLabels(lp, labels, gzip);
    QCOMPARE(isGzipFile(ip), gzip);
    QCOMPARE(isGzipFile(lp), gzip);
    if (!gzip) {
      QCOMPARE(readBytes(ip).size(), 16 + 37 * 28 * 28);
      QCOMPARE(readBytes(ip).left(4), idxHeader(0x803, {}));
    }
    const Tensor ri = readIdxImages(ip);
    const Tensor rl = readIdxLabels(lp);
    QCOMPARE(ri.shape(), (Shape{37, 1, 28, 28}));
    QCOMPARE(ri.dtype(), DType::U8);
    QCOMPARE(rl.shape(), (Shape{37}));
    QCOMPARE(rl.dtype(), DType::I32);
    QVERIFY(sameBytes(ri, images));
    QVERIFY(sameBytes(rl, labels));
    const IdxImageSet pair = readIdxPair(ip, lp);
    QVERIFY(sameBytes(pair.images, images));
    QVERIFY(sameBytes(pair.labels, labels));
    const IdxHeader h = readIdxHeader(ip);
    QCOMPARE(h.elementType, std::uint8_t{0x08});
    QCOMPARE(h.dims, (std::vector<std::int64_t>{37, 28, 28}));
    QCOMPARE(h.gzip, gzip);
  }

  void nonSquareImages() {
    const Tensor images = randomImages(3, 5, 7, 3);
    const std::string p = dir_.filePath("nonsquare.gz").toStdString();
    writeIdxImages(p, images, true);
    const Tensor r = readIdxImages(p);
    QCOMPARE(r.shape(), (Shape{3, 1, 5, 7}));
    QVERIFY(sameBytes(r, images));
  }

  void gzipDetectedByMagicNotName() {
    const Tensor images = randomImages(4, 3, 3, 4);
    const std::string gzNoExt = dir_.filePath("compressed-images-idx3-ubyte").toStdString();
    const std::string rawGzExt = dir_.filePath("plain-images-idx3-ubyte.gz").toStdString();
    writeIdxImages(gzNoExt, images, true);
    writeIdxImages(rawGzExt, images, false);
    QVERIFY(isGzipFile(gzNoExt));
    QVERIFY(!isGzipFile(rawGzExt));
    QVERIFY(sameBytes(readIdxImages(gzNoExt), images));
    QVERIFY(sameBytes(readIdxImages(rawGzExt), images));
  }

  void emptyDataset() {
    const std::string p = writeBytes(dir_, "empty-set", idxHeader(0x803, {0, 28, 28}));
    QCOMPARE(readIdxImages(p).shape(), (Shape{0, 1, 28, 28}));
  }

  // #19: bytes after the promised data are an error (the header's count would be wrong: reading
  // only what it promises would train on a silent subset). Bytes after the end of a gzip stream
  // are ignored, as gzip itself does.
  void trailingBytesAreAnError() {
    QByteArray raw = idxHeader(0x801, {3});
    raw.append(QByteArray("\x01\x02\x03", 3));
    const std::string rawPath = writeBytes(dir_, "trail-raw", raw + QByteArray("junk junk"));
    EXPECT_ERROR([&] { readIdxLabels(rawPath); }, ErrorKind::BadInput,
                 {rawPath + " holds more than its header promises (3 labels, 3 bytes): 9 more bytes follow"});
    const std::string gzInside = writeBytes(dir_, "trail-in-gz", gzipBytes(raw + QByteArray("junk")));
    EXPECT_ERROR([&] { readIdxLabels(gzInside); }, ErrorKind::BadInput, {"more decompressed bytes"});
    const std::string gzPath = writeBytes(dir_, "trail-gz", gzipBytes(raw) + QByteArray("trailing garbage"));
    const Tensor l = readIdxLabels(gzPath);
    QCOMPARE(l.numel(), 3);
    QCOMPARE(l.data<std::int32_t>()[0], 1);
  }

  // #19: both headers, their agreement and the raw files' sizes are checked before any data are
  // read; checkIdxPair() does the same for listings, without keeping data.
  void pairIsCheckedBeforeReading() {
    const std::string ip = writeBytes(dir_, "short-images", idxHeader(0x803, {5, 65535, 65535}));
    const std::string lp = writeBytes(dir_, "fine-labels", idxHeader(0x801, {5}) + QByteArray(5, '\x01'));
    QElapsedTimer t;
    t.start();
    EXPECT_ERROR([&] { readIdxPair(ip, lp); }, ErrorKind::BadInput, {ip + " is truncated", "5 images of 65535x65535"});
    EXPECT_ERROR([&] { checkIdxPair(ip, lp); }, ErrorKind::BadInput, {ip + " is truncated"});
    QVERIFY(t.elapsed() < 2000);
    const std::string bigN = writeBytes(dir_, "n-max", idxHeader(0x803, {0xFFFFFFFFu, 1, 1}) + QByteArray(100, '\0'));
    const std::string bigL = writeBytes(dir_, "n-max-labels", idxHeader(0x801, {0xFFFFFFFFu}) + QByteArray(100, '\0'));
    EXPECT_ERROR([&] { checkIdxPair(bigN, bigL); }, ErrorKind::BadInput, {"truncated", "4294967295 images"});
    // gzip: the trailer's size, or a count of the bytes when it disagrees (concatenated members).
    const std::string gi = dir_.filePath("ok-images.gz").toStdString(), gl = dir_.filePath("ok-labels.gz").toStdString();
    writeIdxImages(gi, randomImages(7, 3, 2, 1), true);
    writeIdxLabels(gl, randomLabelTensor(7, 2), true);
    const IdxPairInfo info = checkIdxPair(gi, gl);
    QCOMPARE(info.samples, 7);
    QCOMPARE(info.rows, 3);
    QCOMPARE(info.cols, 2);
    const QByteArray head = idxHeader(0x801, {7});
    const std::string members = writeBytes(dir_, "members-labels.gz", gzipBytes(head) + gzipBytes(QByteArray(7, '\x02')));
    QCOMPARE(checkIdxPair(gi, members).samples, 7);
    const std::string shortGz = writeBytes(dir_, "short-labels.gz", gzipBytes(head + QByteArray(6, '\x02')));
    EXPECT_ERROR([&] { checkIdxPair(gi, shortGz); }, ErrorKind::BadInput, {"short-labels.gz is truncated"});
    const std::string longGz = writeBytes(dir_, "long-labels.gz", gzipBytes(head + QByteArray(8, '\x02')));
    EXPECT_ERROR([&] { checkIdxPair(gi, longGz); }, ErrorKind::BadInput, {"more decompressed bytes"});
  }

  void concatenatedGzipMembers() {
    QByteArray head = idxHeader(0x801, {4});
    QByteArray body("\x09\x08\x07\x06", 4);
    const std::string p = writeBytes(dir_, "members.gz", gzipBytes(head) + gzipBytes(body));
    const Tensor l = readIdxLabels(p);
    QCOMPARE(l.numel(), 4);
    QCOMPARE(l.data<std::int32_t>()[3], 6);
  }

  void truncatedRaw() {
    QByteArray b = idxHeader(0x803, {60000, 28, 28});
    b.append(QByteArray(1234, '\x7f'));
    const std::string p = writeBytes(dir_, "truncated-raw", b);
    EXPECT_ERROR(
        [&] { readIdxImages(p); }, ErrorKind::BadInput,
        {p + " is truncated: header promises 60000 images of 28x28 (47040000 bytes) but only 1234 bytes follow"});
  }

  void truncatedGzip() {
    QByteArray b = idxHeader(0x803, {5, 28, 28});
    b.append(QByteArray(1000, '\x11'));
    const std::string p = writeBytes(dir_, "truncated.gz", gzipBytes(b));
    EXPECT_ERROR([&] { readIdxImages(p); }, ErrorKind::BadInput,
                {p + " is truncated: header promises 5 images of 28x28 (3920 bytes) but only 1000 bytes follow"});
    // A gzip stream cut in the middle: still a clear truncation, not a crash.
    QByteArray full = idxHeader(0x801, {5000});
    Rng rng(9);
    for (int i = 0; i < 5000; ++i) full.append(static_cast<char>(rng.below(10)));
    const QByteArray gz = gzipBytes(full);
    const std::string cut = writeBytes(dir_, "cut.gz", gz.left(gz.size() / 2));
    EXPECT_ERROR([&] { readIdxLabels(cut); }, ErrorKind::BadInput,
                {cut + " is truncated: header promises 5000 labels (5000 bytes) but only", "gzip stream ends early"});
  }

  void truncatedLabels() {
    QByteArray b = idxHeader(0x801, {10});
    b.append(QByteArray(4, '\x01'));
    const std::string p = writeBytes(dir_, "truncated-labels", b);
    EXPECT_ERROR([&] { readIdxLabels(p); }, ErrorKind::BadInput,
                {p + " is truncated: header promises 10 labels (10 bytes) but only 4 bytes follow"});
  }

  void truncatedHeader() {
    const std::string p = writeBytes(dir_, "short-header", idxHeader(0x803, {100}));
    EXPECT_ERROR([&] { readIdxImages(p); }, ErrorKind::BadInput, {p + " is truncated"});
    const std::string e = writeBytes(dir_, "empty-file", QByteArray());
    EXPECT_ERROR([&] { readIdxImages(e); }, ErrorKind::BadInput, {e + " is not an IDX file: it is empty"});
  }

  void wrongMagic() {
    QByteArray b = idxHeader(0x12345678, {1, 2, 3});
    const std::string p = writeBytes(dir_, "wrong-magic", b);
    EXPECT_ERROR([&] { readIdxImages(p); }, ErrorKind::BadInput,
                {p + " is not an IDX image file (magic 0x00000803 expected, found 0x12345678)"});
    EXPECT_ERROR([&] { readIdxLabels(p); }, ErrorKind::BadInput,
                {p + " is not an IDX label file (magic 0x00000801 expected, found 0x12345678)"});
    // Swapped files get a hint.
    const std::string labels = writeBytes(dir_, "labels-as-images", idxHeader(0x801, {1}) + QByteArray(1, '\0'));
    EXPECT_ERROR([&] { readIdxImages(labels); }, ErrorKind::BadInput,
                {"found 0x00000801", "it looks like an IDX label file"});
    // A gzip file whose content is not IDX.
    const std::string gz = writeBytes(dir_, "text.gz", gzipBytes("hello, this is not IDX data"));
    EXPECT_ERROR([&] { readIdxImages(gz); }, ErrorKind::BadInput, {gz + " is not an IDX image file"});
  }

  void corruptGzip() {
    QByteArray gz = gzipBytes(idxHeader(0x801, {3}) + QByteArray("\x01\x02\x03", 3));
    for (int i = 10; i < gz.size() - 8; ++i) gz[i] = static_cast<char>(0xff);
    const std::string p = writeBytes(dir_, "corrupt.gz", gz);
    EXPECT_ERROR([&] { readIdxLabels(p); }, ErrorKind::BadInput, {p});
  }

  void unsupportedElementType() {
    const std::string p = writeBytes(dir_, "float-images", idxHeader(0x00000D03, {1, 2, 2}) + QByteArray(16, '\0'));
    EXPECT_ERROR([&] { readIdxImages(p); }, ErrorKind::BadInput,
                {p, "element type 0x0D (32-bit float)", "not supported", "type 0x08"});
    const std::string q = writeBytes(dir_, "int-labels", idxHeader(0x00000C01, {1}) + QByteArray(4, '\0'));
    EXPECT_ERROR([&] { readIdxLabels(q); }, ErrorKind::BadInput, {q, "element type 0x0C (32-bit integer)"});
  }

  // A 100-byte file whose header claims 2^31 images must fail at once with the truncation
  // message, without first allocating the promised 1.5 TiB (the sanitizer build would abort).
  void hugeHeaderFailsFast_data() {
    QTest::addColumn<bool>("gzip");
    QTest::newRow("raw") << false;
    QTest::newRow("gzip") << true;
  }
  void hugeHeaderFailsFast() {
    QFETCH(bool, gzip);
    QByteArray b = idxHeader(0x803, {0x80000000u, 28, 28});
    b.append(QByteArray(100 - b.size(), '\x05'));
    const QByteArray bytes = gzip ? gzipBytes(b) : b;
    QVERIFY(bytes.size() <= 100);
    const std::string p = writeBytes(dir_, gzip ? "huge.gz" : "huge", bytes);
    QElapsedTimer timer;
    timer.start();
    EXPECT_ERROR([&] { readIdxImages(p); }, ErrorKind::BadInput,
                {p + " is truncated: header promises 2147483648 images of 28x28 (1683627180032 bytes) but only 84 "
                     "bytes follow"});
    QVERIFY2(timer.elapsed() < 2000, "reading a tiny file took over 2 s");

    QByteArray l = idxHeader(0x801, {0xFFFFFFFFu});
    l.append(QByteArray(10, '\x01'));
    const std::string lp = writeBytes(dir_, gzip ? "huge-labels.gz" : "huge-labels", gzip ? gzipBytes(l) : l);
    EXPECT_ERROR([&] { readIdxLabels(lp); }, ErrorKind::BadInput,
                {lp + " is truncated: header promises 4294967295 labels (4294967295 bytes) but only 10 bytes follow"});
  }

  void absurdDims() {
    const std::string zeroRows = writeBytes(dir_, "zero-rows", idxHeader(0x803, {2, 0, 28}));
    EXPECT_ERROR([&] { readIdxImages(zeroRows); }, ErrorKind::BadInput,
                {zeroRows + " has an impossible image size 0x28", "1..65535"});
    const std::string zeroCols = writeBytes(dir_, "zero-cols", idxHeader(0x803, {2, 28, 0}));
    EXPECT_ERROR([&] { readIdxImages(zeroCols); }, ErrorKind::BadInput, {"impossible image size 28x0"});
    const std::string wide = writeBytes(dir_, "wide", idxHeader(0x803, {1, 1, 65536}) + QByteArray(100, '\0'));
    EXPECT_ERROR([&] { readIdxImages(wide); }, ErrorKind::BadInput, {"impossible image size 1x65536"});
    const std::string huge = writeBytes(dir_, "huge-dims", idxHeader(0x803, {1, 0xFFFFFFFFu, 0xFFFFFFFFu}));
    EXPECT_ERROR([&] { readIdxImages(huge); }, ErrorKind::BadInput, {"impossible image size"});
  }

  void countMismatch() {
    const std::string ip = dir_.filePath("mm-images.gz").toStdString();
    const std::string lp = dir_.filePath("mm-labels.gz").toStdString();
    writeIdxImages(ip, randomImages(10, 4, 4, 5), true);
    writeIdxLabels(lp, randomLabelTensor(9, 6), true);
    EXPECT_ERROR([&] { readIdxPair(ip, lp); }, ErrorKind::BadInput, {ip + " holds 10 images", lp + " holds 9 labels"});
  }

  void missingFile() {
    const std::string p = dir_.filePath("does-not-exist-idx3-ubyte.gz").toStdString();
    EXPECT_ERROR([&] { readIdxImages(p); }, ErrorKind::BadInput, {"cannot open IDX file " + p, "no such file"});
    EXPECT_ERROR([&] { readIdxLabels(p); }, ErrorKind::BadInput, {p});
    EXPECT_ERROR([&] { readIdxHeader(p); }, ErrorKind::BadInput, {p});
    EXPECT_ERROR([&] { readIdxImages(dir_.path().toStdString()); }, ErrorKind::BadInput, {"is a directory"});
  }

  void writerRejectsBadTensors() {
    const std::string p = dir_.filePath("never").toStdString();
    EXPECT_ERROR(
        [&] {
          writeIdxImages(p, Tensor::zeros(Shape{2, 3, 4, 4}, DType::U8), false);
        },
        ErrorKind::InvalidArgument, {p});
    Tensor labels = Tensor::zeros(Shape{2}, DType::I32);
    labels.data<std::int32_t>()[1] = 300;
    EXPECT_ERROR([&] { writeIdxLabels(p, labels, false); }, ErrorKind::InvalidArgument, {"label 300"});
    EXPECT_ERROR([&] { writeIdxImages(dir_.filePath("no/such/dir/x").toStdString(), randomImages(1, 2, 2, 7), true); },
                ErrorKind::BadInput, {"cannot write"});
    QVERIFY(!QFile::exists(QString::fromStdString(p)));
  }
};

QTEST_GUILESS_MAIN(TestIdx)
#include "test_idx.moc"

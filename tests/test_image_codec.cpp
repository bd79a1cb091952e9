// Decoding (JPEG, PNG, BMP), gray conversion, DCT-scaled decoding and resizing.
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <cstring>

#include "data/image_codec.h"
#include "data/image_ops.h"
#include "support/data_fixtures.h"
#include "support/expect_error.h"
#include "support/hostile_files.h"
#include "core/limits.h"
#include <QElapsedTimer>

using namespace nnlab;

namespace {

double meanAbsDiff(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += std::abs(int(a[i]) - int(b[i]));
  return s / static_cast<double>(a.size());
}

// A 24-bit BMP written by hand (bottom-up rows padded to 4 bytes).
std::vector<std::uint8_t> makeBmp(const Image& img) {
  const int rowBytes = (img.width * 3 + 3) / 4 * 4;
  const std::uint32_t size = 54 + static_cast<std::uint32_t>(rowBytes * img.height);
  std::vector<std::uint8_t> b(size, 0);
  auto put32 = [&](int at, std::uint32_t v) { std::memcpy(&b[static_cast<std::size_t>(at)], &v, 4); };
  b[0] = 'B';
  b[1] = 'M';
  put32(2, size);
  put32(10, 54);
  put32(14, 40);
  put32(18, static_cast<std::uint32_t>(img.width));
  put32(22, static_cast<std::uint32_t>(img.height));
  b[26] = 1;
  b[28] = 24;
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      const std::uint8_t* p = img.row(img.height - 1 - y) + x * 3;
      std::uint8_t* o = &b[static_cast<std::size_t>(54 + y * rowBytes + x * 3)];
      o[0] = p[2];
      o[1] = p[1];
      o[2] = p[0];
    }
  return b;
}

}  // namespace

class ImageCodecTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;

 private slots:
  void codecsArePresentInThisBuild() {
    // CI and the development machine must build every optional decoder (scripts/setup-deps).
    const ImageCodecs c = imageCodecs();
    QVERIFY(c.jpeg);
    QVERIFY(c.png);
    QVERIFY(c.bmp);
  }

  void pngRoundTripIsExact() {
    for (int ch : {1, 3}) {
      const Image src = test::patternImage(37, 23, ch, 5);
      const auto bytes = encodePng(src);
      QCOMPARE(sniffImageFormat(bytes.data(), bytes.size()), ImageFormat::Png);
      const Image back = decodeImage(bytes.data(), bytes.size(), {});
      QCOMPARE(back.width, 37);
      QCOMPARE(back.height, 23);
      QCOMPARE(back.channels, ch);
      QVERIFY(back.pixels == src.pixels);
    }
  }

  void grayIsBt601LumaForEveryFormat() {
    const Image rgb = test::patternImage(16, 12, 3, 9);
    const Image expect = convertChannels(rgb, 1);
    QCOMPARE(int(lumaOf(255, 0, 0)), 76);  // 0.299 * 255 rounded
    QCOMPARE(int(lumaOf(0, 255, 0)), 150);
    QCOMPARE(int(lumaOf(0, 0, 255)), 29);
    const auto png = encodePng(rgb);
    QVERIFY(decodeImage(png.data(), png.size(), {1, 0, 0}).pixels == expect.pixels);
    const auto bmp = makeBmp(rgb);
    const Image fromBmp = decodeImage(bmp.data(), bmp.size(), {1, 0, 0});
    QCOMPARE(fromBmp.channels, 1);
    QVERIFY(fromBmp.pixels == expect.pixels);
    // JPEG is lossy: gray decoding (Y only) must be close to the luma of the RGB decode.
    const auto jpg = encodeJpeg(rgb, 95);
    const Image g = decodeImage(jpg.data(), jpg.size(), {1, 0, 0});
    const Image c = convertChannels(decodeImage(jpg.data(), jpg.size(), {3, 0, 0}), 1);
    QVERIFY2(meanAbsDiff(g.pixels, c.pixels) < 2.0, "gray JPEG decode differs from luma of the RGB decode");
  }

  void jpegDctScalingStaysCloseToFullDecode() {
    const Image src = test::patternImage(400, 320, 3, 3);
    const auto jpg = encodeJpeg(src, 92);
    // Asked for at least 100x80: libjpeg may decode at 1/4 (100x80) directly.
    const Image scaled = decodeImage(jpg.data(), jpg.size(), {1, 100, 80});
    QVERIFY(scaled.width >= 100 && scaled.height >= 80);
    QVERIFY(scaled.width < 400);
    std::vector<std::uint8_t> a(100 * 80), b(100 * 80);
    resizeToPlanar(scaled, 100, 80, ResizeFilter::Area, a.data());
    resizeToPlanar(decodeImage(jpg.data(), jpg.size(), {1, 0, 0}), 100, 80, ResizeFilter::Area, b.data());
    QVERIFY2(meanAbsDiff(a, b) < 3.0, "DCT-scaled decode is far from decode + area resize");
  }

  void corruptAndUnknownDataAreBadInput() {
    const auto jpg = encodeJpeg(test::patternImage(64, 64, 3, 1), 90);
    std::vector<std::uint8_t> truncated(jpg.begin(), jpg.begin() + static_cast<long>(jpg.size() / 2));
    EXPECT_ERROR([&] { decodeImage(truncated.data(), truncated.size()); }, ErrorKind::BadInput, {"corrupt JPEG"});
    auto png = encodePng(test::patternImage(20, 20, 1, 1));
    png.resize(png.size() - 20);
    EXPECT_ERROR([&] { decodeImage(png.data(), png.size()); }, ErrorKind::BadInput, {"PNG"});
    const std::string text = "hello, not an image";
    EXPECT_ERROR([&] { decodeImage(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()); },
                 ErrorKind::BadInput, {"not a JPEG, PNG or BMP"});
    EXPECT_ERROR([&] { readImageFile("/nonexistent/x.png"); }, ErrorKind::BadInput, {"/nonexistent/x.png"});
  }

  void areaResizeAveragesExactlyForIntegerFactors() {
    Image src(4, 2, 1);
    src.pixels = {0, 10, 20, 30, 40, 50, 60, 70};
    std::vector<std::uint8_t> out(2);
    resizeToPlanar(src, 2, 1, ResizeFilter::Area, out.data());
    QCOMPARE(int(out[0]), 25);  // (0 + 10 + 40 + 50) / 4
    QCOMPARE(int(out[1]), 45);  // (20 + 30 + 60 + 70) / 4
    // Interleaved RGB comes out as planes.
    Image rgb(1, 1, 3);
    rgb.pixels = {1, 2, 3};
    std::vector<std::uint8_t> planes(3);
    resizeToPlanar(rgb, 1, 1, ResizeFilter::Area, planes.data());
    QVERIFY((planes == std::vector<std::uint8_t>{1, 2, 3}));
    // Growing is bilinear: a constant stays constant, a ramp stays monotonic.
    Image ramp(3, 1, 1);
    ramp.pixels = {0, 100, 200};
    std::vector<std::uint8_t> big(9);
    resizeToPlanar(ramp, 9, 1, ResizeFilter::Area, big.data());
    for (int i = 1; i < 9; ++i) QVERIFY(big[static_cast<std::size_t>(i)] >= big[static_cast<std::size_t>(i - 1)]);
    QCOMPARE(int(big[4]), 100);
  }

  // #19: a 150-byte PNG claiming 65535 x 65535 pixels allocated 4.4 GB; every format's size is
  // now checked against the pixel budget before anything is allocated for it.
  void claimedSizesAreCheckedBeforeAllocating() {
    QElapsedTimer t;
    t.start();
    const auto png = test::pngClaiming(65535, 65535);
    QVERIFY(png.size() < 200);
    EXPECT_ERROR([&] { decodeImage(png.data(), png.size()); }, ErrorKind::BadInput,
                 {"the PNG is 65535x65535 pixels (4,294,836,225)", "more than the 134,217,728 pixels"});
    const auto wide = test::pngClaiming(0x7FFFFFFF, 1);
    EXPECT_ERROR([&] { decodeImage(wide.data(), wide.size()); }, ErrorKind::BadInput, {"PNG"});
    const auto jpg = test::jpegClaiming(65500, 65500);
    EXPECT_ERROR([&] { decodeImage(jpg.data(), jpg.size()); }, ErrorKind::BadInput, {"the JPEG is 65500x65500 pixels"});
    const auto bmp = test::bmpClaiming(60000, 60000);
    EXPECT_ERROR([&] { decodeImage(bmp.data(), bmp.size()); }, ErrorKind::BadInput, {"the BMP is 60000x60000 pixels"});
    const auto neg = test::bmpClaiming(-5, -2147483647);
    EXPECT_ERROR([&] { decodeImage(neg.data(), neg.size()); }, ErrorKind::BadInput, {"BMP"});
    QVERIFY(t.elapsed() < 2000);
    // The budget is a setting: a lower one refuses a real image, naming the file.
    const InputLimits saved = inputLimits();
    setInputLimits({0, 100});
    test::writePng(tmp_.filePath("twelve.png").toStdString(), test::patternImage(12, 10, 1, 1));
    EXPECT_ERROR([&] { readImageFile(tmp_.filePath("twelve.png").toStdString()); }, ErrorKind::BadInput,
                 {"twelve.png: the PNG is 12x10 pixels (120)"});
    setInputLimits(saved);
    // A file that is not a regular one is refused before reading.
    EXPECT_ERROR([&] { readImageFile("/dev/zero"); }, ErrorKind::BadInput, {"not a regular file"});
  }

  // #19: a 1 x 65535 strip grown to 8192 x 64 is resized columns first: the rows-first
  // intermediate would be 6 GiB at the 8192 x 8192 extreme.
  void thinStripsResizeWithoutAHugeIntermediate() {
    Image strip(1, 20000, 1);
    for (int y = 0; y < 20000; ++y) strip.pixels[static_cast<std::size_t>(y)] = static_cast<std::uint8_t>(y < 10000 ? 40 : 200);
    std::vector<std::uint8_t> out(4096 * 2);
    resizeToPlanar(strip, 4096, 2, ResizeFilter::Area, out.data());
    QCOMPARE(int(out[0]), 40);
    QCOMPARE(int(out[4095]), 40);
    QCOMPARE(int(out[4096]), 200);
    QCOMPARE(int(out[8191]), 200);
  }
};

QTEST_MAIN(ImageCodecTest)
#include "test_image_codec.moc"

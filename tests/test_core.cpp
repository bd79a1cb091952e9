// Core types: shapes, tensor views and alignment, 16-bit float storage conversions, the RNG.
#include <QtTest>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/device_set.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/files.h"
#include "core/format.h"
#include "core/json_reader.h"
#include "core/limits.h"
#include "core/rng.h"
#include "core/tensor.h"
#include "support/expect_error.h"

using namespace nnlab;

class CoreTest : public QObject {
  Q_OBJECT

 private slots:
  // Issue 22: devices are parsed once (aliases included) and named back one way.
  void devicesAreTypedValues() {
    QCOMPARE(DeviceRef::parse("gpu").name(), std::string("cuda:0"));
    QCOMPARE(DeviceRef::parse("gpu:3").name(), std::string("cuda:3"));
    QCOMPARE(DeviceRef::parse("cpu").name(), std::string("cpu-blas"));
    QCOMPARE(DeviceRef::parse("sequential").name(), std::string("cpu-reference"));
    QVERIFY(DeviceRef::parse("cuda:2").isGpu());
    QVERIFY(!DeviceRef::valid("tpu"));
    EXPECT_ERROR([] { DeviceRef::parse("tpu"); }, ErrorKind::InvalidArgument, {"unknown device 'tpu'", "cuda:all"});
    EXPECT_ERROR([] { DeviceRef::parse("cuda:x"); }, ErrorKind::InvalidArgument, {"write cuda:N"});
    const DeviceSet four = DeviceSet::parse("cuda:0, cuda:1,cuda:2,cuda:3");
    QCOMPARE(four.size(), std::size_t{4});
    QVERIFY(four.allGpus());
    QCOMPARE(four.label(), std::string("cuda:0-3"));
    QCOMPARE(four.label("NVIDIA H100 80GB HBM3"), std::string("4 x H100 (cuda:0-3)"));
    QCOMPARE(DeviceSet::parse("cuda:2,cuda:0").label(), std::string("cuda:2,0"));
    QCOMPARE(DeviceSet::parse("cpu,cpu").label(), std::string("cpu-blas x2"));
    const DeviceSet hybrid = DeviceSet::parse("cpu,gpu");
    QCOMPARE(hybrid.names(), (std::vector<std::string>{"cpu-blas", "cuda:0"}));
    QVERIFY(hybrid.mixed());
    QCOMPARE(hybrid.label(), std::string("cpu-blas + cuda:0"));
    QCOMPARE(DeviceSet::parse("cuda:1").label("NVIDIA H100 80GB HBM3"), std::string("cuda:1"));
    // cuda:all asks how many GPUs there are, and only then.
    int asked = 0;
    const DeviceSet all = DeviceSet::parse("cuda:all", [&] { return ++asked, 3; });
    QCOMPARE(all.names(), (std::vector<std::string>{"cuda:0", "cuda:1", "cuda:2"}));
    QCOMPARE(asked, 1);
    DeviceSet::parse("cuda:0", [&] { return ++asked, 3; });
    QCOMPARE(asked, 1);
    EXPECT_ERROR([] { DeviceSet::parse("cuda:all", [] { return 0; }); }, ErrorKind::Unsupported, {"every GPU", "has none"});
    EXPECT_ERROR([] { DeviceSet::parse("cuda:0,,cuda:1"); }, ErrorKind::InvalidArgument, {"empty name"});
    QCOMPARE(shortGpuName("NVIDIA H100 80GB HBM3"), std::string("H100"));
    QCOMPARE(shortGpuName("NVIDIA GeForce RTX 2080 Ti"), std::string("RTX 2080 Ti"));
    QCOMPARE(shortGpuName("NVIDIA RTX A4000"), std::string("RTX A4000"));
    QCOMPARE(shortGpuName("Tesla K20Xm"), std::string("Tesla K20Xm"));
  }

  void shapes() {
    const Shape s{3, 28, 28};
    QCOMPARE(s.numel(), std::int64_t{3 * 28 * 28});
    QCOMPARE(s.str(), std::string("3x28x28"));
    QCOMPARE(s.withBatch(64), (Shape{64, 3, 28, 28}));
    QCOMPARE(s.withBatch(64).dropFirst(), s);
    QCOMPARE(Shape{}.numel(), std::int64_t{1});
  }

  void tensorViewsShareStorage() {
    Tensor t = Tensor::zeros(Shape{4, 3}, DType::F32);
    QCOMPARE(reinterpret_cast<std::uintptr_t>(t.raw()) % 64, std::uintptr_t{0});
    Tensor rows = t.narrow(1, 2);
    QCOMPARE(rows.shape(), (Shape{2, 3}));
    rows.data<float>()[0] = 5.0f;
    QCOMPARE(t.data<float>()[3], 5.0f);
    Tensor flat = t.reshape(Shape{12});
    QCOMPARE(flat.data<float>()[3], 5.0f);
    Tensor smaller = t.viewAs(Shape{2, 2});
    QCOMPARE(smaller.numel(), std::int64_t{4});
    Tensor copy = t.clone();
    copy.data<float>()[3] = 1.0f;
    QCOMPARE(t.data<float>()[3], 5.0f);
  }

  void hugeHostAllocationFailsCleanly() {
    try {
      Tensor::empty(Shape{std::int64_t{1} << 46}, DType::F32);  // 256 TiB
      QFAIL("a 256 TiB allocation succeeded");
    } catch (const Error& e) {
      QCOMPARE(e.kind(), ErrorKind::OutOfMemory);
      QVERIFY2(QString(e.what()).contains("TiB"), e.what());
    }
  }

  void halfRoundTrip() {
    // Every finite half value converts to float and back exactly.
    for (std::uint32_t bits = 0; bits < 0x10000; ++bits) {
      Half h{static_cast<std::uint16_t>(bits)};
      const float f = halfToFloat(h);
      if (std::isnan(f)) {
        QVERIFY(std::isnan(halfToFloat(floatToHalf(f))));
        continue;
      }
      QCOMPARE(floatToHalf(f).bits, h.bits);
    }
    QCOMPARE(halfToFloat(floatToHalf(1.0f)), 1.0f);
    QCOMPARE(halfToFloat(floatToHalf(65504.0f)), 65504.0f);
    QVERIFY(std::isinf(halfToFloat(floatToHalf(70000.0f))));            // overflow
    QCOMPARE(halfToFloat(floatToHalf(1.0f + 1.0f / 2048)), 1.0f);       // tie rounds to even
    QCOMPARE(halfToFloat(floatToHalf(5.96046448e-8f)), 5.96046448e-8f); // smallest subnormal
  }

  void bfloat16Rounding() {
    QCOMPARE(bfloat16ToFloat(floatToBFloat16(1.0f)), 1.0f);
    QCOMPARE(bfloat16ToFloat(floatToBFloat16(3.140625f)), 3.140625f);
    const float f = 1.0f + 1.0f / 256;  // tie between 1 and 1+1/128: to even
    QCOMPARE(bfloat16ToFloat(floatToBFloat16(f)), 1.0f);
    QVERIFY(std::isnan(bfloat16ToFloat(floatToBFloat16(std::numeric_limits<float>::quiet_NaN()))));
    QCOMPARE(dtypeSize(DType::BF16), std::size_t{2});
    QCOMPARE(dtypeFromName("bf16"), DType::BF16);
    QVERIFY_THROWS_EXCEPTION(Error, dtypeFromName("f8"));
  }

  void rngIsDeterministicAndUniform() {
    Rng a(42), b(42), c(43);
    for (int i = 0; i < 100; ++i) QCOMPARE(a.next(), b.next());
    QVERIFY(a.next() != c.next());
    Rng r(1);
    double sum = 0, sq = 0;
    int buckets[10] = {};
    const int n = 200000;
    for (int i = 0; i < n; ++i) {
      const double x = r.normal();
      sum += x;
      sq += x * x;
      ++buckets[r.below(10)];
    }
    QVERIFY(std::fabs(sum / n) < 0.01);
    QVERIFY(std::fabs(sq / n - 1.0) < 0.02);
    for (int k : buckets) QVERIFY(std::abs(k - n / 10) < n / 100);
    std::vector<int> v{0, 1, 2, 3, 4, 5, 6, 7};
    Rng s1(9), s2(9);
    auto w = v;
    s1.shuffle(v);
    s2.shuffle(w);
    QCOMPARE(v, w);
    QVERIFY(Rng::derive(1, 2) != Rng::derive(1, 3));
    QCOMPARE(hashCounter(5, 7), hashCounter(5, 7));
    const float u = counterUniform(5, 7);
    QVERIFY(u >= 0.0f && u < 1.0f);
  }

  void formatting() {
    QCOMPARE(formatCount(61706), std::string("61,706"));
    QCOMPARE(formatCount(-1234567), std::string("-1,234,567"));
    QCOMPARE(formatBytes(91.0 * 1024 * 1024 * 1024), std::string("91.0 GiB"));
    QCOMPARE(formatSeconds(0.85), std::string("850.0 ms"));
  }

  // The strict reader every JSON boundary uses: types, ranges, unknown keys with a suggestion.
  void jsonReaderChecksTypesAndKeys() {
    const auto j = nlohmann::json::parse(R"({"training": {"batch_size": 128, "epochs": 3}, "seed": 18446744073709551615})");
    JsonReader r(j, "experiment spec");
    QCOMPARE(r.unsignedInteger("seed", 1), std::uint64_t{18446744073709551615ULL});
    JsonReader t = r.object("training");
    QCOMPARE(t.integer("epochs", 10, 1, 100), std::int64_t{3});
    QCOMPARE(t.integer("batch", 64, 1, 1 << 20), std::int64_t{64});  // absent: the default
    EXPECT_ERROR([&] { t.finish(); }, ErrorKind::InvalidArgument,
                 {"unknown key `training.batch_size`", "did you mean `training.batch`?"});
    r.finish();  // the top level has no unknown key

    const auto bad = nlohmann::json::parse(R"({"epochs": "ten", "n": 2.5, "s": -1, "flag": 1, "x": [1,2]})");
    EXPECT_ERROR([&] { JsonReader(bad, "spec").integer("epochs", 1, 1, 9); }, ErrorKind::InvalidArgument,
                 {"`epochs` must be an integer, not a string \"ten\""});
    EXPECT_ERROR([&] { JsonReader(bad, "spec").integer("n", 1, 1, 9); }, ErrorKind::InvalidArgument, {"an integer"});
    EXPECT_ERROR([&] { JsonReader(bad, "spec").unsignedInteger("s", 1); }, ErrorKind::InvalidArgument, {"between 0 and"});
    EXPECT_ERROR([&] { JsonReader(bad, "spec").boolean("flag", false); }, ErrorKind::InvalidArgument, {"true or false"});
    EXPECT_ERROR([&] { JsonReader(bad, "spec").numbers("x", 3, 0, 1); }, ErrorKind::InvalidArgument, {"array of 3"});
    EXPECT_ERROR([&] { JsonReader(bad, "header", ErrorKind::BadInput).object("x"); }, ErrorKind::BadInput, {"an object"});
    EXPECT_ERROR([&] { JsonReader(nlohmann::json(3), "spec"); }, ErrorKind::InvalidArgument, {"must be a JSON object"});
    const auto big = nlohmann::json::parse(R"({"i": 9223372036854775808})");
    EXPECT_ERROR([&] { JsonReader(big, "spec").integer("i", 1, 0, 100); }, ErrorKind::InvalidArgument, {"between 0 and 100"});
    QCOMPARE(nearestWord("batch_size", {"epochs", "batch", "loss"}), std::string("batch"));
    QCOMPARE(nearestWord("optimiser", {"optimizer", "seed"}), std::string("optimizer"));
    QCOMPARE(nearestWord("zzzzzz", {"epochs", "batch"}), std::string());
  }

  void jsonTextAndFilesAreGuarded() {
    EXPECT_ERROR([] { parseJsonText("{\"a\": ", "spec 'x'", ErrorKind::BadInput); }, ErrorKind::BadInput,
                 {"spec 'x' is not valid JSON"});
    EXPECT_ERROR([] { parseJsonText(std::string(100000, '['), "spec", ErrorKind::BadInput); }, ErrorKind::BadInput,
                 {"nests deeper"});
    EXPECT_ERROR([] { readFileLimited("/dev/zero", 1024, "spec"); }, ErrorKind::BadInput, {"not a regular file"});
    EXPECT_ERROR([] { readFileLimited("/", 1024, "spec"); }, ErrorKind::BadInput, {"is a directory"});
    EXPECT_ERROR([] { readFileLimited("/proc/self/mem", 1024, "spec"); }, ErrorKind::BadInput, {"/proc/self/mem"});
    EXPECT_ERROR([] { readFileLimited("/nonexistent/x.json", 1024, "spec"); }, ErrorKind::BadInput, {"cannot open"});
    QCOMPARE(safeFileName("../../../../tmp/x"), std::string("____________tmp_x"));
    QCOMPARE(safeFileName("lenet5-/some/dir"), std::string("lenet5-_some_dir"));
    QCOMPARE(safeFileName(""), std::string("run"));
    QCOMPARE(safeFileName(".."), std::string("__"));
  }
  // #19: sizes read from files are multiplied with checked arithmetic; a shape whose element
  // count passes 2^63 is an error, not a wrapped size (UBSan saw Shape::numel overflow).
  void sizesNeverWrap() {
    EXPECT_ERROR([] { (void)Shape({1 << 19, 32768, 32768, 32768}).numel(); }, ErrorKind::BadInput, {"more elements"});
    EXPECT_ERROR([] { Tensor::empty(Shape{1 << 18, 32768, 32768, 32768}, DType::U8); }, ErrorKind::BadInput, {"more elements"});
    EXPECT_ERROR([] { Tensor::empty(Shape{std::int64_t{1} << 61, 2}, DType::F64); }, ErrorKind::BadInput, {"2^64 bytes"});
    QCOMPARE(checkedMul(std::uint64_t{1} << 32, std::uint64_t{1} << 31).value(), std::uint64_t{1} << 63);
    QVERIFY(!checkedMul(std::uint64_t{1} << 32, std::uint64_t{1} << 32));
    QVERIFY(!checkedAdd(UINT64_MAX, 1));
    QVERIFY(!checkedProduct({std::uint64_t{1} << 19, 32768, 32768, 32768}));
    QCOMPARE(checkedProduct({2, 3, 7}).value(), std::uint64_t{42});
  }

  // #19: what a file claims is compared with the budget before anything is allocated.
  void inputLimitsRefuseBeforeAllocating() {
    const InputLimits saved = inputLimits();
    InputLimits small;
    small.memoryBytes = 1 << 20;
    small.imagePixels = 1000;
    setInputLimits(small);
    EXPECT_ERROR([] { checkMemoryBudget(2 << 20, "the test set"); }, ErrorKind::OutOfMemory, {"the test set needs 2.0 MiB", "1.0 MiB"});
    checkMemoryBudget(1 << 20, "fits");
    EXPECT_ERROR([] { checkImageSize(40, 30, "x.png"); }, ErrorKind::BadInput, {"x.png is 40x30 pixels (1,200)", "1,000"});
    EXPECT_ERROR([] { checkImageSize(65536, 1, "y.png"); }, ErrorKind::BadInput, {"y.png is 65536x1", "1..65535"});
    EXPECT_ERROR([] { checkImageSize(0, 5, "z.png"); }, ErrorKind::BadInput, {"0x5"});
    checkImageSize(25, 40, "fits");
    setInputLimits(saved);
    QVERIFY(memoryBudget() > (std::uint64_t{64} << 20));  // the machine's memory by default
    QCOMPARE(inputLimits().imagePixels, InputLimits{}.imagePixels);
  }
};

QTEST_GUILESS_MAIN(CoreTest)
#include "test_core.moc"

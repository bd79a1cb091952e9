// Stratified train/validation/test splits.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/error.h"
#include "support/expect_error.h"
#include "data/dataset.h"
#include "data/split.h"

using namespace nnlab;

namespace {

// A dataset with counts[c] samples of class c (tiny 1x2x2 images), classes interleaved.
Dataset makeDataset(const std::vector<std::int64_t>& counts) {
  std::int64_t n = 0;
  for (auto c : counts) n += c;
  Dataset d;
  d.name = "synthetic";
  d.images = Tensor::zeros(Shape{n, 1, 2, 2}, DType::U8);
  d.labels = Tensor::empty(Shape{n}, DType::I32);
  std::vector<std::int64_t> left = counts;
  std::int64_t i = 0;
  while (i < n)
    for (std::size_t c = 0; c < left.size(); ++c)
      if (left[c] > 0) {
        --left[c];
        d.labels.data<std::int32_t>()[i] = static_cast<std::int32_t>(c);
        d.images.data<std::uint8_t>()[i * 4] = static_cast<std::uint8_t>(c);
        ++i;
      }
  d.classNames = digitClassNames(static_cast<int>(counts.size()));
  return d;
}


std::array<const Subset*, 3> partsOf(const DatasetSplits& s) { return {&s.train, &s.validation, &s.test}; }

}  // namespace

class TestSplit : public QObject {
  Q_OBJECT

 private slots:
  void proportionsPerClass_data() {
    QTest::addColumn<double>("train");
    QTest::addColumn<double>("val");
    QTest::addColumn<double>("test");
    QTest::newRow("70/15/15") << 70.0 << 15.0 << 15.0;
    QTest::newRow("80/10/10") << 80.0 << 10.0 << 10.0;
    QTest::newRow("85/2/13") << 85.0 << 2.0 << 13.0;
    QTest::newRow("33.33/33.33/33.34") << 33.33 << 33.33 << 33.34;
    QTest::newRow("60/40/0") << 60.0 << 40.0 << 0.0;
    QTest::newRow("90/0/10") << 90.0 << 0.0 << 10.0;
    QTest::newRow("100/0/0") << 100.0 << 0.0 << 0.0;
  }
  void proportionsPerClass() {
    QFETCH(double, train);
    QFETCH(double, val);
    QFETCH(double, test);
    const std::vector<std::int64_t> counts{1001, 1127, 991, 1032, 980, 863, 1014, 1070, 944, 978, 57, 101};
    const Dataset d = makeDataset(counts);
    const std::array<double, 3> p{train, val, test};
    const DatasetSplits s = stratifiedSplit(d, p, 42);
    const auto parts = partsOf(s);
    const double sum = train + val + test;
    for (int k = 0; k < 3; ++k) {
      QCOMPARE(parts[k]->data, &d);
      const auto got = parts[k]->classCounts();
      QCOMPARE(got.size(), counts.size());
      for (std::size_t c = 0; c < counts.size(); ++c) {
        const double exact = static_cast<double>(counts[c]) * p[k] / sum;
        QVERIFY2(std::fabs(static_cast<double>(got[c]) - exact) < 1.0,
                 qPrintable(QString("part %1 class %2: %3 samples, %4 expected").arg(k).arg(c).arg(got[c]).arg(exact)));
        if (p[k] > 0) QVERIFY2(got[c] > 0, "a nonzero part lacks a class");
      }
      if (p[k] == 0) QVERIFY(parts[k]->empty());
    }
  }

  void everyClassInEveryPart() {
    // Rounding alone would give the validation part no sample of the 10-sample class
    // (10 * 2 % = 0.2): it gets one, taken from the largest part.
    const Dataset d = makeDataset({500, 10, 3, 400});
    const DatasetSplits s = stratifiedSplit(d, {85, 2, 13}, 7);
    for (const Subset* part : partsOf(s))
      for (auto n : part->classCounts()) QVERIFY(n >= 1);
    QCOMPARE(s.validation.classCounts()[1], 1);
    QCOMPARE(s.validation.classCounts()[2], 1);
    QCOMPARE(s.train.classCounts()[2] + s.validation.classCounts()[2] + s.test.classCounts()[2], 3);
  }

  void disjointAndComplete() {
    const Dataset d = makeDataset({300, 250, 17, 33, 400});
    const DatasetSplits s = stratifiedSplit(d, {70, 15, 15}, 123);
    std::vector<int> seen(static_cast<std::size_t>(d.size()), 0);
    for (const Subset* part : partsOf(s))
      for (auto i : part->indices) {
        QVERIFY(i >= 0 && i < d.size());
        ++seen[static_cast<std::size_t>(i)];
      }
    for (int v : seen) QCOMPARE(v, 1);
    QCOMPARE(s.train.size() + s.validation.size() + s.test.size(), d.size());
  }

  void deterministicPerSeed() {
    const Dataset d = makeDataset({200, 200, 200});
    const DatasetSplits a = stratifiedSplit(d, {70, 15, 15}, 2024);
    const DatasetSplits b = stratifiedSplit(d, {70, 15, 15}, 2024);
    const DatasetSplits c = stratifiedSplit(d, {70, 15, 15}, 2025);
    QCOMPARE(a.train.indices, b.train.indices);
    QCOMPARE(a.validation.indices, b.validation.indices);
    QCOMPARE(a.test.indices, b.test.indices);
    QVERIFY(a.train.indices != c.train.indices);
    QVERIFY(a.validation.indices != c.validation.indices);
    QVERIFY(a.test.indices != c.test.indices);
    // Sizes do not depend on the seed.
    QCOMPARE(a.train.size(), c.train.size());
    QCOMPARE(a.validation.size(), c.validation.size());
  }

  void partsAreShuffled() {
    const Dataset d = makeDataset({200, 200, 200});
    const DatasetSplits s = stratifiedSplit(d, {70, 15, 15}, 5);
    QVERIFY(!std::is_sorted(s.train.indices.begin(), s.train.indices.end()));
    // Classes are mixed, not in blocks: the first 30 training samples hold more than one class.
    const std::int32_t* l = d.labels.data<std::int32_t>();
    int changes = 0;
    for (int i = 1; i < 30; ++i) changes += l[s.train.indices[i]] != l[s.train.indices[i - 1]];
    QVERIFY(changes > 5);
  }

  void badPercentages() {
    const Dataset d = makeDataset({50, 50});
    EXPECT_ERROR(
        [&] {
          stratifiedSplit(d, {110, -10, 0}, 1);
        },
        ErrorKind::InvalidArgument, {"validation percentage is -10", "0 or more"});
    EXPECT_ERROR(
        [&] {
          stratifiedSplit(d, {70, 15, 14}, 1);
        },
        ErrorKind::InvalidArgument, {"70/15/14 add up to 99, not 100"});
    EXPECT_ERROR([&] { stratifiedSplit(d, {70, 20, 15}, 1); }, ErrorKind::InvalidArgument, {"add up to 105"});
    EXPECT_ERROR([&] { stratifiedSplit(d, {33.3, 33.3, 33.3}, 1); }, ErrorKind::InvalidArgument, {"not 100"});
    EXPECT_ERROR([&] { stratifiedSplit(d, {0, 50, 50}, 1); }, ErrorKind::InvalidArgument, {"training percentage is 0"});
    EXPECT_ERROR(
        [&] {
          stratifiedSplit(d, {std::nan(""), 50, 50}, 1);
        },
        ErrorKind::InvalidArgument, {"training percentage"});
    // Within the 0.01 tolerance.
    const DatasetSplits s = stratifiedSplit(d, {70.005, 15, 15}, 1);
    QCOMPARE(s.train.size() + s.validation.size() + s.test.size(), d.size());
  }

  void tooSmallClass() {
    const Dataset d = makeDataset({40, 40, 40, 40, 40, 40, 40, 2, 40, 40});
    EXPECT_ERROR(
        [&] {
          stratifiedSplit(d, {85, 2, 13}, 1);
        },
        ErrorKind::InvalidArgument,
        {"class '7' has 2 samples: too few for a 85/2/13 split with a non-empty validation part"});
    // Two nonzero parts: two samples are enough.
    const DatasetSplits s = stratifiedSplit(d, {85, 0, 15}, 1);
    QCOMPARE(s.train.classCounts()[7], 1);
    QCOMPARE(s.test.classCounts()[7], 1);
    const Dataset one = makeDataset({40, 1});
    EXPECT_ERROR(
        [&] {
          stratifiedSplit(one, {90, 0, 10}, 1);
        },
        ErrorKind::InvalidArgument, {"class '1' has 1 sample: too few for a 90/0/10 split with a non-empty test part"});
    // Training only: any class size works.
    QCOMPARE(stratifiedSplit(one, {100, 0, 0}, 1).train.size(), 41);
  }

  void absentClassIsSkipped() {
    Dataset d = makeDataset({30, 0, 30});
    const DatasetSplits s = stratifiedSplit(d, {70, 15, 15}, 3);
    QCOMPARE(s.validation.classCounts()[1], 0);
    QCOMPARE(s.train.size() + s.validation.size() + s.test.size(), 60);
  }

  void badLabels() {
    Dataset d = makeDataset({10, 10});
    d.labels.data<std::int32_t>()[3] = 5;
    EXPECT_ERROR(
        [&] {
          stratifiedSplit(d, {80, 10, 10}, 1);
        },
        ErrorKind::InvalidArgument, {"sample 3 has label 5, outside 0..1"});
  }
};

QTEST_GUILESS_MAIN(TestSplit)
#include "test_split.moc"

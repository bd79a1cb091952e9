// CSV tables as the teaching C trainer reads them: headers (quoted or not, or none), classes as
// numbers or names or one-hot columns, normalisation, and errors naming line and column.
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "backends/backend_factory.h"
#include "data/csv_reader.h"
#include "data/dataset_catalog.h"
#include "data/dataset_preview.h"
#include "support/data_fixtures.h"
#include "support/expect_error.h"

using namespace nnlab;

namespace {
float f(const Dataset& d, int row, int col) { return d.features.data<float>()[row * d.features.dim(1) + col]; }
int label(const Dataset& d, int row) { return d.labels.data<std::int32_t>()[row]; }
}  // namespace

class CsvTest : public QObject {
  Q_OBJECT
 private slots:
  void withoutHeader() {
    const Dataset d = parseCsv("1.5,2,0\n3,4e1,1\n\n-5,6,1\n", {});
    QVERIFY(d.tabular());
    QVERIFY(!d.images.defined());
    QCOMPARE(d.size(), 3);
    QCOMPARE(d.sampleShape(), (Shape{2}));
    QCOMPARE(f(d, 1, 1), 40.0f);
    QCOMPARE(f(d, 2, 0), -5.0f);
    QCOMPARE(d.classNames, (std::vector<std::string>{"0", "1"}));
    QCOMPARE(label(d, 2), 1);
  }

  void quotedHeaderNamedClassesAndCrlf() {
    const std::string text =
        "\"sepal length\",\"sepal width\",\"species\"\r\n5.1,3.5,\"Iris-setosa\"\r\n7.0,3.2,Iris-versicolor\r\n"
        "6.3,3.3,\"Iris-virginica\"\r\n4.9,3.0,Iris-setosa\r\n";
    const Dataset d = parseCsv(text, {});
    QCOMPARE(d.size(), 4);
    QCOMPARE(d.classNames, (std::vector<std::string>{"Iris-setosa", "Iris-versicolor", "Iris-virginica"}));
    QCOMPARE(label(d, 0), 0);
    QCOMPARE(label(d, 2), 2);
    // An unquoted header is recognised too; numeric classes sort by value, not as text.
    const Dataset u = parseCsv("a,b,class\n1,2,10\n3,4,9\n5,6,10\n", {});
    QCOMPARE(u.size(), 3);
    QCOMPARE(u.classNames, (std::vector<std::string>{"9", "10"}));
    QCOMPARE(label(u, 0), 1);
  }

  void oneHotOutputColumns() {
    CsvOptions opt;
    opt.outputColumns = 3;
    opt.header = CsvHeader::Yes;
    const Dataset d = parseCsv("x,y,cat,dog,owl\n0.1,0.2,0,1,0\n0.3,0.4,1,0,0\n0.5,0.6,0,0,1\n", opt);
    QCOMPARE(d.sampleShape(), (Shape{2}));
    QCOMPARE(d.classNames, (std::vector<std::string>{"cat", "dog", "owl"}));
    QCOMPARE(label(d, 0), 1);
    QCOMPARE(label(d, 2), 2);
  }

  void normalisation() {
    CsvOptions mm;
    mm.normalize = CsvNormalize::MinMax;
    const Dataset a = parseCsv("0,10,5,0\n5,20,5,1\n10,30,5,1\n", mm);
    QCOMPARE(f(a, 0, 0), 0.0f);
    QCOMPARE(f(a, 1, 0), 0.5f);
    QCOMPARE(f(a, 2, 1), 1.0f);
    QCOMPARE(f(a, 1, 2), 0.0f);  // constant column
    CsvOptions st;
    st.normalize = CsvNormalize::Standard;
    const Dataset b = parseCsv("1,0\n2,1\n3,0\n4,1\n", st);
    double mean = 0, sq = 0;
    for (int i = 0; i < 4; ++i) mean += f(b, i, 0);
    for (int i = 0; i < 4; ++i) sq += f(b, i, 0) * f(b, i, 0);
    QVERIFY(std::abs(mean) < 1e-6);
    QVERIFY(std::abs(sq / 4 - 1.0) < 1e-5);
    const DatasetStats s = computeStats(b);
    QVERIFY(std::abs(s.channelStd[0] - 1.0) < 1e-5);
  }

  void errorsNameLineAndColumn() {
    EXPECT_ERROR([] { parseCsv("a,b,c\n1,2,0\n3,4,1\n5,6\n", {}, "t.csv"); }, ErrorKind::BadInput,
                 {"t.csv", "line 4 has 2 columns", "line 1 has 3"});
    EXPECT_ERROR([] { parseCsv("1,2,0\n3,4,1\n5,abc,1\n", {}, "t.csv"); }, ErrorKind::BadInput,
                 {"line 3, column 2", "'abc' is not a number"});
    EXPECT_ERROR([] { parseCsv("\"len\",\"width\",\"class\"\n1,2,0\n3,x7,1\n", {}, "t.csv"); }, ErrorKind::BadInput,
                 {"line 3, column 2 (width)", "'x7'"});
    EXPECT_ERROR([] { parseCsv("1,,0\n3,4,1\n", {}, "t.csv"); }, ErrorKind::BadInput, {"line 1, column 2", "empty"});
    EXPECT_ERROR([] { parseCsv("1,2,0\n3,4,\"1\n", {}, "t.csv"); }, ErrorKind::BadInput, {"line 2", "quote"});
    EXPECT_ERROR([] { parseCsv("1,2,0\n3,4,0\n", {}, "t.csv"); }, ErrorKind::BadInput, {"at least 2 classes"});
  }

  void catalogLoadsCsvFilesAndRowsGatherAsTheyAre() {
    QTemporaryDir dir;
    const std::string p = dir.path().toStdString() + "/iris.csv";
    test::writeText(p, "a,b,class\n0,10,x\n10,20,y\n5,15,x\n");
    const Dataset d = loadDataset(p);
    QCOMPARE(d.name, std::string("iris"));
    QCOMPARE(f(d, 2, 0), 0.5f);  // the catalog min-max normalises tables
    // What the trainer's gather will do with Dataset::inputs(): f32 rows copied unchanged.
    auto backend = makeBackend("cpu-reference", 1);
    Tensor idx = Tensor::empty(Shape{2}, DType::I32);
    idx.data<std::int32_t>()[0] = 2;
    idx.data<std::int32_t>()[1] = 0;
    Tensor x = Tensor::empty(Shape{2, 2}, DType::F32);
    backend->gatherRows(d.inputs(), idx, x, 1.0 / 255.0);
    QCOMPARE(x.data<float>()[0], 0.5f);
    QCOMPARE(x.data<float>()[3], 0.0f);
  }

  // #19: every distinct class value became a class: a table of 70,000 values made a model with
  // 70,000 outputs. And a path that is not a regular file is refused before reading.
  void classCountAndFilesAreBounded() {
    std::string text = "x,class\n";
    for (int i = 0; i < 70000; ++i) text += "1,c" + std::to_string(i) + "\n";
    EXPECT_ERROR([&] { parseCsv(text, {}); }, ErrorKind::BadInput, {"70,000 different classes", "65,536"});
    EXPECT_ERROR([] { readCsv("/dev/zero"); }, ErrorKind::BadInput, {"/dev/zero", "not a regular file"});
    EXPECT_ERROR([] { readCsv("/"); }, ErrorKind::BadInput, {"is a directory"});
    CsvOptions opt;
    opt.outputColumns = 100000;
    EXPECT_ERROR([&] { parseCsv("1,2\n", opt); }, ErrorKind::InvalidArgument, {"output columns"});
  }
};

QTEST_MAIN(CsvTest)
#include "test_csv.moc"

// nnlab-cli end to end: exit codes and messages for bad input, results files for good runs.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>
#include <fstream>

#include "data/idx_reader.h"
#include "support/cli_runner.h"
#include "support/test_support.h"

using namespace nnlab;

namespace {

using Result = test::CliResult;

Result cli(const QStringList& args, const QString& cwd = {}, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  return test::runProgram(QStringLiteral(NNLAB_CLI), args, 120000, cwd, env);
}

QJsonObject readJson(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QJsonDocument::fromJson(f.readAll()).object();
}

}  // namespace

class CliTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  QString toyDir_, badDir_, bigDir_;
  QString p(const QString& name) const { return dir_.path() + "/" + name; }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    // A toy IDX dataset the CLI can load as a directory.
    toyDir_ = p("toy");
    test::writeToyIdxFolder(toyDir_.toStdString(), true);
    const Dataset d = test::makeToyDataset(320, 4);
    // A truncated one.
    badDir_ = p("bad");
    QDir().mkpath(badDir_);
    writeIdxImages((badDir_ + "/train-images-idx3-ubyte").toStdString(), d.images, false);
    writeIdxLabels((badDir_ + "/train-labels-idx1-ubyte").toStdString(), d.labels, false);
    QFile::resize(badDir_ + "/train-images-idx3-ubyte", 1000);
    // One whose header claims 2^31 images (must fail fast, without a huge allocation).
    bigDir_ = p("big");
    QDir().mkpath(bigDir_);
    {
      std::ofstream f((bigDir_ + "/train-images-idx3-ubyte").toStdString(), std::ios::binary);
      const unsigned char hdr[] = {0, 0, 8, 3, 0x80, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 28, 1, 2, 3, 4};
      f.write(reinterpret_cast<const char*>(hdr), sizeof hdr);
    }
    writeIdxLabels((bigDir_ + "/train-labels-idx1-ubyte").toStdString(), d.labels, false);
    // Model specs.
    std::ofstream((p("toy-mlp.json")).toStdString()) << test::toyMlp().toJson().dump();
    std::ofstream(p("impossible.json").toStdString()) << R"({"name": "too-deep", "input": [1, 8, 8], "classes": 4,
      "layers": [{"type": "conv2d", "filters": 4, "kernel": 3}, {"type": "maxpool2d", "kernel": 2},
                 {"type": "relu"}, {"type": "conv2d", "filters": 8, "kernel": 5}, {"type": "flatten"},
                 {"type": "dense", "units": 4}]})";
  }

  void helpAndUsageErrors() {
    const auto help = cli({"--help"});
    QCOMPARE(help.code, 0);
    // #18 finding 8: it trains on GPUs now; the help said "(and later GPUs)".
    QVERIFY2(help.out.contains("CPUs and GPUs") && !help.out.contains("later GPUs"), qPrintable(help.out));
    QCOMPARE(cli({"train", "--help"}).code, 0);
    QCOMPARE(cli({}).code, 2);
    QCOMPARE(cli({"frobnicate"}).code, 2);
    QCOMPARE(cli({"train", "--epochs", "many"}).code, 2);
  }

  void absurdHyperParameters_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("batch 0") << QStringList{"--batch", "0"} << "batch size must be an integer in [1, 1048576], got 0";
    QTest::newRow("batch negative") << QStringList{"--batch=-3"} << "got -3";
    QTest::newRow("lr 0") << QStringList{"--lr", "0"} << "learning rate must be in (0, 100], got 0";
    QTest::newRow("lr negative") << QStringList{"--lr=-1"} << "learning rate must be in (0, 100], got -1";
    QTest::newRow("split") << QStringList{"--split", "80,30,10"} << "add up to 100";
    QTest::newRow("threads") << QStringList{"--threads", "100000"} << "threads must be an integer in [0, 1024], got 100000";
    QTest::newRow("optimizer") << QStringList{"--optimizer", "rmsprop"} << "unknown optimizer 'rmsprop'";
    QTest::newRow("device") << QStringList{"--device", "tpu"} << "unknown device 'tpu'";
    QTest::newRow("model") << QStringList{"--model", "nonexistent-model"} << "no model preset or file named";
  }
  void absurdHyperParameters() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QStringList base{"train", "--dataset", toyDir_, "-q"};
    if (!args.contains("--model")) base << "--model" << p("toy-mlp.json");
    const Result r = cli(base + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
  }

  void badInputs_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("impossible stack") << QStringList{"train", "--dataset", toyDir_, "--model", p("impossible.json")}
                                      << "layer 4 (conv2d 5x5): input is 3x3, smaller than the kernel 5x5";
    QTest::newRow("truncated idx") << QStringList{"train", "--dataset", badDir_, "--model", p("toy-mlp.json")}
                                   << "truncated";
    QTest::newRow("idx claims 2^31 images") << QStringList{"train", "--dataset", bigDir_, "--model", p("toy-mlp.json")}
                                            << "holds 2147483648 images";
    QTest::newRow("model input mismatch") << QStringList{"train", "--dataset", toyDir_, "--model", "lenet5"}
                                          << "expects input 1x28x28 but the data is 1x8x8";
    QTest::newRow("missing checkpoint file") << QStringList{"test", "--checkpoint", p("nope.ckpt")} << "";
    QTest::newRow("not a checkpoint") << QStringList{"test", "--checkpoint", p("toy-mlp.json")}
                                      << "is not an nnlab checkpoint";
    QTest::newRow("export of a file that is not a checkpoint")
        << QStringList{"export", "--checkpoint", p("toy-mlp.json"), "--onnx", p("x.onnx")} << "is not an nnlab checkpoint";
  }
  void badInputs() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args + QStringList{"-q"}.mid(args.first() == "test" ? 1 : 0));
    QVERIFY2(r.code == 3 || (message.isEmpty() && r.code == 2), qPrintable(QString::number(r.code) + " " + r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
  }

  void trainWritesResultsAndTestReadsCheckpoint() {
    const Result r = cli({"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--epochs", "3", "--batch",
                          "16", "--lr", "0.05", "--split", "80,10,10", "--device", "cpu-blas", "-j", "1", "--out",
                          p("run.json"), "--checkpoint", p("run.ckpt")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("epoch   3"));
    const QJsonObject j = readJson(p("run.json"));
    QCOMPARE(j["status"].toString(), QString("completed"));
    const QJsonArray epochs = j["epochs"].toArray();
    QCOMPARE(epochs.size(), 3);
    for (const auto& e : epochs) {
      QVERIFY(e.toObject()["train_seconds"].toDouble() > 0);
      QVERIFY(e.toObject().contains("val_seconds"));
      QVERIFY(e.toObject()["samples_per_second"].toDouble() > 0);
    }
    QVERIFY(j["timing"].toObject()["data_load_seconds"].toDouble() > 0);
    QVERIFY(j["timing"].toObject().contains("model_create_seconds"));
    QVERIFY(j["test"].toObject()["accuracy"].toDouble() > 0.5);
    QCOMPARE(j["test"].toObject()["confusion"].toArray().size(), 4);
    QFile csv(p("run.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), 4);  // header + 3 epochs

    const Result t = cli({"test", "--checkpoint", p("run.ckpt"), "--dataset", toyDir_, "--split", "80,10,10", "--out",
                          p("test.json")});
    QVERIFY2(t.code == 0, qPrintable(t.err));
    QVERIFY(t.out.contains("confusion matrix"));
    QVERIFY(t.out.contains("macro precision"));
    // The CLI evaluates the same test split as training did: same accuracy.
    QCOMPARE(readJson(p("test.json"))["accuracy"].toDouble(), j["test"].toObject()["accuracy"].toDouble());

    // Resume two more epochs.
    const Result rr = cli({"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--epochs", "5", "--batch", "16",
                           "--lr", "0.05", "--split", "80,10,10", "-j", "1", "--resume", p("run.ckpt"), "--out",
                           p("resumed.json"), "-q"});
    QVERIFY2(rr.code == 0, qPrintable(rr.err));
    QCOMPARE(readJson(p("resumed.json"))["epochs"].toArray().size(), 2);
    QCOMPARE(readJson(p("resumed.json"))["resumed_from_epoch"].toInt(), 3);

    // A checkpoint of another model is refused.
    const Result other = cli({"test", "--checkpoint", p("run.ckpt"), "--dataset", "mnist-bundled"});
    QCOMPARE(other.code, 3);

    // The trained model out as ONNX (the file checked by ONNX's checker; onnxruntime's outputs in
    // test_onnx_export); a place that cannot be written is said.
    const Result e = cli({"export", "--checkpoint", p("run.ckpt"), "--onnx", p("run.onnx")});
    if (e.err.contains("this build has no ONNX support")) {  // a build without libonnx (the GPU machine's)
      qInfo("%s", qPrintable(e.err));
      return;
    }
    QVERIFY2(e.code == 0, qPrintable(e.err));
    QVERIFY2(e.out.contains("ONNX's checker accepts it"), qPrintable(e.out));
    QVERIFY(QFileInfo(p("run.onnx")).size() > 100);
    const Result nowhere = cli({"export", "--checkpoint", p("run.ckpt"), "--onnx", p("no/such/dir/run.onnx")});
    QCOMPARE(nowhere.code, 3);
    QVERIFY2(nowhere.err.contains("cannot write"), qPrintable(nowhere.err));

    // And back in: the layer table, the spec and the weights as a checkpoint that tests as the
    // trained model did and trains on (test_onnx_import checks the import itself).
    const Result in = cli({"import-onnx", p("run.onnx"), "--out", p("imported.json"), "--checkpoint", p("imported.ckpt")});
    QVERIFY2(in.code == 0, qPrintable(in.err));
    QVERIFY2(in.out.contains("dense 16") && in.out.contains("wrote " + p("imported.ckpt")), qPrintable(in.out));
    const Result ti = cli({"test", "--checkpoint", p("imported.ckpt"), "--dataset", toyDir_, "--split", "80,10,10", "--out",
                           p("test-imported.json")});
    QVERIFY2(ti.code == 0, qPrintable(ti.err));
    QCOMPARE(readJson(p("test-imported.json"))["accuracy"].toDouble(), readJson(p("test.json"))["accuracy"].toDouble());
    const Result ri = cli({"train", "--dataset", toyDir_, "--model", p("imported.json"), "--epochs", "1", "--batch", "16",
                           "--split", "80,10,10", "-j", "1", "--resume", p("imported.ckpt"), "--out", p("from-import.json"), "-q"});
    QVERIFY2(ri.code == 0, qPrintable(ri.err));
    QCOMPARE(readJson(p("from-import.json"))["epochs"].toArray().size(), 1);
    const Result notOnnx = cli({"import-onnx", p("toy-mlp.json")});
    QCOMPARE(notOnnx.code, 3);
    QVERIFY2(notOnnx.err.contains("is not an ONNX model"), qPrintable(notOnnx.err));
  }

  // The C trainer's workflow: a CSV table (features, class last) and the layers inline, sigmoid and
  // MSE (the output gets the activation too); the first size is checked against the data.
  void inlineDenseStack() {
    {
      std::ofstream f(p("blobs.csv").toStdString());
      f << "a,b,c,d,class\n";
      for (int i = 0; i < 150; ++i) {
        const int k = i % 3;
        const double j = ((i * 37) % 11) / 11.0;  // a deterministic jitter
        f << k + 0.3 * j << "," << 2 - k + 0.2 * j << "," << (k == 1 ? 1.0 : 0.0) + 0.1 * j << "," << j << "," << k << "\n";
      }
    }
    const Result r = cli({"train", "--dataset", p("blobs.csv"), "--layers", "4,16,3", "--activation", "sigmoid", "--loss",
                          "mse", "--epochs", "40", "--batch", "10", "--lr", "0.5", "--split", "70,10,20", "-j", "1",
                          "--out", p("inline.json"), "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject j = readJson(p("inline.json"));
    const QJsonObject model = j["spec"].toObject()["model"].toObject();
    QCOMPARE(model["name"].toString(), QString("dense-4-16-3"));
    const QJsonArray layers = model["layers"].toArray();
    QCOMPARE(layers.size(), 5);  // flatten, dense 16, sigmoid, dense 3, sigmoid (MSE)
    QCOMPARE(layers.last().toObject()["type"].toString(), QString("sigmoid"));
    QVERIFY2(j["test"].toObject()["accuracy"].toDouble() > 0.8, qPrintable(QString::number(j["test"].toObject()["accuracy"].toDouble())));
    // 1x8x8 images give 64 inputs.
    const Result img = cli({"train", "--dataset", toyDir_, "--layers", "64,16,4", "--epochs", "1", "-j", "1", "--out",
                            p("inline-img.json"), "-q"});
    QVERIFY2(img.code == 0, qPrintable(img.err));
    // Mismatches and misuse.
    const Result wrongInputs = cli({"train", "--dataset", p("blobs.csv"), "--layers", "5,16,3", "-q"});
    QCOMPARE(wrongInputs.code, 3);
    QVERIFY2(wrongInputs.err.contains("expects input 5 but the data is 4"), qPrintable(wrongInputs.err));
    const Result wrongClasses = cli({"train", "--dataset", p("blobs.csv"), "--layers", "4,16,5", "-q"});
    QCOMPARE(wrongClasses.code, 3);
    QVERIFY2(wrongClasses.err.contains("built for 5 classes but the dataset has 3"), qPrintable(wrongClasses.err));
    const std::pair<QStringList, QString> usage[] = {
        {{"--layers", "784"}, "at least the input count and the class count"},
        {{"--layers", "784,abc,10"}, "comma-separated positive layer sizes"},
        {{"--layers", "4,16,3", "--model", "lenet5"}, "either --model or --layers"},
        {{"--activation", "sigmoid"}, "--activation goes with --layers"},
        {{"--layers", "4,16,3", "--activation", "swish"}, "unknown activation 'swish'"},
    };
    for (const auto& [args, message] : usage) {
      const Result u = cli(QStringList{"train", "--dataset", p("blobs.csv"), "-q"} + args);
      QCOMPARE(u.code, 2);
      QVERIFY2(u.err.contains(message), qPrintable(u.err));
    }
  }

  void divergenceKeepsResults() {
    const Result r = cli({"train", "--dataset", toyDir_, "--model", p("toy-mlp.json"), "--epochs", "30", "--lr", "90",
                          "--loss", "mse", "-j", "1", "--out", p("nan.json"), "-q"});
    QCOMPARE(r.code, 6);
    QVERIFY2(r.err.contains("lower the learning rate"), qPrintable(r.err));
    const QJsonObject j = readJson(p("nan.json"));
    QCOMPARE(j["status"].toString(), QString("diverged"));
    QVERIFY(j["message"].toString().contains("loss became") || j["message"].toString().contains("diverged"));
  }

  void infoCommands() {
    const Result layers = cli({"layers"});
    QCOMPARE(layers.code, 0);
    for (const char* t : {"dense", "conv1d", "conv2d", "maxpool1d", "avgpool1d", "globalavgpool1d", "maxpool2d",
                          "avgpool2d", "globalavgpool", "batchnorm1d", "batchnorm2d", "dropout", "flatten", "residual",
                          "relu", "leakyrelu", "sigmoid", "tanh", "softplus"})
      QVERIFY2(layers.out.contains(QString("\n") + t + " ") || layers.out.startsWith(QString(t) + " "), t);
    QCOMPARE(cli({"layers", "conv3d"}).code, 3);
    QVERIFY(QJsonDocument::fromJson(cli({"layers", "--json"}).out.toUtf8()).isArray());
    const Result dev = cli({"devices"});
    QCOMPARE(dev.code, 0);
    QVERIFY(dev.out.contains("cpu-blas"));
    QVERIFY(dev.out.contains("cpu-reference"));
    const Result model = cli({"model", "lenet5"});
    QCOMPARE(model.code, 0);
    QVERIFY(model.out.contains("61,706"));
    QCOMPARE(cli({"model", p("impossible.json")}).code, 3);
  }

  // A CUDA build opens its CUDA backend (libnnlab_cuda.so) only when a GPU is asked for. When the
  // module cannot be opened, the CPU devices still work and asking for a GPU says why (a build
  // without CUDA ignores NNLAB_CUDA_PLUGIN and says it has no CUDA backend).
  void cudaBackendThatCannotBeLoaded() {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("NNLAB_CUDA_PLUGIN", p("no-such-dir/libnnlab_cuda.so"));
    const Result dev = cli({"devices"}, {}, env);
    QCOMPARE(dev.code, 0);
    QVERIFY(dev.out.contains("cpu-blas"));
    QVERIFY2(dev.out.contains("could not be loaded") || dev.out.contains("no CUDA backend"), qPrintable(dev.out));
    const Result train = cli({"train", "-d", toyDir_, "--model", p("toy-mlp.json"), "--split", "80,10,10", "--device", "cuda:0", "--epochs", "1", "--no-history"}, {}, env);
    QCOMPARE(train.code, 3);
    QVERIFY2(train.err.contains("use cpu-reference or cpu-blas"), qPrintable(train.err));
    QVERIFY(!train.err.contains("internal error"));
    // A file that is not a module of this build.
    QFile junk(p("junk-plugin.so"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("\x7f" "ELF not really a shared object");
    junk.close();
    env.insert("NNLAB_CUDA_PLUGIN", junk.fileName());
    const Result bad = cli({"devices"}, {}, env);
    QCOMPARE(bad.code, 0);
    QVERIFY(bad.out.contains("cpu-reference"));
    // The CPU devices train as before.
    const Result cpu = cli({"train", "-d", toyDir_, "--model", p("toy-mlp.json"), "--split", "80,10,10", "--device", "cpu-blas", "-j", "1", "--epochs", "1", "--no-history"}, {}, env);
    QVERIFY2(cpu.code == 0, qPrintable(cpu.err));
  }
};

QTEST_GUILESS_MAIN(CliTest)
#include "test_cli.moc"

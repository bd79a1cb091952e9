// nnlab-cli dataset ...: generate, list, info, preview (PNG grid), import with both corrupt-file
// policies, and training on a stand-in, all in a private data dir.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "data/image_codec.h"
#include "support/data_fixtures.h"

class CliDatasetTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;

  struct Result {
    int code = -1;
    QString out, err;
  };
  Result cli(const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("NNLAB_DATA_DIR", tmp_.path() + "/data");
    env.insert("XDG_CACHE_HOME", tmp_.path() + "/cache");
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(NNLAB_CLI), args);
    if (!p.waitForFinished(300000)) {
      p.kill();
      return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
  }

 private slots:
  void generateListInfoPreview() {
    Result r = cli({"dataset", "generate", "synthetic-cracks", "--samples", "40", "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("Synthetic cracks (stand-in)"));
    r = cli({"dataset", "list", "--json"});
    QCOMPARE(r.code, 0);
    bool found = false;
    for (const auto& v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
      const auto o = v.toObject();
      if (o["name"].toString() == "synthetic-cracks")
        found = o["synthetic"].toBool() && o["samples"].toInt() == 40 && o["kind"].toString() == "synthetic";
    }
    QVERIFY(found);
    r = cli({"datasets"});  // the old command is an alias of dataset list
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("Synthetic cracks (stand-in)"));
    r = cli({"dataset", "info", "synthetic-cracks", "--verify"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("SYNTHETIC"));
    QVERIFY(r.out.contains("CRC-32 verified"));
    QVERIFY(r.out.contains("channel gray"));
    const QString png = tmp_.path() + "/grid.png";
    r = cli({"dataset", "preview", "synthetic-cracks", "--out", png, "--per-class", "3", "--thumb", "32"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("Negative"));
    const nnlab::Image grid = nnlab::readImageFile(png.toStdString());
    QVERIFY(grid.width > 3 * 32 && grid.height > 2 * 32);
  }

  void importWithBothPolicies() {
    const std::string root = tmp_.path().toStdString() + "/cracks";
    nnlab::test::makeCracksTree(root, 5, 4);
    nnlab::test::writeText(root + "/Positive/00077.jpg", "\xff\xd8\xff garbage");
    Result r = cli({"dataset", "import", "concrete-cracks", QString::fromStdString(root), "--size", "32x32", "-q"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("00077.jpg") && r.err.contains("corrupt JPEG"), qPrintable(r.err));
    r = cli({"dataset", "import", "concrete-cracks", QString::fromStdString(root), "--size", "32x32", "--on-error", "skip", "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("9 samples of 1x32x32"));
    QVERIFY(r.out.contains("skipped (1)"));
    QVERIFY(r.out.contains("00077.jpg"));
    r = cli({"dataset", "import", "concrete-cracks", QString::fromStdString(root), "--size", "32x32", "--on-error", "skip", "-q"});
    QVERIFY(r.out.contains("cache up to date"));
  }

  void trainOnAStandIn() {
    Result r = cli({"dataset", "generate", "synthetic-fish-masks", "--samples", "90", "-q"});
    QCOMPARE(r.code, 0);
    const QString spec = tmp_.path() + "/tiny.json";
    nnlab::test::writeText(spec.toStdString(), R"({"name": "tiny", "layers": [{"type": "avgpool2d", "kernel": 4},
      {"type": "flatten"}, {"type": "dense", "units": "classes"}]})");
    const QString out = tmp_.path() + "/run.json";
    r = cli({"train", "--model", spec, "--dataset", "synthetic-fish-masks", "--epochs", "1", "--batch", "16", "-j", "2",
             "--split", "70,10,20", "--out", out, "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto ds = QJsonDocument::fromJson(f.readAll()).object()["dataset"].toObject();
    QVERIFY(ds["synthetic"].toBool());
    QVERIFY(ds["description"].toString().startsWith("Synthetic fish masks (stand-in)"));
  }

  // Light curves: imported by name (a table with a catalogue), listed, trained with the 1-D CNN
  // preset; a bad file's message names the file and line; image options are refused.
  void importLightCurvesAndTrain() {
    const std::string dir = tmp_.path().toStdString();
    std::string table = "id,hjd,mag,err,class\n", catalogue = "id,period\n";
    for (int k = 0; k < 12; ++k) {
      const std::string id = "OBJ" + std::to_string(k);
      for (int i = 0; i < 30; ++i)
        table += id + "," + std::to_string(2455000.0 + 1.37 * i) + "," + std::to_string(14.0 + 0.1 * ((i * (k + 3)) % 7)) +
                 ",0.01," + (k % 2 ? "RRc" : "RRab") + "\n";
      catalogue += id + "," + std::to_string(0.3 + 0.05 * k) + "\n";
    }
    nnlab::test::writeText(dir + "/vvv.csv", table);
    nnlab::test::writeText(dir + "/periods.csv", catalogue);
    Result r = cli({"dataset", "import", "--light-curves", QString::fromStdString(dir + "/vvv.csv"), "--catalog",
                    QString::fromStdString(dir + "/periods.csv"), "--bins", "64", "--normalize", "zscore", "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("vvv: 12 light curves folded into 1x64, 2 classes"), qPrintable(r.out));
    QVERIFY(r.out.contains("360 observations"));
    r = cli({"dataset", "list"});
    QVERIFY(r.out.contains("vvv") && r.out.contains("1x64"));
    const QString out = tmp_.path() + "/lc-run.json";
    r = cli({"train", "--model", "rrlyrae-cnn1d", "--dataset", "vvv", "--epochs", "1", "--batch", "4", "-j", "2",
             "--split", "50,0,50", "--out", out, "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // Again: the cache is up to date.
    r = cli({"dataset", "import", "--light-curves", QString::fromStdString(dir + "/vvv.csv"), "--catalog",
             QString::fromStdString(dir + "/periods.csv"), "--bins", "64", "--normalize", "zscore", "-q"});
    QVERIFY(r.out.contains("cache up to date"));
    // A period of 0 in the catalogue names the file and line.
    nnlab::test::writeText(dir + "/periods0.csv", "id,period\nOBJ0,0.5\nOBJ1,0\n");
    r = cli({"dataset", "import", "--light-curves", QString::fromStdString(dir + "/vvv.csv"), "--catalog",
             QString::fromStdString(dir + "/periods0.csv"), "--name", "vvv0", "-q"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("periods0.csv:3") && r.err.contains("must be positive"), qPrintable(r.err));
    r = cli({"dataset", "import", "--light-curves", QString::fromStdString(dir + "/vvv.csv"), "--size", "32x32", "-q"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--size is for image folders"), qPrintable(r.err));
    r = cli({"dataset", "import", QString::fromStdString(dir + "/vvv.csv"), "--bins", "32", "-q"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("add --light-curves"), qPrintable(r.err));
    r = cli({"dataset", "generate", "synthetic-rrlyrae", "--samples", "40", "-q"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("Synthetic RR Lyrae light curves (stand-in)"));
  }
};

QTEST_MAIN(CliDatasetTest)
#include "test_cli_dataset.moc"

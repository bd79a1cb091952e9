// #19: every reader walked with hostile files through the real nnlab-cli commands (dataset
// info / --verify / preview / list / import, test -c, train with a model or experiment spec).
// Whatever the file, the command must end by itself (no signal), in time (no hang), with an exit
// code of the documented table other than 70 ("internal error"), and a failure must say why on
// stderr. NNLAB_HOSTILE_VERBOSE=1 prints every command with its exit code and message. The files are built by support/hostile_files.cpp, plus the fuzzers' findings kept in
// tests/hostile/<fuzzer>/ (each replayed in the form its harness gives it to the reader).
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <zlib.h>

#include "support/hostile_files.h"
#include "support/test_support.h"

namespace fs = std::filesystem;
using nnlab::test::HostileCase;

class HostileTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;
  std::string dir_, dataDir_, tinyCsv_, tinyModel_, goodCheckpoint_;
  int commands_ = 0;
  std::vector<HostileCase> cases_;

  struct Result {
    int code = -1;
    QString out, err;
    qint64 ms = 0;
  };

  std::string path(const std::string& rel) const { return dir_ + "/" + rel; }

  Result cli(const QStringList& args, const std::string& dataDir = {}) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("NNLAB_DATA_DIR", QString::fromStdString(dataDir.empty() ? dataDir_ : dataDir));
    env.insert("XDG_CACHE_HOME", QString::fromStdString(path("cache")));
    env.insert("NNLAB_HISTORY", QString::fromStdString(path("history.sqlite")));  // never the user's
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(QString::fromStdString(path("cwd")));
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(NNLAB_CLI), args);
    Result r;
    // No hang: a hostile file must be refused in seconds (the slowest here, under ASan, take ~10 s).
    if (!p.waitForFinished(120000)) {
      p.kill();
      p.waitForFinished();
      r.code = -3;
      r.err = "did not finish in 120 s";
      return r;
    }
    r.ms = timer.elapsed();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
  }

  // The contract every command keeps on every file.
  Result expectSafe(const QString& what, const QStringList& args, const std::string& dataDir = {}) {
    ++commands_;
    const Result r = cli(args, dataDir);
    const QString cmd = "nnlab-cli " + args.join(' ') + " (" + what + ")";
    if (qEnvironmentVariableIsSet("NNLAB_HOSTILE_VERBOSE"))  // to read what each file gets told
      qInfo("exit %d, %lld ms: %s\n    %s", r.code, r.ms, qPrintable(cmd), qPrintable(r.err.trimmed().left(400)));
    if (r.code == -2) QTest::qFail(qPrintable(cmd + " was killed by a signal: " + r.err.right(2000)), __FILE__, __LINE__);
    if (r.code == -3) QTest::qFail(qPrintable(cmd + " hung: " + r.err), __FILE__, __LINE__);
    if (r.code == 70) QTest::qFail(qPrintable(cmd + " ended in an internal error: " + r.err), __FILE__, __LINE__);
    if (r.code != 0 && r.code != 2 && r.code != 3 && r.code != 4 && r.code != 5 && r.code != 6)
      QTest::qFail(qPrintable(cmd + " exited with " + QString::number(r.code) + ": " + r.err), __FILE__, __LINE__);
    if (r.code != 0 && r.err.trimmed().isEmpty())
      QTest::qFail(qPrintable(cmd + " failed (" + QString::number(r.code) + ") without a message"), __FILE__, __LINE__);
    return r;
  }

  void walk(const HostileCase& c) {
    const QString p = QString::fromStdString(c.path);
    const QString what = QString::fromStdString(c.name + ": " + c.attack);
    const QString out = QString::fromStdString(path("cwd/out.png"));
    if (c.kind == "nnds" || c.kind == "stored" || c.kind == "idx" || c.kind == "csv") {
      expectSafe(what, {"dataset", "info", p});
      expectSafe(what, {"dataset", "preview", p, "--out", out, "--per-class", "2", "--thumb", "16"});
      if (c.kind != "csv") expectSafe(what, {"dataset", "info", p, "--verify", "--json"});
      if (c.kind == "csv")
        expectSafe(what, {"train", "--model", QString::fromStdString(tinyModel_), "-d", p, "--epochs", "1", "-q", "--out",
                          QString::fromStdString(path("cwd/run.json"))});
    } else if (c.kind == "images" || c.kind == "archive") {
      const QString name = QString::fromStdString(c.name);
      expectSafe(what, {"dataset", "import", p, "--name", name, "-q", "-j", "2"});
      expectSafe(what, {"dataset", "import", p, "--name", name, "-q", "-j", "2", "--on-error", "skip", "--size", "8x8"});
      expectSafe(what, {"dataset", "info", name});
    } else if (c.kind == "checkpoint") {
      expectSafe(what, {"test", "-c", p, "-d", QString::fromStdString(tinyCsv_)});
    } else if (c.kind == "model") {
      expectSafe(what, {"train", "--model", p, "-d", QString::fromStdString(tinyCsv_), "--epochs", "1", "-q", "--out",
                        QString::fromStdString(path("cwd/run.json"))});
      expectSafe(what, {"model", p});
    } else if (c.kind == "onnx") {
      expectSafe(what, {"import-onnx", p, "--out", QString::fromStdString(path("cwd/imported.json")), "--checkpoint",
                        QString::fromStdString(path("cwd/imported.ckpt"))});
    } else if (c.kind == "experiment") {
      expectSafe(what, {"train", p, "--epochs", "1", "-q"});
    } else if (c.kind == "history") {  // a history file: read, checked, recovered, merged, written into
      expectSafe(what, {"history", "list", "--history", p});
      expectSafe(what, {"history", "show", "1", "--history", p});
      expectSafe(what, {"history", "check", "--history", p});
      expectSafe(what, {"sweep", "list", "--history", p});
      fs::remove(path("cwd/recovered.sqlite"));
      expectSafe(what, {"history", "recover", QString::fromStdString(path("cwd/recovered.sqlite")), "--history", p});
      fs::remove(path("cwd/merged.sqlite"));
      expectSafe(what, {"history", "merge", p, "--history", QString::fromStdString(path("cwd/merged.sqlite"))});
      expectSafe(what, {"train", "--model", QString::fromStdString(tinyModel_), "-d", QString::fromStdString(tinyCsv_),
                        "--epochs", "1", "-q", "--history", p, "--out", QString::fromStdString(path("cwd/run.json"))});
    } else {
      QFAIL(qPrintable("unknown hostile kind " + QString::fromStdString(c.kind)));
    }
  }

  static std::vector<std::uint8_t> readBytes(const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
  static void writeBytes(const std::string& p, const std::uint8_t* data, std::size_t n) {
    fs::create_directories(fs::path(p).parent_path());
    std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(n));
  }

  // A fuzzer's saved input, turned into the file(s) its harness gives the reader (fuzz/*.cpp).
  std::vector<HostileCase> fromFinding(const std::string& fuzzer, const std::string& file) {
    const std::vector<std::uint8_t> b = readBytes(file);
    const std::string stem = fuzzer + "-" + fs::path(file).filename().string();
    const std::string base = path("findings/" + stem);
    auto part = [&](std::size_t& at) {  // fuzz_support.h's Parts::next()
      if (b.size() - at < 2) {
        const std::size_t from = at;
        at = b.size();
        return std::make_pair(from, b.size() - from);
      }
      const std::size_t n = std::min<std::size_t>(b[at] | (std::size_t{b[at + 1]} << 8), b.size() - at - 2);
      const std::size_t from = at + 2;
      at = from + n;
      return std::make_pair(from, n);
    };
    std::size_t at = 0;
    if (fuzzer == "fuzz_dataset_cache") {
      writeBytes(base + ".nnds", b.data(), b.size());
      return {{"nnds", stem, base + ".nnds", "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_idx") {
      const auto [i0, in] = part(at);
      writeBytes(base + "/train-images-idx3-ubyte", b.data() + i0, in);
      writeBytes(base + "/train-labels-idx1-ubyte", b.data() + at, b.size() - at);
      return {{"idx", stem, base, "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_csv") {
      writeBytes(base + ".csv", b.data() + std::min<std::size_t>(1, b.size()), b.size() - std::min<std::size_t>(1, b.size()));
      return {{"csv", stem, base + ".csv", "fuzzer finding"}};
    }
    if (fuzzer.rfind("fuzz_image_", 0) == 0 && fuzzer != "fuzz_image_folder") {
      const std::string ext = fuzzer == "fuzz_image_jpeg" ? ".jpg" : fuzzer == "fuzz_image_bmp" ? ".bmp" : ".png";
      const std::size_t skip = std::min<std::size_t>(1, b.size());
      writeBytes(base + "/a/finding" + ext, b.data() + skip, b.size() - skip);
      const std::vector<std::uint8_t> png = readBytes(goodPng());
      writeBytes(base + "/a/good.png", png.data(), png.size());
      writeBytes(base + "/b/good.png", png.data(), png.size());
      return {{"images", stem, base, "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_image_folder") {
      at = std::min<std::size_t>(1, b.size());
      for (int i = 0; i < 16 && at < b.size(); ++i) {
        const int cls = b[at++] % 3;
        const auto [from, n] = part(at);
        writeBytes(base + "/class" + std::to_string(cls) + "/f" + std::to_string(i) + ".png", b.data() + from, n);
      }
      return {{"images", stem, base, "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_archive") {
      writeBytes(base + ".tar", b.data(), b.size());
      return {{"archive", stem, base + ".tar", "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_checkpoint") {
      std::vector<std::uint8_t> f(b.begin() + static_cast<long>(std::min<std::size_t>(1, b.size())), b.end());
      if (!b.empty() && (b[0] & 1)) {
        const auto crc = static_cast<std::uint32_t>(crc32(0L, f.data(), static_cast<uInt>(f.size())));
        for (int i = 0; i < 4; ++i) f.push_back(static_cast<std::uint8_t>(crc >> (8 * i)));
      }
      writeBytes(base + ".ckpt", f.data(), f.size());
      return {{"checkpoint", stem, base + ".ckpt", "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_history_file") {  // the input is the whole file
      writeBytes(base + ".sqlite", b.data(), b.size());
      return {{"history", stem, base + ".sqlite", "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_onnx_model") {  // the input is the whole file
      writeBytes(base + ".onnx", b.data(), b.size());
      return {{"onnx", stem, base + ".onnx", "fuzzer finding"}};
    }
    if (fuzzer == "fuzz_model_spec" || fuzzer == "fuzz_experiment_spec") {
      writeBytes(base + ".json", b.data(), b.size());
      return {{fuzzer == "fuzz_model_spec" ? "model" : "experiment", stem, base + ".json", "fuzzer finding"}};
    }
    return {};
  }

  std::string goodPng() const { return dir_ + "/images/png-65535/dogs/0.png"; }

 private slots:
  void initTestCase() {
    QVERIFY(tmp_.isValid());
    dir_ = tmp_.path().toStdString() + "/hostile";
    dataDir_ = tmp_.path().toStdString() + "/data";
    fs::create_directories(path("cwd"));
    tinyCsv_ = path("tiny.csv");
    std::ofstream(tinyCsv_) << "a,b,c,d,class\n1,2,3,4,x\n4,3,2,1,y\n1,1,2,2,x\n2,2,1,1,y\n1,2,2,1,x\n2,1,1,2,y\n"
                               "1,3,3,1,x\n3,1,1,3,y\n";
    tinyModel_ = path("tiny-model.json");
    std::ofstream(tinyModel_) << R"({"name": "tiny", "layers": [{"type": "dense", "units": "classes"}]})";
  }

  // A sanity check of the fixtures: the well-formed files they start from are accepted.
  void fixturesStartFromGoodFiles() {
    goodCheckpoint_ = path("good/good.ckpt");
    nnlab::test::writeSmallCheckpoint(goodCheckpoint_);
    Result r = cli({"test", "-c", QString::fromStdString(goodCheckpoint_), "-d", QString::fromStdString(tinyCsv_)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    nnlab::test::writeSmallNnds(path("good/small/dataset.nnds"));
    r = cli({"dataset", "info", QString::fromStdString(path("good/small/dataset.nnds")), "--verify"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("CRC-32 verified"));
  }

  void everyReaderSurvivesEveryHostileFile() {
    cases_ = nnlab::test::writeHostileFiles(dir_, dataDir_);
    QVERIFY(cases_.size() > 80);
    for (const auto& c : cases_)
      if (c.kind != "model" && c.kind != "experiment") walk(c);
    // The stored ones are listed, each as unusable with its reason, not as a usable set.
    const Result list = expectSafe("all stored hostile datasets", {"dataset", "list"});
    for (const char* name : {"wrap-stored", "labels-in-header", "types-header"}) {
      const QString line = list.out.split('\n').filter(QRegularExpression(QString("^") + name + " ")).value(0);
      QVERIFY2(line.contains("dataset cache"), qPrintable(name + QString(" listed as: ") + line));
    }
    expectSafe("all stored hostile datasets", {"dataset", "list", "--json"});
    // Nothing escaped the folders it was given.
    QVERIFY(!fs::exists("/tmp/nnlab-hostile-absolute.png"));
    QVERIFY(!fs::exists(tmp_.path().toStdString() + "/escape.png"));
    QVERIFY(!fs::exists(tmp_.path().toStdString() + "/escaped.png"));
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dataDir_, ec), end; !ec && it != end; it.increment(ec))
      QVERIFY2(!it->is_symlink(), qPrintable(QString::fromStdString("a link was unpacked: " + it->path().string())));
    qInfo("%d hostile cases, %d commands", static_cast<int>(cases_.size()), commands_);
  }

  // The model and experiment spec readers (`train --model`, `train SPEC`, `model`), on the
  // hostile specs of the same set.
  void specReadersSurviveHostileSpecs() {
    int n = 0;
    for (const auto& c : cases_)
      if (c.kind == "model" || c.kind == "experiment") {
        walk(c);
        ++n;
      }
    QVERIFY(n >= 10);
  }

  // dataset list on a data folder whose MNIST files are damaged: unusable, with the reason,
  // never "2,147,483,647 samples" (#19).
  void damagedMnistIsListedAsUnusable() {
    for (const char* name : {"count-int-max", "count-2-32", "trailing", "labels-first", "wrong-magic"}) {
      const std::string data = path(std::string("list-") + name);
      fs::create_directories(data);
      fs::create_directory_symlink(path(std::string("idx/") + name), data + "/mnist");
      const Result r = expectSafe(name, {"dataset", "list", "--json"}, data);
      QJsonObject mnist;
      for (const auto& v : QJsonDocument::fromJson(r.out.toUtf8()).array())
        if (v.toObject()["name"].toString() == "mnist") mnist = v.toObject();
      QVERIFY2(!mnist.isEmpty() && !mnist["available"].toBool(), qPrintable(QString(name) + ": " + r.out));
      QVERIFY2(!mnist["reason"].toString().isEmpty(), qPrintable(QString(name) + ": no reason given"));
      QCOMPARE(mnist["samples"].toInteger(), 0);  // never "2,147,483,647 samples"
    }
  }

  // The 150-byte PNG claiming 65535 x 65535 (#19): refused at once naming the file and the size;
  // with --on-error skip it is listed and the import goes on.
  void hugePngFailsFastAndIsSkipped() {
    const QString folder = QString::fromStdString(path("images/png-65535"));
    Result r = expectSafe("huge png", {"dataset", "import", folder, "--name", "png-a", "-q", "--force"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("huge.png") && r.err.contains("65535x65535"), qPrintable(r.err));
    QVERIFY2(r.ms < 20000, qPrintable(QString::number(r.ms) + " ms"));
    r = expectSafe("huge png", {"dataset", "import", folder, "--name", "png-b", "--on-error", "skip", "--force"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("skipped (1)") && r.out.contains("huge.png"), qPrintable(r.out));
    QVERIFY(r.out.contains("4 samples"));
  }

  // Archive entries that are not files or folders are left out and listed (#19).
  void archiveLinksAreListedNotFollowed() {
    const Result r = expectSafe("special tar", {"dataset", "import", QString::fromStdString(path("archives/special.tar")),
                                                "--name", "special-again", "--size", "8x8", "--force"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("5 samples"), qPrintable(r.out));  // cats 2, dogs 2, up 1 (a real folder "up")
    for (const char* entry : {"etc: a symbolic link to '/etc'", "dogs/passwd.png: a hard link", "dogs/fifo.png: a FIFO",
                              "dogs/null.png: a character device"})
      QVERIFY2(r.out.contains(entry), qPrintable(QString(entry) + " not in: " + r.out));
  }

  // Regression files the fuzzers found, in tests/hostile/<fuzzer>/.
  void fuzzerFindingsReplay() {
    const fs::path root = fs::path(nnlab::test::sourceDir()) / "tests" / "hostile";
    int replayed = 0;
    std::error_code ec;
    for (fs::directory_iterator fz(root, ec), end; !ec && fz != end; fz.increment(ec)) {
      if (!fz->is_directory()) continue;
      for (const auto& f : fs::directory_iterator(fz->path())) {
        if (!f.is_regular_file() || f.path().extension() == ".md") continue;
        for (const auto& c : fromFinding(fz->path().filename().string(), f.path().string())) {
          walk(c);
          ++replayed;
          if (QTest::currentTestFailed()) return;
        }
      }
    }
    qInfo("%d fuzzer findings replayed", replayed);
  }
};

QTEST_GUILESS_MAIN(HostileTest)
#include "test_hostile.moc"

// The Debian package (issue 18): cpack builds nnlab_<version>_<arch>.deb (and, in a CUDA build,
// nnlab-cuda_<version>_<arch>.deb with the CUDA module, issue 29) from this build tree,
// dpkg-deb -x unpacks it into a scratch folder, and the unpacked programs run from there with
// nothing of the build or source tree in reach: nnlab-cli trains one epoch on the bundled
// digits, nnlab takes a screenshot. Its Depends come from dpkg-shlibdeps, the desktop entry and
// the AppStream file validate, and lintian finds no error. Label `package`: it reuses the
// Release build, so it costs the packing and one short run.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Result {
  int code = -1;
  QString out;  // stdout and stderr together
};

Result run(const QString& program, const QStringList& args, const QString& workDir = {},
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(), int timeoutMs = 300000) {
  QProcess p;
  p.setProcessChannelMode(QProcess::MergedChannels);
  p.setProcessEnvironment(env);
  if (!workDir.isEmpty()) p.setWorkingDirectory(workDir);
  p.start(program, args);
  Result r;
  if (!p.waitForStarted(10000)) {
    r.out = QStringLiteral("cannot start %1: %2").arg(program, p.errorString());
    return r;
  }
  p.waitForFinished(timeoutMs);
  r.out = QString::fromUtf8(p.readAll());
  r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  return r;
}

// The size a PNG file says it has (its IHDR chunk), or an empty size when it is no PNG: enough to
// check a screenshot and the icons without linking Qt Gui into this suite.
QSize pngSize(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  const QByteArray h = f.read(24);
  if (h.size() < 24 || !h.startsWith("\x89PNG\r\n\x1a\n") || h.mid(12, 4) != "IHDR") return {};
  auto be32 = [&](int at) {
    return (static_cast<quint32>(static_cast<quint8>(h[at])) << 24) | (static_cast<quint32>(static_cast<quint8>(h[at + 1])) << 16) |
           (static_cast<quint32>(static_cast<quint8>(h[at + 2])) << 8) | static_cast<quint32>(static_cast<quint8>(h[at + 3]));
  };
  return QSize(static_cast<int>(be32(16)), static_cast<int>(be32(20)));
}

QString tool(const char* name) {
  const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
  return path;
}

}  // namespace

class PackageTest : public QObject {
  Q_OBJECT

  QTemporaryDir scratch_;
  QString deb_;
  QString root_;  // the unpacked package

  // An environment that points at nothing of the build: a home of its own, no nnlab variables.
  static bool cudaPackage() { return QStringLiteral(NNLAB_CUDA_PACKAGE) == QLatin1String("ON"); }
  QProcessEnvironment cleanEnvironment() const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& key : env.keys())
      if (key.startsWith(QLatin1String("NNLAB_")) || key.startsWith(QLatin1String("XDG_"))) env.remove(key);
    env.insert("HOME", scratch_.filePath("home"));
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("OMP_NUM_THREADS", "2");
    return env;
  }

 private slots:
  void initTestCase() {
    QVERIFY(scratch_.isValid());
    QVERIFY(QDir().mkpath(scratch_.filePath("home")));
    for (const char* t : {"dpkg-deb", "dpkg-shlibdeps"})
      QVERIFY2(!tool(t).isEmpty(), qPrintable(QStringLiteral("%1 is missing (scripts/setup-deps installs it)").arg(t)));
  }

  void cpackBuildsTheDeb() {
    const Result r = run(QStringLiteral(NNLAB_CPACK), {"-G", "DEB"}, QStringLiteral(NNLAB_BUILD_DIR));
    QVERIFY2(r.code == 0, qPrintable(r.out));
    const QRegularExpression name(QStringLiteral("nnlab_%1_[a-z0-9]+\\.deb").arg(QRegularExpression::escape(NNLAB_VERSION)));
    const QStringList debs = QDir(QStringLiteral(NNLAB_BUILD_DIR)).entryList({"nnlab_*.deb"}, QDir::Files, QDir::Time);
    for (const QString& d : debs)
      if (name.match(d).hasMatch()) {
        deb_ = QDir(QStringLiteral(NNLAB_BUILD_DIR)).filePath(d);
        break;
      }
    QVERIFY2(!deb_.isEmpty(), qPrintable(debs.join(", ") + "\n" + r.out));
  }

  void controlFields() {
    QVERIFY(!deb_.isEmpty());
    const Result r = run("dpkg-deb", {"-f", deb_, "Package", "Version", "Depends", "Section"});
    QVERIFY2(r.code == 0, qPrintable(r.out));
    QVERIFY2(r.out.contains("Package: nnlab\n"), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Version: %1\n").arg(NNLAB_VERSION)), qPrintable(r.out));
    // dpkg-shlibdeps found the libraries (OpenBLAS, the C++ runtime, Qt for the app) in Debian
    // packages, and nothing of NVIDIA's.
    for (const char* dep : {"libc6", "libstdc++6", "libopenblas"}) QVERIFY2(r.out.contains(dep), qPrintable(r.out));
    if (QStringLiteral(NNLAB_APP) == QLatin1String("ON")) QVERIFY2(r.out.contains("libqt6widgets6"), qPrintable(r.out));
    QVERIFY2(!r.out.contains("cuda", Qt::CaseInsensitive) && !r.out.contains("cudnn"), qPrintable(r.out));
  }

  void unpacks() {
    QVERIFY(!deb_.isEmpty());
    root_ = scratch_.filePath("unpacked");
    const Result r = run("dpkg-deb", {"-x", deb_, root_});
    QVERIFY2(r.code == 0, qPrintable(r.out));
    for (const char* f : {"usr/bin/nnlab-cli", "usr/share/nnlab/presets/lenet5.json", "usr/share/nnlab/datasets/mnist/0.json",
                          "usr/share/nnlab/datasets/fish-masks.json", "usr/share/man/man1/nnlab-cli.1.gz",
                          "usr/share/doc/nnlab/copyright", "usr/share/doc/nnlab/changelog.gz"})
      QVERIFY2(QFileInfo::exists(QDir(root_).filePath(f)), f);
    // No path of this machine's build or source tree is compiled into the programs.
    QFile cli(QDir(root_).filePath("usr/bin/nnlab-cli"));
    QVERIFY(cli.open(QIODevice::ReadOnly));
    const QByteArray binary = cli.readAll();
    QVERIFY2(!binary.contains(QByteArray(NNLAB_SOURCE_DIR) + "/resources"), "the source tree is compiled into nnlab-cli");
    QVERIFY2(!binary.contains(QByteArray(NNLAB_BUILD_DIR) + "/lib"), "the build tree is compiled into nnlab-cli");
    QVERIFY(!binary.contains("/usr/share/nnlab"));
  }

  // From the scratch folder: the presets, the manifests and the bundled digits are found beside
  // the program (share/nnlab next to bin), wherever the package was unpacked.
  void unpackedCliTrains() {
    QVERIFY(!root_.isEmpty());
    const QString cli = QDir(root_).filePath("usr/bin/nnlab-cli");
    const QString out = scratch_.filePath("run.json");
    const Result r = run(cli,
                         {"train", "--model", "lenet5", "--dataset", "mnist", "--epochs", "1", "--threads", "2", "--quiet",
                          "--out", out},
                         scratch_.path(), cleanEnvironment());
    QVERIFY2(r.code == 0, qPrintable(r.out));
    QFile f(out);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(r.out));
    const QByteArray record = f.readAll();
    QVERIFY2(record.contains("\"status\": \"completed\"") || record.contains("\"status\":\"completed\""), record.left(400).constData());
    QVERIFY2(record.contains("mnist"), record.left(400).constData());
    const Result devices = run(cli, {"devices"}, scratch_.path(), cleanEnvironment());
    QVERIFY2(devices.code == 0, qPrintable(devices.out));
    // Said, not hidden: a build without CUDA has none; a CUDA build's base package points at
    // nnlab-cuda.
    QVERIFY2(devices.out.contains(cudaPackage() ? "nnlab-cuda package" : "no CUDA backend"), qPrintable(devices.out));
  }

  // A CUDA build also packs nnlab-cuda: the module alone (with its copyright), depending on this
  // nnlab and NVIDIA's libraries by name; unpacked beside nnlab, the programs open it (here without
  // a GPU they then say there is no driver, not that the backend is missing); lintian: no error.
  void cudaPackageAddsTheGpuModes() {
    if (!cudaPackage()) QSKIP("a build without CUDA packs nnlab alone");
    QVERIFY(!root_.isEmpty());
    const QStringList debs = QDir(QStringLiteral(NNLAB_BUILD_DIR)).entryList({"nnlab-cuda_*.deb"}, QDir::Files, QDir::Time);
    QVERIFY2(!debs.isEmpty(), "cpack made no nnlab-cuda package");
    const QString deb = QDir(QStringLiteral(NNLAB_BUILD_DIR)).filePath(debs.first());
    Result r = run("dpkg-deb", {"-f", deb, "Package", "Version", "Depends", "Section"});
    QVERIFY2(r.out.contains("Package: nnlab-cuda\n"), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("nnlab (= %1)").arg(NNLAB_VERSION)), qPrintable(r.out));
    for (const char* dep : {"cudart", "libcublas", "libcudnn9", "libnccl2"}) QVERIFY2(r.out.contains(dep), qPrintable(r.out));
    r = run("dpkg-deb", {"-c", deb});
    QVERIFY2(r.out.contains("/usr/lib/nnlab/libnnlab_cuda.so") && r.out.contains("/usr/share/doc/nnlab-cuda/copyright") &&
                 !r.out.contains("/usr/bin/"),
             qPrintable(r.out));
    r = run("dpkg-deb", {"-x", deb, root_});
    QVERIFY2(r.code == 0, qPrintable(r.out));
    QProcessEnvironment env = cleanEnvironment();
    const QString dirs = QStringLiteral(NNLAB_CUDA_LIBRARY_DIRS);  // NVIDIA's libraries, as their packages would place them
    if (!dirs.isEmpty()) env.insert("LD_LIBRARY_PATH", dirs + (env.contains("LD_LIBRARY_PATH") ? ":" + env.value("LD_LIBRARY_PATH") : QString()));
    const Result devices = run(QDir(root_).filePath("usr/bin/nnlab-cli"), {"devices"}, scratch_.path(), env);
    QVERIFY2(devices.code == 0, qPrintable(devices.out));
    QVERIFY2(!devices.out.contains("could not be loaded"), qPrintable(devices.out));
    QVERIFY2(devices.out.contains("cuda"), qPrintable(devices.out));
    r = run("lintian", {"--no-tag-display-limit", deb}, {}, QProcessEnvironment::systemEnvironment(), 300000);
    for (const QString& line : r.out.split('\n')) QVERIFY2(!line.startsWith(QLatin1String("E: ")), qPrintable(r.out));
  }

  void unpackedAppTakesAScreenshot() {
    if (QStringLiteral(NNLAB_APP) != QLatin1String("ON")) QSKIP("this build has no desktop app (NNLAB_BUILD_APP=OFF)");
    QVERIFY(!root_.isEmpty());
    const QString shot = scratch_.filePath("shot.png");
    const Result r = run(QDir(root_).filePath("usr/bin/nnlab"), {"--screenshot", shot, "--page", "designer", "--size", "1024x700"},
                         scratch_.path(), cleanEnvironment(), 120000);
    QVERIFY2(r.code == 0, qPrintable(r.out));
    QCOMPARE(pngSize(shot), QSize(1024, 700));
  }

  void desktopFilesValidate() {
    if (QStringLiteral(NNLAB_APP) != QLatin1String("ON")) QSKIP("this build has no desktop app (NNLAB_BUILD_APP=OFF)");
    QVERIFY(!root_.isEmpty());
    for (const char* t : {"desktop-file-validate", "appstreamcli"})
      QVERIFY2(!tool(t).isEmpty(), qPrintable(QStringLiteral("%1 is missing (scripts/setup-deps installs it)").arg(t)));
    const QString desktop = QDir(root_).filePath("usr/share/applications/io.github.nnlab.nnlab.desktop");
    Result r = run("desktop-file-validate", {desktop});
    QVERIFY2(r.code == 0 && r.out.trimmed().isEmpty(), qPrintable(r.out));
    r = run("appstreamcli", {"validate", "--no-net", QDir(root_).filePath("usr/share/metainfo/io.github.nnlab.nnlab.metainfo.xml")});
    QVERIFY2(r.code == 0, qPrintable(r.out));
    // Screenshots and the three languages' summaries for software centres (issue 29).
    QFile meta(QDir(root_).filePath("usr/share/metainfo/io.github.nnlab.nnlab.metainfo.xml"));
    QVERIFY(meta.open(QIODevice::ReadOnly));
    const QByteArray xml = meta.readAll();
    QVERIFY(xml.count("<screenshot") >= 3 && xml.contains("type=\"default\""));
    QVERIFY(xml.contains("<summary xml:lang=\"es\">") && xml.contains("<summary xml:lang=\"pt_BR\">"));
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
      QCOMPARE(pngSize(QDir(root_).filePath(QStringLiteral("usr/share/icons/hicolor/%1x%1/apps/io.github.nnlab.nnlab.png").arg(size))),
               QSize(size, size));
    QVERIFY(QFileInfo::exists(QDir(root_).filePath("usr/share/icons/hicolor/scalable/apps/io.github.nnlab.nnlab.svg")));
  }

  void lintianFindsNoError() {
    QVERIFY(!deb_.isEmpty());
    QVERIFY2(!tool("lintian").isEmpty(), "lintian is missing (scripts/setup-deps installs it)");
    const Result r = run("lintian", {"--no-tag-display-limit", deb_}, {}, QProcessEnvironment::systemEnvironment(), 300000);
    QStringList errors;
    for (const QString& line : r.out.split('\n'))
      if (line.startsWith(QLatin1String("E: "))) errors << line;
    QVERIFY2(errors.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.out));  // 1: warnings or infos only
  }
};

QTEST_GUILESS_MAIN(PackageTest)
#include "test_package.moc"

// The study report as files (issue 29): a sweep, a device comparison and an energy study each give
// a PDF (valid, with its pages) and a self-contained HTML page (one <svg> per chart, one <table> per
// table, nothing fetched from elsewhere); `nnlab-cli report` writes the same HTML byte for byte;
// the Sweeps page's Report... button opens the preview, whose buttons save both files.
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "gui/main_window.h"
#include "support/cli_runner.h"
#include "support/gui_test_support.h"
#include "support/report_history.h"
#include "widgets/lab/sweep_page.h"
#include "widgets/lab/hardware_page.h"
#include "widgets/report/report_preview.h"
#include "widgets/report/report_render.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Answers the next file dialog with `path`, as a user typing it would.
void answerFileDialog(const QString& path) {
  auto* timer = new QTimer;
  QObject::connect(timer, &QTimer::timeout, [timer, path] {
    auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
    if (!d || !d->isVisible()) return;
    timer->stop();
    timer->deleteLater();
    // Once the dialog has put its suggested name in, the user's name replaces it.
    QTimer::singleShot(100, d, [d, path] {
      d->selectFile(path);
      if (auto* name = d->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) name->setText(path);  // typed
      QMetaObject::invokeMethod(d, "accept", Qt::QueuedConnection);  // as the Save button does
    });
  });
  timer->start(20);
}

}  // namespace

class GuiReportTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  test::ReportHistory h_;

  ReportDocument document(ReportSelection::Kind kind) {
    auto store = HistoryStore::open(h_.path, HistoryStore::Mode::ReadOnly);
    ReportSelection sel;
    sel.kind = kind;
    sel.sweep = kind == ReportSelection::Kind::Devices ? h_.devicesUid : h_.sweepUid;
    sel.runs = {std::to_string(h_.energyA), std::to_string(h_.energyB)};
    return makeReport(*store, sel);
  }

 private slots:
  void initTestCase() {
    test::isolateSettings();
    h_ = test::makeReportHistory(dir_.filePath("h.sqlite").toStdString());
    qputenv("NNLAB_HISTORY", QByteArray::fromStdString(h_.path));
  }

  void eachKindGivesAPdfAndAnHtmlPage_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("sweep") << static_cast<int>(ReportSelection::Kind::Sweep);
    QTest::newRow("devices") << static_cast<int>(ReportSelection::Kind::Devices);
    QTest::newRow("energy") << static_cast<int>(ReportSelection::Kind::Energy);
  }
  void eachKindGivesAPdfAndAnHtmlPage() {
    QFETCH(int, kind);
    const ReportDocument doc = document(static_cast<ReportSelection::Kind>(kind));
    QVERIFY(doc.charts().size() >= 2 && doc.tables().size() >= 5);
    const QString pdf = dir_.filePath(QString("r%1.pdf").arg(kind)), html = dir_.filePath(QString("r%1.html").arg(kind));
    QString error;
    int pages = 0;
    QVERIFY2(ReportRender::savePdf(doc, pdf, &error, &pages), qPrintable(error));
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-1."));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    QVERIFY2(pages >= 2 && pages <= 12, qPrintable(QString::number(pages)));
    QCOMPARE(static_cast<int>(QString::fromLatin1(bytes).count(QRegularExpression("/Type\\s*/Page[^s]"))), pages);
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (!pdftotext.isEmpty()) {  // the words are text in the file, not pictures of text
      const auto r = test::runProgram(pdftotext, {pdf, "-"}, 30000);
      QCOMPARE(r.code, 0);
      for (const char* word : {"Method", "Table 1.", "Figure 1.", "0.1.0+test"}) QVERIFY2(r.out.contains(word), word);
      QVERIFY(r.out.contains(QString::fromStdString(doc.charts()[0]->yLabel).left(12)));
    }
    QVERIFY2(ReportRender::saveHtml(doc, html, &error), qPrintable(error));
    const QString page = QString::fromUtf8(readAll(html));
    QCOMPARE(static_cast<std::size_t>(page.count("<svg")), doc.charts().size());
    QCOMPARE(static_cast<std::size_t>(page.count("<table")), doc.tables().size());
    for (const char* outside : {"src=", "<link", "href=\"http", "url(http", "@import", "<script"})
      QVERIFY2(!page.contains(outside), outside);
    for (const ReportTable* t : doc.tables()) QVERIFY(page.contains(QString::fromStdString(t->title).toHtmlEscaped()));
    QVERIFY(page.contains("<path") || page.contains("<polyline"));  // drawn, not empty frames
  }

  void cliWritesTheSameHtml() {
    const QString html = dir_.filePath("cli.html"), pdf = dir_.filePath("cli.pdf");
    const auto r = test::runCli({"report", "--devices", QString::fromStdString(h_.devicesUid), "--out", html, pdf,
                                 "--history", QString::fromStdString(h_.path)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains("page(s)"), qPrintable(r.err));
    QCOMPARE(readAll(html), ReportRender::html(document(ReportSelection::Kind::Devices)).toUtf8());
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    const auto bad = test::runCli({"report", "--sweep", "batch-study", "--out", "/proc/nope/r.pdf", "--history",
                                   QString::fromStdString(h_.path)});
    QVERIFY(bad.code != 0);
    QVERIFY2(bad.err.contains("/proc/nope/r.pdf"), qPrintable(bad.err));
  }

  void reportButtonPreviewsAndSaves() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showPage(MainWindow::Page::Sweeps);
    w.sweepPage()->showSweep(QString::fromStdString(h_.sweepUid));
    QPushButton* report = w.sweepPage()->reportButton();
    QVERIFY(report->isVisible() && report->isEnabled());
    QTest::mouseClick(report, Qt::LeftButton, {}, report->rect().center());
    ReportPreview* preview = nullptr;
    QTRY_VERIFY((preview = w.findChild<ReportPreview*>()) != nullptr);
    QTRY_VERIFY(preview->isVisible());
    QCOMPARE(QString::fromStdString(preview->document().title), QString("Sweep: batch-study"));
    QTRY_VERIFY(preview->preview()->pageCount() >= 2);
    // On the screen whole, its Save buttons too (a 900-pixel dialog hid them on a 1280x800 screen).
    const QRect screen = preview->screen()->availableGeometry();
    QVERIFY2(preview->height() <= screen.height() && preview->width() <= screen.width(),
             qPrintable(QString("%1x%2 on %3x%4").arg(preview->width()).arg(preview->height()).arg(screen.width()).arg(screen.height())));
    const QString pdf = dir_.filePath("app.pdf"), html = dir_.filePath("app.html");
    answerFileDialog(pdf);
    QTest::mouseClick(preview->savePdfButton(), Qt::LeftButton, {}, preview->savePdfButton()->rect().center());
    QTRY_VERIFY2(QFile::exists(pdf), qPrintable(preview->findChild<QLabel*>()->text()));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    answerFileDialog(html);
    QTest::mouseClick(preview->saveHtmlButton(), Qt::LeftButton, {}, preview->saveHtmlButton()->rect().center());
    QTRY_VERIFY2(QFile::exists(html), qPrintable(preview->findChild<QLabel*>()->text()));
    QCOMPARE(readAll(html), ReportRender::html(document(ReportSelection::Kind::Sweep)).toUtf8());
    // A selection that makes no report says why, in a message that does not block the window.
    ReportSelection energy;
    energy.kind = ReportSelection::Kind::Energy;
    energy.runs = {"1"};
    w.openReport(energy);
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox*>()) != nullptr);
    QVERIFY2(box->text().contains("measured its energy"), qPrintable(box->text()));
    box->close();
  }

  // The Hardware page's Report...: the picked database entries side by side, clicked for real.
  void hardwarePageReport() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showPage(MainWindow::Page::Hardware);
    HardwarePage* page = w.hardwarePage();
    page->pickDevices({});
    QVERIFY(!page->reportButton()->isEnabled());  // nothing picked: no report
    page->pickDevices({"db:nvidia-h100-sxm", "db:nvidia-a100-sxm4-80gb"});
    QPushButton* report = page->reportButton();
    QTRY_VERIFY(report->isVisible() && report->isEnabled());
    QTest::mouseClick(report, Qt::LeftButton, {}, report->rect().center());
    ReportPreview* preview = nullptr;
    QTRY_VERIFY((preview = w.findChild<ReportPreview*>()) != nullptr);
    QTRY_VERIFY(preview->isVisible());
    QVERIFY2(QString::fromStdString(preview->document().title).startsWith("Hardware comparison: H100"),
             preview->document().title.c_str());
    QVERIFY(preview->document().toJson() == hardwareReportDocument({"nvidia-h100-sxm", "nvidia-a100-sxm4-80gb"}).toJson());
    QTRY_VERIFY(preview->preview()->pageCount() >= 1);
  }
};

QTEST_MAIN(GuiReportTest)
#include "test_gui_report.moc"

// Chart export: PNG decodes with the size asked for (logical size x DPI/96), PDF starts with
// %PDF and embeds its fonts, SVG parses as XML with an <svg> root, CSV has a header and one row
// per plotted point (the confusion matrix: counts and shares); exports are drawn in the print
// look (white, dark text) whatever the screen's theme.
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "support/gui_test_support.h"
#include "widgets/chart_export.h"
#include "widgets/confusion_chart.h"
#include "widgets/training_charts.h"

using namespace nnlab;
using namespace nnlab::gui;

namespace {

RunPtr fakeRun(int id, int epochs) {
  auto r = std::make_shared<RunData>();
  r->id = id;
  r->color = runColor(id);
  r->spec.train.epochs = epochs;
  r->state = RunData::State::Finished;
  for (int e = 1; e <= epochs; ++e) {
    EpochRecord rec;
    rec.epoch = e;
    rec.trainLoss = 1.0 / e;
    rec.valLoss = 1.2 / e;
    rec.trainAccuracy = 1.0 - 0.5 / e;
    rec.valAccuracy = 1.0 - 0.6 / e;
    rec.trainSeconds = 0.5;
    rec.valSeconds = 0.1;
    r->epochs.push_back(rec);
    for (int b = 1; b <= 10; ++b) {
      r->batchX << (e - 1) + b / 10.0;
      r->batchLoss << 1.0 / (e + b);
    }
  }
  EvalResult test;
  test.loss = 0.3;
  test.seconds = 0.2;
  test.metrics = Metrics::fromConfusion({8, 2, 1, 9}, 2);
  r->test = test;
  r->classNames = {"cat", "dog"};
  return r;
}

int csvRows(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return -1;
  return static_cast<int>(f.readAll().trimmed().split('\n').size());
}

}  // namespace

class ExportTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::isolateSettings(); }

  void allFormatsAreValid_data() {
    QTest::addColumn<QString>("chart");
    QTest::newRow("loss") << "loss";
    QTest::newRow("accuracy") << "accuracy";
    QTest::newRow("batch-loss") << "batch-loss";
    QTest::newRow("phase-times") << "phase-times";
    QTest::newRow("confusion") << "confusion";
  }

  void allFormatsAreValid() {
    QFETCH(QString, chart);
    std::unique_ptr<ChartView> view;
    if (chart == "loss") view = std::make_unique<EpochChart>(EpochChart::Metric::Loss);
    if (chart == "accuracy") view = std::make_unique<EpochChart>(EpochChart::Metric::Accuracy);
    if (chart == "batch-loss") view = std::make_unique<BatchLossChart>();
    if (chart == "phase-times") view = std::make_unique<PhaseTimeChart>();
    if (chart == "confusion") view = std::make_unique<ConfusionChart>();
    QCOMPARE(view->chartId(), chart);
    view->setRuns({fakeRun(1, 4), fakeRun(2, 3)});  // a run and an overlay
    view->refresh();
    QVERIFY(view->pointCount() > 0);

    QTemporaryDir dir;
    const QSize size(500, 320);
    const QString png = dir.filePath(chart + ".png");
    QVERIFY(ChartExport::savePng(view.get(), png, 192, ChartView::Look::Print, size));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), size * 2);  // 192 dpi = 2 x 96
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 192);
    // Something was drawn: more than one colour.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
      for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 3);

    const QString pdf = dir.filePath(chart + ".pdf");
    QVERIFY(ChartExport::savePdf(view.get(), pdf, view->title(), size));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5).startsWith("%PDF-"));
    QVERIFY(p.size() > 1000);

    const QString svg = dir.filePath(chart + ".svg");
    QVERIFY(ChartExport::saveSvg(view.get(), svg, view->title(), size));
    QFile s(svg);
    QVERIFY(s.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&s);
    QString root;
    int elements = 0;
    while (!xml.atEnd()) {
      if (xml.readNext() == QXmlStreamReader::StartElement) {
        if (root.isEmpty()) root = xml.name().toString();
        ++elements;
      }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QString("svg"));
    QVERIFY(elements > 10);

    const QString csv = dir.filePath(chart + ".csv");
    QVERIFY(ChartExport::saveCsv(view.get(), csv));
    QCOMPARE(csvRows(csv), view->pointCount() + 1);  // header + one row per plotted point
  }

  void csvHoldsThePlottedValues() {
    EpochChart loss(EpochChart::Metric::Loss);
    loss.setRuns({fakeRun(1, 3)});
    loss.refresh();
    const QStringList lines = ChartExport::csv(&loss).trimmed().split('\n');
    QCOMPARE(lines.first(), QString("series,x,y,label"));
    QCOMPARE(lines.size(), 1 + 3 + 3);  // train and validation, 3 epochs each
    QVERIFY(lines.contains("train,1,1,"));
    QVERIFY(lines.contains("train,2,0.5,"));
    QVERIFY(lines.contains("validation,3,0.4,"));
  }

  // #18 finding 7: the chart shows counts in its cells (and colours by share); the CSV held only
  // the shares. It now holds both, named by class, and saveCsv() writes that table.
  void confusionCsvHoldsTheCounts() {
    ConfusionChart confusion;
    confusion.setRuns({fakeRun(1, 1)});
    confusion.refresh();
    const QStringList cells = confusion.csv().trimmed().split('\n');
    QCOMPARE(cells.first(), QString("true_class,predicted_class,true_index,predicted_index,count,share_of_true_class"));
    QCOMPARE(cells.size(), 1 + 4);
    QVERIFY(cells.contains("cat,cat,0,0,8,0.8"));  // 8 of the 10 true cats were called cats
    QVERIFY(cells.contains("cat,dog,0,1,2,0.2"));
    QVERIFY(cells.contains("dog,cat,1,0,1,0.1"));
    QVERIFY(cells.contains("dog,dog,1,1,9,0.9"));
    QTemporaryDir dir;
    QVERIFY(ChartExport::saveCsv(&confusion, dir.filePath("c.csv")));
    QFile f(dir.filePath("c.csv"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), confusion.csv());
  }

  // #18 finding 6: a chart on a dark screen exported for a white report. PDF, SVG and (by
  // default) PNG draw on white with dark text whatever the theme; PNG can still be asked as on
  // screen; the screen keeps its look afterwards.
  void exportsUseThePrintLook() {
    EpochChart chart(EpochChart::Metric::Loss);
    QPalette dark = chart.palette();
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::Window, QColor(45, 45, 48));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    chart.setPalette(dark);
    chart.setRuns({fakeRun(1, 3)});
    chart.refresh();
    auto lightness = [](const QImage& image) { return QColor(image.pixel(3, 3)).lightness(); };
    QCOMPARE(lightness(chart.toPixmap(400, 300).toImage()), QColor(30, 30, 32).lightness());

    QTemporaryDir dir;
    QVERIFY(ChartExport::savePng(&chart, dir.filePath("print.png"), 96, ChartView::Look::Print, QSize(400, 300)));
    const QImage print(dir.filePath("print.png"));
    QCOMPARE(lightness(print), 255);
    // Dark text on the white page: the darkest pixels are dark.
    int darkest = 255;
    for (int y = 0; y < print.height(); y += 2)
      for (int x = 0; x < print.width(); x += 2) darkest = std::min(darkest, QColor(print.pixel(x, y)).lightness());
    QVERIFY2(darkest < 80, qPrintable(QString::number(darkest)));
    QVERIFY(ChartExport::savePng(&chart, dir.filePath("screen.png"), 96, ChartView::Look::Screen, QSize(400, 300)));
    QCOMPARE(lightness(QImage(dir.filePath("screen.png"))), QColor(30, 30, 32).lightness());
    QCOMPARE(chart.look(), ChartView::Look::Screen);
    QCOMPARE(lightness(chart.toPixmap(400, 300).toImage()), QColor(30, 30, 32).lightness());

    // SVG: the page is white (QCustomPlot paints its background first).
    QVERIFY(ChartExport::saveSvg(&chart, dir.filePath("c.svg"), chart.title(), QSize(400, 300)));
    QFile svg(dir.filePath("c.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY2(text.contains("fill=\"#ffffff\""), text.left(2000).constData());
    QVERIFY(!text.contains("fill=\"#1e1e20\""));  // the dark background is not drawn
  }

  // A title too long for a narrow chart: elided on screen (the tooltip says it whole), written
  // whole into an exported file (wrapped onto the lines it needs), elided on screen again after.
  void exportsWriteTheWholeTitle() {
    EpochChart chart(EpochChart::Metric::Loss);
    chart.resize(260, 220);
    chart.setRuns({fakeRun(1, 3)});
    chart.refresh();
    const QString longTitle =
        "dense-784-8192-8192-8192-8192-10 cuda:0-1 pipeline fp16 b1024 naive: naive, 2 stages, 1 micro-batch; "
        "bubble 52.1 % measured, 50.0 % ideal, the very last words visible";
    chart.setTitle(longTitle);
    QVERIFY(chart.titleElement()->text().contains(QChar(0x2026)));  // elided on screen
    QTemporaryDir dir;
    QVERIFY(ChartExport::saveSvg(&chart, dir.filePath("t.svg"), QStringLiteral("chart"), QSize(260, 220)));  // (the document title apart)
    QFile svg(dir.filePath("t.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY2(text.contains("last words visible"), "the exported title was cut");
    QVERIFY(chart.titleElement()->text().contains(QChar(0x2026)));  // the screen's as before
    QCOMPARE(chart.title(), longTitle);
  }

  // PDF for a report embeds its fonts (a PDF without them prints in whatever the printer has).
  void pdfEmbedsItsFonts() {
    PhaseTimeChart chart;
    chart.setRuns({fakeRun(1, 2)});
    chart.refresh();
    QTemporaryDir dir;
    QVERIFY(ChartExport::savePdf(&chart, dir.filePath("c.pdf"), chart.title(), QSize(500, 320)));
    QFile f(dir.filePath("c.pdf"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    const int fonts = static_cast<int>(pdf.count("/Type /Font") + pdf.count("/Type/Font"));
    const int embedded = static_cast<int>(pdf.count("/FontFile2") + pdf.count("/FontFile3") + pdf.count("/FontFile "));
    QVERIFY2(fonts > 0, "no font in the PDF: the text was not written as text");
    QVERIFY2(embedded > 0, "the PDF's fonts are not embedded");
  }

  // 80 epochs: the epoch labels are thinned, the last one kept, and no two labels (the test bar's
  // included) stand closer than half the spacing of the others.
  void phaseLabelsStayApart() {
    PhaseTimeChart chart;
    chart.setRuns({fakeRun(1, 80)});
    chart.refresh();
    auto ticker = chart.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    const QMap<double, QString> ticks = ticker->ticks();
    QVERIFY(ticks.size() <= 16);
    QCOMPARE(ticks.first(), QString("1"));
    QVERIFY(ticks.values().contains("80"));
    QCOMPARE(ticks.last(), QString("test"));
    const QList<double> keys = ticks.keys();
    const double spacing = keys[1] - keys[0];
    for (int i = 1; i < keys.size(); ++i)
      QVERIFY2(keys[i] - keys[i - 1] >= spacing / 2, qPrintable(ticks[keys[i - 1]] + " and " + ticks[keys[i]]));
    QVERIFY(chart.xAxis->range().upper > keys.last());
    // A short run labels every epoch.
    PhaseTimeChart few;
    few.setRuns({fakeRun(2, 5)});
    few.refresh();
    QCOMPARE(few.xAxis->ticker().dynamicCast<QCPAxisTickerText>()->ticks().size(), 6);
  }

  void saveAllWritesFourFiles() {
    PhaseTimeChart chart;
    chart.setRuns({fakeRun(3, 2)});
    chart.refresh();
    QTemporaryDir dir;
    QString error;
    const QStringList files = ChartExport::saveAll(&chart, dir.filePath("sub/folder"), "run3-phase-times", 150, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(files.size(), 4);
    for (const QString& f : files) QVERIFY2(QFileInfo(f).size() > 0, qPrintable(f));
  }
};

QTEST_MAIN(ExportTest)
#include "test_gui_export.moc"

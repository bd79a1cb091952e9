// The Data page with light curves and CSV tables, and the dense-stack dialog (offscreen): an
// imported light-curve set shows raw and folded curves of a few objects per class; the synthetic
// RR Lyrae stand-in says it is synthetic; a CSV table can be chosen by path and previews its
// first rows with the normalisation said; the dense-stack dialog returns the C trainer's model
// and refuses a bad size list.
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QDialogButtonBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "data/dataset_store.h"
#include "data/lightcurves/light_curve_import.h"
#include "nn/model.h"
#include "support/data_fixtures.h"
#include "support/gui_test_support.h"
#include "widgets/data/light_curve_chart.h"
#include "widgets/data/light_curve_preview.h"
#include "widgets/dataset_panel.h"
#include "widgets/dense_stack_dialog.h"

using namespace nnlab;
using namespace nnlab::gui;

class GuiLightCurvesTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;

  std::string path(const std::string& rel) const { return tmp_.path().toStdString() + "/" + rel; }

  // Chooses `name` and waits for its load (choosing starts it at once); false when it failed.
  static bool loaded(DatasetPanel& p, const QString& name) {
    p.setDatasetName(name);
    QElapsedTimer clock;
    clock.start();
    while (p.isLoading() && clock.elapsed() < 60000) QTest::qWait(20);
    if (!p.dataset()) qWarning("%s did not load: %s", qPrintable(name), qPrintable(p.problem()));
    return p.dataset() != nullptr && p.datasetName() == name;
  }

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(tmp_.isValid());
    qputenv("NNLAB_DATA_DIR", QByteArray::fromStdString(path("data")));
    qputenv("XDG_CACHE_HOME", QByteArray::fromStdString(path("cache")));
    // Two classes of three objects each, one file per object in class folders, periods in a catalogue.
    std::string catalogue = "id,period\n";
    for (int k = 0; k < 6; ++k) {
      const std::string cls = k < 3 ? "RRab" : "RRc", id = "V" + std::to_string(k);
      std::string text = "time,mag,err\n";
      for (int i = 0; i < 25; ++i)
        text += std::to_string(55000.0 + 3.7 * i) + "," + std::to_string(15.0 + 0.3 * std::sin(i * (1.0 + k))) + ",0.02\n";
      test::writeText(path("curves/" + cls + "/" + id + ".csv"), text);
      catalogue += id + "," + std::to_string(0.3 + 0.1 * k) + "\n";
    }
    test::writeText(path("catalogue.csv"), catalogue);
    LightCurveImportRequest req;
    req.source.path = path("curves");
    req.source.catalog = path("catalogue.csv");
    req.name = "stars";
    req.fold.bins = 32;
    DataLocations where;
    QVERIFY(importLightCurves(req, where).cachePath.size() > 0);
    StandInOptions o;
    o.samples = 40;
    generateStandInDataset("synthetic-rrlyrae", o, where);
  }

  void lightCurvesShowRawAndFolded() {
    DatasetPanel p;
    QVERIFY(loaded(p, "stars"));
    QCOMPARE(p.dataset()->sampleShape(), (Shape{1, 32}));
    QVERIFY(p.entryText("stars").contains("light curves"));
    QCOMPARE(p.currentPreview(), static_cast<QWidget*>(p.lightCurvePreview()));
    LightCurvePreview* lc = p.lightCurvePreview();
    QCOMPARE(lc->shownCurves(), 2);  // the first object of each class
    QVERIFY(lc->rawChart()->graphCount() >= 2);
    QCOMPARE(lc->rawChart()->pointCount(), 2 * 25 * 2);  // dots and their error bars
    QVERIFY(lc->foldedChart()->graphCount() == 4);       // dots and bin means per object
    QVERIFY(lc->rawChart()->yAxis->rangeReversed());     // magnitudes: brighter up
    lc->showClass(1);
    QCOMPARE(lc->shownCurves(), 3);
    QVERIFY(p.aboutText().contains("light curves"));
  }

  void standInSaysSynthetic() {
    DatasetPanel p;
    QVERIFY(loaded(p, "synthetic-rrlyrae"));
    QVERIFY(p.isSynthetic());
    QVERIFY(p.aboutText().contains("Synthetic stand-in"));
    QCOMPARE(p.lightCurvePreview()->shownCurves(), 4);
    QVERIFY(p.lightCurvePreview()->foldedChart()->pointCount() > 4 * 30);
  }

  void csvTableIsChosenAndPreviewed() {
    const std::string csv = path("iris.csv");
    std::string text = "sepal_length,sepal_width,petal_length,petal_width,species\n";
    for (int i = 0; i < 30; ++i)
      text += std::to_string(4.0 + 0.1 * i) + ",3.0," + std::to_string(1.0 + 0.2 * i) + ",0.5," + (i % 3 == 0 ? "setosa" : i % 3 == 1 ? "versicolor" : "virginica") + "\n";
    test::writeText(csv, text);
    DatasetPanel p;
    QVERIFY(loaded(p, QString::fromStdString(csv)));
    QCOMPARE(p.datasetName(), QString::fromStdString(csv));
    QVERIFY(p.entryText(QString::fromStdString(csv)).contains("CSV table"));
    QCOMPARE(p.currentPreview()->findChild<QTableWidget*>("tablePreview"), p.tablePreview());
    QTableWidget* t = p.tablePreview();
    QCOMPARE(t->columnCount(), 5);
    QVERIFY(t->rowCount() > 0);
    QCOMPARE(t->horizontalHeaderItem(4)->text(), QString("class"));
    const double v = t->item(0, 0)->text().toDouble();
    QVERIFY(v >= 0.0 && v <= 1.0);  // min-max normalised
    QVERIFY(p.findChild<QLabel*>("tableNote")->text().contains("min-max"));
    QVERIFY(p.problem().isEmpty());
    p.setModelInput(Shape{4}, {});
    QVERIFY(p.findChild<QLabel*>("shapeCheck")->text().contains("matches"));
  }

  void denseStackDialogReturnsTheModel() {
    DenseStackDialog d;
    auto* ok = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    d.setLayers("784,192,10");
    d.setActivation("sigmoid");
    auto spec = d.spec();
    QVERIFY(spec.has_value());
    QVERIFY(ok->isEnabled());
    QCOMPARE(spec->name, std::string("dense-784-192-10"));
    QCOMPARE(spec->layers.size(), std::size_t{4});  // flatten, dense 192, sigmoid, dense 10
    QCOMPARE(spec->classes, 10);
    QVERIFY(d.findChild<QLabel*>("denseSummary")->text().contains("152,650") ||
            d.findChild<QLabel*>("denseSummary")->text().contains("152650"));
    // 784 inputs fit 1x28x28 images (flattened) as well as 784-column tables.
    QVERIFY(checkModel(*spec, Shape{1, 28, 28}, 10).ok);
    QVERIFY(checkModel(*spec, Shape{784}, 10).ok);
    QVERIFY(!checkModel(*spec, Shape{1, 28, 27}, 10).ok);
    d.setActivateOutput(true);
    QCOMPARE(d.spec()->layers.size(), std::size_t{5});
    d.setLayers("784,x,10");
    QVERIFY(!d.spec().has_value());
    QVERIFY(!ok->isEnabled());
    QVERIFY(d.findChild<QLabel*>("denseSummary")->text().contains("784,192,10"));
    d.setLayers("784,1");
    QVERIFY(d.problem().contains("at least 2"));
  }
};

QTEST_MAIN(GuiLightCurvesTest)
#include "test_gui_lightcurves.moc"

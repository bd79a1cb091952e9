// The data page's import, download and stand-in jobs through the real window, worker thread
// and dialogs' logic (no modal dialog is opened): a folder in the concrete cracks' layout with a
// planted corrupt image is imported with the skip policy (progress arrives, the dataset is
// listed and chosen, the report names the file, one epoch trains on it) and with the fail
// policy (the message names the file); Cancel stops an import and keeps nothing; a stand-in is
// generated and says it is synthetic on the page, in the status bar, the results and the
// compare shelf; a download without an address says to import a copy; a download from a
// loopback server is refused on a wrong SHA-256 and imported with the right one.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <filesystem>

#include "data/fetch.h"
#include "gui/dataset_actions.h"
#include "gui/main_window.h"
#include "gui/training_controller.h"
#include "support/data_fixtures.h"
#include "support/gui_test_support.h"
#include "support/loopback_server.h"
#include "widgets/dataset_job_bar.h"
#include "widgets/dataset_panel.h"
#include "widgets/download_dialog.h"
#include "widgets/import_dialog.h"
#include "widgets/import_report_dialog.h"
#include "widgets/results_panel.h"
#include "widgets/run_shelf.h"
#include "widgets/standin_dialog.h"
#include "widgets/training_view.h"

using namespace nnlab;
using namespace nnlab::gui;
namespace fs = std::filesystem;

namespace {
constexpr int kJobMs = 120000;

DatasetJobOutcome lastOutcome(const QSignalSpy& ended) { return ended.last().at(0).value<DatasetJobOutcome>(); }

// One epoch of the tiny MNIST model on `dataset` through the window's training worker; the run,
// or null (with a warning saying why) when it could not start or did not complete.
RunPtr trainOneEpoch(MainWindow& w, const std::string& dataset, int batch) {
  ExperimentSpec spec = test::tinyMnistSpec(1);
  spec.dataset = dataset;
  spec.split = {70, 15, 15};
  spec.train.optimizer.lr = 0.005;  // 51,529 raw pixels into a dense layer: a rate of 0.05 explodes (#19 catches it)
  spec.train.batch = batch;
  w.applySpec(spec);
  if (!test::waitForData(w)) return nullptr;
  QSignalSpy runEnded(w.training(), &TrainingController::runEnded);
  if (!w.train()) {
    qWarning("cannot train: %s", qPrintable(w.trainBlockedReason()));
    return nullptr;
  }
  if (!runEnded.wait(kJobMs)) return nullptr;
  RunPtr run = w.training()->shownRun();
  if (run->status != RunStatus::Completed) {
    qWarning("the run did not complete: %s", qPrintable(run->message));
    return nullptr;
  }
  return run;
}

}  // namespace

class DatasetsTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  std::string path(const std::string& rel) const { return dir_.filePath(QString::fromStdString(rel)).toStdString(); }
  QString cracks() const { return QString::fromStdString(path("cracks")); }
  QString corrupt() const { return QString::fromStdString(path("cracks/Positive/00015.jpg")); }

  // The real layout: Positive/ and Negative/ with 00001.jpg...; 14 good positives, one that is
  // not a JPEG, 8 negatives (so 1.75x imbalanced), and a text file that is no image.
  ImportRequest cracksRequest(const std::string& name, CorruptPolicy policy) const {
    ImportRequest r = test::cracksRequest(cracks().toStdString(), name, 32);  // small: the test trains on it
    r.preprocessing->channels = 1;
    r.onCorrupt = policy;
    return r;
  }

 private slots:
  void initTestCase() {
    test::isolateSettings();
    QVERIFY(dir_.isValid());
    // Imports and stand-ins go to a folder of this test, never the user's.
    qputenv("NNLAB_DATA_DIR", QByteArray::fromStdString(path("data")));
    qputenv("XDG_CACHE_HOME", QByteArray::fromStdString(path("cache")));
    test::makeCracksTree(cracks().toStdString(), 14, 8);
    test::writeText(corrupt().toStdString(), "not a JPEG at all");
    test::writeText(path("cracks/Negative/notes.txt"), "ignored");
  }

  void importDialogFillsTheRequest() {
    ImportDialog d(loadManifests(defaultManifestDir()), {"cracks-skip"});
    QPushButton* ok = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!d.problem().isEmpty());  // no folder yet
    QVERIFY(!ok->isEnabled());
    d.setSource(QString::fromStdString(path("no-such-folder")));
    QVERIFY2(d.problem().contains("does not exist"), qPrintable(d.problem()));
    d.setSource(cracks());
    QCOMPARE(d.request().name, std::string("cracks"));  // one sub-folder per class: the folder's name
    d.setLayoutName("concrete-cracks");
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    QVERIFY(ok->isEnabled());
    ImportRequest r = d.request();
    QCOMPARE(r.manifest, std::string("concrete-cracks"));
    QCOMPARE(r.name, std::string("concrete-cracks"));
    QVERIFY(!r.preprocessing);  // the layout's default, as nnlab-cli sends it
    QCOMPARE(r.onCorrupt, CorruptPolicy::Fail);

    d.setImageSize(32, 24);
    d.setChannels(3);
    d.setPolicy(CorruptPolicy::Skip);
    d.setDatasetName("cracks-skip");
    r = d.request();
    QVERIFY(r.preprocessing);
    QCOMPARE(r.preprocessing->width, 32);
    QCOMPARE(r.preprocessing->height, 24);
    QCOMPARE(r.preprocessing->channels, 3);
    QCOMPARE(r.onCorrupt, CorruptPolicy::Skip);
    QCOMPARE(r.name, std::string("cracks-skip"));
    QVERIFY(d.findChildren<QLabel*>().size() > 0);
    bool warned = false;  // an existing name is a warning, not an error
    for (QLabel* l : d.findChildren<QLabel*>()) warned = warned || l->text().contains("replaces");
    QVERIFY(warned);
    d.setDatasetName("a/b");
    QVERIFY(!d.problem().isEmpty());
    QVERIFY(!ok->isEnabled());
    d.setDatasetName("synthetic-cracks");
    QVERIFY2(d.problem().contains("built-in"), qPrintable(d.problem()));
  }

  void importSkipsTheCorruptFileThenTrains() {
    MainWindow w;
    w.show();
    w.showPage(MainWindow::Page::Data);
    QVERIFY(test::waitForData(w));
    DatasetActions* a = w.datasetActions();
    QSignalSpy progress(a->jobs(), &DatasetJobs::progressed);
    QSignalSpy ended(a->jobs(), &DatasetJobs::ended);
    QVERIFY(a->startImport(cracksRequest("cracks-skip", CorruptPolicy::Skip)) > 0);
    QVERIFY(a->jobs()->bar()->isRunning());
    QVERIFY(!a->actions().front()->isEnabled());  // one job at a time
    QCOMPARE(a->startImport(cracksRequest("other", CorruptPolicy::Skip)), 0);
    QVERIFY(ended.wait(kJobMs));
    const DatasetJobOutcome o = lastOutcome(ended);
    QVERIFY2(o.status == DatasetJobOutcome::Status::Succeeded, qPrintable(o.message));
    QVERIFY(a->actions().front()->isEnabled());

    // Progress counted the images: 23 found (one of them corrupt).
    bool counted = false;
    for (const auto& args : progress) {
      const auto p = args.at(0).value<DatasetJobProgress>();
      counted = counted || (p.unit == "images" && p.total == 23 && p.done > 0 && p.text().contains("23"));
    }
    QVERIFY(counted);

    // Listed, chosen and loaded.
    DatasetPanel* panel = w.dataPanel();
    QCOMPARE(panel->datasetName(), QString("cracks-skip"));
    QVERIFY(panel->entryText("cracks-skip").contains("22"));
    QVERIFY(test::waitForData(w));
    QCOMPARE(panel->dataset()->size(), std::int64_t{22});
    QCOMPARE(panel->dataset()->classes(), 2);
    QCOMPARE(panel->dataset()->sampleShape(), (Shape{1, 32, 32}));
    QVERIFY(!panel->isSynthetic());

    // The report: the planted file and why, the imbalance, the class counts, the ignored file.
    ImportReportDialog* report = a->reportDialog();
    QVERIFY(report && report->isVisible());
    const QString text = report->plainText();
    QVERIFY2(text.contains(QDir::toNativeSeparators(corrupt())), qPrintable(text));
    QVERIFY(text.contains("imbalanced"));
    QVERIFY(text.contains("Positive") && text.contains("14") && text.contains("Negative"));
    QVERIFY(text.contains("notes.txt"));
    QVERIFY(a->jobs()->bar()->text().contains("skipped"));
    QVERIFY(a->jobs()->bar()->reportButton()->isVisibleTo(a->jobs()->bar()));

    // It trains: one short epoch through the app's training worker.
    const RunPtr run = trainOneEpoch(w, "cracks-skip", 4);
    QVERIFY(run);
    QCOMPARE(run->epochs.size(), std::size_t{1});
    QVERIFY(!run->synthetic());
  }

  void failPolicyNamesTheFile() {
    MainWindow w;
    QVERIFY(test::waitForData(w));
    const QString before = w.dataPanel()->datasetName();
    DatasetActions* a = w.datasetActions();
    QSignalSpy ended(a->jobs(), &DatasetJobs::ended);
    QVERIFY(a->startImport(cracksRequest("cracks-fail", CorruptPolicy::Fail)) > 0);
    QVERIFY(ended.wait(kJobMs));
    DatasetJobOutcome o = lastOutcome(ended);
    QCOMPARE(o.status, DatasetJobOutcome::Status::Failed);
    QVERIFY2(o.message.contains(corrupt()), qPrintable(o.message));
    QVERIFY(a->messageBox() && a->messageBox()->isVisible());
    QVERIFY(a->messageBox()->informativeText().contains(corrupt()));
    QVERIFY(a->messageBox()->informativeText().contains("Skip them"));  // where the app's skip policy is
    QVERIFY(a->jobs()->bar()->text().contains("failed"));
    // Nothing kept, the page as it was, and the next job runs.
    QVERIFY(w.dataPanel()->entryText("cracks-fail").isEmpty());
    QCOMPARE(w.dataPanel()->datasetName(), before);

    ImportRequest missing = cracksRequest("nowhere", CorruptPolicy::Fail);
    missing.source = path("no-such-folder");
    QVERIFY(a->startImport(missing) > 0);
    QVERIFY(ended.wait(kJobMs));
    o = lastOutcome(ended);
    QCOMPARE(o.status, DatasetJobOutcome::Status::Failed);
    QVERIFY2(o.message.contains("does not exist"), qPrintable(o.message));
    QVERIFY(a->messageBox()->informativeText().contains("no-such-folder"));
  }

  void cancelStopsAnImport() {
    MainWindow w;
    w.show();
    w.showPage(MainWindow::Page::Data);
    QVERIFY(test::waitForData(w));
    DatasetActions* a = w.datasetActions();
    DatasetJobWorker* worker = a->jobs()->worker();
    // Holds the worker at its first progress report until Cancel was clicked: the import is
    // still running when the click lands, however fast this machine decodes.
    QSemaphore clicked;
    std::atomic<bool> held{false};
    const auto hold = QObject::connect(
        worker, &DatasetJobWorker::progressed, worker,
        [&](const DatasetJobProgress&) {
          if (!held.exchange(true)) clicked.acquire();
        },
        Qt::DirectConnection);
    QSignalSpy ended(a->jobs(), &DatasetJobs::ended);
    ImportRequest r = cracksRequest("cracks-cancel", CorruptPolicy::Skip);
    QVERIFY(a->startImport(r) > 0);
    QTRY_VERIFY_WITH_TIMEOUT(held.load(), kJobMs);
    QPushButton* cancel = a->jobs()->bar()->cancelButton();
    QVERIFY(cancel->isVisible() && cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(worker->isCancelRequested());
    QVERIFY(!cancel->isEnabled());  // says "Cancelling..." until the worker stops
    clicked.release();
    QVERIFY(ended.wait(kJobMs));
    QObject::disconnect(hold);
    const DatasetJobOutcome o = lastOutcome(ended);
    QCOMPARE(o.status, DatasetJobOutcome::Status::Cancelled);
    QVERIFY(a->jobs()->bar()->text().contains("cancelled"));
    QVERIFY(!a->messageBox() || !a->messageBox()->isVisible());  // a cancel is no error
    QVERIFY(!fs::exists(path("data/cracks-cancel/dataset.nnds")));
    QVERIFY(w.dataPanel()->entryText("cracks-cancel").isEmpty());
  }

  void standInIsLabelledSynthetic() {
    StandInDialog d;
    d.setStandIn("concrete-cracks");  // the real set's name finds its stand-in
    QCOMPARE(d.standIn(), QString("synthetic-cracks"));
    d.setSamples(40);
    d.setSeed(3);
    QCOMPARE(d.options().samples, std::int64_t{40});
    QCOMPARE(d.options().seed, std::uint64_t{3});

    MainWindow w;
    QVERIFY(test::waitForData(w));
    DatasetActions* a = w.datasetActions();
    QSignalSpy ended(a->jobs(), &DatasetJobs::ended);
    QVERIFY(a->startGenerate(d.standIn(), d.options()) > 0);
    // While its cache is being replaced the entry cannot be chosen.
    auto* combo = w.dataPanel()->findChild<QComboBox*>("datasetCombo");
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    QVERIFY(!(model->item(combo->findData("synthetic-cracks"))->flags() & Qt::ItemIsEnabled));
    QVERIFY(ended.wait(kJobMs));
    const DatasetJobOutcome o = lastOutcome(ended);
    QVERIFY2(o.status == DatasetJobOutcome::Status::Succeeded, qPrintable(o.message));
    QVERIFY(o.synthetic);
    QVERIFY(o.description.contains("(stand-in)"));
    QVERIFY(o.detail().contains("synthetic"));

    DatasetPanel* panel = w.dataPanel();
    QCOMPARE(panel->datasetName(), QString("synthetic-cracks"));
    QVERIFY(model->item(combo->findData("synthetic-cracks"))->flags() & Qt::ItemIsEnabled);
    QVERIFY(panel->entryText("synthetic-cracks").contains("synthetic stand-in"));
    QVERIFY(panel->entryText("synthetic-cracks").contains("40 images"));
    QVERIFY(test::waitForData(w));
    QVERIFY(panel->dataset()->synthetic);
    QCOMPARE(panel->dataset()->size(), std::int64_t{40});
    QVERIFY(panel->isSynthetic());
    QVERIFY(panel->aboutText().contains("Synthetic stand-in"));
    bool statusSays = false;
    for (QLabel* l : w.statusBar()->findChildren<QLabel*>()) statusSays = statusSays || l->text().contains("synthetic");
    QVERIFY(statusSays);

    // A run on it says so in the results and on the compare shelf, and its record carries the flag.
    const RunPtr run = trainOneEpoch(w, "synthetic-cracks", 8);
    QVERIFY(run);
    QVERIFY(run->record && run->record->dataset.synthetic);
    QVERIFY(run->synthetic());
    auto* shelfTable = w.trainingView()->shelf()->findChild<QTableWidget*>();
    bool shelfSays = false;
    for (int c = 0; c < shelfTable->columnCount(); ++c)
      shelfSays = shelfSays || shelfTable->item(0, c)->text() == "synthetic-cracks (synthetic)";
    QVERIFY(shelfSays);
    w.trainingView()->results()->setRun(run.get());
    QVERIFY(w.trainingView()->results()->summaryText().contains("synthetic stand-in"));
  }

  void downloadWithoutAnAddressSaysImportACopy() {
    DownloadDialog d(loadManifests(defaultManifestDir()));
    d.setDatasetName("concrete-cracks");
    QVERIFY2(d.problem().contains("Import a copy you have"), qPrintable(d.problem()));
    QVERIFY(!d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    d.setUrl("ftp://example.org/cracks.rar");
    QVERIFY(d.problem().contains("http"));
    d.setUrl("https://example.org/cracks.rar");
    QVERIFY(d.problem().isEmpty());
    QCOMPARE(d.request().url, std::string("https://example.org/cracks.rar"));
    d.setDatasetName("mnist");
    d.setUrl({});
    QVERIFY(d.problem().isEmpty());  // mnist has addresses

    MainWindow w;
    DatasetActions* a = w.datasetActions();
    DownloadRequest r;
    r.name = "concrete-cracks";
    QCOMPARE(a->startDownload(r), 0);  // nothing to try: no thread starts
    QVERIFY(!a->jobs()->isBusy());
    QVERIFY(a->messageBox() && a->messageBox()->isVisible());
    const QString message = a->messageBox()->informativeText();
    QVERIFY2(message.contains("Import a copy you have"), qPrintable(message));
    QVERIFY(message.contains("synthetic-cracks"));
    QVERIFY(a->jobs()->bar()->text().contains("Import a copy you have"));
  }

  void downloadChecksTheSha256AndImports() {
    QVERIFY(fetchSupport().http && fetchSupport().sha256 && fetchSupport().archive);
    // The fish set as its archive unpacks, 2 masks per class, zipped and served on loopback.
    test::makeFishTree(path("fishsrc"), 2);
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> entries;
    for (const auto& e : fs::recursive_directory_iterator(path("fishsrc")))
      if (e.is_regular_file()) entries.push_back({fs::relative(e.path(), path("fishsrc")).string(), test::readFile(e.path().string())});
    test::LoopbackServer server;
    server.files["fish.zip"] = test::makeZip(entries);
    const auto& zip = server.files["fish.zip"];

    MainWindow w;
    QVERIFY(test::waitForData(w));
    DatasetActions* a = w.datasetActions();
    QSignalSpy ended(a->jobs(), &DatasetJobs::ended);
    DownloadRequest r;
    r.name = "fish-masks";
    r.url = server.url("fish.zip");
    r.sha256 = std::string(64, '0');
    QVERIFY(a->startDownload(r) > 0);
    QVERIFY(ended.wait(kJobMs));
    DatasetJobOutcome o = lastOutcome(ended);
    QCOMPARE(o.status, DatasetJobOutcome::Status::Failed);
    QVERIFY2(o.message.contains("SHA-256"), qPrintable(o.message));
    QVERIFY(a->messageBox()->informativeText().contains("SHA-256"));
    QVERIFY(w.dataPanel()->entryText("fish-masks").contains("not imported"));

    // Nobody listening there: the reason, and what to do offline.
    r.url = "http://127.0.0.1:1/fish.zip";
    r.sha256.clear();
    QVERIFY(a->startDownload(r) > 0);
    QVERIFY(ended.wait(kJobMs));
    QCOMPARE(lastOutcome(ended).status, DatasetJobOutcome::Status::Failed);
    QVERIFY(a->messageBox()->informativeText().contains("offline"));

    r.url = server.url("fish.zip");
    r.sha256 = sha256Hex(zip.data(), zip.size());
    QVERIFY(a->startDownload(r) > 0);
    QVERIFY(ended.wait(kJobMs));
    o = lastOutcome(ended);
    QVERIFY2(o.status == DatasetJobOutcome::Status::Succeeded, qPrintable(o.message));
    QCOMPARE(o.files.size(), std::size_t{1});
    QCOMPARE(o.dataset, QString("fish-masks"));
    QCOMPARE(w.dataPanel()->datasetName(), QString("fish-masks"));
    QVERIFY(test::waitForData(w));
    QCOMPARE(w.dataPanel()->dataset()->classes(), 9);
    QCOMPARE(w.dataPanel()->dataset()->size(), std::int64_t{18});
    QVERIFY(a->reportDialog()->plainText().contains("verified"));
  }
};

QTEST_MAIN(DatasetsTest)
#include "test_gui_datasets.moc"

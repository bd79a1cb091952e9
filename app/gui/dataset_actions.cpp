#include "gui/dataset_actions.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

#include "widgets/dataset_job_bar.h"
#include "widgets/dataset_panel.h"
#include "widgets/download_dialog.h"
#include "widgets/import_dialog.h"
#include "widgets/import_report_dialog.h"
#include "widgets/standin_dialog.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

namespace {

// The manifests as they are now (a manifest file added while the app runs counts at once).
std::vector<DatasetManifest> currentManifests(QString* error) {
  try {
    return loadManifests(defaultManifestDir());
  } catch (const std::exception& e) {
    *error = errorText(e);
    return {};
  }
}

}  // namespace

DatasetActions::DatasetActions(DatasetPanel* panel, QWidget* window) : QObject(window), panel_(panel), window_(window) {
  jobs_ = new DatasetJobs(panel->jobBar(), this);
  importAct_ = new QAction(tr("&Import folder..."), this);
  importAct_->setObjectName("importDatasetAction");
  importAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
  importAct_->setStatusTip(tr("Import a folder or archive of images as a dataset: the concrete cracks, the fish masks, "
                              "or one sub-folder per class"));
  downloadAct_ = new QAction(tr("&Download..."), this);
  downloadAct_->setObjectName("downloadDatasetAction");
  downloadAct_->setStatusTip(tr("Download a dataset from its publisher, check its SHA-256 and import it"));
  generateAct_ = new QAction(tr("&Generate stand-in..."), this);
  generateAct_->setObjectName("generateStandInAction");
  generateAct_->setStatusTip(tr("Generate a synthetic stand-in with a real set's image shape and class count, to work "
                                "offline"));
  reloadAct_ = new QAction(tr("&Reload the list"), this);
  reloadAct_->setStatusTip(tr("Look for datasets again (after copying files into the data folder)"));
  for (QAction* a : actions()) a->setToolTip(a->statusTip());

  connect(importAct_, &QAction::triggered, this, [this] { openImportDialog(); });
  connect(downloadAct_, &QAction::triggered, this, &DatasetActions::openDownloadDialog);
  connect(generateAct_, &QAction::triggered, this, [this] { openGenerateDialog(); });
  connect(reloadAct_, &QAction::triggered, panel_, [this] { panel_->refresh(); });
  connect(jobs_, &DatasetJobs::busyChanged, this, &DatasetActions::updateActions);
  connect(jobs_, &DatasetJobs::ended, this, &DatasetActions::onEnded);
  connect(jobs_->bar(), &DatasetJobBar::reportRequested, this, [this] {
    if (lastReport_) showReport(*lastReport_);
  });
}

int DatasetActions::startImport(ImportRequest request) {
  if (request.name.empty()) {  // as the engine names it, so the job bar can say what comes
    const QFileInfo source(QDir::cleanPath(QString::fromStdString(request.source)));
    request.name = !request.manifest.empty() ? request.manifest
                   : source.isFile()         ? source.fileName().section(QLatin1Char('.'), 0, 0).toStdString()
                                             : source.fileName().toStdString();
  }
  return started(jobs_->startImport(request), QString::fromStdString(request.name));
}

int DatasetActions::startDownload(const DownloadRequest& request) {
  const QString name = QString::fromStdString(request.name);
  std::optional<DatasetManifest> manifest;
  try {
    manifest = findManifest(request.name, defaultManifestDir());
  } catch (const std::exception& e) {
    showMessage(tr("Cannot download %1").arg(name), errorText(e));
    return 0;
  }
  if (!manifest) {
    showMessage(tr("Cannot download %1").arg(name),
                tr("nnlab has no manifest named %1 (the files datasets/*.json say what can be downloaded).").arg(name));
    return 0;
  }
  // Said before any thread starts: there is nothing to try.
  if (const QString honest = DownloadDialog::noAddressMessage(*manifest); request.url.empty() && !honest.isEmpty()) {
    jobs_->bar()->finish(tr("No download address for %1").arg(name), honest, DatasetJobBar::Tone::Neutral, false);
    showMessage(tr("No download address for %1").arg(name), honest);
    return 0;
  }
  const std::string& target = request.importRequest.name.empty() ? request.name : request.importRequest.name;
  return started(jobs_->startDownload(request), QString::fromStdString(target));
}

int DatasetActions::startGenerate(const QString& standIn, const StandInOptions& options) {
  return started(jobs_->startGenerate(standIn, options), standIn);
}

int DatasetActions::started(int jobId, const QString& target) {
  if (jobId) panel_->setBusyName(target);
  return jobId;
}

void DatasetActions::openImportDialog(const QString& manifest) {
  QString error;
  const auto manifests = currentManifests(&error);
  if (!error.isEmpty()) showMessage(tr("A dataset manifest is broken"), error);
  QStringList existing;
  for (const DatasetInfo& d : listStoredDatasets()) existing << QString::fromStdString(d.name);
  ImportDialog dialog(manifests, existing, window_);
  dialog.setLayoutName(manifest);
  if (dialog.exec() == QDialog::Accepted) startImport(dialog.request());
}

void DatasetActions::openDownloadDialog() {
  QString error;
  const auto manifests = currentManifests(&error);
  if (!error.isEmpty()) showMessage(tr("A dataset manifest is broken"), error);
  DownloadDialog dialog(manifests, window_);
  const int choice = dialog.exec();
  const DatasetManifest* m = dialog.manifest();
  if (choice == QDialog::Accepted)
    startDownload(dialog.request());
  else if (choice == DownloadDialog::ImportInstead && m)
    openImportDialog(QString::fromStdString(m->name));
  else if (choice == DownloadDialog::StandInInstead && m)
    openGenerateDialog(QString::fromStdString(m->standIn));
}

void DatasetActions::openGenerateDialog(const QString& standIn) {
  StandInDialog dialog(window_);
  if (!standIn.isEmpty()) dialog.setStandIn(standIn);
  if (dialog.exec() == QDialog::Accepted) startGenerate(dialog.standIn(), dialog.options());
}

void DatasetActions::onEnded(const DatasetJobOutcome& outcome) {
  emit statusMessage(outcome.summary());
  // A new dataset is listed, chosen and loaded; otherwise the list only makes the entry the job
  // held choosable again.
  panel_->setBusyName({});
  panel_->refresh(outcome.status == DatasetJobOutcome::Status::Succeeded ? outcome.dataset : QString());
  switch (outcome.status) {
    case DatasetJobOutcome::Status::Succeeded:
      if (outcome.hasReport()) {
        lastReport_ = outcome;
        showReport(outcome);
      }
      break;
    case DatasetJobOutcome::Status::Failed: {
      QString text = outcome.message;
      // The engine names the nnlab-cli option; say where the same choice is in the app.
      if (outcome.kind == DatasetJobOutcome::Kind::Import && text.startsWith(QLatin1String("cannot import ")))
        text += QStringLiteral("\n\n") + tr("To import the readable images and list the others, import again and choose "
                                            "“Skip them and list them in the report”.");
      if (outcome.kind == DatasetJobOutcome::Kind::Download)
        text += QStringLiteral("\n\n") + tr("If this computer is offline: import a copy you have (Import folder...) or "
                                            "generate a stand-in (Generate stand-in...).");
      showMessage(outcome.headline(), text);
      break;
    }
    case DatasetJobOutcome::Status::Cancelled:
      break;  // the job bar says so; nothing else changed
  }
}

void DatasetActions::showReport(const DatasetJobOutcome& outcome) {
  if (!report_) report_ = new ImportReportDialog(window_);
  report_->setOutcome(outcome);
  report_->show();
  report_->raise();
}

void DatasetActions::showMessage(const QString& title, const QString& text) {
  if (!message_) {
    message_ = new QMessageBox(QMessageBox::Warning, tr("nnlab"), QString(), QMessageBox::Ok, window_);
    message_->setTextFormat(Qt::PlainText);
    message_->setWindowModality(Qt::WindowModal);
    // Paths and reasons are long: a message box as narrow as Qt makes it wraps them word by word.
    message_->setStyleSheet(QStringLiteral("QLabel#qt_msgbox_informativelabel { min-width: 32em; }"));
  }
  message_->setText(title);
  message_->setInformativeText(text);
  message_->open();  // not exec(): the window keeps running (and the tests with it)
}

void DatasetActions::updateActions() {
  const bool idle = !jobs_->isBusy();
  for (QAction* a : actions()) a->setEnabled(idle);
}

}  // namespace nnlab::gui

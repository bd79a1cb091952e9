#pragma once
// The Data menu and the data page's buttons: Import folder..., Download..., Generate
// stand-in... Each opens its dialog and hands the request to DatasetJobs, which runs it off the
// GUI thread. When a job ends the dataset list is read again and the new dataset chosen, the
// import report appears (non-modal), and a failure is explained in a message box (opened, not
// exec()'d). startImport()/startDownload()/startGenerate() are what the dialogs' OK does, and
// what the tests call.
#include <QObject>
#include <optional>

#include "gui/dataset_jobs.h"

class QAction;
class QMessageBox;
class QWidget;

namespace nnlab::gui {

class DatasetPanel;
class ImportReportDialog;

class DatasetActions : public QObject {
  Q_OBJECT
 public:
  DatasetActions(DatasetPanel* panel, QWidget* window);

  QList<QAction*> actions() const { return {importAct_, downloadAct_, generateAct_}; }
  QAction* reloadAction() const { return reloadAct_; }
  DatasetJobs* jobs() const { return jobs_; }

  // Start a job (0 when one is running or the request cannot work, with a message saying why).
  int startImport(ImportRequest request);
  int startDownload(const DownloadRequest& request);
  int startGenerate(const QString& standIn, const StandInOptions& options);

  ImportReportDialog* reportDialog() const { return report_; }  // null until a report was shown
  QMessageBox* messageBox() const { return message_; }          // null until a message was shown

 Q_SIGNALS:
  void statusMessage(const QString& text);

 private:
  void openImportDialog(const QString& manifest = {});
  void openDownloadDialog();
  void openGenerateDialog(const QString& standIn = {});
  void onEnded(const DatasetJobOutcome& outcome);
  void showReport(const DatasetJobOutcome& outcome);
  void showMessage(const QString& title, const QString& text);
  void updateActions();
  int started(int jobId, const QString& target);  // marks the dataset the job writes as busy

  DatasetPanel* panel_;
  QWidget* window_;
  DatasetJobs* jobs_ = nullptr;
  QAction* importAct_ = nullptr;
  QAction* downloadAct_ = nullptr;
  QAction* generateAct_ = nullptr;
  QAction* reloadAct_ = nullptr;
  ImportReportDialog* report_ = nullptr;  // children of the window, kept and reused
  QMessageBox* message_ = nullptr;
  std::optional<DatasetJobOutcome> lastReport_;
};

}  // namespace nnlab::gui

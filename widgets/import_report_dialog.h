#pragma once
// The report of an import, or of a download that imported: what came in, images per class
// with a warning when the classes are imbalanced, the unreadable images skipped with their
// reasons, class folders without images, files that are not images, the downloaded files with
// their checksums, and where the cache is. Non-modal, so it can stay open beside the data page.
#include <QDialog>

#include "widgets/dataset_job.h"

class QTextBrowser;

namespace nnlab::gui {

class ImportReportDialog : public QDialog {
  Q_OBJECT
 public:
  explicit ImportReportDialog(QWidget* parent = nullptr);
  void setOutcome(const DatasetJobOutcome& outcome);
  QString plainText() const;
  static QString reportHtml(const DatasetJobOutcome& outcome);

 private:
  QTextBrowser* text_ = nullptr;
};

}  // namespace nnlab::gui

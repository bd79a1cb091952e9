#pragma once
// The study report before it is saved: its pages as they will print (QPrintPreviewWidget draws
// the same painting as the PDF), and Save as PDF / Save as HTML. The document is made by the
// engine (experiment/report.h); the owner opens this dialog with it.
#include <QDialog>

#include "experiment/report.h"

class QLabel;
class QPrinter;
class QPrintPreviewWidget;
class QPushButton;

namespace nnlab::gui {

class ReportPreview : public QDialog {
  Q_OBJECT
 public:
  explicit ReportPreview(ReportDocument doc, QWidget* parent = nullptr);
  ~ReportPreview() override;

  const ReportDocument& document() const { return doc_; }
  QPrintPreviewWidget* preview() const { return preview_; }
  QPushButton* savePdfButton() const { return savePdf_; }
  QPushButton* saveHtmlButton() const { return saveHtml_; }
  // Writes the report (.pdf or .html by the suffix); false with the message shown in the dialog.
  bool saveTo(const QString& path);

 signals:
  void saved(const QString& path);

 private:
  void askAndSave(const QString& suffix);

  ReportDocument doc_;
  std::unique_ptr<QPrinter> printer_;
  QPrintPreviewWidget* preview_ = nullptr;
  QLabel* status_ = nullptr;
  QPushButton* savePdf_ = nullptr;
  QPushButton* saveHtml_ = nullptr;
};

}  // namespace nnlab::gui

#pragma once
// The data page's strip for a dataset job (import, download, stand-in): what it does, a
// progress bar with images or bytes done, and Cancel; when the job ends, one line saying what
// happened (green, red or neutral), "Show report" when there is one, and a close button. It only
// displays: the app's DatasetJobs feeds it and listens to its buttons.
#include <QFrame>

#include "widgets/dataset_job.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace nnlab::gui {

class DatasetJobBar : public QFrame {
  Q_OBJECT
 public:
  enum class Tone { Success, Failure, Neutral };

  explicit DatasetJobBar(QWidget* parent = nullptr);

  void start(const QString& title);  // shows the bar, busy until the first progress
  void setProgress(const DatasetJobProgress& p);
  // The result line (also for messages that need no job, such as "no download address").
  void finish(const QString& title, const QString& text, Tone tone, bool canShowReport);
  bool isRunning() const { return running_; }
  // Everything the strip says now (title, progress line or result), for tests and tooltips.
  QString text() const;
  QProgressBar* progressBar() const { return bar_; }
  QPushButton* cancelButton() const { return cancel_; }
  QPushButton* reportButton() const { return report_; }

 Q_SIGNALS:
  void cancelRequested();
  void reportRequested();

 private:
  QLabel* title_ = nullptr;
  QLabel* detail_ = nullptr;
  QProgressBar* bar_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QPushButton* report_ = nullptr;
  QToolButton* close_ = nullptr;
  bool running_ = false;
};

}  // namespace nnlab::gui

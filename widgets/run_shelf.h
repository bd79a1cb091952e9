#pragma once
// The compare shelf: every run of this session, with what it was (model, data, device,
// precision, batch) and what it measured (times, throughput, test accuracy). Ticking "overlay"
// draws a run on the training charts beside the current one; "Show" makes it the current one.
#include <QWidget>

#include "widgets/run_data.h"

class QLabel;
class QTableWidget;
class QPushButton;

namespace nnlab::gui {

class RunShelf : public QWidget {
  Q_OBJECT
 public:
  explicit RunShelf(QWidget* parent = nullptr);

  // Adds a row for a new run or updates the row of a known one.
  void updateRun(const RunData& run);
  QList<int> overlaidRunIds() const;
  void setOverlaid(int runId, bool on);
  int selectedRunId() const;  // 0 when none
  int rowCount() const;
  QTableWidget* table() const { return table_; }
  QPushButton* showButton() const { return show_; }

 signals:
  void overlaysChanged();
  void showRequested(int runId);
  void exportChartsRequested(int runId);
  void saveRecordRequested(int runId);

 private:
  int rowOf(int runId) const;
  void updateButtons();

  QLabel* hint_ = nullptr;
  QTableWidget* table_ = nullptr;
  QPushButton* show_ = nullptr;
  QPushButton* exportCharts_ = nullptr;
  QPushButton* saveRecord_ = nullptr;
  QPushButton* clear_ = nullptr;
};

}  // namespace nnlab::gui

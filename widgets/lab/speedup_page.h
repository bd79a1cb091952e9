#pragma once
// The Speedup page: the CPU-vs-GPU speedup the app is named for. Compare devices (one button: the
// current experiment on every device mode of this machine, against cpu-reference), or choose any
// stored sweep (each cell a point) or the runs ticked on the History page, and a baseline among
// them. A table and the charts: speedup per phase with error bars, the ideal, and the Amdahl view
// for runs on several devices. The numbers are the engine's (speedup.h); the run itself is the
// app's (the sweep controller), asked for with compareDevicesRequested.
#include <QWidget>
#include <memory>

#include "experiment/history_store.h"
#include "experiment/report.h"
#include "experiment/speedup.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace nnlab::gui {

class AmdahlChart;
class EnergyChart;
class SpeedupChart;

class SpeedupPage : public QWidget {
  Q_OBJECT
 public:
  explicit SpeedupPage(QWidget* parent = nullptr);

  void setStore(std::shared_ptr<HistoryStore> store);
  // The runs ticked on the History page (a source of its own).
  void setTickedRuns(const QList<qint64>& ids);
  void refresh();                        // the sources from the history, the shown one recomputed
  void showSweep(const QString& uid);    // a stored sweep as the source (compare-devices' too)
  void setBusy(bool busy, const QString& text = {});

  const SpeedupReport* report() const { return report_.get(); }
  SpeedupChart* chart() const { return chart_; }
  AmdahlChart* amdahl() const { return amdahl_; }
  EnergyChart* energy() const { return energy_; }  // shown when the compared runs measured energy
  QTableWidget* table() const { return table_; }
  QComboBox* sourceBox() const { return source_; }
  QComboBox* baselineBox() const { return baseline_; }
  QPushButton* compareDevicesButton() const { return compare_; }
  QPushButton* stopButton() const { return stop_; }
  QPushButton* reportButton() const { return reportButton_; }

 signals:
  void compareDevicesRequested(int epochs, int repeats);
  void stopRequested();  // stop the comparison after the run in progress
  // Report... : the shown comparison (a device comparison, or the ticked runs) as a study report.
  void reportRequested(const nnlab::ReportSelection& selection);
  void statusMessage(const QString& text);

 private:
  void loadSource();
  void recompute();
  void fillTable();

  std::shared_ptr<HistoryStore> store_;
  QList<qint64> ticked_;
  std::vector<RunGroup> groups_;
  std::unique_ptr<SpeedupReport> report_;
  QComboBox* source_ = nullptr;
  QComboBox* baseline_ = nullptr;
  QSpinBox* epochs_ = nullptr;
  QSpinBox* repeats_ = nullptr;
  QPushButton* compare_ = nullptr;
  QPushButton* stop_ = nullptr;
  QPushButton* reportButton_ = nullptr;
  bool stopping_ = false;
  QLabel* status_ = nullptr;
  QTableWidget* table_ = nullptr;
  SpeedupChart* chart_ = nullptr;
  AmdahlChart* amdahl_ = nullptr;
  EnergyChart* energy_ = nullptr;
};

}  // namespace nnlab::gui

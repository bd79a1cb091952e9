#pragma once
// The main window: four pages (model, data, device and training settings, training), menus,
// toolbar and status bar. The work is done by the pages (widgets/) and by small controllers:
// ModelFiles (open/save/presets/recent), TrainingController (worker thread, runs),
// ChartExporter (File > Export), DatasetActions (the Data menu: import, download, stand-ins,
// on their own worker thread). The window wires them and decides when Train is possible.
#include <QMainWindow>
#include <memory>

#include "experiment/experiment_spec.h"
#include "experiment/history_store.h"
#include "experiment/report.h"

class QAction;
class QLabel;
class QMenu;
class QTabWidget;

namespace nnlab::gui {

class ChartExporter;
class DatasetActions;
class DatasetPanel;
class DevicePanel;
class HistoryView;
class SweepController;
class SweepPage;
class SpeedupPage;
class HardwarePage;
class HardwareController;
class HyperParamsPanel;
class ModelDesigner;
class ModelFiles;
class TrainingController;
class TrainingView;
class ViewActions;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  enum class Page { Designer, Data, Devices, Train, History, Sweeps, Speedup, Hardware };

  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // The experiment the settings on the pages describe.
  ExperimentSpec currentSpec() const;
  // Puts an experiment's settings on the pages (model, dataset, split, seed, device, training).
  // Settings no page shows (dtype, layout, determinism, checkpoints) are kept for currentSpec().
  // Returns why the spec's device cannot be used here (then the page keeps another), or empty.
  QString applySpec(const ExperimentSpec& spec);
  // Opens an experiment spec or a run record (JSON) as File > Open experiment does; false with a
  // message box when it cannot.
  bool openFile(const QString& path);
  // What File > Save experiment writes (currentSpec() as JSON); false when the file cannot be written.
  bool saveExperimentTo(const QString& path) const;
  // The history file: opened at start (Preferences or $NNLAB_HISTORY, else the default path). A file
  // that is not a usable history is left untouched; the History page says why and offers another.
  void openHistory(const QString& path);
  const std::shared_ptr<HistoryStore>& historyStore() const { return store_; }
  QString historyProblem() const { return historyProblem_; }
  // Shows runs of the history on the Training page: one as the current run, the others overlaid.
  void openRuns(const QList<qint64>& historyIds);
  // Why Train is disabled; empty when it is enabled.
  QString trainBlockedReason() const;
  bool train();  // what the Train action does; false when it is not possible now
  void stop();

  void showPage(Page page);
  Page currentPage() const;
  ModelDesigner* designer() const { return designer_; }
  DatasetPanel* dataPanel() const { return data_; }
  DevicePanel* devicePanel() const { return device_; }
  HyperParamsPanel* hyperParams() const { return hyper_; }
  TrainingView* trainingView() const { return trainingView_; }
  HistoryView* historyView() const { return history_; }
  SweepPage* sweepPage() const { return sweepPage_; }
  SweepController* sweeps() const { return sweeps_; }
  SpeedupPage* speedupPage() const { return speedupPage_; }
  HardwarePage* hardwarePage() const { return hardwarePage_; }
  HardwareController* hardware() const { return hardware_; }
  // The teacher's demo: the current experiment on every device mode, then the speedup chart.
  bool compareDevices(int epochs, int repeats);
  TrainingController* training() const { return training_; }
  ModelFiles* modelFiles() const { return files_; }
  ChartExporter* exporter() const { return exporter_; }
  DatasetActions* datasetActions() const { return datasets_; }
  ViewActions* viewActions() const { return viewActions_; }
  QAction* trainAction() const { return trainAct_; }
  QAction* stopAction() const { return stopAct_; }
  // A study report of a selection (History, Sweeps, Speedup): made from the history, shown in a
  // preview that saves it as PDF or HTML; a selection that cannot make one says why.
  void openReport(const ReportSelection& selection);

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void createActions();  // main_window_actions.cpp
  void createMenus();
  void createToolBar();
  void createStatusBar();
  void updateTrainState();
  void updateTitle();
  void updateStatus();
  void saveSession() const;
  void restoreSession();
  void openExperiment();
  void chooseHistoryFile();
  void saveExperiment();
  void showPreferences();
  void showGuide();
  void showAbout();

  QTabWidget* tabs_ = nullptr;
  ModelDesigner* designer_ = nullptr;
  DatasetPanel* data_ = nullptr;
  DevicePanel* device_ = nullptr;
  HyperParamsPanel* hyper_ = nullptr;
  TrainingView* trainingView_ = nullptr;
  HistoryView* history_ = nullptr;
  SweepPage* sweepPage_ = nullptr;
  SweepController* sweeps_ = nullptr;
  SpeedupPage* speedupPage_ = nullptr;
  HardwarePage* hardwarePage_ = nullptr;
  HardwareController* hardware_ = nullptr;
  QString compareUid_;  // the compare-devices sweep in progress
  TrainingController* training_ = nullptr;
  std::shared_ptr<HistoryStore> store_;
  QString historyProblem_;
  ExperimentSpec base_ = ExperimentSpec::defaults();  // what the pages do not show comes from here
  ModelFiles* files_ = nullptr;
  ChartExporter* exporter_ = nullptr;
  DatasetActions* datasets_ = nullptr;
  ViewActions* viewActions_ = nullptr;

  QAction* trainAct_ = nullptr;
  QAction* stopAct_ = nullptr;
  QAction* quitAct_ = nullptr;
  QAction* openExperimentAct_ = nullptr;
  QAction* saveExperimentAct_ = nullptr;
  QAction* preferencesAct_ = nullptr;
  QAction* fullScreenAct_ = nullptr;
  QList<QAction*> pageActs_;
  QLabel* deviceStatus_ = nullptr;
  QLabel* dataStatus_ = nullptr;
  QLabel* runStatus_ = nullptr;
};

}  // namespace nnlab::gui

#pragma once
// The main window: four pages (model, data, device and training settings, training), menus,
// toolbar and status bar. The work is done by the pages (widgets/) and by small controllers:
// ModelFiles (open/save/presets/recent), TrainingController (worker thread, runs),
// ChartExporter (File > Export), DatasetActions (the Data menu: import, download, stand-ins,
// on their own worker thread). The window wires them and decides when Train is possible.
#include <QMainWindow>

#include "experiment/experiment_spec.h"

class QAction;
class QLabel;
class QMenu;
class QTabWidget;

namespace nnlab::gui {

class ChartExporter;
class DatasetActions;
class DatasetPanel;
class DevicePanel;
class HyperParamsPanel;
class ModelDesigner;
class ModelFiles;
class TrainingController;
class TrainingView;
class ViewActions;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  enum class Page { Designer, Data, Devices, Train };

  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // The experiment the settings on the pages describe.
  ExperimentSpec currentSpec() const;
  // Puts an experiment's settings on the pages (model, dataset, split, seed, device, training).
  void applySpec(const ExperimentSpec& spec);
  // Why Train is disabled; empty when it is enabled.
  QString trainBlockedReason() const;
  bool train();  // what the Train action does; false when it is not possible now
  void stop();

  void showPage(Page page);
  ModelDesigner* designer() const { return designer_; }
  DatasetPanel* dataPanel() const { return data_; }
  DevicePanel* devicePanel() const { return device_; }
  HyperParamsPanel* hyperParams() const { return hyper_; }
  TrainingView* trainingView() const { return trainingView_; }
  TrainingController* training() const { return training_; }
  ModelFiles* modelFiles() const { return files_; }
  ChartExporter* exporter() const { return exporter_; }
  DatasetActions* datasetActions() const { return datasets_; }
  ViewActions* viewActions() const { return viewActions_; }
  QAction* trainAction() const { return trainAct_; }
  QAction* stopAction() const { return stopAct_; }

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
  TrainingController* training_ = nullptr;
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

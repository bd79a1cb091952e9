#include "gui/main_window.h"

#include <QAction>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

#include "gui/chart_exporter.h"
#include "gui/dataset_actions.h"
#include "gui/model_files.h"
#include "gui/training_controller.h"
#include "gui/view_actions.h"
#include "nn/model_spec.h"
#include "widgets/dataset_entries.h"
#include "widgets/dataset_panel.h"
#include "widgets/device_panel.h"
#include "widgets/hyper_params_panel.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"
#include "widgets/training_view.h"

namespace nnlab::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName("MainWindow");
  setWindowIcon(QIcon(":/icons/nnlab.svg"));
  tabs_ = new QTabWidget(this);
  tabs_->setDocumentMode(true);
  designer_ = new ModelDesigner(tabs_);
  data_ = new DatasetPanel(tabs_);

  // Device modes and hyper-parameters side by side, scrollable on a small screen.
  auto* devicePage = new QWidget;
  auto* row = new QHBoxLayout(devicePage);
  device_ = new DevicePanel(devicePage);
  hyper_ = new HyperParamsPanel(devicePage);
  row->addWidget(device_, 3);
  row->addWidget(hyper_, 2);
  auto* deviceScroll = new QScrollArea(tabs_);
  deviceScroll->setWidget(devicePage);
  deviceScroll->setWidgetResizable(true);
  deviceScroll->setFrameShape(QFrame::NoFrame);

  trainingView_ = new TrainingView(tabs_);
  // Speed-up, hardware, energy and sweep views come as further tabs after these.
  tabs_->addTab(designer_, tr("&1 Model"));
  tabs_->addTab(data_, tr("&2 Data"));
  tabs_->addTab(deviceScroll, tr("&3 Device and training"));
  tabs_->addTab(trainingView_, tr("&4 Training"));
  setCentralWidget(tabs_);

  training_ = new TrainingController(trainingView_, this);
  files_ = new ModelFiles(designer_, this);
  exporter_ = new ChartExporter(trainingView_, training_, data_, this);
  datasets_ = new DatasetActions(data_, this);
  data_->addDataActions(datasets_->actions());

  viewActions_ = new ViewActions(this);  // presentation mode and zoom (View menu)
  connect(viewActions_, &ViewActions::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 3000); });
  createActions();
  createMenus();
  createToolBar();
  createStatusBar();

  connect(designer_, &ModelDesigner::validityChanged, this, [this] {
    const ModelSpec& spec = designer_->document()->spec();
    data_->setModelInput(spec.input, designer_->problem());
    updateTrainState();
  });
  connect(data_, &DatasetPanel::dataContextChanged, designer_->document(), &ModelDocument::setDataContext);
  connect(data_, &DatasetPanel::changed, this, &MainWindow::updateTrainState);
  connect(device_, &DevicePanel::changed, this, &MainWindow::updateTrainState);
  connect(hyper_, &HyperParamsPanel::changed, this, &MainWindow::updateTrainState);
  connect(training_, &TrainingController::runningChanged, this, &MainWindow::updateTrainState);
  connect(training_, &TrainingController::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
  connect(files_, &ModelFiles::changed, this, &MainWindow::updateTitle);
  connect(files_, &ModelFiles::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
  connect(exporter_, &ChartExporter::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
  connect(datasets_, &DatasetActions::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
  connect(designer_->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateTitle);

  restoreSession();
  updateTrainState();
  updateTitle();
}

MainWindow::~MainWindow() {
  // Qt destroys the children after this class's part is gone, and some emit as they go (an undo
  // stack clears itself, models reset): cut every connection into this window first, or such a
  // signal would call a member of a half-destroyed object (UBSan caught it).
  for (QObject* child : findChildren<QObject*>()) QObject::disconnect(child, nullptr, this, nullptr);
}

ExperimentSpec MainWindow::currentSpec() const {
  ExperimentSpec s;
  s.model = designer_->document()->spec();
  if (s.model.name.empty()) s.model.name = "untitled";
  s.dataset = data_->datasetName().toStdString();
  s.name = s.model.name + "-" + s.dataset;
  s.split = data_->split();
  s.backend = device_->backendName().toStdString();
  s.threads = s.backend == "cpu-blas" ? device_->threads() : 0;
  s.train = hyper_->config();
  s.train.seed = data_->seed();
  s.train.precision = device_->precision();
  s.train.graphs = device_->graphs();
  return s;
}

void MainWindow::applySpec(const ExperimentSpec& spec) {
  designer_->loadSpec(spec.model, tr("Load experiment %1").arg(QString::fromStdString(spec.name)));
  data_->setDatasetName(QString::fromStdString(spec.dataset));
  data_->setSplit(spec.split);
  data_->setSeed(spec.train.seed);
  device_->setBackend(QString::fromStdString(spec.backend), spec.threads, spec.train.precision, spec.train.graphs);
  hyper_->setConfig(spec.train);
}

QString MainWindow::trainBlockedReason() const {
  if (training_->isRunning()) return tr("a run is in progress");
  if (QString p = designer_->problem(); !p.isEmpty()) return tr("the model: %1").arg(p);
  if (QString p = data_->problem(); !p.isEmpty()) return p;
  if (QString p = device_->problem(); !p.isEmpty()) return p;
  if (QString p = hyper_->problem(); !p.isEmpty()) return p;
  return {};
}

void MainWindow::updateTrainState() {
  const QString reason = trainBlockedReason();
  const bool running = training_->isRunning();
  trainAct_->setEnabled(reason.isEmpty());
  trainAct_->setToolTip(reason.isEmpty() ? tr("Train this model on the chosen data and device (Ctrl+R)")
                                         : tr("Train is not possible: %1").arg(reason));
  stopAct_->setEnabled(running);
  trainingView_->setBlockedReason(running ? QString() : reason);
  updateStatus();
}

bool MainWindow::train() {
  if (!trainBlockedReason().isEmpty()) return false;
  showPage(Page::Train);
  return training_->start(currentSpec()) != 0;
}

void MainWindow::stop() { training_->stop(); }

void MainWindow::showPage(Page page) { tabs_->setCurrentIndex(static_cast<int>(page)); }

void MainWindow::updateTitle() {
  setWindowTitle(tr("%1[*] — nnlab").arg(files_->displayName()));
  setWindowModified(files_->isModified());
}

void MainWindow::updateStatus() {
  deviceStatus_->setText(tr("Device: %1").arg(device_->summary()));
  const auto data = data_->dataset();
  if (data && data->synthetic)
    dataStatus_->setText(tr("Data: %1 (%2, synthetic)").arg(data_->datasetName(), DatasetEntries::sizeText(data->sampleShape())));
  else
    dataStatus_->setText(data ? tr("Data: %1 (%2)").arg(data_->datasetName(), DatasetEntries::sizeText(data->sampleShape()))
                              : tr("Data: %1").arg(data_->isLoading() ? tr("loading...") : tr("none")));
  if (training_->isRunning())
    runStatus_->setText(tr("Training..."));
  else
    runStatus_->setText(trainBlockedReason().isEmpty() ? tr("Ready to train") : tr("Not ready"));
  runStatus_->setToolTip(trainBlockedReason());
}

void MainWindow::saveSession() const {
  QSettings s;
  s.setValue("window/geometry", saveGeometry());
  s.setValue("window/state", saveState());
  s.setValue("window/page", tabs_->currentIndex());
  s.setValue("session/experiment", QString::fromStdString(currentSpec().toJson().dump()));
  s.setValue("session/modelPath", files_->currentPath());
}

void MainWindow::restoreSession() {
  QSettings s;
  if (!restoreGeometry(s.value("window/geometry").toByteArray())) resize(1280, 800);
  restoreState(s.value("window/state").toByteArray());
  tabs_->setCurrentIndex(s.value("window/page", 0).toInt());
  // The last session's experiment; a fresh start gets LeNet-5 on MNIST.
  const QString saved = s.value("session/experiment").toString();
  try {
    if (saved.isEmpty()) throw std::runtime_error("no saved session");
    applySpec(ExperimentSpec::fromJson(nlohmann::json::parse(saved.toStdString())));
  } catch (const std::exception&) {
    try {
      designer_->loadSpec(loadModelSpec("lenet5"), tr("Load preset lenet5"));
    } catch (const std::exception&) {
    }
  }
  designer_->undoStack()->clear();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!files_->maybeSave()) {
    event->ignore();
    return;
  }
  saveSession();
  if (training_->isRunning()) training_->stop();  // the controller waits for the batch to end
  datasets_->jobs()->cancel();                    // an import stops at its next image
  event->accept();
}

}  // namespace nnlab::gui

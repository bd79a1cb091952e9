#include "gui/main_window.h"

#include "core/error.h"

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
#include "gui/hardware_controller.h"
#include "gui/model_files.h"
#include "gui/training_controller.h"
#include "gui/view_actions.h"
#include "widgets/reflow_splitter.h"
#include "nn/model_spec.h"
#include "widgets/dataset_entries.h"
#include "widgets/dataset_panel.h"
#include "widgets/device_panel.h"
#include "widgets/pipeline_box.h"
#include "backends/backend_factory.h"
#include "gui/app_settings.h"
#include "widgets/hyper_params_panel.h"
#include "core/format.h"
#include "experiment/compare_devices.h"
#include "gui/sweep_controller.h"
#include "widgets/lab/history_model.h"
#include "widgets/lab/speedup_page.h"
#include "widgets/lab/hardware_page.h"
#include "widgets/lab/history_view.h"
#include "widgets/lab/sweep_editor.h"
#include "widgets/lab/sweep_page.h"
#include "widgets/run_shelf.h"
#include "widgets/layer_table_model.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"
#include "widgets/training_view.h"
#include "widgets/number_text.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName("MainWindow");
  setWindowIcon(QIcon(":/icons/nnlab.svg"));
  tabs_ = new QTabWidget(this);
  tabs_->setDocumentMode(true);
  designer_ = new ModelDesigner;
  data_ = new DatasetPanel;

  // Device modes and hyper-parameters side by side, one above the other when the width runs out.
  auto* devicePage = new ReflowSplitter;
  device_ = new DevicePanel(devicePage);
  hyper_ = new HyperParamsPanel(devicePage);
  devicePage->addWidget(device_);
  devicePage->addWidget(hyper_);
  devicePage->setStretchFactor(0, 3);
  devicePage->setStretchFactor(1, 2);

  trainingView_ = new TrainingView;
  history_ = new HistoryView;
  sweepPage_ = new SweepPage;
  speedupPage_ = new SpeedupPage;
  hardwarePage_ = new HardwarePage;
  // Every page scrolls rather than forcing the window larger than the screen (a large zoom,
  // presentation mode, a small projector); the pages reflow first (ReflowSplitter, FlowLayout),
  // so at 100 % to 200 % on 1280x800 a scroll bar is the exception.
  auto scrolled = [this](QWidget* page) {
    auto* area = new QScrollArea(tabs_);
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
  };
  tabs_->addTab(scrolled(designer_), tr("&1 Model"));
  tabs_->addTab(scrolled(data_), tr("&2 Data"));
  tabs_->addTab(scrolled(devicePage), tr("&3 Device and training"));
  tabs_->addTab(scrolled(trainingView_), tr("&4 Training"));
  tabs_->addTab(scrolled(history_), tr("&5 History"));
  tabs_->addTab(scrolled(sweepPage_), tr("&6 Sweeps"));
  tabs_->addTab(scrolled(speedupPage_), tr("&7 Speedup"));
  tabs_->addTab(scrolled(hardwarePage_), tr("&8 Hardware"));
  setCentralWidget(tabs_);

  training_ = new TrainingController(trainingView_, this);
  sweeps_ = new SweepController(sweepPage_, this);
  sweeps_->setBlocker([this] { return training_->isRunning() ? tr("a training run is in progress") : QString(); });
  hardware_ = new HardwareController(hardwarePage_, this);
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
  // A stage begun (or joined) from the Model page's row menu: the Device page's split follows.
  connect(designer_, &ModelDesigner::stageStartToggled, this, [this](int row) {
    device_->pipelineBox()->toggleStageStart(row);
    updateTrainState();
    const PipelineSpec p = device_->pipeline();
    statusBar()->showMessage(p.enabled() ? tr("The model is split into %n stage(s) (Device page: Split the model)", nullptr,
                                              static_cast<int>(device_->pipelineBox()->plannedStarts().size()))
                                         : tr("The model is no longer split"),
                             6000);
  });
  // The Hardware page's rooflines show the current model's layers.
  auto modelToHardware = [this] {
    const ModelSpec& spec = designer_->document()->spec();
    const auto data = data_->dataset();
    const std::optional<Shape> input = spec.input ? spec.input : data ? std::optional<Shape>(data->sampleShape()) : std::nullopt;
    const int classes = spec.classes > 0 ? spec.classes : data ? data->classes() : 10;
    // What if: an epoch of the dataset's training split.
    if (data) hardwarePage_->setTrainSamples(static_cast<std::int64_t>(double(data->size()) * data_->split()[0] / 100.0));
    if (designer_->problem().isEmpty() && input) hardwarePage_->setModel(spec, *input, classes);
  };
  connect(designer_, &ModelDesigner::validityChanged, this, modelToHardware);
  connect(data_, &DatasetPanel::changed, this, modelToHardware);
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
  connect(training_, &TrainingController::historyChanged, history_, &HistoryView::refresh);
  connect(training_, &TrainingController::historyChanged, hardware_, &HardwareController::showRuns);
  connect(sweeps_, &SweepController::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 10000); });
  connect(sweeps_, &SweepController::runningChanged, this, [this](bool running) {
    updateTrainState();
    history_->refresh();
    if (!running) hardware_->showRuns();  // the sweep's runs beside their predictions
  });
  connect(hardware_, &HardwareController::runningChanged, this, &MainWindow::updateTrainState);
  connect(hardware_, &HardwareController::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 10000); });
  connect(speedupPage_, &SpeedupPage::compareDevicesRequested, this, &MainWindow::compareDevices);
  connect(speedupPage_, &SpeedupPage::stopRequested, this, [this] {
    if (!compareUid_.isEmpty()) sweeps_->stop();
  });
  connect(sweepPage_, &SweepPage::templateChosen, this, [this](const nlohmann::json& base, const QString& name) {
    try {
      const QString problem = applySpec(ExperimentSpec::fromJson(base, "study template"));
      sweepPage_->editor()->setBase(currentSpec());
      statusBar()->showMessage(problem.isEmpty() ? tr("Study template: %1").arg(name) : problem, 8000);
    } catch (const std::exception& e) {
      statusBar()->showMessage(errorText(e), 8000);
    }
  });
  connect(speedupPage_, &SpeedupPage::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
  connect(history_->model(), &HistoryModel::ticksChanged, this,
          [this] { speedupPage_->setTickedRuns(history_->model()->tickedIds()); });
  connect(sweeps_, &SweepController::progressed, this, [this](int done, int total, double eta, const QString& text) {
    if (!compareUid_.isEmpty())
      speedupPage_->setBusy(true, tr("Comparing devices: %1 of %2 runs (%3)%4")
                                      .arg(done)
                                      .arg(total)
                                      .arg(text)
                                      .arg(eta >= 0 ? tr(", about %1 left").arg(durationText(eta)) : QString()));
  });
  connect(sweeps_, &SweepController::finishedSweep, this, [this](const QString& uid) {
    if (uid != compareUid_) return;
    compareUid_.clear();
    speedupPage_->setBusy(false);
    speedupPage_->showSweep(uid);
  });
  // The Sweeps page varies the experiment the other pages describe, as it is when the page is shown.
  connect(tabs_, &QTabWidget::currentChanged, this, [this](int i) {
    if (i == static_cast<int>(Page::Sweeps)) sweepPage_->editor()->setBase(currentSpec());
  });
  connect(history_, &HistoryView::openRequested, this, [this](qint64 id) { openRuns({id}); });
  connect(history_, &HistoryView::compareRequested, this, &MainWindow::openRuns);
  connect(history_, &HistoryView::chooseFileRequested, this, &MainWindow::chooseHistoryFile);
  connect(history_, &HistoryView::reportRequested, this, &MainWindow::openReport);
  connect(sweepPage_, &SweepPage::reportRequested, this, &MainWindow::openReport);
  connect(hardwarePage_, &HardwarePage::reportRequested, this, &MainWindow::openReport);
  connect(speedupPage_, &SpeedupPage::reportRequested, this, &MainWindow::openReport);
  connect(history_, &HistoryView::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
  connect(history_, &HistoryView::renamed, this, [this](qint64 id, const QString& label) {
    for (const auto& r : training_->runs())
      if (r->historyId == id) training_->renameRun(r->id, label);
  });

  openHistory(AppSettings::historyPath());
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
  ExperimentSpec s = base_;
  s.model = designer_->document()->spec();
  s.modelRef.clear();  // the model is the designer's, whatever the spec named
  if (s.model.name.empty()) s.model.name = "untitled";
  s.dataset = data_->datasetName().toStdString();
  s.name = s.defaultName();
  s.split = data_->split();
  s.backend = device_->backendName().toStdString();
  s.devices = device_->devices();
  if (!s.devices.empty()) s.parallel = device_->parallel();
  s.pipeline = device_->pipeline();
  if (s.pipeline.enabled()) s.backend = s.pipeline.devices.front();  // with devices: each replica a copy of it
  bool blas = isDevice(s.backend, DeviceRef::Kind::CpuBlas);
  for (const auto& d : s.deviceList()) blas |= isDevice(d, DeviceRef::Kind::CpuBlas);
  s.threads = blas ? device_->threads() : 0;
  const TrainConfig shown = hyper_->config();  // the fields of the page; the rest stays as loaded
  s.train.epochs = shown.epochs;
  s.train.batch = shown.batch;
  s.train.optimizer = shown.optimizer;
  s.train.schedule = shown.schedule;
  s.train.loss = shown.loss;
  s.train.seed = data_->seed();
  s.train.precision = device_->precision();
  s.train.graphs = device_->graphs();
  s.memoryBudgetGiB = device_->memoryBudgetGiB();
  s.energy = device_->energy();
  return s;
}

QString MainWindow::applySpec(const ExperimentSpec& spec) {
  base_ = spec;
  designer_->loadSpec(spec.model, tr("Load experiment %1").arg(QString::fromStdString(spec.name)));
  data_->setDatasetName(QString::fromStdString(spec.dataset));
  data_->setSplit(spec.split);
  data_->setSeed(spec.train.seed);
  hyper_->setConfig(spec.train);
  device_->setEnergy(spec.energy);
  device_->setMemoryBudgetGiB(spec.memoryBudgetGiB);
  const bool deviceOk = device_->setBackend(QString::fromStdString(spec.backend), spec.threads, spec.train.precision, spec.train.graphs);
  if (!device_->setPipeline(spec.pipeline)) {
    QStringList names;
    for (const auto& d : spec.pipeline.devices) names << QString::fromStdString(d);
    return tr("The experiment splits the model over %1; this machine cannot run some of these stages, so the whole model "
              "trains on %2.").arg(names.join(QStringLiteral(" | ")), device_->summary());
  }
  if (!device_->setParallel(spec.devices, spec.parallel)) {
    QStringList names;
    for (const auto& d : spec.devices) names << QString::fromStdString(d);
    return tr("The experiment trains on %1; this machine lacks some of them, so one device (%2) is selected instead.")
        .arg(names.join(QStringLiteral(" + ")), device_->summary());
  }
  if (deviceOk) return {};
  // The device is not one this machine (or build) can train on: say which and why.
  QString why = tr("no such device");
  for (const auto& c : backendChoices())
    if (c.name == spec.backend) why = QString::fromStdString(c.reason);
  return tr("The experiment asks for %1, which cannot be used here (%2); %3 is selected instead.")
      .arg(QString::fromStdString(spec.backend), why, device_->summary());
}

void MainWindow::openHistory(const QString& path) {
  store_.reset();
  historyProblem_.clear();
  std::shared_ptr<HistoryStore> forRuns;  // where this session's runs are stored (none: not kept)
  try {
    store_ = std::shared_ptr<HistoryStore>(HistoryStore::open(path.toStdString()));
    forRuns = store_;
    // Runs that could not be stored last time (their records were left next to the file) come in.
    std::vector<std::string> problems;
    if (const int n = store_->takeRecoveryFiles(&problems))
      statusBar()->showMessage(tr("%n run(s) that could not be stored earlier were added to the history", nullptr, n), 15000);
    for (const auto& m : problems) historyProblem_ += QString::fromStdString(m) + "\n";
  } catch (const Error& e) {
    historyProblem_ = errorText(e);
    // A history that cannot be written (a read-only file, folder or mount) is still shown.
    if (e.kind() == ErrorKind::WriteFailed) {
      try {
        store_ = std::shared_ptr<HistoryStore>(HistoryStore::open(path.toStdString(), HistoryStore::Mode::ReadOnly));
      } catch (const Error&) {
      }
    }
    statusBar()->showMessage(tr("Runs are not kept: %1").arg(historyProblem_), 15000);
  } catch (const std::exception& e) {
    historyProblem_ = errorText(e);
    statusBar()->showMessage(tr("Runs are not kept: %1").arg(historyProblem_), 15000);
  }
  training_->setHistory(forRuns);
  history_->setStore(store_, historyProblem_);
  sweeps_->setHistory(store_);
  speedupPage_->setStore(store_);
  hardware_->setHistory(store_);
}

bool MainWindow::compareDevices(int epochs, int repeats) {
  ExperimentSpec base = currentSpec();
  base.train.epochs = epochs;
  base.name = base.defaultName();
  try {
    const SweepSpec spec = compareDevicesSweep(base, repeats);
    compareUid_ = QString::fromStdString(spec.uid());
    if (!sweeps_->start(spec.toJson())) {
      compareUid_.clear();
      return false;
    }
    speedupPage_->setBusy(true, tr("Comparing devices: %n run(s) of %1 on %2", nullptr, static_cast<int>(spec.runCount()))
                                    .arg(QString::fromStdString(base.model.name), QString::fromStdString(base.dataset)));
    showPage(Page::Speedup);
    return true;
  } catch (const std::exception& e) {
    compareUid_.clear();
    statusBar()->showMessage(tr("Cannot compare devices: %1").arg(errorText(e)), 10000);
    return false;
  }
}

void MainWindow::openRuns(const QList<qint64>& ids) {
  if (!store_ || ids.isEmpty()) return;
  QList<int> runIds;
  try {
    for (qint64 id : ids) runIds << training_->addRecord(store_->load(id), id, false);
  } catch (const std::exception& e) {
    statusBar()->showMessage(tr("Cannot open the run: %1").arg(errorText(e)), 10000);
    if (runIds.isEmpty()) return;
  }
  training_->addRecord(training_->run(runIds.first())->record.value(), ids.first(), true);
  for (int i = 1; i < runIds.size(); ++i) trainingView_->shelf()->setOverlaid(runIds[i], true);
  showPage(Page::Train);
}

QString MainWindow::trainBlockedReason() const {
  if (training_->isRunning()) return tr("a run is in progress");
  if (sweeps_->isRunning()) return tr("a sweep is running (Sweeps page)");
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
  // Stop (toolbar, Ctrl+.) stops whatever runs: a training run, a sweep or a device comparison,
  // the hardware benchmarks.
  stopAct_->setEnabled(running || sweeps_->isRunning() || hardware_->isRunning());
  trainingView_->setBlockedReason(running ? QString() : reason);
  // the batch and rate over several devices, each stage of a split model, before the run
  device_->setPlanContext(currentSpec(), designer_->document()->dataInput(), designer_->document()->dataClasses());
  // The Model page tints each pipeline stage's layers.
  designer_->tableModel()->setStages(device_->pipelineBox()->plannedStarts(), device_->pipelineBox()->stageDevices());
  updateStatus();
}

bool MainWindow::train() {
  if (!trainBlockedReason().isEmpty()) return false;
  showPage(Page::Train);
  return training_->start(currentSpec()) != 0;
}

void MainWindow::stop() {
  training_->stop();
  if (sweeps_->isRunning()) sweeps_->stop();
  if (hardware_->isRunning()) hardware_->stop();
}

void MainWindow::showPage(Page page) { tabs_->setCurrentIndex(static_cast<int>(page)); }

MainWindow::Page MainWindow::currentPage() const { return static_cast<Page>(tabs_->currentIndex()); }

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
  // A narrow window (a large zoom, a projector) squeezes the status bar: the tooltips say it whole.
  deviceStatus_->setToolTip(deviceStatus_->text());
  dataStatus_->setToolTip(dataStatus_->text());
  if (training_->isRunning())
    runStatus_->setText(tr("Training..."));
  else
    runStatus_->setText(trainBlockedReason().isEmpty() ? tr("Ready to train") : tr("Not ready"));
  runStatus_->setToolTip(trainBlockedReason().isEmpty() ? runStatus_->text() : trainBlockedReason());
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
  // The last session's experiment; a fresh start gets nnlab's default experiment (LeNet-5 on MNIST).
  const QString saved = s.value("session/experiment").toString();
  QString deviceProblem;
  try {
    if (saved.isEmpty()) throw std::runtime_error("no saved session");
    deviceProblem = applySpec(ExperimentSpec::fromJson(nlohmann::json::parse(saved.toStdString())));
  } catch (const std::exception&) {
    try {
      deviceProblem = applySpec(ExperimentSpec::defaults());
    } catch (const std::exception&) {
    }
  }
  if (!deviceProblem.isEmpty()) statusBar()->showMessage(deviceProblem, 15000);
  designer_->undoStack()->clear();
  // The page last, once the experiment is there: a page shown first saw an empty model (the
  // Sweeps page said "`model.layers` is empty" until another page was chosen, #26).
  tabs_->setCurrentIndex(s.value("window/page", 0).toInt());
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!files_->maybeSave()) {
    event->ignore();
    return;
  }
  saveSession();
  if (training_->isRunning()) training_->stop();  // the controller waits for the batch to end
  if (sweeps_->isRunning()) sweeps_->stop();      // its finished runs are in the history; Resume goes on
  datasets_->jobs()->cancel();                    // an import stops at its next image
  event->accept();
}

}  // namespace nnlab::gui

// MainWindow's menus, toolbar, status bar and the small dialogs behind them.
#include <optional>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

#include "core/files.h"
#include "core/json_reader.h"
#include "experiment/run_record.h"
#include "gui/app_settings.h"
#include "gui/chart_exporter.h"
#include "gui/dataset_actions.h"
#include "gui/main_window.h"
#include "gui/model_files.h"
#include "gui/settings_dialog.h"
#include "gui/training_controller.h"
#include "gui/view_actions.h"
#include "widgets/lab/history_view.h"
#include "widgets/report/report_preview.h"
#include "widgets/report/report_render.h"
#include "widgets/model_designer.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

void MainWindow::createActions() {
  const QStyle* st = style();
  trainAct_ = new QAction(QIcon(":/icons/train.svg"), tr("&Train"), this);
  trainAct_->setObjectName("trainAction");
  trainAct_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
  trainAct_->setStatusTip(tr("Train the model on the chosen data and device"));
  connect(trainAct_, &QAction::triggered, this, &MainWindow::train);
  stopAct_ = new QAction(QIcon(":/icons/stop.svg"), tr("&Stop"), this);
  stopAct_->setObjectName("stopAction");
  stopAct_->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Period), QKeySequence(Qt::SHIFT | Qt::Key_F5)});
  stopAct_->setStatusTip(tr("Stop what runs: a training run after the current batch (finished epochs are kept), a sweep or "
                            "device comparison after its run in progress, the hardware benchmarks"));
  connect(stopAct_, &QAction::triggered, this, &MainWindow::stop);

  openExperimentAct_ = new QAction(tr("Open &experiment or run..."), this);
  openExperimentAct_->setStatusTip(tr("Load the settings of an experiment spec, or open a run record (JSON) with its "
                                      "charts and results"));
  connect(openExperimentAct_, &QAction::triggered, this, &MainWindow::openExperiment);
  saveExperimentAct_ = new QAction(tr("Save e&xperiment..."), this);
  saveExperimentAct_->setStatusTip(tr("Save all settings as an experiment spec that nnlab-cli train can run"));
  connect(saveExperimentAct_, &QAction::triggered, this, &MainWindow::saveExperiment);

  quitAct_ = new QAction(st->standardIcon(QStyle::SP_DialogCloseButton), tr("&Quit"), this);
  quitAct_->setShortcut(QKeySequence::Quit);
  quitAct_->setMenuRole(QAction::QuitRole);
  connect(quitAct_, &QAction::triggered, this, &QWidget::close);
  preferencesAct_ = new QAction(tr("&Preferences..."), this);
  preferencesAct_->setObjectName("preferencesAction");
  // QKeySequence::Preferences is empty on many Linux desktops: Ctrl+, (as the README says) always.
  QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
  if (!preferenceKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma))) preferenceKeys.prepend(QKeySequence(Qt::CTRL | Qt::Key_Comma));
  preferencesAct_->setShortcuts(preferenceKeys);
  preferencesAct_->setMenuRole(QAction::PreferencesRole);
  connect(preferencesAct_, &QAction::triggered, this, &MainWindow::showPreferences);

  const QString pageNames[] = {tr("&Model"), tr("&Data"), tr("De&vice and training"), tr("T&raining"), tr("&History"),
                               tr("S&weeps"), tr("S&peedup"), tr("H&ardware")};
  for (int i = 0; i < 8; ++i) {
    auto* a = new QAction(pageNames[i], this);
    a->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
    connect(a, &QAction::triggered, this, [this, i] { showPage(static_cast<Page>(i)); });
    pageActs_ << a;
  }
  fullScreenAct_ = new QAction(tr("&Full screen"), this);
  fullScreenAct_->setShortcut(QKeySequence::FullScreen);
  fullScreenAct_->setCheckable(true);
  connect(fullScreenAct_, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(files_->newAction());
  file->addAction(files_->openAction());
  file->addMenu(files_->recentMenu());
  file->addMenu(files_->presetsMenu());
  file->addAction(files_->importOnnxAction());
  file->addAction(files_->saveAction());
  file->addAction(files_->saveAsAction());
  file->addSeparator();
  file->addAction(openExperimentAct_);
  file->addAction(saveExperimentAct_);
  file->addAction(tr("&History file..."), this, &MainWindow::chooseHistoryFile)
      ->setStatusTip(tr("Choose the file where every run is kept (an existing history or a new one)"));
  file->addSeparator();
  file->addMenu(exporter_->menu());
  file->addSeparator();
  file->addAction(quitAct_);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QAction* undo = designer_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
  QAction* redo = designer_->undoStack()->createRedoAction(this, tr("&Redo"));
  // The platform's redo keys and Ctrl+Y, each once: where the platform's key is Ctrl+Y itself (the
  // offscreen platform, Windows' bindings) listing it twice made the key ambiguous, and it did nothing.
  QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
  if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y))) redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
  redo->setShortcuts(redoKeys);
  redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  // The designer's own actions (shortcuts active while the designer has focus).
  QMenu* layers = edit->addMenu(tr("&Layer"));
  for (QAction* a : {designer_->removeAction(), designer_->duplicateAction(), designer_->moveUpAction(),
                     designer_->moveDownAction()})
    layers->addAction(a);
  edit->addSeparator();
  edit->addAction(preferencesAct_);

  QMenu* data = menuBar()->addMenu(tr("&Data"));
  for (QAction* a : datasets_->actions()) data->addAction(a);
  data->addSeparator();
  data->addAction(datasets_->reloadAction());

  QMenu* run = menuBar()->addMenu(tr("&Run"));
  run->addAction(trainAct_);
  run->addAction(stopAct_);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  for (QAction* a : pageActs_) view->addAction(a);
  view->addSeparator();
  QMenu* theme = view->addMenu(tr("&Theme"));
  auto* themes = new QActionGroup(this);
  const std::pair<QString, QString> options[] = {{"system", tr("&System")}, {"light", tr("&Light")}, {"dark", tr("&Dark")}};
  for (const auto& option : options) {
    const QString key = option.first;  // a copy the lambda can capture (clang 14: no captured bindings)
    QAction* a = theme->addAction(option.second);
    a->setCheckable(true);
    a->setChecked(AppSettings::theme() == key);
    themes->addAction(a);
    a->setData(key);
    connect(a, &QAction::triggered, this, [key] {
      AppSettings::setTheme(key);
      AppSettings::applyTheme(key);
    });
  }
  theme->setObjectName("themeMenu");
  // Preferences may have changed the theme since: the tick follows the setting (#26).
  connect(theme, &QMenu::aboutToShow, this, [themes] {
    for (QAction* a : themes->actions()) a->setChecked(a->data().toString() == AppSettings::theme());
  });
  view->addAction(fullScreenAct_);
  view->addSeparator();
  for (QAction* a : viewActions_->actions()) view->addAction(a);

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  QAction* guide = help->addAction(tr("&Quick guide"), this, &MainWindow::showGuide);
  guide->setShortcut(QKeySequence::HelpContents);
  help->addAction(tr("&About nnlab"), this, &MainWindow::showAbout);
  help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar() {
  QToolBar* bar = addToolBar(tr("Main"));
  bar->setObjectName("mainToolBar");
  bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  bar->addAction(files_->newAction());
  bar->addAction(files_->openAction());
  bar->addAction(files_->importOnnxAction());
  bar->addAction(files_->saveAction());
  bar->addSeparator();
  bar->addAction(trainAct_);
  bar->addAction(stopAct_);
}

void MainWindow::createStatusBar() {
  deviceStatus_ = new QLabel(this);
  dataStatus_ = new QLabel(this);
  runStatus_ = new QLabel(this);
  runStatus_->setObjectName("runStatus");
  for (QLabel* l : {dataStatus_, deviceStatus_, runStatus_}) {
    l->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(l);
  }
}

void MainWindow::openExperiment() {
  QSettings settings;
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open experiment or run record"), settings.value("files/lastDir", QDir::homePath()).toString(),
      tr("Experiments and run records (*.json);;All files (*)"));
  if (path.isEmpty()) return;
  settings.setValue("files/lastDir", QFileInfo(path).absolutePath());
  openFile(path);
}

bool MainWindow::openFile(const QString& path) {
  try {
    const std::string p = path.toStdString();
    const nlohmann::json j = readJsonFile(p, "'" + p + "'", ErrorKind::BadInput, 512u << 20);
    const auto format = j.is_object() ? j.find("format") : j.end();
    if (j.is_object() && format != j.end() && format->is_string() && format->get<std::string>() == "nnlab-run") {
      // A run record: into the history (once), then shown as if just trained.
      const RunRecord rec = RunRecord::fromJson(j, "run record '" + p + "'");
      qint64 historyId = 0;
      if (store_) {
        historyId = store_->importRecord(rec).id;
        history_->refresh();
      }
      training_->addRecord(rec, historyId, true);
      showPage(Page::Train);
      statusBar()->showMessage(tr("Opened the run %1 from %2").arg(QString::fromStdString(rec.label), path), 8000);
      return true;
    }
    const QString problem = applySpec(ExperimentSpec::fromJson(j, "experiment spec '" + p + "'"));
    if (!problem.isEmpty()) QMessageBox::information(this, tr("Device not available"), problem);
    statusBar()->showMessage(tr("Loaded the experiment %1").arg(path), 5000);
    return true;
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Cannot open %1").arg(QFileInfo(path).fileName()), errorText(e));
    return false;
  }
}

void MainWindow::chooseHistoryFile() {
  const QString current = store_ ? QString::fromStdString(store_->path()) : AppSettings::historyPath();
  const QString path = QFileDialog::getSaveFileName(this, tr("History file (an existing one, or a new one)"), current,
                                                    tr("nnlab history (*.sqlite);;All files (*)"), nullptr,
                                                    QFileDialog::DontConfirmOverwrite);
  if (path.isEmpty()) return;
  openHistory(path);
  if (store_) {
    AppSettings::setHistoryPath(path);
    statusBar()->showMessage(tr("Runs are kept in %1").arg(path), 8000);
  } else {
    QMessageBox::warning(this, tr("History file"), historyProblem_);
  }
}

void MainWindow::saveExperiment() {
  QSettings settings;
  QString path = QFileDialog::getSaveFileName(this, tr("Save experiment"),
                                              QDir(settings.value("files/lastDir", QDir::homePath()).toString())
                                                  .filePath(QString::fromStdString(safeFileName(currentSpec().name)) + ".json"),
                                              tr("Experiment spec (*.json)"));
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += ".json";
  if (!saveExperimentTo(path)) {
    QMessageBox::warning(this, tr("Cannot save the experiment"), tr("Could not write %1.").arg(path));
    return;
  }
  statusBar()->showMessage(tr("Saved %1: run it headless with nnlab-cli train %1").arg(path), 8000);
}

bool MainWindow::saveExperimentTo(const QString& path) const {
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(QByteArray::fromStdString(currentSpec().toJson().dump(1) + "\n")) >= 0 &&
         f.flush();
}

void MainWindow::showPreferences() {
  SettingsDialog dialog(this);
  dialog.exec();
}

void MainWindow::showGuide() {
  QMessageBox box(this);
  box.setWindowTitle(tr("Quick guide"));
  box.setTextFormat(Qt::RichText);
  box.setText(tr("<h3>Train a network in four steps</h3><ol>"
                 "<li><b>Model</b>: start from a preset (File &gt; Presets) or add layers from the palette "
                 "(double-click or drag). Select a layer to edit its parameters; shapes and parameter counts "
                 "update on every edit, and a layer that cannot work is marked red with the reason.</li>"
                 "<li><b>Data</b>: choose a dataset, the training/validation/test percentages and the seed. The Data "
                 "menu imports your own image folders (the concrete cracks, the fish masks, or one sub-folder per "
                 "class), downloads MNIST, and generates synthetic stand-ins to work offline.</li>"
                 "<li><b>Device and training</b>: choose where to train (CPU, or a GPU when there is one), "
                 "epochs, batch size, optimizer, learning-rate schedule and loss.</li>"
                 "<li><b>Training</b>: press Train (Ctrl+R). Loss and accuracy are drawn live; Stop (Ctrl+.) "
                 "keeps the finished epochs. Every run stays in <i>Compare runs</i>, where runs can be "
                 "overlaid on the charts.</li></ol>"
                 "<p>Right-click a chart to export it (PNG, PDF, SVG, CSV); File &gt; Export writes all "
                 "charts of a run at once.</p>"));
  box.exec();
}

void MainWindow::showAbout() {
  QMessageBox::about(this, tr("About nnlab"),
                     tr("<h3>nnlab %1</h3><p>A lab for designing neural networks, training them on CPUs and "
                        "GPUs and seeing what the hardware does.</p><p>The same experiments run headless with "
                        "<tt>nnlab-cli</tt>.</p>")
                         .arg(QApplication::applicationVersion()));
}

void MainWindow::openReport(const ReportSelection& selection) {
  auto warn = [this](const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Report"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
  };
  const bool database = selection.kind == ReportSelection::Kind::Hardware;  // needs no history
  if (!store_ && !database) return warn(tr("No history is open: a report is made from the runs it keeps."));
  std::optional<ReportDocument> doc;
  try {
    QApplication::setOverrideCursor(Qt::WaitCursor);
    doc = database ? hardwareReportDocument(selection.hardware) : makeReport(*store_, selection);
    QApplication::restoreOverrideCursor();
  } catch (const std::exception& e) {
    QApplication::restoreOverrideCursor();
    return warn(tr("No report: %1").arg(errorText(e)));
  }
  auto* preview = new ReportPreview(ReportRender::translated(std::move(*doc)), this);  // the app's language
  preview->setAttribute(Qt::WA_DeleteOnClose);
  connect(preview, &ReportPreview::saved, this, [this](const QString& path) {
    statusBar()->showMessage(tr("Report saved: %1").arg(QDir::toNativeSeparators(path)), 8000);
  });
  preview->show();
}

}  // namespace nnlab::gui

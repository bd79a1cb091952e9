#include "gui/model_files.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStyle>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>
#include <optional>

#include "core/error.h"
#include "gui/app_settings.h"
#include "interop/onnx_import.h"
#include "nn/model_spec.h"
#include "widgets/engine_text.h"
#include "widgets/model_designer.h"
#include "widgets/model_document.h"
#include "widgets/message_text.h"

namespace nnlab::gui {

ModelFiles::ModelFiles(ModelDesigner* designer, QWidget* window) : QObject(window), designer_(designer), window_(window) {
  const QStyle* st = window->style();
  newAct_ = new QAction(st->standardIcon(QStyle::SP_FileIcon), tr("&New model"), this);
  newAct_->setShortcut(QKeySequence::New);
  newAct_->setStatusTip(tr("Start a new layer stack"));
  openAct_ = new QAction(st->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open model..."), this);
  openAct_->setShortcut(QKeySequence::Open);
  openAct_->setStatusTip(tr("Open a model spec (JSON)"));
  saveAct_ = new QAction(st->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save model"), this);
  saveAct_->setShortcut(QKeySequence::Save);
  saveAct_->setStatusTip(tr("Save the layer stack as a model spec (JSON)"));
  saveAsAct_ = new QAction(tr("Save model &as..."), this);
  saveAsAct_->setShortcut(QKeySequence::SaveAs);
  importOnnxAct_ = new QAction(st->standardIcon(QStyle::SP_ArrowDown), tr("&Import ONNX..."), this);
  importOnnxAct_->setObjectName("importOnnxAction");
  importOnnxAct_->setStatusTip(tr("Bring the layers of an ONNX model (from PyTorch, Keras or nnlab) into the designer"));
  importOnnxAct_->setToolTip(importOnnxAct_->statusTip());
  connect(importOnnxAct_, &QAction::triggered, this, &ModelFiles::importOnnx);
  connect(newAct_, &QAction::triggered, this, &ModelFiles::newModel);
  connect(openAct_, &QAction::triggered, this, &ModelFiles::open);
  connect(saveAct_, &QAction::triggered, this, &ModelFiles::save);
  connect(saveAsAct_, &QAction::triggered, this, &ModelFiles::saveAs);

  presets_ = new QMenu(tr("&Presets"), window);
  for (const std::string& name : presetNames()) {
    // Listed by title ("LeNet-5"), not by file id ("lenet5", #18 finding 8).
    QAction* a = presets_->addAction(QString::fromStdString(name));
    a->setObjectName(QStringLiteral("preset-") + QString::fromStdString(name));
    try {
      const ModelSpec spec = loadModelSpec(name);
      a->setText(QString::fromStdString(spec.displayName()));
      a->setStatusTip(engineText(kModelsContext, spec.description));
      a->setToolTip(a->statusTip());
    } catch (const std::exception&) {
    }
    connect(a, &QAction::triggered, this, [this, n = QString::fromStdString(name)] { loadPreset(n); });
  }
  recent_ = new QMenu(tr("Open &recent"), window);
  connect(recent_, &QMenu::aboutToShow, this, &ModelFiles::fillRecent);
  connect(designer_->undoStack(), &QUndoStack::cleanChanged, this, &ModelFiles::changed);
}

bool ModelFiles::isModified() const { return !designer_->undoStack()->isClean(); }

QString ModelFiles::displayName() const {
  if (!path_.isEmpty()) return QFileInfo(path_).fileName();
  const ModelSpec& spec = designer_->document()->spec();
  return spec.name.empty() ? tr("untitled") : QString::fromStdString(spec.displayName());
}

void ModelFiles::setPath(const QString& path) {
  path_ = path;
  emit changed();
}

void ModelFiles::newModel() {
  if (!maybeSave()) return;
  ModelSpec spec;
  spec.name = "untitled";
  spec.layers = nlohmann::json::array({{{"type", "flatten"}}, {{"type", "dense"}, {"units", "classes"}}});
  designer_->loadSpec(spec, tr("New model"));
  designer_->undoStack()->clear();  // a new document starts a new history
  setPath({});
}

bool ModelFiles::open() {
  if (!maybeSave()) return false;
  QSettings settings;
  const QString dir = settings.value("files/lastDir", QDir::homePath()).toString();
  const QString path = QFileDialog::getOpenFileName(window_, tr("Open model"), dir, tr("Model spec (*.json);;All files (*)"));
  if (path.isEmpty()) return false;
  settings.setValue("files/lastDir", QFileInfo(path).absolutePath());
  return openPath(path);
}

bool ModelFiles::openPath(const QString& path) {
  try {
    const ModelSpec spec = ModelSpec::load(path.toStdString());
    designer_->loadSpec(spec, tr("Open %1").arg(QFileInfo(path).fileName()));
    designer_->undoStack()->setClean();
    addRecent(QFileInfo(path).absoluteFilePath());
    setPath(QFileInfo(path).absoluteFilePath());
    emit statusMessage(tr("Opened %1").arg(path));
    return true;
  } catch (const std::exception& e) {
    QMessageBox::warning(window_, tr("Cannot open the model"), errorText(e));
    return false;
  }
}

bool ModelFiles::save() { return path_.isEmpty() ? saveAs() : saveTo(path_); }

bool ModelFiles::saveAs() {
  QSettings settings;
  const QString dir = settings.value("files/lastDir", QDir::homePath()).toString();
  QString path = QFileDialog::getSaveFileName(window_, tr("Save model"), QDir(dir).filePath(displayName().section('.', 0, 0) + ".json"),
                                              tr("Model spec (*.json)"));
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += ".json";
  settings.setValue("files/lastDir", QFileInfo(path).absolutePath());
  return saveTo(path);
}

bool ModelFiles::saveTo(const QString& path) {
  ModelSpec spec = designer_->document()->spec();
  if (spec.name.empty() || spec.name == "untitled") spec.name = QFileInfo(path).completeBaseName().toStdString();
  try {
    spec.save(path.toStdString());
  } catch (const std::exception& e) {
    QMessageBox::warning(window_, tr("Cannot save the model"), errorText(e));
    return false;
  }
  if (spec.name != designer_->document()->spec().name) designer_->document()->setSpec(spec);  // the name only
  designer_->undoStack()->setClean();
  addRecent(QFileInfo(path).absoluteFilePath());
  setPath(QFileInfo(path).absoluteFilePath());
  emit statusMessage(tr("Saved %1").arg(path));
  return true;
}

void ModelFiles::loadPreset(const QString& name) {
  if (!maybeSave()) return;
  try {
    const ModelSpec spec = loadModelSpec(name.toStdString());
    const QString title = QString::fromStdString(spec.displayName());
    designer_->loadSpec(spec, tr("Load preset %1").arg(title));
    designer_->undoStack()->setClean();
    setPath({});
    emit statusMessage(tr("Loaded the preset %1").arg(title));
  } catch (const std::exception& e) {
    QMessageBox::warning(window_, tr("Cannot load the preset"), errorText(e));
  }
}

bool ModelFiles::importOnnx() {
  if (!maybeSave()) return false;
  QSettings settings;
  const QString dir = settings.value("files/lastDir", QDir::homePath()).toString();
  const QString path = QFileDialog::getOpenFileName(window_, tr("Import ONNX model"), dir, tr("ONNX models (*.onnx);;All files (*)"));
  if (path.isEmpty()) return false;
  settings.setValue("files/lastDir", QFileInfo(path).absolutePath());
  return importOnnxPath(path);
}

bool ModelFiles::importOnnxPath(const QString& path) {
  const QString name = QFileInfo(path).fileName();
  // The file is read and mapped on a worker thread (a ResNet's graph and weights take about a
  // second): the window keeps repainting, with a busy note after a moment; the import waits here.
  struct Outcome {
    OnnxImport imported;
    std::optional<Error> error;
    std::string other;  // a failure that is not an nnlab::Error
  };
  QFutureWatcher<Outcome> watcher;
  QEventLoop loop;
  connect(&watcher, &QFutureWatcher<Outcome>::finished, &loop, &QEventLoop::quit);
  const std::string file = path.toStdString();
  watcher.setFuture(QtConcurrent::run([file]() -> Outcome {
    Outcome o;
    try {
      o.imported = nnlab::importOnnx(file);
    } catch (const Error& e) {
      o.error = e;
    } catch (const std::exception& e) {
      o.other = e.what();
    }
    return o;
  }));
  QProgressDialog busy(tr("Reading %1...").arg(name), QString(), 0, 0, window_);
  busy.setObjectName("onnxImportBusy");
  busy.setWindowTitle(tr("Import ONNX model"));
  busy.setWindowModality(Qt::WindowModal);
  busy.setMinimumDuration(400);
  busy.setValue(0);
  importOnnxAct_->setEnabled(false);  // no second import while this one reads
  if (!watcher.isFinished()) loop.exec();
  importOnnxAct_->setEnabled(true);
  busy.reset();
  Outcome out = watcher.result();
  if (out.error || !out.other.empty()) {  // an operator nnlab has no layer for is named in the message
    QMessageBox::warning(window_, tr("Cannot import the ONNX model"),
                         out.error ? errorText(*out.error) : QString::fromStdString(out.other));
    return false;
  }
  OnnxImport imported = std::move(out.imported);
  const int layers = static_cast<int>(imported.spec.layers.size());
  designer_->loadSpec(imported.spec, tr("Import %1").arg(name));
  setPath({});  // not saved yet: Save asks where
  emit statusMessage(tr("Imported %1: %n layer(s)", "", layers).arg(name));
  QString text = tr("%1 came in as %n layer(s).", "", layers).arg(name);
  for (const std::string& n : imported.notes) text += "\n\n\u2022 " + messageText(n);  // kept in English, shown translated
  if (imported.hasWeights())
    text += "\n\n" + tr("The designer takes the layers only. To start training from the file's weights, write them as a "
                         "checkpoint: nnlab-cli import-onnx %1 --checkpoint FILE").arg(name);
  QMessageBox box(QMessageBox::Information, tr("ONNX model imported"), text, QMessageBox::Ok, window_);
  box.setObjectName("onnxImportNotes");
  box.exec();
  return true;
}

bool ModelFiles::maybeSave() {
  if (!isModified() || !window_->isVisible()) return true;
  const auto answer = QMessageBox::question(window_, tr("Unsaved model"),
                                            tr("The model %1 has changes that are not saved. Save them?").arg(displayName()),
                                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void ModelFiles::addRecent(const QString& path) { AppSettings::addRecentFile(path); }

void ModelFiles::fillRecent() {
  recent_->clear();
  const QStringList files = AppSettings::recentFiles();
  for (const QString& f : files) {
    QAction* a = recent_->addAction(QFileInfo(f).fileName());
    a->setStatusTip(f);
    a->setToolTip(f);
    connect(a, &QAction::triggered, this, [this, f] {
      if (maybeSave()) openPath(f);
    });
  }
  if (files.isEmpty()) recent_->addAction(tr("(no recent files)"))->setEnabled(false);
  recent_->addSeparator();
  recent_->addAction(tr("Clear the list"), this, [] { AppSettings::clearRecentFiles(); })->setEnabled(!files.isEmpty());
}

}  // namespace nnlab::gui

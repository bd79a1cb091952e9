#pragma once
// File handling of the model designer: new, open, save, save as, import of an ONNX model, the
// presets menu and the recent files (kept with QSettings). Opening a file, a preset or an ONNX
// model is one undoable step.
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace nnlab::gui {

class ModelDesigner;

class ModelFiles : public QObject {
  Q_OBJECT
 public:
  ModelFiles(ModelDesigner* designer, QWidget* window);

  QString currentPath() const { return path_; }
  bool isModified() const;
  QString displayName() const;  // file name, or the model's name for a preset / new model

  void newModel();
  bool open();                       // asks for a file
  bool openPath(const QString& path);
  bool save();                       // to the current file, else asks
  bool saveAs();
  bool saveTo(const QString& path);
  void loadPreset(const QString& name);
  // The layers of an ONNX model (interop/onnx_import.h) as a new, unsaved stack; what the import
  // dropped, folded or mapped is shown, a refusal names the operator.
  bool importOnnx();                 // asks for a file
  bool importOnnxPath(const QString& path);
  bool maybeSave();                  // asks about unsaved changes; false: the user cancelled

  QAction* newAction() const { return newAct_; }
  QAction* openAction() const { return openAct_; }
  QAction* saveAction() const { return saveAct_; }
  QAction* saveAsAction() const { return saveAsAct_; }
  QAction* importOnnxAction() const { return importOnnxAct_; }
  QMenu* presetsMenu() const { return presets_; }
  QMenu* recentMenu() const { return recent_; }

 Q_SIGNALS:
  void changed();  // path or modified state
  void statusMessage(const QString& text);

 private:
  void fillRecent();
  void addRecent(const QString& path);
  void setPath(const QString& path);

  ModelDesigner* designer_;
  QWidget* window_;
  QString path_;
  QAction* newAct_ = nullptr;
  QAction* openAct_ = nullptr;
  QAction* saveAct_ = nullptr;
  QAction* saveAsAct_ = nullptr;
  QAction* importOnnxAct_ = nullptr;
  QMenu* presets_ = nullptr;
  QMenu* recent_ = nullptr;
};

}  // namespace nnlab::gui

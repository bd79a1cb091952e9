#pragma once
// Import folder...: which folder (or archive) holds the images, which layout it has (a
// manifest's, such as the concrete cracks' Positive/ and Negative/ or the fish masks'
// <Class>/<Class> GT/, or one sub-folder per class), the name to keep it under, the
// preprocessing (size, gray or RGB, resize filter, cache storage) and what to do with an
// unreadable image. It only fills an ImportRequest; the app runs it off the GUI thread.
// The setters are what the buttons and fields do, so tests drive it without exec().
#include <QDialog>
#include <vector>

#include "data/dataset_store.h"
#include "data/manifest.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace nnlab::gui {

class ImportDialog : public QDialog {
  Q_OBJECT
 public:
  // manifests: the layouts to offer (kind "images"); existing: names already kept (a warning,
  // not an error: importing again replaces them).
  ImportDialog(const std::vector<DatasetManifest>& manifests, const QStringList& existing, QWidget* parent = nullptr);

  void setSource(const QString& path);
  void setLayoutName(const QString& manifest);  // empty: one sub-folder per class
  void setDatasetName(const QString& name);
  void setImageSize(int width, int height);     // 0, 0: the layout's default (or the first image's)
  void setChannels(int channels);               // 0: the layout's default (or as the images are), 1 gray, 3 RGB
  void setPolicy(CorruptPolicy policy);

  ImportRequest request() const;
  // Why Import cannot start (empty when it can): no folder, a folder that does not exist, a
  // name the engine would refuse.
  QString problem() const;

 private:
  const DatasetManifest* manifest() const;  // the chosen layout's, or null
  void chooseFolder();
  void chooseArchive();
  void onLayoutChanged();
  void update();

  std::vector<DatasetManifest> manifests_;
  QStringList existing_;
  QLineEdit* source_ = nullptr;
  QComboBox* layout_ = nullptr;
  QLabel* layoutNote_ = nullptr;
  QLineEdit* name_ = nullptr;
  QLabel* nameNote_ = nullptr;
  bool nameEdited_ = false;
  QCheckBox* resize_ = nullptr;
  QSpinBox* width_ = nullptr;
  QSpinBox* height_ = nullptr;
  QLabel* sizeNote_ = nullptr;
  QComboBox* channels_ = nullptr;
  QComboBox* filter_ = nullptr;
  QComboBox* storage_ = nullptr;
  QRadioButton* fail_ = nullptr;
  QRadioButton* skip_ = nullptr;
  QCheckBox* force_ = nullptr;
  QLabel* problem_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace nnlab::gui

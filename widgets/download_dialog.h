#pragma once
// Download...: the datasets nnlab has manifests for, what each download is (files, sizes,
// checksums, licence, where they go), and an honest word when nnlab has no address for one
// (the cracks and fish sets are served from web pages): import a copy you have, give a URL, or
// generate the stand-in offline. It only fills a DownloadRequest; the app runs it.
#include <QDialog>
#include <vector>

#include "data/dataset_store.h"
#include "data/manifest.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nnlab::gui {

class DownloadDialog : public QDialog {
  Q_OBJECT
 public:
  // exec()'s results besides Accepted and Rejected: the user asked for another way in.
  enum Choice { ImportInstead = 2, StandInInstead = 3 };

  explicit DownloadDialog(const std::vector<DatasetManifest>& manifests, QWidget* parent = nullptr);

  void setDatasetName(const QString& manifestName);
  void setUrl(const QString& url, const QString& sha256 = {});
  const DatasetManifest* manifest() const;  // the chosen one, or null
  DownloadRequest request() const;
  QString problem() const;  // why Download cannot start; empty when it can

  // What to say when a manifest has no download address (empty when it has one for every file).
  static QString noAddressMessage(const DatasetManifest& m);

 private:
  void update();

  std::vector<DatasetManifest> manifests_;
  QComboBox* combo_ = nullptr;
  QLabel* about_ = nullptr;
  QLabel* honest_ = nullptr;
  QLineEdit* url_ = nullptr;
  QLineEdit* sha_ = nullptr;
  QLabel* problem_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
  QPushButton* importInstead_ = nullptr;
  QPushButton* standIn_ = nullptr;
};

}  // namespace nnlab::gui

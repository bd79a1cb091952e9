#pragma once
// What the GUI knows about a dataset job (import, download, stand-in generation) as plain
// values: its progress and how it ended. The app's worker fills them on its thread and sends
// copies across as queued signals; the data page, the job bar and the report dialog read them.
#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <optional>
#include <vector>

#include "data/fetch.h"
#include "data/image_import.h"

namespace nnlab::gui {

struct DatasetJobProgress {
  Q_DECLARE_TR_FUNCTIONS(DatasetJobProgress)

 public:
  int jobId = 0;
  QString stage;  // the engine's: "download", "verify", "unpack", "scan", "import", "generate", "cache"
  QString item;   // file, folder or URL being worked on (may be empty)
  qint64 done = 0;
  qint64 total = 0;  // 0: unknown
  QString unit;      // "bytes", "images", "files"
  double seconds = 0.0;    // since the job started
  double perSecond = 0.0;  // units per second in this stage so far (0: not known yet)

  // "Decoding images: 1,234 of 40,000 (3,100 images/s)" and the like.
  QString text() const;
  // 0..1000 for a progress bar; -1 while the total is unknown.
  int permille() const;
};

struct DatasetJobOutcome {
  Q_DECLARE_TR_FUNCTIONS(DatasetJobOutcome)

 public:
  enum class Kind { Import, Download, Generate };
  enum class Status { Succeeded, Failed, Cancelled };

  int jobId = 0;
  Kind kind = Kind::Import;
  Status status = Status::Succeeded;
  QString dataset;  // the name the job was for (to select when it succeeded)
  QString message;  // why it failed (the engine's words), empty otherwise

  // Succeeded: what is there now.
  QString description;
  qint64 samples = 0;
  int classes = 0;
  QString sampleShape;
  bool synthetic = false;
  double seconds = 0.0;

  // Imports (and downloads of image sets): the engine's report.
  std::optional<ImportReport> report;
  bool fromCache = false;  // the cache was up to date: nothing was decoded
  QString cachePath;
  std::vector<DownloadResult> files;  // downloads

  bool hasReport() const { return report.has_value() || !files.empty(); }
  // "Import of concrete-cracks", "Download of mnist", "Generation of synthetic-cracks"
  QString title() const;
  // "Import of concrete-cracks", "... failed", "... cancelled"
  QString headline() const;
  // What came of it: what is there now, the engine's reason for a failure, what a cancel left.
  QString detail() const;
  // Both in one line, for the status bar.
  QString summary() const;
};

}  // namespace nnlab::gui

Q_DECLARE_METATYPE(nnlab::gui::DatasetJobProgress)
Q_DECLARE_METATYPE(nnlab::gui::DatasetJobOutcome)

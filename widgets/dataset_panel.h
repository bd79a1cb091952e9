#pragma once
// The data page: which dataset (what nnlab finds installed; the missing ones disabled with
// what to do), the train/validation/test percentages and the seed, a grid of training samples
// with their labels, the class histogram of each part, and the input shape checked against
// the model. Datasets load on a pool thread, so a 70,000-image set never freezes the window.
// Synthetic stand-ins say so in the list, the description and above the samples. The app adds
// its import/download/stand-in actions as buttons and feeds the job bar (DatasetJobs).
// Tables (CSV, chosen with "Table (CSV)...": features then the class, header optional) show
// their first training rows and how they are normalised; light curves show a few objects per
// class, raw and folded (LightCurvePreview).
#include <QFutureWatcher>
#include <QWidget>
#include <array>
#include <memory>
#include <optional>

#include "data/dataset_catalog.h"
#include "data/lightcurves/light_curve.h"

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;
class QTableWidget;
class QToolButton;

namespace nnlab::gui {

class ClassHistogramChart;
class DatasetJobBar;
class LightCurvePreview;
class SampleGrid;

class DatasetPanel : public QWidget {
  Q_OBJECT
 public:
  explicit DatasetPanel(QWidget* parent = nullptr);

  QString datasetName() const;
  std::array<double, 3> split() const;
  std::uint64_t seed() const;
  // A name from the list, or the path of a .csv table (added to the list as a table entry).
  void setDatasetName(const QString& name);
  // Adds a CSV table to the list (features then the class; header optional) and chooses it.
  void addTable(const QString& path);
  void setSplit(const std::array<double, 3>& percents);
  void setSeed(std::uint64_t seed);

  // Empty when the chosen data can train; otherwise why not (still loading, missing, bad split).
  QString problem() const;
  // Until the panel has taken the result (the future may have finished before its signal
  // arrives), and while a newer choice waits for its turn.
  bool isLoading() const { return loading_; }
  std::shared_ptr<const Dataset> dataset() const { return data_; }
  // The model's own input shape, when it fixes one, for the shape check line.
  void setModelInput(const std::optional<Shape>& input, const QString& modelProblem);

  // Lists the datasets again (after an import, a download, a generated stand-in). With a name,
  // selects it and loads it even when it was the chosen one (its files may be new); without,
  // keeps the choice.
  void refresh(const QString& select = {});
  // Buttons under the list for these actions (Import folder..., Download..., Generate...).
  void addDataActions(const QList<QAction*>& actions);
  // The dataset a job is writing now (empty: none): not choosable until the job ends, so the
  // page never reads a cache while it is being replaced.
  void setBusyName(const QString& name);
  // The list entry's text and tooltip for a dataset name (what the combo shows).
  QString entryText(const QString& name) const;
  QString aboutText() const;
  bool isSynthetic() const;  // the chosen dataset is a synthetic stand-in

  DatasetJobBar* jobBar() const { return jobBar_; }
  SampleGrid* sampleGrid() const { return grid_; }
  QTableWidget* tablePreview() const { return table_; }
  LightCurvePreview* lightCurvePreview() const { return curves_; }
  // What the samples box shows now: the image grid, the table rows or the light curves.
  QWidget* currentPreview() const;
  ClassHistogramChart* histogram() const { return histogram_; }

 signals:
  // A dataset finished loading (or failed: empty shape, 0 classes).
  void dataContextChanged(const nnlab::Shape& sampleShape, int classes);
  void changed();  // anything that can change problem()

 private:
  struct Loaded {
    std::shared_ptr<Dataset> data;
    QString error;
    std::vector<LightCurve> rawCurves;  // light curves: the observations the cache keeps
    int bins = 0;
    QString normalize;
  };
  void chooseTable();
  void showTableRows(const Subset& train, const QStringList& classes);
  void startLoading(bool reload = false);
  void onLoaded();
  void updateSplit();
  void updateShapeCheck();

  QComboBox* combo_ = nullptr;
  QLabel* about_ = nullptr;
  QWidget* actionRow_ = nullptr;
  DatasetJobBar* jobBar_ = nullptr;
  QGroupBox* gridBox_ = nullptr;
  QDoubleSpinBox* parts_[3] = {};
  QLabel* splitNote_ = nullptr;
  QLineEdit* seed_ = nullptr;
  QLabel* shapeCheck_ = nullptr;
  SampleGrid* grid_ = nullptr;
  QStackedWidget* samples_ = nullptr;
  QTableWidget* table_ = nullptr;
  QLabel* tableNote_ = nullptr;
  QWidget* tableBox_ = nullptr;
  LightCurvePreview* curves_ = nullptr;
  QToolButton* tableButton_ = nullptr;
  QStringList tables_;  // CSV paths added to the list
  std::vector<LightCurve> rawCurves_;  // of the loaded light-curve dataset
  int curveBins_ = 0;
  QString curveNormalize_;
  ClassHistogramChart* histogram_ = nullptr;
  std::vector<DatasetInfo> infos_;
  std::shared_ptr<const Dataset> data_;
  QString loadError_;
  QFutureWatcher<Loaded> watcher_;
  QString busyName_;
  QString pendingName_;  // chosen while another load was running
  bool pendingReload_ = false;  // load pendingName_ even if it is what the running load loads
  bool loading_ = false;
  std::optional<Shape> modelInput_;
  QString modelProblem_;
};

}  // namespace nnlab::gui

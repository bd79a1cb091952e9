#pragma once
// HardwarePage: compare devices. On the left, this machine's CPU and GPUs (as detected), the
// devices of a benchmark result (setBenchResult, maybe from another machine) and every entry of
// the hardware database, each with a check box. On the right, for the picked ones: a side-by-side
// table of their specs, grouped bars of theoretical against measured TFLOPS per precision, memory
// bandwidth bars, and one roofline per device with the current model's layers on it (FLOPs and
// bytes from the shape rules; measured rates where setProfile() gave a profile of that device).
// The What-if tab predicts (engine/hw/predict.h) the model's training epoch on each picked device
// in a precision, with its range, and for each picked GPU the data-parallel speedup over GPUs and
// nodes; everything there is marked predicted.
// The page computes nothing itself: the engine's hw/ functions do, and the owner passes results in.
#include <QStringList>
#include <QWidget>
#include <optional>
#include <vector>

#include "core/shape.h"
#include "experiment/report.h"
#include "experiment/run_record.h"
#include "hw/bench_result.h"
#include "hw/device_figures.h"
#include "hw/layer_profile.h"
#include "nn/model.h"
#include "nn/model_spec.h"

class QCheckBox;
class QComboBox;
class QSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QListWidget;
class QListWidgetItem;
class QTabWidget;
class QTableWidget;

namespace nnlab::gui {

class PeakBarsChart;
class BandwidthBarsChart;
class RooflineChart;
class PredictionChart;
class ScalingChart;
class ValidationChart;

class HardwarePage : public QWidget {
  Q_OBJECT

 public:
  explicit HardwarePage(QWidget* parent = nullptr);

  // The model whose layers the rooflines show (input: the dataset's sample shape).
  void setModel(const ModelSpec& spec, const Shape& input, int classes);
  // Measured figures (the history's newest result of each machine). A result of this machine
  // (same host name) fills its detected columns; one from elsewhere adds that machine's devices
  // to the list, under "Measured on HOST".
  void setBenchResults(const std::vector<HwBenchResult>& results);
  void setBenchResult(const HwBenchResult& result) { setBenchResults({result}); }

  // "Measure this machine": the owner runs the micro-benchmarks (measureRequested) and tells the
  // page how far it is; Cancel asks it to stop (cancelRequested).
  void setMeasuring(bool on);
  void setMeasureProgress(int done, int total, const QString& step);
  void setMeasureOutcome(const QString& text);
  bool isMeasuring() const { return measuring_; }
  QPushButton* measureButton() const { return measure_; }
  QPushButton* reportButton() const { return report_; }
  QPushButton* cancelButton() const { return cancel_; }
  QCheckBox* quickBox() const { return quick_; }
  QString measureText() const;
  // Measured per-layer times: a device profiled as "cpu-blas", "cpu-reference" or "cpu" marks
  // this machine's CPU roofline, "cuda:N" its GPU N.
  void setProfile(const ModelProfile& profile);

  // Keys of DeviceFigures: "db:<id>", "this:cpu", "this:cudaN", "bench:cpu", "bench:cudaN".
  void pickDevices(const QStringList& keys);
  QStringList pickedDevices() const;
  QStringList availableDevices() const;

  QTableWidget* table() const { return table_; }
  PeakBarsChart* peakChart() const { return peaks_; }
  BandwidthBarsChart* bandwidthChart() const { return bandwidth_; }
  QList<RooflineChart*> rooflineCharts() const;
  // What if.
  PredictionChart* predictionChart() const { return prediction_; }
  ScalingChart* scalingChart() const { return scaling_; }
  QComboBox* whatIfPrecision() const { return precision_; }
  QSpinBox* whatIfBatch() const { return batch_; }
  QComboBox* whatIfNodes() const { return nodes_; }
  QString whatIfText() const;
  // Samples an epoch for the predictions (the dataset's training split; 60,000 until told).
  void setTrainSamples(std::int64_t samples);
  // The history's runs: each beside its prediction on its device (the validation chart).
  void setMeasuredRuns(const std::vector<RunRecord>& runs);
  ValidationChart* validationChart() const { return validation_; }

 signals:
  void pickedDevicesChanged(const QStringList& keys);
  void measureRequested(bool quick);
  void cancelRequested();
  // Report...: the picked database entries as a report (the owner makes it and opens the preview).
  void reportRequested(const nnlab::ReportSelection& selection);
  void shown();  // the page came on screen (what it shows from the history may be read now)

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void rebuildList();
  void refresh();
  void fillTable(const std::vector<DeviceFigures>& picked);
  static QString tableCellText(const std::string& cell);
  std::vector<DeviceFigures> pickedFigures() const;
  const DeviceProfile* profileFor(const DeviceFigures& d) const;
  void refreshWhatIf(const std::vector<DeviceFigures>& picked, const std::optional<ModelCheck>& check);

  const HardwareDatabase* db_ = nullptr;
  std::vector<DeviceFigures> all_;
  std::vector<HwBenchResult> benches_;
  bool measuring_ = false;
  std::optional<ModelProfile> profile_;
  std::optional<ModelSpec> spec_;
  Shape input_;
  int classes_ = 0;
  QStringList picked_;
  bool updating_ = false;

  QLabel* status_ = nullptr;
  QPushButton* measure_ = nullptr;
  QPushButton* report_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QCheckBox* quick_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* measureStatus_ = nullptr;
  QListWidget* list_ = nullptr;
  QTableWidget* table_ = nullptr;
  PeakBarsChart* peaks_ = nullptr;
  BandwidthBarsChart* bandwidth_ = nullptr;
  QTabWidget* rooflines_ = nullptr;
  QComboBox* precision_ = nullptr;
  QSpinBox* batch_ = nullptr;
  QSpinBox* samples_ = nullptr;
  QComboBox* link_ = nullptr;
  QComboBox* network_ = nullptr;
  QComboBox* nodes_ = nullptr;
  QLabel* whatIfNote_ = nullptr;
  PredictionChart* prediction_ = nullptr;
  ScalingChart* scaling_ = nullptr;
  ValidationChart* validation_ = nullptr;
};

}  // namespace nnlab::gui

#pragma once
// The Hardware page's charts (ChartView, so they export like the others):
//   PeakBarsChart       grouped bars per precision (FP64 ... BF16), theoretical and measured
//                       TFLOPS of each picked device, on a logarithmic axis.
//   BandwidthBarsChart  memory bandwidth per device, datasheet against the measured triad, and the
//                       measured pinned host-to-device copy, GB/s on a logarithmic axis.
//   RooflineChart       one device's roofline (FP32, and FP16 tensor where known) with a model's
//                       layers placed by arithmetic intensity: hollow on the roof, filled where a
//                       profile measured them.
//   PredictionChart     what-if: the predicted training epoch of each picked device (bars, log
//                       scale) with its range as error bars, marked "predicted" in title and legend.
//   ScalingChart        what-if: predicted data-parallel speedup against the device count for each
//                       picked GPU, the ideal line and Amdahl's limit.
//   ValidationChart     what-if checked: each run of the history at (measured, predicted) epoch
//                       seconds, log-log, its predicted range as an error bar, the diagonal where a
//                       prediction is right and the +-25 % band; one series per device class with its
//                       median error.
#include <QHash>
#include <QList>
#include <QString>
#include <utility>
#include <vector>

#include "hw/device_figures.h"
#include "hw/predict.h"
#include "experiment/prediction_check.h"
#include "hw/roofline.h"
#include "widgets/chart_view.h"

namespace nnlab::gui {

class PeakBarsChart : public ChartView {
  Q_OBJECT
 public:
  explicit PeakBarsChart(QWidget* parent = nullptr);
  void setDevices(const std::vector<DeviceFigures>& devices) { devices_ = devices; }
  void rebuild() override;
  // The bars drawn for a device (by DeviceFigures::key), theoretical or measured; null when none.
  // Their keys are 1..5 for FP64, FP32, TF32, FP16, BF16.
  QCPBars* bars(const QString& deviceKey, bool measured) const;
  static double keyOf(const std::string& precision);

 private:
  std::vector<DeviceFigures> devices_;
  QHash<QString, std::pair<QCPBars*, QCPBars*>> bars_;  // key -> (theoretical, measured)
};

class BandwidthBarsChart : public ChartView {
  Q_OBJECT
 public:
  explicit BandwidthBarsChart(QWidget* parent = nullptr);
  void setDevices(const std::vector<DeviceFigures>& devices) { devices_ = devices; }
  void rebuild() override;
  // Keys are 1..n, one per device in order; series "datasheet", "measured triad", "measured host to device".
  QCPBars* bars(const QString& series) const;

 private:
  std::vector<DeviceFigures> devices_;
  QHash<QString, QCPBars*> series_;
};

class RooflineChart : public ChartView {
  Q_OBJECT
 public:
  explicit RooflineChart(QWidget* parent = nullptr);
  void setDevice(const DeviceFigures& device) { device_ = device; }
  void setLayers(const std::vector<RooflinePoint>& layers) { layers_ = layers; }
  void rebuild() override;
  const DeviceFigures& device() const { return device_; }
  // The FP32 roof used (GFLOP/s and GB/s); zero when the device lacks a figure.
  Roofline roof() const;

 private:
  DeviceFigures device_;
  std::vector<RooflinePoint> layers_;
  QList<QCPAbstractItem*> labels_;  // layer numbers, removed at each rebuild
};

class PredictionChart : public ChartView {
  Q_OBJECT
 public:
  explicit PredictionChart(QWidget* parent = nullptr);
  void setPredictions(const std::vector<DevicePrediction>& p) { predictions_ = p; }
  // Shown instead of the bars when there is nothing to predict (no valid model).
  void setHint(const QString& hint) { hint_ = hint; }
  void rebuild() override;
  QCPBars* bars() const { return bars_; }
  QCPErrorBars* ranges() const { return ranges_; }
  QString csv() const override;

 private:
  std::vector<DevicePrediction> predictions_;
  QString hint_;
  QCPBars* bars_ = nullptr;
  QCPErrorBars* ranges_ = nullptr;
  QList<QCPAbstractItem*> labels_;
};

class ScalingChart : public ChartView {
  Q_OBJECT
 public:
  explicit ScalingChart(QWidget* parent = nullptr);
  // One curve per GPU: its title and its prediction.
  void setScaling(const std::vector<std::pair<std::string, ScalingPrediction>>& curves) { curves_ = curves; }
  void rebuild() override;
  QString csv() const override;

 private:
  std::vector<std::pair<std::string, ScalingPrediction>> curves_;
};

class ValidationChart : public ChartView {
  Q_OBJECT
 public:
  explicit ValidationChart(QWidget* parent = nullptr);
  void setValidation(const PredictionValidation& v) { validation_ = v; }
  void rebuild() override;
  QString csv() const override;
  int comparedRuns() const;

 private:
  PredictionValidation validation_;
};

}  // namespace nnlab::gui

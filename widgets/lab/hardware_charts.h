#pragma once
// The Hardware page's charts (ChartView, so they export like the others):
//   PeakBarsChart       grouped bars per precision (FP64 ... BF16), theoretical and measured
//                       TFLOPS of each picked device, on a logarithmic axis.
//   BandwidthBarsChart  memory bandwidth per device, datasheet against the measured triad, and the
//                       measured pinned host-to-device copy, GB/s on a logarithmic axis.
//   RooflineChart       one device's roofline (FP32, and FP16 tensor where known) with a model's
//                       layers placed by arithmetic intensity: hollow on the roof, filled where a
//                       profile measured them.
#include <QHash>
#include <QList>
#include <QString>
#include <utility>
#include <vector>

#include "hw/device_figures.h"
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

}  // namespace nnlab::gui

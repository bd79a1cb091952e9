#pragma once
// Roofline model: attainable GFLOP/s = min(peak, bandwidth x arithmetic intensity), and a
// model's layers placed on it by their FLOPs and bytes. Bytes come from the shape rules: a layer's
// forward reads its input and parameters and writes its output, once each (the least traffic it
// can have; caches can only lower the real figure when a tensor is reused, never raise it).
#include <optional>
#include <string>
#include <vector>

#include "core/dtype.h"
#include "nn/model.h"

namespace nnlab {

struct DeviceProfile;

// Forward bytes of one layer for a batch: element size x (batch x (input + output) + parameters).
double layerForwardBytes(const LayerReport& layer, int batch, DType dtype);

struct RooflinePoint {
  int index = 0;
  std::string label;
  double flops = 0.0, bytes = 0.0;    // forward, whole batch
  double intensity() const { return bytes > 0 ? flops / bytes : 0.0; }
  std::optional<double> measuredGflops;  // forward FLOPs / measured forward time, when profiled
};

struct Roofline {
  double peakGflops = 0.0;
  double bandwidthGBs = 0.0;
  double ridge() const { return bandwidthGBs > 0 ? peakGflops / bandwidthGBs : 0.0; }  // FLOP/byte
  double attainable(double intensity) const;
};

// The layers of a checked model (layers with no FLOPs, such as flatten, are left out). A profile
// of the model on the device adds measured rates.
std::vector<RooflinePoint> rooflinePoints(const ModelCheck& check, int batch, DType dtype,
                                          const DeviceProfile* profile = nullptr);

}  // namespace nnlab

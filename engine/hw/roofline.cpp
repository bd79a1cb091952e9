#include "hw/roofline.h"

#include <algorithm>

#include "hw/layer_profile.h"

namespace nnlab {

double layerForwardBytes(const LayerReport& layer, int batch, DType dtype) {
  const double elements = double(batch) * double(layer.in.numel() + layer.out.numel()) + double(layer.params);
  return elements * double(dtypeSize(dtype));
}

double Roofline::attainable(double intensity) const {
  return std::min(peakGflops, bandwidthGBs * intensity);
}

std::vector<RooflinePoint> rooflinePoints(const ModelCheck& check, int batch, DType dtype, const DeviceProfile* profile) {
  std::vector<RooflinePoint> out;
  for (const auto& l : check.layers) {
    if (l.flops <= 0) continue;
    RooflinePoint p;
    p.index = l.index;
    p.label = l.label;
    p.flops = l.flops * batch;
    p.bytes = layerForwardBytes(l, batch, dtype);
    if (profile && profile->available)
      for (const auto& t : profile->layers)
        if (t.index == l.index && t.fwdSeconds > 0) p.measuredGflops = t.fwdFlops / t.fwdSeconds / 1e9;
    out.push_back(p);
  }
  return out;
}

}  // namespace nnlab

#include "experiment/run_prediction.h"

namespace nnlab {

namespace {
constexpr double kHuge = 1e300;
}

nlohmann::json RunPrediction::toJson() const {
  nlohmann::json j{{"predicted", true}, {"available", available}, {"device", device}, {"device_class", deviceClass},
                   {"basis", basis}, {"model_version", modelVersion}};
  if (!available) {
    j["reason"] = reason;
    return j;
  }
  j.update({{"epoch_seconds", epochSeconds}, {"epoch_seconds_low", low}, {"epoch_seconds_high", high}, {"devices", devices}});
  if (devices > 1)
    j.update({{"devices_epoch_seconds", devicesEpochSeconds}, {"devices_epoch_seconds_low", devicesLow},
              {"devices_epoch_seconds_high", devicesHigh}, {"link", link}});
  return j;
}

RunPrediction RunPrediction::read(JsonReader& r) {
  RunPrediction p;
  if (!r.boolean("predicted", true)) r.failAt("predicted", "must be true (a stored prediction is a prediction)");
  p.available = r.boolean("available", false);
  p.device = r.str("device", "");
  p.deviceClass = r.str("device_class", "");
  p.basis = r.str("basis", "");
  p.modelVersion = static_cast<int>(r.requiredInteger("model_version", 0, 1000000));
  if (!p.available) {
    p.reason = r.str("reason", "");
    r.finish();
    return p;
  }
  // A range around its prediction, in seconds that can be.
  auto range = [&r](const char* mid, const char* lo, const char* hi, double& m, double& l, double& h) {
    m = r.requiredNumber(mid, 0.0, kHuge);
    l = r.requiredNumber(lo, 0.0, kHuge);
    h = r.requiredNumber(hi, 0.0, kHuge);
    if (l > m) r.failAt(lo, "must not exceed `" + r.pathOf(mid) + "`");
    if (h < m) r.failAt(hi, "must not be below `" + r.pathOf(mid) + "`");
  };
  range("epoch_seconds", "epoch_seconds_low", "epoch_seconds_high", p.epochSeconds, p.low, p.high);
  p.devices = static_cast<int>(r.integer("devices", 1, 1, 1 << 16));
  if (p.devices > 1) {
    range("devices_epoch_seconds", "devices_epoch_seconds_low", "devices_epoch_seconds_high", p.devicesEpochSeconds, p.devicesLow,
          p.devicesHigh);
    p.link = r.str("link", "");
  }
  r.finish();
  return p;
}

}  // namespace nnlab

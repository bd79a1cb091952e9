#pragma once
// Per-layer profile of a model across device modes (the PyCUDA study: where a small dense layer
// loses on a GPU and a convolution wins): forward and backward time of every layer at one batch
// size, plus the host-to-device transfer of that batch as its own entry. Each layer call is
// bracketed by backend synchronisations, so a GPU's launch and synchronisation latency is part of
// the layer's time (that is what makes small layers slow there). Medians of repeats after warm-up.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/precision.h"
#include "core/shape.h"
#include "nn/model_spec.h"

namespace nnlab {

struct LayerTiming {
  int index = 0;             // 1-based, as nnlab-cli model prints it
  std::string type, label;
  double fwdFlops = 0.0;     // whole batch
  double bwdFlops = 0.0;     // whole batch, estimated: 2x forward with parameters (1x for the first layer), else 1x
  double bytes = 0.0;        // forward: input + output + parameters, once each (roofline.h)
  double fwdSeconds = 0.0, bwdSeconds = 0.0;  // medians
};

struct DeviceProfile {
  std::string device;        // as asked: "cpu-blas", "cuda:0", "cuda:0@fp16"
  bool available = true;
  std::string reason;        // why not available
  std::string description;   // the backend's description
  std::string precision = "fp32";
  double transferSeconds = 0.0;   // one input batch, host to device (f32), median
  double transferBytes = 0.0;
  std::vector<LayerTiming> layers;
  double totalSeconds() const;    // transfer + every layer's forward and backward
  nlohmann::json toJson() const;
};

struct ProfileOptions {
  int batch = 64;
  int repeats = 5;
  int warmup = 1;
  int threads = 0;           // cpu-blas threads, 0 = all cores
  std::uint64_t seed = 1;
};

struct ModelProfile {
  std::string model;
  Shape input;
  int classes = 0;
  int batch = 0;
  int repeats = 0;
  std::vector<DeviceProfile> devices;
  nlohmann::json toJson() const;  // with per-layer speedups against the first available device
};

// device: "cpu-reference", "cpu-blas", "cuda:N", optionally "@fp16" / "@bf16" / "@tf32" after a GPU.
// A device that cannot be created (no CUDA) comes back unavailable with the reason, not as an error.
DeviceProfile profileOnDevice(const ModelSpec& spec, const Shape& input, int classes, const std::string& device,
                              const ProfileOptions& options);
ModelProfile profileModel(const ModelSpec& spec, const Shape& input, int classes, const std::vector<std::string>& devices,
                          const ProfileOptions& options);

}  // namespace nnlab

#pragma once
// The devices a run trains on, as typed values: parsed once from their names and aliases
// ("cpu", "gpu", "cuda", "cuda:all", ...), carried as kinds and indices, and named back in one
// canonical form ("cpu-reference", "cpu-blas", "cuda:N") and one short label for tables
// ("4 x H100 (cuda:0-3)", "cpu-blas x2", "cpu-blas + cuda:0"). No other code compares device
// strings to learn what a device is.
#include <functional>
#include <string>
#include <vector>

namespace nnlab {

struct DeviceRef {
  enum class Kind { CpuReference, CpuBlas, Cuda };
  Kind kind = Kind::CpuBlas;
  int index = 0;  // the GPU's index (cuda:N)

  // cpu-reference (cpu-ref, sequential), cpu-blas (cpu), cuda:N (gpu:N; cuda and gpu alone:
  // cuda:0). Error(InvalidArgument) naming the known ones.
  static DeviceRef parse(const std::string& name);
  // Whether `name` parses (no exception).
  static bool valid(const std::string& name);
  std::string name() const;  // canonical
  bool isGpu() const { return kind == Kind::Cuda; }
  bool isCpu() const { return kind != Kind::Cuda; }
  bool operator==(const DeviceRef&) const = default;
};

class DeviceSet {
 public:
  DeviceSet() = default;
  explicit DeviceSet(std::vector<DeviceRef> devices) : devices_(std::move(devices)) {}
  // A comma-separated list; "cuda:all" / "gpu:all" / "all-gpus" stands for every GPU of this
  // machine (`gpuCount`, asked only when needed). Spaces are ignored; an empty name is an error.
  static DeviceSet parse(const std::string& list, const std::function<int()>& gpuCount = {});
  static DeviceSet of(const std::vector<std::string>& names);  // each name parsed

  const std::vector<DeviceRef>& devices() const { return devices_; }
  std::size_t size() const { return devices_.size(); }
  bool empty() const { return devices_.empty(); }
  const DeviceRef& front() const { return devices_.front(); }
  std::vector<std::string> names() const;  // canonical, in order
  bool anyGpu() const;
  bool allGpus() const;
  bool mixed() const { return anyGpu() && !allGpus(); }
  int count(DeviceRef::Kind kind) const;
  // For tables and legends: "cuda:0" for one device; "cuda:0-3" for consecutive GPUs ("cuda:0,2"
  // otherwise), prefixed "4 x H100 " when `gpuModel` names them; "cpu-blas x2"; mixed sets joined
  // with " + " ("cpu-blas + cuda:0").
  std::string label(const std::string& gpuModel = {}) const;

 private:
  std::vector<DeviceRef> devices_;
};

// Whether `name` is a device of this kind (false for names that are no device).
bool isDevice(const std::string& name, DeviceRef::Kind kind);
inline bool isGpuDevice(const std::string& name) { return isDevice(name, DeviceRef::Kind::Cuda); }

// A GPU's marketing name made short for a label: "NVIDIA H100 80GB HBM3" -> "H100",
// "NVIDIA GeForce RTX 2080 Ti" -> "RTX 2080 Ti".
std::string shortGpuName(const std::string& name);

}  // namespace nnlab

#pragma once
// The hardware spec database: CPUs and GPUs from resources/hardware/hardware.json, each with its
// sources. The file is read strictly (core/json_reader.h): every field must be present, null where
// no source gives a value; unknown keys, wrong types and entries without a source are errors that
// name the entry and the field. Peaks are dense theoretical TFLOPS (see the file's
// "conventions").
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace nnlab {

struct PeakTflops {
  std::optional<double> fp64, fp32, tf32, fp16, bf16;
  // "fp64", "fp32", "tf32", "fp16", "bf16"; nullopt for an unknown name or an empty field.
  std::optional<double> get(const std::string& precision) const;
  static const std::vector<std::string>& names();
};

struct GpuUnits {
  std::optional<int> sms, cudaCores, tensorCores;
  std::optional<double> baseClockMHz, boostClockMHz;
};

struct CpuUnits {
  std::optional<int> cores, threads;
  std::string coreTypes;                 // "8 P-cores + 16 E-cores" for hybrids, empty otherwise
  std::string simd;                      // "avx2", "avx512 (256-bit datapath)"
  std::optional<int> fp32Lanes, fmaUnits;
  std::optional<double> baseClockMHz, boostClockMHz;
};

struct MemorySpec {
  std::optional<double> sizeGB;
  std::string type;
  std::optional<int> busBits;
  std::optional<double> bandwidthGBs;
};

struct HardwareSpec {
  std::string id, kind, vendor, name;    // kind: "gpu" or "cpu"
  std::vector<std::string> aliases;      // names systems print for it ("NVIDIA H100 80GB HBM3")
  std::string architecture;
  std::optional<int> year;
  std::optional<GpuUnits> gpu;           // set for kind "gpu"
  std::optional<CpuUnits> cpu;           // set for kind "cpu"
  MemorySpec memory;
  PeakTflops peak;
  std::vector<std::string> halvedFromSparse;  // precisions whose quoted sparse figure was halved
  std::vector<std::string> derived;           // values computed here from sourced inputs, and how
  std::optional<double> tdpW, launchPriceUsd;
  std::string interconnect, notes;
  std::vector<std::string> sources;      // URLs, at least one

  bool isGpu() const { return kind == "gpu"; }
  // FP32 from the units: GPUs CUDA cores x 2 x boost clock (base clock without boost); CPUs cores x
  // lanes x FMA units x 2 x base clock. nullopt when an input is missing (hybrid CPUs).
  std::optional<double> formulaFp32Tflops() const;
  std::string formulaText() const;  // "16896 cores x 2 x 1.980 GHz = 66.91 TFLOPS", or why not
  nlohmann::json toJson() const;
};

class HardwareDatabase {
 public:
  // what: the document's name in messages. Throws Error(BadInput).
  static HardwareDatabase parse(const nlohmann::json& j, const std::string& what);
  static HardwareDatabase load(const std::string& path);

  const std::vector<HardwareSpec>& devices() const { return devices_; }
  const std::string& conventions() const { return conventions_; }
  const HardwareSpec* findById(const std::string& id) const;
  // The entry whose name or an alias is the same device as a detected name; nullptr when none.
  const HardwareSpec* match(const std::string& detectedName) const;
  // What a user typed (hw show NAME): an id, a name or alias, or words that pick out one entry
  // ("h100 pcie", "7700k"). Throws Error(InvalidArgument) when none or several match, naming them.
  const HardwareSpec& lookup(const std::string& query) const;

 private:
  std::vector<HardwareSpec> devices_;
  std::string conventions_;
};

// resources/hardware/hardware.json, found like the presets (NNLAB_HARDWARE_DIR overrides the folder).
std::string hardwareDatabasePath();
// The installed database, read once; a broken file throws its error on every call.
const HardwareDatabase& hardwareDatabase();

}  // namespace nnlab

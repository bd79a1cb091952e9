#include "hw/hardware_db.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <mutex>
#include <set>

#include "core/error.h"
#include "core/json_reader.h"
#include "core/data_paths.h"
#include "hw/device_match.h"

namespace nnlab {

using json = nlohmann::json;

namespace {

// Every field of an entry must be written out, null where no source gives it: an omission is
// then a typo, never a silently missing figure.
void requireKeys(JsonReader& r, std::initializer_list<const char*> keys) {
  for (const char* k : keys)
    if (!r.value().contains(k)) r.failAt(k, "is missing: write null where no source gives a value");
}

std::optional<double> optNumber(JsonReader& r, const char* key, double lo, double hi) {
  if (!r.has(key)) {
    r.raw(key);
    return std::nullopt;
  }
  return r.number(key, 0.0, lo, hi);
}

std::optional<int> optInt(JsonReader& r, const char* key, int lo, int hi) {
  if (!r.has(key)) {
    r.raw(key);
    return std::nullopt;
  }
  return static_cast<int>(r.integer(key, 0, lo, hi));
}

template <class T>
json orNull(const std::optional<T>& v) {
  return v ? json(*v) : json(nullptr);
}

PeakTflops readPeaks(JsonReader r) {
  requireKeys(r, {"fp64", "fp32", "tf32", "fp16", "bf16"});
  PeakTflops p;
  p.fp64 = optNumber(r, "fp64", 0.0, 1e5);
  p.fp32 = optNumber(r, "fp32", 0.0, 1e5);
  p.tf32 = optNumber(r, "tf32", 0.0, 1e5);
  p.fp16 = optNumber(r, "fp16", 0.0, 1e5);
  p.bf16 = optNumber(r, "bf16", 0.0, 1e5);
  // Optional: the FP64 tensor-core rate (Ampere and Hopper datacenter GPUs), which cuBLAS's DGEMM uses.
  if (r.has("fp64_tensor")) p.fp64Tensor = optNumber(r, "fp64_tensor", 0.0, 1e5);
  r.finish();
  return p;
}

GpuUnits readGpu(JsonReader r) {
  requireKeys(r, {"sms", "cuda_cores", "tensor_cores", "base_clock_mhz", "boost_clock_mhz"});
  GpuUnits g;
  g.sms = optInt(r, "sms", 1, 10000);
  g.cudaCores = optInt(r, "cuda_cores", 1, 10000000);
  g.tensorCores = optInt(r, "tensor_cores", 0, 100000);
  g.baseClockMHz = optNumber(r, "base_clock_mhz", 1.0, 10000.0);
  g.boostClockMHz = optNumber(r, "boost_clock_mhz", 1.0, 10000.0);
  r.finish();
  return g;
}

CpuUnits readCpu(JsonReader r) {
  requireKeys(r, {"cores", "threads", "core_types", "simd", "fp32_lanes", "fma_units", "base_clock_mhz",
                  "boost_clock_mhz"});
  CpuUnits c;
  c.cores = optInt(r, "cores", 1, 100000);
  c.threads = optInt(r, "threads", 1, 1000000);
  c.coreTypes = r.str("core_types", "");
  c.simd = r.str("simd", "");
  c.fp32Lanes = optInt(r, "fp32_lanes", 1, 64);
  c.fmaUnits = optInt(r, "fma_units", 1, 8);
  c.baseClockMHz = optNumber(r, "base_clock_mhz", 1.0, 10000.0);
  c.boostClockMHz = optNumber(r, "boost_clock_mhz", 1.0, 10000.0);
  r.finish();
  return c;
}

MemorySpec readMemory(JsonReader r) {
  requireKeys(r, {"size_gb", "type", "bus_bits", "bandwidth_gbs"});
  MemorySpec m;
  m.sizeGB = optNumber(r, "size_gb", 0.0, 1e6);
  m.type = r.str("type", "");
  m.busBits = optInt(r, "bus_bits", 1, 100000);
  m.bandwidthGBs = optNumber(r, "bandwidth_gbs", 0.0, 1e6);
  r.finish();
  return m;
}

bool validId(const std::string& id) {
  return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  });
}

HardwareSpec readDevice(const json& j, const std::string& what, std::size_t index) {
  std::string path = "devices[" + std::to_string(index) + "]";
  if (j.is_object() && j.contains("id") && j.at("id").is_string()) path += " (" + j.at("id").get<std::string>() + ")";
  JsonReader r(j, what, ErrorKind::BadInput, path);
  requireKeys(r, {"id", "kind", "vendor", "name", "aliases", "architecture", "year", "gpu", "cpu", "memory",
                  "peak_tflops", "halved_from_sparse", "derived", "tdp_w", "interconnect", "launch_price_usd", "notes",
                  "sources"});
  HardwareSpec d;
  d.id = r.requiredStr("id");
  if (!validId(d.id)) r.failAt("id", "must be lower-case letters, digits, '-' and '.', not \"" + d.id + "\"");
  d.kind = r.choice("kind", "", {"gpu", "cpu"});
  d.vendor = r.requiredStr("vendor");
  d.name = r.requiredStr("name");
  if (d.name.empty()) r.failAt("name", "must not be empty");
  d.aliases = r.strings("aliases", 32);
  d.architecture = r.str("architecture", "");
  d.year = optInt(r, "year", 1990, 2100);
  if (d.isGpu()) {
    if (r.has("cpu")) r.failAt("cpu", "must be null for a GPU");
    r.raw("cpu");
    if (!r.has("gpu")) r.failAt("gpu", "is needed for a GPU (an object with sms, cuda_cores, ...)");
    d.gpu = readGpu(r.object("gpu"));
  } else {
    if (r.has("gpu")) r.failAt("gpu", "must be null for a CPU");
    r.raw("gpu");
    if (!r.has("cpu")) r.failAt("cpu", "is needed for a CPU (an object with cores, threads, ...)");
    d.cpu = readCpu(r.object("cpu"));
  }
  d.memory = readMemory(r.object("memory"));
  d.peak = readPeaks(r.object("peak_tflops"));
  d.halvedFromSparse = r.strings("halved_from_sparse", 5);
  for (const auto& p : d.halvedFromSparse) {
    const auto& names = PeakTflops::names();
    if (std::find(names.begin(), names.end(), p) == names.end())
      r.failAt("halved_from_sparse", "names \"" + p + "\", which is not one of fp64, fp32, tf32, fp16, bf16");
    if (!d.peak.get(p)) r.failAt("halved_from_sparse", "names \"" + p + "\", whose peak is null");
  }
  d.derived = r.strings("derived", 16);
  d.tdpW = optNumber(r, "tdp_w", 0.0, 100000.0);
  d.interconnect = r.str("interconnect", "");
  d.launchPriceUsd = optNumber(r, "launch_price_usd", 0.0, 1e8);
  d.notes = r.str("notes", "");
  d.sources = r.strings("sources", 64);
  if (d.sources.empty()) r.failAt("sources", "must list at least one URL (datasheet, whitepaper or vendor page)");
  for (const auto& s : d.sources)
    if (s.rfind("https://", 0) != 0 && s.rfind("http://", 0) != 0)
      r.failAt("sources", "must hold URLs (http:// or https://), not \"" + s + "\"");
  r.finish();
  return d;
}

std::string fixed(double v, int decimals) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

std::vector<std::string> entryTokens(const HardwareSpec& d) {
  std::vector<std::string> all = deviceNameTokens(d.name);
  for (const auto& a : d.aliases)
    for (auto& t : deviceNameTokens(a)) all.push_back(t);
  for (auto& t : deviceNameTokens(d.id)) all.push_back(t);
  for (auto& t : deviceNameTokens(d.vendor)) all.push_back(t);
  return all;
}

}  // namespace

const std::vector<std::string>& PeakTflops::names() {
  static const std::vector<std::string> n{"fp64", "fp32", "tf32", "fp16", "bf16"};
  return n;
}

std::optional<double> PeakTflops::get(const std::string& p) const {
  if (p == "fp64") return fp64;
  if (p == "fp32") return fp32;
  if (p == "tf32") return tf32;
  if (p == "fp16") return fp16;
  if (p == "bf16") return bf16;
  return std::nullopt;
}

std::optional<double> HardwareSpec::formulaFp32Tflops() const {
  if (gpu) {
    const auto clock = gpu->boostClockMHz ? gpu->boostClockMHz : gpu->baseClockMHz;
    if (!gpu->cudaCores || !clock) return std::nullopt;
    return *gpu->cudaCores * 2.0 * *clock / 1e6;
  }
  if (cpu) {
    if (!cpu->cores || !cpu->fp32Lanes || !cpu->fmaUnits || !cpu->baseClockMHz) return std::nullopt;
    return *cpu->cores * double(*cpu->fp32Lanes) * *cpu->fmaUnits * 2.0 * *cpu->baseClockMHz / 1e6;
  }
  return std::nullopt;
}

std::string HardwareSpec::formulaText() const {
  const auto v = formulaFp32Tflops();
  if (gpu) {
    if (!v) return "no FP32 formula: the CUDA-core count or the clock is unknown";
    const bool boost = gpu->boostClockMHz.has_value();
    const double clock = boost ? *gpu->boostClockMHz : *gpu->baseClockMHz;
    return std::to_string(*gpu->cudaCores) + " FP32 lanes x 2 x " + fixed(clock / 1000.0, 3) + " GHz " +
           (boost ? "boost" : "base") + " = " + fixed(*v, 2) + " TFLOPS";
  }
  if (cpu) {
    if (!v)
      return cpu->coreTypes.empty() ? "no FP32 formula: cores, lanes, FMA units or the base clock unknown"
                                    : "no FP32 formula: hybrid CPU (" + cpu->coreTypes + ") without per-type clocks";
    return std::to_string(*cpu->cores) + " cores x " + std::to_string(*cpu->fp32Lanes) + " lanes x " +
           std::to_string(*cpu->fmaUnits) + " FMA x 2 x " + fixed(*cpu->baseClockMHz / 1000.0, 2) +
           " GHz base = " + fixed(*v * 1000.0, 1) + " GFLOP/s";
  }
  return {};
}

json HardwareSpec::toJson() const {
  json j;
  j["id"] = id;
  j["kind"] = kind;
  j["vendor"] = vendor;
  j["name"] = name;
  j["aliases"] = aliases;
  j["architecture"] = architecture;
  j["year"] = orNull(year);
  j["gpu"] = nullptr;
  j["cpu"] = nullptr;
  if (gpu)
    j["gpu"] = {{"sms", orNull(gpu->sms)},
                {"cuda_cores", orNull(gpu->cudaCores)},
                {"tensor_cores", orNull(gpu->tensorCores)},
                {"base_clock_mhz", orNull(gpu->baseClockMHz)},
                {"boost_clock_mhz", orNull(gpu->boostClockMHz)}};
  if (cpu)
    j["cpu"] = {{"cores", orNull(cpu->cores)},
                {"threads", orNull(cpu->threads)},
                {"core_types", cpu->coreTypes.empty() ? json(nullptr) : json(cpu->coreTypes)},
                {"simd", cpu->simd},
                {"fp32_lanes", orNull(cpu->fp32Lanes)},
                {"fma_units", orNull(cpu->fmaUnits)},
                {"base_clock_mhz", orNull(cpu->baseClockMHz)},
                {"boost_clock_mhz", orNull(cpu->boostClockMHz)}};
  j["memory"] = {{"size_gb", orNull(memory.sizeGB)},
                 {"type", memory.type},
                 {"bus_bits", orNull(memory.busBits)},
                 {"bandwidth_gbs", orNull(memory.bandwidthGBs)}};
  j["peak_tflops"] = {{"fp64", orNull(peak.fp64)},
                      {"fp32", orNull(peak.fp32)},
                      {"tf32", orNull(peak.tf32)},
                      {"fp16", orNull(peak.fp16)},
                      {"bf16", orNull(peak.bf16)}};
  if (peak.fp64Tensor) j["peak_tflops"]["fp64_tensor"] = *peak.fp64Tensor;
  j["halved_from_sparse"] = halvedFromSparse;
  j["derived"] = derived;
  j["tdp_w"] = orNull(tdpW);
  j["interconnect"] = interconnect.empty() ? json(nullptr) : json(interconnect);
  j["launch_price_usd"] = orNull(launchPriceUsd);
  j["notes"] = notes;
  j["sources"] = sources;
  return j;
}

HardwareDatabase HardwareDatabase::parse(const json& j, const std::string& what) {
  JsonReader top(j, what, ErrorKind::BadInput);
  const std::string format = top.requiredStr("format");
  if (format != "nnlab-hardware") top.failAt("format", "must be \"nnlab-hardware\", not \"" + format + "\"");
  top.integer("version", 1, 1, 1);
  HardwareDatabase db;
  db.conventions_ = top.str("conventions", "");
  const json& list = top.array("devices", 10000);
  std::set<std::string> ids;
  for (std::size_t i = 0; i < list.size(); ++i) {
    HardwareSpec d = readDevice(list[i], what, i);
    if (!ids.insert(d.id).second)
      fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages",
          "%1: two devices have the id \"%2\": ids must be unique"),
          what, d.id));
    db.devices_.push_back(std::move(d));
  }
  top.finish();
  if (db.devices_.empty()) fail(ErrorKind::BadInput, msg(NNLAB_TEXT("nnlab::messages", "%1: `devices` is empty"), what));
  return db;
}

HardwareDatabase HardwareDatabase::load(const std::string& path) {
  const std::string what = "hardware database '" + path + "'";
  const json j = readJsonFile(path, what, ErrorKind::BadInput, 8u << 20);
  return parse(j, what);
}

const HardwareSpec* HardwareDatabase::findById(const std::string& id) const {
  for (const auto& d : devices_)
    if (d.id == id) return &d;
  return nullptr;
}

const HardwareSpec* HardwareDatabase::match(const std::string& detectedName) const {
  for (const auto& d : devices_) {
    if (sameDeviceName(d.name, detectedName)) return &d;
    for (const auto& a : d.aliases)
      if (sameDeviceName(a, detectedName)) return &d;
  }
  return nullptr;
}

const HardwareSpec& HardwareDatabase::lookup(const std::string& query) const {
  if (const HardwareSpec* d = findById(query)) return *d;
  if (const HardwareSpec* d = match(query)) return *d;
  const auto want = deviceNameTokens(query);
  std::vector<const HardwareSpec*> hits;
  if (!want.empty())
    for (const auto& d : devices_) {
      const auto have = entryTokens(d);
      if (std::all_of(want.begin(), want.end(),
                      [&](const std::string& t) { return std::find(have.begin(), have.end(), t) != have.end(); }))
        hits.push_back(&d);
    }
  if (hits.size() == 1) return *hits.front();
  if (hits.size() > 1) {
    std::string list;
    for (const auto* h : hits) list += (list.empty() ? "" : ", ") + h->id + " (" + h->name + ")";
    fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
        "'%1' matches several devices: %2; give more of the name or the id"),
        query, list));
  }
  std::vector<std::string> ids;
  for (const auto& d : devices_) ids.push_back(d.id);
  const std::string near = nearestWord(query, ids);
  fail(ErrorKind::InvalidArgument, msg(NNLAB_TEXT("nnlab::messages",
      "no device '%1' in the hardware database%2; nnlab-cli hw list shows them all"),
      query, (near.empty() ? plainMessage("") : msg(NNLAB_TEXT("nnlab::messages", " (did you mean %1?)"), near))));
}

std::string hardwareDatabasePath() {
  return sharePath("hardware", "NNLAB_HARDWARE_DIR") + "/hardware.json";
}

const HardwareDatabase& hardwareDatabase() {
  static std::once_flag once;
  static std::optional<HardwareDatabase> db;
  static std::exception_ptr error;
  std::call_once(once, [] {
    try {
      db = HardwareDatabase::load(hardwareDatabasePath());
    } catch (...) {
      error = std::current_exception();
    }
  });
  if (error) std::rethrow_exception(error);
  return *db;
}

}  // namespace nnlab

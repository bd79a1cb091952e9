#include "hw/hw_bench.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "core/build_id.h"
#include "core/error.h"
#include "device/cpu_info.h"
#include "device/gpu_bench.h"
#include "device/gpu_info.h"
#include "hw/cpu_bench.h"
#include "hw/cpu_peak.h"
#include "hw/device_figures.h"
#include "hw/hardware_db.h"

namespace nnlab {

namespace {

#if defined(__clang__)
constexpr const char* kCompiler = "clang " __clang_version__;
#elif defined(__GNUC__)
constexpr const char* kCompiler = "gcc " __VERSION__;
#else
constexpr const char* kCompiler = "unknown compiler";
#endif

std::string utcNow() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char b[32];
  std::strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return b;
}

const HardwareDatabase* databaseOrNull(std::vector<std::string>& notes) {
  try {
    return &hardwareDatabase();
  } catch (const Error& e) {
    notes.push_back(std::string("no datasheet peaks: ") + e.what());
    return nullptr;
  }
}

}  // namespace

void attachPeaks(HwBenchResult& r) {
  std::vector<std::string> ignored;
  const HardwareDatabase* db = databaseOrNull(ignored);
  const double cpuFp32 = r.cpuPeak.is_object() ? r.cpuPeak.value("fp32_gflops", 0.0) : 0.0;
  const int cpuCores = r.cpuPeak.is_object() ? r.cpuPeak.value("cores", 0) : 0;
  const std::string derivation = r.cpuPeak.is_object() ? r.cpuPeak.value("derivation", std::string()) : std::string();
  for (auto& m : r.measures) {
    if (m.device == "cpu" && m.kind == "gemm" && cpuFp32 > 0 && cpuCores > 0) {
      const double perCore = cpuFp32 / cpuCores;
      const int used = std::min(std::max(1, m.threads), cpuCores);  // hyperthreads add no FMA units
      double peak = perCore * used;
      if (m.precision == "fp64") peak /= 2.0;
      m.peak = peak;
      m.peakSource = "computed: " + derivation + (used < cpuCores ? " (x " + std::to_string(used) + "/" +
                                                                         std::to_string(cpuCores) + " cores)"
                                                                   : "") +
                     (m.precision == "fp64" ? ", halved for FP64" : "");
    }
    if (m.device.rfind("cuda:", 0) == 0 && db) {
      const int index = std::atoi(m.device.c_str() + 5);
      if (index < 0 || index >= static_cast<int>(r.gpuMatches.size()) || r.gpuMatches[index].empty()) continue;
      const HardwareSpec* spec = db->findById(r.gpuMatches[index]);
      if (!spec) continue;
      if (m.kind == "gemm") {
        // cuBLAS runs DGEMM on the FP64 tensor cores where the GPU has them: that is its peak.
        if (m.precision == "fp64" && spec->peak.fp64Tensor) {
          m.peak = *spec->peak.fp64Tensor * 1000.0;
          m.peakSource = "datasheet FP64 tensor cores (" + spec->id + ")";
        } else if (const auto p = spec->peak.get(m.precision)) {
          m.peak = *p * 1000.0;
          m.peakSource = "datasheet (" + spec->id + ")";
        }
      } else if (m.kind == "triad" && spec->memory.bandwidthGBs) {
        m.peak = *spec->memory.bandwidthGBs;
        m.peakSource = "datasheet memory bandwidth (" + spec->id + ")";
      }
    }
    if (m.device == "cpu" && m.kind == "triad" && db && !r.cpuMatch.empty())
      if (const HardwareSpec* spec = db->findById(r.cpuMatch); spec && spec->memory.bandwidthGBs) {
        m.peak = *spec->memory.bandwidthGBs;
        m.peakSource = "datasheet memory bandwidth (" + spec->id + ")";
      }
  }
}

HwBenchResult runHardwareBench(const HwBenchOptions& o, const std::function<void(const std::string&)>& progress) {
  HwBenchResult r;
  r.machine = thisHostName();
  r.date = utcNow();
  // The build id is the run records' (version + commit, or NNLAB_BUILD_ID on a copy without git).
  r.build = {{"id", buildId()}, {"compiler", kCompiler}, {"cuda", gpuBenchCompiled()}};
  const CpuInfo cpu = detectCpu();
  r.cpu = cpu.toJson();
  const auto peak = computeCpuPeak(cpu);
  r.cpuPeak = peak ? peak->toJson() : nlohmann::json(nullptr);
  if (!peak) r.notes.push_back("CPU peak unknown: neither /proc/cpuinfo nor cpufreq gives a clock");
  if (o.quick) r.notes.push_back(std::string(kQuickRunNote) + " small sizes and few repeats, a first look rather than a measurement");
  const HardwareDatabase* db = databaseOrNull(r.notes);
  if (db)
    if (const HardwareSpec* s = db->match(cpu.model)) r.cpuMatch = s->id;
  const GpuDetection& gpus = detectGpus();
  r.gpus = gpus.toJson();
  for (const auto& g : gpus.gpus) {
    const HardwareSpec* s = db ? db->match(g.name) : nullptr;
    r.gpuMatches.push_back(s ? s->id : std::string());
  }
  const int total = (o.cpu ? kCpuBenchSteps : 0) + (o.gpu ? static_cast<int>(gpus.gpus.size()) : 0);
  int done = 0;
  auto step = [&](const std::string& what) {
    if (o.stop && o.stop->load()) fail(ErrorKind::Cancelled, msg(NNLAB_TEXT("nnlab::messages",
        "hw bench: cancelled (nothing was stored)")));
    if (progress) progress(what);
    if (o.onStep) o.onStep(done, total, what);
    ++done;
  };
  if (o.cpu) {
    CpuBenchOptions co;
    co.quick = o.quick;
    if (o.repeats > 0) co.repeats = o.repeats;
    co.threads = o.threads;
    for (auto& m : runCpuBench(co, &r.blas, step)) r.measures.push_back(std::move(m));
  }
  if (o.gpu) {
    if (!gpus.available()) r.notes.push_back("GPU benchmarks not run: " + gpus.unavailableReason);
    for (const auto& g : gpus.gpus) {
      step("GPU " + std::to_string(g.index) + " (" + g.name + "): GEMMs, triad, copies");
      GpuBenchOptions go;
      go.quick = o.quick;
      if (o.repeats > 0) go.repeats = o.repeats;
      try {
        for (auto& m : runGpuBench(g.index, go)) r.measures.push_back(std::move(m));
      } catch (const Error& e) {
        r.notes.push_back("cuda:" + std::to_string(g.index) + " benchmarks failed: " + e.what());
      }
    }
  }
  if (o.stop && o.stop->load()) fail(ErrorKind::Cancelled, msg(NNLAB_TEXT("nnlab::messages",
      "hw bench: cancelled (nothing was stored)")));
  if (o.onStep) o.onStep(total, total, "done");
  attachPeaks(r);
  // A VM's /proc/cpuinfo shows the nominal clock: say what the cores ran at and what the peak is
  // at that clock, so a GEMM above "100 %" explains itself.
  // No x86-64 core of today runs above about 6 GHz: a faster "clock" means the probe's chain was
  // not one addition per cycle on this core, and the figure is said so rather than used.
  constexpr double kMaxPlausibleGHz = 6.5;
  const BenchMeasure* probe = r.find("cpu.clock.all");
  if (probe && probe->median > kMaxPlausibleGHz) {
    char b[200];
    std::snprintf(b, sizeof b, "the clock probe measured %.2f GHz, which no core runs at: its figure is not used", probe->median);
    r.notes.push_back(b);
  }
  if (const BenchMeasure* clock = probe; clock && peak && clock->median > 0 && clock->median <= kMaxPlausibleGHz) {
    char b[320];
    std::snprintf(b, sizeof b,
                  "the CPU ran at %.2f GHz under load on %d threads (%.2f GHz on one); the formula used %.2f GHz (%s): "
                  "at the measured clock the FP32 peak is %.1f GFLOP/s",
                  clock->median, clock->threads, r.find("cpu.clock.1t") ? r.find("cpu.clock.1t")->median : 0.0,
                  peak->clockGHz, peak->clockSource.c_str(), peak->fp32Gflops / peak->clockGHz * clock->median);
    r.notes.push_back(b);
  }
  return r;
}

}  // namespace nnlab

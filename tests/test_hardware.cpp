// engine/hw: the hardware spec database, device-name matching, the CPU peak derivation,
// benchmark results, the per-layer profile and the roofline.
//   database*     the shipped file: every entry sourced, FP32 peaks agree with the formula within 2 %,
//                 SM x lanes = CUDA cores, sparse figures halved; the parser is strict (data-driven).
//   matching      real /proc/cpuinfo model strings and CUDA device names, look-ups by users.
//   cpuPeak*      /proc/cpuinfo texts of real machines give the hand-computed peaks and derivations.
//   bench*        results round-trip through JSON, peaks attach, the quick CPU run measures.
//   profile*      per-layer times on every CPU mode; cuda listed as unavailable without a GPU.
//   roofline      bytes per layer by hand, the attainable rate.
#include <QtTest>

#include <cmath>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "device/cpu_info.h"
#include "device/gpu_bench.h"
#include "device/gpu_info.h"
#include "hw/bench_result.h"
#include "hw/cpu_bench.h"
#include "hw/cpu_peak.h"
#include "hw/device_match.h"
#include "hw/hardware_db.h"
#include "hw/hw_bench.h"
#include "hw/layer_profile.h"
#include "hw/roofline.h"
#include "nn/model.h"
#include "support/expect_error.h"
#include "support/test_support.h"

using namespace nnlab;
using json = nlohmann::json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// A valid one-entry database; tests break one thing at a time.
json minimalDatabase() {
  return json::parse(R"({"format": "nnlab-hardware", "version": 1, "conventions": "test",
    "devices": [{"id": "test-gpu", "kind": "gpu", "vendor": "NVIDIA", "name": "Test GPU", "aliases": ["NVIDIA Test GPU"],
      "architecture": "Hopper", "year": 2022,
      "gpu": {"sms": 2, "cuda_cores": 256, "tensor_cores": 8, "base_clock_mhz": null, "boost_clock_mhz": 1000},
      "cpu": null,
      "memory": {"size_gb": 1, "type": "HBM3", "bus_bits": 1024, "bandwidth_gbs": 100},
      "peak_tflops": {"fp64": null, "fp32": 0.512, "tf32": 2, "fp16": 4, "bf16": 4},
      "halved_from_sparse": ["fp16"], "derived": [], "tdp_w": 100, "interconnect": null,
      "launch_price_usd": null, "notes": "", "sources": ["https://example.com/datasheet.pdf"]}]})");
}

// /proc/cpuinfo of `sockets` x `cores` cores with `threadsPerCore` hyperthreads each.
std::string procCpuinfo(const std::string& vendor, int family, int model, const std::string& name, int sockets, int cores,
                        int threadsPerCore, double mhz, const std::string& flags) {
  std::ostringstream s;
  int processor = 0;
  for (int t = 0; t < threadsPerCore; ++t)
    for (int so = 0; so < sockets; ++so)
      for (int c = 0; c < cores; ++c) {
        s << "processor\t: " << processor++ << "\nvendor_id\t: " << vendor << "\ncpu family\t: " << family
          << "\nmodel\t\t: " << model << "\nmodel name\t: " << name << "\nstepping\t: 1\n";
        if (mhz > 0) s << "cpu MHz\t\t: " << mhz << "\n";
        s << "physical id\t: " << so << "\nsiblings\t: " << cores * threadsPerCore << "\ncore id\t\t: " << c
          << "\ncpu cores\t: " << cores << "\nflags\t\t: " << flags << "\n\n";
      }
  return s.str();
}

const char* kAvx512Flags = "fpu sse sse2 ht avx f16c fma avx2 avx512f avx512dq avx512cd avx512bw avx512vl avx512_bf16";

// FP32 lanes per SM by GPU architecture (NVIDIA's architecture whitepapers).
int lanesPerSm(const std::string& arch) {
  if (arch.rfind("Kepler", 0) == 0) return 192;
  if (arch.rfind("Pascal", 0) == 0) return 128;
  if (arch.rfind("Volta", 0) == 0 || arch.rfind("Turing", 0) == 0) return 64;
  if (arch.find("GA100") != std::string::npos) return 64;
  if (arch.rfind("Ampere", 0) == 0 || arch.rfind("Ada", 0) == 0 || arch.rfind("Hopper", 0) == 0) return 128;
  return 0;
}

}  // namespace

class HardwareTest : public QObject {
  Q_OBJECT

 private slots:
  void databaseLoads() {
    const HardwareDatabase& db = hardwareDatabase();
    QVERIFY2(db.devices().size() >= 20, qPrintable(QString::number(db.devices().size())));
    // The studies' hardware and the common current parts the issue names.
    for (const char* id : {"nvidia-tesla-k20m", "intel-xeon-e5-2620", "nvidia-gtx-1050-ti", "nvidia-rtx-2080-ti",
                           "nvidia-gtx-1080-ti", "intel-core-i7-7700k", "nvidia-rtx-a4000", "nvidia-v100-sxm2",
                           "nvidia-a100-sxm4-80gb", "nvidia-h100-sxm", "nvidia-h100-pcie", "nvidia-h200-sxm", "nvidia-l4",
                           "nvidia-t4", "nvidia-rtx-3090", "nvidia-rtx-4090"})
      QVERIFY2(db.findById(id), id);
    int xeon = 0, epyc = 0, core = 0;
    for (const auto& d : db.devices()) {
      xeon += d.name.find("Xeon") != std::string::npos;
      epyc += d.name.find("EPYC") != std::string::npos;
      core += d.name.rfind("Core", 0) == 0;
    }
    QVERIFY(xeon >= 2 && epyc >= 2 && core >= 2);
  }

  void databaseEveryEntrySourced() {
    for (const auto& d : hardwareDatabase().devices()) {
      QVERIFY2(!d.sources.empty(), d.id.c_str());
      for (const auto& s : d.sources) QVERIFY2(s.rfind("https://", 0) == 0 || s.rfind("http://", 0) == 0, s.c_str());
      QVERIFY2(d.isGpu() == d.gpu.has_value() && d.isGpu() != d.cpu.has_value(), d.id.c_str());
    }
  }

  void databasePeaksAgreeWithFormula() {
    int quoted = 0;
    for (const auto& d : hardwareDatabase().devices()) {
      const auto formula = d.formulaFp32Tflops();
      if (!formula || !d.peak.fp32) continue;
      const double err = std::fabs(*d.peak.fp32 - *formula) / *formula;
      QVERIFY2(err <= 0.02, qPrintable(q(d.id + ": stored " + std::to_string(*d.peak.fp32) + " TFLOPS, " + d.formulaText())));
      bool derived = false;
      for (const auto& x : d.derived) derived |= x.rfind("fp32", 0) == 0;
      quoted += !derived;
      // FP64 of a CPU is half its FP32 (64-bit lanes).
      if (d.cpu && d.peak.fp64) QVERIFY2(std::fabs(*d.peak.fp64 * 2 - *d.peak.fp32) < 1e-9, d.id.c_str());
    }
    // The check means something: most GPU peaks are vendor figures, not our own arithmetic.
    QVERIFY2(quoted >= 12, qPrintable(QString::number(quoted)));
  }

  void databaseUnitsAreConsistent() {
    for (const auto& d : hardwareDatabase().devices()) {
      if (!d.gpu || !d.gpu->sms || !d.gpu->cudaCores) continue;
      const int lanes = lanesPerSm(d.architecture);
      QVERIFY2(lanes > 0, d.architecture.c_str());
      QVERIFY2(*d.gpu->sms * lanes == *d.gpu->cudaCores, d.id.c_str());
    }
    // A datasheet's sparse figure halved, and said so.
    const HardwareSpec* h100 = hardwareDatabase().findById("nvidia-h100-sxm");
    QVERIFY(h100);
    QCOMPARE(*h100->peak.fp16, 1979.0 / 2);
    QVERIFY(std::find(h100->halvedFromSparse.begin(), h100->halvedFromSparse.end(), "fp16") != h100->halvedFromSparse.end());
  }

  void databaseStrict_data() {
    QTest::addColumn<QString>("pointer");  // JSON pointer into the minimal database
    QTest::addColumn<QString>("value");    // replacement JSON; empty: remove the key
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown key") << "/devices/0/peak_tflops/fp8" << "1" << "unknown";
    QTest::newRow("typo") << "/devices/0/sourcez" << "[]" << "sources";
    QTest::newRow("missing field") << "/devices/0/tdp_w" << "" << "write null where no source gives a value";
    QTest::newRow("no sources") << "/devices/0/sources" << "[]" << "at least one URL";
    QTest::newRow("not a URL") << "/devices/0/sources" << "[\"the datasheet\"]" << "must hold URLs";
    QTest::newRow("wrong type") << "/devices/0/gpu/sms" << "\"132\"" << "gpu.sms";
    QTest::newRow("negative") << "/devices/0/peak_tflops/fp32" << "-1" << "peak_tflops.fp32";
    QTest::newRow("kind") << "/devices/0/kind" << "\"tpu\"" << "must be one of gpu, cpu";
    QTest::newRow("cpu on a gpu") << "/devices/0/cpu" << "{\"cores\": 1}" << "must be null for a GPU";
    QTest::newRow("halved null") << "/devices/0/halved_from_sparse" << "[\"fp64\"]" << "whose peak is null";
    QTest::newRow("format") << "/format" << "\"something\"" << "nnlab-hardware";
    QTest::newRow("bad id") << "/devices/0/id" << "\"Test GPU\"" << "lower-case";
  }
  void databaseStrict() {
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, message);
    json j = minimalDatabase();
    HardwareDatabase::parse(j, "test database");  // the unbroken one reads
    const json::json_pointer ptr(pointer.toStdString());
    if (value.isEmpty())
      j[ptr.parent_pointer()].erase(ptr.back());
    else
      j[ptr] = json::parse(value.toStdString());
    EXPECT_ERROR([&] { HardwareDatabase::parse(j, "test database"); }, ErrorKind::BadInput,
                 {"test database", message.toStdString()});
  }

  void databaseDuplicateId() {
    json j = minimalDatabase();
    j["devices"].push_back(j["devices"][0]);
    EXPECT_ERROR([&] { HardwareDatabase::parse(j, "db"); }, ErrorKind::BadInput, {"two devices have the id \"test-gpu\""});
  }

  void databaseFileErrors() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/hardware.json").toStdString();
    EXPECT_ERROR([&] { HardwareDatabase::load(path); }, ErrorKind::BadInput, {path});
    {
      QFile f(QString::fromStdString(path));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("{\"format\": \"nnlab-hardware\", \"devices\": [");
    }
    EXPECT_ERROR([&] { HardwareDatabase::load(path); }, ErrorKind::BadInput, {path, "not valid JSON"});
  }

  void matching_data() {
    QTest::addColumn<QString>("detected");
    QTest::addColumn<QString>("id");  // empty: no entry may match
    // CPU model names as /proc/cpuinfo prints them.
    QTest::newRow("E5-2620") << "Intel(R) Xeon(R) CPU E5-2620 0 @ 2.00GHz" << "intel-xeon-e5-2620";
    QTest::newRow("E5-2620 v2") << "Intel(R) Xeon(R) CPU E5-2620 v2 @ 2.10GHz" << "";
    QTest::newRow("7700K") << "Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz" << "intel-core-i7-7700k";
    QTest::newRow("7700") << "Intel(R) Core(TM) i7-7700 CPU @ 3.60GHz" << "";
    QTest::newRow("8480+") << "Intel(R) Xeon(R) Platinum 8480+" << "intel-xeon-platinum-8480plus";
    QTest::newRow("8480C") << "Intel(R) Xeon(R) Platinum 8480C" << "";
    QTest::newRow("EPYC 9654") << "AMD EPYC 9654 96-Core Processor" << "amd-epyc-9654";
    QTest::newRow("EPYC 9654P") << "AMD EPYC 9654P 96-Core Processor" << "";
    QTest::newRow("VM's bare EPYC") << "AMD EPYC" << "";
    QTest::newRow("14900K") << "Intel(R) Core(TM) i9-14900K" << "intel-core-i9-14900k";
    // CUDA device names (cudaGetDeviceProperties).
    QTest::newRow("H100 SXM") << "NVIDIA H100 80GB HBM3" << "nvidia-h100-sxm";
    QTest::newRow("H100 PCIe") << "NVIDIA H100 PCIe" << "nvidia-h100-pcie";
    QTest::newRow("H100 NVL") << "NVIDIA H100 NVL" << "";
    QTest::newRow("H200") << "NVIDIA H200" << "nvidia-h200-sxm";
    QTest::newRow("A100 80GB") << "NVIDIA A100-SXM4-80GB" << "nvidia-a100-sxm4-80gb";
    QTest::newRow("A100 40GB") << "NVIDIA A100-SXM4-40GB" << "";
    QTest::newRow("V100") << "Tesla V100-SXM2-32GB" << "nvidia-v100-sxm2";
    QTest::newRow("K20m") << "Tesla K20m" << "nvidia-tesla-k20m";
    QTest::newRow("K20c") << "Tesla K20c" << "";
    QTest::newRow("T4") << "Tesla T4" << "nvidia-t4";
    QTest::newRow("L4") << "NVIDIA L4" << "nvidia-l4";
    QTest::newRow("L40") << "NVIDIA L40" << "";
    QTest::newRow("4090") << "NVIDIA GeForce RTX 4090" << "nvidia-rtx-4090";
    QTest::newRow("4090 D") << "NVIDIA GeForce RTX 4090 D" << "";
    QTest::newRow("1050 Ti") << "NVIDIA GeForce GTX 1050 Ti" << "nvidia-gtx-1050-ti";
    QTest::newRow("1050") << "NVIDIA GeForce GTX 1050" << "";
    QTest::newRow("A4000") << "NVIDIA RTX A4000" << "nvidia-rtx-a4000";
  }
  void matching() {
    QFETCH(QString, detected);
    QFETCH(QString, id);
    const HardwareSpec* d = hardwareDatabase().match(detected.toStdString());
    QCOMPARE(d ? q(d->id) : QString(), id);
  }

  void lookup() {
    const HardwareDatabase& db = hardwareDatabase();
    QCOMPARE(q(db.lookup("nvidia-t4").id), QString("nvidia-t4"));
    QCOMPARE(q(db.lookup("7700k").id), QString("intel-core-i7-7700k"));
    QCOMPARE(q(db.lookup("h100 pcie").id), QString("nvidia-h100-pcie"));
    QCOMPARE(q(db.lookup("H100-SXM").id), QString("nvidia-h100-sxm"));
    QCOMPARE(q(db.lookup("Tesla K20m").id), QString("nvidia-tesla-k20m"));
    EXPECT_ERROR([&] { db.lookup("h100"); }, ErrorKind::InvalidArgument,
                 {"matches several devices", "nvidia-h100-sxm", "nvidia-h100-pcie"});
    EXPECT_ERROR([&] { db.lookup("nvidia-t5"); }, ErrorKind::InvalidArgument, {"no device 'nvidia-t5'", "nvidia-t4"});
  }

  void nameTokens() {
    QCOMPARE(deviceNameTokens("Intel(R) Xeon(R) CPU E5-2620 0 @ 2.00GHz"), (std::vector<std::string>{"xeon", "e5", "2620"}));
    QCOMPARE(deviceNameTokens("AMD EPYC 9654 96-Core Processor"), (std::vector<std::string>{"epyc", "9654"}));
    QCOMPARE(deviceNameTokens("NVIDIA H100 80GB HBM3"), (std::vector<std::string>{"h100", "80gb", "hbm3"}));
    QVERIFY(!sameDeviceName("", ""));
  }

  // Real /proc/cpuinfo layouts; peaks computed by hand.
  void cpuPeak_data() {
    QTest::addColumn<QString>("cpuinfo");
    QTest::addColumn<QString>("microarch");
    QTest::addColumn<int>("cores");
    QTest::addColumn<double>("gflops");
    QTest::addColumn<QString>("derivation");
    // The development VM: 2 Zen 5 cores, a bare "AMD EPYC" model name, no cpufreq.
    QTest::newRow("Zen 5 VM") << q(procCpuinfo("AuthenticAMD", 26, 2, "AMD EPYC", 1, 2, 1, 2096.021, kAvx512Flags)) << "Zen 5"
                              << 2 << 2 * 16 * 2 * 2 * 2.096021 << "2 cores x 16 lanes x 2 FMA x 2 x 2.10 GHz = 268.3 GFLOP/s";
    QTest::newRow("Sapphire Rapids VM")
        << q(procCpuinfo("GenuineIntel", 6, 143, "Intel(R) Xeon(R) Platinum 8480+", 1, 16, 1, 2000.0, kAvx512Flags))
        << "Sapphire Rapids" << 16 << 16 * 16 * 2 * 2 * 2.0 << "16 cores x 16 lanes x 2 FMA x 2 x 2.00 GHz = 2048.0 GFLOP/s";
    QTest::newRow("i7-7700K, hyperthreads")
        << q(procCpuinfo("GenuineIntel", 6, 158, "Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz", 1, 4, 2, 4200.0,
                         "fpu sse sse2 ht avx fma avx2"))
        << "Skylake (client) / Kaby Lake / Coffee Lake" << 4 << 537.6 << "4 cores x 8 lanes x 2 FMA x 2 x 4.20 GHz = 537.6 GFLOP/s";
    QTest::newRow("2 x E5-2620")
        << q(procCpuinfo("GenuineIntel", 6, 45, "Intel(R) Xeon(R) CPU E5-2620 0 @ 2.00GHz", 2, 6, 2, 2000.0,
                         "fpu sse sse2 ht avx"))
        << "Sandy Bridge" << 12 << 384.0 << "12 cores x 8 lanes x 1 FMA x 2 x 2.00 GHz = 384.0 GFLOP/s";
    QTest::newRow("EPYC 9654 (Zen 4)")
        << q(procCpuinfo("AuthenticAMD", 25, 17, "AMD EPYC 9654 96-Core Processor", 1, 96, 2, 2400.0, kAvx512Flags))
        << "Zen 4" << 96 << 7372.8 << "96 cores x 8 lanes x 2 FMA x 2 x 2.40 GHz = 7372.8 GFLOP/s";
  }
  void cpuPeak() {
    QFETCH(QString, cpuinfo);
    QFETCH(QString, microarch);
    QFETCH(int, cores);
    QFETCH(double, gflops);
    QFETCH(QString, derivation);
    const CpuInfo cpu = parseCpuInfo(cpuinfo.toStdString());
    QCOMPARE(cpu.physicalCores, cores);
    const auto peak = computeCpuPeak(cpu);
    QVERIFY(peak);
    QCOMPARE(q(peak->microarch), microarch);
    QVERIFY2(std::fabs(peak->fp32Gflops - gflops) < 1e-6 * gflops, qPrintable(QString::number(peak->fp32Gflops)));
    QCOMPARE(peak->fp64Gflops, peak->fp32Gflops / 2);
    QCOMPARE(q(peak->derivation), derivation);
  }

  void cpuPeakAgreesWithDatabase() {
    // The i7-7700K computed from its cpuinfo at the base clock equals its database entry.
    const CpuInfo cpu = parseCpuInfo(
        procCpuinfo("GenuineIntel", 6, 158, "Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz", 1, 4, 2, 4200.0, "avx fma avx2"));
    const HardwareSpec* d = hardwareDatabase().match(cpu.model);
    QVERIFY(d);
    QCOMPARE(computeCpuPeak(cpu)->fp32Gflops, *d->peak.fp32 * 1000.0);
  }

  void cpuPeakAssumptions() {
    // A CPU outside the table: the assumption is stated.
    CpuInfo cpu = parseCpuInfo(procCpuinfo("HygonGenuine", 24, 1, "Hygon C86 7185", 1, 4, 1, 2000.0, "avx fma avx2"));
    auto peak = computeCpuPeak(cpu);
    QVERIFY(peak);
    QCOMPARE(peak->fp32Gflops, 4 * 8 * 2 * 2 * 2.0);
    QVERIFY(!peak->caveats.empty() && peak->caveats.front().find("assumed") != std::string::npos);
    // No clock anywhere: no peak, rather than a made-up one.
    cpu = parseCpuInfo(procCpuinfo("GenuineIntel", 6, 143, "x", 1, 4, 1, 0.0, kAvx512Flags));
    QVERIFY(!computeCpuPeak(cpu));
    // No core ids (some ARM and VM kernels): logical cores counted, and said so.
    cpu = parseCpuInfo("processor : 0\nvendor_id : GenuineIntel\ncpu family : 6\nmodel : 143\ncpu MHz : 1000\n"
                       "flags : avx avx2 fma avx512f\n\nprocessor : 1\n");
    QCOMPARE(cpu.logicalCores, 2);
    peak = computeCpuPeak(cpu);
    QVERIFY(peak && peak->cores == 2);
    bool said = false;
    for (const auto& c : peak->caveats) said |= c.find("logical cores counted") != std::string::npos;
    QVERIFY(said);
  }

  void detectThisCpu() {
    const CpuInfo cpu = detectCpu();
    QVERIFY(cpu.logicalCores >= 1);
    QVERIFY(!cpu.model.empty());
    const json j = cpu.toJson();
    QVERIFY(j.contains("physical_cores") && j.contains("clock_mhz"));
  }

  void benchResultRoundTrip() {
    HwBenchResult r;
    r.machine = "box";
    r.date = "2026-11-24T10:00:00Z";
    r.build = {{"id", "0.1.0+abc"}, {"compiler", "GNU 12"}, {"cuda", false}};
    r.cpu = {{"model", "Test CPU"}};
    r.cpuPeak = {{"fp32_gflops", 100.0}, {"cores", 4}, {"derivation", "4 cores x 8 lanes x 2 FMA x 2 x 0.78 GHz"}};
    r.gpus = {{"gpus", json::array()}};
    BenchMeasure m;
    m.id = "cpu.sgemm.1t";
    m.device = "cpu";
    m.kind = "gemm";
    m.precision = "fp32";
    m.threads = 1;
    m.size = 512;
    m.unit = "GFLOP/s";
    summarize(m, {20.0, 18.0, 22.0});
    r.measures.push_back(m);
    m.id = "cpu.dgemm.all";
    m.precision = "fp64";
    m.threads = 8;  // more threads than cores: hyperthreads add no FMA units
    summarize(m, {40.0});
    r.measures.push_back(m);
    attachPeaks(r);
    QCOMPARE(r.measures[0].median, 20.0);
    QCOMPARE(*r.measures[0].peak, 25.0);
    QCOMPARE(*r.measures[0].fractionOfPeak(), 0.8);
    QCOMPARE(*r.measures[1].peak, 50.0);
    QVERIFY(r.measures[0].peakSource.find("computed") != std::string::npos);
    const json j = r.toJson();
    const HwBenchResult back = HwBenchResult::fromJson(j, "result");
    QCOMPARE(back.toJson().dump(), j.dump());
    json bad = j;
    bad["measures"][0]["medain"] = 1;
    EXPECT_ERROR([&] { HwBenchResult::fromJson(bad, "result"); }, ErrorKind::BadInput, {"measures[0].medain", "median"});
    bad = j;
    bad["schema"] = 2;
    EXPECT_ERROR([&] { HwBenchResult::fromJson(bad, "result"); }, ErrorKind::BadInput, {"schema"});
  }

  void benchGpuPeaksFromDatabase() {
    HwBenchResult r;
    r.gpuMatches = {"nvidia-h100-sxm"};
    BenchMeasure m;
    m.device = "cuda:0";
    m.kind = "gemm";
    m.precision = "bf16";
    m.median = 700000.0;
    r.measures.push_back(m);
    m.kind = "triad";
    m.precision.clear();
    m.median = 3000.0;
    r.measures.push_back(m);
    attachPeaks(r);
    QCOMPARE(*r.measures[0].peak, 989.5 * 1000.0);
    QCOMPARE(*r.measures[1].peak, 3350.0);
  }

  void benchCpuQuick() {
    std::string blas;
    CpuBenchOptions o;
    o.quick = true;
    o.threads = 2;
    const auto ms = runCpuBench(o, &blas);
    QVERIFY(!blas.empty());
    std::set<std::string> ids;
    for (const auto& m : ms) {
      ids.insert(m.id);
      QVERIFY2(m.median > 0 && m.min <= m.median && m.median <= m.max, m.id.c_str());
      QCOMPARE(m.repeats, m.kind == "clock" ? m.threads : 2);  // a clock has one value per thread
    }
    QCOMPARE(ids, (std::set<std::string>{"cpu.clock.1t", "cpu.clock.all", "cpu.sgemm.1t", "cpu.sgemm.all", "cpu.dgemm.all",
                                         "cpu.triad"}));
  }

  void benchGpu() {
    GpuBenchOptions o;
    o.quick = true;
    if (!detectGpus().available()) {
      EXPECT_ERROR([&] { runGpuBench(0, o); }, ErrorKind::Unsupported, {detectGpus().unavailableReason});
      return;
    }
    const auto ms = runGpuBench(0, o);
    QCOMPARE(int(ms.size()), 10);  // 5 GEMMs, triad, 4 copies
    for (const auto& m : ms) QVERIFY2(m.median > 0, m.id.c_str());
  }

  void profileCpuModes() {
    ProfileOptions o;
    o.batch = 8;
    o.repeats = 2;
    o.threads = 2;
    const ModelSpec spec = test::toyCnn();
    const ModelProfile p = profileModel(spec, Shape{1, 8, 8}, 4, {"cpu-reference", "cpu-blas", "cuda:0"}, o);
    QCOMPARE(int(p.devices.size()), 3);
    const ModelCheck check = checkModel(spec, Shape{1, 8, 8}, 4);
    for (int d = 0; d < 2; ++d) {
      const DeviceProfile& dp = p.devices[d];
      QVERIFY(dp.available);
      QCOMPARE(dp.layers.size(), check.layers.size());
      QCOMPARE(dp.transferBytes, 8.0 * 64 * 4);
      for (std::size_t i = 0; i < dp.layers.size(); ++i) {
        QCOMPARE(dp.layers[i].fwdFlops, check.layers[i].flops * 8);
        QVERIFY(dp.layers[i].fwdSeconds > 0 && dp.layers[i].bwdSeconds > 0);
      }
    }
    if (!detectGpus().available()) {
      QVERIFY(!p.devices[2].available);
      QVERIFY(!p.devices[2].reason.empty());
    }
    const json j = p.toJson();
    QCOMPARE(j["devices"][0]["layers"][0]["speedup"].get<double>(), 1.0);
    QVERIFY(j["devices"][1].contains("total_speedup"));
    if (!detectGpus().available()) QVERIFY(j["devices"][2].contains("reason"));
  }

  void profileBadDevice() {
    ProfileOptions o;
    o.repeats = 1;
    EXPECT_ERROR([&] { profileModel(test::toyMlp(), Shape{1, 8, 8}, 4, {"tpu"}, o); }, ErrorKind::InvalidArgument,
                 {"unknown device 'tpu'"});
    EXPECT_ERROR([&] { profileModel(test::toyMlp(), Shape{1, 8, 8}, 4, {}, o); }, ErrorKind::InvalidArgument,
                 {"at least one device"});
  }

  void roofline() {
    const ModelSpec spec = loadModelSpec("lenet5");
    const ModelCheck check = checkModel(spec, *spec.input, 10);
    const auto points = rooflinePoints(check, 64, DType::F32);
    QVERIFY(!points.empty());
    // First conv: 1x28x28 in, 6x28x28 out, 6*25+6 parameters, f32, batch 64.
    QCOMPARE(points[0].bytes, (64.0 * (784 + 4704) + 156) * 4);
    QCOMPARE(points[0].flops, check.layers[0].flops * 64);
    Roofline r{1000.0, 100.0};
    QCOMPARE(r.ridge(), 10.0);
    QCOMPARE(r.attainable(2.0), 200.0);
    QCOMPARE(r.attainable(50.0), 1000.0);
  }
};

QTEST_GUILESS_MAIN(HardwareTest)
#include "test_hardware.moc"

// Power sources (issue 14): RAPL through a fake powercap tree (two domains, a counter wrap in one,
// a missing permission in the other), and NVML without the library and through a stand-in
// library with NVML's ABI (tests/support/fake_nvml.cpp).
#include <dlfcn.h>

#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "hw/power/nvml_source.h"
#include "hw/power/power_discovery.h"
#include "hw/power/rapl_source.h"
#include "support/expect_error.h"

using namespace nnlab;
namespace fs = std::filesystem;

namespace {

void writeFile(const std::string& path, const std::string& text) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream(path, std::ios::trunc) << text;
}

// A zone directory as the kernel lays it out (name, energy_uj, max_energy_range_uj).
void writeZone(const std::string& root, const std::string& zone, const std::string& name, std::uint64_t energy,
               std::uint64_t range) {
  writeFile(root + "/" + zone + "/name", name + "\n");
  writeFile(root + "/" + zone + "/energy_uj", std::to_string(energy) + "\n");
  writeFile(root + "/" + zone + "/max_energy_range_uj", std::to_string(range) + "\n");
}

const PowerSource* find(const PowerSources& v, const std::string& id) {
  for (const auto& s : v)
    if (s->info().id == id) return s.get();
  return nullptr;
}

// The stand-in NVML, opened by path like the real one.
struct FakeNvml {
  void* handle = dlopen(NNLAB_FAKE_NVML, RTLD_NOW | RTLD_LOCAL);
  void reset(int gpus, int initResult = 0) {
    reinterpret_cast<void (*)(int, int)>(dlsym(handle, "fakeNvmlReset"))(gpus, initResult);
  }
  void set(int gpu, const char* key, double v) {
    reinterpret_cast<void (*)(int, const char*, double)>(dlsym(handle, "fakeNvmlSet"))(gpu, key, v);
  }
  int count(const char* what) { return reinterpret_cast<int (*)(const char*)>(dlsym(handle, "fakeNvmlCount"))(what); }
  ~FakeNvml() {
    if (handle) dlclose(handle);
  }
};

NvmlOptions fakeOptions(std::vector<std::string> uuids = {}) {
  NvmlOptions o;
  o.library = NNLAB_FAKE_NVML;
  o.cudaUuids = std::move(uuids);
  return o;
}

}  // namespace

class PowerSourcesTest : public QObject {
  Q_OBJECT

 private slots:
  // --- RAPL ---------------------------------------------------------------------------------

  void raplWithoutTreeIsNotAvailable() {
    const PowerSources s = openRaplSources("/nonexistent/powercap");
    QCOMPARE(s.size(), std::size_t(1));
    QVERIFY(!s[0]->available());
    QCOMPARE(s[0]->info().id, std::string("rapl"));
    QVERIFY(s[0]->reason().find("/nonexistent/powercap does not exist") != std::string::npos);
    QVERIFY(s[0]->reason().find("modprobe intel_rapl_msr") != std::string::npos);
    QVERIFY(s[0]->reason().find("virtual machines") != std::string::npos);
  }

  void raplWithoutZonesIsNotAvailable() {
    QTemporaryDir dir;
    fs::create_directories(dir.path().toStdString() + "/intel-rapl");  // the control type alone
    const PowerSources s = openRaplSources(dir.path().toStdString());
    QCOMPARE(s.size(), std::size_t(1));
    QVERIFY(!s[0]->available());
    QVERIFY(s[0]->reason().find("no intel-rapl package zone") != std::string::npos);
  }

  // The acceptance case: package-0 wraps, dram's energy_uj is not readable (EACCES injected: as
  // root, chmod 000 would not stop the read).
  void raplTwoDomainsWrapAndPermission() {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    writeZone(root, "intel-rapl:0", "package-0", 999000, 1000000);
    writeZone(root, "intel-rapl:0:0", "core", 5, 1000000);  // inside the package: left out
    writeZone(root, "intel-rapl:0:1", "dram", 7, 1000000);
    writeZone(root, "intel-rapl:1", "psys", 9, 1000000);       // the platform: left out
    writeZone(root, "intel-rapl-mmio:0", "package-0", 9, 1000000);  // a duplicate of package-0
    const std::string denied = root + "/intel-rapl:0:1/energy_uj";
    const SysfsReadFn base = defaultSysfsReader();
    int deniedReads = 0;
    const SysfsReadFn read = [&](const std::string& path, std::string& text) {
      if (path == denied) return ++deniedReads, EACCES;
      return base(path, text);
    };
    PowerSources s = openRaplSources(root, read);
    QCOMPARE(s.size(), std::size_t(2));
    QVERIFY(deniedReads > 0);

    const PowerSource* dram = find(s, "rapl:dram-0");
    QVERIFY(dram);
    QVERIFY(!dram->available());
    QCOMPARE(dram->info().kind, PowerDeviceKind::Dram);
    QCOMPARE(dram->info().name, std::string("DRAM (package 0)"));
    const std::string why = dram->reason();
    QVERIFY2(why.find(denied + ": Permission denied") != std::string::npos, why.c_str());
    QVERIFY2(why.find("CVE-2020-8694") != std::string::npos, why.c_str());
    QVERIFY2(why.find("SUBSYSTEM==\"powercap\", KERNEL==\"intel-rapl:*\"") != std::string::npos, why.c_str());
    QVERIFY2(why.find("RUN+=\"/bin/chgrp power /sys%p/energy_uj\"") != std::string::npos, why.c_str());
    QVERIFY2(why.find("udevadm trigger --subsystem-match=powercap") != std::string::npos, why.c_str());

    PowerSource* pkg = s[0].get();
    QCOMPARE(pkg->info().id, std::string("rapl:package-0"));
    QVERIFY(pkg->available());
    QVERIFY(pkg->info().hasCounter && pkg->info().powerFromCounter && !pkg->info().hasPower);
    const std::string energy = root + "/intel-rapl:0/energy_uj";
    writeFile(energy, "999500\n");
    PowerReading r = pkg->read();
    QVERIFY(r.error.empty());
    QVERIFY(std::isnan(r.watts));  // RAPL measures no power of its own
    QCOMPARE(r.joules, 500e-6);
    writeFile(energy, "200\n");  // wrapped past max_energy_range_uj = 1,000,000
    r = pkg->read();
    QVERIFY(r.error.empty());
    QVERIFY(std::fabs(r.joules - 1200e-6) < 1e-12);  // 500 + (1,000,000 - 999,500) + 200 µJ
    writeFile(energy, "300\n");
    r = pkg->read();
    QVERIFY(std::fabs(r.joules - 1300e-6) < 1e-12);
    writeFile(energy, "999999\n");  // a long step forward is not a wrap
    r = pkg->read();
    QVERIFY(std::fabs(r.joules - (1300e-6 + (999999 - 300) * 1e-6)) < 1e-12);
  }

  // Without injection: an energy_uj that cannot be read as a file (a directory here) is reported
  // with the system's reason and without the permission hint.
  void raplUnreadableFileOnDisk() {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    writeZone(root, "intel-rapl:0", "package-0", 1, 1000000);
    fs::remove(root + "/intel-rapl:0/energy_uj");
    fs::create_directories(root + "/intel-rapl:0/energy_uj");
    const PowerSources s = openRaplSources(root);
    QCOMPARE(s.size(), std::size_t(1));
    QVERIFY(!s[0]->available());
    QCOMPARE(s[0]->info().id, std::string("rapl:package-0"));
    QVERIFY2(s[0]->reason().find("energy_uj: Is a directory") != std::string::npos, s[0]->reason().c_str());
    QVERIFY(s[0]->reason().find("udev") == std::string::npos);
  }

  void raplNeedsTheRangeAndNumbers() {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    writeZone(root, "intel-rapl:0", "package-0", 1, 1000000);
    fs::remove(root + "/intel-rapl:0/max_energy_range_uj");
    writeZone(root, "intel-rapl:1", "package-1", 1, 1000000);
    writeFile(root + "/intel-rapl:1/energy_uj", "lots\n");
    const PowerSources s = openRaplSources(root);
    QCOMPARE(s.size(), std::size_t(2));
    QVERIFY(!s[0]->available());
    QVERIFY2(s[0]->reason().find("max_energy_range_uj") != std::string::npos && s[0]->reason().find("wrap") != std::string::npos,
             s[0]->reason().c_str());
    QVERIFY(!s[1]->available());
    QVERIFY2(s[1]->reason().find("does not hold a number (\"lots\")") != std::string::npos, s[1]->reason().c_str());
  }

  // A read that fails mid-run is an error with NaN, never 0 joules; the next good read goes on.
  void raplReadFailureIsNotZero() {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    writeZone(root, "intel-rapl:0", "package-0", 100, 1000000);
    const SysfsReadFn base = defaultSysfsReader();
    bool failing = false;
    PowerSources s = openRaplSources(root, [&](const std::string& p, std::string& t) { return failing ? EIO : base(p, t); });
    QVERIFY(s[0]->available());
    failing = true;
    PowerReading r = s[0]->read();
    QVERIFY(std::isnan(r.joules));
    QVERIFY2(r.error.find("Input/output error") != std::string::npos, r.error.c_str());
    failing = false;
    writeFile(root + "/intel-rapl:0/energy_uj", "400\n");
    r = s[0]->read();
    QVERIFY(r.error.empty());
    QVERIFY(std::fabs(r.joules - 300e-6) < 1e-12);
  }

  void raplDomainsOfTwoPackages() {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    writeZone(root, "intel-rapl:0", "package-0", 1, 1000000);
    writeZone(root, "intel-rapl:0:0", "dram", 1, 1000000);
    writeZone(root, "intel-rapl:1", "package-1", 1, 1000000);
    writeZone(root, "intel-rapl:1:0", "dram", 1, 1000000);
    const PowerSources s = openRaplSources(root);
    QCOMPARE(s.size(), std::size_t(4));
    for (const char* id : {"rapl:package-0", "rapl:dram-0", "rapl:package-1", "rapl:dram-1"}) {
      QVERIFY2(find(s, id), id);
      QVERIFY2(find(s, id)->available(), id);
    }
    QCOMPARE(find(s, "rapl:dram-1")->info().name, std::string("DRAM (package 1)"));
  }

  // --- NVML ---------------------------------------------------------------------------------

  void nvmlWithoutLibraryIsNotAvailable() {
    NvmlOptions o;
    o.library = "libnnlab-no-such-nvml.so.1";
    const PowerSources s = openNvmlSources(o);
    QCOMPARE(s.size(), std::size_t(1));
    QVERIFY(!s[0]->available());
    QCOMPARE(s[0]->info().id, std::string("gpu"));
    QCOMPARE(s[0]->info().kind, PowerDeviceKind::Gpu);
    const std::string why = s[0]->reason();
    QVERIFY2(why.find("could not be loaded (libnnlab-no-such-nvml.so.1: ") != std::string::npos, why.c_str());
    QVERIFY2(why.find("cannot open shared object file") != std::string::npos, why.c_str());
    QVERIFY2(why.find("NVIDIA driver") != std::string::npos, why.c_str());
    // Discovery keeps both reasons: nothing is left out silently.
    PowerDiscoveryOptions d;
    d.nvml = o;
    d.powercapRoot = "/nonexistent/powercap";
    const PowerSources all = discoverPowerSources(d);
    QCOMPARE(all.size(), std::size_t(2));
    QVERIFY(!all[0]->available() && !all[1]->available());
    QCOMPARE(all[1]->info().id, std::string("rapl"));
  }

  void nvmlTwoGpus() {
    FakeNvml fake;
    QVERIFY2(fake.handle, dlerror());
    fake.reset(2);
    fake.set(0, "power_mw", 312500);
    fake.set(0, "energy_mj", 5000000);
    fake.set(1, "instant", 0);  // an older driver: nvmlDeviceGetPowerUsage
    fake.set(1, "counter", 0);  // a GPU before Volta: no energy counter
    fake.set(1, "power_mw", 80000);
    {
      PowerSources s = openNvmlSources(fakeOptions());
      QCOMPARE(fake.count("inits"), 1);
      QCOMPARE(s.size(), std::size_t(2));
      const PowerSourceInfo& a = s[0]->info();
      QCOMPARE(a.id, std::string("gpu:0"));
      QCOMPARE(a.name, std::string("GPU 0 (Fake GPU 0)"));
      QCOMPARE(a.interface, std::string("NVML (driver 999.1)"));
      QCOMPARE(a.uuid, std::string("GPU-00000000-fake-fake-fake-000000000000"));
      QVERIFY(a.available && a.hasPower && a.hasCounter && !a.powerFromCounter);
      QVERIFY2(a.measures.find("instantaneous") != std::string::npos, a.measures.c_str());
      const PowerSourceInfo& b = s[1]->info();
      QVERIFY(b.available && b.hasPower && !b.hasCounter);
      QVERIFY2(b.measures.find("1 s average") != std::string::npos, b.measures.c_str());
      QVERIFY2(b.measures.find("no energy counter (Not Supported (3))") != std::string::npos, b.measures.c_str());

      PowerReading r = s[0]->read();
      QVERIFY2(r.error.empty(), r.error.c_str());
      QCOMPARE(r.watts, 312.5);
      QCOMPARE(r.joules, 0.0);  // counted from the source's opening
      QCOMPARE(r.smClockMHz, 1980.0);
      QCOMPARE(r.memClockMHz, 2619.0);
      QCOMPARE(r.gpuUtilPercent, 97.0);
      QCOMPARE(r.memUtilPercent, 41.0);
      QCOMPARE(r.temperatureC, 63.0);
      fake.set(0, "energy_mj", 5001250);
      QCOMPARE(s[0]->read().joules, 1.25);
      // A driver reload restarts the counter: that sample has no energy, the next goes on from there.
      fake.set(0, "energy_mj", 100);
      r = s[0]->read();
      QVERIFY(std::isnan(r.joules));
      QVERIFY(r.error.find("went backwards") != std::string::npos);
      fake.set(0, "energy_mj", 600);
      QCOMPARE(s[0]->read().joules, 1.75);
      // A failed power read: NaN and the NVML error, never 0 W.
      fake.set(0, "fail_reads", 1);
      r = s[0]->read();
      QVERIFY(std::isnan(r.watts));
      QVERIFY2(r.error.find("power: Unknown Error (999)") != std::string::npos, r.error.c_str());

      r = s[1]->read();
      QCOMPARE(r.watts, 80.0);
      QVERIFY(std::isnan(r.joules));
    }
    QCOMPARE(fake.count("shutdowns"), 1);  // the last source gone, NVML is shut down
  }

  // GPUs in CUDA's numbering, found by UUID: "gpu:0" is the GPU cuda:0 trains on.
  void nvmlByCudaUuid() {
    FakeNvml fake;
    fake.reset(2);
    const std::string second = "GPU-00000001-fake-fake-fake-000000000000";
    const PowerSources s = openNvmlSources(fakeOptions({second, "GPU-deadbeef-0000-0000-0000-000000000000"}));
    QCOMPARE(s.size(), std::size_t(2));
    QCOMPARE(s[0]->info().id, std::string("gpu:0"));
    QCOMPARE(s[0]->info().name, std::string("GPU 0 (Fake GPU 1)"));
    QCOMPARE(s[0]->info().uuid, second);
    QCOMPARE(s[0]->info().gpuIndex, 0);
    QVERIFY(!s[1]->available());
    QVERIFY2(s[1]->reason().find("NVML does not find CUDA's GPU 1 (GPU-deadbeef") != std::string::npos,
             s[1]->reason().c_str());
  }

  void nvmlThatCannotStart() {
    FakeNvml fake;
    fake.reset(1, 9);  // NVML_ERROR_DRIVER_NOT_LOADED
    PowerSources s = openNvmlSources(fakeOptions());
    QCOMPARE(s.size(), std::size_t(1));
    QVERIFY(!s[0]->available());
    QVERIFY2(s[0]->reason().find("NVML could not start (nvmlInit_v2: Driver Not Loaded (9))") != std::string::npos,
             s[0]->reason().c_str());
    s.clear();
    QCOMPARE(fake.count("shutdowns"), 0);  // not started, not shut down
    fake.reset(0);
    s = openNvmlSources(fakeOptions());
    QVERIFY(!s[0]->available());
    QCOMPARE(s[0]->reason(), std::string("NVML finds no NVIDIA GPU on this machine"));
  }

  void nvmlTooOld() {
    NvmlOptions o;
    o.library = NNLAB_FAKE_NVML_OLD;
    const PowerSources s = openNvmlSources(o);
    QVERIFY(!s[0]->available());
    QVERIFY2(s[0]->reason().find("lacks nvmlInit_v2") != std::string::npos, s[0]->reason().c_str());
  }

  void nvmlGpuWithoutPowerOrCounter() {
    FakeNvml fake;
    fake.reset(1);
    fake.set(0, "power", 0);
    fake.set(0, "counter", 0);
    const PowerSources s = openNvmlSources(fakeOptions());
    QVERIFY(!s[0]->available());
    QCOMPARE(s[0]->info().id, std::string("gpu:0"));
    QVERIFY2(s[0]->reason().find("neither power (Not Supported (3)) nor an energy counter") != std::string::npos,
             s[0]->reason().c_str());
  }

  void sourceInfoJson() {
    PowerSourceInfo i;
    i.id = "gpu:1";
    i.name = "GPU 1 (X)";
    i.interface = "NVML";
    i.measures = "board power";
    i.available = true;
    i.hasPower = i.hasCounter = true;
    i.gpuIndex = 1;
    i.uuid = "GPU-1";
    const PowerSourceInfo back = PowerSourceInfo::fromJson(i.toJson());
    QCOMPARE(back.toJson(), i.toJson());
    auto j = i.toJson();
    j["availble"] = true;
    EXPECT_ERROR([&] { PowerSourceInfo::fromJson(j); }, ErrorKind::BadInput, {"unknown key `availble`", "did you mean `available`"});
    j = i.toJson();
    j["available"] = false;  // and no reason
    EXPECT_ERROR([&] { PowerSourceInfo::fromJson(j); }, ErrorKind::BadInput, {"`reason` is missing"});
    j = i.toJson();
    j["kind"] = "cpu";
    EXPECT_ERROR([&] { PowerSourceInfo::fromJson(j); }, ErrorKind::BadInput, {"one of gpu, cpu-package, dram"});
  }
};

QTEST_GUILESS_MAIN(PowerSourcesTest)
#include "test_power_sources.moc"

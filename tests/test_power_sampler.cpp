// PowerSampler (issue 14): a thread reading scripted sources whose power is a known function of
// time and whose counter is its exact integral, so energies per interval are known in closed
// form; unavailable sources reported, never zero; live updates; the idle baseline; NVML's
// stand-in end to end (counter and integrated power agree).
#include <dlfcn.h>

#include <QtTest>
#include <atomic>
#include <cmath>
#include <functional>
#include <thread>

#include "hw/power/nvml_source.h"
#include "hw/power/power_run_recorder.h"
#include "hw/power/power_sampler.h"
#include "support/expect_error.h"

using namespace nnlab;
using Clock = PowerSampler::Clock;

namespace {

// Power w(t) and counter E(t) = ∫ w, t in seconds since `origin`.
class ScriptedSource : public PowerSource {
 public:
  struct Script {
    std::function<double(double)> watts, joules;
    int failEvery = 0;  // every n-th read fails
  };
  ScriptedSource(PowerSourceInfo info, Script script, Clock::time_point origin)
      : PowerSource(std::move(info)), script_(std::move(script)), origin_(origin) {}
  PowerReading read() override {
    ++reads;
    PowerReading r;
    if (script_.failEvery && reads % script_.failEvery == 0) {
      r.error = "scripted failure";
      return r;
    }
    // The exact time of the values, so a busy machine's scheduling does not blur them.
    r.takenAt = Clock::now();
    const double t = std::chrono::duration<double>(*r.takenAt - origin_).count();
    if (info_.hasPower) r.watts = script_.watts(t);
    if (info_.hasCounter) r.joules = script_.joules(t);
    return r;
  }
  std::atomic<int> reads{0};

 private:
  Script script_;
  Clock::time_point origin_;
};

PowerSourceInfo info(const std::string& id, PowerDeviceKind kind, bool power, bool counter, bool derived = false) {
  PowerSourceInfo i;
  i.id = id;
  i.name = id;
  i.kind = kind;
  i.interface = "test";
  i.available = true;
  i.hasPower = power;
  i.hasCounter = counter;
  i.powerFromCounter = derived;
  return i;
}

void sleepSeconds(double s) { std::this_thread::sleep_for(std::chrono::duration<double>(s)); }

bool near(double a, double b, double rel) { return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b)); }

}  // namespace

class PowerSamplerTest : public QObject {
  Q_OBJECT

 private slots:
  // Linear power: the trapezoid is exact, the counter is exact, both equal ∫ w over the interval.
  void energyOfIntervals() {
    const auto origin = Clock::now();
    PowerSources src;
    src.push_back(std::make_unique<ScriptedSource>(
        info("gpu:0", PowerDeviceKind::Gpu, true, true),
        ScriptedSource::Script{[](double t) { return 100.0 + 50.0 * t; },
                               [](double t) { return 100.0 * t + 25.0 * t * t; }},
        origin));
    PowerSampler s(std::move(src), 50.0);
    QCOMPARE(s.running(), false);
    s.start();
    QVERIFY(s.running());
    QVERIFY(s.stats().rounds >= 1);  // start() returns with the first readings in
    const int run = s.begin("run");
    const int e1 = s.begin("epoch 1 train", "train", 1);
    sleepSeconds(0.25);
    s.end(e1);
    const int v1 = s.begin("epoch 1 validation", "validation", 1);
    sleepSeconds(0.1);
    s.end(v1);
    const int m = s.mark("checkpoint");
    s.end(run);
    const IntervalEnergy train = s.energy(e1);  // while running: waits for the round after the end
    s.stop();
    QVERIFY(!s.running());
    s.stop();  // idempotent

    const auto exact = [](const PowerInterval& iv) {
      const auto E = [](double t) { return 100.0 * t + 25.0 * t * t; };
      return E(iv.end) - E(iv.begin);
    };
    QCOMPARE(train.devices.size(), std::size_t(1));
    const DeviceEnergy& d = train.devices[0];
    QVERIFY2(d.measured, d.reason.c_str());
    QCOMPARE(std::string(d.method()), std::string("counter"));
    QVERIFY(d.seconds >= 0.25);
    const double want = exact(train.interval);
    QVERIFY2(near(*d.counterJoules, want, 1e-3), qPrintable(QString("%1 vs %2").arg(*d.counterJoules).arg(want)));
    QVERIFY2(near(*d.integratedJoules, want, 1e-3), qPrintable(QString("%1 vs %2").arg(*d.integratedJoules).arg(want)));
    QVERIFY(std::fabs(*d.integratedVsCounter()) < 1e-3);
    QVERIFY(near(*d.averageWatts, *d.counterJoules / d.seconds, 1e-12));
    QVERIFY(near(*d.peakWatts, 100.0 + 50.0 * train.interval.end, 1e-3));  // rising power peaks at the end
    QVERIFY(d.powerSamples >= 2);
    QCOMPARE(d.readErrors, 0);

    const EnergyReport r = s.report();
    QCOMPARE(r.intervals.size(), std::size_t(4));  // run, train, validation, the mark
    QCOMPARE(r.hz, 50.0);
    const IntervalEnergy* whole = r.find("run");
    QVERIFY(whole);
    QVERIFY(near(*whole->totalJoules(), exact(whole->interval), 1e-3));
    const IntervalEnergy* val = r.find("epoch 1 validation");
    QCOMPARE(val->interval.phase, std::string("validation"));
    QCOMPARE(val->interval.epoch, 1);
    QVERIFY(near(*val->totalJoules(), exact(val->interval), 1e-3));
    // The parts add up to no more than the whole.
    QVERIFY(*train.totalJoules() + *val->totalJoules() <= *whole->totalJoules() * (1 + 1e-9));
    const IntervalEnergy* mk = r.find("checkpoint");
    QCOMPARE(mk->seconds(), 0.0);
    QCOMPARE(mk->interval.begin, s.trace().intervals[static_cast<std::size_t>(m)].begin);
    QCOMPARE(*mk->totalJoules(), 0.0);
    QVERIFY(!mk->averageWatts());  // no duration, no average
    // EDP of the run = its joules x its seconds.
    const auto edp = whole->edp();
    QVERIFY(edp);
    QVERIFY(near(edp->edp, *whole->totalJoules() * whole->seconds(), 1e-12));
    QCOMPARE(edp->devices, std::vector<std::string>{"gpu:0"});
    // Samples are in time order, at least one after every mark (the nudged rounds).
    const PowerTrace t = s.trace();
    for (std::size_t k = 1; k < t.samples[0].size(); ++k) QVERIFY(t.samples[0][k].t > t.samples[0][k - 1].t);
    QVERIFY(t.samples[0].back().t >= whole->interval.end);
  }

  // A GPU without NVML beside a measured CPU: the GPU is "not measured" with the reason, the
  // total is the CPU's and says what is missing; the run itself goes on.
  void unavailableSourceIsReportedNotZero() {
    NvmlOptions none;
    none.library = "libnnlab-no-such-nvml.so.1";
    PowerSources src = openNvmlSources(none);
    const auto origin = Clock::now();
    src.push_back(std::make_unique<ScriptedSource>(
        info("rapl:package-0", PowerDeviceKind::CpuPackage, false, true, true),
        ScriptedSource::Script{nullptr, [](double t) { return 30.0 * t; }}, origin));
    PowerSampler s(std::move(src), 40.0);
    QVERIFY(s.anyAvailable());
    s.start();
    const int run = s.begin("run");
    sleepSeconds(0.2);
    s.end(run);
    s.stop();
    const IntervalEnergy e = s.energy(run);
    QCOMPARE(e.devices.size(), std::size_t(2));
    const DeviceEnergy& gpu = e.devices[0];
    QVERIFY(!gpu.measured);
    QVERIFY(!gpu.joules());
    QVERIFY(!gpu.averageWatts && !gpu.peakWatts);
    QVERIFY2(gpu.reason.find("libnnlab-no-such-nvml.so.1") != std::string::npos, gpu.reason.c_str());
    QVERIFY(s.trace().samples[0].empty());  // never read
    const DeviceEnergy& cpu = e.devices[1];
    QVERIFY(cpu.measured);
    QVERIFY(!cpu.integratedJoules);  // its power comes from the counter: integrating it would check nothing
    QVERIFY(near(*cpu.counterJoules, 30.0 * e.seconds(), 1e-3));
    QVERIFY(near(*cpu.peakWatts, 30.0, 1e-2));  // counter differences of a constant 30 W
    QCOMPARE(*e.totalJoules(), *cpu.counterJoules);
    QCOMPARE(e.unmeasured().size(), std::size_t(1));
    QVERIFY(e.unmeasured()[0].rfind("GPU (NVML): ", 0) == 0);
    QCOMPARE(e.edp()->devices, std::vector<std::string>{"rapl:package-0"});
    const auto j = e.toJson();
    QVERIFY(j["devices"][0]["joules"].is_null());
    QVERIFY(j["devices"][0]["counter_j"].is_null());
    QVERIFY(j["unmeasured"].size() == 1);
  }

  // Nothing to read at all: the sampler still runs and marks, every device says why.
  void noSourceAvailable() {
    PowerSources src;
    src.push_back(unavailablePowerSource("rapl", "CPU (RAPL)", PowerDeviceKind::CpuPackage, "RAPL", "no powercap here"));
    PowerSampler s(std::move(src));
    QVERIFY(!s.anyAvailable());
    s.start();
    const int id = s.begin("run");
    s.end(id);
    s.stop();
    const IntervalEnergy e = s.energy(id);
    QVERIFY(!e.totalJoules());
    QVERIFY(!e.edp());
    QVERIFY(!e.joulesPerSample());
    QCOMPARE(e.devices[0].reason, std::string("no powercap here"));
  }

  void idleBaseline() {
    const auto origin = Clock::now();
    auto switchAt = std::make_shared<std::atomic<double>>(1e9);  // 40 W idle, 100 W from switchAt
    const auto watts = [switchAt](double t) { return t < switchAt->load() ? 40.0 : 100.0; };
    const auto joules = [switchAt](double t) {
      const double ts = switchAt->load();
      return t < ts ? 40.0 * t : 40.0 * ts + 100.0 * (t - ts);
    };
    PowerSources src;
    src.push_back(std::make_unique<ScriptedSource>(info("gpu:0", PowerDeviceKind::Gpu, true, true),
                                                   ScriptedSource::Script{watts, joules}, origin));
    PowerSampler s(std::move(src), 50.0);
    s.start();
    QVERIFY(!s.measureIdle(0.0));  // 0 skips
    QVERIFY(!s.idle());
    EXPECT_ERROR([&] { s.measureIdle(-1.0); }, ErrorKind::InvalidArgument, {"0 to 3600 seconds"});
    const auto idle = s.measureIdle(0.2);
    QVERIFY(idle);
    QVERIFY(idle->seconds >= 0.2);
    QVERIFY(near(*idle->wattsOf("gpu:0"), 40.0, 1e-3));
    QVERIFY(!idle->wattsOf("gpu:7"));
    switchAt->store(std::chrono::duration<double>(Clock::now() - origin).count());
    const int work = s.begin("work", "train", 1);
    sleepSeconds(0.2);
    s.end(work);
    const IntervalEnergy e = s.energy(work);
    s.stop();
    const DeviceEnergy& d = e.devices[0];
    QVERIFY(near(*d.counterJoules, 100.0 * d.seconds, 1e-3));
    QCOMPARE(*d.idleWatts, *idle->wattsOf("gpu:0"));
    QVERIFY(near(*d.joulesAboveIdle, *d.counterJoules - *d.idleWatts * d.seconds, 1e-12));
    QVERIFY(near(*d.joulesAboveIdle, 60.0 * d.seconds, 2e-3));
    QVERIFY(near(*e.totalJoulesAboveIdle(), *d.joulesAboveIdle, 1e-12));
    // The idle interval is in the report, without a baseline of its own.
    const EnergyReport r = s.report();
    QVERIFY(r.idle);
    const IntervalEnergy* iv = r.find("idle");
    QVERIFY(iv && iv->interval.phase == "idle");
    QVERIFY(!iv->devices[0].idleWatts);
  }

  void readErrorsAreCountedAndSkipped() {
    const auto origin = Clock::now();
    PowerSources src;
    auto* raw = new ScriptedSource(info("gpu:0", PowerDeviceKind::Gpu, true, true),
                                   ScriptedSource::Script{[](double) { return 200.0; }, [](double t) { return 200.0 * t; }, 3},
                                   origin);
    src.emplace_back(raw);
    PowerSampler s(std::move(src), 100.0);
    s.start();
    const int id = s.begin("run");
    sleepSeconds(0.2);
    s.end(id);
    s.stop();
    const SamplerStats st = s.stats();
    QVERIFY(st.readErrors[0] >= 1);
    QCOMPARE(st.lastError[0], std::string("scripted failure"));
    QCOMPARE(st.readErrors[0], static_cast<long long>(raw->reads.load() / 3));
    const PowerTrace t = s.trace();
    for (const auto& x : t.samples[0])
      if (x.readError) QVERIFY(std::isnan(x.watts) && std::isnan(x.joules));  // never 0
    const DeviceEnergy d = s.energy(id).devices[0];
    QVERIFY(d.readErrors >= 1);
    QVERIFY2(d.counterJoules && near(*d.counterJoules, 200.0 * d.seconds, 1e-9),
             qPrintable(QString("%1 J in %2 s").arg(d.counterJoules.value_or(-1)).arg(d.seconds)));
    QVERIFY(near(*d.integratedJoules, 200.0 * d.seconds, 1e-9));
  }

  // What the app draws live: the cursor hands out every sample exactly once.
  void updatesHandOutEverySampleOnce() {
    const auto origin = Clock::now();
    PowerSources src;
    src.push_back(std::make_unique<ScriptedSource>(
        info("gpu:0", PowerDeviceKind::Gpu, true, false),
        ScriptedSource::Script{[](double t) { return 50.0 + t; }, nullptr}, origin));
    PowerSampler s(std::move(src), 100.0);
    s.start();
    PowerTraceCursor cursor;
    sleepSeconds(0.02);
    PowerTrace drawn = s.trace(cursor);  // what is there so far, and the cursor at its end
    QCOMPARE(drawn.sources.size(), std::size_t(1));
    QCOMPARE(cursor.taken[0], drawn.samples[0].size());
    const int id = s.begin("epoch 1", "", 1);
    for (int k = 0; k < 4; ++k) {
      sleepSeconds(0.03);
      s.update(cursor).applyTo(drawn);
    }
    s.end(id);
    s.stop();
    const PowerTraceUpdate last = s.update(cursor);
    last.applyTo(drawn);
    QVERIFY(s.update(cursor).empty());
    const PowerTrace all = s.trace();
    QCOMPARE(drawn.samples[0].size(), all.samples[0].size());
    for (std::size_t k = 0; k < all.samples[0].size(); ++k) QCOMPARE(drawn.samples[0][k].t, all.samples[0][k].t);
    QCOMPARE(drawn.intervals.size(), std::size_t(1));
    QVERIFY(!drawn.intervals[0].open());
    // A power-only source: energy from the integral alone.
    const DeviceEnergy d = s.energy(id).devices[0];
    QCOMPARE(std::string(d.method()), std::string("integrated"));
    QVERIFY(!d.counterJoules);
  }

  // A run as an observer drives it: idle, epochs of train and validation, a test cut short.
  void runRecorder() {
    const auto origin = Clock::now();
    PowerSources src;
    src.push_back(std::make_unique<ScriptedSource>(
        info("gpu:0", PowerDeviceKind::Gpu, true, true),
        ScriptedSource::Script{[](double) { return 100.0; }, [](double t) { return 100.0 * t; }}, origin));
    PowerSampler s(std::move(src), 50.0);
    PowerRunRecorder rec(s);
    rec.runStart(0.1);
    QVERIFY(s.running());
    QVERIFY(s.idle());
    for (int e = 1; e <= 2; ++e) {
      rec.phaseStart("train", e);
      sleepSeconds(0.06);
      const IntervalEnergy t = rec.phaseEnd("train", e, 600);
      QCOMPARE(t.interval.label, "epoch " + std::to_string(e) + " train");
      QCOMPARE(t.interval.phase, std::string("train"));
      QCOMPARE(t.interval.epoch, e);
      QVERIFY(near(*t.totalJoules(), 100.0 * t.seconds(), 1e-6));
      QVERIFY(near(*t.joulesPerSample(), *t.totalJoules() / 600.0, 1e-12));
      QVERIFY(std::fabs(*t.totalJoulesAboveIdle()) < 1e-6);  // as busy as idle
      rec.phaseStart("validation", e);
      sleepSeconds(0.03);
      const IntervalEnergy v = rec.phaseEnd("validation", e, 100);
      const IntervalEnergy whole = rec.epochEnd(e, 600);
      QCOMPARE(whole.interval.label, "epoch " + std::to_string(e));
      QVERIFY(whole.interval.phase.empty());
      QVERIFY(whole.interval.begin == t.interval.begin);  // the epoch starts with its first phase
      QVERIFY(*whole.totalJoules() >= *t.totalJoules() + *v.totalJoules() - 1e-9);
    }
    rec.phaseStart("test", 0);
    sleepSeconds(0.02);  // stopped before the test ends
    const EnergyReport r = rec.runEnd(1300);
    QVERIFY(!s.running());
    QCOMPARE(r.intervals.size(), std::size_t(9));  // idle, run, 2 x (epoch, train, validation), test
    QVERIFY(r.find("test") && !r.find("test")->interval.open());
    QCOMPARE(r.find("epoch 2 validation")->dataSamples, std::int64_t(100));
    QCOMPARE(r.find("run")->dataSamples, std::int64_t(1300));
    QVERIFY(near(*r.find("run")->joulesPerSample(), *r.find("run")->totalJoules() / 1300.0, 1e-12));
    QVERIFY(r.idle && near(*r.idle->wattsOf("gpu:0"), 100.0, 1e-6));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, rec.phaseEnd("train", 7));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, rec.epochEnd(7));
  }

  void misuse() {
    EXPECT_ERROR([] { PowerSampler(PowerSources{}, 0.0); }, ErrorKind::InvalidArgument, {"between 0.1 and 100 Hz, not 0"});
    EXPECT_ERROR([] { PowerSampler(PowerSources{}, 1000.0); }, ErrorKind::InvalidArgument, {"not 1000"});
    EXPECT_ERROR([] { PowerSampler(PowerSources{}, std::nan("")); }, ErrorKind::InvalidArgument, {"Hz"});
    PowerSampler s(PowerSources{});
    QVERIFY_THROWS_EXCEPTION(std::logic_error, s.begin("early"));
    s.start();
    s.start();  // running: no effect
    const int id = s.begin("x");
    QVERIFY_THROWS_EXCEPTION(std::logic_error, s.energy(id));  // still open
    s.end(id);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, s.end(id));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, s.end(id + 1));
    s.stop();
    QVERIFY_THROWS_EXCEPTION(std::logic_error, s.start());
  }

  // NVML's stand-in at a constant 250 W with a counter that follows real time: the counter and
  // the integrated samples agree (the check the GPU machine repeats over 30 s on the H100). The
  // stand-in's readings carry no time of their own, so a loaded machine blurs them by its
  // scheduling delays: 5 % catches any unit error and survives that.
  void nvmlStandInCounterAgreesWithIntegral() {
    void* h = dlopen(NNLAB_FAKE_NVML, RTLD_NOW | RTLD_LOCAL);
    QVERIFY2(h, dlerror());
    reinterpret_cast<void (*)(int, int)>(dlsym(h, "fakeNvmlReset"))(1, 0);
    auto set = reinterpret_cast<void (*)(int, const char*, double)>(dlsym(h, "fakeNvmlSet"));
    set(0, "power_mw", 250000);
    set(0, "auto_energy", 1);
    {
      NvmlOptions o;
      o.library = NNLAB_FAKE_NVML;
      PowerSampler s(openNvmlSources(o), 50.0);
      s.start();
      const int id = s.begin("run");
      sleepSeconds(0.5);
      s.end(id);
      s.stop();
      const DeviceEnergy d = s.energy(id).devices[0];
      QVERIFY2(d.measured, d.reason.c_str());
      QVERIFY2(near(*d.averageWatts, 250.0, 0.05), qPrintable(QString::number(*d.averageWatts)));
      QCOMPARE(*d.peakWatts, 250.0);
      QVERIFY2(std::fabs(*d.integratedVsCounter()) < 0.05, qPrintable(QString::number(*d.integratedVsCounter())));
      const PowerSample& x = s.trace().samples[0].back();
      QCOMPARE(x.temperatureC, 63.0);
      QCOMPARE(x.smClockMHz, 1980.0);
    }
    dlclose(h);
  }
};

QTEST_GUILESS_MAIN(PowerSamplerTest)
#include "test_power_sampler.moc"

// Energy arithmetic (issue 14) against hand-computed values: trapezoid integration and counter
// interpolation over marked intervals, idle baseline, totals with devices left out, J/sample,
// EDP / ED²P and their normalisation, and the JSON of every result (null, never 0, when absent).
#include <QtTest>
#include <cmath>

#include "hw/power/energy.h"
#include "support/expect_error.h"

using namespace nnlab;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

PowerSample at(double t, double w, double j = kNaN) {
  PowerSample s;
  s.t = t;
  s.watts = w;
  s.joules = j;
  return s;
}

PowerInterval span(double a, double b, const std::string& label = "x") {
  PowerInterval i;
  i.label = label;
  i.begin = a;
  i.end = b;
  return i;
}

PowerSourceInfo source(const std::string& id, bool power, bool counter, bool derived = false) {
  PowerSourceInfo i;
  i.id = id;
  i.name = "device " + id;
  i.available = true;
  i.hasPower = power;
  i.hasCounter = counter;
  i.powerFromCounter = derived;
  return i;
}

// (0 s, 10 W) (1, 20) (2, 20) (3, 0): a trapezoid, a rectangle, a triangle.
std::vector<PowerSample> shape() { return {at(0, 10), at(1, 20), at(2, 20), at(3, 0)}; }

}  // namespace

class EnergyTest : public QObject {
  Q_OBJECT

 private slots:
  void trapezoid() {
    const auto s = shape();
    QCOMPARE(*integratePower(s, 0, 3), 45.0);  // 15 + 20 + 10
    QCOMPARE(*integratePower(s, 0.5, 2.5), 36.25);  // (15+20)/2*0.5 + 20 + (20+10)/2*0.5
    QCOMPARE(*integratePower(s, 1, 2), 20.0);
    QCOMPARE(*integratePower(s, 1.5, 1.5), 0.0);
    QCOMPARE(*integratePower(s, 2.25, 2.75), 5.0);  // inside one segment: w(2.25)=15, w(2.75)=5
    QVERIFY(!integratePower(s, -0.1, 1));  // before the first sample
    QVERIFY(!integratePower(s, 1, 3.1));   // after the last
    QVERIFY(!integratePower(s, 2, 1));     // reversed
    QVERIFY(!integratePower({}, 0, 1));
    // A failed read (NaN) is skipped: the line runs from (0, 10) to (2, 20).
    const std::vector<PowerSample> gap{at(0, 10), at(1, kNaN), at(2, 20)};
    QCOMPARE(*integratePower(gap, 0, 2), 30.0);
    QCOMPARE(*integratePower(gap, 1, 2), 17.5);  // w(1) = 15 on that line
    // The ends may fall on NaN samples as long as finite ones surround them.
    const std::vector<PowerSample> nanEnds{at(0, 10), at(1, kNaN), at(2, 10), at(3, kNaN), at(4, 10)};
    QCOMPARE(*integratePower(nanEnds, 1, 3), 20.0);
    const std::vector<PowerSample> onlyNan{at(0, kNaN), at(1, kNaN)};
    QVERIFY(!integratePower(onlyNan, 0, 1));
  }

  void counter() {
    const std::vector<PowerSample> s{at(0, kNaN, 0), at(1, kNaN, 10), at(2, kNaN, 30)};
    QCOMPARE(*counterEnergy(s, 0, 2), 30.0);
    QCOMPARE(*counterEnergy(s, 0.5, 1.5), 15.0);  // E(1.5) = 20, E(0.5) = 5
    QCOMPARE(*counterEnergy(s, 1, 1), 0.0);
    QVERIFY(!counterEnergy(s, 0.5, 2.5));
    const std::vector<PowerSample> gap{at(0, 1, 0), at(1, 1, kNaN), at(2, 1, 40)};
    QCOMPARE(*counterEnergy(gap, 0.5, 1.5), 20.0);  // interpolated across the failed read
  }

  void deviceFigures() {
    // Counter and power disagree on purpose, so each figure shows where it came from.
    std::vector<PowerSample> s{at(0, 10, 0), at(1, 20, 16), at(2, 20, 36), at(3, 0, 46)};
    s[2].readError = true;
    const DeviceEnergy d = deviceEnergy(source("gpu:0", true, true), s, span(0.5, 2.5), 12.0);
    QVERIFY(d.measured);
    QCOMPARE(d.seconds, 2.0);
    QCOMPARE(*d.counterJoules, 41.0 - 8.0);   // E(2.5) = 41, E(0.5) = 8
    QCOMPARE(*d.integratedJoules, 36.25);
    QCOMPARE(*d.joules(), 33.0);              // the counter wins
    QCOMPARE(std::string(d.method()), std::string("counter"));
    QCOMPARE(*d.averageWatts, 16.5);
    QCOMPARE(*d.peakWatts, 20.0);
    QCOMPARE(*d.idleWatts, 12.0);
    QCOMPARE(*d.joulesAboveIdle, 33.0 - 24.0);
    QCOMPARE(d.powerSamples, 2);              // t = 1 and t = 2
    QCOMPARE(d.readErrors, 1);
    QCOMPARE(*d.integratedVsCounter(), (36.25 - 33.0) / 33.0);
    // The peak of the line inside an interval with no sample in it is at an end.
    QCOMPARE(*deviceEnergy(source("g", true, false), shape(), span(2.25, 2.75)).peakWatts, 15.0);
    // Power only: the integral is the energy.
    const DeviceEnergy p = deviceEnergy(source("g", true, false), shape(), span(0, 3));
    QCOMPARE(std::string(p.method()), std::string("integrated"));
    QCOMPARE(*p.joules(), 45.0);
    QVERIFY(!p.idleWatts && !p.joulesAboveIdle);
  }

  void deviceWithoutEnergy() {
    PowerSourceInfo off = source("rapl", false, false);
    off.available = false;
    off.reason = "no powercap";
    DeviceEnergy d = deviceEnergy(off, {}, span(0, 1), 5.0);
    QVERIFY(!d.measured);
    QCOMPARE(d.reason, std::string("no powercap"));
    QVERIFY(!d.joules() && !d.averageWatts && !d.peakWatts && !d.joulesAboveIdle);
    QCOMPARE(std::string(d.method()), std::string("none"));
    // Samples that do not reach the interval: not covered, said so with both spans.
    d = deviceEnergy(source("gpu:0", true, true), {at(0, 10, 0), at(1, 10, 10)}, span(0.5, 1.5));
    QVERIFY(!d.measured);
    QVERIFY(!d.peakWatts);
    QVERIFY2(d.reason.find("do not cover 0.5-1.5 s (they span 0-1 s)") != std::string::npos, d.reason.c_str());
    PowerInterval open;
    open.label = "epoch 2";
    open.begin = 0;
    d = deviceEnergy(source("gpu:0", true, true), shape(), open);
    QVERIFY(!d.measured);
    QVERIFY2(d.reason.find("\"epoch 2\" has not ended") != std::string::npos, d.reason.c_str());
  }

  // Power from counter differences (RAPL): no integral (it would only repeat the counter), the
  // peak includes the sample just after the end, whose window overlaps the interval.
  void counterDerivedPower() {
    const std::vector<PowerSample> s{at(0, kNaN, 0), at(1, 5, 5), at(2, 15, 20), at(3, 40, 60)};
    const DeviceEnergy d = deviceEnergy(source("rapl:package-0", false, true, true), s, span(0.5, 2.5));
    QVERIFY(!d.integratedJoules);
    QCOMPARE(*d.counterJoules, 40.0 - 2.5);
    QCOMPARE(*d.peakWatts, 40.0);
  }

  void intervalTotals() {
    PowerTrace t;
    t.sources = {source("gpu:0", true, true), source("rapl:package-0", false, true, true), source("rapl:dram-0", false, true, true)};
    t.sources[2].available = false;
    t.sources[2].reason = "permission denied";
    t.samples = {{at(0, 100, 0), at(10, 100, 1000)}, {at(0, kNaN, 0), at(10, 50, 500)}, {}};
    IdleBaseline idle;
    idle.seconds = 5;
    idle.devices = {{"gpu:0", 60.0, ""}, {"rapl:package-0", 20.0, ""}, {"rapl:dram-0", std::nullopt, "permission denied"}};
    IntervalEnergy e = intervalEnergy(t, span(2, 6, "epoch 1"), &idle);
    QCOMPARE(e.seconds(), 4.0);
    QCOMPARE(*e.totalJoules(), 400.0 + 200.0);
    QCOMPARE(*e.totalJoulesAboveIdle(), (400.0 - 240.0) + (200.0 - 80.0));
    QCOMPARE(*e.averageWatts(), 150.0);
    QVERIFY(!e.joulesPerSample());
    e.dataSamples = 1200;
    QCOMPARE(*e.joulesPerSample(), 0.5);
    QCOMPARE(e.measuredSources(), (std::vector<std::string>{"gpu:0", "rapl:package-0"}));
    QCOMPARE(e.unmeasured(), std::vector<std::string>{"device rapl:dram-0: permission denied"});
    const EdpFigures f = *e.edp();
    QCOMPARE(f.joules, 600.0);
    QCOMPARE(f.seconds, 4.0);
    QCOMPARE(f.edp, 2400.0);
    QCOMPARE(f.ed2p, 9600.0);
    QVERIFY(e.device("gpu:0") && !e.device("gpu:9"));
    // Without a baseline for one measured device there is no total above idle.
    idle.devices[1].watts.reset();
    QVERIFY(!intervalEnergy(t, span(2, 6), &idle).totalJoulesAboveIdle());
    // The idle baseline from an idle interval: each device's average power.
    const IdleBaseline b = idleBaselineFrom(intervalEnergy(t, span(0, 10, "idle")));
    QCOMPARE(b.seconds, 10.0);
    QCOMPARE(*b.wattsOf("gpu:0"), 100.0);
    QCOMPARE(*b.wattsOf("rapl:package-0"), 50.0);
    QVERIFY(!b.wattsOf("rapl:dram-0"));
    QCOMPARE(b.devices[2].reason, std::string("permission denied"));
  }

  void energyDelayProducts() {
    QCOMPARE(energyDelayProduct(100.0, 10.0), 1000.0);
    QCOMPARE(energyDelaySquaredProduct(100.0, 10.0), 10000.0);
    QCOMPARE(energyDelayProduct(0.0, 5.0), 0.0);
    QCOMPARE(normalisedToBaseline(1000.0, 200.0), 5.0);
    EXPECT_ERROR([] { energyDelayProduct(-1.0, 1.0); }, ErrorKind::InvalidArgument, {"joules >= 0, not -1"});
    EXPECT_ERROR([] { energyDelaySquaredProduct(1.0, std::nan("")); }, ErrorKind::InvalidArgument, {"seconds >= 0"});
    EXPECT_ERROR([] { normalisedToBaseline(1.0, 0.0); }, ErrorKind::InvalidArgument, {"baseline of 0"});
    EXPECT_ERROR([] { normalisedToBaseline(-1.0, 2.0); }, ErrorKind::InvalidArgument, {"cannot normalise -1"});

    // The thesis' comparison in small: CPU 3440 J in 40 s, GPU 400 J in 4 s -> EDP 137,600 vs 1,600 = 86x.
    const EdpFigures cpu = EdpFigures::of(3440.0, 40.0, {"rapl:package-0", "gpu:0"});
    const EdpFigures gpu = EdpFigures::of(400.0, 4.0, {"gpu:0", "rapl:package-0"});
    const EdpComparison c = compareToBaseline(cpu, gpu);
    QCOMPARE(c.edpRatio, 86.0);
    QCOMPARE(c.ed2pRatio, 860.0);
    QCOMPARE(c.energyRatio, 8.6);
    QCOMPARE(c.delayRatio, 10.0);
    QVERIFY(c.sameDevices);  // order does not matter
    QVERIFY(c.note.empty());
    const EdpComparison d = compareToBaseline(EdpFigures::of(400.0, 4.0, {"gpu:0"}), cpu);
    QVERIFY(!d.sameDevices);
    QVERIFY2(d.note.find("different devices (this run: gpu:0; baseline: rapl:package-0, gpu:0)") != std::string::npos,
             d.note.c_str());
    QVERIFY(d.toJson().contains("note"));
    EXPECT_ERROR([&] { compareToBaseline(cpu, EdpFigures::of(0.0, 4.0, {})); }, ErrorKind::InvalidArgument, {"baseline of 0"});
  }

  void jsonRoundTrips() {
    PowerTrace t;
    t.hz = 10;
    t.sources = {source("gpu:0", true, true), source("rapl:package-0", false, true, true)};
    t.samples = {{at(0.1, 250.0004, 0.0), at(0.2, kNaN, 25.0)}, {at(0.15, kNaN, 0.0)}};
    t.samples[0][0].temperatureC = 63;
    t.samples[0][1].readError = true;
    PowerInterval run = span(0.1, 0.2, "run");
    PowerInterval open;
    open.label = "epoch 1 train";
    open.phase = "train";
    open.epoch = 1;
    open.begin = 0.12;
    t.intervals = {run, open};
    const nlohmann::json j = t.toJson();
    QVERIFY(j["sources"][0]["watts"][1].is_null());  // NaN is null
    QCOMPARE(j["sources"][0]["watts"][0].get<double>(), 250.0);  // milliwatts
    QVERIFY(!j["sources"][1].contains("watts"));  // never filled: left out
    QVERIFY(!j["sources"][1].contains("temp_c"));
    QVERIFY(j["intervals"][1]["end_s"].is_null());
    const PowerTrace back = PowerTrace::fromJson(nlohmann::json::parse(j.dump()));
    QCOMPARE(back.toJson(), j);
    QVERIFY(std::isnan(back.samples[0][1].watts));
    QVERIFY(back.samples[0][1].readError);
    QVERIFY(std::isnan(back.samples[1][0].temperatureC));
    QVERIFY(back.intervals[1].open());
    QCOMPARE(back.intervals[1].phase, std::string("train"));

    IntervalEnergy e = intervalEnergy(t, run);
    e.dataSamples = 64;
    const IntervalEnergy eb = IntervalEnergy::fromJson(nlohmann::json::parse(e.toJson().dump()));
    QCOMPARE(eb.toJson(), e.toJson());
    QCOMPARE(e.toJson()["devices"][0]["method"].get<std::string>(), std::string("counter"));
    QCOMPARE(e.toJson()["edp"]["edp_js"].get<double>(), 25.0 * 0.1);

    EnergyReport r;
    r.hz = 10;
    r.sources = t.sources;
    r.intervals = {e};
    r.idle = idleBaselineFrom(e);
    r.stats.hz = 10;
    r.stats.rounds = 3;
    r.stats.readErrors = {1, 0};
    r.stats.lastError = {"x", ""};
    const EnergyReport rb = EnergyReport::fromJson(nlohmann::json::parse(r.toJson().dump()));
    QCOMPARE(rb.toJson(), r.toJson());
    QCOMPARE(rb.find("run")->dataSamples, std::int64_t(64));
    r.idle.reset();
    QVERIFY(!EnergyReport::fromJson(r.toJson()).idle);

    const EdpFigures f = EdpFigures::of(3.0, 2.0, {"gpu:0"});
    QCOMPARE(EdpFigures::fromJson(f.toJson()).toJson(), f.toJson());
  }

  void jsonIsStrict() {
    DeviceEnergy d;
    d.source = "gpu:0";
    d.measured = true;
    d.counterJoules = 5.0;
    nlohmann::json j = d.toJson();
    j["joule"] = 5;
    EXPECT_ERROR([&] { DeviceEnergy::fromJson(j); }, ErrorKind::BadInput, {"unknown key `joule`", "did you mean `joules`"});
    j = d.toJson();
    j["counter_j"] = nullptr;
    EXPECT_ERROR([&] { DeviceEnergy::fromJson(j); }, ErrorKind::BadInput, {"neither counter_j nor integrated_j"});
    j = d.toJson();
    j["measured"] = false;
    EXPECT_ERROR([&] { DeviceEnergy::fromJson(j); }, ErrorKind::BadInput, {"must say why"});
    j = d.toJson();
    j["counter_j"] = "5";
    EXPECT_ERROR([&] { DeviceEnergy::fromJson(j); }, ErrorKind::BadInput, {"`counter_j` must be a number"});
    PowerTrace t;
    t.sources = {source("gpu:0", true, false)};
    t.samples = {{at(1, 1), at(2, 2)}};
    j = t.toJson();
    j["sources"][0]["watts"] = {1};
    EXPECT_ERROR([&] { PowerTrace::fromJson(j); }, ErrorKind::BadInput, {"has 1 values, `t` has 2"});
    j = t.toJson();
    j["sources"][0]["t"] = {2, 1};
    EXPECT_ERROR([&] { PowerTrace::fromJson(j); }, ErrorKind::BadInput, {"increasing order"});
    EXPECT_ERROR([] { PowerInterval::fromJson({{"label", "x"}, {"begin_s", 2}, {"end_s", 1}}); }, ErrorKind::BadInput,
                 {"`end_s` must be between 2"});
  }
};

QTEST_GUILESS_MAIN(EnergyTest)
#include "test_energy.moc"

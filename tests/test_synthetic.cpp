// The synthetic stand-ins: deterministic, shaped like the real sets, named as synthetic in the
// catalog, in caches and in run records; trainable end to end.
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>

#include "data/dataset_catalog.h"
#include "data/dataset_store.h"
#include "data/synthetic.h"
#include "experiment/experiment_runner.h"
#include "support/expect_error.h"

using namespace nnlab;

constexpr std::uint64_t kCrackHash = 2955020053995591566ull;  // sameImagesFromEveryCompiler

class SyntheticTest : public QObject {
  Q_OBJECT
  QTemporaryDir tmp_;

 private slots:
  void deterministicFromTheSeedWhateverTheThreads() {
    for (const auto& s : standIns()) {
      StandInOptions a;
      a.samples = 36;  // balanced for 2, 4 and 9 classes
      a.threads = 1;
      StandInOptions b = a;
      b.threads = 2;
      const Dataset d1 = generateStandIn(s.name, a), d2 = generateStandIn(s.name, b);
      QVERIFY(d1.inputs().bytes() > 0);
      QVERIFY(std::memcmp(d1.inputs().raw(), d2.inputs().raw(), d1.inputs().bytes()) == 0);
      b.seed = 2;
      const Dataset d3 = generateStandIn(s.name, b);
      QVERIFY(std::memcmp(d1.inputs().raw(), d3.inputs().raw(), d1.inputs().bytes()) != 0);
      QCOMPARE(d1.sampleShape(), s.sampleShape);
      QCOMPARE(d1.classes(), static_cast<int>(s.classNames.size()));
      for (auto c : d1.classCounts()) QCOMPARE(c, 36 / static_cast<std::int64_t>(s.classNames.size()));
      QVERIFY(d1.synthetic);
      QVERIFY(d1.description.find("(stand-in)") != std::string::npos);
      QVERIFY(s.title.find("Synthetic") == 0);
    }
    QCOMPARE(findStandIn("synthetic-cracks")->sampleShape, (Shape{1, 227, 227}));
    QCOMPARE(findStandIn("synthetic-fish-masks")->sampleShape, (Shape{1, 148, 197}));
    EXPECT_ERROR([] { generateStandIn("synthetic-cats", {}); }, ErrorKind::InvalidArgument, {"synthetic-cracks"});
  }

  // The same seed draws the same image whatever the compiler: the Release (gcc) and ASan (clang)
  // builds both check this hash of four samples (gcc and clang once evaluated a call's random
  // arguments in opposite orders and drew different cracks).
  void sameImagesFromEveryCompiler() {
    std::vector<std::uint8_t> px(227 * 227);
    std::uint64_t h = 1469598103934665603ull;  // FNV-1a
    for (std::uint64_t s = 1; s <= 4; ++s) {
      renderCrackSample(s, s % 2 == 0, 227, 227, px.data());
      for (std::uint8_t b : px) h = (h ^ b) * 1099511628211ull;
    }
    QCOMPARE(h, kCrackHash);
  }

  void classesDifferTheWayTheyShould() {
    // Cracks: a crack image has many more dark pixels than its plain texture.
    std::vector<std::uint8_t> plain(227 * 227), crack(227 * 227);
    int darker = 0;
    for (std::uint64_t s = 1; s <= 10; ++s) {
      renderCrackSample(s, false, 227, 227, plain.data());
      renderCrackSample(s, true, 227, 227, crack.data());
      int dp = 0, dc = 0;
      for (std::size_t i = 0; i < plain.size(); ++i) {
        dp += plain[i] < 90;
        dc += crack[i] < 90;
      }
      darker += dc > dp + 100;
    }
    QVERIFY(darker >= 9);
    // Fish masks: each family covers a distinct average area (silhouettes of different build).
    std::vector<double> area(9, 0.0);
    std::vector<std::uint8_t> m(197 * 148);
    for (int f = 0; f < 9; ++f)
      for (std::uint64_t s = 1; s <= 20; ++s) {
        renderFishMask(s, f, 197, 148, m.data());
        for (auto v : m) area[static_cast<std::size_t>(f)] += v / 255.0;
      }
    QVERIFY(area[1] > 1.5 * area[0]);  // gilt-head bream is much deeper than the sprat
    for (double a : area) QVERIFY(a > 0);
  }

  void catalogAndRunRecordSaySynthetic() {
    DataLocations where;
    where.dataDir = tmp_.path().toStdString() + "/data";
    where.cacheDir = tmp_.path().toStdString() + "/cache";
    bool listed = false;
    for (const auto& d : listDatasets(where))
      if (d.name == "synthetic-fish-masks")
        listed = d.available && d.synthetic && d.title == "Synthetic fish masks (stand-in)" && d.samples == 9000;
    QVERIFY(listed);
    StandInOptions opt;
    opt.samples = 90;
    generateStandInDataset("synthetic-fish-masks", opt, where);
    for (const auto& d : listDatasets(where))
      if (d.name == "synthetic-fish-masks") QCOMPARE(d.samples, std::int64_t(90));  // the generated cache
    const Dataset d = loadDataset("synthetic-fish-masks", where);
    QVERIFY(d.synthetic);
    QCOMPARE(d.size(), 90);

    ExperimentSpec spec;
    spec.model = ModelSpec::fromJson(nlohmann::json::parse(R"({"name": "tiny", "layers": [
        {"type": "avgpool2d", "kernel": 4}, {"type": "flatten"}, {"type": "dense", "units": "classes"}]})"));
    spec.dataset = "synthetic-fish-masks";
    spec.split = {70, 10, 20};
    spec.backend = "cpu-blas";
    spec.threads = 2;
    spec.train.epochs = 1;
    spec.train.batch = 16;
    const RunRecord rec = runExperiment(spec, nullptr, nullptr, where);
    QCOMPARE(runStatusName(rec.result.status), std::string("completed"));
    const auto j = rec.toJson();
    QVERIFY(j["dataset"]["synthetic"].get<bool>());
    QVERIFY(j["dataset"]["description"].get<std::string>().find("Synthetic fish masks (stand-in)") == 0);
  }
};

QTEST_MAIN(SyntheticTest)
#include "test_synthetic.moc"

// Checkpoints: round trip, resume equals an uninterrupted run, weights alone start a fresh
// optimizer, and every kind of bad file (corrupt, truncated, not a checkpoint, another model) is
// refused with a clear message.
#include <QtTest>
#include <fstream>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "data/split.h"
#include "support/expect_error.h"
#include "support/hostile_files.h"
#include "support/test_support.h"
#include <QElapsedTimer>
#include <sys/stat.h>
#include <unistd.h>
#include "train/checkpoint.h"
#include "train/trainer.h"

using namespace nnlab;

namespace {

std::vector<double> flat(Model& m) {
  std::vector<double> w;
  for (auto& [name, t] : m.state())
    for (std::int64_t i = 0; i < t->numel(); ++i) w.push_back(test::at(*t, i));
  return w;
}

TrainConfig config(int epochs) {
  TrainConfig c;
  c.epochs = epochs;
  c.batch = 20;
  c.optimizer.lr = 0.05;
  c.optimizer.momentum = 0.9;
  c.seed = 11;
  return c;
}

std::vector<char> readAll(const std::string& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}
void writeAll(const std::string& p, const std::vector<char>& b) {
  std::ofstream f(p, std::ios::binary | std::ios::trunc);
  f.write(b.data(), static_cast<std::streamsize>(b.size()));
}

void expectBadInput(const std::string& path, Model& m, const QString& fragment) {
  try {
    loadCheckpoint(path, m);
    QFAIL("a bad checkpoint was accepted");
  } catch (const Error& e) {
    QCOMPARE(e.kind(), ErrorKind::BadInput);
    QVERIFY2(QString(e.what()).contains(fragment), e.what());
  }
}

}  // namespace

class CheckpointTest : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir dir_;
  Dataset data_ = test::makeToyDataset(240, 9);
  DatasetSplits splits_ = stratifiedSplit(data_, {80, 10, 10}, 2);
  std::string path(const char* name) const { return (dir_.path() + "/" + name).toStdString(); }

 private slots:
  void roundTrip() {
    auto be = makeBackend("cpu-blas", 1);
    auto m = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    m->build(*be, DType::F32, 1);
    Trainer t(*m, *be, config(2));
    QCOMPARE(t.fit(splits_).status, RunStatus::Completed);
    saveCheckpoint(path("a.ckpt"), *m, &t, {{"dataset", "toy"}});

    const CheckpointInfo info = readCheckpointInfo(path("a.ckpt"));
    QCOMPARE(info.spec.name, std::string("toy-cnn"));
    QCOMPARE(info.epochsDone, 2);
    QCOMPARE(info.paramCount, m->paramCount());
    QCOMPARE(info.extra.value("dataset", std::string()), std::string("toy"));

    auto m2 = Model::create(info.spec, Shape{1, 8, 8}, 4);
    m2->build(*be, DType::F32, 999);  // other initial weights
    QVERIFY(flat(*m2) != flat(*m));
    loadCheckpoint(path("a.ckpt"), *m2);
    QVERIFY(flat(*m2) == flat(*m));  // weights and batch-norm running statistics, bit-exact
    Trainer t2(*m2, *be, config(2));
    QCOMPARE(t2.evaluate(splits_.test).metrics.confusion, t.evaluate(splits_.test).metrics.confusion);
  }

  // Resuming from a checkpoint continues exactly where the run stopped.
  void resumeEqualsUninterruptedRun() {
    auto be = makeBackend("cpu-blas", 1);
    auto full = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    full->build(*be, DType::F32, 11);
    Trainer tf(*full, *be, config(3));
    tf.fit(splits_);

    auto part = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    part->build(*be, DType::F32, 11);
    Trainer tp(*part, *be, config(1));
    tp.fit(splits_);
    saveCheckpoint(path("b.ckpt"), *part, &tp);

    auto resumed = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    resumed->build(*be, DType::F32, 11);
    Trainer tr(*resumed, *be, config(3));
    loadCheckpoint(path("b.ckpt"), *resumed, &tr);
    QCOMPARE(tr.epochsDone(), 1);
    const RunResult r = tr.fit(splits_);
    QCOMPARE(r.epochs.size(), std::size_t{2});
    QCOMPARE(r.epochs.front().epoch, 2);
    QVERIFY(flat(*resumed) == flat(*full));
  }

  // Weights alone (saved without a trainer, as nnlab-cli import-onnx writes them): training from
  // them starts at epoch 1 with a fresh optimizer and the stored weights; a checkpoint whose
  // optimizer state is missing although its header names an optimizer is still refused.
  void weightsOnlyCheckpointStartsAFreshOptimizer() {
    auto be = makeBackend("cpu-blas", 1);
    auto source = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    source->build(*be, DType::F32, 5);
    saveCheckpoint(path("w.ckpt"), *source, nullptr);
    auto m = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    m->build(*be, DType::F32, 6);
    Trainer t(*m, *be, config(1));
    loadCheckpoint(path("w.ckpt"), *m, &t);
    QCOMPARE(t.epochsDone(), 0);
    QVERIFY(flat(*m) == flat(*source));
    const RunResult r = t.fit(splits_);
    QCOMPARE(r.status, RunStatus::Completed);
    QCOMPARE(r.epochs.front().epoch, 1);
    QVERIFY(flat(*m) != flat(*source));

    TrainConfig plain = config(1);  // SGD without momentum keeps no state, but its header names it
    plain.optimizer.momentum = 0.0;
    Trainer trained(*source, *be, plain);
    trained.fit(splits_);
    saveCheckpoint(path("o.ckpt"), *source, &trained);
    Trainer again(*m, *be, config(2));
    try {
      loadCheckpoint(path("o.ckpt"), *m, &again);
      QFAIL("optimizer state missing from a trained checkpoint was accepted");
    } catch (const Error& e) {
      QCOMPARE(e.kind(), ErrorKind::BadInput);
      QVERIFY2(QString(e.what()).contains("optimizer state of another shape"), e.what());
    }
  }

  void refusesCorruptTruncatedAndForeignFiles() {
    auto be = makeBackend("cpu-reference", 1);
    auto m = Model::create(test::toyMlp(), Shape{1, 8, 8}, 4);
    m->build(*be, DType::F32, 1);
    saveCheckpoint(path("ok.ckpt"), *m, nullptr);
    const std::vector<char> good = readAll(path("ok.ckpt"));

    std::vector<char> flipped = good;
    flipped[flipped.size() / 2] ^= 0x40;
    writeAll(path("flipped.ckpt"), flipped);
    expectBadInput(path("flipped.ckpt"), *m, "corrupted or truncated (checksum mismatch)");

    writeAll(path("short.ckpt"), std::vector<char>(good.begin(), good.begin() + static_cast<long>(good.size() * 2 / 3)));
    expectBadInput(path("short.ckpt"), *m, "corrupted or truncated");

    writeAll(path("tiny.ckpt"), std::vector<char>(good.begin(), good.begin() + 5));
    expectBadInput(path("tiny.ckpt"), *m, "is not an nnlab checkpoint");

    std::vector<char> other(good.size(), 'x');
    writeAll(path("other.ckpt"), other);
    expectBadInput(path("other.ckpt"), *m, "is not an nnlab checkpoint");

    expectBadInput(path("missing.ckpt"), *m, "cannot open checkpoint");
  }

  // Acceptance: a checkpoint from another model is refused, naming both models.
  void refusesCheckpointOfAnotherModel() {
    auto be = makeBackend("cpu-reference", 1);
    auto cnn = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    cnn->build(*be, DType::F32, 1);
    saveCheckpoint(path("cnn.ckpt"), *cnn, nullptr);
    auto mlp = Model::create(test::toyMlp(), Shape{1, 8, 8}, 4);
    mlp->build(*be, DType::F32, 1);
    const std::vector<double> before = flat(*mlp);
    expectBadInput(path("cnn.ckpt"), *mlp, "holds model 'toy-cnn'");
    expectBadInput(path("cnn.ckpt"), *mlp, "the model to load into is 'toy-mlp'");
    QVERIFY(flat(*mlp) == before);  // nothing was overwritten

    // Same layer types but other sizes is also another model.
    ModelSpec wider = test::toyMlp();
    wider.layers[1]["units"] = 17;
    wider.name = "toy-mlp";
    auto w = Model::create(wider, Shape{1, 8, 8}, 4);
    w->build(*be, DType::F32, 1);
    saveCheckpoint(path("wider.ckpt"), *w, nullptr);
    expectBadInput(path("wider.ckpt"), *mlp, "first difference");
  }

  // Weights saved in another float type (a mixed-precision run's f16 weights; here f64, the
  // other type a CPU backend builds) load for testing, converted; resuming needs the same type.
  void weightsConvertBetweenPrecisionsButResumeDoesNot() {
    auto be = makeBackend("cpu-reference", 1);
    auto wide = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    wide->build(*be, DType::F64, 5);
    saveCheckpoint(path("f64.ckpt"), *wide, nullptr);
    auto m = Model::create(test::toyCnn(), Shape{1, 8, 8}, 4);
    m->build(*be, DType::F32, 1);
    QCOMPARE(readCheckpointInfo(path("f64.ckpt")).dtype, std::string("f64"));
    loadCheckpoint(path("f64.ckpt"), *m);
    const std::vector<double> a = flat(*wide), b = flat(*m);
    QCOMPARE(b.size(), a.size());
    for (std::size_t i = 0; i < a.size(); ++i) QCOMPARE(b[i], static_cast<double>(static_cast<float>(a[i])));

    Trainer t(*m, *be, config(1));
    const std::vector<double> before = flat(*m);
    try {
      loadCheckpoint(path("f64.ckpt"), *m, &t);
      QFAIL("resuming across precisions was accepted");
    } catch (const Error& e) {
      QCOMPARE(e.kind(), ErrorKind::BadInput);
      QVERIFY2(QString(e.what()).contains("resume it in the same precision"), e.what());
    }
    QVERIFY(flat(*m) == before);
  }

  // #19: the header is read strictly: `extra`, `extra.dataset`, `extra.split` (and every other
  // field) of the wrong type are Error(BadInput) naming the key, never a json exception.
  void headerFieldsAreTyped_data() {
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QString>("message");
    QTest::newRow("extra") << R"({"extra": "x"})" << "`extra` must be an object";
    QTest::newRow("extra.dataset") << R"({"extra": {"dataset": 5}})" << "`extra.dataset` must be a string";
    QTest::newRow("extra.split") << R"({"extra": {"split": "85,2,13"}})" << "`extra.split` must be an array of 3 numbers";
    QTest::newRow("train") << R"({"train": 3})" << "`train` must be an object";
    QTest::newRow("tensors") << R"({"tensors": {}})" << "`tensors` must be an array";
    QTest::newRow("classes") << R"({"classes": 2147483647})" << "`classes` must be between 1 and 65536";
    QTest::newRow("unknown") << R"({"epoch_done": 3})" << "unknown key `epoch_done` (did you mean `epochs_done`?)";
  }
  void headerFieldsAreTyped() {
    QFETCH(QString, patch);
    QFETCH(QString, message);
    const std::string p = path("typed.ckpt");
    test::writeSmallCheckpoint(p);
    test::patchCheckpointHeader(p, [&](nlohmann::json& h) { h.merge_patch(nlohmann::json::parse(patch.toStdString())); });
    EXPECT_ERROR([&] { readCheckpointInfo(p); }, ErrorKind::BadInput, {"typed.ckpt", message.toStdString()});
  }

  void tensorEntriesAreCheckedAgainstTheData() {
    const std::string p = path("tensors.ckpt");
    test::writeSmallCheckpoint(p);
    const CheckpointInfo good = readCheckpointInfo(p);
    QCOMPARE(good.dataset, std::string("tiny.csv"));
    QVERIFY(good.split.has_value() && (*good.split)[0] == 50.0);
    QVERIFY(good.train.has_value());
    test::patchCheckpointHeader(p, [](nlohmann::json& h) { h["tensors"][0]["shape"] = {2147483647, 2147483647, 2147483647}; });
    EXPECT_ERROR([&] { readCheckpointInfo(p); }, ErrorKind::BadInput, {"is inconsistent: tensor"});
    test::writeSmallCheckpoint(p);
    test::patchCheckpointHeader(p, [](nlohmann::json& h) { h["tensors"][0]["offset"] = 18446744073709551615ull; });
    EXPECT_ERROR([&] { readCheckpointInfo(p); }, ErrorKind::BadInput, {"does not fit"});
    test::writeSmallCheckpoint(p);
    test::patchCheckpointHeader(p, [](nlohmann::json& h) { h["model"]["layers"] = 5; });
    EXPECT_ERROR([&] { readCheckpointInfo(p); }, ErrorKind::BadInput, {"holds a model spec nnlab cannot use"});
  }

  // #19: /dev/zero, a FIFO, a folder or a huge file is refused at once, never read until memory
  // runs out.
  void onlyRegularFilesOfAPossibleSizeAreRead() {
    QElapsedTimer t;
    t.start();
    EXPECT_ERROR([] { readCheckpointInfo("/dev/zero"); }, ErrorKind::BadInput, {"/dev/zero", "not a regular file"});
    EXPECT_ERROR([&] { readCheckpointInfo(dir_.path().toStdString()); }, ErrorKind::BadInput, {"is a directory"});
    QCOMPARE(::mkfifo(path("fifo.ckpt").c_str(), 0600), 0);
    EXPECT_ERROR([&] { readCheckpointInfo(path("fifo.ckpt")); }, ErrorKind::BadInput, {"not a regular file"});
    std::ofstream(path("sparse.ckpt")).close();
    QCOMPARE(::truncate(path("sparse.ckpt").c_str(), std::int64_t{1} << 40), 0);
    EXPECT_ERROR([&] { readCheckpointInfo(path("sparse.ckpt")); }, ErrorKind::BadInput, {"sparse.ckpt' is 1.0 TiB, more than"});
    QVERIFY(t.elapsed() < 2000);
  }
};

QTEST_GUILESS_MAIN(CheckpointTest)
#include "test_checkpoint.moc"

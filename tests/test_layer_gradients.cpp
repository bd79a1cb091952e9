// Layer- and loss-level gradient checks.
//
// 1. layerGradient: every registered layer type (one or more configurations each, see
//    layerCases()) on both CPU backends in f64: the analytic input and parameter gradients of
//    L = sum(y * R) (R fixed and random) against central differences (eps = 1e-6), relative
//    error ||num - ana|| / ||num|| < 1e-6. Big tensors are sampled (fewer elements again when
//    NNLAB_TEST_FAST=1, which the sanitizer run sets).
// 2. lossGradient: softmax cross-entropy and MSE through nnlab::computeLoss, same check.
// 3. layerCrossBackend / lossCrossBackend: the same layer built from the same seed on
//    cpu-reference and cpu-blas (2 threads) in f32: outputs and every gradient agree within
//    1e-4 relative.
// 4. modelGradient: a small model with every kind of layer chained through Model::forward /
//    Model::backward and the loss (checks the plumbing between layers).
//
// A layer type that is registered but has no entry in layerCases() (support/layer_cases.cpp) fails
// the suite: add a configuration there when you register a new type.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend_factory.h"
#include "core/error.h"
#include "core/rng.h"
#include "nn/layer_registry.h"
#include "nn/loss.h"
#include "nn/model.h"
#include "support/layer_cases.h"
#include "support/test_support.h"

using namespace nnlab;
using json = nlohmann::json;
using nnlab::test::at;
using nnlab::test::LayerCase;
using nnlab::test::layerCases;
using nnlab::test::relativeError;
using nnlab::test::setAt;

namespace {

constexpr double kFdEps = 1e-6;            // finite-difference step
constexpr double kFdTolerance = 1e-6;      // f64: analytic vs numeric
constexpr double kCrossTolerance = 1e-4;   // f32: cpu-blas vs cpu-reference
constexpr std::int64_t kBatch = 3;         // > 1 so batch statistics and batch sums are exercised
constexpr std::uint64_t kStepSeed = 0xd40u;  // fixed dropout seed: the same mask on every forward
constexpr int kBlasThreads = 2;

bool fastMode() { return qEnvironmentVariableIntValue("NNLAB_TEST_FAST") != 0; }

// Tensors with at most this many elements are checked element by element; bigger ones on a
// random sample of kFdSample elements.
std::int64_t fdFullLimit() { return fastMode() ? 64 : 400; }
std::int64_t fdSample() { return fastMode() ? 24 : 50; }

std::vector<std::string> registeredTypes() {
  std::vector<std::string> names;
  for (const auto& t : layerRegistry()) names.push_back(t.name);
  return names;
}

std::unique_ptr<Backend> backendNamed(const std::string& name) {
  return makeBackend(name, name == "cpu-blas" ? kBlasThreads : 1);
}

// f64 input whose elements are a random permutation of n evenly spaced values in (-1, 1),
// shifted by a quarter step so that none is 0: every element is at least 0.5/n away from 0
// (the kink of relu-like functions) and 2/n away from every other element (no max-pool ties),
// both far larger than the FD step.
Tensor spacedInput(const Shape& shape, std::uint64_t seed) {
  Tensor t = Tensor::empty(shape, DType::F64);
  const std::int64_t n = t.numel();
  std::vector<std::int64_t> perm(static_cast<std::size_t>(n));
  std::iota(perm.begin(), perm.end(), 0);
  Rng rng(seed);
  rng.shuffle(perm);
  for (std::int64_t i = 0; i < n; ++i)
    t.data<double>()[i] = -1.0 + (static_cast<double>(perm[static_cast<std::size_t>(i)]) + 0.25) * 2.0 / n;
  return t;
}

// Adds uniform(-0.25, 0.25) noise to every parameter (zero biases and unit BN scales would
// hide mistakes); drawn in f64 so both backends and dtypes get the same values.
void perturbParams(Layer& layer, std::uint64_t seed) {
  Rng rng(seed);
  for (Param* p : layer.parameters())
    for (std::int64_t i = 0; i < p->value.numel(); ++i) setAt(p->value, i, at(p->value, i) + rng.uniform(-0.25, 0.25));
}

double dotWith(const Tensor& y, const Tensor& r) {
  double s = 0.0;
  for (std::int64_t i = 0; i < y.numel(); ++i) s += at(y, i) * at(r, i);
  return s;
}

// Indices at which to compare one tensor's gradient.
// maxElements > 0 overrides the default policy (at most that many, sampled).
std::vector<std::int64_t> fdIndices(std::int64_t numel, std::uint64_t seed, std::int64_t maxElements) {
  std::vector<std::int64_t> idx(static_cast<std::size_t>(numel));
  std::iota(idx.begin(), idx.end(), 0);
  const std::int64_t limit = maxElements > 0 ? maxElements : fdFullLimit();
  const std::int64_t sample = maxElements > 0 ? maxElements : fdSample();
  if (numel <= limit) return idx;
  Rng rng(seed);
  rng.shuffle(idx);
  idx.resize(static_cast<std::size_t>(sample));
  std::sort(idx.begin(), idx.end());
  return idx;
}

// Compares analytic (full tensor) with central differences of `objective` with respect to
// the elements of `t` (perturbed in place and restored) at the chosen indices. Returns the
// relative error ||num - ana|| / ||num|| over those elements.
double fdRelativeError(Tensor& t, const Tensor& analytic, const std::function<double()>& objective,
                       std::uint64_t seed, double* numNorm = nullptr, std::int64_t maxElements = 0) {
  const auto idx = fdIndices(t.numel(), seed, maxElements);
  Tensor num = Tensor::empty(Shape{static_cast<std::int64_t>(idx.size())}, DType::F64);
  Tensor ana = Tensor::empty(num.shape(), DType::F64);
  for (std::size_t k = 0; k < idx.size(); ++k) {
    const std::int64_t i = idx[k];
    const double orig = at(t, i);
    setAt(t, i, orig + kFdEps);
    const double plus = objective();
    setAt(t, i, orig - kFdEps);
    const double minus = objective();
    setAt(t, i, orig);
    num.data<double>()[k] = (plus - minus) / (2.0 * kFdEps);
    ana.data<double>()[k] = at(analytic, i);
  }
  if (numNorm) {
    double s = 0.0;
    for (std::int64_t k = 0; k < num.numel(); ++k) s += num.data<double>()[k] * num.data<double>()[k];
    *numNorm = std::sqrt(s);
  }
  return relativeError(ana, num);
}

QString q(const std::string& s) { return QString::fromStdString(s); }

const LayerCase* caseAt(int index) {
  if (index < 0 || index >= static_cast<int>(layerCases().size())) return nullptr;
  return &layerCases()[static_cast<std::size_t>(index)];
}

// Adds one row per (case, backend) for every registered type; a type without cases gets a
// row with index -1 that fails, naming it.
void addLayerRows(const std::vector<std::string>& backends) {
  QTest::addColumn<int>("caseIndex");
  QTest::addColumn<QString>("type");
  QTest::addColumn<QString>("backend");
  for (const std::string& type : registeredTypes()) {
    bool any = false;
    for (std::size_t i = 0; i < layerCases().size(); ++i) {
      const LayerCase& c = layerCases()[i];
      if (c.spec.at("type").get<std::string>() != type) continue;
      any = true;
      for (const std::string& b : backends) {
        const std::string tag = backends.size() > 1 ? c.name + " @ " + b : c.name;
        QTest::newRow(tag.c_str()) << static_cast<int>(i) << q(type) << q(b);
      }
    }
    if (!any) QTest::newRow(("untested type " + type).c_str()) << -1 << q(type) << q(backends.front());
  }
}

#define REQUIRE_CASE(c, type)                                                                          \
  const LayerCase* c = caseAt(caseIndex);                                                              \
  if (!c)                                                                                              \
    QFAIL(qPrintable(QStringLiteral("layer type '%1' is registered but has no test configuration: add " \
                                    "one to layerCases() in tests/test_layer_gradients.cpp")            \
                         .arg(type)));

struct Built {
  std::unique_ptr<Backend> backend;
  std::unique_ptr<Layer> layer;
  Shape outShape;  // with batch
};

Built buildLayer(const LayerCase& c, const std::string& backendName, DType dtype, std::uint64_t seed) {
  Built b;
  b.backend = backendNamed(backendName);
  b.layer = createLayer(c.spec, 10);
  Rng rng(seed);
  b.layer->build(c.in, *b.backend, dtype, rng);
  perturbParams(*b.layer, seed + 1);
  b.outShape = b.layer->outputShape(c.in).withBatch(kBatch);
  return b;
}

std::uint64_t caseSeed(int caseIndex) { return 1000u + 17u * static_cast<std::uint64_t>(caseIndex); }

}  // namespace

class LayerGradientTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void casesCoverRegistry();
  void layerGradient_data();
  void layerGradient();
  void lossGradient_data();
  void lossGradient();
  void layerCrossBackend_data();
  void layerCrossBackend();
  void lossCrossBackend_data();
  void lossCrossBackend();
  void modelGradient_data();
  void modelGradient();
  void batchSizeChanges_data();
  void batchSizeChanges();
};

void LayerGradientTest::initTestCase() {
  if (fastMode()) qInfo("NNLAB_TEST_FAST=1: finite differences on fewer sampled elements");
}

void LayerGradientTest::casesCoverRegistry() {
  const auto types = registeredTypes();
  QVERIFY(!types.empty());
  const std::set<std::string> known(types.begin(), types.end());
  std::set<std::string> covered;
  for (const auto& c : layerCases()) {
    const std::string t = c.spec.at("type").get<std::string>();
    QVERIFY2(known.count(t), qPrintable(QStringLiteral("case '%1' uses unregistered type '%2'").arg(q(c.name), q(t))));
    covered.insert(t);
    // Every configuration must be a valid layer for its input (otherwise the case tests nothing).
    try {
      auto layer = createLayer(c.spec, 10);
      QCOMPARE(q(layer->type()), q(t));
      layer->outputShape(c.in);
    } catch (const Error& e) {
      QFAIL(qPrintable(QStringLiteral("case '%1': %2").arg(q(c.name), q(e.what()))));
    }
  }
  std::string missing;
  for (const auto& t : types)
    if (!covered.count(t)) missing += (missing.empty() ? "" : ", ") + t;
  QVERIFY2(missing.empty(), qPrintable(QStringLiteral("registered layer types without a gradient test "
                                                      "configuration: %1")
                                           .arg(q(missing))));
}

void LayerGradientTest::layerGradient_data() { addLayerRows({"cpu-reference", "cpu-blas"}); }

void LayerGradientTest::layerGradient() {
  QFETCH(int, caseIndex);
  QFETCH(QString, type);
  QFETCH(QString, backend);
  REQUIRE_CASE(c, type);
  const std::uint64_t seed = caseSeed(caseIndex);
  Built b = buildLayer(*c, backend.toStdString(), DType::F64, seed);
  QVERIFY(b.backend->device().isCpu());  // the FD loop writes tensors in place
  Layer& layer = *b.layer;

  Tensor x = spacedInput(c->in.withBatch(kBatch), seed + 2);
  Tensor r = test::randomTensor(b.outShape, DType::F64, seed + 3);
  auto objective = [&] {
    layer.setStepSeed(kStepSeed);
    const Tensor& y = layer.forward(x, true);
    return dotWith(y, r);
  };

  // Analytic gradients.
  layer.setStepSeed(kStepSeed);
  const Tensor& y = layer.forward(x, true);
  QCOMPARE(q(y.shape().str()), q(b.outShape.str()));  // forward agrees with the shape rule
  QVERIFY(y.dtype() == DType::F64);
  const Tensor dx = b.backend->toHost(layer.backward(r, true));
  QCOMPARE(q(dx.shape().str()), q(x.shape().str()));
  if (type == QLatin1String("dropout")) {  // the mask drops some values and keeps others
    std::int64_t zeros = 0;
    for (std::int64_t i = 0; i < y.numel(); ++i) zeros += at(y, i) == 0.0;
    QVERIFY2(zeros > 0 && zeros < y.numel(), "dropout in training should zero some values, not all");
  }
  std::vector<Tensor> grads;
  for (Param* p : layer.parameters()) {
    QCOMPARE(q(p->grad.shape().str()), q(p->value.shape().str()));
    grads.push_back(b.backend->toHost(p->grad));
  }
  // The parameter count matches the shape rule.
  std::int64_t paramCount = 0;
  for (Param* p : layer.parameters()) paramCount += p->value.numel();
  QCOMPARE(paramCount, layer.paramCount(c->in));

  // Numeric gradients.
  double numNorm = 0.0;
  const double errX = fdRelativeError(x, dx, objective, seed + 4, &numNorm);
  QVERIFY2(errX < kFdTolerance, qPrintable(QStringLiteral("input gradient: relative error %1").arg(errX, 0, 'g', 3)));
  QVERIFY2(numNorm > 0.0, "the numeric input gradient is zero: the case tests nothing");
  std::size_t k = 0;
  for (Param* p : layer.parameters()) {
    const double err = fdRelativeError(p->value, grads[k], objective, seed + 5 + k, &numNorm);
    QVERIFY2(err < kFdTolerance, qPrintable(QStringLiteral("gradient of parameter '%1': relative error %2")
                                                .arg(q(p->name))
                                                .arg(err, 0, 'g', 3)));
    QVERIFY2(numNorm > 0.0, qPrintable(QStringLiteral("numeric gradient of '%1' is zero").arg(q(p->name))));
    ++k;
  }

  // A second forward/backward gives the same gradients (they are overwritten, not accumulated).
  layer.setStepSeed(kStepSeed);
  layer.forward(x, true);
  const Tensor dx2 = b.backend->toHost(layer.backward(r, true));
  QVERIFY2(relativeError(dx2, dx) < 1e-12, "input gradient changed on a repeated backward");
  k = 0;
  for (Param* p : layer.parameters()) {
    QVERIFY2(relativeError(b.backend->toHost(p->grad), grads[k]) < 1e-12,
             qPrintable(QStringLiteral("gradient of '%1' changed on a repeated backward (accumulated?)").arg(q(p->name))));
    ++k;
  }
}

void LayerGradientTest::lossGradient_data() {
  QTest::addColumn<QString>("loss");
  QTest::addColumn<QString>("backend");
  for (const char* loss : {"cross_entropy", "mse"})
    for (const char* be : {"cpu-reference", "cpu-blas"})
      QTest::newRow(qPrintable(QStringLiteral("%1 @ %2").arg(QLatin1String(loss), QLatin1String(be))))
          << QString::fromLatin1(loss) << QString::fromLatin1(be);
}

void LayerGradientTest::lossGradient() {
  QFETCH(QString, loss);
  QFETCH(QString, backend);
  const LossKind kind = lossFromName(loss.toStdString());
  auto be = backendNamed(backend.toStdString());
  const std::int64_t n = 5, classes = 7;
  Tensor z = test::randomTensor(Shape{n, classes}, DType::F64, 600, -3.0, 3.0);
  Tensor labels = test::randomLabels(n, static_cast<int>(classes), 601);
  Tensor lossValue = be->allocate(Shape{1}, DType::F64);
  auto objective = [&] {
    computeLoss(*be, kind, z, labels, lossValue, nullptr);
    return at(lossValue, 0);
  };
  Tensor grad = test::poisoned(z.shape(), DType::F64);
  computeLoss(*be, kind, z, labels, lossValue, &grad);
  const double withGrad = at(lossValue, 0);
  QVERIFY(std::isfinite(withGrad) && withGrad > 0.0);
  QCOMPARE(objective(), withGrad);  // asking for the gradient does not change the loss
  const double err = fdRelativeError(z, grad, objective, 602);
  QVERIFY2(err < kFdTolerance, qPrintable(QStringLiteral("relative error %1").arg(err, 0, 'g', 3)));
}

void LayerGradientTest::layerCrossBackend_data() { addLayerRows({"cpu-blas"}); }

void LayerGradientTest::layerCrossBackend() {
  QFETCH(int, caseIndex);
  QFETCH(QString, type);
  REQUIRE_CASE(c, type);
  const std::uint64_t seed = caseSeed(caseIndex) + 500;
  Built ref = buildLayer(*c, "cpu-reference", DType::F32, seed);
  Built blas = buildLayer(*c, "cpu-blas", DType::F32, seed);
  QCOMPARE(blas.backend->threads(), kBlasThreads);

  const Tensor xHost = test::randomTensor(c->in.withBatch(kBatch), DType::F32, seed + 2);
  const Tensor rHost = test::randomTensor(ref.outShape, DType::F32, seed + 3);
  Tensor xRef = ref.backend->fromHost(xHost), xBlas = blas.backend->fromHost(xHost);
  Tensor rRef = ref.backend->fromHost(rHost), rBlas = blas.backend->fromHost(rHost);

  auto check = [&](const Tensor& a, const Tensor& b, const QString& what) {
    const Tensor ha = blas.backend->toHost(a), hb = ref.backend->toHost(b);
    QCOMPARE(q(ha.shape().str()), q(hb.shape().str()));
    const double err = relativeError(ha, hb);
    QVERIFY2(err < kCrossTolerance,
             qPrintable(QStringLiteral("%1: cpu-blas vs cpu-reference relative error %2").arg(what).arg(err, 0, 'g', 3)));
  };

  // Parameters start equal.
  auto pRef = ref.layer->parameters(), pBlas = blas.layer->parameters();
  QCOMPARE(pBlas.size(), pRef.size());
  for (std::size_t i = 0; i < pRef.size(); ++i) {
    QCOMPARE(q(pBlas[i]->name), q(pRef[i]->name));
    QCOMPARE(relativeError(blas.backend->toHost(pBlas[i]->value), ref.backend->toHost(pRef[i]->value)), 0.0);
  }

  ref.layer->setStepSeed(kStepSeed);
  blas.layer->setStepSeed(kStepSeed);
  const Tensor& yRef = ref.layer->forward(xRef, true);
  const Tensor& yBlas = blas.layer->forward(xBlas, true);
  check(yBlas, yRef, QStringLiteral("training forward"));
  if (QTest::currentTestFailed()) return;
  check(blas.layer->backward(rBlas, true), ref.layer->backward(rRef, true), QStringLiteral("input gradient"));
  if (QTest::currentTestFailed()) return;
  for (std::size_t i = 0; i < pRef.size(); ++i) {
    check(pBlas[i]->grad, pRef[i]->grad, QStringLiteral("gradient of '%1'").arg(q(pRef[i]->name)));
    if (QTest::currentTestFailed()) return;
  }
  // Running statistics after one training step, then the evaluation forward that uses them.
  auto bRef = ref.layer->buffers(), bBlas = blas.layer->buffers();
  QCOMPARE(bBlas.size(), bRef.size());
  for (std::size_t i = 0; i < bRef.size(); ++i) {
    check(*bBlas[i].second, *bRef[i].second, q(bRef[i].first));
    if (QTest::currentTestFailed()) return;
  }
  check(blas.layer->forward(xBlas, false), ref.layer->forward(xRef, false), QStringLiteral("evaluation forward"));
}

void LayerGradientTest::lossCrossBackend_data() {
  QTest::addColumn<QString>("loss");
  for (const char* loss : {"cross_entropy", "mse"}) QTest::newRow(loss) << QString::fromLatin1(loss);
}

void LayerGradientTest::lossCrossBackend() {
  QFETCH(QString, loss);
  const LossKind kind = lossFromName(loss.toStdString());
  auto ref = backendNamed("cpu-reference");
  auto blas = backendNamed("cpu-blas");
  const std::int64_t n = 9, classes = 10;
  const Tensor z = test::randomTensor(Shape{n, classes}, DType::F32, 610, -4.0, 4.0);
  const Tensor labels = test::randomLabels(n, static_cast<int>(classes), 611);
  Tensor lossRef = ref->allocate(Shape{1}, DType::F32), lossBlas = blas->allocate(Shape{1}, DType::F32);
  Tensor gradRef = test::poisoned(z.shape(), DType::F32), gradBlas = test::poisoned(z.shape(), DType::F32);
  computeLoss(*ref, kind, z, labels, lossRef, &gradRef);
  computeLoss(*blas, kind, z, labels, lossBlas, &gradBlas);
  QVERIFY2(relativeError(lossBlas, lossRef) < kCrossTolerance,
           qPrintable(QStringLiteral("loss %1 vs %2").arg(at(lossBlas, 0)).arg(at(lossRef, 0))));
  QVERIFY2(relativeError(gradBlas, gradRef) < kCrossTolerance,
           qPrintable(QStringLiteral("gradient relative error %1").arg(relativeError(gradBlas, gradRef))));
}

void LayerGradientTest::modelGradient_data() {
  QTest::addColumn<QString>("backend");
  QTest::addColumn<QString>("loss");
  QTest::addColumn<bool>("sequence");
  for (bool sequence : {false, true})
    for (const char* be : {"cpu-reference", "cpu-blas"})
      for (const char* loss : {"cross_entropy", "mse"})
        QTest::newRow(qPrintable(QStringLiteral("%1 %2 @ %3")
                                     .arg(sequence ? QLatin1String("1-D") : QLatin1String("2-D"), QLatin1String(loss),
                                          QLatin1String(be))))
            << QString::fromLatin1(be) << QString::fromLatin1(loss) << sequence;
}

// Every parameter of a small model that chains most layer kinds, through the loss. (A conv bias
// right before batch norm would have an exactly zero gradient, so the first conv has none.)
// The layers are checked element by element above; here a few elements per tensor suffice.
// The 1-D model chains the sequence layers, with a ReLU folded into a conv1d.
void LayerGradientTest::modelGradient() {
  const std::int64_t kModelFdElements = fastMode() ? 4 : 10;
  QFETCH(QString, backend);
  QFETCH(QString, loss);
  QFETCH(bool, sequence);
  const json sequenceSpec = json::parse(R"({
    "name": "gradient-check-1d", "input": [2, 21], "classes": 3,
    "layers": [
      {"type": "conv1d", "filters": 3, "kernel": 5, "padding": 2, "bias": false},
      {"type": "batchnorm1d"},
      {"type": "relu"},
      {"type": "maxpool1d", "kernel": 3, "stride": 2, "padding": 1},
      {"type": "conv1d", "filters": 4, "kernel": 3, "dilation": 2, "padding": 2},
      {"type": "relu"},
      {"type": "avgpool1d", "kernel": 2},
      {"type": "conv1d", "filters": 5, "kernel": 3, "stride": 2},
      {"type": "tanh"},
      {"type": "globalavgpool1d"},
      {"type": "dense", "units": "classes", "init": "xavier"}
    ]})");
  const json imageSpec = json::parse(R"({
    "name": "gradient-check", "input": [2, 8, 8], "classes": 3,
    "layers": [
      {"type": "conv2d", "filters": 3, "kernel": 3, "padding": 1, "bias": false},
      {"type": "batchnorm2d"},
      {"type": "relu"},
      {"type": "maxpool2d", "kernel": 2},
      {"type": "residual", "filters": 4, "stride": 2},
      {"type": "avgpool2d", "kernel": 2, "stride": 1},
      {"type": "flatten"},
      {"type": "dense", "units": 6},
      {"type": "tanh"},
      {"type": "dropout", "rate": 0.25},
      {"type": "batchnorm1d"},
      {"type": "softplus"},
      {"type": "dense", "units": "classes", "init": "xavier"}
    ]})");
  auto be = backendNamed(backend.toStdString());
  auto model = Model::create(ModelSpec::fromJson(sequence ? sequenceSpec : imageSpec), Shape{}, 0);
  model->build(*be, DType::F64, 77);
  for (std::size_t i = 0; i < model->layerCount(); ++i) perturbParams(model->layer(i), 78 + i);
  const LossKind kind = lossFromName(loss.toStdString());
  const Tensor x = test::randomTensor(sequence ? Shape{4, 2, 21} : Shape{4, 2, 8, 8}, DType::F64, 79);
  const Tensor labels = test::randomLabels(4, 3, 80);
  Tensor lossValue = be->allocate(Shape{1}, DType::F64);
  Tensor dlogits = be->allocate(Shape{4, 3}, DType::F64);
  auto objective = [&] {
    computeLoss(*be, kind, model->forward(x, true, 81), labels, lossValue, nullptr);
    return at(lossValue, 0);
  };
  computeLoss(*be, kind, model->forward(x, true, 81), labels, lossValue, &dlogits);
  model->backward(dlogits);
  std::vector<Tensor> grads;
  for (Param* p : model->parameters()) grads.push_back(be->toHost(p->grad));
  std::size_t k = 0;
  for (Param* p : model->parameters()) {
    const double err = fdRelativeError(p->value, grads[k], objective, 90 + k, nullptr, kModelFdElements);
    QVERIFY2(err < kFdTolerance, qPrintable(QStringLiteral("parameter %1 ('%2'): relative error %3")
                                                .arg(k)
                                                .arg(q(p->name))
                                                .arg(err, 0, 'g', 3)));
    ++k;
  }
}

void LayerGradientTest::batchSizeChanges_data() { addLayerRows({"cpu-reference", "cpu-blas"}); }

// Buffers are reused across batches: evaluation forwards at batch sizes 3, 5, 1, 2 give every
// sample the output it gets alone (batch 1).
void LayerGradientTest::batchSizeChanges() {
  QFETCH(int, caseIndex);
  QFETCH(QString, type);
  QFETCH(QString, backend);
  REQUIRE_CASE(c, type);
  const std::uint64_t seed = caseSeed(caseIndex) + 900;
  Built b = buildLayer(*c, backend.toStdString(), DType::F64, seed);
  const std::int64_t maxBatch = 5;
  const Tensor all = test::randomTensor(c->in.withBatch(maxBatch), DType::F64, seed + 2);
  const std::int64_t perSampleOut = b.layer->outputShape(c->in).numel();
  std::vector<Tensor> alone;
  for (std::int64_t n = 0; n < maxBatch; ++n) {
    Tensor x = b.backend->fromHost(all.narrow(n, 1).clone());
    alone.push_back(b.backend->toHost(b.layer->forward(x, false)));
  }
  for (std::int64_t batch : {3, 5, 1, 2}) {
    Tensor x = b.backend->fromHost(all.narrow(0, batch).clone());
    const Tensor y = b.backend->toHost(b.layer->forward(x, false));
    QCOMPARE(q(y.shape().str()), q(b.layer->outputShape(c->in).withBatch(batch).str()));
    for (std::int64_t n = 0; n < batch; ++n) {
      const Tensor row = y.reshape(Shape{batch, perSampleOut}).narrow(n, 1).clone();
      const double err = relativeError(row, alone[static_cast<std::size_t>(n)].reshape(Shape{1, perSampleOut}));
      QVERIFY2(err < 1e-12, qPrintable(QStringLiteral("batch %1, sample %2: relative error %3 against the sample alone")
                                            .arg(batch)
                                            .arg(n)
                                            .arg(err, 0, 'g', 3)));
    }
  }
}

QTEST_GUILESS_MAIN(LayerGradientTest)
#include "test_layer_gradients.moc"

// cpu-reference, part 2: losses, the confusion matrix, the optimizers' steps and f32 against f64
// (hand-computed), then op-level finite-difference gradient checks in f64 (central differences,
// eps = 1e-6, relative error < 1e-6). Part 1 and main(): test_cpu_reference.cpp.
#include <QtTest>

#include <cmath>
#include <functional>
#include <cstring>
#include <vector>

#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"
#include "core/rng.h"
#include "support/test_support.h"
#include "test_cpu_reference.h"

using namespace nnlab;
using nnlab::test::at;
using nnlab::test::randomLabels;
using nnlab::test::randomTensor;
using nnlab::test::relativeError;
using nnlab::test::setAt;
using namespace nnlab::test::cpuref;

namespace {

constexpr double kFdEps = 1e-6;       // finite-difference step
constexpr double kFdTolerance = 1e-6;  // relative error allowed between analytic and numeric

double dot(const Tensor& a, const Tensor& b) {
  double s = 0.0;
  for (std::int64_t i = 0; i < a.numel(); ++i) s += at(a, i) * at(b, i);
  return s;
}

// d objective / d t by central differences, one element at a time.
Tensor numericGrad(Tensor& t, const std::function<double()>& objective) {
  Tensor g = Tensor::empty(t.shape(), DType::F64);
  for (std::int64_t i = 0; i < t.numel(); ++i) {
    const double orig = at(t, i);
    setAt(t, i, orig + kFdEps);
    const double plus = objective();
    setAt(t, i, orig - kFdEps);
    const double minus = objective();
    setAt(t, i, orig);
    g.data<double>()[i] = (plus - minus) / (2.0 * kFdEps);
  }
  return g;
}

#define CHECK_GRAD(analytic, numeric)                                                             \
  do {                                                                                            \
    const double err_ = relativeError(analytic, numeric);                                         \
    QVERIFY2(err_ < kFdTolerance, qPrintable(QStringLiteral("%1: relative error %2")              \
                                                 .arg(QString::fromLatin1(#analytic))             \
                                                 .arg(err_, 0, 'g', 3)));                         \
  } while (0)

}  // namespace

void CpuReferenceTest::softmaxCrossEntropyKnown() {
  for (DType dt : {DType::F32, DType::F64}) {
    const double tol = dt == DType::F64 ? 1e-14 : 1e-6;
    // Row 0: logits [1,2,3], label 2 -> log(e + e^2 + e^3) - 3. Row 1: zeros, label 0 -> log 3.
    Tensor z = make(Shape{2, 3}, {1, 2, 3, 0, 0, 0}, dt);
    Tensor labels = labelsOf({2, 0});
    Tensor loss = test::poisoned(Shape{1}, dt), grad = test::poisoned(Shape{2, 3}, dt);
    be.softmaxCrossEntropy(z, labels, loss, &grad);
    const double lse0 = std::log(std::exp(1.0) + std::exp(2.0) + std::exp(3.0));
    CHECK_NEAR(lse0 - 3.0, 0.40760596444438, 1e-12);
    CHECK_NEAR(at(loss, 0), ((lse0 - 3.0) + std::log(3.0)) / 2, tol);
    // grad = (softmax - onehot) / N
    for (int k = 0; k < 3; ++k) {
      CHECK_NEAR(at(grad, k), (std::exp(k + 1.0 - lse0) - (k == 2)) / 2, tol);
      CHECK_NEAR(at(grad, 3 + k), (1.0 / 3 - (k == 0)) / 2, tol);
    }
    // Without grad.
    be.softmaxCrossEntropy(z, labels, loss, nullptr);
    CHECK_NEAR(at(loss, 0), ((lse0 - 3.0) + std::log(3.0)) / 2, tol);
    // Huge logits stay finite (log-sum-exp with the max subtracted).
    Tensor big = make(Shape{2, 3}, {1000, 1000, 1000, 1000, 0, -1000}, dt);
    be.softmaxCrossEntropy(big, labelsOf({1, 1}), loss, &grad);
    CHECK_NEAR(at(loss, 0), (std::log(3.0) + 1000.0) / 2, 1e-4);
    QVERIFY(be.allFinite(grad));
    CHECK_NEAR(at(grad, 3), 0.5, tol);
    CHECK_NEAR(at(grad, 4), -0.5, tol);
  }
}

void CpuReferenceTest::mseKnown() {
  for (DType dt : {DType::F32, DType::F64}) {
    const double tol = dt == DType::F64 ? 1e-15 : 1e-7;
    // diffs from one-hot: [-0.5, 0.2], [0.1, -0.1] -> (0.25 + 0.04 + 0.01 + 0.01) / 4
    Tensor y = make(Shape{2, 2}, {0.5, 0.2, 0.1, 0.9}, dt);
    Tensor loss = test::poisoned(Shape{1}, dt), grad = test::poisoned(Shape{2, 2}, dt);
    be.mseOneHot(y, labelsOf({0, 1}), loss, &grad);
    CHECK_NEAR(at(loss, 0), 0.0775, tol);
    const double d[] = {-0.5, 0.2, 0.1, -0.1};
    for (int i = 0; i < 4; ++i) CHECK_NEAR(at(grad, i), 2 * d[i] / 4, tol);
  }
}

void CpuReferenceTest::labelsOutOfRange() {
  Tensor z = randomTensor(Shape{5, 10}, DType::F32, 1);
  Tensor labels = labelsOf({0, 1, 2, 12, 4});
  Tensor loss = Tensor::empty(Shape{1}, DType::F32), grad = Tensor::empty(Shape{5, 10}, DType::F32);
  std::string msg;
  QCOMPARE(errorKindOf([&] { be.softmaxCrossEntropy(z, labels, loss, &grad); }, &msg), kind(ErrorKind::BadInput));
  QCOMPARE(QString::fromStdString(msg), QStringLiteral("label 12 at row 3 is outside 0..9"));
  QCOMPARE(errorKindOf([&] { be.mseOneHot(z, labels, loss, nullptr); }), kind(ErrorKind::BadInput));
  Tensor negative = labelsOf({0, -1, 2, 3, 4});
  QCOMPARE(errorKindOf([&] { be.softmaxCrossEntropy(z, negative, loss, nullptr); }, &msg), kind(ErrorKind::BadInput));
  QCOMPARE(QString::fromStdString(msg), QStringLiteral("label -1 at row 1 is outside 0..9"));
  // The confusion matrix is left untouched (no partial update).
  Tensor conf = Tensor::zeros(Shape{10, 10}, DType::I64);
  QCOMPARE(errorKindOf([&] { be.confusionUpdate(z, labels, conf); }), kind(ErrorKind::BadInput));
  QCOMPARE(be.sum(conf), 0.0);
  // Wrong label count is a caller bug.
  QCOMPARE(errorKindOf([&] { be.softmaxCrossEntropy(z, labelsOf({0, 1}), loss, nullptr); }), kind(ErrorKind::Internal));
}

void CpuReferenceTest::confusion() {
  // predictions: row 0 ties 1/2 -> 1, row 1 -> 0, row 2 all equal -> 0, row 3 -> 2
  for (DType dt : {DType::F32, DType::F64}) {
    Tensor z = make(Shape{4, 3}, {1, 3, 3, 5, 1, 1, 0, 0, 0, 2, 1, 7}, dt);
    Tensor labels = labelsOf({1, 0, 2, 2});
    Tensor conf = Tensor::zeros(Shape{3, 3}, DType::I64);
    be.confusionUpdate(z, labels, conf);
    be.confusionUpdate(z, labels, conf);  // accumulates
    const std::int64_t* c = conf.data<std::int64_t>();
    const std::int64_t expected[9] = {2, 0, 0, 0, 2, 0, 2, 0, 2};
    for (int i = 0; i < 9; ++i) QCOMPARE(c[i], expected[i]);
  }
}

void CpuReferenceTest::sgdStep() {
  for (DType dt : {DType::F32, DType::F64}) {
    const double tol = dt == DType::F64 ? 1e-15 : 1e-6;
    // Plain SGD with weight decay, no momentum buffer at all.
    Tensor w = make(Shape{2}, {1, -2}, dt), g = make(Shape{2}, {0.5, 0.25}, dt);
    Tensor b = make(Shape{1}, {3}, dt), gb = make(Shape{1}, {1}, dt);
    ParamSlot params[2] = {{&w, &g, nullptr, nullptr, true}, {&b, &gb, nullptr, nullptr, false}};
    SgdHyper h;
    h.lr = 0.1, h.momentum = 0.0, h.weightDecay = 0.01;
    be.sgdUpdate(params, h);
    CHECK_NEAR(at(w, 0), 1 - 0.1 * (0.5 + 0.01 * 1), tol);
    CHECK_NEAR(at(w, 1), -2 - 0.1 * (0.25 + 0.01 * -2), tol);
    CHECK_NEAR(at(b, 0), 3 - 0.1 * 1, tol);  // no decay on this slot
    QCOMPARE(at(g, 0), 0.5);                 // the gradient itself is not modified

    // Momentum (plain and Nesterov), two steps from a zero buffer.
    for (bool nesterov : {false, true}) {
      Tensor w2 = make(Shape{1}, {1}, dt), g2 = make(Shape{1}, {0.5}, dt), v = make(Shape{1}, {0}, dt);
      ParamSlot s[1] = {{&w2, &g2, &v, nullptr, true}};
      SgdHyper hm;
      hm.lr = 0.1, hm.momentum = 0.9, hm.weightDecay = 0.0, hm.nesterov = nesterov;
      double wRef = 1, vRef = 0;
      for (int step = 0; step < 2; ++step) {
        be.sgdUpdate(s, hm);
        vRef = 0.9 * vRef + 0.5;
        wRef -= 0.1 * (nesterov ? 0.5 + 0.9 * vRef : vRef);
        CHECK_NEAR(at(v, 0), vRef, tol);
        CHECK_NEAR(at(w2, 0), wRef, tol);
      }
    }
    // Momentum without a buffer is a caller bug.
    SgdHyper hm;
    hm.momentum = 0.9;
    QCOMPARE(errorKindOf([&] { be.sgdUpdate(params, hm); }), kind(ErrorKind::Internal));
  }
}

void CpuReferenceTest::adamStep() {
  for (DType dt : {DType::F32, DType::F64}) {
    const double tol = dt == DType::F64 ? 1e-15 : 1e-6;
    Tensor w = make(Shape{3}, {1, -2, 0.5}, dt);
    Tensor m = Tensor::zeros(Shape{3}, dt), v = Tensor::zeros(Shape{3}, dt);
    ParamSlot slot[1] = {{&w, nullptr, &m, &v, true}};
    AdamHyper h;
    h.lr = 0.01, h.beta1 = 0.9, h.beta2 = 0.999, h.eps = 1e-8, h.weightDecay = 0.1;
    double wr[3] = {1, -2, 0.5}, mr[3] = {0, 0, 0}, vr[3] = {0, 0, 0};
    const double grads[2][3] = {{0.3, -0.1, 0.0}, {-0.2, 0.4, 1.0}};
    for (int t = 1; t <= 2; ++t) {
      Tensor g = make(Shape{3}, {grads[t - 1][0], grads[t - 1][1], grads[t - 1][2]}, dt);
      slot[0].grad = &g;
      h.step = t;
      be.adamUpdate(slot, h);
      for (int i = 0; i < 3; ++i) {
        const double gi = grads[t - 1][i] + 0.1 * wr[i];
        mr[i] = 0.9 * mr[i] + 0.1 * gi;
        vr[i] = 0.999 * vr[i] + 0.001 * gi * gi;
        const double mHat = mr[i] / (1 - std::pow(0.9, t)), vHat = vr[i] / (1 - std::pow(0.999, t));
        wr[i] -= 0.01 * mHat / (std::sqrt(vHat) + 1e-8);
        CHECK_NEAR(at(m, i), mr[i], tol);
        CHECK_NEAR(at(v, i), vr[i], tol);
        CHECK_NEAR(at(w, i), wr[i], tol);
      }
      if (t == 1) {
        // First step: m_hat / sqrt(v_hat) = sign(g), so every weight moves by ~lr.
        CHECK_NEAR(at(w, 0), 1 - 0.01, 1e-6);
      }
    }
  }
}

void CpuReferenceTest::float32MatchesFloat64() {
  // The same template code runs for both types: results agree to f32 precision.
  ConvGeometry g = convGeometry(2, 3, 9, 7, 4, 3, 3, 2, 2, 1, 1);
  Tensor x = randomTensor(Shape{2, 3, 9, 7}, DType::F32, 1), w = randomTensor(Shape{4, 3, 3, 3}, DType::F32, 2);
  Tensor b = randomTensor(Shape{4}, DType::F32, 3);
  Tensor y = Tensor::empty(Shape{2, 4, g.p, g.q}, DType::F32);
  be.conv2dForward(g, x, w, &b, y);
  Tensor xd = test::toF64(x), wd = test::toF64(w), bd = test::toF64(b);
  Tensor yd = Tensor::empty(y.shape(), DType::F64);
  be.conv2dForward(g, xd, wd, &bd, yd);
  QVERIFY(relativeError(y, yd) < 1e-6);
  Tensor labels = randomLabels(2, 4 * g.p * g.q, 4);
  Tensor loss = Tensor::empty(Shape{1}, DType::F32), lossd = Tensor::empty(Shape{1}, DType::F64);
  const Shape flat{2, 4 * g.p * g.q};
  be.softmaxCrossEntropy(y.reshape(flat), labels, loss, nullptr);
  be.softmaxCrossEntropy(yd.reshape(flat), labels, lossd, nullptr);
  QVERIFY(relativeError(loss, lossd) < 1e-6);
}

// ------------------------------------------------------------------------------------------------
// Finite-difference gradient checks (f64). Tensor outputs are reduced to a scalar with fixed random
// weights R: L = sum y R, so dL/dy = R is what the backward op receives.

void CpuReferenceTest::gradConv2d() {
  const ConvGeometry geometries[] = {
      convGeometry(2, 3, 7, 5, 4, 3, 3, 2, 2, 1, 1),  // stride 2, padding 1, odd sizes
      convGeometry(2, 2, 6, 5, 3, 2, 3, 2, 1, 1, 0),  // non-square kernel and strides
      convGeometry(1, 2, 5, 5, 2, 3, 3, 1, 1, 2, 2),  // padding wider than needed
  };
  std::uint64_t seed = 100;
  for (const ConvGeometry& g : geometries) {
    Tensor x = randomTensor(Shape{g.n, g.c, g.h, g.w}, DType::F64, ++seed);
    Tensor w = randomTensor(Shape{g.k, g.c, g.r, g.s}, DType::F64, ++seed);
    Tensor b = randomTensor(Shape{g.k}, DType::F64, ++seed);
    Tensor y = Tensor::empty(Shape{g.n, g.k, g.p, g.q}, DType::F64);
    Tensor R = randomTensor(y.shape(), DType::F64, ++seed);
    auto objective = [&] {
      be.conv2dForward(g, x, w, &b, y);
      return dot(y, R);
    };
    Tensor dx = test::poisoned(x.shape(), DType::F64), dw = test::poisoned(w.shape(), DType::F64),
           db = test::poisoned(b.shape(), DType::F64);
    be.conv2dBackward(g, x, w, R, &dx, dw, &db);
    CHECK_GRAD(dx, numericGrad(x, objective));
    CHECK_GRAD(dw, numericGrad(w, objective));
    CHECK_GRAD(db, numericGrad(b, objective));
  }
}

void CpuReferenceTest::gradLinear() {
  Tensor x = randomTensor(Shape{3, 5}, DType::F64, 1);
  Tensor w = randomTensor(Shape{4, 5}, DType::F64, 2);
  Tensor b = randomTensor(Shape{4}, DType::F64, 3);
  Tensor y = Tensor::empty(Shape{3, 4}, DType::F64);
  Tensor R = randomTensor(y.shape(), DType::F64, 4);
  auto objective = [&] {
    be.linearForward(x, w, &b, y);
    return dot(y, R);
  };
  Tensor dx = test::poisoned(x.shape(), DType::F64), dw = test::poisoned(w.shape(), DType::F64),
         db = test::poisoned(b.shape(), DType::F64);
  be.linearBackward(x, w, R, &dx, dw, &db);
  CHECK_GRAD(dx, numericGrad(x, objective));
  CHECK_GRAD(dw, numericGrad(w, objective));
  CHECK_GRAD(db, numericGrad(b, objective));
}

void CpuReferenceTest::gradMaxPool() {
  const PoolGeometry geometries[] = {
      poolGeometry(2, 2, 7, 5, 3, 3, 2, 2, 1, 1),  // overlapping windows with padding
      poolGeometry(2, 3, 7, 5, 2, 2, 2, 2, 0, 0),  // odd sizes: last row/column unused
  };
  std::uint64_t seed = 200;
  for (const PoolGeometry& g : geometries) {
    Tensor x = randomTensor(Shape{g.n, g.c, g.h, g.w}, DType::F64, ++seed);
    Tensor y = Tensor::empty(Shape{g.n, g.c, g.p, g.q}, DType::F64);
    Tensor am = Tensor::empty(y.shape(), DType::I32);
    Tensor R = randomTensor(y.shape(), DType::F64, ++seed);
    auto objective = [&] {
      be.maxPoolForward(g, x, y, am);
      return dot(y, R);
    };
    objective();
    Tensor dx = test::poisoned(x.shape(), DType::F64);
    be.maxPoolBackward(g, R, am, dx);
    CHECK_GRAD(dx, numericGrad(x, objective));
  }
}

void CpuReferenceTest::gradAvgPool() {
  const PoolGeometry geometries[] = {
      poolGeometry(2, 2, 7, 5, 3, 3, 2, 2, 1, 1),
      poolGeometry(2, 3, 7, 5, 2, 3, 2, 1, 0, 1),
  };
  std::uint64_t seed = 300;
  for (const PoolGeometry& g : geometries) {
    Tensor x = randomTensor(Shape{g.n, g.c, g.h, g.w}, DType::F64, ++seed);
    Tensor y = Tensor::empty(Shape{g.n, g.c, g.p, g.q}, DType::F64);
    Tensor R = randomTensor(y.shape(), DType::F64, ++seed);
    auto objective = [&] {
      be.avgPoolForward(g, x, y);
      return dot(y, R);
    };
    Tensor dx = test::poisoned(x.shape(), DType::F64);
    be.avgPoolBackward(g, R, dx);
    CHECK_GRAD(dx, numericGrad(x, objective));
  }
}

void CpuReferenceTest::gradBatchNorm() {
  const BatchNormGeometry geometries[] = {{4, 3, 5}, {6, 4, 1}};  // 2d (spatial 5) and 1d
  std::uint64_t seed = 400;
  for (const BatchNormGeometry& g : geometries) {
    const Shape shape{g.n, g.c, g.spatial};
    Tensor x = randomTensor(shape, DType::F64, ++seed, -2.0, 3.0);
    Tensor gamma = randomTensor(Shape{g.c}, DType::F64, ++seed, 0.5, 1.5);
    Tensor beta = randomTensor(Shape{g.c}, DType::F64, ++seed);
    Tensor rm = Tensor::zeros(Shape{g.c}, DType::F64), rv = Tensor::zeros(Shape{g.c}, DType::F64);
    Tensor sm = Tensor::empty(Shape{g.c}, DType::F64), si = Tensor::empty(Shape{g.c}, DType::F64);
    Tensor y = Tensor::empty(shape, DType::F64);
    Tensor R = randomTensor(shape, DType::F64, ++seed);
    auto objective = [&] {
      be.batchNormForward(g, x, gamma, beta, y, true, rm, rv, 0.1, 1e-5, sm, si);
      return dot(y, R);
    };
    objective();  // saves the statistics of the unperturbed x
    Tensor dx = test::poisoned(shape, DType::F64), dgamma = test::poisoned(Shape{g.c}, DType::F64),
           dbeta = test::poisoned(Shape{g.c}, DType::F64);
    be.batchNormBackward(g, x, gamma, R, sm, si, dx, dgamma, dbeta);
    CHECK_GRAD(dx, numericGrad(x, objective));
    CHECK_GRAD(dgamma, numericGrad(gamma, objective));
    CHECK_GRAD(dbeta, numericGrad(beta, objective));
  }
}

void CpuReferenceTest::gradActivations() {
  struct Case {
    Activation f;
    double alpha;
    double lo, hi;
    const char* name;
  };
  const Case cases[] = {
      {Activation::ReLU, 0.0, -3, 3, "relu"},
      {Activation::LeakyReLU, 0.1, -3, 3, "leaky-relu"},
      {Activation::Sigmoid, 0.0, -6, 6, "sigmoid"},
      {Activation::Tanh, 0.0, -3, 3, "tanh"},
      {Activation::Softplus, 0.0, -5, 5, "softplus"},
      {Activation::Softplus, 0.0, -30, 30, "softplus (both branches)"},
  };
  std::uint64_t seed = 500;
  for (const Case& c : cases) {
    Tensor x = randomTensor(Shape{4, 13}, DType::F64, ++seed, c.lo, c.hi);
    Tensor y = Tensor::empty(x.shape(), DType::F64);
    Tensor R = randomTensor(x.shape(), DType::F64, ++seed);
    auto objective = [&] {
      be.activationForward(c.f, c.alpha, x, y);
      return dot(y, R);
    };
    objective();
    Tensor dx = test::poisoned(x.shape(), DType::F64);
    be.activationBackward(c.f, c.alpha, x, y, R, dx);
    const double err = relativeError(dx, numericGrad(x, objective));
    QVERIFY2(err < kFdTolerance, qPrintable(QStringLiteral("%1: relative error %2").arg(c.name).arg(err)));
  }
}

void CpuReferenceTest::gradSoftmaxCrossEntropy() {
  Tensor z = randomTensor(Shape{5, 7}, DType::F64, 600, -3.0, 3.0);
  Tensor labels = randomLabels(5, 7, 601);
  Tensor loss = Tensor::empty(Shape{1}, DType::F64);
  auto objective = [&] {
    be.softmaxCrossEntropy(z, labels, loss, nullptr);
    return at(loss, 0);
  };
  Tensor grad = test::poisoned(z.shape(), DType::F64);
  be.softmaxCrossEntropy(z, labels, loss, &grad);
  CHECK_GRAD(grad, numericGrad(z, objective));
}

void CpuReferenceTest::gradMse() {
  Tensor y = randomTensor(Shape{5, 7}, DType::F64, 700);
  Tensor labels = randomLabels(5, 7, 701);
  Tensor loss = Tensor::empty(Shape{1}, DType::F64);
  auto objective = [&] {
    be.mseOneHot(y, labels, loss, nullptr);
    return at(loss, 0);
  };
  Tensor grad = test::poisoned(y.shape(), DType::F64);
  be.mseOneHot(y, labels, loss, &grad);
  CHECK_GRAD(grad, numericGrad(y, objective));
}

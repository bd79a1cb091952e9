// cpu-reference backend: hand-computed examples for every op, and op-level finite-difference
// gradient checks in f64 (central differences, eps = 1e-6, relative error < 1e-6). Here the
// tensor and layer ops; losses, optimizers and the gradient checks in test_cpu_reference_training.cpp.
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

void CpuReferenceTest::identity() {
  QCOMPARE(QString::fromStdString(be.name()), QStringLiteral("cpu-reference"));
  QVERIFY(be.device().isCpu());
  QCOMPARE(be.threads(), 1);
  QVERIFY(be.supports(DType::F32));
  QVERIFY(be.supports(DType::F64));
  for (DType t : {DType::F16, DType::BF16, DType::U8, DType::I32, DType::I64}) QVERIFY(!be.supports(t));
}

void CpuReferenceTest::unsupportedDTypes() {
  Tensor x = Tensor::zeros(Shape{2, 3}, DType::I32);
  Tensor w = Tensor::zeros(Shape{4, 3}, DType::I32);
  Tensor y = Tensor::zeros(Shape{2, 4}, DType::I32);
  std::string msg;
  QCOMPARE(errorKindOf([&] { be.linearForward(x, w, nullptr, y); }, &msg), kind(ErrorKind::Unsupported));
  QVERIFY2(msg.find("cpu-reference") != std::string::npos, msg.c_str());
  Tensor h = Tensor::zeros(Shape{4}, DType::F16);
  QCOMPARE(errorKindOf([&] { be.activationForward(Activation::ReLU, 0, h, h); }), kind(ErrorKind::Unsupported));
  QCOMPARE(errorKindOf([&] { be.scale(h, 2.0); }), kind(ErrorKind::Unsupported));
  QCOMPARE(errorKindOf([&] { be.allFinite(h); }), kind(ErrorKind::Unsupported));
  // Mismatched shapes are a caller bug.
  Tensor a = Tensor::zeros(Shape{3}, DType::F32), b = Tensor::zeros(Shape{4}, DType::F32);
  QCOMPARE(errorKindOf([&] { be.add(a, b, a); }), kind(ErrorKind::Internal));
  Tensor d = Tensor::zeros(Shape{3}, DType::F64);
  QCOMPARE(errorKindOf([&] { be.add(a, d, a); }), kind(ErrorKind::Internal));
}

void CpuReferenceTest::elementwise() {
  for (DType dt : {DType::F32, DType::F64}) {
    Tensor a = make(Shape{4}, {1, 2, 3, 4}, dt);
    Tensor b = make(Shape{4}, {0.5, -1, 2, 8}, dt);
    Tensor y = Tensor::empty(Shape{4}, dt);
    be.add(a, b, y);
    QCOMPARE(at(y, 0), 1.5);
    QCOMPARE(at(y, 3), 12.0);
    be.add(a, b, a);  // y aliases a
    QCOMPARE(at(a, 1), 1.0);
    be.add(b, a, a);  // y aliases b-position operand too
    QCOMPARE(at(a, 1), 0.0);
    be.add(b, b, b);  // everything aliased
    QCOMPARE(at(b, 2), 4.0);
    be.scale(b, 0.5);
    QCOMPARE(at(b, 2), 2.0);
    QCOMPARE(be.sum(b), 0.5 - 1 + 2 + 8);
    be.fill(y, 0.25);
    QCOMPARE(be.sum(y), 1.0);
    Tensor c = Tensor::empty(Shape{2, 2}, dt);
    be.copy(b, c);
    QCOMPARE(at(c, 3), 8.0);
    QVERIFY(be.allFinite(c));
    setAt(c, 2, std::numeric_limits<double>::infinity());
    QVERIFY(!be.allFinite(c));
    setAt(c, 2, std::numeric_limits<double>::quiet_NaN());
    QVERIFY(!be.allFinite(c));
  }
  // Integer tensors: fill/sum for confusion matrices and copy for labels.
  Tensor conf = Tensor::empty(Shape{3, 3}, DType::I64);
  be.fill(conf, 0);
  QCOMPARE(be.sum(conf), 0.0);
  Tensor l = labelsOf({3, 1, 4}), l2 = Tensor::empty(Shape{3}, DType::I32);
  be.copy(l, l2);
  QCOMPARE(l2.data<std::int32_t>()[2], 4);
  QVERIFY(be.allFinite(l2));
}

void CpuReferenceTest::gatherRows() {
  // u8 pixels (3 rows of 2) -> f32 scaled by 1/255 and f64 scaled by 0.5
  Tensor px = Tensor::empty(Shape{3, 2}, DType::U8);
  const std::uint8_t raw[] = {0, 255, 10, 20, 51, 102};
  std::memcpy(px.raw(), raw, sizeof raw);
  Tensor idx = labelsOf({2, 0, 2});
  Tensor f = Tensor::empty(Shape{3, 2}, DType::F32);
  be.gatherRows(px, idx, f);
  QCOMPARE(at(f, 0), static_cast<double>(static_cast<float>(51 / 255.0)));
  QCOMPARE(at(f, 1), static_cast<double>(static_cast<float>(102 / 255.0)));
  QCOMPARE(at(f, 2), 0.0);
  QCOMPARE(at(f, 3), 1.0);
  Tensor d = Tensor::empty(Shape{3, 2}, DType::F64);
  be.gatherRows(px, idx, d, 0.5);
  QCOMPARE(at(d, 1), 51.0);
  // float rows: a plain copy, scale ignored
  Tensor src = make(Shape{3, 1, 2}, {1, 2, 3, 4, 5, 6});
  Tensor dst = Tensor::empty(Shape{2, 1, 2}, DType::F64);
  be.gatherRows(src, labelsOf({1, 2}), dst, 100.0);
  QCOMPARE(at(dst, 0), 3.0);
  QCOMPARE(at(dst, 3), 6.0);
  // i32 labels
  Tensor labels = labelsOf({7, 8, 9});
  Tensor out = Tensor::empty(Shape{4}, DType::I32);
  be.gatherRows(labels, labelsOf({2, 2, 0, 1}), out);
  QCOMPARE(out.data<std::int32_t>()[0], 9);
  QCOMPARE(out.data<std::int32_t>()[2], 7);
  QCOMPARE(out.data<std::int32_t>()[3], 8);
  // an index outside the source is a bug, never an out-of-bounds read
  QCOMPARE(errorKindOf([&] { be.gatherRows(labels, labelsOf({0, 3, 0, 0}), out); }), kind(ErrorKind::Internal));
}

void CpuReferenceTest::linearKnown() {
  // x = [[1, 2, 3]], w = [[1, 0, -1], [2, 1, 0]], b = [0.5, -1]  ->  y = [-1.5, 3]
  Tensor x = make(Shape{1, 3}, {1, 2, 3});
  Tensor w = make(Shape{2, 3}, {1, 0, -1, 2, 1, 0});
  Tensor b = make(Shape{2}, {0.5, -1});
  Tensor y = test::poisoned(Shape{1, 2}, DType::F64);
  be.linearForward(x, w, &b, y);
  QCOMPARE(at(y, 0), -1.5);
  QCOMPARE(at(y, 1), 3.0);
  be.linearForward(x, w, nullptr, y);
  QCOMPARE(at(y, 0), -2.0);
  // dy = [[1, 2]]: dx = dy w = [5, 2, -1]; dw = dy^T x = [[1,2,3],[2,4,6]]; db = [1, 2]
  Tensor dy = make(Shape{1, 2}, {1, 2});
  Tensor dx = test::poisoned(Shape{1, 3}, DType::F64), dw = test::poisoned(Shape{2, 3}, DType::F64),
         db = test::poisoned(Shape{2}, DType::F64);
  be.linearBackward(x, w, dy, &dx, dw, &db);
  QCOMPARE(at(dx, 0), 5.0);
  QCOMPARE(at(dx, 1), 2.0);
  QCOMPARE(at(dx, 2), -1.0);
  QCOMPARE(at(dw, 4), 4.0);
  QCOMPARE(at(dw, 5), 6.0);
  QCOMPARE(at(db, 1), 2.0);
  be.linearBackward(x, w, dy, nullptr, dw, nullptr);  // dx and db optional
  QCOMPARE(at(dw, 0), 1.0);
}

void CpuReferenceTest::conv2dKnown() {
  // x = [[1,2,3],[4,5,6],[7,8,9]]
  Tensor x = make(Shape{1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  {
    // Laplacian kernel, stride 1, padding 1 (zeros outside), bias 0.5.
    Tensor w = make(Shape{1, 1, 3, 3}, {0, 1, 0, 1, -4, 1, 0, 1, 0});
    Tensor b = make(Shape{1}, {0.5});
    ConvGeometry g = convGeometry(1, 1, 3, 3, 1, 3, 3, 1, 1, 1, 1);
    QCOMPARE(g.p, 3);
    Tensor y = test::poisoned(Shape{1, 1, 3, 3}, DType::F64);
    be.conv2dForward(g, x, w, &b, y);
    const double expected[] = {2, 1, -4, -3, 0, -7, -16, -11, -22};
    for (int i = 0; i < 9; ++i) QCOMPARE(at(y, i), expected[i] + 0.5);
  }
  {
    // Cross-correlation, not convolution: the kernel is not flipped. y = 1*x00 + 2*x01 = 5.
    Tensor w = make(Shape{1, 1, 3, 3}, {1, 2, 0, 0, 0, 0, 0, 0, 0});
    ConvGeometry g = convGeometry(1, 1, 3, 3, 1, 3, 3, 1, 1, 0, 0);
    QCOMPARE(g.p, 1);
    Tensor y = Tensor::empty(Shape{1, 1, 1, 1}, DType::F64);
    be.conv2dForward(g, x, w, nullptr, y);
    QCOMPARE(at(y, 0), 5.0);
    // dy = 3: dw = 3 x (the single window is the whole input), dx = 3 w, db = 3
    Tensor dy = make(Shape{1, 1, 1, 1}, {3});
    Tensor dx = test::poisoned(x.shape(), DType::F64), dw = test::poisoned(w.shape(), DType::F64),
           db = test::poisoned(Shape{1}, DType::F64);
    be.conv2dBackward(g, x, w, dy, &dx, dw, &db);
    for (int i = 0; i < 9; ++i) {
      QCOMPARE(at(dw, i), 3.0 * at(x, i));
      QCOMPARE(at(dx, i), 3.0 * at(w, i));
    }
    QCOMPARE(at(db, 0), 3.0);
  }
  {
    // All-ones 3x3 kernel, stride 2, padding 1: each output sums a 2x2 corner of x.
    Tensor w = make(Shape{1, 1, 3, 3}, {1, 1, 1, 1, 1, 1, 1, 1, 1});
    ConvGeometry g = convGeometry(1, 1, 3, 3, 1, 3, 3, 2, 2, 1, 1);
    QCOMPARE(g.p, 2);
    QCOMPARE(g.q, 2);
    Tensor y = Tensor::empty(Shape{1, 1, 2, 2}, DType::F64);
    be.conv2dForward(g, x, w, nullptr, y);
    QCOMPARE(at(y, 0), 12.0);
    QCOMPARE(at(y, 1), 16.0);
    QCOMPARE(at(y, 2), 24.0);
    QCOMPARE(at(y, 3), 28.0);
  }
  {
    // Two input channels, two filters: filter 0 picks channel 0 centre, filter 1 sums channel 1 centre * 2.
    Tensor x2 = make(Shape{1, 2, 1, 1}, {3, 4});
    Tensor w2 = make(Shape{2, 2, 1, 1}, {1, 0, 0, 2});
    ConvGeometry g = convGeometry(1, 2, 1, 1, 2, 1, 1, 1, 1, 0, 0);
    Tensor y = Tensor::empty(Shape{1, 2, 1, 1}, DType::F64);
    be.conv2dForward(g, x2, w2, nullptr, y);
    QCOMPARE(at(y, 0), 3.0);
    QCOMPARE(at(y, 1), 8.0);
  }
}

void CpuReferenceTest::maxPoolKnown() {
  {
    Tensor x = make(Shape{1, 1, 4, 4}, {1, 3, 2, 0,  //
                                        5, 4, 7, 8,  //
                                        9, 6, 1, 2,  //
                                        0, 3, 4, 4});
    PoolGeometry g = poolGeometry(1, 1, 4, 4, 2, 2, 2, 2, 0, 0);
    Tensor y = test::poisoned(Shape{1, 1, 2, 2}, DType::F64);
    Tensor am = test::poisoned(Shape{1, 1, 2, 2}, DType::I32);
    be.maxPoolForward(g, x, y, am);
    const double ey[] = {5, 8, 9, 4};
    const int ea[] = {4, 7, 8, 14};  // the tie 4/4 goes to the first in row-major order
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(at(y, i), ey[i]);
      QCOMPARE(am.data<std::int32_t>()[i], ea[i]);
    }
    Tensor dy = make(Shape{1, 1, 2, 2}, {1, 2, 3, 4});
    Tensor dx = test::poisoned(x.shape(), DType::F64);
    be.maxPoolBackward(g, dy, am, dx);
    for (int i = 0; i < 16; ++i) {
      const double e = i == 4 ? 1 : i == 7 ? 2 : i == 8 ? 3 : i == 14 ? 4 : 0;
      QCOMPARE(at(dx, i), e);
    }
  }
  {
    // All-negative input with padding: padded cells never win (they are -inf, not 0).
    Tensor x = make(Shape{1, 1, 3, 3}, {-1, -2, -3, -4, -5, -6, -7, -8, -9});
    PoolGeometry g = poolGeometry(1, 1, 3, 3, 3, 3, 2, 2, 1, 1);
    Tensor y = Tensor::empty(Shape{1, 1, 2, 2}, DType::F64);
    Tensor am = Tensor::empty(Shape{1, 1, 2, 2}, DType::I32);
    be.maxPoolForward(g, x, y, am);
    const double ey[] = {-1, -2, -4, -5};
    const int ea[] = {0, 1, 3, 4};
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(at(y, i), ey[i]);
      QCOMPARE(am.data<std::int32_t>()[i], ea[i]);
    }
  }
  {
    // Overlapping windows that share their maximum: gradients add up.
    Tensor x = make(Shape{1, 1, 1, 3}, {1, 5, 2});
    PoolGeometry g = poolGeometry(1, 1, 1, 3, 1, 2, 1, 1, 0, 0);
    Tensor y = Tensor::empty(Shape{1, 1, 1, 2}, DType::F64);
    Tensor am = Tensor::empty(Shape{1, 1, 1, 2}, DType::I32);
    be.maxPoolForward(g, x, y, am);
    QCOMPARE(am.data<std::int32_t>()[0], 1);
    QCOMPARE(am.data<std::int32_t>()[1], 1);
    Tensor dy = make(Shape{1, 1, 1, 2}, {1, 2});
    Tensor dx = Tensor::empty(x.shape(), DType::F64);
    be.maxPoolBackward(g, dy, am, dx);
    QCOMPARE(at(dx, 0), 0.0);
    QCOMPARE(at(dx, 1), 3.0);
    QCOMPARE(at(dx, 2), 0.0);
  }
  {
    // A window of -inf still points at a real cell (the first), and a NaN wins and propagates.
    const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
    Tensor x = make(Shape{1, 1, 2, 3}, {-inf, -inf, -inf, 1, nan, 3});
    PoolGeometry g = poolGeometry(1, 1, 2, 3, 1, 3, 1, 1, 0, 1);  // 1x3 windows, column padding 1
    QCOMPARE(g.q, 3);
    Tensor y = Tensor::empty(Shape{1, 1, 2, 3}, DType::F64);
    Tensor am = Tensor::empty(y.shape(), DType::I32);
    be.maxPoolForward(g, x, y, am);
    const int ea[] = {0, 0, 1, 4, 4, 4};  // every window of row 1 sees the NaN
    for (int i = 0; i < 6; ++i) QCOMPARE(am.data<std::int32_t>()[i], ea[i]);
    QCOMPARE(at(y, 0), -inf);
    QVERIFY(std::isnan(at(y, 3)));
    QVERIFY(std::isnan(at(y, 4)));
    QVERIFY(std::isnan(at(y, 5)));
  }
  {
    // argmax is per (n,c) plane: the second plane's indices start at 0 again.
    Tensor x = make(Shape{1, 2, 1, 2}, {1, 2, 4, 3});
    PoolGeometry g = poolGeometry(1, 2, 1, 2, 1, 2, 1, 1, 0, 0);
    Tensor y = Tensor::empty(Shape{1, 2, 1, 1}, DType::F32);
    Tensor xf = Tensor::empty(x.shape(), DType::F32);
    for (int i = 0; i < 4; ++i) setAt(xf, i, at(x, i));
    Tensor am = Tensor::empty(Shape{1, 2, 1, 1}, DType::I32);
    be.maxPoolForward(g, xf, y, am);
    QCOMPARE(am.data<std::int32_t>()[0], 1);
    QCOMPARE(am.data<std::int32_t>()[1], 0);
    QCOMPARE(at(y, 1), 4.0);
  }
}

void CpuReferenceTest::avgPoolKnown() {
  // 3x3 window, stride 2, padding 1 over [[1,2,3],[4,5,6],[7,8,9]]: padded cells count, so every
  // window divides by 9.
  Tensor x = make(Shape{1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  PoolGeometry g = poolGeometry(1, 1, 3, 3, 3, 3, 2, 2, 1, 1);
  Tensor y = test::poisoned(Shape{1, 1, 2, 2}, DType::F64);
  be.avgPoolForward(g, x, y);
  QCOMPARE(at(y, 0), 12.0 / 9);
  QCOMPARE(at(y, 1), 16.0 / 9);
  QCOMPARE(at(y, 2), 24.0 / 9);
  QCOMPARE(at(y, 3), 28.0 / 9);
  // dy = 1: each input cell receives (number of windows containing it) / 9.
  Tensor dy = make(Shape{1, 1, 2, 2}, {1, 1, 1, 1});
  Tensor dx = test::poisoned(x.shape(), DType::F64);
  be.avgPoolBackward(g, dy, dx);
  const double windows[] = {1, 2, 1, 2, 4, 2, 1, 2, 1};
  for (int i = 0; i < 9; ++i) QCOMPARE(at(dx, i), windows[i] / 9);
}

void CpuReferenceTest::batchNormStatistics() {
  for (DType dt : {DType::F32, DType::F64}) {
    const double tol = dt == DType::F64 ? 1e-12 : 1e-5;
    BatchNormGeometry g{8, 3, 5};
    Tensor x = randomTensor(Shape{8, 3, 5}, dt, 11, -2.0, 5.0);
    Tensor y = test::poisoned(x.shape(), dt);
    Tensor gamma = make(Shape{3}, {1, 2, 1}, dt), beta = make(Shape{3}, {0, 3, 0}, dt);
    Tensor rm = make(Shape{3}, {0, 0, 1}, dt), rv = make(Shape{3}, {1, 1, 2}, dt);
    Tensor sm = test::poisoned(Shape{3}, dt), si = test::poisoned(Shape{3}, dt);
    const double eps = 1e-5, momentum = 0.1;
    be.batchNormForward(g, x, gamma, beta, y, true, rm, rv, momentum, eps, sm, si);
    for (int c = 0; c < 3; ++c) {
      // statistics by hand
      double mx = 0, my = 0;
      for (int n = 0; n < 8; ++n)
        for (int s = 0; s < 5; ++s) mx += at(x, (n * 3 + c) * 5 + s), my += at(y, (n * 3 + c) * 5 + s);
      mx /= 40, my /= 40;
      double vx = 0, vy = 0;
      for (int n = 0; n < 8; ++n)
        for (int s = 0; s < 5; ++s) {
          const double dx = at(x, (n * 3 + c) * 5 + s) - mx, dy = at(y, (n * 3 + c) * 5 + s) - my;
          vx += dx * dx, vy += dy * dy;
        }
      vx /= 40, vy /= 40;
      const double gm = at(gamma, c), bt = at(beta, c);
      CHECK_NEAR(my, bt, tol * 10);                              // output mean = beta
      CHECK_NEAR(vy, gm * gm * vx / (vx + eps), tol * 10 * gm);  // output var = gamma^2 (~1 before scaling)
      CHECK_NEAR(vy / (gm * gm), 1.0, 1e-4);
      CHECK_NEAR(at(sm, c), mx, tol * 10);
      CHECK_NEAR(at(si, c), 1.0 / std::sqrt(vx + eps), tol * 10);
      // running stats: (1-m) old + m batch, with the unbiased variance
      const double oldM = c == 2 ? 1 : 0, oldV = c == 2 ? 2 : 1;
      CHECK_NEAR(at(rm, c), (1 - momentum) * oldM + momentum * mx, tol * 10);
      CHECK_NEAR(at(rv, c), (1 - momentum) * oldV + momentum * vx * 40.0 / 39.0, tol * 10);
    }
    // Inference: normalise with the running statistics; saved statistics untouched.
    Tensor sm2 = sm.clone(), si2 = si.clone(), rm2 = rm.clone(), rv2 = rv.clone();
    be.batchNormForward(g, x, gamma, beta, y, false, rm, rv, momentum, eps, sm, si);
    for (std::int64_t i : {0, 7, 23, 119}) {
      const int c = static_cast<int>((i / 5) % 3);
      const double e = at(gamma, c) * (at(x, i) - at(rm, c)) / std::sqrt(at(rv, c) + eps) + at(beta, c);
      CHECK_NEAR(at(y, i), e, tol * 10);
    }
    QCOMPARE(relativeError(rm, rm2), 0.0);
    QCOMPARE(relativeError(rv, rv2), 0.0);
    QCOMPARE(relativeError(sm, sm2), 0.0);
    QCOMPARE(relativeError(si, si2), 0.0);
  }
  // A single value per channel (N=1, 1d): biased variance 0 also feeds the running variance.
  BatchNormGeometry g{1, 2, 1};
  Tensor x = make(Shape{1, 2}, {3, -1});
  Tensor y = Tensor::empty(x.shape(), DType::F64);
  Tensor gamma = make(Shape{2}, {1, 1}), beta = make(Shape{2}, {0, 0});
  Tensor rm = make(Shape{2}, {0, 0}), rv = make(Shape{2}, {1, 1});
  Tensor sm = Tensor::empty(Shape{2}, DType::F64), si = Tensor::empty(Shape{2}, DType::F64);
  be.batchNormForward(g, x, gamma, beta, y, true, rm, rv, 0.5, 1e-5, sm, si);
  QCOMPARE(at(y, 0), 0.0);
  CHECK_NEAR(at(rm, 0), 1.5, 1e-15);
  CHECK_NEAR(at(rv, 0), 0.5, 1e-15);
  QVERIFY(be.allFinite(rv));
}

void CpuReferenceTest::activationsKnown() {
  Tensor x = make(Shape{5}, {-2, -0.5, 0, 1, 30});
  Tensor y = Tensor::empty(x.shape(), DType::F64);
  auto run = [&](Activation f, double alpha) { be.activationForward(f, alpha, x, y); };
  run(Activation::ReLU, 0);
  QCOMPARE(at(y, 0), 0.0);
  QCOMPARE(at(y, 3), 1.0);
  run(Activation::LeakyReLU, 0.1);
  QCOMPARE(at(y, 0), -0.2);
  QCOMPARE(at(y, 4), 30.0);
  run(Activation::Sigmoid, 0);
  QCOMPARE(at(y, 2), 0.5);
  CHECK_NEAR(at(y, 3), 1.0 / (1.0 + std::exp(-1.0)), 1e-15);
  run(Activation::Tanh, 0);
  CHECK_NEAR(at(y, 1), std::tanh(-0.5), 1e-15);
  run(Activation::Softplus, 0);
  CHECK_NEAR(at(y, 2), std::log(2.0), 1e-15);
  CHECK_NEAR(at(y, 0), std::log1p(std::exp(-2.0)), 1e-15);
  QCOMPARE(at(y, 4), 30.0);  // linear above 20
  // Extreme inputs stay finite.
  Tensor big = make(Shape{2}, {-1000, 1000});
  Tensor out = Tensor::empty(big.shape(), DType::F64);
  for (Activation f : {Activation::Sigmoid, Activation::Tanh, Activation::Softplus}) {
    be.activationForward(f, 0, big, out);
    QVERIFY(be.allFinite(out));
  }
  // ReLU derivative at exactly 0 is 0 (as in PyTorch); LeakyReLU's is alpha.
  Tensor dy = make(Shape{5}, {1, 1, 1, 1, 1});
  Tensor dx = Tensor::empty(x.shape(), DType::F64);
  run(Activation::ReLU, 0);
  be.activationBackward(Activation::ReLU, 0, x, y, dy, dx);
  QCOMPARE(at(dx, 2), 0.0);
  QCOMPARE(at(dx, 3), 1.0);
  run(Activation::LeakyReLU, 0.1);
  be.activationBackward(Activation::LeakyReLU, 0.1, x, y, dy, dx);
  QCOMPARE(at(dx, 2), 0.1);
  run(Activation::Softplus, 0);
  be.activationBackward(Activation::Softplus, 0, x, y, dy, dx);
  QCOMPARE(at(dx, 4), 1.0);
  QCOMPARE(at(dx, 2), 0.5);
}

void CpuReferenceTest::dropout() {
  const std::int64_t n = 100000;
  const double rate = 0.3;
  Tensor x = Tensor::empty(Shape{n}, DType::F32);
  be.fill(x, 1.0);
  Tensor y = Tensor::empty(x.shape(), DType::F32), mask = Tensor::empty(x.shape(), DType::F32);
  be.dropoutForward(x, y, mask, rate, 1234);
  const float keptValue = static_cast<float>(1.0 / (1.0 - rate));
  std::int64_t kept = 0;
  for (std::int64_t i = 0; i < n; ++i) {
    const float m = mask.data<float>()[i];
    QVERIFY(m == 0.0f || m == keptValue);
    QCOMPARE(y.data<float>()[i], m);
    const bool keep = counterUniform(1234, static_cast<std::uint64_t>(i)) >= rate;
    QCOMPARE(m != 0.0f, keep);
    kept += m != 0.0f;
  }
  const double keepRate = static_cast<double>(kept) / n;
  QVERIFY2(std::fabs(keepRate - (1 - rate)) < 0.01, qPrintable(QString::number(keepRate)));
  // Same seed, same mask (also in f64); another seed, another mask.
  Tensor xd = Tensor::empty(Shape{n}, DType::F64);
  be.fill(xd, 2.0);
  Tensor yd = Tensor::empty(xd.shape(), DType::F64), maskd = Tensor::empty(xd.shape(), DType::F64);
  be.dropoutForward(xd, yd, maskd, rate, 1234);
  std::int64_t differ = 0;
  for (std::int64_t i = 0; i < n; ++i) differ += (maskd.data<double>()[i] != 0) != (mask.data<float>()[i] != 0);
  QCOMPARE(differ, std::int64_t{0});
  CHECK_NEAR(be.sum(yd), 2.0 * be.sum(maskd), 1e-6);
  Tensor mask2 = Tensor::empty(x.shape(), DType::F32);
  be.dropoutForward(x, y, mask2, rate, 1235);
  differ = 0;
  for (std::int64_t i = 0; i < n; ++i) differ += mask2.data<float>()[i] != mask.data<float>()[i];
  QVERIFY(differ > n / 10);
  // Backward: dx = dy * mask.
  Tensor dy = randomTensor(Shape{n}, DType::F32, 5);
  Tensor dx = Tensor::empty(x.shape(), DType::F32);
  be.dropoutBackward(dy, mask, dx);
  for (std::int64_t i : {0, 1, 2, 99999}) QCOMPARE(dx.data<float>()[i], dy.data<float>()[i] * mask.data<float>()[i]);
  // rate 0 keeps everything unscaled.
  Tensor xr = randomTensor(Shape{1000}, DType::F64, 6);
  Tensor yr = Tensor::empty(xr.shape(), DType::F64), mr = Tensor::empty(xr.shape(), DType::F64);
  be.dropoutForward(xr, yr, mr, 0.0, 99);
  QCOMPARE(relativeError(yr, xr), 0.0);
  QCOMPARE(be.sum(mr), 1000.0);
}

QTEST_GUILESS_MAIN(CpuReferenceTest)

#pragma once
// The cpu-reference suite's helpers and test class; its slots in test_cpu_reference.cpp (the ops'
// hand-computed examples; main) and test_cpu_reference_training.cpp (losses, metrics, optimizers,
// f32 against f64, and the finite-difference gradient checks).
#include <QtTest>

#include <cmath>
#include <cstring>
#include <vector>

#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"
#include "support/test_support.h"

namespace nnlab::test::cpuref {

inline Tensor make(const Shape& shape, std::initializer_list<double> values, DType dtype = DType::F64) {
  Tensor t = Tensor::empty(shape, dtype);
  Q_ASSERT(static_cast<std::int64_t>(values.size()) == t.numel());
  std::int64_t i = 0;
  for (double v : values) setAt(t, i++, v);
  return t;
}

inline Tensor labelsOf(std::initializer_list<int> values) {
  Tensor t = Tensor::empty(Shape{static_cast<std::int64_t>(values.size())}, DType::I32);
  std::int64_t i = 0;
  for (int v : values) t.data<std::int32_t>()[i++] = v;
  return t;
}

// The kind of nnlab::Error fn throws, by name ("no error" when it returns normally).
template <class Fn> QString errorKindOf(Fn&& fn, std::string* message = nullptr) {
  try {
    fn();
  } catch (const Error& e) {
    if (message) *message = e.what();
    return QString::fromLatin1(errorKindName(e.kind()));
  }
  return QStringLiteral("no error");
}

inline QString kind(ErrorKind k) { return QString::fromLatin1(errorKindName(k)); }

inline ConvGeometry convGeometry(int n, int c, int h, int w, int k, int r, int s, int sh, int sw, int ph, int pw) {
  ConvGeometry g;
  g.n = n, g.c = c, g.h = h, g.w = w, g.k = k, g.r = r, g.s = s;
  g.strideH = sh, g.strideW = sw, g.padH = ph, g.padW = pw;
  g.p = (h + 2 * ph - r) / sh + 1;
  g.q = (w + 2 * pw - s) / sw + 1;
  return g;
}

inline PoolGeometry poolGeometry(int n, int c, int h, int w, int kh, int kw, int sh, int sw, int ph, int pw) {
  PoolGeometry g;
  g.n = n, g.c = c, g.h = h, g.w = w, g.kH = kh, g.kW = kw;
  g.strideH = sh, g.strideW = sw, g.padH = ph, g.padW = pw;
  g.p = (h + 2 * ph - kh) / sh + 1;
  g.q = (w + 2 * pw - kw) / sw + 1;
  return g;
}

}  // namespace nnlab::test::cpuref

#define CHECK_NEAR(actual, expected, tol)                                                         \
  do {                                                                                            \
    const double a_ = (actual), e_ = (expected);                                                  \
    QVERIFY2(std::fabs(a_ - e_) <= (tol), qPrintable(QStringLiteral("%1 = %2, expected %3")       \
                                                         .arg(QString::fromLatin1(#actual))       \
                                                         .arg(a_, 0, 'g', 17)                     \
                                                         .arg(e_, 0, 'g', 17)));                  \
  } while (0)

class CpuReferenceTest : public QObject {
  Q_OBJECT

 private slots:
  void identity();
  void unsupportedDTypes();
  void elementwise();
  void gatherRows();
  void linearKnown();
  void conv2dKnown();
  void maxPoolKnown();
  void avgPoolKnown();
  void batchNormStatistics();
  void activationsKnown();
  void dropout();
  void softmaxCrossEntropyKnown();
  void mseKnown();
  void labelsOutOfRange();
  void confusion();
  void sgdStep();
  void adamStep();
  void float32MatchesFloat64();

  void gradConv2d();
  void gradLinear();
  void gradMaxPool();
  void gradAvgPool();
  void gradBatchNorm();
  void gradActivations();
  void gradSoftmaxCrossEntropy();
  void gradMse();

 private:
  nnlab::CpuReferenceBackend be;
};

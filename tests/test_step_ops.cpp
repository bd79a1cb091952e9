// The step ops' default implementations (backend.h), which the CPU backends use and the CUDA
// backend re-implements on the device: the shuffle order, gathering at the StepState's cursor,
// losses into the history, the fused updates reading the learning rate and step count from the
// state, and dynamic loss scaling (an injected overflow skips exactly that step and halves the
// scale; finite steps count towards growing it again).
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

#include "backends/backend_factory.h"
#include "core/rng.h"
#include "support/test_support.h"

using namespace nnlab;

class TestStepOps : public QObject {
  Q_OBJECT

 private:
  static std::vector<std::unique_ptr<Backend>> backends() {
    std::vector<std::unique_ptr<Backend>> b;
    b.push_back(makeBackend("cpu-reference", 1));
    b.push_back(makeBackend("cpu-blas", 2));
    return b;
  }

 private slots:
  void shuffleOrderIsAPermutationFixedBySeed() {
    for (const auto& be : backends()) {
      const std::int64_t n = 1001;
      Tensor items = Tensor::empty(Shape{n}, DType::I32);
      for (std::int64_t i = 0; i < n; ++i) items.data<std::int32_t>()[i] = static_cast<std::int32_t>(3 * i + 7);
      Tensor a = Tensor::empty(Shape{n}, DType::I32), b = Tensor::empty(Shape{n}, DType::I32),
             c = Tensor::empty(Shape{n}, DType::I32);
      be->shuffleOrder(items, 42, a);
      be->shuffleOrder(items, 42, b);
      be->shuffleOrder(items, 43, c);
      QVERIFY(std::equal(a.data<std::int32_t>(), a.data<std::int32_t>() + n, b.data<std::int32_t>()));
      QVERIFY(!std::equal(a.data<std::int32_t>(), a.data<std::int32_t>() + n, c.data<std::int32_t>()));
      std::set<std::int32_t> seen(a.data<std::int32_t>(), a.data<std::int32_t>() + n);
      QCOMPARE(static_cast<std::int64_t>(seen.size()), n);
      QCOMPARE(*seen.begin(), 7);
      QCOMPARE(*seen.rbegin(), static_cast<std::int32_t>(3 * (n - 1) + 7));
      // The order is the rank of hashCounter(seed, i): the first item has the smallest key.
      std::int64_t first = 0;
      for (std::int64_t i = 1; i < n; ++i)
        if (hashCounter(42, i) < hashCounter(42, first)) first = i;
      QCOMPARE(a.data<std::int32_t>()[0], items.data<std::int32_t>()[first]);
    }
  }

  void gatherBatchReadsTheCursor() {
    for (const auto& be : backends()) {
      Tensor src = test::randomTensor(Shape{20, 3}, DType::F32, 1);
      Tensor order = test::randomLabels(12, 20, 2);
      Tensor state = be->makeStepState(0, 0.1, 1.0);
      auto st = be->readStepState(state);
      st[kStepCursor] = 5;
      be->writeStepState(state, st);
      Tensor got = test::poisoned(Shape{4, 3}, DType::F32), want = test::poisoned(Shape{4, 3}, DType::F32);
      be->gatherBatch(src, order, state, got, 1.0);
      be->gatherRows(src, order.narrow(5, 4), want, 1.0);
      QCOMPARE(test::maxAbsDiff(got, want), 0.0);
      be->advanceStep(state, 4);
      st = be->readStepState(state);
      QCOMPARE(st[kStepCursor], 9.0);
      QCOMPARE(st[kStepBatch], 1.0);
    }
  }

  void lossGoesToTheHistorySlotAndGradIsScaled() {
    for (const auto& be : backends()) {
      Tensor z = test::randomTensor(Shape{6, 4}, DType::F32, 3, -2, 2), y = test::randomLabels(6, 4, 4);
      Tensor loss = Tensor::empty(Shape{1}, DType::F32), grad = Tensor::empty(Shape{6, 4}, DType::F32);
      be->softmaxCrossEntropy(z, y, loss, &grad);
      Tensor state = be->makeStepState(0, 0.1, 8.0);
      auto st = be->readStepState(state);
      st[kStepBatch] = 3;
      be->writeStepState(state, st);
      Tensor history = test::poisoned(Shape{5}, DType::F32), g2 = test::poisoned(Shape{6, 4}, DType::F32);
      be->softmaxCrossEntropyStep(z, y, state, history, &g2, nullptr);
      QCOMPARE(test::at(history, 3), test::at(loss, 0));
      QVERIFY(std::isnan(test::at(history, 2)));  // other slots untouched
      for (std::int64_t i = 0; i < grad.numel(); ++i) QCOMPARE(test::at(g2, i), 8.0 * test::at(grad, i));
    }
  }

  void updatesTakeLrAndStepFromTheState() {
    for (const auto& be : backends()) {
      Tensor w1 = test::randomTensor(Shape{9}, DType::F32, 5), g = test::randomTensor(Shape{9}, DType::F32, 6);
      Tensor m1 = Tensor::zeros(Shape{9}, DType::F32), v1 = Tensor::zeros(Shape{9}, DType::F32);
      Tensor w2 = w1.clone(), m2 = m1.clone(), v2 = v1.clone();
      ParamSlot a[1] = {{&w1, &g, &m1, &v1, true}};
      ParamSlot b[1] = {{&w2, &g, &m2, &v2, true}};
      AdamHyper h;
      h.lr = 0.01;
      h.step = 4;
      be->adamUpdate(a, h);
      Tensor state = be->makeStepState(3, 0.01, 1.0);  // 3 steps done: this is step 4
      AdamHyper ignored = h;
      ignored.lr = 123.0;  // the state's lr wins
      be->adamStep(b, ignored, state, 0);
      QCOMPARE(test::maxAbsDiff(w1, w2), 0.0);
      QCOMPARE(be->readStepState(state)[kStepGlobal], 4.0);
    }
  }

  // #loss-scaling: an injected overflow skips exactly that step and lowers the scale.
  void injectedOverflowSkipsExactlyThatStep() {
    for (const auto& be : backends()) {
      Tensor w = test::randomTensor(Shape{7}, DType::F32, 8), g = test::randomTensor(Shape{7}, DType::F32, 9);
      Tensor v = Tensor::zeros(Shape{7}, DType::F32);
      ParamSlot slot[1] = {{&w, &g, &v, nullptr, true}};
      SgdHyper h;
      h.momentum = 0.9;
      h.dynamicLossScale = true;
      Tensor state = be->makeStepState(10, 0.5, 1024.0);
      const Tensor before = w.clone();
      test::setAt(g, 3, INFINITY);
      be->sgdStep(slot, h, state, 0);
      auto st = be->readStepState(state);
      QCOMPARE(test::maxAbsDiff(w, before), 0.0);  // weights untouched
      QCOMPARE(test::maxAbsDiff(v, Tensor::zeros(Shape{7}, DType::F32)), 0.0);
      QCOMPARE(st[kStepSkipped], 1.0);
      QCOMPARE(st[kStepLossScale], 512.0);
      QCOMPARE(st[kStepGlobal], 10.0);
      // A finite step applies, unscaled by 512, and counts towards growing the scale again.
      Tensor g2 = test::randomTensor(Shape{7}, DType::F32, 11);
      Tensor scaled = g2.clone();
      for (std::int64_t i = 0; i < 7; ++i) test::setAt(scaled, i, 512.0 * test::at(g2, i));
      slot[0].grad = &scaled;
      be->sgdStep(slot, h, state, 3);
      st = be->readStepState(state);
      QCOMPARE(st[kStepSkipped], 1.0);
      QCOMPARE(st[kStepGlobal], 11.0);
      QCOMPARE(st[kStepGoodSteps], 1.0);
      QCOMPARE(st[kStepCursor], 3.0);  // the step ended: cursor and batch advanced
      QCOMPARE(st[kStepBatch], 1.0);
      for (std::int64_t i = 0; i < 7; ++i)
        QVERIFY(std::fabs(test::at(w, i) - (test::at(before, i) - 0.5 * test::at(g2, i))) < 1e-5);
    }
  }
};

QTEST_GUILESS_MAIN(TestStepOps)
#include "test_step_ops.moc"

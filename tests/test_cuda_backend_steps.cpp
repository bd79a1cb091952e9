// cuda against the host, part 2 (label `gpu`; skips without a GPU): the step ops, recording and
// replaying, mixed-precision updates, loss scaling and errors. The op table (its rows are read
// by test_backend_agreement) and main(): test_cuda_backend.cpp.
#include <QScopeGuard>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <memory>

#include "backends/backend_factory.h"
#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"
#include "core/rng.h"
#include "device/gpu_info.h"
#include "support/op_cases.h"
#include "support/test_support.h"
#include "test_cuda_backend.h"

using namespace nnlab;
using test::OpCtx;
using test::OpOutputs;
using test::Params;

Tensor TestCudaBackend::stateOn(Backend& be, double cursor, double batch, double global, double lr, double scale) {
  Tensor s = be.makeStepState(static_cast<std::int64_t>(global), lr, scale);
  auto v = be.readStepState(s);
  v[kStepCursor] = cursor;
  v[kStepBatch] = batch;
  be.writeStepState(s, v);
  return s;
}

void TestCudaBackend::shuffleOrderMatchesTheHost() {
  cuda_->setPrecision(Precision::FP32);
  CpuReferenceBackend ref;
  for (std::int64_t n : {1, 2, 8500, 60000}) {
    Tensor items = test::randomLabels(n, 1 << 30, 7);
    Tensor want = Tensor::empty(Shape{n}, DType::I32);
    ref.shuffleOrder(items, 1234 + n, want);
    Tensor order = cuda_->allocate(Shape{n}, DType::I32);
    cuda_->shuffleOrder(cuda_->fromHost(items), 1234 + n, order);
    const Tensor got = cuda_->toHost(order);
    QVERIFY2(std::memcmp(got.raw(), want.raw(), want.bytes()) == 0, qPrintable(QString("n = %1").arg(n)));
  }
}

void TestCudaBackend::stepOpsReadTheState() {
  CpuReferenceBackend ref;
  Tensor srcH = Tensor::empty(Shape{30, 5}, DType::U8);
  for (std::int64_t i = 0; i < srcH.numel(); ++i) srcH.data<std::uint8_t>()[i] = static_cast<std::uint8_t>(i * 7);
  Tensor orderH = test::randomLabels(16, 30, 3);
  Tensor state = stateOn(*cuda_, 6, 2, 0, 0.1, 4.0);
  Tensor src = cuda_->fromHost(srcH), order = cuda_->fromHost(orderH);
  Tensor dst = cuda_->fromHost(test::poisoned(Shape{3, 5}, DType::F32));
  cuda_->gatherBatch(src, order, state, dst, 1.0 / 255.0);
  Tensor want = Tensor::empty(Shape{3, 5}, DType::F32);
  ref.gatherRows(srcH, orderH.narrow(6, 3), want, 1.0 / 255.0);
  QVERIFY(test::maxAbsDiff(cuda_->toHost(dst), want) < 1e-7);
  // Images and labels in one pass.
  Tensor labelsH = test::randomLabels(30, 10, 9);
  Tensor xs = cuda_->fromHost(test::poisoned(Shape{3, 5}, DType::F16));
  Tensor ys = cuda_->fromHost(test::poisoned(Shape{3}, DType::I32));
  cuda_->gatherSamples(src, cuda_->fromHost(labelsH), order, state, xs, ys);
  Tensor wantY = Tensor::empty(Shape{3}, DType::I32);
  ref.gatherRows(labelsH, orderH.narrow(6, 3), wantY, 1.0);
  QVERIFY(std::memcmp(cuda_->toHost(ys).raw(), wantY.raw(), wantY.bytes()) == 0);
  QVERIFY(test::relativeError(cuda_->toHost(xs), want) < 1e-3);
  // The loss of batch 2 lands in history[2]; the gradient carries the loss scale 4.
  Tensor zH = test::randomTensor(Shape{5, 3}, DType::F32, 4, -2, 2), yH = test::randomLabels(5, 3, 5);
  Tensor lossH = Tensor::empty(Shape{1}, DType::F32), gradH = Tensor::empty(Shape{5, 3}, DType::F32);
  ref.softmaxCrossEntropy(zH, yH, lossH, &gradH);
  Tensor history = cuda_->fromHost(test::poisoned(Shape{4}, DType::F32));
  Tensor grad = cuda_->fromHost(test::poisoned(Shape{5, 3}, DType::F32));
  Tensor confusion = cuda_->fromHost(Tensor::zeros(Shape{3, 3}, DType::I64));
  cuda_->softmaxCrossEntropyStep(cuda_->fromHost(zH), cuda_->fromHost(yH), state, history, &grad, &confusion);
  Tensor wantConfusion = Tensor::zeros(Shape{3, 3}, DType::I64);
  ref.confusionUpdate(zH, yH, wantConfusion);
  QVERIFY(std::memcmp(cuda_->toHost(confusion).raw(), wantConfusion.raw(), wantConfusion.bytes()) == 0);
  const Tensor h = cuda_->toHost(history);
  QVERIFY(std::fabs(test::at(h, 2) - test::at(lossH, 0)) < 1e-6);
  QVERIFY(std::isnan(test::at(h, 1)));
  const Tensor g = cuda_->toHost(grad);
  for (std::int64_t i = 0; i < g.numel(); ++i) QVERIFY(std::fabs(test::at(g, i) - 4.0 * test::at(gradH, i)) < 1e-6);
  cuda_->advanceStep(state, 3);
  const auto st = cuda_->readStepState(state);
  QCOMPARE(st[kStepCursor], 9.0);
  QCOMPARE(st[kStepBatch], 3.0);
  // Dropout with the state: the mask of step 5 is the mask of seed derive(seed, 5).
  Tensor x = cuda_->fromHost(test::randomTensor(Shape{1001}, DType::F32, 6));
  Tensor y1 = cuda_->allocate(Shape{1001}, DType::F32), m1 = cuda_->allocate(Shape{1001}, DType::F32);
  Tensor y2 = cuda_->allocate(Shape{1001}, DType::F32), m2 = cuda_->allocate(Shape{1001}, DType::F32);
  Tensor s5 = stateOn(*cuda_, 0, 0, 5, 0.1, 1.0);
  cuda_->dropoutStep(x, y1, m1, 0.4, 77, s5);
  cuda_->dropoutForward(x, y2, m2, 0.4, Rng::derive(77, 5));
  QCOMPARE(test::maxAbsDiff(cuda_->toHost(m1), cuda_->toHost(m2)), 0.0);
}

// #loss-scaling on the device: the overflow is found, the step skipped, the scale halved.
void TestCudaBackend::injectedOverflowSkipsExactlyThatStep() {
  for (DType dt : {DType::F32, DType::F16}) {
    Tensor w = cuda_->fromHost(test::castHost(test::randomTensor(Shape{1000}, DType::F32, 8), dt));
    Tensor master = cuda_->allocate(Shape{1000}, DType::F32);
    cuda_->convert(w, master);
    Tensor v = cuda_->allocate(Shape{1000}, DType::F32);
    cuda_->fill(v, 0.0);
    Tensor gh = test::castHost(test::randomTensor(Shape{1000}, DType::F32, 9), dt);
    test::setAt(gh, 500, INFINITY);
    Tensor g = cuda_->fromHost(gh);
    ParamSlot slot[1] = {{&w, &g, &v, nullptr, true, dt == DType::F16 ? &master : nullptr}};
    SgdHyper h;
    h.momentum = 0.9;
    h.dynamicLossScale = true;
    Tensor state = cuda_->makeStepState(10, 0.5, 1024.0);
    const Tensor before = cuda_->toHost(w);
    cuda_->sgdStep(slot, h, state, 0);
    auto st = cuda_->readStepState(state);
    QCOMPARE(test::maxAbsDiff(cuda_->toHost(w), before), 0.0);
    QCOMPARE(st[kStepSkipped], 1.0);
    QCOMPARE(st[kStepLossScale], 512.0);
    QCOMPARE(st[kStepGlobal], 10.0);
    // A finite step: applied (unscaled by 512) to the f32 master, rounded into the value.
    Tensor g2h = test::randomTensor(Shape{1000}, DType::F32, 11);
    Tensor scaledH = Tensor::empty(Shape{1000}, DType::F32);
    for (std::int64_t i = 0; i < 1000; ++i) test::setAt(scaledH, i, 512.0 * test::at(g2h, i));
    Tensor scaled = cuda_->fromHost(test::castHost(scaledH, dt));
    slot[0].grad = &scaled;
    cuda_->sgdStep(slot, h, state, 5);
    st = cuda_->readStepState(state);
    QCOMPARE(st[kStepGlobal], 11.0);
    QCOMPARE(st[kStepCursor], 5.0);
    QCOMPARE(st[kStepGoodSteps], 1.0);
    const Tensor after = cuda_->toHost(dt == DType::F16 ? master : w);
    double worst = 0;
    for (std::int64_t i = 0; i < 1000; ++i) {
      const double want = test::at(before, i) - 0.5 * test::at(test::castHost(scaledH, dt), i) / 512.0;
      worst = std::max(worst, std::fabs(test::at(after, i) - want));
    }
    QVERIFY2(worst < 1e-5, qPrintable(QString("%1: worst %2").arg(dtypeName(dt)).arg(worst)));
  }
}

void TestCudaBackend::recordedStepsReplayWithTheCurrentState() {
  QVERIFY(cuda_->canRecord());
  Tensor srcH = test::randomTensor(Shape{40, 6}, DType::F32, 12);
  Tensor orderH = test::randomLabels(40, 40, 13);
  Tensor src = cuda_->fromHost(srcH), order = cuda_->fromHost(orderH);
  Tensor state = stateOn(*cuda_, 0, 0, 0, 0.1, 1.0);
  Tensor dst = cuda_->allocate(Shape{4, 6}, DType::F32);
  const auto generation = cuda_->allocationGeneration();
  cuda_->beginRecording();
  cuda_->gatherBatch(src, order, state, dst, 1.0);
  cuda_->advanceStep(state, 4);
  auto rec = cuda_->endRecording();
  QVERIFY(rec != nullptr);
  QCOMPARE(cuda_->readStepState(state)[kStepCursor], 0.0);  // recorded, not run
  for (int i = 0; i < 3; ++i) cuda_->replay(*rec);
  QCOMPARE(cuda_->readStepState(state)[kStepCursor], 12.0);
  Tensor want = Tensor::empty(Shape{4, 6}, DType::F32);
  CpuReferenceBackend().gatherRows(srcH, orderH.narrow(8, 4), want, 1.0);
  QCOMPARE(test::maxAbsDiff(cuda_->toHost(dst), want), 0.0);
  QCOMPARE(cuda_->allocationGeneration(), generation);
  // Allocating while recording is refused; the recording is abandoned and the backend goes on.
  cuda_->beginRecording();
  QVERIFY_THROWS_EXCEPTION(Error, cuda_->allocate(Shape{10}, DType::F32));
  cuda_->abortRecording();
  Tensor ok = cuda_->fromHost(test::randomTensor(Shape{10}, DType::F32, 14));
  QVERIFY(cuda_->allFinite(ok));
}

void TestCudaBackend::outOfMemoryIsAnErrorAndTheBackendGoesOn() {
  try {
    cuda_->allocate(Shape{std::int64_t{1} << 50}, DType::U8);
    QFAIL("a 1 PiB allocation succeeded");
  } catch (const Error& e) {
    QCOMPARE(e.kind(), ErrorKind::OutOfMemory);
    QVERIFY2(QString(e.what()).contains("free of"), e.what());
  }
  Tensor t = cuda_->fromHost(test::randomTensor(Shape{1000}, DType::F32, 15));
  QVERIFY(std::fabs(cuda_->sum(t) - CpuReferenceBackend().sum(test::randomTensor(Shape{1000}, DType::F32, 15))) < 1e-9);
}

void TestCudaBackend::describesItself() {
  cuda_->setPrecision(Precision::FP16);
  const QString d = QString::fromStdString(cuda_->describe());
  QVERIFY2(d.startsWith("cuda:0 (") && d.contains("fp16 mixed precision"), qPrintable(d));
  QVERIFY(cuda_->supports(DType::F16) && cuda_->supports(DType::BF16) && !cuda_->supports(DType::F64));
  QVERIFY(cuda_->memoryInfo().has_value());
  cuda_->setPrecision(Precision::FP32);
  QVERIFY_THROWS_EXCEPTION(Error, makeBackend("cuda:99"));
}

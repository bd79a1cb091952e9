// cuda against the cpu-reference oracle (label `gpu`; skips without a GPU). Every op case of
// support/op_cases.h runs on cuda:0 and on cpu-reference in f64 with the same inputs (drawn at
// the precision under test, so the reference sees exactly the numbers the GPU sees), fresh per
// case, into poisoned outputs. Tolerances (relative, ||got - want|| / ||want||): fp32 1e-5,
// TF32 1e-3 (matrix products and convolutions), fp16 3e-3, bf16 1e-2 (METHOD.md's guidance).
// Then the step ops, recording and replaying, mixed-precision updates, loss scaling and errors.
#include <QtTest>
#include <cmath>
#include <cstring>
#include <memory>

#include "backends/backend_factory.h"
#include "backends/cpu_reference/cpu_reference_backend.h"
#include "core/error.h"
#include "core/rng.h"
#include "hw/gpu_info.h"
#include "support/op_cases.h"
#include "support/test_support.h"

using namespace nnlab;
using test::OpCtx;
using test::OpOutputs;
using test::Params;

namespace {

bool isMatrixOp(const QString& op) { return op.startsWith("linear") || op.startsWith("conv2d"); }

double toleranceFor(const QString& mode, const QString& op) {
  if (mode == "fp16") return 3e-3;
  if (mode == "bf16") return 1e-2;
  if (mode == "tf32" && isMatrixOp(op)) return 1e-3;
  return 1e-5;
}

DType dtypeFor(const QString& mode) {
  if (mode == "fp16") return DType::F16;
  if (mode == "bf16") return DType::BF16;
  return DType::F32;
}

}  // namespace

class TestCudaBackend : public QObject {
  Q_OBJECT

  std::unique_ptr<Backend> cuda_;

  static void row(const char* op, const Params& p, const char* tag) {
    for (const char* mode : {"fp32", "tf32", "fp16", "bf16"}) {
      const QString m(mode), o(op);
      if (m == "tf32" && !isMatrixOp(o)) continue;
      // Integer-only ops, f64 sums and the optimizers' plain-f32 cases run in fp32 only.
      const bool floatCompute = !o.startsWith("fill") && !o.startsWith("sgd") && !o.startsWith("adam") &&
                                o != "sum" && o != "allFinite" && o != "confusionUpdate";
      if ((m == "fp16" || m == "bf16") && !floatCompute) continue;
      QTest::newRow(qPrintable(QString("%1 %2 %3").arg(m, o, tag))) << o << m << p;
    }
  }

  Tensor stateOn(Backend& be, double cursor, double batch, double global, double lr, double scale) {
    Tensor s = be.makeStepState(static_cast<std::int64_t>(global), lr, scale);
    auto v = be.readStepState(s);
    v[kStepCursor] = cursor;
    v[kStepBatch] = batch;
    be.writeStepState(s, v);
    return s;
  }

 private slots:
  void initTestCase() {
    const GpuDetection& d = detectGpus();
    if (!d.available()) QSKIP(qPrintable("no CUDA GPU here (" + QString::fromStdString(d.unavailableReason) + "): GPU tests skipped"));
    cuda_ = makeBackend("cuda:0");
    qInfo("%s", cuda_->describe().c_str());
  }

  void ops_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<Params>("params");
    row("fill", {1001, 0}, "f32");
    row("fill", {1001, 2}, "i32");
    row("fill", {100003, 3}, "i64");
    row("copy", {300007}, "");
    row("add", {100003, 0}, "");
    row("add", {777, 2}, "y aliases b");
    row("scale", {100003}, "");
    row("sum", {300007}, "");
    row("allFinite", {100003, -1, 0}, "clean");
    row("allFinite", {100003, 77777, 0}, "NaN");
    row("allFinite", {1003, 5, 1}, "+inf");
    row("gatherRows", {50, 784, 64, 0}, "u8");
    row("gatherRows", {20, 13, 9, 1}, "float");
    row("gatherRows", {20, 1, 33, 2}, "i32");
    row("linearForward", {3, 17, 5, 1}, "odd");
    row("linearForward", {64, 784, 192, 1}, "mlp");
    row("linearForward", {7, 9, 11, 0}, "no bias");
    row("linearBackward", {3, 17, 5, 1, 1}, "odd");
    row("linearBackward", {64, 784, 192, 0, 1}, "mlp");
    row("linearBackward", {64, 192, 10, 1, 1}, "mlp2");
    row("conv2dForward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1}, "3x3 s2 p1");
    row("conv2dForward", {4, 3, 10, 13, 5, 3, 2, 1, 3, 2, 0, 1}, "asym");
    row("conv2dForward", {64, 1, 28, 28, 6, 5, 5, 1, 1, 2, 2, 1}, "lenet1");
    row("conv2dForward", {2, 1, 148, 197, 64, 7, 7, 2, 2, 3, 3, 0}, "resnet stem");
    row("conv2dForward", {2, 64, 37, 50, 128, 3, 3, 2, 2, 1, 1, 0}, "resnet stage");
    row("conv2dBackward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 1, 1}, "3x3 s2 p1");
    row("conv2dBackward", {4, 3, 10, 13, 5, 3, 2, 1, 3, 2, 0, 1, 1}, "asym");
    row("conv2dBackward", {64, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0, 1, 1}, "lenet2");
    row("conv2dBackward", {2, 64, 37, 50, 64, 3, 3, 1, 1, 1, 1, 0, 1}, "resnet block");
    row("conv2dBackward", {2, 64, 37, 50, 128, 1, 1, 2, 2, 0, 0, 0, 1}, "resnet projection");
    const std::pair<const char*, Params> pools[] = {
        {"2x2 s2", {3, 5, 11, 9, 2, 2, 2, 2, 0, 0}},
        {"3x3 s2 p1 overlap", {3, 5, 11, 9, 3, 3, 2, 2, 1, 1}},
        {"3x2 s1 p1", {2, 3, 7, 8, 3, 2, 1, 1, 1, 1}},
        {"global 5x7", {4, 9, 5, 7, 5, 7, 5, 7, 0, 0}},
        {"rows wider than a block", {2, 3, 6, 601, 3, 3, 2, 2, 1, 1}},
        {"resnet stem 114x114", {2, 4, 114, 114, 3, 3, 2, 2, 1, 1}},
    };
    for (const auto& [name, p] : pools)
      for (const char* op : {"maxPoolForward", "maxPoolBackward", "avgPoolForward", "avgPoolBackward"}) row(op, p, name);
    row("batchNormForward", {3, 5, 7 * 9, 1}, "2d train");
    row("batchNormForward", {3, 5, 7 * 9, 0}, "2d eval");
    row("batchNormForward", {13, 11, 1, 1}, "1d train");
    row("batchNormForward", {16, 64, 37 * 50, 1}, "resnet");
    row("batchNormBackward", {3, 5, 7 * 9}, "2d");
    row("batchNormBackward", {13, 11, 1}, "1d");
    row("batchNormBackward", {16, 64, 37 * 50}, "resnet");
    const char* acts[] = {"relu", "leaky", "sigmoid", "tanh", "softplus"};
    for (int a = 0; a < 5; ++a) {
      row("activationForward", {a, 100003}, acts[a]);
      row("activationBackward", {a, 100003}, acts[a]);
    }
    row("dropoutForward", {100003, 20}, "20%");
    row("dropoutForward", {333, 0}, "0%");
    row("dropoutBackward", {100003, 30}, "");
    row("softmaxCrossEntropy", {7, 10, 1}, "");
    row("softmaxCrossEntropy", {64, 10, 0}, "no grad");
    row("softmaxCrossEntropy", {1000, 37, 1}, "big");
    row("mseOneHot", {7, 10, 1}, "");
    row("mseOneHot", {1000, 37, 1}, "big");
    row("confusionUpdate", {64, 10, 0}, "");
    row("confusionUpdate", {257, 10, 1}, "ties");
    row("linearReluForward", {64, 784, 192, 1}, "mlp");
    row("linearReluForward", {7, 33, 13, 0}, "no bias");
    row("reluLinearBackward", {64, 784, 192, 0, 1}, "mlp");
    row("reluLinearBackward", {7, 33, 13, 1, 1}, "odd");
    row("conv2dReluForward", {64, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0, 1}, "lenet2");
    row("conv2dReluForward", {3, 5, 11, 9, 7, 3, 3, 2, 2, 1, 1, 0}, "no bias");
    row("reluConv2dBackward", {64, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0, 1, 1}, "lenet2");
    row("batchNormReluForward", {16, 64, 37 * 50, 1}, "resnet train");
    row("batchNormReluForward", {13, 11, 1, 0}, "1d eval");
    row("reluBatchNormBackward", {16, 64, 37 * 50}, "resnet");
    row("reluBatchNormBackward", {13, 11, 1}, "1d");
    row("addRelu", {100003}, "");
    row("sgdUpdate", {100003, 90, 0, 1}, "momentum");
    row("sgdUpdate", {1003, 90, 1, 5}, "nesterov");
    row("sgdUpdate", {1003, 0, 0, 0}, "plain");
    row("adamUpdate", {100003, 7, 10}, "step 7 wd");
    row("adamUpdate", {1003, 1, 0}, "step 1");
  }

  void ops() {
    QFETCH(QString, op);
    QFETCH(QString, mode);
    QFETCH(Params, params);
    QVERIFY2(test::opCases().count(op), qPrintable("no op case " + op));
    const DType dt = dtypeFor(mode);
    cuda_->setPrecision(precisionFromName(mode.toStdString()));
    const std::uint64_t seed = qHash(QString(QTest::currentDataTag())) + 1;
    CpuReferenceBackend ref;
    OpCtx refCtx(ref, DType::F64, seed, dt);
    OpCtx gpuCtx(*cuda_, dt, seed, dt);
    const OpOutputs want = test::opCases().at(op)(refCtx, params);
    OpOutputs got;
    try {
      got = test::opCases().at(op)(gpuCtx, params);
      cuda_->synchronize();
    } catch (const std::exception& e) {
      QFAIL(e.what());
    }
    QCOMPARE(got.size(), want.size());
    const double tol = toleranceFor(mode, op);
    for (std::size_t i = 0; i < got.size(); ++i) {
      const QString where = QString("output %1").arg(QString::fromStdString(got[i].name));
      QCOMPARE(got[i].host.numel(), want[i].host.numel());
      const DType gt = got[i].host.dtype();
      const bool integer = gt == DType::I32 || gt == DType::I64 || gt == DType::U8;
      if (got[i].exact && integer) {
        QVERIFY2(std::memcmp(got[i].host.raw(), want[i].host.raw(), got[i].host.bytes()) == 0,
                 qPrintable(where + ": not identical"));
        continue;
      }
      // Exact floats (dropout masks) differ only by the rounding of 1/(1-rate) to the type.
      const double limit = got[i].exact ? (dt == DType::F32 ? 1e-7 : tol) : tol;
      const double err = test::relativeError(got[i].host, want[i].host);
      QVERIFY2(err <= limit, qPrintable(where + QString(": relative error %1 > %2").arg(err).arg(limit)));
    }
  }

  void shuffleOrderMatchesTheHost() {
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

  void stepOpsReadTheState() {
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
  void injectedOverflowSkipsExactlyThatStep() {
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

  void recordedStepsReplayWithTheCurrentState() {
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

  void outOfMemoryIsAnErrorAndTheBackendGoesOn() {
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

  void describesItself() {
    cuda_->setPrecision(Precision::FP16);
    const QString d = QString::fromStdString(cuda_->describe());
    QVERIFY2(d.startsWith("cuda:0 (") && d.contains("fp16 mixed precision"), qPrintable(d));
    QVERIFY(cuda_->supports(DType::F16) && cuda_->supports(DType::BF16) && !cuda_->supports(DType::F64));
    QVERIFY(cuda_->memoryInfo().has_value());
    cuda_->setPrecision(Precision::FP32);
    QVERIFY_THROWS_EXCEPTION(Error, makeBackend("cuda:99"));
  }
};

QTEST_GUILESS_MAIN(TestCudaBackend)
#include "test_cuda_backend.moc"

// cuda against the cpu-reference oracle (label `gpu`; skips without a GPU). Every op case of
// support/op_cases.h runs on cuda:0 and on cpu-reference in f64 with the same inputs (drawn at
// the precision under test, so the reference sees exactly the numbers the GPU sees), fresh per
// case, into poisoned outputs. Tolerances (relative, ||got - want|| / ||want||): fp32 1e-5,
// TF32 1e-3 (matrix products and convolutions), fp16 3e-3, bf16 1e-2 (METHOD.md's guidance).
// Then the step ops, recording and replaying, mixed-precision updates, loss scaling and errors.
#include <QScopeGuard>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <memory>
#include <tuple>

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

void TestCudaBackend::row(const char* op, const Params& p, const char* tag) {
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

void TestCudaBackend::initTestCase() {
  const GpuDetection& d = detectGpus();
  if (!d.available()) QSKIP(qPrintable("no CUDA GPU here (" + QString::fromStdString(d.unavailableReason) + "): GPU tests skipped"));
  // Two opt-in paths (until measured on a GPU) are on here: the channel padding of few-channel
  // 16-bit convolutions, so the search may pick it and the "(ours)" rows force it, and the reuse
  // of the forward's filter copy (both read once, before the backend is made).
  qputenv("NNLAB_CONV_PAD", "1");
  qputenv("NNLAB_CUDA_FILTERS", "reuse");  // the data gradient's reuse of the forward's filter copy, likewise
  cuda_ = makeBackend("cuda:0");
  qInfo("%s", cuda_->describe().c_str());
}

void TestCudaBackend::ops_data() {
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
  // dilation ({..., bias | db, dx, dilH, dilW}) and 1-D convolutions (conv1d: H = R = 1)
  row("conv2dForward", {3, 5, 11, 9, 7, 3, 3, 1, 1, 2, 2, 1, 0, 2, 2}, "3x3 dil 2");
  row("conv2dBackward", {2, 3, 13, 10, 4, 3, 2, 2, 1, 1, 0, 1, 1, 3, 2}, "3x2 s2 dil 3x2");
  row("conv2dForward", {5, 3, 1, 37, 8, 1, 5, 1, 1, 0, 2, 1}, "conv1d k5 p2");
  row("conv2dForward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 0, 1, 2}, "conv1d k3 s2 dil 2");
  row("conv2dForward", {64, 16, 1, 32, 32, 1, 5, 1, 1, 0, 4, 0, 0, 1, 2}, "conv1d rrlyrae dil 2");
  row("conv2dBackward", {5, 3, 1, 37, 8, 1, 5, 1, 1, 0, 2, 1, 1}, "conv1d k5 p2");
  row("conv2dBackward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 1, 1, 2}, "conv1d k3 s2 dil 2");
  row("conv2dBackward", {64, 16, 1, 32, 32, 1, 5, 1, 1, 0, 4, 1, 1, 1, 2}, "conv1d rrlyrae dil 2");
  row("conv2dBackward", {64, 1, 1, 64, 16, 1, 7, 1, 1, 0, 3, 1, 0}, "conv1d rrlyrae first, no dx");
  const std::pair<const char*, Params> pools[] = {
      {"2x2 s2", {3, 5, 11, 9, 2, 2, 2, 2, 0, 0}},
      {"3x3 s2 p1 overlap", {3, 5, 11, 9, 3, 3, 2, 2, 1, 1}},
      {"3x2 s1 p1", {2, 3, 7, 8, 3, 2, 1, 1, 1, 1}},
      {"global 5x7", {4, 9, 5, 7, 5, 7, 5, 7, 0, 0}},
      {"rows wider than a block", {2, 3, 6, 601, 3, 3, 2, 2, 1, 1}},
      {"resnet stem 114x114", {2, 4, 114, 114, 3, 3, 2, 2, 1, 1}},
      {"1d k2", {5, 3, 1, 37, 1, 2, 1, 2, 0, 0}},
      {"1d k3 s2 p1", {4, 6, 1, 29, 1, 3, 1, 2, 0, 1}},
      {"1d global", {7, 16, 1, 15, 1, 15, 1, 15, 0, 0}},
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
  row("conv2dReluForward", {4, 2, 1, 29, 6, 1, 3, 1, 2, 0, 1, 1, 0, 1, 2}, "conv1d dil 2");
  row("reluConv2dBackward", {64, 6, 14, 14, 16, 5, 5, 1, 1, 0, 0, 1, 1}, "lenet2");
  row("batchNormSync", {3, 5, 7 * 9, 0, 1000}, "2d");
  row("batchNormSync", {16, 64, 37 * 50, 1, 2500}, "resnet relu, scaled sums");
  row("batchNormSync", {13, 11, 1, 0, 500}, "1d");
  row("batchNormReluForward", {16, 64, 37 * 50, 1}, "resnet train");
  row("batchNormReluForward", {13, 11, 1, 0}, "1d eval");
  row("reluBatchNormBackward", {16, 64, 37 * 50}, "resnet");
  row("reluBatchNormBackward", {13, 11, 1}, "1d");
  row("addRelu", {100003}, "");
  row("batchNormAddRelu", {16, 64, 37 * 50}, "resnet (NCHW: not fused)");
  row("sgdUpdate", {100003, 90, 0, 1}, "momentum");
  row("sgdUpdate", {1003, 90, 1, 5}, "nesterov");
  row("sgdUpdate", {1003, 0, 0, 0}, "plain");
  row("adamUpdate", {100003, 7, 10}, "step 7 wd");
  row("adamUpdate", {1003, 1, 0}, "step 1");
}

void TestCudaBackend::ops() {
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

// Channels-last (the geometries' nhwc): the same ops on (N, H, W, C) activations, against
// cpu-reference on the NCHW originals. Inputs are drawn NCHW on the host (at the precision under
// test), transposed on the host for the GPU, and the GPU's outputs transposed back.
void TestCudaBackend::channelsLast_data() {
  QTest::addColumn<QString>("op");
  QTest::addColumn<QString>("mode");
  QTest::addColumn<Params>("params");
  for (const char* mode : {"fp32", "fp16", "bf16"}) {
    auto add = [&](const char* op, const Params& p, const char* tag) {
      QTest::newRow(qPrintable(QString("%1 %2 %3").arg(mode, op, tag))) << QString(op) << QString(mode) << p;
    };
    // conv: {N, C, H, W, K, R, S, strideH, strideW, padH, padW, bias}
    const std::pair<const char*, Params> convs[] = {
        {"3x3 s2 p1", {3, 16, 11, 9, 24, 3, 3, 2, 2, 1, 1, 1}},
        {"odd channels", {4, 3, 10, 13, 5, 3, 2, 1, 3, 2, 0, 1}},
        {"resnet stem (one channel)", {2, 1, 148, 197, 64, 7, 7, 2, 2, 3, 3, 0}},
        {"resnet block", {2, 64, 37, 50, 64, 3, 3, 1, 1, 1, 1, 0}},
        {"resnet projection (1x1)", {2, 64, 37, 50, 128, 1, 1, 2, 2, 0, 0, 1}},
        {"3x3 dil 2", {3, 16, 11, 9, 24, 3, 3, 1, 1, 2, 2, 1, 0, 2, 2}},
        // our channels-last 1x1 path (one GEMM over rows; strided windows gathered), forced
        {"resnet projection (1x1, ours)", {2, 64, 37, 50, 128, 1, 1, 2, 2, 0, 0, 1}},
        {"1x1 s1 (ours)", {3, 24, 11, 9, 40, 1, 1, 1, 1, 0, 0, 1}},
        {"1x1 s2 odd channels (ours)", {3, 5, 11, 9, 7, 1, 1, 2, 2, 0, 0, 0}},
        {"1x1 s3x2 (ours)", {2, 16, 10, 7, 8, 1, 1, 3, 2, 0, 0, 1}},
        // few input channels, 16-bit: our path pads them with zeros to 8 for cuDNN (NNLAB_CONV_PAD=1,
        // set in initTestCase), forced (fp32 has no such path: those rows take cuDNN's own)
        {"resnet stem (one channel, ours)", {2, 1, 148, 197, 64, 7, 7, 2, 2, 3, 3, 0}},
        {"rgb 7x7 s2 bias (ours)", {3, 3, 40, 29, 16, 7, 7, 2, 2, 3, 3, 1}},
        {"two channels 3x2 dil 2 (ours)", {2, 2, 13, 10, 5, 3, 2, 1, 1, 2, 1, 1, 0, 2, 2}},
    };
    for (const auto& [tag, p] : convs)
      for (const char* op : {"conv2dForward", "conv2dReluForward", "conv2dBackward"}) add(op, p, tag);
    const std::pair<const char*, Params> pools[] = {
        {"2x2 s2", {3, 5, 11, 9, 2, 2, 2, 2, 0, 0}},
        {"3x3 s2 p1 overlap", {3, 24, 11, 9, 3, 3, 2, 2, 1, 1}},
        {"3x2 s1 p1", {2, 3, 7, 8, 3, 2, 1, 1, 1, 1}},
        {"global 5x7", {4, 512, 5, 7, 5, 7, 5, 7, 0, 0}},
        {"resnet stem 114x114", {2, 64, 114, 114, 3, 3, 2, 2, 1, 1}},
    };
    for (const auto& [tag, p] : pools)
      for (const char* op : {"maxPool", "avgPool"}) add(op, p, tag);
    // batch norm: {N, C, H, W}
    const std::pair<const char*, Params> norms[] = {
        {"small", {3, 5, 7, 9}}, {"resnet", {16, 64, 37, 50}}, {"many channels", {8, 520, 5, 7}}};
    for (const auto& [tag, p] : norms)
      for (const char* op : {"batchNorm", "batchNormRelu", "batchNormEval", "batchNormSync", "batchNormSyncRelu"})
        add(op, p, tag);
    // Batch norm's two channels-last training paths (NNLAB_CUDA_BN): cuDNN's semi-persistent
    // kernels (the rows above) and, "own", the engine's kernels
    for (const auto& [tag, p] : norms)
      for (const char* op : {"batchNorm", "batchNormRelu", "batchNormAddRelu"}) {
        if (std::strcmp(op, "batchNormAddRelu") == 0) add(op, p, tag);
        add(op, p, qPrintable(QString(tag) + " own"));
      }
    add("convertLayout", {3, 24, 11, 9}, "");
    add("convertLayout", {2, 3, 227, 227}, "rgb");
  }
}

void TestCudaBackend::channelsLast() {
  QFETCH(QString, op);
  QFETCH(QString, mode);
  QFETCH(Params, params);
  const Params& p = params;
  const DType dt = dtypeFor(mode);
  const DType pt = DType::F32;  // parameters and statistics stay f32 in mixed precision
  cuda_->setPrecision(precisionFromName(mode.toStdString()));
  CpuReferenceBackend ref;
  std::uint64_t seed = qHash(QString(QTest::currentDataTag())) * 31 + 7;
  auto draw = [&](const Shape& s, DType t, double lo = -1.0, double hi = 1.0) {
    return test::castHost(test::randomTensor(s, t, ++seed, lo, hi), t);
  };
  auto host = [](const Tensor& nchw, bool toLast) {  // host layout change, any float type
    Tensor out = Tensor::empty(nchw.shape(), nchw.dtype());
    CpuReferenceBackend().convertLayout(nchw, out, toLast);
    return out;
  };
  auto up = [&](const Tensor& nchw) { return cuda_->fromHost(host(nchw, true)); };  // image, channels-last
  auto down = [&](const Tensor& dev) { return host(cuda_->toHost(dev), false); };  // back to NCHW
  auto outImg = [&](const Shape& s, DType t) { return cuda_->fromHost(test::poisoned(s, t)); };
  const double tol = toleranceFor(mode, op.startsWith("conv") ? "conv2d" : op);
  auto check = [&](const char* what, const Tensor& got, const Tensor& want) {
    const double err = test::relativeError(got, want);
    QVERIFY2(err <= tol, qPrintable(QString("%1: relative error %2 > %3").arg(what).arg(err).arg(tol)));
  };
  try {
    if (op.startsWith("conv2d")) {
      // NNLAB_CONV_OURS=1: the backend takes our path wherever it fits, without a search
      const bool ours = QString(QTest::currentDataTag()).contains("ours");
      if (ours) qputenv("NNLAB_CONV_OURS", "1");
      const auto restore = qScopeGuard([] { qunsetenv("NNLAB_CONV_OURS"); });
      ConvGeometry g = test::convGeometry(p);
      const Tensor xh = draw(Shape{g.n, g.c, g.h, g.w}, dt), wh = draw(Shape{g.k, g.c, g.r, g.s}, dt);
      const Tensor bh = draw(Shape{g.k}, dt), dyh = draw(Shape{g.n, g.k, g.p, g.q}, dt);
      const bool bias = p[11] != 0;
      const Tensor x64 = test::toF64(xh), w64 = test::toF64(wh), b64 = test::toF64(bh), dy64 = test::toF64(dyh);
      ConvGeometry gl = g;
      gl.nhwc = true;
      const Tensor x = up(xh), w = cuda_->fromHost(wh), b = cuda_->fromHost(bh);
      if (op == "conv2dBackward") {
        Tensor dx64 = Tensor::empty(x64.shape(), DType::F64), dw64 = Tensor::empty(w64.shape(), DType::F64);
        Tensor db64 = Tensor::empty(Shape{g.k}, DType::F64);
        ref.conv2dBackward(g, x64, w64, dy64, &dx64, dw64, bias ? &db64 : nullptr);
        Tensor dx = outImg(x64.shape(), dt), dw = outImg(w64.shape(), dt), db = outImg(Shape{g.k}, dt);
        // The data gradient reuses the filter copy of its forward. First a forward of another
        // filter that is then freed: cudaMalloc may hand its address to wb below, whose backward
        // comes without a forward and must not take that copy for its own.
        const void* staleAt = nullptr;
        {
          const Tensor stale = cuda_->fromHost(draw(wh.shape(), dt));
          Tensor ys = outImg(Shape{g.n, g.k, g.p, g.q}, dt);
          cuda_->conv2dForward(gl, x, stale, nullptr, ys);
          staleAt = stale.raw();
        }
        const Tensor wb = cuda_->fromHost(wh);
        if (wb.raw() == staleAt) qInfo("the freed filter's address came back for the next one");
        cuda_->conv2dBackward(gl, x, wb, up(dyh), &dx, dw, bias ? &db : nullptr);
        check("dx", down(dx), dx64);
        check("dw", cuda_->toHost(dw), dw64);  // filters keep (K, C, R, S)
        if (bias) check("db", cuda_->toHost(db), db64);
        // As in training: forward, then backward with the forward's copy.
        Tensor y = outImg(Shape{g.n, g.k, g.p, g.q}, dt), dx2 = outImg(x64.shape(), dt);
        cuda_->conv2dForward(gl, x, w, bias ? &b : nullptr, y);
        cuda_->conv2dBackward(gl, x, w, up(dyh), &dx2, dw, bias ? &db : nullptr);
        check("dx after a forward", down(dx2), dx64);
        check("dw after a forward", cuda_->toHost(dw), dw64);
      } else {
        Tensor y64 = Tensor::empty(Shape{g.n, g.k, g.p, g.q}, DType::F64);
        Tensor y = outImg(y64.shape(), dt);
        if (op == "conv2dReluForward") {
          ref.conv2dReluForward(g, x64, w64, bias ? &b64 : nullptr, y64);
          cuda_->conv2dReluForward(gl, x, w, bias ? &b : nullptr, y);
        } else {
          ref.conv2dForward(g, x64, w64, bias ? &b64 : nullptr, y64);
          cuda_->conv2dForward(gl, x, w, bias ? &b : nullptr, y);
        }
        check("y", down(y), y64);
      }
    } else if (op.endsWith("Pool")) {
      PoolGeometry g;
      g.n = p[0], g.c = p[1], g.h = p[2], g.w = p[3], g.kH = p[4], g.kW = p[5];
      g.strideH = p[6], g.strideW = p[7], g.padH = p[8], g.padW = p[9];
      g.p = (g.h + 2 * g.padH - g.kH) / g.strideH + 1;
      g.q = (g.w + 2 * g.padW - g.kW) / g.strideW + 1;
      PoolGeometry gl = g;
      gl.nhwc = true;
      const Shape xs{g.n, g.c, g.h, g.w}, ys{g.n, g.c, g.p, g.q};
      const Tensor xh = draw(xs, dt), dyh = draw(ys, dt);
      const Tensor x64 = test::toF64(xh), dy64 = test::toF64(dyh);
      Tensor y64 = Tensor::empty(ys, DType::F64), dx64 = Tensor::empty(xs, DType::F64);
      Tensor y = outImg(ys, dt), dx = outImg(xs, dt);
      if (op == "maxPool") {
        Tensor am64 = Tensor::empty(ys, DType::I32), am = outImg(ys, DType::I32);
        ref.maxPoolForward(g, x64, y64, am64);
        ref.maxPoolBackward(g, dy64, am64, dx64);
        cuda_->maxPoolForward(gl, up(xh), y, am);
        check("y", down(y), y64);
        // argmax: the same window offsets, stored channels-last (transposed as 4-byte words).
        Tensor amWant = Tensor::empty(ys, DType::I32);
        for (std::int64_t n = 0; n < g.n; ++n)
          for (std::int64_t c = 0; c < g.c; ++c)
            for (std::int64_t s = 0; s < std::int64_t{g.p} * g.q; ++s)
              amWant.data<std::int32_t>()[(n * g.p * g.q + s) * g.c + c] =
                  am64.data<std::int32_t>()[(n * g.c + c) * g.p * g.q + s];
        QVERIFY2(std::memcmp(cuda_->toHost(am).raw(), amWant.raw(), amWant.bytes()) == 0, "argmax differs");
        Tensor amUp = cuda_->fromHost(amWant);
        cuda_->maxPoolBackward(gl, up(dyh), amUp, dx);
      } else {
        ref.avgPoolForward(g, x64, y64);
        ref.avgPoolBackward(g, dy64, dx64);
        cuda_->avgPoolForward(gl, up(xh), y);
        check("y", down(y), y64);
        cuda_->avgPoolBackward(gl, up(dyh), dx);
      }
      check("dx", down(dx), dx64);
    } else if (op == "batchNormAddRelu") {
      // A residual block's end (Backend::batchNormAddReluForward/Backward): relu(bn(x) + z) and its
      // backward against cpu-reference's batch norm, addition and ReLU. cuda fuses it through
      // cuDNN (always for the ResNet shape); "own" rows must decline and take the two-op path.
      const QString tag(QTest::currentDataTag());
      const bool own = tag.endsWith(" own");
      qputenv("NNLAB_CUDA_BN", own ? "own" : "cudnn");
      const auto restore = qScopeGuard([] { qunsetenv("NNLAB_CUDA_BN"); });
      const Shape xs{p[0], p[1], p[2], p[3]}, cs{p[1]};
      const BatchNormGeometry g{p[0], p[1], p[2] * p[3]};
      BatchNormGeometry gl = g;
      gl.nhwc = true;
      const Tensor xh = draw(xs, dt, -1.0, 3.0), zh = draw(xs, dt), dyh = draw(xs, dt);
      const Tensor gh = draw(cs, pt, 0.5, 1.5), bh = draw(cs, pt), rmh = draw(cs, pt), rvh = draw(cs, pt, 0.5, 2.0);
      const Tensor x64 = test::toF64(xh), g64 = test::toF64(gh);
      Tensor rm64 = test::toF64(rmh), rv64 = test::toF64(rvh), h64 = Tensor::empty(xs, DType::F64),
             y64 = Tensor::empty(xs, DType::F64), sm64 = Tensor::empty(cs, DType::F64), si64 = Tensor::empty(cs, DType::F64);
      ref.batchNormForward(g, x64, g64, test::toF64(bh), h64, true, rm64, rv64, 0.1, 1e-5, sm64, si64);
      ref.addRelu(h64, test::toF64(zh), y64);
      Tensor rm = cuda_->fromHost(rmh), rv = cuda_->fromHost(rvh), sm = outImg(cs, pt), si = outImg(cs, pt);
      Tensor y = outImg(xs, dt);
      const Tensor x = up(xh), z = up(zh), gamma = cuda_->fromHost(gh), beta = cuda_->fromHost(bh);
      const bool fused = cuda_->batchNormAddReluForward(gl, x, z, gamma, beta, y, rm, rv, 0.1, 1e-5, sm, si);
      if (own) QVERIFY2(!fused, "NNLAB_CUDA_BN=own, yet the batch norm was fused");
      if (!own && tag.contains("resnet")) QVERIFY2(fused, "cuDNN did not take the ResNet batch norm + add + ReLU");
      if (!fused) {
        Tensor h = outImg(xs, dt);
        cuda_->batchNormForward(gl, x, gamma, beta, h, true, rm, rv, 0.1, 1e-5, sm, si);
        cuda_->addRelu(h, z, y);
      }
      check("y", down(y), y64);
      check("runningMean", cuda_->toHost(rm), rm64);
      check("runningVar", cuda_->toHost(rv), rv64);
      check("saveInvStd", cuda_->toHost(si), si64);
      const Tensor yg = test::toF64(down(y)), sm64g = test::toF64(cuda_->toHost(sm)), si64g = test::toF64(cuda_->toHost(si));
      Tensor dz64 = Tensor::empty(xs, DType::F64), dx64 = Tensor::empty(xs, DType::F64),
             dg64 = Tensor::empty(cs, DType::F64), db64 = Tensor::empty(cs, DType::F64);
      ref.activationBackward(Activation::ReLU, 0.0, yg, yg, test::toF64(dyh), dz64);  // the mask of the GPU's y
      ref.batchNormBackward(g, x64, g64, dz64, sm64g, si64g, dx64, dg64, db64);
      Tensor dx = outImg(xs, dt), dz = outImg(xs, dt), dg = outImg(cs, pt), db = outImg(cs, pt);
      const Tensor dyUp = up(dyh);
      const bool fusedBack = cuda_->batchNormAddReluBackward(gl, x, gamma, y, dyUp, sm, si, dx, dz, dg, db);
      QCOMPARE(fusedBack, fused);
      if (!fusedBack) {
        cuda_->activationBackward(Activation::ReLU, 0.0, y, y, dyUp, dz);
        cuda_->batchNormBackward(gl, x, gamma, dz, sm, si, dx, dg, db);
      }
      check("dz", down(dz), dz64);
      check("dx", down(dx), dx64);
      check("dgamma", cuda_->toHost(dg), dg64);
      check("dbeta", cuda_->toHost(db), db64);
    } else if (op.startsWith("batchNorm")) {
      qputenv("NNLAB_CUDA_BN", QString(QTest::currentDataTag()).endsWith(" own") ? "own" : "cudnn");
      const auto restore = qScopeGuard([] { qunsetenv("NNLAB_CUDA_BN"); });
      const Shape xs{p[0], p[1], p[2], p[3]}, cs{p[1]};
      BatchNormGeometry g{p[0], p[1], p[2] * p[3]};
      BatchNormGeometry gl = g;
      gl.nhwc = true;
      // batchNormSync*: synchronised batch norm's four parts with one replica's sums (issue 22),
      // which must give what the ordinary ops give.
      const bool relu = op.endsWith("Relu"), training = op != "batchNormEval", sync = op.startsWith("batchNormSync");
      const Tensor xh = draw(xs, dt, -1.0, 3.0), dyh = draw(xs, dt);
      const Tensor gh = draw(cs, pt, 0.5, 1.5), bh = draw(cs, pt), rmh = draw(cs, pt), rvh = draw(cs, pt, 0.5, 2.0);
      const Tensor x64 = test::toF64(xh);
      Tensor rm64 = test::toF64(rmh), rv64 = test::toF64(rvh), y64 = Tensor::empty(xs, DType::F64);
      Tensor sm64 = Tensor::empty(cs, DType::F64), si64 = Tensor::empty(cs, DType::F64);
      Tensor rm = cuda_->fromHost(rmh), rv = cuda_->fromHost(rvh), sm = outImg(cs, pt), si = outImg(cs, pt);
      Tensor y = outImg(xs, dt), x = up(xh), gamma = cuda_->fromHost(gh), beta = cuda_->fromHost(bh);
      Tensor statSums = cuda_->allocate(Shape{2 * p[1] + 1}, DType::F64);
      if (sync) {
        if (relu)
          ref.batchNormReluForward(g, x64, test::toF64(gh), test::toF64(bh), y64, true, rm64, rv64, 0.1, 1e-5, sm64, si64);
        else
          ref.batchNormForward(g, x64, test::toF64(gh), test::toF64(bh), y64, true, rm64, rv64, 0.1, 1e-5, sm64, si64);
        cuda_->batchNormSums(gl, x, statSums);
        QCOMPARE(cuda_->toHost(statSums).data<double>()[2 * p[1]], static_cast<double>(p[0]) * p[2] * p[3]);
        cuda_->batchNormApply(gl, x, gamma, beta, statSums, y, relu, rm, rv, 0.1, 1e-5, sm, si);
      } else if (relu) {
        ref.batchNormReluForward(g, x64, test::toF64(gh), test::toF64(bh), y64, training, rm64, rv64, 0.1, 1e-5, sm64, si64);
        cuda_->batchNormReluForward(gl, x, gamma, beta, y, training, rm, rv, 0.1, 1e-5, sm, si);
      } else {
        ref.batchNormForward(g, x64, test::toF64(gh), test::toF64(bh), y64, training, rm64, rv64, 0.1, 1e-5, sm64, si64);
        cuda_->batchNormForward(gl, x, gamma, beta, y, training, rm, rv, 0.1, 1e-5, sm, si);
      }
      check("y", down(y), y64);
      check("runningMean", cuda_->toHost(rm), rm64);
      check("runningVar", cuda_->toHost(rv), rv64);
      if (training) {
        check("saveInvStd", cuda_->toHost(si), si64);
        // Backward from the GPU's own saved statistics (as training runs it).
        Tensor dx64 = Tensor::empty(xs, DType::F64), dg64 = Tensor::empty(cs, DType::F64), db64 = Tensor::empty(cs, DType::F64);
        Tensor dx = outImg(xs, dt), dg = outImg(cs, pt), db = outImg(cs, pt), masked = outImg(xs, dt);
        const Tensor sm64g = test::toF64(cuda_->toHost(sm)), si64g = test::toF64(cuda_->toHost(si));
        if (sync) {
          const Tensor yg = down(y);
          Tensor masked64 = Tensor::empty(xs, DType::F64), gradSums = cuda_->allocate(Shape{2 * p[1]}, DType::F64);
          if (relu)
            ref.reluBatchNormBackward(g, x64, test::toF64(gh), test::toF64(yg), test::toF64(dyh), sm64g, si64g, dx64, dg64,
                                      db64, masked64);
          else
            ref.batchNormBackward(g, x64, test::toF64(gh), test::toF64(dyh), sm64g, si64g, dx64, dg64, db64);
          const Tensor dyUp = up(dyh);
          cuda_->batchNormGradSums(gl, x, dyUp, relu ? &y : nullptr, sm, si, gradSums, dg, db);
          cuda_->batchNormGradApply(gl, x, gamma, dyUp, relu ? &y : nullptr, sm, si, statSums, gradSums, 1.0, dx);
        } else if (relu) {
          const Tensor yg = down(y);  // the GPU's relu output, as the mask
          Tensor masked64 = Tensor::empty(xs, DType::F64);
          ref.reluBatchNormBackward(g, x64, test::toF64(gh), test::toF64(yg), test::toF64(dyh), sm64g, si64g, dx64, dg64,
                                    db64, masked64);
          cuda_->reluBatchNormBackward(gl, x, gamma, y, up(dyh), sm, si, dx, dg, db, masked);
        } else {
          ref.batchNormBackward(g, x64, test::toF64(gh), test::toF64(dyh), sm64g, si64g, dx64, dg64, db64);
          cuda_->batchNormBackward(gl, x, gamma, up(dyh), sm, si, dx, dg, db);
        }
        check("dx", down(dx), dx64);
        check("dgamma", cuda_->toHost(dg), dg64);
        check("dbeta", cuda_->toHost(db), db64);
        if (!sync) {  // again: the same bits (neither path depends on thread scheduling)
          Tensor y2 = outImg(xs, dt), dx2 = outImg(xs, dt), dg2 = outImg(cs, pt), db2 = outImg(cs, pt);
          const Tensor dyUp = up(dyh);
          if (relu) {
            cuda_->batchNormReluForward(gl, x, gamma, beta, y2, true, rm, rv, 0.1, 1e-5, sm, si);
            cuda_->reluBatchNormBackward(gl, x, gamma, y2, dyUp, sm, si, dx2, dg2, db2, masked);
          } else {
            cuda_->batchNormForward(gl, x, gamma, beta, y2, true, rm, rv, 0.1, 1e-5, sm, si);
            cuda_->batchNormBackward(gl, x, gamma, dyUp, sm, si, dx2, dg2, db2);
          }
          for (const auto& [what, a, b] : {std::tuple{"y", &y, &y2}, {"dx", &dx, &dx2}, {"dgamma", &dg, &dg2}}) {
            const Tensor ha = cuda_->toHost(*a), hb = cuda_->toHost(*b);
            QVERIFY2(std::memcmp(ha.raw(), hb.raw(), ha.bytes()) == 0, qPrintable(QString("%1 differs between two runs").arg(what)));
          }
        }
      }
    } else if (op == "convertLayout") {
      const Shape xs{p[0], p[1], p[2], p[3]};
      const Tensor xh = draw(xs, dt);
      Tensor last = outImg(xs, dt), back = outImg(xs, dt);
      cuda_->convertLayout(cuda_->fromHost(xh), last, true);
      QVERIFY(std::memcmp(cuda_->toHost(last).raw(), host(xh, true).raw(), xh.bytes()) == 0);
      cuda_->convertLayout(last, back, false);
      QVERIFY(std::memcmp(cuda_->toHost(back).raw(), xh.raw(), xh.bytes()) == 0);
    } else {
      QFAIL(qPrintable("unknown op " + op));
    }
    cuda_->synchronize();
  } catch (const std::exception& e) {
    QFAIL(e.what());
  }
}

QTEST_GUILESS_MAIN(TestCudaBackend)
